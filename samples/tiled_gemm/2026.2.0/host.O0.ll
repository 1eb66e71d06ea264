; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::mode_tag_t" = type { i8 }
%"struct.sycl::_V1::mode_tag_t.84" = type { i8 }
%"class.sycl::_V1::property::no_init" = type { i8 }
%"struct.sycl::_V1::detail::GetSyclObjImpl" = type { i8 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::allocator" = type { i8 }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%class.anon = type { ptr, ptr, ptr }
%class.anon.13 = type { ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.26" }
%"struct.std::_Head_base.26" = type { ptr }
%"class.std::unique_ptr.27" = type { %"struct.std::__uniq_ptr_data.28" }
%"struct.std::__uniq_ptr_data.28" = type { %"class.std::__uniq_ptr_impl.29" }
%"class.std::__uniq_ptr_impl.29" = type { %"class.std::tuple.30" }
%"class.std::tuple.30" = type { %"struct.std::_Tuple_impl.31" }
%"struct.std::_Tuple_impl.31" = type { %"struct.std::_Head_base.34" }
%"struct.std::_Head_base.34" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.19" = type { %"class.std::_Function_base", ptr }
%"struct.std::integral_constant" = type { i8 }
%"struct.std::__invoke_other" = type { i8 }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.14" }
%"class.std::vector.14" = type { %"struct.std::_Vector_base.15" }
%"struct.std::_Vector_base.15" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::shared_ptr.22" = type { %"class.std::__shared_ptr.23" }
%"class.std::__shared_ptr.23" = type { ptr, %"class.std::__shared_count" }
%"class.std::_Sp_counted_base" = type { ptr, i32, i32 }
%"struct.std::random_access_iterator_tag" = type { i8 }
%"class.std::type_info" = type { ptr, ptr }
%"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder" = type { %"class.sycl::_V1::detail::SYCLMemObjAllocator", %"class.sycl::_V1::detail::aligned_allocator", i64 }
%"class.sycl::_V1::detail::SYCLMemObjAllocator" = type { ptr }
%"class.sycl::_V1::detail::aligned_allocator" = type { i64 }
%"class.std::error_code" = type { i32, ptr }
%"class.std::shared_ptr.40" = type { %"class.std::__shared_ptr.41" }
%"class.std::__shared_ptr.41" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.77" }
%"class.std::shared_ptr.77" = type { %"class.std::__shared_ptr.78" }
%"class.std::__shared_ptr.78" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.81" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [40 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.85" }
%"class.std::shared_ptr.85" = type { %"class.std::__shared_ptr.86" }
%"class.std::__shared_ptr.86" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.90 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.81" }
%"class.sycl::_V1::id.91" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::detail::array.92" = type { [3 x i64] }
%"class.sycl::_V1::range.93" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::allocator.2" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { ptr }
%"class.std::bitset<32>::reference" = type { ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.94", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.106", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.107", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.124", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.125", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.126", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.140", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.153", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.94" = type { %"class.std::optional.95" }
%"class.std::optional.95" = type { %"struct.std::_Optional_base.96" }
%"struct.std::_Optional_base.96" = type { %"struct.std::_Optional_payload.98" }
%"struct.std::_Optional_payload.98" = type { %"struct.std::_Optional_payload_base.base.103", i8 }
%"struct.std::_Optional_payload_base.base.103" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.106" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.107" = type { %"class.std::optional.108", %"class.std::optional.116" }
%"class.std::optional.108" = type { %"struct.std::_Optional_base.109" }
%"struct.std::_Optional_base.109" = type { %"struct.std::_Optional_payload.111" }
%"struct.std::_Optional_payload.111" = type { %"struct.std::_Optional_payload_base.base.113", [3 x i8] }
%"struct.std::_Optional_payload_base.base.113" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.116" = type { %"struct.std::_Optional_base.117" }
%"struct.std::_Optional_base.117" = type { %"struct.std::_Optional_payload.119" }
%"struct.std::_Optional_payload.119" = type { %"struct.std::_Optional_payload_base.base.121", [3 x i8] }
%"struct.std::_Optional_payload_base.base.121" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.124" = type { %"class.std::optional.108", %"class.std::optional.116" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.125" = type { %"class.std::optional.108", %"class.std::optional.116" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.126" = type { %"class.std::optional.127" }
%"class.std::optional.127" = type { %"struct.std::_Optional_base.128" }
%"struct.std::_Optional_base.128" = type { %"struct.std::_Optional_payload.130" }
%"struct.std::_Optional_payload.130" = type { %"struct.std::_Optional_payload_base.base.137", [7 x i8] }
%"struct.std::_Optional_payload_base.base.137" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.135" }
%"class.sycl::_V1::range.135" = type { %"class.sycl::_V1::detail::array.136" }
%"class.sycl::_V1::detail::array.136" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.140" = type { %"class.std::optional.141" }
%"class.std::optional.141" = type { %"struct.std::_Optional_base.142" }
%"struct.std::_Optional_base.142" = type { %"struct.std::_Optional_payload.144" }
%"struct.std::_Optional_payload.144" = type { %"struct.std::_Optional_payload_base.base.150", [7 x i8] }
%"struct.std::_Optional_payload_base.base.150" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.146" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.146" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.153" = type { %"class.std::optional.154" }
%"class.std::optional.154" = type { %"struct.std::_Optional_base.155" }
%"struct.std::_Optional_base.155" = type { %"struct.std::_Optional_payload.157" }
%"struct.std::_Optional_payload.157" = type { %"struct.std::_Optional_payload_base.base.163", [7 x i8] }
%"struct.std::_Optional_payload_base.base.163" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.159" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.159" = type { %"class.sycl::_V1::range.93" }
%class.anon.166 = type { i8 }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::handler" = type { %"class.std::unique_ptr.43", ptr, %"class.std::vector.51", %"class.std::vector.56", %"class.sycl::_V1::detail::string_view", %"class.std::shared_ptr.61", ptr, ptr, i64, %"class.std::vector.64", %"class.std::unique_ptr.69", %"struct.sycl::_V1::detail::code_location" }
%"class.std::unique_ptr.43" = type { %"struct.std::__uniq_ptr_data.44" }
%"struct.std::__uniq_ptr_data.44" = type { %"class.std::__uniq_ptr_impl.45" }
%"class.std::__uniq_ptr_impl.45" = type { %"class.std::tuple.46" }
%"class.std::tuple.46" = type { %"struct.std::_Tuple_impl.47" }
%"struct.std::_Tuple_impl.47" = type { %"struct.std::_Head_base.50" }
%"struct.std::_Head_base.50" = type { ptr }
%"class.std::vector.51" = type { %"struct.std::_Vector_base.52" }
%"struct.std::_Vector_base.52" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>, std::allocator<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>, std::allocator<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>, std::allocator<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>, std::allocator<std::shared_ptr<sycl::_V1::detail::LocalAccessorImplHost>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.56" = type { %"struct.std::_Vector_base.57" }
%"struct.std::_Vector_base.57" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::stream_impl>, std::allocator<std::shared_ptr<sycl::_V1::detail::stream_impl>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::stream_impl>, std::allocator<std::shared_ptr<sycl::_V1::detail::stream_impl>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::stream_impl>, std::allocator<std::shared_ptr<sycl::_V1::detail::stream_impl>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::stream_impl>, std::allocator<std::shared_ptr<sycl::_V1::detail::stream_impl>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.61" = type { %"class.std::__shared_ptr.62" }
%"class.std::__shared_ptr.62" = type { ptr, %"class.std::__shared_count" }
%"class.std::vector.64" = type { %"struct.std::_Vector_base.65" }
%"struct.std::_Vector_base.65" = type { %"struct.std::_Vector_base<unsigned char, std::allocator<unsigned char>>::_Vector_impl" }
%"struct.std::_Vector_base<unsigned char, std::allocator<unsigned char>>::_Vector_impl" = type { %"struct.std::_Vector_base<unsigned char, std::allocator<unsigned char>>::_Vector_impl_data" }
%"struct.std::_Vector_base<unsigned char, std::allocator<unsigned char>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr.69" = type { %"struct.std::__uniq_ptr_data.70" }
%"struct.std::__uniq_ptr_data.70" = type { %"class.std::__uniq_ptr_impl.71" }
%"class.std::__uniq_ptr_impl.71" = type { %"class.std::tuple.72" }
%"class.std::tuple.72" = type { %"struct.std::_Tuple_impl.73" }
%"struct.std::_Tuple_impl.73" = type { %"struct.std::_Head_base.76" }
%"struct.std::_Head_base.76" = type { ptr }
%"class.sycl::_V1::detail::HostKernel" = type { %"class.sycl::_V1::detail::HostKernelBase", %class.anon.90 }
%"class.sycl::_V1::detail::HostKernelBase" = type { ptr }
%"class.sycl::_V1::nd_item" = type { i8 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::group" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.81" }
%class.anon.169 = type { ptr, ptr, ptr }
%"struct.std::integer_sequence" = type { i8 }
%"struct.std::integral_constant.170" = type { i8 }
%"struct.std::integral_constant.171" = type { i8 }
%class.anon.172 = type { ptr, ptr, ptr }
%class.anon.173 = type { ptr, ptr, ptr }
%"struct.std::_Optional_payload_base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8, [7 x i8] }>
%"struct.std::_Optional_payload_base.99" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8, i8 }>
%"struct.std::_Optional_payload_base.112" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8, [3 x i8] }>
%"struct.std::_Optional_payload_base.120" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8, [3 x i8] }>
%"struct.std::_Optional_payload_base.131" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8, [7 x i8] }>
%"struct.std::_Optional_payload_base.145" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8, [7 x i8] }>
%"struct.std::_Optional_payload_base.158" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8, [7 x i8] }>
%"class.sycl::_V1::local_accessor.174" = type { %"class.sycl::_V1::local_accessor_base.175" }
%"class.sycl::_V1::local_accessor_base.175" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }
%class.anon.178 = type { %"class.sycl::_V1::local_accessor.174", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.81" }
%class.anon.179 = type { i8 }
%"class.sycl::_V1::detail::HostKernel.181" = type { %"class.sycl::_V1::detail::HostKernelBase", %class.anon.178 }

$_ZNSaIfEC2Ev = comdat any

$_ZNSt6vectorIfSaIfEEC2EmRKS0_ = comdat any

$_ZNSaIfED2Ev = comdat any

$_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_ = comdat any

$_ZNSt6vectorIfSaIfEEixEm = comdat any

$_ZN4sycl3_V113property_listC2IJEvEEDpT_ = comdat any

$_ZN4sycl3_V15queueC2ERKNS0_13property_listE = comdat any

$_ZN4sycl3_V113property_listD2Ev = comdat any

$_ZNSt6vectorIfSaIfEE4dataEv = comdat any

$_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm = comdat any

$_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZSt4fabsf = comdat any

$_ZNSt6vectorIfSaIfEED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZNSt8functionIFvN4sycl3_V114exception_listEEEC2IRS3_vEEOT_ = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt8functionIFvN4sycl3_V114exception_listEEED2Ev = comdat any

$_ZNSt14_Function_baseC2Ev = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE21_M_not_empty_functionIS4_EEbPT_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRS4_EEvRSt9_Any_dataOT_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRS4_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE = comdat any

$__clang_call_terminate = comdat any

$_ZNSt9_Any_data9_M_accessEv = comdat any

$_ZSt10__invoke_rIvRPFvN4sycl3_V114exception_listEEJS2_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES7_E4typeEOS8_DpOS9_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data = comdat any

$_ZSt13__invoke_implIvRPFvN4sycl3_V114exception_listEEJS2_EET_St14__invoke_otherOT0_DpOT1_ = comdat any

$_ZN4sycl3_V114exception_listC2EOS1_ = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_ = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_ = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implC2EOS4_ = comdat any

$_ZNSaINSt15__exception_ptr13exception_ptrEEC2ERKS1_ = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataC2EOS4_ = comdat any

$_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEEC2ERKS2_ = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev = comdat any

$_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrES1_EvT_S3_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev = comdat any

$_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrEEvT_S3_ = comdat any

$_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_ = comdat any

$_ZSt8_DestroyINSt15__exception_ptr13exception_ptrEEvPT_ = comdat any

$_ZNSt15__exception_ptr13exception_ptrD2Ev = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m = comdat any

$_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m = comdat any

$_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m = comdat any

$_ZNSaINSt15__exception_ptr13exception_ptrEED2Ev = comdat any

$_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEED2Ev = comdat any

$_ZNKSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERKT_v = comdat any

$_ZNKSt9_Any_data9_M_accessEv = comdat any

$_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v = comdat any

$_ZNSt9_Any_data9_M_accessIPPFvN4sycl3_V114exception_listEEEERT_v = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRKS5_EEvRSt9_Any_dataOT_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE = comdat any

$_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRKS5_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE = comdat any

$_ZNSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERT_v = comdat any

$_ZNSt8functionIFiRKN4sycl3_V16deviceEEEC2IRS5_vEEOT_ = comdat any

$_ZNSt8functionIFiRKN4sycl3_V16deviceEEED2Ev = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE21_M_not_empty_functionIS6_EEbPT_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRS6_EEvRSt9_Any_dataOT_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRS6_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE = comdat any

$_ZSt10__invoke_rIiRPFiRKN4sycl3_V16deviceEEJS4_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data = comdat any

$_ZSt13__invoke_implIiRPFiRKN4sycl3_V16deviceEEJS4_EET_St14__invoke_otherOT0_DpOT1_ = comdat any

$_ZNKSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERKT_v = comdat any

$_ZNSt9_Any_data9_M_accessIPPFiRKN4sycl3_V16deviceEEEERT_v = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRKS7_EEvRSt9_Any_dataOT_ = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE = comdat any

$_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRKS7_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE = comdat any

$_ZNSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERT_v = comdat any

$_ZNSt14_Function_baseD2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev = comdat any

$_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEES5_EvT_S7_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev = comdat any

$_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvT_S7_ = comdat any

$_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEEvT_S9_ = comdat any

$_ZSt8_DestroyISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvPT_ = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE10_M_releaseEv = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE13_M_deallocateEPS5_m = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE10deallocateERS6_PS5_m = comdat any

$_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE10deallocateEPS5_m = comdat any

$_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev = comdat any

$_ZN4sycl3_V16detail13code_locationC2EPKcS4_jj = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail10event_implEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail10queue_implEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt15__new_allocatorIfEC2Ev = comdat any

$_ZNSt15__new_allocatorIfED2Ev = comdat any

$_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIfSaIfEE21_M_default_initializeEm = comdat any

$_ZNSt12_Vector_baseIfSaIfEED2Ev = comdat any

$_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIfEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$_ZNKSt15__new_allocatorIfE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIfE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorIfEC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIfEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIfE8allocateEmPKv = comdat any

$_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E = comdat any

$_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt25__uninitialized_default_nIPfmET_S1_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_ = comdat any

$_ZSt10_ConstructIfJEEvPT_DpOT0_ = comdat any

$_ZSt6fill_nIPfmfET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPffEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm = comdat any

$_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm = comdat any

$_ZNSt15__new_allocatorIfE10deallocateEPfm = comdat any

$_ZSt8_DestroyIPffEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPfEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_ = comdat any

$_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf = comdat any

$_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E = comdat any

$_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_ = comdat any

$_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_ = comdat any

$_ZNSt6bitsetILm32EEC2Ey = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EE = comdat any

$_ZN4sycl3_V16detail16PropertyListBase10ctorHelperEv = comdat any

$_ZNSt13_Sanitize_valILm32ELb1EE18_S_do_sanitize_valEy = comdat any

$_ZNSt12_Base_bitsetILm1EEC2Ey = comdat any

$_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2Ev = comdat any

$_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev = comdat any

$_ZNKSt6vectorIfSaIfEE11_M_data_ptrIfEEPT_S4_ = comdat any

$_ZN4sycl3_V16detail5arrayILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm = comdat any

$_ZNK4sycl3_V15rangeILi2EE4sizeEv = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEES4_ISB_EvEEOS_IT_T0_E = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EED2Ev = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EED2Ev = comdat any

$_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv = comdat any

$_ZNKSt9type_info4nameEv = comdat any

$_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE = comdat any

$_ZNSt5arrayImLm3EE4dataEv = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEC2Ev = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2IS8_vEEPS6_ = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorC2Ev = comdat any

$_ZN4sycl3_V16detail17aligned_allocatorIfEC2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD0Ev = comdat any

$_ZN4sycl3_V16detail17aligned_allocatorIfE8allocateEm = comdat any

$_ZNSt9bad_allocC2Ev = comdat any

$_ZNSt9exceptionC2Ev = comdat any

$_ZN4sycl3_V16detail17aligned_allocatorIfE10deallocateEPfm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignImplIS4_EENSt9enable_ifIXsr3stdE9is_same_vIT_S4_EEvE4typeEm = comdat any

$_ZN4sycl3_V16detail17aligned_allocatorIfE12setAlignmentEm = comdat any

$_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_ELb1ELb1EECI2St15__uniq_ptr_implIS6_S8_EEPS6_ = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2EPS6_ = comdat any

$_ZNSt5tupleIJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2ILb1ETnNSt9enable_ifIXclsr17_TupleConstraintsIXT_ES7_S9_EE37__is_implicitly_default_constructibleEEbE4typeELb1EEEv = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2Ev = comdat any

$_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEC2Ev = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EEC2Ev = comdat any

$_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EEC2Ev = comdat any

$_ZSt3getILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_ = comdat any

$_ZSt12__get_helperILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJSt14default_deleteIS6_EEERT0_RSt11_Tuple_implIXT_EJSA_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEE7_M_headERSA_ = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EE7_M_headERS8_ = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE11get_deleterEv = comdat any

$_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_ELb1ELb1EECI2St15__uniq_ptr_implIS3_S5_EIS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_ = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE10_M_deleterEv = comdat any

$_ZSt3getILm1EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_ = comdat any

$_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEJEERT0_RSt11_Tuple_implIXT_EJS9_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEE7_M_headERS9_ = comdat any

$_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EE7_M_headERS9_ = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2IS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_ = comdat any

$_ZNSt5tupleIJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_S5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEETnNSt9enable_ifIXclsr4_TCCIXntcl14__is_alloc_argIT_EEEEE29__is_implicitly_constructibleISG_T0_EEEbE4typeELb1EEEOSG_OSH_ = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_JS5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEvEEOT_DpOT0_ = comdat any

$_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_ = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EEC2IRS4_EEOT_ = comdat any

$_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_ = comdat any

$_ZNSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEvEERKS_IT_E = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE6_M_ptrEv = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE11get_deleterEv = comdat any

$_ZNKSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEclEPS3_ = comdat any

$_ZSt3getILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_ = comdat any

$_ZSt12__get_helperILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEE7_M_headERS7_ = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE7_M_headERS5_ = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE10_M_deleterEv = comdat any

$_ZSt3getILm1EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_ = comdat any

$_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEE7_M_headERS6_ = comdat any

$_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EE7_M_headERS6_ = comdat any

$_ZNKSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEclEPS6_ = comdat any

$_ZNK4sycl3_V16detail5arrayILi2EEixEi = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt10shared_ptrIN4sycl3_V17contextEEC2EDn = comdat any

$_ZNSt10shared_ptrIN4sycl3_V17contextEED2Ev = comdat any

$_ZNSt10shared_ptrIN4sycl3_V17contextEEC2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EEC2Ev = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt14__array_traitsImLm3EE6_S_ptrERA3_Km = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail11buffer_implEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail3_V114SubmissionInfoC2Ev = comdat any

$_ZNK4sycl3_V15queue23ProcessSubmitPropertiesINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEEvT_RNS0_6detail3_V114SubmissionInfoE = comdat any

$_ZNK4sycl3_V16detail14tls_code_loc_t10isToplevelEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1024EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V113property_listC2IJNS0_8property7no_initEEvEEDpT_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1025EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V114local_accessorIfLi2EECI2NS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V18nd_rangeILi2EEC2ENS0_5rangeILi2EEES4_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_ = comdat any

$_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_ = comdat any

$_ZN4sycl3_V114local_accessorIfLi2EED2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V12idILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm = comdat any

$_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE = comdat any

$_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_ = comdat any

$_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE = comdat any

$_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_ = comdat any

$_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv = comdat any

$_ZNKSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V16detail5arrayILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm = comdat any

$_ZN4sycl3_V16detail14InitializedValILi3ENS0_5rangeEE3getILi0EEENS3_ILi3EEEv = comdat any

$_ZN4sycl3_V16detail5arrayILi2EEixEi = comdat any

$_ZN4sycl3_V16detail5arrayILi3EEixEi = comdat any

$_ZN4sycl3_V15rangeILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm = comdat any

$_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv = comdat any

$_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property6noinitEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv = comdat any

$_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv = comdat any

$_ZNKSt6bitsetILm32EEixEm = comdat any

$_ZNKSt6bitsetILm32EE15_Unchecked_testEm = comdat any

$_ZNKSt12_Base_bitsetILm1EE10_M_getwordEm = comdat any

$_ZNSt12_Base_bitsetILm1EE10_S_maskbitEm = comdat any

$_ZNSt12_Base_bitsetILm1EE11_S_whichbitEm = comdat any

$_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property6noinitEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv = comdat any

$_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2ERKS7_ = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EESt6vectorISt10shared_ptrINS1_20PropertyWithDataBaseEESaIS8_EE = comdat any

$_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE4sizeEv = comdat any

$_ZN9__gnu_cxx14__alloc_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEES6_E17_S_select_on_copyERKS7_ = comdat any

$_ZNKSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EmRKS6_ = comdat any

$_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev = comdat any

$_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_S7_ET0_T_SG_SF_RSaIT1_E = comdat any

$_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE5beginEv = comdat any

$_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE3endEv = comdat any

$_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE37select_on_container_copy_constructionERKS6_ = comdat any

$_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS5_ = comdat any

$_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS6_ = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2ERKS6_ = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE8allocateERS6_m = comdat any

$_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE8allocateEmPKv = comdat any

$_ZNKSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE11_M_max_sizeEv = comdat any

$_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_ = comdat any

$_ZNSt20__uninitialized_copyILb0EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS9_SaIS9_EEEEPS9_EET0_T_SI_SH_ = comdat any

$_ZSt16__do_uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_ = comdat any

$_ZN9__gnu_cxxneIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEEbRKNS_17__normal_iteratorIT_T0_EESH_ = comdat any

$_ZSt10_ConstructISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEJRKS5_EEvPT_DpOT0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEppEv = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEE4baseEv = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEC2ERKS4_ = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_ = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKS2_ = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE15_M_add_ref_copyEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEC2ERKS8_ = comdat any

$_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_ = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_ = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2EOS8_ = comdat any

$_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2EOS8_ = comdat any

$_ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = comdat any

$_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EEcvbEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBase10ctorHelperIJENS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET0_EEvE4typeERS8_DpT_ = comdat any

$_ZNSt6bitsetILm32EEixEm = comdat any

$_ZNSt6bitsetILm32EE9referenceaSEb = comdat any

$_ZNSt6bitsetILm32EE9referenceD2Ev = comdat any

$_ZNSt6bitsetILm32EE9referenceC2ERS0_m = comdat any

$_ZNSt12_Base_bitsetILm1EE10_M_getwordEm = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_ = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_ = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZNKSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEED2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler22throwIfActionIsCreatedEv = comdat any

$_ZN4sycl3_V17handler34convertToRangeViewAndSetDescriptorILi2EEEvNS0_8nd_rangeIXT_EEEb = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_ = comdat any

$_ZN4sycl3_V16detail10KernelInfoI9TiledGemmE12getParamDescEj = comdat any

$_ZN4sycl3_V16detail16nd_range_view_v113nd_range_viewC2ILi2EEERNS0_8nd_rangeIXT_EEE = comdat any

$_ZNSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv = comdat any

$_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEptEv = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_ = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv = comdat any

$_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE10_M_deleterEv = comdat any

$_ZNKSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEclEPS3_ = comdat any

$_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_ = comdat any

$_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERS7_ = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERS5_ = comdat any

$_ZSt3getILm1EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_ = comdat any

$_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEEE7_M_headERS6_ = comdat any

$_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEELb1EE7_M_headERS6_ = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseC2Ev = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD0Ev = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9get_rangeILi2EvEENS0_5rangeILi2EEEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam = comdat any

$_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi1EvEERKfm = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm = comdat any

$_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam = comdat any

$_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi1EvEERfm = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE13get_global_idEv = comdat any

$_ZN4sycl3_V12idILi2EEC2Ev = comdat any

$_ZN4sycl3_V16detail5arrayILi2EEC2ILi2ETnNSt9enable_ifIXeqT_Li2EEmE4typeELm0EEEv = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE12get_local_idEv = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE8getRangeILi2EvEENS0_5rangeIXT_EEEv = comdat any

$_ZN4sycl3_V16detail17convertToArrayOfNILi2ELi1ENS0_5rangeELi3EEET1_IXT_EES4_IXT2_EE = comdat any

$_ZN4sycl3_V16detail14InitializedValILi2ENS0_5rangeEE3getILi0EEENS3_ILi2EEEv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEC2ESE_m = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERKfNS0_2idILi2EEE = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv = comdat any

$_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_ = comdat any

$_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_ = comdat any

$_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm = comdat any

$_ZNKSt17integral_constantImLm0EEcvmEv = comdat any

$_ZNKSt17integral_constantImLm1EEcvmEv = comdat any

$_ZNK4sycl3_V16detail5arrayILi3EEixEi = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEC2ESE_m = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ERKS2_ = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEEC2ERKS4_ = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_ = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEERfNS0_2idILi2EEE = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEE = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv = comdat any

$_ZN4sycl3_V16detail4loopILm2EZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_ = comdat any

$_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_ = comdat any

$_ZZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm = comdat any

$_ZN4sycl3_V16detail7Builder11createGroupILi2EEENS0_5groupIXT_EEERKNS0_5rangeIXT_EEES9_S9_RKNS0_2idIXT_EEE = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE16get_global_rangeEv = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE15get_local_rangeEv = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE15get_group_rangeEv = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE12get_group_idEv = comdat any

$_ZN4sycl3_V15groupILi2EEC2ERKNS0_5rangeILi2EEES6_S4_RKNS0_2idILi2EEE = comdat any

$_ZN4sycl3_V15rangeILi2EEC2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEC2ESE_m = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERfNS0_2idILi2EEE = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE = comdat any

$_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv = comdat any

$_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_ = comdat any

$_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_ = comdat any

$_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm = comdat any

$_ZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEv = comdat any

$_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE3getEv = comdat any

$_ZNKSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv = comdat any

$_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERKNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERKSB_ = comdat any

$_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERKT0_RKSt11_Tuple_implIXT_EJS7_DpT1_EE = comdat any

$_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERKS7_ = comdat any

$_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERKS5_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v124validateKernelPropertiesINS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEEEvv = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEvEET_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEC2INS4_6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_ = comdat any

$_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_4cuda12cluster_sizeILi3EEEEEbv = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE8_StorageIS5_Lb1EEC2Ev = comdat any

$_ZNSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE8_StorageIS5_Lb1EEC2Ev = comdat any

$_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_17use_root_sync_keyEEEbv = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE8_StorageIS5_Lb1EEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE8_StorageIS5_Lb1EEC2Ev = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE8_StorageIS7_Lb1EEC2Ev = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE8_StorageIS7_Lb1EEC2Ev = comdat any

$_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev = comdat any

$_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EEC2Ev = comdat any

$_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev = comdat any

$_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE8_StorageIS7_Lb1EEC2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostC2ERKS2_ = comdat any

$_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEEC2ERKS4_ = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_ = comdat any

$_ZN4sycl3_V15rangeILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE = comdat any

$_ZN4sycl3_V114local_accessorIfLi1EECI2NS0_19local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V114local_accessorIfLi1EEC2ERKS2_ = comdat any

$_ZN4sycl3_V114local_accessorIfLi1EED2Ev = comdat any

$_ZN4sycl3_V16detail5arrayILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv = comdat any

$_ZN4sycl3_V16detail5arrayILi1EEixEi = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail10KernelInfoI8BlockSumE12getParamDescEj = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv = comdat any

$_ZNK4sycl3_V17nd_itemILi2EE19get_local_linear_idEv = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm = comdat any

$_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv = comdat any

$_ZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEv = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_ = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev = comdat any

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

$_ZTVN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZN4sycl3_V19read_onlyE = comdat any

$_ZN4sycl3_V110write_onlyE = comdat any

$_ZN4sycl3_V17no_initE = comdat any

$_ZN4sycl3_V16detail14getSyclObjImplE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTVN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE = comdat any

@.str = private unnamed_addr constant [15 x i8] c"tiled_gemm.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"FAIL C(%zu,%zu): %f != %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"FAIL P(%zu,%zu): %f != %f\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"PASS\0A\00", align 1
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
@__libc_single_threaded = external global i8, align 1
@.str.5 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZTIf = external constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTVN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE, ptr @__cxa_pure_virtual, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD0Ev, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual, ptr @__cxa_pure_virtual] }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.6 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZTISt9exception = external constant ptr
@.str.7 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.9 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [133 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@_ZN4sycl3_V19read_onlyE = linkonce_odr dso_local constant %"struct.sycl::_V1::mode_tag_t" zeroinitializer, comdat, align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@_ZN4sycl3_V110write_onlyE = linkonce_odr dso_local constant %"struct.sycl::_V1::mode_tag_t.84" zeroinitializer, comdat, align 1
@_ZN4sycl3_V17no_initE = linkonce_odr dso_local constant %"class.sycl::_V1::property::no_init" zeroinitializer, comdat, align 1
@_ZN4sycl3_V16detail14getSyclObjImplE = linkonce_odr dso_local constant %"struct.sycl::_V1::detail::GetSyclObjImpl" zeroinitializer, comdat, align 1
@.str.11 = private unnamed_addr constant [40 x i8] c"every constructor should create an impl\00", align 1
@.str.12 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.13 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"_ZTS9TiledGemm\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"::TiledGemm\00", align 1
@__const._ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9TiledGemmNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal constant [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6112, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6112, i32 112 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 168 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 224 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4064, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@__const._ZN4sycl3_V17handler11StoreLambdaI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [98 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTVN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE, ptr @__cxa_pure_virtual, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail14HostKernelBaseD0Ev] }, comdat, align 8
@.str.19 = private unnamed_addr constant [35 x i8] c"Barriers are not supported on host\00", align 1
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.21 = private unnamed_addr constant [14 x i8] c"_ZTS8BlockSum\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"::BlockSum\00", align 1
@__const._ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E8BlockSumNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E0_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@__const._ZN4sycl3_V17handler11StoreLambdaI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.21, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.16, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::vector", align 8
  %7 = alloca %"class.std::allocator", align 1
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::vector", align 8
  %11 = alloca %"class.std::allocator", align 1
  %12 = alloca %"class.std::vector", align 8
  %13 = alloca float, align 4
  %14 = alloca %"class.std::allocator", align 1
  %15 = alloca %"class.std::vector", align 8
  %16 = alloca float, align 4
  %17 = alloca %"class.std::allocator", align 1
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
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
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %class.anon, align 8
  %40 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %41 = alloca %"class.sycl::_V1::event", align 8
  %42 = alloca %class.anon.13, align 8
  %43 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %44 = alloca %"class.std::vector", align 8
  %45 = alloca float, align 4
  %46 = alloca %"class.std::allocator", align 1
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  %49 = alloca i64, align 8
  %50 = alloca i32, align 4
  %51 = alloca i64, align 8
  %52 = alloca i64, align 8
  %53 = alloca float, align 4
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 64, ptr %2, align 8
  store i64 32, ptr %3, align 8
  store i64 48, ptr %4, align 8
  store i64 16, ptr %5, align 8
  call void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef 3072, ptr noundef nonnull align 1 dereferenceable(1) %7)
          to label %56 unwind label %74

56:                                               ; preds = %0
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  call void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #16
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 1536, ptr noundef nonnull align 1 dereferenceable(1) %11)
          to label %57 unwind label %78

57:                                               ; preds = %56
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #16
  store float 0.000000e+00, ptr %13, align 4
  call void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #16
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef 2048, ptr noundef nonnull align 4 dereferenceable(4) %13, ptr noundef nonnull align 1 dereferenceable(1) %14)
          to label %58 unwind label %82

58:                                               ; preds = %57
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #16
  store float 0.000000e+00, ptr %16, align 4
  call void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %17) #16
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 8, ptr noundef nonnull align 4 dereferenceable(4) %16, ptr noundef nonnull align 1 dereferenceable(1) %17)
          to label %59 unwind label %86

59:                                               ; preds = %58
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %17) #16
  store i64 0, ptr %18, align 8
  br label %60

60:                                               ; preds = %71, %59
  %61 = load i64, ptr %18, align 8
  %62 = icmp ult i64 %61, 3072
  br i1 %62, label %63, label %90

63:                                               ; preds = %60
  %64 = load i64, ptr %18, align 8
  %65 = mul i64 %64, 3
  %66 = urem i64 %65, 11
  %67 = uitofp i64 %66 to float
  %68 = fmul float %67, 2.500000e-01
  %69 = load i64, ptr %18, align 8
  %70 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %69) #16
  store float %68, ptr %70, align 4
  br label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %18, align 8
  %73 = add i64 %72, 1
  store i64 %73, ptr %18, align 8
  br label %60, !llvm.loop !6

74:                                               ; preds = %0
  %75 = landingpad { ptr, i32 }
          cleanup
  %76 = extractvalue { ptr, i32 } %75, 0
  store ptr %76, ptr %8, align 8
  %77 = extractvalue { ptr, i32 } %75, 1
  store i32 %77, ptr %9, align 4
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  br label %355

78:                                               ; preds = %56
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %8, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %9, align 4
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #16
  br label %354

82:                                               ; preds = %57
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %8, align 8
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %9, align 4
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #16
  br label %353

86:                                               ; preds = %58
  %87 = landingpad { ptr, i32 }
          cleanup
  %88 = extractvalue { ptr, i32 } %87, 0
  store ptr %88, ptr %8, align 8
  %89 = extractvalue { ptr, i32 } %87, 1
  store i32 %89, ptr %9, align 4
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %17) #16
  br label %352

90:                                               ; preds = %60
  store i64 0, ptr %19, align 8
  br label %91

91:                                               ; preds = %101, %90
  %92 = load i64, ptr %19, align 8
  %93 = icmp ult i64 %92, 1536
  br i1 %93, label %94, label %104

94:                                               ; preds = %91
  %95 = load i64, ptr %19, align 8
  %96 = urem i64 %95, 9
  %97 = uitofp i64 %96 to float
  %98 = fsub float %97, 4.000000e+00
  %99 = load i64, ptr %19, align 8
  %100 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %99) #16
  store float %98, ptr %100, align 4
  br label %101

101:                                              ; preds = %94
  %102 = load i64, ptr %19, align 8
  %103 = add i64 %102, 1
  store i64 %103, ptr %19, align 8
  br label %91, !llvm.loop !8

104:                                              ; preds = %91
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %105 unwind label %169

105:                                              ; preds = %104
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %106 unwind label %173

106:                                              ; preds = %105
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #16
  %107 = call noundef ptr @_ZNSt6vectorIfSaIfEE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %23, i64 noundef 64, i64 noundef 48)
          to label %108 unwind label %177

108:                                              ; preds = %106
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %24)
          to label %109 unwind label %177

109:                                              ; preds = %108
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %25, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 19, i32 noundef 28) #16
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %22, ptr noundef %107, ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %110 unwind label %181

110:                                              ; preds = %109
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #16
  %111 = call noundef ptr @_ZNSt6vectorIfSaIfEE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %27, i64 noundef 48, i64 noundef 32)
          to label %112 unwind label %185

112:                                              ; preds = %110
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %113 unwind label %185

113:                                              ; preds = %112
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %29, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 20, i32 noundef 28) #16
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %26, ptr noundef %111, ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %114 unwind label %189

114:                                              ; preds = %113
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #16
  %115 = call noundef ptr @_ZNSt6vectorIfSaIfEE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %12) #16
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %31, i64 noundef 64, i64 noundef 32)
          to label %116 unwind label %193

116:                                              ; preds = %114
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %32)
          to label %117 unwind label %193

117:                                              ; preds = %116
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %33, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 21, i32 noundef 28) #16
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %30, ptr noundef %115, ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %118 unwind label %197

118:                                              ; preds = %117
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #16
  %119 = call noundef ptr @_ZNSt6vectorIfSaIfEE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %15) #16
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %35, i64 noundef 4, i64 noundef 2)
          to label %120 unwind label %201

120:                                              ; preds = %118
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %36)
          to label %121 unwind label %201

121:                                              ; preds = %120
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %37, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 22, i32 noundef 28) #16
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %34, ptr noundef %119, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %37)
          to label %122 unwind label %205

122:                                              ; preds = %121
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #16
  %123 = getelementptr inbounds %class.anon, ptr %39, i32 0, i32 0
  store ptr %22, ptr %123, align 8
  %124 = getelementptr inbounds %class.anon, ptr %39, i32 0, i32 1
  store ptr %26, ptr %124, align 8
  %125 = getelementptr inbounds %class.anon, ptr %39, i32 0, i32 2
  store ptr %30, ptr %125, align 8
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %40, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 24, i32 noundef 5) #16
  invoke void @_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef byval(%class.anon) align 8 %39, ptr noundef nonnull align 8 dereferenceable(24) %40)
          to label %126 unwind label %209

126:                                              ; preds = %122
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %38) #16
  %127 = getelementptr inbounds %class.anon.13, ptr %42, i32 0, i32 0
  store ptr %30, ptr %127, align 8
  %128 = getelementptr inbounds %class.anon.13, ptr %42, i32 0, i32 1
  store ptr %34, ptr %128, align 8
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %43, ptr noundef @.str, ptr noundef @.str.1, i32 noundef 48, i32 noundef 5) #16
  %129 = getelementptr inbounds { ptr, ptr }, ptr %42, i32 0, i32 0
  %130 = load ptr, ptr %129, align 8
  %131 = getelementptr inbounds { ptr, ptr }, ptr %42, i32 0, i32 1
  %132 = load ptr, ptr %131, align 8
  invoke void @_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %41, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr %130, ptr %132, ptr noundef nonnull align 8 dereferenceable(24) %43)
          to label %133 unwind label %209

133:                                              ; preds = %126
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %41) #16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %34) #16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %30) #16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %26) #16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %22) #16
  store float 0.000000e+00, ptr %45, align 4
  call void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %46) #16
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef 2048, ptr noundef nonnull align 4 dereferenceable(4) %45, ptr noundef nonnull align 1 dereferenceable(1) %46)
          to label %134 unwind label %216

134:                                              ; preds = %133
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %46) #16
  store i64 0, ptr %47, align 8
  br label %135

135:                                              ; preds = %265, %134
  %136 = load i64, ptr %47, align 8
  %137 = icmp ult i64 %136, 64
  br i1 %137, label %138, label %268

138:                                              ; preds = %135
  store i64 0, ptr %48, align 8
  br label %139

139:                                              ; preds = %261, %138
  %140 = load i64, ptr %48, align 8
  %141 = icmp ult i64 %140, 32
  br i1 %141, label %142, label %264

142:                                              ; preds = %139
  store i64 0, ptr %49, align 8
  br label %143

143:                                              ; preds = %166, %142
  %144 = load i64, ptr %49, align 8
  %145 = icmp ult i64 %144, 48
  br i1 %145, label %146, label %220

146:                                              ; preds = %143
  %147 = load i64, ptr %47, align 8
  %148 = mul i64 %147, 48
  %149 = load i64, ptr %49, align 8
  %150 = add i64 %148, %149
  %151 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %150) #16
  %152 = load float, ptr %151, align 4
  %153 = load i64, ptr %49, align 8
  %154 = mul i64 %153, 32
  %155 = load i64, ptr %48, align 8
  %156 = add i64 %154, %155
  %157 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %156) #16
  %158 = load float, ptr %157, align 4
  %159 = load i64, ptr %47, align 8
  %160 = mul i64 %159, 32
  %161 = load i64, ptr %48, align 8
  %162 = add i64 %160, %161
  %163 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %162) #16
  %164 = load float, ptr %163, align 4
  %165 = call float @llvm.fmuladd.f32(float %152, float %158, float %164)
  store float %165, ptr %163, align 4
  br label %166

166:                                              ; preds = %146
  %167 = load i64, ptr %49, align 8
  %168 = add i64 %167, 1
  store i64 %168, ptr %49, align 8
  br label %143, !llvm.loop !9

169:                                              ; preds = %104
  %170 = landingpad { ptr, i32 }
          cleanup
  %171 = extractvalue { ptr, i32 } %170, 0
  store ptr %171, ptr %8, align 8
  %172 = extractvalue { ptr, i32 } %170, 1
  store i32 %172, ptr %9, align 4
  br label %351

173:                                              ; preds = %105
  %174 = landingpad { ptr, i32 }
          cleanup
  %175 = extractvalue { ptr, i32 } %174, 0
  store ptr %175, ptr %8, align 8
  %176 = extractvalue { ptr, i32 } %174, 1
  store i32 %176, ptr %9, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #16
  br label %351

177:                                              ; preds = %108, %106
  %178 = landingpad { ptr, i32 }
          cleanup
  %179 = extractvalue { ptr, i32 } %178, 0
  store ptr %179, ptr %8, align 8
  %180 = extractvalue { ptr, i32 } %178, 1
  store i32 %180, ptr %9, align 4
  br label %350

181:                                              ; preds = %109
  %182 = landingpad { ptr, i32 }
          cleanup
  %183 = extractvalue { ptr, i32 } %182, 0
  store ptr %183, ptr %8, align 8
  %184 = extractvalue { ptr, i32 } %182, 1
  store i32 %184, ptr %9, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #16
  br label %350

185:                                              ; preds = %112, %110
  %186 = landingpad { ptr, i32 }
          cleanup
  %187 = extractvalue { ptr, i32 } %186, 0
  store ptr %187, ptr %8, align 8
  %188 = extractvalue { ptr, i32 } %186, 1
  store i32 %188, ptr %9, align 4
  br label %215

189:                                              ; preds = %113
  %190 = landingpad { ptr, i32 }
          cleanup
  %191 = extractvalue { ptr, i32 } %190, 0
  store ptr %191, ptr %8, align 8
  %192 = extractvalue { ptr, i32 } %190, 1
  store i32 %192, ptr %9, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #16
  br label %215

193:                                              ; preds = %116, %114
  %194 = landingpad { ptr, i32 }
          cleanup
  %195 = extractvalue { ptr, i32 } %194, 0
  store ptr %195, ptr %8, align 8
  %196 = extractvalue { ptr, i32 } %194, 1
  store i32 %196, ptr %9, align 4
  br label %214

197:                                              ; preds = %117
  %198 = landingpad { ptr, i32 }
          cleanup
  %199 = extractvalue { ptr, i32 } %198, 0
  store ptr %199, ptr %8, align 8
  %200 = extractvalue { ptr, i32 } %198, 1
  store i32 %200, ptr %9, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #16
  br label %214

201:                                              ; preds = %120, %118
  %202 = landingpad { ptr, i32 }
          cleanup
  %203 = extractvalue { ptr, i32 } %202, 0
  store ptr %203, ptr %8, align 8
  %204 = extractvalue { ptr, i32 } %202, 1
  store i32 %204, ptr %9, align 4
  br label %213

205:                                              ; preds = %121
  %206 = landingpad { ptr, i32 }
          cleanup
  %207 = extractvalue { ptr, i32 } %206, 0
  store ptr %207, ptr %8, align 8
  %208 = extractvalue { ptr, i32 } %206, 1
  store i32 %208, ptr %9, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #16
  br label %213

209:                                              ; preds = %126, %122
  %210 = landingpad { ptr, i32 }
          cleanup
  %211 = extractvalue { ptr, i32 } %210, 0
  store ptr %211, ptr %8, align 8
  %212 = extractvalue { ptr, i32 } %210, 1
  store i32 %212, ptr %9, align 4
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %34) #16
  br label %213

213:                                              ; preds = %209, %205, %201
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %30) #16
  br label %214

214:                                              ; preds = %213, %197, %193
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %26) #16
  br label %215

215:                                              ; preds = %214, %189, %185
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %22) #16
  br label %350

216:                                              ; preds = %133
  %217 = landingpad { ptr, i32 }
          cleanup
  %218 = extractvalue { ptr, i32 } %217, 0
  store ptr %218, ptr %8, align 8
  %219 = extractvalue { ptr, i32 } %217, 1
  store i32 %219, ptr %9, align 4
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %46) #16
  br label %350

220:                                              ; preds = %143
  %221 = load i64, ptr %47, align 8
  %222 = mul i64 %221, 32
  %223 = load i64, ptr %48, align 8
  %224 = add i64 %222, %223
  %225 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %224) #16
  %226 = load float, ptr %225, align 4
  %227 = load i64, ptr %47, align 8
  %228 = mul i64 %227, 32
  %229 = load i64, ptr %48, align 8
  %230 = add i64 %228, %229
  %231 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %230) #16
  %232 = load float, ptr %231, align 4
  %233 = fsub float %226, %232
  %234 = invoke noundef float @_ZSt4fabsf(float noundef %233)
          to label %235 unwind label %256

235:                                              ; preds = %220
  %236 = fcmp ogt float %234, 0x3F50624DE0000000
  br i1 %236, label %237, label %260

237:                                              ; preds = %235
  %238 = load i64, ptr %47, align 8
  %239 = load i64, ptr %48, align 8
  %240 = load i64, ptr %47, align 8
  %241 = mul i64 %240, 32
  %242 = load i64, ptr %48, align 8
  %243 = add i64 %241, %242
  %244 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %243) #16
  %245 = load float, ptr %244, align 4
  %246 = fpext float %245 to double
  %247 = load i64, ptr %47, align 8
  %248 = mul i64 %247, 32
  %249 = load i64, ptr %48, align 8
  %250 = add i64 %248, %249
  %251 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %250) #16
  %252 = load float, ptr %251, align 4
  %253 = fpext float %252 to double
  %254 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %238, i64 noundef %239, double noundef %246, double noundef %253)
          to label %255 unwind label %256

255:                                              ; preds = %237
  store i32 1, ptr %1, align 4
  store i32 1, ptr %50, align 4
  br label %348

256:                                              ; preds = %345, %323, %316, %306, %237, %220
  %257 = landingpad { ptr, i32 }
          cleanup
  %258 = extractvalue { ptr, i32 } %257, 0
  store ptr %258, ptr %8, align 8
  %259 = extractvalue { ptr, i32 } %257, 1
  store i32 %259, ptr %9, align 4
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %44) #16
  br label %350

260:                                              ; preds = %235
  br label %261

261:                                              ; preds = %260
  %262 = load i64, ptr %48, align 8
  %263 = add i64 %262, 1
  store i64 %263, ptr %48, align 8
  br label %139, !llvm.loop !10

264:                                              ; preds = %139
  br label %265

265:                                              ; preds = %264
  %266 = load i64, ptr %47, align 8
  %267 = add i64 %266, 1
  store i64 %267, ptr %47, align 8
  br label %135, !llvm.loop !11

268:                                              ; preds = %135
  store i64 0, ptr %51, align 8
  br label %269

269:                                              ; preds = %342, %268
  %270 = load i64, ptr %51, align 8
  %271 = icmp ult i64 %270, 4
  br i1 %271, label %272, label %345

272:                                              ; preds = %269
  store i64 0, ptr %52, align 8
  br label %273

273:                                              ; preds = %338, %272
  %274 = load i64, ptr %52, align 8
  %275 = icmp ult i64 %274, 2
  br i1 %275, label %276, label %341

276:                                              ; preds = %273
  store float 0.000000e+00, ptr %53, align 4
  store i64 0, ptr %54, align 8
  br label %277

277:                                              ; preds = %303, %276
  %278 = load i64, ptr %54, align 8
  %279 = icmp ult i64 %278, 16
  br i1 %279, label %280, label %306

280:                                              ; preds = %277
  store i64 0, ptr %55, align 8
  br label %281

281:                                              ; preds = %299, %280
  %282 = load i64, ptr %55, align 8
  %283 = icmp ult i64 %282, 16
  br i1 %283, label %284, label %302

284:                                              ; preds = %281
  %285 = load i64, ptr %51, align 8
  %286 = mul i64 %285, 16
  %287 = load i64, ptr %54, align 8
  %288 = add i64 %286, %287
  %289 = mul i64 %288, 32
  %290 = load i64, ptr %52, align 8
  %291 = mul i64 %290, 16
  %292 = add i64 %289, %291
  %293 = load i64, ptr %55, align 8
  %294 = add i64 %292, %293
  %295 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %294) #16
  %296 = load float, ptr %295, align 4
  %297 = load float, ptr %53, align 4
  %298 = fadd float %297, %296
  store float %298, ptr %53, align 4
  br label %299

299:                                              ; preds = %284
  %300 = load i64, ptr %55, align 8
  %301 = add i64 %300, 1
  store i64 %301, ptr %55, align 8
  br label %281, !llvm.loop !12

302:                                              ; preds = %281
  br label %303

303:                                              ; preds = %302
  %304 = load i64, ptr %54, align 8
  %305 = add i64 %304, 1
  store i64 %305, ptr %54, align 8
  br label %277, !llvm.loop !13

306:                                              ; preds = %277
  %307 = load i64, ptr %51, align 8
  %308 = mul i64 %307, 2
  %309 = load i64, ptr %52, align 8
  %310 = add i64 %308, %309
  %311 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %310) #16
  %312 = load float, ptr %311, align 4
  %313 = load float, ptr %53, align 4
  %314 = fsub float %312, %313
  %315 = invoke noundef float @_ZSt4fabsf(float noundef %314)
          to label %316 unwind label %256

316:                                              ; preds = %306
  %317 = load float, ptr %53, align 4
  %318 = invoke noundef float @_ZSt4fabsf(float noundef %317)
          to label %319 unwind label %256

319:                                              ; preds = %316
  %320 = fadd float 1.000000e+00, %318
  %321 = fmul float 0x3F847AE140000000, %320
  %322 = fcmp ogt float %315, %321
  br i1 %322, label %323, label %337

323:                                              ; preds = %319
  %324 = load i64, ptr %51, align 8
  %325 = load i64, ptr %52, align 8
  %326 = load i64, ptr %51, align 8
  %327 = mul i64 %326, 2
  %328 = load i64, ptr %52, align 8
  %329 = add i64 %327, %328
  %330 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %329) #16
  %331 = load float, ptr %330, align 4
  %332 = fpext float %331 to double
  %333 = load float, ptr %53, align 4
  %334 = fpext float %333 to double
  %335 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %324, i64 noundef %325, double noundef %332, double noundef %334)
          to label %336 unwind label %256

336:                                              ; preds = %323
  store i32 1, ptr %1, align 4
  store i32 1, ptr %50, align 4
  br label %348

337:                                              ; preds = %319
  br label %338

338:                                              ; preds = %337
  %339 = load i64, ptr %52, align 8
  %340 = add i64 %339, 1
  store i64 %340, ptr %52, align 8
  br label %273, !llvm.loop !14

341:                                              ; preds = %273
  br label %342

342:                                              ; preds = %341
  %343 = load i64, ptr %51, align 8
  %344 = add i64 %343, 1
  store i64 %344, ptr %51, align 8
  br label %269, !llvm.loop !15

345:                                              ; preds = %269
  %346 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %347 unwind label %256

347:                                              ; preds = %345
  store i32 0, ptr %1, align 4
  store i32 1, ptr %50, align 4
  br label %348

348:                                              ; preds = %347, %336, %255
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %44) #16
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #16
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %15) #16
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %12) #16
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  %349 = load i32, ptr %1, align 4
  ret i32 %349

350:                                              ; preds = %256, %216, %215, %181, %177
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #16
  br label %351

351:                                              ; preds = %350, %173, %169
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %15) #16
  br label %352

352:                                              ; preds = %351, %86
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %12) #16
  br label %353

353:                                              ; preds = %352, %82
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  br label %354

354:                                              ; preds = %353, %78
  call void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  br label %355

355:                                              ; preds = %354, %74
  %356 = load ptr, ptr %8, align 8
  %357 = load i32, ptr %9, align 4
  %358 = insertvalue { ptr, i32 } poison, ptr %356, 0
  %359 = insertvalue { ptr, i32 } %358, i32 %357, 1
  resume { ptr, i32 } %359
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = call noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %10, ptr noundef nonnull align 1 dereferenceable(1) %11)
  %13 = load ptr, ptr %6, align 8
  call void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12, ptr noundef nonnull align 1 dereferenceable(1) %13)
  %14 = load i64, ptr %5, align 8
  invoke void @_ZNSt6vectorIfSaIfEE21_M_default_initializeEm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %3
  ret void

16:                                               ; preds = %3
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %7, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %8, align 4
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %9) #16
  br label %20

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %8, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = call noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %12, ptr noundef nonnull align 1 dereferenceable(1) %13)
  %15 = load ptr, ptr %8, align 8
  call void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %14, ptr noundef nonnull align 1 dereferenceable(1) %15)
  %16 = load i64, ptr %6, align 8
  %17 = load ptr, ptr %7, align 8
  invoke void @_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %16, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %18 unwind label %19

18:                                               ; preds = %4
  ret void

19:                                               ; preds = %4
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %9, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %10, align 4
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %11) #16
  br label %23

23:                                               ; preds = %19
  %24 = load ptr, ptr %9, align 8
  %25 = load i32, ptr %10, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt6vectorIfSaIfEEixEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds float, ptr %8, i64 %9
  ret ptr %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca %"class.std::bitset", align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  call void @_ZNSt6bitsetILm32EEC2Ey(ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 0) #16
  %7 = getelementptr inbounds %"class.std::bitset", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %7, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  call void @_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EE(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 %9)
  invoke void @_ZN4sycl3_V16detail16PropertyListBase10ctorHelperEv(ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %11

10:                                               ; preds = %1
  ret void

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %4, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %5, align 4
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #16
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::function", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  call void @_ZNSt8functionIFvN4sycl3_V114exception_listEEEC2IRS3_vEEOT_(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE) #16
  %9 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %10 unwind label %11

10:                                               ; preds = %2
  call void @_ZNSt8functionIFvN4sycl3_V114exception_listEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #16
  ret void

11:                                               ; preds = %2
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %6, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %7, align 4
  call void @_ZNSt8functionIFvN4sycl3_V114exception_listEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #16
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %7, align 4
  %18 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt6vectorIfSaIfEE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = call noundef ptr @_ZNKSt6vectorIfSaIfEE11_M_data_ptrIfEEPT_S4_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %6) #16
  ret ptr %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %7, i64 noundef %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind noalias writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #1 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 %4, ptr %9, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %9, align 4
  call void @_ZN4sycl3_V16detail13code_locationC2EPKcS4_jj(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %10, ptr noundef %11, i32 noundef %12, i32 noundef %13) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.std::unique_ptr", align 8
  %11 = alloca %"class.std::unique_ptr.27", align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.std::array", align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = call noundef i64 @_ZNK4sycl3_V15rangeILi2EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %17)
  %19 = mul i64 %18, 4
  %20 = load ptr, ptr %9, align 8
  call void @_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind writable sret(%"class.std::unique_ptr.27") align 8 %11)
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEES4_ISB_EvEEOS_IT_T0_E(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(8) %11) #16
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef %16, i64 noundef %19, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef %10)
          to label %21 unwind label %34

21:                                               ; preds = %5
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #16
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %11) #16
  %22 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %15, i32 0, i32 1
  %23 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %23, i64 16, i1 false)
  %24 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %15, i32 0, i32 2
  store i64 0, ptr %24, align 8
  %25 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %15, i32 0, i32 3
  store i8 0, ptr %25, align 8
  %26 = getelementptr inbounds %"class.sycl::_V1::detail::buffer_plain", ptr %15, i32 0, i32 0
  %27 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #16
  %28 = load ptr, ptr %7, align 8
  %29 = call noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 8 dereferenceable(16) @_ZTIf) #16
  %30 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %15, i32 0, i32 1
  invoke void @_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %31 unwind label %38

31:                                               ; preds = %21
  %32 = call noundef ptr @_ZNSt5arrayImLm3EE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %14) #17
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %28, ptr noundef %29, i32 noundef 2, i32 noundef 4, ptr noundef %32)
          to label %33 unwind label %38

33:                                               ; preds = %31
  ret void

34:                                               ; preds = %5
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %12, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %13, align 4
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #16
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %11) #16
  br label %42

38:                                               ; preds = %31, %21
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %12, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %13, align 4
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #16
  br label %42

42:                                               ; preds = %38, %34
  %43 = load ptr, ptr %12, align 8
  %44 = load i32, ptr %13, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef byval(%class.anon) align 8 %2, ptr noundef nonnull align 8 dereferenceable(24) %3) #2 align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %3, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V16detail19type_erased_cgfo_tyC2IRZ4mainEUlRNS0_7handlerEE_EEOT_(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(24) %2)
  %11 = load ptr, ptr %7, align 8
  call void @_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(24) %11)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::event", ptr %3, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail10event_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr %3, ptr noundef nonnull align 8 dereferenceable(24) %4) #2 align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca %class.anon.13, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  store ptr %0, ptr %6, align 8
  %12 = getelementptr inbounds { ptr, ptr }, ptr %7, i32 0, i32 0
  store ptr %2, ptr %12, align 8
  %13 = getelementptr inbounds { ptr, ptr }, ptr %7, i32 0, i32 1
  store ptr %3, ptr %13, align 8
  store ptr %1, ptr %8, align 8
  store ptr %4, ptr %9, align 8
  %14 = load ptr, ptr %8, align 8
  call void @_ZN4sycl3_V16detail19type_erased_cgfo_tyC2IRZ4mainEUlRNS0_7handlerEE0_EEOT_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %15 = load ptr, ptr %9, align 8
  call void @_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(24) %15)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %29

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #16
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = call ptr @__cxa_begin_catch(ptr %17) #16
  store ptr %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 2
  %23 = load ptr, ptr %22, align 8
  %24 = call noundef ptr %23(ptr noundef nonnull align 8 dereferenceable(8) %20) #16
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef @.str.7, ptr noundef %24)
          to label %25 unwind label %30

25:                                               ; preds = %19
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef 485, ptr noundef @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #18
  unreachable

26:                                               ; No predecessors!
  br label %27

27:                                               ; preds = %26
  invoke void @__cxa_end_catch()
          to label %28 unwind label %30

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28, %7
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  ret void

30:                                               ; preds = %27, %19
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #18
  unreachable

33:                                               ; preds = %12
  %34 = load ptr, ptr %3, align 8
  call void @__clang_call_terminate(ptr %34) #18
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt4fabsf(float noundef %0) #1 comdat {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fabs.f32(float %3)
  ret float %4
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  invoke void @_ZSt8_DestroyIPffEvT_S1_RSaIT0_E(ptr noundef %6, ptr noundef %9, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %11 unwind label %12

11:                                               ; preds = %1
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::queue", ptr %3, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail10queue_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #4

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8functionIFvN4sycl3_V114exception_listEEEC2IRS3_vEEOT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  call void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #16
  %7 = getelementptr inbounds %"class.std::function", ptr %5, i32 0, i32 1
  store ptr null, ptr %7, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE21_M_not_empty_functionIS4_EEbPT_(ptr noundef %8) #16
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = getelementptr inbounds %"class.std::_Function_base", ptr %5, i32 0, i32 0
  %12 = load ptr, ptr %4, align 8
  call void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRS4_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull %12) #16
  %13 = getelementptr inbounds %"class.std::function", ptr %5, i32 0, i32 1
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %13, align 8
  %14 = getelementptr inbounds %"class.std::_Function_base", ptr %5, i32 0, i32 1
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %14, align 8
  br label %15

15:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %"class.sycl::_V1::device", align 8
  %10 = alloca %"class.std::function.19", align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %6, align 8
  call void @_ZNSt8functionIFiRKN4sycl3_V16deviceEEEC2IRS5_vEEOT_(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull %14) #16
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8 %9, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %15 unwind label %19

15:                                               ; preds = %4
  %16 = load ptr, ptr %7, align 8
  %17 = load ptr, ptr %8, align 8
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  call void @_ZNSt8functionIFiRKN4sycl3_V16deviceEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #16
  ret void

19:                                               ; preds = %15, %4
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %11, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %12, align 4
  call void @_ZNSt8functionIFiRKN4sycl3_V16deviceEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #16
  br label %23

23:                                               ; preds = %19
  %24 = load ptr, ptr %11, align 8
  %25 = load i32, ptr %12, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8functionIFvN4sycl3_V114exception_listEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  store ptr null, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE21_M_not_empty_functionIS4_EEbPT_(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRS4_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  invoke void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRS4_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %7)
          to label %8 unwind label %9

8:                                                ; preds = %2
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %5) #16
  %7 = load ptr, ptr %4, align 8
  call void @_ZSt10__invoke_rIvRPFvN4sycl3_V114exception_listEEJS2_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES7_E4typeEOS8_DpOS9_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  switch i32 %7, label %16 [
    i32 0, label %8
    i32 1, label %11
  ]

8:                                                ; preds = %3
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %9) #16
  store ptr @_ZTIPFvN4sycl3_V114exception_listEE, ptr %10, align 8
  br label %21

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8
  %13 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %12) #16
  %14 = load ptr, ptr %4, align 8
  %15 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFvN4sycl3_V114exception_listEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %14) #16
  store ptr %13, ptr %15, align 8
  br label %21

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef %19)
  br label %21

21:                                               ; preds = %16, %11, %8
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRS4_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1) #1 comdat align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %7, align 8
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #16
  call void @_ZSt9terminatev() #18
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt10__invoke_rIvRPFvN4sycl3_V114exception_listEEJS2_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES7_E4typeEOS8_DpOS9_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::__invoke_other", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZSt13__invoke_implIvRPFvN4sycl3_V114exception_listEEJS2_EET_St14__invoke_otherOT0_DpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERKT_v(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt13__invoke_implIvRPFvN4sycl3_V114exception_listEEJS2_EET_St14__invoke_otherOT0_DpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.std::__invoke_other", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::exception_list", align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V114exception_listC2EOS1_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %11) #16
  invoke void %10(ptr noundef %6)
          to label %12 unwind label %13

12:                                               ; preds = %2
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  ret void

13:                                               ; preds = %2
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %7, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %8, align 4
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %8, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listC2EOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::exception_list", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::exception_list", ptr %7, i32 0, i32 0
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::exception_list", ptr %3, i32 0, i32 0
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EEC2EOS3_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %7, i32 0, i32 0
  call void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implC2EOS4_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implC2EOS4_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSaINSt15__exception_ptr13exception_ptrEEC2ERKS1_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  %7 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataC2EOS4_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %7) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaINSt15__exception_ptr13exception_ptrEEC2ERKS1_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEEC2ERKS2_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataC2EOS4_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %10, align 8
  %14 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %14, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %18, i32 0, i32 2
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %20, i32 0, i32 1
  store ptr null, ptr %21, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %22, i32 0, i32 0
  store ptr null, ptr %23, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEEC2ERKS2_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  invoke void @_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrES1_EvT_S3_RSaIT0_E(ptr noundef %6, ptr noundef %9, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %11 unwind label %12

11:                                               ; preds = %1
  call void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrES1_EvT_S3_RSaIT0_E(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  call void @_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrEEvT_S3_(ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data", ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = ptrtoint ptr %9 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = sdiv exact i64 %15, 8
  invoke void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %6, i64 noundef %16)
          to label %17 unwind label %19

17:                                               ; preds = %1
  %18 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %3, i32 0, i32 0
  call void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %18) #16
  ret void

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPNSt15__exception_ptr13exception_ptrEEvT_S3_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_(ptr noundef %5, ptr noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb0EE9__destroyIPNSt15__exception_ptr13exception_ptrEEEvT_S5_(ptr noundef %0, ptr noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %11, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  call void @_ZSt8_DestroyINSt15__exception_ptr13exception_ptrEEvPT_(ptr noundef %10)
  br label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  br label %5, !llvm.loop !16

14:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyINSt15__exception_ptr13exception_ptrEEvPT_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr13exception_ptrD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE13_M_deallocateEPS1_m(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.15", ptr %7, i32 0, i32 0
  %12 = load ptr, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  call void @_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %12, i64 noundef %13)
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaINSt15__exception_ptr13exception_ptrEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaINSt15__exception_ptr13exception_ptrEEE10deallocateERS2_PS1_m(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEE10deallocateEPS1_m(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul i64 %9, 8
  call void @_ZdlPvm(ptr noundef %8, i64 noundef %10) #19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaINSt15__exception_ptr13exception_ptrEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorINSt15__exception_ptr13exception_ptrEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERKT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFvN4sycl3_V114exception_listEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  switch i32 %8, label %23 [
    i32 0, label %9
    i32 1, label %12
    i32 2, label %17
    i32 3, label %21
  ]

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %10) #16
  store ptr @_ZTIPFvN4sycl3_V114exception_listEE, ptr %11, align 8
  br label %23

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %13) #16
  %15 = load ptr, ptr %4, align 8
  %16 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFvN4sycl3_V114exception_listEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %15) #16
  store ptr %14, ptr %16, align 8
  br label %23

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %19) #16
  call void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRKS5_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(8) %20) #16
  br label %23

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  call void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %22)
  br label %23

23:                                               ; preds = %3, %21, %17, %12, %9
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE15_M_init_functorIRKS5_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  invoke void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRKS5_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %8 unwind label %9

8:                                                ; preds = %2
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca %"struct.std::integral_constant", align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFvN4sycl3_V114exception_listEEE9_M_createIRKS5_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPFvN4sycl3_V114exception_listEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8functionIFiRKN4sycl3_V16deviceEEEC2IRS5_vEEOT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  call void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #16
  %7 = getelementptr inbounds %"class.std::function.19", ptr %5, i32 0, i32 1
  store ptr null, ptr %7, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE21_M_not_empty_functionIS6_EEbPT_(ptr noundef %8) #16
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = getelementptr inbounds %"class.std::_Function_base", ptr %5, i32 0, i32 0
  %12 = load ptr, ptr %4, align 8
  call void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRS6_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull %12) #16
  %13 = getelementptr inbounds %"class.std::function.19", ptr %5, i32 0, i32 1
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %13, align 8
  %14 = getelementptr inbounds %"class.std::_Function_base", ptr %5, i32 0, i32 1
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %14, align 8
  br label %15

15:                                               ; preds = %10, %2
  ret void
}

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8functionIFiRKN4sycl3_V16deviceEEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE21_M_not_empty_functionIS6_EEbPT_(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  ret i1 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRS6_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  invoke void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRS6_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull %7)
          to label %8 unwind label %9

8:                                                ; preds = %2
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %5) #16
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef i32 @_ZSt10__invoke_rIiRPFiRKN4sycl3_V16deviceEEJS4_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  switch i32 %7, label %16 [
    i32 0, label %8
    i32 1, label %11
  ]

8:                                                ; preds = %3
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %9) #16
  store ptr @_ZTIPFiRKN4sycl3_V16deviceEE, ptr %10, align 8
  br label %21

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8
  %13 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %12) #16
  %14 = load ptr, ptr %4, align 8
  %15 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFiRKN4sycl3_V16deviceEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %14) #16
  store ptr %13, ptr %15, align 8
  br label %21

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef %19)
  br label %21

21:                                               ; preds = %16, %11, %8
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRS6_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1) #1 comdat align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZSt10__invoke_rIiRPFiRKN4sycl3_V16deviceEEJS4_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::__invoke_other", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef i32 @_ZSt13__invoke_implIiRPFiRKN4sycl3_V16deviceEEJS4_EET_St14__invoke_otherOT0_DpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERKT_v(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZSt13__invoke_implIiRPFiRKN4sycl3_V16deviceEEJS4_EET_St14__invoke_otherOT0_DpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat {
  %3 = alloca %"struct.std::__invoke_other", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call noundef i32 %7(ptr noundef nonnull align 8 dereferenceable(8) %8)
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERKT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFiRKN4sycl3_V16deviceEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  switch i32 %8, label %23 [
    i32 0, label %9
    i32 1, label %12
    i32 2, label %17
    i32 3, label %21
  ]

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %10) #16
  store ptr @_ZTIPFiRKN4sycl3_V16deviceEE, ptr %11, align 8
  br label %23

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %13) #16
  %15 = load ptr, ptr %4, align 8
  %16 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPPFiRKN4sycl3_V16deviceEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %15) #16
  store ptr %14, ptr %16, align 8
  br label %23

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = call noundef ptr @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE14_M_get_pointerERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %19) #16
  call void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRKS7_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(8) %20) #16
  br label %23

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  call void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %22)
  br label %23

23:                                               ; preds = %3, %21, %17, %12, %9
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE15_M_init_functorIRKS7_EEvRSt9_Any_dataOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  invoke void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRKS7_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %8 unwind label %9

8:                                                ; preds = %2
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca %"struct.std::integral_constant", align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_base13_Base_managerIPFiRKN4sycl3_V16deviceEEE9_M_createIRKS7_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPFiRKN4sycl3_V16deviceEEEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  %12 = invoke noundef zeroext i1 %9(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %13 unwind label %15

13:                                               ; preds = %7
  br label %14

14:                                               ; preds = %13, %1
  ret void

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  call void @__clang_call_terminate(ptr %17) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %3, i32 0, i32 1
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  invoke void @_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEES5_EvT_S7_RSaIT0_E(ptr noundef %6, ptr noundef %9, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %11 unwind label %12

11:                                               ; preds = %1
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEES5_EvT_S7_RSaIT0_E(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  call void @_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvT_S7_(ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = ptrtoint ptr %9 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = sdiv exact i64 %15, 16
  invoke void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE13_M_deallocateEPS5_m(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %6, i64 noundef %16)
          to label %17 unwind label %19

17:                                               ; preds = %1
  %18 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %18) #16
  ret void

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvT_S7_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEEvT_S9_(ptr noundef %5, ptr noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEEvT_S9_(ptr noundef %0, ptr noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %11, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  call void @_ZSt8_DestroyISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvPT_(ptr noundef %10)
  br label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %"class.std::shared_ptr.22", ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  br label %5, !llvm.loop !17

14:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvPT_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.23", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_count", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = getelementptr inbounds %"class.std::__shared_count", ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #16
  br label %10

10:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  store ptr %0, ptr %12, align 8
  %21 = load ptr, ptr %12, align 8
  store i8 1, ptr %13, align 1
  store i8 1, ptr %14, align 1
  store i8 1, ptr %15, align 1
  store i32 32, ptr %16, align 4
  store i32 32, ptr %17, align 4
  store i64 4294967297, ptr %18, align 8
  %22 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %21, i32 0, i32 1
  store ptr %22, ptr %19, align 8
  %23 = load ptr, ptr %19, align 8
  %24 = load atomic i64, ptr %23 acquire, align 8
  store i64 %24, ptr %20, align 8
  %25 = load i64, ptr %20, align 8
  %26 = icmp eq i64 %25, 4294967297
  br i1 %26, label %27, label %36

27:                                               ; preds = %1
  %28 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %21, i32 0, i32 1
  store i32 0, ptr %28, align 8
  %29 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %21, i32 0, i32 2
  store i32 0, ptr %29, align 4
  %30 = load ptr, ptr %21, align 8
  %31 = getelementptr inbounds ptr, ptr %30, i64 2
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #16
  %33 = load ptr, ptr %21, align 8
  %34 = getelementptr inbounds ptr, ptr %33, i64 3
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #16
  br label %63

36:                                               ; preds = %1
  %37 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %21, i32 0, i32 1
  store ptr %37, ptr %10, align 8
  store i32 -1, ptr %11, align 4
  %38 = load i8, ptr @__libc_single_threaded, align 1
  %39 = icmp ne i8 %38, 0
  br i1 %39, label %40, label %50

40:                                               ; preds = %36
  %41 = load ptr, ptr %10, align 8
  %42 = load i32, ptr %11, align 4
  store ptr %41, ptr %6, align 8
  store i32 %42, ptr %7, align 4
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %43, align 4
  store i32 %44, ptr %8, align 4
  %45 = load i32, ptr %7, align 4
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %46, align 4
  %48 = add nsw i32 %47, %45
  store i32 %48, ptr %46, align 4
  %49 = load i32, ptr %8, align 4
  store i32 %49, ptr %9, align 4
  br label %58

50:                                               ; preds = %36
  %51 = load ptr, ptr %10, align 8
  %52 = load i32, ptr %11, align 4
  store ptr %51, ptr %2, align 8
  store i32 %52, ptr %3, align 4
  %53 = load ptr, ptr %2, align 8
  %54 = load i32, ptr %3, align 4
  store i32 %54, ptr %4, align 4
  %55 = load i32, ptr %4, align 4
  %56 = atomicrmw volatile add ptr %53, i32 %55 acq_rel, align 4
  store i32 %56, ptr %5, align 4
  %57 = load i32, ptr %5, align 4
  store i32 %57, ptr %9, align 4
  br label %58

58:                                               ; preds = %40, %50
  %59 = load i32, ptr %9, align 4
  br label %60

60:                                               ; preds = %58
  %61 = icmp eq i32 %59, 1
  br i1 %61, label %62, label %63

62:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #16
  br label %63

63:                                               ; preds = %27, %62, %60
  ret void

64:                                               ; No predecessors!
  %65 = landingpad { ptr, i32 }
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  call void @__clang_call_terminate(ptr %66) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store ptr %0, ptr %12, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %14, i64 2
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr noundef nonnull align 8 dereferenceable(16) %13) #16
  %17 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %13, i32 0, i32 2
  store ptr %17, ptr %10, align 8
  store i32 -1, ptr %11, align 4
  %18 = load i8, ptr @__libc_single_threaded, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %1
  %21 = load ptr, ptr %10, align 8
  %22 = load i32, ptr %11, align 4
  store ptr %21, ptr %6, align 8
  store i32 %22, ptr %7, align 4
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %7, align 4
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %27, %25
  store i32 %28, ptr %26, align 4
  %29 = load i32, ptr %8, align 4
  store i32 %29, ptr %9, align 4
  br label %38

30:                                               ; preds = %1
  %31 = load ptr, ptr %10, align 8
  %32 = load i32, ptr %11, align 4
  store ptr %31, ptr %2, align 8
  store i32 %32, ptr %3, align 4
  %33 = load ptr, ptr %2, align 8
  %34 = load i32, ptr %3, align 4
  store i32 %34, ptr %4, align 4
  %35 = load i32, ptr %4, align 4
  %36 = atomicrmw volatile add ptr %33, i32 %35 acq_rel, align 4
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %5, align 4
  store i32 %37, ptr %9, align 4
  br label %38

38:                                               ; preds = %20, %30
  %39 = load i32, ptr %9, align 4
  br label %40

40:                                               ; preds = %38
  %41 = icmp eq i32 %39, 1
  br i1 %41, label %42, label %46

42:                                               ; preds = %40
  %43 = load ptr, ptr %13, align 8
  %44 = getelementptr inbounds ptr, ptr %43, i64 3
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %13) #16
  br label %46

46:                                               ; preds = %42, %40
  ret void

47:                                               ; No predecessors!
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE13_M_deallocateEPS5_m(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %7, i32 0, i32 0
  %12 = load ptr, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  call void @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE10deallocateERS6_PS5_m(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %12, i64 noundef %13)
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE10deallocateERS6_PS5_m(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE10deallocateEPS5_m(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE10deallocateEPS5_m(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul i64 %9, 16
  call void @_ZdlPvm(ptr noundef %8, i64 noundef %10) #19
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail13code_locationC2EPKcS4_jj(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #1 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %"struct.sycl::_V1::detail::code_location", ptr %11, i32 0, i32 0
  %13 = load ptr, ptr %7, align 8
  store ptr %13, ptr %12, align 8
  %14 = getelementptr inbounds %"struct.sycl::_V1::detail::code_location", ptr %11, i32 0, i32 1
  %15 = load ptr, ptr %8, align 8
  store ptr %15, ptr %14, align 8
  %16 = getelementptr inbounds %"struct.sycl::_V1::detail::code_location", ptr %11, i32 0, i32 2
  %17 = load i32, ptr %9, align 4
  store i32 %17, ptr %16, align 8
  %18 = getelementptr inbounds %"struct.sycl::_V1::detail::code_location", ptr %11, i32 0, i32 3
  %19 = load i32, ptr %10, align 4
  store i32 %19, ptr %18, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail10event_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.11", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail10queue_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  call void @_ZNSaIfEC2ERKS_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  %8 = call noundef i64 @_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  %9 = icmp ugt i64 %6, %8
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(ptr noundef @.str.5) #20
  unreachable

11:                                               ; preds = %2
  %12 = load i64, ptr %3, align 8
  ret i64 %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %6, align 8
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 1 dereferenceable(1) %11) #16
  %12 = load i64, ptr %5, align 8
  invoke void @_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %3
  ret void

14:                                               ; preds = %3
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %7, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %8, align 4
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %8, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE21_M_default_initializeEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %4, align 8
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %5) #16
  %11 = call noundef ptr @_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E(ptr noundef %8, i64 noundef %9, ptr noundef nonnull align 1 dereferenceable(1) %10)
  %12 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %12, i32 0, i32 1
  store ptr %11, ptr %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = ptrtoint ptr %9 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = sdiv exact i64 %15, 4
  invoke void @_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %6, i64 noundef %16)
          to label %17 unwind label %19

17:                                               ; preds = %1
  %18 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %18) #16
  ret void

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 2305843009213693951, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  store i64 %6, ptr %4, align 8
  %7 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3minImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %7, align 8
  ret i64 %9

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfEC2ERKS_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt15__new_allocatorIfEC2ERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIfE8max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret i64 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3minImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load i64, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %8, align 8
  %10 = icmp ult i64 %7, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  store ptr %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = load ptr, ptr %3, align 8
  ret ptr %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIfE8max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret i64 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 2305843009213693951
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfEC2ERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSaIfEC2ERKS_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  call void @_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6)
  %8 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %8, i32 0, i32 0
  store ptr %7, ptr %9, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %14 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %15, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load i64, ptr %4, align 8
  %19 = getelementptr inbounds float, ptr %17, i64 %18
  %20 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %21 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %20, i32 0, i32 2
  store ptr %19, ptr %21, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaIfED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %3, i32 0, i32 1
  store ptr null, ptr %5, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %3, i32 0, i32 2
  store ptr null, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ne i64 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0
  %10 = load i64, ptr %4, align 8
  %11 = call noundef ptr @_ZNSt16allocator_traitsISaIfEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %9, i64 noundef %10)
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi ptr [ %11, %8 ], [ null, %12 ]
  ret ptr %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt16allocator_traitsISaIfEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt15__new_allocatorIfE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %5, i64 noundef %6, ptr noundef null)
  ret ptr %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__new_allocatorIfE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  %10 = icmp ugt i64 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ugt i64 %12, 4611686018427387903
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #20
  unreachable

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #20
  unreachable

16:                                               ; preds = %3
  %17 = load i64, ptr %5, align 8
  %18 = mul i64 %17, 4
  %19 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #21
  ret ptr %19
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #9

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call noundef ptr @_ZSt25__uninitialized_default_nIPfmET_S1_T0_(ptr noundef %7, i64 noundef %8)
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt25__uninitialized_default_nIPfmET_S1_T0_(ptr noundef %0, i64 noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i8 1, ptr %5, align 1
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call noundef ptr @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_(ptr noundef %6, i64 noundef %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_(ptr noundef %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  call void @_ZSt10_ConstructIfJEEvPT_DpOT0_(ptr noundef %10)
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds float, ptr %11, i32 1
  store ptr %12, ptr %3, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %4, align 8
  %15 = sub i64 %14, 1
  %16 = load ptr, ptr %5, align 8
  %17 = call noundef ptr @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(ptr noundef %13, i64 noundef %15, ptr noundef nonnull align 4 dereferenceable(4) %16)
  store ptr %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %8, %2
  %19 = load ptr, ptr %3, align 8
  ret ptr %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIfJEEvPT_DpOT0_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store float 0.000000e+00, ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10)
  %12 = load ptr, ptr %6, align 8
  call void @_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %4)
  %13 = call noundef ptr @_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag(ptr noundef %9, i64 noundef %11, ptr noundef nonnull align 4 dereferenceable(4) %12)
  ret ptr %13
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  %9 = load i64, ptr %7, align 8
  %10 = icmp ule i64 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load ptr, ptr %6, align 8
  store ptr %12, ptr %4, align 8
  br label %22

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds float, ptr %15, i64 %16
  %18 = load ptr, ptr %8, align 8
  call void @_ZSt8__fill_aIPffEvT_S1_RKT0_(ptr noundef %14, ptr noundef %17, ptr noundef nonnull align 4 dereferenceable(4) %18)
  %19 = load ptr, ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds float, ptr %19, i64 %20
  store ptr %21, ptr %4, align 8
  br label %22

22:                                               ; preds = %13, %11
  %23 = load ptr, ptr %4, align 8
  ret ptr %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #1 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPffEvT_S1_RKT0_(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(ptr noundef %7, ptr noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #1 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %17, %3
  %11 = load ptr, ptr %4, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = icmp ne ptr %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  store float %15, ptr %16, align 4
  br label %17

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds float, ptr %18, i32 1
  store ptr %19, ptr %4, align 8
  br label %10, !llvm.loop !18

20:                                               ; preds = %10
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", ptr %7, i32 0, i32 0
  %12 = load ptr, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  call void @_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %12, i64 noundef %13)
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  call void @_ZNSt15__new_allocatorIfE10deallocateEPfm(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfE10deallocateEPfm(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul i64 %9, 4
  call void @_ZdlPvm(ptr noundef %8, i64 noundef %10) #19
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPffEvT_S1_RSaIT0_E(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  call void @_ZSt8_DestroyIPfEvT_S1_(ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPfEvT_S1_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_(ptr noundef %5, ptr noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_(ptr noundef %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.std::_Vector_base", ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %7) #16
  %14 = call noundef ptr @_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E(ptr noundef %10, i64 noundef %11, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 1 dereferenceable(1) %13)
  %15 = getelementptr inbounds %"struct.std::_Vector_base", ptr %7, i32 0, i32 0
  %16 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", ptr %15, i32 0, i32 1
  store ptr %14, ptr %16, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #2 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = call noundef ptr @_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_(ptr noundef %9, i64 noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %11)
  ret ptr %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i8 1, ptr %7, align 1
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = call noundef ptr @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_(ptr noundef %8, i64 noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %10)
  ret ptr %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_(ptr noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call noundef ptr @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(ptr noundef %7, i64 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9)
  ret ptr %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6bitsetILm32EEC2Ey(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = invoke noundef i64 @_ZNSt13_Sanitize_valILm32ELb1EE18_S_do_sanitize_valEy(i64 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %2
  call void @_ZNSt12_Base_bitsetILm1EEC2Ey(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %7) #16
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %"class.std::bitset", align 8
  %4 = alloca ptr, align 8
  %5 = getelementptr inbounds %"class.std::bitset", ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %5, i32 0, i32 0
  store i64 %1, ptr %6, align 8
  store ptr %0, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %3, i64 8, i1 false)
  %9 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %7, i32 0, i32 1
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %9) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBase10ctorHelperEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt13_Sanitize_valILm32ELb1EE18_S_do_sanitize_valEy(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, 4294967295
  ret i64 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Base_bitsetILm1EEC2Ey(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %3, i32 0, i32 1
  store ptr null, ptr %5, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %3, i32 0, i32 2
  store ptr null, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt6vectorIfSaIfEE11_M_data_ptrIfEEPT_S4_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %1, i64 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %7, i32 0, i32 0
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %8, i64 1
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V15rangeILi2EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store i64 1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 2
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [2 x i64], ptr %10, i64 0, i64 %12
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %3, align 8
  %16 = mul i64 %15, %14
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %6, !llvm.loop !19

20:                                               ; preds = %6
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.27") align 8 %0) #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #21
  invoke void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2IS8_vEEPS6_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5) #16
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          cleanup
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  call void @_ZdlPvm(ptr noundef %5, i64 noundef 24) #19
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %15 = insertvalue { ptr, i32 } %14, i32 %13, 1
  resume { ptr, i32 } %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEES4_ISB_EvEEOS_IT_T0_E(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.std::unique_ptr", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef ptr @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #16
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE11get_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #16
  invoke void @_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_ELb1ELb1EECI2St15__uniq_ptr_implIS3_S5_EIS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %8, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  ret void

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #18
  unreachable
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %"class.std::unique_ptr", ptr %4, i32 0, i32 0
  %6 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE11get_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %12, align 8
  invoke void @_ZNKSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEclEPS3_(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %13)
          to label %14 unwind label %17

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %14, %1
  %16 = load ptr, ptr %3, align 8
  store ptr null, ptr %16, align 8
  ret void

17:                                               ; preds = %10
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  call void @__clang_call_terminate(ptr %19) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %"class.std::unique_ptr.27", ptr %4, i32 0, i32 0
  %6 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE11get_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %12, align 8
  invoke void @_ZNKSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEclEPS6_(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %13)
          to label %14 unwind label %17

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %14, %1
  %16 = load ptr, ptr %3, align 8
  store ptr null, ptr %16, align 8
  ret void

17:                                               ; preds = %10
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  call void @__clang_call_terminate(ptr %19) #18
  unreachable
}

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.6", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %16 = load ptr, ptr %15, align 8
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi ptr [ %13, %10 ], [ %16, %14 ]
  ret ptr %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %"struct.std::array", ptr %0, i32 0, i32 0
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 0)
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds i64, ptr %4, i64 1
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 1)
  store i64 %9, ptr %7, align 8
  %10 = getelementptr inbounds i64, ptr %4, i64 2
  store i64 0, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone willreturn memory(none) uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt5arrayImLm3EE4dataEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #12 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::array", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNSt14__array_traitsImLm3EE6_S_ptrERA3_Km(ptr noundef nonnull align 8 dereferenceable(24) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::buffer_plain", ptr %3, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail11buffer_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  store ptr getelementptr inbounds inrange(-16, 56) ({ [9 x ptr] }, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %3, i32 0, i32 1
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  call void @_ZN4sycl3_V16detail17aligned_allocatorIfEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %5 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %3, i32 0, i32 2
  store i64 4, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2IS8_vEEPS6_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.std::unique_ptr.27", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  invoke void @_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_ELb1ELb1EECI2St15__uniq_ptr_implIS6_S8_EEPS6_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %2
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 56) ({ [9 x ptr] }, ptr @_ZTVN4sycl3_V16detail19SYCLMemObjAllocatorE, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail17aligned_allocatorIfEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::aligned_allocator", ptr %3, i32 0, i32 0
  store i64 128, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #19
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %5, i32 0, i32 1
  %7 = load i64, ptr %4, align 8
  %8 = call noundef ptr @_ZN4sycl3_V16detail17aligned_allocatorIfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  call void @_ZN4sycl3_V16detail17aligned_allocatorIfE10deallocateEPfm(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef %9, i64 noundef %10)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %3, i32 0, i32 2
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  call void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignImplIS4_EENSt9enable_ifIXsr3stdE9is_same_vIT_S4_EEvE4typeEm(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6)
  ret void
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #18
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail17aligned_allocatorIfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = mul i64 %8, 4
  store i64 %9, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = sub i64 %10, 1
  %12 = getelementptr inbounds %"class.sycl::_V1::detail::aligned_allocator", ptr %7, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = sub i64 %13, 1
  %15 = or i64 %11, %14
  %16 = add i64 %15, 1
  store i64 %16, ptr %5, align 8
  %17 = load i64, ptr %4, align 8
  %18 = load i64, ptr %5, align 8
  %19 = icmp ugt i64 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = call ptr @__cxa_allocate_exception(i64 8) #16
  call void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %21) #16
  call void @__cxa_throw(ptr %21, ptr @_ZTISt9bad_alloc, ptr @_ZNSt9bad_allocD1Ev) #20
  unreachable

22:                                               ; preds = %2
  %23 = getelementptr inbounds %"class.sycl::_V1::detail::aligned_allocator", ptr %7, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = load i64, ptr %5, align 8
  %26 = call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %24, i64 noundef %25)
  store ptr %26, ptr %6, align 8
  %27 = load ptr, ptr %6, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %31, label %29

29:                                               ; preds = %22
  %30 = call ptr @__cxa_allocate_exception(i64 8) #16
  call void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %30) #16
  call void @__cxa_throw(ptr %30, ptr @_ZTISt9bad_alloc, ptr @_ZNSt9bad_allocD1Ev) #20
  unreachable

31:                                               ; preds = %22
  %32 = load ptr, ptr %6, align 8
  ret ptr %32
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9bad_alloc, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #7

declare void @__cxa_throw(ptr, ptr, ptr)

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail17aligned_allocatorIfE10deallocateEPfm(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, i64 noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef %11)
  br label %12

12:                                               ; preds = %10, %3
  ret void
}

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignImplIS4_EENSt9enable_ifIXsr3stdE9is_same_vIT_S4_EEvE4typeEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::SYCLMemObjAllocatorHolder", ptr %5, i32 0, i32 1
  %7 = load i64, ptr %4, align 8
  %8 = icmp ult i64 %7, 64
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %9
  %13 = phi i64 [ 64, %9 ], [ %11, %10 ]
  call void @_ZN4sycl3_V16detail17aligned_allocatorIfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %13)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail17aligned_allocatorIfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds %"class.sycl::_V1::detail::aligned_allocator", ptr %5, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_ELb1ELb1EECI2St15__uniq_ptr_implIS6_S8_EEPS6_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2EPS6_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEC2EPS6_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.std::__uniq_ptr_impl.29", ptr %5, i32 0, i32 0
  call void @_ZNSt5tupleIJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2ILb1ETnNSt9enable_ifIXclsr17_TupleConstraintsIXT_ES7_S9_EE37__is_implicitly_default_constructibleEEbE4typeELb1EEEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  store ptr %7, ptr %8, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt5tupleIJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2ILb1ETnNSt9enable_ifIXclsr17_TupleConstraintsIXT_ES7_S9_EE37__is_implicitly_default_constructibleEEbE4typeELb1EEEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  invoke void @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  call void @__clang_call_terminate(ptr %7) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl.29", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3)
  call void @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Head_base.34", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJSt14default_deleteIS6_EEERT0_RSt11_Tuple_implIXT_EJSA_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJSt14default_deleteIS6_EEERT0_RSt11_Tuple_implIXT_EJSA_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEE7_M_headERSA_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEE7_M_headERSA_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EE7_M_headERS8_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEELb0EE7_M_headERS8_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Head_base.34", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::unique_ptr.27", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10unique_ptrIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE11get_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::unique_ptr.27", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__uniq_ptr_dataIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_ELb1ELb1EECI2St15__uniq_ptr_implIS3_S5_EIS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2IS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef %8, ptr noundef nonnull align 1 dereferenceable(1) %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE7releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  store ptr null, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl.29", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEESt14default_deleteIS6_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSE_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEJEERT0_RSt11_Tuple_implIXT_EJS9_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEJEERT0_RSt11_Tuple_implIXT_EJS9_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEE7_M_headERS9_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEE7_M_headERS9_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EE7_M_headERS9_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEELb1EE7_M_headERS9_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEC2IS4_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEEPS3_OT_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.std::__uniq_ptr_impl", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %6, align 8
  call void @_ZNSt5tupleIJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_S5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEETnNSt9enable_ifIXclsr4_TCCIXntcl14__is_alloc_argIT_EEEEE29__is_implicitly_constructibleISG_T0_EEEbE4typeELb1EEEOSG_OSH_(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 1 dereferenceable(1) %9) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt5tupleIJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_S5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEETnNSt9enable_ifIXclsr4_TCCIXntcl14__is_alloc_argIT_EEEEE29__is_implicitly_constructibleISG_T0_EEEbE4typeELb1EEEOSG_OSH_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  invoke void @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_JS5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEvEEOT_DpOT0_(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %10 unwind label %11

10:                                               ; preds = %3
  ret void

11:                                               ; preds = %3
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  call void @__clang_call_terminate(ptr %13) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEEC2IRS4_JS5_INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEEvEEOT_DpOT0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %6, align 8
  call void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef nonnull align 1 dereferenceable(1) %8)
  %9 = load ptr, ptr %5, align 8
  call void @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EEC2IRS4_EEOT_(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EEC2IRS4_EEOT_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Head_base.26", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EEC2IS0_INS3_25SYCLMemObjAllocatorHolderINS3_17aligned_allocatorIfEEfEEEEEOT_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEvEERKS_IT_E(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEC2INS2_25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEvEERKS_IT_E(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10unique_ptrIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE11get_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::unique_ptr", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNKSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEclEPS3_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds ptr, ptr %9, i64 2
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  br label %12

12:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEE7_M_headERS7_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEE7_M_headERS7_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE7_M_headERS5_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE7_M_headERS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Head_base.26", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail19SYCLMemObjAllocatorESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEEEE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail19SYCLMemObjAllocatorEELb1EE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNKSt14default_deleteIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEEclEPS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds ptr, ptr %9, i64 2
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  br label %12

12:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8
  %11 = load i32, ptr %9, align 4
  store ptr %10, ptr %3, align 8
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sge i32 %13, 2
  br i1 %14, label %18, label %15

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15, %2
  %19 = call ptr @__cxa_allocate_exception(i64 64) #16
  %20 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %21 = extractvalue { i32, ptr } %20, 0
  store i32 %21, ptr %5, align 8
  %22 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %23 = extractvalue { i32, ptr } %20, 1
  store ptr %23, ptr %22, align 8
  %24 = load i32, ptr %5, align 8
  %25 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %24, ptr %26, ptr noundef @.str.6)
          to label %27 unwind label %28

27:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @__cxa_free_exception(ptr %19) #16
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %15
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %10, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2 x i64], ptr %37, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  ret i64 %41
}

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.std::error_code", align 8
  %9 = alloca %"class.std::shared_ptr.40", align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 0
  store i32 %1, ptr %12, align 8
  %13 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  store ptr %2, ptr %13, align 8
  store ptr %0, ptr %6, align 8
  store ptr %3, ptr %7, align 8
  %14 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %5, i64 16, i1 false)
  call void @_ZNSt10shared_ptrIN4sycl3_V17contextEEC2EDn(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr null) #16
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds { i32, ptr }, ptr %8, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = getelementptr inbounds { i32, ptr }, ptr %8, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %14, i32 %17, ptr %19, ptr noundef %9, ptr noundef %15)
          to label %20 unwind label %21

20:                                               ; preds = %4
  call void @_ZNSt10shared_ptrIN4sycl3_V17contextEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #16
  ret void

21:                                               ; preds = %4
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %10, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %11, align 4
  call void @_ZNSt10shared_ptrIN4sycl3_V17contextEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #16
  br label %25

25:                                               ; preds = %21
  %26 = load ptr, ptr %10, align 8
  %27 = load i32, ptr %11, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V17contextEEC2EDn(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZNSt10shared_ptrIN4sycl3_V17contextEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #16
  ret void
}

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V17contextEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V17contextEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.41", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %"class.std::__shared_ptr.41", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_count", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.41", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt14__array_traitsImLm3EE6_S_ptrERA3_Km(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [3 x i64], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail11buffer_implEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.6", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #14

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #15

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %11 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %9, align 8
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %10, ptr noundef nonnull align 8 dereferenceable(24) %16)
  invoke void @_ZN4sycl3_V16detail3_V114SubmissionInfoC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %17 unwind label %25

17:                                               ; preds = %4
  invoke void @_ZNK4sycl3_V15queue23ProcessSubmitPropertiesINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEEvT_RNS0_6detail3_V114SubmissionInfoE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %18 unwind label %25

18:                                               ; preds = %17
  %19 = load ptr, ptr %8, align 8
  %20 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %10)
          to label %21 unwind label %25

21:                                               ; preds = %18
  %22 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail14tls_code_loc_t10isToplevelEv(ptr noundef nonnull align 8 dereferenceable(9) %10)
          to label %23 unwind label %25

23:                                               ; preds = %21
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 4 dereferenceable(4) %11, ptr noundef nonnull align 8 dereferenceable(24) %20, i1 noundef zeroext %22)
          to label %24 unwind label %25

24:                                               ; preds = %23
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #16
  ret void

25:                                               ; preds = %23, %21, %18, %17, %4
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %12, align 8
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %13, align 4
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #16
  br label %29

29:                                               ; preds = %25
  %30 = load ptr, ptr %12, align 8
  %31 = load i32, ptr %13, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_tyC2IRZ4mainEUlRNS0_7handlerEE_EEOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::type_erased_cgfo_ty", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::type_erased_cgfo_ty", ptr %5, i32 0, i32 1
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %8, align 8
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail3_V114SubmissionInfoC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::_V1::SubmissionInfo", ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V15queue23ProcessSubmitPropertiesINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEEvT_RNS0_6detail3_V114SubmissionInfoE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) #4

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4sycl3_V16detail14tls_code_loc_t10isToplevelEv(ptr noundef nonnull align 8 dereferenceable(9) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::tls_code_loc_t", ptr %3, i32 0, i32 1
  %5 = load i8, ptr %4, align 8
  %6 = trunc i8 %5 to i1
  %7 = xor i1 %6, true
  ret i1 %7
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(176) %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"struct.sycl::_V1::mode_tag_t", align 1
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"struct.sycl::_V1::mode_tag_t", align 1
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca %"class.sycl::_V1::accessor.81", align 8
  %16 = alloca %"struct.sycl::_V1::mode_tag_t.84", align 1
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::property::no_init", align 1
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::local_accessor", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::local_accessor", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::nd_range", align 8
  %27 = alloca %"class.sycl::_V1::range", align 8
  %28 = alloca %"class.sycl::_V1::range", align 8
  %29 = alloca %class.anon.90, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %class.anon, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %7)
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %8, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 25, i32 noundef 22) #16
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1024EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %5, ptr noundef nonnull align 8 dereferenceable(41) %32, ptr noundef nonnull align 8 dereferenceable(176) %33, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %34 unwind label %77

34:                                               ; preds = %2
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #16
  %35 = getelementptr inbounds %class.anon, ptr %30, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8
  %37 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %38 unwind label %81

38:                                               ; preds = %34
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %14, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 26, i32 noundef 22) #16
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1024EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %36, ptr noundef nonnull align 8 dereferenceable(176) %37, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %39 unwind label %85

39:                                               ; preds = %38
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #16
  %40 = getelementptr inbounds %class.anon, ptr %30, i32 0, i32 2
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V113property_listC2IJNS0_8property7no_initEEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %43 unwind label %89

43:                                               ; preds = %39
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %19, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 27, i32 noundef 22) #16
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1025EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 8 dereferenceable(41) %41, ptr noundef nonnull align 8 dereferenceable(176) %42, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %44 unwind label %93

44:                                               ; preds = %43
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #16
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %21, i64 noundef 16, i64 noundef 16)
          to label %45 unwind label %97

45:                                               ; preds = %44
  %46 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %22, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 28, i32 noundef 38) #16
  %47 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %48 = load i64, ptr %47, align 8
  %49 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  invoke void @_ZN4sycl3_V114local_accessorIfLi2EECI2NS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %20, i64 %48, i64 %50, ptr noundef nonnull align 8 dereferenceable(176) %46, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %51 unwind label %97

51:                                               ; preds = %45
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %24, i64 noundef 16, i64 noundef 16)
          to label %52 unwind label %101

52:                                               ; preds = %51
  %53 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %25, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 29, i32 noundef 38) #16
  %54 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  invoke void @_ZN4sycl3_V114local_accessorIfLi2EECI2NS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %23, i64 %55, i64 %57, ptr noundef nonnull align 8 dereferenceable(176) %53, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %58 unwind label %101

58:                                               ; preds = %52
  %59 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %27, i64 noundef 64, i64 noundef 32)
          to label %60 unwind label %105

60:                                               ; preds = %58
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %28, i64 noundef 16, i64 noundef 16)
          to label %61 unwind label %105

61:                                               ; preds = %60
  %62 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %63 = load i64, ptr %62, align 8
  %64 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  invoke void @_ZN4sycl3_V18nd_rangeILi2EEC2ENS0_5rangeILi2EEES4_(ptr noundef nonnull align 8 dereferenceable(48) %26, i64 %63, i64 %65, i64 %67, i64 %69)
          to label %70 unwind label %105

70:                                               ; preds = %61
  %71 = getelementptr inbounds %class.anon.90, ptr %29, i32 0, i32 0
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %71, ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  %72 = getelementptr inbounds %class.anon.90, ptr %29, i32 0, i32 1
  call void @_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(56) %72, ptr noundef nonnull align 8 dereferenceable(56) %20) #16
  %73 = getelementptr inbounds %class.anon.90, ptr %29, i32 0, i32 2
  call void @_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(56) %73, ptr noundef nonnull align 8 dereferenceable(56) %23) #16
  %74 = getelementptr inbounds %class.anon.90, ptr %29, i32 0, i32 3
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %74, ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  %75 = getelementptr inbounds %class.anon.90, ptr %29, i32 0, i32 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %75, ptr noundef nonnull align 8 dereferenceable(56) %15) #16
  invoke void @_ZN4sycl3_V17handler12parallel_forI9TiledGemmLi2EJZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT1_EE5valueeqsZT1_Li1EEvE4typeENS0_8nd_rangeIXT0_EEEDpOSA_(ptr noundef nonnull align 8 dereferenceable(176) %59, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %26, ptr noundef nonnull align 8 dereferenceable(280) %29)
          to label %76 unwind label %109

76:                                               ; preds = %70
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %29) #16
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #16
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %20) #16
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %15) #16
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  ret void

77:                                               ; preds = %2
  %78 = landingpad { ptr, i32 }
          cleanup
  %79 = extractvalue { ptr, i32 } %78, 0
  store ptr %79, ptr %9, align 8
  %80 = extractvalue { ptr, i32 } %78, 1
  store i32 %80, ptr %10, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #16
  br label %118

81:                                               ; preds = %34
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = extractvalue { ptr, i32 } %82, 0
  store ptr %83, ptr %9, align 8
  %84 = extractvalue { ptr, i32 } %82, 1
  store i32 %84, ptr %10, align 4
  br label %117

85:                                               ; preds = %38
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %9, align 8
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %10, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #16
  br label %117

89:                                               ; preds = %39
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %9, align 8
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %10, align 4
  br label %116

93:                                               ; preds = %43
  %94 = landingpad { ptr, i32 }
          cleanup
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %9, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %10, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #16
  br label %116

97:                                               ; preds = %45, %44
  %98 = landingpad { ptr, i32 }
          cleanup
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %9, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %10, align 4
  br label %115

101:                                              ; preds = %52, %51
  %102 = landingpad { ptr, i32 }
          cleanup
  %103 = extractvalue { ptr, i32 } %102, 0
  store ptr %103, ptr %9, align 8
  %104 = extractvalue { ptr, i32 } %102, 1
  store i32 %104, ptr %10, align 4
  br label %114

105:                                              ; preds = %61, %60, %58
  %106 = landingpad { ptr, i32 }
          cleanup
  %107 = extractvalue { ptr, i32 } %106, 0
  store ptr %107, ptr %9, align 8
  %108 = extractvalue { ptr, i32 } %106, 1
  store i32 %108, ptr %10, align 4
  br label %113

109:                                              ; preds = %70
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %9, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %10, align 4
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %29) #16
  br label %113

113:                                              ; preds = %109, %105
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #16
  br label %114

114:                                              ; preds = %113, %101
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %20) #16
  br label %115

115:                                              ; preds = %114, %97
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %15) #16
  br label %116

116:                                              ; preds = %115, %93, %89
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  br label %117

117:                                              ; preds = %116, %85, %81
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  br label %118

118:                                              ; preds = %117, %77
  %119 = load ptr, ptr %9, align 8
  %120 = load i32, ptr %10, align 4
  %121 = insertvalue { ptr, i32 } poison, ptr %119, 0
  %122 = insertvalue { ptr, i32 } %121, i32 %120, 1
  resume { ptr, i32 } %122
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1024EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 {
  %6 = alloca %"struct.sycl::_V1::mode_tag_t", align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %4, i64 24, i1 false)
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(41) %13, ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V113property_listC2IJNS0_8property7no_initEEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::property::no_init", align 1
  %3 = alloca ptr, align 8
  %4 = alloca %"class.std::bitset", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  call void @_ZNSt6bitsetILm32EEC2Ey(ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0) #16
  %8 = getelementptr inbounds %"class.std::bitset", ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %8, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  call void @_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EE(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 %10)
  invoke void @_ZN4sycl3_V16detail16PropertyListBase10ctorHelperIJENS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET0_EEvE4typeERS8_DpT_(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %11 unwind label %12

11:                                               ; preds = %1
  ret void

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %5, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %6, align 4
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #16
  br label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %6, align 4
  %19 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1025EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 {
  %6 = alloca %"struct.sycl::_V1::mode_tag_t.84", align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load ptr, ptr %9, align 8
  %15 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %4, i64 24, i1 false)
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(41) %13, ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi2EECI2NS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(176) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 {
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  store ptr %0, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, i64 %14, i64 %16, ptr noundef nonnull align 8 dereferenceable(176) %12, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler12parallel_forI9TiledGemmLi2EJZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT1_EE5valueeqsZT1_Li1EEvE4typeENS0_8nd_rangeIXT0_EEEDpOSA_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %1, ptr noundef nonnull align 8 dereferenceable(280) %2) #2 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::nd_range", align 8
  %7 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  store ptr %0, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false)
  %9 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V17handler12parallel_forI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEELi2EEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_8nd_rangeIXT2_EEESI_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %8, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %6, ptr noundef nonnull align 8 dereferenceable(280) %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18nd_rangeILi2EEC2ENS0_5rangeILi2EEES4_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, i64 %2, i64 %3, i64 %4) unnamed_addr #2 comdat align 2 {
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca ptr, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %3, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %4, ptr %12, align 8
  store ptr %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %6, i64 16, i1 false)
  %15 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %13, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %7, i64 16, i1 false)
  %16 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %13, i32 0, i32 2
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail16AccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"class.sycl::_V1::accessor", ptr %5, i32 0, i32 1
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %"class.sycl::_V1::accessor", ptr %10, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %11, i64 40, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(56) %5, ptr noundef nonnull align 8 dereferenceable(56) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail16AccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"class.sycl::_V1::accessor.81", ptr %5, i32 0, i32 1
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %"class.sycl::_V1::accessor.81", ptr %10, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %11, i64 40, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.90, ptr %3, i32 0, i32 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #16
  %5 = getelementptr inbounds %class.anon.90, ptr %3, i32 0, i32 3
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  %6 = getelementptr inbounds %class.anon.90, ptr %3, i32 0, i32 2
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %6) #16
  %7 = getelementptr inbounds %class.anon.90, ptr %3, i32 0, i32 1
  call void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  %8 = getelementptr inbounds %class.anon.90, ptr %3, i32 0, i32 0
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.sycl::_V1::id.91", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 8
  %12 = alloca %"class.sycl::_V1::range", align 8
  %13 = alloca %"class.sycl::_V1::range.93", align 8
  %14 = alloca %"class.sycl::_V1::range", align 8
  %15 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %19 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V12idILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  %20 = load ptr, ptr %7, align 8
  %21 = call { i64, i64 } @_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv(ptr noundef nonnull align 8 dereferenceable(41) %20)
  %22 = getelementptr inbounds %"class.sycl::_V1::range", ptr %12, i32 0, i32 0
  %23 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %22, i32 0, i32 0
  %24 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %25 = extractvalue { i64, i64 } %21, 0
  store i64 %25, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %27 = extractvalue { i64, i64 } %21, 1
  store i64 %27, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %11, i64 %29, i64 %31)
  %32 = load ptr, ptr %7, align 8
  %33 = call { i64, i64 } @_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv(ptr noundef nonnull align 8 dereferenceable(41) %32)
  %34 = getelementptr inbounds %"class.sycl::_V1::range", ptr %14, i32 0, i32 0
  %35 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %37 = extractvalue { i64, i64 } %33, 0
  store i64 %37, ptr %36, align 8
  %38 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %39 = extractvalue { i64, i64 } %33, 1
  store i64 %39, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %13, i64 %41, i64 %43)
  %44 = load ptr, ptr %9, align 8
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %44)
  %45 = invoke noundef i32 @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_(ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %46 unwind label %84

46:                                               ; preds = %5
  %47 = load ptr, ptr %7, align 8
  %48 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_(ptr noundef nonnull align 1 dereferenceable(1) @_ZN4sycl3_V16detail14getSyclObjImplE, ptr noundef nonnull align 8 dereferenceable(41) %47)
          to label %49 unwind label %84

49:                                               ; preds = %46
  %50 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #16
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %51, i32 0, i32 2
  %53 = load i64, ptr %52, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %54, i32 0, i32 3
  %56 = load i8, ptr %55, align 8
  %57 = trunc i8 %56 to i1
  %58 = load ptr, ptr %9, align 8
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef byval(%"class.sycl::_V1::id.91") align 8 %10, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %11, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %13, i32 noundef %45, ptr noundef %50, i32 noundef 2, i32 noundef 4, i64 noundef %53, i1 noundef zeroext %57, ptr noundef nonnull align 8 dereferenceable(32) %58)
          to label %59 unwind label %84

59:                                               ; preds = %49
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #16
  %60 = getelementptr inbounds %"class.sycl::_V1::accessor", ptr %19, i32 0, i32 1
  store ptr null, ptr %60, align 8
  %61 = getelementptr inbounds %"class.sycl::_V1::accessor", ptr %19, i32 0, i32 2
  store i8 0, ptr %61, align 1
  %62 = getelementptr inbounds i8, ptr %61, i64 1
  %63 = getelementptr inbounds i8, ptr %61, i64 32
  br label %64

64:                                               ; preds = %64, %59
  %65 = phi ptr [ %62, %59 ], [ %66, %64 ]
  store i8 0, ptr %65, align 1
  %66 = getelementptr inbounds i8, ptr %65, i64 1
  %67 = icmp eq ptr %66, %63
  br i1 %67, label %68, label %64

68:                                               ; preds = %64
  invoke void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %69 unwind label %88

69:                                               ; preds = %68
  %70 = load ptr, ptr %9, align 8
  invoke void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(32) %70)
          to label %71 unwind label %88

71:                                               ; preds = %69
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_(ptr noundef nonnull align 8 dereferenceable(56) %19, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %72 unwind label %92

72:                                               ; preds = %71
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #16
  %73 = load ptr, ptr %8, align 8
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %73, ptr noundef %19, i32 noundef 2014)
          to label %74 unwind label %88

74:                                               ; preds = %72
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %75 unwind label %88

75:                                               ; preds = %74
  %76 = load ptr, ptr %7, align 8
  %77 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_(ptr noundef nonnull align 1 dereferenceable(1) @_ZN4sycl3_V16detail14getSyclObjImplE, ptr noundef nonnull align 8 dereferenceable(41) %76)
          to label %78 unwind label %88

78:                                               ; preds = %75
  %79 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #16
  %80 = getelementptr inbounds %"class.sycl::_V1::detail::AccessorBaseHost", ptr %19, i32 0, i32 0
  %81 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #16
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef %79, ptr noundef %81, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %82 unwind label %88

82:                                               ; preds = %78
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %83 unwind label %88

83:                                               ; preds = %82
  ret void

84:                                               ; preds = %49, %46, %5
  %85 = landingpad { ptr, i32 }
          cleanup
  %86 = extractvalue { ptr, i32 } %85, 0
  store ptr %86, ptr %16, align 8
  %87 = extractvalue { ptr, i32 } %85, 1
  store i32 %87, ptr %17, align 4
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #16
  br label %97

88:                                               ; preds = %82, %78, %75, %74, %72, %69, %68
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %16, align 8
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %17, align 4
  br label %96

92:                                               ; preds = %71
  %93 = landingpad { ptr, i32 }
          cleanup
  %94 = extractvalue { ptr, i32 } %93, 0
  store ptr %94, ptr %16, align 8
  %95 = extractvalue { ptr, i32 } %93, 1
  store i32 %95, ptr %17, align 4
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #16
  br label %96

96:                                               ; preds = %92, %88
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %19) #16
  br label %97

97:                                               ; preds = %96, %84
  %98 = load ptr, ptr %16, align 8
  %99 = load i32, ptr %17, align 4
  %100 = insertvalue { ptr, i32 } poison, ptr %98, 0
  %101 = insertvalue { ptr, i32 } %100, i32 %99, 1
  resume { ptr, i32 } %101
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V12idILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #2 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load i64, ptr %7, align 8
  %12 = load i64, ptr %8, align 8
  call void @_ZN4sycl3_V16detail5arrayILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %10, i64 noundef %11, i64 noundef %12)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::range.93") align 8 %0, i64 %1, i64 %2) #2 comdat {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  call void @_ZN4sycl3_V16detail14InitializedValILi3ENS0_5rangeEE3getILi0EEENS3_ILi3EEEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %0)
  store i32 2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %19, %3
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4
  %15 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef %14)
  %16 = load i64, ptr %15, align 8
  %17 = load i32, ptr %6, align 4
  %18 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %17)
  store i64 %16, ptr %18, align 8
  br label %19

19:                                               ; preds = %13
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %10, !llvm.loop !20

22:                                               ; preds = %10
  store i32 2, ptr %7, align 4
  br label %23

23:                                               ; preds = %29, %22
  %24 = load i32, ptr %7, align 4
  %25 = icmp slt i32 %24, 3
  br i1 %25, label %26, label %32

26:                                               ; preds = %23
  %27 = load i32, ptr %7, align 4
  %28 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %27)
  store i64 1, ptr %28, align 8
  br label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %23, !llvm.loop !21

32:                                               ; preds = %23
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv(ptr noundef nonnull align 8 dereferenceable(41) %0) #1 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %4, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %5, i64 16, i1 false)
  %6 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %6, i32 0, i32 0
  %8 = load { i64, i64 }, ptr %7, align 8
  ret { i64, i64 } %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_(ptr noundef nonnull align 8 dereferenceable(32) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1024, ptr %3, align 4
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %4)
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property6noinitEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %7)
  br i1 %8, label %9, label %19

9:                                                ; preds = %6, %1
  %10 = load i32, ptr %3, align 4
  %11 = icmp eq i32 %10, 1025
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  store i32 1027, ptr %3, align 4
  br label %18

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = icmp eq i32 %14, 1026
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store i32 1028, ptr %3, align 4
  br label %17

17:                                               ; preds = %16, %13
  br label %18

18:                                               ; preds = %17, %12
  br label %19

19:                                               ; preds = %18, %6
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::bitset", align 8
  %6 = alloca %"class.std::vector.0", align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %11, i64 8, i1 false)
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %12, i32 0, i32 1
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2ERKS7_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %13)
  %14 = getelementptr inbounds %"class.std::bitset", ptr %5, i32 0, i32 0
  %15 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %14, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  invoke void @_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EESt6vectorISt10shared_ptrINS1_20PropertyWithDataBaseEESaIS8_EE(ptr noundef nonnull align 8 dereferenceable(32) %9, i64 %16, ptr noundef %6)
          to label %17 unwind label %18

17:                                               ; preds = %2
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  ret void

18:                                               ; preds = %2
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %7, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %8, align 4
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  br label %22

22:                                               ; preds = %18
  %23 = load ptr, ptr %7, align 8
  %24 = load i32, ptr %8, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(41) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_(ptr noundef nonnull align 8 dereferenceable(41) %6)
  ret ptr %7
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %9)
  br i1 %10, label %11, label %27

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i64 64) #16
  %13 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %14 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 0
  %15 = extractvalue { i32, ptr } %13, 0
  store i32 %15, ptr %14, align 8
  %16 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %17 = extractvalue { i32, ptr } %13, 1
  store ptr %17, ptr %16, align 8
  %18 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %19, ptr %21, ptr noundef @.str.14)
          to label %22 unwind label %23

22:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

23:                                               ; preds = %11
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %6, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %7, align 4
  call void @__cxa_free_exception(ptr %12) #16
  br label %28

27:                                               ; preds = %2
  ret void

28:                                               ; preds = %23
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %7, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %5 = getelementptr inbounds %"class.sycl::_V1::accessor", ptr %3, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  ret void
}

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range.93", align 8
  %5 = alloca %"class.sycl::_V1::range.93", align 8
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  %7 = alloca %"class.sycl::_V1::id.91", align 8
  store ptr %0, ptr %2, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %4, ptr noundef nonnull align 8 dereferenceable(56) %8)
  %9 = load ptr, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %5, ptr noundef nonnull align 8 dereferenceable(56) %9)
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull align 8 dereferenceable(56) %8)
  %10 = load ptr, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %7, ptr noundef nonnull align 8 dereferenceable(56) %10)
  %11 = call noundef ptr @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %8)
  %12 = load ptr, ptr %3, align 8
  %13 = call noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %12)
  %14 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %8)
  %15 = load ptr, ptr %3, align 8
  %16 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %15)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::AccessorBaseHost", ptr %3, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail5arrayILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::array.92", ptr %9, i32 0, i32 0
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds i64, ptr %10, i64 1
  %13 = load i64, ptr %7, align 8
  store i64 %13, ptr %12, align 8
  %14 = getelementptr inbounds i64, ptr %10, i64 2
  %15 = load i64, ptr %8, align 8
  store i64 %15, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14InitializedValILi3ENS0_5rangeEE3getILi0EEENS3_ILi3EEEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::range.93") align 8 %0) #2 comdat align 2 {
  call void @_ZN4sycl3_V15rangeILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8
  %11 = load i32, ptr %9, align 4
  store ptr %10, ptr %3, align 8
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sge i32 %13, 2
  br i1 %14, label %18, label %15

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15, %2
  %19 = call ptr @__cxa_allocate_exception(i64 64) #16
  %20 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %21 = extractvalue { i32, ptr } %20, 0
  store i32 %21, ptr %5, align 8
  %22 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %23 = extractvalue { i32, ptr } %20, 1
  store ptr %23, ptr %22, align 8
  %24 = load i32, ptr %5, align 8
  %25 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %24, ptr %26, ptr noundef @.str.6)
          to label %27 unwind label %28

27:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @__cxa_free_exception(ptr %19) #16
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %15
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %10, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2 x i64], ptr %37, i64 0, i64 %39
  ret ptr %40
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8
  %11 = load i32, ptr %9, align 4
  store ptr %10, ptr %3, align 8
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sge i32 %13, 3
  br i1 %14, label %18, label %15

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15, %2
  %19 = call ptr @__cxa_allocate_exception(i64 64) #16
  %20 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %21 = extractvalue { i32, ptr } %20, 0
  store i32 %21, ptr %5, align 8
  %22 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %23 = extractvalue { i32, ptr } %20, 1
  store ptr %23, ptr %22, align 8
  %24 = load i32, ptr %5, align 8
  %25 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %24, ptr %26, ptr noundef @.str.6)
          to label %27 unwind label %28

27:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @__cxa_free_exception(ptr %19) #16
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %15
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array.92", ptr %10, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %37, i64 0, i64 %39
  ret ptr %40
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15rangeILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load i64, ptr %7, align 8
  %12 = load i64, ptr %8, align 8
  call void @_ZN4sycl3_V16detail5arrayILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %10, i64 noundef %11, i64 noundef %12)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef zeroext i1 @_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret i1 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property6noinitEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef zeroext i1 @_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property6noinitEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret i1 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 4, ptr %3, align 4
  %5 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %4, i32 0, i32 0
  %6 = invoke noundef zeroext i1 @_ZNKSt6bitsetILm32EEixEm(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef 4)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret i1 %6

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt6bitsetILm32EEixEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef zeroext i1 @_ZNKSt6bitsetILm32EE15_Unchecked_testEm(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %6) #16
  ret i1 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt6bitsetILm32EE15_Unchecked_testEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef i64 @_ZNKSt12_Base_bitsetILm1EE10_M_getwordEm(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %6) #16
  %8 = load i64, ptr %4, align 8
  %9 = call noundef i64 @_ZNSt12_Base_bitsetILm1EE10_S_maskbitEm(i64 noundef %8) #16
  %10 = and i64 %7, %9
  %11 = icmp ne i64 %10, 0
  ret i1 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt12_Base_bitsetILm1EE10_M_getwordEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  ret i64 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt12_Base_bitsetILm1EE10_S_maskbitEm(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call noundef i64 @_ZNSt12_Base_bitsetILm1EE11_S_whichbitEm(i64 noundef %3) #16
  %5 = shl i64 1, %4
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt12_Base_bitsetILm1EE11_S_whichbitEm(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = urem i64 %3, 64
  ret i64 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4sycl3_V16detail16PropertyListBase19has_property_helperINS0_8property6noinitEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET_EEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 4, ptr %3, align 4
  %5 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %4, i32 0, i32 0
  %6 = call noundef zeroext i1 @_ZNKSt6bitsetILm32EEixEm(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef 4)
  ret i1 %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2ERKS7_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::allocator.2", align 1
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = call noundef i64 @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %11) #16
  %13 = load ptr, ptr %4, align 8
  %14 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNKSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %13) #16
  call void @_ZN9__gnu_cxx14__alloc_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEES6_E17_S_select_on_copyERKS7_(ptr dead_on_unwind writable sret(%"class.std::allocator.2") align 1 %5, ptr noundef nonnull align 1 dereferenceable(1) %14)
  invoke void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EmRKS6_(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %12, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %15 unwind label %34

15:                                               ; preds = %2
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  %16 = load ptr, ptr %4, align 8
  %17 = call ptr @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %16) #16
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %8, i32 0, i32 0
  store ptr %17, ptr %18, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = call ptr @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %19) #16
  %21 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %9, i32 0, i32 0
  store ptr %20, ptr %21, align 8
  %22 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %10, i32 0, i32 0
  %23 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %22, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %8, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %9, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = invoke noundef ptr @_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_S7_ET0_T_SG_SF_RSaIT1_E(ptr %27, ptr %29, ptr noundef %24, ptr noundef nonnull align 1 dereferenceable(1) %25)
          to label %31 unwind label %38

31:                                               ; preds = %15
  %32 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %10, i32 0, i32 0
  %33 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %32, i32 0, i32 1
  store ptr %30, ptr %33, align 8
  ret void

34:                                               ; preds = %2
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %6, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %7, align 4
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  br label %42

38:                                               ; preds = %15
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %6, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %7, align 4
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  br label %42

42:                                               ; preds = %38, %34
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %7, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseC2ESt6bitsetILm32EESt6vectorISt10shared_ptrINS1_20PropertyWithDataBaseEESaIS8_EE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %"class.std::bitset", align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = getelementptr inbounds %"class.std::bitset", ptr %4, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %7, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  store ptr %0, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 8, i1 false)
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %9, i32 0, i32 1
  call void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %2) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %4, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = ptrtoint ptr %6 to i64
  %11 = ptrtoint ptr %9 to i64
  %12 = sub i64 %10, %11
  %13 = sdiv exact i64 %12, 16
  ret i64 %13
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx14__alloc_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEES6_E17_S_select_on_copyERKS7_(ptr dead_on_unwind noalias writable sret(%"class.std::allocator.2") align 1 %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  call void @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE37select_on_container_copy_constructionERKS6_(ptr dead_on_unwind writable sret(%"class.std::allocator.2") align 1 %0, ptr noundef nonnull align 1 dereferenceable(1) %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNKSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EmRKS6_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %6, align 8
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 1 dereferenceable(1) %11) #16
  %12 = load i64, ptr %5, align 8
  invoke void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_M_create_storageEm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %3
  ret void

14:                                               ; preds = %3
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %7, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %8, align 4
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #16
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %8, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_S7_ET0_T_SG_SF_RSaIT1_E(ptr %0, ptr %1, ptr noundef %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #2 comdat {
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0
  store ptr %0, ptr %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %6, i32 0, i32 0
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %5, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 8, i1 false)
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %9, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %10, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = call noundef ptr @_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_(ptr %15, ptr %17, ptr noundef %13)
  ret ptr %18
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %5, i32 0, i32 0
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %2, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNKSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %5, i32 0, i32 1
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %2, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE37select_on_container_copy_constructionERKS6_(ptr dead_on_unwind noalias writable sret(%"class.std::allocator.2") align 1 %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS5_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS5_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS6_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS5_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_M_create_storageEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6)
  %8 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %9 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %8, i32 0, i32 0
  store ptr %7, ptr %9, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %14 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %15, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load i64, ptr %4, align 8
  %19 = getelementptr inbounds %"class.std::shared_ptr.22", ptr %17, i64 %18
  %20 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %21 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %20, i32 0, i32 2
  store ptr %19, ptr %21, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ne i64 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %10 = load i64, ptr %4, align 8
  %11 = call noundef ptr @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE8allocateERS6_m(ptr noundef nonnull align 1 dereferenceable(1) %9, i64 noundef %10)
  br label %13

12:                                               ; preds = %2
  br label %13

13:                                               ; preds = %12, %8
  %14 = phi ptr [ %11, %8 ], [ null, %12 ]
  ret ptr %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt16allocator_traitsISaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEE8allocateERS6_m(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call noundef ptr @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %5, i64 noundef %6, ptr noundef null)
  ret ptr %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call noundef i64 @_ZNKSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #16
  %10 = icmp ugt i64 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ugt i64 %12, 1152921504606846975
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #20
  unreachable

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #20
  unreachable

16:                                               ; preds = %3
  %17 = load i64, ptr %5, align 8
  %18 = mul i64 %17, 16
  %19 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #21
  ret ptr %19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 576460752303423487
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_(ptr %0, ptr %1, ptr noundef %2) #2 comdat {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %4, i32 0, i32 0
  store ptr %0, ptr %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %6, align 8
  store i8 0, ptr %7, align 1
  store i8 0, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %4, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %5, i64 8, i1 false)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %9, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %10, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = call noundef ptr @_ZNSt20__uninitialized_copyILb0EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS9_SaIS9_EEEEPS9_EET0_T_SI_SH_(ptr %15, ptr %17, ptr noundef %13)
  ret ptr %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt20__uninitialized_copyILb0EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS9_SaIS9_EEEEPS9_EET0_T_SI_SH_(ptr %0, ptr %1, ptr noundef %2) #2 comdat align 2 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca ptr, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %4, i32 0, i32 0
  store ptr %0, ptr %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %5, i64 8, i1 false)
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %7, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %8, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = call noundef ptr @_ZSt16__do_uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_(ptr %13, ptr %15, ptr noundef %11)
  ret ptr %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt16__do_uninit_copyIN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS7_SaIS7_EEEEPS7_ET0_T_SG_SF_(ptr %0, ptr %1, ptr noundef %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %4, i32 0, i32 0
  store ptr %0, ptr %10, align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  store ptr %12, ptr %7, align 8
  br label %13

13:                                               ; preds = %19, %3
  %14 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEEbRKNS_17__normal_iteratorIT_T0_EESH_(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  br i1 %14, label %15, label %33

15:                                               ; preds = %13
  %16 = load ptr, ptr %7, align 8
  %17 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEdeEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  invoke void @_ZSt10_ConstructISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEJRKS5_EEvPT_DpOT0_(ptr noundef %16, ptr noundef nonnull align 8 dereferenceable(16) %17)
          to label %18 unwind label %23

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %18
  %20 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEppEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %"class.std::shared_ptr.22", ptr %21, i32 1
  store ptr %22, ptr %7, align 8
  br label %13, !llvm.loop !22

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %8, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load ptr, ptr %8, align 8
  %29 = call ptr @__cxa_begin_catch(ptr %28) #16
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %7, align 8
  invoke void @_ZSt8_DestroyIPSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEvT_S7_(ptr noundef %30, ptr noundef %31)
          to label %32 unwind label %35

32:                                               ; preds = %27
  invoke void @__cxa_rethrow() #20
          to label %49 unwind label %35

33:                                               ; preds = %13
  %34 = load ptr, ptr %7, align 8
  ret ptr %34

35:                                               ; preds = %32, %27
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %8, align 8
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %9, align 4
  invoke void @__cxa_end_catch()
          to label %39 unwind label %46

39:                                               ; preds = %35
  br label %41

40:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

41:                                               ; preds = %39
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %9, align 4
  %44 = insertvalue { ptr, i32 } poison, ptr %42, 0
  %45 = insertvalue { ptr, i32 } %44, i32 %43, 1
  resume { ptr, i32 } %45

46:                                               ; preds = %35
  %47 = landingpad { ptr, i32 }
          catch ptr null
  %48 = extractvalue { ptr, i32 } %47, 0
  call void @__clang_call_terminate(ptr %48) #18
  unreachable

49:                                               ; preds = %32
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEEbRKNS_17__normal_iteratorIT_T0_EESH_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %8) #16
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %7, %10
  ret i1 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEJRKS5_EEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEdeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEppEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %"class.std::shared_ptr.22", ptr %5, i32 1
  store ptr %6, ptr %4, align 8
  ret ptr %3
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::__shared_ptr.23", ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"class.std::__shared_ptr.23", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  store ptr %10, ptr %7, align 8
  %11 = getelementptr inbounds %"class.std::__shared_ptr.23", ptr %5, i32 0, i32 1
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %"class.std::__shared_ptr.23", ptr %12, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 8 dereferenceable(8) %13) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.std::__shared_count", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.std::__shared_count", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %"class.std::__shared_count", ptr %5, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %17

13:                                               ; preds = %2
  %14 = getelementptr inbounds %"class.std::__shared_count", ptr %5, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  invoke void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE15_M_add_ref_copyEv(ptr noundef nonnull align 8 dereferenceable(16) %15)
          to label %16 unwind label %18

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %2
  ret void

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  call void @__clang_call_terminate(ptr %20) #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE15_M_add_ref_copyEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store ptr %0, ptr %10, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %"class.std::_Sp_counted_base", ptr %11, i32 0, i32 1
  store ptr %12, ptr %8, align 8
  store i32 1, ptr %9, align 4
  %13 = load i8, ptr @__libc_single_threaded, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %1
  %16 = load ptr, ptr %8, align 8
  %17 = load i32, ptr %9, align 4
  store ptr %16, ptr %6, align 8
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %7, align 4
  %19 = load ptr, ptr %6, align 8
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %20, %18
  store i32 %21, ptr %19, align 4
  br label %30

22:                                               ; preds = %1
  %23 = load ptr, ptr %8, align 8
  %24 = load i32, ptr %9, align 4
  store ptr %23, ptr %2, align 8
  store i32 %24, ptr %3, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = load i32, ptr %3, align 4
  store i32 %26, ptr %4, align 4
  %27 = load i32, ptr %4, align 4
  %28 = atomicrmw volatile add ptr %25, i32 %27 acq_rel, align 4
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  br label %30

30:                                               ; preds = %15, %22
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPKSt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESt6vectorIS6_SaIS6_EEEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EEC2EOS7_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.std::_Vector_base.1", ptr %7, i32 0, i32 0
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2EOS8_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE12_Vector_implC2EOS8_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSaISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEEEC2ERKS5_(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 1 dereferenceable(1) %6) #16
  %7 = load ptr, ptr %4, align 8
  call void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2EOS8_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %7) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataC2EOS8_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %10, align 8
  %14 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %14, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %18, i32 0, i32 2
  store ptr null, ptr %19, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %20, i32 0, i32 1
  store ptr null, ptr %21, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data", ptr %22, i32 0, i32 0
  store ptr null, ptr %23, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_(ptr noundef nonnull align 8 dereferenceable(41) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::buffer_plain", ptr %3, i32 0, i32 0
  %5 = call noundef zeroext i1 @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EEcvbEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i1 [ false, %1 ], [ true, %6 ]
  br i1 %8, label %9, label %10

9:                                                ; preds = %7
  br label %12

10:                                               ; preds = %7
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.13, i32 noundef 29, ptr noundef @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #18
  unreachable

11:                                               ; No predecessors!
  br label %12

12:                                               ; preds = %11, %9
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %"class.sycl::_V1::detail::buffer_plain", ptr %13, i32 0, i32 0
  ret ptr %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EEcvbEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.6", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::range.93") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 24, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::id.91") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 24, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) #7

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBase10ctorHelperIJENS0_8property7no_initEEENSt9enable_ifIXsr3stdE12is_base_of_vINS1_20DataLessPropertyBaseET0_EEvE4typeERS8_DpT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::bitset<32>::reference", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store i32 4, ptr %5, align 4
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::PropertyListBase", ptr %7, i32 0, i32 0
  call void @_ZNSt6bitsetILm32EEixEm(ptr dead_on_unwind writable sret(%"class.std::bitset<32>::reference") align 8 %6, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef 4)
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt6bitsetILm32EE9referenceaSEb(ptr noundef nonnull align 8 dereferenceable(16) %6, i1 noundef zeroext true) #16
  call void @_ZNSt6bitsetILm32EE9referenceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  call void @_ZN4sycl3_V16detail16PropertyListBase10ctorHelperEv(ptr noundef nonnull align 8 dereferenceable(32) %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6bitsetILm32EEixEm(ptr dead_on_unwind noalias writable sret(%"class.std::bitset<32>::reference") align 8 %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i64, ptr %6, align 8
  call void @_ZNSt6bitsetILm32EE9referenceC2ERS0_m(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %7, i64 noundef %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt6bitsetILm32EE9referenceaSEb(ptr noundef nonnull align 8 dereferenceable(16) %0, i1 noundef zeroext %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %4, align 1
  %8 = trunc i8 %7 to i1
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %6, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = call noundef i64 @_ZNSt12_Base_bitsetILm1EE10_S_maskbitEm(i64 noundef %11) #16
  %13 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %6, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load i64, ptr %14, align 8
  %16 = or i64 %15, %12
  store i64 %16, ptr %14, align 8
  br label %26

17:                                               ; preds = %2
  %18 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %6, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = call noundef i64 @_ZNSt12_Base_bitsetILm1EE10_S_maskbitEm(i64 noundef %19) #16
  %21 = xor i64 %20, -1
  %22 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %6, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load i64, ptr %23, align 8
  %25 = and i64 %24, %21
  store i64 %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %17, %9
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6bitsetILm32EE9referenceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6bitsetILm32EE9referenceC2ERS0_m(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt12_Base_bitsetILm1EE10_M_getwordEm(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %9) #16
  %11 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %7, i32 0, i32 0
  store ptr %10, ptr %11, align 8
  %12 = load i64, ptr %6, align 8
  %13 = call noundef i64 @_ZNSt12_Base_bitsetILm1EE11_S_whichbitEm(i64 noundef %12) #16
  %14 = getelementptr inbounds %"class.std::bitset<32>::reference", ptr %7, i32 0, i32 1
  store i64 %13, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt12_Base_bitsetILm1EE10_M_getwordEm(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::_Base_bitset", ptr %5, i32 0, i32 0
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.sycl::_V1::id.91", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 8
  %12 = alloca %"class.sycl::_V1::range", align 8
  %13 = alloca %"class.sycl::_V1::range.93", align 8
  %14 = alloca %"class.sycl::_V1::range", align 8
  %15 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %19 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V12idILi3EEC2ILi3EEENSt9enable_ifIXeqT_Li3EEmE4typeEmm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  %20 = load ptr, ptr %7, align 8
  %21 = call { i64, i64 } @_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv(ptr noundef nonnull align 8 dereferenceable(41) %20)
  %22 = getelementptr inbounds %"class.sycl::_V1::range", ptr %12, i32 0, i32 0
  %23 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %22, i32 0, i32 0
  %24 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %25 = extractvalue { i64, i64 } %21, 0
  store i64 %25, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %27 = extractvalue { i64, i64 } %21, 1
  store i64 %27, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %11, i64 %29, i64 %31)
  %32 = load ptr, ptr %7, align 8
  %33 = call { i64, i64 } @_ZNK4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE9get_rangeEv(ptr noundef nonnull align 8 dereferenceable(41) %32)
  %34 = getelementptr inbounds %"class.sycl::_V1::range", ptr %14, i32 0, i32 0
  %35 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %37 = extractvalue { i64, i64 } %33, 0
  store i64 %37, ptr %36, align 8
  %38 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %39 = extractvalue { i64, i64 } %33, 1
  store i64 %39, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %13, i64 %41, i64 %43)
  %44 = load ptr, ptr %9, align 8
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %44)
  %45 = invoke noundef i32 @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_(ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %46 unwind label %84

46:                                               ; preds = %5
  %47 = load ptr, ptr %7, align 8
  %48 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_(ptr noundef nonnull align 1 dereferenceable(1) @_ZN4sycl3_V16detail14getSyclObjImplE, ptr noundef nonnull align 8 dereferenceable(41) %47)
          to label %49 unwind label %84

49:                                               ; preds = %46
  %50 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #16
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %51, i32 0, i32 2
  %53 = load i64, ptr %52, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = getelementptr inbounds %"class.sycl::_V1::buffer", ptr %54, i32 0, i32 3
  %56 = load i8, ptr %55, align 8
  %57 = trunc i8 %56 to i1
  %58 = load ptr, ptr %9, align 8
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef byval(%"class.sycl::_V1::id.91") align 8 %10, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %11, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %13, i32 noundef %45, ptr noundef %50, i32 noundef 2, i32 noundef 4, i64 noundef %53, i1 noundef zeroext %57, ptr noundef nonnull align 8 dereferenceable(32) %58)
          to label %59 unwind label %84

59:                                               ; preds = %49
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #16
  %60 = getelementptr inbounds %"class.sycl::_V1::accessor.81", ptr %19, i32 0, i32 1
  store ptr null, ptr %60, align 8
  %61 = getelementptr inbounds %"class.sycl::_V1::accessor.81", ptr %19, i32 0, i32 2
  store i8 0, ptr %61, align 1
  %62 = getelementptr inbounds i8, ptr %61, i64 1
  %63 = getelementptr inbounds i8, ptr %61, i64 32
  br label %64

64:                                               ; preds = %64, %59
  %65 = phi ptr [ %62, %59 ], [ %66, %64 ]
  store i8 0, ptr %65, align 1
  %66 = getelementptr inbounds i8, ptr %65, i64 1
  %67 = icmp eq ptr %66, %63
  br i1 %67, label %68, label %64

68:                                               ; preds = %64
  invoke void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %69 unwind label %88

69:                                               ; preds = %68
  %70 = load ptr, ptr %9, align 8
  invoke void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEEC2ERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(32) %70)
          to label %71 unwind label %88

71:                                               ; preds = %69
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_(ptr noundef nonnull align 8 dereferenceable(56) %19, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %72 unwind label %92

72:                                               ; preds = %71
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #16
  %73 = load ptr, ptr %8, align 8
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %73, ptr noundef %19, i32 noundef 2014)
          to label %74 unwind label %88

74:                                               ; preds = %72
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %75 unwind label %88

75:                                               ; preds = %74
  %76 = load ptr, ptr %7, align 8
  %77 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNK4sycl3_V16detail14GetSyclObjImplclINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEEDTclsr9ImplUtilsE14getSyclObjImplfp_EERKT_(ptr noundef nonnull align 1 dereferenceable(1) @_ZN4sycl3_V16detail14getSyclObjImplE, ptr noundef nonnull align 8 dereferenceable(41) %76)
          to label %78 unwind label %88

78:                                               ; preds = %75
  %79 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #16
  %80 = getelementptr inbounds %"class.sycl::_V1::detail::AccessorBaseHost", ptr %19, i32 0, i32 0
  %81 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #16
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef %79, ptr noundef %81, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %82 unwind label %88

82:                                               ; preds = %78
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %19)
          to label %83 unwind label %88

83:                                               ; preds = %82
  ret void

84:                                               ; preds = %49, %46, %5
  %85 = landingpad { ptr, i32 }
          cleanup
  %86 = extractvalue { ptr, i32 } %85, 0
  store ptr %86, ptr %16, align 8
  %87 = extractvalue { ptr, i32 } %85, 1
  store i32 %87, ptr %17, align 4
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #16
  br label %97

88:                                               ; preds = %82, %78, %75, %74, %72, %69, %68
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %16, align 8
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %17, align 4
  br label %96

92:                                               ; preds = %71
  %93 = landingpad { ptr, i32 }
          cleanup
  %94 = extractvalue { ptr, i32 } %93, 0
  store ptr %94, ptr %16, align 8
  %95 = extractvalue { ptr, i32 } %93, 1
  store i32 %95, ptr %17, align 4
  call void @_ZN4sycl3_V13ext6oneapi22accessor_property_listIJEED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #16
  br label %96

96:                                               ; preds = %92, %88
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %19) #16
  br label %97

97:                                               ; preds = %96, %84
  %98 = load ptr, ptr %16, align 8
  %99 = load i32, ptr %17, align 4
  %100 = insertvalue { ptr, i32 } poison, ptr %98, 0
  %101 = insertvalue { ptr, i32 } %100, i32 %99, 1
  resume { ptr, i32 } %101
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getAdjustedModeERKS9_(ptr noundef nonnull align 8 dereferenceable(32) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1025, ptr %3, align 4
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %4)
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property6noinitEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %7)
  br i1 %8, label %9, label %19

9:                                                ; preds = %6, %1
  %10 = load i32, ptr %3, align 4
  %11 = icmp eq i32 %10, 1025
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  store i32 1027, ptr %3, align 4
  br label %18

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = icmp eq i32 %14, 1026
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store i32 1028, ptr %3, align 4
  br label %17

17:                                               ; preds = %16, %13
  br label %18

18:                                               ; preds = %17, %12
  br label %19

19:                                               ; preds = %18, %6
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE18throwIfUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17preScreenAccessorERKS9_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef zeroext i1 @_ZNK4sycl3_V13ext6oneapi22accessor_property_listIJEE12has_propertyINS0_8property7no_initEEENSt9enable_ifIXntsr24is_compile_time_propertyIT_EE5valueEbE4typeEv(ptr noundef nonnull align 8 dereferenceable(32) %9)
  br i1 %10, label %11, label %28

11:                                               ; preds = %2
  br i1 false, label %12, label %28

12:                                               ; preds = %11
  %13 = call ptr @__cxa_allocate_exception(i64 64) #16
  %14 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %15 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 0
  %16 = extractvalue { i32, ptr } %14, 0
  store i32 %16, ptr %15, align 8
  %17 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %18 = extractvalue { i32, ptr } %14, 1
  store ptr %18, ptr %17, align 8
  %19 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %13, i32 %20, ptr %22, ptr noundef @.str.14)
          to label %23 unwind label %24

23:                                               ; preds = %12
  call void @__cxa_throw(ptr %13, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

24:                                               ; preds = %12
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %6, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %7, align 4
  call void @__cxa_free_exception(ptr %13) #16
  br label %29

28:                                               ; preds = %11, %2
  ret void

29:                                               ; preds = %24
  %30 = load ptr, ptr %6, align 8
  %31 = load i32, ptr %7, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11initHostAccEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %5 = getelementptr inbounds %"class.sycl::_V1::accessor.81", ptr %3, i32 0, i32 1
  store ptr %4, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range.93", align 8
  %5 = alloca %"class.sycl::_V1::range.93", align 8
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  %7 = alloca %"class.sycl::_V1::id.91", align 8
  store ptr %0, ptr %2, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %4, ptr noundef nonnull align 8 dereferenceable(56) %8)
  %9 = load ptr, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %5, ptr noundef nonnull align 8 dereferenceable(56) %9)
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull align 8 dereferenceable(56) %8)
  %10 = load ptr, ptr %3, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %7, ptr noundef nonnull align 8 dereferenceable(56) %10)
  %11 = call noundef ptr @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %8)
  %12 = load ptr, ptr %3, align 8
  %13 = call noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %12)
  %14 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %8)
  %15 = load ptr, ptr %3, align 8
  %16 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %15)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::range.93") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 24, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::id.91") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 24, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(176) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %"class.sycl::_V1::range.93", align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %2, ptr %15, align 8
  store ptr %0, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %16 = load ptr, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 16, i1 false)
  %17 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %9, i64 %18, i64 %20)
  call void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %11)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %9, i32 noundef 2, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %21 unwind label %34

21:                                               ; preds = %5
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #16
  %22 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base", ptr %16, i32 0, i32 1
  store i8 0, ptr %22, align 1
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = getelementptr inbounds i8, ptr %22, i64 40
  br label %25

25:                                               ; preds = %25, %21
  %26 = phi ptr [ %23, %21 ], [ %27, %25 ]
  store i8 0, ptr %26, align 1
  %27 = getelementptr inbounds i8, ptr %26, i64 1
  %28 = icmp eq ptr %27, %24
  br i1 %28, label %29, label %25

29:                                               ; preds = %25
  %30 = getelementptr inbounds %"class.sycl::_V1::detail::LocalAccessorBaseHost", ptr %16, i32 0, i32 0
  %31 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #16
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %31, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %32 unwind label %38

32:                                               ; preds = %29
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %16)
          to label %33 unwind label %38

33:                                               ; preds = %32
  ret void

34:                                               ; preds = %5
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %12, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %13, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #16
  br label %42

38:                                               ; preds = %32, %29
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %12, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %13, align 4
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #16
  br label %42

42:                                               ; preds = %38, %34
  %43 = load ptr, ptr %12, align 8
  %44 = load i32, ptr %13, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46
}

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(56) %4)
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(56) %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::LocalAccessorBaseHost", ptr %3, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %3, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler12parallel_forI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEELi2EEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_8nd_rangeIXT2_EEESI_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %1, ptr noundef nonnull align 8 dereferenceable(280) %2) #2 align 2 {
  %4 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9TiledGemmNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %7, ptr noundef nonnull align 8 dereferenceable(280) %8, ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 8 dereferenceable(48) %1)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9TiledGemmNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(280) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(48) %3) #2 align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %10 = alloca %"class.sycl::_V1::detail::string_view", align 8
  %11 = alloca %"class.sycl::_V1::nd_range", align 8
  %12 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const._ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9TiledGemmNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_.Info, i64 88, i1 false)
  %16 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E9TiledGemmZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_(ptr noundef nonnull align 8 dereferenceable(280) %16)
  call void @_ZN4sycl3_V17handler22throwIfActionIsCreatedEv(ptr noundef nonnull align 8 dereferenceable(176) %14)
  %17 = getelementptr inbounds %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %17, i64 16, i1 false)
  %18 = getelementptr inbounds { ptr, i64 }, ptr %10, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds { ptr, i64 }, ptr %10, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr %19, i64 %21)
  %22 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %22, i64 48, i1 false)
  call void @_ZN4sycl3_V17handler34convertToRangeViewAndSetDescriptorILi2EEEvNS0_8nd_rangeIXT_EEEb(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %11, i1 noundef zeroext false)
  %23 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V17handler11StoreLambdaI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(280) %23)
  %24 = load ptr, ptr %7, align 8
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder") align 8 %12)
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(145) %12)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZN4sycl3_V16detail10KernelInfoI9TiledGemmE12getParamDescEj(i32 noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %6, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %7 = load { i64, i32 }, ptr %4, align 8
  ret { i64, i32 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E9TiledGemmZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_(ptr noundef nonnull align 8 dereferenceable(280) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.166, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E9TiledGemmZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_ENKUlDpOT_E_clIJSL_EEEDaSO_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(280) %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler22throwIfActionIsCreatedEv(ptr noundef nonnull align 8 dereferenceable(176) %0) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca %"class.std::error_code", align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %6)
  %8 = icmp ne i32 0, %7
  br i1 %8, label %9, label %25

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 64) #16
  %11 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #16
  %12 = getelementptr inbounds { i32, ptr }, ptr %3, i32 0, i32 0
  %13 = extractvalue { i32, ptr } %11, 0
  store i32 %13, ptr %12, align 8
  %14 = getelementptr inbounds { i32, ptr }, ptr %3, i32 0, i32 1
  %15 = extractvalue { i32, ptr } %11, 1
  store ptr %15, ptr %14, align 8
  %16 = getelementptr inbounds { i32, ptr }, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = getelementptr inbounds { i32, ptr }, ptr %3, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %17, ptr %19, ptr noundef @.str.18)
          to label %20 unwind label %21

20:                                               ; preds = %9
  call void @__cxa_throw(ptr %10, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

21:                                               ; preds = %9
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  call void @__cxa_free_exception(ptr %10) #16
  br label %26

25:                                               ; preds = %1
  ret void

26:                                               ; preds = %21
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %5, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler34convertToRangeViewAndSetDescriptorILi2EEEvNS0_8nd_rangeIXT_EEEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %1, i1 noundef zeroext %2) #2 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  store ptr %0, ptr %4, align 8
  %7 = zext i1 %2 to i8
  store i8 %7, ptr %5, align 1
  %8 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail16nd_range_view_v113nd_range_viewC2ILi2EEERNS0_8nd_rangeIXT_EEE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(48) %1)
  %9 = load i8, ptr %5, align 1
  %10 = trunc i8 %9 to i1
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %8, ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler11StoreLambdaI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(280) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  store i8 0, ptr %5, align 1
  %10 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %9, i32 0, i32 10
  %11 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 288) #21
  %12 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(288) %11, ptr noundef nonnull align 8 dereferenceable(280) %12)
          to label %13 unwind label %21

13:                                               ; preds = %2
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef %11) #16
  %14 = call noundef ptr @_ZN4sycl3_V16detail29GetInstantiateKernelOnHostPtrIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEEPvv()
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %9, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const._ZN4sycl3_V17handler11StoreLambdaI9TiledGemmZZ4mainENKUlRS1_E_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_.Info, i64 88, i1 false)
  %15 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %9, i32 0, i32 10
  %16 = call noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEptEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #16
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 0
  %19 = load ptr, ptr %18, align 8
  %20 = call noundef ptr %19(ptr noundef nonnull align 8 dereferenceable(8) %16)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %9, ptr noundef %20)
  ret void

21:                                               ; preds = %2
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %6, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %7, align 4
  call void @_ZdlPvm(ptr noundef %11, i64 noundef 288) #19
  br label %25

25:                                               ; preds = %21
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_(ptr dead_on_unwind noalias writable sret(%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder") align 8 %0) #2 comdat {
  %2 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v124validateKernelPropertiesINS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEEEvv()
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder") align 8 %0)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(12) ptr @_ZN4sycl3_V16detail10KernelInfoI9TiledGemmE12getParamDescEj(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, 0
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %5
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E9TiledGemmZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_ENKUlDpOT_E_clIJSL_EEEDaSO_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(280) %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forI9TiledGemmNS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES8_EUlS6_E_JEEEvRKT1_(ptr noundef nonnull align 8 dereferenceable(280) %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forI9TiledGemmNS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES8_EUlS6_E_JEEEvRKT1_(ptr noundef nonnull align 8 dereferenceable(280) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) #4

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16nd_range_view_v113nd_range_viewC2ILi2EEERNS0_8nd_rangeIXT_EEE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(48) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %7, i32 0, i32 0
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 0)
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %11, i32 0, i32 1
  %13 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef 0)
  store ptr %13, ptr %10, align 8
  %14 = getelementptr inbounds %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", ptr %5, i32 0, i32 2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %"class.sycl::_V1::nd_range", ptr %15, i32 0, i32 2
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 0)
  store ptr %17, ptr %14, align 8
  %18 = getelementptr inbounds %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", ptr %5, i32 0, i32 3
  store i64 2, ptr %18, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.std::unique_ptr.69", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  call void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(288) %0, ptr noundef nonnull align 8 dereferenceable(280) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN4sycl3_V16detail14HostKernelBaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel", ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_C2ERKS6_(ptr noundef nonnull align 8 dereferenceable(280) %6, ptr noundef nonnull align 8 dereferenceable(280) %7) #16
  ret void
}

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZN4sycl3_V16detail29GetInstantiateKernelOnHostPtrIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEEPvv() #1 {
  %1 = alloca i8, align 1
  store i8 0, ptr %1, align 1
  ret ptr @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv.Info, i64 88, i1 false)
  %7 = getelementptr inbounds %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %6, i32 0, i32 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 16, i1 false)
  %9 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef %9)
  %10 = call noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEv()
  call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef %10)
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %6, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEptEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  store ptr %9, ptr %10, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %17

13:                                               ; preds = %2
  %14 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  %15 = load ptr, ptr %5, align 8
  invoke void @_ZNKSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEclEPS3_(ptr noundef nonnull align 1 dereferenceable(1) %14, ptr noundef %15)
          to label %16 unwind label %18

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %2
  ret void

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  call void @__clang_call_terminate(ptr %20) #18
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl.71", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE10_M_deleterEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl.71", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNKSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEclEPS3_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds ptr, ptr %9, i64 2
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr noundef nonnull align 8 dereferenceable(8) %6) #16
  br label %12

12:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERT0_RSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERS7_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERS7_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERS5_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Head_base.76", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt3getILm1EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERSB_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZSt12__get_helperILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEEE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt11_Tuple_implILm1EJSt14default_deleteIN4sycl3_V16detail14HostKernelBaseEEEE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEELb1EE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt10_Head_baseILm1ESt14default_deleteIN4sycl3_V16detail14HostKernelBaseEELb1EE7_M_headERS6_(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN4sycl3_V16detail14HostKernelBaseE, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_C2ERKS6_(ptr noundef nonnull align 8 dereferenceable(280) %0, ptr noundef nonnull align 8 dereferenceable(280) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.90, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.anon.90, ptr %7, i32 0, i32 0
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %6, ptr noundef nonnull align 8 dereferenceable(56) %8) #16
  %9 = getelementptr inbounds %class.anon.90, ptr %5, i32 0, i32 1
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %class.anon.90, ptr %10, i32 0, i32 1
  call void @_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  %12 = getelementptr inbounds %class.anon.90, ptr %5, i32 0, i32 2
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %class.anon.90, ptr %13, i32 0, i32 2
  call void @_ZN4sycl3_V114local_accessorIfLi2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(56) %14) #16
  %15 = getelementptr inbounds %class.anon.90, ptr %5, i32 0, i32 3
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %class.anon.90, ptr %16, i32 0, i32 3
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 8 dereferenceable(56) %17) #16
  %18 = getelementptr inbounds %class.anon.90, ptr %5, i32 0, i32 4
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %class.anon.90, ptr %19, i32 0, i32 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %18, ptr noundef nonnull align 8 dereferenceable(56) %20) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel", ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel", ptr %3, i32 0, i32 1
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %4) #16
  call void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(288) %3) #16
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 288) #19
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #18
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 {
  %3 = alloca %"class.sycl::_V1::nd_item", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::nd_item", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_7nd_itemILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(280) %0)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_7nd_itemILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(280) %0) #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca %"class.sycl::_V1::id", align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca %"class.sycl::_V1::id", align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca %"class.sycl::_V1::id", align 8
  %18 = alloca %"class.sycl::_V1::nd_item", align 1
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca float, align 4
  %27 = alloca i64, align 8
  %28 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %32 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %33 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %34 = alloca %"class.sycl::_V1::group", align 8
  %35 = alloca i64, align 8
  %36 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %37 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %38 = alloca %"class.sycl::_V1::group", align 8
  %39 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  store ptr %0, ptr %19, align 8
  %40 = load ptr, ptr %19, align 8
  store ptr %18, ptr %10, align 8
  store i32 0, ptr %11, align 4
  %41 = load ptr, ptr %10, align 8
  %42 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE13get_global_idEv(ptr noundef nonnull align 1 dereferenceable(1) %41)
  %43 = extractvalue { i64, i64 } %42, 0
  store i64 %43, ptr %13, align 8
  %44 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %45 = extractvalue { i64, i64 } %42, 1
  store i64 %45, ptr %44, align 8
  %46 = load i32, ptr %11, align 4
  %47 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef %46)
  %48 = load i64, ptr %47, align 8
  store i64 %48, ptr %12, align 8
  %49 = load i64, ptr %12, align 8
  store i64 %49, ptr %20, align 8
  store ptr %18, ptr %14, align 8
  store i32 1, ptr %15, align 4
  %50 = load ptr, ptr %14, align 8
  %51 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE13get_global_idEv(ptr noundef nonnull align 1 dereferenceable(1) %50)
  %52 = extractvalue { i64, i64 } %51, 0
  store i64 %52, ptr %17, align 8
  %53 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %54 = extractvalue { i64, i64 } %51, 1
  store i64 %54, ptr %53, align 8
  %55 = load i32, ptr %15, align 4
  %56 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef %55)
  %57 = load i64, ptr %56, align 8
  store i64 %57, ptr %16, align 8
  %58 = load i64, ptr %16, align 8
  store i64 %58, ptr %21, align 8
  store ptr %18, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %59 = load ptr, ptr %2, align 8
  %60 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_local_idEv(ptr noundef nonnull align 1 dereferenceable(1) %59)
  %61 = extractvalue { i64, i64 } %60, 0
  store i64 %61, ptr %5, align 8
  %62 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %63 = extractvalue { i64, i64 } %60, 1
  store i64 %63, ptr %62, align 8
  %64 = load i32, ptr %3, align 4
  %65 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef %64)
  %66 = load i64, ptr %65, align 8
  store i64 %66, ptr %4, align 8
  %67 = load i64, ptr %4, align 8
  store i64 %67, ptr %22, align 8
  store ptr %18, ptr %6, align 8
  store i32 1, ptr %7, align 4
  %68 = load ptr, ptr %6, align 8
  %69 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_local_idEv(ptr noundef nonnull align 1 dereferenceable(1) %68)
  %70 = extractvalue { i64, i64 } %69, 0
  store i64 %70, ptr %9, align 8
  %71 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %72 = extractvalue { i64, i64 } %69, 1
  store i64 %72, ptr %71, align 8
  %73 = load i32, ptr %7, align 4
  %74 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef %73)
  %75 = load i64, ptr %74, align 8
  store i64 %75, ptr %8, align 8
  %76 = load i64, ptr %8, align 8
  store i64 %76, ptr %23, align 8
  %77 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 0
  %78 = call { i64, i64 } @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9get_rangeILi2EvEENS0_5rangeILi2EEEv(ptr noundef nonnull align 8 dereferenceable(56) %77)
  %79 = getelementptr inbounds %"class.sycl::_V1::range", ptr %25, i32 0, i32 0
  %80 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %79, i32 0, i32 0
  %81 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 0
  %82 = extractvalue { i64, i64 } %78, 0
  store i64 %82, ptr %81, align 8
  %83 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 1
  %84 = extractvalue { i64, i64 } %78, 1
  store i64 %84, ptr %83, align 8
  %85 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %25, i32 noundef 1)
  %86 = load i64, ptr %85, align 8
  store i64 %86, ptr %24, align 8
  store float 0.000000e+00, ptr %26, align 4
  store i64 0, ptr %27, align 8
  br label %87

87:                                               ; preds = %170, %1
  %88 = load i64, ptr %27, align 8
  %89 = load i64, ptr %24, align 8
  %90 = icmp ult i64 %88, %89
  br i1 %90, label %91, label %173

91:                                               ; preds = %87
  %92 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 0
  %93 = load i64, ptr %20, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %28, ptr noundef nonnull align 8 dereferenceable(56) %92, i64 noundef %93)
  %94 = load i64, ptr %27, align 8
  %95 = load i64, ptr %23, align 8
  %96 = add i64 %94, %95
  %97 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi1EvEERKfm(ptr noundef nonnull align 8 dereferenceable(72) %28, i64 noundef %96)
          to label %98 unwind label %142

98:                                               ; preds = %91
  %99 = load float, ptr %97, align 4
  %100 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 1
  %101 = load i64, ptr %22, align 8
  invoke void @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %31, ptr noundef nonnull align 8 dereferenceable(56) %100, i64 noundef %101)
          to label %102 unwind label %142

102:                                              ; preds = %98
  %103 = load i64, ptr %23, align 8
  %104 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %31, i64 noundef %103)
          to label %105 unwind label %146

105:                                              ; preds = %102
  store float %99, ptr %104, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %31) #16
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %28) #16
  %106 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 3
  %107 = load i64, ptr %27, align 8
  %108 = load i64, ptr %22, align 8
  %109 = add i64 %107, %108
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %32, ptr noundef nonnull align 8 dereferenceable(56) %106, i64 noundef %109)
  %110 = load i64, ptr %21, align 8
  %111 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi1EvEERKfm(ptr noundef nonnull align 8 dereferenceable(72) %32, i64 noundef %110)
          to label %112 unwind label %151

112:                                              ; preds = %105
  %113 = load float, ptr %111, align 4
  %114 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 2
  %115 = load i64, ptr %22, align 8
  invoke void @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %33, ptr noundef nonnull align 8 dereferenceable(56) %114, i64 noundef %115)
          to label %116 unwind label %151

116:                                              ; preds = %112
  %117 = load i64, ptr %23, align 8
  %118 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %33, i64 noundef %117)
          to label %119 unwind label %155

119:                                              ; preds = %116
  store float %113, ptr %118, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %33) #16
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %32) #16
  call void @_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::group") align 8 %34, ptr noundef nonnull align 1 dereferenceable(1) %18)
  call void @_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE(ptr noundef byval(%"class.sycl::_V1::group") align 8 %34, i32 noundef 2)
  store i64 0, ptr %35, align 8
  br label %120

120:                                              ; preds = %139, %119
  %121 = load i64, ptr %35, align 8
  %122 = icmp ult i64 %121, 16
  br i1 %122, label %123, label %169

123:                                              ; preds = %120
  %124 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 1
  %125 = load i64, ptr %22, align 8
  call void @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %36, ptr noundef nonnull align 8 dereferenceable(56) %124, i64 noundef %125)
  %126 = load i64, ptr %35, align 8
  %127 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %36, i64 noundef %126)
          to label %128 unwind label %160

128:                                              ; preds = %123
  %129 = load float, ptr %127, align 4
  %130 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 2
  %131 = load i64, ptr %35, align 8
  invoke void @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %37, ptr noundef nonnull align 8 dereferenceable(56) %130, i64 noundef %131)
          to label %132 unwind label %160

132:                                              ; preds = %128
  %133 = load i64, ptr %23, align 8
  %134 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %37, i64 noundef %133)
          to label %135 unwind label %164

135:                                              ; preds = %132
  %136 = load float, ptr %134, align 4
  %137 = load float, ptr %26, align 4
  %138 = call float @llvm.fmuladd.f32(float %129, float %136, float %137)
  store float %138, ptr %26, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %37) #16
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %36) #16
  br label %139

139:                                              ; preds = %135
  %140 = load i64, ptr %35, align 8
  %141 = add i64 %140, 1
  store i64 %141, ptr %35, align 8
  br label %120, !llvm.loop !23

142:                                              ; preds = %98, %91
  %143 = landingpad { ptr, i32 }
          cleanup
  %144 = extractvalue { ptr, i32 } %143, 0
  store ptr %144, ptr %29, align 8
  %145 = extractvalue { ptr, i32 } %143, 1
  store i32 %145, ptr %30, align 4
  br label %150

146:                                              ; preds = %102
  %147 = landingpad { ptr, i32 }
          cleanup
  %148 = extractvalue { ptr, i32 } %147, 0
  store ptr %148, ptr %29, align 8
  %149 = extractvalue { ptr, i32 } %147, 1
  store i32 %149, ptr %30, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %31) #16
  br label %150

150:                                              ; preds = %146, %142
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %28) #16
  br label %184

151:                                              ; preds = %112, %105
  %152 = landingpad { ptr, i32 }
          cleanup
  %153 = extractvalue { ptr, i32 } %152, 0
  store ptr %153, ptr %29, align 8
  %154 = extractvalue { ptr, i32 } %152, 1
  store i32 %154, ptr %30, align 4
  br label %159

155:                                              ; preds = %116
  %156 = landingpad { ptr, i32 }
          cleanup
  %157 = extractvalue { ptr, i32 } %156, 0
  store ptr %157, ptr %29, align 8
  %158 = extractvalue { ptr, i32 } %156, 1
  store i32 %158, ptr %30, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %33) #16
  br label %159

159:                                              ; preds = %155, %151
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %32) #16
  br label %184

160:                                              ; preds = %128, %123
  %161 = landingpad { ptr, i32 }
          cleanup
  %162 = extractvalue { ptr, i32 } %161, 0
  store ptr %162, ptr %29, align 8
  %163 = extractvalue { ptr, i32 } %161, 1
  store i32 %163, ptr %30, align 4
  br label %168

164:                                              ; preds = %132
  %165 = landingpad { ptr, i32 }
          cleanup
  %166 = extractvalue { ptr, i32 } %165, 0
  store ptr %166, ptr %29, align 8
  %167 = extractvalue { ptr, i32 } %165, 1
  store i32 %167, ptr %30, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %37) #16
  br label %168

168:                                              ; preds = %164, %160
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %36) #16
  br label %184

169:                                              ; preds = %120
  call void @_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::group") align 8 %38, ptr noundef nonnull align 1 dereferenceable(1) %18)
  call void @_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE(ptr noundef byval(%"class.sycl::_V1::group") align 8 %38, i32 noundef 2)
  br label %170

170:                                              ; preds = %169
  %171 = load i64, ptr %27, align 8
  %172 = add i64 %171, 16
  store i64 %172, ptr %27, align 8
  br label %87, !llvm.loop !24

173:                                              ; preds = %87
  %174 = load float, ptr %26, align 4
  %175 = getelementptr inbounds %class.anon.90, ptr %40, i32 0, i32 4
  %176 = load i64, ptr %20, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %39, ptr noundef nonnull align 8 dereferenceable(56) %175, i64 noundef %176)
  %177 = load i64, ptr %21, align 8
  %178 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %39, i64 noundef %177)
          to label %179 unwind label %180

179:                                              ; preds = %173
  store float %174, ptr %178, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %39) #16
  ret void

180:                                              ; preds = %173
  %181 = landingpad { ptr, i32 }
          cleanup
  %182 = extractvalue { ptr, i32 } %181, 0
  store ptr %182, ptr %29, align 8
  %183 = extractvalue { ptr, i32 } %181, 1
  store i32 %183, ptr %30, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %39) #16
  br label %184

184:                                              ; preds = %180, %168, %159, %150
  %185 = load ptr, ptr %29, align 8
  %186 = load i32, ptr %30, align 4
  %187 = insertvalue { ptr, i32 } poison, ptr %185, 0
  %188 = insertvalue { ptr, i32 } %187, i32 %186, 1
  resume { ptr, i32 } %188
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9get_rangeILi2EvEENS0_5rangeILi2EEEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call { i64, i64 } @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE8getRangeILi2EvEENS0_5rangeIXT_EEEv(ptr noundef nonnull align 8 dereferenceable(56) %4)
  %6 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %9 = extractvalue { i64, i64 } %5, 0
  store i64 %9, ptr %8, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %11 = extractvalue { i64, i64 } %5, 1
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %12, i32 0, i32 0
  %14 = load { i64, i64 }, ptr %13, align 8
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(56) %10) #16
  %11 = load i64, ptr %6, align 8
  invoke void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %7, i64 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %3
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  ret void

13:                                               ; preds = %3
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %8, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %9, align 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %8, align 8
  %19 = load i32, ptr %9, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi1EvEERKfm(ptr noundef nonnull align 8 dereferenceable(72) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::id", align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 1)
  store i64 %7, ptr %9, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 1
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %11, i64 16, i1 false)
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERKfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %13, i64 %15)
  ret ptr %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::local_accessor_base", align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(56) %10) #16
  %11 = load i64, ptr %6, align 8
  invoke void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %7, i64 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %3
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  ret void

13:                                               ; preds = %3
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %8, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %9, align 4
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %8, align 8
  %19 = load i32, ptr %9, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::id", align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 1)
  store i64 %7, ptr %9, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 1
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %11, i64 16, i1 false)
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEERfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %13, i64 %15)
  ret ptr %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %3, i32 0, i32 1
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %3, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE(ptr noundef byval(%"class.sycl::_V1::group") align 8 %0, i32 noundef %1) #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"class.std::error_code", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %7 = call ptr @__cxa_allocate_exception(i64 64) #16
  %8 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #16
  %9 = getelementptr inbounds { i32, ptr }, ptr %4, i32 0, i32 0
  %10 = extractvalue { i32, ptr } %8, 0
  store i32 %10, ptr %9, align 8
  %11 = getelementptr inbounds { i32, ptr }, ptr %4, i32 0, i32 1
  %12 = extractvalue { i32, ptr } %8, 1
  store ptr %12, ptr %11, align 8
  %13 = getelementptr inbounds { i32, ptr }, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = getelementptr inbounds { i32, ptr }, ptr %4, i32 0, i32 1
  %16 = load ptr, ptr %15, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %7, i32 %14, ptr %16, ptr noundef @.str.19)
          to label %17 unwind label %18

17:                                               ; preds = %2
  call void @__cxa_throw(ptr %7, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

18:                                               ; preds = %2
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %5, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %6, align 4
  call void @__cxa_free_exception(ptr %7) #16
  br label %22

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %6, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::group") align 8 %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  store ptr %1, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE16get_global_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %8)
  %10 = getelementptr inbounds %"class.sycl::_V1::range", ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %10, i32 0, i32 0
  %12 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %13 = extractvalue { i64, i64 } %9, 0
  store i64 %13, ptr %12, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %15 = extractvalue { i64, i64 } %9, 1
  store i64 %15, ptr %14, align 8
  %16 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE15get_local_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %8)
  %17 = getelementptr inbounds %"class.sycl::_V1::range", ptr %5, i32 0, i32 0
  %18 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %20 = extractvalue { i64, i64 } %16, 0
  store i64 %20, ptr %19, align 8
  %21 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %22 = extractvalue { i64, i64 } %16, 1
  store i64 %22, ptr %21, align 8
  %23 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE15get_group_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %8)
  %24 = getelementptr inbounds %"class.sycl::_V1::range", ptr %6, i32 0, i32 0
  %25 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %24, i32 0, i32 0
  %26 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %27 = extractvalue { i64, i64 } %23, 0
  store i64 %27, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %29 = extractvalue { i64, i64 } %23, 1
  store i64 %29, ptr %28, align 8
  %30 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_group_idEv(ptr noundef nonnull align 1 dereferenceable(1) %8)
  %31 = getelementptr inbounds %"class.sycl::_V1::id", ptr %7, i32 0, i32 0
  %32 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %31, i32 0, i32 0
  %33 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %34 = extractvalue { i64, i64 } %30, 0
  store i64 %34, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %36 = extractvalue { i64, i64 } %30, 1
  store i64 %36, ptr %35, align 8
  call void @_ZN4sycl3_V16detail7Builder11createGroupILi2EEENS0_5groupIXT_EEERKNS0_5rangeIXT_EEES9_S9_RKNS0_2idIXT_EEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::group") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %7)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %0, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::accessor.81", align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(56) %10) #16
  %11 = load i64, ptr %6, align 8
  invoke void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %7, i64 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %3
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  ret void

13:                                               ; preds = %3
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %8, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %9, align 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %8, align 8
  %19 = load i32, ptr %9, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::id", align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 1)
  store i64 %7, ptr %9, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 1
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %11, i64 16, i1 false)
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %13, i64 %15)
  ret ptr %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %3, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE13get_global_idEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::id", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2ETnNSt9enable_ifIXeqT_Li2EEmE4typeELm0EEEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2ETnNSt9enable_ifIXeqT_Li2EEmE4typeELm0EEEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %3, i64 noundef 0, i64 noundef 0)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_local_idEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::id", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE8getRangeILi2EvEENS0_5rangeIXT_EEEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range.93", align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(56) %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %6, i64 24, i1 false)
  %7 = call { i64, i64 } @_ZN4sycl3_V16detail17convertToArrayOfNILi2ELi1ENS0_5rangeELi3EEET1_IXT_EES4_IXT2_EE(ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %4)
  %8 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %11 = extractvalue { i64, i64 } %7, 0
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %13 = extractvalue { i64, i64 } %7, 1
  store i64 %13, ptr %12, align 8
  %14 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %15 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %14, i32 0, i32 0
  %16 = load { i64, i64 }, ptr %15, align 8
  ret { i64, i64 } %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZN4sycl3_V16detail17convertToArrayOfNILi2ELi1ENS0_5rangeELi3EEET1_IXT_EES4_IXT2_EE(ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %0) #2 comdat {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = call { i64, i64 } @_ZN4sycl3_V16detail14InitializedValILi2ENS0_5rangeEE3getILi0EEENS3_ILi2EEEv()
  %7 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %10 = extractvalue { i64, i64 } %6, 0
  store i64 %10, ptr %9, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %12 = extractvalue { i64, i64 } %6, 1
  store i64 %12, ptr %11, align 8
  store i32 2, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %22, %1
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 2
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %17)
  %19 = load i64, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef %20)
  store i64 %19, ptr %21, align 8
  br label %22

22:                                               ; preds = %16
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %13, !llvm.loop !25

25:                                               ; preds = %13
  store i32 2, ptr %5, align 4
  br label %26

26:                                               ; preds = %32, %25
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %27, 2
  br i1 %28, label %29, label %35

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4
  %31 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef %30)
  store i64 1, ptr %31, align 8
  br label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %26, !llvm.loop !26

35:                                               ; preds = %26
  %36 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %36, i32 0, i32 0
  %38 = load { i64, i64 }, ptr %37, align 8
  ret { i64, i64 } %38
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZN4sycl3_V16detail14InitializedValILi2ENS0_5rangeEE3getILi0EEENS3_ILi2EEEv() #2 comdat align 2 {
  %1 = alloca %"class.sycl::_V1::range", align 8
  call void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef 0, i64 noundef 0)
  %2 = getelementptr inbounds %"class.sycl::_V1::range", ptr %1, i32 0, i32 0
  %3 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %2, i32 0, i32 0
  %4 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(56) %1) #16
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  %14 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 0)
          to label %15 unwind label %16

15:                                               ; preds = %3
  store i64 %12, ptr %14, align 8
  ret void

16:                                               ; preds = %3
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %7, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %8, align 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  br label %20

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %8, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERKfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 16, i1 false)
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call noundef i64 @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %12, i64 %14)
  store i64 %15, ptr %6, align 8
  %16 = call noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %10) #16
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds float, ptr %16, i64 %17
  ret ptr %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %class.anon.169, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  store i64 0, ptr %6, align 8
  %11 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 0
  store ptr %10, ptr %11, align 8
  %12 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 1
  store ptr %6, ptr %12, align 8
  %13 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 2
  store ptr %4, ptr %13, align 8
  call void @_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %7)
  %14 = load i64, ptr %6, align 8
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.std::integer_sequence", align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1024ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca %"struct.std::integer_sequence", align 1
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.std::integral_constant.170", align 1
  %5 = alloca %"struct.std::integral_constant.171", align 1
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef i64 @_ZNKSt17integral_constantImLm0EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %4) #16
  call void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %7)
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef i64 @_ZNKSt17integral_constantImLm1EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  call void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::range.93", align 8
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = load i64, ptr %11, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %5, ptr noundef nonnull align 8 dereferenceable(56) %9)
  %13 = load i64, ptr %4, align 8
  %14 = trunc i64 %13 to i32
  %15 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %14)
  %16 = mul i64 %12, %15
  %17 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = trunc i64 %19 to i32
  %21 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef %20)
  %22 = load i64, ptr %21, align 8
  %23 = add i64 %16, %22
  %24 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  store i64 %23, ptr %25, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull align 8 dereferenceable(56) %9)
  %26 = load i64, ptr %4, align 8
  %27 = trunc i64 %26 to i32
  %28 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %6, i32 noundef %27)
  %29 = getelementptr inbounds %class.anon.169, ptr %7, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load i64, ptr %30, align 8
  %32 = add i64 %31, %28
  store i64 %32, ptr %30, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt17integral_constantImLm0EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt17integral_constantImLm1EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i64 1
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8
  %11 = load i32, ptr %9, align 4
  store ptr %10, ptr %3, align 8
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sge i32 %13, 3
  br i1 %14, label %18, label %15

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15, %2
  %19 = call ptr @__cxa_allocate_exception(i64 64) #16
  %20 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %21 = extractvalue { i32, ptr } %20, 0
  store i32 %21, ptr %5, align 8
  %22 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %23 = extractvalue { i32, ptr } %20, 1
  store ptr %23, ptr %22, align 8
  %24 = load i32, ptr %5, align 8
  %25 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %24, ptr %26, ptr noundef @.str.6)
          to label %27 unwind label %28

27:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @__cxa_free_exception(ptr %19) #16
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %15
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array.92", ptr %10, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %37, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  ret i64 %41
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base", ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base", ptr %9, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %10, i64 40, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 1
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(56) %1) #16
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  %14 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 0)
          to label %15 unwind label %16

15:                                               ; preds = %3
  store i64 %12, ptr %14, align 8
  ret void

16:                                               ; preds = %3
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %7, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %8, align 4
  call void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  br label %20

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %8, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::LocalAccessorBaseHost", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::LocalAccessorBaseHost", ptr %7, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  store ptr %10, ptr %7, align 8
  %11 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %5, i32 0, i32 1
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %"class.std::__shared_ptr.86", ptr %12, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 8 dereferenceable(8) %13) #16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEERfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 16, i1 false)
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call noundef i64 @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %12, i64 %14)
  store i64 %15, ptr %6, align 8
  %16 = call noundef ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %10)
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds float, ptr %16, i64 %17
  ret ptr %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %class.anon.172, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  store i64 0, ptr %6, align 8
  %11 = getelementptr inbounds %class.anon.172, ptr %7, i32 0, i32 0
  store ptr %10, ptr %11, align 8
  %12 = getelementptr inbounds %class.anon.172, ptr %7, i32 0, i32 1
  store ptr %6, ptr %12, align 8
  %13 = getelementptr inbounds %class.anon.172, ptr %7, i32 0, i32 2
  store ptr %4, ptr %13, align 8
  call void @_ZN4sycl3_V16detail4loopILm2EZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %7)
  %14 = load i64, ptr %6, align 8
  ret i64 %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail4loopILm2EZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.std::integer_sequence", align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_19local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS4_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca %"struct.std::integer_sequence", align 1
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.std::integral_constant.170", align 1
  %5 = alloca %"struct.std::integral_constant.171", align 1
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef i64 @_ZNKSt17integral_constantImLm0EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %4) #16
  call void @_ZZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %7)
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef i64 @_ZNKSt17integral_constantImLm1EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  call void @_ZZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.172, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.anon.172, ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = load i64, ptr %9, align 8
  %11 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(56) %7)
  %12 = load i64, ptr %4, align 8
  %13 = trunc i64 %12 to i32
  %14 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef %13)
  %15 = mul i64 %10, %14
  %16 = getelementptr inbounds %class.anon.172, ptr %5, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = load i64, ptr %4, align 8
  %19 = trunc i64 %18 to i32
  %20 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef %19)
  %21 = load i64, ptr %20, align 8
  %22 = add i64 %15, %21
  %23 = getelementptr inbounds %class.anon.172, ptr %5, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  store i64 %22, ptr %24, align 8
  ret void
}

declare noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail7Builder11createGroupILi2EEENS0_5groupIXT_EEERKNS0_5rangeIXT_EEES9_S9_RKNS0_2idIXT_EEE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::group") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4) #2 comdat align 2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store ptr %4, ptr %9, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %13, i64 16, i1 false)
  %14 = load ptr, ptr %9, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  call void @_ZN4sycl3_V15groupILi2EEC2ERKNS0_5rangeILi2EEES6_S4_RKNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %12, i64 %16, i64 %18, ptr noundef nonnull align 8 dereferenceable(16) %14)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE16get_global_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V15rangeILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE15get_local_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V15rangeILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE15get_group_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::range", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V15rangeILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::range", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_group_idEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %5 = getelementptr inbounds %"class.sycl::_V1::id", ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %5, i32 0, i32 0
  %7 = load { i64, i64 }, ptr %6, align 8
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15groupILi2EEC2ERKNS0_5rangeILi2EEES6_S4_RKNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 %3, i64 %4, ptr noundef nonnull align 8 dereferenceable(16) %5) unnamed_addr #1 comdat align 2 {
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %3, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %4, ptr %13, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %5, ptr %11, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %"class.sycl::_V1::group", ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 16, i1 false)
  %17 = getelementptr inbounds %"class.sycl::_V1::group", ptr %14, i32 0, i32 1
  %18 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %18, i64 16, i1 false)
  %19 = getelementptr inbounds %"class.sycl::_V1::group", ptr %14, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %7, i64 16, i1 false)
  %20 = getelementptr inbounds %"class.sycl::_V1::group", ptr %14, i32 0, i32 3
  %21 = load ptr, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %21, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15rangeILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail5arrayILi2EEC2ILi2ETnNSt9enable_ifIXeqT_Li2EEmE4typeELm0EEEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEC2ESE_m(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  call void @_ZN4sycl3_V12idILi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %11 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(56) %1) #16
  %12 = load i64, ptr %6, align 8
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", ptr %9, i32 0, i32 0
  %14 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 0)
          to label %15 unwind label %16

15:                                               ; preds = %3
  store i64 %12, ptr %14, align 8
  ret void

16:                                               ; preds = %3
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %7, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %8, align 4
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  br label %20

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %8, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 16, i1 false)
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = call noundef i64 @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %10, i64 %12, i64 %14)
  store i64 %15, ptr %6, align 8
  %16 = call noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %10) #16
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds float, ptr %16, i64 %17
  ret ptr %18
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2) #2 comdat align 2 {
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca %class.anon.173, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  store i64 0, ptr %6, align 8
  %11 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 0
  store ptr %10, ptr %11, align 8
  %12 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 1
  store ptr %6, ptr %12, align 8
  %13 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 2
  store ptr %4, ptr %13, align 8
  call void @_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %7)
  %14 = load i64, ptr %6, align 8
  ret i64 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(56) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail4loopILm2EZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.std::integer_sequence", align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail9loop_implIJLm0ELm1EEZNKS0_8accessorIfLi2ELNS0_6access4modeE1025ELNS4_6targetE2014ELNS4_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEEUlmE_EEvSt16integer_sequenceImJXspT_EEEOT0_(ptr noundef nonnull align 8 dereferenceable(24) %0) #2 comdat {
  %2 = alloca %"struct.std::integer_sequence", align 1
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.std::integral_constant.170", align 1
  %5 = alloca %"struct.std::integral_constant.171", align 1
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef i64 @_ZNKSt17integral_constantImLm0EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %4) #16
  call void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %7)
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef i64 @_ZNKSt17integral_constantImLm1EEcvmEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #16
  call void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getLinearIndexILi2EEEmNS0_2idIXT_EEEENKUlmE_clEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::range.93", align 8
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = load i64, ptr %11, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %5, ptr noundef nonnull align 8 dereferenceable(56) %9)
  %13 = load i64, ptr %4, align 8
  %14 = trunc i64 %13 to i32
  %15 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %5, i32 noundef %14)
  %16 = mul i64 %12, %15
  %17 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %4, align 8
  %20 = trunc i64 %19 to i32
  %21 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef %20)
  %22 = load i64, ptr %21, align 8
  %23 = add i64 %16, %22
  %24 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  store i64 %23, ptr %25, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull align 8 dereferenceable(56) %9)
  %26 = load i64, ptr %4, align 8
  %27 = trunc i64 %26 to i32
  %28 = call noundef i64 @_ZNK4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %6, i32 noundef %27)
  %29 = getelementptr inbounds %class.anon.173, ptr %7, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load i64, ptr %30, align 8
  %32 = add i64 %31, %28
  store i64 %32, ptr %30, align 8
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) #4

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEv() #2 comdat personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %5, label %11, !prof !27

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #16
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE)
          to label %10 unwind label %13

10:                                               ; preds = %8
  store ptr %9, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8
  call void @__cxa_guard_release(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #16
  br label %11

11:                                               ; preds = %10, %5, %0
  %12 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8
  ret ptr %12

13:                                               ; preds = %8
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %1, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %2, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %1, align 8
  %19 = load i32, ptr %2, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) #4

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #16

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) #4

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #16

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #16

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::unique_ptr.69", ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZNKSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE6_M_ptrEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::__uniq_ptr_impl.71", ptr %3, i32 0, i32 0
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERKNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERKSB_(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %6 = load ptr, ptr %5, align 8
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3getILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEERKNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERKSB_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERKT0_RKSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt12__get_helperILm0EPN4sycl3_V16detail14HostKernelBaseEJSt14default_deleteIS3_EEERKT0_RKSt11_Tuple_implIXT_EJS7_DpT1_EE(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERKS7_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE7_M_headERKS7_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERKS5_(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE7_M_headERKS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Head_base.76", ptr %3, i32 0, i32 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v124validateKernelPropertiesINS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEEEvv() #1 comdat {
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_(ptr dead_on_unwind noalias writable sret(%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder") align 8 %0) #2 comdat {
  %2 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEvEET_(ptr noundef nonnull align 8 dereferenceable(145) %0)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEvEET_(ptr noundef nonnull align 8 dereferenceable(145) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEC2INS4_6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 2 dereferenceable(4) %5, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %6 = getelementptr inbounds i8, ptr %4, i64 20
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %7 = getelementptr inbounds i8, ptr %4, i64 24
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %7, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %8 = getelementptr inbounds i8, ptr %4, i64 40
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %8, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %9 = getelementptr inbounds i8, ptr %4, i64 56
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %9, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %10 = getelementptr inbounds i8, ptr %4, i64 72
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %11 = getelementptr inbounds i8, ptr %4, i64 88
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %12 = getelementptr inbounds i8, ptr %4, i64 112
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 1 dereferenceable(1) %2)
  %13 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", ptr %4, i32 0, i32 10
  %14 = call noundef zeroext i1 @_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_4cuda12cluster_sizeILi3EEEEEbv()
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i8
  store i8 %16, ptr %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEC2INS4_6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 2 dereferenceable(4) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.94", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev(ptr noundef nonnull align 2 dereferenceable(4) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.106", ptr %5, i32 0, i32 0
  store i8 0, ptr %6, align 1
  %7 = call noundef zeroext i1 @_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_17use_root_sync_keyEEEbv()
  %8 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.106", ptr %5, i32 0, i32 0
  %9 = zext i1 %7 to i8
  store i8 %9, ptr %8, align 1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.107", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #16
  %7 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.107", ptr %5, i32 0, i32 1
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #16
  %8 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.124", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #16
  %7 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.124", ptr %5, i32 0, i32 1
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #16
  %8 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.125", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #16
  %7 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.125", ptr %5, i32 0, i32 1
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #16
  %8 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.126", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.140", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEC2INS6_10propertiesINS6_6detail20properties_type_listIJEEEEEEERKT_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.153", ptr %5, i32 0, i32 0
  call void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_4cuda12cluster_sizeILi3EEEEEbv() #1 comdat align 2 {
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev(ptr noundef nonnull align 2 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(4) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.96", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(3) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(3) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev(ptr noundef nonnull align 2 dereferenceable(3) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEEC2Ev(ptr noundef nonnull align 2 dereferenceable(3) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.99", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(2) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.99", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 2 dereferenceable(2) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN4sycl3_V13ext6oneapi12experimental10propertiesINS3_6detail20properties_type_listIJEEEE12has_propertyINS3_17use_root_sync_keyEEEbv() #1 comdat align 2 {
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.109", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.112", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.112", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.117", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEEC2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.120", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.120", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE8_StorageIS5_Lb1EEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.128", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.131", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.131", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.142", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(17) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(17) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(17) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(17) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.145", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.145", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_base.155", ptr %3, i32 0, i32 0
  call void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(25) %4) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(25) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(25) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEEC2Ev(ptr noundef nonnull align 8 dereferenceable(25) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Optional_payload_base.158", ptr %3, i32 0, i32 0
  call void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #16
  %5 = getelementptr inbounds %"struct.std::_Optional_payload_base.158", ptr %3, i32 0, i32 1
  store i8 0, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE8_StorageIS7_Lb1EEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::AccessorBaseHost", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::AccessorBaseHost", ptr %7, i32 0, i32 0
  call void @_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %8) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEEC2ERKS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EEC2ERKS6_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  store ptr %10, ptr %7, align 8
  %11 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %5, i32 0, i32 1
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %"class.std::__shared_ptr.78", ptr %12, i32 0, i32 1
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 8 dereferenceable(8) %13) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_tyC2IRZ4mainEUlRNS0_7handlerEE0_EEOT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::type_erased_cgfo_ty", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::type_erased_cgfo_ty", ptr %5, i32 0, i32 1
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %8, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(176) %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"struct.sycl::_V1::mode_tag_t", align 1
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"class.sycl::_V1::accessor.81", align 8
  %12 = alloca %"struct.sycl::_V1::mode_tag_t.84", align 1
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::property::no_init", align 1
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::local_accessor.174", align 8
  %17 = alloca %"class.sycl::_V1::range.135", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::nd_range", align 8
  %20 = alloca %"class.sycl::_V1::range", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %class.anon.178, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %class.anon.13, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %7)
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %8, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 49, i32 noundef 22) #16
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1024EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %5, ptr noundef nonnull align 8 dereferenceable(41) %25, ptr noundef nonnull align 8 dereferenceable(176) %26, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %27 unwind label %55

27:                                               ; preds = %2
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #16
  %28 = getelementptr inbounds %class.anon.13, ptr %23, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V113property_listC2IJNS0_8property7no_initEEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %31 unwind label %59

31:                                               ; preds = %27
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %15, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 50, i32 noundef 22) #16
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEENS0_10mode_tag_tILS3_1025EEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerET2_RKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(41) %29, ptr noundef nonnull align 8 dereferenceable(176) %30, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %32 unwind label %63

32:                                               ; preds = %31
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #16
  invoke void @_ZN4sycl3_V15rangeILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE(ptr noundef nonnull align 8 dereferenceable(8) %17, i64 noundef 256)
          to label %33 unwind label %67

33:                                               ; preds = %32
  %34 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::code_location") align 8 %18, ptr noundef @.str, ptr noundef @.str.10, i32 noundef 51, i32 noundef 38) #16
  %35 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %17, i32 0, i32 0
  %36 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %35, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  invoke void @_ZN4sycl3_V114local_accessorIfLi1EECI2NS0_19local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %16, i64 %37, ptr noundef nonnull align 8 dereferenceable(176) %34, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %38 unwind label %67

38:                                               ; preds = %33
  %39 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %20, i64 noundef 64, i64 noundef 32)
          to label %40 unwind label %71

40:                                               ; preds = %38
  invoke void @_ZN4sycl3_V15rangeILi2EEC2ILi2EEENSt9enable_ifIXeqT_Li2EEmE4typeEm(ptr noundef nonnull align 8 dereferenceable(16) %21, i64 noundef 16, i64 noundef 16)
          to label %41 unwind label %71

41:                                               ; preds = %40
  %42 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  invoke void @_ZN4sycl3_V18nd_rangeILi2EEC2ENS0_5rangeILi2EEES4_(ptr noundef nonnull align 8 dereferenceable(48) %19, i64 %43, i64 %45, i64 %47, i64 %49)
          to label %50 unwind label %71

50:                                               ; preds = %41
  %51 = getelementptr inbounds %class.anon.178, ptr %22, i32 0, i32 0
  call void @_ZN4sycl3_V114local_accessorIfLi1EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(32) %51, ptr noundef nonnull align 8 dereferenceable(32) %16) #16
  %52 = getelementptr inbounds %class.anon.178, ptr %22, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %52, ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  %53 = getelementptr inbounds %class.anon.178, ptr %22, i32 0, i32 2
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %53, ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  invoke void @_ZN4sycl3_V17handler12parallel_forI8BlockSumLi2EJZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT1_EE5valueeqsZT1_Li1EEvE4typeENS0_8nd_rangeIXT0_EEEDpOSA_(ptr noundef nonnull align 8 dereferenceable(176) %39, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %19, ptr noundef nonnull align 8 dereferenceable(144) %22)
          to label %54 unwind label %75

54:                                               ; preds = %50
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %22) #16
  call void @_ZN4sycl3_V114local_accessorIfLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #16
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  ret void

55:                                               ; preds = %2
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %9, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %10, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #16
  br label %82

59:                                               ; preds = %27
  %60 = landingpad { ptr, i32 }
          cleanup
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %9, align 8
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %10, align 4
  br label %81

63:                                               ; preds = %31
  %64 = landingpad { ptr, i32 }
          cleanup
  %65 = extractvalue { ptr, i32 } %64, 0
  store ptr %65, ptr %9, align 8
  %66 = extractvalue { ptr, i32 } %64, 1
  store i32 %66, ptr %10, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #16
  br label %81

67:                                               ; preds = %33, %32
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = extractvalue { ptr, i32 } %68, 0
  store ptr %69, ptr %9, align 8
  %70 = extractvalue { ptr, i32 } %68, 1
  store i32 %70, ptr %10, align 4
  br label %80

71:                                               ; preds = %41, %40, %38
  %72 = landingpad { ptr, i32 }
          cleanup
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %9, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %10, align 4
  br label %79

75:                                               ; preds = %50
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %9, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %10, align 4
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %22) #16
  br label %79

79:                                               ; preds = %75, %71
  call void @_ZN4sycl3_V114local_accessorIfLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #16
  br label %80

80:                                               ; preds = %79, %67
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  br label %81

81:                                               ; preds = %80, %63, %59
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  br label %82

82:                                               ; preds = %81, %55
  %83 = load ptr, ptr %9, align 8
  %84 = load i32, ptr %10, align 4
  %85 = insertvalue { ptr, i32 } poison, ptr %83, 0
  %86 = insertvalue { ptr, i32 } %85, i32 %84, 1
  resume { ptr, i32 } %86
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15rangeILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  call void @_ZN4sycl3_V16detail5arrayILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE(ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi1EECI2NS0_19local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS4_11placeholderE0EEEILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 {
  %5 = alloca %"class.sycl::_V1::range.135", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %5, i32 0, i32 0
  %9 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %8, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  store ptr %0, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %12, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, i64 %14, ptr noundef nonnull align 8 dereferenceable(176) %11, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler12parallel_forI8BlockSumLi2EJZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT1_EE5valueeqsZT1_Li1EEvE4typeENS0_8nd_rangeIXT0_EEEDpOSA_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %1, ptr noundef nonnull align 8 dereferenceable(144) %2) #2 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::nd_range", align 8
  %7 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  store ptr %0, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false)
  %9 = load ptr, ptr %5, align 8
  call void @_ZN4sycl3_V17handler12parallel_forI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEELi2EEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_8nd_rangeIXT2_EEESI_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %8, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %6, ptr noundef nonnull align 8 dereferenceable(144) %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi1EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %6) #16
  %7 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.178, ptr %3, i32 0, i32 2
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %4) #16
  %5 = getelementptr inbounds %class.anon.178, ptr %3, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #16
  %6 = getelementptr inbounds %class.anon.178, ptr %3, i32 0, i32 0
  call void @_ZN4sycl3_V114local_accessorIfLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114local_accessorIfLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail5arrayILi1EEC2ILi1EEENSt9enable_ifIXeqT_Li1EEmE4typeE(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.135", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::range.135", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %5, i32 0, i32 0
  %14 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %13, i32 0, i32 0
  store i64 %1, ptr %14, align 8
  store ptr %0, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %15 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %5, i64 8, i1 false)
  %16 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %9, i32 0, i32 0
  %17 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %16, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  call void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %8, i64 %18)
  call void @_ZN4sycl3_V113property_listC2IJEvEEDpT_(ptr noundef nonnull align 8 dereferenceable(32) %10)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %19 unwind label %32

19:                                               ; preds = %4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #16
  %20 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base.175", ptr %15, i32 0, i32 1
  store i8 0, ptr %20, align 1
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  %22 = getelementptr inbounds i8, ptr %20, i64 16
  br label %23

23:                                               ; preds = %23, %19
  %24 = phi ptr [ %21, %19 ], [ %25, %23 ]
  store i8 0, ptr %24, align 1
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  %26 = icmp eq ptr %25, %22
  br i1 %26, label %27, label %23

27:                                               ; preds = %23
  %28 = getelementptr inbounds %"class.sycl::_V1::detail::LocalAccessorBaseHost", ptr %15, i32 0, i32 0
  %29 = call noundef ptr @_ZNKSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #16
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %29, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %30 unwind label %36

30:                                               ; preds = %27
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %31 unwind label %36

31:                                               ; preds = %30
  ret void

32:                                               ; preds = %4
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %11, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %12, align 4
  call void @_ZN4sycl3_V113property_listD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #16
  br label %40

36:                                               ; preds = %30, %27
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %11, align 8
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %12, align 4
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #16
  br label %40

40:                                               ; preds = %36, %32
  %41 = load ptr, ptr %11, align 8
  %42 = load i32, ptr %12, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::range.93") align 8 %0, i64 %1) #2 comdat {
  %3 = alloca %"class.sycl::_V1::range.135", align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %"class.sycl::_V1::range.135", ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %7, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  call void @_ZN4sycl3_V16detail14InitializedValILi3ENS0_5rangeEE3getILi0EEENS3_ILi3EEEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::range.93") align 8 %0)
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %18, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %12, label %21

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi1EEixEi(ptr noundef nonnull align 8 dereferenceable(8) %3, i32 noundef %13)
  %15 = load i64, ptr %14, align 8
  %16 = load i32, ptr %5, align 4
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %16)
  store i64 %15, ptr %17, align 8
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %9, !llvm.loop !28

21:                                               ; preds = %9
  store i32 1, ptr %6, align 4
  br label %22

22:                                               ; preds = %28, %21
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %23, 3
  br i1 %24, label %25, label %31

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %26)
  store i64 1, ptr %27, align 8
  br label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %22, !llvm.loop !29

31:                                               ; preds = %22
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE16GDBMethodsAnchorEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(32) %4)
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(32) %6)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi1EEixEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::error_code", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8
  %11 = load i32, ptr %9, align 4
  store ptr %10, ptr %3, align 8
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sge i32 %13, 1
  br i1 %14, label %18, label %15

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15, %2
  %19 = call ptr @__cxa_allocate_exception(i64 64) #16
  %20 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #16
  %21 = extractvalue { i32, ptr } %20, 0
  store i32 %21, ptr %5, align 8
  %22 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %23 = extractvalue { i32, ptr } %20, 1
  store ptr %23, ptr %22, align 8
  %24 = load i32, ptr %5, align 8
  %25 = getelementptr inbounds { i32, ptr }, ptr %5, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %24, ptr %26, ptr noundef @.str.6)
          to label %27 unwind label %28

27:                                               ; preds = %18
  call void @__cxa_throw(ptr %19, ptr @_ZTIN4sycl3_V19exceptionE, ptr @_ZN4sycl3_V19exceptionD1Ev) #20
  unreachable

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @__cxa_free_exception(ptr %19) #16
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %15
  %37 = getelementptr inbounds %"class.sycl::_V1::detail::array.136", ptr %10, i32 0, i32 0
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [1 x i64], ptr %37, i64 0, i64 %39
  ret ptr %40
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE7getSizeEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler12parallel_forI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEELi2EEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_8nd_rangeIXT2_EEESI_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %1, ptr noundef nonnull align 8 dereferenceable(144) %2) #2 align 2 {
  %4 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E8BlockSumNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E0_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %7, ptr noundef nonnull align 8 dereferenceable(144) %8, ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 8 dereferenceable(48) %1)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E8BlockSumNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E0_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(144) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(48) %3) #2 align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %10 = alloca %"class.sycl::_V1::detail::string_view", align 8
  %11 = alloca %"class.sycl::_V1::nd_range", align 8
  %12 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const._ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E8BlockSumNS0_7nd_itemILi2EEELi2ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZ4mainENKUlRS1_E0_clESG_EUlS7_E_JRNS0_8nd_rangeILi2EEEEEEvRKT5_RKT4_DpOT6_.Info, i64 88, i1 false)
  %16 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E8BlockSumZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_(ptr noundef nonnull align 8 dereferenceable(144) %16)
  call void @_ZN4sycl3_V17handler22throwIfActionIsCreatedEv(ptr noundef nonnull align 8 dereferenceable(176) %14)
  %17 = getelementptr inbounds %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %17, i64 16, i1 false)
  %18 = getelementptr inbounds { ptr, i64 }, ptr %10, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds { ptr, i64 }, ptr %10, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr %19, i64 %21)
  %22 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %22, i64 48, i1 false)
  call void @_ZN4sycl3_V17handler34convertToRangeViewAndSetDescriptorILi2EEEvNS0_8nd_rangeIXT_EEEb(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef byval(%"class.sycl::_V1::nd_range") align 8 %11, i1 noundef zeroext false)
  %23 = load ptr, ptr %6, align 8
  call void @_ZN4sycl3_V17handler11StoreLambdaI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(144) %23)
  %24 = load ptr, ptr %7, align 8
  call void @_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_(ptr dead_on_unwind writable sret(%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder") align 8 %12)
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %14, ptr noundef nonnull align 8 dereferenceable(145) %12)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 4
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call noundef nonnull align 4 dereferenceable(12) ptr @_ZN4sycl3_V16detail10KernelInfoI8BlockSumE12getParamDescEj(i32 noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %6, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %7 = load { i64, i32 }, ptr %4, align 8
  ret { i64, i32 } %7
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E8BlockSumZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_(ptr noundef nonnull align 8 dereferenceable(144) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.179, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E8BlockSumZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_ENKUlDpOT_E_clIJSL_EEEDaSO_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(144) %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V17handler11StoreLambdaI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  store i8 0, ptr %5, align 1
  %10 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %9, i32 0, i32 10
  %11 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 152) #21
  %12 = load ptr, ptr %4, align 8
  invoke void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(152) %11, ptr noundef nonnull align 8 dereferenceable(144) %12)
          to label %13 unwind label %21

13:                                               ; preds = %2
  call void @_ZNSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE5resetEPS3_(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef %11) #16
  %14 = call noundef ptr @_ZN4sycl3_V16detail29GetInstantiateKernelOnHostPtrIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEEPvv()
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %9, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const._ZN4sycl3_V17handler11StoreLambdaI8BlockSumZZ4mainENKUlRS1_E0_clES4_EUlNS0_7nd_itemILi2EEEE_Li2ES7_KS8_EEvOT3_.Info, i64 88, i1 false)
  %15 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %9, i32 0, i32 10
  %16 = call noundef ptr @_ZNKSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEptEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #16
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 0
  %19 = load ptr, ptr %18, align 8
  %20 = call noundef ptr %19(ptr noundef nonnull align 8 dereferenceable(8) %16)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %9, ptr noundef %20)
  ret void

21:                                               ; preds = %2
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %6, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %7, align 4
  call void @_ZdlPvm(ptr noundef %11, i64 noundef 152) #19
  br label %25

25:                                               ; preds = %21
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %7, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(12) ptr @_ZN4sycl3_V16detail10KernelInfoI8BlockSumE12getParamDescEj(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, 5
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %5
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZN4sycl3_V16detail13KernelWrapperILNS1_6WrapAsE1E8BlockSumZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_7nd_itemILi2EEEE_S9_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEESI_E4wrapERKSA_ENKUlDpOT_E_clIJSL_EEEDaSO_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) #2 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forI8BlockSumNS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES8_EUlS6_E_JEEEvRKT1_(ptr noundef nonnull align 8 dereferenceable(144) %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forI8BlockSumNS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES8_EUlS6_E_JEEEvRKT1_(ptr noundef nonnull align 8 dereferenceable(144) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEC2ERKS8_(ptr noundef nonnull align 8 dereferenceable(152) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN4sycl3_V16detail14HostKernelBaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel.181", ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_C2ERKS6_(ptr noundef nonnull align 8 dereferenceable(144) %6, ptr noundef nonnull align 8 dereferenceable(144) %7) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZN4sycl3_V16detail29GetInstantiateKernelOnHostPtrIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEEPvv() #1 {
  %1 = alloca i8, align 1
  store i8 0, ptr %1, align 1
  ret ptr @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv.Info, i64 88, i1 false)
  %7 = getelementptr inbounds %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds %"class.sycl::_V1::handler", ptr %6, i32 0, i32 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 16, i1 false)
  %9 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef %9)
  %10 = call noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEv()
  call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef %10)
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %6, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_C2ERKS6_(ptr noundef nonnull align 8 dereferenceable(144) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.178, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.anon.178, ptr %7, i32 0, i32 0
  call void @_ZN4sycl3_V114local_accessorIfLi1EEC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8) #16
  %9 = getelementptr inbounds %class.anon.178, ptr %5, i32 0, i32 1
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %class.anon.178, ptr %10, i32 0, i32 1
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(56) %11) #16
  %12 = getelementptr inbounds %class.anon.178, ptr %5, i32 0, i32 2
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %class.anon.178, ptr %13, i32 0, i32 2
  call void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2ERKSA_(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(56) %14) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel.181", ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %"class.sycl::_V1::detail::HostKernel.181", ptr %3, i32 0, i32 1
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %4) #16
  call void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %3) #16
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 152) #19
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #2 {
  %3 = alloca %"class.sycl::_V1::nd_item", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::nd_item", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  call void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_7nd_itemILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(144) %0)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_7nd_itemILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(144) %0) #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca %"class.sycl::_V1::id", align 8
  %10 = alloca %"class.sycl::_V1::nd_item", align 1
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca %"class.sycl::_V1::id", align 8
  %14 = alloca %"class.sycl::_V1::group", align 8
  %15 = alloca i64, align 8
  %16 = alloca %"class.sycl::_V1::group", align 8
  %17 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = call noundef i64 @_ZNK4sycl3_V17nd_itemILi2EE19get_local_linear_idEv(ptr noundef nonnull align 1 dereferenceable(1) %10)
  store i64 %21, ptr %12, align 8
  %22 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 1
  %23 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE13get_global_idEv(ptr noundef nonnull align 1 dereferenceable(1) %10)
  %24 = getelementptr inbounds %"class.sycl::_V1::id", ptr %13, i32 0, i32 0
  %25 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %24, i32 0, i32 0
  %26 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %27 = extractvalue { i64, i64 } %23, 0
  store i64 %27, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %29 = extractvalue { i64, i64 } %23, 1
  store i64 %29, ptr %28, align 8
  %30 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEERKfNS0_2idILi2EEE(ptr noundef nonnull align 8 dereferenceable(56) %22, i64 %31, i64 %33)
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 0
  %37 = load i64, ptr %12, align 8
  %38 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(32) %36, i64 noundef %37)
  store float %35, ptr %38, align 4
  call void @_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::group") align 8 %14, ptr noundef nonnull align 1 dereferenceable(1) %10)
  call void @_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE(ptr noundef byval(%"class.sycl::_V1::group") align 8 %14, i32 noundef 2)
  store i64 128, ptr %15, align 8
  br label %39

39:                                               ; preds = %59, %1
  %40 = load i64, ptr %15, align 8
  %41 = icmp ugt i64 %40, 0
  br i1 %41, label %42, label %62

42:                                               ; preds = %39
  %43 = load i64, ptr %12, align 8
  %44 = load i64, ptr %15, align 8
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %46, label %58

46:                                               ; preds = %42
  %47 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 0
  %48 = load i64, ptr %12, align 8
  %49 = load i64, ptr %15, align 8
  %50 = add i64 %48, %49
  %51 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(32) %47, i64 noundef %50)
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 0
  %54 = load i64, ptr %12, align 8
  %55 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(32) %53, i64 noundef %54)
  %56 = load float, ptr %55, align 4
  %57 = fadd float %56, %52
  store float %57, ptr %55, align 4
  br label %58

58:                                               ; preds = %46, %42
  call void @_ZNK4sycl3_V17nd_itemILi2EE9get_groupEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::group") align 8 %16, ptr noundef nonnull align 1 dereferenceable(1) %10)
  call void @_ZN4sycl3_V113group_barrierINS0_5groupILi2EEEEENSt9enable_ifIX10is_group_vIT_EEvE4typeES5_NS0_12memory_scopeE(ptr noundef byval(%"class.sycl::_V1::group") align 8 %16, i32 noundef 2)
  br label %59

59:                                               ; preds = %58
  %60 = load i64, ptr %15, align 8
  %61 = lshr i64 %60, 1
  store i64 %61, ptr %15, align 8
  br label %39, !llvm.loop !30

62:                                               ; preds = %39
  %63 = load i64, ptr %12, align 8
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %65, label %97

65:                                               ; preds = %62
  %66 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 0
  %67 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(32) %66, i64 noundef 0)
  %68 = load float, ptr %67, align 4
  %69 = getelementptr inbounds %class.anon.178, ptr %20, i32 0, i32 2
  store ptr %10, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %70 = load ptr, ptr %2, align 8
  %71 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_group_idEv(ptr noundef nonnull align 1 dereferenceable(1) %70)
  %72 = extractvalue { i64, i64 } %71, 0
  store i64 %72, ptr %5, align 8
  %73 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %74 = extractvalue { i64, i64 } %71, 1
  store i64 %74, ptr %73, align 8
  %75 = load i32, ptr %3, align 4
  %76 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef %75)
  %77 = load i64, ptr %76, align 8
  store i64 %77, ptr %4, align 8
  %78 = load i64, ptr %4, align 8
  call void @_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam(ptr dead_on_unwind writable sret(%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript") align 8 %17, ptr noundef nonnull align 8 dereferenceable(56) %69, i64 noundef %78)
  store ptr %10, ptr %6, align 8
  store i32 1, ptr %7, align 4
  %79 = load ptr, ptr %6, align 8
  %80 = invoke { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_group_idEv(ptr noundef nonnull align 1 dereferenceable(1) %79)
          to label %81 unwind label %93

81:                                               ; preds = %65
  %82 = extractvalue { i64, i64 } %80, 0
  store i64 %82, ptr %9, align 8
  %83 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %84 = extractvalue { i64, i64 } %80, 1
  store i64 %84, ptr %83, align 8
  %85 = load i32, ptr %7, align 4
  %86 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef %85)
          to label %87 unwind label %93

87:                                               ; preds = %81
  %88 = load i64, ptr %86, align 8
  store i64 %88, ptr %8, align 8
  %89 = load i64, ptr %8, align 8
  br label %90

90:                                               ; preds = %87
  %91 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(72) %17, i64 noundef %89)
          to label %92 unwind label %93

92:                                               ; preds = %90
  store float %68, ptr %91, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %17) #16
  br label %97

93:                                               ; preds = %81, %65, %90
  %94 = landingpad { ptr, i32 }
          cleanup
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %18, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %19, align 4
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %17) #16
  br label %98

97:                                               ; preds = %92, %62
  ret void

98:                                               ; preds = %93
  %99 = load ptr, ptr %18, align 8
  %100 = load i32, ptr %19, align 4
  %101 = insertvalue { ptr, i32 } poison, ptr %99, 0
  %102 = insertvalue { ptr, i32 } %101, i32 %100, 1
  resume { ptr, i32 } %102
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V17nd_itemILi2EE19get_local_linear_idEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca %"class.sycl::_V1::id", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  store i64 0, ptr %3, align 8
  %7 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE12get_local_idEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
  %8 = getelementptr inbounds %"class.sycl::_V1::id", ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %11 = extractvalue { i64, i64 } %7, 0
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %13 = extractvalue { i64, i64 } %7, 1
  store i64 %13, ptr %12, align 8
  %14 = call { i64, i64 } @_ZNK4sycl3_V17nd_itemILi2EE15get_local_rangeEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
  %15 = getelementptr inbounds %"class.sycl::_V1::range", ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %"class.sycl::_V1::detail::array", ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %18 = extractvalue { i64, i64 } %14, 0
  store i64 %18, ptr %17, align 8
  %19 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %20 = extractvalue { i64, i64 } %14, 1
  store i64 %20, ptr %19, align 8
  %21 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 0)
  %22 = load i64, ptr %21, align 8
  %23 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 1)
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %22, %24
  %26 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN4sycl3_V16detail5arrayILi2EEixEi(ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 1)
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %25, %27
  store i64 %28, ptr %3, align 8
  %29 = load i64, ptr %3, align 8
  ret i64 %29
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi1EvEERfm(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call noundef ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %5)
  %7 = load i64, ptr %4, align 8
  %8 = getelementptr inbounds float, ptr %6, i64 %7
  ret ptr %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE15getQualifiedPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEv() #2 comdat personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %5, label %11, !prof !27

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #16
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE)
          to label %10 unwind label %13

10:                                               ; preds = %8
  store ptr %9, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info, align 8
  call void @__cxa_guard_release(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #16
  br label %11

11:                                               ; preds = %10, %5, %0
  %12 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info, align 8
  ret ptr %12

13:                                               ; preds = %8
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %1, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %2, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #16
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %1, align 8
  %19 = load i32, ptr %2, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ERKS5_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #16
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base.175", ptr %5, i32 0, i32 1
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %"class.sycl::_V1::local_accessor_base.175", ptr %9, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %10, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #16
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress noinline nounwind optnone willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #14 = { nounwind memory(none) }
attributes #15 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind }
attributes #17 = { nounwind willreturn memory(none) }
attributes #18 = { noreturn nounwind }
attributes #19 = { builtin nounwind }
attributes #20 = { noreturn }
attributes #21 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = !{!"branch_weights", i32 1, i32 1048575}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
