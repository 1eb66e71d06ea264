// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class SumRange;
namespace sycl { inline namespace _V1 { namespace detail { namespace reduction { 
enum class strategy : int;
}}}}
namespace sycl { inline namespace _V1 { namespace access { 
enum class mode : int;
}}}
namespace sycl { inline namespace _V1 { namespace access { 
enum class target : int;
}}}
namespace sycl { inline namespace _V1 { namespace access { 
enum class placeholder : int;
}}}
namespace sycl { inline namespace _V1 { namespace ext { namespace oneapi { 
template <typename ...PropsT> class accessor_property_list;
}}}}
namespace sycl { inline namespace _V1 { 
template <typename DataT, int Dimensions, sycl::access::mode AccessMode, sycl::access::target AccessTarget, sycl::access::placeholder IsPlaceholder, typename PropertyListT> class accessor;
}}
namespace sycl { inline namespace _V1 { namespace detail { namespace reduction { 
template <typename KernelName, sycl::detail::reduction::strategy S, class ...Ts> struct MainKrn;
}}}}
class MinNd;
class MaxUsm;
class SumNdUsm;
namespace sycl { inline namespace _V1 { namespace detail { namespace reduction { 
template <typename KernelName> struct InitMemKrn;
}}}}

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE",
  "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE",
  "_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE",
  "_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE",
  "_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_",
  "_ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE",
  "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE",
  "_ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {11, 11, 3, 3, 2, 12, 3, 5, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 16 },
  { kernel_param_kind_t::kind_std_layout, 8, 48 },
  { kernel_param_kind_t::kind_std_layout, 8, 56 },
  { kernel_param_kind_t::kind_std_layout, 1, 64 },
  { kernel_param_kind_t::kind_accessor, 4062, 72 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },
  { kernel_param_kind_t::kind_accessor, 4062, 136 },
  { kernel_param_kind_t::kind_accessor, 4064, 168 },
  { kernel_param_kind_t::kind_std_layout, 8, 200 },

  //--- _ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 16 },
  { kernel_param_kind_t::kind_std_layout, 8, 48 },
  { kernel_param_kind_t::kind_std_layout, 8, 56 },
  { kernel_param_kind_t::kind_std_layout, 1, 64 },
  { kernel_param_kind_t::kind_accessor, 4062, 72 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },
  { kernel_param_kind_t::kind_pointer, 8, 136 },
  { kernel_param_kind_t::kind_accessor, 4064, 144 },
  { kernel_param_kind_t::kind_std_layout, 8, 176 },

  //--- _ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE
  { kernel_param_kind_t::kind_accessor, 4062, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 32 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },

  //--- _ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },

  //--- _ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_
  { kernel_param_kind_t::kind_accessor, 4062, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 32 },

  //--- _ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE
  { kernel_param_kind_t::kind_std_layout, 4, 0 },
  { kernel_param_kind_t::kind_std_layout, 1, 4 },
  { kernel_param_kind_t::kind_std_layout, 24, 8 },
  { kernel_param_kind_t::kind_std_layout, 8, 32 },
  { kernel_param_kind_t::kind_std_layout, 8, 40 },
  { kernel_param_kind_t::kind_accessor, 4064, 48 },
  { kernel_param_kind_t::kind_std_layout, 8, 80 },
  { kernel_param_kind_t::kind_std_layout, 1, 88 },
  { kernel_param_kind_t::kind_pointer, 8, 96 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },
  { kernel_param_kind_t::kind_accessor, 4062, 136 },
  { kernel_param_kind_t::kind_accessor, 4064, 168 },

  //--- _ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 16 },

  //--- _ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 1, 8 },
  { kernel_param_kind_t::kind_pointer, 8, 16 },
  { kernel_param_kind_t::kind_std_layout, 1, 24 },
  { kernel_param_kind_t::kind_accessor, 4062, 32 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfo<::sycl::detail::reduction::MainKrn<::SumRange, static_cast<::sycl::detail::reduction::strategy>(1), ::sycl::accessor<int, 1, static_cast<::sycl::access::mode>(1026), static_cast<::sycl::access::target>(2014), static_cast<::sycl::access::placeholder>(0), ::sycl::ext::oneapi::accessor_property_list<>>>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 11; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+0];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::MainKrn<::SumRange, static_cast<::sycl::detail::reduction::strategy>(1), ::sycl::accessor<int, 1, static_cast<::sycl::access::mode>(1026), static_cast<::sycl::access::target>(2014), static_cast<::sycl::access::placeholder>(0), ::sycl::ext::oneapi::accessor_property_list<>>>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1289;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 51;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 208; }
};
template <> struct KernelInfo<::sycl::detail::reduction::MainKrn<::SumRange, static_cast<::sycl::detail::reduction::strategy>(1), int *>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 11; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+11];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::MainKrn<::SumRange, static_cast<::sycl::detail::reduction::strategy>(1), int *>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1289;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 51;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 184; }
};
template <> struct KernelInfo<::sycl::detail::reduction::MainKrn<::MinNd, static_cast<::sycl::detail::reduction::strategy>(4)>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+22];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::MainKrn<::MinNd, static_cast<::sycl::detail::reduction::strategy>(4)>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1583;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 51;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 72; }
};
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '6', 'd', 'e', 't', 'a', 'i', 'l', '1', '8', 'R', 'o', 'u', 'n', 'd', 'e', 'd', 'R', 'a', 'n', 'g', 'e', 'K', 'e', 'r', 'n', 'e', 'l', 'I', 'N', 'S', '0', '_', '4', 'i', 't', 'e', 'm', 'I', 'L', 'i', '1', 'E', 'L', 'b', '1', 'E', 'E', 'E', 'L', 'i', '1', 'E', 'Z', 'N', 'S', '0', '_', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', '1', '8', 'c', 'o', 'p', 'y', 'A', 'c', 'c', 'T', 'o', 'A', 'c', 'c', 'H', 'e', 'l', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'L', 'N', 'S', '0', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '6', 'E', 'L', 'N', 'S', '7', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'f', 'L', 'i', '1', 'E', 'L', 'S', '8', '_', '1', '0', '2', '6', 'E', 'L', 'S', '9', '_', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '7', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'L', 'S', 'A', '_', '0', 'E', 'E', 'E', 'N', 'S', 't', '9', 'e', 'n', 'a', 'b', 'l', 'e', '_', 'i', 'f', 'I', 'X', 'a', 'a', 'g', 't', 'T', '0', '_', 'L', 'i', '0', 'E', 'g', 't', 'T', '4', '_', 'L', 'i', '0', 'E', 'E', 'b', 'E', '4', 't', 'y', 'p', 'e', 'E', 'N', 'S', '0', '_', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'T', '_', 'X', 'T', '0', '_', 'E', 'X', 'T', '1', '_', 'E', 'X', 'T', '2', '_', 'E', 'X', 'T', '7', '_', 'E', 'N', 'S', '0', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'N', 'S', 'E', '_', 'I', 'T', '3', '_', 'X', 'T', '4', '_', 'E', 'X', 'T', '5', '_', 'E', 'X', 'T', '6', '_', 'E', 'X', 'T', '8', '_', 'E', 'S', 'J', '_', 'E', 'E', 'E', 'U', 'l', 'N', 'S', '0', '_', '2', 'i', 'd', 'I', 'L', 'i', '1', 'E', 'E', 'E', 'E', '_', 'E', 'E'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+25];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "range_rounding.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::RoundedRangeKernel<::sycl::item<1, true>, 1, sycl::_V1::(lambda)>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 83;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 7;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 72; }
};
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'Z', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', '1', '8', 'c', 'o', 'p', 'y', 'A', 'c', 'c', 'T', 'o', 'A', 'c', 'c', 'H', 'e', 'l', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'L', 'N', 'S', '0', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '6', 'E', 'L', 'N', 'S', '3', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'f', 'L', 'i', '1', 'E', 'L', 'S', '4', '_', '1', '0', '2', '6', 'E', 'L', 'S', '5', '_', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '3', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'L', 'S', '6', '_', '0', 'E', 'E', 'E', 'N', 'S', 't', '9', 'e', 'n', 'a', 'b', 'l', 'e', '_', 'i', 'f', 'I', 'X', 'a', 'a', 'g', 't', 'T', '0', '_', 'L', 'i', '0', 'E', 'g', 't', 'T', '4', '_', 'L', 'i', '0', 'E', 'E', 'b', 'E', '4', 't', 'y', 'p', 'e', 'E', 'N', 'S', '0', '_', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'T', '_', 'X', 'T', '0', '_', 'E', 'X', 'T', '1', '_', 'E', 'X', 'T', '2', '_', 'E', 'X', 'T', '7', '_', 'E', 'N', 'S', '0', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'N', 'S', 'A', '_', 'I', 'T', '3', '_', 'X', 'T', '4', '_', 'E', 'X', 'T', '5', '_', 'E', 'X', 'T', '6', '_', 'E', 'X', 'T', '8', '_', 'E', 'S', 'F', '_', 'E', 'E', 'E', 'U', 'l', 'N', 'S', '0', '_', '2', 'i', 'd', 'I', 'L', 'i', '1', 'E', 'E', 'E', 'E', '_'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+28];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "handler.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "sycl::_V1::class (lambda)";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 754;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 26;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 64; }
};
template <> struct KernelInfo<::sycl::detail::reduction::MainKrn<::MaxUsm, static_cast<::sycl::detail::reduction::strategy>(3)>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 12; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+30];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::MainKrn<::MaxUsm, static_cast<::sycl::detail::reduction::strategy>(3)>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1500;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 49;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 200; }
};
template <> struct KernelInfo<::sycl::detail::reduction::MainKrn<::SumNdUsm, static_cast<::sycl::detail::reduction::strategy>(4)>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+42];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::MainKrn<::SumNdUsm, static_cast<::sycl::detail::reduction::strategy>(4)>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1583;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 51;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 48; }
};
template <> struct KernelInfo<::sycl::detail::reduction::InitMemKrn<::sycl::detail::reduction::MainKrn<::SumNdUsm, static_cast<::sycl::detail::reduction::strategy>(4)>>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 5; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+45];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "reduction.hpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::sycl::detail::reduction::InitMemKrn<::sycl::detail::reduction::MainKrn<::SumNdUsm, static_cast<::sycl::detail::reduction::strategy>(4)>>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 1008;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 68;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 64; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
