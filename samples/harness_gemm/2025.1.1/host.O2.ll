; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%class.CommandLine = type { %"class.std::map" }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%class.Harness = type { %struct.Args, %class.MatrixKernels }
%struct.Args = type { i64, i64 }
%class.MatrixKernels = type { %struct.Args, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.BufferWrapper, %class.BufferWrapper, %class.BufferWrapper, %class.BufferWrapper.8, %class.BufferWrapper.8 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.BufferWrapper = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload.base", [7 x i8] }
%"struct.std::_Optional_payload.base" = type { %"struct.std::_Optional_payload_base.base" }
%"struct.std::_Optional_payload_base.base" = type { %"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 2>>::_Storage", i8 }
%"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 2>>::_Storage" = type { %"class.sycl::_V1::buffer" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%class.BufferWrapper.8 = type { %"class.std::optional.9" }
%"class.std::optional.9" = type { %"struct.std::_Optional_base.10" }
%"struct.std::_Optional_base.10" = type { %"struct.std::_Optional_payload.12" }
%"struct.std::_Optional_payload.12" = type { %"struct.std::_Optional_payload.base.21", [7 x i8] }
%"struct.std::_Optional_payload.base.21" = type { %"struct.std::_Optional_payload_base.base.20" }
%"struct.std::_Optional_payload_base.base.20" = type { %"union.std::_Optional_payload_base<sycl::_V1::buffer<float>>::_Storage", i8 }
%"union.std::_Optional_payload_base<sycl::_V1::buffer<float>>::_Storage" = type { %"class.sycl::_V1::buffer.15" }
%"class.sycl::_V1::buffer.15" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.17", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.17" = type { %"class.sycl::_V1::detail::array.18" }
%"class.sycl::_V1::detail::array.18" = type { [1 x i64] }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.29" }
%"class.std::shared_ptr.29" = type { %"class.std::__shared_ptr.30" }
%"class.std::__shared_ptr.30" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.32" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.32" = type { %"struct.std::_Vector_base.33" }
%"struct.std::_Vector_base.33" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.37" = type { %"struct.std::_Vector_base.38" }
%"struct.std::_Vector_base.38" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"struct.std::_Head_base" = type { ptr }
%"class.std::tuple.24" = type { i8 }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.61" }
%"class.std::shared_ptr.61" = type { %"class.std::__shared_ptr.62" }
%"class.std::__shared_ptr.62" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.261" }
%"class.sycl::_V1::accessor.261" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.120" }
%"class.std::shared_ptr.120" = type { %"class.std::__shared_ptr.121" }
%"class.std::__shared_ptr.121" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor.264" = type { %"class.sycl::_V1::accessor.265" }
%"class.sycl::_V1::accessor.265" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.54" }
%"class.std::shared_ptr.54" = type { %"class.std::__shared_ptr.55" }
%"class.std::__shared_ptr.55" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.57" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.47" }
%"class.std::vector.47" = type { %"struct.std::_Vector_base.48" }
%"struct.std::_Vector_base.48" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple.64" }
%"class.std::tuple.64" = type { %"struct.std::_Tuple_impl.65" }
%"struct.std::_Tuple_impl.65" = type { %"struct.std::_Head_base.68" }
%"struct.std::_Head_base.68" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.85" }
%"class.std::shared_ptr.85" = type { %"class.std::__shared_ptr.86" }
%"class.std::__shared_ptr.86" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.88" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.124 = type { %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.125" }
%"class.sycl::_V1::detail::array.125" = type { [3 x i64] }
%"class.sycl::_V1::range.126" = type { %"class.sycl::_V1::detail::array.125" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::vector.137" = type { %"struct.std::_Vector_base.138" }
%"struct.std::_Vector_base.138" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::accessor.148" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.151 = type { %"class.sycl::_V1::accessor.148" }
%"class.sycl::_V1::accessor.168" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.171 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.168", %"class.sycl::_V1::accessor.168" }
%"class.std::tuple.172" = type { %"struct.std::_Tuple_impl.173" }
%"struct.std::_Tuple_impl.173" = type { %"struct.std::_Tuple_impl.174", %"struct.std::_Head_base.176" }
%"struct.std::_Tuple_impl.174" = type { %"struct.std::_Head_base.175" }
%"struct.std::_Head_base.175" = type { i8 }
%"struct.std::_Head_base.176" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.171 }
%"class.std::tuple.180" = type { %"struct.std::_Tuple_impl.181" }
%"struct.std::_Tuple_impl.181" = type { %"struct.std::_Tuple_impl.174", %"struct.std::_Head_base.182" }
%"struct.std::_Head_base.182" = type { %"struct.std::array" }
%class.anon.179 = type { ptr, ptr, ptr }
%"class.std::unique_ptr.185" = type { %"struct.std::__uniq_ptr_data.186" }
%"struct.std::__uniq_ptr_data.186" = type { %"class.std::__uniq_ptr_impl.187" }
%"class.std::__uniq_ptr_impl.187" = type { %"class.std::tuple.188" }
%"class.std::tuple.188" = type { %"struct.std::_Tuple_impl.189" }
%"struct.std::_Tuple_impl.189" = type { %"struct.std::_Head_base.192" }
%"struct.std::_Head_base.192" = type { ptr }
%"class.std::unique_ptr.202" = type { %"struct.std::__uniq_ptr_data.203" }
%"struct.std::__uniq_ptr_data.203" = type { %"class.std::__uniq_ptr_impl.204" }
%"class.std::__uniq_ptr_impl.204" = type { %"class.std::tuple.205" }
%"class.std::tuple.205" = type { %"struct.std::_Tuple_impl.206" }
%"struct.std::_Tuple_impl.206" = type { %"struct.std::_Head_base.209" }
%"struct.std::_Head_base.209" = type { ptr }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.177", %"class.sycl::_V1::accessor.168" }
%"class.sycl::_V1::id.177" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.177", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.213" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.216" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.220 = type { i64, %"class.sycl::_V1::accessor.168", %"class.sycl::_V1::accessor.213", %"class.sycl::_V1::accessor.216" }
%"class.std::tuple.221" = type { %"struct.std::_Tuple_impl.222" }
%"struct.std::_Tuple_impl.222" = type { %"struct.std::_Tuple_impl.174", %"struct.std::_Head_base.223" }
%"struct.std::_Head_base.223" = type { %"class.sycl::_V1::range.17" }
%"class.sycl::_V1::detail::RoundedRangeKernel.224" = type { %"class.sycl::_V1::range.17", %class.anon.220 }
%class.anon.227 = type { ptr, ptr, ptr }
%"class.std::unique_ptr.230" = type { %"struct.std::__uniq_ptr_data.231" }
%"struct.std::__uniq_ptr_data.231" = type { %"class.std::__uniq_ptr_impl.232" }
%"class.std::__uniq_ptr_impl.232" = type { %"class.std::tuple.233" }
%"class.std::tuple.233" = type { %"struct.std::_Tuple_impl.234" }
%"struct.std::_Tuple_impl.234" = type { %"struct.std::_Head_base.237" }
%"struct.std::_Head_base.237" = type { ptr }
%"class.std::unique_ptr.250" = type { %"struct.std::__uniq_ptr_data.251" }
%"struct.std::__uniq_ptr_data.251" = type { %"class.std::__uniq_ptr_impl.252" }
%"class.std::__uniq_ptr_impl.252" = type { %"class.std::tuple.253" }
%"class.std::tuple.253" = type { %"struct.std::_Tuple_impl.254" }
%"struct.std::_Tuple_impl.254" = type { %"struct.std::_Head_base.257" }
%"struct.std::_Head_base.257" = type { ptr }

$_ZN11CommandLineC2EiPPc = comdat any

$_ZNK11CommandLine3getERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm = comdat any

$_ZN7HarnessI13MatrixKernelsE3runEv = comdat any

$_ZN11CommandLineD2Ev = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_ = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E = comdat any

$_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_ = comdat any

$_ZN13MatrixKernelsD2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN13MatrixKernels5setupERN4sycl3_V15queueE = comdat any

$_ZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN13MatrixKernels6verifyEv = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEE = comdat any

$_ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEE = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi2EE10initializeERS1_PfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation = comdat any

$_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi1EE10initializeERS1_PfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation = comdat any

$_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation = comdat any

$_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESQ_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE_clESG_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HarnessGemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V17handler6unpackI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI11HarnessGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation = comdat any

$_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESQ_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE0_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI13HarnessMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_ = comdat any

$_ZN4sycl3_V17handler6unpackI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI13HarnessMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_ = comdat any

$_ZTIZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_ = comdat any

$_ZTIZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = comdat any

$_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = comdat any

@.str = private unnamed_addr constant [7 x i8] c"--size\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"--iterations\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"stoul\00", align 1
@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.6 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.7 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"harness_gemm.cpp\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"iteration %zu: %.3f ms\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.14 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.16 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"initialize\00", align 1
@.str.18 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.20 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.22 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.23 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.26 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.29 = private unnamed_addr constant [113 x i8] c"_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant [140 x i8] c"N4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.31 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTSZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_ = linkonce_odr dso_local constant [94 x i8] c"ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_\00", comdat, align 1
@_ZTIZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_ }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.34 = private unnamed_addr constant [113 x i8] c"_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant [140 x i8] c"N4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_ = linkonce_odr dso_local constant [94 x i8] c"ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_\00", comdat, align 1
@_ZTIZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_ }, comdat, align 8
@.str.35 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.36 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.39 = private unnamed_addr constant [117 x i8] c"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant [202 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.40 = private unnamed_addr constant [152 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [168 x i8] c"N4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [90 x i8] c"ZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.41 = private unnamed_addr constant [120 x i8] c"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [203 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.42 = private unnamed_addr constant [155 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [169 x i8] c"N4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = linkonce_odr dso_local constant [91 x i8] c"ZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_\00", comdat, align 1
@_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ }, comdat, align 8
@.str.43 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.44 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.CommandLine, align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %class.Harness, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #27
  call void @_ZN11CommandLineC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %3, i32 noundef %0, ptr noundef %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %7, ptr %4, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %7, ptr noundef nonnull align 1 dereferenceable(6) @.str, i64 6, i1 false)
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 6, ptr %8, align 8, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %4, i64 22
  store i8 0, ptr %9, align 2, !tbaa !13
  %10 = invoke noundef i64 @_ZNK11CommandLine3getERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 64)
          to label %11 unwind label %46

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !tbaa !14
  %13 = icmp eq ptr %12, %7
  br i1 %13, label %17, label %14

14:                                               ; preds = %11
  %15 = load i64, ptr %7, align 8, !tbaa !13
  %16 = add i64 %15, 1
  call void @_ZdlPvm(ptr noundef %12, i64 noundef %16) #28
  br label %17

17:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %18, ptr %5, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %18, ptr noundef nonnull align 1 dereferenceable(12) @.str.1, i64 12, i1 false)
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 12, ptr %19, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %5, i64 28
  store i8 0, ptr %20, align 4, !tbaa !13
  %21 = invoke noundef i64 @_ZNK11CommandLine3getERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 2)
          to label %22 unwind label %54

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8, !tbaa !14
  %24 = icmp eq ptr %23, %18
  br i1 %24, label %28, label %25

25:                                               ; preds = %22
  %26 = load i64, ptr %18, align 8, !tbaa !13
  %27 = add i64 %26, 1
  call void @_ZdlPvm(ptr noundef %23, i64 noundef %27) #28
  br label %28

28:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 416, ptr nonnull %6) #27
  store i64 %10, ptr %6, align 8, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %21, ptr %29, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %10, ptr %30, align 8, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %21, ptr %31, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %6, i64 32
  %33 = getelementptr inbounds i8, ptr %6, i64 200
  store i8 0, ptr %33, align 8, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %6, i64 256
  store i8 0, ptr %34, align 8, !tbaa !16
  %35 = getelementptr inbounds i8, ptr %6, i64 312
  store i8 0, ptr %35, align 8, !tbaa !16
  %36 = getelementptr inbounds i8, ptr %6, i64 360
  store i8 0, ptr %36, align 8, !tbaa !19
  %37 = getelementptr inbounds i8, ptr %6, i64 408
  store i8 0, ptr %37, align 8, !tbaa !19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %32, i8 0, i64 120, i1 false)
  %38 = invoke noundef i32 @_ZN7HarnessI13MatrixKernelsE3runEv(ptr noundef nonnull align 8 dereferenceable(416) %6)
          to label %39 unwind label %62

39:                                               ; preds = %28
  call void @_ZN13MatrixKernelsD2Ev(ptr noundef nonnull align 8 dereferenceable(400) %30) #27
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %6) #27
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !21
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %41)
          to label %45 unwind label %42

42:                                               ; preds = %39
  %43 = landingpad { ptr, i32 }
          catch ptr null
  %44 = extractvalue { ptr, i32 } %43, 0
  call void @__clang_call_terminate(ptr %44) #29
  unreachable

45:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  ret i32 %38

46:                                               ; preds = %2
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = load ptr, ptr %4, align 8, !tbaa !14
  %49 = icmp eq ptr %48, %7
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i64, ptr %7, align 8, !tbaa !13
  %52 = add i64 %51, 1
  call void @_ZdlPvm(ptr noundef %48, i64 noundef %52) #28
  br label %53

53:                                               ; preds = %50, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %64

54:                                               ; preds = %17
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = load ptr, ptr %5, align 8, !tbaa !14
  %57 = icmp eq ptr %56, %18
  br i1 %57, label %61, label %58

58:                                               ; preds = %54
  %59 = load i64, ptr %18, align 8, !tbaa !13
  %60 = add i64 %59, 1
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %58, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  br label %64

62:                                               ; preds = %28
  %63 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN13MatrixKernelsD2Ev(ptr noundef nonnull align 8 dereferenceable(400) %30) #27
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %6) #27
  br label %64

64:                                               ; preds = %62, %61, %53
  %65 = phi { ptr, i32 } [ %63, %62 ], [ %55, %61 ], [ %47, %53 ]
  call void @_ZN11CommandLineD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  resume { ptr, i32 } %65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11CommandLineC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !25
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !26
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !28
  %11 = icmp sgt i32 %1, 2
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %5, i64 16
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  br label %16

15:                                               ; preds = %54, %3
  ret void

16:                                               ; preds = %12, %54
  %17 = phi i64 [ 1, %12 ], [ %55, %54 ]
  %18 = phi i64 [ 2, %12 ], [ %59, %54 ]
  %19 = getelementptr inbounds ptr, ptr %2, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %21 = getelementptr inbounds ptr, ptr %2, i64 %17
  %22 = load ptr, ptr %21, align 8, !tbaa !29
  store ptr %13, ptr %5, align 8, !tbaa !5
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %26

24:                                               ; preds = %16
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.7) #30
          to label %25 unwind label %62

25:                                               ; preds = %24
  unreachable

26:                                               ; preds = %16
  %27 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %22) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  store i64 %27, ptr %4, align 8, !tbaa !15
  %28 = icmp ugt i64 %27, 15
  br i1 %28, label %29, label %33

29:                                               ; preds = %26
  %30 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %31 unwind label %60

31:                                               ; preds = %29
  store ptr %30, ptr %5, align 8, !tbaa !14
  %32 = load i64, ptr %4, align 8, !tbaa !15
  store i64 %32, ptr %13, align 8, !tbaa !13
  br label %33

33:                                               ; preds = %31, %26
  %34 = phi ptr [ %30, %31 ], [ %13, %26 ]
  switch i64 %27, label %37 [
    i64 1, label %35
    i64 0, label %38
  ]

35:                                               ; preds = %33
  %36 = load i8, ptr %22, align 1, !tbaa !13
  store i8 %36, ptr %34, align 1, !tbaa !13
  br label %38

37:                                               ; preds = %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr nonnull align 1 %22, i64 %27, i1 false)
  br label %38

38:                                               ; preds = %37, %35, %33
  %39 = load i64, ptr %4, align 8, !tbaa !15
  store i64 %39, ptr %14, align 8, !tbaa !10
  %40 = load ptr, ptr %5, align 8, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  store i8 0, ptr %41, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  %42 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %43 unwind label %64

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %42, i64 8
  %45 = load i64, ptr %44, align 8, !tbaa !10
  %46 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %20) #27
  %47 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %42, i64 noundef 0, i64 noundef %45, ptr noundef %20, i64 noundef %46)
          to label %48 unwind label %64

48:                                               ; preds = %43
  %49 = load ptr, ptr %5, align 8, !tbaa !14
  %50 = icmp eq ptr %49, %13
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = load i64, ptr %13, align 8, !tbaa !13
  %53 = add i64 %52, 1
  call void @_ZdlPvm(ptr noundef %49, i64 noundef %53) #28
  br label %54

54:                                               ; preds = %48, %51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %55 = add nuw nsw i64 %17, 2
  %56 = trunc i64 %17 to i32
  %57 = add i32 %56, 3
  %58 = icmp slt i32 %57, %1
  %59 = add i64 %18, 2
  br i1 %58, label %16, label %15, !llvm.loop !30

60:                                               ; preds = %29
  %61 = landingpad { ptr, i32 }
          cleanup
  br label %71

62:                                               ; preds = %24
  %63 = landingpad { ptr, i32 }
          cleanup
  br label %71

64:                                               ; preds = %43, %38
  %65 = landingpad { ptr, i32 }
          cleanup
  %66 = load ptr, ptr %5, align 8, !tbaa !14
  %67 = icmp eq ptr %66, %13
  br i1 %67, label %71, label %68

68:                                               ; preds = %64
  %69 = load i64, ptr %13, align 8, !tbaa !13
  %70 = add i64 %69, 1
  call void @_ZdlPvm(ptr noundef %66, i64 noundef %70) #28
  br label %71

71:                                               ; preds = %60, %62, %68, %64
  %72 = phi { ptr, i32 } [ %65, %64 ], [ %65, %68 ], [ %61, %60 ], [ %63, %62 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #27
  resume { ptr, i32 } %72
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZNK11CommandLine3getERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = tail call ptr @_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = icmp eq ptr %5, %6
  br i1 %7, label %30, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %5, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  %11 = tail call ptr @__errno_location() #31
  %12 = load i32, ptr %11, align 4, !tbaa !32
  store i32 0, ptr %11, align 4, !tbaa !32
  %13 = call noundef i64 @strtoul(ptr noundef %10, ptr noundef nonnull %4, i32 noundef 10)
  %14 = load ptr, ptr %4, align 8, !tbaa !29
  %15 = icmp eq ptr %14, %10
  br i1 %15, label %16, label %24

16:                                               ; preds = %8
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.2) #30
          to label %17 unwind label %18

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %26, %16
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = load i32, ptr %11, align 4, !tbaa !32
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store i32 %12, ptr %11, align 4, !tbaa !32
  br label %23

23:                                               ; preds = %22, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  resume { ptr, i32 } %19

24:                                               ; preds = %8
  %25 = load i32, ptr %11, align 4, !tbaa !32
  switch i32 %25, label %29 [
    i32 34, label %26
    i32 0, label %28
  ]

26:                                               ; preds = %24
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.2) #30
          to label %27 unwind label %18

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %24
  store i32 %12, ptr %11, align 4, !tbaa !32
  br label %29

29:                                               ; preds = %24, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  br label %30

30:                                               ; preds = %3, %29
  %31 = phi i64 [ %13, %29 ], [ %2, %3 ]
  ret i64 %31
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI13MatrixKernelsE3runEv(ptr noundef nonnull align 8 dereferenceable(416) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %"class.sycl::_V1::queue", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.std::vector.37", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %10, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %9, align 8, !tbaa !34
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %8, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %11 unwind label %19

11:                                               ; preds = %1
  %12 = load ptr, ptr %8, align 8, !tbaa !37
  %13 = icmp eq ptr %12, null
  br i1 %13, label %29, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %29 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #29
  unreachable

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = load ptr, ptr %8, align 8, !tbaa !37
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = invoke noundef zeroext i1 %21(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %28 unwind label %25

25:                                               ; preds = %23
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  call void @__clang_call_terminate(ptr %27) #29
  unreachable

28:                                               ; preds = %23, %19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  br label %203

29:                                               ; preds = %14, %11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !38
  %32 = getelementptr inbounds i8, ptr %5, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !40
  %34 = icmp eq ptr %31, %33
  br i1 %34, label %69, label %35

35:                                               ; preds = %29, %64
  %36 = phi ptr [ %65, %64 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !41
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !43
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !45
  %47 = load ptr, ptr %38, align 8, !tbaa !46
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  %50 = load ptr, ptr %38, align 8, !tbaa !46
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  br label %64

53:                                               ; preds = %40
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %62, label %63, label %64, !prof !48

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  br label %64

64:                                               ; preds = %63, %60, %45, %35
  %65 = getelementptr inbounds i8, ptr %36, i64 16
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %35, !llvm.loop !49

67:                                               ; preds = %64
  %68 = load ptr, ptr %30, align 8, !tbaa !38
  br label %69

69:                                               ; preds = %67, %29
  %70 = phi ptr [ %68, %67 ], [ %31, %29 ]
  %71 = icmp eq ptr %70, null
  br i1 %71, label %78, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %5, i64 24
  %74 = load ptr, ptr %73, align 8, !tbaa !50
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %70 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #28
  br label %78

78:                                               ; preds = %69, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  invoke void @_ZN13MatrixKernels5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(400) %79, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %80 unwind label %90

80:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %81 = getelementptr inbounds i8, ptr %0, i64 8
  %82 = load i64, ptr %81, align 8, !tbaa !51
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %7, i64 8
  %86 = getelementptr inbounds i8, ptr %7, i64 16
  %87 = getelementptr inbounds i8, ptr %7, i64 24
  br label %92

88:                                               ; preds = %101, %80
  %89 = invoke noundef zeroext i1 @_ZN13MatrixKernels6verifyEv(ptr noundef nonnull align 8 dereferenceable(400) %79)
          to label %116 unwind label %197

90:                                               ; preds = %78
  %91 = landingpad { ptr, i32 }
          cleanup
  br label %201

92:                                               ; preds = %84, %101
  %93 = phi i64 [ 0, %84 ], [ %107, %101 ]
  %94 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(400) %79, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %95 unwind label %110

95:                                               ; preds = %92
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  store ptr @.str.8, ptr %7, align 8, !tbaa !69, !alias.scope !71
  store ptr @.str.9, ptr %85, align 8, !tbaa !74, !alias.scope !71
  store i64 134, ptr %86, align 8, !tbaa !75, !alias.scope !71
  store i64 7, ptr %87, align 8, !tbaa !76, !alias.scope !71
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %96 unwind label %112

96:                                               ; preds = %95
  %97 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %98 unwind label %99

98:                                               ; preds = %96
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %97)
          to label %101 unwind label %99

99:                                               ; preds = %98, %96
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #27
  br label %114

101:                                              ; preds = %98
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %102 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %103 = sub nsw i64 %102, %94
  %104 = sitofp i64 %103 to double
  %105 = fdiv double %104, 1.000000e+06
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %93, double noundef %105)
  %107 = add nuw i64 %93, 1
  %108 = load i64, ptr %81, align 8, !tbaa !51
  %109 = icmp ult i64 %107, %108
  br i1 %109, label %92, label %88, !llvm.loop !77

110:                                              ; preds = %92
  %111 = landingpad { ptr, i32 }
          cleanup
  br label %199

112:                                              ; preds = %95
  %113 = landingpad { ptr, i32 }
          cleanup
  br label %114

114:                                              ; preds = %99, %112
  %115 = phi { ptr, i32 } [ %113, %112 ], [ %100, %99 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %199

116:                                              ; preds = %88
  %117 = select i1 %89, ptr @.str.12, ptr @.str.13
  %118 = call i32 @puts(ptr nonnull dereferenceable(1) %117)
  %119 = load ptr, ptr %6, align 8, !tbaa !78
  %120 = getelementptr inbounds i8, ptr %6, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !80
  %122 = icmp eq ptr %119, %121
  br i1 %122, label %157, label %123

123:                                              ; preds = %116, %152
  %124 = phi ptr [ %153, %152 ], [ %119, %116 ]
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !41
  %127 = icmp eq ptr %126, null
  br i1 %127, label %152, label %128

128:                                              ; preds = %123
  %129 = getelementptr inbounds i8, ptr %126, i64 8
  %130 = load atomic i64, ptr %129 acquire, align 8
  %131 = icmp eq i64 %130, 4294967297
  %132 = trunc i64 %130 to i32
  br i1 %131, label %133, label %141

133:                                              ; preds = %128
  store i32 0, ptr %129, align 8, !tbaa !43
  %134 = getelementptr inbounds i8, ptr %126, i64 12
  store i32 0, ptr %134, align 4, !tbaa !45
  %135 = load ptr, ptr %126, align 8, !tbaa !46
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load ptr, ptr %136, align 8
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %126) #27
  %138 = load ptr, ptr %126, align 8, !tbaa !46
  %139 = getelementptr inbounds i8, ptr %138, i64 24
  %140 = load ptr, ptr %139, align 8
  call void %140(ptr noundef nonnull align 8 dereferenceable(16) %126) #27
  br label %152

141:                                              ; preds = %128
  %142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %143 = icmp eq i8 %142, 0
  br i1 %143, label %146, label %144

144:                                              ; preds = %141
  %145 = add nsw i32 %132, -1
  store i32 %145, ptr %129, align 4, !tbaa !32
  br label %148

146:                                              ; preds = %141
  %147 = atomicrmw volatile add ptr %129, i32 -1 acq_rel, align 4
  br label %148

148:                                              ; preds = %146, %144
  %149 = phi i32 [ %132, %144 ], [ %147, %146 ]
  %150 = icmp eq i32 %149, 1
  br i1 %150, label %151, label %152, !prof !48

151:                                              ; preds = %148
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %126) #27
  br label %152

152:                                              ; preds = %151, %148, %133, %123
  %153 = getelementptr inbounds i8, ptr %124, i64 16
  %154 = icmp eq ptr %153, %121
  br i1 %154, label %155, label %123, !llvm.loop !81

155:                                              ; preds = %152
  %156 = load ptr, ptr %6, align 8, !tbaa !78
  br label %157

157:                                              ; preds = %155, %116
  %158 = phi ptr [ %156, %155 ], [ %119, %116 ]
  %159 = icmp eq ptr %158, null
  br i1 %159, label %166, label %160

160:                                              ; preds = %157
  %161 = getelementptr inbounds i8, ptr %6, i64 16
  %162 = load ptr, ptr %161, align 8, !tbaa !82
  %163 = ptrtoint ptr %162 to i64
  %164 = ptrtoint ptr %158 to i64
  %165 = sub i64 %163, %164
  call void @_ZdlPvm(ptr noundef nonnull %158, i64 noundef %165) #28
  br label %166

166:                                              ; preds = %157, %160
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  %167 = getelementptr inbounds i8, ptr %4, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !41
  %169 = icmp eq ptr %168, null
  br i1 %169, label %194, label %170

170:                                              ; preds = %166
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load atomic i64, ptr %171 acquire, align 8
  %173 = icmp eq i64 %172, 4294967297
  %174 = trunc i64 %172 to i32
  br i1 %173, label %175, label %183

175:                                              ; preds = %170
  store i32 0, ptr %171, align 8, !tbaa !43
  %176 = getelementptr inbounds i8, ptr %168, i64 12
  store i32 0, ptr %176, align 4, !tbaa !45
  %177 = load ptr, ptr %168, align 8, !tbaa !46
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %168) #27
  %180 = load ptr, ptr %168, align 8, !tbaa !46
  %181 = getelementptr inbounds i8, ptr %180, i64 24
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %168) #27
  br label %194

183:                                              ; preds = %170
  %184 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %188, label %186

186:                                              ; preds = %183
  %187 = add nsw i32 %174, -1
  store i32 %187, ptr %171, align 4, !tbaa !32
  br label %190

188:                                              ; preds = %183
  %189 = atomicrmw volatile add ptr %171, i32 -1 acq_rel, align 4
  br label %190

190:                                              ; preds = %188, %186
  %191 = phi i32 [ %174, %186 ], [ %189, %188 ]
  %192 = icmp eq i32 %191, 1
  br i1 %192, label %193, label %194, !prof !48

193:                                              ; preds = %190
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %168) #27
  br label %194

194:                                              ; preds = %166, %175, %190, %193
  %195 = xor i1 %89, true
  %196 = zext i1 %195 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  ret i32 %196

197:                                              ; preds = %88
  %198 = landingpad { ptr, i32 }
          cleanup
  br label %199

199:                                              ; preds = %110, %114, %197
  %200 = phi { ptr, i32 } [ %198, %197 ], [ %115, %114 ], [ %111, %110 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  br label %201

201:                                              ; preds = %199, %90
  %202 = phi { ptr, i32 } [ %200, %199 ], [ %91, %90 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %203

203:                                              ; preds = %201, %28
  %204 = phi { ptr, i32 } [ %202, %201 ], [ %20, %28 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  resume { ptr, i32 } %204
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11CommandLineD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #29
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::tuple", align 8
  %4 = alloca %"class.std::tuple.24", align 1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !21
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
  %22 = load ptr, ptr %21, align 8, !tbaa !14
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
  %36 = load ptr, ptr %35, align 8, !tbaa !29
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %13, !llvm.loop !83

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
  %47 = load ptr, ptr %46, align 8, !tbaa !14
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
  store ptr %1, ptr %3, align 8, !tbaa !29, !alias.scope !84
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #27
  %60 = call ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %59, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  br label %61

61:                                               ; preds = %58, %55
  %62 = phi ptr [ %60, %58 ], [ %33, %55 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 64
  ret ptr %63
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #29
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #29
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  store ptr %0, ptr %6, align 8, !tbaa !29
  %7 = tail call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #32
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  %9 = load i64, ptr %3, align 8, !tbaa !29
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr inbounds i8, ptr %7, i64 48
  store ptr %11, ptr %8, align 8, !tbaa !5
  %12 = load ptr, ptr %10, align 8, !tbaa !14
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
  store ptr %12, ptr %8, align 8, !tbaa !14
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
  store ptr %13, ptr %10, align 8, !tbaa !14
  store i64 0, ptr %28, align 8, !tbaa !10
  store i8 0, ptr %13, align 1, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %7, i64 64
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store ptr %31, ptr %30, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %7, i64 72
  store i64 0, ptr %32, align 8, !tbaa !10
  store i8 0, ptr %31, align 1, !tbaa !13
  store ptr %7, ptr %27, align 8, !tbaa !87
  %33 = invoke { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %34 unwind label %68

34:                                               ; preds = %25
  %35 = extractvalue { ptr, ptr } %33, 0
  %36 = extractvalue { ptr, ptr } %33, 1
  %37 = icmp eq ptr %36, null
  br i1 %37, label %70, label %38

38:                                               ; preds = %34
  %39 = icmp ne ptr %35, null
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = icmp eq ptr %40, %36
  %42 = select i1 %39, i1 true, i1 %41
  br i1 %42, label %63, label %43

43:                                               ; preds = %38
  %44 = load i64, ptr %29, align 8, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %36, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !10
  %47 = tail call i64 @llvm.umin.i64(i64 %46, i64 %44)
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %36, i64 32
  %51 = load ptr, ptr %50, align 8, !tbaa !14
  %52 = load ptr, ptr %8, align 8, !tbaa !14
  %53 = tail call i32 @memcmp(ptr noundef %52, ptr noundef %51, i64 noundef %47) #27
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %49, %43
  %56 = sub i64 %44, %46
  %57 = tail call i64 @llvm.smax.i64(i64 %56, i64 -2147483648)
  %58 = tail call i64 @llvm.smin.i64(i64 %57, i64 2147483647)
  %59 = trunc nsw i64 %58 to i32
  br label %60

60:                                               ; preds = %55, %49
  %61 = phi i32 [ %53, %49 ], [ %59, %55 ]
  %62 = icmp slt i32 %61, 0
  br label %63

63:                                               ; preds = %38, %60
  %64 = phi i1 [ true, %38 ], [ %62, %60 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %64, ptr noundef nonnull %7, ptr noundef nonnull %36, ptr noundef nonnull align 8 dereferenceable(32) %40) #27
  %65 = getelementptr inbounds i8, ptr %0, i64 40
  %66 = load i64, ptr %65, align 8, !tbaa !28
  %67 = add i64 %66, 1
  store i64 %67, ptr %65, align 8, !tbaa !28
  br label %83

68:                                               ; preds = %25
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  resume { ptr, i32 } %69

70:                                               ; preds = %34
  %71 = load ptr, ptr %30, align 8, !tbaa !14
  %72 = icmp eq ptr %71, %31
  br i1 %72, label %76, label %73

73:                                               ; preds = %70
  %74 = load i64, ptr %31, align 8, !tbaa !13
  %75 = add i64 %74, 1
  tail call void @_ZdlPvm(ptr noundef %71, i64 noundef %75) #28
  br label %76

76:                                               ; preds = %73, %70
  %77 = load ptr, ptr %8, align 8, !tbaa !14
  %78 = icmp eq ptr %77, %11
  br i1 %78, label %82, label %79

79:                                               ; preds = %76
  %80 = load i64, ptr %11, align 8, !tbaa !13
  %81 = add i64 %80, 1
  tail call void @_ZdlPvm(ptr noundef %77, i64 noundef %81) #28
  br label %82

82:                                               ; preds = %79, %76
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef 96) #28
  br label %83

83:                                               ; preds = %63, %82
  %84 = phi ptr [ %7, %63 ], [ %35, %82 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret ptr %84
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !28
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %33, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !10
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 %14)
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %12, i64 32
  %21 = load ptr, ptr %2, align 8, !tbaa !14
  %22 = load ptr, ptr %20, align 8, !tbaa !14
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
  %34 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  %46 = load ptr, ptr %45, align 8, !tbaa !14
  %47 = load ptr, ptr %2, align 8, !tbaa !14
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
  %60 = load ptr, ptr %59, align 8, !tbaa !29
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
  %70 = load ptr, ptr %2, align 8, !tbaa !14
  %71 = load ptr, ptr %69, align 8, !tbaa !14
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
  %84 = load ptr, ptr %83, align 8, !tbaa !89
  %85 = icmp eq ptr %84, null
  %86 = select i1 %85, ptr null, ptr %1
  %87 = select i1 %85, ptr %63, ptr %1
  br label %137

88:                                               ; preds = %79
  %89 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  %105 = load ptr, ptr %104, align 8, !tbaa !29
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
  %115 = load ptr, ptr %114, align 8, !tbaa !14
  %116 = load ptr, ptr %2, align 8, !tbaa !14
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
  %129 = load ptr, ptr %128, align 8, !tbaa !89
  %130 = icmp eq ptr %129, null
  %131 = select i1 %130, ptr null, ptr %108
  %132 = select i1 %130, ptr %1, ptr %108
  br label %137

133:                                              ; preds = %124
  %134 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !87
  %4 = icmp eq ptr %3, null
  br i1 %4, label %22, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = getelementptr inbounds i8, ptr %3, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = getelementptr inbounds i8, ptr %3, i64 80
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %5
  %12 = load i64, ptr %9, align 8, !tbaa !13
  %13 = add i64 %12, 1
  tail call void @_ZdlPvm(ptr noundef %8, i64 noundef %13) #28
  br label %14

14:                                               ; preds = %11, %5
  %15 = load ptr, ptr %6, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %3, i64 48
  %17 = icmp eq ptr %15, %16
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i64, ptr %16, align 8, !tbaa !13
  %20 = add i64 %19, 1
  tail call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #28
  br label %21

21:                                               ; preds = %14, %18
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 96) #28
  br label %22

22:                                               ; preds = %21, %1
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !29
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
  %19 = load ptr, ptr %18, align 8, !tbaa !14
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
  %32 = load ptr, ptr %31, align 8, !tbaa !29
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !90

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !26
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
  %53 = load ptr, ptr %1, align 8, !tbaa !14
  %54 = load ptr, ptr %52, align 8, !tbaa !14
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
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2, %25
  %5 = phi ptr [ %9, %25 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !89
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !91
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = getelementptr inbounds i8, ptr %5, i64 64
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %5, i64 80
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %4
  %16 = load i64, ptr %13, align 8, !tbaa !13
  %17 = add i64 %16, 1
  tail call void @_ZdlPvm(ptr noundef %12, i64 noundef %17) #28
  br label %18

18:                                               ; preds = %15, %4
  %19 = load ptr, ptr %10, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %5, i64 48
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = load i64, ptr %20, align 8, !tbaa !13
  %24 = add i64 %23, 1
  tail call void @_ZdlPvm(ptr noundef %19, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %18, %22
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 96) #28
  %26 = icmp eq ptr %9, null
  br i1 %26, label %27, label %4, !llvm.loop !92

27:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  br i1 %6, label %57, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !10
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %28, %7
  %12 = phi ptr [ %4, %7 ], [ %34, %28 ]
  %13 = phi ptr [ %5, %7 ], [ %31, %28 ]
  %14 = getelementptr inbounds i8, ptr %12, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !10
  %16 = tail call i64 @llvm.umin.i64(i64 %9, i64 %15)
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %12, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  %21 = tail call i32 @memcmp(ptr noundef %20, ptr noundef %10, i64 noundef %16) #27
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18, %11
  %24 = sub i64 %15, %9
  %25 = tail call i64 @llvm.smax.i64(i64 %24, i64 -2147483648)
  %26 = tail call i64 @llvm.smin.i64(i64 %25, i64 2147483647)
  %27 = trunc nsw i64 %26 to i32
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %21, %18 ], [ %27, %23 ]
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, ptr %13, ptr %12
  %32 = select i1 %30, i64 24, i64 16
  %33 = getelementptr inbounds i8, ptr %12, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !29
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %11, !llvm.loop !93

36:                                               ; preds = %28
  %37 = icmp eq ptr %31, %5
  br i1 %37, label %57, label %38

38:                                               ; preds = %36
  %39 = getelementptr inbounds i8, ptr %31, i64 40
  %40 = load i64, ptr %39, align 8, !tbaa !10
  %41 = tail call i64 @llvm.umin.i64(i64 %40, i64 %9)
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %31, i64 32
  %45 = load ptr, ptr %44, align 8, !tbaa !14
  %46 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %45, i64 noundef %41) #27
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %43, %38
  %49 = sub i64 %9, %40
  %50 = tail call i64 @llvm.smax.i64(i64 %49, i64 -2147483648)
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 2147483647)
  %52 = trunc nsw i64 %51 to i32
  br label %53

53:                                               ; preds = %43, %48
  %54 = phi i32 [ %46, %43 ], [ %52, %48 ]
  %55 = icmp slt i32 %54, 0
  %56 = select i1 %55, ptr %5, ptr %31
  br label %57

57:                                               ; preds = %53, %2, %36
  %58 = phi ptr [ %5, %36 ], [ %5, %2 ], [ %56, %53 ]
  ret ptr %58
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN13MatrixKernelsD2Ev(ptr noundef nonnull align 8 dereferenceable(400) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 392
  %3 = load i8, ptr %2, align 8, !tbaa !19, !range !94, !noundef !95
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 352
  store i8 0, ptr %2, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %6) #27
  br label %7

7:                                                ; preds = %1, %5
  %8 = getelementptr inbounds i8, ptr %0, i64 344
  %9 = load i8, ptr %8, align 8, !tbaa !19, !range !94, !noundef !95
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 304
  store i8 0, ptr %8, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %12) #27
  br label %13

13:                                               ; preds = %7, %11
  %14 = getelementptr inbounds i8, ptr %0, i64 296
  %15 = load i8, ptr %14, align 8, !tbaa !16, !range !94, !noundef !95
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 248
  store i8 0, ptr %14, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %18) #27
  br label %19

19:                                               ; preds = %13, %17
  %20 = getelementptr inbounds i8, ptr %0, i64 240
  %21 = load i8, ptr %20, align 8, !tbaa !16, !range !94, !noundef !95
  %22 = trunc nuw i8 %21 to i1
  br i1 %22, label %23, label %25

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 192
  store i8 0, ptr %20, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #27
  br label %25

25:                                               ; preds = %19, %23
  %26 = getelementptr inbounds i8, ptr %0, i64 184
  %27 = load i8, ptr %26, align 8, !tbaa !16, !range !94, !noundef !95
  %28 = trunc nuw i8 %27 to i1
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 136
  store i8 0, ptr %26, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %30) #27
  br label %31

31:                                               ; preds = %25, %29
  %32 = getelementptr inbounds i8, ptr %0, i64 112
  %33 = load ptr, ptr %32, align 8, !tbaa !96
  %34 = icmp eq ptr %33, null
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 128
  %37 = load ptr, ptr %36, align 8, !tbaa !97
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %33 to i64
  %40 = sub i64 %38, %39
  tail call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %40) #28
  br label %41

41:                                               ; preds = %31, %35
  %42 = getelementptr inbounds i8, ptr %0, i64 88
  %43 = load ptr, ptr %42, align 8, !tbaa !96
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %0, i64 104
  %47 = load ptr, ptr %46, align 8, !tbaa !97
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  tail call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  %52 = getelementptr inbounds i8, ptr %0, i64 64
  %53 = load ptr, ptr %52, align 8, !tbaa !96
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %0, i64 80
  %57 = load ptr, ptr %56, align 8, !tbaa !97
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  tail call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %51, %55
  %62 = getelementptr inbounds i8, ptr %0, i64 40
  %63 = load ptr, ptr %62, align 8, !tbaa !96
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %0, i64 56
  %67 = load ptr, ptr %66, align 8, !tbaa !97
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  tail call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #28
  br label %71

71:                                               ; preds = %61, %65
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !96
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %0, i64 32
  %77 = load ptr, ptr %76, align 8, !tbaa !97
  %78 = ptrtoint ptr %77 to i64
  %79 = ptrtoint ptr %73 to i64
  %80 = sub i64 %78, %79
  tail call void @_ZdlPvm(ptr noundef nonnull %73, i64 noundef %80) #28
  br label %81

81:                                               ; preds = %71, %75
  ret void
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #27
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.3, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !46
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !41
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !43
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !45
  %33 = load ptr, ptr %24, align 8, !tbaa !46
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !46
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %48, label %49, label %50, !prof !48

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #29
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #16

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #17

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #13

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #13

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #19 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !46
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  %17 = load ptr, ptr %0, align 8, !tbaa !46
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.3, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !46
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !41
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !43
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !45
  %33 = load ptr, ptr %24, align 8, !tbaa !46
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !46
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %48, label %49, label %50, !prof !48

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #29
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #8

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN13MatrixKernels5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(400) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !98
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = mul i64 %3, %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !99
  %8 = load ptr, ptr %4, align 8, !tbaa !96
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 2
  %13 = icmp ult i64 %12, %5
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = sub i64 %5, %12
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %4, i64 noundef %15)
  br label %22

16:                                               ; preds = %2
  %17 = icmp ugt i64 %12, %5
  br i1 %17, label %18, label %22

18:                                               ; preds = %16
  %19 = getelementptr inbounds float, ptr %8, i64 %5
  %20 = icmp eq ptr %7, %19
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  store ptr %19, ptr %6, align 8, !tbaa !99
  br label %22

22:                                               ; preds = %14, %16, %18, %21
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load ptr, ptr %24, align 8, !tbaa !99
  %26 = load ptr, ptr %23, align 8, !tbaa !96
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = ashr exact i64 %29, 2
  %31 = icmp ult i64 %30, %5
  br i1 %31, label %32, label %34

32:                                               ; preds = %22
  %33 = sub i64 %5, %30
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %23, i64 noundef %33)
  br label %40

34:                                               ; preds = %22
  %35 = icmp ugt i64 %30, %5
  br i1 %35, label %36, label %40

36:                                               ; preds = %34
  %37 = getelementptr inbounds float, ptr %26, i64 %5
  %38 = icmp eq ptr %25, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %36
  store ptr %37, ptr %24, align 8, !tbaa !99
  br label %40

40:                                               ; preds = %32, %34, %36, %39
  %41 = getelementptr inbounds i8, ptr %0, i64 64
  %42 = getelementptr inbounds i8, ptr %0, i64 72
  %43 = load ptr, ptr %42, align 8, !tbaa !99
  %44 = load ptr, ptr %41, align 8, !tbaa !96
  %45 = ptrtoint ptr %43 to i64
  %46 = ptrtoint ptr %44 to i64
  %47 = sub i64 %45, %46
  %48 = ashr exact i64 %47, 2
  %49 = icmp ult i64 %48, %5
  br i1 %49, label %50, label %52

50:                                               ; preds = %40
  %51 = sub i64 %5, %48
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %41, i64 noundef %51)
  br label %58

52:                                               ; preds = %40
  %53 = icmp ugt i64 %48, %5
  br i1 %53, label %54, label %58

54:                                               ; preds = %52
  %55 = getelementptr inbounds float, ptr %44, i64 %5
  %56 = icmp eq ptr %43, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  store ptr %55, ptr %42, align 8, !tbaa !99
  br label %58

58:                                               ; preds = %50, %52, %54, %57
  %59 = getelementptr inbounds i8, ptr %0, i64 88
  %60 = getelementptr inbounds i8, ptr %0, i64 96
  %61 = load ptr, ptr %60, align 8, !tbaa !99
  %62 = load ptr, ptr %59, align 8, !tbaa !96
  %63 = ptrtoint ptr %61 to i64
  %64 = ptrtoint ptr %62 to i64
  %65 = sub i64 %63, %64
  %66 = ashr exact i64 %65, 2
  %67 = icmp ult i64 %66, %3
  br i1 %67, label %68, label %70

68:                                               ; preds = %58
  %69 = sub i64 %3, %66
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %59, i64 noundef %69)
  br label %76

70:                                               ; preds = %58
  %71 = icmp ugt i64 %66, %3
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = getelementptr inbounds float, ptr %62, i64 %3
  %74 = icmp eq ptr %61, %73
  br i1 %74, label %76, label %75

75:                                               ; preds = %72
  store ptr %73, ptr %60, align 8, !tbaa !99
  br label %76

76:                                               ; preds = %68, %70, %72, %75
  %77 = getelementptr inbounds i8, ptr %0, i64 112
  %78 = getelementptr inbounds i8, ptr %0, i64 120
  %79 = load ptr, ptr %78, align 8, !tbaa !99
  %80 = load ptr, ptr %77, align 8, !tbaa !96
  %81 = ptrtoint ptr %79 to i64
  %82 = ptrtoint ptr %80 to i64
  %83 = sub i64 %81, %82
  %84 = ashr exact i64 %83, 2
  %85 = icmp ult i64 %84, %3
  br i1 %85, label %86, label %88

86:                                               ; preds = %76
  %87 = sub i64 %3, %84
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %77, i64 noundef %87)
  br label %94

88:                                               ; preds = %76
  %89 = icmp ugt i64 %84, %3
  br i1 %89, label %90, label %94

90:                                               ; preds = %88
  %91 = getelementptr inbounds float, ptr %80, i64 %3
  %92 = icmp eq ptr %79, %91
  br i1 %92, label %94, label %93

93:                                               ; preds = %90
  store ptr %91, ptr %78, align 8, !tbaa !99
  br label %94

94:                                               ; preds = %86, %88, %90, %93
  %95 = icmp eq i64 %5, 0
  br i1 %95, label %100, label %96

96:                                               ; preds = %94
  %97 = load ptr, ptr %4, align 8, !tbaa !96
  %98 = load ptr, ptr %23, align 8, !tbaa !96
  %99 = load ptr, ptr %41, align 8, !tbaa !96
  br label %109

100:                                              ; preds = %109, %94
  %101 = icmp eq i64 %3, 0
  br i1 %101, label %131, label %102

102:                                              ; preds = %100
  %103 = load ptr, ptr %59, align 8, !tbaa !96
  %104 = load ptr, ptr %77, align 8, !tbaa !96
  %105 = and i64 %3, 1
  %106 = icmp eq i64 %3, 1
  br i1 %106, label %122, label %107

107:                                              ; preds = %102
  %108 = and i64 %3, -2
  br label %142

109:                                              ; preds = %96, %109
  %110 = phi i64 [ 0, %96 ], [ %120, %109 ]
  %111 = urem i64 %110, 7
  %112 = uitofp nneg i64 %111 to float
  %113 = fmul float %112, 5.000000e-01
  %114 = getelementptr inbounds float, ptr %97, i64 %110
  store float %113, ptr %114, align 4, !tbaa !100
  %115 = urem i64 %110, 5
  %116 = add nsw i64 %115, -1
  %117 = sitofp i64 %116 to float
  %118 = getelementptr inbounds float, ptr %98, i64 %110
  store float %117, ptr %118, align 4, !tbaa !100
  %119 = getelementptr inbounds float, ptr %99, i64 %110
  store float 0.000000e+00, ptr %119, align 4, !tbaa !100
  %120 = add nuw i64 %110, 1
  %121 = icmp eq i64 %120, %5
  br i1 %121, label %100, label %109, !llvm.loop !102

122:                                              ; preds = %142, %102
  %123 = phi i64 [ 0, %102 ], [ %156, %142 ]
  %124 = icmp eq i64 %105, 0
  br i1 %124, label %131, label %125

125:                                              ; preds = %122
  %126 = urem i64 %123, 3
  %127 = add nuw nsw i64 %126, 1
  %128 = uitofp nneg i64 %127 to float
  %129 = getelementptr inbounds float, ptr %103, i64 %123
  store float %128, ptr %129, align 4, !tbaa !100
  %130 = getelementptr inbounds float, ptr %104, i64 %123
  store float 0.000000e+00, ptr %130, align 4, !tbaa !100
  br label %131

131:                                              ; preds = %125, %122, %100
  %132 = getelementptr inbounds i8, ptr %0, i64 136
  %133 = load ptr, ptr %4, align 8, !tbaa !96
  tail call void @_ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %132, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %133, i64 %3, i64 %3)
  %134 = getelementptr inbounds i8, ptr %0, i64 192
  %135 = load ptr, ptr %23, align 8, !tbaa !96
  tail call void @_ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %134, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %135, i64 %3, i64 %3)
  %136 = getelementptr inbounds i8, ptr %0, i64 248
  %137 = load ptr, ptr %41, align 8, !tbaa !96
  tail call void @_ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %136, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %137, i64 %3, i64 %3)
  %138 = getelementptr inbounds i8, ptr %0, i64 304
  %139 = load ptr, ptr %59, align 8, !tbaa !96
  tail call void @_ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEE(ptr noundef nonnull align 8 dereferenceable(48) %138, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %139, i64 %3)
  %140 = getelementptr inbounds i8, ptr %0, i64 352
  %141 = load ptr, ptr %77, align 8, !tbaa !96
  tail call void @_ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEE(ptr noundef nonnull align 8 dereferenceable(48) %140, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %141, i64 %3)
  ret void

142:                                              ; preds = %142, %107
  %143 = phi i64 [ 0, %107 ], [ %156, %142 ]
  %144 = phi i64 [ 0, %107 ], [ %157, %142 ]
  %145 = urem i64 %143, 3
  %146 = add nuw nsw i64 %145, 1
  %147 = uitofp nneg i64 %146 to float
  %148 = getelementptr inbounds float, ptr %103, i64 %143
  store float %147, ptr %148, align 4, !tbaa !100
  %149 = getelementptr inbounds float, ptr %104, i64 %143
  store float 0.000000e+00, ptr %149, align 4, !tbaa !100
  %150 = or disjoint i64 %143, 1
  %151 = urem i64 %150, 3
  %152 = add nuw nsw i64 %151, 1
  %153 = uitofp nneg i64 %152 to float
  %154 = getelementptr inbounds float, ptr %103, i64 %150
  store float %153, ptr %154, align 4, !tbaa !100
  %155 = getelementptr inbounds float, ptr %104, i64 %150
  store float 0.000000e+00, ptr %155, align 4, !tbaa !100
  %156 = add nuw i64 %143, 2
  %157 = add i64 %144, 2
  %158 = icmp eq i64 %157, %108
  br i1 %158, label %122, label %142, !llvm.loop !103
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(400) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::event", align 16
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::event", align 16
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  store ptr @.str.8, ptr %5, align 8, !tbaa !69, !alias.scope !104
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.9, ptr %8, align 8, !tbaa !74, !alias.scope !104
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 76, ptr %9, align 8, !tbaa !75, !alias.scope !104
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 22, ptr %10, align 8, !tbaa !76, !alias.scope !104
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %5)
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !82
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %21, label %16

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr null, ptr %17, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %4, i64 8
  %19 = load <2 x ptr>, ptr %4, align 16, !tbaa !29
  store ptr null, ptr %18, align 8, !tbaa !41
  store <2 x ptr> %19, ptr %12, align 8, !tbaa !29
  store ptr null, ptr %4, align 16, !tbaa !107
  %20 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %20, ptr %11, align 8, !tbaa !80
  br label %22

21:                                               ; preds = %3
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %12, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %22 unwind label %92

22:                                               ; preds = %16, %21
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !41
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !43
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !45
  %33 = load ptr, ptr %24, align 8, !tbaa !46
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !46
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %48, label %49, label %50, !prof !48

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  store ptr @.str.8, ptr %7, align 8, !tbaa !69, !alias.scope !109
  %51 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.9, ptr %51, align 8, !tbaa !74, !alias.scope !109
  %52 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 85, ptr %52, align 8, !tbaa !75, !alias.scope !109
  %53 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 22, ptr %53, align 8, !tbaa !76, !alias.scope !109
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %7)
  %54 = load ptr, ptr %11, align 8, !tbaa !29
  %55 = load ptr, ptr %13, align 8, !tbaa !82
  %56 = icmp eq ptr %54, %55
  br i1 %56, label %62, label %57

57:                                               ; preds = %50
  %58 = getelementptr inbounds i8, ptr %54, i64 8
  store ptr null, ptr %58, align 8, !tbaa !41
  %59 = getelementptr inbounds i8, ptr %6, i64 8
  %60 = load <2 x ptr>, ptr %6, align 16, !tbaa !29
  store ptr null, ptr %59, align 8, !tbaa !41
  store <2 x ptr> %60, ptr %54, align 8, !tbaa !29
  store ptr null, ptr %6, align 16, !tbaa !107
  %61 = getelementptr inbounds i8, ptr %54, i64 16
  store ptr %61, ptr %11, align 8, !tbaa !80
  br label %63

62:                                               ; preds = %50
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %54, ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %63 unwind label %94

63:                                               ; preds = %57, %62
  %64 = getelementptr inbounds i8, ptr %6, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !41
  %66 = icmp eq ptr %65, null
  br i1 %66, label %91, label %67

67:                                               ; preds = %63
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load atomic i64, ptr %68 acquire, align 8
  %70 = icmp eq i64 %69, 4294967297
  %71 = trunc i64 %69 to i32
  br i1 %70, label %72, label %80

72:                                               ; preds = %67
  store i32 0, ptr %68, align 8, !tbaa !43
  %73 = getelementptr inbounds i8, ptr %65, i64 12
  store i32 0, ptr %73, align 4, !tbaa !45
  %74 = load ptr, ptr %65, align 8, !tbaa !46
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %65) #27
  %77 = load ptr, ptr %65, align 8, !tbaa !46
  %78 = getelementptr inbounds i8, ptr %77, i64 24
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %65) #27
  br label %91

80:                                               ; preds = %67
  %81 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %85, label %83

83:                                               ; preds = %80
  %84 = add nsw i32 %71, -1
  store i32 %84, ptr %68, align 4, !tbaa !32
  br label %87

85:                                               ; preds = %80
  %86 = atomicrmw volatile add ptr %68, i32 -1 acq_rel, align 4
  br label %87

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %71, %83 ], [ %86, %85 ]
  %89 = icmp eq i32 %88, 1
  br i1 %89, label %90, label %91, !prof !48

90:                                               ; preds = %87
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %65) #27
  br label %91

91:                                               ; preds = %63, %72, %87, %90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void

92:                                               ; preds = %21
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  br label %96

94:                                               ; preds = %62
  %95 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi { ptr, i32 } [ %95, %94 ], [ %93, %92 ]
  resume { ptr, i32 } %97
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN13MatrixKernels6verifyEv(ptr noundef nonnull align 8 dereferenceable(400) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor", align 8
  %3 = alloca %"class.sycl::_V1::host_accessor.264", align 8
  %4 = load i64, ptr %0, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 248
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %2, ptr noundef nonnull align 8 dereferenceable(41) %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %6 = getelementptr inbounds i8, ptr %0, i64 352
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor.264") align 8 %3, ptr noundef nonnull align 8 dereferenceable(33) %6)
          to label %7 unwind label %88

7:                                                ; preds = %1
  %8 = icmp eq i64 %4, 0
  br i1 %8, label %30, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 16
  %15 = lshr i64 %4, 2
  %16 = add nuw nsw i64 %15, 1
  %17 = getelementptr inbounds i8, ptr %0, i64 88
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = and i64 %4, 3
  %20 = icmp ult i64 %4, 4
  %21 = and i64 %4, -4
  %22 = icmp eq i64 %19, 0
  %23 = and i64 %4, 3
  %24 = icmp ult i64 %4, 4
  %25 = and i64 %4, -4
  %26 = icmp eq i64 %23, 0
  br label %27

27:                                               ; preds = %301, %9
  %28 = phi i64 [ 0, %9 ], [ %315, %301 ]
  %29 = mul i64 %28, %4
  br label %94

30:                                               ; preds = %269, %301, %7
  %31 = phi i1 [ true, %7 ], [ false, %269 ], [ %314, %301 ]
  %32 = getelementptr inbounds i8, ptr %3, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !41
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !43
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !45
  %42 = load ptr, ptr %33, align 8, !tbaa !46
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  %45 = load ptr, ptr %33, align 8, !tbaa !46
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !32
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !48

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  br label %59

59:                                               ; preds = %30, %40, %55, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  %60 = getelementptr inbounds i8, ptr %2, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !41
  %62 = icmp eq ptr %61, null
  br i1 %62, label %87, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %61, i64 8
  %65 = load atomic i64, ptr %64 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %64, align 8, !tbaa !43
  %69 = getelementptr inbounds i8, ptr %61, i64 12
  store i32 0, ptr %69, align 4, !tbaa !45
  %70 = load ptr, ptr %61, align 8, !tbaa !46
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %61) #27
  %73 = load ptr, ptr %61, align 8, !tbaa !46
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %61) #27
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %64, align 4, !tbaa !32
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %64, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !48

86:                                               ; preds = %83
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %61) #27
  br label %87

87:                                               ; preds = %59, %68, %83, %86
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #27
  ret i1 %31

88:                                               ; preds = %1
  %89 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %2) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #27
  resume { ptr, i32 } %89

90:                                               ; preds = %249
  %91 = load ptr, ptr %10, align 8, !tbaa !96
  %92 = getelementptr float, ptr %91, i64 %29
  %93 = load ptr, ptr %17, align 8, !tbaa !96
  br i1 %24, label %253, label %271

94:                                               ; preds = %27, %249
  %95 = phi i64 [ 0, %27 ], [ %250, %249 ]
  %96 = load ptr, ptr %10, align 8, !tbaa !96
  %97 = getelementptr float, ptr %96, i64 %29
  %98 = load ptr, ptr %11, align 8, !tbaa !96
  %99 = getelementptr float, ptr %98, i64 %95
  br i1 %20, label %100, label %169

100:                                              ; preds = %169, %94
  %101 = phi float [ poison, %94 ], [ %199, %169 ]
  %102 = phi i64 [ 0, %94 ], [ %200, %169 ]
  %103 = phi float [ 0.000000e+00, %94 ], [ %199, %169 ]
  br i1 %22, label %117, label %104

104:                                              ; preds = %100, %104
  %105 = phi i64 [ %114, %104 ], [ %102, %100 ]
  %106 = phi float [ %113, %104 ], [ %103, %100 ]
  %107 = phi i64 [ %115, %104 ], [ 0, %100 ]
  %108 = getelementptr float, ptr %97, i64 %105
  %109 = load float, ptr %108, align 4, !tbaa !100
  %110 = mul i64 %105, %4
  %111 = getelementptr float, ptr %99, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !100
  %113 = call float @llvm.fmuladd.f32(float %109, float %112, float %106)
  %114 = add nuw i64 %105, 1
  %115 = add i64 %107, 1
  %116 = icmp eq i64 %115, %19
  br i1 %116, label %117, label %104, !llvm.loop !112

117:                                              ; preds = %104, %100
  %118 = phi float [ %101, %100 ], [ %113, %104 ]
  %119 = load i64, ptr %12, align 8, !tbaa !114
  %120 = uitofp i64 %119 to float
  %121 = fmul float %118, %120
  %122 = load ptr, ptr %13, align 8, !tbaa !41, !noalias !115
  %123 = icmp eq ptr %122, null
  br i1 %123, label %132, label %124

124:                                              ; preds = %117
  %125 = getelementptr inbounds i8, ptr %122, i64 8
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !115
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %134, label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %125, align 4, !tbaa !32, !noalias !115
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %125, align 4, !tbaa !32, !noalias !115
  %131 = load ptr, ptr %14, align 8, !noalias !115
  br label %139

132:                                              ; preds = %117
  %133 = load ptr, ptr %14, align 8
  br label %203

134:                                              ; preds = %124
  %135 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4, !noalias !115
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !115
  %137 = load ptr, ptr %14, align 8, !noalias !115
  %138 = icmp eq i8 %136, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %128, %134
  %140 = phi ptr [ %131, %128 ], [ %137, %134 ]
  %141 = load i32, ptr %125, align 4, !tbaa !32, !noalias !115
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %125, align 4, !tbaa !32, !noalias !115
  br label %145

143:                                              ; preds = %134
  %144 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4, !noalias !115
  br label %145

145:                                              ; preds = %143, %139
  %146 = phi ptr [ %137, %143 ], [ %140, %139 ]
  %147 = load atomic i64, ptr %125 acquire, align 8, !noalias !115
  %148 = icmp eq i64 %147, 4294967297
  %149 = trunc i64 %147 to i32
  br i1 %148, label %150, label %158

150:                                              ; preds = %145
  store i32 0, ptr %125, align 8, !tbaa !43, !noalias !115
  %151 = getelementptr inbounds i8, ptr %122, i64 12
  store i32 0, ptr %151, align 4, !tbaa !45, !noalias !115
  %152 = load ptr, ptr %122, align 8, !tbaa !46, !noalias !115
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load ptr, ptr %153, align 8, !noalias !115
  call void %154(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !115
  %155 = load ptr, ptr %122, align 8, !tbaa !46, !noalias !115
  %156 = getelementptr inbounds i8, ptr %155, i64 24
  %157 = load ptr, ptr %156, align 8, !noalias !115
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !115
  br label %203

158:                                              ; preds = %145
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !115
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %158
  %162 = add nsw i32 %149, -1
  store i32 %162, ptr %125, align 4, !tbaa !32, !noalias !115
  br label %165

163:                                              ; preds = %158
  %164 = atomicrmw volatile add ptr %125, i32 -1 acq_rel, align 4, !noalias !115
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %149, %161 ], [ %164, %163 ]
  %167 = icmp eq i32 %166, 1
  br i1 %167, label %168, label %203, !prof !48

168:                                              ; preds = %165
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !115
  br label %203

169:                                              ; preds = %94, %169
  %170 = phi i64 [ %200, %169 ], [ 0, %94 ]
  %171 = phi float [ %199, %169 ], [ 0.000000e+00, %94 ]
  %172 = phi i64 [ %201, %169 ], [ 0, %94 ]
  %173 = getelementptr float, ptr %97, i64 %170
  %174 = load float, ptr %173, align 4, !tbaa !100
  %175 = mul i64 %170, %4
  %176 = getelementptr float, ptr %99, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !100
  %178 = call float @llvm.fmuladd.f32(float %174, float %177, float %171)
  %179 = or disjoint i64 %170, 1
  %180 = getelementptr float, ptr %97, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !100
  %182 = mul i64 %179, %4
  %183 = getelementptr float, ptr %99, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !100
  %185 = call float @llvm.fmuladd.f32(float %181, float %184, float %178)
  %186 = or disjoint i64 %170, 2
  %187 = getelementptr float, ptr %97, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !100
  %189 = mul i64 %186, %4
  %190 = getelementptr float, ptr %99, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !100
  %192 = call float @llvm.fmuladd.f32(float %188, float %191, float %185)
  %193 = or disjoint i64 %170, 3
  %194 = getelementptr float, ptr %97, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !100
  %196 = mul i64 %193, %4
  %197 = getelementptr float, ptr %99, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !100
  %199 = call float @llvm.fmuladd.f32(float %195, float %198, float %192)
  %200 = add nuw i64 %170, 4
  %201 = add i64 %172, 4
  %202 = icmp eq i64 %201, %21
  br i1 %202, label %100, label %169, !llvm.loop !118

203:                                              ; preds = %132, %150, %165, %168
  %204 = phi ptr [ %133, %132 ], [ %146, %150 ], [ %146, %168 ], [ %146, %165 ]
  %205 = icmp ne ptr %204, null
  call void @llvm.assume(i1 %205)
  %206 = load i64, ptr %204, align 8
  %207 = add i64 %206, %28
  %208 = getelementptr inbounds i8, ptr %204, i64 56
  %209 = load i64, ptr %208, align 8
  %210 = mul i64 %209, %207
  %211 = getelementptr inbounds i8, ptr %204, i64 8
  %212 = load i64, ptr %211, align 8
  %213 = getelementptr inbounds i8, ptr %204, i64 72
  %214 = load ptr, ptr %213, align 8, !tbaa !119
  %215 = getelementptr float, ptr %214, i64 %212
  %216 = getelementptr float, ptr %215, i64 %210
  %217 = getelementptr float, ptr %216, i64 %95
  %218 = load float, ptr %217, align 4, !tbaa !100
  %219 = fsub float %218, %121
  %220 = call noundef float @llvm.fabs.f32(float %219)
  %221 = call noundef float @llvm.fabs.f32(float %121)
  %222 = fadd float %221, 1.000000e+00
  %223 = fmul float %222, 0x3F50624DE0000000
  %224 = fcmp ole float %220, %223
  br i1 %123, label %249, label %225

225:                                              ; preds = %203
  %226 = getelementptr inbounds i8, ptr %122, i64 8
  %227 = load atomic i64, ptr %226 acquire, align 8
  %228 = icmp eq i64 %227, 4294967297
  %229 = trunc i64 %227 to i32
  br i1 %228, label %230, label %238

230:                                              ; preds = %225
  store i32 0, ptr %226, align 8, !tbaa !43
  %231 = getelementptr inbounds i8, ptr %122, i64 12
  store i32 0, ptr %231, align 4, !tbaa !45
  %232 = load ptr, ptr %122, align 8, !tbaa !46
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = load ptr, ptr %233, align 8
  call void %234(ptr noundef nonnull align 8 dereferenceable(16) %122) #27
  %235 = load ptr, ptr %122, align 8, !tbaa !46
  %236 = getelementptr inbounds i8, ptr %235, i64 24
  %237 = load ptr, ptr %236, align 8
  call void %237(ptr noundef nonnull align 8 dereferenceable(16) %122) #27
  br label %249

238:                                              ; preds = %225
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %243, label %241

241:                                              ; preds = %238
  %242 = add nsw i32 %229, -1
  store i32 %242, ptr %226, align 4, !tbaa !32
  br label %245

243:                                              ; preds = %238
  %244 = atomicrmw volatile add ptr %226, i32 -1 acq_rel, align 4
  br label %245

245:                                              ; preds = %243, %241
  %246 = phi i32 [ %229, %241 ], [ %244, %243 ]
  %247 = icmp eq i32 %246, 1
  br i1 %247, label %248, label %249, !prof !48

248:                                              ; preds = %245
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %122) #27
  br label %249

249:                                              ; preds = %203, %230, %245, %248
  %250 = add i64 %16, %95
  %251 = icmp ult i64 %250, %4
  %252 = and i1 %251, %224
  br i1 %252, label %94, label %90, !llvm.loop !124

253:                                              ; preds = %271, %90
  %254 = phi float [ poison, %90 ], [ %297, %271 ]
  %255 = phi i64 [ 0, %90 ], [ %298, %271 ]
  %256 = phi float [ 0.000000e+00, %90 ], [ %297, %271 ]
  br i1 %26, label %269, label %257

257:                                              ; preds = %253, %257
  %258 = phi i64 [ %266, %257 ], [ %255, %253 ]
  %259 = phi float [ %265, %257 ], [ %256, %253 ]
  %260 = phi i64 [ %267, %257 ], [ 0, %253 ]
  %261 = getelementptr float, ptr %92, i64 %258
  %262 = load float, ptr %261, align 4, !tbaa !100
  %263 = getelementptr inbounds float, ptr %93, i64 %258
  %264 = load float, ptr %263, align 4, !tbaa !100
  %265 = call float @llvm.fmuladd.f32(float %262, float %264, float %259)
  %266 = add nuw i64 %258, 1
  %267 = add i64 %260, 1
  %268 = icmp eq i64 %267, %23
  br i1 %268, label %269, label %257, !llvm.loop !125

269:                                              ; preds = %257, %253
  %270 = phi float [ %254, %253 ], [ %265, %257 ]
  br i1 %224, label %301, label %30

271:                                              ; preds = %90, %271
  %272 = phi i64 [ %298, %271 ], [ 0, %90 ]
  %273 = phi float [ %297, %271 ], [ 0.000000e+00, %90 ]
  %274 = phi i64 [ %299, %271 ], [ 0, %90 ]
  %275 = getelementptr float, ptr %92, i64 %272
  %276 = load float, ptr %275, align 4, !tbaa !100
  %277 = getelementptr inbounds float, ptr %93, i64 %272
  %278 = load float, ptr %277, align 4, !tbaa !100
  %279 = call float @llvm.fmuladd.f32(float %276, float %278, float %273)
  %280 = or disjoint i64 %272, 1
  %281 = getelementptr float, ptr %92, i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !100
  %283 = getelementptr inbounds float, ptr %93, i64 %280
  %284 = load float, ptr %283, align 4, !tbaa !100
  %285 = call float @llvm.fmuladd.f32(float %282, float %284, float %279)
  %286 = or disjoint i64 %272, 2
  %287 = getelementptr float, ptr %92, i64 %286
  %288 = load float, ptr %287, align 4, !tbaa !100
  %289 = getelementptr inbounds float, ptr %93, i64 %286
  %290 = load float, ptr %289, align 4, !tbaa !100
  %291 = call float @llvm.fmuladd.f32(float %288, float %290, float %285)
  %292 = or disjoint i64 %272, 3
  %293 = getelementptr float, ptr %92, i64 %292
  %294 = load float, ptr %293, align 4, !tbaa !100
  %295 = getelementptr inbounds float, ptr %93, i64 %292
  %296 = load float, ptr %295, align 4, !tbaa !100
  %297 = call float @llvm.fmuladd.f32(float %294, float %296, float %291)
  %298 = add nuw i64 %272, 4
  %299 = add i64 %274, 4
  %300 = icmp eq i64 %299, %25
  br i1 %300, label %253, label %271, !llvm.loop !126

301:                                              ; preds = %269
  %302 = load ptr, ptr %18, align 8, !tbaa !127, !nonnull !95, !noundef !95
  %303 = load i64, ptr %302, align 8
  %304 = getelementptr inbounds i8, ptr %302, i64 72
  %305 = load ptr, ptr %304, align 8, !tbaa !119
  %306 = getelementptr float, ptr %305, i64 %303
  %307 = getelementptr float, ptr %306, i64 %28
  %308 = load float, ptr %307, align 4, !tbaa !100
  %309 = fsub float %308, %270
  %310 = call noundef float @llvm.fabs.f32(float %309)
  %311 = call noundef float @llvm.fabs.f32(float %270)
  %312 = fadd float %311, 1.000000e+00
  %313 = fmul float %312, 0x3F50624DE0000000
  %314 = fcmp ole float %310, %313
  %315 = add i64 %16, %28
  %316 = icmp ult i64 %315, %4
  %317 = and i1 %316, %314
  br i1 %317, label %27, label %30, !llvm.loop !132
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !78
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !80
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
  store i32 %28, ptr %12, align 4, !tbaa !32
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
  br i1 %37, label %38, label %6, !llvm.loop !81

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !78
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !82
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #28
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #13

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #17 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.14, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #29
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !133
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !133
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
  %18 = load ptr, ptr %2, align 8, !tbaa !133
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.15, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !46
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !135
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
  call void @__clang_call_terminate(ptr %55) #29
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.57", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !141
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !41
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !43
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !45
  %22 = load ptr, ptr %13, align 8, !tbaa !46
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !46
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %37, label %38, label %39, !prof !48

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !37
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #29
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
  %54 = load ptr, ptr %7, align 8, !tbaa !37
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #29
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #13

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !29
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !29
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !143
  store ptr %8, ptr %6, align 16, !tbaa !143
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !145
  %12 = load ptr, ptr %10, align 8, !tbaa !146
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !133
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !147

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !145
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !143
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !29
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !145
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !146
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !133
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !147

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !145
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !143
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #13

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !29
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
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !29
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, i64 %3, i64 %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.sycl::_V1::event", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store i64 %3, ptr %6, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %4, ptr %10, align 8
  store ptr %2, ptr %7, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = load i8, ptr %11, align 8, !tbaa !16, !range !94, !noundef !95
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %14, label %15

14:                                               ; preds = %5
  store i8 0, ptr %11, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) #27
  br label %15

15:                                               ; preds = %5, %14
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %0, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(16) %6)
  store i8 1, ptr %11, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  store ptr @.str.8, ptr %9, align 8, !tbaa !69, !alias.scope !148
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.17, ptr %16, align 8, !tbaa !74, !alias.scope !148
  %17 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 37, ptr %17, align 8, !tbaa !75, !alias.scope !148
  %18 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 5, ptr %18, align 8, !tbaa !76, !alias.scope !148
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi2EE10initializeERS1_PfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %8, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %9)
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !41
  %21 = icmp eq ptr %20, null
  br i1 %21, label %46, label %22

22:                                               ; preds = %15
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
  store i32 %39, ptr %23, align 4, !tbaa !32
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

46:                                               ; preds = %15, %27, %42, %45
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEE(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.17", align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store i64 %3, ptr %5, align 8
  store ptr %2, ptr %6, align 8, !tbaa !29
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load i8, ptr %9, align 8, !tbaa !19, !range !94, !noundef !95
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %12, label %13

12:                                               ; preds = %4
  store i8 0, ptr %9, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) #27
  br label %13

13:                                               ; preds = %4, %12
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %0, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %5)
  store i8 1, ptr %9, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  store ptr @.str.8, ptr %8, align 8, !tbaa !69, !alias.scope !151
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.17, ptr %14, align 8, !tbaa !74, !alias.scope !151
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 37, ptr %15, align 8, !tbaa !75, !alias.scope !151
  %16 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 5, ptr %16, align 8, !tbaa !76, !alias.scope !151
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi1EE10initializeERS1_PfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %8)
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !41
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %13
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
  store i32 %37, ptr %21, align 4, !tbaa !32
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

44:                                               ; preds = %13, %25, %40, %43
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !99
  %7 = load ptr, ptr %0, align 8, !tbaa !96
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !97
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !100
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !100
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !99
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #30
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #32
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !100
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !100
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #28
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !96
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !99
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !97
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.18, ptr %5, align 8, !tbaa !69, !alias.scope !154
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.19, ptr %7, align 8, !tbaa !74, !alias.scope !154
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 119, ptr %8, align 8, !tbaa !75, !alias.scope !154
  %9 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 25, ptr %9, align 8, !tbaa !76, !alias.scope !154
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !38
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !40
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !41
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !43
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !45
  %28 = load ptr, ptr %19, align 8, !tbaa !46
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  %31 = load ptr, ptr %19, align 8, !tbaa !46
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

34:                                               ; preds = %21
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %43, label %44, label %45, !prof !48

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !49

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !38
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !50
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #28
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  ret void

60:                                               ; preds = %3
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !15
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !157
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !46, !noalias !157
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !160, !noalias !157
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !162, !noalias !157
  store ptr %13, ptr %6, align 8, !tbaa !165
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !29
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !167
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !174
  %27 = load ptr, ptr %0, align 8, !tbaa !175
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !176
  %29 = load i8, ptr %28, align 1, !tbaa !13
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !178)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !15, !noalias !178
  store <2 x i64> %33, ptr %7, align 16, !tbaa !15, !alias.scope !178
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !15, !alias.scope !178
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !29
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #13

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #13

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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !160
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !46
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !46
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !162
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !160
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #12

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #13

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #13

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi2EE10initializeERS1_PfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.88", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !181
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !181
  store ptr %18, ptr %16, align 8, !tbaa !181
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %19, align 8, !tbaa !41
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !32
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !32
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !41
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !41
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !183
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation, ptr %69, align 8, !tbaa !37
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !185, !range !94, !noundef !95
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !37
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !41
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !43
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !45
  %97 = load ptr, ptr %88, align 8, !tbaa !46
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !46
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %112, label %113, label %114, !prof !48

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !37
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #13

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_, ptr %0, align 8, !tbaa !29
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !29
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !29
  store i64 %7, ptr %0, align 8, !tbaa !29
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %class.anon.124, align 8
  %6 = load ptr, ptr %0, align 8, !tbaa !187
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #27
  store ptr @.str.8, ptr %4, align 8, !tbaa !69, !alias.scope !189
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %7, align 8, !tbaa !74, !alias.scope !189
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 38, ptr %8, align 8, !tbaa !75, !alias.scope !189
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 18, ptr %9, align 8, !tbaa !76, !alias.scope !189
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %3, ptr noundef nonnull align 8 dereferenceable(41) %6, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #27
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  store ptr %10, ptr %5, align 8, !tbaa !192
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !41
  store ptr %13, ptr %11, align 8, !tbaa !41
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !32
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !32
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %2, %19, %22
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(56) %5)
          to label %27 unwind label %82

27:                                               ; preds = %24
  %28 = load ptr, ptr %11, align 8, !tbaa !41
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %27
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
  store i32 %47, ptr %31, align 4, !tbaa !32
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

54:                                               ; preds = %27, %35, %50, %53
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  %55 = load ptr, ptr %12, align 8, !tbaa !41
  %56 = icmp eq ptr %55, null
  br i1 %56, label %81, label %57

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load atomic i64, ptr %58 acquire, align 8
  %60 = icmp eq i64 %59, 4294967297
  %61 = trunc i64 %59 to i32
  br i1 %60, label %62, label %70

62:                                               ; preds = %57
  store i32 0, ptr %58, align 8, !tbaa !43
  %63 = getelementptr inbounds i8, ptr %55, i64 12
  store i32 0, ptr %63, align 4, !tbaa !45
  %64 = load ptr, ptr %55, align 8, !tbaa !46
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  %67 = load ptr, ptr %55, align 8, !tbaa !46
  %68 = getelementptr inbounds i8, ptr %67, i64 24
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  br label %81

70:                                               ; preds = %57
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %70
  %74 = add nsw i32 %61, -1
  store i32 %74, ptr %58, align 4, !tbaa !32
  br label %77

75:                                               ; preds = %70
  %76 = atomicrmw volatile add ptr %58, i32 -1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %61, %73 ], [ %76, %75 ]
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %81, !prof !48

80:                                               ; preds = %77
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  br label %81

81:                                               ; preds = %54, %62, %77, %80
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  ret void

82:                                               ; preds = %24
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %3) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  resume { ptr, i32 } %83
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
  store i32 %34, ptr %18, align 4, !tbaa !32
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #28
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
define linkonce_odr dso_local void @_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::range.126", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !193
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !15, !alias.scope !193
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !193
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !196
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !15, !alias.scope !196
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !15, !alias.scope !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !29
  %22 = load ptr, ptr %19, align 8, !tbaa !29
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !48

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #32
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !199
  store ptr %35, ptr %33, align 8, !tbaa !199
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
  br i1 %52, label %53, label %32, !llvm.loop !201

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
  %60 = load ptr, ptr %1, align 8, !tbaa !175
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !167
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !174, !range !94, !noundef !95
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 %96, ptr %80, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #28
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !202
  %118 = load ptr, ptr %20, align 8, !tbaa !29
  %119 = load ptr, ptr %19, align 8, !tbaa !29
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !48

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #32
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !199
  store ptr %133, ptr %131, align 8, !tbaa !199
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
  br i1 %150, label %151, label %130, !llvm.loop !201

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
  store i32 %173, ptr %157, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #28
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !202
  %188 = load ptr, ptr %1, align 8, !tbaa !175
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !192
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.126") align 8, ptr noundef byval(%"class.sycl::_V1::range.126") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

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
  store i32 %29, ptr %13, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.126", align 8
  %4 = alloca %class.anon.124, align 8
  tail call void @_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(56) %1)
  %5 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %9 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %10 = extractvalue { i32, ptr } %9, 0
  %11 = extractvalue { i32, ptr } %9, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %8, i32 %10, ptr %11, ptr noundef nonnull @.str.26)
          to label %12 unwind label %15

12:                                               ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

13:                                               ; preds = %64, %15
  %14 = phi { ptr, i32 } [ %16, %15 ], [ %65, %64 ]
  resume { ptr, i32 } %14

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %8) #27
  br label %13

17:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.29)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, i8 0, i64 16, i1 false), !alias.scope !204
  store i64 1, ptr %3, align 8, !tbaa !15, !alias.scope !204
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %3, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  tail call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  %19 = load ptr, ptr %1, align 8, !tbaa !192
  store ptr %19, ptr %4, align 8, !tbaa !192
  %20 = getelementptr inbounds i8, ptr %4, i64 8
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !41
  store ptr %22, ptr %20, align 8, !tbaa !41
  %23 = icmp eq ptr %22, null
  br i1 %23, label %33, label %24

24:                                               ; preds = %17
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %25, align 4, !tbaa !32
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %25, align 4, !tbaa !32
  br label %33

31:                                               ; preds = %24
  %32 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4
  br label %33

33:                                               ; preds = %17, %28, %31
  %34 = getelementptr inbounds i8, ptr %4, i64 16
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %34, ptr noundef nonnull align 8 dereferenceable(40) %35, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %36 unwind label %64

36:                                               ; preds = %33
  %37 = load ptr, ptr %20, align 8, !tbaa !41
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %36, %44, %59, %62
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

64:                                               ; preds = %33
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #27
  br label %13
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %5 = tail call noalias noundef nonnull dereferenceable(64) ptr @_Znwm(i64 noundef 64) #32, !noalias !207
  %6 = load ptr, ptr %1, align 8, !tbaa !192, !noalias !207
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !41, !noalias !207
  %9 = icmp eq ptr %8, null
  br i1 %9, label %31, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !207
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  br i1 %13, label %20, label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %11, align 4, !tbaa !32, !noalias !207
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %11, align 4, !tbaa !32, !noalias !207
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false), !noalias !207
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !207
  store ptr %6, ptr %15, align 8, !tbaa !192, !noalias !207
  store ptr %8, ptr %16, align 8, !tbaa !41, !noalias !207
  br label %26

20:                                               ; preds = %10
  %21 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !207
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !207
  %23 = icmp eq i8 %22, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false), !noalias !207
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !207
  store ptr %6, ptr %15, align 8, !tbaa !192, !noalias !207
  store ptr %8, ptr %16, align 8, !tbaa !41, !noalias !207
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %11, align 4, !tbaa !32, !noalias !207
  br label %26

26:                                               ; preds = %24, %17
  %27 = phi i32 [ %25, %24 ], [ %19, %17 ]
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %11, align 4, !tbaa !32, !noalias !207
  br label %36

29:                                               ; preds = %20
  %30 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !207
  br label %36

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !207
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %33, align 8, !tbaa !192, !noalias !207
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr null, ptr %34, align 8, !tbaa !41, !noalias !207
  %35 = getelementptr inbounds i8, ptr %5, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %35, ptr noundef nonnull align 8 dereferenceable(40) %32, i64 40, i1 false), !noalias !207
  br label %60

36:                                               ; preds = %29, %26
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %37, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !207
  %38 = load atomic i64, ptr %11 acquire, align 8, !noalias !207
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %11, align 8, !tbaa !43, !noalias !207
  %42 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %42, align 4, !tbaa !45, !noalias !207
  %43 = load ptr, ptr %8, align 8, !tbaa !46, !noalias !207
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8, !noalias !207
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !207
  %46 = load ptr, ptr %8, align 8, !tbaa !46, !noalias !207
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8, !noalias !207
  tail call void %48(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !207
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !207
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %11, align 4, !tbaa !32, !noalias !207
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4, !noalias !207
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !48

59:                                               ; preds = %56
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !207
  br label %60

60:                                               ; preds = %31, %41, %56, %59
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  %61 = getelementptr inbounds i8, ptr %0, i64 152
  %62 = load ptr, ptr %61, align 8, !tbaa !29
  store ptr %5, ptr %61, align 8, !tbaa !29
  %63 = icmp eq ptr %62, null
  br i1 %63, label %68, label %64

64:                                               ; preds = %60
  %65 = load ptr, ptr %62, align 8, !tbaa !46
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  tail call void %67(ptr noundef nonnull align 8 dereferenceable(8) %62) #27
  br label %68

68:                                               ; preds = %60, %64
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %69 = load ptr, ptr %61, align 8, !tbaa !29
  %70 = load ptr, ptr %69, align 8, !tbaa !46
  %71 = load ptr, ptr %70, align 8
  %72 = tail call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(8) %69)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !210)
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  %74 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #32, !noalias !210
  store ptr %74, ptr %4, align 8, !tbaa !213, !alias.scope !210
  %75 = getelementptr inbounds i8, ptr %74, i64 12
  store ptr %75, ptr %73, align 8, !tbaa !215, !alias.scope !210
  %76 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 26242250178560, ptr %74, align 4, !noalias !210
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  store i32 0, ptr %77, align 4, !tbaa !32, !noalias !210
  store ptr %75, ptr %76, align 8, !tbaa !216, !alias.scope !210
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %72, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %78 unwind label %94

78:                                               ; preds = %68
  %79 = load ptr, ptr %4, align 8, !tbaa !213
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = load ptr, ptr %73, align 8, !tbaa !215
  %83 = ptrtoint ptr %82 to i64
  %84 = ptrtoint ptr %79 to i64
  %85 = sub i64 %83, %84
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %85) #28
  br label %86

86:                                               ; preds = %78, %81
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %87 = getelementptr inbounds i8, ptr %0, i64 80
  %88 = call noalias noundef nonnull dereferenceable(113) ptr @_Znam(i64 noundef 113) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(112) %88, ptr noundef nonnull align 1 dereferenceable(112) @.str.29, i64 112, i1 false)
  %89 = getelementptr inbounds i8, ptr %88, i64 112
  store i8 0, ptr %89, align 1, !tbaa !13
  %90 = load ptr, ptr %87, align 8, !tbaa !29
  store ptr %88, ptr %87, align 8, !tbaa !29
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %86
  call void @_ZdaPv(ptr noundef nonnull %90) #28
  br label %93

93:                                               ; preds = %86, %92
  ret void

94:                                               ; preds = %68
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = load ptr, ptr %4, align 8, !tbaa !213
  %97 = icmp eq ptr %96, null
  br i1 %97, label %103, label %98

98:                                               ; preds = %94
  %99 = load ptr, ptr %73, align 8, !tbaa !215
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %96 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %102) #28
  br label %103

103:                                              ; preds = %94, %98
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %95
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !41
  %5 = icmp eq ptr %4, null
  br i1 %5, label %70, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %7, align 4, !tbaa !32
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4, !tbaa !32
  br label %15

13:                                               ; preds = %6
  %14 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %15

15:                                               ; preds = %13, %10
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4, !tbaa !32
  br label %23

21:                                               ; preds = %15
  %22 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18
  %24 = load atomic i64, ptr %7 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %23
  store i32 0, ptr %7, align 8, !tbaa !43
  %28 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %28, align 4, !tbaa !45
  %29 = load ptr, ptr %4, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  %32 = load ptr, ptr %4, align 8, !tbaa !46
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  tail call void %34(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %46

35:                                               ; preds = %23
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %7, align 4, !tbaa !32
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !48

45:                                               ; preds = %42
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %46

46:                                               ; preds = %45, %42, %27
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !43
  %52 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %52, align 4, !tbaa !45
  %53 = load ptr, ptr %4, align 8, !tbaa !46
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  tail call void %55(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  %56 = load ptr, ptr %4, align 8, !tbaa !46
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %68, label %69, label %70, !prof !48

69:                                               ; preds = %66
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %70

70:                                               ; preds = %2, %51, %66, %69
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.126") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 64) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %37, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %6, align 4, !tbaa !32
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %6, align 4, !tbaa !32
  br label %14

12:                                               ; preds = %5
  %13 = atomicrmw volatile add ptr %6, i32 1 acq_rel, align 4
  br label %14

14:                                               ; preds = %9, %12
  %15 = load atomic i64, ptr %6 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %14
  store i32 0, ptr %6, align 8, !tbaa !43
  %19 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %19, align 4, !tbaa !45
  %20 = load ptr, ptr %3, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  tail call void %22(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %23 = load ptr, ptr %3, align 8, !tbaa !46
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  tail call void %25(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %37

26:                                               ; preds = %14
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %6, align 4, !tbaa !32
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !48

36:                                               ; preds = %33
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %37

37:                                               ; preds = %1, %18, %33, %36
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !216
  %6 = load ptr, ptr %0, align 8, !tbaa !29
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.31) #30
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
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
  %41 = load ptr, ptr %38, align 8, !tbaa !215
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #28
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !213
  store ptr %45, ptr %4, align 8, !tbaa !216
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !215
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.18, ptr %5, align 8, !tbaa !69, !alias.scope !220
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.19, ptr %7, align 8, !tbaa !74, !alias.scope !220
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 119, ptr %8, align 8, !tbaa !75, !alias.scope !220
  %9 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 25, ptr %9, align 8, !tbaa !76, !alias.scope !220
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !38
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !40
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !41
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !43
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !45
  %28 = load ptr, ptr %19, align 8, !tbaa !46
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  %31 = load ptr, ptr %19, align 8, !tbaa !46
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

34:                                               ; preds = %21
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %43, label %44, label %45, !prof !48

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !49

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !38
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !50
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #28
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  ret void

60:                                               ; preds = %3
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !15
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !223
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !46, !noalias !223
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !160, !noalias !223
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !162, !noalias !223
  store ptr %10, ptr %6, align 8, !tbaa !165
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !29
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !46
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #27
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !226
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !230
  %25 = load ptr, ptr %0, align 8, !tbaa !175
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !176
  %27 = load i8, ptr %26, align 1, !tbaa !13
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store i64 %22, ptr %7, align 8, !tbaa !15, !alias.scope !231
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !231
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !29
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !46
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN13BufferWrapperIfLi1EE10initializeERS1_PfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.88", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !181
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !181
  store ptr %18, ptr %16, align 8, !tbaa !181
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %19, align 8, !tbaa !41
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !32
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !32
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !41
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !41
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !183
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation, ptr %69, align 8, !tbaa !37
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !185, !range !94, !noundef !95
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !37
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !41
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !43
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !45
  %97 = load ptr, ptr %88, align 8, !tbaa !46
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !46
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %112, label %113, label %114, !prof !48

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !37
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEEUlS3_E_E10_M_managerERSt9_Any_dataRKSE_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_, ptr %0, align 8, !tbaa !29
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !29
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !29
  store i64 %7, ptr %0, align 8, !tbaa !29
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.148", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %class.anon.151, align 8
  %6 = load ptr, ptr %0, align 8, !tbaa !234
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  store ptr @.str.8, ptr %4, align 8, !tbaa !69, !alias.scope !236
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %7, align 8, !tbaa !74, !alias.scope !236
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 38, ptr %8, align 8, !tbaa !75, !alias.scope !236
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 18, ptr %9, align 8, !tbaa !76, !alias.scope !236
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.148") align 8 %3, ptr noundef nonnull align 8 dereferenceable(33) %6, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  store ptr %10, ptr %5, align 8, !tbaa !192
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !41
  store ptr %13, ptr %11, align 8, !tbaa !41
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !32
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !32
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %2, %19, %22
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %27 unwind label %82

27:                                               ; preds = %24
  %28 = load ptr, ptr %11, align 8, !tbaa !41
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %27
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
  store i32 %47, ptr %31, align 4, !tbaa !32
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

54:                                               ; preds = %27, %35, %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %55 = load ptr, ptr %12, align 8, !tbaa !41
  %56 = icmp eq ptr %55, null
  br i1 %56, label %81, label %57

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load atomic i64, ptr %58 acquire, align 8
  %60 = icmp eq i64 %59, 4294967297
  %61 = trunc i64 %59 to i32
  br i1 %60, label %62, label %70

62:                                               ; preds = %57
  store i32 0, ptr %58, align 8, !tbaa !43
  %63 = getelementptr inbounds i8, ptr %55, i64 12
  store i32 0, ptr %63, align 4, !tbaa !45
  %64 = load ptr, ptr %55, align 8, !tbaa !46
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  %67 = load ptr, ptr %55, align 8, !tbaa !46
  %68 = getelementptr inbounds i8, ptr %67, i64 24
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  br label %81

70:                                               ; preds = %57
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %70
  %74 = add nsw i32 %61, -1
  store i32 %74, ptr %58, align 4, !tbaa !32
  br label %77

75:                                               ; preds = %70
  %76 = atomicrmw volatile add ptr %58, i32 -1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %61, %73 ], [ %76, %75 ]
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %81, !prof !48

80:                                               ; preds = %77
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %55) #27
  br label %81

81:                                               ; preds = %54, %62, %77, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  ret void

82:                                               ; preds = %24
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  resume { ptr, i32 } %83
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.148") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
  store i32 %34, ptr %18, align 4, !tbaa !32
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #28
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
define linkonce_odr dso_local void @_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::range.126", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !239
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !239
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !239
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !242
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !242
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !242
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !29
  %20 = load ptr, ptr %17, align 8, !tbaa !29
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !48

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #32
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !199
  store ptr %33, ptr %31, align 8, !tbaa !199
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !41
  store ptr %36, ptr %34, align 8, !tbaa !41
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !201

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !38
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !40
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !50
  %58 = load ptr, ptr %1, align 8, !tbaa !175
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !226
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !230, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
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
  store i32 %94, ptr %78, align 4, !tbaa !32
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
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !49

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !38
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !50
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !245
  %116 = load ptr, ptr %18, align 8, !tbaa !29
  %117 = load ptr, ptr %17, align 8, !tbaa !29
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !48

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #32
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !199
  store ptr %131, ptr %129, align 8, !tbaa !199
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !41
  store ptr %134, ptr %132, align 8, !tbaa !41
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !32
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !32
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !201

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !41
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !43
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !45
  %161 = load ptr, ptr %152, align 8, !tbaa !46
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  %164 = load ptr, ptr %152, align 8, !tbaa !46
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !32
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !48

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !49

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #28
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !245
  %186 = load ptr, ptr %1, align 8, !tbaa !175
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !192
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler23single_task_lambda_implINS0_6detail9auto_nameEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESC_EUlvE_NS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvT1_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.126", align 8
  %4 = alloca %class.anon.151, align 8
  tail call void @_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %1)
  %5 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %9 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %10 = extractvalue { i32, ptr } %9, 0
  %11 = extractvalue { i32, ptr } %9, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %8, i32 %10, ptr %11, ptr noundef nonnull @.str.26)
          to label %12 unwind label %15

12:                                               ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

13:                                               ; preds = %64, %15
  %14 = phi { ptr, i32 } [ %16, %15 ], [ %65, %64 ]
  resume { ptr, i32 } %14

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %8) #27
  br label %13

17:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.34)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, i8 0, i64 16, i1 false), !alias.scope !247
  store i64 1, ptr %3, align 8, !tbaa !15, !alias.scope !247
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %3, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  tail call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  %19 = load ptr, ptr %1, align 8, !tbaa !192
  store ptr %19, ptr %4, align 8, !tbaa !192
  %20 = getelementptr inbounds i8, ptr %4, i64 8
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !41
  store ptr %22, ptr %20, align 8, !tbaa !41
  %23 = icmp eq ptr %22, null
  br i1 %23, label %33, label %24

24:                                               ; preds = %17
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %25, align 4, !tbaa !32
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %25, align 4, !tbaa !32
  br label %33

31:                                               ; preds = %24
  %32 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4
  br label %33

33:                                               ; preds = %17, %28, %31
  %34 = getelementptr inbounds i8, ptr %4, i64 16
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %34, ptr noundef nonnull align 8 dereferenceable(16) %35, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %36 unwind label %64

36:                                               ; preds = %33
  %37 = load ptr, ptr %20, align 8, !tbaa !41
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %36, %44, %59, %62
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

64:                                               ; preds = %33
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  br label %13
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_Li1EvEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %5 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #32, !noalias !250
  %6 = load ptr, ptr %1, align 8, !tbaa !192, !noalias !250
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !41, !noalias !250
  %9 = icmp eq ptr %8, null
  br i1 %9, label %31, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !250
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  br i1 %13, label %20, label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %11, align 4, !tbaa !32, !noalias !250
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %11, align 4, !tbaa !32, !noalias !250
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false), !noalias !250
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !250
  store ptr %6, ptr %15, align 8, !tbaa !192, !noalias !250
  store ptr %8, ptr %16, align 8, !tbaa !41, !noalias !250
  br label %26

20:                                               ; preds = %10
  %21 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !250
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !250
  %23 = icmp eq i8 %22, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false), !noalias !250
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !250
  store ptr %6, ptr %15, align 8, !tbaa !192, !noalias !250
  store ptr %8, ptr %16, align 8, !tbaa !41, !noalias !250
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %11, align 4, !tbaa !32, !noalias !250
  br label %26

26:                                               ; preds = %24, %17
  %27 = phi i32 [ %25, %24 ], [ %19, %17 ]
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %11, align 4, !tbaa !32, !noalias !250
  br label %36

29:                                               ; preds = %20
  %30 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !250
  br label %36

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %5, align 8, !tbaa !46, !noalias !250
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %33, align 8, !tbaa !192, !noalias !250
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr null, ptr %34, align 8, !tbaa !41, !noalias !250
  %35 = getelementptr inbounds i8, ptr %5, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %32, i64 16, i1 false), !noalias !250
  br label %60

36:                                               ; preds = %29, %26
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !250
  %38 = load atomic i64, ptr %11 acquire, align 8, !noalias !250
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %11, align 8, !tbaa !43, !noalias !250
  %42 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %42, align 4, !tbaa !45, !noalias !250
  %43 = load ptr, ptr %8, align 8, !tbaa !46, !noalias !250
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8, !noalias !250
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !250
  %46 = load ptr, ptr %8, align 8, !tbaa !46, !noalias !250
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8, !noalias !250
  tail call void %48(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !250
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !250
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %11, align 4, !tbaa !32, !noalias !250
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4, !noalias !250
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !48

59:                                               ; preds = %56
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #27, !noalias !250
  br label %60

60:                                               ; preds = %31, %41, %56, %59
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %61 = getelementptr inbounds i8, ptr %0, i64 152
  %62 = load ptr, ptr %61, align 8, !tbaa !29
  store ptr %5, ptr %61, align 8, !tbaa !29
  %63 = icmp eq ptr %62, null
  br i1 %63, label %68, label %64

64:                                               ; preds = %60
  %65 = load ptr, ptr %62, align 8, !tbaa !46
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  tail call void %67(ptr noundef nonnull align 8 dereferenceable(8) %62) #27
  br label %68

68:                                               ; preds = %60, %64
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %69 = load ptr, ptr %61, align 8, !tbaa !29
  %70 = load ptr, ptr %69, align 8, !tbaa !46
  %71 = load ptr, ptr %70, align 8
  %72 = tail call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(8) %69)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !253)
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  %74 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #32, !noalias !253
  store ptr %74, ptr %4, align 8, !tbaa !213, !alias.scope !253
  %75 = getelementptr inbounds i8, ptr %74, i64 12
  store ptr %75, ptr %73, align 8, !tbaa !215, !alias.scope !253
  %76 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %74, align 4, !noalias !253
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  store i32 0, ptr %77, align 4, !tbaa !32, !noalias !253
  store ptr %75, ptr %76, align 8, !tbaa !216, !alias.scope !253
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %72, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %78 unwind label %94

78:                                               ; preds = %68
  %79 = load ptr, ptr %4, align 8, !tbaa !213
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = load ptr, ptr %73, align 8, !tbaa !215
  %83 = ptrtoint ptr %82 to i64
  %84 = ptrtoint ptr %79 to i64
  %85 = sub i64 %83, %84
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %85) #28
  br label %86

86:                                               ; preds = %78, %81
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %87 = getelementptr inbounds i8, ptr %0, i64 80
  %88 = call noalias noundef nonnull dereferenceable(113) ptr @_Znam(i64 noundef 113) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(112) %88, ptr noundef nonnull align 1 dereferenceable(112) @.str.34, i64 112, i1 false)
  %89 = getelementptr inbounds i8, ptr %88, i64 112
  store i8 0, ptr %89, align 1, !tbaa !13
  %90 = load ptr, ptr %87, align 8, !tbaa !29
  store ptr %88, ptr %87, align 8, !tbaa !29
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %86
  call void @_ZdaPv(ptr noundef nonnull %90) #28
  br label %93

93:                                               ; preds = %86, %92
  ret void

94:                                               ; preds = %68
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = load ptr, ptr %4, align 8, !tbaa !213
  %97 = icmp eq ptr %96, null
  br i1 %97, label %103, label %98

98:                                               ; preds = %94
  %99 = load ptr, ptr %73, align 8, !tbaa !215
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %96 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %102) #28
  br label %103

103:                                              ; preds = %94, %98
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %95
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_SC_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEELb0EZNS1_26kernel_single_task_wrapperISC_SC_SK_EEvRKT0_EUlT_DpT0_E_EEvSO_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !41
  %5 = icmp eq ptr %4, null
  br i1 %5, label %70, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %7, align 4, !tbaa !32
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4, !tbaa !32
  br label %15

13:                                               ; preds = %6
  %14 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %15

15:                                               ; preds = %13, %10
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4, !tbaa !32
  br label %23

21:                                               ; preds = %15
  %22 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18
  %24 = load atomic i64, ptr %7 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %23
  store i32 0, ptr %7, align 8, !tbaa !43
  %28 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %28, align 4, !tbaa !45
  %29 = load ptr, ptr %4, align 8, !tbaa !46
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  %32 = load ptr, ptr %4, align 8, !tbaa !46
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  tail call void %34(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %46

35:                                               ; preds = %23
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %7, align 4, !tbaa !32
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !48

45:                                               ; preds = %42
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %46

46:                                               ; preds = %45, %42, %27
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !43
  %52 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %52, align 4, !tbaa !45
  %53 = load ptr, ptr %4, align 8, !tbaa !46
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  tail call void %55(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  %56 = load ptr, ptr %4, align 8, !tbaa !46
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %68, label %69, label %70, !prof !48

69:                                               ; preds = %66
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %70

70:                                               ; preds = %2, %51, %66, %69
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !41
  %4 = icmp eq ptr %3, null
  br i1 %4, label %37, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %6, align 4, !tbaa !32
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %6, align 4, !tbaa !32
  br label %14

12:                                               ; preds = %5
  %13 = atomicrmw volatile add ptr %6, i32 1 acq_rel, align 4
  br label %14

14:                                               ; preds = %9, %12
  %15 = load atomic i64, ptr %6 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %14
  store i32 0, ptr %6, align 8, !tbaa !43
  %19 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %19, align 4, !tbaa !45
  %20 = load ptr, ptr %3, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  tail call void %22(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %23 = load ptr, ptr %3, align 8, !tbaa !46
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  tail call void %25(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %37

26:                                               ; preds = %14
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %6, align 4, !tbaa !32
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !48

36:                                               ; preds = %33
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %37

37:                                               ; preds = %1, %18, %33, %36
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !80
  %6 = load ptr, ptr %0, align 8, !tbaa !29
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.31) #30
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
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !29
  store ptr null, ptr %29, align 8, !tbaa !41
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !29
  store ptr null, ptr %2, align 8, !tbaa !107
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !29, !alias.scope !259, !noalias !256
  store ptr null, ptr %35, align 8, !tbaa !41, !alias.scope !259, !noalias !256
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !29, !alias.scope !256, !noalias !259
  store ptr null, ptr %34, align 8, !tbaa !107, !alias.scope !259, !noalias !256
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !261

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !262)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !265)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !29, !alias.scope !265, !noalias !262
  store ptr null, ptr %47, align 8, !tbaa !41, !alias.scope !265, !noalias !262
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !29, !alias.scope !262, !noalias !265
  store ptr null, ptr %46, align 8, !tbaa !107, !alias.scope !265, !noalias !262
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !261

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !82
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #28
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !78
  store ptr %53, ptr %4, align 8, !tbaa !80
  %61 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !82
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.88", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !181
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !181
  store ptr %18, ptr %16, align 8, !tbaa !181
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %19, align 8, !tbaa !41
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !32
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !32
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !41
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !41
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !183
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation, ptr %69, align 8, !tbaa !37
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !185, !range !94, !noundef !95
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !37
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !41
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !43
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !45
  %97 = load ptr, ptr %88, align 8, !tbaa !46
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !46
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %112, label %113, label %114, !prof !48

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !37
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !29
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !29
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !29
  store i64 %7, ptr %0, align 8, !tbaa !29
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.168", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.168", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %class.anon.171, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !267
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #27
  %11 = getelementptr inbounds i8, ptr %10, i64 136
  store ptr @.str.8, ptr %4, align 8, !tbaa !69, !alias.scope !269
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %12, align 8, !tbaa !74, !alias.scope !269
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 77, ptr %13, align 8, !tbaa !75, !alias.scope !269
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 16, ptr %14, align 8, !tbaa !76, !alias.scope !269
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.168") align 8 %3, ptr noundef nonnull align 8 dereferenceable(41) %11, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #27
  %15 = getelementptr inbounds i8, ptr %10, i64 192
  store ptr @.str.8, ptr %6, align 8, !tbaa !69, !alias.scope !272
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.24, ptr %16, align 8, !tbaa !74, !alias.scope !272
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 78, ptr %17, align 8, !tbaa !75, !alias.scope !272
  %18 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 16, ptr %18, align 8, !tbaa !76, !alias.scope !272
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.168") align 8 %5, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %19 unwind label %162

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #27
  %20 = getelementptr inbounds i8, ptr %10, i64 248
  store ptr @.str.8, ptr %8, align 8, !tbaa !69, !alias.scope !275
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.24, ptr %21, align 8, !tbaa !74, !alias.scope !275
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 79, ptr %22, align 8, !tbaa !75, !alias.scope !275
  %23 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 16, ptr %23, align 8, !tbaa !76, !alias.scope !275
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %7, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %24 unwind label %164

24:                                               ; preds = %19
  %25 = load i64, ptr %10, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %9) #27
  store i64 %25, ptr %9, align 8, !tbaa !278
  %26 = getelementptr inbounds i8, ptr %9, i64 8
  %27 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %27, ptr %26, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %9, i64 16
  %29 = getelementptr inbounds i8, ptr %7, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %24, %36, %39
  %42 = getelementptr inbounds i8, ptr %9, i64 24
  %43 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = getelementptr inbounds i8, ptr %9, i64 64
  %45 = load ptr, ptr %3, align 8, !tbaa !192
  store ptr %45, ptr %44, align 8, !tbaa !192
  %46 = getelementptr inbounds i8, ptr %9, i64 72
  %47 = getelementptr inbounds i8, ptr %3, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %48, ptr %46, align 8, !tbaa !41
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %41
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !32
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %41, %54, %57
  %60 = getelementptr inbounds i8, ptr %9, i64 80
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %60, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  %62 = getelementptr inbounds i8, ptr %9, i64 120
  %63 = load ptr, ptr %5, align 8, !tbaa !192
  store ptr %63, ptr %62, align 8, !tbaa !192
  %64 = getelementptr inbounds i8, ptr %9, i64 128
  %65 = getelementptr inbounds i8, ptr %5, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !41
  store ptr %66, ptr %64, align 8, !tbaa !41
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %59
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %69, align 4, !tbaa !32
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %69, align 4, !tbaa !32
  br label %77

75:                                               ; preds = %68
  %76 = atomicrmw volatile add ptr %69, i32 1 acq_rel, align 4
  br label %77

77:                                               ; preds = %59, %72, %75
  %78 = getelementptr inbounds i8, ptr %9, i64 136
  %79 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %78, ptr noundef nonnull align 8 dereferenceable(40) %79, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESQ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %25, i64 %25, ptr noundef nonnull align 8 dereferenceable(176) %9)
          to label %80 unwind label %166

80:                                               ; preds = %77
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %9) #27
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %9) #27
  %81 = load ptr, ptr %29, align 8, !tbaa !41
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !43
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !45
  %90 = load ptr, ptr %81, align 8, !tbaa !46
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  %93 = load ptr, ptr %81, align 8, !tbaa !46
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !32
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !48

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #27
  br label %107

107:                                              ; preds = %80, %88, %103, %106
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  %108 = load ptr, ptr %65, align 8, !tbaa !41
  %109 = icmp eq ptr %108, null
  br i1 %109, label %134, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load atomic i64, ptr %111 acquire, align 8
  %113 = icmp eq i64 %112, 4294967297
  %114 = trunc i64 %112 to i32
  br i1 %113, label %115, label %123

115:                                              ; preds = %110
  store i32 0, ptr %111, align 8, !tbaa !43
  %116 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 0, ptr %116, align 4, !tbaa !45
  %117 = load ptr, ptr %108, align 8, !tbaa !46
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %108) #27
  %120 = load ptr, ptr %108, align 8, !tbaa !46
  %121 = getelementptr inbounds i8, ptr %120, i64 24
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %108) #27
  br label %134

123:                                              ; preds = %110
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %128, label %126

126:                                              ; preds = %123
  %127 = add nsw i32 %114, -1
  store i32 %127, ptr %111, align 4, !tbaa !32
  br label %130

128:                                              ; preds = %123
  %129 = atomicrmw volatile add ptr %111, i32 -1 acq_rel, align 4
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi i32 [ %114, %126 ], [ %129, %128 ]
  %132 = icmp eq i32 %131, 1
  br i1 %132, label %133, label %134, !prof !48

133:                                              ; preds = %130
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %108) #27
  br label %134

134:                                              ; preds = %107, %115, %130, %133
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  %135 = load ptr, ptr %47, align 8, !tbaa !41
  %136 = icmp eq ptr %135, null
  br i1 %136, label %161, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load atomic i64, ptr %138 acquire, align 8
  %140 = icmp eq i64 %139, 4294967297
  %141 = trunc i64 %139 to i32
  br i1 %140, label %142, label %150

142:                                              ; preds = %137
  store i32 0, ptr %138, align 8, !tbaa !43
  %143 = getelementptr inbounds i8, ptr %135, i64 12
  store i32 0, ptr %143, align 4, !tbaa !45
  %144 = load ptr, ptr %135, align 8, !tbaa !46
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %135) #27
  %147 = load ptr, ptr %135, align 8, !tbaa !46
  %148 = getelementptr inbounds i8, ptr %147, i64 24
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %135) #27
  br label %161

150:                                              ; preds = %137
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = add nsw i32 %141, -1
  store i32 %154, ptr %138, align 4, !tbaa !32
  br label %157

155:                                              ; preds = %150
  %156 = atomicrmw volatile add ptr %138, i32 -1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %153
  %158 = phi i32 [ %141, %153 ], [ %156, %155 ]
  %159 = icmp eq i32 %158, 1
  br i1 %159, label %160, label %161, !prof !48

160:                                              ; preds = %157
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %135) #27
  br label %161

161:                                              ; preds = %134, %142, %157, %160
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  ret void

162:                                              ; preds = %2
  %163 = landingpad { ptr, i32 }
          cleanup
  br label %170

164:                                              ; preds = %19
  %165 = landingpad { ptr, i32 }
          cleanup
  br label %168

166:                                              ; preds = %77
  %167 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %9) #27
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #27
  br label %168

168:                                              ; preds = %166, %164
  %169 = phi { ptr, i32 } [ %167, %166 ], [ %165, %164 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #27
  br label %170

170:                                              ; preds = %168, %162
  %171 = phi { ptr, i32 } [ %169, %168 ], [ %163, %162 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %3) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  resume { ptr, i32 } %171
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.168") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
  store i32 %34, ptr %18, align 4, !tbaa !32
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #28
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
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
  store i32 %50, ptr %34, align 4, !tbaa !32
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
  store i32 %78, ptr %62, align 4, !tbaa !32
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::range.126", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !15, !alias.scope !281
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !15, !alias.scope !281
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !281
  store i64 %12, ptr %8, align 8, !tbaa !15, !alias.scope !284
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !15, !alias.scope !284
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !15, !alias.scope !284
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !29
  %23 = load ptr, ptr %20, align 8, !tbaa !29
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !48

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #32
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !199
  store ptr %36, ptr %34, align 8, !tbaa !199
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
  br i1 %53, label %54, label %33, !llvm.loop !201

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
  %61 = load ptr, ptr %1, align 8, !tbaa !175
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !167
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !174, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 %94, ptr %78, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !287
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !29
  %118 = load ptr, ptr %20, align 8, !tbaa !29
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !48

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #32
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !199
  store ptr %132, ptr %130, align 8, !tbaa !199
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
  br i1 %149, label %150, label %129, !llvm.loop !201

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
  store i32 %192, ptr %176, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #28
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !287
  %216 = load ptr, ptr %1, align 8, !tbaa !175
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !192
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESQ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(176) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.171, align 8
  %6 = load i64, ptr %3, align 8, !tbaa !278
  store i64 %6, ptr %5, align 8, !tbaa !278
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !192
  store ptr %9, ptr %7, align 8, !tbaa !192
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !41
  store ptr %12, ptr %10, align 8, !tbaa !41
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !32
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %4
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 64
  %27 = getelementptr inbounds i8, ptr %3, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %28, ptr %26, align 8, !tbaa !192
  %29 = getelementptr inbounds i8, ptr %5, i64 72
  %30 = getelementptr inbounds i8, ptr %3, i64 72
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
  %38 = load i32, ptr %34, align 4, !tbaa !32
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !32
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %5, i64 80
  %44 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %43, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 120
  %46 = getelementptr inbounds i8, ptr %3, i64 120
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  store ptr %47, ptr %45, align 8, !tbaa !192
  %48 = getelementptr inbounds i8, ptr %5, i64 128
  %49 = getelementptr inbounds i8, ptr %3, i64 128
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
  %57 = load i32, ptr %53, align 4, !tbaa !32
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !32
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %42, %56, %59
  %62 = getelementptr inbounds i8, ptr %5, i64 136
  %63 = getelementptr inbounds i8, ptr %3, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %62, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull %5)
          to label %64 unwind label %65

64:                                               ; preds = %61
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %5) #27
  ret void

65:                                               ; preds = %61
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %5) #27
  resume { ptr, i32 } %66
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.126", align 8
  %6 = alloca %"class.sycl::_V1::range.126", align 16
  %7 = alloca %"class.std::tuple.172", align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %9 = alloca %class.anon.171, align 8
  %10 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %11 = alloca %class.anon.171, align 8
  %12 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %4
  %15 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %16 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %17 = extractvalue { i32, ptr } %16, 0
  %18 = extractvalue { i32, ptr } %16, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %15, i32 %17, ptr %18, ptr noundef nonnull @.str.26)
          to label %19 unwind label %22

19:                                               ; preds = %14
  tail call void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

20:                                               ; preds = %35, %201, %22
  %21 = phi { ptr, i32 } [ %23, %22 ], [ %202, %201 ], [ %36, %35 ]
  resume { ptr, i32 } %21

22:                                               ; preds = %14
  %23 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %15) #27
  br label %20

24:                                               ; preds = %4
  %25 = icmp eq i64 %2, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %24
  %27 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %28 = extractvalue { i64, i1 } %27, 1
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %31 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %32 = extractvalue { i32, ptr } %31, 0
  %33 = extractvalue { i32, ptr } %31, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %30, i32 %32, ptr %33, ptr noundef nonnull @.str.35)
          to label %34 unwind label %35

34:                                               ; preds = %29
  tail call void @__cxa_throw(ptr nonnull %30, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

35:                                               ; preds = %29
  %36 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %30) #27
  br label %20

37:                                               ; preds = %24, %26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.172") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2)
  %38 = getelementptr inbounds i8, ptr %7, i64 8
  %39 = load i8, ptr %7, align 8, !tbaa !288, !range !94, !noundef !95
  %40 = trunc nuw i8 %39 to i1
  br i1 %40, label %41, label %175

41:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #27
  %42 = load i64, ptr %3, align 8, !tbaa !278
  store i64 %42, ptr %9, align 8, !tbaa !278
  %43 = getelementptr inbounds i8, ptr %9, i64 8
  %44 = getelementptr inbounds i8, ptr %3, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %45, ptr %43, align 8, !tbaa !192
  %46 = getelementptr inbounds i8, ptr %9, i64 16
  %47 = getelementptr inbounds i8, ptr %3, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %48, ptr %46, align 8, !tbaa !41
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %41
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !32
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %54, %41
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  %61 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %60, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  %62 = getelementptr inbounds i8, ptr %9, i64 64
  %63 = getelementptr inbounds i8, ptr %3, i64 64
  %64 = load ptr, ptr %63, align 8, !tbaa !192
  store ptr %64, ptr %62, align 8, !tbaa !192
  %65 = getelementptr inbounds i8, ptr %9, i64 72
  %66 = getelementptr inbounds i8, ptr %3, i64 72
  %67 = load ptr, ptr %66, align 8, !tbaa !41
  store ptr %67, ptr %65, align 8, !tbaa !41
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !32
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !32
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %59
  %79 = getelementptr inbounds i8, ptr %9, i64 80
  %80 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %79, ptr noundef nonnull align 8 dereferenceable(40) %80, i64 40, i1 false)
  %81 = getelementptr inbounds i8, ptr %9, i64 120
  %82 = getelementptr inbounds i8, ptr %3, i64 120
  %83 = load ptr, ptr %82, align 8, !tbaa !192
  store ptr %83, ptr %81, align 8, !tbaa !192
  %84 = getelementptr inbounds i8, ptr %9, i64 128
  %85 = getelementptr inbounds i8, ptr %3, i64 128
  %86 = load ptr, ptr %85, align 8, !tbaa !41
  store ptr %86, ptr %84, align 8, !tbaa !41
  %87 = icmp eq ptr %86, null
  br i1 %87, label %97, label %88

88:                                               ; preds = %78
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %89, align 4, !tbaa !32
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !32
  br label %97

95:                                               ; preds = %88
  %96 = atomicrmw volatile add ptr %89, i32 1 acq_rel, align 4
  br label %97

97:                                               ; preds = %78, %92, %95
  %98 = getelementptr inbounds i8, ptr %9, i64 136
  %99 = getelementptr inbounds i8, ptr %3, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %98, ptr noundef nonnull align 8 dereferenceable(40) %99, i64 40, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !289)
  store i64 %1, ptr %8, align 8, !alias.scope !289
  %100 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %100, align 8, !alias.scope !289
  %101 = getelementptr inbounds i8, ptr %8, i64 16
  %102 = load i64, ptr %9, align 8, !tbaa !278, !noalias !289
  store i64 %102, ptr %101, align 8, !tbaa !278, !alias.scope !289
  %103 = getelementptr inbounds i8, ptr %8, i64 24
  %104 = load ptr, ptr %43, align 8, !tbaa !192, !noalias !289
  store ptr %104, ptr %103, align 8, !tbaa !192, !alias.scope !289
  %105 = getelementptr inbounds i8, ptr %8, i64 32
  %106 = load ptr, ptr %46, align 8, !tbaa !41, !noalias !289
  store ptr %106, ptr %105, align 8, !tbaa !41, !alias.scope !289
  %107 = icmp eq ptr %106, null
  br i1 %107, label %117, label %108

108:                                              ; preds = %97
  %109 = getelementptr inbounds i8, ptr %106, i64 8
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !289
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  %113 = load i32, ptr %109, align 4, !tbaa !32, !noalias !289
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %109, align 4, !tbaa !32, !noalias !289
  br label %117

115:                                              ; preds = %108
  %116 = atomicrmw volatile add ptr %109, i32 1 acq_rel, align 4, !noalias !289
  br label %117

117:                                              ; preds = %115, %112, %97
  %118 = getelementptr inbounds i8, ptr %8, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %118, ptr noundef nonnull align 8 dereferenceable(40) %60, i64 40, i1 false)
  %119 = getelementptr inbounds i8, ptr %8, i64 80
  %120 = load ptr, ptr %62, align 8, !tbaa !192, !noalias !289
  store ptr %120, ptr %119, align 8, !tbaa !192, !alias.scope !289
  %121 = getelementptr inbounds i8, ptr %8, i64 88
  %122 = load ptr, ptr %65, align 8, !tbaa !41, !noalias !289
  store ptr %122, ptr %121, align 8, !tbaa !41, !alias.scope !289
  %123 = icmp eq ptr %122, null
  br i1 %123, label %133, label %124

124:                                              ; preds = %117
  %125 = getelementptr inbounds i8, ptr %122, i64 8
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !289
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %131, label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %125, align 4, !tbaa !32, !noalias !289
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %125, align 4, !tbaa !32, !noalias !289
  br label %133

131:                                              ; preds = %124
  %132 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4, !noalias !289
  br label %133

133:                                              ; preds = %131, %128, %117
  %134 = getelementptr inbounds i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %134, ptr noundef nonnull align 8 dereferenceable(40) %79, i64 40, i1 false)
  %135 = getelementptr inbounds i8, ptr %8, i64 136
  %136 = load ptr, ptr %81, align 8, !tbaa !192, !noalias !289
  store ptr %136, ptr %135, align 8, !tbaa !192, !alias.scope !289
  %137 = getelementptr inbounds i8, ptr %8, i64 144
  %138 = load ptr, ptr %84, align 8, !tbaa !41, !noalias !289
  store ptr %138, ptr %137, align 8, !tbaa !41, !alias.scope !289
  %139 = icmp eq ptr %138, null
  br i1 %139, label %149, label %140

140:                                              ; preds = %133
  %141 = getelementptr inbounds i8, ptr %138, i64 8
  %142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !289
  %143 = icmp eq i8 %142, 0
  br i1 %143, label %147, label %144

144:                                              ; preds = %140
  %145 = load i32, ptr %141, align 4, !tbaa !32, !noalias !289
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %141, align 4, !tbaa !32, !noalias !289
  br label %149

147:                                              ; preds = %140
  %148 = atomicrmw volatile add ptr %141, i32 1 acq_rel, align 4, !noalias !289
  br label %149

149:                                              ; preds = %133, %144, %147
  %150 = getelementptr inbounds i8, ptr %8, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %150, ptr noundef nonnull align 8 dereferenceable(40) %98, i64 40, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %9) #27
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(192) %8)
          to label %151 unwind label %169

151:                                              ; preds = %149
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.39)
          to label %152 unwind label %169

152:                                              ; preds = %151
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %153 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %153, align 16, !alias.scope !292
  %154 = load <2 x i64>, ptr %38, align 8
  store <2 x i64> %154, ptr %6, align 16, !tbaa !15, !alias.scope !292
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %155 unwind label %169

155:                                              ; preds = %152
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false)
  %156 = getelementptr inbounds i8, ptr %10, i64 16
  %157 = load i64, ptr %101, align 8, !tbaa !278
  store i64 %157, ptr %156, align 8, !tbaa !278
  %158 = getelementptr inbounds i8, ptr %10, i64 24
  %159 = load <2 x ptr>, ptr %103, align 8, !tbaa !29
  store ptr null, ptr %105, align 8, !tbaa !41
  store <2 x ptr> %159, ptr %158, align 8, !tbaa !29
  store ptr null, ptr %103, align 8, !tbaa !192
  %160 = getelementptr inbounds i8, ptr %10, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %160, ptr noundef nonnull align 8 dereferenceable(40) %118, i64 40, i1 false)
  %161 = getelementptr inbounds i8, ptr %10, i64 80
  %162 = load <2 x ptr>, ptr %119, align 8, !tbaa !29
  store ptr null, ptr %121, align 8, !tbaa !41
  store <2 x ptr> %162, ptr %161, align 8, !tbaa !29
  store ptr null, ptr %119, align 8, !tbaa !192
  %163 = getelementptr inbounds i8, ptr %10, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %163, ptr noundef nonnull align 8 dereferenceable(40) %134, i64 40, i1 false)
  %164 = getelementptr inbounds i8, ptr %10, i64 136
  %165 = load <2 x ptr>, ptr %135, align 8, !tbaa !29
  store ptr null, ptr %137, align 8, !tbaa !41
  store <2 x ptr> %165, ptr %164, align 8, !tbaa !29
  store ptr null, ptr %135, align 8, !tbaa !192
  %166 = getelementptr inbounds i8, ptr %10, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %166, ptr noundef nonnull align 8 dereferenceable(40) %150, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %10)
          to label %167 unwind label %171

167:                                              ; preds = %155
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %156) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %168 unwind label %169

168:                                              ; preds = %167
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %101) #27
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #27
  br label %200

169:                                              ; preds = %152, %149, %167, %151
  %170 = landingpad { ptr, i32 }
          cleanup
  br label %173

171:                                              ; preds = %155
  %172 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %156) #27
  br label %173

173:                                              ; preds = %171, %169
  %174 = phi { ptr, i32 } [ %170, %169 ], [ %172, %171 ]
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %101) #27
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #27
  br label %201

175:                                              ; preds = %37
  call void @_ZN4sycl3_V17handler6unpackI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(176) %3)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.39)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %176 = getelementptr inbounds i8, ptr %5, i64 8
  %177 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %177, align 8, !alias.scope !295
  store i64 %1, ptr %5, align 8, !tbaa !15, !alias.scope !295
  store i64 %2, ptr %176, align 8, !tbaa !15, !alias.scope !295
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %178 = load i64, ptr %3, align 8, !tbaa !278
  store i64 %178, ptr %11, align 8, !tbaa !278
  %179 = getelementptr inbounds i8, ptr %11, i64 8
  %180 = getelementptr inbounds i8, ptr %3, i64 8
  %181 = getelementptr inbounds i8, ptr %3, i64 16
  %182 = load <2 x ptr>, ptr %180, align 8, !tbaa !29
  store ptr null, ptr %181, align 8, !tbaa !41
  store <2 x ptr> %182, ptr %179, align 8, !tbaa !29
  store ptr null, ptr %180, align 8, !tbaa !192
  %183 = getelementptr inbounds i8, ptr %11, i64 24
  %184 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %183, ptr noundef nonnull align 8 dereferenceable(40) %184, i64 40, i1 false)
  %185 = getelementptr inbounds i8, ptr %11, i64 64
  %186 = getelementptr inbounds i8, ptr %3, i64 64
  %187 = getelementptr inbounds i8, ptr %3, i64 72
  %188 = load <2 x ptr>, ptr %186, align 8, !tbaa !29
  store ptr null, ptr %187, align 8, !tbaa !41
  store <2 x ptr> %188, ptr %185, align 8, !tbaa !29
  store ptr null, ptr %186, align 8, !tbaa !192
  %189 = getelementptr inbounds i8, ptr %11, i64 80
  %190 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %189, ptr noundef nonnull align 8 dereferenceable(40) %190, i64 40, i1 false)
  %191 = getelementptr inbounds i8, ptr %11, i64 120
  %192 = getelementptr inbounds i8, ptr %3, i64 120
  %193 = getelementptr inbounds i8, ptr %3, i64 128
  %194 = load <2 x ptr>, ptr %192, align 8, !tbaa !29
  store ptr null, ptr %193, align 8, !tbaa !41
  store <2 x ptr> %194, ptr %191, align 8, !tbaa !29
  store ptr null, ptr %192, align 8, !tbaa !192
  %195 = getelementptr inbounds i8, ptr %11, i64 136
  %196 = getelementptr inbounds i8, ptr %3, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %195, ptr noundef nonnull align 8 dereferenceable(40) %196, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %11)
          to label %197 unwind label %198

197:                                              ; preds = %175
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %11) #27
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %200

198:                                              ; preds = %175
  %199 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %11) #27
  br label %201

200:                                              ; preds = %197, %168
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

201:                                              ; preds = %198, %173
  %202 = phi { ptr, i32 } [ %174, %173 ], [ %199, %198 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %20
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.172") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.180", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.179, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !298
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #27
  store i64 16, ptr %7, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #27
  store i64 32, ptr %8, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #27
  store i64 1024, ptr %9, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.180") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !288, !range !94, !noundef !95
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !15
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !15
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %29 = load i64, ptr %8, align 8, !tbaa !15
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #27
  store i8 0, ptr %10, align 1, !tbaa !288
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #27
  store ptr %1, ptr %11, align 8, !tbaa !300
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !29
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !29
  %46 = load i64, ptr %7, align 8, !tbaa !15
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
  %58 = load i64, ptr %6, align 8, !tbaa !15
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !15
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !288, !range !94, !noundef !95
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #27
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.185", align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE_clESG_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.185") align 8 %3, ptr noundef nonnull align 8 dereferenceable(192) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr null, ptr %3, align 8, !tbaa !29
  %7 = load ptr, ptr %5, align 8, !tbaa !29
  store ptr %6, ptr %5, align 8, !tbaa !29
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  %13 = load ptr, ptr %3, align 8, !tbaa !29
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !46
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(200) %13) #27
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !29
  %21 = load ptr, ptr %20, align 8, !tbaa !46
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HarnessGemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.137") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !213
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !215
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(152) ptr @_Znam(i64 noundef 152) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(151) %35, ptr noundef nonnull align 1 dereferenceable(151) @.str.40, i64 151, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 151
  store i8 0, ptr %36, align 1, !tbaa !13
  %37 = load ptr, ptr %34, align 8, !tbaa !29
  store ptr %35, ptr %34, align 8, !tbaa !29
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !213
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !215
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.202", align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.202") align 8 %3, ptr noundef nonnull align 8 dereferenceable(176) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr null, ptr %3, align 8, !tbaa !29
  %7 = load ptr, ptr %5, align 8, !tbaa !29
  store ptr %6, ptr %5, align 8, !tbaa !29
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  %13 = load ptr, ptr %3, align 8, !tbaa !29
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !46
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(184) %13) #27
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !29
  %21 = load ptr, ptr %20, align 8, !tbaa !46
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI11HarnessGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.137") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !213
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !215
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(117) ptr @_Znam(i64 noundef 117) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(116) %35, ptr noundef nonnull align 1 dereferenceable(116) @.str.39, i64 116, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 116
  store i8 0, ptr %36, align 1, !tbaa !13
  %37 = load ptr, ptr %34, align 8, !tbaa !29
  store ptr %35, ptr %34, align 8, !tbaa !29
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !213
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !215
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %42
}

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !300
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.36, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.37, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.20)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #27
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !302
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !15
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.38, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !46
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !303
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #30
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !305
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !13
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !46
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
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.20)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !302
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !308
  store i8 1, ptr %73, align 1, !tbaa !288
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.180") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #13

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(192) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !278
  store i64 %7, ptr %5, align 8, !tbaa !278
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !192
  store ptr %10, ptr %8, align 8, !tbaa !192
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !41
  store ptr %13, ptr %11, align 8, !tbaa !41
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !32
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !32
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  %27 = getelementptr inbounds i8, ptr %4, i64 80
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  store ptr %29, ptr %27, align 8, !tbaa !192
  %30 = getelementptr inbounds i8, ptr %4, i64 88
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !41
  store ptr %32, ptr %30, align 8, !tbaa !41
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !32
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !32
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %24
  %44 = getelementptr inbounds i8, ptr %4, i64 96
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %46 = getelementptr inbounds i8, ptr %4, i64 136
  %47 = getelementptr inbounds i8, ptr %1, i64 136
  %48 = load ptr, ptr %47, align 8, !tbaa !192
  store ptr %48, ptr %46, align 8, !tbaa !192
  %49 = getelementptr inbounds i8, ptr %4, i64 144
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load ptr, ptr %50, align 8, !tbaa !41
  store ptr %51, ptr %49, align 8, !tbaa !41
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %43
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !32
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !32
  br label %62

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4
  br label %62

62:                                               ; preds = %43, %57, %60
  %63 = getelementptr inbounds i8, ptr %4, i64 152
  %64 = getelementptr inbounds i8, ptr %1, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %63, ptr noundef nonnull align 8 dereferenceable(40) %64, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %65 = getelementptr inbounds i8, ptr %3, i64 16
  %66 = load i64, ptr %5, align 8, !tbaa !278
  store i64 %66, ptr %65, align 8, !tbaa !278
  %67 = getelementptr inbounds i8, ptr %3, i64 24
  %68 = load ptr, ptr %8, align 8, !tbaa !192
  store ptr %68, ptr %67, align 8, !tbaa !192
  %69 = getelementptr inbounds i8, ptr %3, i64 32
  %70 = load ptr, ptr %11, align 8, !tbaa !41
  store ptr %70, ptr %69, align 8, !tbaa !41
  %71 = icmp eq ptr %70, null
  br i1 %71, label %81, label %72

72:                                               ; preds = %62
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %73, align 4, !tbaa !32
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 4, !tbaa !32
  br label %81

79:                                               ; preds = %72
  %80 = atomicrmw volatile add ptr %73, i32 1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %76, %62
  %82 = getelementptr inbounds i8, ptr %3, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %82, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %83 = getelementptr inbounds i8, ptr %3, i64 80
  %84 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %84, ptr %83, align 8, !tbaa !192
  %85 = getelementptr inbounds i8, ptr %3, i64 88
  %86 = load ptr, ptr %30, align 8, !tbaa !41
  store ptr %86, ptr %85, align 8, !tbaa !41
  %87 = icmp eq ptr %86, null
  br i1 %87, label %97, label %88

88:                                               ; preds = %81
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %89, align 4, !tbaa !32
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !32
  br label %97

95:                                               ; preds = %88
  %96 = atomicrmw volatile add ptr %89, i32 1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %92, %81
  %98 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %98, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %99 = getelementptr inbounds i8, ptr %3, i64 136
  %100 = load ptr, ptr %46, align 8, !tbaa !192
  store ptr %100, ptr %99, align 8, !tbaa !192
  %101 = getelementptr inbounds i8, ptr %3, i64 144
  %102 = load ptr, ptr %49, align 8, !tbaa !41
  store ptr %102, ptr %101, align 8, !tbaa !41
  %103 = icmp eq ptr %102, null
  br i1 %103, label %113, label %104

104:                                              ; preds = %97
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %105, align 4, !tbaa !32
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %105, align 4, !tbaa !32
  br label %113

111:                                              ; preds = %104
  %112 = atomicrmw volatile add ptr %105, i32 1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %108, %97
  %114 = getelementptr inbounds i8, ptr %3, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %114, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %65) #27
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %5) #27
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE_clESG_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.185") align 8 %0, ptr noundef nonnull align 8 dereferenceable(192) %1) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(200) ptr @_Znwm(i64 noundef 200) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !278
  store i64 %7, ptr %5, align 8, !tbaa !278
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !192
  store ptr %10, ptr %8, align 8, !tbaa !192
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !41
  store ptr %13, ptr %11, align 8, !tbaa !41
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !32
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !32
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  %27 = getelementptr inbounds i8, ptr %3, i64 80
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  store ptr %29, ptr %27, align 8, !tbaa !192
  %30 = getelementptr inbounds i8, ptr %3, i64 88
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !41
  store ptr %32, ptr %30, align 8, !tbaa !41
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !32
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !32
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %24
  %44 = getelementptr inbounds i8, ptr %3, i64 96
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %46 = getelementptr inbounds i8, ptr %3, i64 136
  %47 = getelementptr inbounds i8, ptr %1, i64 136
  %48 = load ptr, ptr %47, align 8, !tbaa !192
  store ptr %48, ptr %46, align 8, !tbaa !192
  %49 = getelementptr inbounds i8, ptr %3, i64 144
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load ptr, ptr %50, align 8, !tbaa !41
  store ptr %51, ptr %49, align 8, !tbaa !41
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %43
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !32
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !32
  br label %62

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4
  br label %62

62:                                               ; preds = %43, %57, %60
  %63 = getelementptr inbounds i8, ptr %3, i64 152
  %64 = getelementptr inbounds i8, ptr %1, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %63, ptr noundef nonnull align 8 dereferenceable(40) %64, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %4, align 8, !tbaa !46
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %66 = getelementptr inbounds i8, ptr %4, i64 24
  %67 = load i64, ptr %5, align 8, !tbaa !278
  store i64 %67, ptr %66, align 8, !tbaa !278
  %68 = getelementptr inbounds i8, ptr %4, i64 32
  %69 = load ptr, ptr %8, align 8, !tbaa !192
  store ptr %69, ptr %68, align 8, !tbaa !192
  %70 = getelementptr inbounds i8, ptr %4, i64 40
  %71 = load ptr, ptr %11, align 8, !tbaa !41
  store ptr %71, ptr %70, align 8, !tbaa !41
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %62
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !32
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !32
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %80, %77, %62
  %83 = getelementptr inbounds i8, ptr %4, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %83, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %84 = getelementptr inbounds i8, ptr %4, i64 88
  %85 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %85, ptr %84, align 8, !tbaa !192
  %86 = getelementptr inbounds i8, ptr %4, i64 96
  %87 = load ptr, ptr %30, align 8, !tbaa !41
  store ptr %87, ptr %86, align 8, !tbaa !41
  %88 = icmp eq ptr %87, null
  br i1 %88, label %98, label %89

89:                                               ; preds = %82
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = load i32, ptr %90, align 4, !tbaa !32
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %90, align 4, !tbaa !32
  br label %98

96:                                               ; preds = %89
  %97 = atomicrmw volatile add ptr %90, i32 1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %93, %82
  %99 = getelementptr inbounds i8, ptr %4, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %99, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %100 = getelementptr inbounds i8, ptr %4, i64 144
  %101 = load ptr, ptr %46, align 8, !tbaa !192
  store ptr %101, ptr %100, align 8, !tbaa !192
  %102 = getelementptr inbounds i8, ptr %4, i64 152
  %103 = load ptr, ptr %49, align 8, !tbaa !41
  store ptr %103, ptr %102, align 8, !tbaa !41
  %104 = icmp eq ptr %103, null
  br i1 %104, label %114, label %105

105:                                              ; preds = %98
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load i32, ptr %106, align 4, !tbaa !32
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %106, align 4, !tbaa !32
  br label %114

112:                                              ; preds = %105
  %113 = atomicrmw volatile add ptr %106, i32 1 acq_rel, align 4
  br label %114

114:                                              ; preds = %98, %109, %112
  %115 = getelementptr inbounds i8, ptr %4, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !29
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %5) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HarnessGemmEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.137") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #32
  store ptr %4, ptr %0, align 8, !tbaa !213
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !215
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 24, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !215
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %13 = load ptr, ptr %7, align 8, !tbaa !216
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !216
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !29
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !215
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %23 = load ptr, ptr %7, align 8, !tbaa !216
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !216
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !29
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 136, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !215
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %33 = load ptr, ptr %7, align 8, !tbaa !216
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !216
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
  %39 = load ptr, ptr %0, align 8, !tbaa !213
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !215
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 200) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !278
  store i64 %6, ptr %4, align 8, !tbaa !278
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !192
  store ptr %9, ptr %7, align 8, !tbaa !192
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !41
  store ptr %12, ptr %10, align 8, !tbaa !41
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !32
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %1
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %28, ptr %26, align 8, !tbaa !192
  %29 = getelementptr inbounds i8, ptr %2, i64 88
  %30 = getelementptr inbounds i8, ptr %0, i64 96
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
  %38 = load i32, ptr %34, align 4, !tbaa !32
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !32
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %2, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %43, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %45 = getelementptr inbounds i8, ptr %2, i64 136
  %46 = getelementptr inbounds i8, ptr %0, i64 144
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  store ptr %47, ptr %45, align 8, !tbaa !192
  %48 = getelementptr inbounds i8, ptr %2, i64 144
  %49 = getelementptr inbounds i8, ptr %0, i64 152
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
  %57 = load i32, ptr %53, align 4, !tbaa !32
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !32
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %42, %56, %59
  %62 = getelementptr inbounds i8, ptr %2, i64 152
  %63 = getelementptr inbounds i8, ptr %0, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %62, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  %64 = load i64, ptr %2, align 8
  %65 = getelementptr inbounds i8, ptr %2, i64 8
  %66 = load i64, ptr %65, align 8
  %67 = icmp eq i64 %64, 0
  %68 = icmp eq i64 %66, 0
  %69 = select i1 %68, i1 true, i1 %67
  br i1 %69, label %82, label %70

70:                                               ; preds = %61, %73
  %71 = phi i64 [ %80, %73 ], [ 0, %61 ]
  %72 = phi i64 [ %79, %73 ], [ 0, %61 ]
  invoke void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(176) %4, i64 %72, i64 %71)
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
  br i1 %81, label %82, label %70, !llvm.loop !309

82:                                               ; preds = %73, %61
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %4) #27
  ret void

83:                                               ; preds = %70
  %84 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %4) #27
  resume { ptr, i32 } %84
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = load i64, ptr %0, align 8, !tbaa !278
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %34, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 64
  %14 = getelementptr inbounds i8, ptr %0, i64 72
  %15 = getelementptr inbounds i8, ptr %0, i64 80
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  %17 = getelementptr inbounds i8, ptr %7, i64 24
  %18 = getelementptr inbounds i8, ptr %7, i64 32
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = getelementptr inbounds i8, ptr %0, i64 120
  %21 = getelementptr inbounds i8, ptr %0, i64 128
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  %24 = getelementptr inbounds i8, ptr %8, i64 24
  %25 = getelementptr inbounds i8, ptr %8, i64 32
  %26 = getelementptr inbounds i8, ptr %8, i64 8
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = getelementptr inbounds i8, ptr %9, i64 16
  %31 = getelementptr inbounds i8, ptr %9, i64 24
  %32 = getelementptr inbounds i8, ptr %9, i64 32
  %33 = getelementptr inbounds i8, ptr %9, i64 8
  br label %35

34:                                               ; preds = %319, %3
  ret void

35:                                               ; preds = %12, %319
  %36 = phi i64 [ 0, %12 ], [ %320, %319 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !310)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %37 = load ptr, ptr %13, align 8, !tbaa !192, !noalias !310
  %38 = load ptr, ptr %14, align 8, !tbaa !41, !noalias !310
  %39 = icmp eq ptr %38, null
  br i1 %39, label %50, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !310
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !32, !noalias !310
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !32, !noalias !310
  br label %51

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !310
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !310
  br label %51

50:                                               ; preds = %35
  store ptr %37, ptr %16, align 8, !tbaa !192, !alias.scope !310
  store ptr null, ptr %17, align 8, !tbaa !41, !alias.scope !310
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  store i64 %1, ptr %7, align 8, !tbaa !15, !alias.scope !310
  br label %82

51:                                               ; preds = %47, %44
  %52 = phi i8 [ %49, %47 ], [ 1, %44 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false), !noalias !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !310
  store ptr %37, ptr %16, align 8, !tbaa !192, !alias.scope !310
  store ptr %38, ptr %17, align 8, !tbaa !41, !alias.scope !310
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %51
  %55 = load i32, ptr %41, align 4, !tbaa !32, !noalias !310
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %41, align 4, !tbaa !32, !noalias !310
  br label %59

57:                                               ; preds = %51
  %58 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !310
  br label %59

59:                                               ; preds = %57, %54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %1, ptr %7, align 8, !tbaa !15, !alias.scope !310
  %60 = load atomic i64, ptr %41 acquire, align 8, !noalias !310
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %59
  store i32 0, ptr %41, align 8, !tbaa !43, !noalias !310
  %64 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %64, align 4, !tbaa !45, !noalias !310
  %65 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !310
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8, !noalias !310
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !310
  %68 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !310
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8, !noalias !310
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !310
  br label %82

71:                                               ; preds = %59
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !310
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %41, align 4, !tbaa !32, !noalias !310
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4, !noalias !310
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !48

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !310
  br label %82

82:                                               ; preds = %50, %63, %78, %81
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  store i64 %36, ptr %19, align 8, !tbaa !15
  %83 = load i64, ptr %7, align 8
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %85 unwind label %323

85:                                               ; preds = %82
  %86 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %87 unwind label %323

87:                                               ; preds = %85
  %88 = load i64, ptr %86, align 8
  %89 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %90 unwind label %323

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %89, i64 8
  %92 = load i64, ptr %91, align 8
  %93 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %94 unwind label %323

94:                                               ; preds = %90
  %95 = add i64 %88, %83
  %96 = mul i64 %92, %95
  %97 = getelementptr inbounds i8, ptr %93, i64 8
  %98 = load i64, ptr %97, align 8
  %99 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %16) #27
  %100 = getelementptr float, ptr %99, i64 %96
  %101 = getelementptr float, ptr %100, i64 %36
  %102 = getelementptr float, ptr %101, i64 %98
  %103 = load float, ptr %102, align 4, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !313)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %104 = load ptr, ptr %20, align 8, !tbaa !192, !noalias !313
  %105 = load ptr, ptr %21, align 8, !tbaa !41, !noalias !313
  %106 = icmp eq ptr %105, null
  br i1 %106, label %117, label %107

107:                                              ; preds = %94
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !313
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !32, !noalias !313
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !32, !noalias !313
  br label %118

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !313
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !313
  br label %118

117:                                              ; preds = %94
  store ptr %104, ptr %23, align 8, !tbaa !192, !alias.scope !313
  store ptr null, ptr %24, align 8, !tbaa !41, !alias.scope !313
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false)
  store i64 %36, ptr %8, align 8, !tbaa !15, !alias.scope !313
  br label %149

118:                                              ; preds = %114, %111
  %119 = phi i8 [ %116, %114 ], [ 1, %111 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false), !noalias !313
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !313
  store ptr %104, ptr %23, align 8, !tbaa !192, !alias.scope !313
  store ptr %105, ptr %24, align 8, !tbaa !41, !alias.scope !313
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %124, label %121

121:                                              ; preds = %118
  %122 = load i32, ptr %108, align 4, !tbaa !32, !noalias !313
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %108, align 4, !tbaa !32, !noalias !313
  br label %126

124:                                              ; preds = %118
  %125 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !313
  br label %126

126:                                              ; preds = %124, %121
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %36, ptr %8, align 8, !tbaa !15, !alias.scope !313
  %127 = load atomic i64, ptr %108 acquire, align 8, !noalias !313
  %128 = icmp eq i64 %127, 4294967297
  %129 = trunc i64 %127 to i32
  br i1 %128, label %130, label %138

130:                                              ; preds = %126
  store i32 0, ptr %108, align 8, !tbaa !43, !noalias !313
  %131 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %131, align 4, !tbaa !45, !noalias !313
  %132 = load ptr, ptr %105, align 8, !tbaa !46, !noalias !313
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8, !noalias !313
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !313
  %135 = load ptr, ptr %105, align 8, !tbaa !46, !noalias !313
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = load ptr, ptr %136, align 8, !noalias !313
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !313
  br label %149

138:                                              ; preds = %126
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !313
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %143, label %141

141:                                              ; preds = %138
  %142 = add nsw i32 %129, -1
  store i32 %142, ptr %108, align 4, !tbaa !32, !noalias !313
  br label %145

143:                                              ; preds = %138
  %144 = atomicrmw volatile add ptr %108, i32 -1 acq_rel, align 4, !noalias !313
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi i32 [ %129, %141 ], [ %144, %143 ]
  %147 = icmp eq i32 %146, 1
  br i1 %147, label %148, label %149, !prof !48

148:                                              ; preds = %145
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !313
  br label %149

149:                                              ; preds = %148, %145, %130, %117
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %2, ptr %26, align 8, !tbaa !15
  %150 = load i64, ptr %8, align 8
  %151 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %152 unwind label %325

152:                                              ; preds = %149
  %153 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %154 unwind label %325

154:                                              ; preds = %152
  %155 = load i64, ptr %153, align 8
  %156 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %157 unwind label %325

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %156, i64 8
  %159 = load i64, ptr %158, align 8
  %160 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %161 unwind label %325

161:                                              ; preds = %157
  %162 = add i64 %155, %150
  %163 = mul i64 %159, %162
  %164 = getelementptr inbounds i8, ptr %160, i64 8
  %165 = load i64, ptr %164, align 8
  %166 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #27
  %167 = getelementptr float, ptr %166, i64 %163
  %168 = getelementptr float, ptr %167, i64 %2
  %169 = getelementptr float, ptr %168, i64 %165
  %170 = load float, ptr %169, align 4, !tbaa !100
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !316)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %171 = load ptr, ptr %27, align 8, !tbaa !192, !noalias !316
  %172 = load ptr, ptr %28, align 8, !tbaa !41, !noalias !316
  %173 = icmp eq ptr %172, null
  br i1 %173, label %184, label %174

174:                                              ; preds = %161
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !316
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = load i32, ptr %175, align 4, !tbaa !32, !noalias !316
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %175, align 4, !tbaa !32, !noalias !316
  br label %185

181:                                              ; preds = %174
  %182 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !316
  %183 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !316
  br label %185

184:                                              ; preds = %161
  store ptr %171, ptr %30, align 8, !tbaa !192, !alias.scope !316
  store ptr null, ptr %31, align 8, !tbaa !41, !alias.scope !316
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %32, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false)
  store i64 %1, ptr %9, align 8, !tbaa !15, !alias.scope !316
  br label %216

185:                                              ; preds = %181, %178
  %186 = phi i8 [ %183, %181 ], [ 1, %178 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false), !noalias !316
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !316
  store ptr %171, ptr %30, align 8, !tbaa !192, !alias.scope !316
  store ptr %172, ptr %31, align 8, !tbaa !41, !alias.scope !316
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %185
  %189 = load i32, ptr %175, align 4, !tbaa !32, !noalias !316
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %175, align 4, !tbaa !32, !noalias !316
  br label %193

191:                                              ; preds = %185
  %192 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !316
  br label %193

193:                                              ; preds = %191, %188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %32, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %9, align 8, !tbaa !15, !alias.scope !316
  %194 = load atomic i64, ptr %175 acquire, align 8, !noalias !316
  %195 = icmp eq i64 %194, 4294967297
  %196 = trunc i64 %194 to i32
  br i1 %195, label %197, label %205

197:                                              ; preds = %193
  store i32 0, ptr %175, align 8, !tbaa !43, !noalias !316
  %198 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %198, align 4, !tbaa !45, !noalias !316
  %199 = load ptr, ptr %172, align 8, !tbaa !46, !noalias !316
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load ptr, ptr %200, align 8, !noalias !316
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !316
  %202 = load ptr, ptr %172, align 8, !tbaa !46, !noalias !316
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8, !noalias !316
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !316
  br label %216

205:                                              ; preds = %193
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !316
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %196, -1
  store i32 %209, ptr %175, align 4, !tbaa !32, !noalias !316
  br label %212

210:                                              ; preds = %205
  %211 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4, !noalias !316
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %196, %208 ], [ %211, %210 ]
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %216, !prof !48

215:                                              ; preds = %212
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !316
  br label %216

216:                                              ; preds = %215, %212, %197, %184
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %2, ptr %33, align 8, !tbaa !15
  %217 = load i64, ptr %9, align 8
  %218 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %219 unwind label %327

219:                                              ; preds = %216
  %220 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %221 unwind label %327

221:                                              ; preds = %219
  %222 = load i64, ptr %220, align 8
  %223 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %224 unwind label %327

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %223, i64 8
  %226 = load i64, ptr %225, align 8
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %228 unwind label %327

228:                                              ; preds = %224
  %229 = add i64 %222, %217
  %230 = mul i64 %226, %229
  %231 = getelementptr inbounds i8, ptr %227, i64 8
  %232 = load i64, ptr %231, align 8
  %233 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  %234 = getelementptr float, ptr %233, i64 %230
  %235 = getelementptr float, ptr %234, i64 %2
  %236 = getelementptr float, ptr %235, i64 %232
  %237 = load float, ptr %236, align 4, !tbaa !100
  %238 = call float @llvm.fmuladd.f32(float %103, float %170, float %237)
  store float %238, ptr %236, align 4, !tbaa !100
  %239 = load ptr, ptr %31, align 8, !tbaa !41
  %240 = icmp eq ptr %239, null
  br i1 %240, label %265, label %241

241:                                              ; preds = %228
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load atomic i64, ptr %242 acquire, align 8
  %244 = icmp eq i64 %243, 4294967297
  %245 = trunc i64 %243 to i32
  br i1 %244, label %246, label %254

246:                                              ; preds = %241
  store i32 0, ptr %242, align 8, !tbaa !43
  %247 = getelementptr inbounds i8, ptr %239, i64 12
  store i32 0, ptr %247, align 4, !tbaa !45
  %248 = load ptr, ptr %239, align 8, !tbaa !46
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %239) #27
  %251 = load ptr, ptr %239, align 8, !tbaa !46
  %252 = getelementptr inbounds i8, ptr %251, i64 24
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %239) #27
  br label %265

254:                                              ; preds = %241
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %259, label %257

257:                                              ; preds = %254
  %258 = add nsw i32 %245, -1
  store i32 %258, ptr %242, align 4, !tbaa !32
  br label %261

259:                                              ; preds = %254
  %260 = atomicrmw volatile add ptr %242, i32 -1 acq_rel, align 4
  br label %261

261:                                              ; preds = %259, %257
  %262 = phi i32 [ %245, %257 ], [ %260, %259 ]
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %264, label %265, !prof !48

264:                                              ; preds = %261
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %239) #27
  br label %265

265:                                              ; preds = %228, %246, %261, %264
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  %266 = load ptr, ptr %24, align 8, !tbaa !41
  %267 = icmp eq ptr %266, null
  br i1 %267, label %292, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !43
  %274 = getelementptr inbounds i8, ptr %266, i64 12
  store i32 0, ptr %274, align 4, !tbaa !45
  %275 = load ptr, ptr %266, align 8, !tbaa !46
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %266) #27
  %278 = load ptr, ptr %266, align 8, !tbaa !46
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %266) #27
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !32
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !48

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %266) #27
  br label %292

292:                                              ; preds = %265, %273, %288, %291
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  %293 = load ptr, ptr %17, align 8, !tbaa !41
  %294 = icmp eq ptr %293, null
  br i1 %294, label %319, label %295

295:                                              ; preds = %292
  %296 = getelementptr inbounds i8, ptr %293, i64 8
  %297 = load atomic i64, ptr %296 acquire, align 8
  %298 = icmp eq i64 %297, 4294967297
  %299 = trunc i64 %297 to i32
  br i1 %298, label %300, label %308

300:                                              ; preds = %295
  store i32 0, ptr %296, align 8, !tbaa !43
  %301 = getelementptr inbounds i8, ptr %293, i64 12
  store i32 0, ptr %301, align 4, !tbaa !45
  %302 = load ptr, ptr %293, align 8, !tbaa !46
  %303 = getelementptr inbounds i8, ptr %302, i64 16
  %304 = load ptr, ptr %303, align 8
  call void %304(ptr noundef nonnull align 8 dereferenceable(16) %293) #27
  %305 = load ptr, ptr %293, align 8, !tbaa !46
  %306 = getelementptr inbounds i8, ptr %305, i64 24
  %307 = load ptr, ptr %306, align 8
  call void %307(ptr noundef nonnull align 8 dereferenceable(16) %293) #27
  br label %319

308:                                              ; preds = %295
  %309 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %313, label %311

311:                                              ; preds = %308
  %312 = add nsw i32 %299, -1
  store i32 %312, ptr %296, align 4, !tbaa !32
  br label %315

313:                                              ; preds = %308
  %314 = atomicrmw volatile add ptr %296, i32 -1 acq_rel, align 4
  br label %315

315:                                              ; preds = %313, %311
  %316 = phi i32 [ %299, %311 ], [ %314, %313 ]
  %317 = icmp eq i32 %316, 1
  br i1 %317, label %318, label %319, !prof !48

318:                                              ; preds = %315
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %293) #27
  br label %319

319:                                              ; preds = %292, %300, %315, %318
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  %320 = add nuw i64 %36, 1
  %321 = load i64, ptr %0, align 8, !tbaa !278
  %322 = icmp ult i64 %320, %321
  br i1 %322, label %35, label %34, !llvm.loop !319

323:                                              ; preds = %90, %87, %85, %82
  %324 = landingpad { ptr, i32 }
          cleanup
  br label %331

325:                                              ; preds = %157, %154, %152, %149
  %326 = landingpad { ptr, i32 }
          cleanup
  br label %329

327:                                              ; preds = %224, %221, %219, %216
  %328 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  br label %329

329:                                              ; preds = %327, %325
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %326, %325 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  br label %331

331:                                              ; preds = %329, %323
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %324, %323 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  resume { ptr, i32 } %332
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #22

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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.171, align 8
  %4 = alloca %class.anon.171, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !278
  store i64 %5, ptr %4, align 8, !tbaa !278
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 8, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 80
  %43 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 120
  %45 = getelementptr inbounds i8, ptr %1, i64 120
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %4, i64 128
  %48 = getelementptr inbounds i8, ptr %1, i64 128
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 8, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 136
  %62 = getelementptr inbounds i8, ptr %1, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %61, ptr noundef nonnull align 8 dereferenceable(40) %62, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3)
  %63 = load i64, ptr %4, align 8, !tbaa !278
  store i64 %63, ptr %3, align 8, !tbaa !278
  %64 = getelementptr inbounds i8, ptr %3, i64 8
  %65 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %65, ptr %64, align 8, !tbaa !192
  %66 = getelementptr inbounds i8, ptr %3, i64 16
  %67 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %67, ptr %66, align 8, !tbaa !41
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !32
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !32
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %60
  %79 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %79, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %80 = getelementptr inbounds i8, ptr %3, i64 64
  %81 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %81, ptr %80, align 8, !tbaa !192
  %82 = getelementptr inbounds i8, ptr %3, i64 72
  %83 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %83, ptr %82, align 8, !tbaa !41
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %78
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !32
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !32
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %89, %78
  %95 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %95, ptr noundef nonnull align 8 dereferenceable(40) %42, i64 40, i1 false)
  %96 = getelementptr inbounds i8, ptr %3, i64 120
  %97 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %97, ptr %96, align 8, !tbaa !192
  %98 = getelementptr inbounds i8, ptr %3, i64 128
  %99 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %99, ptr %98, align 8, !tbaa !41
  %100 = icmp eq ptr %99, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %94
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %102, align 4, !tbaa !32
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %102, align 4, !tbaa !32
  br label %110

108:                                              ; preds = %101
  %109 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %105, %94
  %111 = getelementptr inbounds i8, ptr %3, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %111, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %3) #27
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %4) #27
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.202") align 8 %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.171, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(184) ptr @_Znwm(i64 noundef 184) #32
  %5 = load i64, ptr %1, align 8, !tbaa !278
  store i64 %5, ptr %3, align 8, !tbaa !278
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 8, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %3, i64 80
  %43 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 120
  %45 = getelementptr inbounds i8, ptr %1, i64 120
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %3, i64 128
  %48 = getelementptr inbounds i8, ptr %1, i64 128
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 8, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %3, i64 136
  %62 = getelementptr inbounds i8, ptr %1, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %61, ptr noundef nonnull align 8 dereferenceable(40) %62, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !46
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = load i64, ptr %3, align 8, !tbaa !278
  store i64 %64, ptr %63, align 8, !tbaa !278
  %65 = getelementptr inbounds i8, ptr %4, i64 16
  %66 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %66, ptr %65, align 8, !tbaa !192
  %67 = getelementptr inbounds i8, ptr %4, i64 24
  %68 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %68, ptr %67, align 8, !tbaa !41
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !32
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !32
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %60
  %80 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %80, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %81 = getelementptr inbounds i8, ptr %4, i64 72
  %82 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %82, ptr %81, align 8, !tbaa !192
  %83 = getelementptr inbounds i8, ptr %4, i64 80
  %84 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %84, ptr %83, align 8, !tbaa !41
  %85 = icmp eq ptr %84, null
  br i1 %85, label %95, label %86

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !32
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !32
  br label %95

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %90, %79
  %96 = getelementptr inbounds i8, ptr %4, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %96, ptr noundef nonnull align 8 dereferenceable(40) %42, i64 40, i1 false)
  %97 = getelementptr inbounds i8, ptr %4, i64 128
  %98 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %98, ptr %97, align 8, !tbaa !192
  %99 = getelementptr inbounds i8, ptr %4, i64 136
  %100 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %100, ptr %99, align 8, !tbaa !41
  %101 = icmp eq ptr %100, null
  br i1 %101, label %111, label %102

102:                                              ; preds = %95
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %103, align 4, !tbaa !32
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %103, align 4, !tbaa !32
  br label %111

109:                                              ; preds = %102
  %110 = atomicrmw volatile add ptr %103, i32 1 acq_rel, align 4
  br label %111

111:                                              ; preds = %95, %106, %109
  %112 = getelementptr inbounds i8, ptr %4, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %112, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !29
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %3) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI11HarnessGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.137") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #32
  store ptr %4, ptr %0, align 8, !tbaa !213
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !215
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !215
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %13 = load ptr, ptr %7, align 8, !tbaa !216
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !216
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !29
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 120, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !215
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %23 = load ptr, ptr %7, align 8, !tbaa !216
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !216
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
  %29 = load ptr, ptr %0, align 8, !tbaa !213
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !215
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #28
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 184) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.171, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !278
  store i64 %4, ptr %2, align 8, !tbaa !278
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %7, ptr %5, align 8, !tbaa !192
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %10, ptr %8, align 8, !tbaa !41
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !32
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !32
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %26, ptr %24, align 8, !tbaa !192
  %27 = getelementptr inbounds i8, ptr %2, i64 72
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %29, ptr %27, align 8, !tbaa !41
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !32
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !32
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  %42 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %41, ptr noundef nonnull align 8 dereferenceable(40) %42, i64 40, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 120
  %44 = getelementptr inbounds i8, ptr %0, i64 128
  %45 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %45, ptr %43, align 8, !tbaa !192
  %46 = getelementptr inbounds i8, ptr %2, i64 128
  %47 = getelementptr inbounds i8, ptr %0, i64 136
  %48 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %48, ptr %46, align 8, !tbaa !41
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !32
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 136
  %61 = getelementptr inbounds i8, ptr %0, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %60, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  invoke void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(176) %2, i64 0, i64 0)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  resume { ptr, i32 } %64
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.88", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !181
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !181
  store ptr %18, ptr %16, align 8, !tbaa !181
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %19, align 8, !tbaa !41
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !32
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !32
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !41
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !45
  %46 = load ptr, ptr %37, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !48

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !41
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !183
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation, ptr %69, align 8, !tbaa !37
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !185, !range !94, !noundef !95
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !37
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !41
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !43
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !45
  %97 = load ptr, ptr %88, align 8, !tbaa !46
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !46
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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
  br i1 %112, label %113, label %114, !prof !48

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !37
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_, ptr %0, align 8, !tbaa !29
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !29
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !29
  store i64 %7, ptr %0, align 8, !tbaa !29
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor.168", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor.213", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.216", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.220, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !320
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #27
  %17 = getelementptr inbounds i8, ptr %16, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.8, ptr %8, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.24, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 86, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %20, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %17, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %21 unwind label %325

21:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #27
  store i32 5, ptr %7, align 4, !tbaa !322
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %24 unwind label %22

22:                                               ; preds = %21
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #27
  br label %327

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !38
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !40
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !41
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !43
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !45
  %42 = load ptr, ptr %33, align 8, !tbaa !46
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  %45 = load ptr, ptr %33, align 8, !tbaa !46
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !32
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !48

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #27
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !49

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !38
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !50
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #28
  br label %73

73:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  %74 = getelementptr inbounds i8, ptr %16, i64 304
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.8, ptr %6, align 8
  %75 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.24, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 87, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %77, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %74, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %78 unwind label %329

78:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27
  store i32 5, ptr %5, align 4, !tbaa !322
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %81 unwind label %79

79:                                               ; preds = %78
  %80 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  br label %331

81:                                               ; preds = %78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %82 = getelementptr inbounds i8, ptr %12, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !38
  %84 = getelementptr inbounds i8, ptr %12, i64 16
  %85 = load ptr, ptr %84, align 8, !tbaa !40
  %86 = icmp eq ptr %83, %85
  br i1 %86, label %121, label %87

87:                                               ; preds = %81, %116
  %88 = phi ptr [ %117, %116 ], [ %83, %81 ]
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !41
  %91 = icmp eq ptr %90, null
  br i1 %91, label %116, label %92

92:                                               ; preds = %87
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load atomic i64, ptr %93 acquire, align 8
  %95 = icmp eq i64 %94, 4294967297
  %96 = trunc i64 %94 to i32
  br i1 %95, label %97, label %105

97:                                               ; preds = %92
  store i32 0, ptr %93, align 8, !tbaa !43
  %98 = getelementptr inbounds i8, ptr %90, i64 12
  store i32 0, ptr %98, align 4, !tbaa !45
  %99 = load ptr, ptr %90, align 8, !tbaa !46
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %90) #27
  %102 = load ptr, ptr %90, align 8, !tbaa !46
  %103 = getelementptr inbounds i8, ptr %102, i64 24
  %104 = load ptr, ptr %103, align 8
  call void %104(ptr noundef nonnull align 8 dereferenceable(16) %90) #27
  br label %116

105:                                              ; preds = %92
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = add nsw i32 %96, -1
  store i32 %109, ptr %93, align 4, !tbaa !32
  br label %112

110:                                              ; preds = %105
  %111 = atomicrmw volatile add ptr %93, i32 -1 acq_rel, align 4
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %96, %108 ], [ %111, %110 ]
  %114 = icmp eq i32 %113, 1
  br i1 %114, label %115, label %116, !prof !48

115:                                              ; preds = %112
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %90) #27
  br label %116

116:                                              ; preds = %115, %112, %97, %87
  %117 = getelementptr inbounds i8, ptr %88, i64 16
  %118 = icmp eq ptr %117, %85
  br i1 %118, label %119, label %87, !llvm.loop !49

119:                                              ; preds = %116
  %120 = load ptr, ptr %82, align 8, !tbaa !38
  br label %121

121:                                              ; preds = %119, %81
  %122 = phi ptr [ %120, %119 ], [ %83, %81 ]
  %123 = icmp eq ptr %122, null
  br i1 %123, label %130, label %124

124:                                              ; preds = %121
  %125 = getelementptr inbounds i8, ptr %12, i64 24
  %126 = load ptr, ptr %125, align 8, !tbaa !50
  %127 = ptrtoint ptr %126 to i64
  %128 = ptrtoint ptr %122 to i64
  %129 = sub i64 %127, %128
  call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %129) #28
  br label %130

130:                                              ; preds = %124, %121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #27
  %131 = getelementptr inbounds i8, ptr %16, i64 352
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.8, ptr %4, align 8
  %132 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %132, align 8
  %133 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 88, ptr %133, align 8
  %134 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %134, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %131, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %135 unwind label %333

135:                                              ; preds = %130
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #27
  store i32 5, ptr %3, align 4, !tbaa !322
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %131, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %138 unwind label %136

136:                                              ; preds = %135
  %137 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #27
  br label %335

138:                                              ; preds = %135
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %139 = getelementptr inbounds i8, ptr %14, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !38
  %141 = getelementptr inbounds i8, ptr %14, i64 16
  %142 = load ptr, ptr %141, align 8, !tbaa !40
  %143 = icmp eq ptr %140, %142
  br i1 %143, label %178, label %144

144:                                              ; preds = %138, %173
  %145 = phi ptr [ %174, %173 ], [ %140, %138 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !41
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !43
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !45
  %156 = load ptr, ptr %147, align 8, !tbaa !46
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  %159 = load ptr, ptr %147, align 8, !tbaa !46
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !32
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !48

172:                                              ; preds = %169
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %174, %142
  br i1 %175, label %176, label %144, !llvm.loop !49

176:                                              ; preds = %173
  %177 = load ptr, ptr %139, align 8, !tbaa !38
  br label %178

178:                                              ; preds = %176, %138
  %179 = phi ptr [ %177, %176 ], [ %140, %138 ]
  %180 = icmp eq ptr %179, null
  br i1 %180, label %187, label %181

181:                                              ; preds = %178
  %182 = getelementptr inbounds i8, ptr %14, i64 24
  %183 = load ptr, ptr %182, align 8, !tbaa !50
  %184 = ptrtoint ptr %183 to i64
  %185 = ptrtoint ptr %179 to i64
  %186 = sub i64 %184, %185
  call void @_ZdlPvm(ptr noundef nonnull %179, i64 noundef %186) #28
  br label %187

187:                                              ; preds = %181, %178
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #27
  %188 = load i64, ptr %16, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %15) #27
  store i64 %188, ptr %15, align 8, !tbaa !324
  %189 = getelementptr inbounds i8, ptr %15, i64 8
  %190 = load ptr, ptr %9, align 8, !tbaa !192
  store ptr %190, ptr %189, align 8, !tbaa !192
  %191 = getelementptr inbounds i8, ptr %15, i64 16
  %192 = getelementptr inbounds i8, ptr %9, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !41
  store ptr %193, ptr %191, align 8, !tbaa !41
  %194 = icmp eq ptr %193, null
  br i1 %194, label %204, label %195

195:                                              ; preds = %187
  %196 = getelementptr inbounds i8, ptr %193, i64 8
  %197 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %202, label %199

199:                                              ; preds = %195
  %200 = load i32, ptr %196, align 4, !tbaa !32
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %196, align 4, !tbaa !32
  br label %204

202:                                              ; preds = %195
  %203 = atomicrmw volatile add ptr %196, i32 1 acq_rel, align 4
  br label %204

204:                                              ; preds = %187, %199, %202
  %205 = getelementptr inbounds i8, ptr %15, i64 24
  %206 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %205, ptr noundef nonnull align 8 dereferenceable(40) %206, i64 40, i1 false)
  %207 = getelementptr inbounds i8, ptr %15, i64 64
  %208 = load ptr, ptr %11, align 8, !tbaa !192
  store ptr %208, ptr %207, align 8, !tbaa !192
  %209 = getelementptr inbounds i8, ptr %15, i64 72
  %210 = getelementptr inbounds i8, ptr %11, i64 8
  %211 = load ptr, ptr %210, align 8, !tbaa !41
  store ptr %211, ptr %209, align 8, !tbaa !41
  %212 = icmp eq ptr %211, null
  br i1 %212, label %222, label %213

213:                                              ; preds = %204
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %220, label %217

217:                                              ; preds = %213
  %218 = load i32, ptr %214, align 4, !tbaa !32
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %214, align 4, !tbaa !32
  br label %222

220:                                              ; preds = %213
  %221 = atomicrmw volatile add ptr %214, i32 1 acq_rel, align 4
  br label %222

222:                                              ; preds = %204, %217, %220
  %223 = getelementptr inbounds i8, ptr %15, i64 80
  %224 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %223, ptr noundef nonnull align 8 dereferenceable(16) %224, i64 16, i1 false)
  %225 = getelementptr inbounds i8, ptr %15, i64 96
  %226 = load ptr, ptr %13, align 8, !tbaa !192
  store ptr %226, ptr %225, align 8, !tbaa !192
  %227 = getelementptr inbounds i8, ptr %15, i64 104
  %228 = getelementptr inbounds i8, ptr %13, i64 8
  %229 = load ptr, ptr %228, align 8, !tbaa !41
  store ptr %229, ptr %227, align 8, !tbaa !41
  %230 = icmp eq ptr %229, null
  br i1 %230, label %240, label %231

231:                                              ; preds = %222
  %232 = getelementptr inbounds i8, ptr %229, i64 8
  %233 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %238, label %235

235:                                              ; preds = %231
  %236 = load i32, ptr %232, align 4, !tbaa !32
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %232, align 4, !tbaa !32
  br label %240

238:                                              ; preds = %231
  %239 = atomicrmw volatile add ptr %232, i32 1 acq_rel, align 4
  br label %240

240:                                              ; preds = %222, %235, %238
  %241 = getelementptr inbounds i8, ptr %15, i64 112
  %242 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %241, ptr noundef nonnull align 8 dereferenceable(16) %242, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESQ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %188, ptr noundef nonnull align 8 dereferenceable(128) %15)
          to label %243 unwind label %337

243:                                              ; preds = %240
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %15) #27
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %15) #27
  %244 = load ptr, ptr %228, align 8, !tbaa !41
  %245 = icmp eq ptr %244, null
  br i1 %245, label %270, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %244, i64 8
  %248 = load atomic i64, ptr %247 acquire, align 8
  %249 = icmp eq i64 %248, 4294967297
  %250 = trunc i64 %248 to i32
  br i1 %249, label %251, label %259

251:                                              ; preds = %246
  store i32 0, ptr %247, align 8, !tbaa !43
  %252 = getelementptr inbounds i8, ptr %244, i64 12
  store i32 0, ptr %252, align 4, !tbaa !45
  %253 = load ptr, ptr %244, align 8, !tbaa !46
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %244) #27
  %256 = load ptr, ptr %244, align 8, !tbaa !46
  %257 = getelementptr inbounds i8, ptr %256, i64 24
  %258 = load ptr, ptr %257, align 8
  call void %258(ptr noundef nonnull align 8 dereferenceable(16) %244) #27
  br label %270

259:                                              ; preds = %246
  %260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %264, label %262

262:                                              ; preds = %259
  %263 = add nsw i32 %250, -1
  store i32 %263, ptr %247, align 4, !tbaa !32
  br label %266

264:                                              ; preds = %259
  %265 = atomicrmw volatile add ptr %247, i32 -1 acq_rel, align 4
  br label %266

266:                                              ; preds = %264, %262
  %267 = phi i32 [ %250, %262 ], [ %265, %264 ]
  %268 = icmp eq i32 %267, 1
  br i1 %268, label %269, label %270, !prof !48

269:                                              ; preds = %266
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %244) #27
  br label %270

270:                                              ; preds = %243, %251, %266, %269
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #27
  %271 = load ptr, ptr %210, align 8, !tbaa !41
  %272 = icmp eq ptr %271, null
  br i1 %272, label %297, label %273

273:                                              ; preds = %270
  %274 = getelementptr inbounds i8, ptr %271, i64 8
  %275 = load atomic i64, ptr %274 acquire, align 8
  %276 = icmp eq i64 %275, 4294967297
  %277 = trunc i64 %275 to i32
  br i1 %276, label %278, label %286

278:                                              ; preds = %273
  store i32 0, ptr %274, align 8, !tbaa !43
  %279 = getelementptr inbounds i8, ptr %271, i64 12
  store i32 0, ptr %279, align 4, !tbaa !45
  %280 = load ptr, ptr %271, align 8, !tbaa !46
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %271) #27
  %283 = load ptr, ptr %271, align 8, !tbaa !46
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %271) #27
  br label %297

286:                                              ; preds = %273
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %291, label %289

289:                                              ; preds = %286
  %290 = add nsw i32 %277, -1
  store i32 %290, ptr %274, align 4, !tbaa !32
  br label %293

291:                                              ; preds = %286
  %292 = atomicrmw volatile add ptr %274, i32 -1 acq_rel, align 4
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi i32 [ %277, %289 ], [ %292, %291 ]
  %295 = icmp eq i32 %294, 1
  br i1 %295, label %296, label %297, !prof !48

296:                                              ; preds = %293
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %271) #27
  br label %297

297:                                              ; preds = %270, %278, %293, %296
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %298 = load ptr, ptr %192, align 8, !tbaa !41
  %299 = icmp eq ptr %298, null
  br i1 %299, label %324, label %300

300:                                              ; preds = %297
  %301 = getelementptr inbounds i8, ptr %298, i64 8
  %302 = load atomic i64, ptr %301 acquire, align 8
  %303 = icmp eq i64 %302, 4294967297
  %304 = trunc i64 %302 to i32
  br i1 %303, label %305, label %313

305:                                              ; preds = %300
  store i32 0, ptr %301, align 8, !tbaa !43
  %306 = getelementptr inbounds i8, ptr %298, i64 12
  store i32 0, ptr %306, align 4, !tbaa !45
  %307 = load ptr, ptr %298, align 8, !tbaa !46
  %308 = getelementptr inbounds i8, ptr %307, i64 16
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  %310 = load ptr, ptr %298, align 8, !tbaa !46
  %311 = getelementptr inbounds i8, ptr %310, i64 24
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  br label %324

313:                                              ; preds = %300
  %314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %318, label %316

316:                                              ; preds = %313
  %317 = add nsw i32 %304, -1
  store i32 %317, ptr %301, align 4, !tbaa !32
  br label %320

318:                                              ; preds = %313
  %319 = atomicrmw volatile add ptr %301, i32 -1 acq_rel, align 4
  br label %320

320:                                              ; preds = %318, %316
  %321 = phi i32 [ %304, %316 ], [ %319, %318 ]
  %322 = icmp eq i32 %321, 1
  br i1 %322, label %323, label %324, !prof !48

323:                                              ; preds = %320
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %298) #27
  br label %324

324:                                              ; preds = %297, %305, %320, %323
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #27
  ret void

325:                                              ; preds = %2
  %326 = landingpad { ptr, i32 }
          cleanup
  br label %327

327:                                              ; preds = %22, %325
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %23, %22 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %343

329:                                              ; preds = %73
  %330 = landingpad { ptr, i32 }
          cleanup
  br label %331

331:                                              ; preds = %79, %329
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %80, %79 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  br label %341

333:                                              ; preds = %130
  %334 = landingpad { ptr, i32 }
          cleanup
  br label %335

335:                                              ; preds = %136, %333
  %336 = phi { ptr, i32 } [ %334, %333 ], [ %137, %136 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #27
  br label %339

337:                                              ; preds = %240
  %338 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %15) #27
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %15) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #27
  br label %339

339:                                              ; preds = %337, %335
  %340 = phi { ptr, i32 } [ %338, %337 ], [ %336, %335 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  br label %341

341:                                              ; preds = %339, %331
  %342 = phi { ptr, i32 } [ %340, %339 ], [ %332, %331 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #27
  br label %343

343:                                              ; preds = %341, %327
  %344 = phi { ptr, i32 } [ %342, %341 ], [ %328, %327 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #27
  resume { ptr, i32 } %344
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 104
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
  store i32 %50, ptr %34, align 4, !tbaa !32
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
  store i32 %78, ptr %62, align 4, !tbaa !32
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

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::range.126", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !15, !alias.scope !328
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !328
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !328
  store i64 %12, ptr %8, align 8, !tbaa !15, !alias.scope !331
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !331
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !331
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !29
  %21 = load ptr, ptr %18, align 8, !tbaa !29
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !199
  store ptr %34, ptr %32, align 8, !tbaa !199
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
  %44 = load i32, ptr %40, align 4, !tbaa !32
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !32
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !201

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !38
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !40
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !50
  %59 = load ptr, ptr %1, align 8, !tbaa !175
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !226
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !230, !range !94, !noundef !95
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !41
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !43
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !45
  %82 = load ptr, ptr %73, align 8, !tbaa !46
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  %85 = load ptr, ptr %73, align 8, !tbaa !46
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !32
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !48

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !49

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !38
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !50
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #28
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !334
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !29
  %116 = load ptr, ptr %18, align 8, !tbaa !29
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !48

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #32
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !199
  store ptr %130, ptr %128, align 8, !tbaa !199
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !41
  store ptr %133, ptr %131, align 8, !tbaa !41
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !32
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !32
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !201

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !38
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !40
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !50
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.25)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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
  %171 = load ptr, ptr %170, align 8, !tbaa !41
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !43
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !45
  %180 = load ptr, ptr %171, align 8, !tbaa !46
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
  %183 = load ptr, ptr %171, align 8, !tbaa !46
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !32
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !48

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !49

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !38
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !50
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #28
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !334
  %214 = load ptr, ptr %1, align 8, !tbaa !175
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !192
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::range.126", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !335
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !335
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !335
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !338
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !338
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !338
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !29
  %20 = load ptr, ptr %17, align 8, !tbaa !29
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !48

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #32
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !199
  store ptr %33, ptr %31, align 8, !tbaa !199
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !41
  store ptr %36, ptr %34, align 8, !tbaa !41
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
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

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !201

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !38
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !40
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !50
  %58 = load ptr, ptr %1, align 8, !tbaa !175
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !226
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !230, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
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
  store i32 %94, ptr %78, align 4, !tbaa !32
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
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !49

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !38
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !50
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !341
  %116 = load ptr, ptr %18, align 8, !tbaa !29
  %117 = load ptr, ptr %17, align 8, !tbaa !29
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !48

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #32
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !199
  store ptr %131, ptr %129, align 8, !tbaa !199
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !41
  store ptr %134, ptr %132, align 8, !tbaa !41
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !32
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !32
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !201

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !41
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !43
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !45
  %161 = load ptr, ptr %152, align 8, !tbaa !46
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  %164 = load ptr, ptr %152, align 8, !tbaa !46
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !32
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !48

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !49

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #28
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !341
  %186 = load ptr, ptr %1, align 8, !tbaa !175
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !192
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESQ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(128) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.220, align 8
  %5 = load i64, ptr %2, align 8, !tbaa !324
  store i64 %5, ptr %4, align 8, !tbaa !324
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 8, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !41
  store ptr %11, ptr %9, align 8, !tbaa !41
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %3
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = getelementptr inbounds i8, ptr %2, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = getelementptr inbounds i8, ptr %2, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 80
  %43 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 96
  %45 = getelementptr inbounds i8, ptr %2, i64 96
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %4, i64 104
  %48 = getelementptr inbounds i8, ptr %2, i64 104
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 8, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 112
  %62 = getelementptr inbounds i8, ptr %2, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %63 unwind label %64

63:                                               ; preds = %60
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #27
  ret void

64:                                               ; preds = %60
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #27
  resume { ptr, i32 } %65
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.126", align 8
  %5 = alloca %"class.sycl::_V1::range.126", align 8
  %6 = alloca %"class.std::tuple.221", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %8 = alloca %class.anon.220, align 8
  %9 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %10 = alloca %class.anon.220, align 8
  %11 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %3
  %14 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %15 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %16 = extractvalue { i32, ptr } %15, 0
  %17 = extractvalue { i32, ptr } %15, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %14, i32 %16, ptr %17, ptr noundef nonnull @.str.26)
          to label %18 unwind label %21

18:                                               ; preds = %13
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

19:                                               ; preds = %185, %21
  %20 = phi { ptr, i32 } [ %22, %21 ], [ %186, %185 ]
  resume { ptr, i32 } %20

21:                                               ; preds = %13
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %14) #27
  br label %19

23:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.221") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = load i8, ptr %6, align 8, !tbaa !288, !range !94, !noundef !95
  %26 = trunc nuw i8 %25 to i1
  br i1 %26, label %27, label %160

27:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %7) #27
  %28 = load i64, ptr %2, align 8, !tbaa !324
  store i64 %28, ptr %8, align 8, !tbaa !324
  %29 = getelementptr inbounds i8, ptr %8, i64 8
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !192
  store ptr %31, ptr %29, align 8, !tbaa !192
  %32 = getelementptr inbounds i8, ptr %8, i64 16
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !41
  store ptr %34, ptr %32, align 8, !tbaa !41
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %37, align 4, !tbaa !32
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %37, align 4, !tbaa !32
  br label %45

43:                                               ; preds = %36
  %44 = atomicrmw volatile add ptr %37, i32 1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %40, %27
  %46 = getelementptr inbounds i8, ptr %8, i64 24
  %47 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %46, ptr noundef nonnull align 8 dereferenceable(40) %47, i64 40, i1 false)
  %48 = getelementptr inbounds i8, ptr %8, i64 64
  %49 = getelementptr inbounds i8, ptr %2, i64 64
  %50 = load ptr, ptr %49, align 8, !tbaa !192
  store ptr %50, ptr %48, align 8, !tbaa !192
  %51 = getelementptr inbounds i8, ptr %8, i64 72
  %52 = getelementptr inbounds i8, ptr %2, i64 72
  %53 = load ptr, ptr %52, align 8, !tbaa !41
  store ptr %53, ptr %51, align 8, !tbaa !41
  %54 = icmp eq ptr %53, null
  br i1 %54, label %64, label %55

55:                                               ; preds = %45
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !32
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !32
  br label %64

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %59, %45
  %65 = getelementptr inbounds i8, ptr %8, i64 80
  %66 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %66, i64 16, i1 false)
  %67 = getelementptr inbounds i8, ptr %8, i64 96
  %68 = getelementptr inbounds i8, ptr %2, i64 96
  %69 = load ptr, ptr %68, align 8, !tbaa !192
  store ptr %69, ptr %67, align 8, !tbaa !192
  %70 = getelementptr inbounds i8, ptr %8, i64 104
  %71 = getelementptr inbounds i8, ptr %2, i64 104
  %72 = load ptr, ptr %71, align 8, !tbaa !41
  store ptr %72, ptr %70, align 8, !tbaa !41
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %64
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !32
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !32
  br label %83

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %83

83:                                               ; preds = %64, %78, %81
  %84 = getelementptr inbounds i8, ptr %8, i64 112
  %85 = getelementptr inbounds i8, ptr %2, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %84, ptr noundef nonnull align 8 dereferenceable(16) %85, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !342)
  store i64 %1, ptr %7, align 16, !alias.scope !342
  %86 = getelementptr inbounds i8, ptr %7, i64 8
  %87 = load i64, ptr %8, align 8, !tbaa !324, !noalias !342
  store i64 %87, ptr %86, align 8, !tbaa !324, !alias.scope !342
  %88 = getelementptr inbounds i8, ptr %7, i64 16
  %89 = load ptr, ptr %29, align 8, !tbaa !192, !noalias !342
  store ptr %89, ptr %88, align 16, !tbaa !192, !alias.scope !342
  %90 = getelementptr inbounds i8, ptr %7, i64 24
  %91 = load ptr, ptr %32, align 8, !tbaa !41, !noalias !342
  store ptr %91, ptr %90, align 8, !tbaa !41, !alias.scope !342
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %83
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !342
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %94, align 4, !tbaa !32, !noalias !342
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %94, align 4, !tbaa !32, !noalias !342
  br label %102

100:                                              ; preds = %93
  %101 = atomicrmw volatile add ptr %94, i32 1 acq_rel, align 4, !noalias !342
  br label %102

102:                                              ; preds = %100, %97, %83
  %103 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %103, ptr noundef nonnull align 8 dereferenceable(40) %46, i64 40, i1 false)
  %104 = getelementptr inbounds i8, ptr %7, i64 72
  %105 = load ptr, ptr %48, align 8, !tbaa !192, !noalias !342
  store ptr %105, ptr %104, align 8, !tbaa !192, !alias.scope !342
  %106 = getelementptr inbounds i8, ptr %7, i64 80
  %107 = load ptr, ptr %51, align 8, !tbaa !41, !noalias !342
  store ptr %107, ptr %106, align 16, !tbaa !41, !alias.scope !342
  %108 = icmp eq ptr %107, null
  br i1 %108, label %118, label %109

109:                                              ; preds = %102
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !342
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %116, label %113

113:                                              ; preds = %109
  %114 = load i32, ptr %110, align 4, !tbaa !32, !noalias !342
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %110, align 4, !tbaa !32, !noalias !342
  br label %118

116:                                              ; preds = %109
  %117 = atomicrmw volatile add ptr %110, i32 1 acq_rel, align 4, !noalias !342
  br label %118

118:                                              ; preds = %116, %113, %102
  %119 = getelementptr inbounds i8, ptr %7, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %119, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  %120 = getelementptr inbounds i8, ptr %7, i64 104
  %121 = load ptr, ptr %67, align 8, !tbaa !192, !noalias !342
  store ptr %121, ptr %120, align 8, !tbaa !192, !alias.scope !342
  %122 = getelementptr inbounds i8, ptr %7, i64 112
  %123 = load ptr, ptr %70, align 8, !tbaa !41, !noalias !342
  store ptr %123, ptr %122, align 16, !tbaa !41, !alias.scope !342
  %124 = icmp eq ptr %123, null
  br i1 %124, label %134, label %125

125:                                              ; preds = %118
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !342
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %132, label %129

129:                                              ; preds = %125
  %130 = load i32, ptr %126, align 4, !tbaa !32, !noalias !342
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %126, align 4, !tbaa !32, !noalias !342
  br label %134

132:                                              ; preds = %125
  %133 = atomicrmw volatile add ptr %126, i32 1 acq_rel, align 4, !noalias !342
  br label %134

134:                                              ; preds = %118, %129, %132
  %135 = getelementptr inbounds i8, ptr %7, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %135, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %8) #27
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(136) %7)
          to label %136 unwind label %154

136:                                              ; preds = %134
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
          to label %137 unwind label %154

137:                                              ; preds = %136
  %138 = load i64, ptr %24, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %139 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %139, i8 0, i64 16, i1 false), !alias.scope !345
  store i64 %138, ptr %5, align 8, !tbaa !15, !alias.scope !345
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %140 unwind label %154

140:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %141 = getelementptr inbounds i8, ptr %9, i64 8
  %142 = load <2 x i64>, ptr %7, align 16
  store <2 x i64> %142, ptr %9, align 16
  %143 = getelementptr inbounds i8, ptr %9, i64 16
  %144 = load <2 x ptr>, ptr %88, align 16, !tbaa !29
  store ptr null, ptr %90, align 8, !tbaa !41
  store <2 x ptr> %144, ptr %143, align 16, !tbaa !29
  store ptr null, ptr %88, align 16, !tbaa !192
  %145 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %145, ptr noundef nonnull align 16 dereferenceable(40) %103, i64 40, i1 false)
  %146 = getelementptr inbounds i8, ptr %9, i64 72
  %147 = load <2 x ptr>, ptr %104, align 8, !tbaa !29
  store ptr null, ptr %106, align 16, !tbaa !41
  store <2 x ptr> %147, ptr %146, align 8, !tbaa !29
  store ptr null, ptr %104, align 8, !tbaa !192
  %148 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %148, ptr noundef nonnull align 8 dereferenceable(16) %119, i64 16, i1 false)
  %149 = getelementptr inbounds i8, ptr %9, i64 104
  %150 = load <2 x ptr>, ptr %120, align 8, !tbaa !29
  store ptr null, ptr %122, align 16, !tbaa !41
  store <2 x ptr> %150, ptr %149, align 8, !tbaa !29
  store ptr null, ptr %120, align 8, !tbaa !192
  %151 = getelementptr inbounds i8, ptr %9, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %151, ptr noundef nonnull align 8 dereferenceable(16) %135, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %9)
          to label %152 unwind label %156

152:                                              ; preds = %140
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %141) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %153 unwind label %154

153:                                              ; preds = %152
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %86) #27
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %7) #27
  br label %184

154:                                              ; preds = %137, %134, %152, %136
  %155 = landingpad { ptr, i32 }
          cleanup
  br label %158

156:                                              ; preds = %140
  %157 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %141) #27
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi { ptr, i32 } [ %155, %154 ], [ %157, %156 ]
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %86) #27
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %7) #27
  br label %185

160:                                              ; preds = %23
  call void @_ZN4sycl3_V17handler6unpackI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(128) %2)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %161 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %161, i8 0, i64 16, i1 false), !alias.scope !348
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !348
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %162 = load i64, ptr %2, align 8, !tbaa !324
  store i64 %162, ptr %10, align 8, !tbaa !324
  %163 = getelementptr inbounds i8, ptr %10, i64 8
  %164 = getelementptr inbounds i8, ptr %2, i64 8
  %165 = getelementptr inbounds i8, ptr %2, i64 16
  %166 = load <2 x ptr>, ptr %164, align 8, !tbaa !29
  store ptr null, ptr %165, align 8, !tbaa !41
  store <2 x ptr> %166, ptr %163, align 8, !tbaa !29
  store ptr null, ptr %164, align 8, !tbaa !192
  %167 = getelementptr inbounds i8, ptr %10, i64 24
  %168 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %167, ptr noundef nonnull align 8 dereferenceable(40) %168, i64 40, i1 false)
  %169 = getelementptr inbounds i8, ptr %10, i64 64
  %170 = getelementptr inbounds i8, ptr %2, i64 64
  %171 = getelementptr inbounds i8, ptr %2, i64 72
  %172 = load <2 x ptr>, ptr %170, align 8, !tbaa !29
  store ptr null, ptr %171, align 8, !tbaa !41
  store <2 x ptr> %172, ptr %169, align 8, !tbaa !29
  store ptr null, ptr %170, align 8, !tbaa !192
  %173 = getelementptr inbounds i8, ptr %10, i64 80
  %174 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %173, ptr noundef nonnull align 8 dereferenceable(16) %174, i64 16, i1 false)
  %175 = getelementptr inbounds i8, ptr %10, i64 96
  %176 = getelementptr inbounds i8, ptr %2, i64 96
  %177 = getelementptr inbounds i8, ptr %2, i64 104
  %178 = load <2 x ptr>, ptr %176, align 8, !tbaa !29
  store ptr null, ptr %177, align 8, !tbaa !41
  store <2 x ptr> %178, ptr %175, align 8, !tbaa !29
  store ptr null, ptr %176, align 8, !tbaa !192
  %179 = getelementptr inbounds i8, ptr %10, i64 112
  %180 = getelementptr inbounds i8, ptr %2, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %10)
          to label %181 unwind label %182

181:                                              ; preds = %160
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #27
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %184

182:                                              ; preds = %160
  %183 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #27
  br label %185

184:                                              ; preds = %181, %153
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void

185:                                              ; preds = %158, %182
  %186 = phi { ptr, i32 } [ %159, %158 ], [ %183, %182 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  br label %19
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.221") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.180", align 8
  %5 = alloca %"class.sycl::_V1::range.17", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.227, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !298
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #27
  store i64 16, ptr %6, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #27
  store i64 32, ptr %7, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #27
  store i64 1024, ptr %8, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.180") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !288, !range !94, !noundef !95
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  %21 = load i64, ptr %7, align 8, !tbaa !15
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #27
  store i8 0, ptr %9, align 1, !tbaa !288
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  store ptr %1, ptr %10, align 8, !tbaa !351
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !29
  %31 = load i64, ptr %6, align 8, !tbaa !15
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
  %43 = load i64, ptr %5, align 8, !tbaa !15
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !288, !range !94, !noundef !95
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #27
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.230", align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE0_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.230") align 8 %3, ptr noundef nonnull align 8 dereferenceable(136) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr null, ptr %3, align 8, !tbaa !29
  %7 = load ptr, ptr %5, align 8, !tbaa !29
  store ptr %6, ptr %5, align 8, !tbaa !29
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  %13 = load ptr, ptr %3, align 8, !tbaa !29
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !46
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(144) %13) #27
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !29
  %21 = load ptr, ptr %20, align 8, !tbaa !46
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI13HarnessMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.137") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !213
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !215
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(155) ptr @_Znam(i64 noundef 155) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(154) %35, ptr noundef nonnull align 1 dereferenceable(154) @.str.42, i64 154, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 154
  store i8 0, ptr %36, align 1, !tbaa !13
  %37 = load ptr, ptr %34, align 8, !tbaa !29
  store ptr %35, ptr %34, align 8, !tbaa !29
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !213
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !215
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.250", align 8
  %4 = alloca %"class.std::vector.137", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.250") align 8 %3, ptr noundef nonnull align 8 dereferenceable(128) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr null, ptr %3, align 8, !tbaa !29
  %7 = load ptr, ptr %5, align 8, !tbaa !29
  store ptr %6, ptr %5, align 8, !tbaa !29
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  %13 = load ptr, ptr %3, align 8, !tbaa !29
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !46
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(136) %13) #27
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !29
  %21 = load ptr, ptr %20, align 8, !tbaa !46
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI13HarnessMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.137") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !213
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !215
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(120) ptr @_Znam(i64 noundef 120) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(119) %35, ptr noundef nonnull align 1 dereferenceable(119) @.str.41, i64 119, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 119
  store i8 0, ptr %36, align 1, !tbaa !13
  %37 = load ptr, ptr %34, align 8, !tbaa !29
  store ptr %35, ptr %34, align 8, !tbaa !29
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !213
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !215
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %42
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !351
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.36, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.37, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.20)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #27
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !353
  %25 = load i64, ptr %24, align 8, !tbaa !15
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.38, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !46
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !303
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #30
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !305
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !13
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !46
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
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.20)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !353
  store i64 %2, ptr %65, align 8, !tbaa !15
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !354
  store i8 1, ptr %67, align 1, !tbaa !288
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSQ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SN_SV_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(136) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %5 = load <2 x i64>, ptr %1, align 8
  store <2 x i64> %5, ptr %4, align 16
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 16, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 24
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 32
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 72
  %26 = getelementptr inbounds i8, ptr %1, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %4, i64 80
  %29 = getelementptr inbounds i8, ptr %1, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 16, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 88
  %43 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 104
  %45 = getelementptr inbounds i8, ptr %1, i64 104
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %4, i64 112
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 16, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 120
  %62 = getelementptr inbounds i8, ptr %1, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3)
  %63 = load <2 x i64>, ptr %4, align 16
  store <2 x i64> %63, ptr %3, align 16
  %64 = getelementptr inbounds i8, ptr %3, i64 16
  %65 = load ptr, ptr %6, align 16, !tbaa !192
  store ptr %65, ptr %64, align 16, !tbaa !192
  %66 = getelementptr inbounds i8, ptr %3, i64 24
  %67 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %67, ptr %66, align 8, !tbaa !41
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !32
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !32
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %60
  %79 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %79, ptr noundef nonnull align 16 dereferenceable(40) %23, i64 40, i1 false)
  %80 = getelementptr inbounds i8, ptr %3, i64 72
  %81 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %81, ptr %80, align 8, !tbaa !192
  %82 = getelementptr inbounds i8, ptr %3, i64 80
  %83 = load ptr, ptr %28, align 16, !tbaa !41
  store ptr %83, ptr %82, align 16, !tbaa !41
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %78
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !32
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !32
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %89, %78
  %95 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %95, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %96 = getelementptr inbounds i8, ptr %3, i64 104
  %97 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %97, ptr %96, align 8, !tbaa !192
  %98 = getelementptr inbounds i8, ptr %3, i64 112
  %99 = load ptr, ptr %47, align 16, !tbaa !41
  store ptr %99, ptr %98, align 16, !tbaa !41
  %100 = icmp eq ptr %99, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %94
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %102, align 4, !tbaa !32
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %102, align 4, !tbaa !32
  br label %110

108:                                              ; preds = %101
  %109 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %105, %94
  %111 = getelementptr inbounds i8, ptr %3, i64 8
  %112 = getelementptr inbounds i8, ptr %4, i64 8
  %113 = getelementptr inbounds i8, ptr %3, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %111) #27
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %112) #27
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE0_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.230") align 8 %0, ptr noundef nonnull align 8 dereferenceable(136) %1) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %4 = tail call noalias noundef nonnull dereferenceable(144) ptr @_Znwm(i64 noundef 144) #32
  %5 = load <2 x i64>, ptr %1, align 8
  store <2 x i64> %5, ptr %3, align 16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 16, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 24
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 32
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 72
  %26 = getelementptr inbounds i8, ptr %1, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %3, i64 80
  %29 = getelementptr inbounds i8, ptr %1, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 16, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %3, i64 88
  %43 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 104
  %45 = getelementptr inbounds i8, ptr %1, i64 104
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %3, i64 112
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 16, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %3, i64 120
  %62 = getelementptr inbounds i8, ptr %1, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !46
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = load <2 x i64>, ptr %3, align 16
  store <2 x i64> %64, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %4, i64 24
  %66 = load ptr, ptr %6, align 16, !tbaa !192
  store ptr %66, ptr %65, align 8, !tbaa !192
  %67 = getelementptr inbounds i8, ptr %4, i64 32
  %68 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %68, ptr %67, align 8, !tbaa !41
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !32
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !32
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %60
  %80 = getelementptr inbounds i8, ptr %4, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %80, ptr noundef nonnull align 16 dereferenceable(40) %23, i64 40, i1 false)
  %81 = getelementptr inbounds i8, ptr %4, i64 80
  %82 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %82, ptr %81, align 8, !tbaa !192
  %83 = getelementptr inbounds i8, ptr %4, i64 88
  %84 = load ptr, ptr %28, align 16, !tbaa !41
  store ptr %84, ptr %83, align 8, !tbaa !41
  %85 = icmp eq ptr %84, null
  br i1 %85, label %95, label %86

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !32
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !32
  br label %95

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %90, %79
  %96 = getelementptr inbounds i8, ptr %4, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %96, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %97 = getelementptr inbounds i8, ptr %4, i64 112
  %98 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %98, ptr %97, align 8, !tbaa !192
  %99 = getelementptr inbounds i8, ptr %4, i64 120
  %100 = load ptr, ptr %47, align 16, !tbaa !41
  store ptr %100, ptr %99, align 8, !tbaa !41
  %101 = icmp eq ptr %100, null
  br i1 %101, label %111, label %102

102:                                              ; preds = %95
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %103, align 4, !tbaa !32
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %103, align 4, !tbaa !32
  br label %111

109:                                              ; preds = %102
  %110 = atomicrmw volatile add ptr %103, i32 1 acq_rel, align 4
  br label %111

111:                                              ; preds = %95, %106, %109
  %112 = getelementptr inbounds i8, ptr %3, i64 8
  %113 = getelementptr inbounds i8, ptr %4, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !29
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %112) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI13HarnessMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.137") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #32
  store ptr %4, ptr %0, align 8, !tbaa !213
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !215
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !215
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %13 = load ptr, ptr %7, align 8, !tbaa !216
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !216
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !29
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !215
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %23 = load ptr, ptr %7, align 8, !tbaa !216
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !216
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !29
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 104, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !215
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %33 = load ptr, ptr %7, align 8, !tbaa !216
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !216
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
  %39 = load ptr, ptr %0, align 8, !tbaa !213
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !215
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 144) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.224", align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load <2 x i64>, ptr %3, align 8
  store <2 x i64> %5, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 16, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !41
  store ptr %11, ptr %9, align 8, !tbaa !41
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  %24 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %2, i64 72
  %26 = getelementptr inbounds i8, ptr %0, i64 80
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %2, i64 80
  %29 = getelementptr inbounds i8, ptr %0, i64 88
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 16, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %2, i64 88
  %43 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %2, i64 104
  %45 = getelementptr inbounds i8, ptr %0, i64 112
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %2, i64 112
  %48 = getelementptr inbounds i8, ptr %0, i64 120
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 16, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %2, i64 120
  %62 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = load i64, ptr %2, align 16
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %70, label %65

65:                                               ; preds = %60, %67
  %66 = phi i64 [ %68, %67 ], [ 0, %60 ]
  invoke void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(128) %4, i64 %66)
          to label %67 unwind label %71

67:                                               ; preds = %65
  %68 = add nuw i64 %66, 1
  %69 = icmp eq i64 %68, %63
  br i1 %69, label %70, label %65, !llvm.loop !355

70:                                               ; preds = %67, %60
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #27
  ret void

71:                                               ; preds = %65
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #27
  resume { ptr, i32 } %72
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(128) %0, i64 %1) local_unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %5 = load i64, ptr %0, align 8, !tbaa !324
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  %13 = getelementptr inbounds i8, ptr %4, i64 32
  %14 = getelementptr inbounds i8, ptr %4, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  br label %25

16:                                               ; preds = %131, %2
  %17 = phi float [ 0.000000e+00, %2 ], [ %104, %131 ]
  %18 = getelementptr inbounds i8, ptr %0, i64 96
  %19 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !356
  %20 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !359
  %21 = load i64, ptr %20, align 8
  %22 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  %23 = getelementptr float, ptr %22, i64 %21
  %24 = getelementptr float, ptr %23, i64 %1
  store float %17, ptr %24, align 4, !tbaa !100
  ret void

25:                                               ; preds = %7, %131
  %26 = phi float [ 0.000000e+00, %7 ], [ %104, %131 ]
  %27 = phi i64 [ 0, %7 ], [ %132, %131 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !362)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %28 = load ptr, ptr %8, align 8, !tbaa !192, !noalias !362
  %29 = load ptr, ptr %9, align 8, !tbaa !41, !noalias !362
  %30 = icmp eq ptr %29, null
  br i1 %30, label %41, label %31

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !362
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !32, !noalias !362
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !32, !noalias !362
  br label %42

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4, !noalias !362
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !362
  br label %42

41:                                               ; preds = %25
  store ptr %28, ptr %11, align 8, !tbaa !192, !alias.scope !362
  store ptr null, ptr %12, align 8, !tbaa !41, !alias.scope !362
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false)
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !362
  br label %73

42:                                               ; preds = %38, %35
  %43 = phi i8 [ %40, %38 ], [ 1, %35 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false), !noalias !362
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !alias.scope !362
  store ptr %28, ptr %11, align 8, !tbaa !192, !alias.scope !362
  store ptr %29, ptr %12, align 8, !tbaa !41, !alias.scope !362
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %42
  %46 = load i32, ptr %32, align 4, !tbaa !32, !noalias !362
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %32, align 4, !tbaa !32, !noalias !362
  br label %50

48:                                               ; preds = %42
  %49 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4, !noalias !362
  br label %50

50:                                               ; preds = %48, %45
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !362
  %51 = load atomic i64, ptr %32 acquire, align 8, !noalias !362
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %50
  store i32 0, ptr %32, align 8, !tbaa !43, !noalias !362
  %55 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %55, align 4, !tbaa !45, !noalias !362
  %56 = load ptr, ptr %29, align 8, !tbaa !46, !noalias !362
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !noalias !362
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !362
  %59 = load ptr, ptr %29, align 8, !tbaa !46, !noalias !362
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8, !noalias !362
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !362
  br label %73

62:                                               ; preds = %50
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !362
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %32, align 4, !tbaa !32, !noalias !362
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4, !noalias !362
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !48

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !362
  br label %73

73:                                               ; preds = %41, %54, %69, %72
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  store i64 %27, ptr %14, align 8, !tbaa !15
  %74 = load i64, ptr %4, align 8
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %76 unwind label %135

76:                                               ; preds = %73
  %77 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %78 unwind label %135

78:                                               ; preds = %76
  %79 = load i64, ptr %77, align 8
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %81 unwind label %135

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %80, i64 8
  %83 = load i64, ptr %82, align 8
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %85 unwind label %135

85:                                               ; preds = %81
  %86 = add i64 %79, %74
  %87 = mul i64 %83, %86
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  %89 = load i64, ptr %88, align 8
  %90 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  %91 = getelementptr float, ptr %90, i64 %87
  %92 = getelementptr float, ptr %91, i64 %27
  %93 = getelementptr float, ptr %92, i64 %89
  %94 = load float, ptr %93, align 4, !tbaa !100
  %95 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %96 unwind label %135

96:                                               ; preds = %85
  %97 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %98 unwind label %135

98:                                               ; preds = %96
  %99 = load i64, ptr %97, align 8
  %100 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %101 = getelementptr float, ptr %100, i64 %99
  %102 = getelementptr float, ptr %101, i64 %27
  %103 = load float, ptr %102, align 4, !tbaa !100
  %104 = call float @llvm.fmuladd.f32(float %94, float %103, float %26)
  %105 = load ptr, ptr %12, align 8, !tbaa !41
  %106 = icmp eq ptr %105, null
  br i1 %106, label %131, label %107

107:                                              ; preds = %98
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load atomic i64, ptr %108 acquire, align 8
  %110 = icmp eq i64 %109, 4294967297
  %111 = trunc i64 %109 to i32
  br i1 %110, label %112, label %120

112:                                              ; preds = %107
  store i32 0, ptr %108, align 8, !tbaa !43
  %113 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %113, align 4, !tbaa !45
  %114 = load ptr, ptr %105, align 8, !tbaa !46
  %115 = getelementptr inbounds i8, ptr %114, i64 16
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  %117 = load ptr, ptr %105, align 8, !tbaa !46
  %118 = getelementptr inbounds i8, ptr %117, i64 24
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %131

120:                                              ; preds = %107
  %121 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %125, label %123

123:                                              ; preds = %120
  %124 = add nsw i32 %111, -1
  store i32 %124, ptr %108, align 4, !tbaa !32
  br label %127

125:                                              ; preds = %120
  %126 = atomicrmw volatile add ptr %108, i32 -1 acq_rel, align 4
  br label %127

127:                                              ; preds = %125, %123
  %128 = phi i32 [ %111, %123 ], [ %126, %125 ]
  %129 = icmp eq i32 %128, 1
  br i1 %129, label %130, label %131, !prof !48

130:                                              ; preds = %127
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %131

131:                                              ; preds = %98, %112, %127, %130
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #27
  %132 = add nuw i64 %27, 1
  %133 = load i64, ptr %0, align 8, !tbaa !324
  %134 = icmp ult i64 %132, %133
  br i1 %134, label %25, label %16, !llvm.loop !365

135:                                              ; preds = %96, %85, %81, %78, %76, %73
  %136 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %4) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #27
  resume { ptr, i32 } %136
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESG_SO_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.220, align 8
  %4 = alloca %class.anon.220, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !324
  store i64 %5, ptr %4, align 8, !tbaa !324
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 8, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 80
  %43 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 96
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %4, i64 104
  %48 = getelementptr inbounds i8, ptr %1, i64 104
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 8, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 112
  %62 = getelementptr inbounds i8, ptr %1, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3)
  %63 = load i64, ptr %4, align 8, !tbaa !324
  store i64 %63, ptr %3, align 8, !tbaa !324
  %64 = getelementptr inbounds i8, ptr %3, i64 8
  %65 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %65, ptr %64, align 8, !tbaa !192
  %66 = getelementptr inbounds i8, ptr %3, i64 16
  %67 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %67, ptr %66, align 8, !tbaa !41
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !32
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !32
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %60
  %79 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %79, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %80 = getelementptr inbounds i8, ptr %3, i64 64
  %81 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %81, ptr %80, align 8, !tbaa !192
  %82 = getelementptr inbounds i8, ptr %3, i64 72
  %83 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %83, ptr %82, align 8, !tbaa !41
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %78
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !32
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !32
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %89, %78
  %95 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %95, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %96 = getelementptr inbounds i8, ptr %3, i64 96
  %97 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %97, ptr %96, align 8, !tbaa !192
  %98 = getelementptr inbounds i8, ptr %3, i64 104
  %99 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %99, ptr %98, align 8, !tbaa !41
  %100 = icmp eq ptr %99, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %94
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %102, align 4, !tbaa !32
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %102, align 4, !tbaa !32
  br label %110

108:                                              ; preds = %101
  %109 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %105, %94
  %111 = getelementptr inbounds i8, ptr %3, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %111, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %3) #27
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3)
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #27
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.250") align 8 %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #17 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.220, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #32
  %5 = load i64, ptr %1, align 8, !tbaa !324
  store i64 %5, ptr %3, align 8, !tbaa !324
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !192
  store ptr %8, ptr %6, align 8, !tbaa !192
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
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
  %18 = load i32, ptr %14, align 4, !tbaa !32
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !32
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !192
  store ptr %27, ptr %25, align 8, !tbaa !192
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !41
  store ptr %30, ptr %28, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !32
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %3, i64 80
  %43 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 96
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  %46 = load ptr, ptr %45, align 8, !tbaa !192
  store ptr %46, ptr %44, align 8, !tbaa !192
  %47 = getelementptr inbounds i8, ptr %3, i64 104
  %48 = getelementptr inbounds i8, ptr %1, i64 104
  %49 = load ptr, ptr %48, align 8, !tbaa !41
  store ptr %49, ptr %47, align 8, !tbaa !41
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !32
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %3, i64 112
  %62 = getelementptr inbounds i8, ptr %1, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !46
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = load i64, ptr %3, align 8, !tbaa !324
  store i64 %64, ptr %63, align 8, !tbaa !324
  %65 = getelementptr inbounds i8, ptr %4, i64 16
  %66 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %66, ptr %65, align 8, !tbaa !192
  %67 = getelementptr inbounds i8, ptr %4, i64 24
  %68 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %68, ptr %67, align 8, !tbaa !41
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !32
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !32
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %60
  %80 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %80, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %81 = getelementptr inbounds i8, ptr %4, i64 72
  %82 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %82, ptr %81, align 8, !tbaa !192
  %83 = getelementptr inbounds i8, ptr %4, i64 80
  %84 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %84, ptr %83, align 8, !tbaa !41
  %85 = icmp eq ptr %84, null
  br i1 %85, label %95, label %86

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !32
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !32
  br label %95

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %90, %79
  %96 = getelementptr inbounds i8, ptr %4, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %96, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %97 = getelementptr inbounds i8, ptr %4, i64 104
  %98 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %98, ptr %97, align 8, !tbaa !192
  %99 = getelementptr inbounds i8, ptr %4, i64 112
  %100 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %100, ptr %99, align 8, !tbaa !41
  %101 = icmp eq ptr %100, null
  br i1 %101, label %111, label %102

102:                                              ; preds = %95
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %103, align 4, !tbaa !32
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %103, align 4, !tbaa !32
  br label %111

109:                                              ; preds = %102
  %110 = atomicrmw volatile add ptr %103, i32 1 acq_rel, align 4
  br label %111

111:                                              ; preds = %95, %106, %109
  %112 = getelementptr inbounds i8, ptr %4, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !29
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %3) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI13HarnessMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.137") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #32
  store ptr %4, ptr %0, align 8, !tbaa !213
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !215
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !216
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !215
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %13 = load ptr, ptr %7, align 8, !tbaa !216
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !216
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !29
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 96, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !215
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !217
  %23 = load ptr, ptr %7, align 8, !tbaa !216
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !216
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
  %29 = load ptr, ptr %0, align 8, !tbaa !213
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !215
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #28
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.220, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !324
  store i64 %4, ptr %2, align 8, !tbaa !324
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !192
  store ptr %7, ptr %5, align 8, !tbaa !192
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !41
  store ptr %10, ptr %8, align 8, !tbaa !41
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !32
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !32
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !192
  store ptr %26, ptr %24, align 8, !tbaa !192
  %27 = getelementptr inbounds i8, ptr %2, i64 72
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !41
  store ptr %29, ptr %27, align 8, !tbaa !41
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !32
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !32
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  %42 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 104
  %45 = load ptr, ptr %44, align 8, !tbaa !192
  store ptr %45, ptr %43, align 8, !tbaa !192
  %46 = getelementptr inbounds i8, ptr %2, i64 104
  %47 = getelementptr inbounds i8, ptr %0, i64 112
  %48 = load ptr, ptr %47, align 8, !tbaa !41
  store ptr %48, ptr %46, align 8, !tbaa !41
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !32
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !32
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 112
  %61 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  invoke void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(128) %2, i64 0)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  resume { ptr, i32 } %64
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.6, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.43, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 587, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 12, ptr %7, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
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
  store i32 %36, ptr %20, align 4, !tbaa !32
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
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %56) #28
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor.264") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.6, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.43, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 587, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 12, ptr %7, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
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
  store i32 %36, ptr %20, align 4, !tbaa !32
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
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %56) #28
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
  store i32 %22, ptr %6, align 4, !tbaa !32
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.126", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8
  store i64 %10, ptr %6, align 8, !tbaa !15, !alias.scope !366
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !15, !alias.scope !366
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !366
  store i64 %10, ptr %7, align 8, !tbaa !15, !alias.scope !369
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !15, !alias.scope !369
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !369
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %17 = load i64, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !29
  %21 = load ptr, ptr %18, align 8, !tbaa !29
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %4
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !48

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !199
  store ptr %34, ptr %32, align 8, !tbaa !199
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
  %44 = load i32, ptr %40, align 4, !tbaa !32
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !32
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !201

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
  %59 = load ptr, ptr %1, align 8, !tbaa !175
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

62:                                               ; preds = %52
  %63 = and i64 %17, 16
  %64 = icmp eq i64 %63, 0
  %65 = select i1 %64, i32 1026, i32 1028
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i64, ptr %66, align 8, !tbaa !167
  %68 = getelementptr inbounds i8, ptr %1, i64 40
  %69 = load i8, ptr %68, align 8, !tbaa !174, !range !94, !noundef !95
  %70 = trunc nuw i8 %69 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, i32 noundef %65, ptr noundef nonnull %59, i32 noundef 2, i32 noundef 4, i1 noundef zeroext false, i64 noundef %67, i1 noundef zeroext %70, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  store i32 %95, ptr %79, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %108, i64 noundef %114) #28
  br label %115

115:                                              ; preds = %107, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %116 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %116, align 8, !tbaa !372
  %117 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %118 unwind label %202

118:                                              ; preds = %115
  br i1 %117, label %119, label %128

119:                                              ; preds = %118
  %120 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %121 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %122 = extractvalue { i32, ptr } %121, 0
  %123 = extractvalue { i32, ptr } %121, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %120, i32 %122, ptr %123, ptr noundef nonnull @.str.44)
          to label %124 unwind label %126

124:                                              ; preds = %119
  invoke void @__cxa_throw(ptr nonnull %120, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %125 unwind label %202

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %119
  %127 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %120) #27
  br label %221

128:                                              ; preds = %118
  %129 = load ptr, ptr %19, align 8, !tbaa !29
  %130 = load ptr, ptr %18, align 8, !tbaa !29
  %131 = ptrtoint ptr %129 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = icmp eq ptr %129, %130
  br i1 %134, label %195, label %135

135:                                              ; preds = %128
  %136 = icmp ugt i64 %133, 9223372036854775792
  br i1 %136, label %137, label %139, !prof !48

137:                                              ; preds = %135
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %138 unwind label %204

138:                                              ; preds = %137
  unreachable

139:                                              ; preds = %135
  %140 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %133) #32
          to label %141 unwind label %204

141:                                              ; preds = %139, %158
  %142 = phi ptr [ %160, %158 ], [ %140, %139 ]
  %143 = phi ptr [ %159, %158 ], [ %130, %139 ]
  %144 = load ptr, ptr %143, align 8, !tbaa !199
  store ptr %144, ptr %142, align 8, !tbaa !199
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
  %154 = load i32, ptr %150, align 4, !tbaa !32
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !32
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %141
  %159 = getelementptr inbounds i8, ptr %143, i64 16
  %160 = getelementptr inbounds i8, ptr %142, i64 16
  %161 = icmp eq ptr %159, %129
  br i1 %161, label %162, label %141, !llvm.loop !201

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
  store i32 %184, ptr %168, align 4, !tbaa !32
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
  tail call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %133) #28
  br label %195

195:                                              ; preds = %128, %194
  %196 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %202

197:                                              ; preds = %195
  br i1 %196, label %206, label %198

198:                                              ; preds = %197
  %199 = load ptr, ptr %0, align 8, !tbaa !192
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
  store ptr %207, ptr %116, align 8, !tbaa !372
  %209 = load ptr, ptr %1, align 8, !tbaa !175
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !192
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %3)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.126") align 8, ptr noundef byval(%"class.sycl::_V1::range.126") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #13

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.126", align 8
  %7 = alloca %"class.sycl::_V1::range.126", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8, !tbaa !15, !alias.scope !374
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %11, align 8, !tbaa !15, !alias.scope !374
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !374
  store i64 %10, ptr %7, align 8, !tbaa !15, !alias.scope !377
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !377
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !377
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %15 = load i64, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !29
  %19 = load ptr, ptr %16, align 8, !tbaa !29
  %20 = ptrtoint ptr %18 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = sub i64 %20, %21
  %23 = icmp eq ptr %18, %19
  br i1 %23, label %50, label %24

24:                                               ; preds = %4
  %25 = icmp ugt i64 %22, 9223372036854775792
  br i1 %25, label %26, label %27, !prof !48

26:                                               ; preds = %24
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

27:                                               ; preds = %24
  %28 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %22) #32
  br label %29

29:                                               ; preds = %46, %27
  %30 = phi ptr [ %48, %46 ], [ %28, %27 ]
  %31 = phi ptr [ %47, %46 ], [ %19, %27 ]
  %32 = load ptr, ptr %31, align 8, !tbaa !199
  store ptr %32, ptr %30, align 8, !tbaa !199
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !41
  store ptr %35, ptr %33, align 8, !tbaa !41
  %36 = icmp eq ptr %35, null
  br i1 %36, label %46, label %37

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %38, align 4, !tbaa !32
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %38, align 4, !tbaa !32
  br label %46

44:                                               ; preds = %37
  %45 = atomicrmw volatile add ptr %38, i32 1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %41, %29
  %47 = getelementptr inbounds i8, ptr %31, i64 16
  %48 = getelementptr inbounds i8, ptr %30, i64 16
  %49 = icmp eq ptr %47, %18
  br i1 %49, label %50, label %29, !llvm.loop !201

50:                                               ; preds = %46, %4
  %51 = phi ptr [ null, %4 ], [ %28, %46 ]
  %52 = phi ptr [ null, %4 ], [ %48, %46 ]
  %53 = getelementptr inbounds i8, ptr %51, i64 %22
  store i64 %15, ptr %8, align 8
  %54 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %51, ptr %54, align 8, !tbaa !38
  %55 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %52, ptr %55, align 8, !tbaa !40
  %56 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %53, ptr %56, align 8, !tbaa !50
  %57 = load ptr, ptr %1, align 8, !tbaa !175
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %60

59:                                               ; preds = %50
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

60:                                               ; preds = %50
  %61 = and i64 %15, 16
  %62 = icmp eq i64 %61, 0
  %63 = select i1 %62, i32 1026, i32 1028
  %64 = getelementptr inbounds i8, ptr %1, i64 24
  %65 = load i64, ptr %64, align 8, !tbaa !226
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i8, ptr %66, align 8, !tbaa !230, !range !94, !noundef !95
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.126") align 8 %7, i32 noundef %63, ptr noundef nonnull %57, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %69 unwind label %198

69:                                               ; preds = %60
  %70 = icmp eq ptr %51, %52
  br i1 %70, label %105, label %71

71:                                               ; preds = %69, %100
  %72 = phi ptr [ %101, %100 ], [ %51, %69 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !41
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !43
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !45
  %83 = load ptr, ptr %74, align 8, !tbaa !46
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  %86 = load ptr, ptr %74, align 8, !tbaa !46
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !32
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !48

99:                                               ; preds = %96
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  br label %100

100:                                              ; preds = %99, %96, %81, %71
  %101 = getelementptr inbounds i8, ptr %72, i64 16
  %102 = icmp eq ptr %101, %52
  br i1 %102, label %103, label %71, !llvm.loop !49

103:                                              ; preds = %100
  %104 = load ptr, ptr %54, align 8, !tbaa !38
  br label %105

105:                                              ; preds = %103, %69
  %106 = phi ptr [ %104, %103 ], [ %51, %69 ]
  %107 = icmp eq ptr %106, null
  br i1 %107, label %113, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %56, align 8, !tbaa !50
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %106 to i64
  %112 = sub i64 %110, %111
  tail call void @_ZdlPvm(ptr noundef nonnull %106, i64 noundef %112) #28
  br label %113

113:                                              ; preds = %105, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %114, align 8, !tbaa !127
  %115 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %116 unwind label %200

116:                                              ; preds = %113
  br i1 %115, label %117, label %126

117:                                              ; preds = %116
  %118 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %119 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %120 = extractvalue { i32, ptr } %119, 0
  %121 = extractvalue { i32, ptr } %119, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %118, i32 %120, ptr %121, ptr noundef nonnull @.str.44)
          to label %122 unwind label %124

122:                                              ; preds = %117
  invoke void @__cxa_throw(ptr nonnull %118, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %123 unwind label %200

123:                                              ; preds = %122
  unreachable

124:                                              ; preds = %117
  %125 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %118) #27
  br label %219

126:                                              ; preds = %116
  %127 = load ptr, ptr %17, align 8, !tbaa !29
  %128 = load ptr, ptr %16, align 8, !tbaa !29
  %129 = ptrtoint ptr %127 to i64
  %130 = ptrtoint ptr %128 to i64
  %131 = sub i64 %129, %130
  %132 = icmp eq ptr %127, %128
  br i1 %132, label %193, label %133

133:                                              ; preds = %126
  %134 = icmp ugt i64 %131, 9223372036854775792
  br i1 %134, label %135, label %137, !prof !48

135:                                              ; preds = %133
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %136 unwind label %202

136:                                              ; preds = %135
  unreachable

137:                                              ; preds = %133
  %138 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %131) #32
          to label %139 unwind label %202

139:                                              ; preds = %137, %156
  %140 = phi ptr [ %158, %156 ], [ %138, %137 ]
  %141 = phi ptr [ %157, %156 ], [ %128, %137 ]
  %142 = load ptr, ptr %141, align 8, !tbaa !199
  store ptr %142, ptr %140, align 8, !tbaa !199
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = getelementptr inbounds i8, ptr %141, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !41
  store ptr %145, ptr %143, align 8, !tbaa !41
  %146 = icmp eq ptr %145, null
  br i1 %146, label %156, label %147

147:                                              ; preds = %139
  %148 = getelementptr inbounds i8, ptr %145, i64 8
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %154, label %151

151:                                              ; preds = %147
  %152 = load i32, ptr %148, align 4, !tbaa !32
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %148, align 4, !tbaa !32
  br label %156

154:                                              ; preds = %147
  %155 = atomicrmw volatile add ptr %148, i32 1 acq_rel, align 4
  br label %156

156:                                              ; preds = %154, %151, %139
  %157 = getelementptr inbounds i8, ptr %141, i64 16
  %158 = getelementptr inbounds i8, ptr %140, i64 16
  %159 = icmp eq ptr %157, %127
  br i1 %159, label %160, label %139, !llvm.loop !201

160:                                              ; preds = %156, %189
  %161 = phi ptr [ %190, %189 ], [ %138, %156 ]
  %162 = getelementptr inbounds i8, ptr %161, i64 8
  %163 = load ptr, ptr %162, align 8, !tbaa !41
  %164 = icmp eq ptr %163, null
  br i1 %164, label %189, label %165

165:                                              ; preds = %160
  %166 = getelementptr inbounds i8, ptr %163, i64 8
  %167 = load atomic i64, ptr %166 acquire, align 8
  %168 = icmp eq i64 %167, 4294967297
  %169 = trunc i64 %167 to i32
  br i1 %168, label %170, label %178

170:                                              ; preds = %165
  store i32 0, ptr %166, align 8, !tbaa !43
  %171 = getelementptr inbounds i8, ptr %163, i64 12
  store i32 0, ptr %171, align 4, !tbaa !45
  %172 = load ptr, ptr %163, align 8, !tbaa !46
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load ptr, ptr %173, align 8
  tail call void %174(ptr noundef nonnull align 8 dereferenceable(16) %163) #27
  %175 = load ptr, ptr %163, align 8, !tbaa !46
  %176 = getelementptr inbounds i8, ptr %175, i64 24
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %163) #27
  br label %189

178:                                              ; preds = %165
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %183, label %181

181:                                              ; preds = %178
  %182 = add nsw i32 %169, -1
  store i32 %182, ptr %166, align 4, !tbaa !32
  br label %185

183:                                              ; preds = %178
  %184 = atomicrmw volatile add ptr %166, i32 -1 acq_rel, align 4
  br label %185

185:                                              ; preds = %183, %181
  %186 = phi i32 [ %169, %181 ], [ %184, %183 ]
  %187 = icmp eq i32 %186, 1
  br i1 %187, label %188, label %189, !prof !48

188:                                              ; preds = %185
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %163) #27
  br label %189

189:                                              ; preds = %188, %185, %170, %160
  %190 = getelementptr inbounds i8, ptr %161, i64 16
  %191 = icmp eq ptr %161, %140
  br i1 %191, label %192, label %160, !llvm.loop !49

192:                                              ; preds = %189
  tail call void @_ZdlPvm(ptr noundef nonnull %138, i64 noundef %131) #28
  br label %193

193:                                              ; preds = %126, %192
  %194 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %195 unwind label %200

195:                                              ; preds = %193
  br i1 %194, label %204, label %196

196:                                              ; preds = %195
  %197 = load ptr, ptr %0, align 8, !tbaa !192
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %197)
          to label %204 unwind label %200

198:                                              ; preds = %60
  %199 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %221

200:                                              ; preds = %216, %212, %204, %122, %113, %210, %196, %193
  %201 = landingpad { ptr, i32 }
          cleanup
  br label %219

202:                                              ; preds = %137, %135
  %203 = landingpad { ptr, i32 }
          cleanup
  br label %219

204:                                              ; preds = %196, %195
  %205 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %206 unwind label %200

206:                                              ; preds = %204
  store ptr %205, ptr %114, align 8, !tbaa !127
  %207 = load ptr, ptr %1, align 8, !tbaa !175
  %208 = icmp eq ptr %207, null
  br i1 %208, label %209, label %210

209:                                              ; preds = %206
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

210:                                              ; preds = %206
  %211 = load ptr, ptr %0, align 8, !tbaa !192
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %207, ptr noundef %211, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %212 unwind label %200

212:                                              ; preds = %210
  %213 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %214 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %200

216:                                              ; preds = %212
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %200

218:                                              ; preds = %216
  ret void

219:                                              ; preds = %200, %124, %202
  %220 = phi { ptr, i32 } [ %203, %202 ], [ %201, %200 ], [ %125, %124 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %221

221:                                              ; preds = %219, %198
  %222 = phi { ptr, i32 } [ %220, %219 ], [ %199, %198 ]
  resume { ptr, i32 } %222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nosync nounwind memory(none) }
attributes #17 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { nofree nounwind }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { builtin nounwind }
attributes #29 = { noreturn nounwind }
attributes #30 = { noreturn }
attributes #31 = { nounwind willreturn memory(none) }
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
!14 = !{!11, !7, i64 0}
!15 = !{!12, !12, i64 0}
!16 = !{!17, !18, i64 48}
!17 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !8, i64 0, !18, i64 48}
!18 = !{!"bool", !8, i64 0}
!19 = !{!20, !18, i64 40}
!20 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEE", !8, i64 0, !18, i64 40}
!21 = !{!22, !7, i64 8}
!22 = !{!"_ZTSSt15_Rb_tree_header", !23, i64 0, !12, i64 32}
!23 = !{!"_ZTSSt18_Rb_tree_node_base", !24, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!24 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!25 = !{!22, !24, i64 0}
!26 = !{!22, !7, i64 16}
!27 = !{!22, !7, i64 24}
!28 = !{!22, !12, i64 32}
!29 = !{!7, !7, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !8, i64 0}
!34 = !{!35, !7, i64 24}
!35 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !36, i64 0, !7, i64 24}
!36 = !{!"_ZTSSt14_Function_base", !8, i64 0, !7, i64 16}
!37 = !{!36, !7, i64 16}
!38 = !{!39, !7, i64 0}
!39 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!40 = !{!39, !7, i64 8}
!41 = !{!42, !7, i64 0}
!42 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0}
!43 = !{!44, !33, i64 8}
!44 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !33, i64 8, !33, i64 12}
!45 = !{!44, !33, i64 12}
!46 = !{!47, !47, i64 0}
!47 = !{!"vtable pointer", !9, i64 0}
!48 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!49 = distinct !{!49, !31}
!50 = !{!39, !7, i64 16}
!51 = !{!52, !12, i64 8}
!52 = !{!"_ZTS7HarnessI13MatrixKernelsE", !53, i64 0, !54, i64 16}
!53 = !{!"_ZTS4Args", !12, i64 0, !12, i64 8}
!54 = !{!"_ZTS13MatrixKernels", !53, i64 0, !55, i64 16, !55, i64 40, !55, i64 64, !55, i64 88, !55, i64 112, !59, i64 136, !59, i64 192, !59, i64 248, !64, i64 304, !64, i64 352}
!55 = !{!"_ZTSSt6vectorIfSaIfEE", !56, i64 0}
!56 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !57, i64 0}
!57 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !58, i64 0}
!58 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!59 = !{!"_ZTS13BufferWrapperIfLi2EE", !60, i64 0}
!60 = !{!"_ZTSSt8optionalIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !61, i64 0}
!61 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0EE", !62, i64 0}
!62 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0ELb0EE", !63, i64 0}
!63 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb1ELb0ELb0EE", !17, i64 0}
!64 = !{!"_ZTS13BufferWrapperIfLi1EE", !65, i64 0}
!65 = !{!"_ZTSSt8optionalIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEE", !66, i64 0}
!66 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0EE", !67, i64 0}
!67 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0ELb0EE", !68, i64 0}
!68 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb1ELb0ELb0EE", !20, i64 0}
!69 = !{!70, !7, i64 0}
!70 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !7, i64 0, !7, i64 8, !12, i64 16, !12, i64 24}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!74 = !{!70, !7, i64 8}
!75 = !{!70, !12, i64 16}
!76 = !{!70, !12, i64 24}
!77 = distinct !{!77, !31}
!78 = !{!79, !7, i64 0}
!79 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V15eventESaIS2_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!80 = !{!79, !7, i64 8}
!81 = distinct !{!81, !31}
!82 = !{!79, !7, i64 16}
!83 = distinct !{!83, !31}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_: argument 0"}
!86 = distinct !{!86, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_"}
!87 = !{!88, !7, i64 8}
!88 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!89 = !{!23, !7, i64 24}
!90 = distinct !{!90, !31}
!91 = !{!23, !7, i64 16}
!92 = distinct !{!92, !31}
!93 = distinct !{!93, !31}
!94 = !{i8 0, i8 2}
!95 = !{}
!96 = !{!58, !7, i64 0}
!97 = !{!58, !7, i64 16}
!98 = !{!54, !12, i64 0}
!99 = !{!58, !7, i64 8}
!100 = !{!101, !101, i64 0}
!101 = !{!"float", !8, i64 0}
!102 = distinct !{!102, !31}
!103 = distinct !{!103, !31}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!107 = !{!108, !7, i64 0}
!108 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!111 = distinct !{!111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!112 = distinct !{!112, !113}
!113 = !{!"llvm.loop.unroll.disable"}
!114 = !{!54, !12, i64 8}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!117 = distinct !{!117, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!118 = distinct !{!118, !31}
!119 = !{!120, !7, i64 72}
!120 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !121, i64 0, !123, i64 24, !123, i64 48, !7, i64 72, !7, i64 80}
!121 = !{!"_ZTSN4sycl3_V12idILi3EEE", !122, i64 0}
!122 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !8, i64 0}
!123 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !122, i64 0}
!124 = distinct !{!124, !31}
!125 = distinct !{!125, !113}
!126 = distinct !{!126, !31}
!127 = !{!128, !7, i64 16}
!128 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!129 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !130, i64 0}
!130 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !131, i64 0}
!131 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!132 = distinct !{!132, !31}
!133 = !{!134, !7, i64 0}
!134 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!135 = !{!136, !138, i64 32}
!136 = !{!"_ZTSSt8ios_base", !12, i64 8, !12, i64 16, !137, i64 24, !138, i64 28, !138, i64 32, !7, i64 40, !139, i64 48, !8, i64 64, !33, i64 192, !7, i64 200, !140, i64 208}
!137 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!138 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!139 = !{!"_ZTSNSt8ios_base6_WordsE", !7, i64 0, !12, i64 8}
!140 = !{!"_ZTSSt6locale", !7, i64 0}
!141 = !{!142, !7, i64 24}
!142 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !36, i64 0, !7, i64 24}
!143 = !{!144, !7, i64 16}
!144 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!145 = !{!144, !7, i64 0}
!146 = !{!144, !7, i64 8}
!147 = distinct !{!147, !31}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!153 = distinct !{!153, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!156 = distinct !{!156, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!159 = distinct !{!159, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!160 = !{!161, !12, i64 0}
!161 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!162 = !{!163, !12, i64 16}
!163 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !164, i64 0, !161, i64 8, !12, i64 16}
!164 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!165 = !{!166, !7, i64 0}
!166 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !7, i64 0}
!167 = !{!168, !12, i64 32}
!168 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !169, i64 0, !172, i64 16, !12, i64 32, !18, i64 40}
!169 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !170, i64 0}
!170 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !171, i64 0}
!171 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!172 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !173, i64 0}
!173 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !8, i64 0}
!174 = !{!168, !18, i64 40}
!175 = !{!171, !7, i64 0}
!176 = !{!177, !7, i64 8}
!177 = !{!"_ZTSSt9type_info", !7, i64 8}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!180 = distinct !{!180, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!181 = !{!182, !7, i64 0}
!182 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!183 = !{!184, !7, i64 24}
!184 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !36, i64 0, !7, i64 24}
!185 = !{!186, !18, i64 0}
!186 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !18, i64 0}
!187 = !{!188, !7, i64 0}
!188 = !{!"_ZTSZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_", !7, i64 0}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!191 = distinct !{!191, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!192 = !{!131, !7, i64 0}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!195 = distinct !{!195, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!199 = !{!200, !7, i64 0}
!200 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!201 = distinct !{!201, !31}
!202 = !{!203, !7, i64 16}
!203 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!209 = distinct !{!209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS1_5queueEPfNS1_5rangeILi2EEEENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaISF_EEv: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaISF_EEv"}
!213 = !{!214, !7, i64 0}
!214 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!215 = !{!214, !7, i64 16}
!216 = !{!214, !7, i64 8}
!217 = !{i64 0, i64 4, !218, i64 4, i64 4, !32, i64 8, i64 4, !32}
!218 = !{!219, !219, i64 0}
!219 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !8, i64 0}
!220 = !{!221}
!221 = distinct !{!221, !222, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!222 = distinct !{!222, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!223 = !{!224}
!224 = distinct !{!224, !225, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!225 = distinct !{!225, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!226 = !{!227, !12, i64 24}
!227 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !169, i64 0, !228, i64 16, !12, i64 24, !18, i64 32}
!228 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !229, i64 0}
!229 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !8, i64 0}
!230 = !{!227, !18, i64 32}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!233 = distinct !{!233, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!234 = !{!235, !7, i64 0}
!235 = !{!"_ZTSZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_", !7, i64 0}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!238 = distinct !{!238, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!241 = distinct !{!241, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!244 = distinct !{!244, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!245 = !{!246, !7, i64 16}
!246 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!250 = !{!251}
!251 = distinct !{!251, !252, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!252 = distinct !{!252, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS1_5queueEPfNS1_5rangeILi1EEEENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!253 = !{!254}
!254 = distinct !{!254, !255, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaISF_EEv: argument 0"}
!255 = distinct !{!255, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaISF_EEv"}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!258 = distinct !{!258, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!259 = !{!260}
!260 = distinct !{!260, !258, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!261 = distinct !{!261, !31}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!264 = distinct !{!264, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!265 = !{!266}
!266 = distinct !{!266, !264, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!267 = !{!268, !7, i64 0}
!268 = !{!"_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_", !7, i64 0}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!271 = distinct !{!271, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!274 = distinct !{!274, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!278 = !{!279, !12, i64 0}
!279 = !{!"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi2EEEE_", !12, i64 0, !203, i64 8, !280, i64 64, !280, i64 120}
!280 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!283 = distinct !{!283, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!286 = distinct !{!286, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!287 = !{!280, !7, i64 16}
!288 = !{!18, !18, i64 0}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISD_EEENKUlRS1_E_clESH_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSN_NS0_5rangeIXT1_EEE: argument 0"}
!291 = distinct !{!291, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11HarnessGemmEENS0_4itemILi2ELb1EEELi2EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISD_EEENKUlRS1_E_clESH_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSN_NS0_5rangeIXT1_EEE"}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!294 = distinct !{!294, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!297 = distinct !{!297, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!298 = !{!299, !18, i64 0}
!299 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !18, i64 0}
!300 = !{!301, !7, i64 0}
!301 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !7, i64 0, !7, i64 8, !7, i64 16}
!302 = !{!301, !7, i64 8}
!303 = !{!304, !7, i64 240}
!304 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !136, i64 0, !7, i64 216, !8, i64 224, !18, i64 225, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256}
!305 = !{!306, !8, i64 56}
!306 = !{!"_ZTSSt5ctypeIcE", !307, i64 0, !7, i64 16, !18, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !8, i64 56, !8, i64 57, !8, i64 313, !8, i64 569}
!307 = !{!"_ZTSNSt6locale5facetE", !33, i64 8}
!308 = !{!301, !7, i64 16}
!309 = distinct !{!309, !31}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!312 = distinct !{!312, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!315 = distinct !{!315, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!318 = distinct !{!318, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!319 = distinct !{!319, !31}
!320 = !{!321, !7, i64 0}
!321 = !{!"_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_", !7, i64 0}
!322 = !{!323, !323, i64 0}
!323 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !8, i64 0}
!324 = !{!325, !12, i64 0}
!325 = !{!"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_EUlNS1_2idILi1EEEE_", !12, i64 0, !280, i64 8, !326, i64 64, !327, i64 96}
!326 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!327 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!328 = !{!329}
!329 = distinct !{!329, !330, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!330 = distinct !{!330, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!331 = !{!332}
!332 = distinct !{!332, !333, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!333 = distinct !{!333, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!334 = !{!326, !7, i64 16}
!335 = !{!336}
!336 = distinct !{!336, !337, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!337 = distinct !{!337, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!338 = !{!339}
!339 = distinct !{!339, !340, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!340 = distinct !{!340, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!341 = !{!327, !7, i64 16}
!342 = !{!343}
!343 = distinct !{!343, !344, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISD_EEENKUlRS1_E0_clESH_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSN_NS0_5rangeIXT1_EEE: argument 0"}
!344 = distinct !{!344, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI13HarnessMatVecEENS0_4itemILi1ELb1EEELi1EZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaISD_EEENKUlRS1_E0_clESH_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSN_NS0_5rangeIXT1_EEE"}
!345 = !{!346}
!346 = distinct !{!346, !347, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!347 = distinct !{!347, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!348 = !{!349}
!349 = distinct !{!349, !350, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!350 = distinct !{!350, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!351 = !{!352, !7, i64 0}
!352 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !7, i64 0, !7, i64 8, !7, i64 16}
!353 = !{!352, !7, i64 8}
!354 = !{!352, !7, i64 16}
!355 = distinct !{!355, !31}
!356 = !{!357}
!357 = distinct !{!357, !358, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!358 = distinct !{!358, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!359 = !{!360}
!360 = distinct !{!360, !361, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!361 = distinct !{!361, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!362 = !{!363}
!363 = distinct !{!363, !364, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!364 = distinct !{!364, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!365 = distinct !{!365, !31}
!366 = !{!367}
!367 = distinct !{!367, !368, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!368 = distinct !{!368, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!369 = !{!370}
!370 = distinct !{!370, !371, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!371 = distinct !{!371, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!372 = !{!373, !7, i64 16}
!373 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !129, i64 0, !7, i64 16, !8, i64 24}
!374 = !{!375}
!375 = distinct !{!375, !376, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!376 = distinct !{!376, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!377 = !{!378}
!378 = distinct !{!378, !379, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!379 = distinct !{!379, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
