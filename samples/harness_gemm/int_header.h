// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class HarnessGemm;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class HarnessMatVec;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_",
  "_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE",
  "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE",
  "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {1, 1, 5, 4, 5, 4, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_
  { kernel_param_kind_t::kind_accessor, 6110, 0 },

  //--- _ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_
  { kernel_param_kind_t::kind_accessor, 4062, 0 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE
  { kernel_param_kind_t::kind_std_layout, 16, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 16 },
  { kernel_param_kind_t::kind_accessor, 6110, 24 },
  { kernel_param_kind_t::kind_accessor, 6110, 80 },
  { kernel_param_kind_t::kind_accessor, 6110, 136 },

  //--- _ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 6110, 8 },
  { kernel_param_kind_t::kind_accessor, 6110, 64 },
  { kernel_param_kind_t::kind_accessor, 6110, 120 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 6110, 16 },
  { kernel_param_kind_t::kind_accessor, 4062, 72 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },

  //--- _ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 6110, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 64 },
  { kernel_param_kind_t::kind_accessor, 4062, 96 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'Z', 'Z', 'N', '1', '3', 'B', 'u', 'f', 'f', 'e', 'r', 'W', 'r', 'a', 'p', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '2', 'E', 'E', '1', '0', 'i', 'n', 'i', 't', 'i', 'a', 'l', 'i', 'z', 'e', 'E', 'R', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '5', 'q', 'u', 'e', 'u', 'e', 'E', 'P', 'f', 'N', 'S', '2', '_', '5', 'r', 'a', 'n', 'g', 'e', 'I', 'L', 'i', '2', 'E', 'E', 'E', 'E', 'N', 'K', 'U', 'l', 'R', 'N', 'S', '2', '_', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', 'E', 'E', '_', 'c', 'l', 'E', 'S', '9', '_', 'E', 'U', 'l', 'v', 'E', '_'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN13BufferWrapperIfLi2EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi2EEEENKUlRNS2_7handlerEE_clES9_EUlvE_"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 1; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+0];
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
    return "class (lambda)";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 39;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 23;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 56; }
};
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', 'Z', 'Z', 'N', '1', '3', 'B', 'u', 'f', 'f', 'e', 'r', 'W', 'r', 'a', 'p', 'p', 'e', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'E', '1', '0', 'i', 'n', 'i', 't', 'i', 'a', 'l', 'i', 'z', 'e', 'E', 'R', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '5', 'q', 'u', 'e', 'u', 'e', 'E', 'P', 'f', 'N', 'S', '2', '_', '5', 'r', 'a', 'n', 'g', 'e', 'I', 'L', 'i', '1', 'E', 'E', 'E', 'E', 'N', 'K', 'U', 'l', 'R', 'N', 'S', '2', '_', '7', 'h', 'a', 'n', 'd', 'l', 'e', 'r', 'E', 'E', '_', 'c', 'l', 'E', 'S', '9', '_', 'E', 'U', 'l', 'v', 'E', '_'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN13BufferWrapperIfLi1EE10initializeERN4sycl3_V15queueEPfNS2_5rangeILi1EEEENKUlRNS2_7handlerEE_clES9_EUlvE_"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 1; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+1];
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
    return "class (lambda)";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 39;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 23;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 32; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<HarnessGemm>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_E11HarnessGemmEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 5; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+2];
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
    return "::sycl::detail::__pf_kernel_wrapper<HarnessGemm>";
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
  static constexpr long getKernelSize() { return 192; }
};
template <> struct KernelInfo<HarnessGemm> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 4; }
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
    return "HarnessGemm";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 80;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 83;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 176; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<HarnessMatVec>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN13MatrixKernels3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_E13HarnessMatVecEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 5; }
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
    return "::sycl::detail::__pf_kernel_wrapper<HarnessMatVec>";
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
  static constexpr long getKernelSize() { return 136; }
};
template <> struct KernelInfo<HarnessMatVec> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 4; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+16];
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
    return "HarnessMatVec";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 89;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 73;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 128; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
