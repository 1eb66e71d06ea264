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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.46" }
%"class.std::shared_ptr.46" = type { %"class.std::__shared_ptr.47" }
%"class.std::__shared_ptr.47" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.49" = type { %"class.std::_Function_base", ptr }
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
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.29" }
%"struct.std::_Head_base.29" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.19" }
%"class.std::shared_ptr.19" = type { %"class.std::__shared_ptr.20" }
%"class.std::__shared_ptr.20" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.22" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.13" }
%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.90 = type <{ %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.86", float, [4 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.82" }
%"class.std::shared_ptr.82" = type { %"class.std::__shared_ptr.83" }
%"class.std::__shared_ptr.83" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.86" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.std::vector.115" = type { %"struct.std::_Vector_base.116" }
%"struct.std::_Vector_base.116" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.92" = type { %"class.sycl::_V1::detail::array.91" }
%"class.sycl::_V1::detail::array.91" = type { [3 x i64] }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.90 }
%"class.std::tuple.94" = type { %"struct.std::_Tuple_impl.95" }
%"struct.std::_Tuple_impl.95" = type { %"struct.std::_Tuple_impl.96", %"struct.std::_Head_base.98" }
%"struct.std::_Tuple_impl.96" = type { %"struct.std::_Head_base.97" }
%"struct.std::_Head_base.97" = type { i8 }
%"struct.std::_Head_base.98" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.91" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.102" = type { %"struct.std::_Tuple_impl.103" }
%"struct.std::_Tuple_impl.103" = type { %"struct.std::_Tuple_impl.96", %"struct.std::_Head_base.104" }
%"struct.std::_Head_base.104" = type { %"struct.std::array" }
%class.anon.101 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.99", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id.99" = type { %"class.sycl::_V1::detail::array" }

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

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4GemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4GemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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

@.str = private unnamed_addr constant [9 x i8] c"gemm.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"FAIL at (%zu,%zu): %f != %f\0A\00", align 1
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
@.str.7 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.8 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.11 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.14 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.21 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.24 = private unnamed_addr constant [10 x i8] c"_ZTS4Gemm\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.26 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.27 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4GemmEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.49", align 8
  %4 = alloca %"class.std::function", align 8
  %5 = alloca float, align 4
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
  %20 = alloca %"class.sycl::_V1::event", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = tail call noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %22, i8 0, i64 8192, i1 false)
  %23 = invoke noalias noundef nonnull dereferenceable(6144) ptr @_Znwm(i64 noundef 6144) #24
          to label %24 unwind label %38

24:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(6144) %23, i8 0, i64 6144, i1 false)
  %25 = invoke noalias noundef nonnull dereferenceable(12288) ptr @_Znwm(i64 noundef 12288) #24
          to label %26 unwind label %40

26:                                               ; preds = %24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12288) %25, i8 0, i64 12288, i1 false), !tbaa !5
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ 0, %26 ], [ %35, %27 ]
  %29 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %26 ], [ %36, %27 ]
  %30 = urem <4 x i16> %29, <i16 7, i16 7, i16 7, i16 7>
  %31 = zext nneg <4 x i16> %30 to <4 x i64>
  %32 = add nsw <4 x i64> %31, <i64 -3, i64 -3, i64 -3, i64 -3>
  %33 = sitofp <4 x i64> %32 to <4 x float>
  %34 = getelementptr inbounds float, ptr %22, i64 %28
  store <4 x float> %33, ptr %34, align 4, !tbaa !5
  %35 = add nuw i64 %28, 4
  %36 = add <4 x i16> %29, <i16 4, i16 4, i16 4, i16 4>
  %37 = icmp eq i64 %35, 2048
  br i1 %37, label %42, label %27, !llvm.loop !9

38:                                               ; preds = %0
  %39 = landingpad { ptr, i32 }
          cleanup
  br label %501

40:                                               ; preds = %24
  %41 = landingpad { ptr, i32 }
          cleanup
  br label %499

42:                                               ; preds = %27, %42
  %43 = phi i64 [ %54, %42 ], [ 0, %27 ]
  %44 = phi <4 x i16> [ %55, %42 ], [ <i16 0, i16 1, i16 2, i16 3>, %27 ]
  %45 = add <4 x i16> %44, <i16 4, i16 4, i16 4, i16 4>
  %46 = urem <4 x i16> %44, <i16 5, i16 5, i16 5, i16 5>
  %47 = urem <4 x i16> %45, <i16 5, i16 5, i16 5, i16 5>
  %48 = uitofp nneg <4 x i16> %46 to <4 x float>
  %49 = uitofp nneg <4 x i16> %47 to <4 x float>
  %50 = fmul <4 x float> %48, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %51 = fmul <4 x float> %49, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %52 = getelementptr inbounds float, ptr %23, i64 %43
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  store <4 x float> %50, ptr %52, align 4, !tbaa !5
  store <4 x float> %51, ptr %53, align 4, !tbaa !5
  %54 = add nuw i64 %43, 8
  %55 = add <4 x i16> %44, <i16 8, i16 8, i16 8, i16 8>
  %56 = icmp eq i64 %54, 1536
  br i1 %56, label %57, label %42, !llvm.loop !13

57:                                               ; preds = %42
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store float 2.000000e+00, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  %58 = getelementptr inbounds i8, ptr %4, i64 16
  %59 = getelementptr inbounds i8, ptr %4, i64 24
  %60 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %60, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %4, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %59, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %58, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %61 unwind label %69

61:                                               ; preds = %57
  %62 = load ptr, ptr %58, align 8, !tbaa !19
  %63 = icmp eq ptr %62, null
  br i1 %63, label %79, label %64

64:                                               ; preds = %61
  %65 = invoke noundef zeroext i1 %62(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %79 unwind label %66

66:                                               ; preds = %64
  %67 = landingpad { ptr, i32 }
          catch ptr null
  %68 = extractvalue { ptr, i32 } %67, 0
  call void @__clang_call_terminate(ptr %68) #26
  unreachable

69:                                               ; preds = %57
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = load ptr, ptr %58, align 8, !tbaa !19
  %72 = icmp eq ptr %71, null
  br i1 %72, label %78, label %73

73:                                               ; preds = %69
  %74 = invoke noundef zeroext i1 %71(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %78 unwind label %75

75:                                               ; preds = %73
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  call void @__clang_call_terminate(ptr %77) #26
  unreachable

78:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  br label %497

79:                                               ; preds = %64, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  %80 = getelementptr inbounds i8, ptr %7, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %7, i64 16
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
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  %100 = load ptr, ptr %88, align 8, !tbaa !29
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
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
  %123 = getelementptr inbounds i8, ptr %7, i64 24
  %124 = load ptr, ptr %123, align 8, !tbaa !35
  %125 = ptrtoint ptr %124 to i64
  %126 = ptrtoint ptr %120 to i64
  %127 = sub i64 %125, %126
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef %127) #27
  br label %128

128:                                              ; preds = %119, %122
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #25
  store i64 64, ptr %9, align 8, !tbaa !36
  %129 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 32, ptr %129, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %11, align 8, !tbaa !38, !alias.scope !40
  %130 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.1, ptr %130, align 8, !tbaa !43, !alias.scope !40
  %131 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 19, ptr %131, align 8, !tbaa !44, !alias.scope !40
  %132 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 28, ptr %132, align 8, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %8, ptr noundef nonnull %22, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %133 unwind label %397

133:                                              ; preds = %128
  %134 = getelementptr inbounds i8, ptr %10, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !20
  %136 = getelementptr inbounds i8, ptr %10, i64 16
  %137 = load ptr, ptr %136, align 8, !tbaa !22
  %138 = icmp eq ptr %135, %137
  br i1 %138, label %173, label %139

139:                                              ; preds = %133, %168
  %140 = phi ptr [ %169, %168 ], [ %135, %133 ]
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !23
  %143 = icmp eq ptr %142, null
  br i1 %143, label %168, label %144

144:                                              ; preds = %139
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load atomic i64, ptr %145 acquire, align 8
  %147 = icmp eq i64 %146, 4294967297
  %148 = trunc i64 %146 to i32
  br i1 %147, label %149, label %157

149:                                              ; preds = %144
  store i32 0, ptr %145, align 8, !tbaa !25
  %150 = getelementptr inbounds i8, ptr %142, i64 12
  store i32 0, ptr %150, align 4, !tbaa !28
  %151 = load ptr, ptr %142, align 8, !tbaa !29
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  %154 = load ptr, ptr %142, align 8, !tbaa !29
  %155 = getelementptr inbounds i8, ptr %154, i64 24
  %156 = load ptr, ptr %155, align 8
  call void %156(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  br label %168

157:                                              ; preds = %144
  %158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %159 = icmp eq i8 %158, 0
  br i1 %159, label %162, label %160

160:                                              ; preds = %157
  %161 = add nsw i32 %148, -1
  store i32 %161, ptr %145, align 4, !tbaa !32
  br label %164

162:                                              ; preds = %157
  %163 = atomicrmw volatile add ptr %145, i32 -1 acq_rel, align 4
  br label %164

164:                                              ; preds = %162, %160
  %165 = phi i32 [ %148, %160 ], [ %163, %162 ]
  %166 = icmp eq i32 %165, 1
  br i1 %166, label %167, label %168, !prof !33

167:                                              ; preds = %164
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  br label %168

168:                                              ; preds = %167, %164, %149, %139
  %169 = getelementptr inbounds i8, ptr %140, i64 16
  %170 = icmp eq ptr %169, %137
  br i1 %170, label %171, label %139, !llvm.loop !34

171:                                              ; preds = %168
  %172 = load ptr, ptr %134, align 8, !tbaa !20
  br label %173

173:                                              ; preds = %171, %133
  %174 = phi ptr [ %172, %171 ], [ %135, %133 ]
  %175 = icmp eq ptr %174, null
  br i1 %175, label %182, label %176

176:                                              ; preds = %173
  %177 = getelementptr inbounds i8, ptr %10, i64 24
  %178 = load ptr, ptr %177, align 8, !tbaa !35
  %179 = ptrtoint ptr %178 to i64
  %180 = ptrtoint ptr %174 to i64
  %181 = sub i64 %179, %180
  call void @_ZdlPvm(ptr noundef nonnull %174, i64 noundef %181) #27
  br label %182

182:                                              ; preds = %173, %176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #25
  store i64 32, ptr %13, align 8, !tbaa !36
  %183 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 48, ptr %183, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !38, !alias.scope !46
  %184 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %184, align 8, !tbaa !43, !alias.scope !46
  %185 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 20, ptr %185, align 8, !tbaa !44, !alias.scope !46
  %186 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 28, ptr %186, align 8, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %23, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %187 unwind label %399

187:                                              ; preds = %182
  %188 = getelementptr inbounds i8, ptr %14, i64 8
  %189 = load ptr, ptr %188, align 8, !tbaa !20
  %190 = getelementptr inbounds i8, ptr %14, i64 16
  %191 = load ptr, ptr %190, align 8, !tbaa !22
  %192 = icmp eq ptr %189, %191
  br i1 %192, label %227, label %193

193:                                              ; preds = %187, %222
  %194 = phi ptr [ %223, %222 ], [ %189, %187 ]
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !23
  %197 = icmp eq ptr %196, null
  br i1 %197, label %222, label %198

198:                                              ; preds = %193
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load atomic i64, ptr %199 acquire, align 8
  %201 = icmp eq i64 %200, 4294967297
  %202 = trunc i64 %200 to i32
  br i1 %201, label %203, label %211

203:                                              ; preds = %198
  store i32 0, ptr %199, align 8, !tbaa !25
  %204 = getelementptr inbounds i8, ptr %196, i64 12
  store i32 0, ptr %204, align 4, !tbaa !28
  %205 = load ptr, ptr %196, align 8, !tbaa !29
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  %208 = load ptr, ptr %196, align 8, !tbaa !29
  %209 = getelementptr inbounds i8, ptr %208, i64 24
  %210 = load ptr, ptr %209, align 8
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  br label %222

211:                                              ; preds = %198
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %216, label %214

214:                                              ; preds = %211
  %215 = add nsw i32 %202, -1
  store i32 %215, ptr %199, align 4, !tbaa !32
  br label %218

216:                                              ; preds = %211
  %217 = atomicrmw volatile add ptr %199, i32 -1 acq_rel, align 4
  br label %218

218:                                              ; preds = %216, %214
  %219 = phi i32 [ %202, %214 ], [ %217, %216 ]
  %220 = icmp eq i32 %219, 1
  br i1 %220, label %221, label %222, !prof !33

221:                                              ; preds = %218
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  br label %222

222:                                              ; preds = %221, %218, %203, %193
  %223 = getelementptr inbounds i8, ptr %194, i64 16
  %224 = icmp eq ptr %223, %191
  br i1 %224, label %225, label %193, !llvm.loop !34

225:                                              ; preds = %222
  %226 = load ptr, ptr %188, align 8, !tbaa !20
  br label %227

227:                                              ; preds = %225, %187
  %228 = phi ptr [ %226, %225 ], [ %189, %187 ]
  %229 = icmp eq ptr %228, null
  br i1 %229, label %236, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %14, i64 24
  %232 = load ptr, ptr %231, align 8, !tbaa !35
  %233 = ptrtoint ptr %232 to i64
  %234 = ptrtoint ptr %228 to i64
  %235 = sub i64 %233, %234
  call void @_ZdlPvm(ptr noundef nonnull %228, i64 noundef %235) #27
  br label %236

236:                                              ; preds = %227, %230
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #25
  store i64 64, ptr %17, align 8, !tbaa !36
  %237 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 48, ptr %237, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !38, !alias.scope !49
  %238 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %238, align 8, !tbaa !43, !alias.scope !49
  %239 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 21, ptr %239, align 8, !tbaa !44, !alias.scope !49
  %240 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 28, ptr %240, align 8, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull %25, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %241 unwind label %401

241:                                              ; preds = %236
  %242 = getelementptr inbounds i8, ptr %18, i64 8
  %243 = load ptr, ptr %242, align 8, !tbaa !20
  %244 = getelementptr inbounds i8, ptr %18, i64 16
  %245 = load ptr, ptr %244, align 8, !tbaa !22
  %246 = icmp eq ptr %243, %245
  br i1 %246, label %281, label %247

247:                                              ; preds = %241, %276
  %248 = phi ptr [ %277, %276 ], [ %243, %241 ]
  %249 = getelementptr inbounds i8, ptr %248, i64 8
  %250 = load ptr, ptr %249, align 8, !tbaa !23
  %251 = icmp eq ptr %250, null
  br i1 %251, label %276, label %252

252:                                              ; preds = %247
  %253 = getelementptr inbounds i8, ptr %250, i64 8
  %254 = load atomic i64, ptr %253 acquire, align 8
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %253, align 8, !tbaa !25
  %258 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %258, align 4, !tbaa !28
  %259 = load ptr, ptr %250, align 8, !tbaa !29
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  %262 = load ptr, ptr %250, align 8, !tbaa !29
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %253, align 4, !tbaa !32
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %253, i32 -1 acq_rel, align 4
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !33

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  br label %276

276:                                              ; preds = %275, %272, %257, %247
  %277 = getelementptr inbounds i8, ptr %248, i64 16
  %278 = icmp eq ptr %277, %245
  br i1 %278, label %279, label %247, !llvm.loop !34

279:                                              ; preds = %276
  %280 = load ptr, ptr %242, align 8, !tbaa !20
  br label %281

281:                                              ; preds = %279, %241
  %282 = phi ptr [ %280, %279 ], [ %243, %241 ]
  %283 = icmp eq ptr %282, null
  br i1 %283, label %290, label %284

284:                                              ; preds = %281
  %285 = getelementptr inbounds i8, ptr %18, i64 24
  %286 = load ptr, ptr %285, align 8, !tbaa !35
  %287 = ptrtoint ptr %286 to i64
  %288 = ptrtoint ptr %282 to i64
  %289 = sub i64 %287, %288
  call void @_ZdlPvm(ptr noundef nonnull %282, i64 noundef %289) #27
  br label %290

290:                                              ; preds = %281, %284
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #25
  store ptr @.str, ptr %21, align 8, !tbaa !38, !alias.scope !52
  %291 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %291, align 8, !tbaa !43, !alias.scope !52
  %292 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 22, ptr %292, align 8, !tbaa !44, !alias.scope !52
  %293 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 5, ptr %293, align 8, !tbaa !45, !alias.scope !52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !55
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #25, !noalias !58
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %294 unwind label %403

294:                                              ; preds = %290
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #25, !noalias !58
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %299 unwind label %295, !noalias !58

295:                                              ; preds = %294
  %296 = landingpad { ptr, i32 }
          cleanup
  br label %359

297:                                              ; preds = %299
  %298 = landingpad { ptr, i32 }
          cleanup
  br label %357

299:                                              ; preds = %294
  %300 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false), !noalias !58
  %301 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #24
          to label %302 unwind label %297, !noalias !58

302:                                              ; preds = %299
  %303 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %8, ptr %301, align 16, !noalias !55
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  store ptr %12, ptr %304, align 8, !noalias !55
  %305 = getelementptr inbounds i8, ptr %301, i64 16
  store ptr %16, ptr %305, align 16, !noalias !55
  %306 = getelementptr inbounds i8, ptr %301, i64 24
  store ptr %5, ptr %306, align 8, !noalias !55
  store ptr %301, ptr %3, align 8, !tbaa !14, !noalias !58
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %303, align 8, !tbaa !61, !noalias !58
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %300, align 8, !tbaa !19, !noalias !58
  %307 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %308 unwind label %348, !noalias !58

308:                                              ; preds = %302
  %309 = load i8, ptr %1, align 1, !tbaa !63, !range !66, !noalias !58, !noundef !67
  %310 = trunc nuw i8 %309 to i1
  %311 = xor i1 %310, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %307, i1 noundef zeroext %311)
          to label %312 unwind label %348

312:                                              ; preds = %308
  %313 = load ptr, ptr %300, align 8, !tbaa !19, !noalias !58
  %314 = icmp eq ptr %313, null
  br i1 %314, label %320, label %315

315:                                              ; preds = %312
  %316 = invoke noundef zeroext i1 %313(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %320 unwind label %317

317:                                              ; preds = %315
  %318 = landingpad { ptr, i32 }
          catch ptr null
  %319 = extractvalue { ptr, i32 } %318, 0
  call void @__clang_call_terminate(ptr %319) #26
  unreachable

320:                                              ; preds = %315, %312
  %321 = getelementptr inbounds i8, ptr %2, i64 8
  %322 = load ptr, ptr %321, align 8, !tbaa !23, !noalias !58
  %323 = icmp eq ptr %322, null
  br i1 %323, label %361, label %324

324:                                              ; preds = %320
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
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %322) #25
  %334 = load ptr, ptr %322, align 8, !tbaa !29
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %322) #25
  br label %361

337:                                              ; preds = %324
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !58
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
  br i1 %346, label %347, label %361, !prof !33

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #25
  br label %361

348:                                              ; preds = %308, %302
  %349 = landingpad { ptr, i32 }
          cleanup
  %350 = load ptr, ptr %300, align 8, !tbaa !19, !noalias !58
  %351 = icmp eq ptr %350, null
  br i1 %351, label %357, label %352

352:                                              ; preds = %348
  %353 = invoke noundef zeroext i1 %350(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %357 unwind label %354

354:                                              ; preds = %352
  %355 = landingpad { ptr, i32 }
          catch ptr null
  %356 = extractvalue { ptr, i32 } %355, 0
  call void @__clang_call_terminate(ptr %356) #26
  unreachable

357:                                              ; preds = %352, %348, %297
  %358 = phi { ptr, i32 } [ %298, %297 ], [ %349, %348 ], [ %349, %352 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  br label %359

359:                                              ; preds = %357, %295
  %360 = phi { ptr, i32 } [ %358, %357 ], [ %296, %295 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !58
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !58
  br label %405

361:                                              ; preds = %347, %344, %329, %320
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !58
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !55
  %362 = getelementptr inbounds i8, ptr %20, i64 8
  %363 = load ptr, ptr %362, align 8, !tbaa !23
  %364 = icmp eq ptr %363, null
  br i1 %364, label %389, label %365

365:                                              ; preds = %361
  %366 = getelementptr inbounds i8, ptr %363, i64 8
  %367 = load atomic i64, ptr %366 acquire, align 8
  %368 = icmp eq i64 %367, 4294967297
  %369 = trunc i64 %367 to i32
  br i1 %368, label %370, label %378

370:                                              ; preds = %365
  store i32 0, ptr %366, align 8, !tbaa !25
  %371 = getelementptr inbounds i8, ptr %363, i64 12
  store i32 0, ptr %371, align 4, !tbaa !28
  %372 = load ptr, ptr %363, align 8, !tbaa !29
  %373 = getelementptr inbounds i8, ptr %372, i64 16
  %374 = load ptr, ptr %373, align 8
  call void %374(ptr noundef nonnull align 8 dereferenceable(16) %363) #25
  %375 = load ptr, ptr %363, align 8, !tbaa !29
  %376 = getelementptr inbounds i8, ptr %375, i64 24
  %377 = load ptr, ptr %376, align 8
  call void %377(ptr noundef nonnull align 8 dereferenceable(16) %363) #25
  br label %389

378:                                              ; preds = %365
  %379 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %380 = icmp eq i8 %379, 0
  br i1 %380, label %383, label %381

381:                                              ; preds = %378
  %382 = add nsw i32 %369, -1
  store i32 %382, ptr %366, align 4, !tbaa !32
  br label %385

383:                                              ; preds = %378
  %384 = atomicrmw volatile add ptr %366, i32 -1 acq_rel, align 4
  br label %385

385:                                              ; preds = %383, %381
  %386 = phi i32 [ %369, %381 ], [ %384, %383 ]
  %387 = icmp eq i32 %386, 1
  br i1 %387, label %388, label %389, !prof !33

388:                                              ; preds = %385
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %363) #25
  br label %389

389:                                              ; preds = %361, %370, %385, %388
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #25
  %390 = load float, ptr %5, align 4, !tbaa !5
  br label %391

391:                                              ; preds = %389, %462
  %392 = phi i64 [ 0, %389 ], [ %463, %462 ]
  %393 = mul nuw nsw i64 %392, 192
  %394 = getelementptr inbounds i8, ptr %25, i64 %393
  %395 = shl nsw i64 %392, 7
  %396 = getelementptr inbounds i8, ptr %22, i64 %395
  br label %413

397:                                              ; preds = %128
  %398 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25
  br label %411

399:                                              ; preds = %182
  %400 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #25
  br label %409

401:                                              ; preds = %236
  %402 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #25
  br label %407

403:                                              ; preds = %290
  %404 = landingpad { ptr, i32 }
          cleanup
  br label %405

405:                                              ; preds = %359, %403
  %406 = phi { ptr, i32 } [ %404, %403 ], [ %360, %359 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #25
  br label %407

407:                                              ; preds = %405, %401
  %408 = phi { ptr, i32 } [ %406, %405 ], [ %402, %401 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #25
  br label %409

409:                                              ; preds = %407, %399
  %410 = phi { ptr, i32 } [ %408, %407 ], [ %400, %399 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #25
  br label %411

411:                                              ; preds = %409, %397
  %412 = phi { ptr, i32 } [ %410, %409 ], [ %398, %397 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #25
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  br label %497

413:                                              ; preds = %391, %455
  %414 = phi i64 [ 0, %391 ], [ %456, %455 ]
  %415 = getelementptr inbounds float, ptr %23, i64 %414
  br label %423

416:                                              ; preds = %423
  %417 = fmul float %452, %390
  %418 = getelementptr inbounds float, ptr %394, i64 %414
  %419 = load float, ptr %418, align 4, !tbaa !5
  %420 = fsub float %419, %417
  %421 = call noundef float @llvm.fabs.f32(float %420)
  %422 = fcmp ule float %421, 0x3F50624DE0000000
  br i1 %422, label %455, label %458

423:                                              ; preds = %423, %413
  %424 = phi i64 [ 0, %413 ], [ %453, %423 ]
  %425 = phi float [ 0.000000e+00, %413 ], [ %452, %423 ]
  %426 = getelementptr inbounds float, ptr %396, i64 %424
  %427 = load float, ptr %426, align 4, !tbaa !5
  %428 = mul nuw nsw i64 %424, 192
  %429 = getelementptr inbounds i8, ptr %415, i64 %428
  %430 = load float, ptr %429, align 4, !tbaa !5
  %431 = call float @llvm.fmuladd.f32(float %427, float %430, float %425)
  %432 = or disjoint i64 %424, 1
  %433 = getelementptr inbounds float, ptr %396, i64 %432
  %434 = load float, ptr %433, align 4, !tbaa !5
  %435 = mul nuw nsw i64 %432, 192
  %436 = getelementptr inbounds i8, ptr %415, i64 %435
  %437 = load float, ptr %436, align 4, !tbaa !5
  %438 = call float @llvm.fmuladd.f32(float %434, float %437, float %431)
  %439 = or disjoint i64 %424, 2
  %440 = getelementptr inbounds float, ptr %396, i64 %439
  %441 = load float, ptr %440, align 4, !tbaa !5
  %442 = mul nuw nsw i64 %439, 192
  %443 = getelementptr inbounds i8, ptr %415, i64 %442
  %444 = load float, ptr %443, align 4, !tbaa !5
  %445 = call float @llvm.fmuladd.f32(float %441, float %444, float %438)
  %446 = or disjoint i64 %424, 3
  %447 = getelementptr inbounds float, ptr %396, i64 %446
  %448 = load float, ptr %447, align 4, !tbaa !5
  %449 = mul nuw nsw i64 %446, 192
  %450 = getelementptr inbounds i8, ptr %415, i64 %449
  %451 = load float, ptr %450, align 4, !tbaa !5
  %452 = call float @llvm.fmuladd.f32(float %448, float %451, float %445)
  %453 = add nuw nsw i64 %424, 4
  %454 = icmp eq i64 %453, 32
  br i1 %454, label %416, label %423, !llvm.loop !68

455:                                              ; preds = %416
  %456 = add nuw nsw i64 %414, 1
  %457 = icmp eq i64 %456, 48
  br i1 %457, label %462, label %413, !llvm.loop !69

458:                                              ; preds = %416
  %459 = fpext float %419 to double
  %460 = fpext float %417 to double
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %392, i64 noundef %414, double noundef %459, double noundef %460)
  br label %467

462:                                              ; preds = %455
  %463 = add nuw nsw i64 %392, 1
  %464 = icmp eq i64 %463, 64
  br i1 %464, label %465, label %391, !llvm.loop !70

465:                                              ; preds = %462
  %466 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %467

467:                                              ; preds = %458, %465
  %468 = phi i32 [ 0, %465 ], [ 1, %458 ]
  %469 = getelementptr inbounds i8, ptr %6, i64 8
  %470 = load ptr, ptr %469, align 8, !tbaa !23
  %471 = icmp eq ptr %470, null
  br i1 %471, label %496, label %472

472:                                              ; preds = %467
  %473 = getelementptr inbounds i8, ptr %470, i64 8
  %474 = load atomic i64, ptr %473 acquire, align 8
  %475 = icmp eq i64 %474, 4294967297
  %476 = trunc i64 %474 to i32
  br i1 %475, label %477, label %485

477:                                              ; preds = %472
  store i32 0, ptr %473, align 8, !tbaa !25
  %478 = getelementptr inbounds i8, ptr %470, i64 12
  store i32 0, ptr %478, align 4, !tbaa !28
  %479 = load ptr, ptr %470, align 8, !tbaa !29
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  %482 = load ptr, ptr %470, align 8, !tbaa !29
  %483 = getelementptr inbounds i8, ptr %482, i64 24
  %484 = load ptr, ptr %483, align 8
  call void %484(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  br label %496

485:                                              ; preds = %472
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %490, label %488

488:                                              ; preds = %485
  %489 = add nsw i32 %476, -1
  store i32 %489, ptr %473, align 4, !tbaa !32
  br label %492

490:                                              ; preds = %485
  %491 = atomicrmw volatile add ptr %473, i32 -1 acq_rel, align 4
  br label %492

492:                                              ; preds = %490, %488
  %493 = phi i32 [ %476, %488 ], [ %491, %490 ]
  %494 = icmp eq i32 %493, 1
  br i1 %494, label %495, label %496, !prof !33

495:                                              ; preds = %492
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  br label %496

496:                                              ; preds = %467, %477, %492, %495
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef 12288) #27
  call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 6144) #27
  call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef 8192) #27
  ret i32 %468

497:                                              ; preds = %411, %78
  %498 = phi { ptr, i32 } [ %412, %411 ], [ %70, %78 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef 12288) #27
  br label %499

499:                                              ; preds = %497, %40
  %500 = phi { ptr, i32 } [ %498, %497 ], [ %41, %40 ]
  call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 6144) #27
  br label %501

501:                                              ; preds = %499, %38
  %502 = phi { ptr, i32 } [ %500, %499 ], [ %39, %38 ]
  call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef 8192) #27
  resume { ptr, i32 } %502
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !71
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !29, !noalias !71
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !74, !noalias !71
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !76, !noalias !71
  store ptr %13, ptr %6, align 8, !tbaa !79
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #25
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !81
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !88
  %27 = load ptr, ptr %0, align 8, !tbaa !89
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !90
  %29 = load i8, ptr %28, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !92)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !36, !noalias !92
  store <2 x i64> %33, ptr %7, align 16, !tbaa !36, !alias.scope !92
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !36, !alias.scope !92
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
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
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #25
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #25
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.8, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #26
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #7

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
  %11 = load ptr, ptr %10, align 8, !tbaa !95
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !95
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
  %18 = load ptr, ptr %2, align 8, !tbaa !95
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
  %40 = load i32, ptr %39, align 8, !tbaa !97
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
  %6 = alloca %"class.std::function.22", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !103
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
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
  call void @__clang_call_terminate(ptr %60) #26
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
  tail call void @_ZSt9terminatev() #26
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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #9

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #7

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
  %8 = load ptr, ptr %7, align 8, !tbaa !105
  store ptr %8, ptr %6, align 16, !tbaa !105
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !107
  %12 = load ptr, ptr %10, align 8, !tbaa !108
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !95
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !109

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !107
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !105
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
  %2 = load ptr, ptr %0, align 8, !tbaa !107
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !108
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !95
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !109

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !107
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !105
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !74
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !76
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !74
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.90, align 8
  %4 = alloca %"class.std::vector.115", align 8
  %5 = alloca %"class.sycl::_V1::range.92", align 8
  %6 = alloca %class.anon.90, align 8
  %7 = alloca %class.anon.90, align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %9 = alloca %"class.std::vector.115", align 8
  %10 = alloca %"class.sycl::_V1::range.92", align 16
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca %"class.std::tuple.94", align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %15 = alloca %class.anon.90, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %17 = alloca %class.anon.90, align 8
  %18 = alloca %class.anon.90, align 8
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
  %29 = alloca %"class.sycl::_V1::accessor.86", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.90, align 8
  %32 = load ptr, ptr %0, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #25
  %33 = load ptr, ptr %32, align 8, !tbaa !110
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr @.str, ptr %24, align 8
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.15, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 23, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %36, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, ptr noundef nonnull align 8 dereferenceable(41) %33, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %37 unwind label %1061

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #25
  store i32 5, ptr %23, align 4, !tbaa !112
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 4 dereferenceable(4) %23)
          to label %40 unwind label %38

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1063

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  %41 = getelementptr inbounds i8, ptr %26, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !20
  %43 = getelementptr inbounds i8, ptr %26, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !22
  %45 = icmp eq ptr %42, %44
  br i1 %45, label %80, label %46

46:                                               ; preds = %40, %75
  %47 = phi ptr [ %76, %75 ], [ %42, %40 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !23
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !25
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !28
  %58 = load ptr, ptr %49, align 8, !tbaa !29
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  %61 = load ptr, ptr %49, align 8, !tbaa !29
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !32
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !33

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  br label %75

75:                                               ; preds = %74, %71, %56, %46
  %76 = getelementptr inbounds i8, ptr %47, i64 16
  %77 = icmp eq ptr %76, %44
  br i1 %77, label %78, label %46, !llvm.loop !34

78:                                               ; preds = %75
  %79 = load ptr, ptr %41, align 8, !tbaa !20
  br label %80

80:                                               ; preds = %78, %40
  %81 = phi ptr [ %79, %78 ], [ %42, %40 ]
  %82 = icmp eq ptr %81, null
  br i1 %82, label %89, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %26, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !35
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %81 to i64
  %88 = sub i64 %86, %87
  call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %88) #27
  br label %89

89:                                               ; preds = %83, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #25
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str, ptr %22, align 8
  %92 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.15, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 24, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 22, ptr %94, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %27, ptr noundef nonnull align 8 dereferenceable(41) %91, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %95 unwind label %1065

95:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #25
  store i32 5, ptr %21, align 4, !tbaa !112
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %98 unwind label %96

96:                                               ; preds = %95
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %27) #25
  br label %1067

98:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %99 = getelementptr inbounds i8, ptr %28, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !20
  %101 = getelementptr inbounds i8, ptr %28, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !22
  %103 = icmp eq ptr %100, %102
  br i1 %103, label %138, label %104

104:                                              ; preds = %98, %133
  %105 = phi ptr [ %134, %133 ], [ %100, %98 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !23
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !25
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !28
  %116 = load ptr, ptr %107, align 8, !tbaa !29
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #25
  %119 = load ptr, ptr %107, align 8, !tbaa !29
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #25
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !32
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !33

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #25
  br label %133

133:                                              ; preds = %132, %129, %114, %104
  %134 = getelementptr inbounds i8, ptr %105, i64 16
  %135 = icmp eq ptr %134, %102
  br i1 %135, label %136, label %104, !llvm.loop !34

136:                                              ; preds = %133
  %137 = load ptr, ptr %99, align 8, !tbaa !20
  br label %138

138:                                              ; preds = %136, %98
  %139 = phi ptr [ %137, %136 ], [ %100, %98 ]
  %140 = icmp eq ptr %139, null
  br i1 %140, label %147, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %28, i64 24
  %143 = load ptr, ptr %142, align 8, !tbaa !35
  %144 = ptrtoint ptr %143 to i64
  %145 = ptrtoint ptr %139 to i64
  %146 = sub i64 %144, %145
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef %146) #27
  br label %147

147:                                              ; preds = %141, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %29) #25
  %148 = getelementptr inbounds i8, ptr %32, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !115
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  %150 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %150, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.15, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 25, ptr %152, align 8
  %153 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %153, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %29, ptr noundef nonnull align 8 dereferenceable(41) %149, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %154 unwind label %1069

154:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store i32 5, ptr %19, align 4, !tbaa !112
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %157 unwind label %155

155:                                              ; preds = %154
  %156 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %29) #25
  br label %1071

157:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %158 = load ptr, ptr %150, align 8, !tbaa !20
  %159 = getelementptr inbounds i8, ptr %30, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !22
  %161 = icmp eq ptr %158, %160
  br i1 %161, label %196, label %162

162:                                              ; preds = %157, %191
  %163 = phi ptr [ %192, %191 ], [ %158, %157 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !23
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !25
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !28
  %174 = load ptr, ptr %165, align 8, !tbaa !29
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #25
  %177 = load ptr, ptr %165, align 8, !tbaa !29
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #25
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !32
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !33

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #25
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %192, %160
  br i1 %193, label %194, label %162, !llvm.loop !34

194:                                              ; preds = %191
  %195 = load ptr, ptr %150, align 8, !tbaa !20
  br label %196

196:                                              ; preds = %194, %157
  %197 = phi ptr [ %195, %194 ], [ %158, %157 ]
  %198 = icmp eq ptr %197, null
  br i1 %198, label %205, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %30, i64 24
  %201 = load ptr, ptr %200, align 8, !tbaa !35
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %197 to i64
  %204 = sub i64 %202, %203
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %204) #27
  br label %205

205:                                              ; preds = %199, %196
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %31) #25
  %206 = load ptr, ptr %25, align 8, !tbaa !116
  store ptr %206, ptr %31, align 8, !tbaa !116
  %207 = getelementptr inbounds i8, ptr %31, i64 8
  %208 = getelementptr inbounds i8, ptr %25, i64 8
  %209 = load ptr, ptr %208, align 8, !tbaa !23
  store ptr %209, ptr %207, align 8, !tbaa !23
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
  %221 = getelementptr inbounds i8, ptr %31, i64 16
  %222 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %221, ptr noundef nonnull align 8 dereferenceable(40) %222, i64 40, i1 false)
  %223 = getelementptr inbounds i8, ptr %31, i64 56
  %224 = load ptr, ptr %27, align 8, !tbaa !116
  store ptr %224, ptr %223, align 8, !tbaa !116
  %225 = getelementptr inbounds i8, ptr %31, i64 64
  %226 = getelementptr inbounds i8, ptr %27, i64 8
  %227 = load ptr, ptr %226, align 8, !tbaa !23
  store ptr %227, ptr %225, align 8, !tbaa !23
  %228 = icmp eq ptr %227, null
  br i1 %228, label %238, label %229

229:                                              ; preds = %220
  %230 = getelementptr inbounds i8, ptr %227, i64 8
  %231 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %236, label %233

233:                                              ; preds = %229
  %234 = load i32, ptr %230, align 4, !tbaa !32
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %230, align 4, !tbaa !32
  br label %238

236:                                              ; preds = %229
  %237 = atomicrmw volatile add ptr %230, i32 1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %233, %220
  %239 = getelementptr inbounds i8, ptr %31, i64 72
  %240 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %239, ptr noundef nonnull align 8 dereferenceable(40) %240, i64 40, i1 false)
  %241 = getelementptr inbounds i8, ptr %31, i64 112
  %242 = load ptr, ptr %29, align 8, !tbaa !116
  store ptr %242, ptr %241, align 8, !tbaa !116
  %243 = getelementptr inbounds i8, ptr %31, i64 120
  %244 = getelementptr inbounds i8, ptr %29, i64 8
  %245 = load ptr, ptr %244, align 8, !tbaa !23
  store ptr %245, ptr %243, align 8, !tbaa !23
  %246 = icmp eq ptr %245, null
  br i1 %246, label %256, label %247

247:                                              ; preds = %238
  %248 = getelementptr inbounds i8, ptr %245, i64 8
  %249 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %250 = icmp eq i8 %249, 0
  br i1 %250, label %254, label %251

251:                                              ; preds = %247
  %252 = load i32, ptr %248, align 4, !tbaa !32
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %248, align 4, !tbaa !32
  br label %256

254:                                              ; preds = %247
  %255 = atomicrmw volatile add ptr %248, i32 1 acq_rel, align 4
  br label %256

256:                                              ; preds = %254, %251, %238
  %257 = getelementptr inbounds i8, ptr %31, i64 128
  %258 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %257, ptr noundef nonnull align 8 dereferenceable(40) %258, i64 40, i1 false)
  %259 = getelementptr inbounds i8, ptr %31, i64 168
  %260 = getelementptr inbounds i8, ptr %32, i64 24
  %261 = load ptr, ptr %260, align 8, !tbaa !118
  %262 = load float, ptr %261, align 4, !tbaa !5
  store float %262, ptr %259, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %18)
  %263 = load ptr, ptr %31, align 8, !tbaa !116
  store ptr %263, ptr %18, align 8, !tbaa !116
  %264 = getelementptr inbounds i8, ptr %18, i64 8
  %265 = load ptr, ptr %207, align 8, !tbaa !23
  store ptr %265, ptr %264, align 8, !tbaa !23
  %266 = icmp eq ptr %265, null
  br i1 %266, label %276, label %267

267:                                              ; preds = %256
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = load i32, ptr %268, align 4, !tbaa !32
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %268, align 4, !tbaa !32
  br label %276

274:                                              ; preds = %267
  %275 = atomicrmw volatile add ptr %268, i32 1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %271, %256
  %277 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %277, ptr noundef nonnull readonly align 8 dereferenceable(40) %221, i64 40, i1 false)
  %278 = getelementptr inbounds i8, ptr %18, i64 56
  %279 = load ptr, ptr %223, align 8, !tbaa !116
  store ptr %279, ptr %278, align 8, !tbaa !116
  %280 = getelementptr inbounds i8, ptr %18, i64 64
  %281 = load ptr, ptr %225, align 8, !tbaa !23
  store ptr %281, ptr %280, align 8, !tbaa !23
  %282 = icmp eq ptr %281, null
  br i1 %282, label %292, label %283

283:                                              ; preds = %276
  %284 = getelementptr inbounds i8, ptr %281, i64 8
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %290, label %287

287:                                              ; preds = %283
  %288 = load i32, ptr %284, align 4, !tbaa !32
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr %284, align 4, !tbaa !32
  br label %292

290:                                              ; preds = %283
  %291 = atomicrmw volatile add ptr %284, i32 1 acq_rel, align 4
  br label %292

292:                                              ; preds = %290, %287, %276
  %293 = getelementptr inbounds i8, ptr %18, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %293, ptr noundef nonnull readonly align 8 dereferenceable(40) %239, i64 40, i1 false)
  %294 = getelementptr inbounds i8, ptr %18, i64 112
  %295 = load ptr, ptr %241, align 8, !tbaa !116
  store ptr %295, ptr %294, align 8, !tbaa !116
  %296 = getelementptr inbounds i8, ptr %18, i64 120
  %297 = load ptr, ptr %243, align 8, !tbaa !23
  store ptr %297, ptr %296, align 8, !tbaa !23
  %298 = icmp eq ptr %297, null
  br i1 %298, label %308, label %299

299:                                              ; preds = %292
  %300 = getelementptr inbounds i8, ptr %297, i64 8
  %301 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %302 = icmp eq i8 %301, 0
  br i1 %302, label %306, label %303

303:                                              ; preds = %299
  %304 = load i32, ptr %300, align 4, !tbaa !32
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr %300, align 4, !tbaa !32
  br label %308

306:                                              ; preds = %299
  %307 = atomicrmw volatile add ptr %300, i32 1 acq_rel, align 4
  br label %308

308:                                              ; preds = %306, %303, %292
  %309 = getelementptr inbounds i8, ptr %18, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %309, ptr noundef nonnull readonly align 8 dereferenceable(40) %257, i64 40, i1 false)
  %310 = getelementptr inbounds i8, ptr %18, i64 168
  %311 = load float, ptr %259, align 8, !tbaa !119
  store float %311, ptr %310, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %17)
  %312 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %313 unwind label %976

313:                                              ; preds = %308
  %314 = icmp eq i32 %312, 0
  br i1 %314, label %324, label %315

315:                                              ; preds = %313
  %316 = call ptr @__cxa_allocate_exception(i64 64) #25
  %317 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %318 = extractvalue { i32, ptr } %317, 0
  %319 = extractvalue { i32, ptr } %317, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %316, i32 %318, ptr %319, ptr noundef nonnull @.str.18)
          to label %322 unwind label %320

320:                                              ; preds = %315
  %321 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %316) #25
  br label %978

322:                                              ; preds = %315
  invoke void @__cxa_throw(ptr nonnull %316, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %323 unwind label %976

323:                                              ; preds = %322
  unreachable

324:                                              ; preds = %313
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.94") align 8 %13, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 64, i64 48)
          to label %325 unwind label %976

325:                                              ; preds = %324
  %326 = getelementptr inbounds i8, ptr %13, i64 8
  %327 = load i8, ptr %13, align 8, !tbaa !125, !range !66, !noundef !67
  %328 = trunc nuw i8 %327 to i1
  br i1 %328, label %329, label %706

329:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %14) #25
  %330 = load ptr, ptr %18, align 8, !tbaa !116
  store ptr %330, ptr %15, align 8, !tbaa !116
  %331 = getelementptr inbounds i8, ptr %15, i64 8
  %332 = load ptr, ptr %264, align 8, !tbaa !23
  store ptr %332, ptr %331, align 8, !tbaa !23
  %333 = icmp eq ptr %332, null
  br i1 %333, label %343, label %334

334:                                              ; preds = %329
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

343:                                              ; preds = %341, %338, %329
  %344 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %344, ptr noundef nonnull readonly align 8 dereferenceable(40) %277, i64 40, i1 false)
  %345 = getelementptr inbounds i8, ptr %15, i64 56
  %346 = load ptr, ptr %278, align 8, !tbaa !116
  store ptr %346, ptr %345, align 8, !tbaa !116
  %347 = getelementptr inbounds i8, ptr %15, i64 64
  %348 = load ptr, ptr %280, align 8, !tbaa !23
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
  %360 = getelementptr inbounds i8, ptr %15, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %360, ptr noundef nonnull readonly align 8 dereferenceable(40) %293, i64 40, i1 false)
  %361 = getelementptr inbounds i8, ptr %15, i64 112
  %362 = load ptr, ptr %294, align 8, !tbaa !116
  store ptr %362, ptr %361, align 8, !tbaa !116
  %363 = getelementptr inbounds i8, ptr %15, i64 120
  %364 = load ptr, ptr %296, align 8, !tbaa !23
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
  %376 = getelementptr inbounds i8, ptr %15, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %376, ptr noundef nonnull readonly align 8 dereferenceable(40) %309, i64 40, i1 false)
  %377 = getelementptr inbounds i8, ptr %15, i64 168
  %378 = load float, ptr %310, align 8, !tbaa !119
  store float %378, ptr %377, align 8, !tbaa !119
  call void @llvm.experimental.noalias.scope.decl(metadata !126)
  store i64 64, ptr %14, align 8, !alias.scope !126
  %379 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 48, ptr %379, align 8, !alias.scope !126
  %380 = getelementptr inbounds i8, ptr %14, i64 16
  %381 = load ptr, ptr %15, align 8, !tbaa !116, !noalias !126
  store ptr %381, ptr %380, align 8, !tbaa !116, !alias.scope !126
  %382 = getelementptr inbounds i8, ptr %14, i64 24
  %383 = load ptr, ptr %331, align 8, !tbaa !23, !noalias !126
  store ptr %383, ptr %382, align 8, !tbaa !23, !alias.scope !126
  %384 = icmp eq ptr %383, null
  br i1 %384, label %394, label %385

385:                                              ; preds = %375
  %386 = getelementptr inbounds i8, ptr %383, i64 8
  %387 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !126
  %388 = icmp eq i8 %387, 0
  br i1 %388, label %392, label %389

389:                                              ; preds = %385
  %390 = load i32, ptr %386, align 4, !tbaa !32, !noalias !126
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %386, align 4, !tbaa !32, !noalias !126
  br label %394

392:                                              ; preds = %385
  %393 = atomicrmw volatile add ptr %386, i32 1 acq_rel, align 4, !noalias !126
  br label %394

394:                                              ; preds = %392, %389, %375
  %395 = getelementptr inbounds i8, ptr %14, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %395, ptr noundef nonnull readonly align 8 dereferenceable(40) %344, i64 40, i1 false)
  %396 = getelementptr inbounds i8, ptr %14, i64 72
  %397 = load ptr, ptr %345, align 8, !tbaa !116, !noalias !126
  store ptr %397, ptr %396, align 8, !tbaa !116, !alias.scope !126
  %398 = getelementptr inbounds i8, ptr %14, i64 80
  %399 = load ptr, ptr %347, align 8, !tbaa !23, !noalias !126
  store ptr %399, ptr %398, align 8, !tbaa !23, !alias.scope !126
  %400 = icmp eq ptr %399, null
  br i1 %400, label %410, label %401

401:                                              ; preds = %394
  %402 = getelementptr inbounds i8, ptr %399, i64 8
  %403 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !126
  %404 = icmp eq i8 %403, 0
  br i1 %404, label %408, label %405

405:                                              ; preds = %401
  %406 = load i32, ptr %402, align 4, !tbaa !32, !noalias !126
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %402, align 4, !tbaa !32, !noalias !126
  br label %410

408:                                              ; preds = %401
  %409 = atomicrmw volatile add ptr %402, i32 1 acq_rel, align 4, !noalias !126
  br label %410

410:                                              ; preds = %408, %405, %394
  %411 = getelementptr inbounds i8, ptr %14, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %411, ptr noundef nonnull readonly align 8 dereferenceable(40) %360, i64 40, i1 false)
  %412 = getelementptr inbounds i8, ptr %14, i64 128
  %413 = load ptr, ptr %361, align 8, !tbaa !116, !noalias !126
  store ptr %413, ptr %412, align 8, !tbaa !116, !alias.scope !126
  %414 = getelementptr inbounds i8, ptr %14, i64 136
  %415 = load ptr, ptr %363, align 8, !tbaa !23, !noalias !126
  store ptr %415, ptr %414, align 8, !tbaa !23, !alias.scope !126
  %416 = icmp eq ptr %415, null
  br i1 %416, label %426, label %417

417:                                              ; preds = %410
  %418 = getelementptr inbounds i8, ptr %415, i64 8
  %419 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !126
  %420 = icmp eq i8 %419, 0
  br i1 %420, label %424, label %421

421:                                              ; preds = %417
  %422 = load i32, ptr %418, align 4, !tbaa !32, !noalias !126
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr %418, align 4, !tbaa !32, !noalias !126
  br label %426

424:                                              ; preds = %417
  %425 = atomicrmw volatile add ptr %418, i32 1 acq_rel, align 4, !noalias !126
  br label %426

426:                                              ; preds = %424, %421, %410
  %427 = getelementptr inbounds i8, ptr %14, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %427, ptr noundef nonnull readonly align 8 dereferenceable(40) %376, i64 40, i1 false)
  %428 = getelementptr inbounds i8, ptr %14, i64 184
  %429 = load float, ptr %377, align 8, !tbaa !119, !noalias !126
  store float %429, ptr %428, align 8, !tbaa !119, !alias.scope !126
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %15) #25
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull readonly align 8 dereferenceable(16) %14, i64 16, i1 false)
  %430 = getelementptr inbounds i8, ptr %12, i64 16
  %431 = load ptr, ptr %380, align 8, !tbaa !116
  store ptr %431, ptr %430, align 8, !tbaa !116
  %432 = getelementptr inbounds i8, ptr %12, i64 24
  %433 = load ptr, ptr %382, align 8, !tbaa !23
  store ptr %433, ptr %432, align 8, !tbaa !23
  %434 = icmp eq ptr %433, null
  br i1 %434, label %444, label %435

435:                                              ; preds = %426
  %436 = getelementptr inbounds i8, ptr %433, i64 8
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %442, label %439

439:                                              ; preds = %435
  %440 = load i32, ptr %436, align 4, !tbaa !32
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %436, align 4, !tbaa !32
  br label %444

442:                                              ; preds = %435
  %443 = atomicrmw volatile add ptr %436, i32 1 acq_rel, align 4
  br label %444

444:                                              ; preds = %442, %439, %426
  %445 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %445, ptr noundef nonnull readonly align 8 dereferenceable(40) %395, i64 40, i1 false)
  %446 = getelementptr inbounds i8, ptr %12, i64 72
  %447 = load ptr, ptr %396, align 8, !tbaa !116
  store ptr %447, ptr %446, align 8, !tbaa !116
  %448 = getelementptr inbounds i8, ptr %12, i64 80
  %449 = load ptr, ptr %398, align 8, !tbaa !23
  store ptr %449, ptr %448, align 8, !tbaa !23
  %450 = icmp eq ptr %449, null
  br i1 %450, label %460, label %451

451:                                              ; preds = %444
  %452 = getelementptr inbounds i8, ptr %449, i64 8
  %453 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %454 = icmp eq i8 %453, 0
  br i1 %454, label %458, label %455

455:                                              ; preds = %451
  %456 = load i32, ptr %452, align 4, !tbaa !32
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr %452, align 4, !tbaa !32
  br label %460

458:                                              ; preds = %451
  %459 = atomicrmw volatile add ptr %452, i32 1 acq_rel, align 4
  br label %460

460:                                              ; preds = %458, %455, %444
  %461 = getelementptr inbounds i8, ptr %12, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %461, ptr noundef nonnull readonly align 8 dereferenceable(40) %411, i64 40, i1 false)
  %462 = getelementptr inbounds i8, ptr %12, i64 128
  %463 = load ptr, ptr %412, align 8, !tbaa !116
  store ptr %463, ptr %462, align 8, !tbaa !116
  %464 = getelementptr inbounds i8, ptr %12, i64 136
  %465 = load ptr, ptr %414, align 8, !tbaa !23
  store ptr %465, ptr %464, align 8, !tbaa !23
  %466 = icmp eq ptr %465, null
  br i1 %466, label %476, label %467

467:                                              ; preds = %460
  %468 = getelementptr inbounds i8, ptr %465, i64 8
  %469 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %470 = icmp eq i8 %469, 0
  br i1 %470, label %474, label %471

471:                                              ; preds = %467
  %472 = load i32, ptr %468, align 4, !tbaa !32
  %473 = add nsw i32 %472, 1
  store i32 %473, ptr %468, align 4, !tbaa !32
  br label %476

474:                                              ; preds = %467
  %475 = atomicrmw volatile add ptr %468, i32 1 acq_rel, align 4
  br label %476

476:                                              ; preds = %474, %471, %460
  %477 = getelementptr inbounds i8, ptr %12, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %477, ptr noundef nonnull readonly align 8 dereferenceable(40) %427, i64 40, i1 false)
  %478 = getelementptr inbounds i8, ptr %12, i64 184
  %479 = load float, ptr %428, align 8, !tbaa !119
  store float %479, ptr %478, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull readonly align 8 dereferenceable(16) %12, i64 16, i1 false)
  %480 = getelementptr inbounds i8, ptr %11, i64 16
  %481 = load ptr, ptr %430, align 8, !tbaa !116
  store ptr %481, ptr %480, align 8, !tbaa !116
  %482 = getelementptr inbounds i8, ptr %11, i64 24
  %483 = load ptr, ptr %432, align 8, !tbaa !23
  store ptr %483, ptr %482, align 8, !tbaa !23
  %484 = icmp eq ptr %483, null
  br i1 %484, label %494, label %485

485:                                              ; preds = %476
  %486 = getelementptr inbounds i8, ptr %483, i64 8
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %492, label %489

489:                                              ; preds = %485
  %490 = load i32, ptr %486, align 4, !tbaa !32
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %486, align 4, !tbaa !32
  br label %494

492:                                              ; preds = %485
  %493 = atomicrmw volatile add ptr %486, i32 1 acq_rel, align 4
  br label %494

494:                                              ; preds = %492, %489, %476
  %495 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %495, ptr noundef nonnull readonly align 8 dereferenceable(40) %445, i64 40, i1 false)
  %496 = getelementptr inbounds i8, ptr %11, i64 72
  %497 = load ptr, ptr %446, align 8, !tbaa !116
  store ptr %497, ptr %496, align 8, !tbaa !116
  %498 = getelementptr inbounds i8, ptr %11, i64 80
  %499 = load ptr, ptr %448, align 8, !tbaa !23
  store ptr %499, ptr %498, align 8, !tbaa !23
  %500 = icmp eq ptr %499, null
  br i1 %500, label %510, label %501

501:                                              ; preds = %494
  %502 = getelementptr inbounds i8, ptr %499, i64 8
  %503 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %504 = icmp eq i8 %503, 0
  br i1 %504, label %508, label %505

505:                                              ; preds = %501
  %506 = load i32, ptr %502, align 4, !tbaa !32
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr %502, align 4, !tbaa !32
  br label %510

508:                                              ; preds = %501
  %509 = atomicrmw volatile add ptr %502, i32 1 acq_rel, align 4
  br label %510

510:                                              ; preds = %508, %505, %494
  %511 = getelementptr inbounds i8, ptr %11, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %511, ptr noundef nonnull readonly align 8 dereferenceable(40) %461, i64 40, i1 false)
  %512 = getelementptr inbounds i8, ptr %11, i64 128
  %513 = load ptr, ptr %462, align 8, !tbaa !116
  store ptr %513, ptr %512, align 8, !tbaa !116
  %514 = getelementptr inbounds i8, ptr %11, i64 136
  %515 = load ptr, ptr %464, align 8, !tbaa !23
  store ptr %515, ptr %514, align 8, !tbaa !23
  %516 = icmp eq ptr %515, null
  br i1 %516, label %526, label %517

517:                                              ; preds = %510
  %518 = getelementptr inbounds i8, ptr %515, i64 8
  %519 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %520 = icmp eq i8 %519, 0
  br i1 %520, label %524, label %521

521:                                              ; preds = %517
  %522 = load i32, ptr %518, align 4, !tbaa !32
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr %518, align 4, !tbaa !32
  br label %526

524:                                              ; preds = %517
  %525 = atomicrmw volatile add ptr %518, i32 1 acq_rel, align 4
  br label %526

526:                                              ; preds = %524, %521, %510
  %527 = getelementptr inbounds i8, ptr %11, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %527, ptr noundef nonnull readonly align 8 dereferenceable(40) %477, i64 40, i1 false)
  %528 = getelementptr inbounds i8, ptr %11, i64 184
  %529 = load float, ptr %478, align 8, !tbaa !119
  store float %529, ptr %528, align 8, !tbaa !119
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %480) #25
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %11)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %430) #25
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %12)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.24)
          to label %530 unwind label %698

530:                                              ; preds = %526
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %531 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 0, ptr %531, align 16, !alias.scope !129
  %532 = load <2 x i64>, ptr %326, align 8
  store <2 x i64> %532, ptr %10, align 16, !tbaa !36, !alias.scope !129
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %10, i1 noundef zeroext false, i32 noundef 2)
          to label %533 unwind label %698

533:                                              ; preds = %530
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %534 = getelementptr inbounds i8, ptr %16, i64 16
  %535 = load ptr, ptr %380, align 8, !tbaa !116
  store ptr %535, ptr %534, align 8, !tbaa !116
  %536 = getelementptr inbounds i8, ptr %16, i64 24
  %537 = load ptr, ptr %382, align 8, !tbaa !23
  store ptr null, ptr %382, align 8, !tbaa !23
  store ptr %537, ptr %536, align 8, !tbaa !23
  store ptr null, ptr %380, align 8, !tbaa !116
  %538 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %538, ptr noundef nonnull align 8 dereferenceable(40) %395, i64 40, i1 false)
  %539 = getelementptr inbounds i8, ptr %16, i64 72
  %540 = load ptr, ptr %396, align 8, !tbaa !116
  store ptr %540, ptr %539, align 8, !tbaa !116
  %541 = getelementptr inbounds i8, ptr %16, i64 80
  %542 = load ptr, ptr %398, align 8, !tbaa !23
  store ptr null, ptr %398, align 8, !tbaa !23
  store ptr %542, ptr %541, align 8, !tbaa !23
  store ptr null, ptr %396, align 8, !tbaa !116
  %543 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %543, ptr noundef nonnull align 8 dereferenceable(40) %411, i64 40, i1 false)
  %544 = getelementptr inbounds i8, ptr %16, i64 128
  %545 = getelementptr inbounds i8, ptr %16, i64 136
  %546 = load <2 x ptr>, ptr %412, align 8, !tbaa !14
  store ptr null, ptr %414, align 8, !tbaa !23
  store <2 x ptr> %546, ptr %544, align 8, !tbaa !14
  store ptr null, ptr %412, align 8, !tbaa !116
  %547 = getelementptr inbounds i8, ptr %16, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %547, ptr noundef nonnull align 8 dereferenceable(40) %427, i64 40, i1 false)
  %548 = getelementptr inbounds i8, ptr %16, i64 184
  %549 = load float, ptr %428, align 8, !tbaa !119
  store float %549, ptr %548, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8)
  %550 = invoke noalias noundef nonnull dereferenceable(200) ptr @_Znwm(i64 noundef 200) #24
          to label %551 unwind label %700

551:                                              ; preds = %533
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %552 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %535, ptr %552, align 8, !tbaa !116, !noalias !132
  %553 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %537, ptr %553, align 8, !tbaa !23, !noalias !132
  %554 = icmp eq ptr %537, null
  br i1 %554, label %566, label %555

555:                                              ; preds = %551
  %556 = getelementptr inbounds i8, ptr %537, i64 8
  %557 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %558 = icmp eq i8 %557, 0
  br i1 %558, label %562, label %559

559:                                              ; preds = %555
  %560 = load i32, ptr %556, align 4, !tbaa !32, !noalias !132
  %561 = add nsw i32 %560, 1
  store i32 %561, ptr %556, align 4, !tbaa !32, !noalias !132
  br label %566

562:                                              ; preds = %555
  %563 = atomicrmw volatile add ptr %556, i32 1 acq_rel, align 4, !noalias !132
  %564 = load ptr, ptr %539, align 8, !tbaa !116, !noalias !132
  %565 = load ptr, ptr %541, align 8, !tbaa !23, !noalias !132
  br label %566

566:                                              ; preds = %562, %559, %551
  %567 = phi ptr [ %565, %562 ], [ %542, %559 ], [ %542, %551 ]
  %568 = phi ptr [ %564, %562 ], [ %540, %559 ], [ %540, %551 ]
  %569 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %569, ptr noundef nonnull readonly align 8 dereferenceable(40) %538, i64 40, i1 false), !noalias !132
  %570 = getelementptr inbounds i8, ptr %8, i64 72
  store ptr %568, ptr %570, align 8, !tbaa !116, !noalias !132
  %571 = getelementptr inbounds i8, ptr %8, i64 80
  store ptr %567, ptr %571, align 8, !tbaa !23, !noalias !132
  %572 = icmp eq ptr %567, null
  br i1 %572, label %582, label %573

573:                                              ; preds = %566
  %574 = getelementptr inbounds i8, ptr %567, i64 8
  %575 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %576 = icmp eq i8 %575, 0
  br i1 %576, label %580, label %577

577:                                              ; preds = %573
  %578 = load i32, ptr %574, align 4, !tbaa !32, !noalias !132
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr %574, align 4, !tbaa !32, !noalias !132
  br label %582

580:                                              ; preds = %573
  %581 = atomicrmw volatile add ptr %574, i32 1 acq_rel, align 4, !noalias !132
  br label %582

582:                                              ; preds = %580, %577, %566
  %583 = getelementptr inbounds i8, ptr %8, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %583, ptr noundef nonnull readonly align 8 dereferenceable(40) %543, i64 40, i1 false), !noalias !132
  %584 = getelementptr inbounds i8, ptr %8, i64 128
  %585 = load ptr, ptr %544, align 8, !tbaa !116, !noalias !132
  store ptr %585, ptr %584, align 8, !tbaa !116, !noalias !132
  %586 = getelementptr inbounds i8, ptr %8, i64 136
  %587 = load ptr, ptr %545, align 8, !tbaa !23, !noalias !132
  store ptr %587, ptr %586, align 8, !tbaa !23, !noalias !132
  %588 = icmp eq ptr %587, null
  br i1 %588, label %598, label %589

589:                                              ; preds = %582
  %590 = getelementptr inbounds i8, ptr %587, i64 8
  %591 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %592 = icmp eq i8 %591, 0
  br i1 %592, label %596, label %593

593:                                              ; preds = %589
  %594 = load i32, ptr %590, align 4, !tbaa !32, !noalias !132
  %595 = add nsw i32 %594, 1
  store i32 %595, ptr %590, align 4, !tbaa !32, !noalias !132
  br label %598

596:                                              ; preds = %589
  %597 = atomicrmw volatile add ptr %590, i32 1 acq_rel, align 4, !noalias !132
  br label %598

598:                                              ; preds = %596, %593, %582
  %599 = getelementptr inbounds i8, ptr %8, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %599, ptr noundef nonnull readonly align 8 dereferenceable(40) %547, i64 40, i1 false), !noalias !132
  %600 = getelementptr inbounds i8, ptr %8, i64 184
  %601 = load float, ptr %548, align 8, !tbaa !119, !noalias !132
  store float %601, ptr %600, align 8, !tbaa !119, !noalias !132
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %550, align 8, !tbaa !29, !noalias !132
  %602 = getelementptr inbounds i8, ptr %550, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %602, ptr noundef nonnull readonly align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !132
  %603 = getelementptr inbounds i8, ptr %550, i64 24
  %604 = load ptr, ptr %552, align 8, !tbaa !116, !noalias !132
  store ptr %604, ptr %603, align 8, !tbaa !116, !noalias !132
  %605 = getelementptr inbounds i8, ptr %550, i64 32
  %606 = load ptr, ptr %553, align 8, !tbaa !23, !noalias !132
  store ptr %606, ptr %605, align 8, !tbaa !23, !noalias !132
  %607 = icmp eq ptr %606, null
  br i1 %607, label %617, label %608

608:                                              ; preds = %598
  %609 = getelementptr inbounds i8, ptr %606, i64 8
  %610 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %611 = icmp eq i8 %610, 0
  br i1 %611, label %615, label %612

612:                                              ; preds = %608
  %613 = load i32, ptr %609, align 4, !tbaa !32, !noalias !132
  %614 = add nsw i32 %613, 1
  store i32 %614, ptr %609, align 4, !tbaa !32, !noalias !132
  br label %617

615:                                              ; preds = %608
  %616 = atomicrmw volatile add ptr %609, i32 1 acq_rel, align 4, !noalias !132
  br label %617

617:                                              ; preds = %615, %612, %598
  %618 = getelementptr inbounds i8, ptr %550, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %618, ptr noundef nonnull readonly align 8 dereferenceable(40) %569, i64 40, i1 false), !noalias !132
  %619 = getelementptr inbounds i8, ptr %550, i64 80
  %620 = load ptr, ptr %570, align 8, !tbaa !116, !noalias !132
  store ptr %620, ptr %619, align 8, !tbaa !116, !noalias !132
  %621 = getelementptr inbounds i8, ptr %550, i64 88
  %622 = load ptr, ptr %571, align 8, !tbaa !23, !noalias !132
  store ptr %622, ptr %621, align 8, !tbaa !23, !noalias !132
  %623 = icmp eq ptr %622, null
  br i1 %623, label %633, label %624

624:                                              ; preds = %617
  %625 = getelementptr inbounds i8, ptr %622, i64 8
  %626 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %627 = icmp eq i8 %626, 0
  br i1 %627, label %631, label %628

628:                                              ; preds = %624
  %629 = load i32, ptr %625, align 4, !tbaa !32, !noalias !132
  %630 = add nsw i32 %629, 1
  store i32 %630, ptr %625, align 4, !tbaa !32, !noalias !132
  br label %633

631:                                              ; preds = %624
  %632 = atomicrmw volatile add ptr %625, i32 1 acq_rel, align 4, !noalias !132
  br label %633

633:                                              ; preds = %631, %628, %617
  %634 = getelementptr inbounds i8, ptr %550, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %634, ptr noundef nonnull readonly align 8 dereferenceable(40) %583, i64 40, i1 false), !noalias !132
  %635 = getelementptr inbounds i8, ptr %550, i64 136
  %636 = load ptr, ptr %584, align 8, !tbaa !116, !noalias !132
  store ptr %636, ptr %635, align 8, !tbaa !116, !noalias !132
  %637 = getelementptr inbounds i8, ptr %550, i64 144
  %638 = load ptr, ptr %586, align 8, !tbaa !23, !noalias !132
  store ptr %638, ptr %637, align 8, !tbaa !23, !noalias !132
  %639 = icmp eq ptr %638, null
  br i1 %639, label %649, label %640

640:                                              ; preds = %633
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !132
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %647, label %644

644:                                              ; preds = %640
  %645 = load i32, ptr %641, align 4, !tbaa !32, !noalias !132
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr %641, align 4, !tbaa !32, !noalias !132
  br label %649

647:                                              ; preds = %640
  %648 = atomicrmw volatile add ptr %641, i32 1 acq_rel, align 4, !noalias !132
  br label %649

649:                                              ; preds = %647, %644, %633
  %650 = getelementptr inbounds i8, ptr %550, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %650, ptr noundef nonnull readonly align 8 dereferenceable(40) %599, i64 40, i1 false), !noalias !132
  %651 = getelementptr inbounds i8, ptr %550, i64 192
  %652 = load float, ptr %600, align 8, !tbaa !119, !noalias !132
  store float %652, ptr %651, align 8, !tbaa !119, !noalias !132
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %552) #25, !noalias !132
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8)
  %653 = getelementptr inbounds i8, ptr %1, i64 152
  %654 = load ptr, ptr %653, align 8, !tbaa !14
  store ptr %550, ptr %653, align 8, !tbaa !14
  %655 = icmp eq ptr %654, null
  br i1 %655, label %660, label %656

656:                                              ; preds = %649
  %657 = load ptr, ptr %654, align 8, !tbaa !29
  %658 = getelementptr inbounds i8, ptr %657, i64 16
  %659 = load ptr, ptr %658, align 8
  call void %659(ptr noundef nonnull align 8 dereferenceable(8) %654) #25
  br label %660

660:                                              ; preds = %656, %649
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %661 unwind label %700

661:                                              ; preds = %660
  %662 = load ptr, ptr %653, align 8, !tbaa !14
  %663 = load ptr, ptr %662, align 8, !tbaa !29
  %664 = load ptr, ptr %663, align 8
  %665 = invoke noundef ptr %664(ptr noundef nonnull align 8 dereferenceable(8) %662)
          to label %666 unwind label %700

666:                                              ; preds = %661
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4GemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.115") align 8 %9)
          to label %667 unwind label %700

667:                                              ; preds = %666
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %665, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %668 unwind label %685

668:                                              ; preds = %667
  %669 = load ptr, ptr %9, align 8, !tbaa !135
  %670 = icmp eq ptr %669, null
  br i1 %670, label %677, label %671

671:                                              ; preds = %668
  %672 = getelementptr inbounds i8, ptr %9, i64 16
  %673 = load ptr, ptr %672, align 8, !tbaa !137
  %674 = ptrtoint ptr %673 to i64
  %675 = ptrtoint ptr %669 to i64
  %676 = sub i64 %674, %675
  call void @_ZdlPvm(ptr noundef nonnull %669, i64 noundef %676) #27
  br label %677

677:                                              ; preds = %671, %668
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  %678 = invoke noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #24
          to label %679 unwind label %700

679:                                              ; preds = %677
  %680 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %678, ptr noundef nonnull align 1 dereferenceable(50) @.str.27, i64 50, i1 false)
  %681 = getelementptr inbounds i8, ptr %678, i64 50
  store i8 0, ptr %681, align 1, !tbaa !31
  %682 = load ptr, ptr %680, align 8, !tbaa !14
  store ptr %678, ptr %680, align 8, !tbaa !14
  %683 = icmp eq ptr %682, null
  br i1 %683, label %696, label %684

684:                                              ; preds = %679
  call void @_ZdaPv(ptr noundef nonnull %682) #27
  br label %696

685:                                              ; preds = %667
  %686 = landingpad { ptr, i32 }
          cleanup
  %687 = load ptr, ptr %9, align 8, !tbaa !135
  %688 = icmp eq ptr %687, null
  br i1 %688, label %695, label %689

689:                                              ; preds = %685
  %690 = getelementptr inbounds i8, ptr %9, i64 16
  %691 = load ptr, ptr %690, align 8, !tbaa !137
  %692 = ptrtoint ptr %691 to i64
  %693 = ptrtoint ptr %687 to i64
  %694 = sub i64 %692, %693
  call void @_ZdlPvm(ptr noundef nonnull %687, i64 noundef %694) #27
  br label %695

695:                                              ; preds = %689, %685
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  br label %702

696:                                              ; preds = %684, %679
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %534) #25
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %697 unwind label %698

697:                                              ; preds = %696
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %380) #25
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %14) #25
  br label %980

698:                                              ; preds = %696, %530, %526
  %699 = landingpad { ptr, i32 }
          cleanup
  br label %704

700:                                              ; preds = %677, %666, %661, %660, %533
  %701 = landingpad { ptr, i32 }
          cleanup
  br label %702

702:                                              ; preds = %700, %695
  %703 = phi { ptr, i32 } [ %701, %700 ], [ %686, %695 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %534) #25
  br label %704

704:                                              ; preds = %702, %698
  %705 = phi { ptr, i32 } [ %699, %698 ], [ %703, %702 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %380) #25
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %14) #25
  br label %974

706:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %7)
  %707 = load ptr, ptr %18, align 8, !tbaa !116
  store ptr %707, ptr %7, align 8, !tbaa !116
  %708 = getelementptr inbounds i8, ptr %7, i64 8
  %709 = load ptr, ptr %264, align 8, !tbaa !23
  store ptr %709, ptr %708, align 8, !tbaa !23
  %710 = icmp eq ptr %709, null
  br i1 %710, label %720, label %711

711:                                              ; preds = %706
  %712 = getelementptr inbounds i8, ptr %709, i64 8
  %713 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %714 = icmp eq i8 %713, 0
  br i1 %714, label %718, label %715

715:                                              ; preds = %711
  %716 = load i32, ptr %712, align 4, !tbaa !32
  %717 = add nsw i32 %716, 1
  store i32 %717, ptr %712, align 4, !tbaa !32
  br label %720

718:                                              ; preds = %711
  %719 = atomicrmw volatile add ptr %712, i32 1 acq_rel, align 4
  br label %720

720:                                              ; preds = %718, %715, %706
  %721 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %721, ptr noundef nonnull readonly align 8 dereferenceable(40) %277, i64 40, i1 false)
  %722 = getelementptr inbounds i8, ptr %7, i64 56
  %723 = load ptr, ptr %278, align 8, !tbaa !116
  store ptr %723, ptr %722, align 8, !tbaa !116
  %724 = getelementptr inbounds i8, ptr %7, i64 64
  %725 = load ptr, ptr %280, align 8, !tbaa !23
  store ptr %725, ptr %724, align 8, !tbaa !23
  %726 = icmp eq ptr %725, null
  br i1 %726, label %736, label %727

727:                                              ; preds = %720
  %728 = getelementptr inbounds i8, ptr %725, i64 8
  %729 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %730 = icmp eq i8 %729, 0
  br i1 %730, label %734, label %731

731:                                              ; preds = %727
  %732 = load i32, ptr %728, align 4, !tbaa !32
  %733 = add nsw i32 %732, 1
  store i32 %733, ptr %728, align 4, !tbaa !32
  br label %736

734:                                              ; preds = %727
  %735 = atomicrmw volatile add ptr %728, i32 1 acq_rel, align 4
  br label %736

736:                                              ; preds = %734, %731, %720
  %737 = getelementptr inbounds i8, ptr %7, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %737, ptr noundef nonnull readonly align 8 dereferenceable(40) %293, i64 40, i1 false)
  %738 = getelementptr inbounds i8, ptr %7, i64 112
  %739 = load ptr, ptr %294, align 8, !tbaa !116
  store ptr %739, ptr %738, align 8, !tbaa !116
  %740 = getelementptr inbounds i8, ptr %7, i64 120
  %741 = load ptr, ptr %296, align 8, !tbaa !23
  store ptr %741, ptr %740, align 8, !tbaa !23
  %742 = icmp eq ptr %741, null
  br i1 %742, label %752, label %743

743:                                              ; preds = %736
  %744 = getelementptr inbounds i8, ptr %741, i64 8
  %745 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %746 = icmp eq i8 %745, 0
  br i1 %746, label %750, label %747

747:                                              ; preds = %743
  %748 = load i32, ptr %744, align 4, !tbaa !32
  %749 = add nsw i32 %748, 1
  store i32 %749, ptr %744, align 4, !tbaa !32
  br label %752

750:                                              ; preds = %743
  %751 = atomicrmw volatile add ptr %744, i32 1 acq_rel, align 4
  br label %752

752:                                              ; preds = %750, %747, %736
  %753 = getelementptr inbounds i8, ptr %7, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %753, ptr noundef nonnull readonly align 8 dereferenceable(40) %309, i64 40, i1 false)
  %754 = getelementptr inbounds i8, ptr %7, i64 168
  %755 = load float, ptr %310, align 8, !tbaa !119
  store float %755, ptr %754, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %6)
  %756 = load ptr, ptr %7, align 8, !tbaa !116
  store ptr %756, ptr %6, align 8, !tbaa !116
  %757 = getelementptr inbounds i8, ptr %6, i64 8
  %758 = load ptr, ptr %708, align 8, !tbaa !23
  store ptr %758, ptr %757, align 8, !tbaa !23
  %759 = icmp eq ptr %758, null
  br i1 %759, label %769, label %760

760:                                              ; preds = %752
  %761 = getelementptr inbounds i8, ptr %758, i64 8
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %767, label %764

764:                                              ; preds = %760
  %765 = load i32, ptr %761, align 4, !tbaa !32
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr %761, align 4, !tbaa !32
  br label %769

767:                                              ; preds = %760
  %768 = atomicrmw volatile add ptr %761, i32 1 acq_rel, align 4
  br label %769

769:                                              ; preds = %767, %764, %752
  %770 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %770, ptr noundef nonnull readonly align 8 dereferenceable(40) %721, i64 40, i1 false)
  %771 = getelementptr inbounds i8, ptr %6, i64 56
  %772 = load ptr, ptr %722, align 8, !tbaa !116
  store ptr %772, ptr %771, align 8, !tbaa !116
  %773 = getelementptr inbounds i8, ptr %6, i64 64
  %774 = load ptr, ptr %724, align 8, !tbaa !23
  store ptr %774, ptr %773, align 8, !tbaa !23
  %775 = icmp eq ptr %774, null
  br i1 %775, label %785, label %776

776:                                              ; preds = %769
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %779 = icmp eq i8 %778, 0
  br i1 %779, label %783, label %780

780:                                              ; preds = %776
  %781 = load i32, ptr %777, align 4, !tbaa !32
  %782 = add nsw i32 %781, 1
  store i32 %782, ptr %777, align 4, !tbaa !32
  br label %785

783:                                              ; preds = %776
  %784 = atomicrmw volatile add ptr %777, i32 1 acq_rel, align 4
  br label %785

785:                                              ; preds = %783, %780, %769
  %786 = getelementptr inbounds i8, ptr %6, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %786, ptr noundef nonnull readonly align 8 dereferenceable(40) %737, i64 40, i1 false)
  %787 = getelementptr inbounds i8, ptr %6, i64 112
  %788 = load ptr, ptr %738, align 8, !tbaa !116
  store ptr %788, ptr %787, align 8, !tbaa !116
  %789 = getelementptr inbounds i8, ptr %6, i64 120
  %790 = load ptr, ptr %740, align 8, !tbaa !23
  store ptr %790, ptr %789, align 8, !tbaa !23
  %791 = icmp eq ptr %790, null
  br i1 %791, label %801, label %792

792:                                              ; preds = %785
  %793 = getelementptr inbounds i8, ptr %790, i64 8
  %794 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %799, label %796

796:                                              ; preds = %792
  %797 = load i32, ptr %793, align 4, !tbaa !32
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %793, align 4, !tbaa !32
  br label %801

799:                                              ; preds = %792
  %800 = atomicrmw volatile add ptr %793, i32 1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %796, %785
  %802 = getelementptr inbounds i8, ptr %6, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %802, ptr noundef nonnull readonly align 8 dereferenceable(40) %753, i64 40, i1 false)
  %803 = getelementptr inbounds i8, ptr %6, i64 168
  %804 = load float, ptr %754, align 8, !tbaa !119
  store float %804, ptr %803, align 8, !tbaa !119
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %6) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %7) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.24)
          to label %805 unwind label %976

805:                                              ; preds = %801
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %806 unwind label %976

806:                                              ; preds = %805
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %807 = getelementptr inbounds i8, ptr %5, i64 8
  %808 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %808, align 8, !alias.scope !138
  store i64 64, ptr %5, align 8, !tbaa !36, !alias.scope !138
  store i64 48, ptr %807, align 8, !tbaa !36, !alias.scope !138
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
          to label %809 unwind label %976

809:                                              ; preds = %806
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %810 = load ptr, ptr %18, align 8, !tbaa !116
  store ptr %810, ptr %17, align 8, !tbaa !116
  %811 = getelementptr inbounds i8, ptr %17, i64 8
  %812 = load ptr, ptr %264, align 8, !tbaa !23
  store ptr null, ptr %264, align 8, !tbaa !23
  store ptr %812, ptr %811, align 8, !tbaa !23
  store ptr null, ptr %18, align 8, !tbaa !116
  %813 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %813, ptr noundef nonnull align 8 dereferenceable(40) %277, i64 40, i1 false)
  %814 = getelementptr inbounds i8, ptr %17, i64 56
  %815 = load ptr, ptr %278, align 8, !tbaa !116
  store ptr %815, ptr %814, align 8, !tbaa !116
  %816 = getelementptr inbounds i8, ptr %17, i64 64
  %817 = load ptr, ptr %280, align 8, !tbaa !23
  store ptr null, ptr %280, align 8, !tbaa !23
  store ptr %817, ptr %816, align 8, !tbaa !23
  store ptr null, ptr %278, align 8, !tbaa !116
  %818 = getelementptr inbounds i8, ptr %17, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %818, ptr noundef nonnull align 8 dereferenceable(40) %293, i64 40, i1 false)
  %819 = getelementptr inbounds i8, ptr %17, i64 112
  %820 = getelementptr inbounds i8, ptr %17, i64 120
  %821 = load <2 x ptr>, ptr %294, align 8, !tbaa !14
  store ptr null, ptr %296, align 8, !tbaa !23
  store <2 x ptr> %821, ptr %819, align 8, !tbaa !14
  store ptr null, ptr %294, align 8, !tbaa !116
  %822 = getelementptr inbounds i8, ptr %17, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %822, ptr noundef nonnull align 8 dereferenceable(40) %309, i64 40, i1 false)
  %823 = getelementptr inbounds i8, ptr %17, i64 168
  %824 = load float, ptr %310, align 8, !tbaa !119
  store float %824, ptr %823, align 8, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3)
  %825 = invoke noalias noundef nonnull dereferenceable(184) ptr @_Znwm(i64 noundef 184) #24
          to label %826 unwind label %970

826:                                              ; preds = %809
  store ptr %810, ptr %3, align 8, !tbaa !116, !noalias !141
  %827 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %812, ptr %827, align 8, !tbaa !23, !noalias !141
  %828 = icmp eq ptr %812, null
  br i1 %828, label %840, label %829

829:                                              ; preds = %826
  %830 = getelementptr inbounds i8, ptr %812, i64 8
  %831 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %832 = icmp eq i8 %831, 0
  br i1 %832, label %836, label %833

833:                                              ; preds = %829
  %834 = load i32, ptr %830, align 4, !tbaa !32, !noalias !141
  %835 = add nsw i32 %834, 1
  store i32 %835, ptr %830, align 4, !tbaa !32, !noalias !141
  br label %840

836:                                              ; preds = %829
  %837 = atomicrmw volatile add ptr %830, i32 1 acq_rel, align 4, !noalias !141
  %838 = load ptr, ptr %814, align 8, !tbaa !116, !noalias !141
  %839 = load ptr, ptr %816, align 8, !tbaa !23, !noalias !141
  br label %840

840:                                              ; preds = %836, %833, %826
  %841 = phi ptr [ %839, %836 ], [ %817, %833 ], [ %817, %826 ]
  %842 = phi ptr [ %838, %836 ], [ %815, %833 ], [ %815, %826 ]
  %843 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %843, ptr noundef nonnull readonly align 8 dereferenceable(40) %813, i64 40, i1 false), !noalias !141
  %844 = getelementptr inbounds i8, ptr %3, i64 56
  store ptr %842, ptr %844, align 8, !tbaa !116, !noalias !141
  %845 = getelementptr inbounds i8, ptr %3, i64 64
  store ptr %841, ptr %845, align 8, !tbaa !23, !noalias !141
  %846 = icmp eq ptr %841, null
  br i1 %846, label %856, label %847

847:                                              ; preds = %840
  %848 = getelementptr inbounds i8, ptr %841, i64 8
  %849 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %850 = icmp eq i8 %849, 0
  br i1 %850, label %854, label %851

851:                                              ; preds = %847
  %852 = load i32, ptr %848, align 4, !tbaa !32, !noalias !141
  %853 = add nsw i32 %852, 1
  store i32 %853, ptr %848, align 4, !tbaa !32, !noalias !141
  br label %856

854:                                              ; preds = %847
  %855 = atomicrmw volatile add ptr %848, i32 1 acq_rel, align 4, !noalias !141
  br label %856

856:                                              ; preds = %854, %851, %840
  %857 = getelementptr inbounds i8, ptr %3, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %857, ptr noundef nonnull readonly align 8 dereferenceable(40) %818, i64 40, i1 false), !noalias !141
  %858 = getelementptr inbounds i8, ptr %3, i64 112
  %859 = load ptr, ptr %819, align 8, !tbaa !116, !noalias !141
  store ptr %859, ptr %858, align 8, !tbaa !116, !noalias !141
  %860 = getelementptr inbounds i8, ptr %3, i64 120
  %861 = load ptr, ptr %820, align 8, !tbaa !23, !noalias !141
  store ptr %861, ptr %860, align 8, !tbaa !23, !noalias !141
  %862 = icmp eq ptr %861, null
  br i1 %862, label %872, label %863

863:                                              ; preds = %856
  %864 = getelementptr inbounds i8, ptr %861, i64 8
  %865 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %866 = icmp eq i8 %865, 0
  br i1 %866, label %870, label %867

867:                                              ; preds = %863
  %868 = load i32, ptr %864, align 4, !tbaa !32, !noalias !141
  %869 = add nsw i32 %868, 1
  store i32 %869, ptr %864, align 4, !tbaa !32, !noalias !141
  br label %872

870:                                              ; preds = %863
  %871 = atomicrmw volatile add ptr %864, i32 1 acq_rel, align 4, !noalias !141
  br label %872

872:                                              ; preds = %870, %867, %856
  %873 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %873, ptr noundef nonnull readonly align 8 dereferenceable(40) %822, i64 40, i1 false), !noalias !141
  %874 = getelementptr inbounds i8, ptr %3, i64 168
  %875 = load float, ptr %823, align 8, !tbaa !119, !noalias !141
  store float %875, ptr %874, align 8, !tbaa !119, !noalias !141
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %825, align 8, !tbaa !29, !noalias !141
  %876 = getelementptr inbounds i8, ptr %825, i64 8
  %877 = load ptr, ptr %3, align 8, !tbaa !116, !noalias !141
  store ptr %877, ptr %876, align 8, !tbaa !116, !noalias !141
  %878 = getelementptr inbounds i8, ptr %825, i64 16
  %879 = load ptr, ptr %827, align 8, !tbaa !23, !noalias !141
  store ptr %879, ptr %878, align 8, !tbaa !23, !noalias !141
  %880 = icmp eq ptr %879, null
  br i1 %880, label %890, label %881

881:                                              ; preds = %872
  %882 = getelementptr inbounds i8, ptr %879, i64 8
  %883 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %884 = icmp eq i8 %883, 0
  br i1 %884, label %888, label %885

885:                                              ; preds = %881
  %886 = load i32, ptr %882, align 4, !tbaa !32, !noalias !141
  %887 = add nsw i32 %886, 1
  store i32 %887, ptr %882, align 4, !tbaa !32, !noalias !141
  br label %890

888:                                              ; preds = %881
  %889 = atomicrmw volatile add ptr %882, i32 1 acq_rel, align 4, !noalias !141
  br label %890

890:                                              ; preds = %888, %885, %872
  %891 = getelementptr inbounds i8, ptr %825, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %891, ptr noundef nonnull readonly align 8 dereferenceable(40) %843, i64 40, i1 false), !noalias !141
  %892 = getelementptr inbounds i8, ptr %825, i64 64
  %893 = load ptr, ptr %844, align 8, !tbaa !116, !noalias !141
  store ptr %893, ptr %892, align 8, !tbaa !116, !noalias !141
  %894 = getelementptr inbounds i8, ptr %825, i64 72
  %895 = load ptr, ptr %845, align 8, !tbaa !23, !noalias !141
  store ptr %895, ptr %894, align 8, !tbaa !23, !noalias !141
  %896 = icmp eq ptr %895, null
  br i1 %896, label %906, label %897

897:                                              ; preds = %890
  %898 = getelementptr inbounds i8, ptr %895, i64 8
  %899 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %900 = icmp eq i8 %899, 0
  br i1 %900, label %904, label %901

901:                                              ; preds = %897
  %902 = load i32, ptr %898, align 4, !tbaa !32, !noalias !141
  %903 = add nsw i32 %902, 1
  store i32 %903, ptr %898, align 4, !tbaa !32, !noalias !141
  br label %906

904:                                              ; preds = %897
  %905 = atomicrmw volatile add ptr %898, i32 1 acq_rel, align 4, !noalias !141
  br label %906

906:                                              ; preds = %904, %901, %890
  %907 = getelementptr inbounds i8, ptr %825, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %907, ptr noundef nonnull readonly align 8 dereferenceable(40) %857, i64 40, i1 false), !noalias !141
  %908 = getelementptr inbounds i8, ptr %825, i64 120
  %909 = load ptr, ptr %858, align 8, !tbaa !116, !noalias !141
  store ptr %909, ptr %908, align 8, !tbaa !116, !noalias !141
  %910 = getelementptr inbounds i8, ptr %825, i64 128
  %911 = load ptr, ptr %860, align 8, !tbaa !23, !noalias !141
  store ptr %911, ptr %910, align 8, !tbaa !23, !noalias !141
  %912 = icmp eq ptr %911, null
  br i1 %912, label %922, label %913

913:                                              ; preds = %906
  %914 = getelementptr inbounds i8, ptr %911, i64 8
  %915 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %916 = icmp eq i8 %915, 0
  br i1 %916, label %920, label %917

917:                                              ; preds = %913
  %918 = load i32, ptr %914, align 4, !tbaa !32, !noalias !141
  %919 = add nsw i32 %918, 1
  store i32 %919, ptr %914, align 4, !tbaa !32, !noalias !141
  br label %922

920:                                              ; preds = %913
  %921 = atomicrmw volatile add ptr %914, i32 1 acq_rel, align 4, !noalias !141
  br label %922

922:                                              ; preds = %920, %917, %906
  %923 = getelementptr inbounds i8, ptr %825, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %923, ptr noundef nonnull readonly align 8 dereferenceable(40) %873, i64 40, i1 false), !noalias !141
  %924 = getelementptr inbounds i8, ptr %825, i64 176
  %925 = load float, ptr %874, align 8, !tbaa !119, !noalias !141
  store float %925, ptr %924, align 8, !tbaa !119, !noalias !141
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %3) #25, !noalias !141
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3)
  %926 = getelementptr inbounds i8, ptr %1, i64 152
  %927 = load ptr, ptr %926, align 8, !tbaa !14
  store ptr %825, ptr %926, align 8, !tbaa !14
  %928 = icmp eq ptr %927, null
  br i1 %928, label %933, label %929

929:                                              ; preds = %922
  %930 = load ptr, ptr %927, align 8, !tbaa !29
  %931 = getelementptr inbounds i8, ptr %930, i64 16
  %932 = load ptr, ptr %931, align 8
  call void %932(ptr noundef nonnull align 8 dereferenceable(8) %927) #25
  br label %933

933:                                              ; preds = %929, %922
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %934 unwind label %970

934:                                              ; preds = %933
  %935 = load ptr, ptr %926, align 8, !tbaa !14
  %936 = load ptr, ptr %935, align 8, !tbaa !29
  %937 = load ptr, ptr %936, align 8
  %938 = invoke noundef ptr %937(ptr noundef nonnull align 8 dereferenceable(8) %935)
          to label %939 unwind label %970

939:                                              ; preds = %934
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4GemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.115") align 8 %4)
          to label %940 unwind label %970

940:                                              ; preds = %939
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %938, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %941 unwind label %958

941:                                              ; preds = %940
  %942 = load ptr, ptr %4, align 8, !tbaa !135
  %943 = icmp eq ptr %942, null
  br i1 %943, label %950, label %944

944:                                              ; preds = %941
  %945 = getelementptr inbounds i8, ptr %4, i64 16
  %946 = load ptr, ptr %945, align 8, !tbaa !137
  %947 = ptrtoint ptr %946 to i64
  %948 = ptrtoint ptr %942 to i64
  %949 = sub i64 %947, %948
  call void @_ZdlPvm(ptr noundef nonnull %942, i64 noundef %949) #27
  br label %950

950:                                              ; preds = %944, %941
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %951 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #24
          to label %952 unwind label %970

952:                                              ; preds = %950
  %953 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %951, ptr noundef nonnull align 1 dereferenceable(9) @.str.24, i64 9, i1 false)
  %954 = getelementptr inbounds i8, ptr %951, i64 9
  store i8 0, ptr %954, align 1, !tbaa !31
  %955 = load ptr, ptr %953, align 8, !tbaa !14
  store ptr %951, ptr %953, align 8, !tbaa !14
  %956 = icmp eq ptr %955, null
  br i1 %956, label %969, label %957

957:                                              ; preds = %952
  call void @_ZdaPv(ptr noundef nonnull %955) #27
  br label %969

958:                                              ; preds = %940
  %959 = landingpad { ptr, i32 }
          cleanup
  %960 = load ptr, ptr %4, align 8, !tbaa !135
  %961 = icmp eq ptr %960, null
  br i1 %961, label %968, label %962

962:                                              ; preds = %958
  %963 = getelementptr inbounds i8, ptr %4, i64 16
  %964 = load ptr, ptr %963, align 8, !tbaa !137
  %965 = ptrtoint ptr %964 to i64
  %966 = ptrtoint ptr %960 to i64
  %967 = sub i64 %965, %966
  call void @_ZdlPvm(ptr noundef nonnull %960, i64 noundef %967) #27
  br label %968

968:                                              ; preds = %962, %958
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %972

969:                                              ; preds = %957, %952
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %17) #25
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %980 unwind label %976

970:                                              ; preds = %950, %939, %934, %933, %809
  %971 = landingpad { ptr, i32 }
          cleanup
  br label %972

972:                                              ; preds = %970, %968
  %973 = phi { ptr, i32 } [ %971, %970 ], [ %959, %968 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %17) #25
  br label %974

974:                                              ; preds = %972, %704
  %975 = phi { ptr, i32 } [ %705, %704 ], [ %973, %972 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #25
  br label %978

976:                                              ; preds = %969, %806, %805, %801, %324, %322, %308
  %977 = landingpad { ptr, i32 }
          cleanup
  br label %978

978:                                              ; preds = %976, %974, %320
  %979 = phi { ptr, i32 } [ %977, %976 ], [ %321, %320 ], [ %975, %974 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %18) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %31) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %31) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %29) #25
  br label %1073

980:                                              ; preds = %969, %697
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %17)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %18) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %18)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %31) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %31) #25
  %981 = load ptr, ptr %244, align 8, !tbaa !23
  %982 = icmp eq ptr %981, null
  br i1 %982, label %1007, label %983

983:                                              ; preds = %980
  %984 = getelementptr inbounds i8, ptr %981, i64 8
  %985 = load atomic i64, ptr %984 acquire, align 8
  %986 = icmp eq i64 %985, 4294967297
  %987 = trunc i64 %985 to i32
  br i1 %986, label %988, label %996

988:                                              ; preds = %983
  store i32 0, ptr %984, align 8, !tbaa !25
  %989 = getelementptr inbounds i8, ptr %981, i64 12
  store i32 0, ptr %989, align 4, !tbaa !28
  %990 = load ptr, ptr %981, align 8, !tbaa !29
  %991 = getelementptr inbounds i8, ptr %990, i64 16
  %992 = load ptr, ptr %991, align 8
  call void %992(ptr noundef nonnull align 8 dereferenceable(16) %981) #25
  %993 = load ptr, ptr %981, align 8, !tbaa !29
  %994 = getelementptr inbounds i8, ptr %993, i64 24
  %995 = load ptr, ptr %994, align 8
  call void %995(ptr noundef nonnull align 8 dereferenceable(16) %981) #25
  br label %1007

996:                                              ; preds = %983
  %997 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %998 = icmp eq i8 %997, 0
  br i1 %998, label %1001, label %999

999:                                              ; preds = %996
  %1000 = add nsw i32 %987, -1
  store i32 %1000, ptr %984, align 4, !tbaa !32
  br label %1003

1001:                                             ; preds = %996
  %1002 = atomicrmw volatile add ptr %984, i32 -1 acq_rel, align 4
  br label %1003

1003:                                             ; preds = %1001, %999
  %1004 = phi i32 [ %987, %999 ], [ %1002, %1001 ]
  %1005 = icmp eq i32 %1004, 1
  br i1 %1005, label %1006, label %1007, !prof !33

1006:                                             ; preds = %1003
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %981) #25
  br label %1007

1007:                                             ; preds = %1006, %1003, %988, %980
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %29) #25
  %1008 = load ptr, ptr %226, align 8, !tbaa !23
  %1009 = icmp eq ptr %1008, null
  br i1 %1009, label %1034, label %1010

1010:                                             ; preds = %1007
  %1011 = getelementptr inbounds i8, ptr %1008, i64 8
  %1012 = load atomic i64, ptr %1011 acquire, align 8
  %1013 = icmp eq i64 %1012, 4294967297
  %1014 = trunc i64 %1012 to i32
  br i1 %1013, label %1015, label %1023

1015:                                             ; preds = %1010
  store i32 0, ptr %1011, align 8, !tbaa !25
  %1016 = getelementptr inbounds i8, ptr %1008, i64 12
  store i32 0, ptr %1016, align 4, !tbaa !28
  %1017 = load ptr, ptr %1008, align 8, !tbaa !29
  %1018 = getelementptr inbounds i8, ptr %1017, i64 16
  %1019 = load ptr, ptr %1018, align 8
  call void %1019(ptr noundef nonnull align 8 dereferenceable(16) %1008) #25
  %1020 = load ptr, ptr %1008, align 8, !tbaa !29
  %1021 = getelementptr inbounds i8, ptr %1020, i64 24
  %1022 = load ptr, ptr %1021, align 8
  call void %1022(ptr noundef nonnull align 8 dereferenceable(16) %1008) #25
  br label %1034

1023:                                             ; preds = %1010
  %1024 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1025 = icmp eq i8 %1024, 0
  br i1 %1025, label %1028, label %1026

1026:                                             ; preds = %1023
  %1027 = add nsw i32 %1014, -1
  store i32 %1027, ptr %1011, align 4, !tbaa !32
  br label %1030

1028:                                             ; preds = %1023
  %1029 = atomicrmw volatile add ptr %1011, i32 -1 acq_rel, align 4
  br label %1030

1030:                                             ; preds = %1028, %1026
  %1031 = phi i32 [ %1014, %1026 ], [ %1029, %1028 ]
  %1032 = icmp eq i32 %1031, 1
  br i1 %1032, label %1033, label %1034, !prof !33

1033:                                             ; preds = %1030
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1008) #25
  br label %1034

1034:                                             ; preds = %1033, %1030, %1015, %1007
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #25
  %1035 = load ptr, ptr %208, align 8, !tbaa !23
  %1036 = icmp eq ptr %1035, null
  br i1 %1036, label %1079, label %1037

1037:                                             ; preds = %1034
  %1038 = getelementptr inbounds i8, ptr %1035, i64 8
  %1039 = load atomic i64, ptr %1038 acquire, align 8
  %1040 = icmp eq i64 %1039, 4294967297
  %1041 = trunc i64 %1039 to i32
  br i1 %1040, label %1042, label %1050

1042:                                             ; preds = %1037
  store i32 0, ptr %1038, align 8, !tbaa !25
  %1043 = getelementptr inbounds i8, ptr %1035, i64 12
  store i32 0, ptr %1043, align 4, !tbaa !28
  %1044 = load ptr, ptr %1035, align 8, !tbaa !29
  %1045 = getelementptr inbounds i8, ptr %1044, i64 16
  %1046 = load ptr, ptr %1045, align 8
  call void %1046(ptr noundef nonnull align 8 dereferenceable(16) %1035) #25
  %1047 = load ptr, ptr %1035, align 8, !tbaa !29
  %1048 = getelementptr inbounds i8, ptr %1047, i64 24
  %1049 = load ptr, ptr %1048, align 8
  call void %1049(ptr noundef nonnull align 8 dereferenceable(16) %1035) #25
  br label %1079

1050:                                             ; preds = %1037
  %1051 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1052 = icmp eq i8 %1051, 0
  br i1 %1052, label %1055, label %1053

1053:                                             ; preds = %1050
  %1054 = add nsw i32 %1041, -1
  store i32 %1054, ptr %1038, align 4, !tbaa !32
  br label %1057

1055:                                             ; preds = %1050
  %1056 = atomicrmw volatile add ptr %1038, i32 -1 acq_rel, align 4
  br label %1057

1057:                                             ; preds = %1055, %1053
  %1058 = phi i32 [ %1041, %1053 ], [ %1056, %1055 ]
  %1059 = icmp eq i32 %1058, 1
  br i1 %1059, label %1060, label %1079, !prof !33

1060:                                             ; preds = %1057
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1035) #25
  br label %1079

1061:                                             ; preds = %2
  %1062 = landingpad { ptr, i32 }
          cleanup
  br label %1063

1063:                                             ; preds = %1061, %38
  %1064 = phi { ptr, i32 } [ %1062, %1061 ], [ %39, %38 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  br label %1077

1065:                                             ; preds = %89
  %1066 = landingpad { ptr, i32 }
          cleanup
  br label %1067

1067:                                             ; preds = %1065, %96
  %1068 = phi { ptr, i32 } [ %1066, %1065 ], [ %97, %96 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  br label %1075

1069:                                             ; preds = %147
  %1070 = landingpad { ptr, i32 }
          cleanup
  br label %1071

1071:                                             ; preds = %1069, %155
  %1072 = phi { ptr, i32 } [ %1070, %1069 ], [ %156, %155 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  br label %1073

1073:                                             ; preds = %1071, %978
  %1074 = phi { ptr, i32 } [ %979, %978 ], [ %1072, %1071 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %29) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %27) #25
  br label %1075

1075:                                             ; preds = %1073, %1067
  %1076 = phi { ptr, i32 } [ %1074, %1073 ], [ %1068, %1067 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1077

1077:                                             ; preds = %1075, %1063
  %1078 = phi { ptr, i32 } [ %1076, %1075 ], [ %1064, %1063 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
  resume { ptr, i32 } %1078

1079:                                             ; preds = %1034, %1042, %1057, %1060
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
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
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !144
  store ptr %9, ptr %0, align 8, !tbaa !14
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !14
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #27
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(172) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 120
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 64
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.92", align 8
  %8 = alloca %"class.sycl::_V1::range.92", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !36, !alias.scope !145
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !36, !alias.scope !145
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !36, !alias.scope !145
  store i64 %12, ptr %8, align 8, !tbaa !36, !alias.scope !148
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !36, !alias.scope !148
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !36, !alias.scope !148
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #24
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !151
  store ptr %36, ptr %34, align 8, !tbaa !151
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
  br i1 %53, label %54, label %33, !llvm.loop !153

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
  %61 = load ptr, ptr %1, align 8, !tbaa !89
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !81
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !88, !range !66, !noundef !67
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !154
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #24
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !151
  store ptr %132, ptr %130, align 8, !tbaa !151
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
  br i1 %149, label %150, label %129, !llvm.loop !153

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
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.16)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #25
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
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #25
  %185 = load ptr, ptr %173, align 8, !tbaa !29
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #27
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !154
  %216 = load ptr, ptr %1, align 8, !tbaa !89
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !116
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.92") align 8, ptr noundef byval(%"class.sycl::_V1::range.92") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
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
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.92", align 8
  %8 = alloca %"class.sycl::_V1::range.92", align 8
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #24
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !151
  store ptr %35, ptr %33, align 8, !tbaa !151
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
  br i1 %52, label %53, label %32, !llvm.loop !153

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
  %60 = load ptr, ptr %1, align 8, !tbaa !89
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !81
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !88, !range !66, !noundef !67
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.92") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  %89 = load ptr, ptr %77, align 8, !tbaa !29
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #27
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !161
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #24
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !151
  store ptr %133, ptr %131, align 8, !tbaa !151
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
  br i1 %150, label %151, label %130, !llvm.loop !153

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
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
  %166 = load ptr, ptr %154, align 8, !tbaa !29
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !34

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #27
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !161
  %188 = load ptr, ptr %1, align 8, !tbaa !89
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !116
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.94") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.102", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.101, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !162
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 16, ptr %7, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 32, ptr %8, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #25
  store i64 1024, ptr %9, align 8, !tbaa !36
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.102") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !125, !range !66, !noundef !67
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !36
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !36
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  %29 = load i64, ptr %8, align 8, !tbaa !36
  %30 = mul i64 %29, %27
  %31 = icmp ugt i64 %30, 4294967295
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = urem i64 4294967295, %29
  %34 = xor i64 %33, 4294967295
  br label %35

35:                                               ; preds = %32, %26
  %36 = phi i64 [ %34, %32 ], [ %30, %26 ]
  %37 = mul i64 %29, %28
  %38 = icmp ugt i64 %37, 4294967295
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = urem i64 4294967295, %29
  %41 = xor i64 %40, 4294967295
  br label %42

42:                                               ; preds = %39, %35
  %43 = phi i64 [ %41, %39 ], [ %37, %35 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #25
  store i8 0, ptr %10, align 1, !tbaa !125
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25
  store ptr %1, ptr %11, align 8, !tbaa !164
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !14
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !14
  %46 = load i64, ptr %7, align 8, !tbaa !36
  %47 = urem i64 %2, %46
  %48 = icmp eq i64 %47, 0
  %49 = load i64, ptr %9, align 8
  %50 = icmp ugt i64 %49, %2
  %51 = select i1 %48, i1 true, i1 %50
  br i1 %51, label %59, label %52

52:                                               ; preds = %42
  %53 = add i64 %29, %2
  %54 = freeze i64 %53
  %55 = add i64 %54, -1
  %56 = urem i64 %55, %29
  %57 = sub nuw i64 %55, %56
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %57)
  %58 = load i64, ptr %6, align 8, !tbaa !36
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !36
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !125, !range !66, !noundef !67
  %69 = trunc nuw i8 %68 to i1
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %69, label %72, label %71

71:                                               ; preds = %67
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, i8 0, i64 16, i1 false)
  br label %73

72:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  br label %73

73:                                               ; preds = %72, %71
  %74 = phi i8 [ 1, %72 ], [ 0, %71 ]
  store i8 %74, ptr %0, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #25
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !164
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.21, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.22, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.7)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #25
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !166
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !36
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.23, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !167
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #28
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !169
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !31
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %47, i64 48
  %49 = load ptr, ptr %48, align 8
  %50 = tail call noundef signext i8 %49(ptr noundef nonnull align 8 dereferenceable(570) %36, i8 noundef signext 10)
  br label %51

51:                                               ; preds = %46, %43
  %52 = phi i8 [ %45, %43 ], [ %50, %46 ]
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %30, i8 noundef signext %52)
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %53)
  br label %67

55:                                               ; preds = %3
  %56 = icmp ugt i32 %1, 1
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = zext nneg i32 %1 to i64
  br label %67

59:                                               ; preds = %55
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.7)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !166
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !36
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !172
  store i8 1, ptr %73, align 1, !tbaa !125
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.102") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.92") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4GemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.115") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #24
  store ptr %4, ptr %0, align 8, !tbaa !135
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !137
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !137
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %13 = load ptr, ptr %7, align 8, !tbaa !176
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !176
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !14
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 128, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !137
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %23 = load ptr, ptr %7, align 8, !tbaa !176
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !176
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !14
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 184, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !137
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %33 = load ptr, ptr %7, align 8, !tbaa !176
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !176
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %39 = load ptr, ptr %0, align 8, !tbaa !135
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !137
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #27
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(200) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 200) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(200) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull readonly align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !116
  store ptr %6, ptr %4, align 8, !tbaa !116
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !23
  store ptr %9, ptr %7, align 8, !tbaa !23
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !32
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !32
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %1
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load ptr, ptr %24, align 8, !tbaa !116
  store ptr %25, ptr %23, align 8, !tbaa !116
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !23
  store ptr %28, ptr %26, align 8, !tbaa !23
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !32
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !32
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %34, %20
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %40, ptr noundef nonnull readonly align 8 dereferenceable(40) %41, i64 40, i1 false)
  %42 = getelementptr inbounds i8, ptr %2, i64 128
  %43 = getelementptr inbounds i8, ptr %0, i64 136
  %44 = load ptr, ptr %43, align 8, !tbaa !116
  store ptr %44, ptr %42, align 8, !tbaa !116
  %45 = getelementptr inbounds i8, ptr %2, i64 136
  %46 = getelementptr inbounds i8, ptr %0, i64 144
  %47 = load ptr, ptr %46, align 8, !tbaa !23
  store ptr %47, ptr %45, align 8, !tbaa !23
  %48 = icmp eq ptr %47, null
  br i1 %48, label %58, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !32
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !32
  br label %58

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4
  br label %58

58:                                               ; preds = %39, %53, %56
  %59 = getelementptr inbounds i8, ptr %2, i64 144
  %60 = getelementptr inbounds i8, ptr %0, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %59, ptr noundef nonnull readonly align 8 dereferenceable(40) %60, i64 40, i1 false)
  %61 = getelementptr inbounds i8, ptr %2, i64 184
  %62 = getelementptr inbounds i8, ptr %0, i64 192
  %63 = load float, ptr %62, align 8, !tbaa !119
  store float %63, ptr %61, align 8, !tbaa !119
  %64 = load i64, ptr %2, align 8
  %65 = getelementptr inbounds i8, ptr %2, i64 8
  %66 = load i64, ptr %65, align 8
  %67 = icmp eq i64 %64, 0
  %68 = icmp eq i64 %66, 0
  %69 = select i1 %68, i1 true, i1 %67
  br i1 %69, label %82, label %70

70:                                               ; preds = %58, %73
  %71 = phi i64 [ %80, %73 ], [ 0, %58 ]
  %72 = phi i64 [ %79, %73 ], [ 0, %58 ]
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(172) %4, i64 %72, i64 %71)
          to label %73 unwind label %83

73:                                               ; preds = %70
  %74 = add i64 %72, 1
  %75 = icmp uge i64 %74, %64
  %76 = add i64 %71, 1
  %77 = icmp uge i64 %76, %66
  %78 = select i1 %77, i64 0, i64 %76
  %79 = select i1 %75, i64 0, i64 %74
  %80 = select i1 %75, i64 %78, i64 %71
  %81 = select i1 %75, i1 %77, i1 false
  br i1 %81, label %82, label %70, !llvm.loop !177

82:                                               ; preds = %73, %58
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %4) #25
  ret void

83:                                               ; preds = %70
  %84 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(172) %4) #25
  resume { ptr, i32 } %84
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(172) %0, i64 %1, i64 %2) unnamed_addr #8 align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  %16 = getelementptr inbounds i8, ptr %6, i64 24
  %17 = getelementptr inbounds i8, ptr %6, i64 32
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  %19 = getelementptr inbounds i8, ptr %0, i64 56
  %20 = getelementptr inbounds i8, ptr %0, i64 64
  %21 = getelementptr inbounds i8, ptr %0, i64 72
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  %23 = getelementptr inbounds i8, ptr %7, i64 24
  %24 = getelementptr inbounds i8, ptr %7, i64 32
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  br label %47

26:                                               ; preds = %238, %3
  %27 = phi float [ 0.000000e+00, %3 ], [ %184, %238 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 168
  %29 = load float, ptr %28, align 8, !tbaa !119
  %30 = fmul float %27, %29
  %31 = getelementptr inbounds i8, ptr %0, i64 112
  %32 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %31), !noalias !178
  %33 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %31), !noalias !181
  %34 = load i64, ptr %33, align 8
  %35 = add i64 %34, %1
  %36 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %31), !noalias !184
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load i64, ptr %37, align 8
  %39 = mul i64 %38, %35
  %40 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %31), !noalias !187
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  %42 = load i64, ptr %41, align 8
  %43 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %44 = getelementptr float, ptr %43, i64 %39
  %45 = getelementptr float, ptr %44, i64 %2
  %46 = getelementptr float, ptr %45, i64 %42
  store float %30, ptr %46, align 4, !tbaa !5
  ret void

47:                                               ; preds = %12, %238
  %48 = phi float [ 0.000000e+00, %12 ], [ %184, %238 ]
  %49 = phi i64 [ 0, %12 ], [ %239, %238 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !190)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %50 = load ptr, ptr %0, align 8, !tbaa !116, !noalias !190
  %51 = load ptr, ptr %13, align 8, !tbaa !23, !noalias !190
  %52 = icmp eq ptr %51, null
  br i1 %52, label %63, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !190
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !32, !noalias !190
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !32, !noalias !190
  br label %64

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4, !noalias !190
  %62 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !190
  br label %64

63:                                               ; preds = %47
  store ptr %50, ptr %15, align 8, !tbaa !116, !alias.scope !190
  store ptr null, ptr %16, align 8, !tbaa !23, !alias.scope !190
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %17, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false)
  store i64 %1, ptr %6, align 8, !tbaa !36, !alias.scope !190
  br label %95

64:                                               ; preds = %60, %57
  %65 = phi i8 [ %62, %60 ], [ 1, %57 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false), !noalias !190
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !alias.scope !190
  store ptr %50, ptr %15, align 8, !tbaa !116, !alias.scope !190
  store ptr %51, ptr %16, align 8, !tbaa !23, !alias.scope !190
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = load i32, ptr %54, align 4, !tbaa !32, !noalias !190
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %54, align 4, !tbaa !32, !noalias !190
  br label %72

70:                                               ; preds = %64
  %71 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4, !noalias !190
  br label %72

72:                                               ; preds = %70, %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %17, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %1, ptr %6, align 8, !tbaa !36, !alias.scope !190
  %73 = load atomic i64, ptr %54 acquire, align 8, !noalias !190
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %72
  store i32 0, ptr %54, align 8, !tbaa !25, !noalias !190
  %77 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %77, align 4, !tbaa !28, !noalias !190
  %78 = load ptr, ptr %51, align 8, !tbaa !29, !noalias !190
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8, !noalias !190
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %51) #25, !noalias !190
  %81 = load ptr, ptr %51, align 8, !tbaa !29, !noalias !190
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8, !noalias !190
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %51) #25, !noalias !190
  br label %95

84:                                               ; preds = %72
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !190
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %54, align 4, !tbaa !32, !noalias !190
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4, !noalias !190
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !33

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %51) #25, !noalias !190
  br label %95

95:                                               ; preds = %63, %76, %91, %94
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %49, ptr %18, align 8, !tbaa !36
  %96 = load i64, ptr %6, align 8
  %97 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %98 unwind label %241

98:                                               ; preds = %95
  %99 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %100 unwind label %241

100:                                              ; preds = %98
  %101 = load i64, ptr %99, align 8
  %102 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %103 unwind label %241

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %102, i64 8
  %105 = load i64, ptr %104, align 8
  %106 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %107 unwind label %241

107:                                              ; preds = %103
  %108 = add i64 %101, %96
  %109 = mul i64 %105, %108
  %110 = getelementptr inbounds i8, ptr %106, i64 8
  %111 = load i64, ptr %110, align 8
  %112 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #25
  %113 = getelementptr float, ptr %112, i64 %109
  %114 = getelementptr float, ptr %113, i64 %49
  %115 = getelementptr float, ptr %114, i64 %111
  %116 = load float, ptr %115, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !193)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %117 = load ptr, ptr %19, align 8, !tbaa !116, !noalias !193
  %118 = load ptr, ptr %20, align 8, !tbaa !23, !noalias !193
  %119 = icmp eq ptr %118, null
  br i1 %119, label %130, label %120

120:                                              ; preds = %107
  %121 = getelementptr inbounds i8, ptr %118, i64 8
  %122 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !193
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %127, label %124

124:                                              ; preds = %120
  %125 = load i32, ptr %121, align 4, !tbaa !32, !noalias !193
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %121, align 4, !tbaa !32, !noalias !193
  br label %131

127:                                              ; preds = %120
  %128 = atomicrmw volatile add ptr %121, i32 1 acq_rel, align 4, !noalias !193
  %129 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !193
  br label %131

130:                                              ; preds = %107
  store ptr %117, ptr %22, align 8, !tbaa !116, !alias.scope !193
  store ptr null, ptr %23, align 8, !tbaa !23, !alias.scope !193
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %21, i64 40, i1 false)
  store i64 %49, ptr %7, align 8, !tbaa !36, !alias.scope !193
  br label %162

131:                                              ; preds = %127, %124
  %132 = phi i8 [ %129, %127 ], [ 1, %124 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %21, i64 40, i1 false), !noalias !193
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !193
  store ptr %117, ptr %22, align 8, !tbaa !116, !alias.scope !193
  store ptr %118, ptr %23, align 8, !tbaa !23, !alias.scope !193
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %131
  %135 = load i32, ptr %121, align 4, !tbaa !32, !noalias !193
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %121, align 4, !tbaa !32, !noalias !193
  br label %139

137:                                              ; preds = %131
  %138 = atomicrmw volatile add ptr %121, i32 1 acq_rel, align 4, !noalias !193
  br label %139

139:                                              ; preds = %137, %134
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %49, ptr %7, align 8, !tbaa !36, !alias.scope !193
  %140 = load atomic i64, ptr %121 acquire, align 8, !noalias !193
  %141 = icmp eq i64 %140, 4294967297
  %142 = trunc i64 %140 to i32
  br i1 %141, label %143, label %151

143:                                              ; preds = %139
  store i32 0, ptr %121, align 8, !tbaa !25, !noalias !193
  %144 = getelementptr inbounds i8, ptr %118, i64 12
  store i32 0, ptr %144, align 4, !tbaa !28, !noalias !193
  %145 = load ptr, ptr %118, align 8, !tbaa !29, !noalias !193
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8, !noalias !193
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %118) #25, !noalias !193
  %148 = load ptr, ptr %118, align 8, !tbaa !29, !noalias !193
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load ptr, ptr %149, align 8, !noalias !193
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %118) #25, !noalias !193
  br label %162

151:                                              ; preds = %139
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !193
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %151
  %155 = add nsw i32 %142, -1
  store i32 %155, ptr %121, align 4, !tbaa !32, !noalias !193
  br label %158

156:                                              ; preds = %151
  %157 = atomicrmw volatile add ptr %121, i32 -1 acq_rel, align 4, !noalias !193
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %142, %154 ], [ %157, %156 ]
  %160 = icmp eq i32 %159, 1
  br i1 %160, label %161, label %162, !prof !33

161:                                              ; preds = %158
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %118) #25, !noalias !193
  br label %162

162:                                              ; preds = %161, %158, %143, %130
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %2, ptr %25, align 8, !tbaa !36
  %163 = load i64, ptr %7, align 8
  %164 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %165 unwind label %243

165:                                              ; preds = %162
  %166 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %167 unwind label %243

167:                                              ; preds = %165
  %168 = load i64, ptr %166, align 8
  %169 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %170 unwind label %243

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %169, i64 8
  %172 = load i64, ptr %171, align 8
  %173 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %174 unwind label %243

174:                                              ; preds = %170
  %175 = add i64 %168, %163
  %176 = mul i64 %172, %175
  %177 = getelementptr inbounds i8, ptr %173, i64 8
  %178 = load i64, ptr %177, align 8
  %179 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  %180 = getelementptr float, ptr %179, i64 %176
  %181 = getelementptr float, ptr %180, i64 %2
  %182 = getelementptr float, ptr %181, i64 %178
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = call float @llvm.fmuladd.f32(float %116, float %183, float %48)
  %185 = load ptr, ptr %23, align 8, !tbaa !23
  %186 = icmp eq ptr %185, null
  br i1 %186, label %211, label %187

187:                                              ; preds = %174
  %188 = getelementptr inbounds i8, ptr %185, i64 8
  %189 = load atomic i64, ptr %188 acquire, align 8
  %190 = icmp eq i64 %189, 4294967297
  %191 = trunc i64 %189 to i32
  br i1 %190, label %192, label %200

192:                                              ; preds = %187
  store i32 0, ptr %188, align 8, !tbaa !25
  %193 = getelementptr inbounds i8, ptr %185, i64 12
  store i32 0, ptr %193, align 4, !tbaa !28
  %194 = load ptr, ptr %185, align 8, !tbaa !29
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load ptr, ptr %195, align 8
  call void %196(ptr noundef nonnull align 8 dereferenceable(16) %185) #25
  %197 = load ptr, ptr %185, align 8, !tbaa !29
  %198 = getelementptr inbounds i8, ptr %197, i64 24
  %199 = load ptr, ptr %198, align 8
  call void %199(ptr noundef nonnull align 8 dereferenceable(16) %185) #25
  br label %211

200:                                              ; preds = %187
  %201 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %205, label %203

203:                                              ; preds = %200
  %204 = add nsw i32 %191, -1
  store i32 %204, ptr %188, align 4, !tbaa !32
  br label %207

205:                                              ; preds = %200
  %206 = atomicrmw volatile add ptr %188, i32 -1 acq_rel, align 4
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi i32 [ %191, %203 ], [ %206, %205 ]
  %209 = icmp eq i32 %208, 1
  br i1 %209, label %210, label %211, !prof !33

210:                                              ; preds = %207
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %185) #25
  br label %211

211:                                              ; preds = %174, %192, %207, %210
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #25
  %212 = load ptr, ptr %16, align 8, !tbaa !23
  %213 = icmp eq ptr %212, null
  br i1 %213, label %238, label %214

214:                                              ; preds = %211
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
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %212) #25
  %224 = load ptr, ptr %212, align 8, !tbaa !29
  %225 = getelementptr inbounds i8, ptr %224, i64 24
  %226 = load ptr, ptr %225, align 8
  call void %226(ptr noundef nonnull align 8 dereferenceable(16) %212) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %212) #25
  br label %238

238:                                              ; preds = %211, %219, %234, %237
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #25
  %239 = add nuw i64 %49, 1
  %240 = icmp eq i64 %239, %10
  br i1 %240, label %26, label %47, !llvm.loop !196

241:                                              ; preds = %103, %100, %98, %95
  %242 = landingpad { ptr, i32 }
          cleanup
  br label %245

243:                                              ; preds = %170, %167, %165, %162
  %244 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #25
  br label %245

245:                                              ; preds = %243, %241
  %246 = phi { ptr, i32 } [ %244, %243 ], [ %242, %241 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %6) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #25
  resume { ptr, i32 } %246
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !176
  %6 = load ptr, ptr %0, align 8, !tbaa !14
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.26) #28
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #24
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
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
  %41 = load ptr, ptr %38, align 8, !tbaa !137
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !135
  store ptr %45, ptr %4, align 8, !tbaa !176
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !137
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4GemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.115") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #24
  store ptr %4, ptr %0, align 8, !tbaa !135
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !137
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 56, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 112, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !137
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %13 = load ptr, ptr %7, align 8, !tbaa !176
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !176
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !14
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 168, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !137
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !173
  %23 = load ptr, ptr %7, align 8, !tbaa !176
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !176
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
  %29 = load ptr, ptr %0, align 8, !tbaa !135
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !137
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #27
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(184) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 184) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(184) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.90, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !116
  store ptr %4, ptr %2, align 8, !tbaa !116
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !116
  store ptr %23, ptr %21, align 8, !tbaa !116
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
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
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 112
  %41 = getelementptr inbounds i8, ptr %0, i64 120
  %42 = load ptr, ptr %41, align 8, !tbaa !116
  store ptr %42, ptr %40, align 8, !tbaa !116
  %43 = getelementptr inbounds i8, ptr %2, i64 120
  %44 = getelementptr inbounds i8, ptr %0, i64 128
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
  %57 = getelementptr inbounds i8, ptr %2, i64 128
  %58 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %57, ptr noundef nonnull readonly align 8 dereferenceable(40) %58, i64 40, i1 false)
  %59 = getelementptr inbounds i8, ptr %2, i64 168
  %60 = getelementptr inbounds i8, ptr %0, i64 176
  %61 = load float, ptr %60, align 8, !tbaa !119
  store float %61, ptr %59, align 8, !tbaa !119
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(172) %2, i64 0, i64 0)
          to label %62 unwind label %63

62:                                               ; preds = %56
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %2) #25
  ret void

63:                                               ; preds = %56
  %64 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(172) %2) #25
  resume { ptr, i32 } %64
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

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
!56 = distinct !{!56, !57, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!58 = !{!59, !56}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!61 = !{!62, !15, i64 24}
!62 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !18, i64 0, !15, i64 24}
!63 = !{!64, !65, i64 0}
!64 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !65, i64 0}
!65 = !{!"bool", !7, i64 0}
!66 = !{i8 0, i8 2}
!67 = !{}
!68 = distinct !{!68, !10}
!69 = distinct !{!69, !10}
!70 = distinct !{!70, !10}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!73 = distinct !{!73, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!74 = !{!75, !37, i64 0}
!75 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!76 = !{!77, !37, i64 16}
!77 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !78, i64 0, !75, i64 8, !37, i64 16}
!78 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!79 = !{!80, !15, i64 0}
!80 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !15, i64 0}
!81 = !{!82, !37, i64 32}
!82 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !83, i64 0, !86, i64 16, !37, i64 32, !65, i64 40}
!83 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !84, i64 0}
!84 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !85, i64 0}
!85 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!86 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !87, i64 0}
!87 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!88 = !{!82, !65, i64 40}
!89 = !{!85, !15, i64 0}
!90 = !{!91, !15, i64 8}
!91 = !{!"_ZTSSt9type_info", !15, i64 8}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!94 = distinct !{!94, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!95 = !{!96, !15, i64 0}
!96 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !15, i64 0}
!97 = !{!98, !100, i64 32}
!98 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !99, i64 24, !100, i64 28, !100, i64 32, !15, i64 40, !101, i64 48, !7, i64 64, !27, i64 192, !15, i64 200, !102, i64 208}
!99 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!100 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!101 = !{!"_ZTSNSt8ios_base6_WordsE", !15, i64 0, !37, i64 8}
!102 = !{!"_ZTSSt6locale", !15, i64 0}
!103 = !{!104, !15, i64 24}
!104 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !18, i64 0, !15, i64 24}
!105 = !{!106, !15, i64 16}
!106 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!107 = !{!106, !15, i64 0}
!108 = !{!106, !15, i64 8}
!109 = distinct !{!109, !10}
!110 = !{!111, !15, i64 0}
!111 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !15, i64 0, !15, i64 8, !15, i64 16, !15, i64 24}
!112 = !{!113, !113, i64 0}
!113 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!114 = !{!111, !15, i64 8}
!115 = !{!111, !15, i64 16}
!116 = !{!117, !15, i64 0}
!117 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!118 = !{!111, !15, i64 24}
!119 = !{!120, !6, i64 168}
!120 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi2EEEE_", !121, i64 0, !121, i64 56, !124, i64 112, !6, i64 168}
!121 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !122, i64 0, !15, i64 16, !7, i64 24}
!122 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !123, i64 0}
!123 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !117, i64 0}
!124 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !122, i64 0, !15, i64 16, !7, i64 24}
!125 = !{!65, !65, i64 0}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4GemmEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!128 = distinct !{!128, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4GemmEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!131 = distinct !{!131, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!134 = distinct !{!134, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!135 = !{!136, !15, i64 0}
!136 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!137 = !{!136, !15, i64 16}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!143 = distinct !{!143, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!144 = !{i64 0, i64 8, !14, i64 8, i64 8, !14, i64 16, i64 8, !14, i64 24, i64 8, !14}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!147 = distinct !{!147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!151 = !{!152, !15, i64 0}
!152 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!153 = distinct !{!153, !10}
!154 = !{!121, !15, i64 16}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!161 = !{!124, !15, i64 16}
!162 = !{!163, !65, i64 0}
!163 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !65, i64 0}
!164 = !{!165, !15, i64 0}
!165 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !15, i64 0, !15, i64 8, !15, i64 16}
!166 = !{!165, !15, i64 8}
!167 = !{!168, !15, i64 240}
!168 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !98, i64 0, !15, i64 216, !7, i64 224, !65, i64 225, !15, i64 232, !15, i64 240, !15, i64 248, !15, i64 256}
!169 = !{!170, !7, i64 56}
!170 = !{!"_ZTSSt5ctypeIcE", !171, i64 0, !15, i64 16, !65, i64 24, !15, i64 32, !15, i64 40, !15, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!171 = !{!"_ZTSNSt6locale5facetE", !27, i64 8}
!172 = !{!165, !15, i64 16}
!173 = !{i64 0, i64 4, !174, i64 4, i64 4, !32, i64 8, i64 4, !32}
!174 = !{!175, !175, i64 0}
!175 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!176 = !{!136, !15, i64 8}
!177 = distinct !{!177, !10}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!180 = distinct !{!180, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!183 = distinct !{!183, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!186 = distinct !{!186, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!189 = distinct !{!189, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!192 = distinct !{!192, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!195 = distinct !{!195, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!196 = distinct !{!196, !10}
