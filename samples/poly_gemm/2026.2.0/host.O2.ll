; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%class.FlagParser = type { %"class.std::map" }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, unsigned long>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, unsigned long>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, unsigned long>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, unsigned long>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%class.Harness = type { %struct.GemmArgs, %class.GemmRange }
%struct.GemmArgs = type { i64, i64, i64, i64, i64 }
%class.GemmRange = type { %class.GemmProblem }
%class.GemmProblem = type { %struct.GemmArgs, float, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.DeviceMatrix, %class.DeviceMatrix, %class.DeviceMatrix }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.DeviceMatrix = type { %"class.std::unique_ptr" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.7" }
%"struct.std::_Head_base.7" = type { ptr }
%class.Harness.8 = type { %struct.GemmArgs, %class.GemmNdRange }
%class.GemmNdRange = type { %class.GemmProblem }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.17" }
%"class.std::shared_ptr.17" = type { %"class.std::__shared_ptr.18" }
%"class.std::__shared_ptr.18" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.20" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.20" = type { %"struct.std::_Vector_base.21" }
%"struct.std::_Vector_base.21" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.25" = type { %"struct.std::_Vector_base.26" }
%"struct.std::_Vector_base.26" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::tuple.9" = type { %"struct.std::_Tuple_impl.10" }
%"struct.std::_Tuple_impl.10" = type { %"struct.std::_Head_base.11" }
%"struct.std::_Head_base.11" = type { ptr }
%"class.std::tuple.12" = type { i8 }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, unsigned long>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, unsigned long>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.31" }
%"class.std::shared_ptr.31" = type { %"class.std::__shared_ptr.32" }
%"class.std::__shared_ptr.32" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.207" }
%"class.sycl::_V1::accessor.207" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.110" }
%"class.std::shared_ptr.110" = type { %"class.std::__shared_ptr.111" }
%"class.std::__shared_ptr.111" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.45" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.39" }
%"class.std::vector.39" = type { %"struct.std::_Vector_base.40" }
%"struct.std::_Vector_base.40" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.std::unique_ptr.50" = type { %"struct.std::__uniq_ptr_data.51" }
%"struct.std::__uniq_ptr_data.51" = type { %"class.std::__uniq_ptr_impl.52" }
%"class.std::__uniq_ptr_impl.52" = type { %"class.std::tuple.53" }
%"class.std::tuple.53" = type { %"struct.std::_Tuple_impl.54" }
%"struct.std::_Tuple_impl.54" = type { %"struct.std::_Head_base.57" }
%"struct.std::_Head_base.57" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::shared_ptr.73" = type { %"class.std::__shared_ptr.74" }
%"class.std::__shared_ptr.74" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::accessor.114" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.118 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.114", float, float }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.119" }
%"class.sycl::_V1::detail::array.119" = type { [3 x i64] }
%"class.sycl::_V1::range.120" = type { %"class.sycl::_V1::detail::array.119" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.134", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.152", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.153", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.154", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.168", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.181", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.122" = type { %"class.std::optional.123" }
%"class.std::optional.123" = type { %"struct.std::_Optional_base.124" }
%"struct.std::_Optional_base.124" = type { %"struct.std::_Optional_payload.126" }
%"struct.std::_Optional_payload.126" = type { %"struct.std::_Optional_payload_base.base.131", i8 }
%"struct.std::_Optional_payload_base.base.131" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.134" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135" = type { %"class.std::optional.136", %"class.std::optional.144" }
%"class.std::optional.136" = type { %"struct.std::_Optional_base.137" }
%"struct.std::_Optional_base.137" = type { %"struct.std::_Optional_payload.139" }
%"struct.std::_Optional_payload.139" = type { %"struct.std::_Optional_payload_base.base.141", [3 x i8] }
%"struct.std::_Optional_payload_base.base.141" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.144" = type { %"struct.std::_Optional_base.145" }
%"struct.std::_Optional_base.145" = type { %"struct.std::_Optional_payload.147" }
%"struct.std::_Optional_payload.147" = type { %"struct.std::_Optional_payload_base.base.149", [3 x i8] }
%"struct.std::_Optional_payload_base.base.149" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.152" = type { %"class.std::optional.136", %"class.std::optional.144" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.153" = type { %"class.std::optional.136", %"class.std::optional.144" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.154" = type { %"class.std::optional.155" }
%"class.std::optional.155" = type { %"struct.std::_Optional_base.156" }
%"struct.std::_Optional_base.156" = type { %"struct.std::_Optional_payload.158" }
%"struct.std::_Optional_payload.158" = type { %"struct.std::_Optional_payload_base.base.165", [7 x i8] }
%"struct.std::_Optional_payload_base.base.165" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.163" }
%"class.sycl::_V1::range.163" = type { %"class.sycl::_V1::detail::array.164" }
%"class.sycl::_V1::detail::array.164" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.168" = type { %"class.std::optional.169" }
%"class.std::optional.169" = type { %"struct.std::_Optional_base.170" }
%"struct.std::_Optional_base.170" = type { %"struct.std::_Optional_payload.172" }
%"struct.std::_Optional_payload.172" = type { %"struct.std::_Optional_payload_base.base.178", [7 x i8] }
%"struct.std::_Optional_payload_base.base.178" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.174" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.174" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.181" = type { %"class.std::optional.182" }
%"class.std::optional.182" = type { %"struct.std::_Optional_base.183" }
%"struct.std::_Optional_base.183" = type { %"struct.std::_Optional_payload.185" }
%"struct.std::_Optional_payload.185" = type { %"struct.std::_Optional_payload_base.base.191", [7 x i8] }
%"struct.std::_Optional_payload_base.base.191" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.187" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.187" = type { %"class.sycl::_V1::range.120" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.197", %"class.sycl::_V1::id.197" }
%"class.sycl::_V1::id.197" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.197", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.197", %"class.sycl::_V1::accessor.114" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%class.anon.211 = type { ptr }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id.197" }
%class.anon.212 = type { i64, i64, i64, %"class.sycl::_V1::accessor.114", float, float, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }

$_ZN10FlagParserC2EiPPc = comdat any

$_ZN7HarnessI9GemmRangeE3runEv = comdat any

$_ZN7HarnessI11GemmNdRangeE3runEv = comdat any

$_ZN10FlagParserD2Ev = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEEixEOS5_ = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN11GemmProblemD2Ev = comdat any

$_ZN11GemmProblem5setupERN4sycl3_V15queueE = comdat any

$_ZN9GemmRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN11GemmProblem6verifyEv = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt6vectorIfSaIfEEaSERKS1_ = comdat any

$_ZN12DeviceMatrix8allocateERSt6vectorIfSaIfEEmm = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZSt11make_uniqueIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN9GemmRange11submit_gemmERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9GemmRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI15GemmRangeKernelEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN11GemmNdRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN11GemmNdRange11submit_gemmERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11GemmNdRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E17GemmNdRangeKernelNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clESJ_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI17GemmNdRangeKernelEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI17GemmNdRangeKernelZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_7nd_itemILi2EEEE_Li2ESA_KSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI17GemmNdRangeKernelEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_7nd_itemILi2EEEE_clES8_ = comdat any

$_ZSt19piecewise_construct = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI15GemmRangeKernelEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI17GemmNdRangeKernelEE = comdat any

@.str.4 = private unnamed_addr constant [10 x i8] c"--repeats\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"stoul\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1
@_ZTISt9exception = external constant ptr
@.str.6 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.8 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.9 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%s, repeat %zu: %.3f ms\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.14 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.15 = private unnamed_addr constant [78 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/unique_ptr.h\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"make_unique\00", align 1
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
@.str.18 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"poly_gemm.cpp\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"submit_gemm\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.23 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.24 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.26 = private unnamed_addr constant [95 x i8] c"_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.28 = private unnamed_addr constant [16 x i8] c"GemmRangeKernel\00", align 1
@.str.29 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 136 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 192 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 196 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 120 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 176 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 180 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 84 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 144 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.30 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.31 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.32 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [142 x i8] c"N4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 94 }, i32 6, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.28, i64 15 }, i32 116, i32 47, i64 184, ptr @_ZN4sycl3_V16detail18getKernelParamDescI15GemmRangeKernelEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI15GemmRangeKernelEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 94 }, i32 6, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.28, i64 15 }, i32 116, i32 47, i64 184, ptr @_ZN4sycl3_V16detail18getKernelParamDescI15GemmRangeKernelEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.34 = private unnamed_addr constant [33 x i8] c"gemm (range, scalar accumulator)\00", align 1
@.str.35 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.36 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.37 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.38 = private unnamed_addr constant [100 x i8] c"_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel\00", align 1
@.str.39 = private unnamed_addr constant [18 x i8] c"GemmNdRangeKernel\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = linkonce_odr dso_local constant [133 x i8] c"N4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI17GemmNdRangeKernelEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 99 }, i32 8, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 17 }, i32 144, i32 19, i64 200, ptr @_ZN4sycl3_V16detail18getKernelParamDescI17GemmNdRangeKernelEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI17GemmNdRangeKernelEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 99 }, i32 8, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 17 }, i32 144, i32 19, i64 200, ptr @_ZN4sycl3_V16detail18getKernelParamDescI17GemmNdRangeKernelEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.41 = private unnamed_addr constant [33 x i8] c"gemm (nd_range, accumulate in C)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.FlagParser, align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = alloca %class.Harness, align 8
  %10 = alloca %class.Harness.8, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #27
  call void @_ZN10FlagParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %3, i32 noundef %0, ptr noundef %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %11, ptr %4, align 8, !tbaa !5
  store i32 1768828205, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 4, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %13, align 4, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = icmp eq ptr %15, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  br label %124

19:                                               ; preds = %2, %36
  %20 = phi ptr [ %42, %36 ], [ %15, %2 ]
  %21 = phi ptr [ %39, %36 ], [ %16, %2 ]
  %22 = getelementptr inbounds i8, ptr %20, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !10
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %19
  %26 = call i64 @llvm.umin.i64(i64 %23, i64 4)
  %27 = getelementptr inbounds i8, ptr %20, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !18
  %29 = call i32 @memcmp(ptr noundef %28, ptr noundef nonnull %11, i64 noundef %26) #27
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %25, %19
  %32 = add i64 %23, -4
  %33 = call i64 @llvm.smax.i64(i64 %32, i64 -2147483648)
  %34 = call i64 @llvm.smin.i64(i64 %33, i64 2147483647)
  %35 = trunc nsw i64 %34 to i32
  br label %36

36:                                               ; preds = %31, %25
  %37 = phi i32 [ %29, %25 ], [ %35, %31 ]
  %38 = icmp slt i32 %37, 0
  %39 = select i1 %38, ptr %21, ptr %20
  %40 = select i1 %38, i64 24, i64 16
  %41 = getelementptr inbounds i8, ptr %20, i64 %40
  %42 = load ptr, ptr %41, align 8, !tbaa !19
  %43 = icmp eq ptr %42, null
  br i1 %43, label %44, label %19, !llvm.loop !20

44:                                               ; preds = %36
  %45 = icmp eq ptr %39, %16
  br i1 %45, label %69, label %46

46:                                               ; preds = %44
  %47 = select i1 %38, ptr %21, ptr %20
  %48 = getelementptr inbounds i8, ptr %47, i64 40
  %49 = load i64, ptr %48, align 8, !tbaa !10
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %58, label %51

51:                                               ; preds = %46
  %52 = call i64 @llvm.umin.i64(i64 %49, i64 4)
  %53 = select i1 %38, ptr %21, ptr %20
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = load ptr, ptr %54, align 8, !tbaa !18
  %56 = call i32 @memcmp(ptr noundef nonnull %11, ptr noundef %55, i64 noundef %52) #27
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %63

58:                                               ; preds = %51, %46
  %59 = sub i64 4, %49
  %60 = call i64 @llvm.smax.i64(i64 %59, i64 -2147483648)
  %61 = call i64 @llvm.smin.i64(i64 %60, i64 2147483647)
  %62 = trunc nsw i64 %61 to i32
  br label %63

63:                                               ; preds = %51, %58
  %64 = phi i32 [ %56, %51 ], [ %62, %58 ]
  %65 = icmp slt i32 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %39, i64 64
  %68 = load i64, ptr %67, align 8, !tbaa !22
  br label %69

69:                                               ; preds = %63, %66, %44
  %70 = phi i64 [ %68, %66 ], [ 40, %63 ], [ 40, %44 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %71 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %71, ptr %5, align 8, !tbaa !5
  store i32 1785605421, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 4, ptr %72, align 8, !tbaa !10
  %73 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 0, ptr %73, align 4, !tbaa !13
  br i1 %17, label %124, label %74

74:                                               ; preds = %69, %91
  %75 = phi ptr [ %97, %91 ], [ %15, %69 ]
  %76 = phi ptr [ %94, %91 ], [ %16, %69 ]
  %77 = getelementptr inbounds i8, ptr %75, i64 40
  %78 = load i64, ptr %77, align 8, !tbaa !10
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %86, label %80

80:                                               ; preds = %74
  %81 = call i64 @llvm.umin.i64(i64 %78, i64 4)
  %82 = getelementptr inbounds i8, ptr %75, i64 32
  %83 = load ptr, ptr %82, align 8, !tbaa !18
  %84 = call i32 @memcmp(ptr noundef %83, ptr noundef nonnull %71, i64 noundef %81) #27
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %80, %74
  %87 = add i64 %78, -4
  %88 = call i64 @llvm.smax.i64(i64 %87, i64 -2147483648)
  %89 = call i64 @llvm.smin.i64(i64 %88, i64 2147483647)
  %90 = trunc nsw i64 %89 to i32
  br label %91

91:                                               ; preds = %86, %80
  %92 = phi i32 [ %84, %80 ], [ %90, %86 ]
  %93 = icmp slt i32 %92, 0
  %94 = select i1 %93, ptr %76, ptr %75
  %95 = select i1 %93, i64 24, i64 16
  %96 = getelementptr inbounds i8, ptr %75, i64 %95
  %97 = load ptr, ptr %96, align 8, !tbaa !19
  %98 = icmp eq ptr %97, null
  br i1 %98, label %99, label %74, !llvm.loop !20

99:                                               ; preds = %91
  %100 = icmp eq ptr %94, %16
  br i1 %100, label %126, label %101

101:                                              ; preds = %99
  %102 = select i1 %93, ptr %76, ptr %75
  %103 = getelementptr inbounds i8, ptr %102, i64 40
  %104 = load i64, ptr %103, align 8, !tbaa !10
  %105 = icmp eq i64 %104, 0
  br i1 %105, label %113, label %106

106:                                              ; preds = %101
  %107 = call i64 @llvm.umin.i64(i64 %104, i64 4)
  %108 = select i1 %93, ptr %76, ptr %75
  %109 = getelementptr inbounds i8, ptr %108, i64 32
  %110 = load ptr, ptr %109, align 8, !tbaa !18
  %111 = call i32 @memcmp(ptr noundef nonnull %71, ptr noundef %110, i64 noundef %107) #27
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %118

113:                                              ; preds = %106, %101
  %114 = sub i64 4, %104
  %115 = call i64 @llvm.smax.i64(i64 %114, i64 -2147483648)
  %116 = call i64 @llvm.smin.i64(i64 %115, i64 2147483647)
  %117 = trunc nsw i64 %116 to i32
  br label %118

118:                                              ; preds = %106, %113
  %119 = phi i32 [ %111, %106 ], [ %117, %113 ]
  %120 = icmp slt i32 %119, 0
  br i1 %120, label %126, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %94, i64 64
  %123 = load i64, ptr %122, align 8, !tbaa !22
  br label %126

124:                                              ; preds = %69, %18
  %125 = phi i64 [ 40, %18 ], [ %70, %69 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  br label %181

126:                                              ; preds = %118, %121, %99
  %127 = phi i64 [ %123, %121 ], [ 36, %118 ], [ 36, %99 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %128 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %128, ptr %6, align 8, !tbaa !5
  store i32 1802382637, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 4, ptr %129, align 8, !tbaa !10
  %130 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %130, align 4, !tbaa !13
  br i1 %17, label %181, label %131

131:                                              ; preds = %126, %148
  %132 = phi ptr [ %154, %148 ], [ %15, %126 ]
  %133 = phi ptr [ %151, %148 ], [ %16, %126 ]
  %134 = getelementptr inbounds i8, ptr %132, i64 40
  %135 = load i64, ptr %134, align 8, !tbaa !10
  %136 = icmp eq i64 %135, 0
  br i1 %136, label %143, label %137

137:                                              ; preds = %131
  %138 = call i64 @llvm.umin.i64(i64 %135, i64 4)
  %139 = getelementptr inbounds i8, ptr %132, i64 32
  %140 = load ptr, ptr %139, align 8, !tbaa !18
  %141 = call i32 @memcmp(ptr noundef %140, ptr noundef nonnull %128, i64 noundef %138) #27
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %143, label %148

143:                                              ; preds = %137, %131
  %144 = add i64 %135, -4
  %145 = call i64 @llvm.smax.i64(i64 %144, i64 -2147483648)
  %146 = call i64 @llvm.smin.i64(i64 %145, i64 2147483647)
  %147 = trunc nsw i64 %146 to i32
  br label %148

148:                                              ; preds = %143, %137
  %149 = phi i32 [ %141, %137 ], [ %147, %143 ]
  %150 = icmp slt i32 %149, 0
  %151 = select i1 %150, ptr %133, ptr %132
  %152 = select i1 %150, i64 24, i64 16
  %153 = getelementptr inbounds i8, ptr %132, i64 %152
  %154 = load ptr, ptr %153, align 8, !tbaa !19
  %155 = icmp eq ptr %154, null
  br i1 %155, label %156, label %131, !llvm.loop !20

156:                                              ; preds = %148
  %157 = icmp eq ptr %151, %16
  br i1 %157, label %184, label %158

158:                                              ; preds = %156
  %159 = select i1 %150, ptr %133, ptr %132
  %160 = getelementptr inbounds i8, ptr %159, i64 40
  %161 = load i64, ptr %160, align 8, !tbaa !10
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %170, label %163

163:                                              ; preds = %158
  %164 = call i64 @llvm.umin.i64(i64 %161, i64 4)
  %165 = select i1 %150, ptr %133, ptr %132
  %166 = getelementptr inbounds i8, ptr %165, i64 32
  %167 = load ptr, ptr %166, align 8, !tbaa !18
  %168 = call i32 @memcmp(ptr noundef nonnull %128, ptr noundef %167, i64 noundef %164) #27
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %175

170:                                              ; preds = %163, %158
  %171 = sub i64 4, %161
  %172 = call i64 @llvm.smax.i64(i64 %171, i64 -2147483648)
  %173 = call i64 @llvm.smin.i64(i64 %172, i64 2147483647)
  %174 = trunc nsw i64 %173 to i32
  br label %175

175:                                              ; preds = %163, %170
  %176 = phi i32 [ %168, %163 ], [ %174, %170 ]
  %177 = icmp slt i32 %176, 0
  br i1 %177, label %184, label %178

178:                                              ; preds = %175
  %179 = getelementptr inbounds i8, ptr %151, i64 64
  %180 = load i64, ptr %179, align 8, !tbaa !22
  br label %184

181:                                              ; preds = %126, %124
  %182 = phi i64 [ 36, %124 ], [ %127, %126 ]
  %183 = phi i64 [ %125, %124 ], [ %70, %126 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  br label %239

184:                                              ; preds = %175, %178, %156
  %185 = phi i64 [ %180, %178 ], [ 28, %175 ], [ 28, %156 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %186 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %186, ptr %7, align 8, !tbaa !5
  store i32 1735863597, ptr %186, align 8
  %187 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 4, ptr %187, align 8, !tbaa !10
  %188 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %188, align 4, !tbaa !13
  br i1 %17, label %239, label %189

189:                                              ; preds = %184, %206
  %190 = phi ptr [ %212, %206 ], [ %15, %184 ]
  %191 = phi ptr [ %209, %206 ], [ %16, %184 ]
  %192 = getelementptr inbounds i8, ptr %190, i64 40
  %193 = load i64, ptr %192, align 8, !tbaa !10
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %201, label %195

195:                                              ; preds = %189
  %196 = call i64 @llvm.umin.i64(i64 %193, i64 4)
  %197 = getelementptr inbounds i8, ptr %190, i64 32
  %198 = load ptr, ptr %197, align 8, !tbaa !18
  %199 = call i32 @memcmp(ptr noundef %198, ptr noundef nonnull %186, i64 noundef %196) #27
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %206

201:                                              ; preds = %195, %189
  %202 = add i64 %193, -4
  %203 = call i64 @llvm.smax.i64(i64 %202, i64 -2147483648)
  %204 = call i64 @llvm.smin.i64(i64 %203, i64 2147483647)
  %205 = trunc nsw i64 %204 to i32
  br label %206

206:                                              ; preds = %201, %195
  %207 = phi i32 [ %199, %195 ], [ %205, %201 ]
  %208 = icmp slt i32 %207, 0
  %209 = select i1 %208, ptr %191, ptr %190
  %210 = select i1 %208, i64 24, i64 16
  %211 = getelementptr inbounds i8, ptr %190, i64 %210
  %212 = load ptr, ptr %211, align 8, !tbaa !19
  %213 = icmp eq ptr %212, null
  br i1 %213, label %214, label %189, !llvm.loop !20

214:                                              ; preds = %206
  %215 = icmp eq ptr %209, %16
  br i1 %215, label %243, label %216

216:                                              ; preds = %214
  %217 = select i1 %208, ptr %191, ptr %190
  %218 = getelementptr inbounds i8, ptr %217, i64 40
  %219 = load i64, ptr %218, align 8, !tbaa !10
  %220 = icmp eq i64 %219, 0
  br i1 %220, label %228, label %221

221:                                              ; preds = %216
  %222 = call i64 @llvm.umin.i64(i64 %219, i64 4)
  %223 = select i1 %208, ptr %191, ptr %190
  %224 = getelementptr inbounds i8, ptr %223, i64 32
  %225 = load ptr, ptr %224, align 8, !tbaa !18
  %226 = call i32 @memcmp(ptr noundef nonnull %186, ptr noundef %225, i64 noundef %222) #27
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %228, label %233

228:                                              ; preds = %221, %216
  %229 = sub i64 4, %219
  %230 = call i64 @llvm.smax.i64(i64 %229, i64 -2147483648)
  %231 = call i64 @llvm.smin.i64(i64 %230, i64 2147483647)
  %232 = trunc nsw i64 %231 to i32
  br label %233

233:                                              ; preds = %221, %228
  %234 = phi i32 [ %226, %221 ], [ %232, %228 ]
  %235 = icmp slt i32 %234, 0
  br i1 %235, label %243, label %236

236:                                              ; preds = %233
  %237 = getelementptr inbounds i8, ptr %209, i64 64
  %238 = load i64, ptr %237, align 8, !tbaa !22
  br label %243

239:                                              ; preds = %184, %181
  %240 = phi i64 [ 28, %181 ], [ %185, %184 ]
  %241 = phi i64 [ %183, %181 ], [ %70, %184 ]
  %242 = phi i64 [ %182, %181 ], [ %127, %184 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  br label %298

243:                                              ; preds = %233, %236, %214
  %244 = phi i64 [ %238, %236 ], [ 16, %233 ], [ 16, %214 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %245 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %245, ptr %8, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(9) %245, ptr noundef nonnull align 1 dereferenceable(9) @.str.4, i64 9, i1 false)
  %246 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 9, ptr %246, align 8, !tbaa !10
  %247 = getelementptr inbounds i8, ptr %8, i64 25
  store i8 0, ptr %247, align 1, !tbaa !13
  br i1 %17, label %298, label %248

248:                                              ; preds = %243, %265
  %249 = phi ptr [ %271, %265 ], [ %15, %243 ]
  %250 = phi ptr [ %268, %265 ], [ %16, %243 ]
  %251 = getelementptr inbounds i8, ptr %249, i64 40
  %252 = load i64, ptr %251, align 8, !tbaa !10
  %253 = icmp eq i64 %252, 0
  br i1 %253, label %260, label %254

254:                                              ; preds = %248
  %255 = call i64 @llvm.umin.i64(i64 %252, i64 9)
  %256 = getelementptr inbounds i8, ptr %249, i64 32
  %257 = load ptr, ptr %256, align 8, !tbaa !18
  %258 = call i32 @memcmp(ptr noundef %257, ptr noundef nonnull %245, i64 noundef %255) #27
  %259 = icmp eq i32 %258, 0
  br i1 %259, label %260, label %265

260:                                              ; preds = %254, %248
  %261 = add i64 %252, -9
  %262 = call i64 @llvm.smax.i64(i64 %261, i64 -2147483648)
  %263 = call i64 @llvm.smin.i64(i64 %262, i64 2147483647)
  %264 = trunc nsw i64 %263 to i32
  br label %265

265:                                              ; preds = %260, %254
  %266 = phi i32 [ %258, %254 ], [ %264, %260 ]
  %267 = icmp slt i32 %266, 0
  %268 = select i1 %267, ptr %250, ptr %249
  %269 = select i1 %267, i64 24, i64 16
  %270 = getelementptr inbounds i8, ptr %249, i64 %269
  %271 = load ptr, ptr %270, align 8, !tbaa !19
  %272 = icmp eq ptr %271, null
  br i1 %272, label %273, label %248, !llvm.loop !20

273:                                              ; preds = %265
  %274 = icmp eq ptr %268, %16
  br i1 %274, label %298, label %275

275:                                              ; preds = %273
  %276 = select i1 %267, ptr %250, ptr %249
  %277 = getelementptr inbounds i8, ptr %276, i64 40
  %278 = load i64, ptr %277, align 8, !tbaa !10
  %279 = icmp eq i64 %278, 0
  br i1 %279, label %287, label %280

280:                                              ; preds = %275
  %281 = call i64 @llvm.umin.i64(i64 %278, i64 9)
  %282 = select i1 %267, ptr %250, ptr %249
  %283 = getelementptr inbounds i8, ptr %282, i64 32
  %284 = load ptr, ptr %283, align 8, !tbaa !18
  %285 = call i32 @memcmp(ptr noundef nonnull %245, ptr noundef %284, i64 noundef %281) #27
  %286 = icmp eq i32 %285, 0
  br i1 %286, label %287, label %292

287:                                              ; preds = %280, %275
  %288 = sub i64 9, %278
  %289 = call i64 @llvm.smax.i64(i64 %288, i64 -2147483648)
  %290 = call i64 @llvm.smin.i64(i64 %289, i64 2147483647)
  %291 = trunc nsw i64 %290 to i32
  br label %292

292:                                              ; preds = %280, %287
  %293 = phi i32 [ %285, %280 ], [ %291, %287 ]
  %294 = icmp slt i32 %293, 0
  br i1 %294, label %298, label %295

295:                                              ; preds = %292
  %296 = getelementptr inbounds i8, ptr %268, i64 64
  %297 = load i64, ptr %296, align 8, !tbaa !22
  br label %298

298:                                              ; preds = %292, %295, %273, %243, %239
  %299 = phi i64 [ %244, %295 ], [ %244, %292 ], [ %244, %273 ], [ %244, %243 ], [ 16, %239 ]
  %300 = phi i64 [ %127, %295 ], [ %127, %292 ], [ %127, %273 ], [ %127, %243 ], [ %242, %239 ]
  %301 = phi i64 [ %70, %295 ], [ %70, %292 ], [ %70, %273 ], [ %70, %243 ], [ %241, %239 ]
  %302 = phi i64 [ %185, %295 ], [ %185, %292 ], [ %185, %273 ], [ %185, %243 ], [ %240, %239 ]
  %303 = phi i64 [ %297, %295 ], [ 2, %292 ], [ 2, %273 ], [ 2, %243 ], [ 2, %239 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %9) #27
  store i64 %301, ptr %9, align 8, !tbaa !24
  %304 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %300, ptr %304, align 8, !tbaa !24
  %305 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %302, ptr %305, align 8, !tbaa !24
  %306 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 %299, ptr %306, align 8, !tbaa !24
  %307 = getelementptr inbounds i8, ptr %9, i64 32
  store i64 %303, ptr %307, align 8, !tbaa !24
  %308 = getelementptr inbounds i8, ptr %9, i64 40
  store i64 %301, ptr %308, align 8, !tbaa !24
  %309 = getelementptr inbounds i8, ptr %9, i64 48
  store i64 %300, ptr %309, align 8, !tbaa !24
  %310 = getelementptr inbounds i8, ptr %9, i64 56
  store i64 %302, ptr %310, align 8, !tbaa !24
  %311 = getelementptr inbounds i8, ptr %9, i64 64
  store i64 %299, ptr %311, align 8, !tbaa !24
  %312 = getelementptr inbounds i8, ptr %9, i64 72
  store i64 %303, ptr %312, align 8, !tbaa !24
  %313 = getelementptr inbounds i8, ptr %9, i64 80
  store <2 x float> <float 1.500000e+00, float 5.000000e-01>, ptr %313, align 8, !tbaa !25
  %314 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %314, i8 0, i64 120, i1 false)
  %315 = invoke noundef i32 @_ZN7HarnessI9GemmRangeE3runEv(ptr noundef nonnull align 8 dereferenceable(208) %9)
          to label %316 unwind label %338

316:                                              ; preds = %298
  call void @_ZN11GemmProblemD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %308) #27
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %10) #27
  store i64 %301, ptr %10, align 8, !tbaa !24
  %317 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %300, ptr %317, align 8, !tbaa !24
  %318 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 %302, ptr %318, align 8, !tbaa !24
  %319 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 %299, ptr %319, align 8, !tbaa !24
  %320 = getelementptr inbounds i8, ptr %10, i64 32
  store i64 %303, ptr %320, align 8, !tbaa !24
  %321 = getelementptr inbounds i8, ptr %10, i64 40
  store i64 %301, ptr %321, align 8, !tbaa !24
  %322 = getelementptr inbounds i8, ptr %10, i64 48
  store i64 %300, ptr %322, align 8, !tbaa !24
  %323 = getelementptr inbounds i8, ptr %10, i64 56
  store i64 %302, ptr %323, align 8, !tbaa !24
  %324 = getelementptr inbounds i8, ptr %10, i64 64
  store i64 %299, ptr %324, align 8, !tbaa !24
  %325 = getelementptr inbounds i8, ptr %10, i64 72
  store i64 %303, ptr %325, align 8, !tbaa !24
  %326 = getelementptr inbounds i8, ptr %10, i64 80
  store <2 x float> <float 1.500000e+00, float 5.000000e-01>, ptr %326, align 8, !tbaa !25
  %327 = getelementptr inbounds i8, ptr %10, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %327, i8 0, i64 120, i1 false)
  %328 = invoke noundef i32 @_ZN7HarnessI11GemmNdRangeE3runEv(ptr noundef nonnull align 8 dereferenceable(208) %10)
          to label %329 unwind label %340

329:                                              ; preds = %316
  call void @_ZN11GemmProblemD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %321) #27
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %10) #27
  %330 = load ptr, ptr %14, align 8, !tbaa !14
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %330)
          to label %334 unwind label %331

331:                                              ; preds = %329
  %332 = landingpad { ptr, i32 }
          catch ptr null
  %333 = extractvalue { ptr, i32 } %332, 0
  call void @__clang_call_terminate(ptr %333) #28
  unreachable

334:                                              ; preds = %329
  %335 = sub i32 0, %328
  %336 = icmp ne i32 %315, %335
  %337 = zext i1 %336 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  ret i32 %337

338:                                              ; preds = %298
  %339 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN11GemmProblemD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %308) #27
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %9) #27
  br label %342

340:                                              ; preds = %316
  %341 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN11GemmProblemD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %321) #27
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %10) #27
  br label %342

342:                                              ; preds = %338, %340
  %343 = phi { ptr, i32 } [ %341, %340 ], [ %339, %338 ]
  call void @_ZN10FlagParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  resume { ptr, i32 } %343
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10FlagParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %9, align 8, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %10, align 8, !tbaa !14
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %9, ptr %11, align 8, !tbaa !28
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %9, ptr %12, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %13, align 8, !tbaa !30
  %14 = icmp sgt i32 %1, 2
  br i1 %14, label %15, label %20

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  br label %21

20:                                               ; preds = %99, %3
  ret void

21:                                               ; preds = %15, %99
  %22 = phi i64 [ 1, %15 ], [ %100, %99 ]
  %23 = phi i64 [ 2, %15 ], [ %104, %99 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %24 = getelementptr inbounds ptr, ptr %2, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !19
  store ptr %16, ptr %7, align 8, !tbaa !5
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %29

27:                                               ; preds = %21
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.9) #29
          to label %28 unwind label %107

28:                                               ; preds = %27
  unreachable

29:                                               ; preds = %21
  %30 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %25) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #27
  store i64 %30, ptr %6, align 8, !tbaa !24
  %31 = icmp ugt i64 %30, 15
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(8) %6, i64 noundef 0)
          to label %34 unwind label %105

34:                                               ; preds = %32
  store ptr %33, ptr %7, align 8, !tbaa !18
  %35 = load i64, ptr %6, align 8, !tbaa !24
  store i64 %35, ptr %16, align 8, !tbaa !13
  br label %36

36:                                               ; preds = %34, %29
  %37 = phi ptr [ %33, %34 ], [ %16, %29 ]
  switch i64 %30, label %40 [
    i64 1, label %38
    i64 0, label %41
  ]

38:                                               ; preds = %36
  %39 = load i8, ptr %25, align 1, !tbaa !13
  store i8 %39, ptr %37, align 1, !tbaa !13
  br label %41

40:                                               ; preds = %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %37, ptr nonnull align 1 %25, i64 %30, i1 false)
  br label %41

41:                                               ; preds = %40, %38, %36
  %42 = load i64, ptr %6, align 8, !tbaa !24
  store i64 %42, ptr %17, align 8, !tbaa !10
  %43 = load ptr, ptr %7, align 8, !tbaa !18
  %44 = getelementptr inbounds i8, ptr %43, i64 %42
  store i8 0, ptr %44, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #27
  %45 = load ptr, ptr %7, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  %46 = tail call ptr @__errno_location() #30
  %47 = load i32, ptr %46, align 4, !tbaa !31
  store i32 0, ptr %46, align 4, !tbaa !31
  %48 = call noundef i64 @strtoul(ptr noundef %45, ptr noundef nonnull %5, i32 noundef 10)
  %49 = load ptr, ptr %5, align 8, !tbaa !19
  %50 = icmp eq ptr %49, %45
  br i1 %50, label %51, label %59

51:                                               ; preds = %41
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.5) #29
          to label %52 unwind label %53

52:                                               ; preds = %51
  unreachable

53:                                               ; preds = %61, %51
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = load i32, ptr %46, align 4, !tbaa !31
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  store i32 %47, ptr %46, align 4, !tbaa !31
  br label %58

58:                                               ; preds = %57, %53
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  br label %122

59:                                               ; preds = %41
  %60 = load i32, ptr %46, align 4, !tbaa !31
  switch i32 %60, label %64 [
    i32 34, label %61
    i32 0, label %63
  ]

61:                                               ; preds = %59
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.5) #29
          to label %62 unwind label %53

62:                                               ; preds = %61
  unreachable

63:                                               ; preds = %59
  store i32 %47, ptr %46, align 4, !tbaa !31
  br label %64

64:                                               ; preds = %59, %63
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %65 = getelementptr inbounds ptr, ptr %2, i64 %22
  %66 = load ptr, ptr %65, align 8, !tbaa !19
  store ptr %18, ptr %8, align 8, !tbaa !5
  %67 = icmp eq ptr %66, null
  br i1 %67, label %68, label %70

68:                                               ; preds = %64
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.9) #29
          to label %69 unwind label %111

69:                                               ; preds = %68
  unreachable

70:                                               ; preds = %64
  %71 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %66) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  store i64 %71, ptr %4, align 8, !tbaa !24
  %72 = icmp ugt i64 %71, 15
  br i1 %72, label %73, label %77

73:                                               ; preds = %70
  %74 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %75 unwind label %109

75:                                               ; preds = %73
  store ptr %74, ptr %8, align 8, !tbaa !18
  %76 = load i64, ptr %4, align 8, !tbaa !24
  store i64 %76, ptr %18, align 8, !tbaa !13
  br label %77

77:                                               ; preds = %75, %70
  %78 = phi ptr [ %74, %75 ], [ %18, %70 ]
  switch i64 %71, label %81 [
    i64 1, label %79
    i64 0, label %82
  ]

79:                                               ; preds = %77
  %80 = load i8, ptr %66, align 1, !tbaa !13
  store i8 %80, ptr %78, align 1, !tbaa !13
  br label %82

81:                                               ; preds = %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %78, ptr nonnull align 1 %66, i64 %71, i1 false)
  br label %82

82:                                               ; preds = %81, %79, %77
  %83 = load i64, ptr %4, align 8, !tbaa !24
  store i64 %83, ptr %19, align 8, !tbaa !10
  %84 = load ptr, ptr %8, align 8, !tbaa !18
  %85 = getelementptr inbounds i8, ptr %84, i64 %83
  store i8 0, ptr %85, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  %86 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %87 unwind label %113

87:                                               ; preds = %82
  store i64 %48, ptr %86, align 8, !tbaa !24
  %88 = load ptr, ptr %8, align 8, !tbaa !18
  %89 = icmp eq ptr %88, %18
  br i1 %89, label %93, label %90

90:                                               ; preds = %87
  %91 = load i64, ptr %18, align 8, !tbaa !13
  %92 = add i64 %91, 1
  call void @_ZdlPvm(ptr noundef %88, i64 noundef %92) #31
  br label %93

93:                                               ; preds = %87, %90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %94 = load ptr, ptr %7, align 8, !tbaa !18
  %95 = icmp eq ptr %94, %16
  br i1 %95, label %99, label %96

96:                                               ; preds = %93
  %97 = load i64, ptr %16, align 8, !tbaa !13
  %98 = add i64 %97, 1
  call void @_ZdlPvm(ptr noundef %94, i64 noundef %98) #31
  br label %99

99:                                               ; preds = %93, %96
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %100 = add nuw nsw i64 %22, 2
  %101 = trunc i64 %22 to i32
  %102 = add i32 %101, 3
  %103 = icmp slt i32 %102, %1
  %104 = add i64 %23, 2
  br i1 %103, label %21, label %20, !llvm.loop !33

105:                                              ; preds = %32
  %106 = landingpad { ptr, i32 }
          cleanup
  br label %129

107:                                              ; preds = %27
  %108 = landingpad { ptr, i32 }
          cleanup
  br label %129

109:                                              ; preds = %73
  %110 = landingpad { ptr, i32 }
          cleanup
  br label %120

111:                                              ; preds = %68
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %120

113:                                              ; preds = %82
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = load ptr, ptr %8, align 8, !tbaa !18
  %116 = icmp eq ptr %115, %18
  br i1 %116, label %120, label %117

117:                                              ; preds = %113
  %118 = load i64, ptr %18, align 8, !tbaa !13
  %119 = add i64 %118, 1
  call void @_ZdlPvm(ptr noundef %115, i64 noundef %119) #31
  br label %120

120:                                              ; preds = %109, %111, %117, %113
  %121 = phi { ptr, i32 } [ %114, %113 ], [ %114, %117 ], [ %110, %109 ], [ %112, %111 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %122

122:                                              ; preds = %58, %120
  %123 = phi { ptr, i32 } [ %121, %120 ], [ %54, %58 ]
  %124 = load ptr, ptr %7, align 8, !tbaa !18
  %125 = icmp eq ptr %124, %16
  br i1 %125, label %129, label %126

126:                                              ; preds = %122
  %127 = load i64, ptr %16, align 8, !tbaa !13
  %128 = add i64 %127, 1
  call void @_ZdlPvm(ptr noundef %124, i64 noundef %128) #31
  br label %129

129:                                              ; preds = %105, %107, %126, %122
  %130 = phi { ptr, i32 } [ %123, %122 ], [ %123, %126 ], [ %106, %105 ], [ %108, %107 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #27
  resume { ptr, i32 } %130
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI9GemmRangeE3runEv(ptr noundef nonnull align 8 dereferenceable(208) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"class.std::vector.25", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %8, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %7, align 8, !tbaa !34
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %6, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !37
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %27 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #28
  unreachable

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %6, align 8, !tbaa !37
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  call void @__clang_call_terminate(ptr %25) #28
  unreachable

26:                                               ; preds = %21, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %237

27:                                               ; preds = %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !38
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !40
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %27, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %27 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !41
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !43
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !45
  %45 = load ptr, ptr %36, align 8, !tbaa !46
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  %48 = load ptr, ptr %36, align 8, !tbaa !46
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !31
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !48

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !49

65:                                               ; preds = %62
  %66 = load ptr, ptr %28, align 8, !tbaa !38
  br label %67

67:                                               ; preds = %65, %27
  %68 = phi ptr [ %66, %65 ], [ %29, %27 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !50
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #31
  br label %76

76:                                               ; preds = %67, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  %77 = getelementptr inbounds i8, ptr %0, i64 40
  invoke void @_ZN11GemmProblem5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(168) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %78 unwind label %86

78:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %79 = getelementptr inbounds i8, ptr %0, i64 32
  %80 = load i64, ptr %79, align 8, !tbaa !51
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  br label %88

84:                                               ; preds = %141, %78
  %85 = invoke noundef zeroext i1 @_ZN11GemmProblem6verifyEv(ptr noundef nonnull align 8 dereferenceable(168) %77)
          to label %150 unwind label %231

86:                                               ; preds = %76
  %87 = landingpad { ptr, i32 }
          cleanup
  br label %235

88:                                               ; preds = %82, %141
  %89 = phi i64 [ 0, %82 ], [ %147, %141 ]
  %90 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN9GemmRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(168) %77, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %91 unwind label %132

91:                                               ; preds = %88
  %92 = load ptr, ptr %5, align 8, !tbaa !19
  %93 = load ptr, ptr %83, align 8, !tbaa !19
  %94 = icmp eq ptr %92, %93
  br i1 %94, label %141, label %134

95:                                               ; preds = %136
  %96 = load ptr, ptr %5, align 8, !tbaa !67
  %97 = load ptr, ptr %83, align 8, !tbaa !69
  %98 = icmp eq ptr %97, %96
  br i1 %98, label %141, label %99

99:                                               ; preds = %95, %128
  %100 = phi ptr [ %129, %128 ], [ %96, %95 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !41
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !43
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !45
  %111 = load ptr, ptr %102, align 8, !tbaa !46
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  %114 = load ptr, ptr %102, align 8, !tbaa !46
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !31
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !48

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !70

131:                                              ; preds = %128
  store ptr %96, ptr %83, align 8, !tbaa !69
  br label %141

132:                                              ; preds = %88
  %133 = landingpad { ptr, i32 }
          cleanup
  br label %233

134:                                              ; preds = %91, %136
  %135 = phi ptr [ %137, %136 ], [ %92, %91 ]
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %135)
          to label %136 unwind label %139

136:                                              ; preds = %134
  %137 = getelementptr inbounds i8, ptr %135, i64 16
  %138 = icmp eq ptr %137, %93
  br i1 %138, label %95, label %134

139:                                              ; preds = %134
  %140 = landingpad { ptr, i32 }
          cleanup
  br label %233

141:                                              ; preds = %91, %95, %131
  %142 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %143 = sub nsw i64 %142, %90
  %144 = sitofp i64 %143 to double
  %145 = fdiv double %144, 1.000000e+06
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.34, i64 noundef %89, double noundef %145)
  %147 = add nuw i64 %89, 1
  %148 = load i64, ptr %79, align 8, !tbaa !51
  %149 = icmp ult i64 %147, %148
  br i1 %149, label %88, label %84, !llvm.loop !71

150:                                              ; preds = %84
  %151 = select i1 %85, ptr @.str.12, ptr @.str.13
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.34, ptr noundef nonnull %151)
  %153 = load ptr, ptr %5, align 8, !tbaa !67
  %154 = getelementptr inbounds i8, ptr %5, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !69
  %156 = icmp eq ptr %153, %155
  br i1 %156, label %191, label %157

157:                                              ; preds = %150, %186
  %158 = phi ptr [ %187, %186 ], [ %153, %150 ]
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !41
  %161 = icmp eq ptr %160, null
  br i1 %161, label %186, label %162

162:                                              ; preds = %157
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load atomic i64, ptr %163 acquire, align 8
  %165 = icmp eq i64 %164, 4294967297
  %166 = trunc i64 %164 to i32
  br i1 %165, label %167, label %175

167:                                              ; preds = %162
  store i32 0, ptr %163, align 8, !tbaa !43
  %168 = getelementptr inbounds i8, ptr %160, i64 12
  store i32 0, ptr %168, align 4, !tbaa !45
  %169 = load ptr, ptr %160, align 8, !tbaa !46
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  %172 = load ptr, ptr %160, align 8, !tbaa !46
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  br label %186

175:                                              ; preds = %162
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %166, -1
  store i32 %179, ptr %163, align 4, !tbaa !31
  br label %182

180:                                              ; preds = %175
  %181 = atomicrmw volatile add ptr %163, i32 -1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i32 [ %166, %178 ], [ %181, %180 ]
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %185, label %186, !prof !48

185:                                              ; preds = %182
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  br label %186

186:                                              ; preds = %185, %182, %167, %157
  %187 = getelementptr inbounds i8, ptr %158, i64 16
  %188 = icmp eq ptr %187, %155
  br i1 %188, label %189, label %157, !llvm.loop !70

189:                                              ; preds = %186
  %190 = load ptr, ptr %5, align 8, !tbaa !67
  br label %191

191:                                              ; preds = %189, %150
  %192 = phi ptr [ %190, %189 ], [ %153, %150 ]
  %193 = icmp eq ptr %192, null
  br i1 %193, label %200, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds i8, ptr %5, i64 16
  %196 = load ptr, ptr %195, align 8, !tbaa !72
  %197 = ptrtoint ptr %196 to i64
  %198 = ptrtoint ptr %192 to i64
  %199 = sub i64 %197, %198
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef %199) #31
  br label %200

200:                                              ; preds = %191, %194
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  %201 = getelementptr inbounds i8, ptr %3, i64 8
  %202 = load ptr, ptr %201, align 8, !tbaa !41
  %203 = icmp eq ptr %202, null
  br i1 %203, label %228, label %204

204:                                              ; preds = %200
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load atomic i64, ptr %205 acquire, align 8
  %207 = icmp eq i64 %206, 4294967297
  %208 = trunc i64 %206 to i32
  br i1 %207, label %209, label %217

209:                                              ; preds = %204
  store i32 0, ptr %205, align 8, !tbaa !43
  %210 = getelementptr inbounds i8, ptr %202, i64 12
  store i32 0, ptr %210, align 4, !tbaa !45
  %211 = load ptr, ptr %202, align 8, !tbaa !46
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  %214 = load ptr, ptr %202, align 8, !tbaa !46
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  br label %228

217:                                              ; preds = %204
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %208, -1
  store i32 %221, ptr %205, align 4, !tbaa !31
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %205, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %208, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !48

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  br label %228

228:                                              ; preds = %200, %209, %224, %227
  %229 = xor i1 %85, true
  %230 = zext i1 %229 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  ret i32 %230

231:                                              ; preds = %84
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %233

233:                                              ; preds = %132, %139, %231
  %234 = phi { ptr, i32 } [ %232, %231 ], [ %140, %139 ], [ %133, %132 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  br label %235

235:                                              ; preds = %233, %86
  %236 = phi { ptr, i32 } [ %234, %233 ], [ %87, %86 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %237

237:                                              ; preds = %235, %26
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %18, %26 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  resume { ptr, i32 } %238
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI11GemmNdRangeE3runEv(ptr noundef nonnull align 8 dereferenceable(208) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"class.std::vector.25", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %8, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %7, align 8, !tbaa !34
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %6, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !37
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %27 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #28
  unreachable

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %6, align 8, !tbaa !37
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  call void @__clang_call_terminate(ptr %25) #28
  unreachable

26:                                               ; preds = %21, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %237

27:                                               ; preds = %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !38
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !40
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %27, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %27 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !41
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !43
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !45
  %45 = load ptr, ptr %36, align 8, !tbaa !46
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  %48 = load ptr, ptr %36, align 8, !tbaa !46
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !31
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !48

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !49

65:                                               ; preds = %62
  %66 = load ptr, ptr %28, align 8, !tbaa !38
  br label %67

67:                                               ; preds = %65, %27
  %68 = phi ptr [ %66, %65 ], [ %29, %27 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !50
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #31
  br label %76

76:                                               ; preds = %67, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  %77 = getelementptr inbounds i8, ptr %0, i64 40
  invoke void @_ZN11GemmProblem5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(168) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %78 unwind label %86

78:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %79 = getelementptr inbounds i8, ptr %0, i64 32
  %80 = load i64, ptr %79, align 8, !tbaa !73
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  br label %88

84:                                               ; preds = %141, %78
  %85 = invoke noundef zeroext i1 @_ZN11GemmProblem6verifyEv(ptr noundef nonnull align 8 dereferenceable(168) %77)
          to label %150 unwind label %231

86:                                               ; preds = %76
  %87 = landingpad { ptr, i32 }
          cleanup
  br label %235

88:                                               ; preds = %82, %141
  %89 = phi i64 [ 0, %82 ], [ %147, %141 ]
  %90 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN11GemmNdRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(168) %77, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %91 unwind label %132

91:                                               ; preds = %88
  %92 = load ptr, ptr %5, align 8, !tbaa !19
  %93 = load ptr, ptr %83, align 8, !tbaa !19
  %94 = icmp eq ptr %92, %93
  br i1 %94, label %141, label %134

95:                                               ; preds = %136
  %96 = load ptr, ptr %5, align 8, !tbaa !67
  %97 = load ptr, ptr %83, align 8, !tbaa !69
  %98 = icmp eq ptr %97, %96
  br i1 %98, label %141, label %99

99:                                               ; preds = %95, %128
  %100 = phi ptr [ %129, %128 ], [ %96, %95 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !41
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !43
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !45
  %111 = load ptr, ptr %102, align 8, !tbaa !46
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  %114 = load ptr, ptr %102, align 8, !tbaa !46
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !31
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !48

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !70

131:                                              ; preds = %128
  store ptr %96, ptr %83, align 8, !tbaa !69
  br label %141

132:                                              ; preds = %88
  %133 = landingpad { ptr, i32 }
          cleanup
  br label %233

134:                                              ; preds = %91, %136
  %135 = phi ptr [ %137, %136 ], [ %92, %91 ]
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %135)
          to label %136 unwind label %139

136:                                              ; preds = %134
  %137 = getelementptr inbounds i8, ptr %135, i64 16
  %138 = icmp eq ptr %137, %93
  br i1 %138, label %95, label %134

139:                                              ; preds = %134
  %140 = landingpad { ptr, i32 }
          cleanup
  br label %233

141:                                              ; preds = %91, %95, %131
  %142 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %143 = sub nsw i64 %142, %90
  %144 = sitofp i64 %143 to double
  %145 = fdiv double %144, 1.000000e+06
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.41, i64 noundef %89, double noundef %145)
  %147 = add nuw i64 %89, 1
  %148 = load i64, ptr %79, align 8, !tbaa !73
  %149 = icmp ult i64 %147, %148
  br i1 %149, label %88, label %84, !llvm.loop !76

150:                                              ; preds = %84
  %151 = select i1 %85, ptr @.str.12, ptr @.str.13
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.41, ptr noundef nonnull %151)
  %153 = load ptr, ptr %5, align 8, !tbaa !67
  %154 = getelementptr inbounds i8, ptr %5, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !69
  %156 = icmp eq ptr %153, %155
  br i1 %156, label %191, label %157

157:                                              ; preds = %150, %186
  %158 = phi ptr [ %187, %186 ], [ %153, %150 ]
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !41
  %161 = icmp eq ptr %160, null
  br i1 %161, label %186, label %162

162:                                              ; preds = %157
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load atomic i64, ptr %163 acquire, align 8
  %165 = icmp eq i64 %164, 4294967297
  %166 = trunc i64 %164 to i32
  br i1 %165, label %167, label %175

167:                                              ; preds = %162
  store i32 0, ptr %163, align 8, !tbaa !43
  %168 = getelementptr inbounds i8, ptr %160, i64 12
  store i32 0, ptr %168, align 4, !tbaa !45
  %169 = load ptr, ptr %160, align 8, !tbaa !46
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  %172 = load ptr, ptr %160, align 8, !tbaa !46
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  br label %186

175:                                              ; preds = %162
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %166, -1
  store i32 %179, ptr %163, align 4, !tbaa !31
  br label %182

180:                                              ; preds = %175
  %181 = atomicrmw volatile add ptr %163, i32 -1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i32 [ %166, %178 ], [ %181, %180 ]
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %185, label %186, !prof !48

185:                                              ; preds = %182
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %160) #27
  br label %186

186:                                              ; preds = %185, %182, %167, %157
  %187 = getelementptr inbounds i8, ptr %158, i64 16
  %188 = icmp eq ptr %187, %155
  br i1 %188, label %189, label %157, !llvm.loop !70

189:                                              ; preds = %186
  %190 = load ptr, ptr %5, align 8, !tbaa !67
  br label %191

191:                                              ; preds = %189, %150
  %192 = phi ptr [ %190, %189 ], [ %153, %150 ]
  %193 = icmp eq ptr %192, null
  br i1 %193, label %200, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds i8, ptr %5, i64 16
  %196 = load ptr, ptr %195, align 8, !tbaa !72
  %197 = ptrtoint ptr %196 to i64
  %198 = ptrtoint ptr %192 to i64
  %199 = sub i64 %197, %198
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef %199) #31
  br label %200

200:                                              ; preds = %191, %194
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  %201 = getelementptr inbounds i8, ptr %3, i64 8
  %202 = load ptr, ptr %201, align 8, !tbaa !41
  %203 = icmp eq ptr %202, null
  br i1 %203, label %228, label %204

204:                                              ; preds = %200
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load atomic i64, ptr %205 acquire, align 8
  %207 = icmp eq i64 %206, 4294967297
  %208 = trunc i64 %206 to i32
  br i1 %207, label %209, label %217

209:                                              ; preds = %204
  store i32 0, ptr %205, align 8, !tbaa !43
  %210 = getelementptr inbounds i8, ptr %202, i64 12
  store i32 0, ptr %210, align 4, !tbaa !45
  %211 = load ptr, ptr %202, align 8, !tbaa !46
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  %214 = load ptr, ptr %202, align 8, !tbaa !46
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  br label %228

217:                                              ; preds = %204
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %208, -1
  store i32 %221, ptr %205, align 4, !tbaa !31
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %205, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %208, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !48

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %202) #27
  br label %228

228:                                              ; preds = %200, %209, %224, %227
  %229 = xor i1 %85, true
  %230 = zext i1 %229 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  ret i32 %230

231:                                              ; preds = %84
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %233

233:                                              ; preds = %132, %139, %231
  %234 = phi { ptr, i32 } [ %232, %231 ], [ %140, %139 ], [ %133, %132 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  br label %235

235:                                              ; preds = %233, %86
  %236 = phi { ptr, i32 } [ %234, %233 ], [ %87, %86 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %237

237:                                              ; preds = %235, %26
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %18, %26 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  resume { ptr, i32 } %238
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10FlagParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #28
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::tuple.9", align 8
  %4 = alloca %"class.std::tuple.12", align 1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = icmp eq ptr %6, null
  br i1 %8, label %58, label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !10
  %12 = load ptr, ptr %1, align 8
  br label %13

13:                                               ; preds = %30, %9
  %14 = phi ptr [ %6, %9 ], [ %36, %30 ]
  %15 = phi ptr [ %7, %9 ], [ %33, %30 ]
  %16 = getelementptr inbounds i8, ptr %14, i64 40
  %17 = load i64, ptr %16, align 8, !tbaa !10
  %18 = tail call i64 @llvm.umin.i64(i64 %11, i64 %17)
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %14, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !18
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %12, i64 noundef %18) #27
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %20, %13
  %26 = sub i64 %17, %11
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %25, %20
  %31 = phi i32 [ %23, %20 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, ptr %15, ptr %14
  %34 = select i1 %32, i64 24, i64 16
  %35 = getelementptr inbounds i8, ptr %14, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !19
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %13, !llvm.loop !77

38:                                               ; preds = %30
  %39 = icmp eq ptr %33, %7
  br i1 %39, label %58, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %33, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !10
  %43 = tail call i64 @llvm.umin.i64(i64 %42, i64 %11)
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %33, i64 32
  %47 = load ptr, ptr %46, align 8, !tbaa !18
  %48 = tail call i32 @memcmp(ptr noundef %12, ptr noundef %47, i64 noundef %43) #27
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %55

50:                                               ; preds = %45, %40
  %51 = sub i64 %11, %42
  %52 = tail call i64 @llvm.smax.i64(i64 %51, i64 -2147483648)
  %53 = tail call i64 @llvm.smin.i64(i64 %52, i64 2147483647)
  %54 = trunc nsw i64 %53 to i32
  br label %55

55:                                               ; preds = %45, %50
  %56 = phi i32 [ %48, %45 ], [ %54, %50 ]
  %57 = icmp slt i32 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %2, %38, %55
  %59 = phi ptr [ %33, %55 ], [ %33, %38 ], [ %7, %2 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  store ptr %1, ptr %3, align 8, !tbaa !19, !alias.scope !78
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #27
  %60 = call ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %59, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  br label %61

61:                                               ; preds = %58, %55
  %62 = phi ptr [ %60, %58 ], [ %33, %55 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 64
  ret ptr %63
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmSt4lessIS5_ESaISt4pairIKS5_mEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #28
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #28
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, unsigned long>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, unsigned long>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  store ptr %0, ptr %6, align 8, !tbaa !19
  %7 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #32
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  %9 = load i64, ptr %3, align 8, !tbaa !19
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr inbounds i8, ptr %7, i64 48
  store ptr %11, ptr %8, align 8, !tbaa !5
  %12 = load ptr, ptr %10, align 8, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %10, i64 16
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !10
  %18 = add i64 %17, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %13, i64 %18, i1 false)
  br label %25

21:                                               ; preds = %5
  store ptr %12, ptr %8, align 8, !tbaa !18
  %22 = load i64, ptr %13, align 8, !tbaa !13
  store i64 %22, ptr %11, align 8, !tbaa !13
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  %24 = load i64, ptr %23, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %21, %20, %15
  %26 = phi i64 [ -1, %15 ], [ %17, %20 ], [ %24, %21 ]
  %27 = getelementptr inbounds i8, ptr %6, i64 8
  %28 = getelementptr inbounds i8, ptr %10, i64 8
  %29 = getelementptr inbounds i8, ptr %7, i64 40
  store i64 %26, ptr %29, align 8, !tbaa !10
  store ptr %13, ptr %10, align 8, !tbaa !18
  store i64 0, ptr %28, align 8, !tbaa !10
  store i8 0, ptr %13, align 1, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %7, i64 64
  store i64 0, ptr %30, align 8, !tbaa !22
  store ptr %7, ptr %27, align 8, !tbaa !81
  %31 = invoke { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %32 unwind label %66

32:                                               ; preds = %25
  %33 = extractvalue { ptr, ptr } %31, 0
  %34 = extractvalue { ptr, ptr } %31, 1
  %35 = icmp eq ptr %34, null
  br i1 %35, label %68, label %36

36:                                               ; preds = %32
  %37 = icmp ne ptr %33, null
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = icmp eq ptr %38, %34
  %40 = select i1 %37, i1 true, i1 %39
  br i1 %40, label %61, label %41

41:                                               ; preds = %36
  %42 = load i64, ptr %29, align 8, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %34, i64 40
  %44 = load i64, ptr %43, align 8, !tbaa !10
  %45 = tail call i64 @llvm.umin.i64(i64 %44, i64 %42)
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %34, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !18
  %50 = load ptr, ptr %8, align 8, !tbaa !18
  %51 = tail call i32 @memcmp(ptr noundef %50, ptr noundef %49, i64 noundef %45) #27
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %58

53:                                               ; preds = %47, %41
  %54 = sub i64 %42, %44
  %55 = tail call i64 @llvm.smax.i64(i64 %54, i64 -2147483648)
  %56 = tail call i64 @llvm.smin.i64(i64 %55, i64 2147483647)
  %57 = trunc nsw i64 %56 to i32
  br label %58

58:                                               ; preds = %53, %47
  %59 = phi i32 [ %51, %47 ], [ %57, %53 ]
  %60 = icmp slt i32 %59, 0
  br label %61

61:                                               ; preds = %36, %58
  %62 = phi i1 [ true, %36 ], [ %60, %58 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %62, ptr noundef nonnull %7, ptr noundef nonnull %34, ptr noundef nonnull align 8 dereferenceable(32) %38) #27
  %63 = getelementptr inbounds i8, ptr %0, i64 40
  %64 = load i64, ptr %63, align 8, !tbaa !30
  %65 = add i64 %64, 1
  store i64 %65, ptr %63, align 8, !tbaa !30
  br label %75

66:                                               ; preds = %25
  %67 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  resume { ptr, i32 } %67

68:                                               ; preds = %32
  %69 = load ptr, ptr %8, align 8, !tbaa !18
  %70 = icmp eq ptr %69, %11
  br i1 %70, label %74, label %71

71:                                               ; preds = %68
  %72 = load i64, ptr %11, align 8, !tbaa !13
  %73 = add i64 %72, 1
  tail call void @_ZdlPvm(ptr noundef %69, i64 noundef %73) #31
  br label %74

74:                                               ; preds = %71, %68
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef 72) #31
  br label %75

75:                                               ; preds = %61, %74
  %76 = phi ptr [ %7, %61 ], [ %33, %74 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret ptr %76
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !30
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %33, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !19
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !10
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 %14)
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %12, i64 32
  %21 = load ptr, ptr %2, align 8, !tbaa !18
  %22 = load ptr, ptr %20, align 8, !tbaa !18
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %21, i64 noundef %17) #27
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %19, %10
  %26 = sub i64 %14, %16
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %19, %25
  %31 = phi i32 [ %23, %19 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %137, label %33

33:                                               ; preds = %30, %6
  %34 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  br label %137

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load i64, ptr %38, align 8, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %1, i64 40
  %41 = load i64, ptr %40, align 8, !tbaa !10
  %42 = tail call i64 @llvm.umin.i64(i64 %41, i64 %39)
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %1, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !18
  %47 = load ptr, ptr %2, align 8, !tbaa !18
  %48 = tail call i32 @memcmp(ptr noundef %47, ptr noundef %46, i64 noundef %42) #27
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %53, label %56

50:                                               ; preds = %37
  %51 = sub i64 %39, %41
  %52 = icmp slt i64 %51, 0
  br i1 %52, label %58, label %95

53:                                               ; preds = %44
  %54 = sub i64 %39, %41
  %55 = icmp slt i64 %54, 0
  br i1 %55, label %58, label %92

56:                                               ; preds = %44
  %57 = icmp slt i32 %48, 0
  br i1 %57, label %58, label %92

58:                                               ; preds = %53, %56, %50
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !19
  %61 = icmp eq ptr %60, %1
  br i1 %61, label %137, label %62

62:                                               ; preds = %58
  %63 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #33
  %64 = getelementptr inbounds i8, ptr %63, i64 40
  %65 = load i64, ptr %64, align 8, !tbaa !10
  %66 = tail call i64 @llvm.umin.i64(i64 %39, i64 %65)
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %63, i64 32
  %70 = load ptr, ptr %2, align 8, !tbaa !18
  %71 = load ptr, ptr %69, align 8, !tbaa !18
  %72 = tail call i32 @memcmp(ptr noundef %71, ptr noundef %70, i64 noundef %66) #27
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %68, %62
  %75 = sub i64 %65, %39
  %76 = tail call i64 @llvm.smax.i64(i64 %75, i64 -2147483648)
  %77 = tail call i64 @llvm.smin.i64(i64 %76, i64 2147483647)
  %78 = trunc nsw i64 %77 to i32
  br label %79

79:                                               ; preds = %68, %74
  %80 = phi i32 [ %72, %68 ], [ %78, %74 ]
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %63, i64 24
  %84 = load ptr, ptr %83, align 8, !tbaa !83
  %85 = icmp eq ptr %84, null
  %86 = select i1 %85, ptr null, ptr %1
  %87 = select i1 %85, ptr %63, ptr %1
  br label %137

88:                                               ; preds = %79
  %89 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %90 = extractvalue { ptr, ptr } %89, 0
  %91 = extractvalue { ptr, ptr } %89, 1
  br label %137

92:                                               ; preds = %53, %56
  %93 = tail call i32 @memcmp(ptr noundef %46, ptr noundef %47, i64 noundef %42) #27
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %100

95:                                               ; preds = %50, %92
  %96 = sub i64 %41, %39
  %97 = tail call i64 @llvm.smax.i64(i64 %96, i64 -2147483648)
  %98 = tail call i64 @llvm.smin.i64(i64 %97, i64 2147483647)
  %99 = trunc nsw i64 %98 to i32
  br label %100

100:                                              ; preds = %92, %95
  %101 = phi i32 [ %93, %92 ], [ %99, %95 ]
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %137

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %0, i64 32
  %105 = load ptr, ptr %104, align 8, !tbaa !19
  %106 = icmp eq ptr %105, %1
  br i1 %106, label %137, label %107

107:                                              ; preds = %103
  %108 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #33
  %109 = getelementptr inbounds i8, ptr %108, i64 40
  %110 = load i64, ptr %109, align 8, !tbaa !10
  %111 = tail call i64 @llvm.umin.i64(i64 %110, i64 %39)
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %108, i64 32
  %115 = load ptr, ptr %114, align 8, !tbaa !18
  %116 = load ptr, ptr %2, align 8, !tbaa !18
  %117 = tail call i32 @memcmp(ptr noundef %116, ptr noundef %115, i64 noundef %111) #27
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %124

119:                                              ; preds = %113, %107
  %120 = sub i64 %39, %110
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 -2147483648)
  %122 = tail call i64 @llvm.smin.i64(i64 %121, i64 2147483647)
  %123 = trunc nsw i64 %122 to i32
  br label %124

124:                                              ; preds = %113, %119
  %125 = phi i32 [ %117, %113 ], [ %123, %119 ]
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %133

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %1, i64 24
  %129 = load ptr, ptr %128, align 8, !tbaa !83
  %130 = icmp eq ptr %129, null
  %131 = select i1 %130, ptr null, ptr %108
  %132 = select i1 %130, ptr %1, ptr %108
  br label %137

133:                                              ; preds = %124
  %134 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %135 = extractvalue { ptr, ptr } %134, 0
  %136 = extractvalue { ptr, ptr } %134, 1
  br label %137

137:                                              ; preds = %127, %82, %100, %133, %103, %88, %58, %30, %33
  %138 = phi ptr [ %35, %33 ], [ null, %30 ], [ %90, %88 ], [ %60, %58 ], [ %135, %133 ], [ null, %103 ], [ %1, %100 ], [ %86, %82 ], [ %131, %127 ]
  %139 = phi ptr [ %36, %33 ], [ %12, %30 ], [ %91, %88 ], [ %60, %58 ], [ %136, %133 ], [ %105, %103 ], [ null, %100 ], [ %87, %82 ], [ %132, %127 ]
  %140 = insertvalue { ptr, ptr } poison, ptr %138, 0
  %141 = insertvalue { ptr, ptr } %140, ptr %139, 1
  ret { ptr, ptr } %141
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !81
  %4 = icmp eq ptr %3, null
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %3, i64 48
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %5
  %11 = load i64, ptr %8, align 8, !tbaa !13
  %12 = add i64 %11, 1
  tail call void @_ZdlPvm(ptr noundef %7, i64 noundef %12) #31
  br label %13

13:                                               ; preds = %5, %10
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 72) #31
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !19
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !10
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %7, %27
  %12 = phi ptr [ %5, %7 ], [ %32, %27 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !10
  %15 = tail call i64 @llvm.umin.i64(i64 %14, i64 %9)
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %12, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %19, i64 noundef %15) #27
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %17, %11
  %23 = sub i64 %9, %14
  %24 = tail call i64 @llvm.smax.i64(i64 %23, i64 -2147483648)
  %25 = tail call i64 @llvm.smin.i64(i64 %24, i64 2147483647)
  %26 = trunc nsw i64 %25 to i32
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i32 [ %20, %17 ], [ %26, %22 ]
  %29 = icmp slt i32 %28, 0
  %30 = select i1 %29, i64 16, i64 24
  %31 = getelementptr inbounds i8, ptr %12, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !19
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !84

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !28
  %39 = icmp eq ptr %36, %38
  br i1 %39, label %67, label %40

40:                                               ; preds = %35
  %41 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %36) #33
  br label %42

42:                                               ; preds = %40, %34
  %43 = phi ptr [ %36, %40 ], [ %12, %34 ]
  %44 = phi ptr [ %41, %40 ], [ %12, %34 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !10
  %49 = tail call i64 @llvm.umin.i64(i64 %48, i64 %46)
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %42
  %52 = getelementptr inbounds i8, ptr %44, i64 32
  %53 = load ptr, ptr %1, align 8, !tbaa !18
  %54 = load ptr, ptr %52, align 8, !tbaa !18
  %55 = tail call i32 @memcmp(ptr noundef %54, ptr noundef %53, i64 noundef %49) #27
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %62

57:                                               ; preds = %51, %42
  %58 = sub i64 %46, %48
  %59 = tail call i64 @llvm.smax.i64(i64 %58, i64 -2147483648)
  %60 = tail call i64 @llvm.smin.i64(i64 %59, i64 2147483647)
  %61 = trunc nsw i64 %60 to i32
  br label %62

62:                                               ; preds = %51, %57
  %63 = phi i32 [ %55, %51 ], [ %61, %57 ]
  %64 = icmp slt i32 %63, 0
  %65 = select i1 %64, ptr null, ptr %44
  %66 = select i1 %64, ptr %43, ptr null
  br label %67

67:                                               ; preds = %62, %35
  %68 = phi ptr [ null, %35 ], [ %65, %62 ]
  %69 = phi ptr [ %36, %35 ], [ %66, %62 ]
  %70 = insertvalue { ptr, ptr } poison, ptr %68, 0
  %71 = insertvalue { ptr, ptr } %70, ptr %69, 1
  ret { ptr, ptr } %71
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %19, label %4

4:                                                ; preds = %2, %17
  %5 = phi ptr [ %9, %17 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !83
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !85
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %5, i64 48
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %17, label %14

14:                                               ; preds = %4
  %15 = load i64, ptr %12, align 8, !tbaa !13
  %16 = add i64 %15, 1
  tail call void @_ZdlPvm(ptr noundef %11, i64 noundef %16) #31
  br label %17

17:                                               ; preds = %4, %14
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 72) #31
  %18 = icmp eq ptr %9, null
  br i1 %18, label %19, label %4, !llvm.loop !86

19:                                               ; preds = %17, %2
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #27
  %10 = load ptr, ptr %9, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.6, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #28
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !41
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !43
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !45
  %26 = load ptr, ptr %17, align 8, !tbaa !46
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !31
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !48

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #28
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #16

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #15

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #17

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !46
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !31
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !31
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !46
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11GemmProblemD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 160
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = icmp eq ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %3) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 48) #31
  br label %6

6:                                                ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %0, i64 152
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 48) #31
  br label %11

11:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 144
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = icmp eq ptr %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %13) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef 48) #31
  br label %16

16:                                               ; preds = %11, %15
  store ptr null, ptr %12, align 8, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %0, i64 120
  %18 = load ptr, ptr %17, align 8, !tbaa !87
  %19 = icmp eq ptr %18, null
  br i1 %19, label %26, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 136
  %22 = load ptr, ptr %21, align 8, !tbaa !88
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %18 to i64
  %25 = sub i64 %23, %24
  tail call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef %25) #31
  br label %26

26:                                               ; preds = %16, %20
  %27 = getelementptr inbounds i8, ptr %0, i64 96
  %28 = load ptr, ptr %27, align 8, !tbaa !87
  %29 = icmp eq ptr %28, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 112
  %32 = load ptr, ptr %31, align 8, !tbaa !88
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %28 to i64
  %35 = sub i64 %33, %34
  tail call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef %35) #31
  br label %36

36:                                               ; preds = %26, %30
  %37 = getelementptr inbounds i8, ptr %0, i64 72
  %38 = load ptr, ptr %37, align 8, !tbaa !87
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 88
  %42 = load ptr, ptr %41, align 8, !tbaa !88
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %38 to i64
  %45 = sub i64 %43, %44
  tail call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %45) #31
  br label %46

46:                                               ; preds = %36, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  %48 = load ptr, ptr %47, align 8, !tbaa !87
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 64
  %52 = load ptr, ptr %51, align 8, !tbaa !88
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %48 to i64
  %55 = sub i64 %53, %54
  tail call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #31
  br label %56

56:                                               ; preds = %46, %50
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #10

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11GemmProblem5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !89
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !90
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !91
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = mul i64 %7, %3
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !92
  %12 = load ptr, ptr %8, align 8, !tbaa !87
  %13 = ptrtoint ptr %11 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = ashr exact i64 %15, 2
  %17 = icmp ult i64 %16, %9
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = sub i64 %9, %16
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %19)
  br label %26

20:                                               ; preds = %2
  %21 = icmp ugt i64 %16, %9
  br i1 %21, label %22, label %26

22:                                               ; preds = %20
  %23 = getelementptr inbounds float, ptr %12, i64 %9
  %24 = icmp eq ptr %11, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store ptr %23, ptr %10, align 8, !tbaa !92
  br label %26

26:                                               ; preds = %18, %20, %22, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 72
  %28 = mul i64 %7, %5
  %29 = getelementptr inbounds i8, ptr %0, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !92
  %31 = load ptr, ptr %27, align 8, !tbaa !87
  %32 = ptrtoint ptr %30 to i64
  %33 = ptrtoint ptr %31 to i64
  %34 = sub i64 %32, %33
  %35 = ashr exact i64 %34, 2
  %36 = icmp ult i64 %35, %28
  br i1 %36, label %37, label %39

37:                                               ; preds = %26
  %38 = sub i64 %28, %35
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %27, i64 noundef %38)
  br label %45

39:                                               ; preds = %26
  %40 = icmp ugt i64 %35, %28
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = getelementptr inbounds float, ptr %31, i64 %28
  %43 = icmp eq ptr %30, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  store ptr %42, ptr %29, align 8, !tbaa !92
  br label %45

45:                                               ; preds = %37, %39, %41, %44
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = mul i64 %5, %3
  %48 = getelementptr inbounds i8, ptr %0, i64 104
  %49 = load ptr, ptr %48, align 8, !tbaa !92
  %50 = load ptr, ptr %46, align 8, !tbaa !87
  %51 = ptrtoint ptr %49 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = ashr exact i64 %53, 2
  %55 = icmp ult i64 %54, %47
  br i1 %55, label %56, label %58

56:                                               ; preds = %45
  %57 = sub i64 %47, %54
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %46, i64 noundef %57)
  br label %64

58:                                               ; preds = %45
  %59 = icmp ugt i64 %54, %47
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = getelementptr inbounds float, ptr %50, i64 %47
  %62 = icmp eq ptr %49, %61
  br i1 %62, label %64, label %63

63:                                               ; preds = %60
  store ptr %61, ptr %48, align 8, !tbaa !92
  br label %64

64:                                               ; preds = %56, %58, %60, %63
  %65 = icmp eq i64 %3, 0
  br i1 %65, label %79, label %66

66:                                               ; preds = %64
  %67 = icmp eq i64 %7, 0
  %68 = load ptr, ptr %8, align 8
  %69 = and i64 %7, 1
  %70 = icmp eq i64 %7, 1
  %71 = and i64 %7, -2
  %72 = icmp eq i64 %69, 0
  br label %73

73:                                               ; preds = %66, %96
  %74 = phi i64 [ 0, %66 ], [ %97, %96 ]
  br i1 %67, label %96, label %75

75:                                               ; preds = %73
  %76 = mul i64 %74, 3
  %77 = mul i64 %74, %7
  %78 = getelementptr float, ptr %68, i64 %77
  br i1 %70, label %88, label %99

79:                                               ; preds = %96, %64
  %80 = icmp eq i64 %7, 0
  br i1 %80, label %121, label %81

81:                                               ; preds = %79
  %82 = icmp eq i64 %5, 0
  %83 = load ptr, ptr %27, align 8
  %84 = and i64 %5, 1
  %85 = icmp eq i64 %5, 1
  %86 = and i64 %5, -2
  %87 = icmp eq i64 %84, 0
  br label %116

88:                                               ; preds = %99, %75
  %89 = phi i64 [ 0, %75 ], [ %113, %99 ]
  br i1 %72, label %96, label %90

90:                                               ; preds = %88
  %91 = add i64 %89, %76
  %92 = urem i64 %91, 13
  %93 = uitofp nneg i64 %92 to float
  %94 = tail call float @llvm.fmuladd.f32(float %93, float 1.250000e-01, float -5.000000e-01)
  %95 = getelementptr float, ptr %78, i64 %89
  store float %94, ptr %95, align 4, !tbaa !25
  br label %96

96:                                               ; preds = %90, %88, %73
  %97 = add nuw i64 %74, 1
  %98 = icmp eq i64 %97, %3
  br i1 %98, label %79, label %73, !llvm.loop !93

99:                                               ; preds = %75, %99
  %100 = phi i64 [ %113, %99 ], [ 0, %75 ]
  %101 = phi i64 [ %114, %99 ], [ 0, %75 ]
  %102 = add i64 %100, %76
  %103 = urem i64 %102, 13
  %104 = uitofp nneg i64 %103 to float
  %105 = tail call float @llvm.fmuladd.f32(float %104, float 1.250000e-01, float -5.000000e-01)
  %106 = getelementptr float, ptr %78, i64 %100
  store float %105, ptr %106, align 4, !tbaa !25
  %107 = or disjoint i64 %100, 1
  %108 = add i64 %107, %76
  %109 = urem i64 %108, 13
  %110 = uitofp nneg i64 %109 to float
  %111 = tail call float @llvm.fmuladd.f32(float %110, float 1.250000e-01, float -5.000000e-01)
  %112 = getelementptr float, ptr %78, i64 %107
  store float %111, ptr %112, align 4, !tbaa !25
  %113 = add nuw i64 %100, 2
  %114 = add i64 %101, 2
  %115 = icmp eq i64 %114, %71
  br i1 %115, label %88, label %99, !llvm.loop !94

116:                                              ; preds = %81, %151
  %117 = phi i64 [ 0, %81 ], [ %152, %151 ]
  br i1 %82, label %151, label %118

118:                                              ; preds = %116
  %119 = mul i64 %117, %5
  %120 = getelementptr float, ptr %83, i64 %119
  br i1 %85, label %142, label %154

121:                                              ; preds = %151, %79
  %122 = icmp eq i64 %47, 0
  br i1 %122, label %173, label %123

123:                                              ; preds = %121
  %124 = load ptr, ptr %46, align 8, !tbaa !87
  %125 = icmp ult i64 %47, 4
  br i1 %125, label %126, label %128

126:                                              ; preds = %140, %123
  %127 = phi i64 [ 0, %123 ], [ %129, %140 ]
  br label %179

128:                                              ; preds = %123
  %129 = and i64 %47, -4
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ 0, %128 ], [ %137, %130 ]
  %132 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %128 ], [ %138, %130 ]
  %133 = and <4 x i64> %132, <i64 3, i64 3, i64 3, i64 3>
  %134 = add nsw <4 x i64> %133, <i64 -1, i64 -1, i64 -1, i64 -1>
  %135 = sitofp <4 x i64> %134 to <4 x float>
  %136 = getelementptr inbounds float, ptr %124, i64 %131
  store <4 x float> %135, ptr %136, align 4, !tbaa !25
  %137 = add nuw i64 %131, 4
  %138 = add <4 x i64> %132, <i64 4, i64 4, i64 4, i64 4>
  %139 = icmp eq i64 %137, %129
  br i1 %139, label %140, label %130, !llvm.loop !95

140:                                              ; preds = %130
  %141 = icmp eq i64 %47, %129
  br i1 %141, label %173, label %126

142:                                              ; preds = %154, %118
  %143 = phi i64 [ 0, %118 ], [ %170, %154 ]
  br i1 %87, label %151, label %144

144:                                              ; preds = %142
  %145 = mul i64 %143, 5
  %146 = add i64 %145, %117
  %147 = urem i64 %146, 7
  %148 = uitofp nneg i64 %147 to float
  %149 = fmul float %148, 2.500000e-01
  %150 = getelementptr float, ptr %120, i64 %143
  store float %149, ptr %150, align 4, !tbaa !25
  br label %151

151:                                              ; preds = %144, %142, %116
  %152 = add nuw i64 %117, 1
  %153 = icmp eq i64 %152, %7
  br i1 %153, label %121, label %116, !llvm.loop !98

154:                                              ; preds = %118, %154
  %155 = phi i64 [ %170, %154 ], [ 0, %118 ]
  %156 = phi i64 [ %171, %154 ], [ 0, %118 ]
  %157 = mul i64 %155, 5
  %158 = add i64 %157, %117
  %159 = urem i64 %158, 7
  %160 = uitofp nneg i64 %159 to float
  %161 = fmul float %160, 2.500000e-01
  %162 = getelementptr float, ptr %120, i64 %155
  store float %161, ptr %162, align 4, !tbaa !25
  %163 = or disjoint i64 %155, 1
  %164 = mul i64 %163, 5
  %165 = add i64 %164, %117
  %166 = urem i64 %165, 7
  %167 = uitofp nneg i64 %166 to float
  %168 = fmul float %167, 2.500000e-01
  %169 = getelementptr float, ptr %120, i64 %163
  store float %168, ptr %169, align 4, !tbaa !25
  %170 = add nuw i64 %155, 2
  %171 = add i64 %156, 2
  %172 = icmp eq i64 %171, %86
  br i1 %172, label %142, label %154, !llvm.loop !99

173:                                              ; preds = %179, %140, %121
  %174 = getelementptr inbounds i8, ptr %0, i64 120
  %175 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %174, ptr noundef nonnull align 8 dereferenceable(24) %46)
  %176 = getelementptr inbounds i8, ptr %0, i64 144
  tail call void @_ZN12DeviceMatrix8allocateERSt6vectorIfSaIfEEmm(ptr noundef nonnull align 8 dereferenceable(8) %176, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %3, i64 noundef %7)
  %177 = getelementptr inbounds i8, ptr %0, i64 152
  tail call void @_ZN12DeviceMatrix8allocateERSt6vectorIfSaIfEEmm(ptr noundef nonnull align 8 dereferenceable(8) %177, ptr noundef nonnull align 8 dereferenceable(24) %27, i64 noundef %7, i64 noundef %5)
  %178 = getelementptr inbounds i8, ptr %0, i64 160
  tail call void @_ZN12DeviceMatrix8allocateERSt6vectorIfSaIfEEmm(ptr noundef nonnull align 8 dereferenceable(8) %178, ptr noundef nonnull align 8 dereferenceable(24) %46, i64 noundef %3, i64 noundef %5)
  ret void

179:                                              ; preds = %126, %179
  %180 = phi i64 [ %185, %179 ], [ %127, %126 ]
  %181 = and i64 %180, 3
  %182 = add nsw i64 %181, -1
  %183 = sitofp i64 %182 to float
  %184 = getelementptr inbounds float, ptr %124, i64 %180
  store float %183, ptr %184, align 4, !tbaa !25
  %185 = add nuw i64 %180, 1
  %186 = icmp eq i64 %185, %47
  br i1 %186, label %173, label %179, !llvm.loop !100
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN9GemmRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::event", align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @_ZN9GemmRange11submit_gemmERN4sycl3_V15queueE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !72
  %9 = icmp eq ptr %6, %8
  br i1 %9, label %15, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr null, ptr %11, align 8, !tbaa !41
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load <2 x ptr>, ptr %4, align 16, !tbaa !19
  store ptr null, ptr %12, align 8, !tbaa !41
  store <2 x ptr> %13, ptr %6, align 8, !tbaa !19
  store ptr null, ptr %4, align 16, !tbaa !101
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %14, ptr %5, align 8, !tbaa !69
  br label %16

15:                                               ; preds = %3
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %16 unwind label %45

16:                                               ; preds = %10, %15
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !41
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !43
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !45
  %27 = load ptr, ptr %18, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  %30 = load ptr, ptr %18, align 8, !tbaa !46
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !31
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !48

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  br label %44

44:                                               ; preds = %16, %25, %40, %43
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  ret void

45:                                               ; preds = %15
  %46 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  resume { ptr, i32 } %46
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN11GemmProblem6verifyEv(ptr noundef nonnull align 8 dereferenceable(168) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor", align 8
  %3 = load i64, ptr %0, align 8, !tbaa !89
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !90
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !91
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = load ptr, ptr %8, align 8, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %0, i64 128
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = ptrtoint ptr %11 to i64
  %13 = ptrtoint ptr %9 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 2
  %16 = icmp ugt i64 %15, 1152921504606846975
  br i1 %16, label %17, label %18

17:                                               ; preds = %1
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.35) #29
  unreachable

18:                                               ; preds = %1
  %19 = icmp eq ptr %11, %9
  br i1 %19, label %66, label %20

20:                                               ; preds = %18
  %21 = shl nuw nsw i64 %14, 1
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %21) #32
  %23 = icmp ult i64 %15, 4
  br i1 %23, label %47, label %24

24:                                               ; preds = %20
  %25 = and i64 %15, 1152921504606846972
  %26 = and i64 %15, 3
  %27 = shl nuw nsw i64 %25, 3
  %28 = getelementptr i8, ptr %22, i64 %27
  %29 = shl nuw nsw i64 %25, 2
  %30 = getelementptr i8, ptr %9, i64 %29
  br label %31

31:                                               ; preds = %31, %24
  %32 = phi i64 [ 0, %24 ], [ %43, %31 ]
  %33 = shl i64 %32, 3
  %34 = getelementptr i8, ptr %22, i64 %33
  %35 = shl i64 %32, 2
  %36 = getelementptr i8, ptr %9, i64 %35
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = load <2 x float>, ptr %36, align 4, !tbaa !25
  %39 = load <2 x float>, ptr %37, align 4, !tbaa !25
  %40 = fpext <2 x float> %38 to <2 x double>
  %41 = fpext <2 x float> %39 to <2 x double>
  %42 = getelementptr i8, ptr %34, i64 16
  store <2 x double> %40, ptr %34, align 8, !tbaa !103
  store <2 x double> %41, ptr %42, align 8, !tbaa !103
  %43 = add nuw i64 %32, 4
  %44 = icmp eq i64 %43, %25
  br i1 %44, label %45, label %31, !llvm.loop !105

45:                                               ; preds = %31
  %46 = icmp eq i64 %15, %25
  br i1 %46, label %66, label %47

47:                                               ; preds = %20, %45
  %48 = phi i64 [ %15, %20 ], [ %26, %45 ]
  %49 = phi ptr [ %22, %20 ], [ %28, %45 ]
  %50 = phi ptr [ %9, %20 ], [ %30, %45 ]
  %51 = load float, ptr %50, align 4, !tbaa !25
  %52 = fpext float %51 to double
  store double %52, ptr %49, align 8, !tbaa !103
  %53 = icmp ugt i64 %48, 1
  br i1 %53, label %54, label %66, !llvm.loop !106

54:                                               ; preds = %47
  %55 = getelementptr inbounds i8, ptr %49, i64 8
  %56 = getelementptr inbounds i8, ptr %50, i64 4
  %57 = load float, ptr %56, align 4, !tbaa !25
  %58 = fpext float %57 to double
  store double %58, ptr %55, align 8, !tbaa !103
  %59 = add nsw i64 %48, -3
  %60 = icmp ult i64 %59, -2
  br i1 %60, label %61, label %66, !llvm.loop !106

61:                                               ; preds = %54
  %62 = getelementptr inbounds i8, ptr %49, i64 16
  %63 = getelementptr inbounds i8, ptr %50, i64 8
  %64 = load float, ptr %63, align 4, !tbaa !25
  %65 = fpext float %64 to double
  store double %65, ptr %62, align 8, !tbaa !103
  br label %66

66:                                               ; preds = %47, %54, %61, %45, %18
  %67 = phi ptr [ null, %18 ], [ %22, %45 ], [ %22, %61 ], [ %22, %54 ], [ %22, %47 ]
  %68 = getelementptr inbounds i8, ptr %0, i64 32
  %69 = load i64, ptr %68, align 8, !tbaa !107
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %91, label %71

71:                                               ; preds = %66
  %72 = icmp eq i64 %3, 0
  %73 = icmp eq i64 %5, 0
  %74 = icmp eq i64 %7, 0
  %75 = getelementptr inbounds i8, ptr %0, i64 48
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds i8, ptr %0, i64 72
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %0, i64 40
  %80 = load float, ptr %79, align 8
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds i8, ptr %0, i64 44
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = and i64 %7, 1
  %86 = icmp eq i64 %7, 1
  %87 = and i64 %7, -2
  %88 = icmp eq i64 %85, 0
  br label %89

89:                                               ; preds = %71, %106
  %90 = phi i64 [ 0, %71 ], [ %107, %106 ]
  br i1 %72, label %106, label %100

91:                                               ; preds = %106, %66
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #27
  %92 = getelementptr inbounds i8, ptr %0, i64 160
  %93 = load ptr, ptr %92, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %2, ptr noundef nonnull align 8 dereferenceable(41) %93)
          to label %94 unwind label %167

94:                                               ; preds = %91
  %95 = icmp eq i64 %3, 0
  br i1 %95, label %277, label %96

96:                                               ; preds = %94
  %97 = icmp eq i64 %5, 0
  %98 = getelementptr inbounds i8, ptr %2, i64 8
  %99 = getelementptr inbounds i8, ptr %2, i64 16
  br label %162

100:                                              ; preds = %89, %113
  %101 = phi i64 [ %114, %113 ], [ 0, %89 ]
  br i1 %73, label %113, label %102

102:                                              ; preds = %100
  %103 = mul i64 %101, %7
  %104 = getelementptr float, ptr %76, i64 %103
  %105 = mul i64 %101, %5
  br label %109

106:                                              ; preds = %113, %89
  %107 = add nuw i64 %90, 1
  %108 = icmp eq i64 %107, %69
  br i1 %108, label %91, label %89, !llvm.loop !108

109:                                              ; preds = %102, %129
  %110 = phi i64 [ 0, %102 ], [ %136, %129 ]
  br i1 %74, label %129, label %111

111:                                              ; preds = %109
  %112 = getelementptr float, ptr %78, i64 %110
  br i1 %86, label %116, label %138

113:                                              ; preds = %129, %100
  %114 = add nuw i64 %101, 1
  %115 = icmp eq i64 %114, %3
  br i1 %115, label %106, label %100, !llvm.loop !109

116:                                              ; preds = %138, %111
  %117 = phi double [ poison, %111 ], [ %158, %138 ]
  %118 = phi i64 [ 0, %111 ], [ %159, %138 ]
  %119 = phi double [ 0.000000e+00, %111 ], [ %158, %138 ]
  br i1 %88, label %129, label %120

120:                                              ; preds = %116
  %121 = getelementptr float, ptr %104, i64 %118
  %122 = load float, ptr %121, align 4, !tbaa !25
  %123 = fpext float %122 to double
  %124 = mul i64 %118, %5
  %125 = getelementptr float, ptr %112, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !25
  %127 = fpext float %126 to double
  %128 = tail call double @llvm.fmuladd.f64(double %123, double %127, double %119)
  br label %129

129:                                              ; preds = %120, %116, %109
  %130 = phi double [ 0.000000e+00, %109 ], [ %117, %116 ], [ %128, %120 ]
  %131 = add i64 %110, %105
  %132 = getelementptr inbounds double, ptr %67, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !103
  %134 = fmul double %133, %84
  %135 = tail call double @llvm.fmuladd.f64(double %81, double %130, double %134)
  store double %135, ptr %132, align 8, !tbaa !103
  %136 = add nuw i64 %110, 1
  %137 = icmp eq i64 %136, %5
  br i1 %137, label %113, label %109, !llvm.loop !110

138:                                              ; preds = %111, %138
  %139 = phi i64 [ %159, %138 ], [ 0, %111 ]
  %140 = phi double [ %158, %138 ], [ 0.000000e+00, %111 ]
  %141 = phi i64 [ %160, %138 ], [ 0, %111 ]
  %142 = getelementptr float, ptr %104, i64 %139
  %143 = load float, ptr %142, align 4, !tbaa !25
  %144 = fpext float %143 to double
  %145 = mul i64 %139, %5
  %146 = getelementptr float, ptr %112, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !25
  %148 = fpext float %147 to double
  %149 = tail call double @llvm.fmuladd.f64(double %144, double %148, double %140)
  %150 = or disjoint i64 %139, 1
  %151 = getelementptr float, ptr %104, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !25
  %153 = fpext float %152 to double
  %154 = mul i64 %150, %5
  %155 = getelementptr float, ptr %112, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !25
  %157 = fpext float %156 to double
  %158 = tail call double @llvm.fmuladd.f64(double %153, double %157, double %149)
  %159 = add nuw i64 %139, 2
  %160 = add i64 %141, 2
  %161 = icmp eq i64 %160, %87
  br i1 %161, label %116, label %138, !llvm.loop !111

162:                                              ; preds = %96, %273
  %163 = phi i1 [ false, %96 ], [ %275, %273 ]
  %164 = phi i64 [ 0, %96 ], [ %274, %273 ]
  br i1 %97, label %273, label %165

165:                                              ; preds = %162
  %166 = mul i64 %164, %5
  br label %173

167:                                              ; preds = %91
  %168 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #27
  %169 = icmp eq ptr %67, null
  br i1 %169, label %313, label %311

170:                                              ; preds = %272
  %171 = add nuw i64 %174, 1
  %172 = icmp eq i64 %171, %5
  br i1 %172, label %273, label %173, !llvm.loop !112

173:                                              ; preds = %165, %170
  %174 = phi i64 [ 0, %165 ], [ %171, %170 ]
  %175 = load ptr, ptr %98, align 8, !tbaa !41, !noalias !113
  %176 = icmp eq ptr %175, null
  br i1 %176, label %185, label %177

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !113
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %187, label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %178, align 4, !tbaa !31, !noalias !113
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %178, align 4, !tbaa !31, !noalias !113
  %184 = load ptr, ptr %99, align 8, !noalias !113
  br label %192

185:                                              ; preds = %173
  %186 = load ptr, ptr %99, align 8
  br label %222

187:                                              ; preds = %177
  %188 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4, !noalias !113
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !113
  %190 = load ptr, ptr %99, align 8, !noalias !113
  %191 = icmp eq i8 %189, 0
  br i1 %191, label %196, label %192

192:                                              ; preds = %181, %187
  %193 = phi ptr [ %184, %181 ], [ %190, %187 ]
  %194 = load i32, ptr %178, align 4, !tbaa !31, !noalias !113
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %178, align 4, !tbaa !31, !noalias !113
  br label %198

196:                                              ; preds = %187
  %197 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4, !noalias !113
  br label %198

198:                                              ; preds = %196, %192
  %199 = phi ptr [ %190, %196 ], [ %193, %192 ]
  %200 = load atomic i64, ptr %178 acquire, align 8, !noalias !113
  %201 = icmp eq i64 %200, 4294967297
  %202 = trunc i64 %200 to i32
  br i1 %201, label %203, label %211

203:                                              ; preds = %198
  store i32 0, ptr %178, align 8, !tbaa !43, !noalias !113
  %204 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %204, align 4, !tbaa !45, !noalias !113
  %205 = load ptr, ptr %175, align 8, !tbaa !46, !noalias !113
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load ptr, ptr %206, align 8, !noalias !113
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !113
  %208 = load ptr, ptr %175, align 8, !tbaa !46, !noalias !113
  %209 = getelementptr inbounds i8, ptr %208, i64 24
  %210 = load ptr, ptr %209, align 8, !noalias !113
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !113
  br label %222

211:                                              ; preds = %198
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !113
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %216, label %214

214:                                              ; preds = %211
  %215 = add nsw i32 %202, -1
  store i32 %215, ptr %178, align 4, !tbaa !31, !noalias !113
  br label %218

216:                                              ; preds = %211
  %217 = atomicrmw volatile add ptr %178, i32 -1 acq_rel, align 4, !noalias !113
  br label %218

218:                                              ; preds = %216, %214
  %219 = phi i32 [ %202, %214 ], [ %217, %216 ]
  %220 = icmp eq i32 %219, 1
  br i1 %220, label %221, label %222, !prof !48

221:                                              ; preds = %218
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !113
  br label %222

222:                                              ; preds = %185, %203, %218, %221
  %223 = phi ptr [ %186, %185 ], [ %199, %203 ], [ %199, %221 ], [ %199, %218 ]
  %224 = icmp ne ptr %223, null
  call void @llvm.assume(i1 %224)
  %225 = load i64, ptr %223, align 8
  %226 = add i64 %225, %164
  %227 = getelementptr inbounds i8, ptr %223, i64 56
  %228 = load i64, ptr %227, align 8
  %229 = mul i64 %228, %226
  %230 = getelementptr inbounds i8, ptr %223, i64 8
  %231 = load i64, ptr %230, align 8
  %232 = getelementptr inbounds i8, ptr %223, i64 72
  %233 = load ptr, ptr %232, align 8, !tbaa !116
  %234 = getelementptr float, ptr %233, i64 %231
  %235 = getelementptr float, ptr %234, i64 %229
  %236 = getelementptr float, ptr %235, i64 %174
  %237 = load float, ptr %236, align 4, !tbaa !25
  %238 = fpext float %237 to double
  %239 = add i64 %174, %166
  %240 = getelementptr inbounds double, ptr %67, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !103
  %242 = fsub double %238, %241
  %243 = call double @llvm.fabs.f64(double %242)
  %244 = call double @llvm.fabs.f64(double %241)
  %245 = fadd double %244, 1.000000e+00
  %246 = fmul double %245, 1.000000e-03
  %247 = fcmp ogt double %243, %246
  br i1 %176, label %272, label %248

248:                                              ; preds = %222
  %249 = getelementptr inbounds i8, ptr %175, i64 8
  %250 = load atomic i64, ptr %249 acquire, align 8
  %251 = icmp eq i64 %250, 4294967297
  %252 = trunc i64 %250 to i32
  br i1 %251, label %253, label %261

253:                                              ; preds = %248
  store i32 0, ptr %249, align 8, !tbaa !43
  %254 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %254, align 4, !tbaa !45
  %255 = load ptr, ptr %175, align 8, !tbaa !46
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load ptr, ptr %256, align 8
  call void %257(ptr noundef nonnull align 8 dereferenceable(16) %175) #27
  %258 = load ptr, ptr %175, align 8, !tbaa !46
  %259 = getelementptr inbounds i8, ptr %258, i64 24
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %175) #27
  br label %272

261:                                              ; preds = %248
  %262 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %266, label %264

264:                                              ; preds = %261
  %265 = add nsw i32 %252, -1
  store i32 %265, ptr %249, align 4, !tbaa !31
  br label %268

266:                                              ; preds = %261
  %267 = atomicrmw volatile add ptr %249, i32 -1 acq_rel, align 4
  br label %268

268:                                              ; preds = %266, %264
  %269 = phi i32 [ %252, %264 ], [ %267, %266 ]
  %270 = icmp eq i32 %269, 1
  br i1 %270, label %271, label %272, !prof !48

271:                                              ; preds = %268
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #27
  br label %272

272:                                              ; preds = %222, %253, %268, %271
  br i1 %247, label %277, label %170

273:                                              ; preds = %170, %162
  %274 = add nuw i64 %164, 1
  %275 = icmp uge i64 %274, %3
  %276 = icmp eq i64 %274, %3
  br i1 %276, label %277, label %162, !llvm.loop !121

277:                                              ; preds = %273, %272, %94
  %278 = phi i1 [ true, %94 ], [ %163, %272 ], [ %275, %273 ]
  %279 = getelementptr inbounds i8, ptr %2, i64 8
  %280 = load ptr, ptr %279, align 8, !tbaa !41
  %281 = icmp eq ptr %280, null
  br i1 %281, label %306, label %282

282:                                              ; preds = %277
  %283 = getelementptr inbounds i8, ptr %280, i64 8
  %284 = load atomic i64, ptr %283 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %283, align 8, !tbaa !43
  %288 = getelementptr inbounds i8, ptr %280, i64 12
  store i32 0, ptr %288, align 4, !tbaa !45
  %289 = load ptr, ptr %280, align 8, !tbaa !46
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  %292 = load ptr, ptr %280, align 8, !tbaa !46
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %283, align 4, !tbaa !31
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %283, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !48

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  br label %306

306:                                              ; preds = %277, %287, %302, %305
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #27
  %307 = icmp eq ptr %67, null
  br i1 %307, label %310, label %308

308:                                              ; preds = %306
  %309 = shl nsw i64 %14, 1
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %309) #31
  br label %310

310:                                              ; preds = %306, %308
  ret i1 %278

311:                                              ; preds = %167
  %312 = shl nsw i64 %14, 1
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %312) #31
  br label %313

313:                                              ; preds = %311, %167
  resume { ptr, i32 } %168
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !67
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !69
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %40, label %6

6:                                                ; preds = %1, %35
  %7 = phi ptr [ %36, %35 ], [ %2, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !41
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load atomic i64, ptr %12 acquire, align 8
  %14 = icmp eq i64 %13, 4294967297
  %15 = trunc i64 %13 to i32
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  store i32 0, ptr %12, align 8, !tbaa !43
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %17, align 4, !tbaa !45
  %18 = load ptr, ptr %9, align 8, !tbaa !46
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  tail call void %20(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  %21 = load ptr, ptr %9, align 8, !tbaa !46
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  tail call void %23(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %35

24:                                               ; preds = %11
  %25 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nsw i32 %15, -1
  store i32 %28, ptr %12, align 4, !tbaa !31
  br label %31

29:                                               ; preds = %24
  %30 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %15, %27 ], [ %30, %29 ]
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35, !prof !48

34:                                               ; preds = %31
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %35

35:                                               ; preds = %34, %31, %16, %6
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = icmp eq ptr %36, %4
  br i1 %37, label %38, label %6, !llvm.loop !70

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !67
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !72
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #31
  br label %49

49:                                               ; preds = %40, %43
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #15

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.45", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !122
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !37
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #28
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !37
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #28
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !19
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !19
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !124
  store ptr %8, ptr %6, align 16, !tbaa !124
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !126
  %12 = load ptr, ptr %10, align 8, !tbaa !127
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !128
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !130

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !126
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !124
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #31
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
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !19
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !126
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !127
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !128
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !130

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !126
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !124
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #31
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #15

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !19
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !19
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, %0
  br i1 %3, label %64, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = load ptr, ptr %1, align 8, !tbaa !19
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !88
  %13 = load ptr, ptr %0, align 8, !tbaa !19
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !48

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #32
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #31
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !87
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !88
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !92
  %33 = ptrtoint ptr %32 to i64
  %34 = sub i64 %33, %15
  %35 = icmp ult i64 %34, %10
  br i1 %35, label %39, label %36

36:                                               ; preds = %30
  %37 = icmp eq ptr %6, %7
  br i1 %37, label %60, label %38

38:                                               ; preds = %36
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %10, i1 false)
  br label %60

39:                                               ; preds = %30
  %40 = icmp eq ptr %32, %13
  br i1 %40, label %49, label %41

41:                                               ; preds = %39
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 %34, i1 false)
  %42 = load ptr, ptr %1, align 8, !tbaa !87
  %43 = load ptr, ptr %31, align 8, !tbaa !92
  %44 = load ptr, ptr %0, align 8, !tbaa !87
  %45 = load ptr, ptr %5, align 8, !tbaa !92
  %46 = ptrtoint ptr %43 to i64
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %46, %47
  br label %49

49:                                               ; preds = %39, %41
  %50 = phi i64 [ %34, %39 ], [ %48, %41 ]
  %51 = phi ptr [ %6, %39 ], [ %45, %41 ]
  %52 = phi ptr [ %32, %39 ], [ %43, %41 ]
  %53 = phi ptr [ %7, %39 ], [ %42, %41 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 %50
  %55 = icmp eq ptr %51, %54
  br i1 %55, label %60, label %56

56:                                               ; preds = %49
  %57 = ptrtoint ptr %51 to i64
  %58 = ptrtoint ptr %54 to i64
  %59 = sub i64 %57, %58
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %52, ptr align 4 %54, i64 %59, i1 false)
  br label %60

60:                                               ; preds = %56, %49, %38, %36, %28
  %61 = load ptr, ptr %0, align 8, !tbaa !87
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !92
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12DeviceMatrix8allocateERSt6vectorIfSaIfEEmm(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #27
  %8 = load ptr, ptr %1, align 8, !tbaa !87
  store ptr %8, ptr %6, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  store i64 %2, ptr %7, align 8, !tbaa !24
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %3, ptr %9, align 8, !tbaa !24
  call void @_ZSt11make_uniqueIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr") align 8 %5, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %10 = load ptr, ptr %5, align 8, !tbaa !19
  store ptr null, ptr %5, align 8, !tbaa !19
  %11 = load ptr, ptr %0, align 8, !tbaa !19
  store ptr %10, ptr %0, align 8, !tbaa !19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %17, label %13

13:                                               ; preds = %4
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %11) #27
  call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 48) #31
  %14 = load ptr, ptr %5, align 8, !tbaa !19
  %15 = icmp eq ptr %14, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %14) #27
  call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef 48) #31
  br label %17

17:                                               ; preds = %4, %13, %16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !92
  %7 = load ptr, ptr %0, align 8, !tbaa !87
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !88
  %14 = ptrtoint ptr %13 to i64
  %15 = sub i64 %14, %8
  %16 = ashr exact i64 %15, 2
  %17 = icmp ult i64 %11, 2305843009213693952
  tail call void @llvm.assume(i1 %17)
  %18 = xor i64 %11, 2305843009213693951
  %19 = icmp ule i64 %16, %18
  tail call void @llvm.assume(i1 %19)
  %20 = icmp ult i64 %16, %1
  br i1 %20, label %30, label %21

21:                                               ; preds = %4
  store float 0.000000e+00, ptr %6, align 4, !tbaa !25
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !25
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !92
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #29
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #32
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !25
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !25
  br label %45

45:                                               ; preds = %41, %33
  %46 = icmp sgt i64 %10, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %38, ptr align 4 %7, i64 %10, i1 false)
  br label %48

48:                                               ; preds = %45, %47
  %49 = icmp eq ptr %7, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = sub i64 %14, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #31
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !87
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !92
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !88
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr") align 8 %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #22 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #32
  %7 = load ptr, ptr %1, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.15, ptr %5, align 8, !tbaa !131, !alias.scope !133
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.16, ptr %8, align 8, !tbaa !136, !alias.scope !133
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 1065, ptr %9, align 8, !tbaa !137, !alias.scope !133
  %10 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 34, ptr %10, align 4, !tbaa !138, !alias.scope !133
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %6, ptr noundef %7, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %11 unwind label %61

11:                                               ; preds = %3
  store ptr %6, ptr %0, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !38
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !40
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %51, label %17

17:                                               ; preds = %11, %46
  %18 = phi ptr [ %47, %46 ], [ %13, %11 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !41
  %21 = icmp eq ptr %20, null
  br i1 %21, label %46, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load atomic i64, ptr %23 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %22
  store i32 0, ptr %23, align 8, !tbaa !43
  %28 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 0, ptr %28, align 4, !tbaa !45
  %29 = load ptr, ptr %20, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  %32 = load ptr, ptr %20, align 8, !tbaa !46
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  br label %46

35:                                               ; preds = %22
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %23, align 4, !tbaa !31
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %23, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !48

45:                                               ; preds = %42
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  br label %46

46:                                               ; preds = %45, %42, %27, %17
  %47 = getelementptr inbounds i8, ptr %18, i64 16
  %48 = icmp eq ptr %47, %15
  br i1 %48, label %49, label %17, !llvm.loop !49

49:                                               ; preds = %46
  %50 = load ptr, ptr %12, align 8, !tbaa !38
  br label %51

51:                                               ; preds = %49, %11
  %52 = phi ptr [ %50, %49 ], [ %13, %11 ]
  %53 = icmp eq ptr %52, null
  br i1 %53, label %60, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %4, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !50
  %57 = ptrtoint ptr %56 to i64
  %58 = ptrtoint ptr %52 to i64
  %59 = sub i64 %57, %58
  call void @_ZdlPvm(ptr noundef nonnull %52, i64 noundef %59) #31
  br label %60

60:                                               ; preds = %51, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  ret void

61:                                               ; preds = %3
  %62 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #31
  resume { ptr, i32 } %62
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.50", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !24
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !24
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !139
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !46, !noalias !139
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !142, !noalias !139
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !144, !noalias !139
  store ptr %13, ptr %6, align 8, !tbaa !147
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !19
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !149
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !157
  %27 = load ptr, ptr %0, align 8, !tbaa !158
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !159
  %29 = load i8, ptr %28, align 1, !tbaa !13
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !161)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !24, !noalias !161
  store <2 x i64> %33, ptr %7, align 16, !tbaa !24, !alias.scope !161
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !24, !alias.scope !161
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !19
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !46
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #15

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !142
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !46
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !46
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !144
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !142
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #14

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.73", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !41
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !43
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !45
  %17 = load ptr, ptr %8, align 8, !tbaa !46
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  %20 = load ptr, ptr %8, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !31
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !48

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #14

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #15

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN9GemmRange11submit_gemmERN4sycl3_V15queueE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(168) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %6 = alloca %class.anon, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #27
  store ptr @.str.19, ptr %8, align 8, !tbaa !131, !alias.scope !164
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.20, ptr %9, align 8, !tbaa !136, !alias.scope !164
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 110, ptr %10, align 8, !tbaa !137, !alias.scope !164
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 12, ptr %11, align 4, !tbaa !138, !alias.scope !164
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %1, ptr %6, align 8, !noalias !167
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27, !noalias !167
  store ptr %6, ptr %7, align 8, !tbaa !170, !noalias !167
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9GemmRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !172, !noalias !167
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27, !noalias !173
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27, !noalias !173
  store i32 0, ptr %5, align 4, !tbaa !176, !noalias !173
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %14 unwind label %19, !noalias !173

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !179, !range !181, !noalias !173, !noundef !182
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %3
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !173
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !173
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !173
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !173
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27, !noalias !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !69
  %6 = load ptr, ptr %0, align 8, !tbaa !19
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.18) #29
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 4
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 576460752303423487)
  %18 = select i1 %16, i64 576460752303423487, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 4
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 4
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !19
  store ptr null, ptr %29, align 8, !tbaa !41
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !19
  store ptr null, ptr %2, align 8, !tbaa !101
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !19, !alias.scope !186, !noalias !183
  store ptr null, ptr %35, align 8, !tbaa !41, !alias.scope !186, !noalias !183
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !19, !alias.scope !183, !noalias !186
  store ptr null, ptr %34, align 8, !tbaa !101, !alias.scope !186, !noalias !183
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !188

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !192)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !19, !alias.scope !192, !noalias !189
  store ptr null, ptr %47, align 8, !tbaa !41, !alias.scope !192, !noalias !189
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !19, !alias.scope !189, !noalias !192
  store ptr null, ptr %46, align 8, !tbaa !101, !alias.scope !192, !noalias !189
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !188

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !72
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #31
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !67
  store ptr %53, ptr %4, align 8, !tbaa !69
  %61 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !72
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #15

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9GemmRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #22 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.114", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.118, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !194
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #27
  %14 = getelementptr inbounds i8, ptr %13, i64 144
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.19, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.21, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 111, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %18, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %19 unwind label %323

19:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !38
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !40
  %24 = icmp eq ptr %21, %23
  br i1 %24, label %59, label %25

25:                                               ; preds = %19, %54
  %26 = phi ptr [ %55, %54 ], [ %21, %19 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !41
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !43
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !45
  %37 = load ptr, ptr %28, align 8, !tbaa !46
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  %40 = load ptr, ptr %28, align 8, !tbaa !46
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !31
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !48

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #27
  br label %54

54:                                               ; preds = %53, %50, %35, %25
  %55 = getelementptr inbounds i8, ptr %26, i64 16
  %56 = icmp eq ptr %55, %23
  br i1 %56, label %57, label %25, !llvm.loop !49

57:                                               ; preds = %54
  %58 = load ptr, ptr %20, align 8, !tbaa !38
  br label %59

59:                                               ; preds = %57, %19
  %60 = phi ptr [ %58, %57 ], [ %21, %19 ]
  %61 = icmp eq ptr %60, null
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %7, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !50
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %60 to i64
  %67 = sub i64 %65, %66
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %67) #31
  br label %68

68:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #27
  %69 = getelementptr inbounds i8, ptr %13, i64 152
  %70 = load ptr, ptr %69, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.19, ptr %4, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 112, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %73, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %8, ptr noundef nonnull align 8 dereferenceable(41) %70, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %74 unwind label %325

74:                                               ; preds = %68
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %75 = getelementptr inbounds i8, ptr %9, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !38
  %77 = getelementptr inbounds i8, ptr %9, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !40
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %74, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %74 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !41
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !43
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !45
  %92 = load ptr, ptr %83, align 8, !tbaa !46
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
  %95 = load ptr, ptr %83, align 8, !tbaa !46
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !31
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !48

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !49

112:                                              ; preds = %109
  %113 = load ptr, ptr %75, align 8, !tbaa !38
  br label %114

114:                                              ; preds = %112, %74
  %115 = phi ptr [ %113, %112 ], [ %76, %74 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %9, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !50
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #31
  br label %123

123:                                              ; preds = %117, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #27
  %124 = getelementptr inbounds i8, ptr %13, i64 160
  %125 = load ptr, ptr %124, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.19, ptr %3, align 8
  %126 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.21, ptr %126, align 8
  %127 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 113, ptr %127, align 8
  %128 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %128, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %125, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %129 unwind label %327

129:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %130 = getelementptr inbounds i8, ptr %11, i64 8
  %131 = load ptr, ptr %130, align 8, !tbaa !38
  %132 = getelementptr inbounds i8, ptr %11, i64 16
  %133 = load ptr, ptr %132, align 8, !tbaa !40
  %134 = icmp eq ptr %131, %133
  br i1 %134, label %169, label %135

135:                                              ; preds = %129, %164
  %136 = phi ptr [ %165, %164 ], [ %131, %129 ]
  %137 = getelementptr inbounds i8, ptr %136, i64 8
  %138 = load ptr, ptr %137, align 8, !tbaa !41
  %139 = icmp eq ptr %138, null
  br i1 %139, label %164, label %140

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %138, i64 8
  %142 = load atomic i64, ptr %141 acquire, align 8
  %143 = icmp eq i64 %142, 4294967297
  %144 = trunc i64 %142 to i32
  br i1 %143, label %145, label %153

145:                                              ; preds = %140
  store i32 0, ptr %141, align 8, !tbaa !43
  %146 = getelementptr inbounds i8, ptr %138, i64 12
  store i32 0, ptr %146, align 4, !tbaa !45
  %147 = load ptr, ptr %138, align 8, !tbaa !46
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %138) #27
  %150 = load ptr, ptr %138, align 8, !tbaa !46
  %151 = getelementptr inbounds i8, ptr %150, i64 24
  %152 = load ptr, ptr %151, align 8
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %138) #27
  br label %164

153:                                              ; preds = %140
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %158, label %156

156:                                              ; preds = %153
  %157 = add nsw i32 %144, -1
  store i32 %157, ptr %141, align 4, !tbaa !31
  br label %160

158:                                              ; preds = %153
  %159 = atomicrmw volatile add ptr %141, i32 -1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %156
  %161 = phi i32 [ %144, %156 ], [ %159, %158 ]
  %162 = icmp eq i32 %161, 1
  br i1 %162, label %163, label %164, !prof !48

163:                                              ; preds = %160
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %138) #27
  br label %164

164:                                              ; preds = %163, %160, %145, %135
  %165 = getelementptr inbounds i8, ptr %136, i64 16
  %166 = icmp eq ptr %165, %133
  br i1 %166, label %167, label %135, !llvm.loop !49

167:                                              ; preds = %164
  %168 = load ptr, ptr %130, align 8, !tbaa !38
  br label %169

169:                                              ; preds = %167, %129
  %170 = phi ptr [ %168, %167 ], [ %131, %129 ]
  %171 = icmp eq ptr %170, null
  br i1 %171, label %178, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %11, i64 24
  %174 = load ptr, ptr %173, align 8, !tbaa !50
  %175 = ptrtoint ptr %174 to i64
  %176 = ptrtoint ptr %170 to i64
  %177 = sub i64 %175, %176
  call void @_ZdlPvm(ptr noundef nonnull %170, i64 noundef %177) #31
  br label %178

178:                                              ; preds = %172, %169
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %179 = getelementptr inbounds i8, ptr %13, i64 40
  %180 = load <2 x float>, ptr %179, align 8, !tbaa !25
  %181 = load i64, ptr %13, align 8, !tbaa !89
  %182 = getelementptr inbounds i8, ptr %13, i64 8
  %183 = load i64, ptr %182, align 8, !tbaa !90
  call void @llvm.lifetime.start.p0(i64 184, ptr nonnull %12) #27
  %184 = getelementptr inbounds i8, ptr %13, i64 16
  %185 = load i64, ptr %184, align 8, !tbaa !91
  store i64 %185, ptr %12, align 8, !tbaa !196
  %186 = getelementptr inbounds i8, ptr %12, i64 8
  %187 = load ptr, ptr %6, align 8, !tbaa !203
  store ptr %187, ptr %186, align 8, !tbaa !203
  %188 = getelementptr inbounds i8, ptr %12, i64 16
  %189 = getelementptr inbounds i8, ptr %6, i64 8
  %190 = load ptr, ptr %189, align 8, !tbaa !41
  store ptr %190, ptr %188, align 8, !tbaa !41
  %191 = icmp eq ptr %190, null
  br i1 %191, label %201, label %192

192:                                              ; preds = %178
  %193 = getelementptr inbounds i8, ptr %190, i64 8
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %199, label %196

196:                                              ; preds = %192
  %197 = load i32, ptr %193, align 4, !tbaa !31
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %193, align 4, !tbaa !31
  br label %201

199:                                              ; preds = %192
  %200 = atomicrmw volatile add ptr %193, i32 1 acq_rel, align 4
  br label %201

201:                                              ; preds = %178, %196, %199
  %202 = getelementptr inbounds i8, ptr %12, i64 24
  %203 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %202, ptr noundef nonnull align 8 dereferenceable(40) %203, i64 40, i1 false)
  %204 = getelementptr inbounds i8, ptr %12, i64 64
  %205 = load ptr, ptr %8, align 8, !tbaa !203
  store ptr %205, ptr %204, align 8, !tbaa !203
  %206 = getelementptr inbounds i8, ptr %12, i64 72
  %207 = getelementptr inbounds i8, ptr %8, i64 8
  %208 = load ptr, ptr %207, align 8, !tbaa !41
  store ptr %208, ptr %206, align 8, !tbaa !41
  %209 = icmp eq ptr %208, null
  br i1 %209, label %219, label %210

210:                                              ; preds = %201
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %217, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %211, align 4, !tbaa !31
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %211, align 4, !tbaa !31
  br label %219

217:                                              ; preds = %210
  %218 = atomicrmw volatile add ptr %211, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %201, %214, %217
  %220 = getelementptr inbounds i8, ptr %12, i64 80
  %221 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %220, ptr noundef nonnull align 8 dereferenceable(40) %221, i64 40, i1 false)
  %222 = getelementptr inbounds i8, ptr %12, i64 120
  %223 = load ptr, ptr %10, align 8, !tbaa !203
  store ptr %223, ptr %222, align 8, !tbaa !203
  %224 = getelementptr inbounds i8, ptr %12, i64 128
  %225 = getelementptr inbounds i8, ptr %10, i64 8
  %226 = load ptr, ptr %225, align 8, !tbaa !41
  store ptr %226, ptr %224, align 8, !tbaa !41
  %227 = icmp eq ptr %226, null
  br i1 %227, label %237, label %228

228:                                              ; preds = %219
  %229 = getelementptr inbounds i8, ptr %226, i64 8
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %235, label %232

232:                                              ; preds = %228
  %233 = load i32, ptr %229, align 4, !tbaa !31
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %229, align 4, !tbaa !31
  br label %237

235:                                              ; preds = %228
  %236 = atomicrmw volatile add ptr %229, i32 1 acq_rel, align 4
  br label %237

237:                                              ; preds = %219, %232, %235
  %238 = getelementptr inbounds i8, ptr %12, i64 136
  %239 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %238, ptr noundef nonnull align 8 dereferenceable(40) %239, i64 40, i1 false)
  %240 = getelementptr inbounds i8, ptr %12, i64 176
  store <2 x float> %180, ptr %240, align 8, !tbaa !25
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %181, i64 %183, ptr noundef nonnull align 8 dereferenceable(184) %12)
          to label %241 unwind label %329

241:                                              ; preds = %237
  call void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(184) %12) #27
  call void @llvm.lifetime.end.p0(i64 184, ptr nonnull %12) #27
  %242 = load ptr, ptr %225, align 8, !tbaa !41
  %243 = icmp eq ptr %242, null
  br i1 %243, label %268, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds i8, ptr %242, i64 8
  %246 = load atomic i64, ptr %245 acquire, align 8
  %247 = icmp eq i64 %246, 4294967297
  %248 = trunc i64 %246 to i32
  br i1 %247, label %249, label %257

249:                                              ; preds = %244
  store i32 0, ptr %245, align 8, !tbaa !43
  %250 = getelementptr inbounds i8, ptr %242, i64 12
  store i32 0, ptr %250, align 4, !tbaa !45
  %251 = load ptr, ptr %242, align 8, !tbaa !46
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  %254 = load ptr, ptr %242, align 8, !tbaa !46
  %255 = getelementptr inbounds i8, ptr %254, i64 24
  %256 = load ptr, ptr %255, align 8
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  br label %268

257:                                              ; preds = %244
  %258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %262, label %260

260:                                              ; preds = %257
  %261 = add nsw i32 %248, -1
  store i32 %261, ptr %245, align 4, !tbaa !31
  br label %264

262:                                              ; preds = %257
  %263 = atomicrmw volatile add ptr %245, i32 -1 acq_rel, align 4
  br label %264

264:                                              ; preds = %262, %260
  %265 = phi i32 [ %248, %260 ], [ %263, %262 ]
  %266 = icmp eq i32 %265, 1
  br i1 %266, label %267, label %268, !prof !48

267:                                              ; preds = %264
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  br label %268

268:                                              ; preds = %241, %249, %264, %267
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #27
  %269 = load ptr, ptr %207, align 8, !tbaa !41
  %270 = icmp eq ptr %269, null
  br i1 %270, label %295, label %271

271:                                              ; preds = %268
  %272 = getelementptr inbounds i8, ptr %269, i64 8
  %273 = load atomic i64, ptr %272 acquire, align 8
  %274 = icmp eq i64 %273, 4294967297
  %275 = trunc i64 %273 to i32
  br i1 %274, label %276, label %284

276:                                              ; preds = %271
  store i32 0, ptr %272, align 8, !tbaa !43
  %277 = getelementptr inbounds i8, ptr %269, i64 12
  store i32 0, ptr %277, align 4, !tbaa !45
  %278 = load ptr, ptr %269, align 8, !tbaa !46
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  %281 = load ptr, ptr %269, align 8, !tbaa !46
  %282 = getelementptr inbounds i8, ptr %281, i64 24
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  br label %295

284:                                              ; preds = %271
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %284
  %288 = add nsw i32 %275, -1
  store i32 %288, ptr %272, align 4, !tbaa !31
  br label %291

289:                                              ; preds = %284
  %290 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %275, %287 ], [ %290, %289 ]
  %293 = icmp eq i32 %292, 1
  br i1 %293, label %294, label %295, !prof !48

294:                                              ; preds = %291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  br label %295

295:                                              ; preds = %268, %276, %291, %294
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #27
  %296 = load ptr, ptr %189, align 8, !tbaa !41
  %297 = icmp eq ptr %296, null
  br i1 %297, label %322, label %298

298:                                              ; preds = %295
  %299 = getelementptr inbounds i8, ptr %296, i64 8
  %300 = load atomic i64, ptr %299 acquire, align 8
  %301 = icmp eq i64 %300, 4294967297
  %302 = trunc i64 %300 to i32
  br i1 %301, label %303, label %311

303:                                              ; preds = %298
  store i32 0, ptr %299, align 8, !tbaa !43
  %304 = getelementptr inbounds i8, ptr %296, i64 12
  store i32 0, ptr %304, align 4, !tbaa !45
  %305 = load ptr, ptr %296, align 8, !tbaa !46
  %306 = getelementptr inbounds i8, ptr %305, i64 16
  %307 = load ptr, ptr %306, align 8
  call void %307(ptr noundef nonnull align 8 dereferenceable(16) %296) #27
  %308 = load ptr, ptr %296, align 8, !tbaa !46
  %309 = getelementptr inbounds i8, ptr %308, i64 24
  %310 = load ptr, ptr %309, align 8
  call void %310(ptr noundef nonnull align 8 dereferenceable(16) %296) #27
  br label %322

311:                                              ; preds = %298
  %312 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %313 = icmp eq i8 %312, 0
  br i1 %313, label %316, label %314

314:                                              ; preds = %311
  %315 = add nsw i32 %302, -1
  store i32 %315, ptr %299, align 4, !tbaa !31
  br label %318

316:                                              ; preds = %311
  %317 = atomicrmw volatile add ptr %299, i32 -1 acq_rel, align 4
  br label %318

318:                                              ; preds = %316, %314
  %319 = phi i32 [ %302, %314 ], [ %317, %316 ]
  %320 = icmp eq i32 %319, 1
  br i1 %320, label %321, label %322, !prof !48

321:                                              ; preds = %318
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %296) #27
  br label %322

322:                                              ; preds = %295, %303, %318, %321
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  ret void

323:                                              ; preds = %2
  %324 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %335

325:                                              ; preds = %68
  %326 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %333

327:                                              ; preds = %123
  %328 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  br label %331

329:                                              ; preds = %237
  %330 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(184) %12) #27
  call void @llvm.lifetime.end.p0(i64 184, ptr nonnull %12) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #27
  br label %331

331:                                              ; preds = %329, %327
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %328, %327 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %8) #27
  br label %333

333:                                              ; preds = %331, %325
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %326, %325 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %6) #27
  br label %335

335:                                              ; preds = %333, %323
  %336 = phi { ptr, i32 } [ %334, %333 ], [ %324, %323 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  resume { ptr, i32 } %336
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !41
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !43
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !45
  %40 = load ptr, ptr %31, align 8, !tbaa !46
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !46
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !31
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !48

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !41
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !43
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !45
  %68 = load ptr, ptr %59, align 8, !tbaa !46
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !46
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !31
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !48

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.120") align 8, ptr noundef byval(%"class.sycl::_V1::range.120") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !38
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !40
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !41
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !43
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !45
  %19 = load ptr, ptr %10, align 8, !tbaa !46
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !46
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !31
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !48

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !49

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !38
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !50
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #31
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(184) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv.Info, i64 88, i1 false)
  %9 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.30)
          to label %16 unwind label %19

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

17:                                               ; preds = %32, %19
  %18 = phi { ptr, i32 } [ %20, %19 ], [ %33, %32 ]
  resume { ptr, i32 } %18

19:                                               ; preds = %11
  %20 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %12) #27
  br label %17

21:                                               ; preds = %4
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %7)
  %22 = icmp eq i64 %2, 0
  br i1 %22, label %34, label %23

23:                                               ; preds = %21
  %24 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %25 = extractvalue { i64, i1 } %24, 1
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  %27 = call ptr @__cxa_allocate_exception(i64 64) #27
  %28 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %29 = extractvalue { i32, ptr } %28, 0
  %30 = extractvalue { i32, ptr } %28, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %27, i32 %29, ptr %30, ptr noundef nonnull @.str.29)
          to label %31 unwind label %32

31:                                               ; preds = %26
  call void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %27) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  br label %17

34:                                               ; preds = %21, %23
  %35 = load ptr, ptr %7, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !24
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %35, i64 %37)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #27
  %38 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %38, align 8, !tbaa !204, !alias.scope !206
  %39 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %39, align 2, !tbaa !211, !alias.scope !206
  %40 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %40, align 4, !tbaa !213, !alias.scope !206
  %41 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %41, align 4, !tbaa !215, !alias.scope !206
  %42 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %42, align 4, !tbaa !217, !alias.scope !206
  %43 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %43, align 4, !tbaa !215, !alias.scope !206
  %44 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %44, align 4, !tbaa !217, !alias.scope !206
  %45 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %45, align 4, !tbaa !215, !alias.scope !206
  %46 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %46, align 4, !tbaa !217, !alias.scope !206
  %47 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %47, align 8, !tbaa !219, !alias.scope !206
  %48 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %48, align 8, !tbaa !221, !alias.scope !206
  %49 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %49, align 8, !tbaa !223, !alias.scope !206
  %50 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %50, align 8, !tbaa !225, !alias.scope !206
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %8)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %1, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %51, align 8
  store ptr %5, ptr %6, align 8, !tbaa !256
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false)
  store i64 2, ptr %53, align 8, !tbaa !258
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @_ZN4sycl3_V17handler11StoreLambdaI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(184) %3)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI15GemmRangeKernelEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !31
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !259
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !259
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !262

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !263
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #27
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.31)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

28:                                               ; preds = %22
  %29 = landingpad { ptr, i32 }
          cleanup
  br label %41

30:                                               ; preds = %14
  %31 = and i64 %19, 4294967294
  %32 = icmp eq i64 %31, 6
  br i1 %32, label %33, label %8

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #27
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.32)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #27
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI15GemmRangeKernelZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(184) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(192) ptr @_Znwm(i64 noundef 192) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !46
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %1, align 8, !tbaa !196
  store i64 %6, ptr %5, align 8, !tbaa !196
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !203
  store ptr %9, ptr %7, align 8, !tbaa !203
  %10 = getelementptr inbounds i8, ptr %4, i64 24
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !41
  store ptr %12, ptr %10, align 8, !tbaa !41
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !31
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !31
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %2
  %24 = getelementptr inbounds i8, ptr %4, i64 32
  %25 = getelementptr inbounds i8, ptr %1, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %4, i64 72
  %27 = getelementptr inbounds i8, ptr %1, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !203
  store ptr %28, ptr %26, align 8, !tbaa !203
  %29 = getelementptr inbounds i8, ptr %4, i64 80
  %30 = getelementptr inbounds i8, ptr %1, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !41
  store ptr %31, ptr %29, align 8, !tbaa !41
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !31
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !31
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %4, i64 88
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %43, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %45 = getelementptr inbounds i8, ptr %4, i64 128
  %46 = getelementptr inbounds i8, ptr %1, i64 120
  %47 = load ptr, ptr %46, align 8, !tbaa !203
  store ptr %47, ptr %45, align 8, !tbaa !203
  %48 = getelementptr inbounds i8, ptr %4, i64 136
  %49 = getelementptr inbounds i8, ptr %1, i64 128
  %50 = load ptr, ptr %49, align 8, !tbaa !41
  store ptr %50, ptr %48, align 8, !tbaa !41
  %51 = icmp eq ptr %50, null
  br i1 %51, label %61, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !31
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !31
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %42, %56, %59
  %62 = getelementptr inbounds i8, ptr %4, i64 144
  %63 = getelementptr inbounds i8, ptr %1, i64 136
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %62, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  %64 = getelementptr inbounds i8, ptr %4, i64 184
  %65 = getelementptr inbounds i8, ptr %1, i64 176
  %66 = load i64, ptr %65, align 8
  store i64 %66, ptr %64, align 8
  %67 = load ptr, ptr %3, align 8, !tbaa !19
  store ptr %4, ptr %3, align 8, !tbaa !19
  %68 = icmp eq ptr %67, null
  br i1 %68, label %73, label %69

69:                                               ; preds = %61
  %70 = load ptr, ptr %67, align 8, !tbaa !46
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(8) %67) #27
  br label %73

73:                                               ; preds = %61, %69
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %74 = load ptr, ptr %3, align 8, !tbaa !19
  %75 = load ptr, ptr %74, align 8, !tbaa !46
  %76 = load ptr, ptr %75, align 8
  %77 = tail call noundef ptr %76(ptr noundef nonnull align 8 dereferenceable(8) %74)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %77)
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI15GemmRangeKernelEEvPv.Info, i64 16, i1 false), !tbaa.struct !264
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !265

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI15GemmRangeKernelEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI15GemmRangeKernelEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(192) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(192) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(184) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(192) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(184) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 192) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !24
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !24
  tail call void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(184) %0, i64 %5, i64 %7)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(184) %0, i64 %1, i64 %2) local_unnamed_addr #22 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = load i64, ptr %0, align 8, !tbaa !196
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  %19 = getelementptr inbounds i8, ptr %8, i64 24
  %20 = getelementptr inbounds i8, ptr %8, i64 32
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = getelementptr inbounds i8, ptr %0, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = getelementptr inbounds i8, ptr %9, i64 16
  %26 = getelementptr inbounds i8, ptr %9, i64 24
  %27 = getelementptr inbounds i8, ptr %9, i64 32
  %28 = getelementptr inbounds i8, ptr %9, i64 8
  br label %104

29:                                               ; preds = %295, %3
  %30 = phi float [ 0.000000e+00, %3 ], [ %241, %295 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 176
  %32 = load float, ptr %31, align 8, !tbaa !266
  %33 = getelementptr inbounds i8, ptr %0, i64 180
  %34 = load float, ptr %33, align 4, !tbaa !267
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #27
  %35 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.experimental.noalias.scope.decl(metadata !268)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %36 = load ptr, ptr %35, align 8, !tbaa !203, !noalias !268
  %37 = getelementptr inbounds i8, ptr %0, i64 128
  %38 = load ptr, ptr %37, align 8, !tbaa !41, !noalias !268
  %39 = icmp eq ptr %38, null
  br i1 %39, label %50, label %40

40:                                               ; preds = %29
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !268
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !31, !noalias !268
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !31, !noalias !268
  br label %55

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !268
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !268
  br label %55

50:                                               ; preds = %29
  %51 = getelementptr inbounds i8, ptr %0, i64 136
  %52 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %36, ptr %52, align 8, !tbaa !203, !alias.scope !268
  %53 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %53, align 8, !tbaa !41, !alias.scope !268
  %54 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %54, ptr noundef nonnull align 8 dereferenceable(40) %51, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !24, !alias.scope !268
  br label %90

55:                                               ; preds = %47, %44
  %56 = phi i8 [ %49, %47 ], [ 1, %44 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %57, i64 40, i1 false), !noalias !268
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !268
  %58 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %36, ptr %58, align 8, !tbaa !203, !alias.scope !268
  %59 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %38, ptr %59, align 8, !tbaa !41, !alias.scope !268
  %60 = icmp eq i8 %56, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %55
  %62 = load i32, ptr %41, align 4, !tbaa !31, !noalias !268
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %41, align 4, !tbaa !31, !noalias !268
  br label %66

64:                                               ; preds = %55
  %65 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !268
  br label %66

66:                                               ; preds = %64, %61
  %67 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !24, !alias.scope !268
  %68 = load atomic i64, ptr %41 acquire, align 8, !noalias !268
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %41, align 8, !tbaa !43, !noalias !268
  %72 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %72, align 4, !tbaa !45, !noalias !268
  %73 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !268
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8, !noalias !268
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !268
  %76 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !268
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8, !noalias !268
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !268
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !268
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %41, align 4, !tbaa !31, !noalias !268
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4, !noalias !268
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !48

89:                                               ; preds = %86
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !268
  br label %90

90:                                               ; preds = %50, %71, %86, %89
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %91 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %2, ptr %91, align 8, !tbaa !24
  %92 = getelementptr inbounds i8, ptr %10, i64 16
  %93 = load i64, ptr %10, align 8
  %94 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %92)
          to label %95 unwind label %449

95:                                               ; preds = %90
  %96 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %92)
          to label %97 unwind label %449

97:                                               ; preds = %95
  %98 = load i64, ptr %96, align 8
  %99 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %92)
          to label %100 unwind label %449

100:                                              ; preds = %97
  %101 = getelementptr inbounds i8, ptr %99, i64 8
  %102 = load i64, ptr %101, align 8
  %103 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %92)
          to label %305 unwind label %449

104:                                              ; preds = %14, %295
  %105 = phi i64 [ 0, %14 ], [ %296, %295 ]
  %106 = phi float [ 0.000000e+00, %14 ], [ %241, %295 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !271)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %107 = load ptr, ptr %15, align 8, !tbaa !203, !noalias !271
  %108 = load ptr, ptr %16, align 8, !tbaa !41, !noalias !271
  %109 = icmp eq ptr %108, null
  br i1 %109, label %120, label %110

110:                                              ; preds = %104
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !271
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %117, label %114

114:                                              ; preds = %110
  %115 = load i32, ptr %111, align 4, !tbaa !31, !noalias !271
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %111, align 4, !tbaa !31, !noalias !271
  br label %121

117:                                              ; preds = %110
  %118 = atomicrmw volatile add ptr %111, i32 1 acq_rel, align 4, !noalias !271
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !271
  br label %121

120:                                              ; preds = %104
  store ptr %107, ptr %18, align 8, !tbaa !203, !alias.scope !271
  store ptr null, ptr %19, align 8, !tbaa !41, !alias.scope !271
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef nonnull align 8 dereferenceable(40) %17, i64 40, i1 false)
  store i64 %1, ptr %8, align 8, !tbaa !24, !alias.scope !271
  br label %152

121:                                              ; preds = %117, %114
  %122 = phi i8 [ %119, %117 ], [ 1, %114 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %17, i64 40, i1 false), !noalias !271
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !271
  store ptr %107, ptr %18, align 8, !tbaa !203, !alias.scope !271
  store ptr %108, ptr %19, align 8, !tbaa !41, !alias.scope !271
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %127, label %124

124:                                              ; preds = %121
  %125 = load i32, ptr %111, align 4, !tbaa !31, !noalias !271
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %111, align 4, !tbaa !31, !noalias !271
  br label %129

127:                                              ; preds = %121
  %128 = atomicrmw volatile add ptr %111, i32 1 acq_rel, align 4, !noalias !271
  br label %129

129:                                              ; preds = %127, %124
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %1, ptr %8, align 8, !tbaa !24, !alias.scope !271
  %130 = load atomic i64, ptr %111 acquire, align 8, !noalias !271
  %131 = icmp eq i64 %130, 4294967297
  %132 = trunc i64 %130 to i32
  br i1 %131, label %133, label %141

133:                                              ; preds = %129
  store i32 0, ptr %111, align 8, !tbaa !43, !noalias !271
  %134 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 0, ptr %134, align 4, !tbaa !45, !noalias !271
  %135 = load ptr, ptr %108, align 8, !tbaa !46, !noalias !271
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load ptr, ptr %136, align 8, !noalias !271
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %108) #27, !noalias !271
  %138 = load ptr, ptr %108, align 8, !tbaa !46, !noalias !271
  %139 = getelementptr inbounds i8, ptr %138, i64 24
  %140 = load ptr, ptr %139, align 8, !noalias !271
  call void %140(ptr noundef nonnull align 8 dereferenceable(16) %108) #27, !noalias !271
  br label %152

141:                                              ; preds = %129
  %142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !271
  %143 = icmp eq i8 %142, 0
  br i1 %143, label %146, label %144

144:                                              ; preds = %141
  %145 = add nsw i32 %132, -1
  store i32 %145, ptr %111, align 4, !tbaa !31, !noalias !271
  br label %148

146:                                              ; preds = %141
  %147 = atomicrmw volatile add ptr %111, i32 -1 acq_rel, align 4, !noalias !271
  br label %148

148:                                              ; preds = %146, %144
  %149 = phi i32 [ %132, %144 ], [ %147, %146 ]
  %150 = icmp eq i32 %149, 1
  br i1 %150, label %151, label %152, !prof !48

151:                                              ; preds = %148
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %108) #27, !noalias !271
  br label %152

152:                                              ; preds = %120, %133, %148, %151
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  store i64 %105, ptr %21, align 8, !tbaa !24
  %153 = load i64, ptr %8, align 8
  %154 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %155 unwind label %299

155:                                              ; preds = %152
  %156 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %157 unwind label %299

157:                                              ; preds = %155
  %158 = load i64, ptr %156, align 8
  %159 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %160 unwind label %299

160:                                              ; preds = %157
  %161 = getelementptr inbounds i8, ptr %159, i64 8
  %162 = load i64, ptr %161, align 8
  %163 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %164 unwind label %299

164:                                              ; preds = %160
  %165 = add i64 %158, %153
  %166 = mul i64 %162, %165
  %167 = getelementptr inbounds i8, ptr %163, i64 8
  %168 = load i64, ptr %167, align 8
  %169 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  %170 = getelementptr float, ptr %169, i64 %166
  %171 = getelementptr float, ptr %170, i64 %105
  %172 = getelementptr float, ptr %171, i64 %168
  %173 = load float, ptr %172, align 4, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !274)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %174 = load ptr, ptr %22, align 8, !tbaa !203, !noalias !274
  %175 = load ptr, ptr %23, align 8, !tbaa !41, !noalias !274
  %176 = icmp eq ptr %175, null
  br i1 %176, label %187, label %177

177:                                              ; preds = %164
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !274
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %184, label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %178, align 4, !tbaa !31, !noalias !274
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %178, align 4, !tbaa !31, !noalias !274
  br label %188

184:                                              ; preds = %177
  %185 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4, !noalias !274
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !274
  br label %188

187:                                              ; preds = %164
  store ptr %174, ptr %25, align 8, !tbaa !203, !alias.scope !274
  store ptr null, ptr %26, align 8, !tbaa !41, !alias.scope !274
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  store i64 %105, ptr %9, align 8, !tbaa !24, !alias.scope !274
  br label %219

188:                                              ; preds = %184, %181
  %189 = phi i8 [ %186, %184 ], [ 1, %181 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false), !noalias !274
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !274
  store ptr %174, ptr %25, align 8, !tbaa !203, !alias.scope !274
  store ptr %175, ptr %26, align 8, !tbaa !41, !alias.scope !274
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %194, label %191

191:                                              ; preds = %188
  %192 = load i32, ptr %178, align 4, !tbaa !31, !noalias !274
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %178, align 4, !tbaa !31, !noalias !274
  br label %196

194:                                              ; preds = %188
  %195 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4, !noalias !274
  br label %196

196:                                              ; preds = %194, %191
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %105, ptr %9, align 8, !tbaa !24, !alias.scope !274
  %197 = load atomic i64, ptr %178 acquire, align 8, !noalias !274
  %198 = icmp eq i64 %197, 4294967297
  %199 = trunc i64 %197 to i32
  br i1 %198, label %200, label %208

200:                                              ; preds = %196
  store i32 0, ptr %178, align 8, !tbaa !43, !noalias !274
  %201 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %201, align 4, !tbaa !45, !noalias !274
  %202 = load ptr, ptr %175, align 8, !tbaa !46, !noalias !274
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load ptr, ptr %203, align 8, !noalias !274
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !274
  %205 = load ptr, ptr %175, align 8, !tbaa !46, !noalias !274
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = load ptr, ptr %206, align 8, !noalias !274
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !274
  br label %219

208:                                              ; preds = %196
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !274
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %213, label %211

211:                                              ; preds = %208
  %212 = add nsw i32 %199, -1
  store i32 %212, ptr %178, align 4, !tbaa !31, !noalias !274
  br label %215

213:                                              ; preds = %208
  %214 = atomicrmw volatile add ptr %178, i32 -1 acq_rel, align 4, !noalias !274
  br label %215

215:                                              ; preds = %213, %211
  %216 = phi i32 [ %199, %211 ], [ %214, %213 ]
  %217 = icmp eq i32 %216, 1
  br i1 %217, label %218, label %219, !prof !48

218:                                              ; preds = %215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #27, !noalias !274
  br label %219

219:                                              ; preds = %218, %215, %200, %187
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %2, ptr %28, align 8, !tbaa !24
  %220 = load i64, ptr %9, align 8
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %222 unwind label %301

222:                                              ; preds = %219
  %223 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %224 unwind label %301

224:                                              ; preds = %222
  %225 = load i64, ptr %223, align 8
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %227 unwind label %301

227:                                              ; preds = %224
  %228 = getelementptr inbounds i8, ptr %226, i64 8
  %229 = load i64, ptr %228, align 8
  %230 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %231 unwind label %301

231:                                              ; preds = %227
  %232 = add i64 %225, %220
  %233 = mul i64 %229, %232
  %234 = getelementptr inbounds i8, ptr %230, i64 8
  %235 = load i64, ptr %234, align 8
  %236 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #27
  %237 = getelementptr float, ptr %236, i64 %233
  %238 = getelementptr float, ptr %237, i64 %2
  %239 = getelementptr float, ptr %238, i64 %235
  %240 = load float, ptr %239, align 4, !tbaa !25
  %241 = call float @llvm.fmuladd.f32(float %173, float %240, float %106)
  %242 = load ptr, ptr %26, align 8, !tbaa !41
  %243 = icmp eq ptr %242, null
  br i1 %243, label %268, label %244

244:                                              ; preds = %231
  %245 = getelementptr inbounds i8, ptr %242, i64 8
  %246 = load atomic i64, ptr %245 acquire, align 8
  %247 = icmp eq i64 %246, 4294967297
  %248 = trunc i64 %246 to i32
  br i1 %247, label %249, label %257

249:                                              ; preds = %244
  store i32 0, ptr %245, align 8, !tbaa !43
  %250 = getelementptr inbounds i8, ptr %242, i64 12
  store i32 0, ptr %250, align 4, !tbaa !45
  %251 = load ptr, ptr %242, align 8, !tbaa !46
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  %254 = load ptr, ptr %242, align 8, !tbaa !46
  %255 = getelementptr inbounds i8, ptr %254, i64 24
  %256 = load ptr, ptr %255, align 8
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  br label %268

257:                                              ; preds = %244
  %258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %262, label %260

260:                                              ; preds = %257
  %261 = add nsw i32 %248, -1
  store i32 %261, ptr %245, align 4, !tbaa !31
  br label %264

262:                                              ; preds = %257
  %263 = atomicrmw volatile add ptr %245, i32 -1 acq_rel, align 4
  br label %264

264:                                              ; preds = %262, %260
  %265 = phi i32 [ %248, %260 ], [ %263, %262 ]
  %266 = icmp eq i32 %265, 1
  br i1 %266, label %267, label %268, !prof !48

267:                                              ; preds = %264
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %242) #27
  br label %268

268:                                              ; preds = %231, %249, %264, %267
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  %269 = load ptr, ptr %19, align 8, !tbaa !41
  %270 = icmp eq ptr %269, null
  br i1 %270, label %295, label %271

271:                                              ; preds = %268
  %272 = getelementptr inbounds i8, ptr %269, i64 8
  %273 = load atomic i64, ptr %272 acquire, align 8
  %274 = icmp eq i64 %273, 4294967297
  %275 = trunc i64 %273 to i32
  br i1 %274, label %276, label %284

276:                                              ; preds = %271
  store i32 0, ptr %272, align 8, !tbaa !43
  %277 = getelementptr inbounds i8, ptr %269, i64 12
  store i32 0, ptr %277, align 4, !tbaa !45
  %278 = load ptr, ptr %269, align 8, !tbaa !46
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  %281 = load ptr, ptr %269, align 8, !tbaa !46
  %282 = getelementptr inbounds i8, ptr %281, i64 24
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  br label %295

284:                                              ; preds = %271
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %284
  %288 = add nsw i32 %275, -1
  store i32 %288, ptr %272, align 4, !tbaa !31
  br label %291

289:                                              ; preds = %284
  %290 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %275, %287 ], [ %290, %289 ]
  %293 = icmp eq i32 %292, 1
  br i1 %293, label %294, label %295, !prof !48

294:                                              ; preds = %291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %269) #27
  br label %295

295:                                              ; preds = %268, %276, %291, %294
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  %296 = add nuw i64 %105, 1
  %297 = load i64, ptr %0, align 8, !tbaa !196
  %298 = icmp ult i64 %296, %297
  br i1 %298, label %104, label %29, !llvm.loop !277

299:                                              ; preds = %160, %157, %155, %152
  %300 = landingpad { ptr, i32 }
          cleanup
  br label %303

301:                                              ; preds = %227, %224, %222, %219
  %302 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi { ptr, i32 } [ %302, %301 ], [ %300, %299 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  br label %455

305:                                              ; preds = %100
  %306 = add i64 %98, %93
  %307 = mul i64 %102, %306
  %308 = getelementptr inbounds i8, ptr %103, i64 8
  %309 = load i64, ptr %308, align 8
  %310 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #27
  %311 = getelementptr float, ptr %310, i64 %307
  %312 = getelementptr float, ptr %311, i64 %2
  %313 = getelementptr float, ptr %312, i64 %309
  %314 = load float, ptr %313, align 4, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !278)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %315 = load ptr, ptr %35, align 8, !tbaa !203, !noalias !278
  %316 = load ptr, ptr %37, align 8, !tbaa !41, !noalias !278
  %317 = icmp eq ptr %316, null
  br i1 %317, label %328, label %318

318:                                              ; preds = %305
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !278
  %321 = icmp eq i8 %320, 0
  br i1 %321, label %325, label %322

322:                                              ; preds = %318
  %323 = load i32, ptr %319, align 4, !tbaa !31, !noalias !278
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr %319, align 4, !tbaa !31, !noalias !278
  br label %333

325:                                              ; preds = %318
  %326 = atomicrmw volatile add ptr %319, i32 1 acq_rel, align 4, !noalias !278
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !278
  br label %333

328:                                              ; preds = %305
  %329 = getelementptr inbounds i8, ptr %0, i64 136
  %330 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %315, ptr %330, align 8, !tbaa !203, !alias.scope !278
  %331 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %331, align 8, !tbaa !41, !alias.scope !278
  %332 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %332, ptr noundef nonnull align 8 dereferenceable(40) %329, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !24, !alias.scope !278
  br label %368

333:                                              ; preds = %325, %322
  %334 = phi i8 [ %327, %325 ], [ 1, %322 ]
  %335 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %335, i64 40, i1 false), !noalias !278
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !278
  %336 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %315, ptr %336, align 8, !tbaa !203, !alias.scope !278
  %337 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %316, ptr %337, align 8, !tbaa !41, !alias.scope !278
  %338 = icmp eq i8 %334, 0
  br i1 %338, label %342, label %339

339:                                              ; preds = %333
  %340 = load i32, ptr %319, align 4, !tbaa !31, !noalias !278
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %319, align 4, !tbaa !31, !noalias !278
  br label %344

342:                                              ; preds = %333
  %343 = atomicrmw volatile add ptr %319, i32 1 acq_rel, align 4, !noalias !278
  br label %344

344:                                              ; preds = %342, %339
  %345 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %345, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !24, !alias.scope !278
  %346 = load atomic i64, ptr %319 acquire, align 8, !noalias !278
  %347 = icmp eq i64 %346, 4294967297
  %348 = trunc i64 %346 to i32
  br i1 %347, label %349, label %357

349:                                              ; preds = %344
  store i32 0, ptr %319, align 8, !tbaa !43, !noalias !278
  %350 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %350, align 4, !tbaa !45, !noalias !278
  %351 = load ptr, ptr %316, align 8, !tbaa !46, !noalias !278
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load ptr, ptr %352, align 8, !noalias !278
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %316) #27, !noalias !278
  %354 = load ptr, ptr %316, align 8, !tbaa !46, !noalias !278
  %355 = getelementptr inbounds i8, ptr %354, i64 24
  %356 = load ptr, ptr %355, align 8, !noalias !278
  call void %356(ptr noundef nonnull align 8 dereferenceable(16) %316) #27, !noalias !278
  br label %368

357:                                              ; preds = %344
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !278
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %362, label %360

360:                                              ; preds = %357
  %361 = add nsw i32 %348, -1
  store i32 %361, ptr %319, align 4, !tbaa !31, !noalias !278
  br label %364

362:                                              ; preds = %357
  %363 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4, !noalias !278
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi i32 [ %348, %360 ], [ %363, %362 ]
  %366 = icmp eq i32 %365, 1
  br i1 %366, label %367, label %368, !prof !48

367:                                              ; preds = %364
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #27, !noalias !278
  br label %368

368:                                              ; preds = %367, %364, %349, %328
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %369 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %2, ptr %369, align 8, !tbaa !24
  %370 = getelementptr inbounds i8, ptr %11, i64 16
  %371 = load i64, ptr %11, align 8
  %372 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %370)
          to label %373 unwind label %451

373:                                              ; preds = %368
  %374 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %370)
          to label %375 unwind label %451

375:                                              ; preds = %373
  %376 = load i64, ptr %374, align 8
  %377 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %370)
          to label %378 unwind label %451

378:                                              ; preds = %375
  %379 = getelementptr inbounds i8, ptr %377, i64 8
  %380 = load i64, ptr %379, align 8
  %381 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %370)
          to label %382 unwind label %451

382:                                              ; preds = %378
  %383 = add i64 %376, %371
  %384 = mul i64 %380, %383
  %385 = getelementptr inbounds i8, ptr %381, i64 8
  %386 = load i64, ptr %385, align 8
  %387 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %370) #27
  %388 = getelementptr float, ptr %387, i64 %384
  %389 = getelementptr float, ptr %388, i64 %2
  %390 = getelementptr float, ptr %389, i64 %386
  %391 = fmul float %34, %314
  %392 = call float @llvm.fmuladd.f32(float %32, float %30, float %391)
  store float %392, ptr %390, align 4, !tbaa !25
  %393 = getelementptr inbounds i8, ptr %11, i64 24
  %394 = load ptr, ptr %393, align 8, !tbaa !41
  %395 = icmp eq ptr %394, null
  br i1 %395, label %420, label %396

396:                                              ; preds = %382
  %397 = getelementptr inbounds i8, ptr %394, i64 8
  %398 = load atomic i64, ptr %397 acquire, align 8
  %399 = icmp eq i64 %398, 4294967297
  %400 = trunc i64 %398 to i32
  br i1 %399, label %401, label %409

401:                                              ; preds = %396
  store i32 0, ptr %397, align 8, !tbaa !43
  %402 = getelementptr inbounds i8, ptr %394, i64 12
  store i32 0, ptr %402, align 4, !tbaa !45
  %403 = load ptr, ptr %394, align 8, !tbaa !46
  %404 = getelementptr inbounds i8, ptr %403, i64 16
  %405 = load ptr, ptr %404, align 8
  call void %405(ptr noundef nonnull align 8 dereferenceable(16) %394) #27
  %406 = load ptr, ptr %394, align 8, !tbaa !46
  %407 = getelementptr inbounds i8, ptr %406, i64 24
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %394) #27
  br label %420

409:                                              ; preds = %396
  %410 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %411 = icmp eq i8 %410, 0
  br i1 %411, label %414, label %412

412:                                              ; preds = %409
  %413 = add nsw i32 %400, -1
  store i32 %413, ptr %397, align 4, !tbaa !31
  br label %416

414:                                              ; preds = %409
  %415 = atomicrmw volatile add ptr %397, i32 -1 acq_rel, align 4
  br label %416

416:                                              ; preds = %414, %412
  %417 = phi i32 [ %400, %412 ], [ %415, %414 ]
  %418 = icmp eq i32 %417, 1
  br i1 %418, label %419, label %420, !prof !48

419:                                              ; preds = %416
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %394) #27
  br label %420

420:                                              ; preds = %382, %401, %416, %419
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  %421 = getelementptr inbounds i8, ptr %10, i64 24
  %422 = load ptr, ptr %421, align 8, !tbaa !41
  %423 = icmp eq ptr %422, null
  br i1 %423, label %448, label %424

424:                                              ; preds = %420
  %425 = getelementptr inbounds i8, ptr %422, i64 8
  %426 = load atomic i64, ptr %425 acquire, align 8
  %427 = icmp eq i64 %426, 4294967297
  %428 = trunc i64 %426 to i32
  br i1 %427, label %429, label %437

429:                                              ; preds = %424
  store i32 0, ptr %425, align 8, !tbaa !43
  %430 = getelementptr inbounds i8, ptr %422, i64 12
  store i32 0, ptr %430, align 4, !tbaa !45
  %431 = load ptr, ptr %422, align 8, !tbaa !46
  %432 = getelementptr inbounds i8, ptr %431, i64 16
  %433 = load ptr, ptr %432, align 8
  call void %433(ptr noundef nonnull align 8 dereferenceable(16) %422) #27
  %434 = load ptr, ptr %422, align 8, !tbaa !46
  %435 = getelementptr inbounds i8, ptr %434, i64 24
  %436 = load ptr, ptr %435, align 8
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %422) #27
  br label %448

437:                                              ; preds = %424
  %438 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %442, label %440

440:                                              ; preds = %437
  %441 = add nsw i32 %428, -1
  store i32 %441, ptr %425, align 4, !tbaa !31
  br label %444

442:                                              ; preds = %437
  %443 = atomicrmw volatile add ptr %425, i32 -1 acq_rel, align 4
  br label %444

444:                                              ; preds = %442, %440
  %445 = phi i32 [ %428, %440 ], [ %443, %442 ]
  %446 = icmp eq i32 %445, 1
  br i1 %446, label %447, label %448, !prof !48

447:                                              ; preds = %444
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %422) #27
  br label %448

448:                                              ; preds = %420, %429, %444, %447
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
  ret void

449:                                              ; preds = %100, %97, %95, %90
  %450 = landingpad { ptr, i32 }
          cleanup
  br label %453

451:                                              ; preds = %378, %375, %373, %368
  %452 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  br label %453

453:                                              ; preds = %451, %449
  %454 = phi { ptr, i32 } [ %452, %451 ], [ %450, %449 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
  br label %455

455:                                              ; preds = %453, %303
  %456 = phi { ptr, i32 } [ %304, %303 ], [ %454, %453 ]
  resume { ptr, i32 } %456
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #23

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #23

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #23

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.8, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.36, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 589, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 12, ptr %7, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !40
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %48, label %14

14:                                               ; preds = %8, %43
  %15 = phi ptr [ %44, %43 ], [ %10, %8 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !41
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !43
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !45
  %26 = load ptr, ptr %17, align 8, !tbaa !46
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !31
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !48

42:                                               ; preds = %39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %42, %39, %24, %14
  %44 = getelementptr inbounds i8, ptr %15, i64 16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %46, label %14, !llvm.loop !49

46:                                               ; preds = %43
  %47 = load ptr, ptr %9, align 8, !tbaa !38
  br label %48

48:                                               ; preds = %46, %8
  %49 = phi ptr [ %47, %46 ], [ %10, %8 ]
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !50
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %49 to i64
  %56 = sub i64 %54, %55
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %56) #31
  br label %57

57:                                               ; preds = %48, %51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  ret void

58:                                               ; preds = %2
  %59 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  resume { ptr, i32 } %59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #21

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.120", align 8
  %7 = alloca %"class.sycl::_V1::range.120", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8
  store i64 %10, ptr %6, align 8, !tbaa !24, !alias.scope !281
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !24, !alias.scope !281
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %14, align 8, !tbaa !24, !alias.scope !281
  store i64 %10, ptr %7, align 8, !tbaa !24, !alias.scope !284
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !24, !alias.scope !284
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !24, !alias.scope !284
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %17 = load i64, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = load ptr, ptr %18, align 8, !tbaa !19
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %4
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !287
  store ptr %34, ptr %32, align 8, !tbaa !287
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !41
  store ptr %37, ptr %35, align 8, !tbaa !41
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !31
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !31
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !289

52:                                               ; preds = %48, %4
  %53 = phi ptr [ null, %4 ], [ %30, %48 ]
  %54 = phi ptr [ null, %4 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %8, align 8
  %56 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !38
  %57 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !40
  %58 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !50
  %59 = load ptr, ptr %1, align 8, !tbaa !158
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

62:                                               ; preds = %52
  %63 = and i64 %17, 16
  %64 = icmp eq i64 %63, 0
  %65 = select i1 %64, i32 1026, i32 1028
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i64, ptr %66, align 8, !tbaa !149
  %68 = getelementptr inbounds i8, ptr %1, i64 40
  %69 = load i8, ptr %68, align 8, !tbaa !157, !range !181, !noundef !182
  %70 = trunc nuw i8 %69 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %7, i32 noundef %65, ptr noundef nonnull %59, i32 noundef 2, i32 noundef 4, i1 noundef zeroext false, i64 noundef %67, i1 noundef zeroext %70, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %71 unwind label %200

71:                                               ; preds = %62
  %72 = icmp eq ptr %53, %54
  br i1 %72, label %107, label %73

73:                                               ; preds = %71, %102
  %74 = phi ptr [ %103, %102 ], [ %53, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !41
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !43
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !45
  %85 = load ptr, ptr %76, align 8, !tbaa !46
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  %88 = load ptr, ptr %76, align 8, !tbaa !46
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !31
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !48

101:                                              ; preds = %98
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  br label %102

102:                                              ; preds = %101, %98, %83, %73
  %103 = getelementptr inbounds i8, ptr %74, i64 16
  %104 = icmp eq ptr %103, %54
  br i1 %104, label %105, label %73, !llvm.loop !49

105:                                              ; preds = %102
  %106 = load ptr, ptr %56, align 8, !tbaa !38
  br label %107

107:                                              ; preds = %105, %71
  %108 = phi ptr [ %106, %105 ], [ %53, %71 ]
  %109 = icmp eq ptr %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = load ptr, ptr %58, align 8, !tbaa !50
  %112 = ptrtoint ptr %111 to i64
  %113 = ptrtoint ptr %108 to i64
  %114 = sub i64 %112, %113
  tail call void @_ZdlPvm(ptr noundef nonnull %108, i64 noundef %114) #31
  br label %115

115:                                              ; preds = %107, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %116 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %116, i8 0, i64 40, i1 false)
  %117 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %118 unwind label %202

118:                                              ; preds = %115
  br i1 %117, label %119, label %128

119:                                              ; preds = %118
  %120 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %121 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %122 = extractvalue { i32, ptr } %121, 0
  %123 = extractvalue { i32, ptr } %121, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %120, i32 %122, ptr %123, ptr noundef nonnull @.str.37)
          to label %124 unwind label %126

124:                                              ; preds = %119
  invoke void @__cxa_throw(ptr nonnull %120, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %125 unwind label %202

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %119
  %127 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %120) #27
  br label %221

128:                                              ; preds = %118
  %129 = load ptr, ptr %19, align 8, !tbaa !19
  %130 = load ptr, ptr %18, align 8, !tbaa !19
  %131 = ptrtoint ptr %129 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = icmp eq ptr %129, %130
  br i1 %134, label %195, label %135

135:                                              ; preds = %128
  %136 = icmp ugt i64 %133, 9223372036854775792
  br i1 %136, label %137, label %139, !prof !48

137:                                              ; preds = %135
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %138 unwind label %204

138:                                              ; preds = %137
  unreachable

139:                                              ; preds = %135
  %140 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %133) #32
          to label %141 unwind label %204

141:                                              ; preds = %139, %158
  %142 = phi ptr [ %160, %158 ], [ %140, %139 ]
  %143 = phi ptr [ %159, %158 ], [ %130, %139 ]
  %144 = load ptr, ptr %143, align 8, !tbaa !287
  store ptr %144, ptr %142, align 8, !tbaa !287
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = getelementptr inbounds i8, ptr %143, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !41
  store ptr %147, ptr %145, align 8, !tbaa !41
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %141
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !31
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !31
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %141
  %159 = getelementptr inbounds i8, ptr %143, i64 16
  %160 = getelementptr inbounds i8, ptr %142, i64 16
  %161 = icmp eq ptr %159, %129
  br i1 %161, label %162, label %141, !llvm.loop !289

162:                                              ; preds = %158, %191
  %163 = phi ptr [ %192, %191 ], [ %140, %158 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !41
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !43
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !45
  %174 = load ptr, ptr %165, align 8, !tbaa !46
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  tail call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #27
  %177 = load ptr, ptr %165, align 8, !tbaa !46
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  tail call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #27
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !31
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !48

190:                                              ; preds = %187
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #27
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %163, %142
  br i1 %193, label %194, label %162, !llvm.loop !49

194:                                              ; preds = %191
  tail call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %133) #31
  br label %195

195:                                              ; preds = %128, %194
  %196 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %202

197:                                              ; preds = %195
  br i1 %196, label %206, label %198

198:                                              ; preds = %197
  %199 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %199)
          to label %206 unwind label %202

200:                                              ; preds = %62
  %201 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %223

202:                                              ; preds = %218, %214, %206, %124, %115, %212, %198, %195
  %203 = landingpad { ptr, i32 }
          cleanup
  br label %221

204:                                              ; preds = %139, %137
  %205 = landingpad { ptr, i32 }
          cleanup
  br label %221

206:                                              ; preds = %198, %197
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %202

208:                                              ; preds = %206
  store ptr %207, ptr %116, align 8, !tbaa !290
  %209 = load ptr, ptr %1, align 8, !tbaa !158
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %214 unwind label %202

214:                                              ; preds = %212
  %215 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %216 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %202

218:                                              ; preds = %214
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %202

220:                                              ; preds = %218
  ret void

221:                                              ; preds = %202, %126, %204
  %222 = phi { ptr, i32 } [ %205, %204 ], [ %203, %202 ], [ %127, %126 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %223

223:                                              ; preds = %221, %200
  %224 = phi { ptr, i32 } [ %222, %221 ], [ %201, %200 ]
  resume { ptr, i32 } %224
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.120") align 8, ptr noundef byval(%"class.sycl::_V1::range.120") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #15

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #15

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11GemmNdRange3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::event", align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @_ZN11GemmNdRange11submit_gemmERN4sycl3_V15queueE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !72
  %9 = icmp eq ptr %6, %8
  br i1 %9, label %15, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr null, ptr %11, align 8, !tbaa !41
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load <2 x ptr>, ptr %4, align 16, !tbaa !19
  store ptr null, ptr %12, align 8, !tbaa !41
  store <2 x ptr> %13, ptr %6, align 8, !tbaa !19
  store ptr null, ptr %4, align 16, !tbaa !101
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %14, ptr %5, align 8, !tbaa !69
  br label %16

15:                                               ; preds = %3
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %16 unwind label %45

16:                                               ; preds = %10, %15
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !41
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !43
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !45
  %27 = load ptr, ptr %18, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  %30 = load ptr, ptr %18, align 8, !tbaa !46
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !31
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !48

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  br label %44

44:                                               ; preds = %16, %25, %40, %43
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  ret void

45:                                               ; preds = %15
  %46 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  resume { ptr, i32 } %46
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11GemmNdRange11submit_gemmERN4sycl3_V15queueE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(168) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %6 = alloca %class.anon.211, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #27
  store ptr @.str.19, ptr %8, align 8, !tbaa !131, !alias.scope !292
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.20, ptr %9, align 8, !tbaa !136, !alias.scope !292
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 135, ptr %10, align 8, !tbaa !137, !alias.scope !292
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 12, ptr %11, align 4, !tbaa !138, !alias.scope !292
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %1, ptr %6, align 8, !noalias !295
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27, !noalias !295
  store ptr %6, ptr %7, align 8, !tbaa !170, !noalias !295
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11GemmNdRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !172, !noalias !295
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27, !noalias !298
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !298
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27, !noalias !298
  store i32 0, ptr %5, align 4, !tbaa !176, !noalias !298
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %14 unwind label %19, !noalias !298

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !179, !range !181, !noalias !298, !noundef !182
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %3
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !298
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !298
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !298
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !298
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27, !noalias !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11GemmNdRange11submit_gemmERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #22 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %4 = alloca %"class.sycl::_V1::nd_range", align 8
  %5 = alloca %"class.sycl::_V1::accessor.114", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca %class.anon.212, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !301
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #27
  %14 = getelementptr inbounds i8, ptr %13, i64 160
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  store ptr @.str.19, ptr %6, align 8, !tbaa !131, !alias.scope !303
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %16, align 8, !tbaa !136, !alias.scope !303
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 136, ptr %17, align 8, !tbaa !137, !alias.scope !303
  %18 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 16, ptr %18, align 4, !tbaa !138, !alias.scope !303
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.114") align 8 %5, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #27
  %19 = getelementptr inbounds i8, ptr %13, i64 144
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  store ptr @.str.19, ptr %8, align 8, !tbaa !131, !alias.scope !306
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.21, ptr %21, align 8, !tbaa !136, !alias.scope !306
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 137, ptr %22, align 8, !tbaa !137, !alias.scope !306
  %23 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 16, ptr %23, align 4, !tbaa !138, !alias.scope !306
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %7, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %24 unwind label %191

24:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #27
  %25 = getelementptr inbounds i8, ptr %13, i64 152
  %26 = load ptr, ptr %25, align 8, !tbaa !19
  store ptr @.str.19, ptr %10, align 8, !tbaa !131, !alias.scope !309
  %27 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.21, ptr %27, align 8, !tbaa !136, !alias.scope !309
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 138, ptr %28, align 8, !tbaa !137, !alias.scope !309
  %29 = getelementptr inbounds i8, ptr %10, i64 20
  store i32 16, ptr %29, align 4, !tbaa !138, !alias.scope !309
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %9, ptr noundef nonnull align 8 dereferenceable(41) %26, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %30 unwind label %193

30:                                               ; preds = %24
  %31 = getelementptr inbounds i8, ptr %13, i64 40
  %32 = load <2 x float>, ptr %31, align 8, !tbaa !25
  %33 = getelementptr inbounds i8, ptr %13, i64 24
  %34 = load i64, ptr %33, align 8, !tbaa !312
  %35 = load i64, ptr %13, align 8, !tbaa !89
  %36 = add i64 %34, -1
  %37 = add i64 %36, %35
  %38 = urem i64 %37, %34
  %39 = sub nuw i64 %37, %38
  %40 = getelementptr inbounds i8, ptr %13, i64 8
  %41 = load i64, ptr %40, align 8, !tbaa !90
  %42 = add i64 %36, %41
  %43 = urem i64 %42, %34
  %44 = sub nuw i64 %42, %43
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %12) #27
  store i64 %35, ptr %12, align 8, !tbaa !313
  %45 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %41, ptr %45, align 8, !tbaa !315
  %46 = getelementptr inbounds i8, ptr %12, i64 16
  %47 = getelementptr inbounds i8, ptr %13, i64 16
  %48 = load i64, ptr %47, align 8, !tbaa !91
  store i64 %48, ptr %46, align 8, !tbaa !316
  %49 = getelementptr inbounds i8, ptr %12, i64 24
  %50 = load ptr, ptr %5, align 8, !tbaa !203
  store ptr %50, ptr %49, align 8, !tbaa !203
  %51 = getelementptr inbounds i8, ptr %12, i64 32
  %52 = getelementptr inbounds i8, ptr %5, i64 8
  %53 = load ptr, ptr %52, align 8, !tbaa !41
  store ptr %53, ptr %51, align 8, !tbaa !41
  %54 = icmp eq ptr %53, null
  br i1 %54, label %64, label %55

55:                                               ; preds = %30
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !31
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !31
  br label %64

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %64

64:                                               ; preds = %30, %59, %62
  %65 = getelementptr inbounds i8, ptr %12, i64 40
  %66 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %65, ptr noundef nonnull align 8 dereferenceable(40) %66, i64 40, i1 false)
  %67 = getelementptr inbounds i8, ptr %12, i64 80
  %68 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  store <2 x float> %68, ptr %67, align 8, !tbaa !25
  %69 = getelementptr inbounds i8, ptr %12, i64 88
  %70 = load ptr, ptr %7, align 8, !tbaa !203
  store ptr %70, ptr %69, align 8, !tbaa !203
  %71 = getelementptr inbounds i8, ptr %12, i64 96
  %72 = getelementptr inbounds i8, ptr %7, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !41
  store ptr %73, ptr %71, align 8, !tbaa !41
  %74 = icmp eq ptr %73, null
  br i1 %74, label %84, label %75

75:                                               ; preds = %64
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %82, label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %76, align 4, !tbaa !31
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %76, align 4, !tbaa !31
  br label %84

82:                                               ; preds = %75
  %83 = atomicrmw volatile add ptr %76, i32 1 acq_rel, align 4
  br label %84

84:                                               ; preds = %64, %79, %82
  %85 = getelementptr inbounds i8, ptr %12, i64 104
  %86 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %85, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false)
  %87 = getelementptr inbounds i8, ptr %12, i64 144
  %88 = load ptr, ptr %9, align 8, !tbaa !203
  store ptr %88, ptr %87, align 8, !tbaa !203
  %89 = getelementptr inbounds i8, ptr %12, i64 152
  %90 = getelementptr inbounds i8, ptr %9, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !41
  store ptr %91, ptr %89, align 8, !tbaa !41
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %84
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %94, align 4, !tbaa !31
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %94, align 4, !tbaa !31
  br label %102

100:                                              ; preds = %93
  %101 = atomicrmw volatile add ptr %94, i32 1 acq_rel, align 4
  br label %102

102:                                              ; preds = %84, %97, %100
  %103 = getelementptr inbounds i8, ptr %12, i64 160
  %104 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %103, ptr noundef nonnull align 8 dereferenceable(40) %104, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4)
  store i64 %39, ptr %4, align 8
  %105 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %44, ptr %105, align 8
  %106 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %34, ptr %106, align 8
  %107 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 %34, ptr %107, align 8
  %108 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %108, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  invoke void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E17GemmNdRangeKernelNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clESJ_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(200) %12, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(48) %4)
          to label %109 unwind label %195

109:                                              ; preds = %102
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3)
  call void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(200) %12) #27
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %12) #27
  %110 = load ptr, ptr %90, align 8, !tbaa !41
  %111 = icmp eq ptr %110, null
  br i1 %111, label %136, label %112

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %110, i64 8
  %114 = load atomic i64, ptr %113 acquire, align 8
  %115 = icmp eq i64 %114, 4294967297
  %116 = trunc i64 %114 to i32
  br i1 %115, label %117, label %125

117:                                              ; preds = %112
  store i32 0, ptr %113, align 8, !tbaa !43
  %118 = getelementptr inbounds i8, ptr %110, i64 12
  store i32 0, ptr %118, align 4, !tbaa !45
  %119 = load ptr, ptr %110, align 8, !tbaa !46
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %110) #27
  %122 = load ptr, ptr %110, align 8, !tbaa !46
  %123 = getelementptr inbounds i8, ptr %122, i64 24
  %124 = load ptr, ptr %123, align 8
  call void %124(ptr noundef nonnull align 8 dereferenceable(16) %110) #27
  br label %136

125:                                              ; preds = %112
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %130, label %128

128:                                              ; preds = %125
  %129 = add nsw i32 %116, -1
  store i32 %129, ptr %113, align 4, !tbaa !31
  br label %132

130:                                              ; preds = %125
  %131 = atomicrmw volatile add ptr %113, i32 -1 acq_rel, align 4
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %116, %128 ], [ %131, %130 ]
  %134 = icmp eq i32 %133, 1
  br i1 %134, label %135, label %136, !prof !48

135:                                              ; preds = %132
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %110) #27
  br label %136

136:                                              ; preds = %109, %117, %132, %135
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #27
  %137 = load ptr, ptr %72, align 8, !tbaa !41
  %138 = icmp eq ptr %137, null
  br i1 %138, label %163, label %139

139:                                              ; preds = %136
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load atomic i64, ptr %140 acquire, align 8
  %142 = icmp eq i64 %141, 4294967297
  %143 = trunc i64 %141 to i32
  br i1 %142, label %144, label %152

144:                                              ; preds = %139
  store i32 0, ptr %140, align 8, !tbaa !43
  %145 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %145, align 4, !tbaa !45
  %146 = load ptr, ptr %137, align 8, !tbaa !46
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8
  call void %148(ptr noundef nonnull align 8 dereferenceable(16) %137) #27
  %149 = load ptr, ptr %137, align 8, !tbaa !46
  %150 = getelementptr inbounds i8, ptr %149, i64 24
  %151 = load ptr, ptr %150, align 8
  call void %151(ptr noundef nonnull align 8 dereferenceable(16) %137) #27
  br label %163

152:                                              ; preds = %139
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %157, label %155

155:                                              ; preds = %152
  %156 = add nsw i32 %143, -1
  store i32 %156, ptr %140, align 4, !tbaa !31
  br label %159

157:                                              ; preds = %152
  %158 = atomicrmw volatile add ptr %140, i32 -1 acq_rel, align 4
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi i32 [ %143, %155 ], [ %158, %157 ]
  %161 = icmp eq i32 %160, 1
  br i1 %161, label %162, label %163, !prof !48

162:                                              ; preds = %159
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #27
  br label %163

163:                                              ; preds = %136, %144, %159, %162
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  %164 = load ptr, ptr %52, align 8, !tbaa !41
  %165 = icmp eq ptr %164, null
  br i1 %165, label %190, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds i8, ptr %164, i64 8
  %168 = load atomic i64, ptr %167 acquire, align 8
  %169 = icmp eq i64 %168, 4294967297
  %170 = trunc i64 %168 to i32
  br i1 %169, label %171, label %179

171:                                              ; preds = %166
  store i32 0, ptr %167, align 8, !tbaa !43
  %172 = getelementptr inbounds i8, ptr %164, i64 12
  store i32 0, ptr %172, align 4, !tbaa !45
  %173 = load ptr, ptr %164, align 8, !tbaa !46
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %164) #27
  %176 = load ptr, ptr %164, align 8, !tbaa !46
  %177 = getelementptr inbounds i8, ptr %176, i64 24
  %178 = load ptr, ptr %177, align 8
  call void %178(ptr noundef nonnull align 8 dereferenceable(16) %164) #27
  br label %190

179:                                              ; preds = %166
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %184, label %182

182:                                              ; preds = %179
  %183 = add nsw i32 %170, -1
  store i32 %183, ptr %167, align 4, !tbaa !31
  br label %186

184:                                              ; preds = %179
  %185 = atomicrmw volatile add ptr %167, i32 -1 acq_rel, align 4
  br label %186

186:                                              ; preds = %184, %182
  %187 = phi i32 [ %170, %182 ], [ %185, %184 ]
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %190, !prof !48

189:                                              ; preds = %186
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %164) #27
  br label %190

190:                                              ; preds = %163, %171, %186, %189
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  ret void

191:                                              ; preds = %2
  %192 = landingpad { ptr, i32 }
          cleanup
  br label %199

193:                                              ; preds = %24
  %194 = landingpad { ptr, i32 }
          cleanup
  br label %197

195:                                              ; preds = %102
  %196 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(200) %12) #27
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %12) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #27
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi { ptr, i32 } [ %196, %195 ], [ %194, %193 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #27
  br label %199

199:                                              ; preds = %197, %191
  %200 = phi { ptr, i32 } [ %198, %197 ], [ %192, %191 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  resume { ptr, i32 } %200
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.114") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !38
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !40
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !41
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !43
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !45
  %24 = load ptr, ptr %15, align 8, !tbaa !46
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !31
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !48

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !49

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !38
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !50
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #31
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !38
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !40
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !41
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !43
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !45
  %24 = load ptr, ptr %15, align 8, !tbaa !46
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !31
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !48

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !49

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !38
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !50
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #31
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
define linkonce_odr dso_local void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 152
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !43
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !45
  %12 = load ptr, ptr %3, align 8, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !31
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 96
  %31 = load ptr, ptr %30, align 8, !tbaa !41
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !43
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !45
  %40 = load ptr, ptr %31, align 8, !tbaa !46
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !46
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !31
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !48

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 32
  %59 = load ptr, ptr %58, align 8, !tbaa !41
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !43
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !45
  %68 = load ptr, ptr %59, align 8, !tbaa !46
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !46
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !31
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !48

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.120", align 8
  %8 = alloca %"class.sycl::_V1::range.120", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !24, !alias.scope !317
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !24, !alias.scope !317
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !24, !alias.scope !317
  store i64 %11, ptr %8, align 8, !tbaa !24, !alias.scope !320
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !24, !alias.scope !320
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !24, !alias.scope !320
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = load ptr, ptr %19, align 8, !tbaa !19
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !48

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #32
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !287
  store ptr %35, ptr %33, align 8, !tbaa !287
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !41
  store ptr %38, ptr %36, align 8, !tbaa !41
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !31
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !31
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !289

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !38
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !40
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !50
  %60 = load ptr, ptr %1, align 8, !tbaa !158
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !149
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !157, !range !181, !noundef !182
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !41
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !43
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !45
  %86 = load ptr, ptr %77, align 8, !tbaa !46
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  %89 = load ptr, ptr %77, align 8, !tbaa !46
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !31
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !48

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !49

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !38
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !50
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #31
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
  %118 = load ptr, ptr %20, align 8, !tbaa !19
  %119 = load ptr, ptr %19, align 8, !tbaa !19
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !48

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #32
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !287
  store ptr %133, ptr %131, align 8, !tbaa !287
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !41
  store ptr %136, ptr %134, align 8, !tbaa !41
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !31
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !31
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !289

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !41
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !43
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !45
  %163 = load ptr, ptr %154, align 8, !tbaa !46
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  %166 = load ptr, ptr %154, align 8, !tbaa !46
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !31
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !48

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !49

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #31
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !323
  %188 = load ptr, ptr %1, align 8, !tbaa !158
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.120", align 8
  %8 = alloca %"class.sycl::_V1::range.120", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !24, !alias.scope !324
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !24, !alias.scope !324
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !24, !alias.scope !324
  store i64 %12, ptr %8, align 8, !tbaa !24, !alias.scope !327
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !24, !alias.scope !327
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !24, !alias.scope !327
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = load ptr, ptr %20, align 8, !tbaa !19
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !48

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #32
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !287
  store ptr %36, ptr %34, align 8, !tbaa !287
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !41
  store ptr %39, ptr %37, align 8, !tbaa !41
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !31
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !31
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !289

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !38
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !40
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !50
  %61 = load ptr, ptr %1, align 8, !tbaa !158
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !149
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !157, !range !181, !noundef !182
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.120") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !41
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !43
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !45
  %84 = load ptr, ptr %75, align 8, !tbaa !46
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !46
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !31
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !48

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !49

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !38
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !50
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #31
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !19
  %118 = load ptr, ptr %20, align 8, !tbaa !19
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !48

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #32
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !287
  store ptr %132, ptr %130, align 8, !tbaa !287
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !41
  store ptr %135, ptr %133, align 8, !tbaa !41
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !31
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !31
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !289

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !38
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !40
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !50
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.25)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  %173 = load ptr, ptr %172, align 8, !tbaa !41
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !43
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !45
  %182 = load ptr, ptr %173, align 8, !tbaa !46
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  %185 = load ptr, ptr %173, align 8, !tbaa !46
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !31
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !48

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !49

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !38
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !50
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #31
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !330
  %216 = load ptr, ptr %1, align 8, !tbaa !158
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #28
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E17GemmNdRangeKernelNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clESJ_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(200) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(48) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"class.sycl::_V1::nd_range", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.30)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  resume { ptr, i32 } %17

18:                                               ; preds = %4
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr nonnull @.str.38, i64 99)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %6, ptr noundef nonnull align 8 dereferenceable(48) %3, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store ptr %6, ptr %5, align 8, !tbaa !256
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %20, ptr %19, align 8, !tbaa !331
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %22, ptr %21, align 8, !tbaa !332
  %23 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 2, ptr %23, align 8, !tbaa !258
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI17GemmNdRangeKernelZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_7nd_itemILi2EEEE_Li2ESA_KSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(200) %1)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #27
  %24 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %24, align 8, !tbaa !204, !alias.scope !333
  %25 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %25, align 2, !tbaa !211, !alias.scope !333
  %26 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %26, align 4, !tbaa !213, !alias.scope !333
  %27 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %27, align 4, !tbaa !215, !alias.scope !333
  %28 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %28, align 4, !tbaa !217, !alias.scope !333
  %29 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %29, align 4, !tbaa !215, !alias.scope !333
  %30 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %30, align 4, !tbaa !217, !alias.scope !333
  %31 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %31, align 4, !tbaa !215, !alias.scope !333
  %32 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %32, align 4, !tbaa !217, !alias.scope !333
  %33 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %33, align 8, !tbaa !219, !alias.scope !333
  %34 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %34, align 8, !tbaa !221, !alias.scope !333
  %35 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %35, align 8, !tbaa !223, !alias.scope !333
  %36 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %36, align 8, !tbaa !225, !alias.scope !333
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI17GemmNdRangeKernelEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 13
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [22 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !31
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI17GemmNdRangeKernelZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_7nd_itemILi2EEEE_Li2ESA_KSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(200) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(208) ptr @_Znwm(i64 noundef 208) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE, i64 16), ptr %4, align 8, !tbaa !46
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 32
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !203
  store ptr %8, ptr %6, align 8, !tbaa !203
  %9 = getelementptr inbounds i8, ptr %4, i64 40
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !41
  store ptr %11, ptr %9, align 8, !tbaa !41
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !31
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !31
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 48
  %24 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 88
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %25, align 8
  %28 = getelementptr inbounds i8, ptr %4, i64 96
  %29 = getelementptr inbounds i8, ptr %1, i64 88
  %30 = load ptr, ptr %29, align 8, !tbaa !203
  store ptr %30, ptr %28, align 8, !tbaa !203
  %31 = getelementptr inbounds i8, ptr %4, i64 104
  %32 = getelementptr inbounds i8, ptr %1, i64 96
  %33 = load ptr, ptr %32, align 8, !tbaa !41
  store ptr %33, ptr %31, align 8, !tbaa !41
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !31
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !31
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %39, %22
  %45 = getelementptr inbounds i8, ptr %4, i64 112
  %46 = getelementptr inbounds i8, ptr %1, i64 104
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %45, ptr noundef nonnull align 8 dereferenceable(40) %46, i64 40, i1 false)
  %47 = getelementptr inbounds i8, ptr %4, i64 152
  %48 = getelementptr inbounds i8, ptr %1, i64 144
  %49 = load ptr, ptr %48, align 8, !tbaa !203
  store ptr %49, ptr %47, align 8, !tbaa !203
  %50 = getelementptr inbounds i8, ptr %4, i64 160
  %51 = getelementptr inbounds i8, ptr %1, i64 152
  %52 = load ptr, ptr %51, align 8, !tbaa !41
  store ptr %52, ptr %50, align 8, !tbaa !41
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %44
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %54
  %59 = load i32, ptr %55, align 4, !tbaa !31
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %55, align 4, !tbaa !31
  br label %63

61:                                               ; preds = %54
  %62 = atomicrmw volatile add ptr %55, i32 1 acq_rel, align 4
  br label %63

63:                                               ; preds = %44, %58, %61
  %64 = getelementptr inbounds i8, ptr %4, i64 168
  %65 = getelementptr inbounds i8, ptr %1, i64 160
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %64, ptr noundef nonnull align 8 dereferenceable(40) %65, i64 40, i1 false)
  %66 = load ptr, ptr %3, align 8, !tbaa !19
  store ptr %4, ptr %3, align 8, !tbaa !19
  %67 = icmp eq ptr %66, null
  br i1 %67, label %72, label %68

68:                                               ; preds = %63
  %69 = load ptr, ptr %66, align 8, !tbaa !46
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load ptr, ptr %70, align 8
  tail call void %71(ptr noundef nonnull align 8 dereferenceable(8) %66) #27
  br label %72

72:                                               ; preds = %63, %68
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %73 = load ptr, ptr %3, align 8, !tbaa !19
  %74 = load ptr, ptr %73, align 8, !tbaa !46
  %75 = load ptr, ptr %74, align 8
  %76 = tail call noundef ptr %75(ptr noundef nonnull align 8 dereferenceable(8) %73)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI17GemmNdRangeKernelEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %76)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI17GemmNdRangeKernelEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI17GemmNdRangeKernelEEvPv.Info, i64 16, i1 false), !tbaa.struct !264
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !265

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI17GemmNdRangeKernelEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI17GemmNdRangeKernelEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(208) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(208) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(200) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(208) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_7nd_itemILi2EEEE_SA_Li2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(200) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 208) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZN11GemmNdRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat {
  tail call void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_7nd_itemILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(200) %0)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_7nd_itemILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(200) %0) local_unnamed_addr #22 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca { ptr, [32 x i8] }, align 8
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = load i64, ptr %0, align 8, !tbaa !313
  %11 = icmp ne i64 %10, 0
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i64, ptr %12, align 8
  %14 = icmp ne i64 %13, 0
  %15 = select i1 %11, i1 %14, i1 false
  br i1 %15, label %16, label %450

16:                                               ; preds = %1
  %17 = getelementptr inbounds i8, ptr %0, i64 80
  %18 = load float, ptr %17, align 8, !tbaa !338
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #27
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %20 = load ptr, ptr %19, align 8, !tbaa !203, !noalias !339
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !41, !noalias !339
  %23 = icmp eq ptr %22, null
  br i1 %23, label %34, label %24

24:                                               ; preds = %16
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !339
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %25, align 4, !tbaa !31, !noalias !339
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %25, align 4, !tbaa !31, !noalias !339
  br label %39

31:                                               ; preds = %24
  %32 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4, !noalias !339
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !339
  br label %39

34:                                               ; preds = %16
  %35 = getelementptr inbounds i8, ptr %0, i64 40
  %36 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %20, ptr %36, align 8, !tbaa !203, !alias.scope !339
  %37 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %37, align 8, !tbaa !41, !alias.scope !339
  %38 = getelementptr inbounds i8, ptr %6, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull align 8 dereferenceable(40) %35, i64 40, i1 false)
  store i64 0, ptr %6, align 8, !tbaa !24, !alias.scope !339
  br label %74

39:                                               ; preds = %31, %28
  %40 = phi i8 [ %33, %31 ], [ 1, %28 ]
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %41, i64 40, i1 false), !noalias !339
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !alias.scope !339
  %42 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %20, ptr %42, align 8, !tbaa !203, !alias.scope !339
  %43 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %22, ptr %43, align 8, !tbaa !41, !alias.scope !339
  %44 = icmp eq i8 %40, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %39
  %46 = load i32, ptr %25, align 4, !tbaa !31, !noalias !339
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %25, align 4, !tbaa !31, !noalias !339
  br label %50

48:                                               ; preds = %39
  %49 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4, !noalias !339
  br label %50

50:                                               ; preds = %48, %45
  %51 = getelementptr inbounds i8, ptr %6, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %51, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 0, ptr %6, align 8, !tbaa !24, !alias.scope !339
  %52 = load atomic i64, ptr %25 acquire, align 8, !noalias !339
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %25, align 8, !tbaa !43, !noalias !339
  %56 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %56, align 4, !tbaa !45, !noalias !339
  %57 = load ptr, ptr %22, align 8, !tbaa !46, !noalias !339
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8, !noalias !339
  tail call void %59(ptr noundef nonnull align 8 dereferenceable(16) %22) #27, !noalias !339
  %60 = load ptr, ptr %22, align 8, !tbaa !46, !noalias !339
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8, !noalias !339
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %22) #27, !noalias !339
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !339
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %25, align 4, !tbaa !31, !noalias !339
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4, !noalias !339
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !48

73:                                               ; preds = %70
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #27, !noalias !339
  br label %74

74:                                               ; preds = %34, %55, %70, %73
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  %75 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %75, align 8, !tbaa !24
  %76 = getelementptr inbounds i8, ptr %6, i64 16
  %77 = load i64, ptr %6, align 8
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %76)
          to label %79 unwind label %150

79:                                               ; preds = %74
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %76)
          to label %81 unwind label %150

81:                                               ; preds = %79
  %82 = load i64, ptr %80, align 8
  %83 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %76)
          to label %84 unwind label %150

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %83, i64 8
  %86 = load i64, ptr %85, align 8
  %87 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %76)
          to label %88 unwind label %150

88:                                               ; preds = %84
  %89 = add i64 %82, %77
  %90 = mul i64 %86, %89
  %91 = getelementptr inbounds i8, ptr %87, i64 8
  %92 = load i64, ptr %91, align 8
  %93 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  %94 = getelementptr float, ptr %93, i64 %90
  %95 = getelementptr float, ptr %94, i64 %92
  %96 = load float, ptr %95, align 4, !tbaa !25
  %97 = fmul float %18, %96
  store float %97, ptr %95, align 4, !tbaa !25
  %98 = getelementptr inbounds i8, ptr %6, i64 24
  %99 = load ptr, ptr %98, align 8, !tbaa !41
  %100 = icmp eq ptr %99, null
  br i1 %100, label %125, label %101

101:                                              ; preds = %88
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load atomic i64, ptr %102 acquire, align 8
  %104 = icmp eq i64 %103, 4294967297
  %105 = trunc i64 %103 to i32
  br i1 %104, label %106, label %114

106:                                              ; preds = %101
  store i32 0, ptr %102, align 8, !tbaa !43
  %107 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 0, ptr %107, align 4, !tbaa !45
  %108 = load ptr, ptr %99, align 8, !tbaa !46
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %99) #27
  %111 = load ptr, ptr %99, align 8, !tbaa !46
  %112 = getelementptr inbounds i8, ptr %111, i64 24
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %99) #27
  br label %125

114:                                              ; preds = %101
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %105, -1
  store i32 %118, ptr %102, align 4, !tbaa !31
  br label %121

119:                                              ; preds = %114
  %120 = atomicrmw volatile add ptr %102, i32 -1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %105, %117 ], [ %120, %119 ]
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %125, !prof !48

124:                                              ; preds = %121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %99) #27
  br label %125

125:                                              ; preds = %88, %106, %121, %124
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #27
  %126 = getelementptr inbounds i8, ptr %0, i64 16
  %127 = load i64, ptr %126, align 8, !tbaa !316
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %450, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %0, i64 84
  %131 = getelementptr inbounds i8, ptr %0, i64 88
  %132 = getelementptr inbounds i8, ptr %0, i64 96
  %133 = getelementptr inbounds i8, ptr %0, i64 104
  %134 = getelementptr inbounds i8, ptr %7, i64 16
  %135 = getelementptr inbounds i8, ptr %7, i64 24
  %136 = getelementptr inbounds i8, ptr %7, i64 32
  %137 = getelementptr inbounds i8, ptr %7, i64 8
  %138 = getelementptr inbounds i8, ptr %0, i64 144
  %139 = getelementptr inbounds i8, ptr %0, i64 152
  %140 = getelementptr inbounds i8, ptr %0, i64 160
  %141 = getelementptr inbounds i8, ptr %8, i64 16
  %142 = getelementptr inbounds i8, ptr %8, i64 24
  %143 = getelementptr inbounds i8, ptr %8, i64 32
  %144 = getelementptr inbounds i8, ptr %8, i64 8
  %145 = getelementptr inbounds i8, ptr %0, i64 40
  %146 = getelementptr inbounds i8, ptr %9, i64 16
  %147 = getelementptr inbounds i8, ptr %9, i64 24
  %148 = getelementptr inbounds i8, ptr %9, i64 32
  %149 = getelementptr inbounds i8, ptr %9, i64 8
  br label %152

150:                                              ; preds = %84, %81, %79, %74
  %151 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %6) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #27
  br label %451

152:                                              ; preds = %129, %436
  %153 = phi i64 [ 0, %129 ], [ %437, %436 ]
  %154 = load float, ptr %130, align 4, !tbaa !342
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !343)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %155 = load ptr, ptr %131, align 8, !tbaa !203, !noalias !343
  %156 = load ptr, ptr %132, align 8, !tbaa !41, !noalias !343
  %157 = icmp eq ptr %156, null
  br i1 %157, label %168, label %158

158:                                              ; preds = %152
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !343
  %161 = icmp eq i8 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %159, align 4, !tbaa !31, !noalias !343
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %159, align 4, !tbaa !31, !noalias !343
  br label %169

165:                                              ; preds = %158
  %166 = atomicrmw volatile add ptr %159, i32 1 acq_rel, align 4, !noalias !343
  %167 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !343
  br label %169

168:                                              ; preds = %152
  store ptr %155, ptr %134, align 8, !tbaa !203, !alias.scope !343
  store ptr null, ptr %135, align 8, !tbaa !41, !alias.scope !343
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %136, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !24, !alias.scope !343
  br label %200

169:                                              ; preds = %165, %162
  %170 = phi i8 [ %167, %165 ], [ 1, %162 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false), !noalias !343
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !343
  store ptr %155, ptr %134, align 8, !tbaa !203, !alias.scope !343
  store ptr %156, ptr %135, align 8, !tbaa !41, !alias.scope !343
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %175, label %172

172:                                              ; preds = %169
  %173 = load i32, ptr %159, align 4, !tbaa !31, !noalias !343
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %159, align 4, !tbaa !31, !noalias !343
  br label %177

175:                                              ; preds = %169
  %176 = atomicrmw volatile add ptr %159, i32 1 acq_rel, align 4, !noalias !343
  br label %177

177:                                              ; preds = %175, %172
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %136, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !24, !alias.scope !343
  %178 = load atomic i64, ptr %159 acquire, align 8, !noalias !343
  %179 = icmp eq i64 %178, 4294967297
  %180 = trunc i64 %178 to i32
  br i1 %179, label %181, label %189

181:                                              ; preds = %177
  store i32 0, ptr %159, align 8, !tbaa !43, !noalias !343
  %182 = getelementptr inbounds i8, ptr %156, i64 12
  store i32 0, ptr %182, align 4, !tbaa !45, !noalias !343
  %183 = load ptr, ptr %156, align 8, !tbaa !46, !noalias !343
  %184 = getelementptr inbounds i8, ptr %183, i64 16
  %185 = load ptr, ptr %184, align 8, !noalias !343
  call void %185(ptr noundef nonnull align 8 dereferenceable(16) %156) #27, !noalias !343
  %186 = load ptr, ptr %156, align 8, !tbaa !46, !noalias !343
  %187 = getelementptr inbounds i8, ptr %186, i64 24
  %188 = load ptr, ptr %187, align 8, !noalias !343
  call void %188(ptr noundef nonnull align 8 dereferenceable(16) %156) #27, !noalias !343
  br label %200

189:                                              ; preds = %177
  %190 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !343
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %194, label %192

192:                                              ; preds = %189
  %193 = add nsw i32 %180, -1
  store i32 %193, ptr %159, align 4, !tbaa !31, !noalias !343
  br label %196

194:                                              ; preds = %189
  %195 = atomicrmw volatile add ptr %159, i32 -1 acq_rel, align 4, !noalias !343
  br label %196

196:                                              ; preds = %194, %192
  %197 = phi i32 [ %180, %192 ], [ %195, %194 ]
  %198 = icmp eq i32 %197, 1
  br i1 %198, label %199, label %200, !prof !48

199:                                              ; preds = %196
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #27, !noalias !343
  br label %200

200:                                              ; preds = %168, %181, %196, %199
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %153, ptr %137, align 8, !tbaa !24
  %201 = load i64, ptr %7, align 8
  %202 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %203 unwind label %440

203:                                              ; preds = %200
  %204 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %205 unwind label %440

205:                                              ; preds = %203
  %206 = load i64, ptr %204, align 8
  %207 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %208 unwind label %440

208:                                              ; preds = %205
  %209 = getelementptr inbounds i8, ptr %207, i64 8
  %210 = load i64, ptr %209, align 8
  %211 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %212 unwind label %440

212:                                              ; preds = %208
  %213 = add i64 %206, %201
  %214 = mul i64 %210, %213
  %215 = getelementptr inbounds i8, ptr %211, i64 8
  %216 = load i64, ptr %215, align 8
  %217 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %134) #27
  %218 = getelementptr float, ptr %217, i64 %214
  %219 = getelementptr float, ptr %218, i64 %153
  %220 = getelementptr float, ptr %219, i64 %216
  %221 = load float, ptr %220, align 4, !tbaa !25
  %222 = fmul float %154, %221
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !346)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %223 = load ptr, ptr %138, align 8, !tbaa !203, !noalias !346
  %224 = load ptr, ptr %139, align 8, !tbaa !41, !noalias !346
  %225 = icmp eq ptr %224, null
  br i1 %225, label %236, label %226

226:                                              ; preds = %212
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !346
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %233, label %230

230:                                              ; preds = %226
  %231 = load i32, ptr %227, align 4, !tbaa !31, !noalias !346
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %227, align 4, !tbaa !31, !noalias !346
  br label %237

233:                                              ; preds = %226
  %234 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4, !noalias !346
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !346
  br label %237

236:                                              ; preds = %212
  store ptr %223, ptr %141, align 8, !tbaa !203, !alias.scope !346
  store ptr null, ptr %142, align 8, !tbaa !41, !alias.scope !346
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %143, ptr noundef nonnull align 8 dereferenceable(40) %140, i64 40, i1 false)
  store i64 %153, ptr %8, align 8, !tbaa !24, !alias.scope !346
  br label %268

237:                                              ; preds = %233, %230
  %238 = phi i8 [ %235, %233 ], [ 1, %230 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %140, i64 40, i1 false), !noalias !346
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !346
  store ptr %223, ptr %141, align 8, !tbaa !203, !alias.scope !346
  store ptr %224, ptr %142, align 8, !tbaa !41, !alias.scope !346
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %243, label %240

240:                                              ; preds = %237
  %241 = load i32, ptr %227, align 4, !tbaa !31, !noalias !346
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %227, align 4, !tbaa !31, !noalias !346
  br label %245

243:                                              ; preds = %237
  %244 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4, !noalias !346
  br label %245

245:                                              ; preds = %243, %240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %143, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 %153, ptr %8, align 8, !tbaa !24, !alias.scope !346
  %246 = load atomic i64, ptr %227 acquire, align 8, !noalias !346
  %247 = icmp eq i64 %246, 4294967297
  %248 = trunc i64 %246 to i32
  br i1 %247, label %249, label %257

249:                                              ; preds = %245
  store i32 0, ptr %227, align 8, !tbaa !43, !noalias !346
  %250 = getelementptr inbounds i8, ptr %224, i64 12
  store i32 0, ptr %250, align 4, !tbaa !45, !noalias !346
  %251 = load ptr, ptr %224, align 8, !tbaa !46, !noalias !346
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load ptr, ptr %252, align 8, !noalias !346
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %224) #27, !noalias !346
  %254 = load ptr, ptr %224, align 8, !tbaa !46, !noalias !346
  %255 = getelementptr inbounds i8, ptr %254, i64 24
  %256 = load ptr, ptr %255, align 8, !noalias !346
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %224) #27, !noalias !346
  br label %268

257:                                              ; preds = %245
  %258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !346
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %262, label %260

260:                                              ; preds = %257
  %261 = add nsw i32 %248, -1
  store i32 %261, ptr %227, align 4, !tbaa !31, !noalias !346
  br label %264

262:                                              ; preds = %257
  %263 = atomicrmw volatile add ptr %227, i32 -1 acq_rel, align 4, !noalias !346
  br label %264

264:                                              ; preds = %262, %260
  %265 = phi i32 [ %248, %260 ], [ %263, %262 ]
  %266 = icmp eq i32 %265, 1
  br i1 %266, label %267, label %268, !prof !48

267:                                              ; preds = %264
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %224) #27, !noalias !346
  br label %268

268:                                              ; preds = %267, %264, %249, %236
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  store i64 0, ptr %144, align 8, !tbaa !24
  %269 = load i64, ptr %8, align 8
  %270 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %141)
          to label %271 unwind label %442

271:                                              ; preds = %268
  %272 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %141)
          to label %273 unwind label %442

273:                                              ; preds = %271
  %274 = load i64, ptr %272, align 8
  %275 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %141)
          to label %276 unwind label %442

276:                                              ; preds = %273
  %277 = getelementptr inbounds i8, ptr %275, i64 8
  %278 = load i64, ptr %277, align 8
  %279 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %141)
          to label %280 unwind label %442

280:                                              ; preds = %276
  %281 = add i64 %274, %269
  %282 = mul i64 %278, %281
  %283 = getelementptr inbounds i8, ptr %279, i64 8
  %284 = load i64, ptr %283, align 8
  %285 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %141) #27
  %286 = getelementptr float, ptr %285, i64 %282
  %287 = getelementptr float, ptr %286, i64 %284
  %288 = load float, ptr %287, align 4, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !349)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  %289 = load ptr, ptr %19, align 8, !tbaa !203, !noalias !349
  %290 = load ptr, ptr %21, align 8, !tbaa !41, !noalias !349
  %291 = icmp eq ptr %290, null
  br i1 %291, label %302, label %292

292:                                              ; preds = %280
  %293 = getelementptr inbounds i8, ptr %290, i64 8
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !349
  %295 = icmp eq i8 %294, 0
  br i1 %295, label %299, label %296

296:                                              ; preds = %292
  %297 = load i32, ptr %293, align 4, !tbaa !31, !noalias !349
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %293, align 4, !tbaa !31, !noalias !349
  br label %303

299:                                              ; preds = %292
  %300 = atomicrmw volatile add ptr %293, i32 1 acq_rel, align 4, !noalias !349
  %301 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !349
  br label %303

302:                                              ; preds = %280
  store ptr %289, ptr %146, align 8, !tbaa !203, !alias.scope !349
  store ptr null, ptr %147, align 8, !tbaa !41, !alias.scope !349
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %148, ptr noundef nonnull align 8 dereferenceable(40) %145, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !24, !alias.scope !349
  br label %334

303:                                              ; preds = %299, %296
  %304 = phi i8 [ %301, %299 ], [ 1, %296 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %2, ptr noundef nonnull align 8 dereferenceable(40) %145, i64 40, i1 false), !noalias !349
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !349
  store ptr %289, ptr %146, align 8, !tbaa !203, !alias.scope !349
  store ptr %290, ptr %147, align 8, !tbaa !41, !alias.scope !349
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %309, label %306

306:                                              ; preds = %303
  %307 = load i32, ptr %293, align 4, !tbaa !31, !noalias !349
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr %293, align 4, !tbaa !31, !noalias !349
  br label %311

309:                                              ; preds = %303
  %310 = atomicrmw volatile add ptr %293, i32 1 acq_rel, align 4, !noalias !349
  br label %311

311:                                              ; preds = %309, %306
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %148, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !24, !alias.scope !349
  %312 = load atomic i64, ptr %293 acquire, align 8, !noalias !349
  %313 = icmp eq i64 %312, 4294967297
  %314 = trunc i64 %312 to i32
  br i1 %313, label %315, label %323

315:                                              ; preds = %311
  store i32 0, ptr %293, align 8, !tbaa !43, !noalias !349
  %316 = getelementptr inbounds i8, ptr %290, i64 12
  store i32 0, ptr %316, align 4, !tbaa !45, !noalias !349
  %317 = load ptr, ptr %290, align 8, !tbaa !46, !noalias !349
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8, !noalias !349
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %290) #27, !noalias !349
  %320 = load ptr, ptr %290, align 8, !tbaa !46, !noalias !349
  %321 = getelementptr inbounds i8, ptr %320, i64 24
  %322 = load ptr, ptr %321, align 8, !noalias !349
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %290) #27, !noalias !349
  br label %334

323:                                              ; preds = %311
  %324 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !349
  %325 = icmp eq i8 %324, 0
  br i1 %325, label %328, label %326

326:                                              ; preds = %323
  %327 = add nsw i32 %314, -1
  store i32 %327, ptr %293, align 4, !tbaa !31, !noalias !349
  br label %330

328:                                              ; preds = %323
  %329 = atomicrmw volatile add ptr %293, i32 -1 acq_rel, align 4, !noalias !349
  br label %330

330:                                              ; preds = %328, %326
  %331 = phi i32 [ %314, %326 ], [ %329, %328 ]
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %334, !prof !48

333:                                              ; preds = %330
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %290) #27, !noalias !349
  br label %334

334:                                              ; preds = %333, %330, %315, %302
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2)
  store i64 0, ptr %149, align 8, !tbaa !24
  %335 = load i64, ptr %9, align 8
  %336 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %337 unwind label %444

337:                                              ; preds = %334
  %338 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %339 unwind label %444

339:                                              ; preds = %337
  %340 = load i64, ptr %338, align 8
  %341 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %342 unwind label %444

342:                                              ; preds = %339
  %343 = getelementptr inbounds i8, ptr %341, i64 8
  %344 = load i64, ptr %343, align 8
  %345 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %346 unwind label %444

346:                                              ; preds = %342
  %347 = add i64 %340, %335
  %348 = mul i64 %344, %347
  %349 = getelementptr inbounds i8, ptr %345, i64 8
  %350 = load i64, ptr %349, align 8
  %351 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %146) #27
  %352 = getelementptr float, ptr %351, i64 %348
  %353 = getelementptr float, ptr %352, i64 %350
  %354 = load float, ptr %353, align 4, !tbaa !25
  %355 = call float @llvm.fmuladd.f32(float %222, float %288, float %354)
  store float %355, ptr %353, align 4, !tbaa !25
  %356 = load ptr, ptr %147, align 8, !tbaa !41
  %357 = icmp eq ptr %356, null
  br i1 %357, label %382, label %358

358:                                              ; preds = %346
  %359 = getelementptr inbounds i8, ptr %356, i64 8
  %360 = load atomic i64, ptr %359 acquire, align 8
  %361 = icmp eq i64 %360, 4294967297
  %362 = trunc i64 %360 to i32
  br i1 %361, label %363, label %371

363:                                              ; preds = %358
  store i32 0, ptr %359, align 8, !tbaa !43
  %364 = getelementptr inbounds i8, ptr %356, i64 12
  store i32 0, ptr %364, align 4, !tbaa !45
  %365 = load ptr, ptr %356, align 8, !tbaa !46
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load ptr, ptr %366, align 8
  call void %367(ptr noundef nonnull align 8 dereferenceable(16) %356) #27
  %368 = load ptr, ptr %356, align 8, !tbaa !46
  %369 = getelementptr inbounds i8, ptr %368, i64 24
  %370 = load ptr, ptr %369, align 8
  call void %370(ptr noundef nonnull align 8 dereferenceable(16) %356) #27
  br label %382

371:                                              ; preds = %358
  %372 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %373 = icmp eq i8 %372, 0
  br i1 %373, label %376, label %374

374:                                              ; preds = %371
  %375 = add nsw i32 %362, -1
  store i32 %375, ptr %359, align 4, !tbaa !31
  br label %378

376:                                              ; preds = %371
  %377 = atomicrmw volatile add ptr %359, i32 -1 acq_rel, align 4
  br label %378

378:                                              ; preds = %376, %374
  %379 = phi i32 [ %362, %374 ], [ %377, %376 ]
  %380 = icmp eq i32 %379, 1
  br i1 %380, label %381, label %382, !prof !48

381:                                              ; preds = %378
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %356) #27
  br label %382

382:                                              ; preds = %346, %363, %378, %381
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  %383 = load ptr, ptr %142, align 8, !tbaa !41
  %384 = icmp eq ptr %383, null
  br i1 %384, label %409, label %385

385:                                              ; preds = %382
  %386 = getelementptr inbounds i8, ptr %383, i64 8
  %387 = load atomic i64, ptr %386 acquire, align 8
  %388 = icmp eq i64 %387, 4294967297
  %389 = trunc i64 %387 to i32
  br i1 %388, label %390, label %398

390:                                              ; preds = %385
  store i32 0, ptr %386, align 8, !tbaa !43
  %391 = getelementptr inbounds i8, ptr %383, i64 12
  store i32 0, ptr %391, align 4, !tbaa !45
  %392 = load ptr, ptr %383, align 8, !tbaa !46
  %393 = getelementptr inbounds i8, ptr %392, i64 16
  %394 = load ptr, ptr %393, align 8
  call void %394(ptr noundef nonnull align 8 dereferenceable(16) %383) #27
  %395 = load ptr, ptr %383, align 8, !tbaa !46
  %396 = getelementptr inbounds i8, ptr %395, i64 24
  %397 = load ptr, ptr %396, align 8
  call void %397(ptr noundef nonnull align 8 dereferenceable(16) %383) #27
  br label %409

398:                                              ; preds = %385
  %399 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %400 = icmp eq i8 %399, 0
  br i1 %400, label %403, label %401

401:                                              ; preds = %398
  %402 = add nsw i32 %389, -1
  store i32 %402, ptr %386, align 4, !tbaa !31
  br label %405

403:                                              ; preds = %398
  %404 = atomicrmw volatile add ptr %386, i32 -1 acq_rel, align 4
  br label %405

405:                                              ; preds = %403, %401
  %406 = phi i32 [ %389, %401 ], [ %404, %403 ]
  %407 = icmp eq i32 %406, 1
  br i1 %407, label %408, label %409, !prof !48

408:                                              ; preds = %405
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %383) #27
  br label %409

409:                                              ; preds = %382, %390, %405, %408
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  %410 = load ptr, ptr %135, align 8, !tbaa !41
  %411 = icmp eq ptr %410, null
  br i1 %411, label %436, label %412

412:                                              ; preds = %409
  %413 = getelementptr inbounds i8, ptr %410, i64 8
  %414 = load atomic i64, ptr %413 acquire, align 8
  %415 = icmp eq i64 %414, 4294967297
  %416 = trunc i64 %414 to i32
  br i1 %415, label %417, label %425

417:                                              ; preds = %412
  store i32 0, ptr %413, align 8, !tbaa !43
  %418 = getelementptr inbounds i8, ptr %410, i64 12
  store i32 0, ptr %418, align 4, !tbaa !45
  %419 = load ptr, ptr %410, align 8, !tbaa !46
  %420 = getelementptr inbounds i8, ptr %419, i64 16
  %421 = load ptr, ptr %420, align 8
  call void %421(ptr noundef nonnull align 8 dereferenceable(16) %410) #27
  %422 = load ptr, ptr %410, align 8, !tbaa !46
  %423 = getelementptr inbounds i8, ptr %422, i64 24
  %424 = load ptr, ptr %423, align 8
  call void %424(ptr noundef nonnull align 8 dereferenceable(16) %410) #27
  br label %436

425:                                              ; preds = %412
  %426 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %430, label %428

428:                                              ; preds = %425
  %429 = add nsw i32 %416, -1
  store i32 %429, ptr %413, align 4, !tbaa !31
  br label %432

430:                                              ; preds = %425
  %431 = atomicrmw volatile add ptr %413, i32 -1 acq_rel, align 4
  br label %432

432:                                              ; preds = %430, %428
  %433 = phi i32 [ %416, %428 ], [ %431, %430 ]
  %434 = icmp eq i32 %433, 1
  br i1 %434, label %435, label %436, !prof !48

435:                                              ; preds = %432
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %410) #27
  br label %436

436:                                              ; preds = %409, %417, %432, %435
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  %437 = add nuw i64 %153, 1
  %438 = load i64, ptr %126, align 8, !tbaa !316
  %439 = icmp ult i64 %437, %438
  br i1 %439, label %152, label %450, !llvm.loop !352

440:                                              ; preds = %208, %205, %203, %200
  %441 = landingpad { ptr, i32 }
          cleanup
  br label %448

442:                                              ; preds = %276, %273, %271, %268
  %443 = landingpad { ptr, i32 }
          cleanup
  br label %446

444:                                              ; preds = %342, %339, %337, %334
  %445 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  br label %446

446:                                              ; preds = %444, %442
  %447 = phi { ptr, i32 } [ %445, %444 ], [ %443, %442 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  br label %448

448:                                              ; preds = %446, %440
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %441, %440 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  br label %451

450:                                              ; preds = %436, %125, %1
  ret void

451:                                              ; preds = %448, %150
  %452 = phi { ptr, i32 } [ %449, %448 ], [ %151, %150 ]
  resume { ptr, i32 } %452
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nosync nounwind memory(none) }
attributes #17 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #20 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { noreturn nounwind }
attributes #29 = { noreturn }
attributes #30 = { nounwind willreturn memory(none) }
attributes #31 = { builtin nounwind }
attributes #32 = { builtin allocsize(0) }
attributes #33 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !7, i64 8}
!15 = !{!"_ZTSSt15_Rb_tree_header", !16, i64 0, !12, i64 32}
!16 = !{!"_ZTSSt18_Rb_tree_node_base", !17, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!17 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!18 = !{!11, !7, i64 0}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !12, i64 32}
!23 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEmE", !11, i64 0, !12, i64 32}
!24 = !{!12, !12, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !8, i64 0}
!27 = !{!15, !17, i64 0}
!28 = !{!15, !7, i64 16}
!29 = !{!15, !7, i64 24}
!30 = !{!15, !12, i64 32}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !8, i64 0}
!33 = distinct !{!33, !21}
!34 = !{!35, !7, i64 24}
!35 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !36, i64 0, !7, i64 24}
!36 = !{!"_ZTSSt14_Function_base", !8, i64 0, !7, i64 16}
!37 = !{!36, !7, i64 16}
!38 = !{!39, !7, i64 0}
!39 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!40 = !{!39, !7, i64 8}
!41 = !{!42, !7, i64 0}
!42 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0}
!43 = !{!44, !32, i64 8}
!44 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !32, i64 8, !32, i64 12}
!45 = !{!44, !32, i64 12}
!46 = !{!47, !47, i64 0}
!47 = !{!"vtable pointer", !9, i64 0}
!48 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!49 = distinct !{!49, !21}
!50 = !{!39, !7, i64 16}
!51 = !{!52, !12, i64 32}
!52 = !{!"_ZTS7HarnessI9GemmRangeE", !53, i64 0, !54, i64 40}
!53 = !{!"_ZTS8GemmArgs", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!54 = !{!"_ZTS9GemmRange", !55, i64 0}
!55 = !{!"_ZTS11GemmProblem", !53, i64 0, !26, i64 40, !26, i64 44, !56, i64 48, !56, i64 72, !56, i64 96, !56, i64 120, !60, i64 144, !60, i64 152, !60, i64 160}
!56 = !{!"_ZTSSt6vectorIfSaIfEE", !57, i64 0}
!57 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !58, i64 0}
!58 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !59, i64 0}
!59 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!60 = !{!"_ZTS12DeviceMatrix", !61, i64 0}
!61 = !{!"_ZTSSt10unique_ptrIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EE", !62, i64 0}
!62 = !{!"_ZTSSt15__uniq_ptr_dataIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_ELb1ELb1EE", !63, i64 0}
!63 = !{!"_ZTSSt15__uniq_ptr_implIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EE", !64, i64 0}
!64 = !{!"_ZTSSt5tupleIJPN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EEE", !65, i64 0}
!65 = !{!"_ZTSSt11_Tuple_implILm0EJPN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EEE", !66, i64 0}
!66 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0EE", !7, i64 0}
!67 = !{!68, !7, i64 0}
!68 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V15eventESaIS2_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!69 = !{!68, !7, i64 8}
!70 = distinct !{!70, !21}
!71 = distinct !{!71, !21}
!72 = !{!68, !7, i64 16}
!73 = !{!74, !12, i64 32}
!74 = !{!"_ZTS7HarnessI11GemmNdRangeE", !53, i64 0, !75, i64 40}
!75 = !{!"_ZTS11GemmNdRange", !55, i64 0}
!76 = distinct !{!76, !21}
!77 = distinct !{!77, !21}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_: argument 0"}
!80 = distinct !{!80, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_"}
!81 = !{!82, !7, i64 8}
!82 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_mESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!83 = !{!16, !7, i64 24}
!84 = distinct !{!84, !21}
!85 = !{!16, !7, i64 16}
!86 = distinct !{!86, !21}
!87 = !{!59, !7, i64 0}
!88 = !{!59, !7, i64 16}
!89 = !{!55, !12, i64 0}
!90 = !{!55, !12, i64 8}
!91 = !{!55, !12, i64 16}
!92 = !{!59, !7, i64 8}
!93 = distinct !{!93, !21}
!94 = distinct !{!94, !21}
!95 = distinct !{!95, !21, !96, !97}
!96 = !{!"llvm.loop.isvectorized", i32 1}
!97 = !{!"llvm.loop.unroll.runtime.disable"}
!98 = distinct !{!98, !21}
!99 = distinct !{!99, !21}
!100 = distinct !{!100, !21, !97, !96}
!101 = !{!102, !7, i64 0}
!102 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!103 = !{!104, !104, i64 0}
!104 = !{!"double", !8, i64 0}
!105 = distinct !{!105, !21, !96, !97}
!106 = distinct !{!106, !21, !97, !96}
!107 = !{!55, !12, i64 32}
!108 = distinct !{!108, !21}
!109 = distinct !{!109, !21}
!110 = distinct !{!110, !21}
!111 = distinct !{!111, !21}
!112 = distinct !{!112, !21}
!113 = !{!114}
!114 = distinct !{!114, !115, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!115 = distinct !{!115, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!116 = !{!117, !7, i64 72}
!117 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !118, i64 0, !120, i64 24, !120, i64 48, !7, i64 72, !7, i64 80}
!118 = !{!"_ZTSN4sycl3_V12idILi3EEE", !119, i64 0}
!119 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !8, i64 0}
!120 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !119, i64 0}
!121 = distinct !{!121, !21}
!122 = !{!123, !7, i64 24}
!123 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !36, i64 0, !7, i64 24}
!124 = !{!125, !7, i64 16}
!125 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!126 = !{!125, !7, i64 0}
!127 = !{!125, !7, i64 8}
!128 = !{!129, !7, i64 0}
!129 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!130 = distinct !{!130, !21}
!131 = !{!132, !7, i64 0}
!132 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !7, i64 0, !7, i64 8, !32, i64 16, !32, i64 20}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!136 = !{!132, !7, i64 8}
!137 = !{!132, !32, i64 16}
!138 = !{!132, !32, i64 20}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!141 = distinct !{!141, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!142 = !{!143, !12, i64 0}
!143 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!144 = !{!145, !12, i64 16}
!145 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !146, i64 0, !143, i64 8, !12, i64 16}
!146 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!147 = !{!148, !7, i64 0}
!148 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !7, i64 0}
!149 = !{!150, !12, i64 32}
!150 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !151, i64 0, !154, i64 16, !12, i64 32, !156, i64 40}
!151 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !152, i64 0}
!152 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !153, i64 0}
!153 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!154 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !155, i64 0}
!155 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !8, i64 0}
!156 = !{!"bool", !8, i64 0}
!157 = !{!150, !156, i64 40}
!158 = !{!153, !7, i64 0}
!159 = !{!160, !7, i64 8}
!160 = !{!"_ZTSSt9type_info", !7, i64 8}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!163 = distinct !{!163, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!166 = distinct !{!166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN4sycl3_V15queue6submitIZN9GemmRange11submit_gemmERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!169 = distinct !{!169, !"_ZN4sycl3_V15queue6submitIZN9GemmRange11submit_gemmERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!170 = !{!171, !7, i64 0}
!171 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !7, i64 0, !7, i64 8}
!172 = !{!171, !7, i64 8}
!173 = !{!174, !168}
!174 = distinct !{!174, !175, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!175 = distinct !{!175, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!176 = !{!177, !178, i64 0}
!177 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !178, i64 0}
!178 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!179 = !{!180, !156, i64 8}
!180 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !7, i64 0, !156, i64 8}
!181 = !{i8 0, i8 2}
!182 = !{}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!185 = distinct !{!185, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!186 = !{!187}
!187 = distinct !{!187, !185, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!188 = distinct !{!188, !21}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!191 = distinct !{!191, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!192 = !{!193}
!193 = distinct !{!193, !191, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!194 = !{!195, !7, i64 0}
!195 = !{!"_ZTSZN9GemmRange11submit_gemmERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !7, i64 0}
!196 = !{!197, !12, i64 0}
!197 = !{!"_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_", !12, i64 0, !198, i64 8, !198, i64 64, !202, i64 120, !26, i64 176, !26, i64 180}
!198 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !199, i64 0, !7, i64 16, !8, i64 24}
!199 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !200, i64 0}
!200 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !201, i64 0}
!201 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!202 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !199, i64 0, !7, i64 16, !8, i64 24}
!203 = !{!201, !7, i64 0}
!204 = !{!205, !156, i64 8}
!205 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !8, i64 0, !156, i64 8}
!206 = !{!207, !209}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!211 = !{!212, !156, i64 2}
!212 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !8, i64 0, !156, i64 2}
!213 = !{!214, !156, i64 0}
!214 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !156, i64 0}
!215 = !{!216, !156, i64 4}
!216 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !8, i64 0, !156, i64 4}
!217 = !{!218, !156, i64 4}
!218 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !8, i64 0, !156, i64 4}
!219 = !{!220, !156, i64 8}
!220 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !8, i64 0, !156, i64 8}
!221 = !{!222, !156, i64 16}
!222 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !8, i64 0, !156, i64 16}
!223 = !{!224, !156, i64 24}
!224 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !8, i64 0, !156, i64 24}
!225 = !{!226, !156, i64 144}
!226 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !227, i64 0, !231, i64 16, !214, i64 20, !235, i64 24, !242, i64 40, !243, i64 56, !244, i64 72, !248, i64 88, !252, i64 112, !156, i64 144}
!227 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !228, i64 0}
!228 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !229, i64 0}
!229 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !230, i64 0}
!230 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !205, i64 0}
!231 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !232, i64 0}
!232 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !233, i64 0}
!233 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !234, i64 0}
!234 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !212, i64 0}
!235 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !236, i64 0, !239, i64 8}
!236 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !237, i64 0}
!237 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !238, i64 0}
!238 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !216, i64 0}
!239 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !240, i64 0}
!240 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !241, i64 0}
!241 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !218, i64 0}
!242 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !236, i64 0, !239, i64 8}
!243 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !236, i64 0, !239, i64 8}
!244 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !245, i64 0}
!245 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !246, i64 0}
!246 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !247, i64 0}
!247 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !220, i64 0}
!248 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !249, i64 0}
!249 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !250, i64 0}
!250 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !251, i64 0}
!251 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !222, i64 0}
!252 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !253, i64 0}
!253 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !254, i64 0}
!254 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !255, i64 0}
!255 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !224, i64 0}
!256 = !{!257, !7, i64 0}
!257 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24}
!258 = !{!257, !12, i64 24}
!259 = !{!260, !32, i64 16}
!260 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !261, i64 0, !32, i64 16, !156, i64 20, !261, i64 24, !261, i64 40, !32, i64 56, !32, i64 60, !12, i64 64, !7, i64 72, !156, i64 80}
!261 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !7, i64 0, !12, i64 8}
!262 = distinct !{!262, !21}
!263 = !{!260, !7, i64 72}
!264 = !{i64 0, i64 8, !19, i64 8, i64 8, !24}
!265 = !{!"branch_weights", i32 1, i32 1048575}
!266 = !{!197, !26, i64 176}
!267 = !{!197, !26, i64 180}
!268 = !{!269}
!269 = distinct !{!269, !270, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!270 = distinct !{!270, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!271 = !{!272}
!272 = distinct !{!272, !273, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!273 = distinct !{!273, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!276 = distinct !{!276, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!277 = distinct !{!277, !21}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!280 = distinct !{!280, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!283 = distinct !{!283, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!286 = distinct !{!286, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!287 = !{!288, !7, i64 0}
!288 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!289 = distinct !{!289, !21}
!290 = !{!291, !7, i64 16}
!291 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !199, i64 0, !7, i64 16, !8, i64 24}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!294 = distinct !{!294, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZN4sycl3_V15queue6submitIZN11GemmNdRange11submit_gemmERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!297 = distinct !{!297, !"_ZN4sycl3_V15queue6submitIZN11GemmNdRange11submit_gemmERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!298 = !{!299, !296}
!299 = distinct !{!299, !300, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!300 = distinct !{!300, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!301 = !{!302, !7, i64 0}
!302 = !{!"_ZTSZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !7, i64 0}
!303 = !{!304}
!304 = distinct !{!304, !305, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!305 = distinct !{!305, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!306 = !{!307}
!307 = distinct !{!307, !308, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!308 = distinct !{!308, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!309 = !{!310}
!310 = distinct !{!310, !311, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!311 = distinct !{!311, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!312 = !{!55, !12, i64 24}
!313 = !{!314, !12, i64 0}
!314 = !{!"_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi2EEEE_", !12, i64 0, !12, i64 8, !12, i64 16, !202, i64 24, !26, i64 80, !26, i64 84, !198, i64 88, !198, i64 144}
!315 = !{!314, !12, i64 8}
!316 = !{!314, !12, i64 16}
!317 = !{!318}
!318 = distinct !{!318, !319, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!319 = distinct !{!319, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!320 = !{!321}
!321 = distinct !{!321, !322, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!322 = distinct !{!322, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!323 = !{!202, !7, i64 16}
!324 = !{!325}
!325 = distinct !{!325, !326, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!326 = distinct !{!326, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!327 = !{!328}
!328 = distinct !{!328, !329, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!329 = distinct !{!329, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!330 = !{!198, !7, i64 16}
!331 = !{!257, !7, i64 8}
!332 = !{!257, !7, i64 16}
!333 = !{!334, !336}
!334 = distinct !{!334, !335, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!335 = distinct !{!335, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!336 = distinct !{!336, !337, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!337 = distinct !{!337, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!338 = !{!314, !26, i64 80}
!339 = !{!340}
!340 = distinct !{!340, !341, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!341 = distinct !{!341, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!342 = !{!314, !26, i64 84}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!345 = distinct !{!345, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!348 = distinct !{!348, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!349 = !{!350}
!350 = distinct !{!350, !351, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!351 = distinct !{!351, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!352 = distinct !{!352, !21}
