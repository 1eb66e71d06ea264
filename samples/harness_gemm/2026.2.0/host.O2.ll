; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
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
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"struct.std::_Head_base" = type { ptr }
%"class.std::tuple.24" = type { i8 }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon.212 = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.211 = type { ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.57" }
%"class.std::shared_ptr.57" = type { %"class.std::__shared_ptr.58" }
%"class.std::__shared_ptr.58" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.243" }
%"class.sycl::_V1::accessor.243" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.115" }
%"class.std::shared_ptr.115" = type { %"class.std::__shared_ptr.116" }
%"class.std::__shared_ptr.116" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor.246" = type { %"class.sycl::_V1::accessor.247" }
%"class.sycl::_V1::accessor.247" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.53" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.47" }
%"class.std::vector.47" = type { %"struct.std::_Vector_base.48" }
%"struct.std::_Vector_base.48" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon = type { ptr }
%class.anon.203 = type { ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple.60" }
%"class.std::tuple.60" = type { %"struct.std::_Tuple_impl.61" }
%"struct.std::_Tuple_impl.61" = type { %"struct.std::_Head_base.64" }
%"struct.std::_Head_base.64" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::shared_ptr.78" = type { %"class.std::__shared_ptr.79" }
%"class.std::__shared_ptr.79" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.119 = type { %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.120" }
%"class.sycl::_V1::detail::array.120" = type { [3 x i64] }
%"class.sycl::_V1::range.121" = type { %"class.sycl::_V1::detail::array.120" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.130", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.142", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.143", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.160", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.161", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.162", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.174", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.187", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional.122" }
%"class.std::optional.122" = type { %"struct.std::_Optional_base.123" }
%"struct.std::_Optional_base.123" = type { %"struct.std::_Optional_payload.125" }
%"struct.std::_Optional_payload.125" = type { %"struct.std::_Optional_payload_base.base.127", [7 x i8] }
%"struct.std::_Optional_payload_base.base.127" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.130" = type { %"class.std::optional.131" }
%"class.std::optional.131" = type { %"struct.std::_Optional_base.132" }
%"struct.std::_Optional_base.132" = type { %"struct.std::_Optional_payload.134" }
%"struct.std::_Optional_payload.134" = type { %"struct.std::_Optional_payload_base.base.139", i8 }
%"struct.std::_Optional_payload_base.base.139" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.142" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.143" = type { %"class.std::optional.144", %"class.std::optional.152" }
%"class.std::optional.144" = type { %"struct.std::_Optional_base.145" }
%"struct.std::_Optional_base.145" = type { %"struct.std::_Optional_payload.147" }
%"struct.std::_Optional_payload.147" = type { %"struct.std::_Optional_payload_base.base.149", [3 x i8] }
%"struct.std::_Optional_payload_base.base.149" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.152" = type { %"struct.std::_Optional_base.153" }
%"struct.std::_Optional_base.153" = type { %"struct.std::_Optional_payload.155" }
%"struct.std::_Optional_payload.155" = type { %"struct.std::_Optional_payload_base.base.157", [3 x i8] }
%"struct.std::_Optional_payload_base.base.157" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.160" = type { %"class.std::optional.144", %"class.std::optional.152" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.161" = type { %"class.std::optional.144", %"class.std::optional.152" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.162" = type { %"class.std::optional.163" }
%"class.std::optional.163" = type { %"struct.std::_Optional_base.164" }
%"struct.std::_Optional_base.164" = type { %"struct.std::_Optional_payload.166" }
%"struct.std::_Optional_payload.166" = type { %"struct.std::_Optional_payload_base.base.171", [7 x i8] }
%"struct.std::_Optional_payload_base.base.171" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.17" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.174" = type { %"class.std::optional.175" }
%"class.std::optional.175" = type { %"struct.std::_Optional_base.176" }
%"struct.std::_Optional_base.176" = type { %"struct.std::_Optional_payload.178" }
%"struct.std::_Optional_payload.178" = type { %"struct.std::_Optional_payload_base.base.184", [7 x i8] }
%"struct.std::_Optional_payload_base.base.184" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.180" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.180" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.187" = type { %"class.std::optional.188" }
%"class.std::optional.188" = type { %"struct.std::_Optional_base.189" }
%"struct.std::_Optional_base.189" = type { %"struct.std::_Optional_payload.191" }
%"struct.std::_Optional_payload.191" = type { %"struct.std::_Optional_payload_base.base.197", [7 x i8] }
%"struct.std::_Optional_payload_base.base.197" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.193" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.193" = type { %"class.sycl::_V1::range.121" }
%"class.sycl::_V1::accessor.204" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.207 = type { %"class.sycl::_V1::accessor.204" }
%"class.sycl::_V1::accessor.214" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.217 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.214", %"class.sycl::_V1::accessor.214" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.221", %"class.sycl::_V1::id.221" }
%"class.sycl::_V1::id.221" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.221", %"class.sycl::_V1::accessor.214" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.221", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.226" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.229" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.233 = type { i64, %"class.sycl::_V1::accessor.214", %"class.sycl::_V1::accessor.226", %"class.sycl::_V1::accessor.229" }
%"class.sycl::_V1::item.237" = type { %"struct.sycl::_V1::detail::ItemBase.238" }
%"struct.sycl::_V1::detail::ItemBase.238" = type { %"class.sycl::_V1::range.17", %"class.sycl::_V1::id.239", %"class.sycl::_V1::id.239" }
%"class.sycl::_V1::id.239" = type { %"class.sycl::_V1::detail::array.18" }

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

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

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

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_E4callEPKvSC_ = comdat any

$_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESL_EUlvE_JNSJ_ILi1EEEEEEvRKT5_RKT4_DpOT6_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev = comdat any

$_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_E4callEPKvSC_ = comdat any

$_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESL_EUlvE_JSK_EEEvRKT5_RKT4_DpOT6_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev = comdat any

$_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_ = comdat any

$_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI11HarnessGemmEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE0_E4callEPKvSD_ = comdat any

$_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI13HarnessMatVecEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSG_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11HarnessGemmEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13HarnessMatVecEE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"--size\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"--iterations\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"stoul\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.5 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float>::~buffer() [T = float, dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"harness_gemm.cpp\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"iteration %zu: %.3f ms\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.13 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"initialize\00", align 1
@.str.15 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.18 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.20 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.21 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.22 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.23 = private unnamed_addr constant [113 x i8] c"_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_\00", align 1
@.str.24 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 136 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 120 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 104 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 96 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.25 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.26 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.27 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant [140 x i8] c"N4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 112 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, i32 0, i32 0, i64 56, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 112 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, i32 0, i32 0, i64 56, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.29 = private unnamed_addr constant [113 x i8] c"_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant [140 x i8] c"N4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 112 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, i32 0, i32 0, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 112 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 0 }, i32 0, i32 0, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.31 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.32 = private unnamed_addr constant [117 x i8] c"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm\00", align 1
@.str.33 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.34 = private unnamed_addr constant [12 x i8] c"HarnessGemm\00", align 1
@.str.35 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [168 x i8] c"N4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 116 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 11 }, i32 80, i32 83, i64 176, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11HarnessGemmEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11HarnessGemmEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 116 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.34, i64 11 }, i32 80, i32 83, i64 176, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11HarnessGemmEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.37 = private unnamed_addr constant [120 x i8] c"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec\00", align 1
@.str.38 = private unnamed_addr constant [14 x i8] c"HarnessMatVec\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [169 x i8] c"N4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.37, i64 119 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 13 }, i32 89, i32 73, i64 128, ptr @_ZN4sycl3_V16detail18getKernelParamDescI13HarnessMatVecEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13HarnessMatVecEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.37, i64 119 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 13 }, i32 89, i32 73, i64 128, ptr @_ZN4sycl3_V16detail18getKernelParamDescI13HarnessMatVecEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.40 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.41 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1

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
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.6) #30
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
  %2 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
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
  %87 = getelementptr inbounds i8, ptr %7, i64 20
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr @.str.7, ptr %7, align 8, !tbaa !69, !alias.scope !71
  store ptr @.str.8, ptr %85, align 8, !tbaa !74, !alias.scope !71
  store i32 134, ptr %86, align 8, !tbaa !75, !alias.scope !71
  store i32 7, ptr %87, align 4, !tbaa !76, !alias.scope !71
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %2, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %96 unwind label %112

96:                                               ; preds = %95
  %97 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %2)
          to label %98 unwind label %99

98:                                               ; preds = %96
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %97)
          to label %101 unwind label %99

99:                                               ; preds = %98, %96
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  br label %114

101:                                              ; preds = %98
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %102 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %103 = sub nsw i64 %102, %94
  %104 = sitofp i64 %103 to double
  %105 = fdiv double %104, 1.000000e+06
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %93, double noundef %105)
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %199

116:                                              ; preds = %88
  %117 = select i1 %89, ptr @.str.11, ptr @.str.12
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
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.3, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #29
  unreachable

47:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #16

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #13

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
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.3, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %15, %24, %39, %42
  ret void

44:                                               ; preds = %8
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  tail call void @__clang_call_terminate(ptr %46) #29
  unreachable

47:                                               ; preds = %2
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
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %6 = alloca %class.anon.212, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %9 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %10 = alloca %class.anon.211, align 8
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %12 = alloca %"class.sycl::_V1::event", align 16
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::event", align 16
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #27
  store ptr @.str.7, ptr %13, align 8, !tbaa !69, !alias.scope !104
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.8, ptr %16, align 8, !tbaa !74, !alias.scope !104
  %17 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 76, ptr %17, align 8, !tbaa !75, !alias.scope !104
  %18 = getelementptr inbounds i8, ptr %13, i64 20
  store i32 22, ptr %18, align 4, !tbaa !76, !alias.scope !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store ptr %0, ptr %10, align 8, !noalias !107
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #27, !noalias !107
  store ptr %10, ptr %11, align 8, !tbaa !110, !noalias !107
  %19 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_, ptr %19, align 8, !tbaa !112, !noalias !107
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27, !noalias !113
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %8, ptr noundef nonnull align 8 dereferenceable(24) %13), !noalias !113
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #27, !noalias !113
  store i32 0, ptr %9, align 4, !tbaa !116, !noalias !113
  %20 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %8)
          to label %21 unwind label %28, !noalias !113

21:                                               ; preds = %3
  %22 = getelementptr inbounds i8, ptr %8, i64 8
  %23 = load i8, ptr %22, align 8, !tbaa !119, !range !94, !noalias !113, !noundef !95
  %24 = trunc nuw i8 %23 to i1
  %25 = xor i1 %24, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef nonnull align 8 dereferenceable(24) %20, i1 noundef zeroext %25)
          to label %30 unwind label %28

26:                                               ; preds = %122, %124, %81, %28
  %27 = phi { ptr, i32 } [ %29, %28 ], [ %82, %81 ], [ %125, %124 ], [ %123, %122 ]
  resume { ptr, i32 } %27

28:                                               ; preds = %21, %3
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27, !noalias !113
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !113
  br label %26

30:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #27, !noalias !113
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %8) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27, !noalias !107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !29
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !82
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %41, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr null, ptr %37, align 8, !tbaa !41
  %38 = getelementptr inbounds i8, ptr %12, i64 8
  %39 = load <2 x ptr>, ptr %12, align 16, !tbaa !29
  store ptr null, ptr %38, align 8, !tbaa !41
  store <2 x ptr> %39, ptr %32, align 8, !tbaa !29
  store ptr null, ptr %12, align 16, !tbaa !121
  %40 = getelementptr inbounds i8, ptr %32, i64 16
  store ptr %40, ptr %31, align 8, !tbaa !80
  br label %42

41:                                               ; preds = %30
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %32, ptr noundef nonnull align 8 dereferenceable(16) %12)
          to label %42 unwind label %122

42:                                               ; preds = %36, %41
  %43 = getelementptr inbounds i8, ptr %12, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !41
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !43
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !45
  %53 = load ptr, ptr %44, align 8, !tbaa !46
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  %56 = load ptr, ptr %44, align 8, !tbaa !46
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  br label %70

70:                                               ; preds = %42, %51, %66, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #27
  store ptr @.str.7, ptr %15, align 8, !tbaa !69, !alias.scope !123
  %71 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.8, ptr %71, align 8, !tbaa !74, !alias.scope !123
  %72 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 85, ptr %72, align 8, !tbaa !75, !alias.scope !123
  %73 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 22, ptr %73, align 4, !tbaa !76, !alias.scope !123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %0, ptr %6, align 8, !noalias !126
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27, !noalias !126
  store ptr %6, ptr %7, align 8, !tbaa !110, !noalias !126
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE0_E4callEPKvSD_, ptr %74, align 8, !tbaa !112, !noalias !126
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27, !noalias !129
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %15), !noalias !129
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27, !noalias !129
  store i32 0, ptr %5, align 4, !tbaa !116, !noalias !129
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %76 unwind label %81, !noalias !129

76:                                               ; preds = %70
  %77 = getelementptr inbounds i8, ptr %4, i64 8
  %78 = load i8, ptr %77, align 8, !tbaa !119, !range !94, !noalias !129, !noundef !95
  %79 = trunc nuw i8 %78 to i1
  %80 = xor i1 %79, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 8 dereferenceable(24) %75, i1 noundef zeroext %80)
          to label %83 unwind label %81

81:                                               ; preds = %76, %70
  %82 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !129
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !129
  br label %26

83:                                               ; preds = %76
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !129
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !129
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27, !noalias !126
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %84 = load ptr, ptr %31, align 8, !tbaa !29
  %85 = load ptr, ptr %33, align 8, !tbaa !82
  %86 = icmp eq ptr %84, %85
  br i1 %86, label %92, label %87

87:                                               ; preds = %83
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr null, ptr %88, align 8, !tbaa !41
  %89 = getelementptr inbounds i8, ptr %14, i64 8
  %90 = load <2 x ptr>, ptr %14, align 16, !tbaa !29
  store ptr null, ptr %89, align 8, !tbaa !41
  store <2 x ptr> %90, ptr %84, align 8, !tbaa !29
  store ptr null, ptr %14, align 16, !tbaa !121
  %91 = getelementptr inbounds i8, ptr %84, i64 16
  store ptr %91, ptr %31, align 8, !tbaa !80
  br label %93

92:                                               ; preds = %83
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %84, ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %93 unwind label %124

93:                                               ; preds = %87, %92
  %94 = getelementptr inbounds i8, ptr %14, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !41
  %96 = icmp eq ptr %95, null
  br i1 %96, label %121, label %97

97:                                               ; preds = %93
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load atomic i64, ptr %98 acquire, align 8
  %100 = icmp eq i64 %99, 4294967297
  %101 = trunc i64 %99 to i32
  br i1 %100, label %102, label %110

102:                                              ; preds = %97
  store i32 0, ptr %98, align 8, !tbaa !43
  %103 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %103, align 4, !tbaa !45
  %104 = load ptr, ptr %95, align 8, !tbaa !46
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %95) #27
  %107 = load ptr, ptr %95, align 8, !tbaa !46
  %108 = getelementptr inbounds i8, ptr %107, i64 24
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr noundef nonnull align 8 dereferenceable(16) %95) #27
  br label %121

110:                                              ; preds = %97
  %111 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %115, label %113

113:                                              ; preds = %110
  %114 = add nsw i32 %101, -1
  store i32 %114, ptr %98, align 4, !tbaa !32
  br label %117

115:                                              ; preds = %110
  %116 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4
  br label %117

117:                                              ; preds = %115, %113
  %118 = phi i32 [ %101, %113 ], [ %116, %115 ]
  %119 = icmp eq i32 %118, 1
  br i1 %119, label %120, label %121, !prof !48

120:                                              ; preds = %117
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #27
  br label %121

121:                                              ; preds = %93, %102, %117, %120
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  ret void

122:                                              ; preds = %41
  %123 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  br label %26

124:                                              ; preds = %92
  %125 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  br label %26
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN13MatrixKernels6verifyEv(ptr noundef nonnull align 8 dereferenceable(400) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor", align 8
  %3 = alloca %"class.sycl::_V1::host_accessor.246", align 8
  %4 = load i64, ptr %0, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 248
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %2, ptr noundef nonnull align 8 dereferenceable(41) %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %6 = getelementptr inbounds i8, ptr %0, i64 352
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor.246") align 8 %3, ptr noundef nonnull align 8 dereferenceable(33) %6)
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
  br i1 %116, label %117, label %104, !llvm.loop !132

117:                                              ; preds = %104, %100
  %118 = phi float [ %101, %100 ], [ %113, %104 ]
  %119 = load i64, ptr %12, align 8, !tbaa !134
  %120 = uitofp i64 %119 to float
  %121 = fmul float %118, %120
  %122 = load ptr, ptr %13, align 8, !tbaa !41, !noalias !135
  %123 = icmp eq ptr %122, null
  br i1 %123, label %132, label %124

124:                                              ; preds = %117
  %125 = getelementptr inbounds i8, ptr %122, i64 8
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !135
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %134, label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %125, align 4, !tbaa !32, !noalias !135
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %125, align 4, !tbaa !32, !noalias !135
  %131 = load ptr, ptr %14, align 8, !noalias !135
  br label %139

132:                                              ; preds = %117
  %133 = load ptr, ptr %14, align 8
  br label %203

134:                                              ; preds = %124
  %135 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4, !noalias !135
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !135
  %137 = load ptr, ptr %14, align 8, !noalias !135
  %138 = icmp eq i8 %136, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %128, %134
  %140 = phi ptr [ %131, %128 ], [ %137, %134 ]
  %141 = load i32, ptr %125, align 4, !tbaa !32, !noalias !135
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %125, align 4, !tbaa !32, !noalias !135
  br label %145

143:                                              ; preds = %134
  %144 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4, !noalias !135
  br label %145

145:                                              ; preds = %143, %139
  %146 = phi ptr [ %137, %143 ], [ %140, %139 ]
  %147 = load atomic i64, ptr %125 acquire, align 8, !noalias !135
  %148 = icmp eq i64 %147, 4294967297
  %149 = trunc i64 %147 to i32
  br i1 %148, label %150, label %158

150:                                              ; preds = %145
  store i32 0, ptr %125, align 8, !tbaa !43, !noalias !135
  %151 = getelementptr inbounds i8, ptr %122, i64 12
  store i32 0, ptr %151, align 4, !tbaa !45, !noalias !135
  %152 = load ptr, ptr %122, align 8, !tbaa !46, !noalias !135
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load ptr, ptr %153, align 8, !noalias !135
  call void %154(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !135
  %155 = load ptr, ptr %122, align 8, !tbaa !46, !noalias !135
  %156 = getelementptr inbounds i8, ptr %155, i64 24
  %157 = load ptr, ptr %156, align 8, !noalias !135
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !135
  br label %203

158:                                              ; preds = %145
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !135
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %158
  %162 = add nsw i32 %149, -1
  store i32 %162, ptr %125, align 4, !tbaa !32, !noalias !135
  br label %165

163:                                              ; preds = %158
  %164 = atomicrmw volatile add ptr %125, i32 -1 acq_rel, align 4, !noalias !135
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %149, %161 ], [ %164, %163 ]
  %167 = icmp eq i32 %166, 1
  br i1 %167, label %168, label %203, !prof !48

168:                                              ; preds = %165
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %122) #27, !noalias !135
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
  br i1 %202, label %100, label %169, !llvm.loop !138

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
  %214 = load ptr, ptr %213, align 8, !tbaa !139
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
  br i1 %252, label %94, label %90, !llvm.loop !144

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
  br i1 %268, label %269, label %257, !llvm.loop !145

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
  br i1 %300, label %253, label %271, !llvm.loop !146

301:                                              ; preds = %269
  %302 = load ptr, ptr %18, align 8, !tbaa !147, !nonnull !95, !noundef !95
  %303 = load i64, ptr %302, align 8
  %304 = getelementptr inbounds i8, ptr %302, i64 72
  %305 = load ptr, ptr %304, align 8, !tbaa !139
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
  br i1 %317, label %27, label %30, !llvm.loop !152
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #13

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.53", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !153
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
  call void @__clang_call_terminate(ptr %18) #29
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
  call void @__clang_call_terminate(ptr %28) #29
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !29
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !29
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !155
  store ptr %8, ptr %6, align 16, !tbaa !155
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !157
  %12 = load ptr, ptr %10, align 8, !tbaa !158
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !159
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !161

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !157
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !155
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
  %2 = load ptr, ptr %0, align 8, !tbaa !157
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !158
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !159
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !161

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !157
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !155
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #13

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !29
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
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %7 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %8 = alloca %class.anon, align 8
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  %11 = alloca ptr, align 8
  %12 = alloca %"class.sycl::_V1::event", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store i64 %3, ptr %10, align 8
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %14, align 8
  store ptr %2, ptr %11, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %0, i64 48
  %16 = load i8, ptr %15, align 8, !tbaa !16, !range !94, !noundef !95
  %17 = trunc nuw i8 %16 to i1
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store i8 0, ptr %15, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) #27
  br label %19

19:                                               ; preds = %5, %18
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %0, ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 8 dereferenceable(16) %10)
  store i8 1, ptr %15, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #27
  store ptr @.str.7, ptr %13, align 8, !tbaa !69, !alias.scope !162
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.14, ptr %20, align 8, !tbaa !74, !alias.scope !162
  %21 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 37, ptr %21, align 8, !tbaa !75, !alias.scope !162
  %22 = getelementptr inbounds i8, ptr %13, i64 20
  store i32 5, ptr %22, align 4, !tbaa !76, !alias.scope !162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store ptr %0, ptr %8, align 8, !noalias !165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27, !noalias !165
  store ptr %8, ptr %9, align 8, !tbaa !110, !noalias !165
  %23 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_E4callEPKvSC_, ptr %23, align 8, !tbaa !112, !noalias !165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27, !noalias !168
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %6, ptr noundef nonnull align 8 dereferenceable(24) %13), !noalias !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #27, !noalias !168
  store i32 0, ptr %7, align 4, !tbaa !116, !noalias !168
  %24 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %6)
          to label %25 unwind label %30, !noalias !168

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %6, i64 8
  %27 = load i8, ptr %26, align 8, !tbaa !119, !range !94, !noalias !168, !noundef !95
  %28 = trunc nuw i8 %27 to i1
  %29 = xor i1 %28, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef nonnull align 8 dereferenceable(24) %24, i1 noundef zeroext %29)
          to label %32 unwind label %30

30:                                               ; preds = %25, %19
  %31 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27, !noalias !168
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27, !noalias !168
  resume { ptr, i32 } %31

32:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #27, !noalias !168
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27, !noalias !168
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27, !noalias !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %33 = getelementptr inbounds i8, ptr %12, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !41
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !43
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !45
  %43 = load ptr, ptr %34, align 8, !tbaa !46
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  %46 = load ptr, ptr %34, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !32
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !48

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  br label %60

60:                                               ; preds = %32, %41, %56, %59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEE(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %class.anon.203, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca %"class.sycl::_V1::range.17", align 8
  %10 = alloca ptr, align 8
  %11 = alloca %"class.sycl::_V1::event", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store i64 %3, ptr %9, align 8
  store ptr %2, ptr %10, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %0, i64 40
  %14 = load i8, ptr %13, align 8, !tbaa !19, !range !94, !noundef !95
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %16, label %17

16:                                               ; preds = %4
  store i8 0, ptr %13, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) #27
  br label %17

17:                                               ; preds = %4, %16
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %0, ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(8) %9)
  store i8 1, ptr %13, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #27
  store ptr @.str.7, ptr %12, align 8, !tbaa !69, !alias.scope !171
  %18 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.14, ptr %18, align 8, !tbaa !74, !alias.scope !171
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 37, ptr %19, align 8, !tbaa !75, !alias.scope !171
  %20 = getelementptr inbounds i8, ptr %12, i64 20
  store i32 5, ptr %20, align 4, !tbaa !76, !alias.scope !171
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store ptr %0, ptr %7, align 8, !noalias !174
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27, !noalias !174
  store ptr %7, ptr %8, align 8, !tbaa !110, !noalias !174
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_E4callEPKvSC_, ptr %21, align 8, !tbaa !112, !noalias !174
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27, !noalias !177
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %12), !noalias !177
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #27, !noalias !177
  store i32 0, ptr %6, align 4, !tbaa !116, !noalias !177
  %22 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %23 unwind label %28, !noalias !177

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  %25 = load i8, ptr %24, align 8, !tbaa !119, !range !94, !noalias !177, !noundef !95
  %26 = trunc nuw i8 %25 to i1
  %27 = xor i1 %26, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %11, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %22, i1 noundef zeroext %27)
          to label %30 unwind label %28

28:                                               ; preds = %23, %17
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27, !noalias !177
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !177
  resume { ptr, i32 } %29

30:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27, !noalias !177
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !177
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %31 = getelementptr inbounds i8, ptr %11, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !41
  %33 = icmp eq ptr %32, null
  br i1 %33, label %58, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load atomic i64, ptr %35 acquire, align 8
  %37 = icmp eq i64 %36, 4294967297
  %38 = trunc i64 %36 to i32
  br i1 %37, label %39, label %47

39:                                               ; preds = %34
  store i32 0, ptr %35, align 8, !tbaa !43
  %40 = getelementptr inbounds i8, ptr %32, i64 12
  store i32 0, ptr %40, align 4, !tbaa !45
  %41 = load ptr, ptr %32, align 8, !tbaa !46
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %32) #27
  %44 = load ptr, ptr %32, align 8, !tbaa !46
  %45 = getelementptr inbounds i8, ptr %44, i64 24
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %32) #27
  br label %58

47:                                               ; preds = %34
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %47
  %51 = add nsw i32 %38, -1
  store i32 %51, ptr %35, align 4, !tbaa !32
  br label %54

52:                                               ; preds = %47
  %53 = atomicrmw volatile add ptr %35, i32 -1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %38, %50 ], [ %53, %52 ]
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %58, !prof !48

57:                                               ; preds = %54
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %32) #27
  br label %58

58:                                               ; preds = %30, %39, %54, %57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #27
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #30
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
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.15, ptr %5, align 8, !tbaa !69, !alias.scope !180
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.16, ptr %7, align 8, !tbaa !74, !alias.scope !180
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 119, ptr %8, align 8, !tbaa !75, !alias.scope !180
  %9 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 25, ptr %9, align 4, !tbaa !76, !alias.scope !180
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !183
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !46, !noalias !183
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !186, !noalias !183
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !188, !noalias !183
  store ptr %13, ptr %6, align 8, !tbaa !191
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
  store i64 0, ptr %25, align 8, !tbaa !193
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !200
  %27 = load ptr, ptr %0, align 8, !tbaa !201
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !202
  %29 = load i8, ptr %28, align 1, !tbaa !13
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !204)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !15, !noalias !204
  store <2 x i64> %33, ptr %7, align 16, !tbaa !15, !alias.scope !204
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !15, !alias.scope !204
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
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

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #13

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
  %6 = load i64, ptr %3, align 8, !tbaa !186
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
  %3 = load i64, ptr %2, align 8, !tbaa !188
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !186
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.78", align 8
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
  store i32 %27, ptr %11, align 4, !tbaa !32
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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #13

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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #13

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_E4callEPKvSC_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %4 = alloca %"class.sycl::_V1::range.17", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %class.anon.119, align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !207
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #27
  store ptr @.str.7, ptr %6, align 8, !tbaa !69, !alias.scope !209
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %9, align 8, !tbaa !74, !alias.scope !209
  %10 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 38, ptr %10, align 8, !tbaa !75, !alias.scope !209
  %11 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 18, ptr %11, align 4, !tbaa !76, !alias.scope !209
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %5, ptr noundef nonnull align 8 dereferenceable(41) %8, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #27
  %12 = load ptr, ptr %5, align 8, !tbaa !212
  store ptr %12, ptr %7, align 8, !tbaa !212
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !41
  store ptr %15, ptr %13, align 8, !tbaa !41
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %18, align 4, !tbaa !32
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %18, align 4, !tbaa !32
  br label %26

24:                                               ; preds = %17
  %25 = atomicrmw volatile add ptr %18, i32 1 acq_rel, align 4
  br label %26

26:                                               ; preds = %2, %21, %24
  %27 = getelementptr inbounds i8, ptr %7, i64 16
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull align 8 dereferenceable(40) %28, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  store i64 1, ptr %4, align 8, !tbaa !15
  invoke void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESL_EUlvE_JNSJ_ILi1EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %29 unwind label %84

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #27
  %30 = load ptr, ptr %13, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !43
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !45
  %39 = load ptr, ptr %30, align 8, !tbaa !46
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  %42 = load ptr, ptr %30, align 8, !tbaa !46
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !32
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !48

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  br label %56

56:                                               ; preds = %29, %37, %52, %55
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  %57 = load ptr, ptr %14, align 8, !tbaa !41
  %58 = icmp eq ptr %57, null
  br i1 %58, label %83, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  %61 = load atomic i64, ptr %60 acquire, align 8
  %62 = icmp eq i64 %61, 4294967297
  %63 = trunc i64 %61 to i32
  br i1 %62, label %64, label %72

64:                                               ; preds = %59
  store i32 0, ptr %60, align 8, !tbaa !43
  %65 = getelementptr inbounds i8, ptr %57, i64 12
  store i32 0, ptr %65, align 4, !tbaa !45
  %66 = load ptr, ptr %57, align 8, !tbaa !46
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  call void %68(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  %69 = load ptr, ptr %57, align 8, !tbaa !46
  %70 = getelementptr inbounds i8, ptr %69, i64 24
  %71 = load ptr, ptr %70, align 8
  call void %71(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  br label %83

72:                                               ; preds = %59
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %72
  %76 = add nsw i32 %63, -1
  store i32 %76, ptr %60, align 4, !tbaa !32
  br label %79

77:                                               ; preds = %72
  %78 = atomicrmw volatile add ptr %60, i32 -1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %75
  %80 = phi i32 [ %63, %75 ], [ %78, %77 ]
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %83, !prof !48

82:                                               ; preds = %79
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  br label %83

83:                                               ; preds = %56, %64, %79, %82
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  ret void

84:                                               ; preds = %26
  %85 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #27
  resume { ptr, i32 } %85
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::range.121", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !213
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !15, !alias.scope !213
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !213
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !216
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !15, !alias.scope !216
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !15, !alias.scope !216
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
  %35 = load ptr, ptr %34, align 8, !tbaa !219
  store ptr %35, ptr %33, align 8, !tbaa !219
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
  br i1 %52, label %53, label %32, !llvm.loop !221

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
  %60 = load ptr, ptr %1, align 8, !tbaa !201
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !193
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !200, !range !94, !noundef !95
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
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
  %133 = load ptr, ptr %132, align 8, !tbaa !219
  store ptr %133, ptr %131, align 8, !tbaa !219
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
  br i1 %150, label %151, label %130, !llvm.loop !221

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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !222
  %188 = load ptr, ptr %1, align 8, !tbaa !201
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !212
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.121") align 8, ptr noundef byval(%"class.sycl::_V1::range.121") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

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

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESL_EUlvE_JNSJ_ILi1EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(56) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.17", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info, i64 88, i1 false)
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %7)
  %9 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %4
  %12 = call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.27)
          to label %16 unwind label %17

16:                                               ; preds = %11
  call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %12) #27
  resume { ptr, i32 } %18

19:                                               ; preds = %4
  %20 = load ptr, ptr %7, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %7, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %20, i64 %22)
  %23 = load i64, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %23, ptr %5, align 8
  store ptr %5, ptr %6, align 8, !tbaa !224
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false)
  store i64 1, ptr %25, align 8, !tbaa !226
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %26 = getelementptr inbounds i8, ptr %0, i64 144
  %27 = call noalias noundef nonnull dereferenceable(64) ptr @_Znwm(i64 noundef 64) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %27, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %1, align 8, !tbaa !212
  store ptr %29, ptr %28, align 8, !tbaa !212
  %30 = getelementptr inbounds i8, ptr %27, i64 16
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !41
  store ptr %32, ptr %30, align 8, !tbaa !41
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %19
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

43:                                               ; preds = %41, %38, %19
  %44 = getelementptr inbounds i8, ptr %27, i64 24
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %46 = load ptr, ptr %26, align 8, !tbaa !29
  store ptr %27, ptr %26, align 8, !tbaa !29
  %47 = icmp eq ptr %46, null
  br i1 %47, label %52, label %48

48:                                               ; preds = %43
  %49 = load ptr, ptr %46, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(8) %46) #27
  br label %52

52:                                               ; preds = %43, %48
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE)
  %53 = load ptr, ptr %26, align 8, !tbaa !29
  %54 = load ptr, ptr %53, align 8, !tbaa !46
  %55 = load ptr, ptr %54, align 8
  %56 = call noundef ptr %55(ptr noundef nonnull align 8 dereferenceable(8) %53)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %56)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #27
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %57, align 8, !tbaa !227, !alias.scope !229
  %58 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %58, align 2, !tbaa !234, !alias.scope !229
  %59 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %59, align 4, !tbaa !236, !alias.scope !229
  %60 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %60, align 4, !tbaa !238, !alias.scope !229
  %61 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %61, align 4, !tbaa !240, !alias.scope !229
  %62 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %62, align 4, !tbaa !238, !alias.scope !229
  %63 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %63, align 4, !tbaa !240, !alias.scope !229
  %64 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %64, align 4, !tbaa !238, !alias.scope !229
  %65 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %65, align 4, !tbaa !240, !alias.scope !229
  %66 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %66, align 8, !tbaa !242, !alias.scope !229
  %67 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %67, align 8, !tbaa !244, !alias.scope !229
  %68 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %68, align 8, !tbaa !246, !alias.scope !229
  %69 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %69, align 8, !tbaa !248, !alias.scope !229
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %8)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %2
  %4 = load i64, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load i32, ptr %5, align 4, !tbaa !32
  %7 = insertvalue { i64, i32 } poison, i64 %4, 0
  %8 = insertvalue { i64, i32 } %7, i32 %6, 1
  ret { i64, i32 } %8
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !279
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !279
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !282

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !283
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.25)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.26)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #13

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !284
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !285

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
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
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi2EE10initializeERNS0_5queueEPfNS0_5rangeILi2EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE(ptr noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat {
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #13

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #22

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #13

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #22

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #22

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.15, ptr %5, align 8, !tbaa !69, !alias.scope !286
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.16, ptr %7, align 8, !tbaa !74, !alias.scope !286
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 119, ptr %8, align 8, !tbaa !75, !alias.scope !286
  %9 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 25, ptr %9, align 4, !tbaa !76, !alias.scope !286
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
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !289
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !46, !noalias !289
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !186, !noalias !289
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !188, !noalias !289
  store ptr %10, ptr %6, align 8, !tbaa !191
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
  store i64 0, ptr %23, align 8, !tbaa !292
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !296
  %25 = load ptr, ptr %0, align 8, !tbaa !201
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !202
  %27 = load i8, ptr %26, align 1, !tbaa !13
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store i64 %22, ptr %7, align 8, !tbaa !15, !alias.scope !297
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !297
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_E4callEPKvSC_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %4 = alloca %"class.sycl::_V1::range.17", align 8
  %5 = alloca %"class.sycl::_V1::accessor.204", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %class.anon.207, align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !300
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  store ptr @.str.7, ptr %6, align 8, !tbaa !69, !alias.scope !302
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %9, align 8, !tbaa !74, !alias.scope !302
  %10 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 38, ptr %10, align 8, !tbaa !75, !alias.scope !302
  %11 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 18, ptr %11, align 4, !tbaa !76, !alias.scope !302
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.204") align 8 %5, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %12 = load ptr, ptr %5, align 8, !tbaa !212
  store ptr %12, ptr %7, align 8, !tbaa !212
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !41
  store ptr %15, ptr %13, align 8, !tbaa !41
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %18, align 4, !tbaa !32
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %18, align 4, !tbaa !32
  br label %26

24:                                               ; preds = %17
  %25 = atomicrmw volatile add ptr %18, i32 1 acq_rel, align 4
  br label %26

26:                                               ; preds = %2, %21, %24
  %27 = getelementptr inbounds i8, ptr %7, i64 16
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  store i64 1, ptr %4, align 8, !tbaa !15
  invoke void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESL_EUlvE_JSK_EEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %29 unwind label %84

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #27
  %30 = load ptr, ptr %13, align 8, !tbaa !41
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !43
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !45
  %39 = load ptr, ptr %30, align 8, !tbaa !46
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  %42 = load ptr, ptr %30, align 8, !tbaa !46
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !32
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !48

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #27
  br label %56

56:                                               ; preds = %29, %37, %52, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %57 = load ptr, ptr %14, align 8, !tbaa !41
  %58 = icmp eq ptr %57, null
  br i1 %58, label %83, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  %61 = load atomic i64, ptr %60 acquire, align 8
  %62 = icmp eq i64 %61, 4294967297
  %63 = trunc i64 %61 to i32
  br i1 %62, label %64, label %72

64:                                               ; preds = %59
  store i32 0, ptr %60, align 8, !tbaa !43
  %65 = getelementptr inbounds i8, ptr %57, i64 12
  store i32 0, ptr %65, align 4, !tbaa !45
  %66 = load ptr, ptr %57, align 8, !tbaa !46
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  call void %68(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  %69 = load ptr, ptr %57, align 8, !tbaa !46
  %70 = getelementptr inbounds i8, ptr %69, i64 24
  %71 = load ptr, ptr %70, align 8
  call void %71(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  br label %83

72:                                               ; preds = %59
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %72
  %76 = add nsw i32 %63, -1
  store i32 %76, ptr %60, align 4, !tbaa !32
  br label %79

77:                                               ; preds = %72
  %78 = atomicrmw volatile add ptr %60, i32 -1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %75
  %80 = phi i32 [ %63, %75 ], [ %78, %77 ]
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %83, !prof !48

82:                                               ; preds = %79
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %57) #27
  br label %83

83:                                               ; preds = %56, %64, %79, %82
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  ret void

84:                                               ; preds = %26
  %85 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  resume { ptr, i32 } %85
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.204") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::range.121", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !305
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !305
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !305
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !308
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !308
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !308
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
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  store ptr %33, ptr %31, align 8, !tbaa !219
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
  br i1 %50, label %51, label %30, !llvm.loop !221

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
  %58 = load ptr, ptr %1, align 8, !tbaa !201
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !292
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !296, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
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
  %131 = load ptr, ptr %130, align 8, !tbaa !219
  store ptr %131, ptr %129, align 8, !tbaa !219
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
  br i1 %148, label %149, label %128, !llvm.loop !221

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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !311
  %186 = load ptr, ptr %1, align 8, !tbaa !201
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !212
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE0ENS3_9auto_nameEvLi1ELb0ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESL_EUlvE_JSK_EEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.17", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info, i64 88, i1 false)
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %7)
  %9 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %4
  %12 = call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.27)
          to label %16 unwind label %17

16:                                               ; preds = %11
  call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %12) #27
  resume { ptr, i32 } %18

19:                                               ; preds = %4
  %20 = load ptr, ptr %7, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %7, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %20, i64 %22)
  %23 = load i64, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %23, ptr %5, align 8
  store ptr %5, ptr %6, align 8, !tbaa !224
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false)
  store i64 1, ptr %25, align 8, !tbaa !226
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %26 = getelementptr inbounds i8, ptr %0, i64 144
  %27 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %27, align 8, !tbaa !46
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %1, align 8, !tbaa !212
  store ptr %29, ptr %28, align 8, !tbaa !212
  %30 = getelementptr inbounds i8, ptr %27, i64 16
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !41
  store ptr %32, ptr %30, align 8, !tbaa !41
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %19
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

43:                                               ; preds = %41, %38, %19
  %44 = getelementptr inbounds i8, ptr %27, i64 24
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, ptr noundef nonnull align 8 dereferenceable(16) %45, i64 16, i1 false)
  %46 = load ptr, ptr %26, align 8, !tbaa !29
  store ptr %27, ptr %26, align 8, !tbaa !29
  %47 = icmp eq ptr %46, null
  br i1 %47, label %52, label %48

48:                                               ; preds = %43
  %49 = load ptr, ptr %46, align 8, !tbaa !46
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(8) %46) #27
  br label %52

52:                                               ; preds = %43, %48
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE)
  %53 = load ptr, ptr %26, align 8, !tbaa !29
  %54 = load ptr, ptr %53, align 8, !tbaa !46
  %55 = load ptr, ptr %54, align 8
  %56 = call noundef ptr %55(ptr noundef nonnull align 8 dereferenceable(8) %53)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %56)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #27
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %57, align 8, !tbaa !227, !alias.scope !313
  %58 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %58, align 2, !tbaa !234, !alias.scope !313
  %59 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %59, align 4, !tbaa !236, !alias.scope !313
  %60 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %60, align 4, !tbaa !238, !alias.scope !313
  %61 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %61, align 4, !tbaa !240, !alias.scope !313
  %62 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %62, align 4, !tbaa !238, !alias.scope !313
  %63 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %63, align 4, !tbaa !240, !alias.scope !313
  %64 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %64, align 4, !tbaa !238, !alias.scope !313
  %65 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %65, align 4, !tbaa !240, !alias.scope !313
  %66 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %66, align 8, !tbaa !242, !alias.scope !313
  %67 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %67, align 8, !tbaa !244, !alias.scope !313
  %68 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %68, align 8, !tbaa !246, !alias.scope !313
  %69 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %69, align 8, !tbaa !248, !alias.scope !313
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %8)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 1
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !32
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRS1_E_clESA_EUlvE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !284
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !285

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESC_EUlvE_EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
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
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !46
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19runKernelWithoutArgIZZN13BufferWrapperIfLi1EE10initializeERNS0_5queueEPfNS0_5rangeILi1EEEENKUlRNS0_7handlerEE_clESB_EUlvE_Lb0EEEvT_RKSt17integral_constantIbXT0_EE(ptr noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat {
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
  store ptr null, ptr %2, align 8, !tbaa !121
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !321)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !29, !alias.scope !321, !noalias !318
  store ptr null, ptr %35, align 8, !tbaa !41, !alias.scope !321, !noalias !318
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !29, !alias.scope !318, !noalias !321
  store ptr null, ptr %34, align 8, !tbaa !121, !alias.scope !321, !noalias !318
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !323

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !324)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !327)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !29, !alias.scope !327, !noalias !324
  store ptr null, ptr %47, align 8, !tbaa !41, !alias.scope !327, !noalias !324
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !29, !alias.scope !324, !noalias !327
  store ptr null, ptr %46, align 8, !tbaa !121, !alias.scope !327, !noalias !324
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !323

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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.214", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.214", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %class.anon.217, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !329
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #27
  %11 = getelementptr inbounds i8, ptr %10, i64 136
  store ptr @.str.7, ptr %4, align 8, !tbaa !69, !alias.scope !331
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %12, align 8, !tbaa !74, !alias.scope !331
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 77, ptr %13, align 8, !tbaa !75, !alias.scope !331
  %14 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 16, ptr %14, align 4, !tbaa !76, !alias.scope !331
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.214") align 8 %3, ptr noundef nonnull align 8 dereferenceable(41) %11, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #27
  %15 = getelementptr inbounds i8, ptr %10, i64 192
  store ptr @.str.7, ptr %6, align 8, !tbaa !69, !alias.scope !334
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %16, align 8, !tbaa !74, !alias.scope !334
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 78, ptr %17, align 8, !tbaa !75, !alias.scope !334
  %18 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 16, ptr %18, align 4, !tbaa !76, !alias.scope !334
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.214") align 8 %5, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %19 unwind label %162

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #27
  %20 = getelementptr inbounds i8, ptr %10, i64 248
  store ptr @.str.7, ptr %8, align 8, !tbaa !69, !alias.scope !337
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.18, ptr %21, align 8, !tbaa !74, !alias.scope !337
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 79, ptr %22, align 8, !tbaa !75, !alias.scope !337
  %23 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 16, ptr %23, align 4, !tbaa !76, !alias.scope !337
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %7, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %24 unwind label %164

24:                                               ; preds = %19
  %25 = load i64, ptr %10, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %9) #27
  store i64 %25, ptr %9, align 8, !tbaa !340
  %26 = getelementptr inbounds i8, ptr %9, i64 8
  %27 = load ptr, ptr %7, align 8, !tbaa !212
  store ptr %27, ptr %26, align 8, !tbaa !212
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
  %45 = load ptr, ptr %3, align 8, !tbaa !212
  store ptr %45, ptr %44, align 8, !tbaa !212
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
  %63 = load ptr, ptr %5, align 8, !tbaa !212
  store ptr %63, ptr %62, align 8, !tbaa !212
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
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %25, i64 %25, ptr noundef nonnull align 8 dereferenceable(176) %9)
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.214") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::range.121", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !15, !alias.scope !343
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !15, !alias.scope !343
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !343
  store i64 %12, ptr %8, align 8, !tbaa !15, !alias.scope !346
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !15, !alias.scope !346
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !15, !alias.scope !346
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
  %36 = load ptr, ptr %35, align 8, !tbaa !219
  store ptr %36, ptr %34, align 8, !tbaa !219
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
  br i1 %53, label %54, label %33, !llvm.loop !221

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
  %61 = load ptr, ptr %1, align 8, !tbaa !201
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !193
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !200, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
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
  %132 = load ptr, ptr %131, align 8, !tbaa !219
  store ptr %132, ptr %130, align 8, !tbaa !219
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
  br i1 %149, label %150, label %129, !llvm.loop !221

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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.22)
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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !349
  %216 = load ptr, ptr %1, align 8, !tbaa !201
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !212
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(176) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv.Info, i64 88, i1 false)
  %9 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.27)
          to label %16 unwind label %19

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %27, i32 %29, ptr %30, ptr noundef nonnull @.str.35)
          to label %31 unwind label %32

31:                                               ; preds = %26
  call void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %27) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  br label %17

34:                                               ; preds = %21, %23
  %35 = load ptr, ptr %7, align 8, !tbaa !29
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %35, i64 %37)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #27
  %38 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %38, align 8, !tbaa !227, !alias.scope !350
  %39 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %39, align 2, !tbaa !234, !alias.scope !350
  %40 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %40, align 4, !tbaa !236, !alias.scope !350
  %41 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %41, align 4, !tbaa !238, !alias.scope !350
  %42 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %42, align 4, !tbaa !240, !alias.scope !350
  %43 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %43, align 4, !tbaa !238, !alias.scope !350
  %44 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %44, align 4, !tbaa !240, !alias.scope !350
  %45 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %45, align 4, !tbaa !238, !alias.scope !350
  %46 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %46, align 4, !tbaa !240, !alias.scope !350
  %47 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %47, align 8, !tbaa !242, !alias.scope !350
  %48 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %48, align 8, !tbaa !244, !alias.scope !350
  %49 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %49, align 8, !tbaa !246, !alias.scope !350
  %50 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %50, align 8, !tbaa !248, !alias.scope !350
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %8)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %1, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %51, align 8
  store ptr %5, ptr %6, align 8, !tbaa !224
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false)
  store i64 2, ptr %53, align 8, !tbaa !226
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(176) %3)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI11HarnessGemmEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !32
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI11HarnessGemmZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(184) ptr @_Znwm(i64 noundef 184) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !46
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %1, align 8, !tbaa !340
  store i64 %6, ptr %5, align 8, !tbaa !340
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !212
  store ptr %9, ptr %7, align 8, !tbaa !212
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
  %19 = load i32, ptr %15, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !32
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
  %28 = load ptr, ptr %27, align 8, !tbaa !212
  store ptr %28, ptr %26, align 8, !tbaa !212
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
  %38 = load i32, ptr %34, align 4, !tbaa !32
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !32
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
  %47 = load ptr, ptr %46, align 8, !tbaa !212
  store ptr %47, ptr %45, align 8, !tbaa !212
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
  %57 = load i32, ptr %53, align 4, !tbaa !32
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !32
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %42, %56, %59
  %62 = getelementptr inbounds i8, ptr %4, i64 144
  %63 = getelementptr inbounds i8, ptr %1, i64 136
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %62, ptr noundef nonnull align 8 dereferenceable(40) %63, i64 40, i1 false)
  %64 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr %4, ptr %3, align 8, !tbaa !29
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %61
  %67 = load ptr, ptr %64, align 8, !tbaa !46
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  tail call void %69(ptr noundef nonnull align 8 dereferenceable(8) %64) #27
  br label %70

70:                                               ; preds = %61, %66
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %71 = load ptr, ptr %3, align 8, !tbaa !29
  %72 = load ptr, ptr %71, align 8, !tbaa !46
  %73 = load ptr, ptr %72, align 8
  %74 = tail call noundef ptr %73(ptr noundef nonnull align 8 dereferenceable(8) %71)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %74)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11HarnessGemmEEvPv.Info, i64 16, i1 false), !tbaa.struct !284
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !285

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11HarnessGemmEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11HarnessGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(184) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(176) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 184) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !15
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %5, i64 %7)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = load i64, ptr %0, align 8, !tbaa !340
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
  call void @llvm.experimental.noalias.scope.decl(metadata !355)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %37 = load ptr, ptr %13, align 8, !tbaa !212, !noalias !355
  %38 = load ptr, ptr %14, align 8, !tbaa !41, !noalias !355
  %39 = icmp eq ptr %38, null
  br i1 %39, label %50, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !355
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !32, !noalias !355
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !32, !noalias !355
  br label %51

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !355
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !355
  br label %51

50:                                               ; preds = %35
  store ptr %37, ptr %16, align 8, !tbaa !212, !alias.scope !355
  store ptr null, ptr %17, align 8, !tbaa !41, !alias.scope !355
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  store i64 %1, ptr %7, align 8, !tbaa !15, !alias.scope !355
  br label %82

51:                                               ; preds = %47, %44
  %52 = phi i8 [ %49, %47 ], [ 1, %44 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false), !noalias !355
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !355
  store ptr %37, ptr %16, align 8, !tbaa !212, !alias.scope !355
  store ptr %38, ptr %17, align 8, !tbaa !41, !alias.scope !355
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %51
  %55 = load i32, ptr %41, align 4, !tbaa !32, !noalias !355
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %41, align 4, !tbaa !32, !noalias !355
  br label %59

57:                                               ; preds = %51
  %58 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4, !noalias !355
  br label %59

59:                                               ; preds = %57, %54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %18, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %1, ptr %7, align 8, !tbaa !15, !alias.scope !355
  %60 = load atomic i64, ptr %41 acquire, align 8, !noalias !355
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %59
  store i32 0, ptr %41, align 8, !tbaa !43, !noalias !355
  %64 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %64, align 4, !tbaa !45, !noalias !355
  %65 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !355
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8, !noalias !355
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !355
  %68 = load ptr, ptr %38, align 8, !tbaa !46, !noalias !355
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8, !noalias !355
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !355
  br label %82

71:                                               ; preds = %59
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !355
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %41, align 4, !tbaa !32, !noalias !355
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4, !noalias !355
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !48

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27, !noalias !355
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
  call void @llvm.experimental.noalias.scope.decl(metadata !358)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %104 = load ptr, ptr %20, align 8, !tbaa !212, !noalias !358
  %105 = load ptr, ptr %21, align 8, !tbaa !41, !noalias !358
  %106 = icmp eq ptr %105, null
  br i1 %106, label %117, label %107

107:                                              ; preds = %94
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !358
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !32, !noalias !358
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !32, !noalias !358
  br label %118

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !358
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !358
  br label %118

117:                                              ; preds = %94
  store ptr %104, ptr %23, align 8, !tbaa !212, !alias.scope !358
  store ptr null, ptr %24, align 8, !tbaa !41, !alias.scope !358
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false)
  store i64 %36, ptr %8, align 8, !tbaa !15, !alias.scope !358
  br label %149

118:                                              ; preds = %114, %111
  %119 = phi i8 [ %116, %114 ], [ 1, %111 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false), !noalias !358
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !358
  store ptr %104, ptr %23, align 8, !tbaa !212, !alias.scope !358
  store ptr %105, ptr %24, align 8, !tbaa !41, !alias.scope !358
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %124, label %121

121:                                              ; preds = %118
  %122 = load i32, ptr %108, align 4, !tbaa !32, !noalias !358
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %108, align 4, !tbaa !32, !noalias !358
  br label %126

124:                                              ; preds = %118
  %125 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !358
  br label %126

126:                                              ; preds = %124, %121
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %36, ptr %8, align 8, !tbaa !15, !alias.scope !358
  %127 = load atomic i64, ptr %108 acquire, align 8, !noalias !358
  %128 = icmp eq i64 %127, 4294967297
  %129 = trunc i64 %127 to i32
  br i1 %128, label %130, label %138

130:                                              ; preds = %126
  store i32 0, ptr %108, align 8, !tbaa !43, !noalias !358
  %131 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %131, align 4, !tbaa !45, !noalias !358
  %132 = load ptr, ptr %105, align 8, !tbaa !46, !noalias !358
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8, !noalias !358
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !358
  %135 = load ptr, ptr %105, align 8, !tbaa !46, !noalias !358
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = load ptr, ptr %136, align 8, !noalias !358
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !358
  br label %149

138:                                              ; preds = %126
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !358
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %143, label %141

141:                                              ; preds = %138
  %142 = add nsw i32 %129, -1
  store i32 %142, ptr %108, align 4, !tbaa !32, !noalias !358
  br label %145

143:                                              ; preds = %138
  %144 = atomicrmw volatile add ptr %108, i32 -1 acq_rel, align 4, !noalias !358
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi i32 [ %129, %141 ], [ %144, %143 ]
  %147 = icmp eq i32 %146, 1
  br i1 %147, label %148, label %149, !prof !48

148:                                              ; preds = %145
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !358
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
  call void @llvm.experimental.noalias.scope.decl(metadata !361)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %171 = load ptr, ptr %27, align 8, !tbaa !212, !noalias !361
  %172 = load ptr, ptr %28, align 8, !tbaa !41, !noalias !361
  %173 = icmp eq ptr %172, null
  br i1 %173, label %184, label %174

174:                                              ; preds = %161
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !361
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = load i32, ptr %175, align 4, !tbaa !32, !noalias !361
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %175, align 4, !tbaa !32, !noalias !361
  br label %185

181:                                              ; preds = %174
  %182 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !361
  %183 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !361
  br label %185

184:                                              ; preds = %161
  store ptr %171, ptr %30, align 8, !tbaa !212, !alias.scope !361
  store ptr null, ptr %31, align 8, !tbaa !41, !alias.scope !361
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %32, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false)
  store i64 %1, ptr %9, align 8, !tbaa !15, !alias.scope !361
  br label %216

185:                                              ; preds = %181, %178
  %186 = phi i8 [ %183, %181 ], [ 1, %178 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false), !noalias !361
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !361
  store ptr %171, ptr %30, align 8, !tbaa !212, !alias.scope !361
  store ptr %172, ptr %31, align 8, !tbaa !41, !alias.scope !361
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %185
  %189 = load i32, ptr %175, align 4, !tbaa !32, !noalias !361
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %175, align 4, !tbaa !32, !noalias !361
  br label %193

191:                                              ; preds = %185
  %192 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !361
  br label %193

193:                                              ; preds = %191, %188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %32, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %9, align 8, !tbaa !15, !alias.scope !361
  %194 = load atomic i64, ptr %175 acquire, align 8, !noalias !361
  %195 = icmp eq i64 %194, 4294967297
  %196 = trunc i64 %194 to i32
  br i1 %195, label %197, label %205

197:                                              ; preds = %193
  store i32 0, ptr %175, align 8, !tbaa !43, !noalias !361
  %198 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %198, align 4, !tbaa !45, !noalias !361
  %199 = load ptr, ptr %172, align 8, !tbaa !46, !noalias !361
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load ptr, ptr %200, align 8, !noalias !361
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !361
  %202 = load ptr, ptr %172, align 8, !tbaa !46, !noalias !361
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8, !noalias !361
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !361
  br label %216

205:                                              ; preds = %193
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !361
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %196, -1
  store i32 %209, ptr %175, align 4, !tbaa !32, !noalias !361
  br label %212

210:                                              ; preds = %205
  %211 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4, !noalias !361
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %196, %208 ], [ %211, %210 ]
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %216, !prof !48

215:                                              ; preds = %212
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #27, !noalias !361
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
  %321 = load i64, ptr %0, align 8, !tbaa !340
  %322 = icmp ult i64 %320, %321
  br i1 %322, label %35, label %34, !llvm.loop !364

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
declare float @llvm.fmuladd.f32(float, float, float) #23

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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE0_E4callEPKvSD_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor.214", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor.226", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.229", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.233, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !365
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #27
  %14 = getelementptr inbounds i8, ptr %13, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.7, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 86, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %18 unwind label %313

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !38
  %21 = getelementptr inbounds i8, ptr %7, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !40
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !41
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !43
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !45
  %36 = load ptr, ptr %27, align 8, !tbaa !46
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  %39 = load ptr, ptr %27, align 8, !tbaa !46
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !32
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !48

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !49

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !38
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %7, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !50
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #28
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %68 = getelementptr inbounds i8, ptr %13, i64 304
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.7, ptr %4, align 8
  %69 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 87, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %71, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %68, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %72 unwind label %315

72:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %73 = getelementptr inbounds i8, ptr %9, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !38
  %75 = getelementptr inbounds i8, ptr %9, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !40
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %72, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %72 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !41
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
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

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %78, !llvm.loop !49

110:                                              ; preds = %107
  %111 = load ptr, ptr %73, align 8, !tbaa !38
  br label %112

112:                                              ; preds = %110, %72
  %113 = phi ptr [ %111, %110 ], [ %74, %72 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %9, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !50
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #28
  br label %121

121:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %122 = getelementptr inbounds i8, ptr %13, i64 352
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.7, ptr %3, align 8
  %123 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.18, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 88, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %125, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %122, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %126 unwind label %317

126:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %127 = getelementptr inbounds i8, ptr %11, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !38
  %129 = getelementptr inbounds i8, ptr %11, i64 16
  %130 = load ptr, ptr %129, align 8, !tbaa !40
  %131 = icmp eq ptr %128, %130
  br i1 %131, label %166, label %132

132:                                              ; preds = %126, %161
  %133 = phi ptr [ %162, %161 ], [ %128, %126 ]
  %134 = getelementptr inbounds i8, ptr %133, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !41
  %136 = icmp eq ptr %135, null
  br i1 %136, label %161, label %137

137:                                              ; preds = %132
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

161:                                              ; preds = %160, %157, %142, %132
  %162 = getelementptr inbounds i8, ptr %133, i64 16
  %163 = icmp eq ptr %162, %130
  br i1 %163, label %164, label %132, !llvm.loop !49

164:                                              ; preds = %161
  %165 = load ptr, ptr %127, align 8, !tbaa !38
  br label %166

166:                                              ; preds = %164, %126
  %167 = phi ptr [ %165, %164 ], [ %128, %126 ]
  %168 = icmp eq ptr %167, null
  br i1 %168, label %175, label %169

169:                                              ; preds = %166
  %170 = getelementptr inbounds i8, ptr %11, i64 24
  %171 = load ptr, ptr %170, align 8, !tbaa !50
  %172 = ptrtoint ptr %171 to i64
  %173 = ptrtoint ptr %167 to i64
  %174 = sub i64 %172, %173
  call void @_ZdlPvm(ptr noundef nonnull %167, i64 noundef %174) #28
  br label %175

175:                                              ; preds = %169, %166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %176 = load i64, ptr %13, align 8, !tbaa !98
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #27
  store i64 %176, ptr %12, align 8, !tbaa !367
  %177 = getelementptr inbounds i8, ptr %12, i64 8
  %178 = load ptr, ptr %6, align 8, !tbaa !212
  store ptr %178, ptr %177, align 8, !tbaa !212
  %179 = getelementptr inbounds i8, ptr %12, i64 16
  %180 = getelementptr inbounds i8, ptr %6, i64 8
  %181 = load ptr, ptr %180, align 8, !tbaa !41
  store ptr %181, ptr %179, align 8, !tbaa !41
  %182 = icmp eq ptr %181, null
  br i1 %182, label %192, label %183

183:                                              ; preds = %175
  %184 = getelementptr inbounds i8, ptr %181, i64 8
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %190, label %187

187:                                              ; preds = %183
  %188 = load i32, ptr %184, align 4, !tbaa !32
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %184, align 4, !tbaa !32
  br label %192

190:                                              ; preds = %183
  %191 = atomicrmw volatile add ptr %184, i32 1 acq_rel, align 4
  br label %192

192:                                              ; preds = %175, %187, %190
  %193 = getelementptr inbounds i8, ptr %12, i64 24
  %194 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %193, ptr noundef nonnull align 8 dereferenceable(40) %194, i64 40, i1 false)
  %195 = getelementptr inbounds i8, ptr %12, i64 64
  %196 = load ptr, ptr %8, align 8, !tbaa !212
  store ptr %196, ptr %195, align 8, !tbaa !212
  %197 = getelementptr inbounds i8, ptr %12, i64 72
  %198 = getelementptr inbounds i8, ptr %8, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !41
  store ptr %199, ptr %197, align 8, !tbaa !41
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %192
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !32
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !32
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %192, %205, %208
  %211 = getelementptr inbounds i8, ptr %12, i64 80
  %212 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull align 8 dereferenceable(16) %212, i64 16, i1 false)
  %213 = getelementptr inbounds i8, ptr %12, i64 96
  %214 = load ptr, ptr %10, align 8, !tbaa !212
  store ptr %214, ptr %213, align 8, !tbaa !212
  %215 = getelementptr inbounds i8, ptr %12, i64 104
  %216 = getelementptr inbounds i8, ptr %10, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !41
  store ptr %217, ptr %215, align 8, !tbaa !41
  %218 = icmp eq ptr %217, null
  br i1 %218, label %228, label %219

219:                                              ; preds = %210
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %219
  %224 = load i32, ptr %220, align 4, !tbaa !32
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %220, align 4, !tbaa !32
  br label %228

226:                                              ; preds = %219
  %227 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  br label %228

228:                                              ; preds = %210, %223, %226
  %229 = getelementptr inbounds i8, ptr %12, i64 112
  %230 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %229, ptr noundef nonnull align 8 dereferenceable(16) %230, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %176, ptr noundef nonnull align 8 dereferenceable(128) %12)
          to label %231 unwind label %319

231:                                              ; preds = %228
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %12) #27
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #27
  %232 = load ptr, ptr %216, align 8, !tbaa !41
  %233 = icmp eq ptr %232, null
  br i1 %233, label %258, label %234

234:                                              ; preds = %231
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = load atomic i64, ptr %235 acquire, align 8
  %237 = icmp eq i64 %236, 4294967297
  %238 = trunc i64 %236 to i32
  br i1 %237, label %239, label %247

239:                                              ; preds = %234
  store i32 0, ptr %235, align 8, !tbaa !43
  %240 = getelementptr inbounds i8, ptr %232, i64 12
  store i32 0, ptr %240, align 4, !tbaa !45
  %241 = load ptr, ptr %232, align 8, !tbaa !46
  %242 = getelementptr inbounds i8, ptr %241, i64 16
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr noundef nonnull align 8 dereferenceable(16) %232) #27
  %244 = load ptr, ptr %232, align 8, !tbaa !46
  %245 = getelementptr inbounds i8, ptr %244, i64 24
  %246 = load ptr, ptr %245, align 8
  call void %246(ptr noundef nonnull align 8 dereferenceable(16) %232) #27
  br label %258

247:                                              ; preds = %234
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %252, label %250

250:                                              ; preds = %247
  %251 = add nsw i32 %238, -1
  store i32 %251, ptr %235, align 4, !tbaa !32
  br label %254

252:                                              ; preds = %247
  %253 = atomicrmw volatile add ptr %235, i32 -1 acq_rel, align 4
  br label %254

254:                                              ; preds = %252, %250
  %255 = phi i32 [ %238, %250 ], [ %253, %252 ]
  %256 = icmp eq i32 %255, 1
  br i1 %256, label %257, label %258, !prof !48

257:                                              ; preds = %254
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %232) #27
  br label %258

258:                                              ; preds = %231, %239, %254, %257
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  %259 = load ptr, ptr %198, align 8, !tbaa !41
  %260 = icmp eq ptr %259, null
  br i1 %260, label %285, label %261

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr %259, i64 8
  %263 = load atomic i64, ptr %262 acquire, align 8
  %264 = icmp eq i64 %263, 4294967297
  %265 = trunc i64 %263 to i32
  br i1 %264, label %266, label %274

266:                                              ; preds = %261
  store i32 0, ptr %262, align 8, !tbaa !43
  %267 = getelementptr inbounds i8, ptr %259, i64 12
  store i32 0, ptr %267, align 4, !tbaa !45
  %268 = load ptr, ptr %259, align 8, !tbaa !46
  %269 = getelementptr inbounds i8, ptr %268, i64 16
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %259) #27
  %271 = load ptr, ptr %259, align 8, !tbaa !46
  %272 = getelementptr inbounds i8, ptr %271, i64 24
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %259) #27
  br label %285

274:                                              ; preds = %261
  %275 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %276 = icmp eq i8 %275, 0
  br i1 %276, label %279, label %277

277:                                              ; preds = %274
  %278 = add nsw i32 %265, -1
  store i32 %278, ptr %262, align 4, !tbaa !32
  br label %281

279:                                              ; preds = %274
  %280 = atomicrmw volatile add ptr %262, i32 -1 acq_rel, align 4
  br label %281

281:                                              ; preds = %279, %277
  %282 = phi i32 [ %265, %277 ], [ %280, %279 ]
  %283 = icmp eq i32 %282, 1
  br i1 %283, label %284, label %285, !prof !48

284:                                              ; preds = %281
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %259) #27
  br label %285

285:                                              ; preds = %258, %266, %281, %284
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %286 = load ptr, ptr %180, align 8, !tbaa !41
  %287 = icmp eq ptr %286, null
  br i1 %287, label %312, label %288

288:                                              ; preds = %285
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load atomic i64, ptr %289 acquire, align 8
  %291 = icmp eq i64 %290, 4294967297
  %292 = trunc i64 %290 to i32
  br i1 %291, label %293, label %301

293:                                              ; preds = %288
  store i32 0, ptr %289, align 8, !tbaa !43
  %294 = getelementptr inbounds i8, ptr %286, i64 12
  store i32 0, ptr %294, align 4, !tbaa !45
  %295 = load ptr, ptr %286, align 8, !tbaa !46
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load ptr, ptr %296, align 8
  call void %297(ptr noundef nonnull align 8 dereferenceable(16) %286) #27
  %298 = load ptr, ptr %286, align 8, !tbaa !46
  %299 = getelementptr inbounds i8, ptr %298, i64 24
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %286) #27
  br label %312

301:                                              ; preds = %288
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %306, label %304

304:                                              ; preds = %301
  %305 = add nsw i32 %292, -1
  store i32 %305, ptr %289, align 4, !tbaa !32
  br label %308

306:                                              ; preds = %301
  %307 = atomicrmw volatile add ptr %289, i32 -1 acq_rel, align 4
  br label %308

308:                                              ; preds = %306, %304
  %309 = phi i32 [ %292, %304 ], [ %307, %306 ]
  %310 = icmp eq i32 %309, 1
  br i1 %310, label %311, label %312, !prof !48

311:                                              ; preds = %308
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %286) #27
  br label %312

312:                                              ; preds = %285, %293, %308, %311
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  ret void

313:                                              ; preds = %2
  %314 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %325

315:                                              ; preds = %67
  %316 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %323

317:                                              ; preds = %121
  %318 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  br label %321

319:                                              ; preds = %228
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %12) #27
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %321

321:                                              ; preds = %319, %317
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %318, %317 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  br label %323

323:                                              ; preds = %321, %315
  %324 = phi { ptr, i32 } [ %322, %321 ], [ %316, %315 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %6) #27
  br label %325

325:                                              ; preds = %323, %313
  %326 = phi { ptr, i32 } [ %324, %323 ], [ %314, %313 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  resume { ptr, i32 } %326
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::range.121", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !15, !alias.scope !371
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !371
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !371
  store i64 %12, ptr %8, align 8, !tbaa !15, !alias.scope !374
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !374
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !374
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
  %34 = load ptr, ptr %33, align 8, !tbaa !219
  store ptr %34, ptr %32, align 8, !tbaa !219
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
  br i1 %51, label %52, label %31, !llvm.loop !221

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
  %59 = load ptr, ptr %1, align 8, !tbaa !201
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !292
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !296, !range !94, !noundef !95
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
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
  %130 = load ptr, ptr %129, align 8, !tbaa !219
  store ptr %130, ptr %128, align 8, !tbaa !219
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
  br i1 %147, label %148, label %127, !llvm.loop !221

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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.22)
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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !377
  %214 = load ptr, ptr %1, align 8, !tbaa !201
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !212
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::range.121", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !378
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !378
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !378
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !381
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !381
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !381
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
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  store ptr %33, ptr %31, align 8, !tbaa !219
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
  br i1 %50, label %51, label %30, !llvm.loop !221

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
  %58 = load ptr, ptr %1, align 8, !tbaa !201
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !292
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !296, !range !94, !noundef !95
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
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
  %131 = load ptr, ptr %130, align 8, !tbaa !219
  store ptr %131, ptr %129, align 8, !tbaa !219
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
  br i1 %148, label %149, label %128, !llvm.loop !221

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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !384
  %186 = load ptr, ptr %1, align 8, !tbaa !201
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !212
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(128) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.17", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.27)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #27
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !227, !alias.scope !385
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !234, !alias.scope !385
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !236, !alias.scope !385
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !238, !alias.scope !385
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !240, !alias.scope !385
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !238, !alias.scope !385
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !240, !alias.scope !385
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !238, !alias.scope !385
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !240, !alias.scope !385
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !242, !alias.scope !385
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !244, !alias.scope !385
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !246, !alias.scope !385
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !248, !alias.scope !385
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !224
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !226
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(128) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI13HarnessMatVecEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 16
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !32
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI13HarnessMatVecZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !46
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %1, align 8, !tbaa !367
  store i64 %6, ptr %5, align 8, !tbaa !367
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !212
  store ptr %9, ptr %7, align 8, !tbaa !212
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
  %19 = load i32, ptr %15, align 4, !tbaa !32
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !32
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
  %28 = load ptr, ptr %27, align 8, !tbaa !212
  store ptr %28, ptr %26, align 8, !tbaa !212
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
  %38 = load i32, ptr %34, align 4, !tbaa !32
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !32
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %4, i64 88
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %4, i64 104
  %46 = getelementptr inbounds i8, ptr %1, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !212
  store ptr %47, ptr %45, align 8, !tbaa !212
  %48 = getelementptr inbounds i8, ptr %4, i64 112
  %49 = getelementptr inbounds i8, ptr %1, i64 104
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
  %62 = getelementptr inbounds i8, ptr %4, i64 120
  %63 = getelementptr inbounds i8, ptr %1, i64 112
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %63, i64 16, i1 false)
  %64 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr %4, ptr %3, align 8, !tbaa !29
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %61
  %67 = load ptr, ptr %64, align 8, !tbaa !46
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  tail call void %69(ptr noundef nonnull align 8 dereferenceable(8) %64) #27
  br label %70

70:                                               ; preds = %61, %66
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %71 = load ptr, ptr %3, align 8, !tbaa !29
  %72 = load ptr, ptr %71, align 8, !tbaa !46
  %73 = load ptr, ptr %72, align 8
  %74 = tail call noundef ptr %73(ptr noundef nonnull align 8 dereferenceable(8) %71)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %74)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13HarnessMatVecEEvPv.Info, i64 16, i1 false), !tbaa.struct !284
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !285

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13HarnessMatVecEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI13HarnessMatVecEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !29
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #4 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !46
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE0_clESE_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item.237") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !15
  tail call void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(128) %0, i64 %5)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_ENKUlNS1_2idILi1EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(128) %0, i64 %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %5 = load i64, ptr %0, align 8, !tbaa !367
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
  %19 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !390
  %20 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !393
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
  call void @llvm.experimental.noalias.scope.decl(metadata !396)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %28 = load ptr, ptr %8, align 8, !tbaa !212, !noalias !396
  %29 = load ptr, ptr %9, align 8, !tbaa !41, !noalias !396
  %30 = icmp eq ptr %29, null
  br i1 %30, label %41, label %31

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !396
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !32, !noalias !396
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !32, !noalias !396
  br label %42

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4, !noalias !396
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !396
  br label %42

41:                                               ; preds = %25
  store ptr %28, ptr %11, align 8, !tbaa !212, !alias.scope !396
  store ptr null, ptr %12, align 8, !tbaa !41, !alias.scope !396
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false)
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !396
  br label %73

42:                                               ; preds = %38, %35
  %43 = phi i8 [ %40, %38 ], [ 1, %35 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false), !noalias !396
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !alias.scope !396
  store ptr %28, ptr %11, align 8, !tbaa !212, !alias.scope !396
  store ptr %29, ptr %12, align 8, !tbaa !41, !alias.scope !396
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %42
  %46 = load i32, ptr %32, align 4, !tbaa !32, !noalias !396
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %32, align 4, !tbaa !32, !noalias !396
  br label %50

48:                                               ; preds = %42
  %49 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4, !noalias !396
  br label %50

50:                                               ; preds = %48, %45
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !396
  %51 = load atomic i64, ptr %32 acquire, align 8, !noalias !396
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %50
  store i32 0, ptr %32, align 8, !tbaa !43, !noalias !396
  %55 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %55, align 4, !tbaa !45, !noalias !396
  %56 = load ptr, ptr %29, align 8, !tbaa !46, !noalias !396
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8, !noalias !396
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !396
  %59 = load ptr, ptr %29, align 8, !tbaa !46, !noalias !396
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8, !noalias !396
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !396
  br label %73

62:                                               ; preds = %50
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !396
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %32, align 4, !tbaa !32, !noalias !396
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4, !noalias !396
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !48

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #27, !noalias !396
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
  %133 = load i64, ptr %0, align 8, !tbaa !367
  %134 = icmp ult i64 %132, %133
  br i1 %134, label %25, label %16, !llvm.loop !399

135:                                              ; preds = %96, %85, %81, %78, %76, %73
  %136 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %4) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #27
  resume { ptr, i32 } %136
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.5, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.40, ptr %5, align 8
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor.246") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.5, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.40, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 589, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 12, ptr %7, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.121", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8
  store i64 %10, ptr %6, align 8, !tbaa !15, !alias.scope !400
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !15, !alias.scope !400
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !400
  store i64 %10, ptr %7, align 8, !tbaa !15, !alias.scope !403
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !15, !alias.scope !403
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !403
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
  %34 = load ptr, ptr %33, align 8, !tbaa !219
  store ptr %34, ptr %32, align 8, !tbaa !219
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
  br i1 %51, label %52, label %31, !llvm.loop !221

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
  %59 = load ptr, ptr %1, align 8, !tbaa !201
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

62:                                               ; preds = %52
  %63 = and i64 %17, 16
  %64 = icmp eq i64 %63, 0
  %65 = select i1 %64, i32 1026, i32 1028
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i64, ptr %66, align 8, !tbaa !193
  %68 = getelementptr inbounds i8, ptr %1, i64 40
  %69 = load i8, ptr %68, align 8, !tbaa !200, !range !94, !noundef !95
  %70 = trunc nuw i8 %69 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, i32 noundef %65, ptr noundef nonnull %59, i32 noundef 2, i32 noundef 4, i1 noundef zeroext false, i64 noundef %67, i1 noundef zeroext %70, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %120, i32 %122, ptr %123, ptr noundef nonnull @.str.41)
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
  %144 = load ptr, ptr %143, align 8, !tbaa !219
  store ptr %144, ptr %142, align 8, !tbaa !219
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
  br i1 %161, label %162, label %141, !llvm.loop !221

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
  %199 = load ptr, ptr %0, align 8, !tbaa !212
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
  store ptr %207, ptr %116, align 8, !tbaa !406
  %209 = load ptr, ptr %1, align 8, !tbaa !201
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !212
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.121") align 8, ptr noundef byval(%"class.sycl::_V1::range.121") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #13

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.121", align 8
  %7 = alloca %"class.sycl::_V1::range.121", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8, !tbaa !15, !alias.scope !408
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %11, align 8, !tbaa !15, !alias.scope !408
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %12, align 8, !tbaa !15, !alias.scope !408
  store i64 %10, ptr %7, align 8, !tbaa !15, !alias.scope !411
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !15, !alias.scope !411
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !411
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
  %32 = load ptr, ptr %31, align 8, !tbaa !219
  store ptr %32, ptr %30, align 8, !tbaa !219
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
  br i1 %49, label %50, label %29, !llvm.loop !221

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
  %57 = load ptr, ptr %1, align 8, !tbaa !201
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %60

59:                                               ; preds = %50
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

60:                                               ; preds = %50
  %61 = and i64 %15, 16
  %62 = icmp eq i64 %61, 0
  %63 = select i1 %62, i32 1026, i32 1028
  %64 = getelementptr inbounds i8, ptr %1, i64 24
  %65 = load i64, ptr %64, align 8, !tbaa !292
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i8, ptr %66, align 8, !tbaa !296, !range !94, !noundef !95
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.121") align 8 %7, i32 noundef %63, ptr noundef nonnull %57, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, i8 0, i64 16, i1 false)
  %115 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %116 unwind label %200

116:                                              ; preds = %113
  br i1 %115, label %117, label %126

117:                                              ; preds = %116
  %118 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %119 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %120 = extractvalue { i32, ptr } %119, 0
  %121 = extractvalue { i32, ptr } %119, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %118, i32 %120, ptr %121, ptr noundef nonnull @.str.41)
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
  %142 = load ptr, ptr %141, align 8, !tbaa !219
  store ptr %142, ptr %140, align 8, !tbaa !219
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
  br i1 %159, label %160, label %139, !llvm.loop !221

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
  %197 = load ptr, ptr %0, align 8, !tbaa !212
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
  store ptr %205, ptr %114, align 8, !tbaa !147
  %207 = load ptr, ptr %1, align 8, !tbaa !201
  %208 = icmp eq ptr %207, null
  br i1 %208, label %209, label %210

209:                                              ; preds = %206
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

210:                                              ; preds = %206
  %211 = load ptr, ptr %0, align 8, !tbaa !212
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %207, ptr noundef %211, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
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
declare float @llvm.fabs.f32(float) #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #24

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #22

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
attributes #17 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #21 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
attributes #23 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!70 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !7, i64 0, !7, i64 8, !33, i64 16, !33, i64 20}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!74 = !{!70, !7, i64 8}
!75 = !{!70, !33, i64 16}
!76 = !{!70, !33, i64 20}
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
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN4sycl3_V15queue6submitIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!109 = distinct !{!109, !"_ZN4sycl3_V15queue6submitIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE"}
!110 = !{!111, !7, i64 0}
!111 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !7, i64 0, !7, i64 8}
!112 = !{!111, !7, i64 8}
!113 = !{!114, !108}
!114 = distinct !{!114, !115, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!115 = distinct !{!115, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!116 = !{!117, !118, i64 0}
!117 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !118, i64 0}
!118 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!119 = !{!120, !18, i64 8}
!120 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !7, i64 0, !18, i64 8}
!121 = !{!122, !7, i64 0}
!122 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!125 = distinct !{!125, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZN4sycl3_V15queue6submitIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!128 = distinct !{!128, !"_ZN4sycl3_V15queue6submitIZN13MatrixKernels3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE"}
!129 = !{!130, !127}
!130 = distinct !{!130, !131, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!131 = distinct !{!131, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!132 = distinct !{!132, !133}
!133 = !{!"llvm.loop.unroll.disable"}
!134 = !{!54, !12, i64 8}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!137 = distinct !{!137, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!138 = distinct !{!138, !31}
!139 = !{!140, !7, i64 72}
!140 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !141, i64 0, !143, i64 24, !143, i64 48, !7, i64 72, !7, i64 80}
!141 = !{!"_ZTSN4sycl3_V12idILi3EEE", !142, i64 0}
!142 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !8, i64 0}
!143 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !142, i64 0}
!144 = distinct !{!144, !31}
!145 = distinct !{!145, !133}
!146 = distinct !{!146, !31}
!147 = !{!148, !7, i64 16}
!148 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!149 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !150, i64 0}
!150 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !151, i64 0}
!151 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!152 = distinct !{!152, !31}
!153 = !{!154, !7, i64 24}
!154 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !36, i64 0, !7, i64 24}
!155 = !{!156, !7, i64 16}
!156 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!157 = !{!156, !7, i64 0}
!158 = !{!156, !7, i64 8}
!159 = !{!160, !7, i64 0}
!160 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!161 = distinct !{!161, !31}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V15queue6submitIZN13BufferWrapperIfLi2EE10initializeERS1_PfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_RKNS0_6detail13code_locationE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V15queue6submitIZN13BufferWrapperIfLi2EE10initializeERS1_PfNS0_5rangeILi2EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_RKNS0_6detail13code_locationE"}
!168 = !{!169, !166}
!169 = distinct !{!169, !170, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!170 = distinct !{!170, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!173 = distinct !{!173, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN4sycl3_V15queue6submitIZN13BufferWrapperIfLi1EE10initializeERS1_PfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_RKNS0_6detail13code_locationE: argument 0"}
!176 = distinct !{!176, !"_ZN4sycl3_V15queue6submitIZN13BufferWrapperIfLi1EE10initializeERS1_PfNS0_5rangeILi1EEEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SA_EENS0_5eventEE4typeESD_RKNS0_6detail13code_locationE"}
!177 = !{!178, !175}
!178 = distinct !{!178, !179, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!179 = distinct !{!179, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!185 = distinct !{!185, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!186 = !{!187, !12, i64 0}
!187 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!188 = !{!189, !12, i64 16}
!189 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !190, i64 0, !187, i64 8, !12, i64 16}
!190 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!191 = !{!192, !7, i64 0}
!192 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !7, i64 0}
!193 = !{!194, !12, i64 32}
!194 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !195, i64 0, !198, i64 16, !12, i64 32, !18, i64 40}
!195 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !196, i64 0}
!196 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !197, i64 0}
!197 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!198 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !199, i64 0}
!199 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !8, i64 0}
!200 = !{!194, !18, i64 40}
!201 = !{!197, !7, i64 0}
!202 = !{!203, !7, i64 8}
!203 = !{!"_ZTSSt9type_info", !7, i64 8}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!207 = !{!208, !7, i64 0}
!208 = !{!"_ZTSZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEEUlRNS2_7handlerEE_", !7, i64 0}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!211 = distinct !{!211, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!212 = !{!151, !7, i64 0}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!215 = distinct !{!215, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!219 = !{!220, !7, i64 0}
!220 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !42, i64 8}
!221 = distinct !{!221, !31}
!222 = !{!223, !7, i64 16}
!223 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!224 = !{!225, !7, i64 0}
!225 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24}
!226 = !{!225, !12, i64 24}
!227 = !{!228, !18, i64 8}
!228 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !8, i64 0, !18, i64 8}
!229 = !{!230, !232}
!230 = distinct !{!230, !231, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!231 = distinct !{!231, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!232 = distinct !{!232, !233, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!233 = distinct !{!233, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!234 = !{!235, !18, i64 2}
!235 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !8, i64 0, !18, i64 2}
!236 = !{!237, !18, i64 0}
!237 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !18, i64 0}
!238 = !{!239, !18, i64 4}
!239 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !8, i64 0, !18, i64 4}
!240 = !{!241, !18, i64 4}
!241 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !8, i64 0, !18, i64 4}
!242 = !{!243, !18, i64 8}
!243 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !8, i64 0, !18, i64 8}
!244 = !{!245, !18, i64 16}
!245 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !8, i64 0, !18, i64 16}
!246 = !{!247, !18, i64 24}
!247 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !8, i64 0, !18, i64 24}
!248 = !{!249, !18, i64 144}
!249 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !250, i64 0, !254, i64 16, !237, i64 20, !258, i64 24, !265, i64 40, !266, i64 56, !267, i64 72, !271, i64 88, !275, i64 112, !18, i64 144}
!250 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !251, i64 0}
!251 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !252, i64 0}
!252 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !253, i64 0}
!253 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !228, i64 0}
!254 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !255, i64 0}
!255 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !256, i64 0}
!256 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !257, i64 0}
!257 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !235, i64 0}
!258 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !259, i64 0, !262, i64 8}
!259 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !260, i64 0}
!260 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !261, i64 0}
!261 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !239, i64 0}
!262 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !263, i64 0}
!263 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !264, i64 0}
!264 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !241, i64 0}
!265 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !259, i64 0, !262, i64 8}
!266 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !259, i64 0, !262, i64 8}
!267 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !268, i64 0}
!268 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !269, i64 0}
!269 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !270, i64 0}
!270 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !243, i64 0}
!271 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !272, i64 0}
!272 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !273, i64 0}
!273 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !274, i64 0}
!274 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !245, i64 0}
!275 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !276, i64 0}
!276 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !277, i64 0}
!277 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !278, i64 0}
!278 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !247, i64 0}
!279 = !{!280, !33, i64 16}
!280 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !281, i64 0, !33, i64 16, !18, i64 20, !281, i64 24, !281, i64 40, !33, i64 56, !33, i64 60, !12, i64 64, !7, i64 72, !18, i64 80}
!281 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !7, i64 0, !12, i64 8}
!282 = distinct !{!282, !31}
!283 = !{!280, !7, i64 72}
!284 = !{i64 0, i64 8, !29, i64 8, i64 8, !15}
!285 = !{!"branch_weights", i32 1, i32 1048575}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!288 = distinct !{!288, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!291 = distinct !{!291, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!292 = !{!293, !12, i64 24}
!293 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !195, i64 0, !294, i64 16, !12, i64 24, !18, i64 32}
!294 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !295, i64 0}
!295 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !8, i64 0}
!296 = !{!293, !18, i64 32}
!297 = !{!298}
!298 = distinct !{!298, !299, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!299 = distinct !{!299, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!300 = !{!301, !7, i64 0}
!301 = !{!"_ZTSZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEEUlRNS2_7handlerEE_", !7, i64 0}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!304 = distinct !{!304, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!307 = distinct !{!307, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!310 = distinct !{!310, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!311 = !{!312, !7, i64 16}
!312 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!313 = !{!314, !316}
!314 = distinct !{!314, !315, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!315 = distinct !{!315, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!316 = distinct !{!316, !317, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!317 = distinct !{!317, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!318 = !{!319}
!319 = distinct !{!319, !320, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!320 = distinct !{!320, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!321 = !{!322}
!322 = distinct !{!322, !320, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!323 = distinct !{!323, !31}
!324 = !{!325}
!325 = distinct !{!325, !326, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!326 = distinct !{!326, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!327 = !{!328}
!328 = distinct !{!328, !326, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!329 = !{!330, !7, i64 0}
!330 = !{!"_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_", !7, i64 0}
!331 = !{!332}
!332 = distinct !{!332, !333, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!333 = distinct !{!333, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!334 = !{!335}
!335 = distinct !{!335, !336, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!336 = distinct !{!336, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!337 = !{!338}
!338 = distinct !{!338, !339, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!339 = distinct !{!339, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!340 = !{!341, !12, i64 0}
!341 = !{!"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi2EEEE_", !12, i64 0, !223, i64 8, !342, i64 64, !342, i64 120}
!342 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!345 = distinct !{!345, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!348 = distinct !{!348, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!349 = !{!342, !7, i64 16}
!350 = !{!351, !353}
!351 = distinct !{!351, !352, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!352 = distinct !{!352, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!353 = distinct !{!353, !354, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!354 = distinct !{!354, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!357 = distinct !{!357, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!358 = !{!359}
!359 = distinct !{!359, !360, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!360 = distinct !{!360, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!361 = !{!362}
!362 = distinct !{!362, !363, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!363 = distinct !{!363, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!364 = distinct !{!364, !31}
!365 = !{!366, !7, i64 0}
!366 = !{!"_ZTSZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_", !7, i64 0}
!367 = !{!368, !12, i64 0}
!368 = !{!"_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_EUlNS1_2idILi1EEEE_", !12, i64 0, !342, i64 8, !369, i64 64, !370, i64 96}
!369 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!370 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!371 = !{!372}
!372 = distinct !{!372, !373, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!373 = distinct !{!373, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!374 = !{!375}
!375 = distinct !{!375, !376, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!376 = distinct !{!376, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!377 = !{!369, !7, i64 16}
!378 = !{!379}
!379 = distinct !{!379, !380, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!380 = distinct !{!380, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!381 = !{!382}
!382 = distinct !{!382, !383, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!383 = distinct !{!383, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!384 = !{!370, !7, i64 16}
!385 = !{!386, !388}
!386 = distinct !{!386, !387, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!387 = distinct !{!387, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!388 = distinct !{!388, !389, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!389 = distinct !{!389, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!390 = !{!391}
!391 = distinct !{!391, !392, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!392 = distinct !{!392, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!393 = !{!394}
!394 = distinct !{!394, !395, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!395 = distinct !{!395, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!396 = !{!397}
!397 = distinct !{!397, !398, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!398 = distinct !{!398, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!399 = distinct !{!399, !31}
!400 = !{!401}
!401 = distinct !{!401, !402, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!402 = distinct !{!402, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!403 = !{!404}
!404 = distinct !{!404, !405, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!405 = distinct !{!405, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!406 = !{!407, !7, i64 16}
!407 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !149, i64 0, !7, i64 16, !8, i64 24}
!408 = !{!409}
!409 = distinct !{!409, !410, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!410 = distinct !{!410, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!411 = !{!412}
!412 = distinct !{!412, !413, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!413 = distinct !{!413, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
