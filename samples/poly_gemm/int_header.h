// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class GemmRangeKernel;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class GemmNdRangeKernel;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE",
  "_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel",
  "_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {7, 6, 8, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE
  { kernel_param_kind_t::kind_std_layout, 16, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 16 },
  { kernel_param_kind_t::kind_accessor, 6110, 24 },
  { kernel_param_kind_t::kind_accessor, 6110, 80 },
  { kernel_param_kind_t::kind_accessor, 6110, 136 },
  { kernel_param_kind_t::kind_std_layout, 4, 192 },
  { kernel_param_kind_t::kind_std_layout, 4, 196 },

  //--- _ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 6110, 8 },
  { kernel_param_kind_t::kind_accessor, 6110, 64 },
  { kernel_param_kind_t::kind_accessor, 6110, 120 },
  { kernel_param_kind_t::kind_std_layout, 4, 176 },
  { kernel_param_kind_t::kind_std_layout, 4, 180 },

  //--- _ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_std_layout, 8, 16 },
  { kernel_param_kind_t::kind_accessor, 6110, 24 },
  { kernel_param_kind_t::kind_std_layout, 4, 80 },
  { kernel_param_kind_t::kind_std_layout, 4, 84 },
  { kernel_param_kind_t::kind_accessor, 6110, 88 },
  { kernel_param_kind_t::kind_accessor, 6110, 144 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<GemmRangeKernel>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN9GemmRange11submit_gemmERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E15GemmRangeKernelEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 7; }
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
    return "::sycl::detail::__pf_kernel_wrapper<GemmRangeKernel>";
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
  static constexpr long getKernelSize() { return 200; }
};
template <> struct KernelInfo<GemmRangeKernel> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 6; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+7];
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
    return "GemmRangeKernel";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 116;
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
  static constexpr long getKernelSize() { return 184; }
};
template <> struct KernelInfo<GemmNdRangeKernel> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 8; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+13];
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
    return "GemmNdRangeKernel";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 144;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 19;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 200; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
