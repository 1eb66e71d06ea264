; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%class.OptionParser = type { %"class.std::map" }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%class.Harness = type { %struct.StencilArgs, %class.Jacobi2D }
%struct.StencilArgs = type { i64, i64, i64, i64 }
%class.Jacobi2D = type { i64, i64, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.GridBuffer, %class.GridBuffer }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.GridBuffer = type { %"class.std::optional" }
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
%class.Harness.8 = type { %struct.StencilArgs, %class.Stencil3D }
%class.Stencil3D = type { i64, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", [2 x %class.GridBuffer.9], ptr, ptr }
%class.GridBuffer.9 = type { %"class.std::optional.10" }
%"class.std::optional.10" = type { %"struct.std::_Optional_base.11" }
%"struct.std::_Optional_base.11" = type { %"struct.std::_Optional_payload.13" }
%"struct.std::_Optional_payload.13" = type { %"struct.std::_Optional_payload.base.22", [7 x i8] }
%"struct.std::_Optional_payload.base.22" = type { %"struct.std::_Optional_payload_base.base.21" }
%"struct.std::_Optional_payload_base.base.21" = type { %"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 3>>::_Storage", i8 }
%"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 3>>::_Storage" = type { %"class.sycl::_V1::buffer.16" }
%"class.sycl::_V1::buffer.16" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.18", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.18" = type { %"class.sycl::_V1::detail::array.19" }
%"class.sycl::_V1::detail::array.19" = type { [3 x i64] }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.30" }
%"class.std::shared_ptr.30" = type { %"class.std::__shared_ptr.31" }
%"class.std::__shared_ptr.31" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.33" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.33" = type { %"struct.std::_Vector_base.34" }
%"struct.std::_Vector_base.34" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.38" = type { %"struct.std::_Vector_base.39" }
%"struct.std::_Vector_base.39" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"struct.std::_Head_base" = type { ptr }
%"class.std::tuple.25" = type { i8 }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.80" }
%"class.std::shared_ptr.80" = type { %"class.std::__shared_ptr.81" }
%"class.std::__shared_ptr.81" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.216" }
%"class.sycl::_V1::accessor.216" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.118" }
%"class.std::shared_ptr.118" = type { %"class.std::__shared_ptr.119" }
%"class.std::__shared_ptr.119" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.54" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.48" }
%"class.std::vector.48" = type { %"struct.std::_Vector_base.49" }
%"struct.std::_Vector_base.49" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple.58" }
%"class.std::tuple.58" = type { %"struct.std::_Tuple_impl.59" }
%"struct.std::_Tuple_impl.59" = type { %"struct.std::_Head_base.62" }
%"struct.std::_Head_base.62" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::shared_ptr.76" = type { %"class.std::__shared_ptr.77" }
%"class.std::__shared_ptr.77" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::accessor.122" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.125 = type <{ i64, i64, %"class.sycl::_V1::accessor.122", %"class.sycl::_V1::accessor", float, [4 x i8] }>
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.19" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.147", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.165", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.166", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.167", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.181", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.194", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional.127" }
%"class.std::optional.127" = type { %"struct.std::_Optional_base.128" }
%"struct.std::_Optional_base.128" = type { %"struct.std::_Optional_payload.130" }
%"struct.std::_Optional_payload.130" = type { %"struct.std::_Optional_payload_base.base.132", [7 x i8] }
%"struct.std::_Optional_payload_base.base.132" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.135" = type { %"class.std::optional.136" }
%"class.std::optional.136" = type { %"struct.std::_Optional_base.137" }
%"struct.std::_Optional_base.137" = type { %"struct.std::_Optional_payload.139" }
%"struct.std::_Optional_payload.139" = type { %"struct.std::_Optional_payload_base.base.144", i8 }
%"struct.std::_Optional_payload_base.base.144" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.147" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.148" = type { %"class.std::optional.149", %"class.std::optional.157" }
%"class.std::optional.149" = type { %"struct.std::_Optional_base.150" }
%"struct.std::_Optional_base.150" = type { %"struct.std::_Optional_payload.152" }
%"struct.std::_Optional_payload.152" = type { %"struct.std::_Optional_payload_base.base.154", [3 x i8] }
%"struct.std::_Optional_payload_base.base.154" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.157" = type { %"struct.std::_Optional_base.158" }
%"struct.std::_Optional_base.158" = type { %"struct.std::_Optional_payload.160" }
%"struct.std::_Optional_payload.160" = type { %"struct.std::_Optional_payload_base.base.162", [3 x i8] }
%"struct.std::_Optional_payload_base.base.162" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.165" = type { %"class.std::optional.149", %"class.std::optional.157" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.166" = type { %"class.std::optional.149", %"class.std::optional.157" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.167" = type { %"class.std::optional.168" }
%"class.std::optional.168" = type { %"struct.std::_Optional_base.169" }
%"struct.std::_Optional_base.169" = type { %"struct.std::_Optional_payload.171" }
%"struct.std::_Optional_payload.171" = type { %"struct.std::_Optional_payload_base.base.178", [7 x i8] }
%"struct.std::_Optional_payload_base.base.178" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.176" }
%"class.sycl::_V1::range.176" = type { %"class.sycl::_V1::detail::array.177" }
%"class.sycl::_V1::detail::array.177" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.181" = type { %"class.std::optional.182" }
%"class.std::optional.182" = type { %"struct.std::_Optional_base.183" }
%"struct.std::_Optional_base.183" = type { %"struct.std::_Optional_payload.185" }
%"struct.std::_Optional_payload.185" = type { %"struct.std::_Optional_payload_base.base.191", [7 x i8] }
%"struct.std::_Optional_payload_base.base.191" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.187" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.187" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.194" = type { %"class.std::optional.195" }
%"class.std::optional.195" = type { %"struct.std::_Optional_base.196" }
%"struct.std::_Optional_base.196" = type { %"struct.std::_Optional_payload.198" }
%"struct.std::_Optional_payload.198" = type { %"struct.std::_Optional_payload_base.base.204", [7 x i8] }
%"struct.std::_Optional_payload_base.base.204" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.200" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.200" = type { %"class.sycl::_V1::range.18" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.211", %"class.sycl::_V1::id.211" }
%"class.sycl::_V1::id.211" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.211", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.211", %"class.sycl::_V1::accessor.122" }
%class.anon.220 = type { ptr }
%"class.sycl::_V1::host_accessor.241" = type { %"class.sycl::_V1::accessor.242" }
%"class.sycl::_V1::accessor.242" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.221" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.225" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.228 = type { float, %"class.sycl::_V1::accessor.225", %"class.sycl::_V1::accessor.221" }
%"class.sycl::_V1::item.232" = type { %"struct.sycl::_V1::detail::ItemBase.233" }
%"struct.sycl::_V1::detail::ItemBase.233" = type { %"class.sycl::_V1::range.18", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.221" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.221" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.225" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.235" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.225" }

$_ZN12OptionParserC2EiPPc = comdat any

$_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm = comdat any

$_ZN7HarnessI8Jacobi2DE3runEv = comdat any

$_ZN7HarnessI8Jacobi2DED2Ev = comdat any

$_ZN7HarnessI9Stencil3DE3runEv = comdat any

$_ZN7HarnessI9Stencil3DED2Ev = comdat any

$_ZN12OptionParserD2Ev = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_ = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E = comdat any

$_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN8Jacobi2D5setupERN4sycl3_V15queueE = comdat any

$_ZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN8Jacobi2D6verifyEm = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt6vectorIfSaIfEEaSERKS1_ = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

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

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_ = comdat any

$_ZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI13Jacobi2DSweepEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE12_M_constructIJS6_EEEvDpOT_ = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE14_M_move_assignEOS7_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN9Stencil3D5setupERN4sycl3_V15queueE = comdat any

$_ZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN9Stencil3D6verifyEm = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi3EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_ = comdat any

$_ZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi3EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI14Stencil3DSweepEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEKSG_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi3EEEE_clESD_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13Jacobi2DSweepEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI14Stencil3DSweepEE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"--rows\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"--cols\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"--depth\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"stoull\00", align 1
@_ZTISt9exception = external constant ptr
@.str.8 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.10 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@.str.11 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"harness_stencil.cpp\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.14 = private unnamed_addr constant [23 x i8] c"%s sweep %zu: %.3f ms\0A\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
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
@.str.17 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.20 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.23 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.24 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"_ZTS13Jacobi2DSweep\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.28 = private unnamed_addr constant [16 x i8] c"::Jacobi2DSweep\00", align 1
@.str.29 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 144 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 128 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 112 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 8158, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.30 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.31 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.32 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [162 x i8] c"N4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 19 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.28, i64 15 }, i32 73, i32 69, i64 136, ptr @_ZN4sycl3_V16detail18getKernelParamDescI13Jacobi2DSweepEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13Jacobi2DSweepEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 19 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.28, i64 15 }, i32 73, i32 69, i64 136, ptr @_ZN4sycl3_V16detail18getKernelParamDescI13Jacobi2DSweepEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.34 = private unnamed_addr constant [10 x i8] c"jacobi-2d\00", align 1
@.str.35 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.36 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.37 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.38 = private unnamed_addr constant [21 x i8] c"_ZTS14Stencil3DSweep\00", align 1
@.str.39 = private unnamed_addr constant [17 x i8] c"::Stencil3DSweep\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local constant [163 x i8] c"N4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 20 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 16 }, i32 135, i32 80, i64 168, ptr @_ZN4sycl3_V16detail18getKernelParamDescI14Stencil3DSweepEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI14Stencil3DSweepEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.38, i64 20 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.39, i64 16 }, i32 135, i32 80, i64 168, ptr @_ZN4sycl3_V16detail18getKernelParamDescI14Stencil3DSweepEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.41 = private unnamed_addr constant [11 x i8] c"stencil-3d\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.OptionParser, align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %class.Harness, align 8
  %9 = alloca %class.Harness.8, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #27
  call void @_ZN12OptionParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %3, i32 noundef %0, ptr noundef %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  %10 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %10, ptr %4, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %10, ptr noundef nonnull align 1 dereferenceable(6) @.str, i64 6, i1 false)
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 6, ptr %11, align 8, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %4, i64 22
  store i8 0, ptr %12, align 2, !tbaa !13
  %13 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 64)
          to label %14 unwind label %164

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8, !tbaa !14
  %16 = icmp eq ptr %15, %10
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = load i64, ptr %10, align 8, !tbaa !13
  %19 = add i64 %18, 1
  call void @_ZdlPvm(ptr noundef %15, i64 noundef %19) #28
  br label %20

20:                                               ; preds = %14, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %21, ptr %5, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %21, ptr noundef nonnull align 1 dereferenceable(6) @.str.1, i64 6, i1 false)
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 6, ptr %22, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %5, i64 22
  store i8 0, ptr %23, align 2, !tbaa !13
  %24 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 48)
          to label %25 unwind label %172

25:                                               ; preds = %20
  %26 = load ptr, ptr %5, align 8, !tbaa !14
  %27 = icmp eq ptr %26, %21
  br i1 %27, label %31, label %28

28:                                               ; preds = %25
  %29 = load i64, ptr %21, align 8, !tbaa !13
  %30 = add i64 %29, 1
  call void @_ZdlPvm(ptr noundef %26, i64 noundef %30) #28
  br label %31

31:                                               ; preds = %25, %28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %32 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %32, ptr %6, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %32, ptr noundef nonnull align 1 dereferenceable(7) @.str.2, i64 7, i1 false)
  %33 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 7, ptr %33, align 8, !tbaa !10
  %34 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 0, ptr %34, align 1, !tbaa !13
  %35 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef 16)
          to label %36 unwind label %180

36:                                               ; preds = %31
  %37 = load ptr, ptr %6, align 8, !tbaa !14
  %38 = icmp eq ptr %37, %32
  br i1 %38, label %42, label %39

39:                                               ; preds = %36
  %40 = load i64, ptr %32, align 8, !tbaa !13
  %41 = add i64 %40, 1
  call void @_ZdlPvm(ptr noundef %37, i64 noundef %41) #28
  br label %42

42:                                               ; preds = %36, %39
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %43 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %43, ptr %7, align 8, !tbaa !5
  store i64 8318259998223445293, ptr %43, align 8
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 8, ptr %44, align 8, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %7, i64 24
  store i8 0, ptr %45, align 8, !tbaa !13
  %46 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 4)
          to label %47 unwind label %188

47:                                               ; preds = %42
  %48 = load ptr, ptr %7, align 8, !tbaa !14
  %49 = icmp eq ptr %48, %43
  br i1 %49, label %53, label %50

50:                                               ; preds = %47
  %51 = load i64, ptr %43, align 8, !tbaa !13
  %52 = add i64 %51, 1
  call void @_ZdlPvm(ptr noundef %48, i64 noundef %52) #28
  br label %53

53:                                               ; preds = %50, %47
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %8) #27
  store i64 %13, ptr %8, align 8, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %24, ptr %54, align 8, !tbaa !15
  %55 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %35, ptr %55, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 %46, ptr %56, align 8, !tbaa !15
  %57 = getelementptr inbounds i8, ptr %8, i64 32
  store i64 %13, ptr %57, align 8, !tbaa !16
  %58 = getelementptr inbounds i8, ptr %8, i64 40
  store i64 %24, ptr %58, align 8, !tbaa !30
  %59 = getelementptr inbounds i8, ptr %8, i64 48
  store float 2.500000e-01, ptr %59, align 8, !tbaa !31
  %60 = getelementptr inbounds i8, ptr %8, i64 56
  %61 = getelementptr inbounds i8, ptr %8, i64 176
  store i8 0, ptr %61, align 8, !tbaa !32
  %62 = getelementptr inbounds i8, ptr %8, i64 232
  store i8 0, ptr %62, align 8, !tbaa !32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %60, i8 0, i64 72, i1 false)
  %63 = invoke noundef i32 @_ZN7HarnessI8Jacobi2DE3runEv(ptr noundef nonnull align 8 dereferenceable(240) %8)
          to label %64 unwind label %196

64:                                               ; preds = %53
  %65 = load i8, ptr %62, align 8, !tbaa !32, !range !33, !noundef !34
  %66 = trunc nuw i8 %65 to i1
  br i1 %66, label %67, label %69

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %8, i64 184
  store i8 0, ptr %62, align 8, !tbaa !32
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %68) #27
  br label %69

69:                                               ; preds = %67, %64
  %70 = load i8, ptr %61, align 8, !tbaa !32, !range !33, !noundef !34
  %71 = trunc nuw i8 %70 to i1
  br i1 %71, label %72, label %74

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %8, i64 128
  store i8 0, ptr %61, align 8, !tbaa !32
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %73) #27
  br label %74

74:                                               ; preds = %72, %69
  %75 = getelementptr inbounds i8, ptr %8, i64 104
  %76 = load ptr, ptr %75, align 8, !tbaa !35
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %74
  %79 = getelementptr inbounds i8, ptr %8, i64 120
  %80 = load ptr, ptr %79, align 8, !tbaa !36
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #28
  br label %84

84:                                               ; preds = %78, %74
  %85 = getelementptr inbounds i8, ptr %8, i64 80
  %86 = load ptr, ptr %85, align 8, !tbaa !35
  %87 = icmp eq ptr %86, null
  br i1 %87, label %94, label %88

88:                                               ; preds = %84
  %89 = getelementptr inbounds i8, ptr %8, i64 96
  %90 = load ptr, ptr %89, align 8, !tbaa !36
  %91 = ptrtoint ptr %90 to i64
  %92 = ptrtoint ptr %86 to i64
  %93 = sub i64 %91, %92
  call void @_ZdlPvm(ptr noundef nonnull %86, i64 noundef %93) #28
  br label %94

94:                                               ; preds = %88, %84
  %95 = load ptr, ptr %60, align 8, !tbaa !35
  %96 = icmp eq ptr %95, null
  br i1 %96, label %103, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %8, i64 72
  %99 = load ptr, ptr %98, align 8, !tbaa !36
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %95 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef %102) #28
  br label %103

103:                                              ; preds = %97, %94
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %9) #27
  store i64 %13, ptr %9, align 8, !tbaa !15
  %104 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %24, ptr %104, align 8, !tbaa !15
  %105 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %35, ptr %105, align 8, !tbaa !15
  %106 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 %46, ptr %106, align 8, !tbaa !15
  %107 = getelementptr inbounds i8, ptr %9, i64 32
  store i64 %35, ptr %107, align 8, !tbaa !37
  %108 = getelementptr inbounds i8, ptr %9, i64 40
  store float 1.250000e-01, ptr %108, align 8, !tbaa !39
  %109 = getelementptr inbounds i8, ptr %9, i64 48
  %110 = getelementptr inbounds i8, ptr %9, i64 176
  store i8 0, ptr %110, align 8, !tbaa !40
  %111 = getelementptr inbounds i8, ptr %9, i64 240
  store i8 0, ptr %111, align 8, !tbaa !40
  %112 = getelementptr inbounds i8, ptr %9, i64 248
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %109, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, i8 0, i64 16, i1 false)
  %113 = invoke noundef i32 @_ZN7HarnessI9Stencil3DE3runEv(ptr noundef nonnull align 8 dereferenceable(264) %9)
          to label %114 unwind label %198

114:                                              ; preds = %103
  %115 = or i32 %113, %63
  %116 = load i8, ptr %111, align 8, !tbaa !40, !range !33, !noundef !34
  %117 = trunc nuw i8 %116 to i1
  br i1 %117, label %118, label %120

118:                                              ; preds = %114
  %119 = getelementptr inbounds i8, ptr %9, i64 184
  store i8 0, ptr %111, align 8, !tbaa !40
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %119) #27
  br label %120

120:                                              ; preds = %118, %114
  %121 = load i8, ptr %110, align 8, !tbaa !40, !range !33, !noundef !34
  %122 = trunc nuw i8 %121 to i1
  br i1 %122, label %123, label %125

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %9, i64 120
  store i8 0, ptr %110, align 8, !tbaa !40
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %124) #27
  br label %125

125:                                              ; preds = %123, %120
  %126 = getelementptr inbounds i8, ptr %9, i64 96
  %127 = load ptr, ptr %126, align 8, !tbaa !35
  %128 = icmp eq ptr %127, null
  br i1 %128, label %135, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %9, i64 112
  %131 = load ptr, ptr %130, align 8, !tbaa !36
  %132 = ptrtoint ptr %131 to i64
  %133 = ptrtoint ptr %127 to i64
  %134 = sub i64 %132, %133
  call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %134) #28
  br label %135

135:                                              ; preds = %129, %125
  %136 = getelementptr inbounds i8, ptr %9, i64 72
  %137 = load ptr, ptr %136, align 8, !tbaa !35
  %138 = icmp eq ptr %137, null
  br i1 %138, label %145, label %139

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %9, i64 88
  %141 = load ptr, ptr %140, align 8, !tbaa !36
  %142 = ptrtoint ptr %141 to i64
  %143 = ptrtoint ptr %137 to i64
  %144 = sub i64 %142, %143
  call void @_ZdlPvm(ptr noundef nonnull %137, i64 noundef %144) #28
  br label %145

145:                                              ; preds = %139, %135
  %146 = load ptr, ptr %109, align 8, !tbaa !35
  %147 = icmp eq ptr %146, null
  br i1 %147, label %154, label %148

148:                                              ; preds = %145
  %149 = getelementptr inbounds i8, ptr %9, i64 64
  %150 = load ptr, ptr %149, align 8, !tbaa !36
  %151 = ptrtoint ptr %150 to i64
  %152 = ptrtoint ptr %146 to i64
  %153 = sub i64 %151, %152
  call void @_ZdlPvm(ptr noundef nonnull %146, i64 noundef %153) #28
  br label %154

154:                                              ; preds = %145, %148
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %9) #27
  %155 = icmp eq i32 %115, 0
  %156 = select i1 %155, ptr @.str.5, ptr @.str.6
  %157 = call i32 @puts(ptr nonnull dereferenceable(1) %156)
  %158 = getelementptr inbounds i8, ptr %3, i64 16
  %159 = load ptr, ptr %158, align 8, !tbaa !42
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %159)
          to label %163 unwind label %160

160:                                              ; preds = %154
  %161 = landingpad { ptr, i32 }
          catch ptr null
  %162 = extractvalue { ptr, i32 } %161, 0
  call void @__clang_call_terminate(ptr %162) #29
  unreachable

163:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  ret i32 %115

164:                                              ; preds = %2
  %165 = landingpad { ptr, i32 }
          cleanup
  %166 = load ptr, ptr %4, align 8, !tbaa !14
  %167 = icmp eq ptr %166, %10
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i64, ptr %10, align 8, !tbaa !13
  %170 = add i64 %169, 1
  call void @_ZdlPvm(ptr noundef %166, i64 noundef %170) #28
  br label %171

171:                                              ; preds = %168, %164
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %200

172:                                              ; preds = %20
  %173 = landingpad { ptr, i32 }
          cleanup
  %174 = load ptr, ptr %5, align 8, !tbaa !14
  %175 = icmp eq ptr %174, %21
  br i1 %175, label %179, label %176

176:                                              ; preds = %172
  %177 = load i64, ptr %21, align 8, !tbaa !13
  %178 = add i64 %177, 1
  call void @_ZdlPvm(ptr noundef %174, i64 noundef %178) #28
  br label %179

179:                                              ; preds = %176, %172
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  br label %200

180:                                              ; preds = %31
  %181 = landingpad { ptr, i32 }
          cleanup
  %182 = load ptr, ptr %6, align 8, !tbaa !14
  %183 = icmp eq ptr %182, %32
  br i1 %183, label %187, label %184

184:                                              ; preds = %180
  %185 = load i64, ptr %32, align 8, !tbaa !13
  %186 = add i64 %185, 1
  call void @_ZdlPvm(ptr noundef %182, i64 noundef %186) #28
  br label %187

187:                                              ; preds = %184, %180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %200

188:                                              ; preds = %42
  %189 = landingpad { ptr, i32 }
          cleanup
  %190 = load ptr, ptr %7, align 8, !tbaa !14
  %191 = icmp eq ptr %190, %43
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = load i64, ptr %43, align 8, !tbaa !13
  %194 = add i64 %193, 1
  call void @_ZdlPvm(ptr noundef %190, i64 noundef %194) #28
  br label %195

195:                                              ; preds = %192, %188
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %200

196:                                              ; preds = %53
  %197 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN7HarnessI8Jacobi2DED2Ev(ptr noundef nonnull align 8 dereferenceable(240) %8) #27
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %8) #27
  br label %200

198:                                              ; preds = %103
  %199 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN7HarnessI9Stencil3DED2Ev(ptr noundef nonnull align 8 dereferenceable(264) %9) #27
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %9) #27
  br label %200

200:                                              ; preds = %196, %198, %195, %187, %179, %171
  %201 = phi { ptr, i32 } [ %189, %195 ], [ %181, %187 ], [ %173, %179 ], [ %165, %171 ], [ %199, %198 ], [ %197, %196 ]
  call void @_ZN12OptionParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  resume { ptr, i32 } %201
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12OptionParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !46
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !42
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !47
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !48
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !49
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
  %20 = load ptr, ptr %19, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %21 = getelementptr inbounds ptr, ptr %2, i64 %17
  %22 = load ptr, ptr %21, align 8, !tbaa !50
  store ptr %13, ptr %5, align 8, !tbaa !5
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %26

24:                                               ; preds = %16
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.11) #30
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
  br i1 %58, label %16, label %15, !llvm.loop !51

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
define linkonce_odr dso_local noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %12 = load i32, ptr %11, align 4, !tbaa !53
  store i32 0, ptr %11, align 4, !tbaa !53
  %13 = call noundef i64 @strtoull(ptr noundef %10, ptr noundef nonnull %4, i32 noundef 10)
  %14 = load ptr, ptr %4, align 8, !tbaa !50
  %15 = icmp eq ptr %14, %10
  br i1 %15, label %16, label %24

16:                                               ; preds = %8
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.7) #30
          to label %17 unwind label %18

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %26, %16
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = load i32, ptr %11, align 4, !tbaa !53
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store i32 %12, ptr %11, align 4, !tbaa !53
  br label %23

23:                                               ; preds = %22, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  resume { ptr, i32 } %19

24:                                               ; preds = %8
  %25 = load i32, ptr %11, align 4, !tbaa !53
  switch i32 %25, label %29 [
    i32 34, label %26
    i32 0, label %28
  ]

26:                                               ; preds = %24
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.7) #30
          to label %27 unwind label %18

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %24
  store i32 %12, ptr %11, align 4, !tbaa !53
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
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI8Jacobi2DE3runEv(ptr noundef nonnull align 8 dereferenceable(240) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %"class.sycl::_V1::queue", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.std::vector.38", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %10, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !50
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %9, align 8, !tbaa !55
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %8, align 8, !tbaa !58
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %11 unwind label %19

11:                                               ; preds = %1
  %12 = load ptr, ptr %8, align 8, !tbaa !58
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
  %21 = load ptr, ptr %8, align 8, !tbaa !58
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
  br label %204

29:                                               ; preds = %14, %11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !59
  %32 = getelementptr inbounds i8, ptr %5, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !61
  %34 = icmp eq ptr %31, %33
  br i1 %34, label %69, label %35

35:                                               ; preds = %29, %64
  %36 = phi ptr [ %65, %64 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !62
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !64
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !66
  %47 = load ptr, ptr %38, align 8, !tbaa !67
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  %50 = load ptr, ptr %38, align 8, !tbaa !67
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
  store i32 %57, ptr %41, align 4, !tbaa !53
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !69

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  br label %64

64:                                               ; preds = %63, %60, %45, %35
  %65 = getelementptr inbounds i8, ptr %36, i64 16
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %35, !llvm.loop !70

67:                                               ; preds = %64
  %68 = load ptr, ptr %30, align 8, !tbaa !59
  br label %69

69:                                               ; preds = %67, %29
  %70 = phi ptr [ %68, %67 ], [ %31, %29 ]
  %71 = icmp eq ptr %70, null
  br i1 %71, label %78, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %5, i64 24
  %74 = load ptr, ptr %73, align 8, !tbaa !71
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %70 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #28
  br label %78

78:                                               ; preds = %69, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %79 = getelementptr inbounds i8, ptr %0, i64 32
  invoke void @_ZN8Jacobi2D5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(208) %79, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %80 unwind label %91

80:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %81 = getelementptr inbounds i8, ptr %0, i64 24
  %82 = load i64, ptr %81, align 8, !tbaa !72
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %7, i64 8
  %86 = getelementptr inbounds i8, ptr %7, i64 16
  %87 = getelementptr inbounds i8, ptr %7, i64 20
  br label %93

88:                                               ; preds = %102, %80
  %89 = phi i64 [ 0, %80 ], [ %109, %102 ]
  %90 = invoke noundef zeroext i1 @_ZN8Jacobi2D6verifyEm(ptr noundef nonnull align 8 dereferenceable(208) %79, i64 noundef %89)
          to label %117 unwind label %198

91:                                               ; preds = %78
  %92 = landingpad { ptr, i32 }
          cleanup
  br label %202

93:                                               ; preds = %84, %102
  %94 = phi i64 [ 0, %84 ], [ %108, %102 ]
  %95 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(208) %79, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %96 unwind label %111

96:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr @.str.12, ptr %7, align 8, !tbaa !75, !alias.scope !77
  store ptr @.str.13, ptr %85, align 8, !tbaa !80, !alias.scope !77
  store i32 185, ptr %86, align 8, !tbaa !81, !alias.scope !77
  store i32 7, ptr %87, align 4, !tbaa !82, !alias.scope !77
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %2, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %97 unwind label %113

97:                                               ; preds = %96
  %98 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %2)
          to label %99 unwind label %100

99:                                               ; preds = %97
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %98)
          to label %102 unwind label %100

100:                                              ; preds = %99, %97
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  br label %115

102:                                              ; preds = %99
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %103 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %104 = sub nsw i64 %103, %95
  %105 = sitofp i64 %104 to double
  %106 = fdiv double %105, 1.000000e+06
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.34, i64 noundef %94, double noundef %106)
  %108 = add nuw i64 %94, 1
  %109 = load i64, ptr %81, align 8, !tbaa !72
  %110 = icmp ult i64 %108, %109
  br i1 %110, label %93, label %88, !llvm.loop !83

111:                                              ; preds = %93
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %200

113:                                              ; preds = %96
  %114 = landingpad { ptr, i32 }
          cleanup
  br label %115

115:                                              ; preds = %100, %113
  %116 = phi { ptr, i32 } [ %114, %113 ], [ %101, %100 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %200

117:                                              ; preds = %88
  %118 = select i1 %90, ptr @.str.5, ptr @.str.6
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.34, ptr noundef nonnull %118)
  %120 = load ptr, ptr %6, align 8, !tbaa !84
  %121 = getelementptr inbounds i8, ptr %6, i64 8
  %122 = load ptr, ptr %121, align 8, !tbaa !86
  %123 = icmp eq ptr %120, %122
  br i1 %123, label %158, label %124

124:                                              ; preds = %117, %153
  %125 = phi ptr [ %154, %153 ], [ %120, %117 ]
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !62
  %128 = icmp eq ptr %127, null
  br i1 %128, label %153, label %129

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load atomic i64, ptr %130 acquire, align 8
  %132 = icmp eq i64 %131, 4294967297
  %133 = trunc i64 %131 to i32
  br i1 %132, label %134, label %142

134:                                              ; preds = %129
  store i32 0, ptr %130, align 8, !tbaa !64
  %135 = getelementptr inbounds i8, ptr %127, i64 12
  store i32 0, ptr %135, align 4, !tbaa !66
  %136 = load ptr, ptr %127, align 8, !tbaa !67
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  call void %138(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  %139 = load ptr, ptr %127, align 8, !tbaa !67
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

142:                                              ; preds = %129
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %147, label %145

145:                                              ; preds = %142
  %146 = add nsw i32 %133, -1
  store i32 %146, ptr %130, align 4, !tbaa !53
  br label %149

147:                                              ; preds = %142
  %148 = atomicrmw volatile add ptr %130, i32 -1 acq_rel, align 4
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %133, %145 ], [ %148, %147 ]
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %152, label %153, !prof !69

152:                                              ; preds = %149
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

153:                                              ; preds = %152, %149, %134, %124
  %154 = getelementptr inbounds i8, ptr %125, i64 16
  %155 = icmp eq ptr %154, %122
  br i1 %155, label %156, label %124, !llvm.loop !87

156:                                              ; preds = %153
  %157 = load ptr, ptr %6, align 8, !tbaa !84
  br label %158

158:                                              ; preds = %156, %117
  %159 = phi ptr [ %157, %156 ], [ %120, %117 ]
  %160 = icmp eq ptr %159, null
  br i1 %160, label %167, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  %163 = load ptr, ptr %162, align 8, !tbaa !88
  %164 = ptrtoint ptr %163 to i64
  %165 = ptrtoint ptr %159 to i64
  %166 = sub i64 %164, %165
  call void @_ZdlPvm(ptr noundef nonnull %159, i64 noundef %166) #28
  br label %167

167:                                              ; preds = %158, %161
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  %168 = getelementptr inbounds i8, ptr %4, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !62
  %170 = icmp eq ptr %169, null
  br i1 %170, label %195, label %171

171:                                              ; preds = %167
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load atomic i64, ptr %172 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %172, align 8, !tbaa !64
  %177 = getelementptr inbounds i8, ptr %169, i64 12
  store i32 0, ptr %177, align 4, !tbaa !66
  %178 = load ptr, ptr %169, align 8, !tbaa !67
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  %181 = load ptr, ptr %169, align 8, !tbaa !67
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %172, align 4, !tbaa !53
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %172, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %195, !prof !69

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

195:                                              ; preds = %167, %176, %191, %194
  %196 = xor i1 %90, true
  %197 = zext i1 %196 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  ret i32 %197

198:                                              ; preds = %88
  %199 = landingpad { ptr, i32 }
          cleanup
  br label %200

200:                                              ; preds = %111, %115, %198
  %201 = phi { ptr, i32 } [ %199, %198 ], [ %116, %115 ], [ %112, %111 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  br label %202

202:                                              ; preds = %200, %91
  %203 = phi { ptr, i32 } [ %201, %200 ], [ %92, %91 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %204

204:                                              ; preds = %202, %28
  %205 = phi { ptr, i32 } [ %203, %202 ], [ %20, %28 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  resume { ptr, i32 } %205
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7HarnessI8Jacobi2DED2Ev(ptr noundef nonnull align 8 dereferenceable(240) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 232
  %3 = load i8, ptr %2, align 8, !tbaa !32, !range !33, !noundef !34
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 184
  store i8 0, ptr %2, align 8, !tbaa !32
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %6) #27
  br label %7

7:                                                ; preds = %5, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 176
  %9 = load i8, ptr %8, align 8, !tbaa !32, !range !33, !noundef !34
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  store i8 0, ptr %8, align 8, !tbaa !32
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #27
  br label %13

13:                                               ; preds = %11, %7
  %14 = getelementptr inbounds i8, ptr %0, i64 104
  %15 = load ptr, ptr %14, align 8, !tbaa !35
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 120
  %19 = load ptr, ptr %18, align 8, !tbaa !36
  %20 = ptrtoint ptr %19 to i64
  %21 = ptrtoint ptr %15 to i64
  %22 = sub i64 %20, %21
  tail call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef %22) #28
  br label %23

23:                                               ; preds = %17, %13
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load ptr, ptr %24, align 8, !tbaa !35
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  tail call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %27, %23
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !35
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 72
  %39 = load ptr, ptr %38, align 8, !tbaa !36
  %40 = ptrtoint ptr %39 to i64
  %41 = ptrtoint ptr %35 to i64
  %42 = sub i64 %40, %41
  tail call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef %42) #28
  br label %43

43:                                               ; preds = %33, %37
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI9Stencil3DE3runEv(ptr noundef nonnull align 8 dereferenceable(264) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %"class.sycl::_V1::queue", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.std::vector.38", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %10, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !50
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %9, align 8, !tbaa !55
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %8, align 8, !tbaa !58
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %11 unwind label %19

11:                                               ; preds = %1
  %12 = load ptr, ptr %8, align 8, !tbaa !58
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
  %21 = load ptr, ptr %8, align 8, !tbaa !58
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
  br label %204

29:                                               ; preds = %14, %11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !59
  %32 = getelementptr inbounds i8, ptr %5, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !61
  %34 = icmp eq ptr %31, %33
  br i1 %34, label %69, label %35

35:                                               ; preds = %29, %64
  %36 = phi ptr [ %65, %64 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !62
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !64
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !66
  %47 = load ptr, ptr %38, align 8, !tbaa !67
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  %50 = load ptr, ptr %38, align 8, !tbaa !67
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
  store i32 %57, ptr %41, align 4, !tbaa !53
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !69

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  br label %64

64:                                               ; preds = %63, %60, %45, %35
  %65 = getelementptr inbounds i8, ptr %36, i64 16
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %35, !llvm.loop !70

67:                                               ; preds = %64
  %68 = load ptr, ptr %30, align 8, !tbaa !59
  br label %69

69:                                               ; preds = %67, %29
  %70 = phi ptr [ %68, %67 ], [ %31, %29 ]
  %71 = icmp eq ptr %70, null
  br i1 %71, label %78, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %5, i64 24
  %74 = load ptr, ptr %73, align 8, !tbaa !71
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %70 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #28
  br label %78

78:                                               ; preds = %69, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %79 = getelementptr inbounds i8, ptr %0, i64 32
  invoke void @_ZN9Stencil3D5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(232) %79, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %80 unwind label %91

80:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %81 = getelementptr inbounds i8, ptr %0, i64 24
  %82 = load i64, ptr %81, align 8, !tbaa !89
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, ptr %7, i64 8
  %86 = getelementptr inbounds i8, ptr %7, i64 16
  %87 = getelementptr inbounds i8, ptr %7, i64 20
  br label %93

88:                                               ; preds = %102, %80
  %89 = phi i64 [ 0, %80 ], [ %109, %102 ]
  %90 = invoke noundef zeroext i1 @_ZN9Stencil3D6verifyEm(ptr noundef nonnull align 8 dereferenceable(232) %79, i64 noundef %89)
          to label %117 unwind label %198

91:                                               ; preds = %78
  %92 = landingpad { ptr, i32 }
          cleanup
  br label %202

93:                                               ; preds = %84, %102
  %94 = phi i64 [ 0, %84 ], [ %108, %102 ]
  %95 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(232) %79, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %96 unwind label %111

96:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store ptr @.str.12, ptr %7, align 8, !tbaa !75, !alias.scope !91
  store ptr @.str.13, ptr %85, align 8, !tbaa !80, !alias.scope !91
  store i32 185, ptr %86, align 8, !tbaa !81, !alias.scope !91
  store i32 7, ptr %87, align 4, !tbaa !82, !alias.scope !91
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %2, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %97 unwind label %113

97:                                               ; preds = %96
  %98 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %2)
          to label %99 unwind label %100

99:                                               ; preds = %97
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(24) %98)
          to label %102 unwind label %100

100:                                              ; preds = %99, %97
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  br label %115

102:                                              ; preds = %99
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %2) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %103 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %104 = sub nsw i64 %103, %95
  %105 = sitofp i64 %104 to double
  %106 = fdiv double %105, 1.000000e+06
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.41, i64 noundef %94, double noundef %106)
  %108 = add nuw i64 %94, 1
  %109 = load i64, ptr %81, align 8, !tbaa !89
  %110 = icmp ult i64 %108, %109
  br i1 %110, label %93, label %88, !llvm.loop !94

111:                                              ; preds = %93
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %200

113:                                              ; preds = %96
  %114 = landingpad { ptr, i32 }
          cleanup
  br label %115

115:                                              ; preds = %100, %113
  %116 = phi { ptr, i32 } [ %114, %113 ], [ %101, %100 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %200

117:                                              ; preds = %88
  %118 = select i1 %90, ptr @.str.5, ptr @.str.6
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.41, ptr noundef nonnull %118)
  %120 = load ptr, ptr %6, align 8, !tbaa !84
  %121 = getelementptr inbounds i8, ptr %6, i64 8
  %122 = load ptr, ptr %121, align 8, !tbaa !86
  %123 = icmp eq ptr %120, %122
  br i1 %123, label %158, label %124

124:                                              ; preds = %117, %153
  %125 = phi ptr [ %154, %153 ], [ %120, %117 ]
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !62
  %128 = icmp eq ptr %127, null
  br i1 %128, label %153, label %129

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load atomic i64, ptr %130 acquire, align 8
  %132 = icmp eq i64 %131, 4294967297
  %133 = trunc i64 %131 to i32
  br i1 %132, label %134, label %142

134:                                              ; preds = %129
  store i32 0, ptr %130, align 8, !tbaa !64
  %135 = getelementptr inbounds i8, ptr %127, i64 12
  store i32 0, ptr %135, align 4, !tbaa !66
  %136 = load ptr, ptr %127, align 8, !tbaa !67
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  call void %138(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  %139 = load ptr, ptr %127, align 8, !tbaa !67
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

142:                                              ; preds = %129
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %147, label %145

145:                                              ; preds = %142
  %146 = add nsw i32 %133, -1
  store i32 %146, ptr %130, align 4, !tbaa !53
  br label %149

147:                                              ; preds = %142
  %148 = atomicrmw volatile add ptr %130, i32 -1 acq_rel, align 4
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %133, %145 ], [ %148, %147 ]
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %152, label %153, !prof !69

152:                                              ; preds = %149
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %127) #27
  br label %153

153:                                              ; preds = %152, %149, %134, %124
  %154 = getelementptr inbounds i8, ptr %125, i64 16
  %155 = icmp eq ptr %154, %122
  br i1 %155, label %156, label %124, !llvm.loop !87

156:                                              ; preds = %153
  %157 = load ptr, ptr %6, align 8, !tbaa !84
  br label %158

158:                                              ; preds = %156, %117
  %159 = phi ptr [ %157, %156 ], [ %120, %117 ]
  %160 = icmp eq ptr %159, null
  br i1 %160, label %167, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  %163 = load ptr, ptr %162, align 8, !tbaa !88
  %164 = ptrtoint ptr %163 to i64
  %165 = ptrtoint ptr %159 to i64
  %166 = sub i64 %164, %165
  call void @_ZdlPvm(ptr noundef nonnull %159, i64 noundef %166) #28
  br label %167

167:                                              ; preds = %158, %161
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  %168 = getelementptr inbounds i8, ptr %4, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !62
  %170 = icmp eq ptr %169, null
  br i1 %170, label %195, label %171

171:                                              ; preds = %167
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load atomic i64, ptr %172 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %172, align 8, !tbaa !64
  %177 = getelementptr inbounds i8, ptr %169, i64 12
  store i32 0, ptr %177, align 4, !tbaa !66
  %178 = load ptr, ptr %169, align 8, !tbaa !67
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  %181 = load ptr, ptr %169, align 8, !tbaa !67
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %172, align 4, !tbaa !53
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %172, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %195, !prof !69

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

195:                                              ; preds = %167, %176, %191, %194
  %196 = xor i1 %90, true
  %197 = zext i1 %196 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  ret i32 %197

198:                                              ; preds = %88
  %199 = landingpad { ptr, i32 }
          cleanup
  br label %200

200:                                              ; preds = %111, %115, %198
  %201 = phi { ptr, i32 } [ %199, %198 ], [ %116, %115 ], [ %112, %111 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #27
  br label %202

202:                                              ; preds = %200, %91
  %203 = phi { ptr, i32 } [ %201, %200 ], [ %92, %91 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #27
  br label %204

204:                                              ; preds = %202, %28
  %205 = phi { ptr, i32 } [ %203, %202 ], [ %20, %28 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27
  resume { ptr, i32 } %205
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7HarnessI9Stencil3DED2Ev(ptr noundef nonnull align 8 dereferenceable(264) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 240
  %3 = load i8, ptr %2, align 8, !tbaa !40, !range !33, !noundef !34
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 184
  store i8 0, ptr %2, align 8, !tbaa !40
  tail call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %6) #27
  br label %7

7:                                                ; preds = %5, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 176
  %9 = load i8, ptr %8, align 8, !tbaa !40, !range !33, !noundef !34
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 120
  store i8 0, ptr %8, align 8, !tbaa !40
  tail call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %12) #27
  br label %13

13:                                               ; preds = %11, %7
  %14 = getelementptr inbounds i8, ptr %0, i64 96
  %15 = load ptr, ptr %14, align 8, !tbaa !35
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 112
  %19 = load ptr, ptr %18, align 8, !tbaa !36
  %20 = ptrtoint ptr %19 to i64
  %21 = ptrtoint ptr %15 to i64
  %22 = sub i64 %20, %21
  tail call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef %22) #28
  br label %23

23:                                               ; preds = %17, %13
  %24 = getelementptr inbounds i8, ptr %0, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !35
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  tail call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %27, %23
  %34 = getelementptr inbounds i8, ptr %0, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !35
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !36
  %40 = ptrtoint ptr %39 to i64
  %41 = ptrtoint ptr %35 to i64
  %42 = sub i64 %40, %41
  tail call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef %42) #28
  br label %43

43:                                               ; preds = %33, %37
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN12OptionParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !42
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
  %4 = alloca %"class.std::tuple.25", align 1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !42
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
  %36 = load ptr, ptr %35, align 8, !tbaa !50
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %13, !llvm.loop !95

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
  store ptr %1, ptr %3, align 8, !tbaa !50, !alias.scope !96
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
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !42
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
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
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
  store ptr %0, ptr %6, align 8, !tbaa !50
  %7 = tail call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #32
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  %9 = load i64, ptr %3, align 8, !tbaa !50
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
  store ptr %7, ptr %27, align 8, !tbaa !99
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
  %66 = load i64, ptr %65, align 8, !tbaa !49
  %67 = add i64 %66, 1
  store i64 %67, ptr %65, align 8, !tbaa !49
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !49
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %33, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !50
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
  %60 = load ptr, ptr %59, align 8, !tbaa !50
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
  %84 = load ptr, ptr %83, align 8, !tbaa !101
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
  %105 = load ptr, ptr %104, align 8, !tbaa !50
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
  %129 = load ptr, ptr %128, align 8, !tbaa !101
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !99
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
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !50
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
  %32 = load ptr, ptr %31, align 8, !tbaa !50
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !102

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !47
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
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2, %25
  %5 = phi ptr [ %9, %25 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !101
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !103
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
  br i1 %26, label %27, label %4, !llvm.loop !104

27:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !42
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
  %34 = load ptr, ptr %33, align 8, !tbaa !50
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %11, !llvm.loop !105

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
declare i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #16

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = load ptr, ptr %9, align 8, !tbaa !67
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.8, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !62
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !64
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !66
  %26 = load ptr, ptr %17, align 8, !tbaa !67
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !67
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
  store i32 %36, ptr %20, align 4, !tbaa !53
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !69

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

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #17

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #14

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #19 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !67
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !53
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !53
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !67
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = load ptr, ptr %9, align 8, !tbaa !67
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.8, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !62
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !64
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !66
  %26 = load ptr, ptr %17, align 8, !tbaa !67
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !67
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
  store i32 %36, ptr %20, align 4, !tbaa !53
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !69

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
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #9

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN8Jacobi2D5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 16
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::range", align 16
  %6 = alloca ptr, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i64, ptr %0, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !30
  %11 = mul i64 %10, %8
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !106
  %14 = load ptr, ptr %7, align 8, !tbaa !35
  %15 = ptrtoint ptr %13 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  %18 = ashr exact i64 %17, 2
  %19 = icmp ult i64 %18, %11
  br i1 %19, label %20, label %25

20:                                               ; preds = %2
  %21 = sub i64 %11, %18
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %7, i64 noundef %21)
  %22 = load i64, ptr %0, align 8, !tbaa !16
  %23 = load i64, ptr %9, align 8, !tbaa !30
  %24 = mul i64 %23, %22
  br label %31

25:                                               ; preds = %2
  %26 = icmp ugt i64 %18, %11
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds float, ptr %14, i64 %11
  %29 = icmp eq ptr %13, %28
  br i1 %29, label %31, label %30

30:                                               ; preds = %27
  store ptr %28, ptr %12, align 8, !tbaa !106
  br label %31

31:                                               ; preds = %20, %25, %27, %30
  %32 = phi i64 [ %24, %20 ], [ %11, %25 ], [ %11, %27 ], [ %11, %30 ]
  %33 = phi i64 [ %23, %20 ], [ %10, %25 ], [ %10, %27 ], [ %10, %30 ]
  %34 = phi i64 [ %22, %20 ], [ %8, %25 ], [ %8, %27 ], [ %8, %30 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = getelementptr inbounds i8, ptr %0, i64 56
  %37 = load ptr, ptr %36, align 8, !tbaa !106
  %38 = load ptr, ptr %35, align 8, !tbaa !35
  %39 = ptrtoint ptr %37 to i64
  %40 = ptrtoint ptr %38 to i64
  %41 = sub i64 %39, %40
  %42 = ashr exact i64 %41, 2
  %43 = icmp ult i64 %42, %32
  br i1 %43, label %44, label %48

44:                                               ; preds = %31
  %45 = sub i64 %32, %42
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %35, i64 noundef %45)
  %46 = load i64, ptr %0, align 8, !tbaa !16
  %47 = load i64, ptr %9, align 8, !tbaa !30
  br label %54

48:                                               ; preds = %31
  %49 = icmp ugt i64 %42, %32
  br i1 %49, label %50, label %54

50:                                               ; preds = %48
  %51 = getelementptr inbounds float, ptr %38, i64 %32
  %52 = icmp eq ptr %37, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %50
  store ptr %51, ptr %36, align 8, !tbaa !106
  br label %54

54:                                               ; preds = %44, %48, %50, %53
  %55 = phi i64 [ %47, %44 ], [ %33, %48 ], [ %33, %50 ], [ %33, %53 ]
  %56 = phi i64 [ %46, %44 ], [ %34, %48 ], [ %34, %50 ], [ %34, %53 ]
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %71, label %58

58:                                               ; preds = %54
  %59 = icmp eq i64 %55, 0
  %60 = load ptr, ptr %7, align 8
  %61 = and i64 %55, 1
  %62 = icmp eq i64 %55, 1
  %63 = and i64 %55, -2
  %64 = icmp eq i64 %61, 0
  br label %65

65:                                               ; preds = %58, %85
  %66 = phi i64 [ 0, %58 ], [ %86, %85 ]
  br i1 %59, label %85, label %67

67:                                               ; preds = %65
  %68 = mul i64 %66, 3
  %69 = mul i64 %55, %66
  %70 = getelementptr float, ptr %60, i64 %69
  br i1 %62, label %77, label %88

71:                                               ; preds = %85, %54
  %72 = mul i64 %55, %56
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %105, label %74

74:                                               ; preds = %71
  %75 = load ptr, ptr %35, align 8, !tbaa !35
  %76 = shl i64 %72, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %75, i8 0, i64 %76, i1 false), !tbaa !107
  br label %105

77:                                               ; preds = %88, %67
  %78 = phi i64 [ 0, %67 ], [ %102, %88 ]
  br i1 %64, label %85, label %79

79:                                               ; preds = %77
  %80 = mul i64 %78, 5
  %81 = add i64 %80, %68
  %82 = urem i64 %81, 17
  %83 = uitofp nneg i64 %82 to float
  %84 = getelementptr float, ptr %70, i64 %78
  store float %83, ptr %84, align 4, !tbaa !107
  br label %85

85:                                               ; preds = %79, %77, %65
  %86 = add nuw i64 %66, 1
  %87 = icmp eq i64 %86, %56
  br i1 %87, label %71, label %65, !llvm.loop !108

88:                                               ; preds = %67, %88
  %89 = phi i64 [ %102, %88 ], [ 0, %67 ]
  %90 = phi i64 [ %103, %88 ], [ 0, %67 ]
  %91 = mul i64 %89, 5
  %92 = add i64 %91, %68
  %93 = urem i64 %92, 17
  %94 = uitofp nneg i64 %93 to float
  %95 = getelementptr float, ptr %70, i64 %89
  store float %94, ptr %95, align 4, !tbaa !107
  %96 = or disjoint i64 %89, 1
  %97 = mul i64 %96, 5
  %98 = add i64 %97, %68
  %99 = urem i64 %98, 17
  %100 = uitofp nneg i64 %99 to float
  %101 = getelementptr float, ptr %70, i64 %96
  store float %100, ptr %101, align 4, !tbaa !107
  %102 = add nuw i64 %89, 2
  %103 = add i64 %90, 2
  %104 = icmp eq i64 %103, %63
  br i1 %104, label %77, label %88, !llvm.loop !109

105:                                              ; preds = %74, %71
  %106 = getelementptr inbounds i8, ptr %0, i64 72
  %107 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %106, ptr noundef nonnull align 8 dereferenceable(24) %7)
  %108 = getelementptr inbounds i8, ptr %0, i64 96
  %109 = load ptr, ptr %7, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  %110 = load <2 x i64>, ptr %0, align 8, !tbaa !15
  store <2 x i64> %110, ptr %5, align 16
  store ptr %109, ptr %6, align 8, !tbaa !50
  %111 = getelementptr inbounds i8, ptr %0, i64 144
  %112 = load i8, ptr %111, align 8, !tbaa !32, !range !33, !noundef !34
  %113 = trunc nuw i8 %112 to i1
  br i1 %113, label %114, label %115

114:                                              ; preds = %105
  store i8 0, ptr %111, align 8, !tbaa !32
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %108) #27
  br label %115

115:                                              ; preds = %105, %114
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %108, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(16) %5)
  store i8 1, ptr %111, align 8, !tbaa !32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %116 = getelementptr inbounds i8, ptr %0, i64 152
  %117 = load ptr, ptr %35, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  %118 = load <2 x i64>, ptr %0, align 8, !tbaa !15
  store <2 x i64> %118, ptr %3, align 16
  store ptr %117, ptr %4, align 8, !tbaa !50
  %119 = getelementptr inbounds i8, ptr %0, i64 200
  %120 = load i8, ptr %119, align 8, !tbaa !32, !range !33, !noundef !34
  %121 = trunc nuw i8 %120 to i1
  br i1 %121, label %122, label %123

122:                                              ; preds = %115
  store i8 0, ptr %119, align 8, !tbaa !32
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %116) #27
  br label %123

123:                                              ; preds = %115, %122
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %116, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(16) %3)
  store i8 1, ptr %119, align 8, !tbaa !32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  ret void
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.GridBuffer, align 8
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %class.anon, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca %"class.sycl::_V1::event", align 16
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  store ptr @.str.12, ptr %10, align 8, !tbaa !75, !alias.scope !110
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.13, ptr %11, align 8, !tbaa !80, !alias.scope !110
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 69, ptr %12, align 8, !tbaa !81, !alias.scope !110
  %13 = getelementptr inbounds i8, ptr %10, i64 20
  store i32 22, ptr %13, align 4, !tbaa !82, !alias.scope !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store ptr %0, ptr %7, align 8, !noalias !113
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27, !noalias !113
  store ptr %7, ptr %8, align 8, !tbaa !116, !noalias !113
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_, ptr %14, align 8, !tbaa !118, !noalias !113
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27, !noalias !119
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %10), !noalias !119
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #27, !noalias !119
  store i32 0, ptr %6, align 4, !tbaa !122, !noalias !119
  %15 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %16 unwind label %23, !noalias !119

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i8, ptr %17, align 8, !tbaa !125, !range !33, !noalias !119, !noundef !34
  %19 = trunc nuw i8 %18 to i1
  %20 = xor i1 %19, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %9, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %15, i1 noundef zeroext %20)
          to label %25 unwind label %23

21:                                               ; preds = %86, %84, %23
  %22 = phi { ptr, i32 } [ %24, %23 ], [ %80, %84 ], [ %87, %86 ]
  resume { ptr, i32 } %22

23:                                               ; preds = %16, %3
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27, !noalias !119
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !119
  br label %21

25:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #27, !noalias !119
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !119
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27, !noalias !113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !50
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !88
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %36, label %31

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr null, ptr %32, align 8, !tbaa !62
  %33 = getelementptr inbounds i8, ptr %9, i64 8
  %34 = load <2 x ptr>, ptr %9, align 16, !tbaa !50
  store ptr null, ptr %33, align 8, !tbaa !62
  store <2 x ptr> %34, ptr %27, align 8, !tbaa !50
  store ptr null, ptr %9, align 16, !tbaa !127
  %35 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %35, ptr %26, align 8, !tbaa !86
  br label %37

36:                                               ; preds = %25
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %27, ptr noundef nonnull align 8 dereferenceable(16) %9)
          to label %37 unwind label %86

37:                                               ; preds = %31, %36
  %38 = getelementptr inbounds i8, ptr %9, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !62
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !64
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !66
  %48 = load ptr, ptr %39, align 8, !tbaa !67
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  %51 = load ptr, ptr %39, align 8, !tbaa !67
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !53
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !69

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

65:                                               ; preds = %37, %46, %61, %64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  %66 = getelementptr inbounds i8, ptr %0, i64 96
  %67 = getelementptr inbounds i8, ptr %0, i64 152
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #27
  %68 = getelementptr inbounds i8, ptr %0, i64 144
  %69 = getelementptr inbounds i8, ptr %4, i64 48
  store i8 0, ptr %69, align 8, !tbaa !32
  %70 = load i8, ptr %68, align 8, !tbaa !32, !range !33, !noundef !34
  %71 = trunc nuw i8 %70 to i1
  br i1 %71, label %72, label %73

72:                                               ; preds = %65
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE12_M_constructIJS6_EEEvDpOT_(ptr noundef nonnull align 8 dereferenceable(49) %4, ptr noundef nonnull align 8 dereferenceable(41) %66)
  br label %73

73:                                               ; preds = %72, %65
  invoke void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE14_M_move_assignEOS7_(ptr noundef nonnull align 8 dereferenceable(49) %66, ptr noundef nonnull align 8 dereferenceable(49) %67)
          to label %74 unwind label %79

74:                                               ; preds = %73
  invoke void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE14_M_move_assignEOS7_(ptr noundef nonnull align 8 dereferenceable(49) %67, ptr noundef nonnull align 8 dereferenceable(49) %4)
          to label %75 unwind label %79

75:                                               ; preds = %74
  %76 = load i8, ptr %69, align 8, !tbaa !32, !range !33, !noundef !34
  %77 = trunc nuw i8 %76 to i1
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  store i8 0, ptr %69, align 8, !tbaa !32
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %4) #27
  br label %85

79:                                               ; preds = %74, %73
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = load i8, ptr %69, align 8, !tbaa !32, !range !33, !noundef !34
  %82 = trunc nuw i8 %81 to i1
  br i1 %82, label %83, label %84

83:                                               ; preds = %79
  store i8 0, ptr %69, align 8, !tbaa !32
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %4) #27
  br label %84

84:                                               ; preds = %83, %79
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #27
  br label %21

85:                                               ; preds = %75, %78
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #27
  ret void

86:                                               ; preds = %36
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  br label %21
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN8Jacobi2D6verifyEm(ptr noundef nonnull align 8 dereferenceable(208) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::host_accessor", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 72
  %5 = getelementptr inbounds i8, ptr %0, i64 80
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = load ptr, ptr %4, align 8, !tbaa !50
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = icmp eq ptr %6, %7
  br i1 %11, label %17, label %12

12:                                               ; preds = %2
  %13 = icmp ugt i64 %10, 9223372036854775804
  br i1 %13, label %14, label %15, !prof !69

14:                                               ; preds = %12
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

15:                                               ; preds = %12
  %16 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #32
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %16, ptr align 4 %7, i64 %10, i1 false)
  br label %17

17:                                               ; preds = %2, %15
  %18 = phi ptr [ %16, %15 ], [ null, %2 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 %10
  %20 = load i64, ptr %0, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !30
  %23 = mul i64 %22, %20
  %24 = icmp ugt i64 %23, 2305843009213693951
  br i1 %24, label %25, label %27

25:                                               ; preds = %17
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.35) #30
          to label %26 unwind label %62

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %17
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %27
  %30 = shl nuw nsw i64 %23, 2
  %31 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %30) #32
          to label %32 unwind label %62

32:                                               ; preds = %29
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %31, i8 0, i64 %30, i1 false), !tbaa !107
  %33 = getelementptr inbounds float, ptr %31, i64 %23
  br label %34

34:                                               ; preds = %32, %27
  %35 = phi ptr [ null, %27 ], [ %31, %32 ]
  %36 = phi ptr [ null, %27 ], [ %33, %32 ]
  %37 = icmp eq i64 %1, 0
  br i1 %37, label %49, label %38

38:                                               ; preds = %34
  %39 = icmp eq i64 %20, 0
  %40 = icmp eq i64 %22, 0
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  %42 = icmp eq i64 %22, 1
  br label %43

43:                                               ; preds = %38, %76
  %44 = phi i64 [ 0, %38 ], [ %77, %76 ]
  %45 = phi ptr [ %18, %38 ], [ %47, %76 ]
  %46 = phi ptr [ %36, %38 ], [ %48, %76 ]
  %47 = phi ptr [ %35, %38 ], [ %45, %76 ]
  %48 = phi ptr [ %19, %38 ], [ %46, %76 ]
  br i1 %39, label %76, label %64

49:                                               ; preds = %76, %34
  %50 = phi ptr [ %19, %34 ], [ %46, %76 ]
  %51 = phi ptr [ %35, %34 ], [ %45, %76 ]
  %52 = phi ptr [ %36, %34 ], [ %48, %76 ]
  %53 = phi ptr [ %18, %34 ], [ %47, %76 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #27
  %54 = getelementptr inbounds i8, ptr %0, i64 96
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %3, ptr noundef nonnull align 8 dereferenceable(41) %54)
          to label %55 unwind label %119

55:                                               ; preds = %49
  %56 = load i64, ptr %0, align 8, !tbaa !16
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %234, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = getelementptr inbounds i8, ptr %3, i64 16
  %61 = load i64, ptr %21, align 8, !tbaa !30
  br label %114

62:                                               ; preds = %29, %25
  %63 = landingpad { ptr, i32 }
          cleanup
  br label %280

64:                                               ; preds = %43, %79
  %65 = phi i64 [ %80, %79 ], [ 0, %43 ]
  br i1 %40, label %66, label %68

66:                                               ; preds = %64
  %67 = add nuw i64 %65, 1
  br label %79

68:                                               ; preds = %64
  %69 = mul i64 %65, %22
  %70 = icmp eq i64 %65, 0
  %71 = add nuw i64 %65, 1
  %72 = icmp eq i64 %71, %20
  %73 = getelementptr inbounds float, ptr %45, i64 %69
  %74 = load float, ptr %73, align 4, !tbaa !107
  %75 = getelementptr inbounds float, ptr %47, i64 %69
  store float %74, ptr %75, align 4, !tbaa !107
  br i1 %42, label %79, label %82

76:                                               ; preds = %79, %43
  %77 = add nuw i64 %44, 1
  %78 = icmp eq i64 %77, %1
  br i1 %78, label %49, label %43, !llvm.loop !129

79:                                               ; preds = %110, %68, %66
  %80 = phi i64 [ %67, %66 ], [ %71, %68 ], [ %71, %110 ]
  %81 = icmp eq i64 %80, %20
  br i1 %81, label %76, label %64, !llvm.loop !130

82:                                               ; preds = %68, %110
  %83 = phi i64 [ %85, %110 ], [ 1, %68 ]
  %84 = add i64 %83, %69
  %85 = add nuw i64 %83, 1
  %86 = icmp eq i64 %85, %22
  %87 = or i1 %72, %86
  %88 = select i1 %70, i1 true, i1 %87
  br i1 %88, label %89, label %92

89:                                               ; preds = %82
  %90 = getelementptr inbounds float, ptr %45, i64 %84
  %91 = load float, ptr %90, align 4, !tbaa !107
  br label %110

92:                                               ; preds = %82
  %93 = load float, ptr %41, align 8, !tbaa !31
  %94 = sub i64 %84, %22
  %95 = getelementptr inbounds float, ptr %45, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !107
  %97 = add i64 %84, %22
  %98 = getelementptr inbounds float, ptr %45, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !107
  %100 = fadd float %96, %99
  %101 = add i64 %84, -1
  %102 = getelementptr inbounds float, ptr %45, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !107
  %104 = fadd float %100, %103
  %105 = add i64 %84, 1
  %106 = getelementptr inbounds float, ptr %45, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !107
  %108 = fadd float %104, %107
  %109 = fmul float %93, %108
  br label %110

110:                                              ; preds = %92, %89
  %111 = phi float [ %109, %92 ], [ %91, %89 ]
  %112 = getelementptr inbounds float, ptr %47, i64 %84
  store float %111, ptr %112, align 4, !tbaa !107
  %113 = icmp eq i64 %85, %22
  br i1 %113, label %79, label %82, !llvm.loop !131

114:                                              ; preds = %58, %229
  %115 = phi i64 [ %56, %58 ], [ %230, %229 ]
  %116 = phi i64 [ %61, %58 ], [ %231, %229 ]
  %117 = phi i64 [ 0, %58 ], [ %232, %229 ]
  %118 = icmp eq i64 %116, 0
  br i1 %118, label %229, label %126

119:                                              ; preds = %49
  %120 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  %121 = icmp eq ptr %51, null
  br i1 %121, label %280, label %276

122:                                              ; preds = %226
  %123 = add nuw i64 %127, 1
  %124 = load i64, ptr %21, align 8, !tbaa !30
  %125 = icmp ult i64 %123, %124
  br i1 %125, label %126, label %227, !llvm.loop !133

126:                                              ; preds = %114, %122
  %127 = phi i64 [ %123, %122 ], [ 0, %114 ]
  %128 = load ptr, ptr %59, align 8, !tbaa !62, !noalias !134
  %129 = icmp eq ptr %128, null
  br i1 %129, label %138, label %130

130:                                              ; preds = %126
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !134
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %140, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !53, !noalias !134
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !53, !noalias !134
  %137 = load ptr, ptr %60, align 8, !noalias !134
  br label %145

138:                                              ; preds = %126
  %139 = load ptr, ptr %60, align 8
  br label %175

140:                                              ; preds = %130
  %141 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4, !noalias !134
  %142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !134
  %143 = load ptr, ptr %60, align 8, !noalias !134
  %144 = icmp eq i8 %142, 0
  br i1 %144, label %149, label %145

145:                                              ; preds = %134, %140
  %146 = phi ptr [ %137, %134 ], [ %143, %140 ]
  %147 = load i32, ptr %131, align 4, !tbaa !53, !noalias !134
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %131, align 4, !tbaa !53, !noalias !134
  br label %151

149:                                              ; preds = %140
  %150 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4, !noalias !134
  br label %151

151:                                              ; preds = %149, %145
  %152 = phi ptr [ %143, %149 ], [ %146, %145 ]
  %153 = load atomic i64, ptr %131 acquire, align 8, !noalias !134
  %154 = icmp eq i64 %153, 4294967297
  %155 = trunc i64 %153 to i32
  br i1 %154, label %156, label %164

156:                                              ; preds = %151
  store i32 0, ptr %131, align 8, !tbaa !64, !noalias !134
  %157 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %157, align 4, !tbaa !66, !noalias !134
  %158 = load ptr, ptr %128, align 8, !tbaa !67, !noalias !134
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = load ptr, ptr %159, align 8, !noalias !134
  call void %160(ptr noundef nonnull align 8 dereferenceable(16) %128) #27, !noalias !134
  %161 = load ptr, ptr %128, align 8, !tbaa !67, !noalias !134
  %162 = getelementptr inbounds i8, ptr %161, i64 24
  %163 = load ptr, ptr %162, align 8, !noalias !134
  call void %163(ptr noundef nonnull align 8 dereferenceable(16) %128) #27, !noalias !134
  br label %175

164:                                              ; preds = %151
  %165 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !134
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %169, label %167

167:                                              ; preds = %164
  %168 = add nsw i32 %155, -1
  store i32 %168, ptr %131, align 4, !tbaa !53, !noalias !134
  br label %171

169:                                              ; preds = %164
  %170 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4, !noalias !134
  br label %171

171:                                              ; preds = %169, %167
  %172 = phi i32 [ %155, %167 ], [ %170, %169 ]
  %173 = icmp eq i32 %172, 1
  br i1 %173, label %174, label %175, !prof !69

174:                                              ; preds = %171
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #27, !noalias !134
  br label %175

175:                                              ; preds = %138, %156, %171, %174
  %176 = phi ptr [ %139, %138 ], [ %152, %156 ], [ %152, %174 ], [ %152, %171 ]
  %177 = icmp ne ptr %176, null
  call void @llvm.assume(i1 %177)
  %178 = load i64, ptr %176, align 8
  %179 = add i64 %178, %117
  %180 = getelementptr inbounds i8, ptr %176, i64 56
  %181 = load i64, ptr %180, align 8
  %182 = mul i64 %181, %179
  %183 = getelementptr inbounds i8, ptr %176, i64 8
  %184 = load i64, ptr %183, align 8
  %185 = getelementptr inbounds i8, ptr %176, i64 72
  %186 = load ptr, ptr %185, align 8, !tbaa !137
  %187 = getelementptr float, ptr %186, i64 %184
  %188 = getelementptr float, ptr %187, i64 %182
  %189 = getelementptr float, ptr %188, i64 %127
  %190 = load float, ptr %189, align 4, !tbaa !107
  %191 = load i64, ptr %21, align 8, !tbaa !30
  %192 = mul i64 %191, %117
  %193 = add i64 %192, %127
  %194 = getelementptr inbounds float, ptr %53, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !107
  %196 = fsub float %190, %195
  %197 = call noundef float @llvm.fabs.f32(float %196)
  %198 = call noundef float @llvm.fabs.f32(float %195)
  %199 = fadd float %198, 1.000000e+00
  %200 = fmul float %199, 0x3F1A36E2E0000000
  %201 = fcmp ogt float %197, %200
  br i1 %129, label %226, label %202

202:                                              ; preds = %175
  %203 = getelementptr inbounds i8, ptr %128, i64 8
  %204 = load atomic i64, ptr %203 acquire, align 8
  %205 = icmp eq i64 %204, 4294967297
  %206 = trunc i64 %204 to i32
  br i1 %205, label %207, label %215

207:                                              ; preds = %202
  store i32 0, ptr %203, align 8, !tbaa !64
  %208 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %208, align 4, !tbaa !66
  %209 = load ptr, ptr %128, align 8, !tbaa !67
  %210 = getelementptr inbounds i8, ptr %209, i64 16
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %128) #27
  %212 = load ptr, ptr %128, align 8, !tbaa !67
  %213 = getelementptr inbounds i8, ptr %212, i64 24
  %214 = load ptr, ptr %213, align 8
  call void %214(ptr noundef nonnull align 8 dereferenceable(16) %128) #27
  br label %226

215:                                              ; preds = %202
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %220, label %218

218:                                              ; preds = %215
  %219 = add nsw i32 %206, -1
  store i32 %219, ptr %203, align 4, !tbaa !53
  br label %222

220:                                              ; preds = %215
  %221 = atomicrmw volatile add ptr %203, i32 -1 acq_rel, align 4
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i32 [ %206, %218 ], [ %221, %220 ]
  %224 = icmp eq i32 %223, 1
  br i1 %224, label %225, label %226, !prof !69

225:                                              ; preds = %222
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #27
  br label %226

226:                                              ; preds = %175, %207, %222, %225
  br i1 %201, label %234, label %122

227:                                              ; preds = %122
  %228 = load i64, ptr %0, align 8, !tbaa !16
  br label %229

229:                                              ; preds = %227, %114
  %230 = phi i64 [ %115, %114 ], [ %228, %227 ]
  %231 = phi i64 [ 0, %114 ], [ %124, %227 ]
  %232 = add nuw i64 %117, 1
  %233 = icmp ult i64 %232, %230
  br i1 %233, label %114, label %234, !llvm.loop !142

234:                                              ; preds = %229, %226, %55
  %235 = phi i1 [ true, %55 ], [ false, %226 ], [ true, %229 ]
  %236 = getelementptr inbounds i8, ptr %3, i64 8
  %237 = load ptr, ptr %236, align 8, !tbaa !62
  %238 = icmp eq ptr %237, null
  br i1 %238, label %263, label %239

239:                                              ; preds = %234
  %240 = getelementptr inbounds i8, ptr %237, i64 8
  %241 = load atomic i64, ptr %240 acquire, align 8
  %242 = icmp eq i64 %241, 4294967297
  %243 = trunc i64 %241 to i32
  br i1 %242, label %244, label %252

244:                                              ; preds = %239
  store i32 0, ptr %240, align 8, !tbaa !64
  %245 = getelementptr inbounds i8, ptr %237, i64 12
  store i32 0, ptr %245, align 4, !tbaa !66
  %246 = load ptr, ptr %237, align 8, !tbaa !67
  %247 = getelementptr inbounds i8, ptr %246, i64 16
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  %249 = load ptr, ptr %237, align 8, !tbaa !67
  %250 = getelementptr inbounds i8, ptr %249, i64 24
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  br label %263

252:                                              ; preds = %239
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %257, label %255

255:                                              ; preds = %252
  %256 = add nsw i32 %243, -1
  store i32 %256, ptr %240, align 4, !tbaa !53
  br label %259

257:                                              ; preds = %252
  %258 = atomicrmw volatile add ptr %240, i32 -1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i32 [ %243, %255 ], [ %258, %257 ]
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %263, !prof !69

262:                                              ; preds = %259
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %237) #27
  br label %263

263:                                              ; preds = %234, %244, %259, %262
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #27
  %264 = icmp eq ptr %51, null
  br i1 %264, label %269, label %265

265:                                              ; preds = %263
  %266 = ptrtoint ptr %52 to i64
  %267 = ptrtoint ptr %51 to i64
  %268 = sub i64 %266, %267
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %268) #28
  br label %269

269:                                              ; preds = %263, %265
  %270 = icmp eq ptr %53, null
  br i1 %270, label %275, label %271

271:                                              ; preds = %269
  %272 = ptrtoint ptr %50 to i64
  %273 = ptrtoint ptr %53 to i64
  %274 = sub i64 %272, %273
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %274) #28
  br label %275

275:                                              ; preds = %269, %271
  ret i1 %235

276:                                              ; preds = %119
  %277 = ptrtoint ptr %52 to i64
  %278 = ptrtoint ptr %51 to i64
  %279 = sub i64 %277, %278
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %279) #28
  br label %280

280:                                              ; preds = %276, %119, %62
  %281 = phi ptr [ %19, %62 ], [ %50, %119 ], [ %50, %276 ]
  %282 = phi ptr [ %18, %62 ], [ %53, %119 ], [ %53, %276 ]
  %283 = phi { ptr, i32 } [ %63, %62 ], [ %120, %119 ], [ %120, %276 ]
  %284 = icmp eq ptr %282, null
  br i1 %284, label %289, label %285

285:                                              ; preds = %280
  %286 = ptrtoint ptr %281 to i64
  %287 = ptrtoint ptr %282 to i64
  %288 = sub i64 %286, %287
  call void @_ZdlPvm(ptr noundef nonnull %282, i64 noundef %288) #28
  br label %289

289:                                              ; preds = %280, %285
  resume { ptr, i32 } %283
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !84
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !86
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %40, label %6

6:                                                ; preds = %1, %35
  %7 = phi ptr [ %36, %35 ], [ %2, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !62
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load atomic i64, ptr %12 acquire, align 8
  %14 = icmp eq i64 %13, 4294967297
  %15 = trunc i64 %13 to i32
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  store i32 0, ptr %12, align 8, !tbaa !64
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %17, align 4, !tbaa !66
  %18 = load ptr, ptr %9, align 8, !tbaa !67
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  tail call void %20(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  %21 = load ptr, ptr %9, align 8, !tbaa !67
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
  store i32 %28, ptr %12, align 4, !tbaa !53
  br label %31

29:                                               ; preds = %24
  %30 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %15, %27 ], [ %30, %29 ]
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35, !prof !69

34:                                               ; preds = %31
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %35

35:                                               ; preds = %34, %31, %16, %6
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = icmp eq ptr %36, %4
  br i1 %37, label %38, label %6, !llvm.loop !87

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !84
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !88
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
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #14

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.54", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !50
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !143
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !58
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !58
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
  %22 = load ptr, ptr %7, align 8, !tbaa !58
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
  %4 = load ptr, ptr %0, align 8, !tbaa !50
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !50
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !50
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !145
  store ptr %8, ptr %6, align 16, !tbaa !145
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !147
  %12 = load ptr, ptr %10, align 8, !tbaa !148
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !149
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !151

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !147
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !145
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
  %6 = load ptr, ptr %1, align 8, !tbaa !50
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !50
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !147
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !148
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !149
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !151

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !147
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !145
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #14

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !50
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
  %6 = load ptr, ptr %1, align 8, !tbaa !50
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !50
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, %0
  br i1 %3, label %64, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  %7 = load ptr, ptr %1, align 8, !tbaa !50
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !36
  %13 = load ptr, ptr %0, align 8, !tbaa !50
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !69

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
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
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #28
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !35
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !36
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !106
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
  %42 = load ptr, ptr %1, align 8, !tbaa !35
  %43 = load ptr, ptr %31, align 8, !tbaa !106
  %44 = load ptr, ptr %0, align 8, !tbaa !35
  %45 = load ptr, ptr %5, align 8, !tbaa !106
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
  %61 = load ptr, ptr %0, align 8, !tbaa !35
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !106
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !106
  %7 = load ptr, ptr %0, align 8, !tbaa !35
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !36
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !107
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !107
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !106
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
  store float 0.000000e+00, ptr %39, align 4, !tbaa !107
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !107
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
  store ptr %38, ptr %0, align 8, !tbaa !35
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !106
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !36
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.17, ptr %5, align 8, !tbaa !75, !alias.scope !152
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %7, align 8, !tbaa !80, !alias.scope !152
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 119, ptr %8, align 8, !tbaa !81, !alias.scope !152
  %9 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 25, ptr %9, align 4, !tbaa !82, !alias.scope !152
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !59
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !61
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !62
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !64
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !66
  %28 = load ptr, ptr %19, align 8, !tbaa !67
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  %31 = load ptr, ptr %19, align 8, !tbaa !67
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
  store i32 %38, ptr %22, align 4, !tbaa !53
  br label %41

39:                                               ; preds = %34
  %40 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %25, %37 ], [ %40, %39 ]
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45, !prof !69

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !70

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !59
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !71
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !155
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !67, !noalias !155
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !158, !noalias !155
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !160, !noalias !155
  store ptr %13, ptr %6, align 8, !tbaa !163
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !50
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !67
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !50
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !165
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !172
  %27 = load ptr, ptr %0, align 8, !tbaa !173
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !174
  %29 = load i8, ptr %28, align 1, !tbaa !13
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !176)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !15, !noalias !176
  store <2 x i64> %33, ptr %7, align 16, !tbaa !15, !alias.scope !176
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !15, !alias.scope !176
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !50
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !67
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #14

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !158
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !67
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !67
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !160
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !158
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.76", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !62
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !64
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !66
  %17 = load ptr, ptr %8, align 8, !tbaa !67
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  %20 = load ptr, ptr %8, align 8, !tbaa !67
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
  store i32 %27, ptr %11, align 4, !tbaa !53
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !69

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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #14

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !86
  %6 = load ptr, ptr %0, align 8, !tbaa !50
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.20) #30
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
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !50
  store ptr null, ptr %29, align 8, !tbaa !62
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !50
  store ptr null, ptr %2, align 8, !tbaa !127
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !179)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !182)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !50, !alias.scope !182, !noalias !179
  store ptr null, ptr %35, align 8, !tbaa !62, !alias.scope !182, !noalias !179
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !50, !alias.scope !179, !noalias !182
  store ptr null, ptr %34, align 8, !tbaa !127, !alias.scope !182, !noalias !179
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !184

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !185)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !50, !alias.scope !188, !noalias !185
  store ptr null, ptr %47, align 8, !tbaa !62, !alias.scope !188, !noalias !185
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !50, !alias.scope !185, !noalias !188
  store ptr null, ptr %46, align 8, !tbaa !127, !alias.scope !188, !noalias !185
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !184

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !88
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #28
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !84
  store ptr %53, ptr %4, align 8, !tbaa !86
  %61 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !88
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #14

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::accessor", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor.122", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %class.anon.125, align 8
  %9 = load ptr, ptr %0, align 8, !tbaa !190
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #27
  %10 = getelementptr inbounds i8, ptr %9, i64 96
  store ptr @.str.12, ptr %5, align 8, !tbaa !75, !alias.scope !192
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.21, ptr %11, align 8, !tbaa !80, !alias.scope !192
  %12 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 70, ptr %12, align 8, !tbaa !81, !alias.scope !192
  %13 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 17, ptr %13, align 4, !tbaa !82, !alias.scope !192
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %4, ptr noundef nonnull align 8 dereferenceable(41) %10, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #27
  %14 = getelementptr inbounds i8, ptr %9, i64 152
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false)
  store i64 16, ptr %7, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.12, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.21, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 71, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %18, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %19 unwind label %220

19:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %20 = load ptr, ptr %15, align 8, !tbaa !59
  %21 = getelementptr inbounds i8, ptr %7, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !61
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %19, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !62
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !64
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !66
  %36 = load ptr, ptr %27, align 8, !tbaa !67
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  %39 = load ptr, ptr %27, align 8, !tbaa !67
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
  store i32 %46, ptr %30, align 4, !tbaa !53
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !69

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !70

56:                                               ; preds = %53
  %57 = load ptr, ptr %15, align 8, !tbaa !59
  br label %58

58:                                               ; preds = %56, %19
  %59 = phi ptr [ %57, %56 ], [ %20, %19 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %7, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !71
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #28
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %68 = getelementptr inbounds i8, ptr %9, i64 16
  %69 = load float, ptr %68, align 8, !tbaa !31
  %70 = load i64, ptr %9, align 8, !tbaa !16
  %71 = getelementptr inbounds i8, ptr %9, i64 8
  %72 = load i64, ptr %71, align 8, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %8) #27
  store i64 %70, ptr %8, align 8, !tbaa !195
  %73 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %72, ptr %73, align 8, !tbaa !202
  %74 = getelementptr inbounds i8, ptr %8, i64 16
  %75 = load ptr, ptr %6, align 8, !tbaa !203
  store ptr %75, ptr %74, align 8, !tbaa !203
  %76 = getelementptr inbounds i8, ptr %8, i64 24
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !62
  store ptr %78, ptr %76, align 8, !tbaa !62
  %79 = icmp eq ptr %78, null
  br i1 %79, label %89, label %80

80:                                               ; preds = %67
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %87, label %84

84:                                               ; preds = %80
  %85 = load i32, ptr %81, align 4, !tbaa !53
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %81, align 4, !tbaa !53
  br label %89

87:                                               ; preds = %80
  %88 = atomicrmw volatile add ptr %81, i32 1 acq_rel, align 4
  br label %89

89:                                               ; preds = %67, %84, %87
  %90 = getelementptr inbounds i8, ptr %8, i64 32
  %91 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %90, ptr noundef nonnull align 8 dereferenceable(40) %91, i64 40, i1 false)
  %92 = getelementptr inbounds i8, ptr %8, i64 72
  %93 = load ptr, ptr %4, align 8, !tbaa !203
  store ptr %93, ptr %92, align 8, !tbaa !203
  %94 = getelementptr inbounds i8, ptr %8, i64 80
  %95 = getelementptr inbounds i8, ptr %4, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !62
  store ptr %96, ptr %94, align 8, !tbaa !62
  %97 = icmp eq ptr %96, null
  br i1 %97, label %107, label %98

98:                                               ; preds = %89
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %98
  %103 = load i32, ptr %99, align 4, !tbaa !53
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %99, align 4, !tbaa !53
  br label %107

105:                                              ; preds = %98
  %106 = atomicrmw volatile add ptr %99, i32 1 acq_rel, align 4
  br label %107

107:                                              ; preds = %89, %102, %105
  %108 = getelementptr inbounds i8, ptr %8, i64 88
  %109 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %108, ptr noundef nonnull align 8 dereferenceable(40) %109, i64 40, i1 false)
  %110 = getelementptr inbounds i8, ptr %8, i64 128
  store float %69, ptr %110, align 8, !tbaa !204
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %70, i64 %72, ptr noundef nonnull align 8 dereferenceable(132) %8)
          to label %111 unwind label %222

111:                                              ; preds = %107
  %112 = load ptr, ptr %94, align 8, !tbaa !62
  %113 = icmp eq ptr %112, null
  br i1 %113, label %138, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %112, i64 8
  %116 = load atomic i64, ptr %115 acquire, align 8
  %117 = icmp eq i64 %116, 4294967297
  %118 = trunc i64 %116 to i32
  br i1 %117, label %119, label %127

119:                                              ; preds = %114
  store i32 0, ptr %115, align 8, !tbaa !64
  %120 = getelementptr inbounds i8, ptr %112, i64 12
  store i32 0, ptr %120, align 4, !tbaa !66
  %121 = load ptr, ptr %112, align 8, !tbaa !67
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  %124 = load ptr, ptr %112, align 8, !tbaa !67
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  br label %138

127:                                              ; preds = %114
  %128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = add nsw i32 %118, -1
  store i32 %131, ptr %115, align 4, !tbaa !53
  br label %134

132:                                              ; preds = %127
  %133 = atomicrmw volatile add ptr %115, i32 -1 acq_rel, align 4
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %118, %130 ], [ %133, %132 ]
  %136 = icmp eq i32 %135, 1
  br i1 %136, label %137, label %138, !prof !69

137:                                              ; preds = %134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %112) #27
  br label %138

138:                                              ; preds = %137, %134, %119, %111
  %139 = load ptr, ptr %76, align 8, !tbaa !62
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !64
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !66
  %148 = load ptr, ptr %139, align 8, !tbaa !67
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #27
  %151 = load ptr, ptr %139, align 8, !tbaa !67
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #27
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !53
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !69

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #27
  br label %165

165:                                              ; preds = %138, %146, %161, %164
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %8) #27
  %166 = load ptr, ptr %77, align 8, !tbaa !62
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %165
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !64
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !66
  %175 = load ptr, ptr %166, align 8, !tbaa !67
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  %178 = load ptr, ptr %166, align 8, !tbaa !67
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !53
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !69

191:                                              ; preds = %188
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  br label %192

192:                                              ; preds = %165, %173, %188, %191
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  %193 = load ptr, ptr %95, align 8, !tbaa !62
  %194 = icmp eq ptr %193, null
  br i1 %194, label %219, label %195

195:                                              ; preds = %192
  %196 = getelementptr inbounds i8, ptr %193, i64 8
  %197 = load atomic i64, ptr %196 acquire, align 8
  %198 = icmp eq i64 %197, 4294967297
  %199 = trunc i64 %197 to i32
  br i1 %198, label %200, label %208

200:                                              ; preds = %195
  store i32 0, ptr %196, align 8, !tbaa !64
  %201 = getelementptr inbounds i8, ptr %193, i64 12
  store i32 0, ptr %201, align 4, !tbaa !66
  %202 = load ptr, ptr %193, align 8, !tbaa !67
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load ptr, ptr %203, align 8
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %193) #27
  %205 = load ptr, ptr %193, align 8, !tbaa !67
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %193) #27
  br label %219

208:                                              ; preds = %195
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %213, label %211

211:                                              ; preds = %208
  %212 = add nsw i32 %199, -1
  store i32 %212, ptr %196, align 4, !tbaa !53
  br label %215

213:                                              ; preds = %208
  %214 = atomicrmw volatile add ptr %196, i32 -1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %211
  %216 = phi i32 [ %199, %211 ], [ %214, %213 ]
  %217 = icmp eq i32 %216, 1
  br i1 %217, label %218, label %219, !prof !69

218:                                              ; preds = %215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %193) #27
  br label %219

219:                                              ; preds = %192, %200, %215, %218
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #27
  ret void

220:                                              ; preds = %2
  %221 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %224

222:                                              ; preds = %107
  %223 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(132) %8) #27
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %8) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %6) #27
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi { ptr, i32 } [ %223, %222 ], [ %221, %220 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #27
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #27
  resume { ptr, i32 } %225
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
  %8 = load ptr, ptr %7, align 8, !tbaa !59
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !61
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !62
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !64
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !66
  %24 = load ptr, ptr %15, align 8, !tbaa !67
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !67
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
  store i32 %34, ptr %18, align 4, !tbaa !53
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !69

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !70

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !59
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !71
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
define linkonce_odr dso_local void @_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(132) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !64
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !66
  %40 = load ptr, ptr %31, align 8, !tbaa !67
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !67
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
  store i32 %50, ptr %34, align 4, !tbaa !53
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !69

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::range.18", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !15, !alias.scope !205
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !15, !alias.scope !205
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !205
  store i64 %12, ptr %8, align 8, !tbaa !15, !alias.scope !208
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !15, !alias.scope !208
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !15, !alias.scope !208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !50
  %23 = load ptr, ptr %20, align 8, !tbaa !50
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !69

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #32
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !211
  store ptr %36, ptr %34, align 8, !tbaa !211
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !62
  store ptr %39, ptr %37, align 8, !tbaa !62
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !53
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !53
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !213

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !59
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !61
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !71
  %61 = load ptr, ptr %1, align 8, !tbaa !173
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !165
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !172, !range !33, !noundef !34
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !62
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !64
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !66
  %84 = load ptr, ptr %75, align 8, !tbaa !67
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !67
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
  store i32 %94, ptr %78, align 4, !tbaa !53
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !69

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !70

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !59
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !71
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
  %117 = load ptr, ptr %21, align 8, !tbaa !50
  %118 = load ptr, ptr %20, align 8, !tbaa !50
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !69

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
  %132 = load ptr, ptr %131, align 8, !tbaa !211
  store ptr %132, ptr %130, align 8, !tbaa !211
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !62
  store ptr %135, ptr %133, align 8, !tbaa !62
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !53
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !53
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !213

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !59
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !61
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !71
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
  %173 = load ptr, ptr %172, align 8, !tbaa !62
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !64
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !66
  %182 = load ptr, ptr %173, align 8, !tbaa !67
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  %185 = load ptr, ptr %173, align 8, !tbaa !67
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
  store i32 %192, ptr %176, align 4, !tbaa !53
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !69

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !70

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !59
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !71
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
  store ptr %214, ptr %115, align 8, !tbaa !214
  %216 = load ptr, ptr %1, align 8, !tbaa !173
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.18") align 8, ptr noundef byval(%"class.sycl::_V1::range.18") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #14

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !59
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !61
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !62
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !64
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !66
  %19 = load ptr, ptr %10, align 8, !tbaa !67
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !67
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
  store i32 %29, ptr %13, align 4, !tbaa !53
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !69

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !70

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !59
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !71
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::range.18", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !15, !alias.scope !215
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !15, !alias.scope !215
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !15, !alias.scope !215
  store i64 %11, ptr %8, align 8, !tbaa !15, !alias.scope !218
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !15, !alias.scope !218
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !15, !alias.scope !218
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !50
  %22 = load ptr, ptr %19, align 8, !tbaa !50
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !69

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #32
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !211
  store ptr %35, ptr %33, align 8, !tbaa !211
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !62
  store ptr %38, ptr %36, align 8, !tbaa !62
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !53
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !53
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !213

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !59
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !61
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !71
  %60 = load ptr, ptr %1, align 8, !tbaa !173
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !165
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !172, !range !33, !noundef !34
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !62
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !64
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !66
  %86 = load ptr, ptr %77, align 8, !tbaa !67
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  %89 = load ptr, ptr %77, align 8, !tbaa !67
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
  store i32 %96, ptr %80, align 4, !tbaa !53
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !69

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !70

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !59
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !71
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #28
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
  %118 = load ptr, ptr %20, align 8, !tbaa !50
  %119 = load ptr, ptr %19, align 8, !tbaa !50
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !69

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
  %133 = load ptr, ptr %132, align 8, !tbaa !211
  store ptr %133, ptr %131, align 8, !tbaa !211
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !62
  store ptr %136, ptr %134, align 8, !tbaa !62
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !53
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !53
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !213

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !62
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !64
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !66
  %163 = load ptr, ptr %154, align 8, !tbaa !67
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  %166 = load ptr, ptr %154, align 8, !tbaa !67
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
  store i32 %173, ptr %157, align 4, !tbaa !53
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !69

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !70

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
  store ptr %186, ptr %117, align 8, !tbaa !221
  %188 = load ptr, ptr %1, align 8, !tbaa !173
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(132) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv.Info, i64 88, i1 false)
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %27, i32 %29, ptr %30, ptr noundef nonnull @.str.29)
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
  %35 = load ptr, ptr %7, align 8, !tbaa !50
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %35, i64 %37)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #27
  %38 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %38, align 8, !tbaa !222, !alias.scope !224
  %39 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %39, align 2, !tbaa !229, !alias.scope !224
  %40 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %40, align 4, !tbaa !231, !alias.scope !224
  %41 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %41, align 4, !tbaa !233, !alias.scope !224
  %42 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %42, align 4, !tbaa !235, !alias.scope !224
  %43 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %43, align 4, !tbaa !233, !alias.scope !224
  %44 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %44, align 4, !tbaa !235, !alias.scope !224
  %45 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %45, align 4, !tbaa !233, !alias.scope !224
  %46 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %46, align 4, !tbaa !235, !alias.scope !224
  %47 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %47, align 8, !tbaa !237, !alias.scope !224
  %48 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %48, align 8, !tbaa !239, !alias.scope !224
  %49 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %49, align 8, !tbaa !241, !alias.scope !224
  %50 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %50, align 8, !tbaa !243, !alias.scope !224
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %8)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %1, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %51, align 8
  store ptr %5, ptr %6, align 8, !tbaa !274
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false)
  store i64 2, ptr %53, align 8, !tbaa !276
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @_ZN4sycl3_V17handler11StoreLambdaI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(132) %3)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI13Jacobi2DSweepEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !53
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !277
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !277
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !280

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !281
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.32)
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI13Jacobi2DSweepZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(132) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(144) ptr @_Znwm(i64 noundef 144) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !67
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !203
  store ptr %8, ptr %6, align 8, !tbaa !203
  %9 = getelementptr inbounds i8, ptr %4, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !62
  store ptr %11, ptr %9, align 8, !tbaa !62
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !53
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !53
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 80
  %26 = getelementptr inbounds i8, ptr %1, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !203
  store ptr %27, ptr %25, align 8, !tbaa !203
  %28 = getelementptr inbounds i8, ptr %4, i64 88
  %29 = getelementptr inbounds i8, ptr %1, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !62
  store ptr %30, ptr %28, align 8, !tbaa !62
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !53
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !53
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %4, i64 96
  %43 = getelementptr inbounds i8, ptr %1, i64 88
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 136
  %45 = getelementptr inbounds i8, ptr %1, i64 128
  %46 = load float, ptr %45, align 8, !tbaa !204
  store float %46, ptr %44, align 8, !tbaa !204
  %47 = load ptr, ptr %3, align 8, !tbaa !50
  store ptr %4, ptr %3, align 8, !tbaa !50
  %48 = icmp eq ptr %47, null
  br i1 %48, label %53, label %49

49:                                               ; preds = %41
  %50 = load ptr, ptr %47, align 8, !tbaa !67
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  tail call void %52(ptr noundef nonnull align 8 dereferenceable(8) %47) #27
  br label %53

53:                                               ; preds = %41, %49
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %54 = load ptr, ptr %3, align 8, !tbaa !50
  %55 = load ptr, ptr %54, align 8, !tbaa !67
  %56 = load ptr, ptr %55, align 8
  %57 = tail call noundef ptr %56(ptr noundef nonnull align 8 dereferenceable(8) %54)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %57)
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI13Jacobi2DSweepEEvPv.Info, i64 16, i1 false), !tbaa.struct !282
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !283

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI13Jacobi2DSweepEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !50
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI13Jacobi2DSweepEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !50
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !67
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !64
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !66
  %40 = load ptr, ptr %31, align 8, !tbaa !67
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !67
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
  store i32 %50, ptr %34, align 4, !tbaa !53
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !69

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 144) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN8Jacobi2D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !15
  tail call void @_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(132) %0, i64 %5, i64 %7)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi2EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(132) %0, i64 %1, i64 %2) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %13 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %14 = icmp eq i64 %1, 0
  %15 = icmp eq i64 %2, 0
  %16 = select i1 %14, i1 true, i1 %15
  br i1 %16, label %26, label %17

17:                                               ; preds = %3
  %18 = add i64 %1, 1
  %19 = load i64, ptr %0, align 8, !tbaa !195
  %20 = icmp eq i64 %18, %19
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = add i64 %2, 1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load i64, ptr %23, align 8, !tbaa !202
  %25 = icmp eq i64 %22, %24
  br i1 %25, label %26, label %60

26:                                               ; preds = %21, %17, %3
  %27 = getelementptr inbounds i8, ptr %0, i64 72
  %28 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %27), !noalias !284
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %27), !noalias !287
  %30 = load i64, ptr %29, align 8
  %31 = add i64 %30, %1
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %27), !noalias !290
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i64, ptr %33, align 8
  %35 = mul i64 %34, %31
  %36 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %27), !noalias !293
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load i64, ptr %37, align 8
  %39 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #27
  %40 = getelementptr float, ptr %39, i64 %35
  %41 = getelementptr float, ptr %40, i64 %2
  %42 = getelementptr float, ptr %41, i64 %38
  %43 = load float, ptr %42, align 4, !tbaa !107
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %44), !noalias !296
  %46 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %44), !noalias !299
  %47 = load i64, ptr %46, align 8
  %48 = add i64 %47, %1
  %49 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %44), !noalias !302
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  %51 = load i64, ptr %50, align 8
  %52 = mul i64 %51, %48
  %53 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %44), !noalias !305
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #27
  %57 = getelementptr float, ptr %56, i64 %52
  %58 = getelementptr float, ptr %57, i64 %2
  %59 = getelementptr float, ptr %58, i64 %55
  store float %43, ptr %59, align 4, !tbaa !107
  br label %597

60:                                               ; preds = %21
  %61 = getelementptr inbounds i8, ptr %0, i64 128
  %62 = load float, ptr %61, align 8, !tbaa !204
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #27
  %63 = getelementptr inbounds i8, ptr %0, i64 72
  %64 = add i64 %1, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !308)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  %65 = load ptr, ptr %63, align 8, !tbaa !203, !noalias !308
  %66 = getelementptr inbounds i8, ptr %0, i64 80
  %67 = load ptr, ptr %66, align 8, !tbaa !62, !noalias !308
  %68 = icmp eq ptr %67, null
  br i1 %68, label %79, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !308
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !53, !noalias !308
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !53, !noalias !308
  br label %84

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4, !noalias !308
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !308
  br label %84

79:                                               ; preds = %60
  %80 = getelementptr inbounds i8, ptr %0, i64 88
  %81 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %65, ptr %81, align 8, !tbaa !203, !alias.scope !308
  %82 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %82, align 8, !tbaa !62, !alias.scope !308
  %83 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %83, ptr noundef nonnull align 8 dereferenceable(40) %80, i64 40, i1 false)
  store i64 %64, ptr %9, align 8, !tbaa !15, !alias.scope !308
  br label %119

84:                                               ; preds = %76, %73
  %85 = phi i8 [ %78, %76 ], [ 1, %73 ]
  %86 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false), !noalias !308
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !308
  %87 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %65, ptr %87, align 8, !tbaa !203, !alias.scope !308
  %88 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %67, ptr %88, align 8, !tbaa !62, !alias.scope !308
  %89 = icmp eq i8 %85, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %70, align 4, !tbaa !53, !noalias !308
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %70, align 4, !tbaa !53, !noalias !308
  br label %95

93:                                               ; preds = %84
  %94 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4, !noalias !308
  br label %95

95:                                               ; preds = %93, %90
  %96 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %96, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false)
  store i64 %64, ptr %9, align 8, !tbaa !15, !alias.scope !308
  %97 = load atomic i64, ptr %70 acquire, align 8, !noalias !308
  %98 = icmp eq i64 %97, 4294967297
  %99 = trunc i64 %97 to i32
  br i1 %98, label %100, label %108

100:                                              ; preds = %95
  store i32 0, ptr %70, align 8, !tbaa !64, !noalias !308
  %101 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %101, align 4, !tbaa !66, !noalias !308
  %102 = load ptr, ptr %67, align 8, !tbaa !67, !noalias !308
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load ptr, ptr %103, align 8, !noalias !308
  tail call void %104(ptr noundef nonnull align 8 dereferenceable(16) %67) #27, !noalias !308
  %105 = load ptr, ptr %67, align 8, !tbaa !67, !noalias !308
  %106 = getelementptr inbounds i8, ptr %105, i64 24
  %107 = load ptr, ptr %106, align 8, !noalias !308
  tail call void %107(ptr noundef nonnull align 8 dereferenceable(16) %67) #27, !noalias !308
  br label %119

108:                                              ; preds = %95
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !308
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %113, label %111

111:                                              ; preds = %108
  %112 = add nsw i32 %99, -1
  store i32 %112, ptr %70, align 4, !tbaa !53, !noalias !308
  br label %115

113:                                              ; preds = %108
  %114 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4, !noalias !308
  br label %115

115:                                              ; preds = %113, %111
  %116 = phi i32 [ %99, %111 ], [ %114, %113 ]
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %119, !prof !69

118:                                              ; preds = %115
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #27, !noalias !308
  br label %119

119:                                              ; preds = %79, %100, %115, %118
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  %120 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %2, ptr %120, align 8, !tbaa !15
  %121 = getelementptr inbounds i8, ptr %9, i64 16
  %122 = load i64, ptr %9, align 8
  %123 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %121)
          to label %124 unwind label %598

124:                                              ; preds = %119
  %125 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %121)
          to label %126 unwind label %598

126:                                              ; preds = %124
  %127 = load i64, ptr %125, align 8
  %128 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %121)
          to label %129 unwind label %598

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load i64, ptr %130, align 8
  %132 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %121)
          to label %133 unwind label %598

133:                                              ; preds = %129
  %134 = add i64 %127, %122
  %135 = mul i64 %131, %134
  %136 = getelementptr inbounds i8, ptr %132, i64 8
  %137 = load i64, ptr %136, align 8
  %138 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %121) #27
  %139 = getelementptr float, ptr %138, i64 %135
  %140 = getelementptr float, ptr %139, i64 %2
  %141 = getelementptr float, ptr %140, i64 %137
  %142 = load float, ptr %141, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !311)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %143 = load ptr, ptr %63, align 8, !tbaa !203, !noalias !311
  %144 = load ptr, ptr %66, align 8, !tbaa !62, !noalias !311
  %145 = icmp eq ptr %144, null
  br i1 %145, label %156, label %146

146:                                              ; preds = %133
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !311
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !53, !noalias !311
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !53, !noalias !311
  br label %161

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4, !noalias !311
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !311
  br label %161

156:                                              ; preds = %133
  %157 = getelementptr inbounds i8, ptr %0, i64 88
  %158 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %143, ptr %158, align 8, !tbaa !203, !alias.scope !311
  %159 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %159, align 8, !tbaa !62, !alias.scope !311
  %160 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %160, ptr noundef nonnull align 8 dereferenceable(40) %157, i64 40, i1 false)
  store i64 %18, ptr %10, align 8, !tbaa !15, !alias.scope !311
  br label %196

161:                                              ; preds = %153, %150
  %162 = phi i8 [ %155, %153 ], [ 1, %150 ]
  %163 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %163, i64 40, i1 false), !noalias !311
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !311
  %164 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %143, ptr %164, align 8, !tbaa !203, !alias.scope !311
  %165 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %144, ptr %165, align 8, !tbaa !62, !alias.scope !311
  %166 = icmp eq i8 %162, 0
  br i1 %166, label %170, label %167

167:                                              ; preds = %161
  %168 = load i32, ptr %147, align 4, !tbaa !53, !noalias !311
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %147, align 4, !tbaa !53, !noalias !311
  br label %172

170:                                              ; preds = %161
  %171 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4, !noalias !311
  br label %172

172:                                              ; preds = %170, %167
  %173 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %173, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %18, ptr %10, align 8, !tbaa !15, !alias.scope !311
  %174 = load atomic i64, ptr %147 acquire, align 8, !noalias !311
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %147, align 8, !tbaa !64, !noalias !311
  %178 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %178, align 4, !tbaa !66, !noalias !311
  %179 = load ptr, ptr %144, align 8, !tbaa !67, !noalias !311
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8, !noalias !311
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %144) #27, !noalias !311
  %182 = load ptr, ptr %144, align 8, !tbaa !67, !noalias !311
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8, !noalias !311
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %144) #27, !noalias !311
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !311
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %147, align 4, !tbaa !53, !noalias !311
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %147, i32 -1 acq_rel, align 4, !noalias !311
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !69

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #27, !noalias !311
  br label %196

196:                                              ; preds = %195, %192, %177, %156
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %197 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %2, ptr %197, align 8, !tbaa !15
  %198 = getelementptr inbounds i8, ptr %10, i64 16
  %199 = load i64, ptr %10, align 8
  %200 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %198)
          to label %201 unwind label %600

201:                                              ; preds = %196
  %202 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %198)
          to label %203 unwind label %600

203:                                              ; preds = %201
  %204 = load i64, ptr %202, align 8
  %205 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %198)
          to label %206 unwind label %600

206:                                              ; preds = %203
  %207 = getelementptr inbounds i8, ptr %205, i64 8
  %208 = load i64, ptr %207, align 8
  %209 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %198)
          to label %210 unwind label %600

210:                                              ; preds = %206
  %211 = add i64 %204, %199
  %212 = mul i64 %208, %211
  %213 = getelementptr inbounds i8, ptr %209, i64 8
  %214 = load i64, ptr %213, align 8
  %215 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %198) #27
  %216 = getelementptr float, ptr %215, i64 %212
  %217 = getelementptr float, ptr %216, i64 %2
  %218 = getelementptr float, ptr %217, i64 %214
  %219 = load float, ptr %218, align 4, !tbaa !107
  %220 = fadd float %142, %219
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !314)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %221 = load ptr, ptr %63, align 8, !tbaa !203, !noalias !314
  %222 = load ptr, ptr %66, align 8, !tbaa !62, !noalias !314
  %223 = icmp eq ptr %222, null
  br i1 %223, label %234, label %224

224:                                              ; preds = %210
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !314
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %231, label %228

228:                                              ; preds = %224
  %229 = load i32, ptr %225, align 4, !tbaa !53, !noalias !314
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %225, align 4, !tbaa !53, !noalias !314
  br label %239

231:                                              ; preds = %224
  %232 = atomicrmw volatile add ptr %225, i32 1 acq_rel, align 4, !noalias !314
  %233 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !314
  br label %239

234:                                              ; preds = %210
  %235 = getelementptr inbounds i8, ptr %0, i64 88
  %236 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %221, ptr %236, align 8, !tbaa !203, !alias.scope !314
  %237 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %237, align 8, !tbaa !62, !alias.scope !314
  %238 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %238, ptr noundef nonnull align 8 dereferenceable(40) %235, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !15, !alias.scope !314
  br label %274

239:                                              ; preds = %231, %228
  %240 = phi i8 [ %233, %231 ], [ 1, %228 ]
  %241 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %241, i64 40, i1 false), !noalias !314
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !314
  %242 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %221, ptr %242, align 8, !tbaa !203, !alias.scope !314
  %243 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %222, ptr %243, align 8, !tbaa !62, !alias.scope !314
  %244 = icmp eq i8 %240, 0
  br i1 %244, label %248, label %245

245:                                              ; preds = %239
  %246 = load i32, ptr %225, align 4, !tbaa !53, !noalias !314
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %225, align 4, !tbaa !53, !noalias !314
  br label %250

248:                                              ; preds = %239
  %249 = atomicrmw volatile add ptr %225, i32 1 acq_rel, align 4, !noalias !314
  br label %250

250:                                              ; preds = %248, %245
  %251 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %251, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !15, !alias.scope !314
  %252 = load atomic i64, ptr %225 acquire, align 8, !noalias !314
  %253 = icmp eq i64 %252, 4294967297
  %254 = trunc i64 %252 to i32
  br i1 %253, label %255, label %263

255:                                              ; preds = %250
  store i32 0, ptr %225, align 8, !tbaa !64, !noalias !314
  %256 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %256, align 4, !tbaa !66, !noalias !314
  %257 = load ptr, ptr %222, align 8, !tbaa !67, !noalias !314
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8, !noalias !314
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %222) #27, !noalias !314
  %260 = load ptr, ptr %222, align 8, !tbaa !67, !noalias !314
  %261 = getelementptr inbounds i8, ptr %260, i64 24
  %262 = load ptr, ptr %261, align 8, !noalias !314
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %222) #27, !noalias !314
  br label %274

263:                                              ; preds = %250
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !314
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %263
  %267 = add nsw i32 %254, -1
  store i32 %267, ptr %225, align 4, !tbaa !53, !noalias !314
  br label %270

268:                                              ; preds = %263
  %269 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4, !noalias !314
  br label %270

270:                                              ; preds = %268, %266
  %271 = phi i32 [ %254, %266 ], [ %269, %268 ]
  %272 = icmp eq i32 %271, 1
  br i1 %272, label %273, label %274, !prof !69

273:                                              ; preds = %270
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #27, !noalias !314
  br label %274

274:                                              ; preds = %273, %270, %255, %234
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %275 = add i64 %2, -1
  %276 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %275, ptr %276, align 8, !tbaa !15
  %277 = getelementptr inbounds i8, ptr %11, i64 16
  %278 = load i64, ptr %11, align 8
  %279 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %277)
          to label %280 unwind label %602

280:                                              ; preds = %274
  %281 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %277)
          to label %282 unwind label %602

282:                                              ; preds = %280
  %283 = load i64, ptr %281, align 8
  %284 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %277)
          to label %285 unwind label %602

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %284, i64 8
  %287 = load i64, ptr %286, align 8
  %288 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %277)
          to label %289 unwind label %602

289:                                              ; preds = %285
  %290 = add i64 %283, %278
  %291 = mul i64 %287, %290
  %292 = getelementptr inbounds i8, ptr %288, i64 8
  %293 = load i64, ptr %292, align 8
  %294 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #27
  %295 = getelementptr float, ptr %294, i64 %291
  %296 = getelementptr float, ptr %295, i64 %275
  %297 = getelementptr float, ptr %296, i64 %293
  %298 = load float, ptr %297, align 4, !tbaa !107
  %299 = fadd float %220, %298
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !317)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %300 = load ptr, ptr %63, align 8, !tbaa !203, !noalias !317
  %301 = load ptr, ptr %66, align 8, !tbaa !62, !noalias !317
  %302 = icmp eq ptr %301, null
  br i1 %302, label %313, label %303

303:                                              ; preds = %289
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !317
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %310, label %307

307:                                              ; preds = %303
  %308 = load i32, ptr %304, align 4, !tbaa !53, !noalias !317
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %304, align 4, !tbaa !53, !noalias !317
  br label %318

310:                                              ; preds = %303
  %311 = atomicrmw volatile add ptr %304, i32 1 acq_rel, align 4, !noalias !317
  %312 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !317
  br label %318

313:                                              ; preds = %289
  %314 = getelementptr inbounds i8, ptr %0, i64 88
  %315 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %300, ptr %315, align 8, !tbaa !203, !alias.scope !317
  %316 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr null, ptr %316, align 8, !tbaa !62, !alias.scope !317
  %317 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %317, ptr noundef nonnull align 8 dereferenceable(40) %314, i64 40, i1 false)
  store i64 %1, ptr %12, align 8, !tbaa !15, !alias.scope !317
  br label %353

318:                                              ; preds = %310, %307
  %319 = phi i8 [ %312, %310 ], [ 1, %307 ]
  %320 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %320, i64 40, i1 false), !noalias !317
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !alias.scope !317
  %321 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %300, ptr %321, align 8, !tbaa !203, !alias.scope !317
  %322 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %301, ptr %322, align 8, !tbaa !62, !alias.scope !317
  %323 = icmp eq i8 %319, 0
  br i1 %323, label %327, label %324

324:                                              ; preds = %318
  %325 = load i32, ptr %304, align 4, !tbaa !53, !noalias !317
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %304, align 4, !tbaa !53, !noalias !317
  br label %329

327:                                              ; preds = %318
  %328 = atomicrmw volatile add ptr %304, i32 1 acq_rel, align 4, !noalias !317
  br label %329

329:                                              ; preds = %327, %324
  %330 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %330, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %1, ptr %12, align 8, !tbaa !15, !alias.scope !317
  %331 = load atomic i64, ptr %304 acquire, align 8, !noalias !317
  %332 = icmp eq i64 %331, 4294967297
  %333 = trunc i64 %331 to i32
  br i1 %332, label %334, label %342

334:                                              ; preds = %329
  store i32 0, ptr %304, align 8, !tbaa !64, !noalias !317
  %335 = getelementptr inbounds i8, ptr %301, i64 12
  store i32 0, ptr %335, align 4, !tbaa !66, !noalias !317
  %336 = load ptr, ptr %301, align 8, !tbaa !67, !noalias !317
  %337 = getelementptr inbounds i8, ptr %336, i64 16
  %338 = load ptr, ptr %337, align 8, !noalias !317
  call void %338(ptr noundef nonnull align 8 dereferenceable(16) %301) #27, !noalias !317
  %339 = load ptr, ptr %301, align 8, !tbaa !67, !noalias !317
  %340 = getelementptr inbounds i8, ptr %339, i64 24
  %341 = load ptr, ptr %340, align 8, !noalias !317
  call void %341(ptr noundef nonnull align 8 dereferenceable(16) %301) #27, !noalias !317
  br label %353

342:                                              ; preds = %329
  %343 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !317
  %344 = icmp eq i8 %343, 0
  br i1 %344, label %347, label %345

345:                                              ; preds = %342
  %346 = add nsw i32 %333, -1
  store i32 %346, ptr %304, align 4, !tbaa !53, !noalias !317
  br label %349

347:                                              ; preds = %342
  %348 = atomicrmw volatile add ptr %304, i32 -1 acq_rel, align 4, !noalias !317
  br label %349

349:                                              ; preds = %347, %345
  %350 = phi i32 [ %333, %345 ], [ %348, %347 ]
  %351 = icmp eq i32 %350, 1
  br i1 %351, label %352, label %353, !prof !69

352:                                              ; preds = %349
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %301) #27, !noalias !317
  br label %353

353:                                              ; preds = %352, %349, %334, %313
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  %354 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %22, ptr %354, align 8, !tbaa !15
  %355 = getelementptr inbounds i8, ptr %12, i64 16
  %356 = load i64, ptr %12, align 8
  %357 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %355)
          to label %358 unwind label %604

358:                                              ; preds = %353
  %359 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %355)
          to label %360 unwind label %604

360:                                              ; preds = %358
  %361 = load i64, ptr %359, align 8
  %362 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %355)
          to label %363 unwind label %604

363:                                              ; preds = %360
  %364 = getelementptr inbounds i8, ptr %362, i64 8
  %365 = load i64, ptr %364, align 8
  %366 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %355)
          to label %367 unwind label %604

367:                                              ; preds = %363
  %368 = add i64 %361, %356
  %369 = mul i64 %365, %368
  %370 = getelementptr inbounds i8, ptr %366, i64 8
  %371 = load i64, ptr %370, align 8
  %372 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %355) #27
  %373 = getelementptr float, ptr %372, i64 %369
  %374 = getelementptr float, ptr %373, i64 %22
  %375 = getelementptr float, ptr %374, i64 %371
  %376 = load float, ptr %375, align 4, !tbaa !107
  %377 = fadd float %299, %376
  %378 = fmul float %62, %377
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #27
  %379 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !320)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %380 = load ptr, ptr %379, align 8, !tbaa !203, !noalias !320
  %381 = getelementptr inbounds i8, ptr %0, i64 24
  %382 = load ptr, ptr %381, align 8, !tbaa !62, !noalias !320
  %383 = icmp eq ptr %382, null
  br i1 %383, label %394, label %384

384:                                              ; preds = %367
  %385 = getelementptr inbounds i8, ptr %382, i64 8
  %386 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !320
  %387 = icmp eq i8 %386, 0
  br i1 %387, label %391, label %388

388:                                              ; preds = %384
  %389 = load i32, ptr %385, align 4, !tbaa !53, !noalias !320
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr %385, align 4, !tbaa !53, !noalias !320
  br label %399

391:                                              ; preds = %384
  %392 = atomicrmw volatile add ptr %385, i32 1 acq_rel, align 4, !noalias !320
  %393 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !320
  br label %399

394:                                              ; preds = %367
  %395 = getelementptr inbounds i8, ptr %0, i64 32
  %396 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %380, ptr %396, align 8, !tbaa !203, !alias.scope !320
  %397 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr null, ptr %397, align 8, !tbaa !62, !alias.scope !320
  %398 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %398, ptr noundef nonnull align 8 dereferenceable(40) %395, i64 40, i1 false)
  store i64 %1, ptr %13, align 8, !tbaa !15, !alias.scope !320
  br label %434

399:                                              ; preds = %391, %388
  %400 = phi i8 [ %393, %391 ], [ 1, %388 ]
  %401 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %401, i64 40, i1 false), !noalias !320
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false), !alias.scope !320
  %402 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %380, ptr %402, align 8, !tbaa !203, !alias.scope !320
  %403 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %382, ptr %403, align 8, !tbaa !62, !alias.scope !320
  %404 = icmp eq i8 %400, 0
  br i1 %404, label %408, label %405

405:                                              ; preds = %399
  %406 = load i32, ptr %385, align 4, !tbaa !53, !noalias !320
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %385, align 4, !tbaa !53, !noalias !320
  br label %410

408:                                              ; preds = %399
  %409 = atomicrmw volatile add ptr %385, i32 1 acq_rel, align 4, !noalias !320
  br label %410

410:                                              ; preds = %408, %405
  %411 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %411, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %13, align 8, !tbaa !15, !alias.scope !320
  %412 = load atomic i64, ptr %385 acquire, align 8, !noalias !320
  %413 = icmp eq i64 %412, 4294967297
  %414 = trunc i64 %412 to i32
  br i1 %413, label %415, label %423

415:                                              ; preds = %410
  store i32 0, ptr %385, align 8, !tbaa !64, !noalias !320
  %416 = getelementptr inbounds i8, ptr %382, i64 12
  store i32 0, ptr %416, align 4, !tbaa !66, !noalias !320
  %417 = load ptr, ptr %382, align 8, !tbaa !67, !noalias !320
  %418 = getelementptr inbounds i8, ptr %417, i64 16
  %419 = load ptr, ptr %418, align 8, !noalias !320
  call void %419(ptr noundef nonnull align 8 dereferenceable(16) %382) #27, !noalias !320
  %420 = load ptr, ptr %382, align 8, !tbaa !67, !noalias !320
  %421 = getelementptr inbounds i8, ptr %420, i64 24
  %422 = load ptr, ptr %421, align 8, !noalias !320
  call void %422(ptr noundef nonnull align 8 dereferenceable(16) %382) #27, !noalias !320
  br label %434

423:                                              ; preds = %410
  %424 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !320
  %425 = icmp eq i8 %424, 0
  br i1 %425, label %428, label %426

426:                                              ; preds = %423
  %427 = add nsw i32 %414, -1
  store i32 %427, ptr %385, align 4, !tbaa !53, !noalias !320
  br label %430

428:                                              ; preds = %423
  %429 = atomicrmw volatile add ptr %385, i32 -1 acq_rel, align 4, !noalias !320
  br label %430

430:                                              ; preds = %428, %426
  %431 = phi i32 [ %414, %426 ], [ %429, %428 ]
  %432 = icmp eq i32 %431, 1
  br i1 %432, label %433, label %434, !prof !69

433:                                              ; preds = %430
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %382) #27, !noalias !320
  br label %434

434:                                              ; preds = %433, %430, %415, %394
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %435 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 %2, ptr %435, align 8, !tbaa !15
  %436 = getelementptr inbounds i8, ptr %13, i64 16
  %437 = load i64, ptr %13, align 8
  %438 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %436)
          to label %439 unwind label %606

439:                                              ; preds = %434
  %440 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %436)
          to label %441 unwind label %606

441:                                              ; preds = %439
  %442 = load i64, ptr %440, align 8
  %443 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %436)
          to label %444 unwind label %606

444:                                              ; preds = %441
  %445 = getelementptr inbounds i8, ptr %443, i64 8
  %446 = load i64, ptr %445, align 8
  %447 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %436)
          to label %448 unwind label %606

448:                                              ; preds = %444
  %449 = add i64 %442, %437
  %450 = mul i64 %446, %449
  %451 = getelementptr inbounds i8, ptr %447, i64 8
  %452 = load i64, ptr %451, align 8
  %453 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %436) #27
  %454 = getelementptr float, ptr %453, i64 %450
  %455 = getelementptr float, ptr %454, i64 %2
  %456 = getelementptr float, ptr %455, i64 %452
  store float %378, ptr %456, align 4, !tbaa !107
  %457 = getelementptr inbounds i8, ptr %13, i64 24
  %458 = load ptr, ptr %457, align 8, !tbaa !62
  %459 = icmp eq ptr %458, null
  br i1 %459, label %484, label %460

460:                                              ; preds = %448
  %461 = getelementptr inbounds i8, ptr %458, i64 8
  %462 = load atomic i64, ptr %461 acquire, align 8
  %463 = icmp eq i64 %462, 4294967297
  %464 = trunc i64 %462 to i32
  br i1 %463, label %465, label %473

465:                                              ; preds = %460
  store i32 0, ptr %461, align 8, !tbaa !64
  %466 = getelementptr inbounds i8, ptr %458, i64 12
  store i32 0, ptr %466, align 4, !tbaa !66
  %467 = load ptr, ptr %458, align 8, !tbaa !67
  %468 = getelementptr inbounds i8, ptr %467, i64 16
  %469 = load ptr, ptr %468, align 8
  call void %469(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  %470 = load ptr, ptr %458, align 8, !tbaa !67
  %471 = getelementptr inbounds i8, ptr %470, i64 24
  %472 = load ptr, ptr %471, align 8
  call void %472(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  br label %484

473:                                              ; preds = %460
  %474 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %478, label %476

476:                                              ; preds = %473
  %477 = add nsw i32 %464, -1
  store i32 %477, ptr %461, align 4, !tbaa !53
  br label %480

478:                                              ; preds = %473
  %479 = atomicrmw volatile add ptr %461, i32 -1 acq_rel, align 4
  br label %480

480:                                              ; preds = %478, %476
  %481 = phi i32 [ %464, %476 ], [ %479, %478 ]
  %482 = icmp eq i32 %481, 1
  br i1 %482, label %483, label %484, !prof !69

483:                                              ; preds = %480
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  br label %484

484:                                              ; preds = %448, %465, %480, %483
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #27
  %485 = getelementptr inbounds i8, ptr %12, i64 24
  %486 = load ptr, ptr %485, align 8, !tbaa !62
  %487 = icmp eq ptr %486, null
  br i1 %487, label %512, label %488

488:                                              ; preds = %484
  %489 = getelementptr inbounds i8, ptr %486, i64 8
  %490 = load atomic i64, ptr %489 acquire, align 8
  %491 = icmp eq i64 %490, 4294967297
  %492 = trunc i64 %490 to i32
  br i1 %491, label %493, label %501

493:                                              ; preds = %488
  store i32 0, ptr %489, align 8, !tbaa !64
  %494 = getelementptr inbounds i8, ptr %486, i64 12
  store i32 0, ptr %494, align 4, !tbaa !66
  %495 = load ptr, ptr %486, align 8, !tbaa !67
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %486) #27
  %498 = load ptr, ptr %486, align 8, !tbaa !67
  %499 = getelementptr inbounds i8, ptr %498, i64 24
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(16) %486) #27
  br label %512

501:                                              ; preds = %488
  %502 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %503 = icmp eq i8 %502, 0
  br i1 %503, label %506, label %504

504:                                              ; preds = %501
  %505 = add nsw i32 %492, -1
  store i32 %505, ptr %489, align 4, !tbaa !53
  br label %508

506:                                              ; preds = %501
  %507 = atomicrmw volatile add ptr %489, i32 -1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %504
  %509 = phi i32 [ %492, %504 ], [ %507, %506 ]
  %510 = icmp eq i32 %509, 1
  br i1 %510, label %511, label %512, !prof !69

511:                                              ; preds = %508
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %486) #27
  br label %512

512:                                              ; preds = %484, %493, %508, %511
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #27
  %513 = getelementptr inbounds i8, ptr %11, i64 24
  %514 = load ptr, ptr %513, align 8, !tbaa !62
  %515 = icmp eq ptr %514, null
  br i1 %515, label %540, label %516

516:                                              ; preds = %512
  %517 = getelementptr inbounds i8, ptr %514, i64 8
  %518 = load atomic i64, ptr %517 acquire, align 8
  %519 = icmp eq i64 %518, 4294967297
  %520 = trunc i64 %518 to i32
  br i1 %519, label %521, label %529

521:                                              ; preds = %516
  store i32 0, ptr %517, align 8, !tbaa !64
  %522 = getelementptr inbounds i8, ptr %514, i64 12
  store i32 0, ptr %522, align 4, !tbaa !66
  %523 = load ptr, ptr %514, align 8, !tbaa !67
  %524 = getelementptr inbounds i8, ptr %523, i64 16
  %525 = load ptr, ptr %524, align 8
  call void %525(ptr noundef nonnull align 8 dereferenceable(16) %514) #27
  %526 = load ptr, ptr %514, align 8, !tbaa !67
  %527 = getelementptr inbounds i8, ptr %526, i64 24
  %528 = load ptr, ptr %527, align 8
  call void %528(ptr noundef nonnull align 8 dereferenceable(16) %514) #27
  br label %540

529:                                              ; preds = %516
  %530 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %531 = icmp eq i8 %530, 0
  br i1 %531, label %534, label %532

532:                                              ; preds = %529
  %533 = add nsw i32 %520, -1
  store i32 %533, ptr %517, align 4, !tbaa !53
  br label %536

534:                                              ; preds = %529
  %535 = atomicrmw volatile add ptr %517, i32 -1 acq_rel, align 4
  br label %536

536:                                              ; preds = %534, %532
  %537 = phi i32 [ %520, %532 ], [ %535, %534 ]
  %538 = icmp eq i32 %537, 1
  br i1 %538, label %539, label %540, !prof !69

539:                                              ; preds = %536
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %514) #27
  br label %540

540:                                              ; preds = %512, %521, %536, %539
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  %541 = getelementptr inbounds i8, ptr %10, i64 24
  %542 = load ptr, ptr %541, align 8, !tbaa !62
  %543 = icmp eq ptr %542, null
  br i1 %543, label %568, label %544

544:                                              ; preds = %540
  %545 = getelementptr inbounds i8, ptr %542, i64 8
  %546 = load atomic i64, ptr %545 acquire, align 8
  %547 = icmp eq i64 %546, 4294967297
  %548 = trunc i64 %546 to i32
  br i1 %547, label %549, label %557

549:                                              ; preds = %544
  store i32 0, ptr %545, align 8, !tbaa !64
  %550 = getelementptr inbounds i8, ptr %542, i64 12
  store i32 0, ptr %550, align 4, !tbaa !66
  %551 = load ptr, ptr %542, align 8, !tbaa !67
  %552 = getelementptr inbounds i8, ptr %551, i64 16
  %553 = load ptr, ptr %552, align 8
  call void %553(ptr noundef nonnull align 8 dereferenceable(16) %542) #27
  %554 = load ptr, ptr %542, align 8, !tbaa !67
  %555 = getelementptr inbounds i8, ptr %554, i64 24
  %556 = load ptr, ptr %555, align 8
  call void %556(ptr noundef nonnull align 8 dereferenceable(16) %542) #27
  br label %568

557:                                              ; preds = %544
  %558 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %559 = icmp eq i8 %558, 0
  br i1 %559, label %562, label %560

560:                                              ; preds = %557
  %561 = add nsw i32 %548, -1
  store i32 %561, ptr %545, align 4, !tbaa !53
  br label %564

562:                                              ; preds = %557
  %563 = atomicrmw volatile add ptr %545, i32 -1 acq_rel, align 4
  br label %564

564:                                              ; preds = %562, %560
  %565 = phi i32 [ %548, %560 ], [ %563, %562 ]
  %566 = icmp eq i32 %565, 1
  br i1 %566, label %567, label %568, !prof !69

567:                                              ; preds = %564
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %542) #27
  br label %568

568:                                              ; preds = %540, %549, %564, %567
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
  %569 = getelementptr inbounds i8, ptr %9, i64 24
  %570 = load ptr, ptr %569, align 8, !tbaa !62
  %571 = icmp eq ptr %570, null
  br i1 %571, label %596, label %572

572:                                              ; preds = %568
  %573 = getelementptr inbounds i8, ptr %570, i64 8
  %574 = load atomic i64, ptr %573 acquire, align 8
  %575 = icmp eq i64 %574, 4294967297
  %576 = trunc i64 %574 to i32
  br i1 %575, label %577, label %585

577:                                              ; preds = %572
  store i32 0, ptr %573, align 8, !tbaa !64
  %578 = getelementptr inbounds i8, ptr %570, i64 12
  store i32 0, ptr %578, align 4, !tbaa !66
  %579 = load ptr, ptr %570, align 8, !tbaa !67
  %580 = getelementptr inbounds i8, ptr %579, i64 16
  %581 = load ptr, ptr %580, align 8
  call void %581(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  %582 = load ptr, ptr %570, align 8, !tbaa !67
  %583 = getelementptr inbounds i8, ptr %582, i64 24
  %584 = load ptr, ptr %583, align 8
  call void %584(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  br label %596

585:                                              ; preds = %572
  %586 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %587 = icmp eq i8 %586, 0
  br i1 %587, label %590, label %588

588:                                              ; preds = %585
  %589 = add nsw i32 %576, -1
  store i32 %589, ptr %573, align 4, !tbaa !53
  br label %592

590:                                              ; preds = %585
  %591 = atomicrmw volatile add ptr %573, i32 -1 acq_rel, align 4
  br label %592

592:                                              ; preds = %590, %588
  %593 = phi i32 [ %576, %588 ], [ %591, %590 ]
  %594 = icmp eq i32 %593, 1
  br i1 %594, label %595, label %596, !prof !69

595:                                              ; preds = %592
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %570) #27
  br label %596

596:                                              ; preds = %568, %577, %592, %595
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  br label %597

597:                                              ; preds = %596, %26
  ret void

598:                                              ; preds = %129, %126, %124, %119
  %599 = landingpad { ptr, i32 }
          cleanup
  br label %614

600:                                              ; preds = %206, %203, %201, %196
  %601 = landingpad { ptr, i32 }
          cleanup
  br label %612

602:                                              ; preds = %285, %282, %280, %274
  %603 = landingpad { ptr, i32 }
          cleanup
  br label %610

604:                                              ; preds = %363, %360, %358, %353
  %605 = landingpad { ptr, i32 }
          cleanup
  br label %608

606:                                              ; preds = %444, %441, %439, %434
  %607 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #27
  br label %608

608:                                              ; preds = %606, %604
  %609 = phi { ptr, i32 } [ %607, %606 ], [ %605, %604 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #27
  br label %610

610:                                              ; preds = %608, %602
  %611 = phi { ptr, i32 } [ %609, %608 ], [ %603, %602 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  br label %612

612:                                              ; preds = %610, %600
  %613 = phi { ptr, i32 } [ %611, %610 ], [ %601, %600 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
  br label %614

614:                                              ; preds = %612, %598
  %615 = phi { ptr, i32 } [ %613, %612 ], [ %599, %598 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  resume { ptr, i32 } %615
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #22

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #22

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #22

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE12_M_constructIJS6_EEEvDpOT_(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.std::array", align 16
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.17, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 119, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 25, ptr %7, align 4
  %8 = load ptr, ptr %1, align 8, !tbaa !173
  store ptr %8, ptr %0, align 8, !tbaa !173
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !62
  store ptr %11, ptr %9, align 8, !tbaa !62
  %12 = icmp eq ptr %11, null
  br i1 %12, label %23, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !53
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !53
  br label %23

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  %22 = load ptr, ptr %0, align 8, !tbaa !173
  br label %23

23:                                               ; preds = %20, %17, %2
  %24 = phi ptr [ %22, %20 ], [ %8, %17 ], [ %8, %2 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %1, i64 32
  %29 = load i64, ptr %28, align 8, !tbaa !165
  store i64 %29, ptr %27, align 8, !tbaa !165
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = getelementptr inbounds i8, ptr %1, i64 40
  %32 = load i8, ptr %31, align 8, !tbaa !172, !range !33, !noundef !34
  store i8 %32, ptr %30, align 8, !tbaa !172
  %33 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !174
  %34 = load i8, ptr %33, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 42
  %36 = zext i1 %35 to i64
  %37 = getelementptr inbounds i8, ptr %33, i64 %36
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !323)
  %38 = load <2 x i64>, ptr %25, align 8, !tbaa !15, !noalias !323
  store <2 x i64> %38, ptr %3, align 16, !tbaa !15, !alias.scope !323
  %39 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 0, ptr %39, align 16, !tbaa !15, !alias.scope !323
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %24, ptr noundef %24, ptr noundef nonnull %37, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %3)
          to label %42 unwind label %40

40:                                               ; preds = %23
  %41 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  resume { ptr, i32 } %41

42:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 1, ptr %43, align 8, !tbaa !32
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE14_M_move_assignEOS7_(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef nonnull align 8 dereferenceable(49) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %4 = load i8, ptr %3, align 8, !tbaa !32, !range !33, !noundef !34
  %5 = trunc nuw i8 %4 to i1
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  %7 = load i8, ptr %6, align 8, !tbaa !32, !range !33, !noundef !34
  %8 = trunc nuw i8 %7 to i1
  br i1 %5, label %9, label %42

9:                                                ; preds = %2
  br i1 %8, label %10, label %44

10:                                               ; preds = %9
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load <2 x ptr>, ptr %1, align 8, !tbaa !50
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %13 = load ptr, ptr %11, align 8, !tbaa !62
  store <2 x ptr> %12, ptr %0, align 8, !tbaa !50
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !64
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !66
  %22 = load ptr, ptr %13, align 8, !tbaa !67
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !67
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  tail call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !53
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !69

38:                                               ; preds = %35
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

39:                                               ; preds = %10, %20, %35, %38
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  %41 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(25) %40, ptr noundef nonnull align 8 dereferenceable(25) %41, i64 25, i1 false)
  br label %45

42:                                               ; preds = %2
  br i1 %8, label %43, label %45

43:                                               ; preds = %42
  tail call void @_ZNSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE12_M_constructIJS6_EEEvDpOT_(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef nonnull align 8 dereferenceable(41) %1)
  br label %45

44:                                               ; preds = %9
  store i8 0, ptr %3, align 8, !tbaa !32
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) #27
  br label %45

45:                                               ; preds = %42, %44, %43, %39
  ret void
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.10, ptr %3, align 8
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
  %10 = load ptr, ptr %9, align 8, !tbaa !59
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !61
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %48, label %14

14:                                               ; preds = %8, %43
  %15 = phi ptr [ %44, %43 ], [ %10, %8 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !62
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !64
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !66
  %26 = load ptr, ptr %17, align 8, !tbaa !67
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !67
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
  store i32 %36, ptr %20, align 4, !tbaa !53
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !69

42:                                               ; preds = %39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %42, %39, %24, %14
  %44 = getelementptr inbounds i8, ptr %15, i64 16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %46, label %14, !llvm.loop !70

46:                                               ; preds = %43
  %47 = load ptr, ptr %9, align 8, !tbaa !59
  br label %48

48:                                               ; preds = %46, %8
  %49 = phi ptr [ %47, %46 ], [ %10, %8 ]
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !71
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.18", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8
  store i64 %10, ptr %6, align 8, !tbaa !15, !alias.scope !326
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !15, !alias.scope !326
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %14, align 8, !tbaa !15, !alias.scope !326
  store i64 %10, ptr %7, align 8, !tbaa !15, !alias.scope !329
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !15, !alias.scope !329
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !15, !alias.scope !329
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %17 = load i64, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !50
  %21 = load ptr, ptr %18, align 8, !tbaa !50
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %4
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !211
  store ptr %34, ptr %32, align 8, !tbaa !211
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !62
  store ptr %37, ptr %35, align 8, !tbaa !62
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !53
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !53
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !213

52:                                               ; preds = %48, %4
  %53 = phi ptr [ null, %4 ], [ %30, %48 ]
  %54 = phi ptr [ null, %4 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %8, align 8
  %56 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !59
  %57 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !61
  %58 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !71
  %59 = load ptr, ptr %1, align 8, !tbaa !173
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

62:                                               ; preds = %52
  %63 = and i64 %17, 16
  %64 = icmp eq i64 %63, 0
  %65 = select i1 %64, i32 1026, i32 1028
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i64, ptr %66, align 8, !tbaa !165
  %68 = getelementptr inbounds i8, ptr %1, i64 40
  %69 = load i8, ptr %68, align 8, !tbaa !172, !range !33, !noundef !34
  %70 = trunc nuw i8 %69 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, i32 noundef %65, ptr noundef nonnull %59, i32 noundef 2, i32 noundef 4, i1 noundef zeroext false, i64 noundef %67, i1 noundef zeroext %70, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %71 unwind label %200

71:                                               ; preds = %62
  %72 = icmp eq ptr %53, %54
  br i1 %72, label %107, label %73

73:                                               ; preds = %71, %102
  %74 = phi ptr [ %103, %102 ], [ %53, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !62
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !64
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !66
  %85 = load ptr, ptr %76, align 8, !tbaa !67
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  %88 = load ptr, ptr %76, align 8, !tbaa !67
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
  store i32 %95, ptr %79, align 4, !tbaa !53
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !69

101:                                              ; preds = %98
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #27
  br label %102

102:                                              ; preds = %101, %98, %83, %73
  %103 = getelementptr inbounds i8, ptr %74, i64 16
  %104 = icmp eq ptr %103, %54
  br i1 %104, label %105, label %73, !llvm.loop !70

105:                                              ; preds = %102
  %106 = load ptr, ptr %56, align 8, !tbaa !59
  br label %107

107:                                              ; preds = %105, %71
  %108 = phi ptr [ %106, %105 ], [ %53, %71 ]
  %109 = icmp eq ptr %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = load ptr, ptr %58, align 8, !tbaa !71
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %120, i32 %122, ptr %123, ptr noundef nonnull @.str.37)
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
  %129 = load ptr, ptr %19, align 8, !tbaa !50
  %130 = load ptr, ptr %18, align 8, !tbaa !50
  %131 = ptrtoint ptr %129 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = icmp eq ptr %129, %130
  br i1 %134, label %195, label %135

135:                                              ; preds = %128
  %136 = icmp ugt i64 %133, 9223372036854775792
  br i1 %136, label %137, label %139, !prof !69

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
  %144 = load ptr, ptr %143, align 8, !tbaa !211
  store ptr %144, ptr %142, align 8, !tbaa !211
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = getelementptr inbounds i8, ptr %143, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !62
  store ptr %147, ptr %145, align 8, !tbaa !62
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %141
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !53
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !53
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %141
  %159 = getelementptr inbounds i8, ptr %143, i64 16
  %160 = getelementptr inbounds i8, ptr %142, i64 16
  %161 = icmp eq ptr %159, %129
  br i1 %161, label %162, label %141, !llvm.loop !213

162:                                              ; preds = %158, %191
  %163 = phi ptr [ %192, %191 ], [ %140, %158 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !62
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !64
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !66
  %174 = load ptr, ptr %165, align 8, !tbaa !67
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  tail call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #27
  %177 = load ptr, ptr %165, align 8, !tbaa !67
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
  store i32 %184, ptr %168, align 4, !tbaa !53
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !69

190:                                              ; preds = %187
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #27
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %163, %142
  br i1 %193, label %194, label %162, !llvm.loop !70

194:                                              ; preds = %191
  tail call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %133) #28
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
  store ptr %207, ptr %116, align 8, !tbaa !332
  %209 = load ptr, ptr %1, align 8, !tbaa !173
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.18") align 8, ptr noundef byval(%"class.sycl::_V1::range.18") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #14

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #14

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #23

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN9Stencil3D5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(232) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range.18", align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::range.18", align 8
  %7 = load i64, ptr %0, align 8, !tbaa !37
  %8 = mul i64 %7, %7
  %9 = mul i64 %8, %7
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !106
  %13 = load ptr, ptr %10, align 8, !tbaa !35
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 2
  %18 = icmp ult i64 %17, %9
  br i1 %18, label %19, label %21

19:                                               ; preds = %2
  %20 = sub i64 %9, %17
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %20)
  br label %27

21:                                               ; preds = %2
  %22 = icmp ugt i64 %17, %9
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = getelementptr inbounds float, ptr %13, i64 %9
  %25 = icmp eq ptr %12, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %23
  store ptr %24, ptr %11, align 8, !tbaa !106
  br label %27

27:                                               ; preds = %19, %21, %23, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !106
  %31 = load ptr, ptr %28, align 8, !tbaa !35
  %32 = ptrtoint ptr %30 to i64
  %33 = ptrtoint ptr %31 to i64
  %34 = sub i64 %32, %33
  %35 = ashr exact i64 %34, 2
  %36 = icmp ult i64 %35, %9
  br i1 %36, label %37, label %39

37:                                               ; preds = %27
  %38 = sub i64 %9, %35
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %28, i64 noundef %38)
  br label %47

39:                                               ; preds = %27
  %40 = icmp ugt i64 %35, %9
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = getelementptr inbounds float, ptr %31, i64 %9
  %43 = icmp eq ptr %30, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  store ptr %42, ptr %29, align 8, !tbaa !106
  br label %45

45:                                               ; preds = %39, %41, %44
  %46 = icmp eq i64 %9, 0
  br i1 %46, label %63, label %47

47:                                               ; preds = %37, %45
  %48 = load ptr, ptr %10, align 8, !tbaa !35
  %49 = load ptr, ptr %28, align 8, !tbaa !35
  %50 = and i64 %9, 1
  %51 = icmp eq i64 %9, 1
  br i1 %51, label %54, label %52

52:                                               ; preds = %47
  %53 = and i64 %9, -2
  br label %88

54:                                               ; preds = %88, %47
  %55 = phi i64 [ 0, %47 ], [ %102, %88 ]
  %56 = icmp eq i64 %50, 0
  br i1 %56, label %63, label %57

57:                                               ; preds = %54
  %58 = urem i64 %55, 13
  %59 = uitofp nneg i64 %58 to float
  %60 = fmul float %59, 5.000000e-01
  %61 = getelementptr inbounds float, ptr %48, i64 %55
  store float %60, ptr %61, align 4, !tbaa !107
  %62 = getelementptr inbounds float, ptr %49, i64 %55
  store float %60, ptr %62, align 4, !tbaa !107
  br label %63

63:                                               ; preds = %57, %54, %45
  %64 = getelementptr inbounds i8, ptr %0, i64 64
  %65 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %64, ptr noundef nonnull align 8 dereferenceable(24) %10)
  %66 = getelementptr inbounds i8, ptr %0, i64 88
  %67 = load ptr, ptr %10, align 8, !tbaa !35
  %68 = load i64, ptr %0, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store i64 %68, ptr %6, align 8
  %69 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %68, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %68, ptr %70, align 8
  store ptr %67, ptr %5, align 8, !tbaa !50
  %71 = getelementptr inbounds i8, ptr %0, i64 144
  %72 = load i8, ptr %71, align 8, !tbaa !40, !range !33, !noundef !34
  %73 = trunc nuw i8 %72 to i1
  br i1 %73, label %74, label %75

74:                                               ; preds = %63
  store i8 0, ptr %71, align 8, !tbaa !40
  tail call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %66) #27
  br label %75

75:                                               ; preds = %63, %74
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi3EEEEEvPT_DpOT0_(ptr noundef nonnull %66, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(24) %6)
  store i8 1, ptr %71, align 8, !tbaa !40
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %76 = getelementptr inbounds i8, ptr %0, i64 152
  %77 = load ptr, ptr %28, align 8, !tbaa !35
  %78 = load i64, ptr %0, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store i64 %78, ptr %4, align 8
  %79 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %78, ptr %79, align 8
  %80 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %78, ptr %80, align 8
  store ptr %77, ptr %3, align 8, !tbaa !50
  %81 = getelementptr inbounds i8, ptr %0, i64 208
  %82 = load i8, ptr %81, align 8, !tbaa !40, !range !33, !noundef !34
  %83 = trunc nuw i8 %82 to i1
  br i1 %83, label %84, label %85

84:                                               ; preds = %75
  store i8 0, ptr %81, align 8, !tbaa !40
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %76) #27
  br label %85

85:                                               ; preds = %75, %84
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi3EEEEEvPT_DpOT0_(ptr noundef nonnull %76, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  store i8 1, ptr %81, align 8, !tbaa !40
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %86 = getelementptr inbounds i8, ptr %0, i64 216
  store ptr %66, ptr %86, align 8, !tbaa !334
  %87 = getelementptr inbounds i8, ptr %0, i64 224
  store ptr %76, ptr %87, align 8, !tbaa !335
  ret void

88:                                               ; preds = %88, %52
  %89 = phi i64 [ 0, %52 ], [ %102, %88 ]
  %90 = phi i64 [ 0, %52 ], [ %103, %88 ]
  %91 = urem i64 %89, 13
  %92 = uitofp nneg i64 %91 to float
  %93 = fmul float %92, 5.000000e-01
  %94 = getelementptr inbounds float, ptr %48, i64 %89
  store float %93, ptr %94, align 4, !tbaa !107
  %95 = getelementptr inbounds float, ptr %49, i64 %89
  store float %93, ptr %95, align 4, !tbaa !107
  %96 = or disjoint i64 %89, 1
  %97 = urem i64 %96, 13
  %98 = uitofp nneg i64 %97 to float
  %99 = fmul float %98, 5.000000e-01
  %100 = getelementptr inbounds float, ptr %48, i64 %96
  store float %99, ptr %100, align 4, !tbaa !107
  %101 = getelementptr inbounds float, ptr %49, i64 %96
  store float %99, ptr %101, align 4, !tbaa !107
  %102 = add nuw i64 %89, 2
  %103 = add i64 %90, 2
  %104 = icmp eq i64 %103, %53
  br i1 %104, label %54, label %88, !llvm.loop !336
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(232) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %6 = alloca %class.anon.220, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %"class.sycl::_V1::event", align 16
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #27
  store ptr @.str.12, ptr %9, align 8, !tbaa !75, !alias.scope !337
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.13, ptr %10, align 8, !tbaa !80, !alias.scope !337
  %11 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 131, ptr %11, align 8, !tbaa !81, !alias.scope !337
  %12 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 22, ptr %12, align 4, !tbaa !82, !alias.scope !337
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %0, ptr %6, align 8, !noalias !340
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27, !noalias !340
  store ptr %6, ptr %7, align 8, !tbaa !116, !noalias !340
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_, ptr %13, align 8, !tbaa !118, !noalias !340
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27, !noalias !343
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %9), !noalias !343
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #27, !noalias !343
  store i32 0, ptr %5, align 4, !tbaa !122, !noalias !343
  %14 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %15 unwind label %22, !noalias !343

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  %17 = load i8, ptr %16, align 8, !tbaa !125, !range !33, !noalias !343, !noundef !34
  %18 = trunc nuw i8 %17 to i1
  %19 = xor i1 %18, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %8, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 8 dereferenceable(24) %14, i1 noundef zeroext %19)
          to label %24 unwind label %22

20:                                               ; preds = %68, %22
  %21 = phi { ptr, i32 } [ %23, %22 ], [ %69, %68 ]
  resume { ptr, i32 } %21

22:                                               ; preds = %15, %3
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !343
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !343
  br label %20

24:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #27, !noalias !343
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !343
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27, !noalias !340
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !50
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !88
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %35, label %30

30:                                               ; preds = %24
  %31 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr null, ptr %31, align 8, !tbaa !62
  %32 = getelementptr inbounds i8, ptr %8, i64 8
  %33 = load <2 x ptr>, ptr %8, align 16, !tbaa !50
  store ptr null, ptr %32, align 8, !tbaa !62
  store <2 x ptr> %33, ptr %26, align 8, !tbaa !50
  store ptr null, ptr %8, align 16, !tbaa !127
  %34 = getelementptr inbounds i8, ptr %26, i64 16
  store ptr %34, ptr %25, align 8, !tbaa !86
  br label %36

35:                                               ; preds = %24
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %26, ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %36 unwind label %68

36:                                               ; preds = %30, %35
  %37 = getelementptr inbounds i8, ptr %8, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !62
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !64
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !66
  %47 = load ptr, ptr %38, align 8, !tbaa !67
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  %50 = load ptr, ptr %38, align 8, !tbaa !67
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
  store i32 %57, ptr %41, align 4, !tbaa !53
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !69

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  br label %64

64:                                               ; preds = %36, %45, %60, %63
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  %65 = getelementptr inbounds i8, ptr %0, i64 216
  %66 = load <2 x ptr>, ptr %65, align 8, !tbaa !50
  %67 = shufflevector <2 x ptr> %66, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %67, ptr %65, align 8, !tbaa !50
  ret void

68:                                               ; preds = %35
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  br label %20
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9Stencil3D6verifyEm(ptr noundef nonnull align 8 dereferenceable(232) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::host_accessor.241", align 8
  %4 = load i64, ptr %0, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = getelementptr inbounds i8, ptr %0, i64 72
  %7 = load ptr, ptr %6, align 8, !tbaa !50
  %8 = load ptr, ptr %5, align 8, !tbaa !50
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = icmp eq ptr %7, %8
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr null, i64 %11
  br label %23

15:                                               ; preds = %2
  %16 = icmp ugt i64 %11, 9223372036854775804
  br i1 %16, label %17, label %18, !prof !69

17:                                               ; preds = %15
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

18:                                               ; preds = %15
  %19 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #32
  %20 = getelementptr inbounds i8, ptr %19, i64 %11
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %19, ptr align 4 %8, i64 %11, i1 false)
  %21 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #32
          to label %22 unwind label %97

22:                                               ; preds = %18
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %21, ptr align 4 %8, i64 %11, i1 false)
  br label %23

23:                                               ; preds = %22, %13
  %24 = phi ptr [ null, %13 ], [ %21, %22 ]
  %25 = phi ptr [ %14, %13 ], [ %20, %22 ]
  %26 = phi ptr [ null, %13 ], [ %19, %22 ]
  %27 = getelementptr inbounds i8, ptr %24, i64 %11
  %28 = icmp eq i64 %1, 0
  br i1 %28, label %85, label %29

29:                                               ; preds = %23
  %30 = icmp ugt i64 %4, 2
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = add i64 %4, 1
  %33 = mul i64 %4, %32
  %34 = shl i64 %33, 2
  %35 = add i64 %34, 4
  %36 = mul i64 %4, %4
  %37 = shl i64 %36, 2
  %38 = shl i64 %4, 3
  %39 = add i64 %38, -4
  %40 = mul i64 %4, %39
  %41 = add i64 %40, -4
  %42 = shl i64 %4, 2
  %43 = getelementptr inbounds i8, ptr %0, i64 12
  %44 = add i64 %42, 4
  %45 = add i64 %42, -4
  %46 = mul i64 %4, %45
  %47 = add i64 %46, -4
  %48 = shl i64 %4, 1
  %49 = or disjoint i64 %48, 1
  %50 = mul i64 %4, %49
  %51 = shl i64 %50, 2
  %52 = add i64 %51, 4
  %53 = mul i64 %4, 12
  %54 = add i64 %53, -4
  %55 = mul i64 %4, %54
  %56 = add i64 %55, -4
  %57 = mul i64 %4, %4
  %58 = shl i64 %57, 2
  %59 = add i64 %58, 4
  %60 = add i64 %38, -8
  %61 = mul i64 %4, %60
  %62 = add i64 %61, -4
  %63 = add i64 %4, 2
  %64 = mul i64 %4, %63
  %65 = shl i64 %64, 2
  %66 = add i64 %65, 4
  %67 = mul i64 %4, %4
  %68 = shl i64 %67, 3
  %69 = add i64 %68, -4
  %70 = add i64 %40, -8
  %71 = add i64 %34, 8
  %72 = add i64 %4, -2
  %73 = icmp ult i64 %72, 8
  %74 = icmp slt i64 %42, 0
  %75 = and i64 %72, -4
  %76 = or disjoint i64 %75, 2
  %77 = or disjoint i64 %75, 1
  %78 = icmp eq i64 %72, %75
  br label %79

79:                                               ; preds = %29, %175
  %80 = phi i64 [ 0, %29 ], [ %176, %175 ]
  %81 = phi ptr [ %26, %29 ], [ %83, %175 ]
  %82 = phi ptr [ %27, %29 ], [ %84, %175 ]
  %83 = phi ptr [ %24, %29 ], [ %81, %175 ]
  %84 = phi ptr [ %25, %29 ], [ %82, %175 ]
  br i1 %30, label %103, label %175

85:                                               ; preds = %175, %23
  %86 = phi ptr [ %25, %23 ], [ %82, %175 ]
  %87 = phi ptr [ %24, %23 ], [ %81, %175 ]
  %88 = phi ptr [ %27, %23 ], [ %84, %175 ]
  %89 = phi ptr [ %26, %23 ], [ %83, %175 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #27
  %90 = getelementptr inbounds i8, ptr %0, i64 216
  %91 = load ptr, ptr %90, align 8, !tbaa !334
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor.241") align 8 %3, ptr noundef nonnull align 8 dereferenceable(49) %91)
          to label %92 unwind label %276

92:                                               ; preds = %85
  %93 = icmp eq i64 %4, 0
  br i1 %93, label %466, label %94

94:                                               ; preds = %92
  %95 = getelementptr inbounds i8, ptr %3, i64 8
  %96 = getelementptr inbounds i8, ptr %3, i64 16
  br label %272

97:                                               ; preds = %18
  %98 = landingpad { ptr, i32 }
          cleanup
  br label %514

99:                                               ; preds = %178
  %100 = add nuw i64 %105, 1
  %101 = icmp eq i64 %100, %4
  %102 = add i64 %104, 1
  br i1 %101, label %175, label %103, !llvm.loop !346

103:                                              ; preds = %79, %99
  %104 = phi i64 [ %102, %99 ], [ 0, %79 ]
  %105 = phi i64 [ %100, %99 ], [ 2, %79 ]
  %106 = phi i64 [ %105, %99 ], [ 1, %79 ]
  %107 = mul i64 %37, %104
  %108 = add i64 %35, %107
  %109 = getelementptr i8, ptr %83, i64 %108
  %110 = add i64 %41, %107
  %111 = getelementptr i8, ptr %83, i64 %110
  %112 = getelementptr i8, ptr %81, i64 %108
  %113 = getelementptr i8, ptr %81, i64 %110
  %114 = add i64 %44, %107
  %115 = getelementptr i8, ptr %81, i64 %114
  %116 = add i64 %47, %107
  %117 = getelementptr i8, ptr %81, i64 %116
  %118 = add i64 %52, %107
  %119 = getelementptr i8, ptr %81, i64 %118
  %120 = add i64 %56, %107
  %121 = getelementptr i8, ptr %81, i64 %120
  %122 = add i64 %59, %107
  %123 = getelementptr i8, ptr %81, i64 %122
  %124 = add i64 %62, %107
  %125 = getelementptr i8, ptr %81, i64 %124
  %126 = add i64 %66, %107
  %127 = getelementptr i8, ptr %81, i64 %126
  %128 = add i64 %69, %107
  %129 = getelementptr i8, ptr %81, i64 %128
  %130 = add i64 %34, %107
  %131 = getelementptr i8, ptr %81, i64 %130
  %132 = add i64 %70, %107
  %133 = getelementptr i8, ptr %81, i64 %132
  %134 = add i64 %71, %107
  %135 = getelementptr i8, ptr %81, i64 %134
  %136 = add i64 %40, %107
  %137 = getelementptr i8, ptr %81, i64 %136
  %138 = mul i64 %106, %4
  %139 = add i64 %106, -1
  %140 = mul i64 %139, %4
  %141 = mul i64 %105, %4
  %142 = add i64 %138, -1
  %143 = icmp ult ptr %109, %43
  %144 = icmp ult ptr %31, %111
  %145 = and i1 %143, %144
  %146 = icmp ult ptr %109, %113
  %147 = icmp ult ptr %112, %111
  %148 = and i1 %146, %147
  %149 = or i1 %148, %74
  %150 = or i1 %145, %149
  %151 = icmp ult ptr %109, %117
  %152 = icmp ult ptr %115, %111
  %153 = and i1 %151, %152
  %154 = or i1 %153, %150
  %155 = icmp ult ptr %109, %121
  %156 = icmp ult ptr %119, %111
  %157 = and i1 %155, %156
  %158 = or i1 %157, %154
  %159 = icmp ult ptr %109, %125
  %160 = icmp ult ptr %123, %111
  %161 = and i1 %159, %160
  %162 = or i1 %161, %158
  %163 = icmp ult ptr %109, %129
  %164 = icmp ult ptr %127, %111
  %165 = and i1 %163, %164
  %166 = or i1 %165, %162
  %167 = icmp ult ptr %109, %133
  %168 = icmp ult ptr %131, %111
  %169 = and i1 %167, %168
  %170 = or i1 %169, %166
  %171 = icmp ult ptr %109, %137
  %172 = icmp ult ptr %135, %111
  %173 = and i1 %171, %172
  %174 = or i1 %173, %170
  br label %181

175:                                              ; preds = %99, %79
  %176 = add nuw i64 %80, 1
  %177 = icmp eq i64 %176, %1
  br i1 %177, label %85, label %79, !llvm.loop !347

178:                                              ; preds = %237, %233
  %179 = add nuw i64 %182, 1
  %180 = icmp eq i64 %179, %4
  br i1 %180, label %99, label %181, !llvm.loop !348

181:                                              ; preds = %103, %178
  %182 = phi i64 [ 2, %103 ], [ %179, %178 ]
  %183 = phi i64 [ 1, %103 ], [ %182, %178 ]
  %184 = add i64 %183, %138
  %185 = mul i64 %184, %4
  %186 = add i64 %183, %140
  %187 = mul i64 %186, %4
  %188 = add i64 %183, %141
  %189 = mul i64 %188, %4
  %190 = add i64 %142, %183
  %191 = mul i64 %190, %4
  %192 = add i64 %182, %138
  %193 = mul i64 %192, %4
  %194 = add i64 %185, -1
  %195 = select i1 %73, i1 true, i1 %174
  br i1 %195, label %234, label %196

196:                                              ; preds = %181, %196
  %197 = phi i64 [ %231, %196 ], [ 0, %181 ]
  %198 = or disjoint i64 %197, 2
  %199 = or disjoint i64 %197, 1
  %200 = load <4 x float>, ptr %31, align 8
  %201 = shufflevector <4 x float> %200, <4 x float> poison, <4 x i32> zeroinitializer
  %202 = add i64 %199, %185
  %203 = getelementptr inbounds float, ptr %81, i64 %202
  %204 = load <4 x float>, ptr %203, align 4, !tbaa !107, !alias.scope !349
  %205 = add i64 %199, %187
  %206 = getelementptr inbounds float, ptr %81, i64 %205
  %207 = load <4 x float>, ptr %206, align 4, !tbaa !107, !alias.scope !352
  %208 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %204, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %207)
  %209 = add i64 %199, %189
  %210 = getelementptr inbounds float, ptr %81, i64 %209
  %211 = load <4 x float>, ptr %210, align 4, !tbaa !107, !alias.scope !354
  %212 = fadd <4 x float> %208, %211
  %213 = add i64 %199, %191
  %214 = getelementptr inbounds float, ptr %81, i64 %213
  %215 = load <4 x float>, ptr %214, align 4, !tbaa !107, !alias.scope !356
  %216 = fadd <4 x float> %212, %215
  %217 = add i64 %199, %193
  %218 = getelementptr inbounds float, ptr %81, i64 %217
  %219 = load <4 x float>, ptr %218, align 4, !tbaa !107, !alias.scope !358
  %220 = fadd <4 x float> %216, %219
  %221 = add i64 %194, %199
  %222 = getelementptr inbounds float, ptr %81, i64 %221
  %223 = load <4 x float>, ptr %222, align 4, !tbaa !107, !alias.scope !360
  %224 = fadd <4 x float> %220, %223
  %225 = add i64 %198, %185
  %226 = getelementptr inbounds float, ptr %81, i64 %225
  %227 = load <4 x float>, ptr %226, align 4, !tbaa !107, !alias.scope !362
  %228 = fadd <4 x float> %224, %227
  %229 = fmul <4 x float> %201, %228
  %230 = getelementptr inbounds float, ptr %83, i64 %202
  store <4 x float> %229, ptr %230, align 4, !tbaa !107, !alias.scope !364, !noalias !366
  %231 = add nuw i64 %197, 4
  %232 = icmp eq i64 %231, %75
  br i1 %232, label %233, label %196, !llvm.loop !368

233:                                              ; preds = %196
  br i1 %78, label %178, label %234

234:                                              ; preds = %181, %233
  %235 = phi i64 [ 2, %181 ], [ %76, %233 ]
  %236 = phi i64 [ 1, %181 ], [ %77, %233 ]
  br label %237

237:                                              ; preds = %234, %237
  %238 = phi i64 [ %270, %237 ], [ %235, %234 ]
  %239 = phi i64 [ %238, %237 ], [ %236, %234 ]
  %240 = load float, ptr %31, align 8, !tbaa !39
  %241 = add i64 %239, %185
  %242 = getelementptr inbounds float, ptr %81, i64 %241
  %243 = load float, ptr %242, align 4, !tbaa !107
  %244 = add i64 %239, %187
  %245 = getelementptr inbounds float, ptr %81, i64 %244
  %246 = load float, ptr %245, align 4, !tbaa !107
  %247 = tail call float @llvm.fmuladd.f32(float %243, float 2.000000e+00, float %246)
  %248 = add i64 %239, %189
  %249 = getelementptr inbounds float, ptr %81, i64 %248
  %250 = load float, ptr %249, align 4, !tbaa !107
  %251 = fadd float %247, %250
  %252 = add i64 %239, %191
  %253 = getelementptr inbounds float, ptr %81, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !107
  %255 = fadd float %251, %254
  %256 = add i64 %239, %193
  %257 = getelementptr inbounds float, ptr %81, i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !107
  %259 = fadd float %255, %258
  %260 = add i64 %194, %239
  %261 = getelementptr inbounds float, ptr %81, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !107
  %263 = fadd float %259, %262
  %264 = add i64 %238, %185
  %265 = getelementptr inbounds float, ptr %81, i64 %264
  %266 = load float, ptr %265, align 4, !tbaa !107
  %267 = fadd float %263, %266
  %268 = fmul float %240, %267
  %269 = getelementptr inbounds float, ptr %83, i64 %241
  store float %268, ptr %269, align 4, !tbaa !107
  %270 = add nuw i64 %238, 1
  %271 = icmp eq i64 %270, %4
  br i1 %271, label %178, label %237, !llvm.loop !371

272:                                              ; preds = %94, %462
  %273 = phi i1 [ false, %94 ], [ %464, %462 ]
  %274 = phi i64 [ 0, %94 ], [ %463, %462 ]
  %275 = mul i64 %274, %4
  br label %279

276:                                              ; preds = %85
  %277 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #27
  %278 = icmp eq ptr %87, null
  br i1 %278, label %512, label %508

279:                                              ; preds = %272, %459
  %280 = phi i64 [ 0, %272 ], [ %460, %459 ]
  %281 = add i64 %280, %275
  %282 = mul i64 %281, %4
  br label %286

283:                                              ; preds = %458
  %284 = add nuw i64 %287, 1
  %285 = icmp eq i64 %284, %4
  br i1 %285, label %459, label %286, !llvm.loop !372

286:                                              ; preds = %279, %283
  %287 = phi i64 [ 0, %279 ], [ %284, %283 ]
  %288 = load ptr, ptr %95, align 8, !tbaa !62, !noalias !373
  %289 = icmp eq ptr %288, null
  br i1 %289, label %351, label %290

290:                                              ; preds = %286
  %291 = getelementptr inbounds i8, ptr %288, i64 8
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !373
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %298, label %294

294:                                              ; preds = %290
  %295 = load i32, ptr %291, align 4, !tbaa !53, !noalias !373
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %291, align 4, !tbaa !53, !noalias !373
  %297 = load ptr, ptr %96, align 8, !noalias !373
  br label %303

298:                                              ; preds = %290
  %299 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !373
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !373
  %301 = load ptr, ptr %96, align 8, !noalias !373
  %302 = icmp eq i8 %300, 0
  br i1 %302, label %307, label %303

303:                                              ; preds = %294, %298
  %304 = phi ptr [ %297, %294 ], [ %301, %298 ]
  %305 = load i32, ptr %291, align 4, !tbaa !53, !noalias !373
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %291, align 4, !tbaa !53, !noalias !373
  br label %309

307:                                              ; preds = %298
  %308 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !373
  br label %309

309:                                              ; preds = %307, %303
  %310 = phi ptr [ %301, %307 ], [ %304, %303 ]
  %311 = load atomic i64, ptr %291 acquire, align 8, !noalias !373
  %312 = icmp eq i64 %311, 4294967297
  %313 = trunc i64 %311 to i32
  br i1 %312, label %314, label %322

314:                                              ; preds = %309
  store i32 0, ptr %291, align 8, !tbaa !64, !noalias !373
  %315 = getelementptr inbounds i8, ptr %288, i64 12
  store i32 0, ptr %315, align 4, !tbaa !66, !noalias !373
  %316 = load ptr, ptr %288, align 8, !tbaa !67, !noalias !373
  %317 = getelementptr inbounds i8, ptr %316, i64 16
  %318 = load ptr, ptr %317, align 8, !noalias !373
  call void %318(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !373
  %319 = load ptr, ptr %288, align 8, !tbaa !67, !noalias !373
  %320 = getelementptr inbounds i8, ptr %319, i64 24
  %321 = load ptr, ptr %320, align 8, !noalias !373
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !373
  br label %333

322:                                              ; preds = %309
  %323 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !373
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %327, label %325

325:                                              ; preds = %322
  %326 = add nsw i32 %313, -1
  store i32 %326, ptr %291, align 4, !tbaa !53, !noalias !373
  br label %329

327:                                              ; preds = %322
  %328 = atomicrmw volatile add ptr %291, i32 -1 acq_rel, align 4, !noalias !373
  br label %329

329:                                              ; preds = %327, %325
  %330 = phi i32 [ %313, %325 ], [ %328, %327 ]
  %331 = icmp eq i32 %330, 1
  br i1 %331, label %332, label %333, !prof !69

332:                                              ; preds = %329
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !373
  br label %333

333:                                              ; preds = %332, %329, %314
  %334 = getelementptr inbounds i8, ptr %288, i64 8
  %335 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !376
  %336 = icmp eq i8 %335, 0
  br i1 %336, label %340, label %337

337:                                              ; preds = %333
  %338 = load i32, ptr %334, align 4, !tbaa !53, !noalias !376
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %334, align 4, !tbaa !53, !noalias !376
  br label %346

340:                                              ; preds = %333
  %341 = atomicrmw volatile add ptr %334, i32 1 acq_rel, align 4, !noalias !376
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !376
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %349, label %344

344:                                              ; preds = %340
  %345 = load i32, ptr %334, align 4, !tbaa !53, !noalias !376
  br label %346

346:                                              ; preds = %344, %337
  %347 = phi i32 [ %345, %344 ], [ %339, %337 ]
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %334, align 4, !tbaa !53, !noalias !376
  br label %353

349:                                              ; preds = %340
  %350 = atomicrmw volatile add ptr %334, i32 1 acq_rel, align 4, !noalias !376
  br label %353

351:                                              ; preds = %286
  %352 = load ptr, ptr %96, align 8
  br label %376

353:                                              ; preds = %349, %346
  %354 = load atomic i64, ptr %334 acquire, align 8, !noalias !376
  %355 = icmp eq i64 %354, 4294967297
  %356 = trunc i64 %354 to i32
  br i1 %355, label %357, label %365

357:                                              ; preds = %353
  store i32 0, ptr %334, align 8, !tbaa !64, !noalias !376
  %358 = getelementptr inbounds i8, ptr %288, i64 12
  store i32 0, ptr %358, align 4, !tbaa !66, !noalias !376
  %359 = load ptr, ptr %288, align 8, !tbaa !67, !noalias !376
  %360 = getelementptr inbounds i8, ptr %359, i64 16
  %361 = load ptr, ptr %360, align 8, !noalias !376
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !376
  %362 = load ptr, ptr %288, align 8, !tbaa !67, !noalias !376
  %363 = getelementptr inbounds i8, ptr %362, i64 24
  %364 = load ptr, ptr %363, align 8, !noalias !376
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !376
  br label %376

365:                                              ; preds = %353
  %366 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !376
  %367 = icmp eq i8 %366, 0
  br i1 %367, label %370, label %368

368:                                              ; preds = %365
  %369 = add nsw i32 %356, -1
  store i32 %369, ptr %334, align 4, !tbaa !53, !noalias !376
  br label %372

370:                                              ; preds = %365
  %371 = atomicrmw volatile add ptr %334, i32 -1 acq_rel, align 4, !noalias !376
  br label %372

372:                                              ; preds = %370, %368
  %373 = phi i32 [ %356, %368 ], [ %371, %370 ]
  %374 = icmp eq i32 %373, 1
  br i1 %374, label %375, label %376, !prof !69

375:                                              ; preds = %372
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %288) #27, !noalias !376
  br label %376

376:                                              ; preds = %351, %357, %372, %375
  %377 = phi ptr [ %352, %351 ], [ %310, %357 ], [ %310, %375 ], [ %310, %372 ]
  %378 = icmp ne ptr %377, null
  call void @llvm.assume(i1 %378)
  %379 = load i64, ptr %377, align 8
  %380 = add i64 %379, %274
  %381 = getelementptr inbounds i8, ptr %377, i64 56
  %382 = load i64, ptr %381, align 8
  %383 = mul i64 %382, %380
  %384 = add i64 %383, %280
  %385 = getelementptr inbounds i8, ptr %377, i64 8
  %386 = load i64, ptr %385, align 8
  %387 = add i64 %384, %386
  %388 = getelementptr inbounds i8, ptr %377, i64 64
  %389 = load i64, ptr %388, align 8
  %390 = mul i64 %387, %389
  %391 = getelementptr inbounds i8, ptr %377, i64 16
  %392 = load i64, ptr %391, align 8
  %393 = getelementptr inbounds i8, ptr %377, i64 72
  %394 = load ptr, ptr %393, align 8, !tbaa !137
  %395 = getelementptr float, ptr %394, i64 %392
  %396 = getelementptr float, ptr %395, i64 %287
  %397 = getelementptr float, ptr %396, i64 %390
  %398 = load float, ptr %397, align 4, !tbaa !107
  %399 = add i64 %287, %282
  %400 = getelementptr inbounds float, ptr %89, i64 %399
  %401 = load float, ptr %400, align 4, !tbaa !107
  %402 = fsub float %398, %401
  %403 = call noundef float @llvm.fabs.f32(float %402)
  %404 = call noundef float @llvm.fabs.f32(float %401)
  %405 = fadd float %404, 1.000000e+00
  %406 = fmul float %405, 0x3F1A36E2E0000000
  %407 = fcmp ogt float %403, %406
  %408 = icmp eq ptr %288, null
  br i1 %408, label %433, label %409

409:                                              ; preds = %376
  %410 = getelementptr inbounds i8, ptr %288, i64 8
  %411 = load atomic i64, ptr %410 acquire, align 8
  %412 = icmp eq i64 %411, 4294967297
  %413 = trunc i64 %411 to i32
  br i1 %412, label %414, label %422

414:                                              ; preds = %409
  store i32 0, ptr %410, align 8, !tbaa !64
  %415 = getelementptr inbounds i8, ptr %288, i64 12
  store i32 0, ptr %415, align 4, !tbaa !66
  %416 = load ptr, ptr %288, align 8, !tbaa !67
  %417 = getelementptr inbounds i8, ptr %416, i64 16
  %418 = load ptr, ptr %417, align 8
  call void %418(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  %419 = load ptr, ptr %288, align 8, !tbaa !67
  %420 = getelementptr inbounds i8, ptr %419, i64 24
  %421 = load ptr, ptr %420, align 8
  call void %421(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  br label %433

422:                                              ; preds = %409
  %423 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %424 = icmp eq i8 %423, 0
  br i1 %424, label %427, label %425

425:                                              ; preds = %422
  %426 = add nsw i32 %413, -1
  store i32 %426, ptr %410, align 4, !tbaa !53
  br label %429

427:                                              ; preds = %422
  %428 = atomicrmw volatile add ptr %410, i32 -1 acq_rel, align 4
  br label %429

429:                                              ; preds = %427, %425
  %430 = phi i32 [ %413, %425 ], [ %428, %427 ]
  %431 = icmp eq i32 %430, 1
  br i1 %431, label %432, label %433, !prof !69

432:                                              ; preds = %429
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  br label %433

433:                                              ; preds = %376, %414, %429, %432
  br i1 %289, label %458, label %434

434:                                              ; preds = %433
  %435 = getelementptr inbounds i8, ptr %288, i64 8
  %436 = load atomic i64, ptr %435 acquire, align 8
  %437 = icmp eq i64 %436, 4294967297
  %438 = trunc i64 %436 to i32
  br i1 %437, label %439, label %447

439:                                              ; preds = %434
  store i32 0, ptr %435, align 8, !tbaa !64
  %440 = getelementptr inbounds i8, ptr %288, i64 12
  store i32 0, ptr %440, align 4, !tbaa !66
  %441 = load ptr, ptr %288, align 8, !tbaa !67
  %442 = getelementptr inbounds i8, ptr %441, i64 16
  %443 = load ptr, ptr %442, align 8
  call void %443(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  %444 = load ptr, ptr %288, align 8, !tbaa !67
  %445 = getelementptr inbounds i8, ptr %444, i64 24
  %446 = load ptr, ptr %445, align 8
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  br label %458

447:                                              ; preds = %434
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %452, label %450

450:                                              ; preds = %447
  %451 = add nsw i32 %438, -1
  store i32 %451, ptr %435, align 4, !tbaa !53
  br label %454

452:                                              ; preds = %447
  %453 = atomicrmw volatile add ptr %435, i32 -1 acq_rel, align 4
  br label %454

454:                                              ; preds = %452, %450
  %455 = phi i32 [ %438, %450 ], [ %453, %452 ]
  %456 = icmp eq i32 %455, 1
  br i1 %456, label %457, label %458, !prof !69

457:                                              ; preds = %454
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %288) #27
  br label %458

458:                                              ; preds = %433, %439, %454, %457
  br i1 %407, label %466, label %283

459:                                              ; preds = %283
  %460 = add nuw i64 %280, 1
  %461 = icmp eq i64 %460, %4
  br i1 %461, label %462, label %279, !llvm.loop !379

462:                                              ; preds = %459
  %463 = add nuw i64 %274, 1
  %464 = icmp uge i64 %463, %4
  %465 = icmp eq i64 %463, %4
  br i1 %465, label %466, label %272, !llvm.loop !380

466:                                              ; preds = %462, %458, %92
  %467 = phi i1 [ true, %92 ], [ %273, %458 ], [ %464, %462 ]
  %468 = getelementptr inbounds i8, ptr %3, i64 8
  %469 = load ptr, ptr %468, align 8, !tbaa !62
  %470 = icmp eq ptr %469, null
  br i1 %470, label %495, label %471

471:                                              ; preds = %466
  %472 = getelementptr inbounds i8, ptr %469, i64 8
  %473 = load atomic i64, ptr %472 acquire, align 8
  %474 = icmp eq i64 %473, 4294967297
  %475 = trunc i64 %473 to i32
  br i1 %474, label %476, label %484

476:                                              ; preds = %471
  store i32 0, ptr %472, align 8, !tbaa !64
  %477 = getelementptr inbounds i8, ptr %469, i64 12
  store i32 0, ptr %477, align 4, !tbaa !66
  %478 = load ptr, ptr %469, align 8, !tbaa !67
  %479 = getelementptr inbounds i8, ptr %478, i64 16
  %480 = load ptr, ptr %479, align 8
  call void %480(ptr noundef nonnull align 8 dereferenceable(16) %469) #27
  %481 = load ptr, ptr %469, align 8, !tbaa !67
  %482 = getelementptr inbounds i8, ptr %481, i64 24
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(16) %469) #27
  br label %495

484:                                              ; preds = %471
  %485 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %489, label %487

487:                                              ; preds = %484
  %488 = add nsw i32 %475, -1
  store i32 %488, ptr %472, align 4, !tbaa !53
  br label %491

489:                                              ; preds = %484
  %490 = atomicrmw volatile add ptr %472, i32 -1 acq_rel, align 4
  br label %491

491:                                              ; preds = %489, %487
  %492 = phi i32 [ %475, %487 ], [ %490, %489 ]
  %493 = icmp eq i32 %492, 1
  br i1 %493, label %494, label %495, !prof !69

494:                                              ; preds = %491
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %469) #27
  br label %495

495:                                              ; preds = %466, %476, %491, %494
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #27
  %496 = icmp eq ptr %87, null
  br i1 %496, label %501, label %497

497:                                              ; preds = %495
  %498 = ptrtoint ptr %88 to i64
  %499 = ptrtoint ptr %87 to i64
  %500 = sub i64 %498, %499
  call void @_ZdlPvm(ptr noundef nonnull %87, i64 noundef %500) #28
  br label %501

501:                                              ; preds = %495, %497
  %502 = icmp eq ptr %89, null
  br i1 %502, label %507, label %503

503:                                              ; preds = %501
  %504 = ptrtoint ptr %86 to i64
  %505 = ptrtoint ptr %89 to i64
  %506 = sub i64 %504, %505
  call void @_ZdlPvm(ptr noundef nonnull %89, i64 noundef %506) #28
  br label %507

507:                                              ; preds = %501, %503
  ret i1 %467

508:                                              ; preds = %276
  %509 = ptrtoint ptr %88 to i64
  %510 = ptrtoint ptr %87 to i64
  %511 = sub i64 %509, %510
  call void @_ZdlPvm(ptr noundef nonnull %87, i64 noundef %511) #28
  br label %512

512:                                              ; preds = %508, %276
  %513 = icmp eq ptr %89, null
  br i1 %513, label %521, label %514

514:                                              ; preds = %97, %512
  %515 = phi { ptr, i32 } [ %98, %97 ], [ %277, %512 ]
  %516 = phi ptr [ %19, %97 ], [ %89, %512 ]
  %517 = phi ptr [ %20, %97 ], [ %86, %512 ]
  %518 = ptrtoint ptr %517 to i64
  %519 = ptrtoint ptr %516 to i64
  %520 = sub i64 %518, %519
  call void @_ZdlPvm(ptr noundef nonnull %516, i64 noundef %520) #28
  br label %521

521:                                              ; preds = %512, %514
  %522 = phi { ptr, i32 } [ %277, %512 ], [ %515, %514 ]
  resume { ptr, i32 } %522
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEEJRPfRNS1_5rangeILi3EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #21 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.17, ptr %5, align 8, !tbaa !75, !alias.scope !381
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %7, align 8, !tbaa !80, !alias.scope !381
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 119, ptr %8, align 8, !tbaa !81, !alias.scope !381
  %9 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 25, ptr %9, align 4, !tbaa !82, !alias.scope !381
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !59
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !61
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !62
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !64
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !66
  %28 = load ptr, ptr %19, align 8, !tbaa !67
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  %31 = load ptr, ptr %19, align 8, !tbaa !67
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
  store i32 %38, ptr %22, align 4, !tbaa !53
  br label %41

39:                                               ; preds = %34
  %40 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %25, %37 ], [ %40, %39 ]
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45, !prof !69

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !70

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !59
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !71
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !15
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !384
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !67, !noalias !384
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !158, !noalias !384
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !160, !noalias !384
  store ptr %16, ptr %6, align 8, !tbaa !163
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !50
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !67
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #27
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !50
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !387
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !389
  %30 = load ptr, ptr %0, align 8, !tbaa !173
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !174
  %32 = load i8, ptr %31, align 1, !tbaa !13
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !390)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !15, !noalias !390
  store <2 x i64> %36, ptr %7, align 16, !tbaa !15, !alias.scope !390
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !15, !noalias !390
  store i64 %39, ptr %37, align 16, !tbaa !15, !alias.scope !390
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !50
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !67
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #27
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlRNS0_7handlerEE_E4callEPKvSD_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range.18", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.221", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.225", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %class.anon.228, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !393
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #27
  %11 = getelementptr inbounds i8, ptr %10, i64 216
  %12 = load ptr, ptr %11, align 8, !tbaa !334
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.12, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 132, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %15, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %5, ptr noundef nonnull align 8 dereferenceable(49) %12, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %16 unwind label %223

16:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !59
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !61
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !62
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !64
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !66
  %34 = load ptr, ptr %25, align 8, !tbaa !67
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #27
  %37 = load ptr, ptr %25, align 8, !tbaa !67
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #27
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !53
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !69

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #27
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !70

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !59
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !71
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #28
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #27
  %66 = getelementptr inbounds i8, ptr %10, i64 224
  %67 = load ptr, ptr %66, align 8, !tbaa !335
  store ptr @.str.12, ptr %8, align 8, !tbaa !75, !alias.scope !395
  %68 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.21, ptr %68, align 8, !tbaa !80, !alias.scope !395
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 133, ptr %69, align 8, !tbaa !81, !alias.scope !395
  %70 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 18, ptr %70, align 4, !tbaa !82, !alias.scope !395
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.225") align 8 %7, ptr noundef nonnull align 8 dereferenceable(49) %67, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %71 unwind label %225

71:                                               ; preds = %65
  %72 = load i64, ptr %10, align 8, !tbaa !37
  %73 = add i64 %72, -2
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %9) #27
  %74 = getelementptr inbounds i8, ptr %10, i64 8
  %75 = load float, ptr %74, align 8, !tbaa !39
  store float %75, ptr %9, align 8, !tbaa !398
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = load ptr, ptr %7, align 8, !tbaa !203
  store ptr %77, ptr %76, align 8, !tbaa !203
  %78 = getelementptr inbounds i8, ptr %9, i64 16
  %79 = getelementptr inbounds i8, ptr %7, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !62
  store ptr %80, ptr %78, align 8, !tbaa !62
  %81 = icmp eq ptr %80, null
  br i1 %81, label %91, label %82

82:                                               ; preds = %71
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = load i32, ptr %83, align 4, !tbaa !53
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %83, align 4, !tbaa !53
  br label %91

89:                                               ; preds = %82
  %90 = atomicrmw volatile add ptr %83, i32 1 acq_rel, align 4
  br label %91

91:                                               ; preds = %71, %86, %89
  %92 = getelementptr inbounds i8, ptr %9, i64 24
  %93 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %92, ptr noundef nonnull align 8 dereferenceable(64) %93, i64 64, i1 false)
  %94 = getelementptr inbounds i8, ptr %9, i64 88
  %95 = load ptr, ptr %5, align 8, !tbaa !203
  store ptr %95, ptr %94, align 8, !tbaa !203
  %96 = getelementptr inbounds i8, ptr %9, i64 96
  %97 = getelementptr inbounds i8, ptr %5, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !62
  store ptr %98, ptr %96, align 8, !tbaa !62
  %99 = icmp eq ptr %98, null
  br i1 %99, label %109, label %100

100:                                              ; preds = %91
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %101, align 4, !tbaa !53
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %101, align 4, !tbaa !53
  br label %109

107:                                              ; preds = %100
  %108 = atomicrmw volatile add ptr %101, i32 1 acq_rel, align 4
  br label %109

109:                                              ; preds = %91, %104, %107
  %110 = getelementptr inbounds i8, ptr %9, i64 104
  %111 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, ptr noundef nonnull align 8 dereferenceable(64) %111, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store i64 %73, ptr %3, align 8
  %112 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %73, ptr %112, align 8
  %113 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %73, ptr %113, align 8
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %3, ptr noundef nonnull align 8 dereferenceable(168) %9)
          to label %114 unwind label %227

114:                                              ; preds = %109
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %115 = load ptr, ptr %96, align 8, !tbaa !62
  %116 = icmp eq ptr %115, null
  br i1 %116, label %141, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %115, i64 8
  %119 = load atomic i64, ptr %118 acquire, align 8
  %120 = icmp eq i64 %119, 4294967297
  %121 = trunc i64 %119 to i32
  br i1 %120, label %122, label %130

122:                                              ; preds = %117
  store i32 0, ptr %118, align 8, !tbaa !64
  %123 = getelementptr inbounds i8, ptr %115, i64 12
  store i32 0, ptr %123, align 4, !tbaa !66
  %124 = load ptr, ptr %115, align 8, !tbaa !67
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
  %127 = load ptr, ptr %115, align 8, !tbaa !67
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  call void %129(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
  br label %141

130:                                              ; preds = %117
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i32 %121, -1
  store i32 %134, ptr %118, align 4, !tbaa !53
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw volatile add ptr %118, i32 -1 acq_rel, align 4
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %121, %133 ], [ %136, %135 ]
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %141, !prof !69

140:                                              ; preds = %137
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
  br label %141

141:                                              ; preds = %140, %137, %122, %114
  %142 = load ptr, ptr %78, align 8, !tbaa !62
  %143 = icmp eq ptr %142, null
  br i1 %143, label %168, label %144

144:                                              ; preds = %141
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load atomic i64, ptr %145 acquire, align 8
  %147 = icmp eq i64 %146, 4294967297
  %148 = trunc i64 %146 to i32
  br i1 %147, label %149, label %157

149:                                              ; preds = %144
  store i32 0, ptr %145, align 8, !tbaa !64
  %150 = getelementptr inbounds i8, ptr %142, i64 12
  store i32 0, ptr %150, align 4, !tbaa !66
  %151 = load ptr, ptr %142, align 8, !tbaa !67
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %142) #27
  %154 = load ptr, ptr %142, align 8, !tbaa !67
  %155 = getelementptr inbounds i8, ptr %154, i64 24
  %156 = load ptr, ptr %155, align 8
  call void %156(ptr noundef nonnull align 8 dereferenceable(16) %142) #27
  br label %168

157:                                              ; preds = %144
  %158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %159 = icmp eq i8 %158, 0
  br i1 %159, label %162, label %160

160:                                              ; preds = %157
  %161 = add nsw i32 %148, -1
  store i32 %161, ptr %145, align 4, !tbaa !53
  br label %164

162:                                              ; preds = %157
  %163 = atomicrmw volatile add ptr %145, i32 -1 acq_rel, align 4
  br label %164

164:                                              ; preds = %162, %160
  %165 = phi i32 [ %148, %160 ], [ %163, %162 ]
  %166 = icmp eq i32 %165, 1
  br i1 %166, label %167, label %168, !prof !69

167:                                              ; preds = %164
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %142) #27
  br label %168

168:                                              ; preds = %141, %149, %164, %167
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %9) #27
  %169 = load ptr, ptr %79, align 8, !tbaa !62
  %170 = icmp eq ptr %169, null
  br i1 %170, label %195, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load atomic i64, ptr %172 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %172, align 8, !tbaa !64
  %177 = getelementptr inbounds i8, ptr %169, i64 12
  store i32 0, ptr %177, align 4, !tbaa !66
  %178 = load ptr, ptr %169, align 8, !tbaa !67
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  %181 = load ptr, ptr %169, align 8, !tbaa !67
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %172, align 4, !tbaa !53
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %172, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %195, !prof !69

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

195:                                              ; preds = %168, %176, %191, %194
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #27
  %196 = load ptr, ptr %97, align 8, !tbaa !62
  %197 = icmp eq ptr %196, null
  br i1 %197, label %222, label %198

198:                                              ; preds = %195
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load atomic i64, ptr %199 acquire, align 8
  %201 = icmp eq i64 %200, 4294967297
  %202 = trunc i64 %200 to i32
  br i1 %201, label %203, label %211

203:                                              ; preds = %198
  store i32 0, ptr %199, align 8, !tbaa !64
  %204 = getelementptr inbounds i8, ptr %196, i64 12
  store i32 0, ptr %204, align 4, !tbaa !66
  %205 = load ptr, ptr %196, align 8, !tbaa !67
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %196) #27
  %208 = load ptr, ptr %196, align 8, !tbaa !67
  %209 = getelementptr inbounds i8, ptr %208, i64 24
  %210 = load ptr, ptr %209, align 8
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %196) #27
  br label %222

211:                                              ; preds = %198
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %216, label %214

214:                                              ; preds = %211
  %215 = add nsw i32 %202, -1
  store i32 %215, ptr %199, align 4, !tbaa !53
  br label %218

216:                                              ; preds = %211
  %217 = atomicrmw volatile add ptr %199, i32 -1 acq_rel, align 4
  br label %218

218:                                              ; preds = %216, %214
  %219 = phi i32 [ %202, %214 ], [ %217, %216 ]
  %220 = icmp eq i32 %219, 1
  br i1 %220, label %221, label %222, !prof !69

221:                                              ; preds = %218
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %196) #27
  br label %222

222:                                              ; preds = %195, %203, %218, %221
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #27
  ret void

223:                                              ; preds = %2
  %224 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %231

225:                                              ; preds = %65
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %229

227:                                              ; preds = %109
  %228 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(168) %9) #27
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #27
  br label %229

229:                                              ; preds = %227, %225
  %230 = phi { ptr, i32 } [ %228, %227 ], [ %226, %225 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %5) #27
  br label %231

231:                                              ; preds = %229, %223
  %232 = phi { ptr, i32 } [ %230, %229 ], [ %224, %223 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #27
  resume { ptr, i32 } %232
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi3EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.225") align 8 %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !59
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !61
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !62
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !64
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !66
  %24 = load ptr, ptr %15, align 8, !tbaa !67
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !67
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
  store i32 %34, ptr %18, align 4, !tbaa !53
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !69

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !70

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !59
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !71
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
define linkonce_odr dso_local void @_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !64
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !66
  %40 = load ptr, ptr %31, align 8, !tbaa !67
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !67
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
  store i32 %50, ptr %34, align 4, !tbaa !53
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !69

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::range.18", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !50
  %16 = load ptr, ptr %13, align 8, !tbaa !50
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !69

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #32
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !211
  store ptr %29, ptr %27, align 8, !tbaa !211
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !62
  store ptr %32, ptr %30, align 8, !tbaa !62
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !53
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !53
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !213

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !59
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !61
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !71
  %54 = load ptr, ptr %1, align 8, !tbaa !173
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !387
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !389, !range !33, !noundef !34
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !62
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !64
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !66
  %77 = load ptr, ptr %68, align 8, !tbaa !67
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #27
  %80 = load ptr, ptr %68, align 8, !tbaa !67
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #27
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !53
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !69

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #27
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !70

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !59
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !71
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #28
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !50
  %111 = load ptr, ptr %13, align 8, !tbaa !50
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !69

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #32
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !211
  store ptr %125, ptr %123, align 8, !tbaa !211
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !62
  store ptr %128, ptr %126, align 8, !tbaa !62
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !53
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !53
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !213

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !59
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !61
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !71
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.25)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #27
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !62
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !64
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !66
  %175 = load ptr, ptr %166, align 8, !tbaa !67
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  %178 = load ptr, ptr %166, align 8, !tbaa !67
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !53
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !69

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #27
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !70

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !59
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !71
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #28
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !402
  %209 = load ptr, ptr %1, align 8, !tbaa !173
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %214 unwind label %231

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %231

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %231

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %231

220:                                              ; preds = %218
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %222 unwind label %231

222:                                              ; preds = %220
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %231

226:                                              ; preds = %222
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %228 unwind label %231

228:                                              ; preds = %226
  ret void

229:                                              ; preds = %57
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %243

231:                                              ; preds = %226, %222, %220, %218, %216, %214, %206, %212, %205
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %241

233:                                              ; preds = %120, %118
  %234 = landingpad { ptr, i32 }
          cleanup
  br label %239

235:                                              ; preds = %157
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %237

237:                                              ; preds = %159, %235
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %160, %159 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::range.18", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !50
  %15 = load ptr, ptr %12, align 8, !tbaa !50
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !69

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #32
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !211
  store ptr %28, ptr %26, align 8, !tbaa !211
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  store ptr %31, ptr %29, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !53
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !53
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !213

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !59
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !61
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !71
  %53 = load ptr, ptr %1, align 8, !tbaa !173
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1025, i32 1027
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !387
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !389, !range !33, !noundef !34
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !62
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !64
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !66
  %79 = load ptr, ptr %70, align 8, !tbaa !67
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #27
  %82 = load ptr, ptr %70, align 8, !tbaa !67
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #27
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !53
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !69

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #27
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !70

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !59
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !71
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #28
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !50
  %112 = load ptr, ptr %12, align 8, !tbaa !50
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !69

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #32
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !211
  store ptr %126, ptr %124, align 8, !tbaa !211
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !62
  store ptr %129, ptr %127, align 8, !tbaa !62
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !53
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !53
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !213

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !62
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !64
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !66
  %156 = load ptr, ptr %147, align 8, !tbaa !67
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  %159 = load ptr, ptr %147, align 8, !tbaa !67
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !53
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !69

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #27
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !70

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #28
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !403
  %181 = load ptr, ptr %1, align 8, !tbaa !173
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::range.18") align 8 %1, ptr noundef nonnull align 8 dereferenceable(168) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"class.sycl::_V1::range.18", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %20, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.30)
          to label %15 unwind label %18

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %42, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %43, %42 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  br label %16

20:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %21 = load i64, ptr %1, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = load i64, ptr %22, align 8, !tbaa !15
  %24 = mul i64 %23, %21
  %25 = icmp eq i64 %23, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %20
  %27 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %23, i64 %21)
  %28 = extractvalue { i64, i1 } %27, 1
  br i1 %28, label %36, label %29

29:                                               ; preds = %26, %20
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = load i64, ptr %30, align 8, !tbaa !15
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %29
  %34 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %31, i64 %24)
  %35 = extractvalue { i64, i1 } %34, 1
  br i1 %35, label %36, label %44

36:                                               ; preds = %26, %33
  %37 = call ptr @__cxa_allocate_exception(i64 64) #27
  %38 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %39 = extractvalue { i32, ptr } %38, 0
  %40 = extractvalue { i32, ptr } %38, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %37, i32 %39, ptr %40, ptr noundef nonnull @.str.29)
          to label %41 unwind label %42

41:                                               ; preds = %36
  call void @__cxa_throw(ptr nonnull %37, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

42:                                               ; preds = %36
  %43 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %37) #27
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #27
  br label %16

44:                                               ; preds = %33, %29
  %45 = load ptr, ptr %6, align 8, !tbaa !50
  %46 = getelementptr inbounds i8, ptr %6, i64 8
  %47 = load i64, ptr %46, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %45, i64 %47)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #27
  %48 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %48, align 8, !tbaa !222, !alias.scope !404
  %49 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %49, align 2, !tbaa !229, !alias.scope !404
  %50 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %50, align 4, !tbaa !231, !alias.scope !404
  %51 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %51, align 4, !tbaa !233, !alias.scope !404
  %52 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %52, align 4, !tbaa !235, !alias.scope !404
  %53 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %53, align 4, !tbaa !233, !alias.scope !404
  %54 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %54, align 4, !tbaa !235, !alias.scope !404
  %55 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %55, align 4, !tbaa !233, !alias.scope !404
  %56 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %56, align 4, !tbaa !235, !alias.scope !404
  %57 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %57, align 8, !tbaa !237, !alias.scope !404
  %58 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %58, align 8, !tbaa !239, !alias.scope !404
  %59 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %59, align 8, !tbaa !241, !alias.scope !404
  %60 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %60, align 8, !tbaa !243, !alias.scope !404
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr %5, ptr %4, align 8, !tbaa !274
  %61 = getelementptr inbounds i8, ptr %4, i64 8
  %62 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, i8 0, i64 16, i1 false)
  store i64 3, ptr %62, align 8, !tbaa !276
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  call void @_ZN4sycl3_V17handler11StoreLambdaI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(168) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI14Stencil3DSweepEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 15
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [19 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !53
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI14Stencil3DSweepZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEKSG_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(168) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(176) ptr @_Znwm(i64 noundef 176) #32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %4, align 8, !tbaa !67
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load float, ptr %1, align 8, !tbaa !398
  store float %6, ptr %5, align 8, !tbaa !398
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !203
  store ptr %9, ptr %7, align 8, !tbaa !203
  %10 = getelementptr inbounds i8, ptr %4, i64 24
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !62
  store ptr %12, ptr %10, align 8, !tbaa !62
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !53
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !53
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %2
  %24 = getelementptr inbounds i8, ptr %4, i64 32
  %25 = getelementptr inbounds i8, ptr %1, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %24, ptr noundef nonnull align 8 dereferenceable(64) %25, i64 64, i1 false)
  %26 = getelementptr inbounds i8, ptr %4, i64 96
  %27 = getelementptr inbounds i8, ptr %1, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !203
  store ptr %28, ptr %26, align 8, !tbaa !203
  %29 = getelementptr inbounds i8, ptr %4, i64 104
  %30 = getelementptr inbounds i8, ptr %1, i64 96
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  store ptr %31, ptr %29, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !53
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !53
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %23, %37, %40
  %43 = getelementptr inbounds i8, ptr %4, i64 112
  %44 = getelementptr inbounds i8, ptr %1, i64 104
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %43, ptr noundef nonnull align 8 dereferenceable(64) %44, i64 64, i1 false)
  %45 = load ptr, ptr %3, align 8, !tbaa !50
  store ptr %4, ptr %3, align 8, !tbaa !50
  %46 = icmp eq ptr %45, null
  br i1 %46, label %51, label %47

47:                                               ; preds = %42
  %48 = load ptr, ptr %45, align 8, !tbaa !67
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  tail call void %50(ptr noundef nonnull align 8 dereferenceable(8) %45) #27
  br label %51

51:                                               ; preds = %42, %47
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %52 = load ptr, ptr %3, align 8, !tbaa !50
  %53 = load ptr, ptr %52, align 8, !tbaa !67
  %54 = load ptr, ptr %53, align 8
  %55 = tail call noundef ptr %54(ptr noundef nonnull align 8 dereferenceable(8) %52)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %55)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI14Stencil3DSweepEEvPv.Info, i64 16, i1 false), !tbaa.struct !282
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !283

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI14Stencil3DSweepEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !50
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info) #27
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI14Stencil3DSweepEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !50
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !67
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !62
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !64
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !66
  %40 = load ptr, ptr %31, align 8, !tbaa !67
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !67
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
  store i32 %50, ptr %34, align 4, !tbaa !53
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !69

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 176) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi3ELb1EEEZZN9Stencil3D3runERNS0_5queueERSt6vectorINS0_5eventESaIS9_EEENKUlRNS0_7handlerEE_clESE_EUlNS0_2idILi3EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item.232") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::id", align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = getelementptr inbounds i8, ptr %1, i64 40
  %7 = load i64, ptr %6, align 8, !tbaa !15
  %8 = load <2 x i64>, ptr %5, align 8, !tbaa !15
  store <2 x i64> %8, ptr %4, align 16, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %7, ptr %9, align 16, !tbaa !15
  tail call void @_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi3EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %4)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_ENKUlNS1_2idILi3EEEE_clESD_(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #21 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = alloca { ptr, [56 x i8] }, align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = alloca { ptr, [56 x i8] }, align 8
  %8 = alloca { ptr, [56 x i8] }, align 8
  %9 = alloca { ptr, [56 x i8] }, align 8
  %10 = alloca { ptr, [56 x i8] }, align 8
  %11 = alloca { ptr, [56 x i8] }, align 8
  %12 = alloca { ptr, [56 x i8] }, align 8
  %13 = alloca { ptr, [56 x i8] }, align 8
  %14 = alloca { ptr, [56 x i8] }, align 8
  %15 = alloca { ptr, [56 x i8] }, align 8
  %16 = alloca { ptr, [56 x i8] }, align 8
  %17 = alloca { ptr, [56 x i8] }, align 8
  %18 = alloca { ptr, [56 x i8] }, align 8
  %19 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %20 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %21 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %22 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %23 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %24 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %25 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %26 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %27 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %28 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %29 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %30 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %31 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %32 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.234", align 8
  %33 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %34 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.235", align 8
  %35 = load i64, ptr %1, align 8, !tbaa !15
  %36 = add i64 %35, 1
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !15
  %39 = add i64 %38, 1
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = load i64, ptr %40, align 8, !tbaa !15
  %42 = add i64 %41, 1
  %43 = load float, ptr %0, align 8, !tbaa !398
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %20) #27
  %44 = getelementptr inbounds i8, ptr %0, i64 88
  tail call void @llvm.experimental.noalias.scope.decl(metadata !409)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %18)
  %45 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !409
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !409
  %48 = icmp eq ptr %47, null
  br i1 %48, label %59, label %49

49:                                               ; preds = %2
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !409
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !53, !noalias !409
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !53, !noalias !409
  br label %65

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4, !noalias !409
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !409
  br label %65

59:                                               ; preds = %2
  %60 = getelementptr inbounds i8, ptr %0, i64 104
  %61 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 0, ptr %61, align 8
  %62 = getelementptr inbounds i8, ptr %20, i64 24
  store ptr %45, ptr %62, align 8, !tbaa !203, !alias.scope !409
  %63 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr null, ptr %63, align 8, !tbaa !62, !alias.scope !409
  %64 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %64, ptr noundef nonnull align 8 dereferenceable(64) %60, i64 64, i1 false)
  store i64 %36, ptr %20, align 8, !tbaa !15, !alias.scope !409
  br label %100

65:                                               ; preds = %56, %53
  %66 = phi i8 [ %58, %56 ], [ 1, %53 ]
  %67 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %18, ptr noundef nonnull align 8 dereferenceable(64) %67, i64 64, i1 false), !noalias !409
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, i8 0, i64 24, i1 false), !alias.scope !409
  %68 = getelementptr inbounds i8, ptr %20, i64 24
  store ptr %45, ptr %68, align 8, !tbaa !203, !alias.scope !409
  %69 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %47, ptr %69, align 8, !tbaa !62, !alias.scope !409
  %70 = icmp eq i8 %66, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %65
  %72 = load i32, ptr %50, align 4, !tbaa !53, !noalias !409
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %50, align 4, !tbaa !53, !noalias !409
  br label %76

74:                                               ; preds = %65
  %75 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4, !noalias !409
  br label %76

76:                                               ; preds = %74, %71
  %77 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %77, ptr noundef nonnull align 8 dereferenceable(64) %18, i64 64, i1 false)
  store i64 %36, ptr %20, align 8, !tbaa !15, !alias.scope !409
  %78 = load atomic i64, ptr %50 acquire, align 8, !noalias !409
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %50, align 8, !tbaa !64, !noalias !409
  %82 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %82, align 4, !tbaa !66, !noalias !409
  %83 = load ptr, ptr %47, align 8, !tbaa !67, !noalias !409
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8, !noalias !409
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %47) #27, !noalias !409
  %86 = load ptr, ptr %47, align 8, !tbaa !67, !noalias !409
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8, !noalias !409
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %47) #27, !noalias !409
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !409
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %50, align 4, !tbaa !53, !noalias !409
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4, !noalias !409
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !69

99:                                               ; preds = %96
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #27, !noalias !409
  br label %100

100:                                              ; preds = %59, %81, %96, %99
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !412)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17)
  %101 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 %39, ptr %101, align 8, !tbaa !15, !noalias !412
  %102 = getelementptr inbounds i8, ptr %20, i64 24
  %103 = load ptr, ptr %102, align 8, !tbaa !203, !noalias !412
  %104 = getelementptr inbounds i8, ptr %20, i64 32
  %105 = load ptr, ptr %104, align 8, !tbaa !62, !noalias !412
  %106 = icmp eq ptr %105, null
  %107 = getelementptr inbounds i8, ptr %19, i64 32
  br i1 %106, label %126, label %108

108:                                              ; preds = %100
  %109 = getelementptr inbounds i8, ptr %105, i64 8
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !412
  %111 = icmp eq i8 %110, 0
  %112 = getelementptr inbounds i8, ptr %20, i64 40
  %113 = getelementptr inbounds i8, ptr %19, i64 24
  br i1 %111, label %117, label %114

114:                                              ; preds = %108
  %115 = load i32, ptr %109, align 4, !tbaa !53, !noalias !412
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %109, align 4, !tbaa !53, !noalias !412
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) %112, i64 64, i1 false), !noalias !412
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 24, i1 false)
  store ptr %103, ptr %113, align 8, !tbaa !203, !alias.scope !412
  store ptr %105, ptr %107, align 8, !tbaa !62, !alias.scope !412
  br label %121

117:                                              ; preds = %108
  %118 = atomicrmw volatile add ptr %109, i32 1 acq_rel, align 4, !noalias !412
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !412
  %120 = icmp eq i8 %119, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) %112, i64 64, i1 false), !noalias !412
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 24, i1 false)
  store ptr %103, ptr %113, align 8, !tbaa !203, !alias.scope !412
  store ptr %105, ptr %107, align 8, !tbaa !62, !alias.scope !412
  br i1 %120, label %124, label %121

121:                                              ; preds = %117, %114
  %122 = load i32, ptr %109, align 4, !tbaa !53, !noalias !412
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %109, align 4, !tbaa !53, !noalias !412
  br label %130

124:                                              ; preds = %117
  %125 = atomicrmw volatile add ptr %109, i32 1 acq_rel, align 4, !noalias !412
  br label %130

126:                                              ; preds = %100
  %127 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 16, i1 false)
  %128 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %103, ptr %128, align 8, !tbaa !203, !alias.scope !412
  store ptr null, ptr %107, align 8, !tbaa !62, !alias.scope !412
  %129 = getelementptr inbounds i8, ptr %19, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %129, ptr noundef nonnull align 8 dereferenceable(64) %127, i64 64, i1 false)
  br label %154

130:                                              ; preds = %124, %121
  %131 = getelementptr inbounds i8, ptr %19, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %131, ptr noundef nonnull align 8 dereferenceable(64) %17, i64 64, i1 false)
  %132 = load atomic i64, ptr %109 acquire, align 8, !noalias !412
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %109, align 8, !tbaa !64, !noalias !412
  %136 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %136, align 4, !tbaa !66, !noalias !412
  %137 = load ptr, ptr %105, align 8, !tbaa !67, !noalias !412
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8, !noalias !412
  tail call void %139(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !412
  %140 = load ptr, ptr %105, align 8, !tbaa !67, !noalias !412
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8, !noalias !412
  tail call void %142(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !412
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !412
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %109, align 4, !tbaa !53, !noalias !412
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %109, i32 -1 acq_rel, align 4, !noalias !412
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !69

153:                                              ; preds = %150
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27, !noalias !412
  br label %154

154:                                              ; preds = %153, %150, %135, %126
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17)
  %155 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 %42, ptr %155, align 8, !tbaa !15
  %156 = getelementptr inbounds i8, ptr %19, i64 24
  %157 = load i64, ptr %19, align 8
  %158 = getelementptr inbounds i8, ptr %19, i64 8
  %159 = load i64, ptr %158, align 8
  %160 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %161 unwind label %1649

161:                                              ; preds = %154
  %162 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %163 unwind label %1649

163:                                              ; preds = %161
  %164 = load i64, ptr %162, align 8
  %165 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %166 unwind label %1649

166:                                              ; preds = %163
  %167 = getelementptr inbounds i8, ptr %165, i64 8
  %168 = load i64, ptr %167, align 8
  %169 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %170 unwind label %1649

170:                                              ; preds = %166
  %171 = getelementptr inbounds i8, ptr %169, i64 8
  %172 = load i64, ptr %171, align 8
  %173 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %174 unwind label %1649

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %173, i64 16
  %176 = load i64, ptr %175, align 8
  %177 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %156)
          to label %178 unwind label %1649

178:                                              ; preds = %174
  %179 = add i64 %164, %157
  %180 = mul i64 %168, %179
  %181 = add i64 %180, %159
  %182 = add i64 %181, %172
  %183 = mul i64 %176, %182
  %184 = getelementptr inbounds i8, ptr %177, i64 16
  %185 = load i64, ptr %184, align 8
  %186 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  %187 = getelementptr float, ptr %186, i64 %42
  %188 = getelementptr float, ptr %187, i64 %183
  %189 = getelementptr float, ptr %188, i64 %185
  %190 = load float, ptr %189, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %21) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %22) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !415)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16)
  %191 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !415
  %192 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !415
  %193 = icmp eq ptr %192, null
  br i1 %193, label %204, label %194

194:                                              ; preds = %178
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !415
  %197 = icmp eq i8 %196, 0
  br i1 %197, label %201, label %198

198:                                              ; preds = %194
  %199 = load i32, ptr %195, align 4, !tbaa !53, !noalias !415
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %195, align 4, !tbaa !53, !noalias !415
  br label %210

201:                                              ; preds = %194
  %202 = atomicrmw volatile add ptr %195, i32 1 acq_rel, align 4, !noalias !415
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !415
  br label %210

204:                                              ; preds = %178
  %205 = getelementptr inbounds i8, ptr %0, i64 104
  %206 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 0, ptr %206, align 8
  %207 = getelementptr inbounds i8, ptr %22, i64 24
  store ptr %191, ptr %207, align 8, !tbaa !203, !alias.scope !415
  %208 = getelementptr inbounds i8, ptr %22, i64 32
  store ptr null, ptr %208, align 8, !tbaa !62, !alias.scope !415
  %209 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %209, ptr noundef nonnull align 8 dereferenceable(64) %205, i64 64, i1 false)
  store i64 %35, ptr %22, align 8, !tbaa !15, !alias.scope !415
  br label %245

210:                                              ; preds = %201, %198
  %211 = phi i8 [ %203, %201 ], [ 1, %198 ]
  %212 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %16, ptr noundef nonnull align 8 dereferenceable(64) %212, i64 64, i1 false), !noalias !415
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false), !alias.scope !415
  %213 = getelementptr inbounds i8, ptr %22, i64 24
  store ptr %191, ptr %213, align 8, !tbaa !203, !alias.scope !415
  %214 = getelementptr inbounds i8, ptr %22, i64 32
  store ptr %192, ptr %214, align 8, !tbaa !62, !alias.scope !415
  %215 = icmp eq i8 %211, 0
  br i1 %215, label %219, label %216

216:                                              ; preds = %210
  %217 = load i32, ptr %195, align 4, !tbaa !53, !noalias !415
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %195, align 4, !tbaa !53, !noalias !415
  br label %221

219:                                              ; preds = %210
  %220 = atomicrmw volatile add ptr %195, i32 1 acq_rel, align 4, !noalias !415
  br label %221

221:                                              ; preds = %219, %216
  %222 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %222, ptr noundef nonnull align 8 dereferenceable(64) %16, i64 64, i1 false)
  store i64 %35, ptr %22, align 8, !tbaa !15, !alias.scope !415
  %223 = load atomic i64, ptr %195 acquire, align 8, !noalias !415
  %224 = icmp eq i64 %223, 4294967297
  %225 = trunc i64 %223 to i32
  br i1 %224, label %226, label %234

226:                                              ; preds = %221
  store i32 0, ptr %195, align 8, !tbaa !64, !noalias !415
  %227 = getelementptr inbounds i8, ptr %192, i64 12
  store i32 0, ptr %227, align 4, !tbaa !66, !noalias !415
  %228 = load ptr, ptr %192, align 8, !tbaa !67, !noalias !415
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8, !noalias !415
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %192) #27, !noalias !415
  %231 = load ptr, ptr %192, align 8, !tbaa !67, !noalias !415
  %232 = getelementptr inbounds i8, ptr %231, i64 24
  %233 = load ptr, ptr %232, align 8, !noalias !415
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %192) #27, !noalias !415
  br label %245

234:                                              ; preds = %221
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !415
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %239, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %225, -1
  store i32 %238, ptr %195, align 4, !tbaa !53, !noalias !415
  br label %241

239:                                              ; preds = %234
  %240 = atomicrmw volatile add ptr %195, i32 -1 acq_rel, align 4, !noalias !415
  br label %241

241:                                              ; preds = %239, %237
  %242 = phi i32 [ %225, %237 ], [ %240, %239 ]
  %243 = icmp eq i32 %242, 1
  br i1 %243, label %244, label %245, !prof !69

244:                                              ; preds = %241
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %192) #27, !noalias !415
  br label %245

245:                                              ; preds = %244, %241, %226, %204
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16)
  call void @llvm.experimental.noalias.scope.decl(metadata !418)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15)
  %246 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %39, ptr %246, align 8, !tbaa !15, !noalias !418
  %247 = getelementptr inbounds i8, ptr %22, i64 24
  %248 = load ptr, ptr %247, align 8, !tbaa !203, !noalias !418
  %249 = getelementptr inbounds i8, ptr %22, i64 32
  %250 = load ptr, ptr %249, align 8, !tbaa !62, !noalias !418
  %251 = icmp eq ptr %250, null
  %252 = getelementptr inbounds i8, ptr %21, i64 32
  br i1 %251, label %271, label %253

253:                                              ; preds = %245
  %254 = getelementptr inbounds i8, ptr %250, i64 8
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !418
  %256 = icmp eq i8 %255, 0
  %257 = getelementptr inbounds i8, ptr %22, i64 40
  %258 = getelementptr inbounds i8, ptr %21, i64 24
  br i1 %256, label %262, label %259

259:                                              ; preds = %253
  %260 = load i32, ptr %254, align 4, !tbaa !53, !noalias !418
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %254, align 4, !tbaa !53, !noalias !418
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %15, ptr noundef nonnull align 8 dereferenceable(64) %257, i64 64, i1 false), !noalias !418
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 24, i1 false)
  store ptr %248, ptr %258, align 8, !tbaa !203, !alias.scope !418
  store ptr %250, ptr %252, align 8, !tbaa !62, !alias.scope !418
  br label %266

262:                                              ; preds = %253
  %263 = atomicrmw volatile add ptr %254, i32 1 acq_rel, align 4, !noalias !418
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !418
  %265 = icmp eq i8 %264, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %15, ptr noundef nonnull align 8 dereferenceable(64) %257, i64 64, i1 false), !noalias !418
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 24, i1 false)
  store ptr %248, ptr %258, align 8, !tbaa !203, !alias.scope !418
  store ptr %250, ptr %252, align 8, !tbaa !62, !alias.scope !418
  br i1 %265, label %269, label %266

266:                                              ; preds = %262, %259
  %267 = load i32, ptr %254, align 4, !tbaa !53, !noalias !418
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %254, align 4, !tbaa !53, !noalias !418
  br label %275

269:                                              ; preds = %262
  %270 = atomicrmw volatile add ptr %254, i32 1 acq_rel, align 4, !noalias !418
  br label %275

271:                                              ; preds = %245
  %272 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 16, i1 false)
  %273 = getelementptr inbounds i8, ptr %21, i64 24
  store ptr %248, ptr %273, align 8, !tbaa !203, !alias.scope !418
  store ptr null, ptr %252, align 8, !tbaa !62, !alias.scope !418
  %274 = getelementptr inbounds i8, ptr %21, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %274, ptr noundef nonnull align 8 dereferenceable(64) %272, i64 64, i1 false)
  br label %299

275:                                              ; preds = %269, %266
  %276 = getelementptr inbounds i8, ptr %21, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %276, ptr noundef nonnull align 8 dereferenceable(64) %15, i64 64, i1 false)
  %277 = load atomic i64, ptr %254 acquire, align 8, !noalias !418
  %278 = icmp eq i64 %277, 4294967297
  %279 = trunc i64 %277 to i32
  br i1 %278, label %280, label %288

280:                                              ; preds = %275
  store i32 0, ptr %254, align 8, !tbaa !64, !noalias !418
  %281 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %281, align 4, !tbaa !66, !noalias !418
  %282 = load ptr, ptr %250, align 8, !tbaa !67, !noalias !418
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  %284 = load ptr, ptr %283, align 8, !noalias !418
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %250) #27, !noalias !418
  %285 = load ptr, ptr %250, align 8, !tbaa !67, !noalias !418
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8, !noalias !418
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %250) #27, !noalias !418
  br label %299

288:                                              ; preds = %275
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !418
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  %292 = add nsw i32 %279, -1
  store i32 %292, ptr %254, align 4, !tbaa !53, !noalias !418
  br label %295

293:                                              ; preds = %288
  %294 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4, !noalias !418
  br label %295

295:                                              ; preds = %293, %291
  %296 = phi i32 [ %279, %291 ], [ %294, %293 ]
  %297 = icmp eq i32 %296, 1
  br i1 %297, label %298, label %299, !prof !69

298:                                              ; preds = %295
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #27, !noalias !418
  br label %299

299:                                              ; preds = %298, %295, %280, %271
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15)
  %300 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 %42, ptr %300, align 8, !tbaa !15
  %301 = getelementptr inbounds i8, ptr %21, i64 24
  %302 = load i64, ptr %21, align 8
  %303 = getelementptr inbounds i8, ptr %21, i64 8
  %304 = load i64, ptr %303, align 8
  %305 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %306 unwind label %1651

306:                                              ; preds = %299
  %307 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %308 unwind label %1651

308:                                              ; preds = %306
  %309 = load i64, ptr %307, align 8
  %310 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %311 unwind label %1651

311:                                              ; preds = %308
  %312 = getelementptr inbounds i8, ptr %310, i64 8
  %313 = load i64, ptr %312, align 8
  %314 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %315 unwind label %1651

315:                                              ; preds = %311
  %316 = getelementptr inbounds i8, ptr %314, i64 8
  %317 = load i64, ptr %316, align 8
  %318 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %319 unwind label %1651

319:                                              ; preds = %315
  %320 = getelementptr inbounds i8, ptr %318, i64 16
  %321 = load i64, ptr %320, align 8
  %322 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %301)
          to label %323 unwind label %1651

323:                                              ; preds = %319
  %324 = add i64 %309, %302
  %325 = mul i64 %313, %324
  %326 = add i64 %325, %304
  %327 = add i64 %326, %317
  %328 = mul i64 %321, %327
  %329 = getelementptr inbounds i8, ptr %322, i64 16
  %330 = load i64, ptr %329, align 8
  %331 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %301) #27
  %332 = getelementptr float, ptr %331, i64 %42
  %333 = getelementptr float, ptr %332, i64 %328
  %334 = getelementptr float, ptr %333, i64 %330
  %335 = load float, ptr %334, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %23) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %24) #27
  %336 = add i64 %35, 2
  call void @llvm.experimental.noalias.scope.decl(metadata !421)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14)
  %337 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !421
  %338 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !421
  %339 = icmp eq ptr %338, null
  br i1 %339, label %350, label %340

340:                                              ; preds = %323
  %341 = getelementptr inbounds i8, ptr %338, i64 8
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !421
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %347, label %344

344:                                              ; preds = %340
  %345 = load i32, ptr %341, align 4, !tbaa !53, !noalias !421
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %341, align 4, !tbaa !53, !noalias !421
  br label %356

347:                                              ; preds = %340
  %348 = atomicrmw volatile add ptr %341, i32 1 acq_rel, align 4, !noalias !421
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !421
  br label %356

350:                                              ; preds = %323
  %351 = getelementptr inbounds i8, ptr %0, i64 104
  %352 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 0, ptr %352, align 8
  %353 = getelementptr inbounds i8, ptr %24, i64 24
  store ptr %337, ptr %353, align 8, !tbaa !203, !alias.scope !421
  %354 = getelementptr inbounds i8, ptr %24, i64 32
  store ptr null, ptr %354, align 8, !tbaa !62, !alias.scope !421
  %355 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %355, ptr noundef nonnull align 8 dereferenceable(64) %351, i64 64, i1 false)
  store i64 %336, ptr %24, align 8, !tbaa !15, !alias.scope !421
  br label %391

356:                                              ; preds = %347, %344
  %357 = phi i8 [ %349, %347 ], [ 1, %344 ]
  %358 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %14, ptr noundef nonnull align 8 dereferenceable(64) %358, i64 64, i1 false), !noalias !421
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false), !alias.scope !421
  %359 = getelementptr inbounds i8, ptr %24, i64 24
  store ptr %337, ptr %359, align 8, !tbaa !203, !alias.scope !421
  %360 = getelementptr inbounds i8, ptr %24, i64 32
  store ptr %338, ptr %360, align 8, !tbaa !62, !alias.scope !421
  %361 = icmp eq i8 %357, 0
  br i1 %361, label %365, label %362

362:                                              ; preds = %356
  %363 = load i32, ptr %341, align 4, !tbaa !53, !noalias !421
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %341, align 4, !tbaa !53, !noalias !421
  br label %367

365:                                              ; preds = %356
  %366 = atomicrmw volatile add ptr %341, i32 1 acq_rel, align 4, !noalias !421
  br label %367

367:                                              ; preds = %365, %362
  %368 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %368, ptr noundef nonnull align 8 dereferenceable(64) %14, i64 64, i1 false)
  store i64 %336, ptr %24, align 8, !tbaa !15, !alias.scope !421
  %369 = load atomic i64, ptr %341 acquire, align 8, !noalias !421
  %370 = icmp eq i64 %369, 4294967297
  %371 = trunc i64 %369 to i32
  br i1 %370, label %372, label %380

372:                                              ; preds = %367
  store i32 0, ptr %341, align 8, !tbaa !64, !noalias !421
  %373 = getelementptr inbounds i8, ptr %338, i64 12
  store i32 0, ptr %373, align 4, !tbaa !66, !noalias !421
  %374 = load ptr, ptr %338, align 8, !tbaa !67, !noalias !421
  %375 = getelementptr inbounds i8, ptr %374, i64 16
  %376 = load ptr, ptr %375, align 8, !noalias !421
  call void %376(ptr noundef nonnull align 8 dereferenceable(16) %338) #27, !noalias !421
  %377 = load ptr, ptr %338, align 8, !tbaa !67, !noalias !421
  %378 = getelementptr inbounds i8, ptr %377, i64 24
  %379 = load ptr, ptr %378, align 8, !noalias !421
  call void %379(ptr noundef nonnull align 8 dereferenceable(16) %338) #27, !noalias !421
  br label %391

380:                                              ; preds = %367
  %381 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !421
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %385, label %383

383:                                              ; preds = %380
  %384 = add nsw i32 %371, -1
  store i32 %384, ptr %341, align 4, !tbaa !53, !noalias !421
  br label %387

385:                                              ; preds = %380
  %386 = atomicrmw volatile add ptr %341, i32 -1 acq_rel, align 4, !noalias !421
  br label %387

387:                                              ; preds = %385, %383
  %388 = phi i32 [ %371, %383 ], [ %386, %385 ]
  %389 = icmp eq i32 %388, 1
  br i1 %389, label %390, label %391, !prof !69

390:                                              ; preds = %387
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %338) #27, !noalias !421
  br label %391

391:                                              ; preds = %390, %387, %372, %350
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14)
  call void @llvm.experimental.noalias.scope.decl(metadata !424)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13)
  %392 = getelementptr inbounds i8, ptr %24, i64 8
  store i64 %39, ptr %392, align 8, !tbaa !15, !noalias !424
  %393 = getelementptr inbounds i8, ptr %24, i64 24
  %394 = load ptr, ptr %393, align 8, !tbaa !203, !noalias !424
  %395 = getelementptr inbounds i8, ptr %24, i64 32
  %396 = load ptr, ptr %395, align 8, !tbaa !62, !noalias !424
  %397 = icmp eq ptr %396, null
  %398 = getelementptr inbounds i8, ptr %23, i64 32
  br i1 %397, label %417, label %399

399:                                              ; preds = %391
  %400 = getelementptr inbounds i8, ptr %396, i64 8
  %401 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !424
  %402 = icmp eq i8 %401, 0
  %403 = getelementptr inbounds i8, ptr %24, i64 40
  %404 = getelementptr inbounds i8, ptr %23, i64 24
  br i1 %402, label %408, label %405

405:                                              ; preds = %399
  %406 = load i32, ptr %400, align 4, !tbaa !53, !noalias !424
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %400, align 4, !tbaa !53, !noalias !424
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %13, ptr noundef nonnull align 8 dereferenceable(64) %403, i64 64, i1 false), !noalias !424
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false)
  store ptr %394, ptr %404, align 8, !tbaa !203, !alias.scope !424
  store ptr %396, ptr %398, align 8, !tbaa !62, !alias.scope !424
  br label %412

408:                                              ; preds = %399
  %409 = atomicrmw volatile add ptr %400, i32 1 acq_rel, align 4, !noalias !424
  %410 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !424
  %411 = icmp eq i8 %410, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %13, ptr noundef nonnull align 8 dereferenceable(64) %403, i64 64, i1 false), !noalias !424
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false)
  store ptr %394, ptr %404, align 8, !tbaa !203, !alias.scope !424
  store ptr %396, ptr %398, align 8, !tbaa !62, !alias.scope !424
  br i1 %411, label %415, label %412

412:                                              ; preds = %408, %405
  %413 = load i32, ptr %400, align 4, !tbaa !53, !noalias !424
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr %400, align 4, !tbaa !53, !noalias !424
  br label %421

415:                                              ; preds = %408
  %416 = atomicrmw volatile add ptr %400, i32 1 acq_rel, align 4, !noalias !424
  br label %421

417:                                              ; preds = %391
  %418 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 16, i1 false)
  %419 = getelementptr inbounds i8, ptr %23, i64 24
  store ptr %394, ptr %419, align 8, !tbaa !203, !alias.scope !424
  store ptr null, ptr %398, align 8, !tbaa !62, !alias.scope !424
  %420 = getelementptr inbounds i8, ptr %23, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %420, ptr noundef nonnull align 8 dereferenceable(64) %418, i64 64, i1 false)
  br label %445

421:                                              ; preds = %415, %412
  %422 = getelementptr inbounds i8, ptr %23, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %422, ptr noundef nonnull align 8 dereferenceable(64) %13, i64 64, i1 false)
  %423 = load atomic i64, ptr %400 acquire, align 8, !noalias !424
  %424 = icmp eq i64 %423, 4294967297
  %425 = trunc i64 %423 to i32
  br i1 %424, label %426, label %434

426:                                              ; preds = %421
  store i32 0, ptr %400, align 8, !tbaa !64, !noalias !424
  %427 = getelementptr inbounds i8, ptr %396, i64 12
  store i32 0, ptr %427, align 4, !tbaa !66, !noalias !424
  %428 = load ptr, ptr %396, align 8, !tbaa !67, !noalias !424
  %429 = getelementptr inbounds i8, ptr %428, i64 16
  %430 = load ptr, ptr %429, align 8, !noalias !424
  call void %430(ptr noundef nonnull align 8 dereferenceable(16) %396) #27, !noalias !424
  %431 = load ptr, ptr %396, align 8, !tbaa !67, !noalias !424
  %432 = getelementptr inbounds i8, ptr %431, i64 24
  %433 = load ptr, ptr %432, align 8, !noalias !424
  call void %433(ptr noundef nonnull align 8 dereferenceable(16) %396) #27, !noalias !424
  br label %445

434:                                              ; preds = %421
  %435 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !424
  %436 = icmp eq i8 %435, 0
  br i1 %436, label %439, label %437

437:                                              ; preds = %434
  %438 = add nsw i32 %425, -1
  store i32 %438, ptr %400, align 4, !tbaa !53, !noalias !424
  br label %441

439:                                              ; preds = %434
  %440 = atomicrmw volatile add ptr %400, i32 -1 acq_rel, align 4, !noalias !424
  br label %441

441:                                              ; preds = %439, %437
  %442 = phi i32 [ %425, %437 ], [ %440, %439 ]
  %443 = icmp eq i32 %442, 1
  br i1 %443, label %444, label %445, !prof !69

444:                                              ; preds = %441
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %396) #27, !noalias !424
  br label %445

445:                                              ; preds = %444, %441, %426, %417
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13)
  %446 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 %42, ptr %446, align 8, !tbaa !15
  %447 = getelementptr inbounds i8, ptr %23, i64 24
  %448 = load i64, ptr %23, align 8
  %449 = getelementptr inbounds i8, ptr %23, i64 8
  %450 = load i64, ptr %449, align 8
  %451 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %452 unwind label %1653

452:                                              ; preds = %445
  %453 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %454 unwind label %1653

454:                                              ; preds = %452
  %455 = load i64, ptr %453, align 8
  %456 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %457 unwind label %1653

457:                                              ; preds = %454
  %458 = getelementptr inbounds i8, ptr %456, i64 8
  %459 = load i64, ptr %458, align 8
  %460 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %461 unwind label %1653

461:                                              ; preds = %457
  %462 = getelementptr inbounds i8, ptr %460, i64 8
  %463 = load i64, ptr %462, align 8
  %464 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %465 unwind label %1653

465:                                              ; preds = %461
  %466 = getelementptr inbounds i8, ptr %464, i64 16
  %467 = load i64, ptr %466, align 8
  %468 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %447)
          to label %469 unwind label %1653

469:                                              ; preds = %465
  %470 = add i64 %455, %448
  %471 = mul i64 %459, %470
  %472 = add i64 %471, %450
  %473 = add i64 %472, %463
  %474 = mul i64 %467, %473
  %475 = getelementptr inbounds i8, ptr %468, i64 16
  %476 = load i64, ptr %475, align 8
  %477 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %447) #27
  %478 = getelementptr float, ptr %477, i64 %42
  %479 = getelementptr float, ptr %478, i64 %474
  %480 = getelementptr float, ptr %479, i64 %476
  %481 = load float, ptr %480, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %25) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %26) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !427)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12)
  %482 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !427
  %483 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !427
  %484 = icmp eq ptr %483, null
  br i1 %484, label %495, label %485

485:                                              ; preds = %469
  %486 = getelementptr inbounds i8, ptr %483, i64 8
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !427
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %492, label %489

489:                                              ; preds = %485
  %490 = load i32, ptr %486, align 4, !tbaa !53, !noalias !427
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %486, align 4, !tbaa !53, !noalias !427
  br label %501

492:                                              ; preds = %485
  %493 = atomicrmw volatile add ptr %486, i32 1 acq_rel, align 4, !noalias !427
  %494 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !427
  br label %501

495:                                              ; preds = %469
  %496 = getelementptr inbounds i8, ptr %0, i64 104
  %497 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 0, ptr %497, align 8
  %498 = getelementptr inbounds i8, ptr %26, i64 24
  store ptr %482, ptr %498, align 8, !tbaa !203, !alias.scope !427
  %499 = getelementptr inbounds i8, ptr %26, i64 32
  store ptr null, ptr %499, align 8, !tbaa !62, !alias.scope !427
  %500 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %500, ptr noundef nonnull align 8 dereferenceable(64) %496, i64 64, i1 false)
  store i64 %36, ptr %26, align 8, !tbaa !15, !alias.scope !427
  br label %536

501:                                              ; preds = %492, %489
  %502 = phi i8 [ %494, %492 ], [ 1, %489 ]
  %503 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, ptr noundef nonnull align 8 dereferenceable(64) %503, i64 64, i1 false), !noalias !427
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, i8 0, i64 24, i1 false), !alias.scope !427
  %504 = getelementptr inbounds i8, ptr %26, i64 24
  store ptr %482, ptr %504, align 8, !tbaa !203, !alias.scope !427
  %505 = getelementptr inbounds i8, ptr %26, i64 32
  store ptr %483, ptr %505, align 8, !tbaa !62, !alias.scope !427
  %506 = icmp eq i8 %502, 0
  br i1 %506, label %510, label %507

507:                                              ; preds = %501
  %508 = load i32, ptr %486, align 4, !tbaa !53, !noalias !427
  %509 = add nsw i32 %508, 1
  store i32 %509, ptr %486, align 4, !tbaa !53, !noalias !427
  br label %512

510:                                              ; preds = %501
  %511 = atomicrmw volatile add ptr %486, i32 1 acq_rel, align 4, !noalias !427
  br label %512

512:                                              ; preds = %510, %507
  %513 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %513, ptr noundef nonnull align 8 dereferenceable(64) %12, i64 64, i1 false)
  store i64 %36, ptr %26, align 8, !tbaa !15, !alias.scope !427
  %514 = load atomic i64, ptr %486 acquire, align 8, !noalias !427
  %515 = icmp eq i64 %514, 4294967297
  %516 = trunc i64 %514 to i32
  br i1 %515, label %517, label %525

517:                                              ; preds = %512
  store i32 0, ptr %486, align 8, !tbaa !64, !noalias !427
  %518 = getelementptr inbounds i8, ptr %483, i64 12
  store i32 0, ptr %518, align 4, !tbaa !66, !noalias !427
  %519 = load ptr, ptr %483, align 8, !tbaa !67, !noalias !427
  %520 = getelementptr inbounds i8, ptr %519, i64 16
  %521 = load ptr, ptr %520, align 8, !noalias !427
  call void %521(ptr noundef nonnull align 8 dereferenceable(16) %483) #27, !noalias !427
  %522 = load ptr, ptr %483, align 8, !tbaa !67, !noalias !427
  %523 = getelementptr inbounds i8, ptr %522, i64 24
  %524 = load ptr, ptr %523, align 8, !noalias !427
  call void %524(ptr noundef nonnull align 8 dereferenceable(16) %483) #27, !noalias !427
  br label %536

525:                                              ; preds = %512
  %526 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !427
  %527 = icmp eq i8 %526, 0
  br i1 %527, label %530, label %528

528:                                              ; preds = %525
  %529 = add nsw i32 %516, -1
  store i32 %529, ptr %486, align 4, !tbaa !53, !noalias !427
  br label %532

530:                                              ; preds = %525
  %531 = atomicrmw volatile add ptr %486, i32 -1 acq_rel, align 4, !noalias !427
  br label %532

532:                                              ; preds = %530, %528
  %533 = phi i32 [ %516, %528 ], [ %531, %530 ]
  %534 = icmp eq i32 %533, 1
  br i1 %534, label %535, label %536, !prof !69

535:                                              ; preds = %532
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %483) #27, !noalias !427
  br label %536

536:                                              ; preds = %535, %532, %517, %495
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12)
  call void @llvm.experimental.noalias.scope.decl(metadata !430)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11)
  %537 = getelementptr inbounds i8, ptr %26, i64 8
  store i64 %38, ptr %537, align 8, !tbaa !15, !noalias !430
  %538 = getelementptr inbounds i8, ptr %26, i64 24
  %539 = load ptr, ptr %538, align 8, !tbaa !203, !noalias !430
  %540 = getelementptr inbounds i8, ptr %26, i64 32
  %541 = load ptr, ptr %540, align 8, !tbaa !62, !noalias !430
  %542 = icmp eq ptr %541, null
  %543 = getelementptr inbounds i8, ptr %25, i64 32
  br i1 %542, label %562, label %544

544:                                              ; preds = %536
  %545 = getelementptr inbounds i8, ptr %541, i64 8
  %546 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !430
  %547 = icmp eq i8 %546, 0
  %548 = getelementptr inbounds i8, ptr %26, i64 40
  %549 = getelementptr inbounds i8, ptr %25, i64 24
  br i1 %547, label %553, label %550

550:                                              ; preds = %544
  %551 = load i32, ptr %545, align 4, !tbaa !53, !noalias !430
  %552 = add nsw i32 %551, 1
  store i32 %552, ptr %545, align 4, !tbaa !53, !noalias !430
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %11, ptr noundef nonnull align 8 dereferenceable(64) %548, i64 64, i1 false), !noalias !430
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false)
  store ptr %539, ptr %549, align 8, !tbaa !203, !alias.scope !430
  store ptr %541, ptr %543, align 8, !tbaa !62, !alias.scope !430
  br label %557

553:                                              ; preds = %544
  %554 = atomicrmw volatile add ptr %545, i32 1 acq_rel, align 4, !noalias !430
  %555 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !430
  %556 = icmp eq i8 %555, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %11, ptr noundef nonnull align 8 dereferenceable(64) %548, i64 64, i1 false), !noalias !430
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false)
  store ptr %539, ptr %549, align 8, !tbaa !203, !alias.scope !430
  store ptr %541, ptr %543, align 8, !tbaa !62, !alias.scope !430
  br i1 %556, label %560, label %557

557:                                              ; preds = %553, %550
  %558 = load i32, ptr %545, align 4, !tbaa !53, !noalias !430
  %559 = add nsw i32 %558, 1
  store i32 %559, ptr %545, align 4, !tbaa !53, !noalias !430
  br label %566

560:                                              ; preds = %553
  %561 = atomicrmw volatile add ptr %545, i32 1 acq_rel, align 4, !noalias !430
  br label %566

562:                                              ; preds = %536
  %563 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 16, i1 false)
  %564 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %539, ptr %564, align 8, !tbaa !203, !alias.scope !430
  store ptr null, ptr %543, align 8, !tbaa !62, !alias.scope !430
  %565 = getelementptr inbounds i8, ptr %25, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %565, ptr noundef nonnull align 8 dereferenceable(64) %563, i64 64, i1 false)
  br label %590

566:                                              ; preds = %560, %557
  %567 = getelementptr inbounds i8, ptr %25, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %567, ptr noundef nonnull align 8 dereferenceable(64) %11, i64 64, i1 false)
  %568 = load atomic i64, ptr %545 acquire, align 8, !noalias !430
  %569 = icmp eq i64 %568, 4294967297
  %570 = trunc i64 %568 to i32
  br i1 %569, label %571, label %579

571:                                              ; preds = %566
  store i32 0, ptr %545, align 8, !tbaa !64, !noalias !430
  %572 = getelementptr inbounds i8, ptr %541, i64 12
  store i32 0, ptr %572, align 4, !tbaa !66, !noalias !430
  %573 = load ptr, ptr %541, align 8, !tbaa !67, !noalias !430
  %574 = getelementptr inbounds i8, ptr %573, i64 16
  %575 = load ptr, ptr %574, align 8, !noalias !430
  call void %575(ptr noundef nonnull align 8 dereferenceable(16) %541) #27, !noalias !430
  %576 = load ptr, ptr %541, align 8, !tbaa !67, !noalias !430
  %577 = getelementptr inbounds i8, ptr %576, i64 24
  %578 = load ptr, ptr %577, align 8, !noalias !430
  call void %578(ptr noundef nonnull align 8 dereferenceable(16) %541) #27, !noalias !430
  br label %590

579:                                              ; preds = %566
  %580 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !430
  %581 = icmp eq i8 %580, 0
  br i1 %581, label %584, label %582

582:                                              ; preds = %579
  %583 = add nsw i32 %570, -1
  store i32 %583, ptr %545, align 4, !tbaa !53, !noalias !430
  br label %586

584:                                              ; preds = %579
  %585 = atomicrmw volatile add ptr %545, i32 -1 acq_rel, align 4, !noalias !430
  br label %586

586:                                              ; preds = %584, %582
  %587 = phi i32 [ %570, %582 ], [ %585, %584 ]
  %588 = icmp eq i32 %587, 1
  br i1 %588, label %589, label %590, !prof !69

589:                                              ; preds = %586
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %541) #27, !noalias !430
  br label %590

590:                                              ; preds = %589, %586, %571, %562
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11)
  %591 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 %42, ptr %591, align 8, !tbaa !15
  %592 = getelementptr inbounds i8, ptr %25, i64 24
  %593 = load i64, ptr %25, align 8
  %594 = getelementptr inbounds i8, ptr %25, i64 8
  %595 = load i64, ptr %594, align 8
  %596 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %597 unwind label %1655

597:                                              ; preds = %590
  %598 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %599 unwind label %1655

599:                                              ; preds = %597
  %600 = load i64, ptr %598, align 8
  %601 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %602 unwind label %1655

602:                                              ; preds = %599
  %603 = getelementptr inbounds i8, ptr %601, i64 8
  %604 = load i64, ptr %603, align 8
  %605 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %606 unwind label %1655

606:                                              ; preds = %602
  %607 = getelementptr inbounds i8, ptr %605, i64 8
  %608 = load i64, ptr %607, align 8
  %609 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %610 unwind label %1655

610:                                              ; preds = %606
  %611 = getelementptr inbounds i8, ptr %609, i64 16
  %612 = load i64, ptr %611, align 8
  %613 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %592)
          to label %614 unwind label %1655

614:                                              ; preds = %610
  %615 = add i64 %600, %593
  %616 = mul i64 %604, %615
  %617 = add i64 %616, %595
  %618 = add i64 %617, %608
  %619 = mul i64 %612, %618
  %620 = getelementptr inbounds i8, ptr %613, i64 16
  %621 = load i64, ptr %620, align 8
  %622 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %592) #27
  %623 = getelementptr float, ptr %622, i64 %42
  %624 = getelementptr float, ptr %623, i64 %619
  %625 = getelementptr float, ptr %624, i64 %621
  %626 = load float, ptr %625, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %27) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %28) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !433)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10)
  %627 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !433
  %628 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !433
  %629 = icmp eq ptr %628, null
  br i1 %629, label %640, label %630

630:                                              ; preds = %614
  %631 = getelementptr inbounds i8, ptr %628, i64 8
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !433
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %637, label %634

634:                                              ; preds = %630
  %635 = load i32, ptr %631, align 4, !tbaa !53, !noalias !433
  %636 = add nsw i32 %635, 1
  store i32 %636, ptr %631, align 4, !tbaa !53, !noalias !433
  br label %646

637:                                              ; preds = %630
  %638 = atomicrmw volatile add ptr %631, i32 1 acq_rel, align 4, !noalias !433
  %639 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !433
  br label %646

640:                                              ; preds = %614
  %641 = getelementptr inbounds i8, ptr %0, i64 104
  %642 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 0, ptr %642, align 8
  %643 = getelementptr inbounds i8, ptr %28, i64 24
  store ptr %627, ptr %643, align 8, !tbaa !203, !alias.scope !433
  %644 = getelementptr inbounds i8, ptr %28, i64 32
  store ptr null, ptr %644, align 8, !tbaa !62, !alias.scope !433
  %645 = getelementptr inbounds i8, ptr %28, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %645, ptr noundef nonnull align 8 dereferenceable(64) %641, i64 64, i1 false)
  store i64 %36, ptr %28, align 8, !tbaa !15, !alias.scope !433
  br label %681

646:                                              ; preds = %637, %634
  %647 = phi i8 [ %639, %637 ], [ 1, %634 ]
  %648 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %648, i64 64, i1 false), !noalias !433
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %28, i8 0, i64 24, i1 false), !alias.scope !433
  %649 = getelementptr inbounds i8, ptr %28, i64 24
  store ptr %627, ptr %649, align 8, !tbaa !203, !alias.scope !433
  %650 = getelementptr inbounds i8, ptr %28, i64 32
  store ptr %628, ptr %650, align 8, !tbaa !62, !alias.scope !433
  %651 = icmp eq i8 %647, 0
  br i1 %651, label %655, label %652

652:                                              ; preds = %646
  %653 = load i32, ptr %631, align 4, !tbaa !53, !noalias !433
  %654 = add nsw i32 %653, 1
  store i32 %654, ptr %631, align 4, !tbaa !53, !noalias !433
  br label %657

655:                                              ; preds = %646
  %656 = atomicrmw volatile add ptr %631, i32 1 acq_rel, align 4, !noalias !433
  br label %657

657:                                              ; preds = %655, %652
  %658 = getelementptr inbounds i8, ptr %28, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %658, ptr noundef nonnull align 8 dereferenceable(64) %10, i64 64, i1 false)
  store i64 %36, ptr %28, align 8, !tbaa !15, !alias.scope !433
  %659 = load atomic i64, ptr %631 acquire, align 8, !noalias !433
  %660 = icmp eq i64 %659, 4294967297
  %661 = trunc i64 %659 to i32
  br i1 %660, label %662, label %670

662:                                              ; preds = %657
  store i32 0, ptr %631, align 8, !tbaa !64, !noalias !433
  %663 = getelementptr inbounds i8, ptr %628, i64 12
  store i32 0, ptr %663, align 4, !tbaa !66, !noalias !433
  %664 = load ptr, ptr %628, align 8, !tbaa !67, !noalias !433
  %665 = getelementptr inbounds i8, ptr %664, i64 16
  %666 = load ptr, ptr %665, align 8, !noalias !433
  call void %666(ptr noundef nonnull align 8 dereferenceable(16) %628) #27, !noalias !433
  %667 = load ptr, ptr %628, align 8, !tbaa !67, !noalias !433
  %668 = getelementptr inbounds i8, ptr %667, i64 24
  %669 = load ptr, ptr %668, align 8, !noalias !433
  call void %669(ptr noundef nonnull align 8 dereferenceable(16) %628) #27, !noalias !433
  br label %681

670:                                              ; preds = %657
  %671 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !433
  %672 = icmp eq i8 %671, 0
  br i1 %672, label %675, label %673

673:                                              ; preds = %670
  %674 = add nsw i32 %661, -1
  store i32 %674, ptr %631, align 4, !tbaa !53, !noalias !433
  br label %677

675:                                              ; preds = %670
  %676 = atomicrmw volatile add ptr %631, i32 -1 acq_rel, align 4, !noalias !433
  br label %677

677:                                              ; preds = %675, %673
  %678 = phi i32 [ %661, %673 ], [ %676, %675 ]
  %679 = icmp eq i32 %678, 1
  br i1 %679, label %680, label %681, !prof !69

680:                                              ; preds = %677
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %628) #27, !noalias !433
  br label %681

681:                                              ; preds = %680, %677, %662, %640
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10)
  %682 = add i64 %38, 2
  call void @llvm.experimental.noalias.scope.decl(metadata !436)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9)
  %683 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %682, ptr %683, align 8, !tbaa !15, !noalias !436
  %684 = getelementptr inbounds i8, ptr %28, i64 24
  %685 = load ptr, ptr %684, align 8, !tbaa !203, !noalias !436
  %686 = getelementptr inbounds i8, ptr %28, i64 32
  %687 = load ptr, ptr %686, align 8, !tbaa !62, !noalias !436
  %688 = icmp eq ptr %687, null
  %689 = getelementptr inbounds i8, ptr %27, i64 32
  br i1 %688, label %708, label %690

690:                                              ; preds = %681
  %691 = getelementptr inbounds i8, ptr %687, i64 8
  %692 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !436
  %693 = icmp eq i8 %692, 0
  %694 = getelementptr inbounds i8, ptr %28, i64 40
  %695 = getelementptr inbounds i8, ptr %27, i64 24
  br i1 %693, label %699, label %696

696:                                              ; preds = %690
  %697 = load i32, ptr %691, align 4, !tbaa !53, !noalias !436
  %698 = add nsw i32 %697, 1
  store i32 %698, ptr %691, align 4, !tbaa !53, !noalias !436
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) %694, i64 64, i1 false), !noalias !436
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %28, i64 24, i1 false)
  store ptr %685, ptr %695, align 8, !tbaa !203, !alias.scope !436
  store ptr %687, ptr %689, align 8, !tbaa !62, !alias.scope !436
  br label %703

699:                                              ; preds = %690
  %700 = atomicrmw volatile add ptr %691, i32 1 acq_rel, align 4, !noalias !436
  %701 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !436
  %702 = icmp eq i8 %701, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) %694, i64 64, i1 false), !noalias !436
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %28, i64 24, i1 false)
  store ptr %685, ptr %695, align 8, !tbaa !203, !alias.scope !436
  store ptr %687, ptr %689, align 8, !tbaa !62, !alias.scope !436
  br i1 %702, label %706, label %703

703:                                              ; preds = %699, %696
  %704 = load i32, ptr %691, align 4, !tbaa !53, !noalias !436
  %705 = add nsw i32 %704, 1
  store i32 %705, ptr %691, align 4, !tbaa !53, !noalias !436
  br label %712

706:                                              ; preds = %699
  %707 = atomicrmw volatile add ptr %691, i32 1 acq_rel, align 4, !noalias !436
  br label %712

708:                                              ; preds = %681
  %709 = getelementptr inbounds i8, ptr %28, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %28, i64 16, i1 false)
  %710 = getelementptr inbounds i8, ptr %27, i64 24
  store ptr %685, ptr %710, align 8, !tbaa !203, !alias.scope !436
  store ptr null, ptr %689, align 8, !tbaa !62, !alias.scope !436
  %711 = getelementptr inbounds i8, ptr %27, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %711, ptr noundef nonnull align 8 dereferenceable(64) %709, i64 64, i1 false)
  br label %736

712:                                              ; preds = %706, %703
  %713 = getelementptr inbounds i8, ptr %27, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %713, ptr noundef nonnull align 8 dereferenceable(64) %9, i64 64, i1 false)
  %714 = load atomic i64, ptr %691 acquire, align 8, !noalias !436
  %715 = icmp eq i64 %714, 4294967297
  %716 = trunc i64 %714 to i32
  br i1 %715, label %717, label %725

717:                                              ; preds = %712
  store i32 0, ptr %691, align 8, !tbaa !64, !noalias !436
  %718 = getelementptr inbounds i8, ptr %687, i64 12
  store i32 0, ptr %718, align 4, !tbaa !66, !noalias !436
  %719 = load ptr, ptr %687, align 8, !tbaa !67, !noalias !436
  %720 = getelementptr inbounds i8, ptr %719, i64 16
  %721 = load ptr, ptr %720, align 8, !noalias !436
  call void %721(ptr noundef nonnull align 8 dereferenceable(16) %687) #27, !noalias !436
  %722 = load ptr, ptr %687, align 8, !tbaa !67, !noalias !436
  %723 = getelementptr inbounds i8, ptr %722, i64 24
  %724 = load ptr, ptr %723, align 8, !noalias !436
  call void %724(ptr noundef nonnull align 8 dereferenceable(16) %687) #27, !noalias !436
  br label %736

725:                                              ; preds = %712
  %726 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !436
  %727 = icmp eq i8 %726, 0
  br i1 %727, label %730, label %728

728:                                              ; preds = %725
  %729 = add nsw i32 %716, -1
  store i32 %729, ptr %691, align 4, !tbaa !53, !noalias !436
  br label %732

730:                                              ; preds = %725
  %731 = atomicrmw volatile add ptr %691, i32 -1 acq_rel, align 4, !noalias !436
  br label %732

732:                                              ; preds = %730, %728
  %733 = phi i32 [ %716, %728 ], [ %731, %730 ]
  %734 = icmp eq i32 %733, 1
  br i1 %734, label %735, label %736, !prof !69

735:                                              ; preds = %732
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %687) #27, !noalias !436
  br label %736

736:                                              ; preds = %735, %732, %717, %708
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9)
  %737 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 %42, ptr %737, align 8, !tbaa !15
  %738 = getelementptr inbounds i8, ptr %27, i64 24
  %739 = load i64, ptr %27, align 8
  %740 = getelementptr inbounds i8, ptr %27, i64 8
  %741 = load i64, ptr %740, align 8
  %742 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %743 unwind label %1657

743:                                              ; preds = %736
  %744 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %745 unwind label %1657

745:                                              ; preds = %743
  %746 = load i64, ptr %744, align 8
  %747 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %748 unwind label %1657

748:                                              ; preds = %745
  %749 = getelementptr inbounds i8, ptr %747, i64 8
  %750 = load i64, ptr %749, align 8
  %751 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %752 unwind label %1657

752:                                              ; preds = %748
  %753 = getelementptr inbounds i8, ptr %751, i64 8
  %754 = load i64, ptr %753, align 8
  %755 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %756 unwind label %1657

756:                                              ; preds = %752
  %757 = getelementptr inbounds i8, ptr %755, i64 16
  %758 = load i64, ptr %757, align 8
  %759 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %738)
          to label %760 unwind label %1657

760:                                              ; preds = %756
  %761 = add i64 %746, %739
  %762 = mul i64 %750, %761
  %763 = add i64 %762, %741
  %764 = add i64 %763, %754
  %765 = mul i64 %758, %764
  %766 = getelementptr inbounds i8, ptr %759, i64 16
  %767 = load i64, ptr %766, align 8
  %768 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %738) #27
  %769 = getelementptr float, ptr %768, i64 %42
  %770 = getelementptr float, ptr %769, i64 %765
  %771 = getelementptr float, ptr %770, i64 %767
  %772 = load float, ptr %771, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %29) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %30) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !439)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %773 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !439
  %774 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !439
  %775 = icmp eq ptr %774, null
  br i1 %775, label %786, label %776

776:                                              ; preds = %760
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !439
  %779 = icmp eq i8 %778, 0
  br i1 %779, label %783, label %780

780:                                              ; preds = %776
  %781 = load i32, ptr %777, align 4, !tbaa !53, !noalias !439
  %782 = add nsw i32 %781, 1
  store i32 %782, ptr %777, align 4, !tbaa !53, !noalias !439
  br label %792

783:                                              ; preds = %776
  %784 = atomicrmw volatile add ptr %777, i32 1 acq_rel, align 4, !noalias !439
  %785 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !439
  br label %792

786:                                              ; preds = %760
  %787 = getelementptr inbounds i8, ptr %0, i64 104
  %788 = getelementptr inbounds i8, ptr %30, i64 16
  store i64 0, ptr %788, align 8
  %789 = getelementptr inbounds i8, ptr %30, i64 24
  store ptr %773, ptr %789, align 8, !tbaa !203, !alias.scope !439
  %790 = getelementptr inbounds i8, ptr %30, i64 32
  store ptr null, ptr %790, align 8, !tbaa !62, !alias.scope !439
  %791 = getelementptr inbounds i8, ptr %30, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %791, ptr noundef nonnull align 8 dereferenceable(64) %787, i64 64, i1 false)
  store i64 %36, ptr %30, align 8, !tbaa !15, !alias.scope !439
  br label %827

792:                                              ; preds = %783, %780
  %793 = phi i8 [ %785, %783 ], [ 1, %780 ]
  %794 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, ptr noundef nonnull align 8 dereferenceable(64) %794, i64 64, i1 false), !noalias !439
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %30, i8 0, i64 24, i1 false), !alias.scope !439
  %795 = getelementptr inbounds i8, ptr %30, i64 24
  store ptr %773, ptr %795, align 8, !tbaa !203, !alias.scope !439
  %796 = getelementptr inbounds i8, ptr %30, i64 32
  store ptr %774, ptr %796, align 8, !tbaa !62, !alias.scope !439
  %797 = icmp eq i8 %793, 0
  br i1 %797, label %801, label %798

798:                                              ; preds = %792
  %799 = load i32, ptr %777, align 4, !tbaa !53, !noalias !439
  %800 = add nsw i32 %799, 1
  store i32 %800, ptr %777, align 4, !tbaa !53, !noalias !439
  br label %803

801:                                              ; preds = %792
  %802 = atomicrmw volatile add ptr %777, i32 1 acq_rel, align 4, !noalias !439
  br label %803

803:                                              ; preds = %801, %798
  %804 = getelementptr inbounds i8, ptr %30, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %804, ptr noundef nonnull align 8 dereferenceable(64) %8, i64 64, i1 false)
  store i64 %36, ptr %30, align 8, !tbaa !15, !alias.scope !439
  %805 = load atomic i64, ptr %777 acquire, align 8, !noalias !439
  %806 = icmp eq i64 %805, 4294967297
  %807 = trunc i64 %805 to i32
  br i1 %806, label %808, label %816

808:                                              ; preds = %803
  store i32 0, ptr %777, align 8, !tbaa !64, !noalias !439
  %809 = getelementptr inbounds i8, ptr %774, i64 12
  store i32 0, ptr %809, align 4, !tbaa !66, !noalias !439
  %810 = load ptr, ptr %774, align 8, !tbaa !67, !noalias !439
  %811 = getelementptr inbounds i8, ptr %810, i64 16
  %812 = load ptr, ptr %811, align 8, !noalias !439
  call void %812(ptr noundef nonnull align 8 dereferenceable(16) %774) #27, !noalias !439
  %813 = load ptr, ptr %774, align 8, !tbaa !67, !noalias !439
  %814 = getelementptr inbounds i8, ptr %813, i64 24
  %815 = load ptr, ptr %814, align 8, !noalias !439
  call void %815(ptr noundef nonnull align 8 dereferenceable(16) %774) #27, !noalias !439
  br label %827

816:                                              ; preds = %803
  %817 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !439
  %818 = icmp eq i8 %817, 0
  br i1 %818, label %821, label %819

819:                                              ; preds = %816
  %820 = add nsw i32 %807, -1
  store i32 %820, ptr %777, align 4, !tbaa !53, !noalias !439
  br label %823

821:                                              ; preds = %816
  %822 = atomicrmw volatile add ptr %777, i32 -1 acq_rel, align 4, !noalias !439
  br label %823

823:                                              ; preds = %821, %819
  %824 = phi i32 [ %807, %819 ], [ %822, %821 ]
  %825 = icmp eq i32 %824, 1
  br i1 %825, label %826, label %827, !prof !69

826:                                              ; preds = %823
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %774) #27, !noalias !439
  br label %827

827:                                              ; preds = %826, %823, %808, %786
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  call void @llvm.experimental.noalias.scope.decl(metadata !442)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %828 = getelementptr inbounds i8, ptr %30, i64 8
  store i64 %39, ptr %828, align 8, !tbaa !15, !noalias !442
  %829 = getelementptr inbounds i8, ptr %30, i64 24
  %830 = load ptr, ptr %829, align 8, !tbaa !203, !noalias !442
  %831 = getelementptr inbounds i8, ptr %30, i64 32
  %832 = load ptr, ptr %831, align 8, !tbaa !62, !noalias !442
  %833 = icmp eq ptr %832, null
  %834 = getelementptr inbounds i8, ptr %29, i64 32
  br i1 %833, label %853, label %835

835:                                              ; preds = %827
  %836 = getelementptr inbounds i8, ptr %832, i64 8
  %837 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !442
  %838 = icmp eq i8 %837, 0
  %839 = getelementptr inbounds i8, ptr %30, i64 40
  %840 = getelementptr inbounds i8, ptr %29, i64 24
  br i1 %838, label %844, label %841

841:                                              ; preds = %835
  %842 = load i32, ptr %836, align 4, !tbaa !53, !noalias !442
  %843 = add nsw i32 %842, 1
  store i32 %843, ptr %836, align 4, !tbaa !53, !noalias !442
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) %839, i64 64, i1 false), !noalias !442
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %29, ptr noundef nonnull align 8 dereferenceable(24) %30, i64 24, i1 false)
  store ptr %830, ptr %840, align 8, !tbaa !203, !alias.scope !442
  store ptr %832, ptr %834, align 8, !tbaa !62, !alias.scope !442
  br label %848

844:                                              ; preds = %835
  %845 = atomicrmw volatile add ptr %836, i32 1 acq_rel, align 4, !noalias !442
  %846 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !442
  %847 = icmp eq i8 %846, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) %839, i64 64, i1 false), !noalias !442
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %29, ptr noundef nonnull align 8 dereferenceable(24) %30, i64 24, i1 false)
  store ptr %830, ptr %840, align 8, !tbaa !203, !alias.scope !442
  store ptr %832, ptr %834, align 8, !tbaa !62, !alias.scope !442
  br i1 %847, label %851, label %848

848:                                              ; preds = %844, %841
  %849 = load i32, ptr %836, align 4, !tbaa !53, !noalias !442
  %850 = add nsw i32 %849, 1
  store i32 %850, ptr %836, align 4, !tbaa !53, !noalias !442
  br label %857

851:                                              ; preds = %844
  %852 = atomicrmw volatile add ptr %836, i32 1 acq_rel, align 4, !noalias !442
  br label %857

853:                                              ; preds = %827
  %854 = getelementptr inbounds i8, ptr %30, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %29, ptr noundef nonnull align 8 dereferenceable(24) %30, i64 16, i1 false)
  %855 = getelementptr inbounds i8, ptr %29, i64 24
  store ptr %830, ptr %855, align 8, !tbaa !203, !alias.scope !442
  store ptr null, ptr %834, align 8, !tbaa !62, !alias.scope !442
  %856 = getelementptr inbounds i8, ptr %29, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %856, ptr noundef nonnull align 8 dereferenceable(64) %854, i64 64, i1 false)
  br label %881

857:                                              ; preds = %851, %848
  %858 = getelementptr inbounds i8, ptr %29, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %858, ptr noundef nonnull align 8 dereferenceable(64) %7, i64 64, i1 false)
  %859 = load atomic i64, ptr %836 acquire, align 8, !noalias !442
  %860 = icmp eq i64 %859, 4294967297
  %861 = trunc i64 %859 to i32
  br i1 %860, label %862, label %870

862:                                              ; preds = %857
  store i32 0, ptr %836, align 8, !tbaa !64, !noalias !442
  %863 = getelementptr inbounds i8, ptr %832, i64 12
  store i32 0, ptr %863, align 4, !tbaa !66, !noalias !442
  %864 = load ptr, ptr %832, align 8, !tbaa !67, !noalias !442
  %865 = getelementptr inbounds i8, ptr %864, i64 16
  %866 = load ptr, ptr %865, align 8, !noalias !442
  call void %866(ptr noundef nonnull align 8 dereferenceable(16) %832) #27, !noalias !442
  %867 = load ptr, ptr %832, align 8, !tbaa !67, !noalias !442
  %868 = getelementptr inbounds i8, ptr %867, i64 24
  %869 = load ptr, ptr %868, align 8, !noalias !442
  call void %869(ptr noundef nonnull align 8 dereferenceable(16) %832) #27, !noalias !442
  br label %881

870:                                              ; preds = %857
  %871 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !442
  %872 = icmp eq i8 %871, 0
  br i1 %872, label %875, label %873

873:                                              ; preds = %870
  %874 = add nsw i32 %861, -1
  store i32 %874, ptr %836, align 4, !tbaa !53, !noalias !442
  br label %877

875:                                              ; preds = %870
  %876 = atomicrmw volatile add ptr %836, i32 -1 acq_rel, align 4, !noalias !442
  br label %877

877:                                              ; preds = %875, %873
  %878 = phi i32 [ %861, %873 ], [ %876, %875 ]
  %879 = icmp eq i32 %878, 1
  br i1 %879, label %880, label %881, !prof !69

880:                                              ; preds = %877
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %832) #27, !noalias !442
  br label %881

881:                                              ; preds = %880, %877, %862, %853
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  %882 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 %41, ptr %882, align 8, !tbaa !15
  %883 = getelementptr inbounds i8, ptr %29, i64 24
  %884 = load i64, ptr %29, align 8
  %885 = getelementptr inbounds i8, ptr %29, i64 8
  %886 = load i64, ptr %885, align 8
  %887 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %888 unwind label %1659

888:                                              ; preds = %881
  %889 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %890 unwind label %1659

890:                                              ; preds = %888
  %891 = load i64, ptr %889, align 8
  %892 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %893 unwind label %1659

893:                                              ; preds = %890
  %894 = getelementptr inbounds i8, ptr %892, i64 8
  %895 = load i64, ptr %894, align 8
  %896 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %897 unwind label %1659

897:                                              ; preds = %893
  %898 = getelementptr inbounds i8, ptr %896, i64 8
  %899 = load i64, ptr %898, align 8
  %900 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %901 unwind label %1659

901:                                              ; preds = %897
  %902 = getelementptr inbounds i8, ptr %900, i64 16
  %903 = load i64, ptr %902, align 8
  %904 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %883)
          to label %905 unwind label %1659

905:                                              ; preds = %901
  %906 = add i64 %891, %884
  %907 = mul i64 %895, %906
  %908 = add i64 %907, %886
  %909 = add i64 %908, %899
  %910 = mul i64 %903, %909
  %911 = getelementptr inbounds i8, ptr %904, i64 16
  %912 = load i64, ptr %911, align 8
  %913 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %883) #27
  %914 = getelementptr float, ptr %913, i64 %41
  %915 = getelementptr float, ptr %914, i64 %910
  %916 = getelementptr float, ptr %915, i64 %912
  %917 = load float, ptr %916, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %31) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %32) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !445)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %918 = load ptr, ptr %44, align 8, !tbaa !203, !noalias !445
  %919 = load ptr, ptr %46, align 8, !tbaa !62, !noalias !445
  %920 = icmp eq ptr %919, null
  br i1 %920, label %931, label %921

921:                                              ; preds = %905
  %922 = getelementptr inbounds i8, ptr %919, i64 8
  %923 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !445
  %924 = icmp eq i8 %923, 0
  br i1 %924, label %928, label %925

925:                                              ; preds = %921
  %926 = load i32, ptr %922, align 4, !tbaa !53, !noalias !445
  %927 = add nsw i32 %926, 1
  store i32 %927, ptr %922, align 4, !tbaa !53, !noalias !445
  br label %937

928:                                              ; preds = %921
  %929 = atomicrmw volatile add ptr %922, i32 1 acq_rel, align 4, !noalias !445
  %930 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !445
  br label %937

931:                                              ; preds = %905
  %932 = getelementptr inbounds i8, ptr %0, i64 104
  %933 = getelementptr inbounds i8, ptr %32, i64 16
  store i64 0, ptr %933, align 8
  %934 = getelementptr inbounds i8, ptr %32, i64 24
  store ptr %918, ptr %934, align 8, !tbaa !203, !alias.scope !445
  %935 = getelementptr inbounds i8, ptr %32, i64 32
  store ptr null, ptr %935, align 8, !tbaa !62, !alias.scope !445
  %936 = getelementptr inbounds i8, ptr %32, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %936, ptr noundef nonnull align 8 dereferenceable(64) %932, i64 64, i1 false)
  store i64 %36, ptr %32, align 8, !tbaa !15, !alias.scope !445
  br label %972

937:                                              ; preds = %928, %925
  %938 = phi i8 [ %930, %928 ], [ 1, %925 ]
  %939 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %939, i64 64, i1 false), !noalias !445
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %32, i8 0, i64 24, i1 false), !alias.scope !445
  %940 = getelementptr inbounds i8, ptr %32, i64 24
  store ptr %918, ptr %940, align 8, !tbaa !203, !alias.scope !445
  %941 = getelementptr inbounds i8, ptr %32, i64 32
  store ptr %919, ptr %941, align 8, !tbaa !62, !alias.scope !445
  %942 = icmp eq i8 %938, 0
  br i1 %942, label %946, label %943

943:                                              ; preds = %937
  %944 = load i32, ptr %922, align 4, !tbaa !53, !noalias !445
  %945 = add nsw i32 %944, 1
  store i32 %945, ptr %922, align 4, !tbaa !53, !noalias !445
  br label %948

946:                                              ; preds = %937
  %947 = atomicrmw volatile add ptr %922, i32 1 acq_rel, align 4, !noalias !445
  br label %948

948:                                              ; preds = %946, %943
  %949 = getelementptr inbounds i8, ptr %32, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %949, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false)
  store i64 %36, ptr %32, align 8, !tbaa !15, !alias.scope !445
  %950 = load atomic i64, ptr %922 acquire, align 8, !noalias !445
  %951 = icmp eq i64 %950, 4294967297
  %952 = trunc i64 %950 to i32
  br i1 %951, label %953, label %961

953:                                              ; preds = %948
  store i32 0, ptr %922, align 8, !tbaa !64, !noalias !445
  %954 = getelementptr inbounds i8, ptr %919, i64 12
  store i32 0, ptr %954, align 4, !tbaa !66, !noalias !445
  %955 = load ptr, ptr %919, align 8, !tbaa !67, !noalias !445
  %956 = getelementptr inbounds i8, ptr %955, i64 16
  %957 = load ptr, ptr %956, align 8, !noalias !445
  call void %957(ptr noundef nonnull align 8 dereferenceable(16) %919) #27, !noalias !445
  %958 = load ptr, ptr %919, align 8, !tbaa !67, !noalias !445
  %959 = getelementptr inbounds i8, ptr %958, i64 24
  %960 = load ptr, ptr %959, align 8, !noalias !445
  call void %960(ptr noundef nonnull align 8 dereferenceable(16) %919) #27, !noalias !445
  br label %972

961:                                              ; preds = %948
  %962 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !445
  %963 = icmp eq i8 %962, 0
  br i1 %963, label %966, label %964

964:                                              ; preds = %961
  %965 = add nsw i32 %952, -1
  store i32 %965, ptr %922, align 4, !tbaa !53, !noalias !445
  br label %968

966:                                              ; preds = %961
  %967 = atomicrmw volatile add ptr %922, i32 -1 acq_rel, align 4, !noalias !445
  br label %968

968:                                              ; preds = %966, %964
  %969 = phi i32 [ %952, %964 ], [ %967, %966 ]
  %970 = icmp eq i32 %969, 1
  br i1 %970, label %971, label %972, !prof !69

971:                                              ; preds = %968
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %919) #27, !noalias !445
  br label %972

972:                                              ; preds = %971, %968, %953, %931
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  call void @llvm.experimental.noalias.scope.decl(metadata !448)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  %973 = getelementptr inbounds i8, ptr %32, i64 8
  store i64 %39, ptr %973, align 8, !tbaa !15, !noalias !448
  %974 = getelementptr inbounds i8, ptr %32, i64 24
  %975 = load ptr, ptr %974, align 8, !tbaa !203, !noalias !448
  %976 = getelementptr inbounds i8, ptr %32, i64 32
  %977 = load ptr, ptr %976, align 8, !tbaa !62, !noalias !448
  %978 = icmp eq ptr %977, null
  %979 = getelementptr inbounds i8, ptr %31, i64 32
  br i1 %978, label %998, label %980

980:                                              ; preds = %972
  %981 = getelementptr inbounds i8, ptr %977, i64 8
  %982 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !448
  %983 = icmp eq i8 %982, 0
  %984 = getelementptr inbounds i8, ptr %32, i64 40
  %985 = getelementptr inbounds i8, ptr %31, i64 24
  br i1 %983, label %989, label %986

986:                                              ; preds = %980
  %987 = load i32, ptr %981, align 4, !tbaa !53, !noalias !448
  %988 = add nsw i32 %987, 1
  store i32 %988, ptr %981, align 4, !tbaa !53, !noalias !448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %984, i64 64, i1 false), !noalias !448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false)
  store ptr %975, ptr %985, align 8, !tbaa !203, !alias.scope !448
  store ptr %977, ptr %979, align 8, !tbaa !62, !alias.scope !448
  br label %993

989:                                              ; preds = %980
  %990 = atomicrmw volatile add ptr %981, i32 1 acq_rel, align 4, !noalias !448
  %991 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !448
  %992 = icmp eq i8 %991, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %984, i64 64, i1 false), !noalias !448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false)
  store ptr %975, ptr %985, align 8, !tbaa !203, !alias.scope !448
  store ptr %977, ptr %979, align 8, !tbaa !62, !alias.scope !448
  br i1 %992, label %996, label %993

993:                                              ; preds = %989, %986
  %994 = load i32, ptr %981, align 4, !tbaa !53, !noalias !448
  %995 = add nsw i32 %994, 1
  store i32 %995, ptr %981, align 4, !tbaa !53, !noalias !448
  br label %1002

996:                                              ; preds = %989
  %997 = atomicrmw volatile add ptr %981, i32 1 acq_rel, align 4, !noalias !448
  br label %1002

998:                                              ; preds = %972
  %999 = getelementptr inbounds i8, ptr %32, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, ptr noundef nonnull align 8 dereferenceable(24) %32, i64 16, i1 false)
  %1000 = getelementptr inbounds i8, ptr %31, i64 24
  store ptr %975, ptr %1000, align 8, !tbaa !203, !alias.scope !448
  store ptr null, ptr %979, align 8, !tbaa !62, !alias.scope !448
  %1001 = getelementptr inbounds i8, ptr %31, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1001, ptr noundef nonnull align 8 dereferenceable(64) %999, i64 64, i1 false)
  br label %1026

1002:                                             ; preds = %996, %993
  %1003 = getelementptr inbounds i8, ptr %31, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1003, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false)
  %1004 = load atomic i64, ptr %981 acquire, align 8, !noalias !448
  %1005 = icmp eq i64 %1004, 4294967297
  %1006 = trunc i64 %1004 to i32
  br i1 %1005, label %1007, label %1015

1007:                                             ; preds = %1002
  store i32 0, ptr %981, align 8, !tbaa !64, !noalias !448
  %1008 = getelementptr inbounds i8, ptr %977, i64 12
  store i32 0, ptr %1008, align 4, !tbaa !66, !noalias !448
  %1009 = load ptr, ptr %977, align 8, !tbaa !67, !noalias !448
  %1010 = getelementptr inbounds i8, ptr %1009, i64 16
  %1011 = load ptr, ptr %1010, align 8, !noalias !448
  call void %1011(ptr noundef nonnull align 8 dereferenceable(16) %977) #27, !noalias !448
  %1012 = load ptr, ptr %977, align 8, !tbaa !67, !noalias !448
  %1013 = getelementptr inbounds i8, ptr %1012, i64 24
  %1014 = load ptr, ptr %1013, align 8, !noalias !448
  call void %1014(ptr noundef nonnull align 8 dereferenceable(16) %977) #27, !noalias !448
  br label %1026

1015:                                             ; preds = %1002
  %1016 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !448
  %1017 = icmp eq i8 %1016, 0
  br i1 %1017, label %1020, label %1018

1018:                                             ; preds = %1015
  %1019 = add nsw i32 %1006, -1
  store i32 %1019, ptr %981, align 4, !tbaa !53, !noalias !448
  br label %1022

1020:                                             ; preds = %1015
  %1021 = atomicrmw volatile add ptr %981, i32 -1 acq_rel, align 4, !noalias !448
  br label %1022

1022:                                             ; preds = %1020, %1018
  %1023 = phi i32 [ %1006, %1018 ], [ %1021, %1020 ]
  %1024 = icmp eq i32 %1023, 1
  br i1 %1024, label %1025, label %1026, !prof !69

1025:                                             ; preds = %1022
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %977) #27, !noalias !448
  br label %1026

1026:                                             ; preds = %1025, %1022, %1007, %998
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  %1027 = add i64 %41, 2
  %1028 = getelementptr inbounds i8, ptr %31, i64 16
  store i64 %1027, ptr %1028, align 8, !tbaa !15
  %1029 = getelementptr inbounds i8, ptr %31, i64 24
  %1030 = load i64, ptr %31, align 8
  %1031 = getelementptr inbounds i8, ptr %31, i64 8
  %1032 = load i64, ptr %1031, align 8
  %1033 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1034 unwind label %1661

1034:                                             ; preds = %1026
  %1035 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1036 unwind label %1661

1036:                                             ; preds = %1034
  %1037 = load i64, ptr %1035, align 8
  %1038 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1039 unwind label %1661

1039:                                             ; preds = %1036
  %1040 = getelementptr inbounds i8, ptr %1038, i64 8
  %1041 = load i64, ptr %1040, align 8
  %1042 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1043 unwind label %1661

1043:                                             ; preds = %1039
  %1044 = getelementptr inbounds i8, ptr %1042, i64 8
  %1045 = load i64, ptr %1044, align 8
  %1046 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1047 unwind label %1661

1047:                                             ; preds = %1043
  %1048 = getelementptr inbounds i8, ptr %1046, i64 16
  %1049 = load i64, ptr %1048, align 8
  %1050 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1029)
          to label %1051 unwind label %1661

1051:                                             ; preds = %1047
  %1052 = add i64 %1037, %1030
  %1053 = mul i64 %1041, %1052
  %1054 = add i64 %1053, %1032
  %1055 = add i64 %1054, %1045
  %1056 = mul i64 %1049, %1055
  %1057 = getelementptr inbounds i8, ptr %1050, i64 16
  %1058 = load i64, ptr %1057, align 8
  %1059 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %1029) #27
  %1060 = getelementptr float, ptr %1059, i64 %1027
  %1061 = getelementptr float, ptr %1060, i64 %1056
  %1062 = getelementptr float, ptr %1061, i64 %1058
  %1063 = load float, ptr %1062, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %33) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %34) #27
  %1064 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !451)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4)
  %1065 = load ptr, ptr %1064, align 8, !tbaa !203, !noalias !451
  %1066 = getelementptr inbounds i8, ptr %0, i64 16
  %1067 = load ptr, ptr %1066, align 8, !tbaa !62, !noalias !451
  %1068 = icmp eq ptr %1067, null
  br i1 %1068, label %1079, label %1069

1069:                                             ; preds = %1051
  %1070 = getelementptr inbounds i8, ptr %1067, i64 8
  %1071 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !451
  %1072 = icmp eq i8 %1071, 0
  br i1 %1072, label %1076, label %1073

1073:                                             ; preds = %1069
  %1074 = load i32, ptr %1070, align 4, !tbaa !53, !noalias !451
  %1075 = add nsw i32 %1074, 1
  store i32 %1075, ptr %1070, align 4, !tbaa !53, !noalias !451
  br label %1085

1076:                                             ; preds = %1069
  %1077 = atomicrmw volatile add ptr %1070, i32 1 acq_rel, align 4, !noalias !451
  %1078 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !451
  br label %1085

1079:                                             ; preds = %1051
  %1080 = getelementptr inbounds i8, ptr %0, i64 24
  %1081 = getelementptr inbounds i8, ptr %34, i64 16
  store i64 0, ptr %1081, align 8
  %1082 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr %1065, ptr %1082, align 8, !tbaa !203, !alias.scope !451
  %1083 = getelementptr inbounds i8, ptr %34, i64 32
  store ptr null, ptr %1083, align 8, !tbaa !62, !alias.scope !451
  %1084 = getelementptr inbounds i8, ptr %34, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1084, ptr noundef nonnull align 8 dereferenceable(64) %1080, i64 64, i1 false)
  store i64 %36, ptr %34, align 8, !tbaa !15, !alias.scope !451
  br label %1120

1085:                                             ; preds = %1076, %1073
  %1086 = phi i8 [ %1078, %1076 ], [ 1, %1073 ]
  %1087 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %1087, i64 64, i1 false), !noalias !451
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %34, i8 0, i64 24, i1 false), !alias.scope !451
  %1088 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr %1065, ptr %1088, align 8, !tbaa !203, !alias.scope !451
  %1089 = getelementptr inbounds i8, ptr %34, i64 32
  store ptr %1067, ptr %1089, align 8, !tbaa !62, !alias.scope !451
  %1090 = icmp eq i8 %1086, 0
  br i1 %1090, label %1094, label %1091

1091:                                             ; preds = %1085
  %1092 = load i32, ptr %1070, align 4, !tbaa !53, !noalias !451
  %1093 = add nsw i32 %1092, 1
  store i32 %1093, ptr %1070, align 4, !tbaa !53, !noalias !451
  br label %1096

1094:                                             ; preds = %1085
  %1095 = atomicrmw volatile add ptr %1070, i32 1 acq_rel, align 4, !noalias !451
  br label %1096

1096:                                             ; preds = %1094, %1091
  %1097 = getelementptr inbounds i8, ptr %34, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1097, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store i64 %36, ptr %34, align 8, !tbaa !15, !alias.scope !451
  %1098 = load atomic i64, ptr %1070 acquire, align 8, !noalias !451
  %1099 = icmp eq i64 %1098, 4294967297
  %1100 = trunc i64 %1098 to i32
  br i1 %1099, label %1101, label %1109

1101:                                             ; preds = %1096
  store i32 0, ptr %1070, align 8, !tbaa !64, !noalias !451
  %1102 = getelementptr inbounds i8, ptr %1067, i64 12
  store i32 0, ptr %1102, align 4, !tbaa !66, !noalias !451
  %1103 = load ptr, ptr %1067, align 8, !tbaa !67, !noalias !451
  %1104 = getelementptr inbounds i8, ptr %1103, i64 16
  %1105 = load ptr, ptr %1104, align 8, !noalias !451
  call void %1105(ptr noundef nonnull align 8 dereferenceable(16) %1067) #27, !noalias !451
  %1106 = load ptr, ptr %1067, align 8, !tbaa !67, !noalias !451
  %1107 = getelementptr inbounds i8, ptr %1106, i64 24
  %1108 = load ptr, ptr %1107, align 8, !noalias !451
  call void %1108(ptr noundef nonnull align 8 dereferenceable(16) %1067) #27, !noalias !451
  br label %1120

1109:                                             ; preds = %1096
  %1110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !451
  %1111 = icmp eq i8 %1110, 0
  br i1 %1111, label %1114, label %1112

1112:                                             ; preds = %1109
  %1113 = add nsw i32 %1100, -1
  store i32 %1113, ptr %1070, align 4, !tbaa !53, !noalias !451
  br label %1116

1114:                                             ; preds = %1109
  %1115 = atomicrmw volatile add ptr %1070, i32 -1 acq_rel, align 4, !noalias !451
  br label %1116

1116:                                             ; preds = %1114, %1112
  %1117 = phi i32 [ %1100, %1112 ], [ %1115, %1114 ]
  %1118 = icmp eq i32 %1117, 1
  br i1 %1118, label %1119, label %1120, !prof !69

1119:                                             ; preds = %1116
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1067) #27, !noalias !451
  br label %1120

1120:                                             ; preds = %1119, %1116, %1101, %1079
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  call void @llvm.experimental.noalias.scope.decl(metadata !454)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %1121 = getelementptr inbounds i8, ptr %34, i64 8
  store i64 %39, ptr %1121, align 8, !tbaa !15, !noalias !454
  %1122 = getelementptr inbounds i8, ptr %34, i64 24
  %1123 = load ptr, ptr %1122, align 8, !tbaa !203, !noalias !454
  %1124 = getelementptr inbounds i8, ptr %34, i64 32
  %1125 = load ptr, ptr %1124, align 8, !tbaa !62, !noalias !454
  %1126 = icmp eq ptr %1125, null
  %1127 = getelementptr inbounds i8, ptr %33, i64 32
  br i1 %1126, label %1146, label %1128

1128:                                             ; preds = %1120
  %1129 = getelementptr inbounds i8, ptr %1125, i64 8
  %1130 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !454
  %1131 = icmp eq i8 %1130, 0
  %1132 = getelementptr inbounds i8, ptr %34, i64 40
  %1133 = getelementptr inbounds i8, ptr %33, i64 24
  br i1 %1131, label %1137, label %1134

1134:                                             ; preds = %1128
  %1135 = load i32, ptr %1129, align 4, !tbaa !53, !noalias !454
  %1136 = add nsw i32 %1135, 1
  store i32 %1136, ptr %1129, align 4, !tbaa !53, !noalias !454
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %1132, i64 64, i1 false), !noalias !454
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, ptr noundef nonnull align 8 dereferenceable(24) %34, i64 24, i1 false)
  store ptr %1123, ptr %1133, align 8, !tbaa !203, !alias.scope !454
  store ptr %1125, ptr %1127, align 8, !tbaa !62, !alias.scope !454
  br label %1141

1137:                                             ; preds = %1128
  %1138 = atomicrmw volatile add ptr %1129, i32 1 acq_rel, align 4, !noalias !454
  %1139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !454
  %1140 = icmp eq i8 %1139, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %1132, i64 64, i1 false), !noalias !454
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, ptr noundef nonnull align 8 dereferenceable(24) %34, i64 24, i1 false)
  store ptr %1123, ptr %1133, align 8, !tbaa !203, !alias.scope !454
  store ptr %1125, ptr %1127, align 8, !tbaa !62, !alias.scope !454
  br i1 %1140, label %1144, label %1141

1141:                                             ; preds = %1137, %1134
  %1142 = load i32, ptr %1129, align 4, !tbaa !53, !noalias !454
  %1143 = add nsw i32 %1142, 1
  store i32 %1143, ptr %1129, align 4, !tbaa !53, !noalias !454
  br label %1150

1144:                                             ; preds = %1137
  %1145 = atomicrmw volatile add ptr %1129, i32 1 acq_rel, align 4, !noalias !454
  br label %1150

1146:                                             ; preds = %1120
  %1147 = getelementptr inbounds i8, ptr %34, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, ptr noundef nonnull align 8 dereferenceable(24) %34, i64 16, i1 false)
  %1148 = getelementptr inbounds i8, ptr %33, i64 24
  store ptr %1123, ptr %1148, align 8, !tbaa !203, !alias.scope !454
  store ptr null, ptr %1127, align 8, !tbaa !62, !alias.scope !454
  %1149 = getelementptr inbounds i8, ptr %33, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1149, ptr noundef nonnull align 8 dereferenceable(64) %1147, i64 64, i1 false)
  br label %1174

1150:                                             ; preds = %1144, %1141
  %1151 = getelementptr inbounds i8, ptr %33, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1151, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %1152 = load atomic i64, ptr %1129 acquire, align 8, !noalias !454
  %1153 = icmp eq i64 %1152, 4294967297
  %1154 = trunc i64 %1152 to i32
  br i1 %1153, label %1155, label %1163

1155:                                             ; preds = %1150
  store i32 0, ptr %1129, align 8, !tbaa !64, !noalias !454
  %1156 = getelementptr inbounds i8, ptr %1125, i64 12
  store i32 0, ptr %1156, align 4, !tbaa !66, !noalias !454
  %1157 = load ptr, ptr %1125, align 8, !tbaa !67, !noalias !454
  %1158 = getelementptr inbounds i8, ptr %1157, i64 16
  %1159 = load ptr, ptr %1158, align 8, !noalias !454
  call void %1159(ptr noundef nonnull align 8 dereferenceable(16) %1125) #27, !noalias !454
  %1160 = load ptr, ptr %1125, align 8, !tbaa !67, !noalias !454
  %1161 = getelementptr inbounds i8, ptr %1160, i64 24
  %1162 = load ptr, ptr %1161, align 8, !noalias !454
  call void %1162(ptr noundef nonnull align 8 dereferenceable(16) %1125) #27, !noalias !454
  br label %1174

1163:                                             ; preds = %1150
  %1164 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13, !noalias !454
  %1165 = icmp eq i8 %1164, 0
  br i1 %1165, label %1168, label %1166

1166:                                             ; preds = %1163
  %1167 = add nsw i32 %1154, -1
  store i32 %1167, ptr %1129, align 4, !tbaa !53, !noalias !454
  br label %1170

1168:                                             ; preds = %1163
  %1169 = atomicrmw volatile add ptr %1129, i32 -1 acq_rel, align 4, !noalias !454
  br label %1170

1170:                                             ; preds = %1168, %1166
  %1171 = phi i32 [ %1154, %1166 ], [ %1169, %1168 ]
  %1172 = icmp eq i32 %1171, 1
  br i1 %1172, label %1173, label %1174, !prof !69

1173:                                             ; preds = %1170
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1125) #27, !noalias !454
  br label %1174

1174:                                             ; preds = %1173, %1170, %1155, %1146
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %1175 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 %42, ptr %1175, align 8, !tbaa !15
  %1176 = getelementptr inbounds i8, ptr %33, i64 24
  %1177 = load i64, ptr %33, align 8
  %1178 = getelementptr inbounds i8, ptr %33, i64 8
  %1179 = load i64, ptr %1178, align 8
  %1180 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1181 unwind label %1663

1181:                                             ; preds = %1174
  %1182 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1183 unwind label %1663

1183:                                             ; preds = %1181
  %1184 = load i64, ptr %1182, align 8
  %1185 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1186 unwind label %1663

1186:                                             ; preds = %1183
  %1187 = getelementptr inbounds i8, ptr %1185, i64 8
  %1188 = load i64, ptr %1187, align 8
  %1189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1190 unwind label %1663

1190:                                             ; preds = %1186
  %1191 = getelementptr inbounds i8, ptr %1189, i64 8
  %1192 = load i64, ptr %1191, align 8
  %1193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1194 unwind label %1663

1194:                                             ; preds = %1190
  %1195 = getelementptr inbounds i8, ptr %1193, i64 16
  %1196 = load i64, ptr %1195, align 8
  %1197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1176)
          to label %1198 unwind label %1663

1198:                                             ; preds = %1194
  %1199 = add i64 %1184, %1177
  %1200 = mul i64 %1188, %1199
  %1201 = add i64 %1200, %1179
  %1202 = add i64 %1201, %1192
  %1203 = mul i64 %1196, %1202
  %1204 = getelementptr inbounds i8, ptr %1197, i64 16
  %1205 = load i64, ptr %1204, align 8
  %1206 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %1176) #27
  %1207 = getelementptr float, ptr %1206, i64 %42
  %1208 = getelementptr float, ptr %1207, i64 %1203
  %1209 = getelementptr float, ptr %1208, i64 %1205
  %1210 = call float @llvm.fmuladd.f32(float %190, float 2.000000e+00, float %335)
  %1211 = fadd float %1210, %481
  %1212 = fadd float %1211, %626
  %1213 = fadd float %1212, %772
  %1214 = fadd float %1213, %917
  %1215 = fadd float %1214, %1063
  %1216 = fmul float %43, %1215
  store float %1216, ptr %1209, align 4, !tbaa !107
  %1217 = load ptr, ptr %1127, align 8, !tbaa !62
  %1218 = icmp eq ptr %1217, null
  br i1 %1218, label %1243, label %1219

1219:                                             ; preds = %1198
  %1220 = getelementptr inbounds i8, ptr %1217, i64 8
  %1221 = load atomic i64, ptr %1220 acquire, align 8
  %1222 = icmp eq i64 %1221, 4294967297
  %1223 = trunc i64 %1221 to i32
  br i1 %1222, label %1224, label %1232

1224:                                             ; preds = %1219
  store i32 0, ptr %1220, align 8, !tbaa !64
  %1225 = getelementptr inbounds i8, ptr %1217, i64 12
  store i32 0, ptr %1225, align 4, !tbaa !66
  %1226 = load ptr, ptr %1217, align 8, !tbaa !67
  %1227 = getelementptr inbounds i8, ptr %1226, i64 16
  %1228 = load ptr, ptr %1227, align 8
  call void %1228(ptr noundef nonnull align 8 dereferenceable(16) %1217) #27
  %1229 = load ptr, ptr %1217, align 8, !tbaa !67
  %1230 = getelementptr inbounds i8, ptr %1229, i64 24
  %1231 = load ptr, ptr %1230, align 8
  call void %1231(ptr noundef nonnull align 8 dereferenceable(16) %1217) #27
  br label %1243

1232:                                             ; preds = %1219
  %1233 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1234 = icmp eq i8 %1233, 0
  br i1 %1234, label %1237, label %1235

1235:                                             ; preds = %1232
  %1236 = add nsw i32 %1223, -1
  store i32 %1236, ptr %1220, align 4, !tbaa !53
  br label %1239

1237:                                             ; preds = %1232
  %1238 = atomicrmw volatile add ptr %1220, i32 -1 acq_rel, align 4
  br label %1239

1239:                                             ; preds = %1237, %1235
  %1240 = phi i32 [ %1223, %1235 ], [ %1238, %1237 ]
  %1241 = icmp eq i32 %1240, 1
  br i1 %1241, label %1242, label %1243, !prof !69

1242:                                             ; preds = %1239
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1217) #27
  br label %1243

1243:                                             ; preds = %1198, %1224, %1239, %1242
  %1244 = load ptr, ptr %1124, align 8, !tbaa !62
  %1245 = icmp eq ptr %1244, null
  br i1 %1245, label %1270, label %1246

1246:                                             ; preds = %1243
  %1247 = getelementptr inbounds i8, ptr %1244, i64 8
  %1248 = load atomic i64, ptr %1247 acquire, align 8
  %1249 = icmp eq i64 %1248, 4294967297
  %1250 = trunc i64 %1248 to i32
  br i1 %1249, label %1251, label %1259

1251:                                             ; preds = %1246
  store i32 0, ptr %1247, align 8, !tbaa !64
  %1252 = getelementptr inbounds i8, ptr %1244, i64 12
  store i32 0, ptr %1252, align 4, !tbaa !66
  %1253 = load ptr, ptr %1244, align 8, !tbaa !67
  %1254 = getelementptr inbounds i8, ptr %1253, i64 16
  %1255 = load ptr, ptr %1254, align 8
  call void %1255(ptr noundef nonnull align 8 dereferenceable(16) %1244) #27
  %1256 = load ptr, ptr %1244, align 8, !tbaa !67
  %1257 = getelementptr inbounds i8, ptr %1256, i64 24
  %1258 = load ptr, ptr %1257, align 8
  call void %1258(ptr noundef nonnull align 8 dereferenceable(16) %1244) #27
  br label %1270

1259:                                             ; preds = %1246
  %1260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1261 = icmp eq i8 %1260, 0
  br i1 %1261, label %1264, label %1262

1262:                                             ; preds = %1259
  %1263 = add nsw i32 %1250, -1
  store i32 %1263, ptr %1247, align 4, !tbaa !53
  br label %1266

1264:                                             ; preds = %1259
  %1265 = atomicrmw volatile add ptr %1247, i32 -1 acq_rel, align 4
  br label %1266

1266:                                             ; preds = %1264, %1262
  %1267 = phi i32 [ %1250, %1262 ], [ %1265, %1264 ]
  %1268 = icmp eq i32 %1267, 1
  br i1 %1268, label %1269, label %1270, !prof !69

1269:                                             ; preds = %1266
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1244) #27
  br label %1270

1270:                                             ; preds = %1243, %1251, %1266, %1269
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %34) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %33) #27
  %1271 = load ptr, ptr %979, align 8, !tbaa !62
  %1272 = icmp eq ptr %1271, null
  br i1 %1272, label %1297, label %1273

1273:                                             ; preds = %1270
  %1274 = getelementptr inbounds i8, ptr %1271, i64 8
  %1275 = load atomic i64, ptr %1274 acquire, align 8
  %1276 = icmp eq i64 %1275, 4294967297
  %1277 = trunc i64 %1275 to i32
  br i1 %1276, label %1278, label %1286

1278:                                             ; preds = %1273
  store i32 0, ptr %1274, align 8, !tbaa !64
  %1279 = getelementptr inbounds i8, ptr %1271, i64 12
  store i32 0, ptr %1279, align 4, !tbaa !66
  %1280 = load ptr, ptr %1271, align 8, !tbaa !67
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  %1282 = load ptr, ptr %1281, align 8
  call void %1282(ptr noundef nonnull align 8 dereferenceable(16) %1271) #27
  %1283 = load ptr, ptr %1271, align 8, !tbaa !67
  %1284 = getelementptr inbounds i8, ptr %1283, i64 24
  %1285 = load ptr, ptr %1284, align 8
  call void %1285(ptr noundef nonnull align 8 dereferenceable(16) %1271) #27
  br label %1297

1286:                                             ; preds = %1273
  %1287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1288 = icmp eq i8 %1287, 0
  br i1 %1288, label %1291, label %1289

1289:                                             ; preds = %1286
  %1290 = add nsw i32 %1277, -1
  store i32 %1290, ptr %1274, align 4, !tbaa !53
  br label %1293

1291:                                             ; preds = %1286
  %1292 = atomicrmw volatile add ptr %1274, i32 -1 acq_rel, align 4
  br label %1293

1293:                                             ; preds = %1291, %1289
  %1294 = phi i32 [ %1277, %1289 ], [ %1292, %1291 ]
  %1295 = icmp eq i32 %1294, 1
  br i1 %1295, label %1296, label %1297, !prof !69

1296:                                             ; preds = %1293
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1271) #27
  br label %1297

1297:                                             ; preds = %1270, %1278, %1293, %1296
  %1298 = load ptr, ptr %976, align 8, !tbaa !62
  %1299 = icmp eq ptr %1298, null
  br i1 %1299, label %1324, label %1300

1300:                                             ; preds = %1297
  %1301 = getelementptr inbounds i8, ptr %1298, i64 8
  %1302 = load atomic i64, ptr %1301 acquire, align 8
  %1303 = icmp eq i64 %1302, 4294967297
  %1304 = trunc i64 %1302 to i32
  br i1 %1303, label %1305, label %1313

1305:                                             ; preds = %1300
  store i32 0, ptr %1301, align 8, !tbaa !64
  %1306 = getelementptr inbounds i8, ptr %1298, i64 12
  store i32 0, ptr %1306, align 4, !tbaa !66
  %1307 = load ptr, ptr %1298, align 8, !tbaa !67
  %1308 = getelementptr inbounds i8, ptr %1307, i64 16
  %1309 = load ptr, ptr %1308, align 8
  call void %1309(ptr noundef nonnull align 8 dereferenceable(16) %1298) #27
  %1310 = load ptr, ptr %1298, align 8, !tbaa !67
  %1311 = getelementptr inbounds i8, ptr %1310, i64 24
  %1312 = load ptr, ptr %1311, align 8
  call void %1312(ptr noundef nonnull align 8 dereferenceable(16) %1298) #27
  br label %1324

1313:                                             ; preds = %1300
  %1314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1315 = icmp eq i8 %1314, 0
  br i1 %1315, label %1318, label %1316

1316:                                             ; preds = %1313
  %1317 = add nsw i32 %1304, -1
  store i32 %1317, ptr %1301, align 4, !tbaa !53
  br label %1320

1318:                                             ; preds = %1313
  %1319 = atomicrmw volatile add ptr %1301, i32 -1 acq_rel, align 4
  br label %1320

1320:                                             ; preds = %1318, %1316
  %1321 = phi i32 [ %1304, %1316 ], [ %1319, %1318 ]
  %1322 = icmp eq i32 %1321, 1
  br i1 %1322, label %1323, label %1324, !prof !69

1323:                                             ; preds = %1320
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1298) #27
  br label %1324

1324:                                             ; preds = %1297, %1305, %1320, %1323
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %32) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #27
  %1325 = load ptr, ptr %834, align 8, !tbaa !62
  %1326 = icmp eq ptr %1325, null
  br i1 %1326, label %1351, label %1327

1327:                                             ; preds = %1324
  %1328 = getelementptr inbounds i8, ptr %1325, i64 8
  %1329 = load atomic i64, ptr %1328 acquire, align 8
  %1330 = icmp eq i64 %1329, 4294967297
  %1331 = trunc i64 %1329 to i32
  br i1 %1330, label %1332, label %1340

1332:                                             ; preds = %1327
  store i32 0, ptr %1328, align 8, !tbaa !64
  %1333 = getelementptr inbounds i8, ptr %1325, i64 12
  store i32 0, ptr %1333, align 4, !tbaa !66
  %1334 = load ptr, ptr %1325, align 8, !tbaa !67
  %1335 = getelementptr inbounds i8, ptr %1334, i64 16
  %1336 = load ptr, ptr %1335, align 8
  call void %1336(ptr noundef nonnull align 8 dereferenceable(16) %1325) #27
  %1337 = load ptr, ptr %1325, align 8, !tbaa !67
  %1338 = getelementptr inbounds i8, ptr %1337, i64 24
  %1339 = load ptr, ptr %1338, align 8
  call void %1339(ptr noundef nonnull align 8 dereferenceable(16) %1325) #27
  br label %1351

1340:                                             ; preds = %1327
  %1341 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1342 = icmp eq i8 %1341, 0
  br i1 %1342, label %1345, label %1343

1343:                                             ; preds = %1340
  %1344 = add nsw i32 %1331, -1
  store i32 %1344, ptr %1328, align 4, !tbaa !53
  br label %1347

1345:                                             ; preds = %1340
  %1346 = atomicrmw volatile add ptr %1328, i32 -1 acq_rel, align 4
  br label %1347

1347:                                             ; preds = %1345, %1343
  %1348 = phi i32 [ %1331, %1343 ], [ %1346, %1345 ]
  %1349 = icmp eq i32 %1348, 1
  br i1 %1349, label %1350, label %1351, !prof !69

1350:                                             ; preds = %1347
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1325) #27
  br label %1351

1351:                                             ; preds = %1324, %1332, %1347, %1350
  %1352 = load ptr, ptr %831, align 8, !tbaa !62
  %1353 = icmp eq ptr %1352, null
  br i1 %1353, label %1378, label %1354

1354:                                             ; preds = %1351
  %1355 = getelementptr inbounds i8, ptr %1352, i64 8
  %1356 = load atomic i64, ptr %1355 acquire, align 8
  %1357 = icmp eq i64 %1356, 4294967297
  %1358 = trunc i64 %1356 to i32
  br i1 %1357, label %1359, label %1367

1359:                                             ; preds = %1354
  store i32 0, ptr %1355, align 8, !tbaa !64
  %1360 = getelementptr inbounds i8, ptr %1352, i64 12
  store i32 0, ptr %1360, align 4, !tbaa !66
  %1361 = load ptr, ptr %1352, align 8, !tbaa !67
  %1362 = getelementptr inbounds i8, ptr %1361, i64 16
  %1363 = load ptr, ptr %1362, align 8
  call void %1363(ptr noundef nonnull align 8 dereferenceable(16) %1352) #27
  %1364 = load ptr, ptr %1352, align 8, !tbaa !67
  %1365 = getelementptr inbounds i8, ptr %1364, i64 24
  %1366 = load ptr, ptr %1365, align 8
  call void %1366(ptr noundef nonnull align 8 dereferenceable(16) %1352) #27
  br label %1378

1367:                                             ; preds = %1354
  %1368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1369 = icmp eq i8 %1368, 0
  br i1 %1369, label %1372, label %1370

1370:                                             ; preds = %1367
  %1371 = add nsw i32 %1358, -1
  store i32 %1371, ptr %1355, align 4, !tbaa !53
  br label %1374

1372:                                             ; preds = %1367
  %1373 = atomicrmw volatile add ptr %1355, i32 -1 acq_rel, align 4
  br label %1374

1374:                                             ; preds = %1372, %1370
  %1375 = phi i32 [ %1358, %1370 ], [ %1373, %1372 ]
  %1376 = icmp eq i32 %1375, 1
  br i1 %1376, label %1377, label %1378, !prof !69

1377:                                             ; preds = %1374
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1352) #27
  br label %1378

1378:                                             ; preds = %1351, %1359, %1374, %1377
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %29) #27
  %1379 = load ptr, ptr %689, align 8, !tbaa !62
  %1380 = icmp eq ptr %1379, null
  br i1 %1380, label %1405, label %1381

1381:                                             ; preds = %1378
  %1382 = getelementptr inbounds i8, ptr %1379, i64 8
  %1383 = load atomic i64, ptr %1382 acquire, align 8
  %1384 = icmp eq i64 %1383, 4294967297
  %1385 = trunc i64 %1383 to i32
  br i1 %1384, label %1386, label %1394

1386:                                             ; preds = %1381
  store i32 0, ptr %1382, align 8, !tbaa !64
  %1387 = getelementptr inbounds i8, ptr %1379, i64 12
  store i32 0, ptr %1387, align 4, !tbaa !66
  %1388 = load ptr, ptr %1379, align 8, !tbaa !67
  %1389 = getelementptr inbounds i8, ptr %1388, i64 16
  %1390 = load ptr, ptr %1389, align 8
  call void %1390(ptr noundef nonnull align 8 dereferenceable(16) %1379) #27
  %1391 = load ptr, ptr %1379, align 8, !tbaa !67
  %1392 = getelementptr inbounds i8, ptr %1391, i64 24
  %1393 = load ptr, ptr %1392, align 8
  call void %1393(ptr noundef nonnull align 8 dereferenceable(16) %1379) #27
  br label %1405

1394:                                             ; preds = %1381
  %1395 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1396 = icmp eq i8 %1395, 0
  br i1 %1396, label %1399, label %1397

1397:                                             ; preds = %1394
  %1398 = add nsw i32 %1385, -1
  store i32 %1398, ptr %1382, align 4, !tbaa !53
  br label %1401

1399:                                             ; preds = %1394
  %1400 = atomicrmw volatile add ptr %1382, i32 -1 acq_rel, align 4
  br label %1401

1401:                                             ; preds = %1399, %1397
  %1402 = phi i32 [ %1385, %1397 ], [ %1400, %1399 ]
  %1403 = icmp eq i32 %1402, 1
  br i1 %1403, label %1404, label %1405, !prof !69

1404:                                             ; preds = %1401
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1379) #27
  br label %1405

1405:                                             ; preds = %1378, %1386, %1401, %1404
  %1406 = load ptr, ptr %686, align 8, !tbaa !62
  %1407 = icmp eq ptr %1406, null
  br i1 %1407, label %1432, label %1408

1408:                                             ; preds = %1405
  %1409 = getelementptr inbounds i8, ptr %1406, i64 8
  %1410 = load atomic i64, ptr %1409 acquire, align 8
  %1411 = icmp eq i64 %1410, 4294967297
  %1412 = trunc i64 %1410 to i32
  br i1 %1411, label %1413, label %1421

1413:                                             ; preds = %1408
  store i32 0, ptr %1409, align 8, !tbaa !64
  %1414 = getelementptr inbounds i8, ptr %1406, i64 12
  store i32 0, ptr %1414, align 4, !tbaa !66
  %1415 = load ptr, ptr %1406, align 8, !tbaa !67
  %1416 = getelementptr inbounds i8, ptr %1415, i64 16
  %1417 = load ptr, ptr %1416, align 8
  call void %1417(ptr noundef nonnull align 8 dereferenceable(16) %1406) #27
  %1418 = load ptr, ptr %1406, align 8, !tbaa !67
  %1419 = getelementptr inbounds i8, ptr %1418, i64 24
  %1420 = load ptr, ptr %1419, align 8
  call void %1420(ptr noundef nonnull align 8 dereferenceable(16) %1406) #27
  br label %1432

1421:                                             ; preds = %1408
  %1422 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1423 = icmp eq i8 %1422, 0
  br i1 %1423, label %1426, label %1424

1424:                                             ; preds = %1421
  %1425 = add nsw i32 %1412, -1
  store i32 %1425, ptr %1409, align 4, !tbaa !53
  br label %1428

1426:                                             ; preds = %1421
  %1427 = atomicrmw volatile add ptr %1409, i32 -1 acq_rel, align 4
  br label %1428

1428:                                             ; preds = %1426, %1424
  %1429 = phi i32 [ %1412, %1424 ], [ %1427, %1426 ]
  %1430 = icmp eq i32 %1429, 1
  br i1 %1430, label %1431, label %1432, !prof !69

1431:                                             ; preds = %1428
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1406) #27
  br label %1432

1432:                                             ; preds = %1405, %1413, %1428, %1431
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %27) #27
  %1433 = load ptr, ptr %543, align 8, !tbaa !62
  %1434 = icmp eq ptr %1433, null
  br i1 %1434, label %1459, label %1435

1435:                                             ; preds = %1432
  %1436 = getelementptr inbounds i8, ptr %1433, i64 8
  %1437 = load atomic i64, ptr %1436 acquire, align 8
  %1438 = icmp eq i64 %1437, 4294967297
  %1439 = trunc i64 %1437 to i32
  br i1 %1438, label %1440, label %1448

1440:                                             ; preds = %1435
  store i32 0, ptr %1436, align 8, !tbaa !64
  %1441 = getelementptr inbounds i8, ptr %1433, i64 12
  store i32 0, ptr %1441, align 4, !tbaa !66
  %1442 = load ptr, ptr %1433, align 8, !tbaa !67
  %1443 = getelementptr inbounds i8, ptr %1442, i64 16
  %1444 = load ptr, ptr %1443, align 8
  call void %1444(ptr noundef nonnull align 8 dereferenceable(16) %1433) #27
  %1445 = load ptr, ptr %1433, align 8, !tbaa !67
  %1446 = getelementptr inbounds i8, ptr %1445, i64 24
  %1447 = load ptr, ptr %1446, align 8
  call void %1447(ptr noundef nonnull align 8 dereferenceable(16) %1433) #27
  br label %1459

1448:                                             ; preds = %1435
  %1449 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1450 = icmp eq i8 %1449, 0
  br i1 %1450, label %1453, label %1451

1451:                                             ; preds = %1448
  %1452 = add nsw i32 %1439, -1
  store i32 %1452, ptr %1436, align 4, !tbaa !53
  br label %1455

1453:                                             ; preds = %1448
  %1454 = atomicrmw volatile add ptr %1436, i32 -1 acq_rel, align 4
  br label %1455

1455:                                             ; preds = %1453, %1451
  %1456 = phi i32 [ %1439, %1451 ], [ %1454, %1453 ]
  %1457 = icmp eq i32 %1456, 1
  br i1 %1457, label %1458, label %1459, !prof !69

1458:                                             ; preds = %1455
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1433) #27
  br label %1459

1459:                                             ; preds = %1432, %1440, %1455, %1458
  %1460 = load ptr, ptr %540, align 8, !tbaa !62
  %1461 = icmp eq ptr %1460, null
  br i1 %1461, label %1486, label %1462

1462:                                             ; preds = %1459
  %1463 = getelementptr inbounds i8, ptr %1460, i64 8
  %1464 = load atomic i64, ptr %1463 acquire, align 8
  %1465 = icmp eq i64 %1464, 4294967297
  %1466 = trunc i64 %1464 to i32
  br i1 %1465, label %1467, label %1475

1467:                                             ; preds = %1462
  store i32 0, ptr %1463, align 8, !tbaa !64
  %1468 = getelementptr inbounds i8, ptr %1460, i64 12
  store i32 0, ptr %1468, align 4, !tbaa !66
  %1469 = load ptr, ptr %1460, align 8, !tbaa !67
  %1470 = getelementptr inbounds i8, ptr %1469, i64 16
  %1471 = load ptr, ptr %1470, align 8
  call void %1471(ptr noundef nonnull align 8 dereferenceable(16) %1460) #27
  %1472 = load ptr, ptr %1460, align 8, !tbaa !67
  %1473 = getelementptr inbounds i8, ptr %1472, i64 24
  %1474 = load ptr, ptr %1473, align 8
  call void %1474(ptr noundef nonnull align 8 dereferenceable(16) %1460) #27
  br label %1486

1475:                                             ; preds = %1462
  %1476 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1477 = icmp eq i8 %1476, 0
  br i1 %1477, label %1480, label %1478

1478:                                             ; preds = %1475
  %1479 = add nsw i32 %1466, -1
  store i32 %1479, ptr %1463, align 4, !tbaa !53
  br label %1482

1480:                                             ; preds = %1475
  %1481 = atomicrmw volatile add ptr %1463, i32 -1 acq_rel, align 4
  br label %1482

1482:                                             ; preds = %1480, %1478
  %1483 = phi i32 [ %1466, %1478 ], [ %1481, %1480 ]
  %1484 = icmp eq i32 %1483, 1
  br i1 %1484, label %1485, label %1486, !prof !69

1485:                                             ; preds = %1482
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1460) #27
  br label %1486

1486:                                             ; preds = %1459, %1467, %1482, %1485
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %25) #27
  %1487 = load ptr, ptr %398, align 8, !tbaa !62
  %1488 = icmp eq ptr %1487, null
  br i1 %1488, label %1513, label %1489

1489:                                             ; preds = %1486
  %1490 = getelementptr inbounds i8, ptr %1487, i64 8
  %1491 = load atomic i64, ptr %1490 acquire, align 8
  %1492 = icmp eq i64 %1491, 4294967297
  %1493 = trunc i64 %1491 to i32
  br i1 %1492, label %1494, label %1502

1494:                                             ; preds = %1489
  store i32 0, ptr %1490, align 8, !tbaa !64
  %1495 = getelementptr inbounds i8, ptr %1487, i64 12
  store i32 0, ptr %1495, align 4, !tbaa !66
  %1496 = load ptr, ptr %1487, align 8, !tbaa !67
  %1497 = getelementptr inbounds i8, ptr %1496, i64 16
  %1498 = load ptr, ptr %1497, align 8
  call void %1498(ptr noundef nonnull align 8 dereferenceable(16) %1487) #27
  %1499 = load ptr, ptr %1487, align 8, !tbaa !67
  %1500 = getelementptr inbounds i8, ptr %1499, i64 24
  %1501 = load ptr, ptr %1500, align 8
  call void %1501(ptr noundef nonnull align 8 dereferenceable(16) %1487) #27
  br label %1513

1502:                                             ; preds = %1489
  %1503 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1504 = icmp eq i8 %1503, 0
  br i1 %1504, label %1507, label %1505

1505:                                             ; preds = %1502
  %1506 = add nsw i32 %1493, -1
  store i32 %1506, ptr %1490, align 4, !tbaa !53
  br label %1509

1507:                                             ; preds = %1502
  %1508 = atomicrmw volatile add ptr %1490, i32 -1 acq_rel, align 4
  br label %1509

1509:                                             ; preds = %1507, %1505
  %1510 = phi i32 [ %1493, %1505 ], [ %1508, %1507 ]
  %1511 = icmp eq i32 %1510, 1
  br i1 %1511, label %1512, label %1513, !prof !69

1512:                                             ; preds = %1509
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1487) #27
  br label %1513

1513:                                             ; preds = %1486, %1494, %1509, %1512
  %1514 = load ptr, ptr %395, align 8, !tbaa !62
  %1515 = icmp eq ptr %1514, null
  br i1 %1515, label %1540, label %1516

1516:                                             ; preds = %1513
  %1517 = getelementptr inbounds i8, ptr %1514, i64 8
  %1518 = load atomic i64, ptr %1517 acquire, align 8
  %1519 = icmp eq i64 %1518, 4294967297
  %1520 = trunc i64 %1518 to i32
  br i1 %1519, label %1521, label %1529

1521:                                             ; preds = %1516
  store i32 0, ptr %1517, align 8, !tbaa !64
  %1522 = getelementptr inbounds i8, ptr %1514, i64 12
  store i32 0, ptr %1522, align 4, !tbaa !66
  %1523 = load ptr, ptr %1514, align 8, !tbaa !67
  %1524 = getelementptr inbounds i8, ptr %1523, i64 16
  %1525 = load ptr, ptr %1524, align 8
  call void %1525(ptr noundef nonnull align 8 dereferenceable(16) %1514) #27
  %1526 = load ptr, ptr %1514, align 8, !tbaa !67
  %1527 = getelementptr inbounds i8, ptr %1526, i64 24
  %1528 = load ptr, ptr %1527, align 8
  call void %1528(ptr noundef nonnull align 8 dereferenceable(16) %1514) #27
  br label %1540

1529:                                             ; preds = %1516
  %1530 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1531 = icmp eq i8 %1530, 0
  br i1 %1531, label %1534, label %1532

1532:                                             ; preds = %1529
  %1533 = add nsw i32 %1520, -1
  store i32 %1533, ptr %1517, align 4, !tbaa !53
  br label %1536

1534:                                             ; preds = %1529
  %1535 = atomicrmw volatile add ptr %1517, i32 -1 acq_rel, align 4
  br label %1536

1536:                                             ; preds = %1534, %1532
  %1537 = phi i32 [ %1520, %1532 ], [ %1535, %1534 ]
  %1538 = icmp eq i32 %1537, 1
  br i1 %1538, label %1539, label %1540, !prof !69

1539:                                             ; preds = %1536
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1514) #27
  br label %1540

1540:                                             ; preds = %1513, %1521, %1536, %1539
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %23) #27
  %1541 = load ptr, ptr %252, align 8, !tbaa !62
  %1542 = icmp eq ptr %1541, null
  br i1 %1542, label %1567, label %1543

1543:                                             ; preds = %1540
  %1544 = getelementptr inbounds i8, ptr %1541, i64 8
  %1545 = load atomic i64, ptr %1544 acquire, align 8
  %1546 = icmp eq i64 %1545, 4294967297
  %1547 = trunc i64 %1545 to i32
  br i1 %1546, label %1548, label %1556

1548:                                             ; preds = %1543
  store i32 0, ptr %1544, align 8, !tbaa !64
  %1549 = getelementptr inbounds i8, ptr %1541, i64 12
  store i32 0, ptr %1549, align 4, !tbaa !66
  %1550 = load ptr, ptr %1541, align 8, !tbaa !67
  %1551 = getelementptr inbounds i8, ptr %1550, i64 16
  %1552 = load ptr, ptr %1551, align 8
  call void %1552(ptr noundef nonnull align 8 dereferenceable(16) %1541) #27
  %1553 = load ptr, ptr %1541, align 8, !tbaa !67
  %1554 = getelementptr inbounds i8, ptr %1553, i64 24
  %1555 = load ptr, ptr %1554, align 8
  call void %1555(ptr noundef nonnull align 8 dereferenceable(16) %1541) #27
  br label %1567

1556:                                             ; preds = %1543
  %1557 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1558 = icmp eq i8 %1557, 0
  br i1 %1558, label %1561, label %1559

1559:                                             ; preds = %1556
  %1560 = add nsw i32 %1547, -1
  store i32 %1560, ptr %1544, align 4, !tbaa !53
  br label %1563

1561:                                             ; preds = %1556
  %1562 = atomicrmw volatile add ptr %1544, i32 -1 acq_rel, align 4
  br label %1563

1563:                                             ; preds = %1561, %1559
  %1564 = phi i32 [ %1547, %1559 ], [ %1562, %1561 ]
  %1565 = icmp eq i32 %1564, 1
  br i1 %1565, label %1566, label %1567, !prof !69

1566:                                             ; preds = %1563
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1541) #27
  br label %1567

1567:                                             ; preds = %1540, %1548, %1563, %1566
  %1568 = load ptr, ptr %249, align 8, !tbaa !62
  %1569 = icmp eq ptr %1568, null
  br i1 %1569, label %1594, label %1570

1570:                                             ; preds = %1567
  %1571 = getelementptr inbounds i8, ptr %1568, i64 8
  %1572 = load atomic i64, ptr %1571 acquire, align 8
  %1573 = icmp eq i64 %1572, 4294967297
  %1574 = trunc i64 %1572 to i32
  br i1 %1573, label %1575, label %1583

1575:                                             ; preds = %1570
  store i32 0, ptr %1571, align 8, !tbaa !64
  %1576 = getelementptr inbounds i8, ptr %1568, i64 12
  store i32 0, ptr %1576, align 4, !tbaa !66
  %1577 = load ptr, ptr %1568, align 8, !tbaa !67
  %1578 = getelementptr inbounds i8, ptr %1577, i64 16
  %1579 = load ptr, ptr %1578, align 8
  call void %1579(ptr noundef nonnull align 8 dereferenceable(16) %1568) #27
  %1580 = load ptr, ptr %1568, align 8, !tbaa !67
  %1581 = getelementptr inbounds i8, ptr %1580, i64 24
  %1582 = load ptr, ptr %1581, align 8
  call void %1582(ptr noundef nonnull align 8 dereferenceable(16) %1568) #27
  br label %1594

1583:                                             ; preds = %1570
  %1584 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1585 = icmp eq i8 %1584, 0
  br i1 %1585, label %1588, label %1586

1586:                                             ; preds = %1583
  %1587 = add nsw i32 %1574, -1
  store i32 %1587, ptr %1571, align 4, !tbaa !53
  br label %1590

1588:                                             ; preds = %1583
  %1589 = atomicrmw volatile add ptr %1571, i32 -1 acq_rel, align 4
  br label %1590

1590:                                             ; preds = %1588, %1586
  %1591 = phi i32 [ %1574, %1586 ], [ %1589, %1588 ]
  %1592 = icmp eq i32 %1591, 1
  br i1 %1592, label %1593, label %1594, !prof !69

1593:                                             ; preds = %1590
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1568) #27
  br label %1594

1594:                                             ; preds = %1567, %1575, %1590, %1593
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #27
  %1595 = load ptr, ptr %107, align 8, !tbaa !62
  %1596 = icmp eq ptr %1595, null
  br i1 %1596, label %1621, label %1597

1597:                                             ; preds = %1594
  %1598 = getelementptr inbounds i8, ptr %1595, i64 8
  %1599 = load atomic i64, ptr %1598 acquire, align 8
  %1600 = icmp eq i64 %1599, 4294967297
  %1601 = trunc i64 %1599 to i32
  br i1 %1600, label %1602, label %1610

1602:                                             ; preds = %1597
  store i32 0, ptr %1598, align 8, !tbaa !64
  %1603 = getelementptr inbounds i8, ptr %1595, i64 12
  store i32 0, ptr %1603, align 4, !tbaa !66
  %1604 = load ptr, ptr %1595, align 8, !tbaa !67
  %1605 = getelementptr inbounds i8, ptr %1604, i64 16
  %1606 = load ptr, ptr %1605, align 8
  call void %1606(ptr noundef nonnull align 8 dereferenceable(16) %1595) #27
  %1607 = load ptr, ptr %1595, align 8, !tbaa !67
  %1608 = getelementptr inbounds i8, ptr %1607, i64 24
  %1609 = load ptr, ptr %1608, align 8
  call void %1609(ptr noundef nonnull align 8 dereferenceable(16) %1595) #27
  br label %1621

1610:                                             ; preds = %1597
  %1611 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1612 = icmp eq i8 %1611, 0
  br i1 %1612, label %1615, label %1613

1613:                                             ; preds = %1610
  %1614 = add nsw i32 %1601, -1
  store i32 %1614, ptr %1598, align 4, !tbaa !53
  br label %1617

1615:                                             ; preds = %1610
  %1616 = atomicrmw volatile add ptr %1598, i32 -1 acq_rel, align 4
  br label %1617

1617:                                             ; preds = %1615, %1613
  %1618 = phi i32 [ %1601, %1613 ], [ %1616, %1615 ]
  %1619 = icmp eq i32 %1618, 1
  br i1 %1619, label %1620, label %1621, !prof !69

1620:                                             ; preds = %1617
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1595) #27
  br label %1621

1621:                                             ; preds = %1594, %1602, %1617, %1620
  %1622 = load ptr, ptr %104, align 8, !tbaa !62
  %1623 = icmp eq ptr %1622, null
  br i1 %1623, label %1648, label %1624

1624:                                             ; preds = %1621
  %1625 = getelementptr inbounds i8, ptr %1622, i64 8
  %1626 = load atomic i64, ptr %1625 acquire, align 8
  %1627 = icmp eq i64 %1626, 4294967297
  %1628 = trunc i64 %1626 to i32
  br i1 %1627, label %1629, label %1637

1629:                                             ; preds = %1624
  store i32 0, ptr %1625, align 8, !tbaa !64
  %1630 = getelementptr inbounds i8, ptr %1622, i64 12
  store i32 0, ptr %1630, align 4, !tbaa !66
  %1631 = load ptr, ptr %1622, align 8, !tbaa !67
  %1632 = getelementptr inbounds i8, ptr %1631, i64 16
  %1633 = load ptr, ptr %1632, align 8
  call void %1633(ptr noundef nonnull align 8 dereferenceable(16) %1622) #27
  %1634 = load ptr, ptr %1622, align 8, !tbaa !67
  %1635 = getelementptr inbounds i8, ptr %1634, i64 24
  %1636 = load ptr, ptr %1635, align 8
  call void %1636(ptr noundef nonnull align 8 dereferenceable(16) %1622) #27
  br label %1648

1637:                                             ; preds = %1624
  %1638 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %1639 = icmp eq i8 %1638, 0
  br i1 %1639, label %1642, label %1640

1640:                                             ; preds = %1637
  %1641 = add nsw i32 %1628, -1
  store i32 %1641, ptr %1625, align 4, !tbaa !53
  br label %1644

1642:                                             ; preds = %1637
  %1643 = atomicrmw volatile add ptr %1625, i32 -1 acq_rel, align 4
  br label %1644

1644:                                             ; preds = %1642, %1640
  %1645 = phi i32 [ %1628, %1640 ], [ %1643, %1642 ]
  %1646 = icmp eq i32 %1645, 1
  br i1 %1646, label %1647, label %1648, !prof !69

1647:                                             ; preds = %1644
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1622) #27
  br label %1648

1648:                                             ; preds = %1621, %1629, %1644, %1647
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %19) #27
  ret void

1649:                                             ; preds = %174, %170, %166, %163, %161, %154
  %1650 = landingpad { ptr, i32 }
          cleanup
  br label %1677

1651:                                             ; preds = %319, %315, %311, %308, %306, %299
  %1652 = landingpad { ptr, i32 }
          cleanup
  br label %1675

1653:                                             ; preds = %465, %461, %457, %454, %452, %445
  %1654 = landingpad { ptr, i32 }
          cleanup
  br label %1673

1655:                                             ; preds = %610, %606, %602, %599, %597, %590
  %1656 = landingpad { ptr, i32 }
          cleanup
  br label %1671

1657:                                             ; preds = %756, %752, %748, %745, %743, %736
  %1658 = landingpad { ptr, i32 }
          cleanup
  br label %1669

1659:                                             ; preds = %901, %897, %893, %890, %888, %881
  %1660 = landingpad { ptr, i32 }
          cleanup
  br label %1667

1661:                                             ; preds = %1047, %1043, %1039, %1036, %1034, %1026
  %1662 = landingpad { ptr, i32 }
          cleanup
  br label %1665

1663:                                             ; preds = %1194, %1190, %1186, %1183, %1181, %1174
  %1664 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %33) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %34) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %34) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %33) #27
  br label %1665

1665:                                             ; preds = %1663, %1661
  %1666 = phi { ptr, i32 } [ %1664, %1663 ], [ %1662, %1661 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %31) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %32) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %32) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #27
  br label %1667

1667:                                             ; preds = %1665, %1659
  %1668 = phi { ptr, i32 } [ %1666, %1665 ], [ %1660, %1659 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %29) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %30) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %29) #27
  br label %1669

1669:                                             ; preds = %1667, %1657
  %1670 = phi { ptr, i32 } [ %1668, %1667 ], [ %1658, %1657 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %27) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %28) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %27) #27
  br label %1671

1671:                                             ; preds = %1669, %1655
  %1672 = phi { ptr, i32 } [ %1670, %1669 ], [ %1656, %1655 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %25) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %26) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %25) #27
  br label %1673

1673:                                             ; preds = %1671, %1653
  %1674 = phi { ptr, i32 } [ %1672, %1671 ], [ %1654, %1653 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %23) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %24) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %23) #27
  br label %1675

1675:                                             ; preds = %1673, %1651
  %1676 = phi { ptr, i32 } [ %1674, %1673 ], [ %1652, %1651 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %21) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #27
  br label %1677

1677:                                             ; preds = %1675, %1649
  %1678 = phi { ptr, i32 } [ %1676, %1675 ], [ %1650, %1649 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %19) #27
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %20) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %19) #27
  resume { ptr, i32 } %1678
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #23

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor.241") align 8 %0, ptr noundef nonnull align 8 dereferenceable(49) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.10, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.36, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 589, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 12, ptr %7, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !59
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !61
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %48, label %14

14:                                               ; preds = %8, %43
  %15 = phi ptr [ %44, %43 ], [ %10, %8 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !62
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !64
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !66
  %26 = load ptr, ptr %17, align 8, !tbaa !67
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  %29 = load ptr, ptr %17, align 8, !tbaa !67
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
  store i32 %36, ptr %20, align 4, !tbaa !53
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !69

42:                                               ; preds = %39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #27
  br label %43

43:                                               ; preds = %42, %39, %24, %14
  %44 = getelementptr inbounds i8, ptr %15, i64 16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %46, label %14, !llvm.loop !70

46:                                               ; preds = %43
  %47 = load ptr, ptr %9, align 8, !tbaa !59
  br label %48

48:                                               ; preds = %46, %8
  %49 = phi ptr [ %47, %46 ], [ %10, %8 ]
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !71
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
  %3 = load ptr, ptr %2, align 8, !tbaa !62
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !64
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !66
  %12 = load ptr, ptr %3, align 8, !tbaa !67
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !67
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
  store i32 %22, ptr %6, align 4, !tbaa !53
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !69

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.18", align 8
  %7 = alloca %"class.sycl::_V1::range.18", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %10 = load i64, ptr %2, align 8
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !50
  %14 = load ptr, ptr %11, align 8, !tbaa !50
  %15 = ptrtoint ptr %13 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  %18 = icmp eq ptr %13, %14
  br i1 %18, label %45, label %19

19:                                               ; preds = %4
  %20 = icmp ugt i64 %17, 9223372036854775792
  br i1 %20, label %21, label %22, !prof !69

21:                                               ; preds = %19
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

22:                                               ; preds = %19
  %23 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %17) #32
  br label %24

24:                                               ; preds = %41, %22
  %25 = phi ptr [ %43, %41 ], [ %23, %22 ]
  %26 = phi ptr [ %42, %41 ], [ %14, %22 ]
  %27 = load ptr, ptr %26, align 8, !tbaa !211
  store ptr %27, ptr %25, align 8, !tbaa !211
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !62
  store ptr %30, ptr %28, align 8, !tbaa !62
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !53
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !53
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %24
  %42 = getelementptr inbounds i8, ptr %26, i64 16
  %43 = getelementptr inbounds i8, ptr %25, i64 16
  %44 = icmp eq ptr %42, %13
  br i1 %44, label %45, label %24, !llvm.loop !213

45:                                               ; preds = %41, %4
  %46 = phi ptr [ null, %4 ], [ %23, %41 ]
  %47 = phi ptr [ null, %4 ], [ %43, %41 ]
  %48 = getelementptr inbounds i8, ptr %46, i64 %17
  store i64 %10, ptr %8, align 8
  %49 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %46, ptr %49, align 8, !tbaa !59
  %50 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %47, ptr %50, align 8, !tbaa !61
  %51 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %48, ptr %51, align 8, !tbaa !71
  %52 = load ptr, ptr %1, align 8, !tbaa !173
  %53 = icmp eq ptr %52, null
  br i1 %53, label %54, label %55

54:                                               ; preds = %45
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

55:                                               ; preds = %45
  %56 = and i64 %10, 16
  %57 = icmp eq i64 %56, 0
  %58 = select i1 %57, i32 1026, i32 1028
  %59 = getelementptr inbounds i8, ptr %1, i64 40
  %60 = load i64, ptr %59, align 8, !tbaa !387
  %61 = getelementptr inbounds i8, ptr %1, i64 48
  %62 = load i8, ptr %61, align 8, !tbaa !389, !range !33, !noundef !34
  %63 = trunc nuw i8 %62 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.18") align 8 %7, i32 noundef %58, ptr noundef nonnull %52, i32 noundef 3, i32 noundef 4, i1 noundef zeroext false, i64 noundef %60, i1 noundef zeroext %63, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %64 unwind label %193

64:                                               ; preds = %55
  %65 = icmp eq ptr %46, %47
  br i1 %65, label %100, label %66

66:                                               ; preds = %64, %95
  %67 = phi ptr [ %96, %95 ], [ %46, %64 ]
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !62
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %66
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !64
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !66
  %78 = load ptr, ptr %69, align 8, !tbaa !67
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  tail call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #27
  %81 = load ptr, ptr %69, align 8, !tbaa !67
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #27
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !53
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !69

94:                                               ; preds = %91
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #27
  br label %95

95:                                               ; preds = %94, %91, %76, %66
  %96 = getelementptr inbounds i8, ptr %67, i64 16
  %97 = icmp eq ptr %96, %47
  br i1 %97, label %98, label %66, !llvm.loop !70

98:                                               ; preds = %95
  %99 = load ptr, ptr %49, align 8, !tbaa !59
  br label %100

100:                                              ; preds = %98, %64
  %101 = phi ptr [ %99, %98 ], [ %46, %64 ]
  %102 = icmp eq ptr %101, null
  br i1 %102, label %108, label %103

103:                                              ; preds = %100
  %104 = load ptr, ptr %51, align 8, !tbaa !71
  %105 = ptrtoint ptr %104 to i64
  %106 = ptrtoint ptr %101 to i64
  %107 = sub i64 %105, %106
  tail call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %107) #28
  br label %108

108:                                              ; preds = %100, %103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %109 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %109, i8 0, i64 64, i1 false)
  %110 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %111 unwind label %195

111:                                              ; preds = %108
  br i1 %110, label %112, label %121

112:                                              ; preds = %111
  %113 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %114 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %115 = extractvalue { i32, ptr } %114, 0
  %116 = extractvalue { i32, ptr } %114, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %113, i32 %115, ptr %116, ptr noundef nonnull @.str.37)
          to label %117 unwind label %119

117:                                              ; preds = %112
  invoke void @__cxa_throw(ptr nonnull %113, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %118 unwind label %195

118:                                              ; preds = %117
  unreachable

119:                                              ; preds = %112
  %120 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %113) #27
  br label %214

121:                                              ; preds = %111
  %122 = load ptr, ptr %12, align 8, !tbaa !50
  %123 = load ptr, ptr %11, align 8, !tbaa !50
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %121
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !69

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %131 unwind label %197

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #32
          to label %134 unwind label %197

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !211
  store ptr %137, ptr %135, align 8, !tbaa !211
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !62
  store ptr %140, ptr %138, align 8, !tbaa !62
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !53
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !53
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !213

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !62
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !64
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !66
  %167 = load ptr, ptr %158, align 8, !tbaa !67
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #27
  %170 = load ptr, ptr %158, align 8, !tbaa !67
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #27
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !53
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !69

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #27
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !70

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #28
  br label %188

188:                                              ; preds = %121, %187
  %189 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %195

190:                                              ; preds = %188
  br i1 %189, label %199, label %191

191:                                              ; preds = %190
  %192 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %192)
          to label %199 unwind label %195

193:                                              ; preds = %55
  %194 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %216

195:                                              ; preds = %211, %207, %199, %117, %108, %205, %191, %188
  %196 = landingpad { ptr, i32 }
          cleanup
  br label %214

197:                                              ; preds = %132, %130
  %198 = landingpad { ptr, i32 }
          cleanup
  br label %214

199:                                              ; preds = %191, %190
  %200 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %201 unwind label %195

201:                                              ; preds = %199
  store ptr %200, ptr %109, align 8, !tbaa !457
  %202 = load ptr, ptr %1, align 8, !tbaa !173
  %203 = icmp eq ptr %202, null
  br i1 %203, label %204, label %205

204:                                              ; preds = %201
  tail call void @__assert_fail(ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #29
  unreachable

205:                                              ; preds = %201
  %206 = load ptr, ptr %0, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %202, ptr noundef %206, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %207 unwind label %195

207:                                              ; preds = %205
  %208 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %209 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %210 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %211 unwind label %195

211:                                              ; preds = %207
  %212 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %195

213:                                              ; preds = %211
  ret void

214:                                              ; preds = %195, %119, %197
  %215 = phi { ptr, i32 } [ %198, %197 ], [ %196, %195 ], [ %120, %119 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %216

216:                                              ; preds = %214, %193
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %194, %193 ]
  resume { ptr, i32 } %217
}

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind memory(none) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!16 = !{!17, !12, i64 0}
!17 = !{!"_ZTS8Jacobi2D", !12, i64 0, !12, i64 8, !18, i64 16, !19, i64 24, !19, i64 48, !19, i64 72, !23, i64 96, !23, i64 152}
!18 = !{!"float", !8, i64 0}
!19 = !{!"_ZTSSt6vectorIfSaIfEE", !20, i64 0}
!20 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !21, i64 0}
!21 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !22, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!23 = !{!"_ZTS10GridBufferIfLi2EE", !24, i64 0}
!24 = !{!"_ZTSSt8optionalIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !25, i64 0}
!25 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0EE", !26, i64 0}
!26 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0ELb0EE", !27, i64 0}
!27 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb1ELb0ELb0EE", !28, i64 0}
!28 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !8, i64 0, !29, i64 48}
!29 = !{!"bool", !8, i64 0}
!30 = !{!17, !12, i64 8}
!31 = !{!17, !18, i64 16}
!32 = !{!28, !29, i64 48}
!33 = !{i8 0, i8 2}
!34 = !{}
!35 = !{!22, !7, i64 0}
!36 = !{!22, !7, i64 16}
!37 = !{!38, !12, i64 0}
!38 = !{!"_ZTS9Stencil3D", !12, i64 0, !18, i64 8, !19, i64 16, !19, i64 40, !19, i64 64, !8, i64 88, !7, i64 216, !7, i64 224}
!39 = !{!38, !18, i64 8}
!40 = !{!41, !29, i64 56}
!41 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEEE", !8, i64 0, !29, i64 56}
!42 = !{!43, !7, i64 8}
!43 = !{!"_ZTSSt15_Rb_tree_header", !44, i64 0, !12, i64 32}
!44 = !{!"_ZTSSt18_Rb_tree_node_base", !45, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!45 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!46 = !{!43, !45, i64 0}
!47 = !{!43, !7, i64 16}
!48 = !{!43, !7, i64 24}
!49 = !{!43, !12, i64 32}
!50 = !{!7, !7, i64 0}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !8, i64 0}
!55 = !{!56, !7, i64 24}
!56 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !57, i64 0, !7, i64 24}
!57 = !{!"_ZTSSt14_Function_base", !8, i64 0, !7, i64 16}
!58 = !{!57, !7, i64 16}
!59 = !{!60, !7, i64 0}
!60 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!61 = !{!60, !7, i64 8}
!62 = !{!63, !7, i64 0}
!63 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0}
!64 = !{!65, !54, i64 8}
!65 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !54, i64 8, !54, i64 12}
!66 = !{!65, !54, i64 12}
!67 = !{!68, !68, i64 0}
!68 = !{!"vtable pointer", !9, i64 0}
!69 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!70 = distinct !{!70, !52}
!71 = !{!60, !7, i64 16}
!72 = !{!73, !12, i64 24}
!73 = !{!"_ZTS7HarnessI8Jacobi2DE", !74, i64 0, !17, i64 32}
!74 = !{!"_ZTS11StencilArgs", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!75 = !{!76, !7, i64 0}
!76 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !7, i64 0, !7, i64 8, !54, i64 16, !54, i64 20}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!79 = distinct !{!79, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!80 = !{!76, !7, i64 8}
!81 = !{!76, !54, i64 16}
!82 = !{!76, !54, i64 20}
!83 = distinct !{!83, !52}
!84 = !{!85, !7, i64 0}
!85 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V15eventESaIS2_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!86 = !{!85, !7, i64 8}
!87 = distinct !{!87, !52}
!88 = !{!85, !7, i64 16}
!89 = !{!90, !12, i64 24}
!90 = !{!"_ZTS7HarnessI9Stencil3DE", !74, i64 0, !38, i64 32}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!93 = distinct !{!93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!94 = distinct !{!94, !52}
!95 = distinct !{!95, !52}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_: argument 0"}
!98 = distinct !{!98, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_"}
!99 = !{!100, !7, i64 8}
!100 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!101 = !{!44, !7, i64 24}
!102 = distinct !{!102, !52}
!103 = !{!44, !7, i64 16}
!104 = distinct !{!104, !52}
!105 = distinct !{!105, !52}
!106 = !{!22, !7, i64 8}
!107 = !{!18, !18, i64 0}
!108 = distinct !{!108, !52}
!109 = distinct !{!109, !52}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!113 = !{!114}
!114 = distinct !{!114, !115, !"_ZN4sycl3_V15queue6submitIZN8Jacobi2D3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!115 = distinct !{!115, !"_ZN4sycl3_V15queue6submitIZN8Jacobi2D3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE"}
!116 = !{!117, !7, i64 0}
!117 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !7, i64 0, !7, i64 8}
!118 = !{!117, !7, i64 8}
!119 = !{!120, !114}
!120 = distinct !{!120, !121, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!121 = distinct !{!121, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!122 = !{!123, !124, i64 0}
!123 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !124, i64 0}
!124 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!125 = !{!126, !29, i64 8}
!126 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !7, i64 0, !29, i64 8}
!127 = !{!128, !7, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !63, i64 8}
!129 = distinct !{!129, !52}
!130 = distinct !{!130, !52}
!131 = distinct !{!131, !52, !132}
!132 = !{!"llvm.loop.peeled.count", i32 1}
!133 = distinct !{!133, !52}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!136 = distinct !{!136, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!137 = !{!138, !7, i64 72}
!138 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !139, i64 0, !141, i64 24, !141, i64 48, !7, i64 72, !7, i64 80}
!139 = !{!"_ZTSN4sycl3_V12idILi3EEE", !140, i64 0}
!140 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !8, i64 0}
!141 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !140, i64 0}
!142 = distinct !{!142, !52}
!143 = !{!144, !7, i64 24}
!144 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !57, i64 0, !7, i64 24}
!145 = !{!146, !7, i64 16}
!146 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!147 = !{!146, !7, i64 0}
!148 = !{!146, !7, i64 8}
!149 = !{!150, !7, i64 0}
!150 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!151 = distinct !{!151, !52}
!152 = !{!153}
!153 = distinct !{!153, !154, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!154 = distinct !{!154, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!157 = distinct !{!157, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!158 = !{!159, !12, i64 0}
!159 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!160 = !{!161, !12, i64 16}
!161 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !162, i64 0, !159, i64 8, !12, i64 16}
!162 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!163 = !{!164, !7, i64 0}
!164 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !7, i64 0}
!165 = !{!166, !12, i64 32}
!166 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !167, i64 0, !170, i64 16, !12, i64 32, !29, i64 40}
!167 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !168, i64 0}
!168 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !169, i64 0}
!169 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !63, i64 8}
!170 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !171, i64 0}
!171 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !8, i64 0}
!172 = !{!166, !29, i64 40}
!173 = !{!169, !7, i64 0}
!174 = !{!175, !7, i64 8}
!175 = !{!"_ZTSSt9type_info", !7, i64 8}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!178 = distinct !{!178, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!181 = distinct !{!181, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!182 = !{!183}
!183 = distinct !{!183, !181, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!184 = distinct !{!184, !52}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!187 = distinct !{!187, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!188 = !{!189}
!189 = distinct !{!189, !187, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!190 = !{!191, !7, i64 0}
!191 = !{!"_ZTSZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_", !7, i64 0}
!192 = !{!193}
!193 = distinct !{!193, !194, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!194 = distinct !{!194, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!195 = !{!196, !12, i64 0}
!196 = !{!"_ZTSZZN8Jacobi2D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi2EEEE_", !12, i64 0, !12, i64 8, !197, i64 16, !201, i64 72, !18, i64 128}
!197 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
!198 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !199, i64 0}
!199 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !200, i64 0}
!200 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !63, i64 8}
!201 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
!202 = !{!196, !12, i64 8}
!203 = !{!200, !7, i64 0}
!204 = !{!196, !18, i64 128}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!207 = distinct !{!207, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!211 = !{!212, !7, i64 0}
!212 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !63, i64 8}
!213 = distinct !{!213, !52}
!214 = !{!201, !7, i64 16}
!215 = !{!216}
!216 = distinct !{!216, !217, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!217 = distinct !{!217, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!218 = !{!219}
!219 = distinct !{!219, !220, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!220 = distinct !{!220, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!221 = !{!197, !7, i64 16}
!222 = !{!223, !29, i64 8}
!223 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !8, i64 0, !29, i64 8}
!224 = !{!225, !227}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!227 = distinct !{!227, !228, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!228 = distinct !{!228, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!229 = !{!230, !29, i64 2}
!230 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !8, i64 0, !29, i64 2}
!231 = !{!232, !29, i64 0}
!232 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !29, i64 0}
!233 = !{!234, !29, i64 4}
!234 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !8, i64 0, !29, i64 4}
!235 = !{!236, !29, i64 4}
!236 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !8, i64 0, !29, i64 4}
!237 = !{!238, !29, i64 8}
!238 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !8, i64 0, !29, i64 8}
!239 = !{!240, !29, i64 16}
!240 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !8, i64 0, !29, i64 16}
!241 = !{!242, !29, i64 24}
!242 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !8, i64 0, !29, i64 24}
!243 = !{!244, !29, i64 144}
!244 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !245, i64 0, !249, i64 16, !232, i64 20, !253, i64 24, !260, i64 40, !261, i64 56, !262, i64 72, !266, i64 88, !270, i64 112, !29, i64 144}
!245 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !246, i64 0}
!246 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !247, i64 0}
!247 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !248, i64 0}
!248 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !223, i64 0}
!249 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !250, i64 0}
!250 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !251, i64 0}
!251 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !252, i64 0}
!252 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !230, i64 0}
!253 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !254, i64 0, !257, i64 8}
!254 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !255, i64 0}
!255 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !256, i64 0}
!256 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !234, i64 0}
!257 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !258, i64 0}
!258 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !259, i64 0}
!259 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !236, i64 0}
!260 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !254, i64 0, !257, i64 8}
!261 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !254, i64 0, !257, i64 8}
!262 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !263, i64 0}
!263 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !264, i64 0}
!264 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !265, i64 0}
!265 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !238, i64 0}
!266 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !267, i64 0}
!267 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !268, i64 0}
!268 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !269, i64 0}
!269 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !240, i64 0}
!270 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !271, i64 0}
!271 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !272, i64 0}
!272 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !273, i64 0}
!273 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !242, i64 0}
!274 = !{!275, !7, i64 0}
!275 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24}
!276 = !{!275, !12, i64 24}
!277 = !{!278, !54, i64 16}
!278 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !279, i64 0, !54, i64 16, !29, i64 20, !279, i64 24, !279, i64 40, !54, i64 56, !54, i64 60, !12, i64 64, !7, i64 72, !29, i64 80}
!279 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !7, i64 0, !12, i64 8}
!280 = distinct !{!280, !52}
!281 = !{!278, !7, i64 72}
!282 = !{i64 0, i64 8, !50, i64 8, i64 8, !15}
!283 = !{!"branch_weights", i32 1, i32 1048575}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!286 = distinct !{!286, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!289 = distinct !{!289, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!290 = !{!291}
!291 = distinct !{!291, !292, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!292 = distinct !{!292, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!293 = !{!294}
!294 = distinct !{!294, !295, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!295 = distinct !{!295, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!298 = distinct !{!298, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!299 = !{!300}
!300 = distinct !{!300, !301, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!301 = distinct !{!301, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!304 = distinct !{!304, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!307 = distinct !{!307, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!310 = distinct !{!310, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!313 = distinct !{!313, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!314 = !{!315}
!315 = distinct !{!315, !316, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!316 = distinct !{!316, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!317 = !{!318}
!318 = distinct !{!318, !319, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!319 = distinct !{!319, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!320 = !{!321}
!321 = distinct !{!321, !322, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!322 = distinct !{!322, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!323 = !{!324}
!324 = distinct !{!324, !325, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!325 = distinct !{!325, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!328 = distinct !{!328, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!329 = !{!330}
!330 = distinct !{!330, !331, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!331 = distinct !{!331, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!332 = !{!333, !7, i64 16}
!333 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
!334 = !{!38, !7, i64 216}
!335 = !{!38, !7, i64 224}
!336 = distinct !{!336, !52}
!337 = !{!338}
!338 = distinct !{!338, !339, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!339 = distinct !{!339, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!340 = !{!341}
!341 = distinct !{!341, !342, !"_ZN4sycl3_V15queue6submitIZN9Stencil3D3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!342 = distinct !{!342, !"_ZN4sycl3_V15queue6submitIZN9Stencil3D3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_RKNS0_6detail13code_locationE"}
!343 = !{!344, !341}
!344 = distinct !{!344, !345, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!345 = distinct !{!345, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!346 = distinct !{!346, !52}
!347 = distinct !{!347, !52}
!348 = distinct !{!348, !52}
!349 = !{!350}
!350 = distinct !{!350, !351}
!351 = distinct !{!351, !"LVerDomain"}
!352 = !{!353}
!353 = distinct !{!353, !351}
!354 = !{!355}
!355 = distinct !{!355, !351}
!356 = !{!357}
!357 = distinct !{!357, !351}
!358 = !{!359}
!359 = distinct !{!359, !351}
!360 = !{!361}
!361 = distinct !{!361, !351}
!362 = !{!363}
!363 = distinct !{!363, !351}
!364 = !{!365}
!365 = distinct !{!365, !351}
!366 = !{!367, !350, !353, !355, !357, !359, !361, !363}
!367 = distinct !{!367, !351}
!368 = distinct !{!368, !52, !369, !370}
!369 = !{!"llvm.loop.isvectorized", i32 1}
!370 = !{!"llvm.loop.unroll.runtime.disable"}
!371 = distinct !{!371, !52, !369}
!372 = distinct !{!372, !52}
!373 = !{!374}
!374 = distinct !{!374, !375, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!375 = distinct !{!375, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2018ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!378 = distinct !{!378, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1026ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1026ELS5_2018ELS6_0ESA_EEEixILi2EvEEDam"}
!379 = distinct !{!379, !52}
!380 = distinct !{!380, !52}
!381 = !{!382}
!382 = distinct !{!382, !383, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!383 = distinct !{!383, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!384 = !{!385}
!385 = distinct !{!385, !386, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!386 = distinct !{!386, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!387 = !{!388, !12, i64 40}
!388 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !167, i64 0, !141, i64 16, !12, i64 40, !29, i64 48}
!389 = !{!388, !29, i64 48}
!390 = !{!391}
!391 = distinct !{!391, !392, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!392 = distinct !{!392, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!393 = !{!394, !7, i64 0}
!394 = !{!"_ZTSZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_", !7, i64 0}
!395 = !{!396}
!396 = distinct !{!396, !397, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!397 = distinct !{!397, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!398 = !{!399, !18, i64 0}
!399 = !{!"_ZTSZZN9Stencil3D3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi3EEEE_", !18, i64 0, !400, i64 8, !401, i64 88}
!400 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
!401 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
!402 = !{!401, !7, i64 16}
!403 = !{!400, !7, i64 16}
!404 = !{!405, !407}
!405 = distinct !{!405, !406, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!406 = distinct !{!406, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!407 = distinct !{!407, !408, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!408 = distinct !{!408, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!409 = !{!410}
!410 = distinct !{!410, !411, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!411 = distinct !{!411, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!412 = !{!413}
!413 = distinct !{!413, !414, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!414 = distinct !{!414, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!415 = !{!416}
!416 = distinct !{!416, !417, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!417 = distinct !{!417, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!418 = !{!419}
!419 = distinct !{!419, !420, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!420 = distinct !{!420, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!421 = !{!422}
!422 = distinct !{!422, !423, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!423 = distinct !{!423, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!424 = !{!425}
!425 = distinct !{!425, !426, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!426 = distinct !{!426, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!427 = !{!428}
!428 = distinct !{!428, !429, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!429 = distinct !{!429, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!430 = !{!431}
!431 = distinct !{!431, !432, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!432 = distinct !{!432, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!433 = !{!434}
!434 = distinct !{!434, !435, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!435 = distinct !{!435, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!436 = !{!437}
!437 = distinct !{!437, !438, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!438 = distinct !{!438, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!439 = !{!440}
!440 = distinct !{!440, !441, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!441 = distinct !{!441, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!442 = !{!443}
!443 = distinct !{!443, !444, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!444 = distinct !{!444, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!445 = !{!446}
!446 = distinct !{!446, !447, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!447 = distinct !{!447, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!448 = !{!449}
!449 = distinct !{!449, !450, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!450 = distinct !{!450, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!451 = !{!452}
!452 = distinct !{!452, !453, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!453 = distinct !{!453, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!454 = !{!455}
!455 = distinct !{!455, !456, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!456 = distinct !{!456, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!457 = !{!458, !7, i64 16}
!458 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !198, i64 0, !7, i64 16, !8, i64 24}
