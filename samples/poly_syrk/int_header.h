// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class SyrkLower;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class Syr2kLower;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE",
  "_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE",
  "_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {6, 5, 7, 6, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE
  { kernel_param_kind_t::kind_std_layout, 16, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 16 },
  { kernel_param_kind_t::kind_accessor, 6110, 24 },
  { kernel_param_kind_t::kind_accessor, 6110, 80 },
  { kernel_param_kind_t::kind_std_layout, 4, 136 },
  { kernel_param_kind_t::kind_std_layout, 4, 140 },

  //--- _ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 6110, 8 },
  { kernel_param_kind_t::kind_accessor, 6110, 64 },
  { kernel_param_kind_t::kind_std_layout, 4, 120 },
  { kernel_param_kind_t::kind_std_layout, 4, 124 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE
  { kernel_param_kind_t::kind_std_layout, 16, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 16 },
  { kernel_param_kind_t::kind_accessor, 6110, 24 },
  { kernel_param_kind_t::kind_std_layout, 4, 80 },
  { kernel_param_kind_t::kind_accessor, 6110, 88 },
  { kernel_param_kind_t::kind_std_layout, 4, 144 },
  { kernel_param_kind_t::kind_accessor, 6110, 152 },

  //--- _ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 6110, 8 },
  { kernel_param_kind_t::kind_std_layout, 4, 64 },
  { kernel_param_kind_t::kind_accessor, 6110, 72 },
  { kernel_param_kind_t::kind_std_layout, 4, 128 },
  { kernel_param_kind_t::kind_accessor, 6110, 136 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<SyrkLower>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 6; }
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
    return "::sycl::detail::__pf_kernel_wrapper<SyrkLower>";
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
  static constexpr long getKernelSize() { return 144; }
};
template <> struct KernelInfo<SyrkLower> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 5; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+6];
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
    return "SyrkLower";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 101;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 75;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 128; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<Syr2kLower>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 7; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+11];
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
    return "::sycl::detail::__pf_kernel_wrapper<Syr2kLower>";
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
  static constexpr long getKernelSize() { return 208; }
};
template <> struct KernelInfo<Syr2kLower> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 6; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+18];
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
    return "Syr2kLower";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 168;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 76;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 192; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
