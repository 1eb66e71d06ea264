// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class Smooth;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class Offset;
class Square;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE",
  "_ZTS6Smooth",
  "_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE",
  "_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE",
  "_ZTS6Offset",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE",
  "_ZTS6Square",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {2, 1, 3, 2, 3, 2, 2, 2, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },

  //--- _ZTS6Smooth
  { kernel_param_kind_t::kind_accessor, 4062, 0 },

  //--- _ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },

  //--- _ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_
  { kernel_param_kind_t::kind_accessor, 4062, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 32 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },

  //--- _ZTS6Offset
  { kernel_param_kind_t::kind_accessor, 4062, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 32 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 16, 8 },

  //--- _ZTS6Square
  { kernel_param_kind_t::kind_pointer, 8, 0 },
  { kernel_param_kind_t::kind_pointer, 8, 8 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::Smooth>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SmoothEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+0];
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
    return "::sycl::detail::__pf_kernel_wrapper<::Smooth>";
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
  static constexpr long getKernelSize() { return 40; }
};
template <> struct KernelInfo<::Smooth> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS6Smooth"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 1; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+2];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "rtc_0.cpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::Smooth";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 56;
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
  static constexpr long getKernelSize() { return 32; }
};
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '6', 'd', 'e', 't', 'a', 'i', 'l', '1', '8', 'R', 'o', 'u', 'n', 'd', 'e', 'd', 'R', 'a', 'n', 'g', 'e', 'K', 'e', 'r', 'n', 'e', 'l', 'I', 'N', 'S', '0', '_', '4', 'i', 't', 'e', 'm', 'I', 'L', 'i', '1', 'E', 'L', 'b', '1', 'E', 'E', 'E', 'L', 'i', '1', 'E', 'Z', 'N', 'S', '0', '_', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', '1', '8', 'c', 'o', 'p', 'y', 'A', 'c', 'c', 'T', 'o', 'A', 'c', 'c', 'H', 'e', 'l', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'L', 'N', 'S', '0', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '4', 'E', 'L', 'N', 'S', '7', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'f', 'L', 'i', '1', 'E', 'L', 'S', '8', '_', '1', '0', '2', '5', 'E', 'L', 'S', '9', '_', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '7', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'L', 'S', 'A', '_', '0', 'E', 'E', 'E', 'N', 'S', 't', '9', 'e', 'n', 'a', 'b', 'l', 'e', '_', 'i', 'f', 'I', 'X', 'a', 'a', 'g', 't', 'T', '0', '_', 'L', 'i', '0', 'E', 'g', 't', 'T', '4', '_', 'L', 'i', '0', 'E', 'E', 'b', 'E', '4', 't', 'y', 'p', 'e', 'E', 'N', 'S', '0', '_', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'T', '_', 'X', 'T', '0', '_', 'E', 'X', 'T', '1', '_', 'E', 'X', 'T', '2', '_', 'E', 'X', 'T', '7', '_', 'E', 'N', 'S', '0', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'N', 'S', 'E', '_', 'I', 'T', '3', '_', 'X', 'T', '4', '_', 'E', 'X', 'T', '5', '_', 'E', 'X', 'T', '6', '_', 'E', 'X', 'T', '8', '_', 'E', 'S', 'J', '_', 'E', 'E', 'E', 'U', 'l', 'N', 'S', '0', '_', '2', 'i', 'd', 'I', 'L', 'i', '1', 'E', 'E', 'E', 'E', '_', 'E', 'E'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS7_6targetE2014EfLi1ELS8_1025ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+3];
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
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'Z', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', '1', '8', 'c', 'o', 'p', 'y', 'A', 'c', 'c', 'T', 'o', 'A', 'c', 'c', 'H', 'e', 'l', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'L', 'N', 'S', '0', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '4', 'E', 'L', 'N', 'S', '3', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'f', 'L', 'i', '1', 'E', 'L', 'S', '4', '_', '1', '0', '2', '5', 'E', 'L', 'S', '5', '_', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '3', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'L', 'S', '6', '_', '0', 'E', 'E', 'E', 'N', 'S', 't', '9', 'e', 'n', 'a', 'b', 'l', 'e', '_', 'i', 'f', 'I', 'X', 'a', 'a', 'g', 't', 'T', '0', '_', 'L', 'i', '0', 'E', 'g', 't', 'T', '4', '_', 'L', 'i', '0', 'E', 'E', 'b', 'E', '4', 't', 'y', 'p', 'e', 'E', 'N', 'S', '0', '_', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'T', '_', 'X', 'T', '0', '_', 'E', 'X', 'T', '1', '_', 'E', 'X', 'T', '2', '_', 'E', 'X', 'T', '7', '_', 'E', 'N', 'S', '0', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'N', 'S', 'A', '_', 'I', 'T', '3', '_', 'X', 'T', '4', '_', 'E', 'X', 'T', '5', '_', 'E', 'X', 'T', '6', '_', 'E', 'X', 'T', '8', '_', 'E', 'S', 'F', '_', 'E', 'E', 'E', 'U', 'l', 'N', 'S', '0', '_', '2', 'i', 'd', 'I', 'L', 'i', '1', 'E', 'E', 'E', 'E', '_'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+6];
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
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::Offset>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6OffsetEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+8];
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
    return "::sycl::detail::__pf_kernel_wrapper<::Offset>";
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
template <> struct KernelInfo<::Offset> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS6Offset"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+11];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "rtc_0.cpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::Offset";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 75;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 50;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 64; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::Square>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+13];
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
    return "::sycl::detail::__pf_kernel_wrapper<::Square>";
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
  static constexpr long getKernelSize() { return 24; }
};
template <> struct KernelInfo<::Square> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS6Square"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+15];
  }
  __SYCL_DLL_LOCAL
  static constexpr bool isESIMD() { return 0; }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFileName() {
#ifndef NDEBUG
    return "rtc_0.cpp";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr const char* getFunctionName() {
#ifndef NDEBUG
    return "::Square";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 121;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 47;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 16; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
