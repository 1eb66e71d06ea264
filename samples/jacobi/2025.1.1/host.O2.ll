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
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.19" }
%"class.std::shared_ptr.19" = type { %"class.std::__shared_ptr.20" }
%"class.std::__shared_ptr.20" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.22" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.13" }
%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.116" = type { %"struct.std::_Vector_base.117" }
%"struct.std::_Vector_base.117" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.93" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::detail::array.92" = type { [3 x i64] }
%"class.std::tuple.95" = type { %"struct.std::_Tuple_impl.96" }
%"struct.std::_Tuple_impl.96" = type { %"struct.std::_Tuple_impl.97", %"struct.std::_Head_base.99" }
%"struct.std::_Tuple_impl.97" = type { %"struct.std::_Head_base.98" }
%"struct.std::_Head_base.98" = type { i8 }
%"struct.std::_Head_base.99" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.91 }
%class.anon.91 = type <{ %"class.sycl::_V1::accessor.87", %"class.sycl::_V1::accessor", float, [4 x i8] }>
%"class.sycl::_V1::accessor.87" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.83" }
%"class.std::shared_ptr.83" = type { %"class.std::__shared_ptr.84" }
%"class.std::__shared_ptr.84" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.103" = type { %"struct.std::_Tuple_impl.104" }
%"struct.std::_Tuple_impl.104" = type { %"struct.std::_Tuple_impl.97", %"struct.std::_Head_base.105" }
%"struct.std::_Head_base.105" = type { %"struct.std::array" }
%class.anon.102 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.100", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id.100" = type { %"class.sycl::_V1::detail::array" }

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

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10JacobiStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10JacobiStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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

@.str = private unnamed_addr constant [11 x i8] c"jacobi.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"FAIL at %zu: %f != %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"PASS center=%f\0A\00", align 1
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
@.str.24 = private unnamed_addr constant [17 x i8] c"_ZTS10JacobiStep\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.26 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.27 = private unnamed_addr constant [58 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10JacobiStepEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.50", align 8
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
  %16 = alloca %"class.sycl::_V1::event", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = tail call noalias noundef nonnull dereferenceable(16384) ptr @_Znwm(i64 noundef 16384) #23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16384) %18, i8 0, i64 16384, i1 false), !tbaa !5
  %19 = invoke noalias noundef nonnull dereferenceable(16384) ptr @_Znwm(i64 noundef 16384) #23
          to label %20 unwind label %52

20:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16384) %19, i8 0, i64 16384, i1 false), !tbaa !5
  %21 = getelementptr inbounds i8, ptr %18, i64 16
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %18, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %19, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %18, i64 32
  %24 = getelementptr inbounds i8, ptr %18, i64 48
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %23, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %19, i64 32
  %26 = getelementptr inbounds i8, ptr %19, i64 48
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %25, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %18, i64 64
  %28 = getelementptr inbounds i8, ptr %18, i64 80
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %27, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %19, i64 64
  %30 = getelementptr inbounds i8, ptr %19, i64 80
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %29, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %18, i64 96
  %32 = getelementptr inbounds i8, ptr %18, i64 112
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %31, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %19, i64 96
  %34 = getelementptr inbounds i8, ptr %19, i64 112
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %33, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %18, i64 128
  %36 = getelementptr inbounds i8, ptr %18, i64 144
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %35, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %36, align 4, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %19, i64 128
  %38 = getelementptr inbounds i8, ptr %19, i64 144
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %37, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %38, align 4, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %18, i64 160
  %40 = getelementptr inbounds i8, ptr %18, i64 176
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %39, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %19, i64 160
  %42 = getelementptr inbounds i8, ptr %19, i64 176
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %41, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %42, align 4, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %18, i64 192
  %44 = getelementptr inbounds i8, ptr %18, i64 208
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %43, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %44, align 4, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %19, i64 192
  %46 = getelementptr inbounds i8, ptr %19, i64 208
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %45, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %46, align 4, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %18, i64 224
  %48 = getelementptr inbounds i8, ptr %18, i64 240
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %47, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %19, i64 224
  %50 = getelementptr inbounds i8, ptr %19, i64 240
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %49, align 4, !tbaa !5
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %50, align 4, !tbaa !5
  %51 = invoke noalias noundef nonnull dereferenceable(16384) ptr @_Znwm(i64 noundef 16384) #23
          to label %54 unwind label %249

52:                                               ; preds = %0
  %53 = landingpad { ptr, i32 }
          cleanup
  br label %516

54:                                               ; preds = %20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16384) %51, ptr noundef nonnull align 4 dereferenceable(16384) %18, i64 16384, i1 false)
  %55 = invoke noalias noundef nonnull dereferenceable(16384) ptr @_Znwm(i64 noundef 16384) #23
          to label %56 unwind label %251

56:                                               ; preds = %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16384) %55, ptr noundef nonnull align 4 dereferenceable(16384) %19, i64 16384, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store float 2.500000e-01, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  %57 = getelementptr inbounds i8, ptr %4, i64 16
  %58 = getelementptr inbounds i8, ptr %4, i64 24
  %59 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %59, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %4, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %58, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %57, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %60 unwind label %68

60:                                               ; preds = %56
  %61 = load ptr, ptr %57, align 8, !tbaa !14
  %62 = icmp eq ptr %61, null
  br i1 %62, label %78, label %63

63:                                               ; preds = %60
  %64 = invoke noundef zeroext i1 %61(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %78 unwind label %65

65:                                               ; preds = %63
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #25
  unreachable

68:                                               ; preds = %56
  %69 = landingpad { ptr, i32 }
          cleanup
  %70 = load ptr, ptr %57, align 8, !tbaa !14
  %71 = icmp eq ptr %70, null
  br i1 %71, label %77, label %72

72:                                               ; preds = %68
  %73 = invoke noundef zeroext i1 %70(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %77 unwind label %74

74:                                               ; preds = %72
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  call void @__clang_call_terminate(ptr %76) #25
  unreachable

77:                                               ; preds = %72, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  br label %510

78:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  %79 = getelementptr inbounds i8, ptr %7, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %7, i64 16
  %82 = load ptr, ptr %81, align 8, !tbaa !17
  %83 = icmp eq ptr %80, %82
  br i1 %83, label %118, label %84

84:                                               ; preds = %78, %113
  %85 = phi ptr [ %114, %113 ], [ %80, %78 ]
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !18
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %84
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !20
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !23
  %96 = load ptr, ptr %87, align 8, !tbaa !24
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  %99 = load ptr, ptr %87, align 8, !tbaa !24
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !27
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !28

112:                                              ; preds = %109
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

113:                                              ; preds = %112, %109, %94, %84
  %114 = getelementptr inbounds i8, ptr %85, i64 16
  %115 = icmp eq ptr %114, %82
  br i1 %115, label %116, label %84, !llvm.loop !29

116:                                              ; preds = %113
  %117 = load ptr, ptr %79, align 8, !tbaa !15
  br label %118

118:                                              ; preds = %116, %78
  %119 = phi ptr [ %117, %116 ], [ %80, %78 ]
  %120 = icmp eq ptr %119, null
  br i1 %120, label %127, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %7, i64 24
  %123 = load ptr, ptr %122, align 8, !tbaa !31
  %124 = ptrtoint ptr %123 to i64
  %125 = ptrtoint ptr %119 to i64
  %126 = sub i64 %124, %125
  call void @_ZdlPvm(ptr noundef nonnull %119, i64 noundef %126) #26
  br label %127

127:                                              ; preds = %118, %121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #24
  store i64 64, ptr %9, align 8, !tbaa !32
  %128 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 64, ptr %128, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %11, align 8, !tbaa !34, !alias.scope !36
  %129 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.1, ptr %129, align 8, !tbaa !39, !alias.scope !36
  %130 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 29, ptr %130, align 8, !tbaa !40, !alias.scope !36
  %131 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 28, ptr %131, align 8, !tbaa !41, !alias.scope !36
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %8, ptr noundef nonnull %18, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %132 unwind label %253

132:                                              ; preds = %127
  %133 = getelementptr inbounds i8, ptr %10, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !15
  %135 = getelementptr inbounds i8, ptr %10, i64 16
  %136 = load ptr, ptr %135, align 8, !tbaa !17
  %137 = icmp eq ptr %134, %136
  br i1 %137, label %172, label %138

138:                                              ; preds = %132, %167
  %139 = phi ptr [ %168, %167 ], [ %134, %132 ]
  %140 = getelementptr inbounds i8, ptr %139, i64 8
  %141 = load ptr, ptr %140, align 8, !tbaa !18
  %142 = icmp eq ptr %141, null
  br i1 %142, label %167, label %143

143:                                              ; preds = %138
  %144 = getelementptr inbounds i8, ptr %141, i64 8
  %145 = load atomic i64, ptr %144 acquire, align 8
  %146 = icmp eq i64 %145, 4294967297
  %147 = trunc i64 %145 to i32
  br i1 %146, label %148, label %156

148:                                              ; preds = %143
  store i32 0, ptr %144, align 8, !tbaa !20
  %149 = getelementptr inbounds i8, ptr %141, i64 12
  store i32 0, ptr %149, align 4, !tbaa !23
  %150 = load ptr, ptr %141, align 8, !tbaa !24
  %151 = getelementptr inbounds i8, ptr %150, i64 16
  %152 = load ptr, ptr %151, align 8
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %141) #24
  %153 = load ptr, ptr %141, align 8, !tbaa !24
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load ptr, ptr %154, align 8
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %141) #24
  br label %167

156:                                              ; preds = %143
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %161, label %159

159:                                              ; preds = %156
  %160 = add nsw i32 %147, -1
  store i32 %160, ptr %144, align 4, !tbaa !27
  br label %163

161:                                              ; preds = %156
  %162 = atomicrmw volatile add ptr %144, i32 -1 acq_rel, align 4
  br label %163

163:                                              ; preds = %161, %159
  %164 = phi i32 [ %147, %159 ], [ %162, %161 ]
  %165 = icmp eq i32 %164, 1
  br i1 %165, label %166, label %167, !prof !28

166:                                              ; preds = %163
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %141) #24
  br label %167

167:                                              ; preds = %166, %163, %148, %138
  %168 = getelementptr inbounds i8, ptr %139, i64 16
  %169 = icmp eq ptr %168, %136
  br i1 %169, label %170, label %138, !llvm.loop !29

170:                                              ; preds = %167
  %171 = load ptr, ptr %133, align 8, !tbaa !15
  br label %172

172:                                              ; preds = %170, %132
  %173 = phi ptr [ %171, %170 ], [ %134, %132 ]
  %174 = icmp eq ptr %173, null
  br i1 %174, label %181, label %175

175:                                              ; preds = %172
  %176 = getelementptr inbounds i8, ptr %10, i64 24
  %177 = load ptr, ptr %176, align 8, !tbaa !31
  %178 = ptrtoint ptr %177 to i64
  %179 = ptrtoint ptr %173 to i64
  %180 = sub i64 %178, %179
  call void @_ZdlPvm(ptr noundef nonnull %173, i64 noundef %180) #26
  br label %181

181:                                              ; preds = %172, %175
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #24
  store i64 64, ptr %13, align 8, !tbaa !32
  %182 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 64, ptr %182, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !34, !alias.scope !42
  %183 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %183, align 8, !tbaa !39, !alias.scope !42
  %184 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 30, ptr %184, align 8, !tbaa !40, !alias.scope !42
  %185 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 28, ptr %185, align 8, !tbaa !41, !alias.scope !42
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %19, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %186 unwind label %255

186:                                              ; preds = %181
  %187 = getelementptr inbounds i8, ptr %14, i64 8
  %188 = load ptr, ptr %187, align 8, !tbaa !15
  %189 = getelementptr inbounds i8, ptr %14, i64 16
  %190 = load ptr, ptr %189, align 8, !tbaa !17
  %191 = icmp eq ptr %188, %190
  br i1 %191, label %226, label %192

192:                                              ; preds = %186, %221
  %193 = phi ptr [ %222, %221 ], [ %188, %186 ]
  %194 = getelementptr inbounds i8, ptr %193, i64 8
  %195 = load ptr, ptr %194, align 8, !tbaa !18
  %196 = icmp eq ptr %195, null
  br i1 %196, label %221, label %197

197:                                              ; preds = %192
  %198 = getelementptr inbounds i8, ptr %195, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !20
  %203 = getelementptr inbounds i8, ptr %195, i64 12
  store i32 0, ptr %203, align 4, !tbaa !23
  %204 = load ptr, ptr %195, align 8, !tbaa !24
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  %207 = load ptr, ptr %195, align 8, !tbaa !24
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  br label %221

210:                                              ; preds = %197
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = add nsw i32 %201, -1
  store i32 %214, ptr %198, align 4, !tbaa !27
  br label %217

215:                                              ; preds = %210
  %216 = atomicrmw volatile add ptr %198, i32 -1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %213
  %218 = phi i32 [ %201, %213 ], [ %216, %215 ]
  %219 = icmp eq i32 %218, 1
  br i1 %219, label %220, label %221, !prof !28

220:                                              ; preds = %217
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  br label %221

221:                                              ; preds = %220, %217, %202, %192
  %222 = getelementptr inbounds i8, ptr %193, i64 16
  %223 = icmp eq ptr %222, %190
  br i1 %223, label %224, label %192, !llvm.loop !29

224:                                              ; preds = %221
  %225 = load ptr, ptr %187, align 8, !tbaa !15
  br label %226

226:                                              ; preds = %224, %186
  %227 = phi ptr [ %225, %224 ], [ %188, %186 ]
  %228 = icmp eq ptr %227, null
  br i1 %228, label %235, label %229

229:                                              ; preds = %226
  %230 = getelementptr inbounds i8, ptr %14, i64 24
  %231 = load ptr, ptr %230, align 8, !tbaa !31
  %232 = ptrtoint ptr %231 to i64
  %233 = ptrtoint ptr %227 to i64
  %234 = sub i64 %232, %233
  call void @_ZdlPvm(ptr noundef nonnull %227, i64 noundef %234) #26
  br label %235

235:                                              ; preds = %226, %229
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  %236 = getelementptr inbounds i8, ptr %17, i64 8
  %237 = getelementptr inbounds i8, ptr %17, i64 16
  %238 = getelementptr inbounds i8, ptr %17, i64 24
  %239 = getelementptr inbounds i8, ptr %3, i64 16
  %240 = getelementptr inbounds i8, ptr %3, i64 24
  %241 = getelementptr inbounds i8, ptr %2, i64 8
  %242 = getelementptr inbounds i8, ptr %16, i64 8
  br label %257

243:                                              ; preds = %353
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #24
  %244 = load float, ptr %5, align 4
  %245 = getelementptr i8, ptr %55, i64 -4
  %246 = getelementptr inbounds i8, ptr %55, i64 4
  %247 = getelementptr i8, ptr %51, i64 -4
  %248 = getelementptr inbounds i8, ptr %51, i64 4
  br label %364

249:                                              ; preds = %20
  %250 = landingpad { ptr, i32 }
          cleanup
  br label %514

251:                                              ; preds = %54
  %252 = landingpad { ptr, i32 }
          cleanup
  br label %512

253:                                              ; preds = %127
  %254 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24
  br label %362

255:                                              ; preds = %181
  %256 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  br label %360

257:                                              ; preds = %235, %353
  %258 = phi i32 [ 0, %235 ], [ %354, %353 ]
  %259 = and i32 %258, 1
  %260 = icmp eq i32 %259, 0
  %261 = select i1 %260, ptr %8, ptr %12
  %262 = select i1 %260, ptr %12, ptr %8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #24
  store ptr @.str, ptr %17, align 8, !tbaa !34, !alias.scope !45
  store ptr @.str.1, ptr %236, align 8, !tbaa !39, !alias.scope !45
  store i64 34, ptr %237, align 8, !tbaa !40, !alias.scope !45
  store i64 7, ptr %238, align 8, !tbaa !41, !alias.scope !45
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !48
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #24, !noalias !51
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %263 unwind label %356

263:                                              ; preds = %257
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24, !noalias !51
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %268 unwind label %264, !noalias !51

264:                                              ; preds = %263
  %265 = landingpad { ptr, i32 }
          cleanup
  br label %324

266:                                              ; preds = %268
  %267 = landingpad { ptr, i32 }
          cleanup
  br label %322

268:                                              ; preds = %263
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false), !noalias !51
  %269 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %270 unwind label %266, !noalias !51

270:                                              ; preds = %268
  store ptr %261, ptr %269, align 16, !noalias !48
  %271 = getelementptr inbounds i8, ptr %269, i64 8
  store ptr %262, ptr %271, align 8, !noalias !48
  %272 = getelementptr inbounds i8, ptr %269, i64 16
  store ptr %5, ptr %272, align 16, !noalias !48
  store ptr %269, ptr %3, align 8, !tbaa !9, !noalias !51
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %240, align 8, !tbaa !54, !noalias !51
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %239, align 8, !tbaa !14, !noalias !51
  %273 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %274 unwind label %313, !noalias !51

274:                                              ; preds = %270
  %275 = load i8, ptr %1, align 1, !tbaa !56, !range !59, !noalias !51, !noundef !60
  %276 = trunc nuw i8 %275 to i1
  %277 = xor i1 %276, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %16, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %273, i1 noundef zeroext %277)
          to label %278 unwind label %313

278:                                              ; preds = %274
  %279 = load ptr, ptr %239, align 8, !tbaa !14, !noalias !51
  %280 = icmp eq ptr %279, null
  br i1 %280, label %286, label %281

281:                                              ; preds = %278
  %282 = invoke noundef zeroext i1 %279(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %286 unwind label %283

283:                                              ; preds = %281
  %284 = landingpad { ptr, i32 }
          catch ptr null
  %285 = extractvalue { ptr, i32 } %284, 0
  call void @__clang_call_terminate(ptr %285) #25
  unreachable

286:                                              ; preds = %281, %278
  %287 = load ptr, ptr %241, align 8, !tbaa !18, !noalias !51
  %288 = icmp eq ptr %287, null
  br i1 %288, label %326, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds i8, ptr %287, i64 8
  %291 = load atomic i64, ptr %290 acquire, align 8
  %292 = icmp eq i64 %291, 4294967297
  %293 = trunc i64 %291 to i32
  br i1 %292, label %294, label %302

294:                                              ; preds = %289
  store i32 0, ptr %290, align 8, !tbaa !20
  %295 = getelementptr inbounds i8, ptr %287, i64 12
  store i32 0, ptr %295, align 4, !tbaa !23
  %296 = load ptr, ptr %287, align 8, !tbaa !24
  %297 = getelementptr inbounds i8, ptr %296, i64 16
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %287) #24
  %299 = load ptr, ptr %287, align 8, !tbaa !24
  %300 = getelementptr inbounds i8, ptr %299, i64 24
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %287) #24
  br label %326

302:                                              ; preds = %289
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !51
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %307, label %305

305:                                              ; preds = %302
  %306 = add nsw i32 %293, -1
  store i32 %306, ptr %290, align 4, !tbaa !27
  br label %309

307:                                              ; preds = %302
  %308 = atomicrmw volatile add ptr %290, i32 -1 acq_rel, align 4
  br label %309

309:                                              ; preds = %307, %305
  %310 = phi i32 [ %293, %305 ], [ %308, %307 ]
  %311 = icmp eq i32 %310, 1
  br i1 %311, label %312, label %326, !prof !28

312:                                              ; preds = %309
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %287) #24
  br label %326

313:                                              ; preds = %274, %270
  %314 = landingpad { ptr, i32 }
          cleanup
  %315 = load ptr, ptr %239, align 8, !tbaa !14, !noalias !51
  %316 = icmp eq ptr %315, null
  br i1 %316, label %322, label %317

317:                                              ; preds = %313
  %318 = invoke noundef zeroext i1 %315(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %322 unwind label %319

319:                                              ; preds = %317
  %320 = landingpad { ptr, i32 }
          catch ptr null
  %321 = extractvalue { ptr, i32 } %320, 0
  call void @__clang_call_terminate(ptr %321) #25
  unreachable

322:                                              ; preds = %317, %313, %266
  %323 = phi { ptr, i32 } [ %267, %266 ], [ %314, %313 ], [ %314, %317 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #24
  br label %324

324:                                              ; preds = %322, %264
  %325 = phi { ptr, i32 } [ %323, %322 ], [ %265, %264 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24, !noalias !51
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #24, !noalias !51
  br label %358

326:                                              ; preds = %312, %309, %294, %286
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24, !noalias !51
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #24, !noalias !51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !48
  %327 = load ptr, ptr %242, align 8, !tbaa !18
  %328 = icmp eq ptr %327, null
  br i1 %328, label %353, label %329

329:                                              ; preds = %326
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
  call void %338(ptr noundef nonnull align 8 dereferenceable(16) %327) #24
  %339 = load ptr, ptr %327, align 8, !tbaa !24
  %340 = getelementptr inbounds i8, ptr %339, i64 24
  %341 = load ptr, ptr %340, align 8
  call void %341(ptr noundef nonnull align 8 dereferenceable(16) %327) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %327) #24
  br label %353

353:                                              ; preds = %326, %334, %349, %352
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  %354 = add nuw nsw i32 %258, 1
  %355 = icmp eq i32 %354, 4
  br i1 %355, label %243, label %257, !llvm.loop !61

356:                                              ; preds = %257
  %357 = landingpad { ptr, i32 }
          cleanup
  br label %358

358:                                              ; preds = %324, %356
  %359 = phi { ptr, i32 } [ %357, %356 ], [ %325, %324 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  br label %360

360:                                              ; preds = %358, %255
  %361 = phi { ptr, i32 } [ %359, %358 ], [ %256, %255 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #24
  br label %362

362:                                              ; preds = %360, %253
  %363 = phi { ptr, i32 } [ %361, %360 ], [ %254, %253 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  br label %510

364:                                              ; preds = %243, %444
  %365 = phi i32 [ 0, %243 ], [ %445, %444 ]
  %366 = and i32 %365, 1
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %368, label %406

368:                                              ; preds = %364, %374
  %369 = phi i64 [ %375, %374 ], [ 0, %364 ]
  %370 = shl nuw nsw i64 %369, 6
  %371 = getelementptr inbounds float, ptr %51, i64 %370
  %372 = load float, ptr %371, align 4, !tbaa !5
  %373 = getelementptr inbounds float, ptr %55, i64 %370
  store float %372, ptr %373, align 4, !tbaa !5
  br label %377

374:                                              ; preds = %400
  %375 = add nuw nsw i64 %369, 1
  %376 = icmp eq i64 %375, 64
  br i1 %376, label %444, label %368, !llvm.loop !62

377:                                              ; preds = %400, %368
  %378 = phi i64 [ 1, %368 ], [ %404, %400 ]
  %379 = icmp eq i64 %378, 63
  br i1 %379, label %381, label %380

380:                                              ; preds = %377
  switch i64 %369, label %385 [
    i64 63, label %381
    i64 0, label %381
  ]

381:                                              ; preds = %380, %380, %377
  %382 = add nuw nsw i64 %378, %370
  %383 = getelementptr inbounds float, ptr %51, i64 %382
  %384 = load float, ptr %383, align 4, !tbaa !5
  br label %400

385:                                              ; preds = %380
  %386 = getelementptr float, ptr %371, i64 %378
  %387 = getelementptr i8, ptr %386, i64 -256
  %388 = load float, ptr %387, align 4, !tbaa !5
  %389 = getelementptr inbounds i8, ptr %386, i64 256
  %390 = load float, ptr %389, align 4, !tbaa !5
  %391 = fadd float %388, %390
  %392 = or disjoint i64 %378, %370
  %393 = getelementptr float, ptr %247, i64 %392
  %394 = load float, ptr %393, align 4, !tbaa !5
  %395 = fadd float %391, %394
  %396 = getelementptr inbounds float, ptr %248, i64 %392
  %397 = load float, ptr %396, align 4, !tbaa !5
  %398 = fadd float %395, %397
  %399 = fmul float %244, %398
  br label %400

400:                                              ; preds = %385, %381
  %401 = phi i64 [ %392, %385 ], [ %382, %381 ]
  %402 = phi float [ %399, %385 ], [ %384, %381 ]
  %403 = getelementptr inbounds float, ptr %55, i64 %401
  store float %402, ptr %403, align 4, !tbaa !5
  %404 = add nuw nsw i64 %378, 1
  %405 = icmp eq i64 %404, 64
  br i1 %405, label %374, label %377, !llvm.loop !63

406:                                              ; preds = %364, %412
  %407 = phi i64 [ %413, %412 ], [ 0, %364 ]
  %408 = shl nuw nsw i64 %407, 6
  %409 = getelementptr inbounds float, ptr %55, i64 %408
  %410 = load float, ptr %409, align 4, !tbaa !5
  %411 = getelementptr inbounds float, ptr %51, i64 %408
  store float %410, ptr %411, align 4, !tbaa !5
  br label %415

412:                                              ; preds = %438
  %413 = add nuw nsw i64 %407, 1
  %414 = icmp eq i64 %413, 64
  br i1 %414, label %444, label %406, !llvm.loop !62

415:                                              ; preds = %438, %406
  %416 = phi i64 [ 1, %406 ], [ %442, %438 ]
  %417 = icmp eq i64 %416, 63
  br i1 %417, label %419, label %418

418:                                              ; preds = %415
  switch i64 %407, label %423 [
    i64 63, label %419
    i64 0, label %419
  ]

419:                                              ; preds = %418, %418, %415
  %420 = add nuw nsw i64 %416, %408
  %421 = getelementptr inbounds float, ptr %55, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !5
  br label %438

423:                                              ; preds = %418
  %424 = getelementptr float, ptr %409, i64 %416
  %425 = getelementptr i8, ptr %424, i64 -256
  %426 = load float, ptr %425, align 4, !tbaa !5
  %427 = getelementptr inbounds i8, ptr %424, i64 256
  %428 = load float, ptr %427, align 4, !tbaa !5
  %429 = fadd float %426, %428
  %430 = or disjoint i64 %416, %408
  %431 = getelementptr float, ptr %245, i64 %430
  %432 = load float, ptr %431, align 4, !tbaa !5
  %433 = fadd float %429, %432
  %434 = getelementptr inbounds float, ptr %246, i64 %430
  %435 = load float, ptr %434, align 4, !tbaa !5
  %436 = fadd float %433, %435
  %437 = fmul float %244, %436
  br label %438

438:                                              ; preds = %423, %419
  %439 = phi i64 [ %430, %423 ], [ %420, %419 ]
  %440 = phi float [ %437, %423 ], [ %422, %419 ]
  %441 = getelementptr inbounds float, ptr %51, i64 %439
  store float %440, ptr %441, align 4, !tbaa !5
  %442 = add nuw nsw i64 %416, 1
  %443 = icmp eq i64 %442, 64
  br i1 %443, label %412, label %415, !llvm.loop !63

444:                                              ; preds = %412, %374
  %445 = add nuw nsw i32 %365, 1
  %446 = icmp eq i32 %445, 4
  br i1 %446, label %447, label %364, !llvm.loop !65

447:                                              ; preds = %444, %465
  %448 = phi i64 [ %466, %465 ], [ 0, %444 ]
  %449 = getelementptr inbounds float, ptr %18, i64 %448
  %450 = load float, ptr %449, align 4, !tbaa !5
  %451 = getelementptr inbounds float, ptr %51, i64 %448
  %452 = load float, ptr %451, align 4, !tbaa !5
  %453 = fsub float %450, %452
  %454 = call noundef float @llvm.fabs.f32(float %453)
  %455 = fcmp ogt float %454, 0x3EB0C6F7A0000000
  br i1 %455, label %468, label %456

456:                                              ; preds = %447
  %457 = or disjoint i64 %448, 1
  %458 = getelementptr inbounds float, ptr %18, i64 %457
  %459 = load float, ptr %458, align 4, !tbaa !5
  %460 = getelementptr inbounds float, ptr %51, i64 %457
  %461 = load float, ptr %460, align 4, !tbaa !5
  %462 = fsub float %459, %461
  %463 = call noundef float @llvm.fabs.f32(float %462)
  %464 = fcmp ogt float %463, 0x3EB0C6F7A0000000
  br i1 %464, label %468, label %465

465:                                              ; preds = %456
  %466 = add nuw nsw i64 %448, 2
  %467 = icmp eq i64 %466, 4096
  br i1 %467, label %475, label %447, !llvm.loop !66

468:                                              ; preds = %456, %447
  %469 = phi i64 [ %448, %447 ], [ %457, %456 ]
  %470 = phi float [ %450, %447 ], [ %459, %456 ]
  %471 = phi float [ %452, %447 ], [ %461, %456 ]
  %472 = fpext float %470 to double
  %473 = fpext float %471 to double
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %469, double noundef %472, double noundef %473)
  br label %480

475:                                              ; preds = %465
  %476 = getelementptr inbounds i8, ptr %18, i64 384
  %477 = load float, ptr %476, align 4, !tbaa !5
  %478 = fpext float %477 to double
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %478)
  br label %480

480:                                              ; preds = %468, %475
  %481 = phi i32 [ 0, %475 ], [ 1, %468 ]
  %482 = getelementptr inbounds i8, ptr %6, i64 8
  %483 = load ptr, ptr %482, align 8, !tbaa !18
  %484 = icmp eq ptr %483, null
  br i1 %484, label %509, label %485

485:                                              ; preds = %480
  %486 = getelementptr inbounds i8, ptr %483, i64 8
  %487 = load atomic i64, ptr %486 acquire, align 8
  %488 = icmp eq i64 %487, 4294967297
  %489 = trunc i64 %487 to i32
  br i1 %488, label %490, label %498

490:                                              ; preds = %485
  store i32 0, ptr %486, align 8, !tbaa !20
  %491 = getelementptr inbounds i8, ptr %483, i64 12
  store i32 0, ptr %491, align 4, !tbaa !23
  %492 = load ptr, ptr %483, align 8, !tbaa !24
  %493 = getelementptr inbounds i8, ptr %492, i64 16
  %494 = load ptr, ptr %493, align 8
  call void %494(ptr noundef nonnull align 8 dereferenceable(16) %483) #24
  %495 = load ptr, ptr %483, align 8, !tbaa !24
  %496 = getelementptr inbounds i8, ptr %495, i64 24
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %483) #24
  br label %509

498:                                              ; preds = %485
  %499 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %500 = icmp eq i8 %499, 0
  br i1 %500, label %503, label %501

501:                                              ; preds = %498
  %502 = add nsw i32 %489, -1
  store i32 %502, ptr %486, align 4, !tbaa !27
  br label %505

503:                                              ; preds = %498
  %504 = atomicrmw volatile add ptr %486, i32 -1 acq_rel, align 4
  br label %505

505:                                              ; preds = %503, %501
  %506 = phi i32 [ %489, %501 ], [ %504, %503 ]
  %507 = icmp eq i32 %506, 1
  br i1 %507, label %508, label %509, !prof !28

508:                                              ; preds = %505
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %483) #24
  br label %509

509:                                              ; preds = %480, %490, %505, %508
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @_ZdlPvm(ptr noundef nonnull %55, i64 noundef 16384) #26
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef 16384) #26
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef 16384) #26
  call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef 16384) #26
  ret i32 %481

510:                                              ; preds = %362, %77
  %511 = phi { ptr, i32 } [ %363, %362 ], [ %69, %77 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @_ZdlPvm(ptr noundef nonnull %55, i64 noundef 16384) #26
  br label %512

512:                                              ; preds = %510, %251
  %513 = phi { ptr, i32 } [ %511, %510 ], [ %252, %251 ]
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef 16384) #26
  br label %514

514:                                              ; preds = %512, %249
  %515 = phi { ptr, i32 } [ %513, %512 ], [ %250, %249 ]
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef 16384) #26
  br label %516

516:                                              ; preds = %514, %52
  %517 = phi { ptr, i32 } [ %515, %514 ], [ %53, %52 ]
  call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef 16384) #26
  resume { ptr, i32 } %517
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
  %8 = load i64, ptr %2, align 8, !tbaa !32
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !32
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !67
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !24, !noalias !67
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !70, !noalias !67
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !72, !noalias !67
  store ptr %13, ptr %6, align 8, !tbaa !75
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #24
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !77
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !84
  %27 = load ptr, ptr %0, align 8, !tbaa !85
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !86
  %29 = load i8, ptr %28, align 1, !tbaa !26
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !88)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !32, !noalias !88
  store <2 x i64> %33, ptr %7, align 16, !tbaa !32, !alias.scope !88
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !32, !alias.scope !88
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !24
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
  %14 = load ptr, ptr %9, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #25
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  %11 = load ptr, ptr %10, align 8, !tbaa !91
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !91
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
  %18 = load ptr, ptr %2, align 8, !tbaa !91
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
  %29 = load ptr, ptr %26, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !24
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !93
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
  %6 = alloca %"class.std::function.22", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !99
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
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  %25 = load ptr, ptr %13, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
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
  %8 = load ptr, ptr %7, align 8, !tbaa !101
  store ptr %8, ptr %6, align 16, !tbaa !101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !103
  %12 = load ptr, ptr %10, align 8, !tbaa !104
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !91
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !105

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !103
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !101
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !103
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !104
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !91
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !105

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !103
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !101
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #16

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #18

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !70
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
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
  %3 = load i64, ptr %2, align 8, !tbaa !72
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !70
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
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.std::vector.116", align 8
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca { ptr, [32 x i8] }, align 8
  %10 = alloca %"class.std::vector.116", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.std::tuple.95", align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %14 = alloca { ptr, [32 x i8] }, align 8
  %15 = alloca { ptr, [32 x i8] }, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %17 = alloca %class.anon.91, align 8
  %18 = alloca %class.anon.91, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca i32, align 4
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::accessor", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.87", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %class.anon.91, align 8
  %28 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %23) #24
  %29 = load ptr, ptr %28, align 8, !tbaa !106
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str, ptr %22, align 8
  %30 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.15, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 35, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 24, ptr %32, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %23, ptr noundef nonnull align 8 dereferenceable(41) %29, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %33 unwind label %1305

33:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #24
  store i32 5, ptr %21, align 4, !tbaa !108
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %36 unwind label %34

34:                                               ; preds = %33
  %35 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #24
  br label %1307

36:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %37 = getelementptr inbounds i8, ptr %24, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %24, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !17
  %41 = icmp eq ptr %38, %40
  br i1 %41, label %76, label %42

42:                                               ; preds = %36, %71
  %43 = phi ptr [ %72, %71 ], [ %38, %36 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !18
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !20
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !23
  %54 = load ptr, ptr %45, align 8, !tbaa !24
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  %57 = load ptr, ptr %45, align 8, !tbaa !24
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !27
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !28

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

71:                                               ; preds = %70, %67, %52, %42
  %72 = getelementptr inbounds i8, ptr %43, i64 16
  %73 = icmp eq ptr %72, %40
  br i1 %73, label %74, label %42, !llvm.loop !29

74:                                               ; preds = %71
  %75 = load ptr, ptr %37, align 8, !tbaa !15
  br label %76

76:                                               ; preds = %74, %36
  %77 = phi ptr [ %75, %74 ], [ %38, %36 ]
  %78 = icmp eq ptr %77, null
  br i1 %78, label %85, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %24, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !31
  %82 = ptrtoint ptr %81 to i64
  %83 = ptrtoint ptr %77 to i64
  %84 = sub i64 %82, %83
  call void @_ZdlPvm(ptr noundef nonnull %77, i64 noundef %84) #26
  br label %85

85:                                               ; preds = %79, %76
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #24
  %86 = getelementptr inbounds i8, ptr %28, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !110
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #24
  %88 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %88, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %89 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.15, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 36, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 24, ptr %91, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, ptr noundef nonnull align 8 dereferenceable(41) %87, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %92 unwind label %1309

92:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #24
  store i32 5, ptr %19, align 4, !tbaa !108
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %87, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %95 unwind label %93

93:                                               ; preds = %92
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #24
  br label %1311

95:                                               ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %96 = load ptr, ptr %88, align 8, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %26, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !17
  %99 = icmp eq ptr %96, %98
  br i1 %99, label %134, label %100

100:                                              ; preds = %95, %129
  %101 = phi ptr [ %130, %129 ], [ %96, %95 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !18
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %100
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !20
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !23
  %112 = load ptr, ptr %103, align 8, !tbaa !24
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #24
  %115 = load ptr, ptr %103, align 8, !tbaa !24
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #24
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !27
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !28

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #24
  br label %129

129:                                              ; preds = %128, %125, %110, %100
  %130 = getelementptr inbounds i8, ptr %101, i64 16
  %131 = icmp eq ptr %130, %98
  br i1 %131, label %132, label %100, !llvm.loop !29

132:                                              ; preds = %129
  %133 = load ptr, ptr %88, align 8, !tbaa !15
  br label %134

134:                                              ; preds = %132, %95
  %135 = phi ptr [ %133, %132 ], [ %96, %95 ]
  %136 = icmp eq ptr %135, null
  br i1 %136, label %143, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %26, i64 24
  %139 = load ptr, ptr %138, align 8, !tbaa !31
  %140 = ptrtoint ptr %139 to i64
  %141 = ptrtoint ptr %135 to i64
  %142 = sub i64 %140, %141
  call void @_ZdlPvm(ptr noundef nonnull %135, i64 noundef %142) #26
  br label %143

143:                                              ; preds = %137, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #24
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %27) #24
  %144 = load ptr, ptr %25, align 8, !tbaa !111
  store ptr %144, ptr %27, align 8, !tbaa !111
  %145 = getelementptr inbounds i8, ptr %27, i64 8
  %146 = getelementptr inbounds i8, ptr %25, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !18
  store ptr %147, ptr %145, align 8, !tbaa !18
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %143
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !27
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !27
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %143
  %159 = getelementptr inbounds i8, ptr %27, i64 16
  %160 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %159, ptr noundef nonnull align 8 dereferenceable(40) %160, i64 40, i1 false)
  %161 = getelementptr inbounds i8, ptr %27, i64 56
  %162 = load ptr, ptr %23, align 8, !tbaa !111
  store ptr %162, ptr %161, align 8, !tbaa !111
  %163 = getelementptr inbounds i8, ptr %27, i64 64
  %164 = getelementptr inbounds i8, ptr %23, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !18
  store ptr %165, ptr %163, align 8, !tbaa !18
  %166 = icmp eq ptr %165, null
  br i1 %166, label %176, label %167

167:                                              ; preds = %158
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %174, label %171

171:                                              ; preds = %167
  %172 = load i32, ptr %168, align 4, !tbaa !27
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %168, align 4, !tbaa !27
  br label %176

174:                                              ; preds = %167
  %175 = atomicrmw volatile add ptr %168, i32 1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %171, %158
  %177 = getelementptr inbounds i8, ptr %27, i64 72
  %178 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %177, ptr noundef nonnull align 8 dereferenceable(40) %178, i64 40, i1 false)
  %179 = getelementptr inbounds i8, ptr %27, i64 112
  %180 = getelementptr inbounds i8, ptr %28, i64 16
  %181 = load ptr, ptr %180, align 8, !tbaa !113
  %182 = load float, ptr %181, align 4, !tbaa !5
  store float %182, ptr %179, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %18)
  %183 = load ptr, ptr %27, align 8, !tbaa !111
  store ptr %183, ptr %18, align 8, !tbaa !111
  %184 = getelementptr inbounds i8, ptr %18, i64 8
  %185 = load ptr, ptr %145, align 8, !tbaa !18
  store ptr %185, ptr %184, align 8, !tbaa !18
  %186 = icmp eq ptr %185, null
  br i1 %186, label %196, label %187

187:                                              ; preds = %176
  %188 = getelementptr inbounds i8, ptr %185, i64 8
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %194, label %191

191:                                              ; preds = %187
  %192 = load i32, ptr %188, align 4, !tbaa !27
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %188, align 4, !tbaa !27
  br label %196

194:                                              ; preds = %187
  %195 = atomicrmw volatile add ptr %188, i32 1 acq_rel, align 4
  br label %196

196:                                              ; preds = %194, %191, %176
  %197 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %197, ptr noundef nonnull readonly align 8 dereferenceable(40) %159, i64 40, i1 false)
  %198 = getelementptr inbounds i8, ptr %18, i64 56
  %199 = load ptr, ptr %161, align 8, !tbaa !111
  store ptr %199, ptr %198, align 8, !tbaa !111
  %200 = getelementptr inbounds i8, ptr %18, i64 64
  %201 = load ptr, ptr %163, align 8, !tbaa !18
  store ptr %201, ptr %200, align 8, !tbaa !18
  %202 = icmp eq ptr %201, null
  br i1 %202, label %212, label %203

203:                                              ; preds = %196
  %204 = getelementptr inbounds i8, ptr %201, i64 8
  %205 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %210, label %207

207:                                              ; preds = %203
  %208 = load i32, ptr %204, align 4, !tbaa !27
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %204, align 4, !tbaa !27
  br label %212

210:                                              ; preds = %203
  %211 = atomicrmw volatile add ptr %204, i32 1 acq_rel, align 4
  br label %212

212:                                              ; preds = %210, %207, %196
  %213 = getelementptr inbounds i8, ptr %18, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %213, ptr noundef nonnull readonly align 8 dereferenceable(40) %177, i64 40, i1 false)
  %214 = getelementptr inbounds i8, ptr %18, i64 112
  %215 = load float, ptr %179, align 8, !tbaa !114
  store float %215, ptr %214, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %17)
  %216 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %217 unwind label %1193

217:                                              ; preds = %212
  %218 = icmp eq i32 %216, 0
  br i1 %218, label %228, label %219

219:                                              ; preds = %217
  %220 = call ptr @__cxa_allocate_exception(i64 64) #24
  %221 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %222 = extractvalue { i32, ptr } %221, 0
  %223 = extractvalue { i32, ptr } %221, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %220, i32 %222, ptr %223, ptr noundef nonnull @.str.18)
          to label %226 unwind label %224

224:                                              ; preds = %219
  %225 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %220) #24
  br label %1195

226:                                              ; preds = %219
  invoke void @__cxa_throw(ptr nonnull %220, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %227 unwind label %1193

227:                                              ; preds = %226
  unreachable

228:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #24
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.95") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 64, i64 64)
          to label %229 unwind label %1193

229:                                              ; preds = %228
  %230 = getelementptr inbounds i8, ptr %12, i64 8
  %231 = load i8, ptr %12, align 8, !tbaa !120, !range !59, !noundef !60
  %232 = trunc nuw i8 %231 to i1
  br i1 %232, label %233, label %769

233:                                              ; preds = %229
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %13) #24
  %234 = load ptr, ptr %18, align 8, !tbaa !111
  %235 = load ptr, ptr %184, align 8, !tbaa !18
  %236 = icmp eq ptr %235, null
  br i1 %236, label %246, label %237

237:                                              ; preds = %233
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %237
  %242 = load i32, ptr %238, align 4, !tbaa !27
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %238, align 4, !tbaa !27
  br label %246

244:                                              ; preds = %237
  %245 = atomicrmw volatile add ptr %238, i32 1 acq_rel, align 4
  br label %246

246:                                              ; preds = %244, %241, %233
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, ptr noundef nonnull align 8 dereferenceable(40) %197, i64 40, i1 false)
  %247 = load ptr, ptr %198, align 8, !tbaa !111
  %248 = load ptr, ptr %200, align 8, !tbaa !18
  %249 = icmp eq ptr %248, null
  br i1 %249, label %259, label %250

250:                                              ; preds = %246
  %251 = getelementptr inbounds i8, ptr %248, i64 8
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %257, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 4, !tbaa !27
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %251, align 4, !tbaa !27
  br label %259

257:                                              ; preds = %250
  %258 = atomicrmw volatile add ptr %251, i32 1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %254, %246
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %15, ptr noundef nonnull align 8 dereferenceable(40) %213, i64 40, i1 false)
  %260 = load float, ptr %214, align 8, !tbaa !114
  call void @llvm.experimental.noalias.scope.decl(metadata !121)
  store i64 64, ptr %13, align 8, !alias.scope !121
  %261 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 64, ptr %261, align 8, !alias.scope !121
  %262 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %234, ptr %262, align 8, !tbaa !111, !alias.scope !121
  %263 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %235, ptr %263, align 8, !tbaa !18, !alias.scope !121
  br i1 %236, label %273, label %264

264:                                              ; preds = %259
  %265 = getelementptr inbounds i8, ptr %235, i64 8
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !121
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %271, label %268

268:                                              ; preds = %264
  %269 = load i32, ptr %265, align 4, !tbaa !27, !noalias !121
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %265, align 4, !tbaa !27, !noalias !121
  br label %273

271:                                              ; preds = %264
  %272 = atomicrmw volatile add ptr %265, i32 1 acq_rel, align 4, !noalias !121
  br label %273

273:                                              ; preds = %271, %268, %259
  %274 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %274, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false)
  %275 = getelementptr inbounds i8, ptr %13, i64 72
  store ptr %247, ptr %275, align 8, !tbaa !111, !alias.scope !121
  %276 = getelementptr inbounds i8, ptr %13, i64 80
  store ptr %248, ptr %276, align 8, !tbaa !18, !alias.scope !121
  br i1 %249, label %286, label %277

277:                                              ; preds = %273
  %278 = getelementptr inbounds i8, ptr %248, i64 8
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !121
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %284, label %281

281:                                              ; preds = %277
  %282 = load i32, ptr %278, align 4, !tbaa !27, !noalias !121
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %278, align 4, !tbaa !27, !noalias !121
  br label %289

284:                                              ; preds = %277
  %285 = atomicrmw volatile add ptr %278, i32 1 acq_rel, align 4, !noalias !121
  br label %289

286:                                              ; preds = %273
  %287 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %287, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  %288 = getelementptr inbounds i8, ptr %13, i64 128
  store float %260, ptr %288, align 8, !tbaa !114, !alias.scope !121
  br label %314

289:                                              ; preds = %284, %281
  %290 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %290, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  %291 = getelementptr inbounds i8, ptr %13, i64 128
  store float %260, ptr %291, align 8, !tbaa !114, !alias.scope !121
  %292 = load atomic i64, ptr %278 acquire, align 8
  %293 = icmp eq i64 %292, 4294967297
  %294 = trunc i64 %292 to i32
  br i1 %293, label %295, label %303

295:                                              ; preds = %289
  store i32 0, ptr %278, align 8, !tbaa !20
  %296 = getelementptr inbounds i8, ptr %248, i64 12
  store i32 0, ptr %296, align 4, !tbaa !23
  %297 = load ptr, ptr %248, align 8, !tbaa !24
  %298 = getelementptr inbounds i8, ptr %297, i64 16
  %299 = load ptr, ptr %298, align 8
  call void %299(ptr noundef nonnull align 8 dereferenceable(16) %248) #24
  %300 = load ptr, ptr %248, align 8, !tbaa !24
  %301 = getelementptr inbounds i8, ptr %300, i64 24
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %248) #24
  br label %314

303:                                              ; preds = %289
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %308, label %306

306:                                              ; preds = %303
  %307 = add nsw i32 %294, -1
  store i32 %307, ptr %278, align 4, !tbaa !27
  br label %310

308:                                              ; preds = %303
  %309 = atomicrmw volatile add ptr %278, i32 -1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %306
  %311 = phi i32 [ %294, %306 ], [ %309, %308 ]
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %314, !prof !28

313:                                              ; preds = %310
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %248) #24
  br label %314

314:                                              ; preds = %313, %310, %295, %286
  %315 = phi ptr [ %291, %313 ], [ %291, %310 ], [ %291, %295 ], [ %288, %286 ]
  %316 = phi ptr [ %290, %313 ], [ %290, %310 ], [ %290, %295 ], [ %287, %286 ]
  br i1 %236, label %341, label %317

317:                                              ; preds = %314
  %318 = getelementptr inbounds i8, ptr %235, i64 8
  %319 = load atomic i64, ptr %318 acquire, align 8
  %320 = icmp eq i64 %319, 4294967297
  %321 = trunc i64 %319 to i32
  br i1 %320, label %322, label %330

322:                                              ; preds = %317
  store i32 0, ptr %318, align 8, !tbaa !20
  %323 = getelementptr inbounds i8, ptr %235, i64 12
  store i32 0, ptr %323, align 4, !tbaa !23
  %324 = load ptr, ptr %235, align 8, !tbaa !24
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load ptr, ptr %325, align 8
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %235) #24
  %327 = load ptr, ptr %235, align 8, !tbaa !24
  %328 = getelementptr inbounds i8, ptr %327, i64 24
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %235) #24
  br label %341

330:                                              ; preds = %317
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %335, label %333

333:                                              ; preds = %330
  %334 = add nsw i32 %321, -1
  store i32 %334, ptr %318, align 4, !tbaa !27
  br label %337

335:                                              ; preds = %330
  %336 = atomicrmw volatile add ptr %318, i32 -1 acq_rel, align 4
  br label %337

337:                                              ; preds = %335, %333
  %338 = phi i32 [ %321, %333 ], [ %336, %335 ]
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %340, label %341, !prof !28

340:                                              ; preds = %337
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %235) #24
  br label %341

341:                                              ; preds = %340, %337, %322, %314
  %342 = load ptr, ptr %263, align 8, !tbaa !18
  %343 = icmp eq ptr %342, null
  br i1 %343, label %353, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %351, label %348

348:                                              ; preds = %344
  %349 = load i32, ptr %345, align 4, !tbaa !27
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %345, align 4, !tbaa !27
  br label %353

351:                                              ; preds = %344
  %352 = atomicrmw volatile add ptr %345, i32 1 acq_rel, align 4
  br label %353

353:                                              ; preds = %351, %348, %341
  %354 = load ptr, ptr %276, align 8, !tbaa !18
  %355 = icmp eq ptr %354, null
  br i1 %355, label %365, label %356

356:                                              ; preds = %353
  %357 = getelementptr inbounds i8, ptr %354, i64 8
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %363, label %360

360:                                              ; preds = %356
  %361 = load i32, ptr %357, align 4, !tbaa !27
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %357, align 4, !tbaa !27
  br label %365

363:                                              ; preds = %356
  %364 = atomicrmw volatile add ptr %357, i32 1 acq_rel, align 4
  br label %365

365:                                              ; preds = %363, %360, %353
  br i1 %343, label %375, label %366

366:                                              ; preds = %365
  %367 = getelementptr inbounds i8, ptr %342, i64 8
  %368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %369 = icmp eq i8 %368, 0
  br i1 %369, label %373, label %370

370:                                              ; preds = %366
  %371 = load i32, ptr %367, align 4, !tbaa !27
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr %367, align 4, !tbaa !27
  br label %375

373:                                              ; preds = %366
  %374 = atomicrmw volatile add ptr %367, i32 1 acq_rel, align 4
  br label %375

375:                                              ; preds = %373, %370, %365
  br i1 %355, label %408, label %376

376:                                              ; preds = %375
  %377 = getelementptr inbounds i8, ptr %354, i64 8
  %378 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %379 = icmp eq i8 %378, 0
  br i1 %379, label %383, label %380

380:                                              ; preds = %376
  %381 = load i32, ptr %377, align 4, !tbaa !27
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr %377, align 4, !tbaa !27
  br label %385

383:                                              ; preds = %376
  %384 = atomicrmw volatile add ptr %377, i32 1 acq_rel, align 4
  br label %385

385:                                              ; preds = %383, %380
  %386 = load atomic i64, ptr %377 acquire, align 8
  %387 = icmp eq i64 %386, 4294967297
  %388 = trunc i64 %386 to i32
  br i1 %387, label %389, label %397

389:                                              ; preds = %385
  store i32 0, ptr %377, align 8, !tbaa !20
  %390 = getelementptr inbounds i8, ptr %354, i64 12
  store i32 0, ptr %390, align 4, !tbaa !23
  %391 = load ptr, ptr %354, align 8, !tbaa !24
  %392 = getelementptr inbounds i8, ptr %391, i64 16
  %393 = load ptr, ptr %392, align 8
  call void %393(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  %394 = load ptr, ptr %354, align 8, !tbaa !24
  %395 = getelementptr inbounds i8, ptr %394, i64 24
  %396 = load ptr, ptr %395, align 8
  call void %396(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  br label %408

397:                                              ; preds = %385
  %398 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %402, label %400

400:                                              ; preds = %397
  %401 = add nsw i32 %388, -1
  store i32 %401, ptr %377, align 4, !tbaa !27
  br label %404

402:                                              ; preds = %397
  %403 = atomicrmw volatile add ptr %377, i32 -1 acq_rel, align 4
  br label %404

404:                                              ; preds = %402, %400
  %405 = phi i32 [ %388, %400 ], [ %403, %402 ]
  %406 = icmp eq i32 %405, 1
  br i1 %406, label %407, label %408, !prof !28

407:                                              ; preds = %404
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  br label %408

408:                                              ; preds = %407, %404, %389, %375
  br i1 %343, label %433, label %409

409:                                              ; preds = %408
  %410 = getelementptr inbounds i8, ptr %342, i64 8
  %411 = load atomic i64, ptr %410 acquire, align 8
  %412 = icmp eq i64 %411, 4294967297
  %413 = trunc i64 %411 to i32
  br i1 %412, label %414, label %422

414:                                              ; preds = %409
  store i32 0, ptr %410, align 8, !tbaa !20
  %415 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %415, align 4, !tbaa !23
  %416 = load ptr, ptr %342, align 8, !tbaa !24
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load ptr, ptr %417, align 8
  call void %418(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  %419 = load ptr, ptr %342, align 8, !tbaa !24
  %420 = getelementptr inbounds i8, ptr %419, i64 24
  %421 = load ptr, ptr %420, align 8
  call void %421(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %433

422:                                              ; preds = %409
  %423 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %424 = icmp eq i8 %423, 0
  br i1 %424, label %427, label %425

425:                                              ; preds = %422
  %426 = add nsw i32 %413, -1
  store i32 %426, ptr %410, align 4, !tbaa !27
  br label %429

427:                                              ; preds = %422
  %428 = atomicrmw volatile add ptr %410, i32 -1 acq_rel, align 4
  br label %429

429:                                              ; preds = %427, %425
  %430 = phi i32 [ %413, %425 ], [ %428, %427 ]
  %431 = icmp eq i32 %430, 1
  br i1 %431, label %432, label %433, !prof !28

432:                                              ; preds = %429
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %433

433:                                              ; preds = %432, %429, %414, %408
  br i1 %355, label %458, label %434

434:                                              ; preds = %433
  %435 = getelementptr inbounds i8, ptr %354, i64 8
  %436 = load atomic i64, ptr %435 acquire, align 8
  %437 = icmp eq i64 %436, 4294967297
  %438 = trunc i64 %436 to i32
  br i1 %437, label %439, label %447

439:                                              ; preds = %434
  store i32 0, ptr %435, align 8, !tbaa !20
  %440 = getelementptr inbounds i8, ptr %354, i64 12
  store i32 0, ptr %440, align 4, !tbaa !23
  %441 = load ptr, ptr %354, align 8, !tbaa !24
  %442 = getelementptr inbounds i8, ptr %441, i64 16
  %443 = load ptr, ptr %442, align 8
  call void %443(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  %444 = load ptr, ptr %354, align 8, !tbaa !24
  %445 = getelementptr inbounds i8, ptr %444, i64 24
  %446 = load ptr, ptr %445, align 8
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  br label %458

447:                                              ; preds = %434
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %452, label %450

450:                                              ; preds = %447
  %451 = add nsw i32 %438, -1
  store i32 %451, ptr %435, align 4, !tbaa !27
  br label %454

452:                                              ; preds = %447
  %453 = atomicrmw volatile add ptr %435, i32 -1 acq_rel, align 4
  br label %454

454:                                              ; preds = %452, %450
  %455 = phi i32 [ %438, %450 ], [ %453, %452 ]
  %456 = icmp eq i32 %455, 1
  br i1 %456, label %457, label %458, !prof !28

457:                                              ; preds = %454
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %354) #24
  br label %458

458:                                              ; preds = %457, %454, %439, %433
  br i1 %343, label %483, label %459

459:                                              ; preds = %458
  %460 = getelementptr inbounds i8, ptr %342, i64 8
  %461 = load atomic i64, ptr %460 acquire, align 8
  %462 = icmp eq i64 %461, 4294967297
  %463 = trunc i64 %461 to i32
  br i1 %462, label %464, label %472

464:                                              ; preds = %459
  store i32 0, ptr %460, align 8, !tbaa !20
  %465 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %465, align 4, !tbaa !23
  %466 = load ptr, ptr %342, align 8, !tbaa !24
  %467 = getelementptr inbounds i8, ptr %466, i64 16
  %468 = load ptr, ptr %467, align 8
  call void %468(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  %469 = load ptr, ptr %342, align 8, !tbaa !24
  %470 = getelementptr inbounds i8, ptr %469, i64 24
  %471 = load ptr, ptr %470, align 8
  call void %471(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %483

472:                                              ; preds = %459
  %473 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %474 = icmp eq i8 %473, 0
  br i1 %474, label %477, label %475

475:                                              ; preds = %472
  %476 = add nsw i32 %463, -1
  store i32 %476, ptr %460, align 4, !tbaa !27
  br label %479

477:                                              ; preds = %472
  %478 = atomicrmw volatile add ptr %460, i32 -1 acq_rel, align 4
  br label %479

479:                                              ; preds = %477, %475
  %480 = phi i32 [ %463, %475 ], [ %478, %477 ]
  %481 = icmp eq i32 %480, 1
  br i1 %481, label %482, label %483, !prof !28

482:                                              ; preds = %479
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %483

483:                                              ; preds = %482, %479, %464, %458
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.24)
          to label %484 unwind label %761

484:                                              ; preds = %483
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  %485 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %485, align 16, !alias.scope !124
  %486 = load <2 x i64>, ptr %230, align 8
  store <2 x i64> %486, ptr %11, align 16, !tbaa !32, !alias.scope !124
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i1 noundef zeroext false, i32 noundef 2)
          to label %487 unwind label %761

487:                                              ; preds = %484
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %488 = getelementptr inbounds i8, ptr %16, i64 16
  %489 = load ptr, ptr %262, align 8, !tbaa !111
  store ptr %489, ptr %488, align 8, !tbaa !111
  %490 = getelementptr inbounds i8, ptr %16, i64 24
  %491 = load ptr, ptr %263, align 8, !tbaa !18
  store ptr null, ptr %263, align 8, !tbaa !18
  store ptr %491, ptr %490, align 8, !tbaa !18
  store ptr null, ptr %262, align 8, !tbaa !111
  %492 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %492, ptr noundef nonnull align 8 dereferenceable(40) %274, i64 40, i1 false)
  %493 = getelementptr inbounds i8, ptr %16, i64 72
  %494 = load ptr, ptr %275, align 8, !tbaa !111
  store ptr %494, ptr %493, align 8, !tbaa !111
  %495 = getelementptr inbounds i8, ptr %16, i64 80
  %496 = load ptr, ptr %276, align 8, !tbaa !18
  store ptr null, ptr %276, align 8, !tbaa !18
  store ptr %496, ptr %495, align 8, !tbaa !18
  store ptr null, ptr %275, align 8, !tbaa !111
  %497 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %497, ptr noundef nonnull align 8 dereferenceable(40) %316, i64 40, i1 false)
  %498 = getelementptr inbounds i8, ptr %16, i64 128
  %499 = load float, ptr %315, align 8, !tbaa !114
  store float %499, ptr %498, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9)
  %500 = invoke noalias noundef nonnull dereferenceable(144) ptr @_Znwm(i64 noundef 144) #23
          to label %501 unwind label %763

501:                                              ; preds = %487
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %502 = icmp eq ptr %491, null
  br i1 %502, label %514, label %503

503:                                              ; preds = %501
  %504 = getelementptr inbounds i8, ptr %491, i64 8
  %505 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %506 = icmp eq i8 %505, 0
  br i1 %506, label %510, label %507

507:                                              ; preds = %503
  %508 = load i32, ptr %504, align 4, !tbaa !27, !noalias !127
  %509 = add nsw i32 %508, 1
  store i32 %509, ptr %504, align 4, !tbaa !27, !noalias !127
  br label %514

510:                                              ; preds = %503
  %511 = atomicrmw volatile add ptr %504, i32 1 acq_rel, align 4, !noalias !127
  %512 = load ptr, ptr %493, align 8, !tbaa !111, !noalias !127
  %513 = load ptr, ptr %495, align 8, !tbaa !18, !noalias !127
  br label %514

514:                                              ; preds = %510, %507, %501
  %515 = phi ptr [ %513, %510 ], [ %496, %507 ], [ %496, %501 ]
  %516 = phi ptr [ %512, %510 ], [ %494, %507 ], [ %494, %501 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull readonly align 8 dereferenceable(40) %492, i64 40, i1 false), !noalias !127
  %517 = icmp eq ptr %515, null
  br i1 %517, label %527, label %518

518:                                              ; preds = %514
  %519 = getelementptr inbounds i8, ptr %515, i64 8
  %520 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %521 = icmp eq i8 %520, 0
  br i1 %521, label %525, label %522

522:                                              ; preds = %518
  %523 = load i32, ptr %519, align 4, !tbaa !27, !noalias !127
  %524 = add nsw i32 %523, 1
  store i32 %524, ptr %519, align 4, !tbaa !27, !noalias !127
  br label %527

525:                                              ; preds = %518
  %526 = atomicrmw volatile add ptr %519, i32 1 acq_rel, align 4, !noalias !127
  br label %527

527:                                              ; preds = %525, %522, %514
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull readonly align 8 dereferenceable(40) %497, i64 40, i1 false), !noalias !127
  %528 = load float, ptr %498, align 8, !tbaa !114, !noalias !127
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %500, align 8, !tbaa !24, !noalias !127
  %529 = getelementptr inbounds i8, ptr %500, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %529, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !127
  %530 = getelementptr inbounds i8, ptr %500, i64 24
  store ptr %489, ptr %530, align 8, !tbaa !111, !noalias !127
  %531 = getelementptr inbounds i8, ptr %500, i64 32
  store ptr %491, ptr %531, align 8, !tbaa !18, !noalias !127
  br i1 %502, label %541, label %532

532:                                              ; preds = %527
  %533 = getelementptr inbounds i8, ptr %491, i64 8
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %539, label %536

536:                                              ; preds = %532
  %537 = load i32, ptr %533, align 4, !tbaa !27, !noalias !127
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %533, align 4, !tbaa !27, !noalias !127
  br label %541

539:                                              ; preds = %532
  %540 = atomicrmw volatile add ptr %533, i32 1 acq_rel, align 4, !noalias !127
  br label %541

541:                                              ; preds = %539, %536, %527
  %542 = getelementptr inbounds i8, ptr %500, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %542, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false), !noalias !127
  %543 = getelementptr inbounds i8, ptr %500, i64 80
  store ptr %516, ptr %543, align 8, !tbaa !111, !noalias !127
  %544 = getelementptr inbounds i8, ptr %500, i64 88
  store ptr %515, ptr %544, align 8, !tbaa !18, !noalias !127
  br i1 %517, label %554, label %545

545:                                              ; preds = %541
  %546 = getelementptr inbounds i8, ptr %515, i64 8
  %547 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %548 = icmp eq i8 %547, 0
  br i1 %548, label %552, label %549

549:                                              ; preds = %545
  %550 = load i32, ptr %546, align 4, !tbaa !27, !noalias !127
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %546, align 4, !tbaa !27, !noalias !127
  br label %557

552:                                              ; preds = %545
  %553 = atomicrmw volatile add ptr %546, i32 1 acq_rel, align 4, !noalias !127
  br label %557

554:                                              ; preds = %541
  %555 = getelementptr inbounds i8, ptr %500, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %555, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !127
  %556 = getelementptr inbounds i8, ptr %500, i64 136
  store float %528, ptr %556, align 8, !tbaa !114, !noalias !127
  br label %582

557:                                              ; preds = %552, %549
  %558 = getelementptr inbounds i8, ptr %500, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %558, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !127
  %559 = getelementptr inbounds i8, ptr %500, i64 136
  store float %528, ptr %559, align 8, !tbaa !114, !noalias !127
  %560 = load atomic i64, ptr %546 acquire, align 8, !noalias !127
  %561 = icmp eq i64 %560, 4294967297
  %562 = trunc i64 %560 to i32
  br i1 %561, label %563, label %571

563:                                              ; preds = %557
  store i32 0, ptr %546, align 8, !tbaa !20, !noalias !127
  %564 = getelementptr inbounds i8, ptr %515, i64 12
  store i32 0, ptr %564, align 4, !tbaa !23, !noalias !127
  %565 = load ptr, ptr %515, align 8, !tbaa !24, !noalias !127
  %566 = getelementptr inbounds i8, ptr %565, i64 16
  %567 = load ptr, ptr %566, align 8, !noalias !127
  call void %567(ptr noundef nonnull align 8 dereferenceable(16) %515) #24, !noalias !127
  %568 = load ptr, ptr %515, align 8, !tbaa !24, !noalias !127
  %569 = getelementptr inbounds i8, ptr %568, i64 24
  %570 = load ptr, ptr %569, align 8, !noalias !127
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %515) #24, !noalias !127
  br label %582

571:                                              ; preds = %557
  %572 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %573 = icmp eq i8 %572, 0
  br i1 %573, label %576, label %574

574:                                              ; preds = %571
  %575 = add nsw i32 %562, -1
  store i32 %575, ptr %546, align 4, !tbaa !27, !noalias !127
  br label %578

576:                                              ; preds = %571
  %577 = atomicrmw volatile add ptr %546, i32 -1 acq_rel, align 4, !noalias !127
  br label %578

578:                                              ; preds = %576, %574
  %579 = phi i32 [ %562, %574 ], [ %577, %576 ]
  %580 = icmp eq i32 %579, 1
  br i1 %580, label %581, label %582, !prof !28

581:                                              ; preds = %578
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %515) #24, !noalias !127
  br label %582

582:                                              ; preds = %581, %578, %563, %554
  br i1 %502, label %607, label %583

583:                                              ; preds = %582
  %584 = getelementptr inbounds i8, ptr %491, i64 8
  %585 = load atomic i64, ptr %584 acquire, align 8, !noalias !127
  %586 = icmp eq i64 %585, 4294967297
  %587 = trunc i64 %585 to i32
  br i1 %586, label %588, label %596

588:                                              ; preds = %583
  store i32 0, ptr %584, align 8, !tbaa !20, !noalias !127
  %589 = getelementptr inbounds i8, ptr %491, i64 12
  store i32 0, ptr %589, align 4, !tbaa !23, !noalias !127
  %590 = load ptr, ptr %491, align 8, !tbaa !24, !noalias !127
  %591 = getelementptr inbounds i8, ptr %590, i64 16
  %592 = load ptr, ptr %591, align 8, !noalias !127
  call void %592(ptr noundef nonnull align 8 dereferenceable(16) %491) #24, !noalias !127
  %593 = load ptr, ptr %491, align 8, !tbaa !24, !noalias !127
  %594 = getelementptr inbounds i8, ptr %593, i64 24
  %595 = load ptr, ptr %594, align 8, !noalias !127
  call void %595(ptr noundef nonnull align 8 dereferenceable(16) %491) #24, !noalias !127
  br label %607

596:                                              ; preds = %583
  %597 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !127
  %598 = icmp eq i8 %597, 0
  br i1 %598, label %601, label %599

599:                                              ; preds = %596
  %600 = add nsw i32 %587, -1
  store i32 %600, ptr %584, align 4, !tbaa !27, !noalias !127
  br label %603

601:                                              ; preds = %596
  %602 = atomicrmw volatile add ptr %584, i32 -1 acq_rel, align 4, !noalias !127
  br label %603

603:                                              ; preds = %601, %599
  %604 = phi i32 [ %587, %599 ], [ %602, %601 ]
  %605 = icmp eq i32 %604, 1
  br i1 %605, label %606, label %607, !prof !28

606:                                              ; preds = %603
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %491) #24, !noalias !127
  br label %607

607:                                              ; preds = %606, %603, %588, %582
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9)
  %608 = getelementptr inbounds i8, ptr %1, i64 152
  %609 = load ptr, ptr %608, align 8, !tbaa !9
  store ptr %500, ptr %608, align 8, !tbaa !9
  %610 = icmp eq ptr %609, null
  br i1 %610, label %615, label %611

611:                                              ; preds = %607
  %612 = load ptr, ptr %609, align 8, !tbaa !24
  %613 = getelementptr inbounds i8, ptr %612, i64 16
  %614 = load ptr, ptr %613, align 8
  call void %614(ptr noundef nonnull align 8 dereferenceable(8) %609) #24
  br label %615

615:                                              ; preds = %611, %607
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %616 unwind label %763

616:                                              ; preds = %615
  %617 = load ptr, ptr %608, align 8, !tbaa !9
  %618 = load ptr, ptr %617, align 8, !tbaa !24
  %619 = load ptr, ptr %618, align 8
  %620 = invoke noundef ptr %619(ptr noundef nonnull align 8 dereferenceable(8) %617)
          to label %621 unwind label %763

621:                                              ; preds = %616
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10JacobiStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.116") align 8 %10)
          to label %622 unwind label %763

622:                                              ; preds = %621
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %620, ptr noundef nonnull align 8 dereferenceable(24) %10, i1 noundef zeroext false)
          to label %623 unwind label %640

623:                                              ; preds = %622
  %624 = load ptr, ptr %10, align 8, !tbaa !130
  %625 = icmp eq ptr %624, null
  br i1 %625, label %632, label %626

626:                                              ; preds = %623
  %627 = getelementptr inbounds i8, ptr %10, i64 16
  %628 = load ptr, ptr %627, align 8, !tbaa !132
  %629 = ptrtoint ptr %628 to i64
  %630 = ptrtoint ptr %624 to i64
  %631 = sub i64 %629, %630
  call void @_ZdlPvm(ptr noundef nonnull %624, i64 noundef %631) #26
  br label %632

632:                                              ; preds = %626, %623
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #24
  %633 = invoke noalias noundef nonnull dereferenceable(58) ptr @_Znam(i64 noundef 58) #23
          to label %634 unwind label %763

634:                                              ; preds = %632
  %635 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %633, ptr noundef nonnull align 1 dereferenceable(57) @.str.27, i64 57, i1 false)
  %636 = getelementptr inbounds i8, ptr %633, i64 57
  store i8 0, ptr %636, align 1, !tbaa !26
  %637 = load ptr, ptr %635, align 8, !tbaa !9
  store ptr %633, ptr %635, align 8, !tbaa !9
  %638 = icmp eq ptr %637, null
  br i1 %638, label %651, label %639

639:                                              ; preds = %634
  call void @_ZdaPv(ptr noundef nonnull %637) #26
  br label %651

640:                                              ; preds = %622
  %641 = landingpad { ptr, i32 }
          cleanup
  %642 = load ptr, ptr %10, align 8, !tbaa !130
  %643 = icmp eq ptr %642, null
  br i1 %643, label %650, label %644

644:                                              ; preds = %640
  %645 = getelementptr inbounds i8, ptr %10, i64 16
  %646 = load ptr, ptr %645, align 8, !tbaa !132
  %647 = ptrtoint ptr %646 to i64
  %648 = ptrtoint ptr %642 to i64
  %649 = sub i64 %647, %648
  call void @_ZdlPvm(ptr noundef nonnull %642, i64 noundef %649) #26
  br label %650

650:                                              ; preds = %644, %640
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #24
  br label %765

651:                                              ; preds = %639, %634
  %652 = load ptr, ptr %495, align 8, !tbaa !18
  %653 = icmp eq ptr %652, null
  br i1 %653, label %678, label %654

654:                                              ; preds = %651
  %655 = getelementptr inbounds i8, ptr %652, i64 8
  %656 = load atomic i64, ptr %655 acquire, align 8
  %657 = icmp eq i64 %656, 4294967297
  %658 = trunc i64 %656 to i32
  br i1 %657, label %659, label %667

659:                                              ; preds = %654
  store i32 0, ptr %655, align 8, !tbaa !20
  %660 = getelementptr inbounds i8, ptr %652, i64 12
  store i32 0, ptr %660, align 4, !tbaa !23
  %661 = load ptr, ptr %652, align 8, !tbaa !24
  %662 = getelementptr inbounds i8, ptr %661, i64 16
  %663 = load ptr, ptr %662, align 8
  call void %663(ptr noundef nonnull align 8 dereferenceable(16) %652) #24
  %664 = load ptr, ptr %652, align 8, !tbaa !24
  %665 = getelementptr inbounds i8, ptr %664, i64 24
  %666 = load ptr, ptr %665, align 8
  call void %666(ptr noundef nonnull align 8 dereferenceable(16) %652) #24
  br label %678

667:                                              ; preds = %654
  %668 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %669 = icmp eq i8 %668, 0
  br i1 %669, label %672, label %670

670:                                              ; preds = %667
  %671 = add nsw i32 %658, -1
  store i32 %671, ptr %655, align 4, !tbaa !27
  br label %674

672:                                              ; preds = %667
  %673 = atomicrmw volatile add ptr %655, i32 -1 acq_rel, align 4
  br label %674

674:                                              ; preds = %672, %670
  %675 = phi i32 [ %658, %670 ], [ %673, %672 ]
  %676 = icmp eq i32 %675, 1
  br i1 %676, label %677, label %678, !prof !28

677:                                              ; preds = %674
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %652) #24
  br label %678

678:                                              ; preds = %677, %674, %659, %651
  %679 = load ptr, ptr %490, align 8, !tbaa !18
  %680 = icmp eq ptr %679, null
  br i1 %680, label %705, label %681

681:                                              ; preds = %678
  %682 = getelementptr inbounds i8, ptr %679, i64 8
  %683 = load atomic i64, ptr %682 acquire, align 8
  %684 = icmp eq i64 %683, 4294967297
  %685 = trunc i64 %683 to i32
  br i1 %684, label %686, label %694

686:                                              ; preds = %681
  store i32 0, ptr %682, align 8, !tbaa !20
  %687 = getelementptr inbounds i8, ptr %679, i64 12
  store i32 0, ptr %687, align 4, !tbaa !23
  %688 = load ptr, ptr %679, align 8, !tbaa !24
  %689 = getelementptr inbounds i8, ptr %688, i64 16
  %690 = load ptr, ptr %689, align 8
  call void %690(ptr noundef nonnull align 8 dereferenceable(16) %679) #24
  %691 = load ptr, ptr %679, align 8, !tbaa !24
  %692 = getelementptr inbounds i8, ptr %691, i64 24
  %693 = load ptr, ptr %692, align 8
  call void %693(ptr noundef nonnull align 8 dereferenceable(16) %679) #24
  br label %705

694:                                              ; preds = %681
  %695 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %696 = icmp eq i8 %695, 0
  br i1 %696, label %699, label %697

697:                                              ; preds = %694
  %698 = add nsw i32 %685, -1
  store i32 %698, ptr %682, align 4, !tbaa !27
  br label %701

699:                                              ; preds = %694
  %700 = atomicrmw volatile add ptr %682, i32 -1 acq_rel, align 4
  br label %701

701:                                              ; preds = %699, %697
  %702 = phi i32 [ %685, %697 ], [ %700, %699 ]
  %703 = icmp eq i32 %702, 1
  br i1 %703, label %704, label %705, !prof !28

704:                                              ; preds = %701
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %679) #24
  br label %705

705:                                              ; preds = %704, %701, %686, %678
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %706 unwind label %761

706:                                              ; preds = %705
  %707 = load ptr, ptr %276, align 8, !tbaa !18
  %708 = icmp eq ptr %707, null
  br i1 %708, label %733, label %709

709:                                              ; preds = %706
  %710 = getelementptr inbounds i8, ptr %707, i64 8
  %711 = load atomic i64, ptr %710 acquire, align 8
  %712 = icmp eq i64 %711, 4294967297
  %713 = trunc i64 %711 to i32
  br i1 %712, label %714, label %722

714:                                              ; preds = %709
  store i32 0, ptr %710, align 8, !tbaa !20
  %715 = getelementptr inbounds i8, ptr %707, i64 12
  store i32 0, ptr %715, align 4, !tbaa !23
  %716 = load ptr, ptr %707, align 8, !tbaa !24
  %717 = getelementptr inbounds i8, ptr %716, i64 16
  %718 = load ptr, ptr %717, align 8
  call void %718(ptr noundef nonnull align 8 dereferenceable(16) %707) #24
  %719 = load ptr, ptr %707, align 8, !tbaa !24
  %720 = getelementptr inbounds i8, ptr %719, i64 24
  %721 = load ptr, ptr %720, align 8
  call void %721(ptr noundef nonnull align 8 dereferenceable(16) %707) #24
  br label %733

722:                                              ; preds = %709
  %723 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %724 = icmp eq i8 %723, 0
  br i1 %724, label %727, label %725

725:                                              ; preds = %722
  %726 = add nsw i32 %713, -1
  store i32 %726, ptr %710, align 4, !tbaa !27
  br label %729

727:                                              ; preds = %722
  %728 = atomicrmw volatile add ptr %710, i32 -1 acq_rel, align 4
  br label %729

729:                                              ; preds = %727, %725
  %730 = phi i32 [ %713, %725 ], [ %728, %727 ]
  %731 = icmp eq i32 %730, 1
  br i1 %731, label %732, label %733, !prof !28

732:                                              ; preds = %729
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %707) #24
  br label %733

733:                                              ; preds = %732, %729, %714, %706
  %734 = load ptr, ptr %263, align 8, !tbaa !18
  %735 = icmp eq ptr %734, null
  br i1 %735, label %760, label %736

736:                                              ; preds = %733
  %737 = getelementptr inbounds i8, ptr %734, i64 8
  %738 = load atomic i64, ptr %737 acquire, align 8
  %739 = icmp eq i64 %738, 4294967297
  %740 = trunc i64 %738 to i32
  br i1 %739, label %741, label %749

741:                                              ; preds = %736
  store i32 0, ptr %737, align 8, !tbaa !20
  %742 = getelementptr inbounds i8, ptr %734, i64 12
  store i32 0, ptr %742, align 4, !tbaa !23
  %743 = load ptr, ptr %734, align 8, !tbaa !24
  %744 = getelementptr inbounds i8, ptr %743, i64 16
  %745 = load ptr, ptr %744, align 8
  call void %745(ptr noundef nonnull align 8 dereferenceable(16) %734) #24
  %746 = load ptr, ptr %734, align 8, !tbaa !24
  %747 = getelementptr inbounds i8, ptr %746, i64 24
  %748 = load ptr, ptr %747, align 8
  call void %748(ptr noundef nonnull align 8 dereferenceable(16) %734) #24
  br label %760

749:                                              ; preds = %736
  %750 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %751 = icmp eq i8 %750, 0
  br i1 %751, label %754, label %752

752:                                              ; preds = %749
  %753 = add nsw i32 %740, -1
  store i32 %753, ptr %737, align 4, !tbaa !27
  br label %756

754:                                              ; preds = %749
  %755 = atomicrmw volatile add ptr %737, i32 -1 acq_rel, align 4
  br label %756

756:                                              ; preds = %754, %752
  %757 = phi i32 [ %740, %752 ], [ %755, %754 ]
  %758 = icmp eq i32 %757, 1
  br i1 %758, label %759, label %760, !prof !28

759:                                              ; preds = %756
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %734) #24
  br label %760

760:                                              ; preds = %759, %756, %741, %733
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %13) #24
  br label %1139

761:                                              ; preds = %705, %484, %483
  %762 = landingpad { ptr, i32 }
          cleanup
  br label %767

763:                                              ; preds = %632, %621, %616, %615, %487
  %764 = landingpad { ptr, i32 }
          cleanup
  br label %765

765:                                              ; preds = %763, %650
  %766 = phi { ptr, i32 } [ %764, %763 ], [ %641, %650 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %16) #24
  br label %767

767:                                              ; preds = %765, %761
  %768 = phi { ptr, i32 } [ %762, %761 ], [ %766, %765 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %13) #24
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %13) #24
  br label %1137

769:                                              ; preds = %229
  %770 = load ptr, ptr %184, align 8, !tbaa !18
  %771 = icmp eq ptr %770, null
  br i1 %771, label %781, label %772

772:                                              ; preds = %769
  %773 = getelementptr inbounds i8, ptr %770, i64 8
  %774 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %775 = icmp eq i8 %774, 0
  br i1 %775, label %779, label %776

776:                                              ; preds = %772
  %777 = load i32, ptr %773, align 4, !tbaa !27
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr %773, align 4, !tbaa !27
  br label %781

779:                                              ; preds = %772
  %780 = atomicrmw volatile add ptr %773, i32 1 acq_rel, align 4
  br label %781

781:                                              ; preds = %779, %776, %769
  %782 = load ptr, ptr %200, align 8, !tbaa !18
  %783 = icmp eq ptr %782, null
  br i1 %783, label %793, label %784

784:                                              ; preds = %781
  %785 = getelementptr inbounds i8, ptr %782, i64 8
  %786 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %787 = icmp eq i8 %786, 0
  br i1 %787, label %791, label %788

788:                                              ; preds = %784
  %789 = load i32, ptr %785, align 4, !tbaa !27
  %790 = add nsw i32 %789, 1
  store i32 %790, ptr %785, align 4, !tbaa !27
  br label %793

791:                                              ; preds = %784
  %792 = atomicrmw volatile add ptr %785, i32 1 acq_rel, align 4
  br label %793

793:                                              ; preds = %791, %788, %781
  br i1 %771, label %803, label %794

794:                                              ; preds = %793
  %795 = getelementptr inbounds i8, ptr %770, i64 8
  %796 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %797 = icmp eq i8 %796, 0
  br i1 %797, label %801, label %798

798:                                              ; preds = %794
  %799 = load i32, ptr %795, align 4, !tbaa !27
  %800 = add nsw i32 %799, 1
  store i32 %800, ptr %795, align 4, !tbaa !27
  br label %803

801:                                              ; preds = %794
  %802 = atomicrmw volatile add ptr %795, i32 1 acq_rel, align 4
  br label %803

803:                                              ; preds = %801, %798, %793
  br i1 %783, label %836, label %804

804:                                              ; preds = %803
  %805 = getelementptr inbounds i8, ptr %782, i64 8
  %806 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %807 = icmp eq i8 %806, 0
  br i1 %807, label %811, label %808

808:                                              ; preds = %804
  %809 = load i32, ptr %805, align 4, !tbaa !27
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr %805, align 4, !tbaa !27
  br label %813

811:                                              ; preds = %804
  %812 = atomicrmw volatile add ptr %805, i32 1 acq_rel, align 4
  br label %813

813:                                              ; preds = %811, %808
  %814 = load atomic i64, ptr %805 acquire, align 8
  %815 = icmp eq i64 %814, 4294967297
  %816 = trunc i64 %814 to i32
  br i1 %815, label %817, label %825

817:                                              ; preds = %813
  store i32 0, ptr %805, align 8, !tbaa !20
  %818 = getelementptr inbounds i8, ptr %782, i64 12
  store i32 0, ptr %818, align 4, !tbaa !23
  %819 = load ptr, ptr %782, align 8, !tbaa !24
  %820 = getelementptr inbounds i8, ptr %819, i64 16
  %821 = load ptr, ptr %820, align 8
  call void %821(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  %822 = load ptr, ptr %782, align 8, !tbaa !24
  %823 = getelementptr inbounds i8, ptr %822, i64 24
  %824 = load ptr, ptr %823, align 8
  call void %824(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  br label %836

825:                                              ; preds = %813
  %826 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %827 = icmp eq i8 %826, 0
  br i1 %827, label %830, label %828

828:                                              ; preds = %825
  %829 = add nsw i32 %816, -1
  store i32 %829, ptr %805, align 4, !tbaa !27
  br label %832

830:                                              ; preds = %825
  %831 = atomicrmw volatile add ptr %805, i32 -1 acq_rel, align 4
  br label %832

832:                                              ; preds = %830, %828
  %833 = phi i32 [ %816, %828 ], [ %831, %830 ]
  %834 = icmp eq i32 %833, 1
  br i1 %834, label %835, label %836, !prof !28

835:                                              ; preds = %832
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  br label %836

836:                                              ; preds = %835, %832, %817, %803
  br i1 %771, label %861, label %837

837:                                              ; preds = %836
  %838 = getelementptr inbounds i8, ptr %770, i64 8
  %839 = load atomic i64, ptr %838 acquire, align 8
  %840 = icmp eq i64 %839, 4294967297
  %841 = trunc i64 %839 to i32
  br i1 %840, label %842, label %850

842:                                              ; preds = %837
  store i32 0, ptr %838, align 8, !tbaa !20
  %843 = getelementptr inbounds i8, ptr %770, i64 12
  store i32 0, ptr %843, align 4, !tbaa !23
  %844 = load ptr, ptr %770, align 8, !tbaa !24
  %845 = getelementptr inbounds i8, ptr %844, i64 16
  %846 = load ptr, ptr %845, align 8
  call void %846(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  %847 = load ptr, ptr %770, align 8, !tbaa !24
  %848 = getelementptr inbounds i8, ptr %847, i64 24
  %849 = load ptr, ptr %848, align 8
  call void %849(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  br label %861

850:                                              ; preds = %837
  %851 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %852 = icmp eq i8 %851, 0
  br i1 %852, label %855, label %853

853:                                              ; preds = %850
  %854 = add nsw i32 %841, -1
  store i32 %854, ptr %838, align 4, !tbaa !27
  br label %857

855:                                              ; preds = %850
  %856 = atomicrmw volatile add ptr %838, i32 -1 acq_rel, align 4
  br label %857

857:                                              ; preds = %855, %853
  %858 = phi i32 [ %841, %853 ], [ %856, %855 ]
  %859 = icmp eq i32 %858, 1
  br i1 %859, label %860, label %861, !prof !28

860:                                              ; preds = %857
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  br label %861

861:                                              ; preds = %860, %857, %842, %836
  br i1 %783, label %886, label %862

862:                                              ; preds = %861
  %863 = getelementptr inbounds i8, ptr %782, i64 8
  %864 = load atomic i64, ptr %863 acquire, align 8
  %865 = icmp eq i64 %864, 4294967297
  %866 = trunc i64 %864 to i32
  br i1 %865, label %867, label %875

867:                                              ; preds = %862
  store i32 0, ptr %863, align 8, !tbaa !20
  %868 = getelementptr inbounds i8, ptr %782, i64 12
  store i32 0, ptr %868, align 4, !tbaa !23
  %869 = load ptr, ptr %782, align 8, !tbaa !24
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  %871 = load ptr, ptr %870, align 8
  call void %871(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  %872 = load ptr, ptr %782, align 8, !tbaa !24
  %873 = getelementptr inbounds i8, ptr %872, i64 24
  %874 = load ptr, ptr %873, align 8
  call void %874(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  br label %886

875:                                              ; preds = %862
  %876 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %877 = icmp eq i8 %876, 0
  br i1 %877, label %880, label %878

878:                                              ; preds = %875
  %879 = add nsw i32 %866, -1
  store i32 %879, ptr %863, align 4, !tbaa !27
  br label %882

880:                                              ; preds = %875
  %881 = atomicrmw volatile add ptr %863, i32 -1 acq_rel, align 4
  br label %882

882:                                              ; preds = %880, %878
  %883 = phi i32 [ %866, %878 ], [ %881, %880 ]
  %884 = icmp eq i32 %883, 1
  br i1 %884, label %885, label %886, !prof !28

885:                                              ; preds = %882
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %782) #24
  br label %886

886:                                              ; preds = %885, %882, %867, %861
  br i1 %771, label %911, label %887

887:                                              ; preds = %886
  %888 = getelementptr inbounds i8, ptr %770, i64 8
  %889 = load atomic i64, ptr %888 acquire, align 8
  %890 = icmp eq i64 %889, 4294967297
  %891 = trunc i64 %889 to i32
  br i1 %890, label %892, label %900

892:                                              ; preds = %887
  store i32 0, ptr %888, align 8, !tbaa !20
  %893 = getelementptr inbounds i8, ptr %770, i64 12
  store i32 0, ptr %893, align 4, !tbaa !23
  %894 = load ptr, ptr %770, align 8, !tbaa !24
  %895 = getelementptr inbounds i8, ptr %894, i64 16
  %896 = load ptr, ptr %895, align 8
  call void %896(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  %897 = load ptr, ptr %770, align 8, !tbaa !24
  %898 = getelementptr inbounds i8, ptr %897, i64 24
  %899 = load ptr, ptr %898, align 8
  call void %899(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  br label %911

900:                                              ; preds = %887
  %901 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %902 = icmp eq i8 %901, 0
  br i1 %902, label %905, label %903

903:                                              ; preds = %900
  %904 = add nsw i32 %891, -1
  store i32 %904, ptr %888, align 4, !tbaa !27
  br label %907

905:                                              ; preds = %900
  %906 = atomicrmw volatile add ptr %888, i32 -1 acq_rel, align 4
  br label %907

907:                                              ; preds = %905, %903
  %908 = phi i32 [ %891, %903 ], [ %906, %905 ]
  %909 = icmp eq i32 %908, 1
  br i1 %909, label %910, label %911, !prof !28

910:                                              ; preds = %907
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %770) #24
  br label %911

911:                                              ; preds = %910, %907, %892, %886
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.24)
          to label %912 unwind label %1193

912:                                              ; preds = %911
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %913 unwind label %1193

913:                                              ; preds = %912
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %914 = getelementptr inbounds i8, ptr %6, i64 8
  %915 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %915, align 8, !alias.scope !133
  store i64 64, ptr %6, align 8, !tbaa !32, !alias.scope !133
  store i64 64, ptr %914, align 8, !tbaa !32, !alias.scope !133
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %916 unwind label %1193

916:                                              ; preds = %913
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %917 = load ptr, ptr %18, align 8, !tbaa !111
  store ptr %917, ptr %17, align 8, !tbaa !111
  %918 = getelementptr inbounds i8, ptr %17, i64 8
  %919 = load ptr, ptr %184, align 8, !tbaa !18
  store ptr null, ptr %184, align 8, !tbaa !18
  store ptr %919, ptr %918, align 8, !tbaa !18
  store ptr null, ptr %18, align 8, !tbaa !111
  %920 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %920, ptr noundef nonnull align 8 dereferenceable(40) %197, i64 40, i1 false)
  %921 = getelementptr inbounds i8, ptr %17, i64 56
  %922 = load ptr, ptr %198, align 8, !tbaa !111
  store ptr %922, ptr %921, align 8, !tbaa !111
  %923 = getelementptr inbounds i8, ptr %17, i64 64
  %924 = load ptr, ptr %200, align 8, !tbaa !18
  store ptr null, ptr %200, align 8, !tbaa !18
  store ptr %924, ptr %923, align 8, !tbaa !18
  store ptr null, ptr %198, align 8, !tbaa !111
  %925 = getelementptr inbounds i8, ptr %17, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %925, ptr noundef nonnull align 8 dereferenceable(40) %213, i64 40, i1 false)
  %926 = getelementptr inbounds i8, ptr %17, i64 112
  %927 = load float, ptr %214, align 8, !tbaa !114
  store float %927, ptr %926, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %928 = invoke noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #23
          to label %929 unwind label %1133

929:                                              ; preds = %916
  %930 = icmp eq ptr %919, null
  br i1 %930, label %942, label %931

931:                                              ; preds = %929
  %932 = getelementptr inbounds i8, ptr %919, i64 8
  %933 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %934 = icmp eq i8 %933, 0
  br i1 %934, label %938, label %935

935:                                              ; preds = %931
  %936 = load i32, ptr %932, align 4, !tbaa !27, !noalias !136
  %937 = add nsw i32 %936, 1
  store i32 %937, ptr %932, align 4, !tbaa !27, !noalias !136
  br label %942

938:                                              ; preds = %931
  %939 = atomicrmw volatile add ptr %932, i32 1 acq_rel, align 4, !noalias !136
  %940 = load ptr, ptr %921, align 8, !tbaa !111, !noalias !136
  %941 = load ptr, ptr %923, align 8, !tbaa !18, !noalias !136
  br label %942

942:                                              ; preds = %938, %935, %929
  %943 = phi ptr [ %941, %938 ], [ %924, %935 ], [ %924, %929 ]
  %944 = phi ptr [ %940, %938 ], [ %922, %935 ], [ %922, %929 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %920, i64 40, i1 false), !noalias !136
  %945 = icmp eq ptr %943, null
  br i1 %945, label %955, label %946

946:                                              ; preds = %942
  %947 = getelementptr inbounds i8, ptr %943, i64 8
  %948 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %949 = icmp eq i8 %948, 0
  br i1 %949, label %953, label %950

950:                                              ; preds = %946
  %951 = load i32, ptr %947, align 4, !tbaa !27, !noalias !136
  %952 = add nsw i32 %951, 1
  store i32 %952, ptr %947, align 4, !tbaa !27, !noalias !136
  br label %955

953:                                              ; preds = %946
  %954 = atomicrmw volatile add ptr %947, i32 1 acq_rel, align 4, !noalias !136
  br label %955

955:                                              ; preds = %953, %950, %942
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %925, i64 40, i1 false), !noalias !136
  %956 = load float, ptr %926, align 8, !tbaa !114, !noalias !136
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %928, align 8, !tbaa !24, !noalias !136
  %957 = getelementptr inbounds i8, ptr %928, i64 8
  store ptr %917, ptr %957, align 8, !tbaa !111, !noalias !136
  %958 = getelementptr inbounds i8, ptr %928, i64 16
  store ptr %919, ptr %958, align 8, !tbaa !18, !noalias !136
  br i1 %930, label %968, label %959

959:                                              ; preds = %955
  %960 = getelementptr inbounds i8, ptr %919, i64 8
  %961 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %962 = icmp eq i8 %961, 0
  br i1 %962, label %966, label %963

963:                                              ; preds = %959
  %964 = load i32, ptr %960, align 4, !tbaa !27, !noalias !136
  %965 = add nsw i32 %964, 1
  store i32 %965, ptr %960, align 4, !tbaa !27, !noalias !136
  br label %968

966:                                              ; preds = %959
  %967 = atomicrmw volatile add ptr %960, i32 1 acq_rel, align 4, !noalias !136
  br label %968

968:                                              ; preds = %966, %963, %955
  %969 = getelementptr inbounds i8, ptr %928, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %969, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !136
  %970 = getelementptr inbounds i8, ptr %928, i64 64
  store ptr %944, ptr %970, align 8, !tbaa !111, !noalias !136
  %971 = getelementptr inbounds i8, ptr %928, i64 72
  store ptr %943, ptr %971, align 8, !tbaa !18, !noalias !136
  br i1 %945, label %981, label %972

972:                                              ; preds = %968
  %973 = getelementptr inbounds i8, ptr %943, i64 8
  %974 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %975 = icmp eq i8 %974, 0
  br i1 %975, label %979, label %976

976:                                              ; preds = %972
  %977 = load i32, ptr %973, align 4, !tbaa !27, !noalias !136
  %978 = add nsw i32 %977, 1
  store i32 %978, ptr %973, align 4, !tbaa !27, !noalias !136
  br label %984

979:                                              ; preds = %972
  %980 = atomicrmw volatile add ptr %973, i32 1 acq_rel, align 4, !noalias !136
  br label %984

981:                                              ; preds = %968
  %982 = getelementptr inbounds i8, ptr %928, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %982, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !136
  %983 = getelementptr inbounds i8, ptr %928, i64 120
  store float %956, ptr %983, align 8, !tbaa !114, !noalias !136
  br label %1009

984:                                              ; preds = %979, %976
  %985 = getelementptr inbounds i8, ptr %928, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %985, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !136
  %986 = getelementptr inbounds i8, ptr %928, i64 120
  store float %956, ptr %986, align 8, !tbaa !114, !noalias !136
  %987 = load atomic i64, ptr %973 acquire, align 8, !noalias !136
  %988 = icmp eq i64 %987, 4294967297
  %989 = trunc i64 %987 to i32
  br i1 %988, label %990, label %998

990:                                              ; preds = %984
  store i32 0, ptr %973, align 8, !tbaa !20, !noalias !136
  %991 = getelementptr inbounds i8, ptr %943, i64 12
  store i32 0, ptr %991, align 4, !tbaa !23, !noalias !136
  %992 = load ptr, ptr %943, align 8, !tbaa !24, !noalias !136
  %993 = getelementptr inbounds i8, ptr %992, i64 16
  %994 = load ptr, ptr %993, align 8, !noalias !136
  call void %994(ptr noundef nonnull align 8 dereferenceable(16) %943) #24, !noalias !136
  %995 = load ptr, ptr %943, align 8, !tbaa !24, !noalias !136
  %996 = getelementptr inbounds i8, ptr %995, i64 24
  %997 = load ptr, ptr %996, align 8, !noalias !136
  call void %997(ptr noundef nonnull align 8 dereferenceable(16) %943) #24, !noalias !136
  br label %1009

998:                                              ; preds = %984
  %999 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %1000 = icmp eq i8 %999, 0
  br i1 %1000, label %1003, label %1001

1001:                                             ; preds = %998
  %1002 = add nsw i32 %989, -1
  store i32 %1002, ptr %973, align 4, !tbaa !27, !noalias !136
  br label %1005

1003:                                             ; preds = %998
  %1004 = atomicrmw volatile add ptr %973, i32 -1 acq_rel, align 4, !noalias !136
  br label %1005

1005:                                             ; preds = %1003, %1001
  %1006 = phi i32 [ %989, %1001 ], [ %1004, %1003 ]
  %1007 = icmp eq i32 %1006, 1
  br i1 %1007, label %1008, label %1009, !prof !28

1008:                                             ; preds = %1005
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %943) #24, !noalias !136
  br label %1009

1009:                                             ; preds = %1008, %1005, %990, %981
  br i1 %930, label %1034, label %1010

1010:                                             ; preds = %1009
  %1011 = getelementptr inbounds i8, ptr %919, i64 8
  %1012 = load atomic i64, ptr %1011 acquire, align 8, !noalias !136
  %1013 = icmp eq i64 %1012, 4294967297
  %1014 = trunc i64 %1012 to i32
  br i1 %1013, label %1015, label %1023

1015:                                             ; preds = %1010
  store i32 0, ptr %1011, align 8, !tbaa !20, !noalias !136
  %1016 = getelementptr inbounds i8, ptr %919, i64 12
  store i32 0, ptr %1016, align 4, !tbaa !23, !noalias !136
  %1017 = load ptr, ptr %919, align 8, !tbaa !24, !noalias !136
  %1018 = getelementptr inbounds i8, ptr %1017, i64 16
  %1019 = load ptr, ptr %1018, align 8, !noalias !136
  call void %1019(ptr noundef nonnull align 8 dereferenceable(16) %919) #24, !noalias !136
  %1020 = load ptr, ptr %919, align 8, !tbaa !24, !noalias !136
  %1021 = getelementptr inbounds i8, ptr %1020, i64 24
  %1022 = load ptr, ptr %1021, align 8, !noalias !136
  call void %1022(ptr noundef nonnull align 8 dereferenceable(16) %919) #24, !noalias !136
  br label %1034

1023:                                             ; preds = %1010
  %1024 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !136
  %1025 = icmp eq i8 %1024, 0
  br i1 %1025, label %1028, label %1026

1026:                                             ; preds = %1023
  %1027 = add nsw i32 %1014, -1
  store i32 %1027, ptr %1011, align 4, !tbaa !27, !noalias !136
  br label %1030

1028:                                             ; preds = %1023
  %1029 = atomicrmw volatile add ptr %1011, i32 -1 acq_rel, align 4, !noalias !136
  br label %1030

1030:                                             ; preds = %1028, %1026
  %1031 = phi i32 [ %1014, %1026 ], [ %1029, %1028 ]
  %1032 = icmp eq i32 %1031, 1
  br i1 %1032, label %1033, label %1034, !prof !28

1033:                                             ; preds = %1030
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %919) #24, !noalias !136
  br label %1034

1034:                                             ; preds = %1033, %1030, %1015, %1009
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %1035 = getelementptr inbounds i8, ptr %1, i64 152
  %1036 = load ptr, ptr %1035, align 8, !tbaa !9
  store ptr %928, ptr %1035, align 8, !tbaa !9
  %1037 = icmp eq ptr %1036, null
  br i1 %1037, label %1042, label %1038

1038:                                             ; preds = %1034
  %1039 = load ptr, ptr %1036, align 8, !tbaa !24
  %1040 = getelementptr inbounds i8, ptr %1039, i64 16
  %1041 = load ptr, ptr %1040, align 8
  call void %1041(ptr noundef nonnull align 8 dereferenceable(8) %1036) #24
  br label %1042

1042:                                             ; preds = %1038, %1034
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1043 unwind label %1133

1043:                                             ; preds = %1042
  %1044 = load ptr, ptr %1035, align 8, !tbaa !9
  %1045 = load ptr, ptr %1044, align 8, !tbaa !24
  %1046 = load ptr, ptr %1045, align 8
  %1047 = invoke noundef ptr %1046(ptr noundef nonnull align 8 dereferenceable(8) %1044)
          to label %1048 unwind label %1133

1048:                                             ; preds = %1043
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI10JacobiStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.116") align 8 %5)
          to label %1049 unwind label %1133

1049:                                             ; preds = %1048
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1047, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1050 unwind label %1067

1050:                                             ; preds = %1049
  %1051 = load ptr, ptr %5, align 8, !tbaa !130
  %1052 = icmp eq ptr %1051, null
  br i1 %1052, label %1059, label %1053

1053:                                             ; preds = %1050
  %1054 = getelementptr inbounds i8, ptr %5, i64 16
  %1055 = load ptr, ptr %1054, align 8, !tbaa !132
  %1056 = ptrtoint ptr %1055 to i64
  %1057 = ptrtoint ptr %1051 to i64
  %1058 = sub i64 %1056, %1057
  call void @_ZdlPvm(ptr noundef nonnull %1051, i64 noundef %1058) #26
  br label %1059

1059:                                             ; preds = %1053, %1050
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %1060 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #23
          to label %1061 unwind label %1133

1061:                                             ; preds = %1059
  %1062 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %1060, ptr noundef nonnull align 1 dereferenceable(16) @.str.24, i64 16, i1 false)
  %1063 = getelementptr inbounds i8, ptr %1060, i64 16
  store i8 0, ptr %1063, align 1, !tbaa !26
  %1064 = load ptr, ptr %1062, align 8, !tbaa !9
  store ptr %1060, ptr %1062, align 8, !tbaa !9
  %1065 = icmp eq ptr %1064, null
  br i1 %1065, label %1078, label %1066

1066:                                             ; preds = %1061
  call void @_ZdaPv(ptr noundef nonnull %1064) #26
  br label %1078

1067:                                             ; preds = %1049
  %1068 = landingpad { ptr, i32 }
          cleanup
  %1069 = load ptr, ptr %5, align 8, !tbaa !130
  %1070 = icmp eq ptr %1069, null
  br i1 %1070, label %1077, label %1071

1071:                                             ; preds = %1067
  %1072 = getelementptr inbounds i8, ptr %5, i64 16
  %1073 = load ptr, ptr %1072, align 8, !tbaa !132
  %1074 = ptrtoint ptr %1073 to i64
  %1075 = ptrtoint ptr %1069 to i64
  %1076 = sub i64 %1074, %1075
  call void @_ZdlPvm(ptr noundef nonnull %1069, i64 noundef %1076) #26
  br label %1077

1077:                                             ; preds = %1071, %1067
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  br label %1135

1078:                                             ; preds = %1066, %1061
  %1079 = load ptr, ptr %923, align 8, !tbaa !18
  %1080 = icmp eq ptr %1079, null
  br i1 %1080, label %1105, label %1081

1081:                                             ; preds = %1078
  %1082 = getelementptr inbounds i8, ptr %1079, i64 8
  %1083 = load atomic i64, ptr %1082 acquire, align 8
  %1084 = icmp eq i64 %1083, 4294967297
  %1085 = trunc i64 %1083 to i32
  br i1 %1084, label %1086, label %1094

1086:                                             ; preds = %1081
  store i32 0, ptr %1082, align 8, !tbaa !20
  %1087 = getelementptr inbounds i8, ptr %1079, i64 12
  store i32 0, ptr %1087, align 4, !tbaa !23
  %1088 = load ptr, ptr %1079, align 8, !tbaa !24
  %1089 = getelementptr inbounds i8, ptr %1088, i64 16
  %1090 = load ptr, ptr %1089, align 8
  call void %1090(ptr noundef nonnull align 8 dereferenceable(16) %1079) #24
  %1091 = load ptr, ptr %1079, align 8, !tbaa !24
  %1092 = getelementptr inbounds i8, ptr %1091, i64 24
  %1093 = load ptr, ptr %1092, align 8
  call void %1093(ptr noundef nonnull align 8 dereferenceable(16) %1079) #24
  br label %1105

1094:                                             ; preds = %1081
  %1095 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1096 = icmp eq i8 %1095, 0
  br i1 %1096, label %1099, label %1097

1097:                                             ; preds = %1094
  %1098 = add nsw i32 %1085, -1
  store i32 %1098, ptr %1082, align 4, !tbaa !27
  br label %1101

1099:                                             ; preds = %1094
  %1100 = atomicrmw volatile add ptr %1082, i32 -1 acq_rel, align 4
  br label %1101

1101:                                             ; preds = %1099, %1097
  %1102 = phi i32 [ %1085, %1097 ], [ %1100, %1099 ]
  %1103 = icmp eq i32 %1102, 1
  br i1 %1103, label %1104, label %1105, !prof !28

1104:                                             ; preds = %1101
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1079) #24
  br label %1105

1105:                                             ; preds = %1104, %1101, %1086, %1078
  %1106 = load ptr, ptr %918, align 8, !tbaa !18
  %1107 = icmp eq ptr %1106, null
  br i1 %1107, label %1132, label %1108

1108:                                             ; preds = %1105
  %1109 = getelementptr inbounds i8, ptr %1106, i64 8
  %1110 = load atomic i64, ptr %1109 acquire, align 8
  %1111 = icmp eq i64 %1110, 4294967297
  %1112 = trunc i64 %1110 to i32
  br i1 %1111, label %1113, label %1121

1113:                                             ; preds = %1108
  store i32 0, ptr %1109, align 8, !tbaa !20
  %1114 = getelementptr inbounds i8, ptr %1106, i64 12
  store i32 0, ptr %1114, align 4, !tbaa !23
  %1115 = load ptr, ptr %1106, align 8, !tbaa !24
  %1116 = getelementptr inbounds i8, ptr %1115, i64 16
  %1117 = load ptr, ptr %1116, align 8
  call void %1117(ptr noundef nonnull align 8 dereferenceable(16) %1106) #24
  %1118 = load ptr, ptr %1106, align 8, !tbaa !24
  %1119 = getelementptr inbounds i8, ptr %1118, i64 24
  %1120 = load ptr, ptr %1119, align 8
  call void %1120(ptr noundef nonnull align 8 dereferenceable(16) %1106) #24
  br label %1132

1121:                                             ; preds = %1108
  %1122 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1123 = icmp eq i8 %1122, 0
  br i1 %1123, label %1126, label %1124

1124:                                             ; preds = %1121
  %1125 = add nsw i32 %1112, -1
  store i32 %1125, ptr %1109, align 4, !tbaa !27
  br label %1128

1126:                                             ; preds = %1121
  %1127 = atomicrmw volatile add ptr %1109, i32 -1 acq_rel, align 4
  br label %1128

1128:                                             ; preds = %1126, %1124
  %1129 = phi i32 [ %1112, %1124 ], [ %1127, %1126 ]
  %1130 = icmp eq i32 %1129, 1
  br i1 %1130, label %1131, label %1132, !prof !28

1131:                                             ; preds = %1128
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1106) #24
  br label %1132

1132:                                             ; preds = %1131, %1128, %1113, %1105
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1139 unwind label %1193

1133:                                             ; preds = %1059, %1048, %1043, %1042, %916
  %1134 = landingpad { ptr, i32 }
          cleanup
  br label %1135

1135:                                             ; preds = %1133, %1077
  %1136 = phi { ptr, i32 } [ %1134, %1133 ], [ %1068, %1077 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(116) %17) #24
  br label %1137

1137:                                             ; preds = %1135, %767
  %1138 = phi { ptr, i32 } [ %768, %767 ], [ %1136, %1135 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #24
  br label %1195

1139:                                             ; preds = %1132, %760
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %17)
  %1140 = load ptr, ptr %200, align 8, !tbaa !18
  %1141 = icmp eq ptr %1140, null
  br i1 %1141, label %1166, label %1142

1142:                                             ; preds = %1139
  %1143 = getelementptr inbounds i8, ptr %1140, i64 8
  %1144 = load atomic i64, ptr %1143 acquire, align 8
  %1145 = icmp eq i64 %1144, 4294967297
  %1146 = trunc i64 %1144 to i32
  br i1 %1145, label %1147, label %1155

1147:                                             ; preds = %1142
  store i32 0, ptr %1143, align 8, !tbaa !20
  %1148 = getelementptr inbounds i8, ptr %1140, i64 12
  store i32 0, ptr %1148, align 4, !tbaa !23
  %1149 = load ptr, ptr %1140, align 8, !tbaa !24
  %1150 = getelementptr inbounds i8, ptr %1149, i64 16
  %1151 = load ptr, ptr %1150, align 8
  call void %1151(ptr noundef nonnull align 8 dereferenceable(16) %1140) #24
  %1152 = load ptr, ptr %1140, align 8, !tbaa !24
  %1153 = getelementptr inbounds i8, ptr %1152, i64 24
  %1154 = load ptr, ptr %1153, align 8
  call void %1154(ptr noundef nonnull align 8 dereferenceable(16) %1140) #24
  br label %1166

1155:                                             ; preds = %1142
  %1156 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1157 = icmp eq i8 %1156, 0
  br i1 %1157, label %1160, label %1158

1158:                                             ; preds = %1155
  %1159 = add nsw i32 %1146, -1
  store i32 %1159, ptr %1143, align 4, !tbaa !27
  br label %1162

1160:                                             ; preds = %1155
  %1161 = atomicrmw volatile add ptr %1143, i32 -1 acq_rel, align 4
  br label %1162

1162:                                             ; preds = %1160, %1158
  %1163 = phi i32 [ %1146, %1158 ], [ %1161, %1160 ]
  %1164 = icmp eq i32 %1163, 1
  br i1 %1164, label %1165, label %1166, !prof !28

1165:                                             ; preds = %1162
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1140) #24
  br label %1166

1166:                                             ; preds = %1165, %1162, %1147, %1139
  %1167 = load ptr, ptr %184, align 8, !tbaa !18
  %1168 = icmp eq ptr %1167, null
  br i1 %1168, label %1197, label %1169

1169:                                             ; preds = %1166
  %1170 = getelementptr inbounds i8, ptr %1167, i64 8
  %1171 = load atomic i64, ptr %1170 acquire, align 8
  %1172 = icmp eq i64 %1171, 4294967297
  %1173 = trunc i64 %1171 to i32
  br i1 %1172, label %1174, label %1182

1174:                                             ; preds = %1169
  store i32 0, ptr %1170, align 8, !tbaa !20
  %1175 = getelementptr inbounds i8, ptr %1167, i64 12
  store i32 0, ptr %1175, align 4, !tbaa !23
  %1176 = load ptr, ptr %1167, align 8, !tbaa !24
  %1177 = getelementptr inbounds i8, ptr %1176, i64 16
  %1178 = load ptr, ptr %1177, align 8
  call void %1178(ptr noundef nonnull align 8 dereferenceable(16) %1167) #24
  %1179 = load ptr, ptr %1167, align 8, !tbaa !24
  %1180 = getelementptr inbounds i8, ptr %1179, i64 24
  %1181 = load ptr, ptr %1180, align 8
  call void %1181(ptr noundef nonnull align 8 dereferenceable(16) %1167) #24
  br label %1197

1182:                                             ; preds = %1169
  %1183 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1184 = icmp eq i8 %1183, 0
  br i1 %1184, label %1187, label %1185

1185:                                             ; preds = %1182
  %1186 = add nsw i32 %1173, -1
  store i32 %1186, ptr %1170, align 4, !tbaa !27
  br label %1189

1187:                                             ; preds = %1182
  %1188 = atomicrmw volatile add ptr %1170, i32 -1 acq_rel, align 4
  br label %1189

1189:                                             ; preds = %1187, %1185
  %1190 = phi i32 [ %1173, %1185 ], [ %1188, %1187 ]
  %1191 = icmp eq i32 %1190, 1
  br i1 %1191, label %1192, label %1197, !prof !28

1192:                                             ; preds = %1189
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1167) #24
  br label %1197

1193:                                             ; preds = %1132, %913, %912, %911, %228, %226, %212
  %1194 = landingpad { ptr, i32 }
          cleanup
  br label %1195

1195:                                             ; preds = %1193, %1137, %224
  %1196 = phi { ptr, i32 } [ %1194, %1193 ], [ %225, %224 ], [ %1138, %1137 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(116) %18) #24
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(116) %27) #24
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %27) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #24
  br label %1313

1197:                                             ; preds = %1192, %1189, %1174, %1166
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %18)
  %1198 = load ptr, ptr %163, align 8, !tbaa !18
  %1199 = icmp eq ptr %1198, null
  br i1 %1199, label %1224, label %1200

1200:                                             ; preds = %1197
  %1201 = getelementptr inbounds i8, ptr %1198, i64 8
  %1202 = load atomic i64, ptr %1201 acquire, align 8
  %1203 = icmp eq i64 %1202, 4294967297
  %1204 = trunc i64 %1202 to i32
  br i1 %1203, label %1205, label %1213

1205:                                             ; preds = %1200
  store i32 0, ptr %1201, align 8, !tbaa !20
  %1206 = getelementptr inbounds i8, ptr %1198, i64 12
  store i32 0, ptr %1206, align 4, !tbaa !23
  %1207 = load ptr, ptr %1198, align 8, !tbaa !24
  %1208 = getelementptr inbounds i8, ptr %1207, i64 16
  %1209 = load ptr, ptr %1208, align 8
  call void %1209(ptr noundef nonnull align 8 dereferenceable(16) %1198) #24
  %1210 = load ptr, ptr %1198, align 8, !tbaa !24
  %1211 = getelementptr inbounds i8, ptr %1210, i64 24
  %1212 = load ptr, ptr %1211, align 8
  call void %1212(ptr noundef nonnull align 8 dereferenceable(16) %1198) #24
  br label %1224

1213:                                             ; preds = %1200
  %1214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1215 = icmp eq i8 %1214, 0
  br i1 %1215, label %1218, label %1216

1216:                                             ; preds = %1213
  %1217 = add nsw i32 %1204, -1
  store i32 %1217, ptr %1201, align 4, !tbaa !27
  br label %1220

1218:                                             ; preds = %1213
  %1219 = atomicrmw volatile add ptr %1201, i32 -1 acq_rel, align 4
  br label %1220

1220:                                             ; preds = %1218, %1216
  %1221 = phi i32 [ %1204, %1216 ], [ %1219, %1218 ]
  %1222 = icmp eq i32 %1221, 1
  br i1 %1222, label %1223, label %1224, !prof !28

1223:                                             ; preds = %1220
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1198) #24
  br label %1224

1224:                                             ; preds = %1223, %1220, %1205, %1197
  %1225 = load ptr, ptr %145, align 8, !tbaa !18
  %1226 = icmp eq ptr %1225, null
  br i1 %1226, label %1251, label %1227

1227:                                             ; preds = %1224
  %1228 = getelementptr inbounds i8, ptr %1225, i64 8
  %1229 = load atomic i64, ptr %1228 acquire, align 8
  %1230 = icmp eq i64 %1229, 4294967297
  %1231 = trunc i64 %1229 to i32
  br i1 %1230, label %1232, label %1240

1232:                                             ; preds = %1227
  store i32 0, ptr %1228, align 8, !tbaa !20
  %1233 = getelementptr inbounds i8, ptr %1225, i64 12
  store i32 0, ptr %1233, align 4, !tbaa !23
  %1234 = load ptr, ptr %1225, align 8, !tbaa !24
  %1235 = getelementptr inbounds i8, ptr %1234, i64 16
  %1236 = load ptr, ptr %1235, align 8
  call void %1236(ptr noundef nonnull align 8 dereferenceable(16) %1225) #24
  %1237 = load ptr, ptr %1225, align 8, !tbaa !24
  %1238 = getelementptr inbounds i8, ptr %1237, i64 24
  %1239 = load ptr, ptr %1238, align 8
  call void %1239(ptr noundef nonnull align 8 dereferenceable(16) %1225) #24
  br label %1251

1240:                                             ; preds = %1227
  %1241 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1242 = icmp eq i8 %1241, 0
  br i1 %1242, label %1245, label %1243

1243:                                             ; preds = %1240
  %1244 = add nsw i32 %1231, -1
  store i32 %1244, ptr %1228, align 4, !tbaa !27
  br label %1247

1245:                                             ; preds = %1240
  %1246 = atomicrmw volatile add ptr %1228, i32 -1 acq_rel, align 4
  br label %1247

1247:                                             ; preds = %1245, %1243
  %1248 = phi i32 [ %1231, %1243 ], [ %1246, %1245 ]
  %1249 = icmp eq i32 %1248, 1
  br i1 %1249, label %1250, label %1251, !prof !28

1250:                                             ; preds = %1247
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1225) #24
  br label %1251

1251:                                             ; preds = %1250, %1247, %1232, %1224
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %27) #24
  %1252 = load ptr, ptr %146, align 8, !tbaa !18
  %1253 = icmp eq ptr %1252, null
  br i1 %1253, label %1278, label %1254

1254:                                             ; preds = %1251
  %1255 = getelementptr inbounds i8, ptr %1252, i64 8
  %1256 = load atomic i64, ptr %1255 acquire, align 8
  %1257 = icmp eq i64 %1256, 4294967297
  %1258 = trunc i64 %1256 to i32
  br i1 %1257, label %1259, label %1267

1259:                                             ; preds = %1254
  store i32 0, ptr %1255, align 8, !tbaa !20
  %1260 = getelementptr inbounds i8, ptr %1252, i64 12
  store i32 0, ptr %1260, align 4, !tbaa !23
  %1261 = load ptr, ptr %1252, align 8, !tbaa !24
  %1262 = getelementptr inbounds i8, ptr %1261, i64 16
  %1263 = load ptr, ptr %1262, align 8
  call void %1263(ptr noundef nonnull align 8 dereferenceable(16) %1252) #24
  %1264 = load ptr, ptr %1252, align 8, !tbaa !24
  %1265 = getelementptr inbounds i8, ptr %1264, i64 24
  %1266 = load ptr, ptr %1265, align 8
  call void %1266(ptr noundef nonnull align 8 dereferenceable(16) %1252) #24
  br label %1278

1267:                                             ; preds = %1254
  %1268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1269 = icmp eq i8 %1268, 0
  br i1 %1269, label %1272, label %1270

1270:                                             ; preds = %1267
  %1271 = add nsw i32 %1258, -1
  store i32 %1271, ptr %1255, align 4, !tbaa !27
  br label %1274

1272:                                             ; preds = %1267
  %1273 = atomicrmw volatile add ptr %1255, i32 -1 acq_rel, align 4
  br label %1274

1274:                                             ; preds = %1272, %1270
  %1275 = phi i32 [ %1258, %1270 ], [ %1273, %1272 ]
  %1276 = icmp eq i32 %1275, 1
  br i1 %1276, label %1277, label %1278, !prof !28

1277:                                             ; preds = %1274
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1252) #24
  br label %1278

1278:                                             ; preds = %1277, %1274, %1259, %1251
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #24
  %1279 = load ptr, ptr %164, align 8, !tbaa !18
  %1280 = icmp eq ptr %1279, null
  br i1 %1280, label %1317, label %1281

1281:                                             ; preds = %1278
  %1282 = getelementptr inbounds i8, ptr %1279, i64 8
  %1283 = load atomic i64, ptr %1282 acquire, align 8
  %1284 = icmp eq i64 %1283, 4294967297
  %1285 = trunc i64 %1283 to i32
  br i1 %1284, label %1286, label %1294

1286:                                             ; preds = %1281
  store i32 0, ptr %1282, align 8, !tbaa !20
  %1287 = getelementptr inbounds i8, ptr %1279, i64 12
  store i32 0, ptr %1287, align 4, !tbaa !23
  %1288 = load ptr, ptr %1279, align 8, !tbaa !24
  %1289 = getelementptr inbounds i8, ptr %1288, i64 16
  %1290 = load ptr, ptr %1289, align 8
  call void %1290(ptr noundef nonnull align 8 dereferenceable(16) %1279) #24
  %1291 = load ptr, ptr %1279, align 8, !tbaa !24
  %1292 = getelementptr inbounds i8, ptr %1291, i64 24
  %1293 = load ptr, ptr %1292, align 8
  call void %1293(ptr noundef nonnull align 8 dereferenceable(16) %1279) #24
  br label %1317

1294:                                             ; preds = %1281
  %1295 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1296 = icmp eq i8 %1295, 0
  br i1 %1296, label %1299, label %1297

1297:                                             ; preds = %1294
  %1298 = add nsw i32 %1285, -1
  store i32 %1298, ptr %1282, align 4, !tbaa !27
  br label %1301

1299:                                             ; preds = %1294
  %1300 = atomicrmw volatile add ptr %1282, i32 -1 acq_rel, align 4
  br label %1301

1301:                                             ; preds = %1299, %1297
  %1302 = phi i32 [ %1285, %1297 ], [ %1300, %1299 ]
  %1303 = icmp eq i32 %1302, 1
  br i1 %1303, label %1304, label %1317, !prof !28

1304:                                             ; preds = %1301
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1279) #24
  br label %1317

1305:                                             ; preds = %2
  %1306 = landingpad { ptr, i32 }
          cleanup
  br label %1307

1307:                                             ; preds = %1305, %34
  %1308 = phi { ptr, i32 } [ %1306, %1305 ], [ %35, %34 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #24
  br label %1315

1309:                                             ; preds = %85
  %1310 = landingpad { ptr, i32 }
          cleanup
  br label %1311

1311:                                             ; preds = %1309, %93
  %1312 = phi { ptr, i32 } [ %1310, %1309 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #24
  br label %1313

1313:                                             ; preds = %1311, %1195
  %1314 = phi { ptr, i32 } [ %1196, %1195 ], [ %1312, %1311 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #24
  br label %1315

1315:                                             ; preds = %1313, %1307
  %1316 = phi { ptr, i32 } [ %1314, %1313 ], [ %1308, %1307 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #24
  resume { ptr, i32 } %1316

1317:                                             ; preds = %1278, %1286, %1301, %1304
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #24
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
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !139
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #26
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(116) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !32, !alias.scope !140
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !32, !alias.scope !140
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !32, !alias.scope !140
  store i64 %12, ptr %8, align 8, !tbaa !32, !alias.scope !143
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !32, !alias.scope !143
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !32, !alias.scope !143
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !9
  %23 = load ptr, ptr %20, align 8, !tbaa !9
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !28

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #23
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !146
  store ptr %36, ptr %34, align 8, !tbaa !146
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !18
  store ptr %39, ptr %37, align 8, !tbaa !18
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !27
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !27
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !148

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !17
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !31
  %61 = load ptr, ptr %1, align 8, !tbaa !85
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !77
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !84, !range !59, !noundef !60
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #26
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !9
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !28

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #23
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !146
  store ptr %132, ptr %130, align 8, !tbaa !146
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !18
  store ptr %135, ptr %133, align 8, !tbaa !18
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !27
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !27
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !148

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !15
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !17
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !31
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.16)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #24
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !18
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !20
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !23
  %182 = load ptr, ptr %173, align 8, !tbaa !24
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  %185 = load ptr, ptr %173, align 8, !tbaa !24
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !27
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !28

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !29

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !15
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !31
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #26
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !149
  %216 = load ptr, ptr %1, align 8, !tbaa !85
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !111
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !32, !alias.scope !150
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !32, !alias.scope !150
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !32, !alias.scope !150
  store i64 %11, ptr %8, align 8, !tbaa !32, !alias.scope !153
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !32, !alias.scope !153
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !32, !alias.scope !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !9
  %22 = load ptr, ptr %19, align 8, !tbaa !9
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !28

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #23
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !146
  store ptr %35, ptr %33, align 8, !tbaa !146
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !18
  store ptr %38, ptr %36, align 8, !tbaa !18
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !27
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !27
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !148

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !31
  %60 = load ptr, ptr %1, align 8, !tbaa !85
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !77
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !84, !range !59, !noundef !60
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !18
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !23
  %86 = load ptr, ptr %77, align 8, !tbaa !24
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %89 = load ptr, ptr %77, align 8, !tbaa !24
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !27
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !28

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !29

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !15
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !31
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #26
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !156
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = load ptr, ptr %19, align 8, !tbaa !9
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !28

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #23
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !146
  store ptr %133, ptr %131, align 8, !tbaa !146
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !18
  store ptr %136, ptr %134, align 8, !tbaa !18
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !27
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !27
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !148

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !18
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !20
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !23
  %163 = load ptr, ptr %154, align 8, !tbaa !24
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  %166 = load ptr, ptr %154, align 8, !tbaa !24
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !27
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !28

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !29

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #26
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !156
  %188 = load ptr, ptr %1, align 8, !tbaa !85
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !111
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.95") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.103", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.102, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !157
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #24
  store i64 16, ptr %7, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #24
  store i64 32, ptr %8, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #24
  store i64 1024, ptr %9, align 8, !tbaa !32
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.103") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !120, !range !59, !noundef !60
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !32
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !32
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %29 = load i64, ptr %8, align 8, !tbaa !32
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #24
  store i8 0, ptr %10, align 1, !tbaa !120
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #24
  store ptr %1, ptr %11, align 8, !tbaa !159
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !9
  %46 = load i64, ptr %7, align 8, !tbaa !32
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
  %58 = load i64, ptr %6, align 8, !tbaa !32
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !32
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !120, !range !59, !noundef !60
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #24
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !159
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.21, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.22, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.7)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #24
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !161
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !32
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.23, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !162
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #27
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !164
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !26
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !24
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
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.7)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !161
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !32
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !167
  store i8 1, ptr %73, align 1, !tbaa !120
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.103") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10JacobiStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.116") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #23
  store ptr %4, ptr %0, align 8, !tbaa !130
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !132
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !132
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
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 128, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !132
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %23 = load ptr, ptr %7, align 8, !tbaa !171
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !171
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %29 = load ptr, ptr %0, align 8, !tbaa !130
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !132
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #26
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(144) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 88
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 144) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(144) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull readonly align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !111
  store ptr %6, ptr %4, align 8, !tbaa !111
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  store ptr %9, ptr %7, align 8, !tbaa !18
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !27
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !27
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
  %25 = load ptr, ptr %24, align 8, !tbaa !111
  store ptr %25, ptr %23, align 8, !tbaa !111
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !18
  store ptr %28, ptr %26, align 8, !tbaa !18
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !27
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !27
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %40, ptr noundef nonnull readonly align 8 dereferenceable(40) %41, i64 40, i1 false)
  %42 = getelementptr inbounds i8, ptr %2, i64 128
  %43 = getelementptr inbounds i8, ptr %0, i64 136
  %44 = load float, ptr %43, align 8, !tbaa !114
  store float %44, ptr %42, align 8, !tbaa !114
  %45 = load i64, ptr %2, align 8
  %46 = getelementptr inbounds i8, ptr %2, i64 8
  %47 = load i64, ptr %46, align 8
  %48 = icmp eq i64 %45, 0
  %49 = icmp eq i64 %47, 0
  %50 = select i1 %49, i1 true, i1 %48
  br i1 %50, label %63, label %51

51:                                               ; preds = %39, %54
  %52 = phi i64 [ %61, %54 ], [ 0, %39 ]
  %53 = phi i64 [ %60, %54 ], [ 0, %39 ]
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(116) %4, i64 %53, i64 %52)
          to label %54 unwind label %118

54:                                               ; preds = %51
  %55 = add i64 %53, 1
  %56 = icmp uge i64 %55, %45
  %57 = add i64 %52, 1
  %58 = icmp uge i64 %57, %47
  %59 = select i1 %58, i64 0, i64 %57
  %60 = select i1 %56, i64 0, i64 %55
  %61 = select i1 %56, i64 %59, i64 %52
  %62 = select i1 %56, i1 %58, i1 false
  br i1 %62, label %63, label %51, !llvm.loop !172

63:                                               ; preds = %54, %39
  %64 = load ptr, ptr %26, align 8, !tbaa !18
  %65 = icmp eq ptr %64, null
  br i1 %65, label %90, label %66

66:                                               ; preds = %63
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
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %64) #24
  %76 = load ptr, ptr %64, align 8, !tbaa !24
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %64) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %64) #24
  br label %90

90:                                               ; preds = %89, %86, %71, %63
  %91 = load ptr, ptr %7, align 8, !tbaa !18
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
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %91) #24
  %103 = load ptr, ptr %91, align 8, !tbaa !24
  %104 = getelementptr inbounds i8, ptr %103, i64 24
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %91) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %91) #24
  br label %117

117:                                              ; preds = %90, %98, %113, %116
  ret void

118:                                              ; preds = %51
  %119 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %2) #24
  resume { ptr, i32 } %119
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(116) %0, i64 %1, i64 %2) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = icmp eq i64 %1, 0
  %13 = icmp eq i64 %2, 0
  %14 = select i1 %12, i1 true, i1 %13
  %15 = icmp eq i64 %1, 63
  %16 = or i1 %15, %14
  %17 = icmp eq i64 %2, 63
  %18 = select i1 %16, i1 true, i1 %17
  br i1 %18, label %19, label %52

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !173
  %22 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !176
  %23 = load i64, ptr %22, align 8
  %24 = add i64 %23, %1
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !179
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load i64, ptr %26, align 8
  %28 = mul i64 %27, %24
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20), !noalias !182
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  %33 = getelementptr float, ptr %32, i64 %28
  %34 = getelementptr float, ptr %33, i64 %2
  %35 = getelementptr float, ptr %34, i64 %31
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !185
  %38 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !188
  %39 = load i64, ptr %38, align 8
  %40 = add i64 %39, %1
  %41 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !191
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  %43 = load i64, ptr %42, align 8
  %44 = mul i64 %43, %40
  %45 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !194
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load i64, ptr %46, align 8
  %48 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %49 = getelementptr float, ptr %48, i64 %44
  %50 = getelementptr float, ptr %49, i64 %2
  %51 = getelementptr float, ptr %50, i64 %47
  store float %36, ptr %51, align 4, !tbaa !5
  br label %504

52:                                               ; preds = %3
  %53 = getelementptr inbounds i8, ptr %0, i64 112
  %54 = load float, ptr %53, align 8, !tbaa !114
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #24
  %55 = getelementptr inbounds i8, ptr %0, i64 56
  %56 = add i64 %1, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !197)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %57 = load ptr, ptr %55, align 8, !tbaa !111, !noalias !197
  %58 = getelementptr inbounds i8, ptr %0, i64 64
  %59 = load ptr, ptr %58, align 8, !tbaa !18, !noalias !197
  %60 = icmp eq ptr %59, null
  br i1 %60, label %71, label %61

61:                                               ; preds = %52
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !197
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %68, label %65

65:                                               ; preds = %61
  %66 = load i32, ptr %62, align 4, !tbaa !27, !noalias !197
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %62, align 4, !tbaa !27, !noalias !197
  br label %76

68:                                               ; preds = %61
  %69 = atomicrmw volatile add ptr %62, i32 1 acq_rel, align 4, !noalias !197
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !197
  br label %76

71:                                               ; preds = %52
  %72 = getelementptr inbounds i8, ptr %0, i64 72
  %73 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %57, ptr %73, align 8, !tbaa !111, !alias.scope !197
  %74 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr null, ptr %74, align 8, !tbaa !18, !alias.scope !197
  %75 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %75, ptr noundef nonnull align 8 dereferenceable(40) %72, i64 40, i1 false)
  store i64 %56, ptr %8, align 8, !tbaa !32, !alias.scope !197
  br label %111

76:                                               ; preds = %68, %65
  %77 = phi i8 [ %70, %68 ], [ 1, %65 ]
  %78 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %78, i64 40, i1 false), !noalias !197
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !197
  %79 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %57, ptr %79, align 8, !tbaa !111, !alias.scope !197
  %80 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %59, ptr %80, align 8, !tbaa !18, !alias.scope !197
  %81 = icmp eq i8 %77, 0
  br i1 %81, label %85, label %82

82:                                               ; preds = %76
  %83 = load i32, ptr %62, align 4, !tbaa !27, !noalias !197
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %62, align 4, !tbaa !27, !noalias !197
  br label %87

85:                                               ; preds = %76
  %86 = atomicrmw volatile add ptr %62, i32 1 acq_rel, align 4, !noalias !197
  br label %87

87:                                               ; preds = %85, %82
  %88 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %88, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %56, ptr %8, align 8, !tbaa !32, !alias.scope !197
  %89 = load atomic i64, ptr %62 acquire, align 8, !noalias !197
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %62, align 8, !tbaa !20, !noalias !197
  %93 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %93, align 4, !tbaa !23, !noalias !197
  %94 = load ptr, ptr %59, align 8, !tbaa !24, !noalias !197
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8, !noalias !197
  tail call void %96(ptr noundef nonnull align 8 dereferenceable(16) %59) #24, !noalias !197
  %97 = load ptr, ptr %59, align 8, !tbaa !24, !noalias !197
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8, !noalias !197
  tail call void %99(ptr noundef nonnull align 8 dereferenceable(16) %59) #24, !noalias !197
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !197
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %62, align 4, !tbaa !27, !noalias !197
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4, !noalias !197
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !28

110:                                              ; preds = %107
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24, !noalias !197
  br label %111

111:                                              ; preds = %71, %92, %107, %110
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %112 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %112, align 8, !tbaa !32
  %113 = getelementptr inbounds i8, ptr %8, i64 16
  %114 = load i64, ptr %8, align 8
  %115 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %113)
          to label %116 unwind label %505

116:                                              ; preds = %111
  %117 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %113)
          to label %118 unwind label %505

118:                                              ; preds = %116
  %119 = load i64, ptr %117, align 8
  %120 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %113)
          to label %121 unwind label %505

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %120, i64 8
  %123 = load i64, ptr %122, align 8
  %124 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %113)
          to label %125 unwind label %505

125:                                              ; preds = %121
  %126 = add i64 %119, %114
  %127 = mul i64 %123, %126
  %128 = getelementptr inbounds i8, ptr %124, i64 8
  %129 = load i64, ptr %128, align 8
  %130 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %113) #24
  %131 = getelementptr float, ptr %130, i64 %127
  %132 = getelementptr float, ptr %131, i64 %2
  %133 = getelementptr float, ptr %132, i64 %129
  %134 = load float, ptr %133, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #24
  %135 = add i64 %1, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !200)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %136 = load ptr, ptr %55, align 8, !tbaa !111, !noalias !200
  %137 = load ptr, ptr %58, align 8, !tbaa !18, !noalias !200
  %138 = icmp eq ptr %137, null
  br i1 %138, label %149, label %139

139:                                              ; preds = %125
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !200
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !27, !noalias !200
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !27, !noalias !200
  br label %154

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4, !noalias !200
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !200
  br label %154

149:                                              ; preds = %125
  %150 = getelementptr inbounds i8, ptr %0, i64 72
  %151 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %136, ptr %151, align 8, !tbaa !111, !alias.scope !200
  %152 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %152, align 8, !tbaa !18, !alias.scope !200
  %153 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %153, ptr noundef nonnull align 8 dereferenceable(40) %150, i64 40, i1 false)
  store i64 %135, ptr %9, align 8, !tbaa !32, !alias.scope !200
  br label %189

154:                                              ; preds = %146, %143
  %155 = phi i8 [ %148, %146 ], [ 1, %143 ]
  %156 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %156, i64 40, i1 false), !noalias !200
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !200
  %157 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %136, ptr %157, align 8, !tbaa !111, !alias.scope !200
  %158 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %137, ptr %158, align 8, !tbaa !18, !alias.scope !200
  %159 = icmp eq i8 %155, 0
  br i1 %159, label %163, label %160

160:                                              ; preds = %154
  %161 = load i32, ptr %140, align 4, !tbaa !27, !noalias !200
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %140, align 4, !tbaa !27, !noalias !200
  br label %165

163:                                              ; preds = %154
  %164 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4, !noalias !200
  br label %165

165:                                              ; preds = %163, %160
  %166 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %166, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %135, ptr %9, align 8, !tbaa !32, !alias.scope !200
  %167 = load atomic i64, ptr %140 acquire, align 8, !noalias !200
  %168 = icmp eq i64 %167, 4294967297
  %169 = trunc i64 %167 to i32
  br i1 %168, label %170, label %178

170:                                              ; preds = %165
  store i32 0, ptr %140, align 8, !tbaa !20, !noalias !200
  %171 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %171, align 4, !tbaa !23, !noalias !200
  %172 = load ptr, ptr %137, align 8, !tbaa !24, !noalias !200
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load ptr, ptr %173, align 8, !noalias !200
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %137) #24, !noalias !200
  %175 = load ptr, ptr %137, align 8, !tbaa !24, !noalias !200
  %176 = getelementptr inbounds i8, ptr %175, i64 24
  %177 = load ptr, ptr %176, align 8, !noalias !200
  call void %177(ptr noundef nonnull align 8 dereferenceable(16) %137) #24, !noalias !200
  br label %189

178:                                              ; preds = %165
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !200
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %183, label %181

181:                                              ; preds = %178
  %182 = add nsw i32 %169, -1
  store i32 %182, ptr %140, align 4, !tbaa !27, !noalias !200
  br label %185

183:                                              ; preds = %178
  %184 = atomicrmw volatile add ptr %140, i32 -1 acq_rel, align 4, !noalias !200
  br label %185

185:                                              ; preds = %183, %181
  %186 = phi i32 [ %169, %181 ], [ %184, %183 ]
  %187 = icmp eq i32 %186, 1
  br i1 %187, label %188, label %189, !prof !28

188:                                              ; preds = %185
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #24, !noalias !200
  br label %189

189:                                              ; preds = %188, %185, %170, %149
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %190 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %2, ptr %190, align 8, !tbaa !32
  %191 = getelementptr inbounds i8, ptr %9, i64 16
  %192 = load i64, ptr %9, align 8
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %191)
          to label %194 unwind label %507

194:                                              ; preds = %189
  %195 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %191)
          to label %196 unwind label %507

196:                                              ; preds = %194
  %197 = load i64, ptr %195, align 8
  %198 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %191)
          to label %199 unwind label %507

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %198, i64 8
  %201 = load i64, ptr %200, align 8
  %202 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %191)
          to label %203 unwind label %507

203:                                              ; preds = %199
  %204 = add i64 %197, %192
  %205 = mul i64 %201, %204
  %206 = getelementptr inbounds i8, ptr %202, i64 8
  %207 = load i64, ptr %206, align 8
  %208 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %191) #24
  %209 = getelementptr float, ptr %208, i64 %205
  %210 = getelementptr float, ptr %209, i64 %2
  %211 = getelementptr float, ptr %210, i64 %207
  %212 = load float, ptr %211, align 4, !tbaa !5
  %213 = fadd float %134, %212
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !203)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %214 = load ptr, ptr %55, align 8, !tbaa !111, !noalias !203
  %215 = load ptr, ptr %58, align 8, !tbaa !18, !noalias !203
  %216 = icmp eq ptr %215, null
  br i1 %216, label %227, label %217

217:                                              ; preds = %203
  %218 = getelementptr inbounds i8, ptr %215, i64 8
  %219 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !203
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %224, label %221

221:                                              ; preds = %217
  %222 = load i32, ptr %218, align 4, !tbaa !27, !noalias !203
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %218, align 4, !tbaa !27, !noalias !203
  br label %232

224:                                              ; preds = %217
  %225 = atomicrmw volatile add ptr %218, i32 1 acq_rel, align 4, !noalias !203
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !203
  br label %232

227:                                              ; preds = %203
  %228 = getelementptr inbounds i8, ptr %0, i64 72
  %229 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %214, ptr %229, align 8, !tbaa !111, !alias.scope !203
  %230 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %230, align 8, !tbaa !18, !alias.scope !203
  %231 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %231, ptr noundef nonnull align 8 dereferenceable(40) %228, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !32, !alias.scope !203
  br label %267

232:                                              ; preds = %224, %221
  %233 = phi i8 [ %226, %224 ], [ 1, %221 ]
  %234 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %234, i64 40, i1 false), !noalias !203
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !203
  %235 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %214, ptr %235, align 8, !tbaa !111, !alias.scope !203
  %236 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %215, ptr %236, align 8, !tbaa !18, !alias.scope !203
  %237 = icmp eq i8 %233, 0
  br i1 %237, label %241, label %238

238:                                              ; preds = %232
  %239 = load i32, ptr %218, align 4, !tbaa !27, !noalias !203
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %218, align 4, !tbaa !27, !noalias !203
  br label %243

241:                                              ; preds = %232
  %242 = atomicrmw volatile add ptr %218, i32 1 acq_rel, align 4, !noalias !203
  br label %243

243:                                              ; preds = %241, %238
  %244 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %244, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !32, !alias.scope !203
  %245 = load atomic i64, ptr %218 acquire, align 8, !noalias !203
  %246 = icmp eq i64 %245, 4294967297
  %247 = trunc i64 %245 to i32
  br i1 %246, label %248, label %256

248:                                              ; preds = %243
  store i32 0, ptr %218, align 8, !tbaa !20, !noalias !203
  %249 = getelementptr inbounds i8, ptr %215, i64 12
  store i32 0, ptr %249, align 4, !tbaa !23, !noalias !203
  %250 = load ptr, ptr %215, align 8, !tbaa !24, !noalias !203
  %251 = getelementptr inbounds i8, ptr %250, i64 16
  %252 = load ptr, ptr %251, align 8, !noalias !203
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %215) #24, !noalias !203
  %253 = load ptr, ptr %215, align 8, !tbaa !24, !noalias !203
  %254 = getelementptr inbounds i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8, !noalias !203
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %215) #24, !noalias !203
  br label %267

256:                                              ; preds = %243
  %257 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !203
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %256
  %260 = add nsw i32 %247, -1
  store i32 %260, ptr %218, align 4, !tbaa !27, !noalias !203
  br label %263

261:                                              ; preds = %256
  %262 = atomicrmw volatile add ptr %218, i32 -1 acq_rel, align 4, !noalias !203
  br label %263

263:                                              ; preds = %261, %259
  %264 = phi i32 [ %247, %259 ], [ %262, %261 ]
  %265 = icmp eq i32 %264, 1
  br i1 %265, label %266, label %267, !prof !28

266:                                              ; preds = %263
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %215) #24, !noalias !203
  br label %267

267:                                              ; preds = %266, %263, %248, %227
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  %268 = add i64 %2, -1
  %269 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %268, ptr %269, align 8, !tbaa !32
  %270 = getelementptr inbounds i8, ptr %10, i64 16
  %271 = load i64, ptr %10, align 8
  %272 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %270)
          to label %273 unwind label %509

273:                                              ; preds = %267
  %274 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %270)
          to label %275 unwind label %509

275:                                              ; preds = %273
  %276 = load i64, ptr %274, align 8
  %277 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %270)
          to label %278 unwind label %509

278:                                              ; preds = %275
  %279 = getelementptr inbounds i8, ptr %277, i64 8
  %280 = load i64, ptr %279, align 8
  %281 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %270)
          to label %282 unwind label %509

282:                                              ; preds = %278
  %283 = add i64 %276, %271
  %284 = mul i64 %280, %283
  %285 = getelementptr inbounds i8, ptr %281, i64 8
  %286 = load i64, ptr %285, align 8
  %287 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %270) #24
  %288 = getelementptr float, ptr %287, i64 %284
  %289 = getelementptr float, ptr %288, i64 %268
  %290 = getelementptr float, ptr %289, i64 %286
  %291 = load float, ptr %290, align 4, !tbaa !5
  %292 = fadd float %213, %291
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !206)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %293 = load ptr, ptr %55, align 8, !tbaa !111, !noalias !206
  %294 = load ptr, ptr %58, align 8, !tbaa !18, !noalias !206
  %295 = icmp eq ptr %294, null
  br i1 %295, label %306, label %296

296:                                              ; preds = %282
  %297 = getelementptr inbounds i8, ptr %294, i64 8
  %298 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !206
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %303, label %300

300:                                              ; preds = %296
  %301 = load i32, ptr %297, align 4, !tbaa !27, !noalias !206
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %297, align 4, !tbaa !27, !noalias !206
  br label %311

303:                                              ; preds = %296
  %304 = atomicrmw volatile add ptr %297, i32 1 acq_rel, align 4, !noalias !206
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !206
  br label %311

306:                                              ; preds = %282
  %307 = getelementptr inbounds i8, ptr %0, i64 72
  %308 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %293, ptr %308, align 8, !tbaa !111, !alias.scope !206
  %309 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %309, align 8, !tbaa !18, !alias.scope !206
  %310 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %310, ptr noundef nonnull align 8 dereferenceable(40) %307, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !32, !alias.scope !206
  br label %346

311:                                              ; preds = %303, %300
  %312 = phi i8 [ %305, %303 ], [ 1, %300 ]
  %313 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %313, i64 40, i1 false), !noalias !206
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !206
  %314 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %293, ptr %314, align 8, !tbaa !111, !alias.scope !206
  %315 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %294, ptr %315, align 8, !tbaa !18, !alias.scope !206
  %316 = icmp eq i8 %312, 0
  br i1 %316, label %320, label %317

317:                                              ; preds = %311
  %318 = load i32, ptr %297, align 4, !tbaa !27, !noalias !206
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %297, align 4, !tbaa !27, !noalias !206
  br label %322

320:                                              ; preds = %311
  %321 = atomicrmw volatile add ptr %297, i32 1 acq_rel, align 4, !noalias !206
  br label %322

322:                                              ; preds = %320, %317
  %323 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %323, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !32, !alias.scope !206
  %324 = load atomic i64, ptr %297 acquire, align 8, !noalias !206
  %325 = icmp eq i64 %324, 4294967297
  %326 = trunc i64 %324 to i32
  br i1 %325, label %327, label %335

327:                                              ; preds = %322
  store i32 0, ptr %297, align 8, !tbaa !20, !noalias !206
  %328 = getelementptr inbounds i8, ptr %294, i64 12
  store i32 0, ptr %328, align 4, !tbaa !23, !noalias !206
  %329 = load ptr, ptr %294, align 8, !tbaa !24, !noalias !206
  %330 = getelementptr inbounds i8, ptr %329, i64 16
  %331 = load ptr, ptr %330, align 8, !noalias !206
  call void %331(ptr noundef nonnull align 8 dereferenceable(16) %294) #24, !noalias !206
  %332 = load ptr, ptr %294, align 8, !tbaa !24, !noalias !206
  %333 = getelementptr inbounds i8, ptr %332, i64 24
  %334 = load ptr, ptr %333, align 8, !noalias !206
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %294) #24, !noalias !206
  br label %346

335:                                              ; preds = %322
  %336 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !206
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %340, label %338

338:                                              ; preds = %335
  %339 = add nsw i32 %326, -1
  store i32 %339, ptr %297, align 4, !tbaa !27, !noalias !206
  br label %342

340:                                              ; preds = %335
  %341 = atomicrmw volatile add ptr %297, i32 -1 acq_rel, align 4, !noalias !206
  br label %342

342:                                              ; preds = %340, %338
  %343 = phi i32 [ %326, %338 ], [ %341, %340 ]
  %344 = icmp eq i32 %343, 1
  br i1 %344, label %345, label %346, !prof !28

345:                                              ; preds = %342
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %294) #24, !noalias !206
  br label %346

346:                                              ; preds = %345, %342, %327, %306
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %347 = add i64 %2, 1
  %348 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %347, ptr %348, align 8, !tbaa !32
  %349 = getelementptr inbounds i8, ptr %11, i64 16
  %350 = load i64, ptr %11, align 8
  %351 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %349)
          to label %352 unwind label %511

352:                                              ; preds = %346
  %353 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %349)
          to label %354 unwind label %511

354:                                              ; preds = %352
  %355 = load i64, ptr %353, align 8
  %356 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %349)
          to label %357 unwind label %511

357:                                              ; preds = %354
  %358 = getelementptr inbounds i8, ptr %356, i64 8
  %359 = load i64, ptr %358, align 8
  %360 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %349)
          to label %361 unwind label %511

361:                                              ; preds = %357
  %362 = add i64 %355, %350
  %363 = mul i64 %359, %362
  %364 = getelementptr inbounds i8, ptr %360, i64 8
  %365 = load i64, ptr %364, align 8
  %366 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %349) #24
  %367 = getelementptr float, ptr %366, i64 %363
  %368 = getelementptr float, ptr %367, i64 %347
  %369 = getelementptr float, ptr %368, i64 %365
  %370 = load float, ptr %369, align 4, !tbaa !5
  %371 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %372 unwind label %511

372:                                              ; preds = %361
  %373 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %374 unwind label %511

374:                                              ; preds = %372
  %375 = load i64, ptr %373, align 8
  %376 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %377 unwind label %511

377:                                              ; preds = %374
  %378 = getelementptr inbounds i8, ptr %376, i64 8
  %379 = load i64, ptr %378, align 8
  %380 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %381 unwind label %511

381:                                              ; preds = %377
  %382 = add i64 %375, %1
  %383 = mul i64 %379, %382
  %384 = getelementptr inbounds i8, ptr %380, i64 8
  %385 = load i64, ptr %384, align 8
  %386 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %387 = getelementptr float, ptr %386, i64 %383
  %388 = getelementptr float, ptr %387, i64 %2
  %389 = getelementptr float, ptr %388, i64 %385
  %390 = fadd float %292, %370
  %391 = fmul float %54, %390
  store float %391, ptr %389, align 4, !tbaa !5
  %392 = getelementptr inbounds i8, ptr %11, i64 24
  %393 = load ptr, ptr %392, align 8, !tbaa !18
  %394 = icmp eq ptr %393, null
  br i1 %394, label %419, label %395

395:                                              ; preds = %381
  %396 = getelementptr inbounds i8, ptr %393, i64 8
  %397 = load atomic i64, ptr %396 acquire, align 8
  %398 = icmp eq i64 %397, 4294967297
  %399 = trunc i64 %397 to i32
  br i1 %398, label %400, label %408

400:                                              ; preds = %395
  store i32 0, ptr %396, align 8, !tbaa !20
  %401 = getelementptr inbounds i8, ptr %393, i64 12
  store i32 0, ptr %401, align 4, !tbaa !23
  %402 = load ptr, ptr %393, align 8, !tbaa !24
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %403, align 8
  call void %404(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  %405 = load ptr, ptr %393, align 8, !tbaa !24
  %406 = getelementptr inbounds i8, ptr %405, i64 24
  %407 = load ptr, ptr %406, align 8
  call void %407(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  br label %419

408:                                              ; preds = %395
  %409 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %410 = icmp eq i8 %409, 0
  br i1 %410, label %413, label %411

411:                                              ; preds = %408
  %412 = add nsw i32 %399, -1
  store i32 %412, ptr %396, align 4, !tbaa !27
  br label %415

413:                                              ; preds = %408
  %414 = atomicrmw volatile add ptr %396, i32 -1 acq_rel, align 4
  br label %415

415:                                              ; preds = %413, %411
  %416 = phi i32 [ %399, %411 ], [ %414, %413 ]
  %417 = icmp eq i32 %416, 1
  br i1 %417, label %418, label %419, !prof !28

418:                                              ; preds = %415
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  br label %419

419:                                              ; preds = %381, %400, %415, %418
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  %420 = getelementptr inbounds i8, ptr %10, i64 24
  %421 = load ptr, ptr %420, align 8, !tbaa !18
  %422 = icmp eq ptr %421, null
  br i1 %422, label %447, label %423

423:                                              ; preds = %419
  %424 = getelementptr inbounds i8, ptr %421, i64 8
  %425 = load atomic i64, ptr %424 acquire, align 8
  %426 = icmp eq i64 %425, 4294967297
  %427 = trunc i64 %425 to i32
  br i1 %426, label %428, label %436

428:                                              ; preds = %423
  store i32 0, ptr %424, align 8, !tbaa !20
  %429 = getelementptr inbounds i8, ptr %421, i64 12
  store i32 0, ptr %429, align 4, !tbaa !23
  %430 = load ptr, ptr %421, align 8, !tbaa !24
  %431 = getelementptr inbounds i8, ptr %430, i64 16
  %432 = load ptr, ptr %431, align 8
  call void %432(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  %433 = load ptr, ptr %421, align 8, !tbaa !24
  %434 = getelementptr inbounds i8, ptr %433, i64 24
  %435 = load ptr, ptr %434, align 8
  call void %435(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  br label %447

436:                                              ; preds = %423
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %441, label %439

439:                                              ; preds = %436
  %440 = add nsw i32 %427, -1
  store i32 %440, ptr %424, align 4, !tbaa !27
  br label %443

441:                                              ; preds = %436
  %442 = atomicrmw volatile add ptr %424, i32 -1 acq_rel, align 4
  br label %443

443:                                              ; preds = %441, %439
  %444 = phi i32 [ %427, %439 ], [ %442, %441 ]
  %445 = icmp eq i32 %444, 1
  br i1 %445, label %446, label %447, !prof !28

446:                                              ; preds = %443
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  br label %447

447:                                              ; preds = %419, %428, %443, %446
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  %448 = getelementptr inbounds i8, ptr %9, i64 24
  %449 = load ptr, ptr %448, align 8, !tbaa !18
  %450 = icmp eq ptr %449, null
  br i1 %450, label %475, label %451

451:                                              ; preds = %447
  %452 = getelementptr inbounds i8, ptr %449, i64 8
  %453 = load atomic i64, ptr %452 acquire, align 8
  %454 = icmp eq i64 %453, 4294967297
  %455 = trunc i64 %453 to i32
  br i1 %454, label %456, label %464

456:                                              ; preds = %451
  store i32 0, ptr %452, align 8, !tbaa !20
  %457 = getelementptr inbounds i8, ptr %449, i64 12
  store i32 0, ptr %457, align 4, !tbaa !23
  %458 = load ptr, ptr %449, align 8, !tbaa !24
  %459 = getelementptr inbounds i8, ptr %458, i64 16
  %460 = load ptr, ptr %459, align 8
  call void %460(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  %461 = load ptr, ptr %449, align 8, !tbaa !24
  %462 = getelementptr inbounds i8, ptr %461, i64 24
  %463 = load ptr, ptr %462, align 8
  call void %463(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  br label %475

464:                                              ; preds = %451
  %465 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %466 = icmp eq i8 %465, 0
  br i1 %466, label %469, label %467

467:                                              ; preds = %464
  %468 = add nsw i32 %455, -1
  store i32 %468, ptr %452, align 4, !tbaa !27
  br label %471

469:                                              ; preds = %464
  %470 = atomicrmw volatile add ptr %452, i32 -1 acq_rel, align 4
  br label %471

471:                                              ; preds = %469, %467
  %472 = phi i32 [ %455, %467 ], [ %470, %469 ]
  %473 = icmp eq i32 %472, 1
  br i1 %473, label %474, label %475, !prof !28

474:                                              ; preds = %471
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  br label %475

475:                                              ; preds = %447, %456, %471, %474
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #24
  %476 = getelementptr inbounds i8, ptr %8, i64 24
  %477 = load ptr, ptr %476, align 8, !tbaa !18
  %478 = icmp eq ptr %477, null
  br i1 %478, label %503, label %479

479:                                              ; preds = %475
  %480 = getelementptr inbounds i8, ptr %477, i64 8
  %481 = load atomic i64, ptr %480 acquire, align 8
  %482 = icmp eq i64 %481, 4294967297
  %483 = trunc i64 %481 to i32
  br i1 %482, label %484, label %492

484:                                              ; preds = %479
  store i32 0, ptr %480, align 8, !tbaa !20
  %485 = getelementptr inbounds i8, ptr %477, i64 12
  store i32 0, ptr %485, align 4, !tbaa !23
  %486 = load ptr, ptr %477, align 8, !tbaa !24
  %487 = getelementptr inbounds i8, ptr %486, i64 16
  %488 = load ptr, ptr %487, align 8
  call void %488(ptr noundef nonnull align 8 dereferenceable(16) %477) #24
  %489 = load ptr, ptr %477, align 8, !tbaa !24
  %490 = getelementptr inbounds i8, ptr %489, i64 24
  %491 = load ptr, ptr %490, align 8
  call void %491(ptr noundef nonnull align 8 dereferenceable(16) %477) #24
  br label %503

492:                                              ; preds = %479
  %493 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %494 = icmp eq i8 %493, 0
  br i1 %494, label %497, label %495

495:                                              ; preds = %492
  %496 = add nsw i32 %483, -1
  store i32 %496, ptr %480, align 4, !tbaa !27
  br label %499

497:                                              ; preds = %492
  %498 = atomicrmw volatile add ptr %480, i32 -1 acq_rel, align 4
  br label %499

499:                                              ; preds = %497, %495
  %500 = phi i32 [ %483, %495 ], [ %498, %497 ]
  %501 = icmp eq i32 %500, 1
  br i1 %501, label %502, label %503, !prof !28

502:                                              ; preds = %499
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %477) #24
  br label %503

503:                                              ; preds = %475, %484, %499, %502
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #24
  br label %504

504:                                              ; preds = %503, %19
  ret void

505:                                              ; preds = %121, %118, %116, %111
  %506 = landingpad { ptr, i32 }
          cleanup
  br label %517

507:                                              ; preds = %199, %196, %194, %189
  %508 = landingpad { ptr, i32 }
          cleanup
  br label %515

509:                                              ; preds = %278, %275, %273, %267
  %510 = landingpad { ptr, i32 }
          cleanup
  br label %513

511:                                              ; preds = %377, %374, %372, %361, %357, %354, %352, %346
  %512 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  br label %513

513:                                              ; preds = %511, %509
  %514 = phi { ptr, i32 } [ %512, %511 ], [ %510, %509 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  br label %515

515:                                              ; preds = %513, %507
  %516 = phi { ptr, i32 } [ %514, %513 ], [ %508, %507 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #24
  br label %517

517:                                              ; preds = %515, %505
  %518 = phi { ptr, i32 } [ %516, %515 ], [ %506, %505 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #24
  resume { ptr, i32 } %518
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !171
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.26) #27
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #23
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
  %41 = load ptr, ptr %38, align 8, !tbaa !132
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #26
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !130
  store ptr %45, ptr %4, align 8, !tbaa !171
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !132
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10JacobiStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.116") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #23
  store ptr %4, ptr %0, align 8, !tbaa !130
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !132
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 56, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 112, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !132
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
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %19 = load ptr, ptr %0, align 8, !tbaa !130
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !132
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #26
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(128) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 72
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(128) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.91, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !111
  store ptr %4, ptr %2, align 8, !tbaa !111
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !111
  store ptr %23, ptr %21, align 8, !tbaa !111
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
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
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 112
  %41 = getelementptr inbounds i8, ptr %0, i64 120
  %42 = load float, ptr %41, align 8, !tbaa !114
  store float %42, ptr %40, align 8, !tbaa !114
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(116) %2, i64 0, i64 0)
          to label %43 unwind label %98

43:                                               ; preds = %37
  %44 = load ptr, ptr %24, align 8, !tbaa !18
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
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
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  %56 = load ptr, ptr %44, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %5, align 8, !tbaa !18
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !20
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !23
  %80 = load ptr, ptr %71, align 8, !tbaa !24
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !24
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !27
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !28

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %37
  %99 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(116) %2) #24
  resume { ptr, i32 } %99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #21

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
attributes #16 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"float", !7, i64 0}
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
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !7, i64 0}
!34 = !{!35, !10, i64 0}
!35 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !33, i64 16, !33, i64 24}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!38 = distinct !{!38, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!39 = !{!35, !10, i64 8}
!40 = !{!35, !33, i64 16}
!41 = !{!35, !33, i64 24}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!44 = distinct !{!44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!47 = distinct !{!47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!51 = !{!52, !49}
!52 = distinct !{!52, !53, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!53 = distinct !{!53, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!54 = !{!55, !10, i64 24}
!55 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !13, i64 0, !10, i64 24}
!56 = !{!57, !58, i64 0}
!57 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !58, i64 0}
!58 = !{!"bool", !7, i64 0}
!59 = !{i8 0, i8 2}
!60 = !{}
!61 = distinct !{!61, !30}
!62 = distinct !{!62, !30}
!63 = distinct !{!63, !30, !64}
!64 = !{!"llvm.loop.peeled.count", i32 1}
!65 = distinct !{!65, !30}
!66 = distinct !{!66, !30}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!69 = distinct !{!69, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!70 = !{!71, !33, i64 0}
!71 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !33, i64 0}
!72 = !{!73, !33, i64 16}
!73 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !74, i64 0, !71, i64 8, !33, i64 16}
!74 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!75 = !{!76, !10, i64 0}
!76 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!77 = !{!78, !33, i64 32}
!78 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !79, i64 0, !82, i64 16, !33, i64 32, !58, i64 40}
!79 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !80, i64 0}
!80 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !81, i64 0}
!81 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!82 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !83, i64 0}
!83 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!84 = !{!78, !58, i64 40}
!85 = !{!81, !10, i64 0}
!86 = !{!87, !10, i64 8}
!87 = !{!"_ZTSSt9type_info", !10, i64 8}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!91 = !{!92, !10, i64 0}
!92 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!93 = !{!94, !96, i64 32}
!94 = !{!"_ZTSSt8ios_base", !33, i64 8, !33, i64 16, !95, i64 24, !96, i64 28, !96, i64 32, !10, i64 40, !97, i64 48, !7, i64 64, !22, i64 192, !10, i64 200, !98, i64 208}
!95 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!96 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!97 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !33, i64 8}
!98 = !{!"_ZTSSt6locale", !10, i64 0}
!99 = !{!100, !10, i64 24}
!100 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!101 = !{!102, !10, i64 16}
!102 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!103 = !{!102, !10, i64 0}
!104 = !{!102, !10, i64 8}
!105 = distinct !{!105, !30}
!106 = !{!107, !10, i64 0}
!107 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16}
!108 = !{!109, !109, i64 0}
!109 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!110 = !{!107, !10, i64 8}
!111 = !{!112, !10, i64 0}
!112 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!113 = !{!107, !10, i64 16}
!114 = !{!115, !6, i64 112}
!115 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi2EEEE_", !116, i64 0, !119, i64 56, !6, i64 112}
!116 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !10, i64 16, !7, i64 24}
!117 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !118, i64 0}
!118 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !112, i64 0}
!119 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !10, i64 16, !7, i64 24}
!120 = !{!58, !58, i64 0}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10JacobiStepEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!123 = distinct !{!123, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10JacobiStepEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!126 = distinct !{!126, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!127 = !{!128}
!128 = distinct !{!128, !129, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!129 = distinct !{!129, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!130 = !{!131, !10, i64 0}
!131 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!132 = !{!131, !10, i64 16}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!136 = !{!137}
!137 = distinct !{!137, !138, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!138 = distinct !{!138, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!139 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!142 = distinct !{!142, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!145 = distinct !{!145, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!146 = !{!147, !10, i64 0}
!147 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!148 = distinct !{!148, !30}
!149 = !{!119, !10, i64 16}
!150 = !{!151}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!156 = !{!116, !10, i64 16}
!157 = !{!158, !58, i64 0}
!158 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !58, i64 0}
!159 = !{!160, !10, i64 0}
!160 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!161 = !{!160, !10, i64 8}
!162 = !{!163, !10, i64 240}
!163 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !94, i64 0, !10, i64 216, !7, i64 224, !58, i64 225, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256}
!164 = !{!165, !7, i64 56}
!165 = !{!"_ZTSSt5ctypeIcE", !166, i64 0, !10, i64 16, !58, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!166 = !{!"_ZTSNSt6locale5facetE", !22, i64 8}
!167 = !{!160, !10, i64 16}
!168 = !{i64 0, i64 4, !169, i64 4, i64 4, !27, i64 8, i64 4, !27}
!169 = !{!170, !170, i64 0}
!170 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!171 = !{!131, !10, i64 8}
!172 = distinct !{!172, !30}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!175 = distinct !{!175, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!178 = distinct !{!178, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!181 = distinct !{!181, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!184 = distinct !{!184, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!187 = distinct !{!187, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!190 = distinct !{!190, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!193 = distinct !{!193, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!196 = distinct !{!196, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!199 = distinct !{!199, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!202 = distinct !{!202, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!205 = distinct !{!205, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!208 = distinct !{!208, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
