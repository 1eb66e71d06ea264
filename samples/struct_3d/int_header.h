// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class Drift;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class Deposit;
class RelaxInterior;
class GridEnergy;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE",
  "_ZTS5Drift",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE",
  "_ZTS7Deposit",
  "_ZTS13RelaxInterior",
  "_ZTS10GridEnergy",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {8, 7, 4, 3, 2, 2, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_std_layout, 4, 40 },
  { kernel_param_kind_t::kind_std_layout, 4, 44 },
  { kernel_param_kind_t::kind_std_layout, 4, 48 },
  { kernel_param_kind_t::kind_std_layout, 4, 52 },
  { kernel_param_kind_t::kind_std_layout, 8, 56 },
  { kernel_param_kind_t::kind_std_layout, 8, 64 },

  //--- _ZTS5Drift
  { kernel_param_kind_t::kind_accessor, 4062, 0 },
  { kernel_param_kind_t::kind_std_layout, 4, 32 },
  { kernel_param_kind_t::kind_std_layout, 4, 36 },
  { kernel_param_kind_t::kind_std_layout, 4, 40 },
  { kernel_param_kind_t::kind_std_layout, 4, 44 },
  { kernel_param_kind_t::kind_std_layout, 8, 48 },
  { kernel_param_kind_t::kind_std_layout, 8, 56 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE
  { kernel_param_kind_t::kind_std_layout, 24, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 24 },
  { kernel_param_kind_t::kind_accessor, 4062, 32 },
  { kernel_param_kind_t::kind_accessor, 8158, 64 },

  //--- _ZTS7Deposit
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 8158, 40 },

  //--- _ZTS13RelaxInterior
  { kernel_param_kind_t::kind_accessor, 8158, 0 },
  { kernel_param_kind_t::kind_accessor, 8158, 80 },

  //--- _ZTS10GridEnergy
  { kernel_param_kind_t::kind_accessor, 8158, 0 },
  { kernel_param_kind_t::kind_accessor, 8158, 80 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::Drift>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5DriftEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 8; }
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
    return "::sycl::detail::__pf_kernel_wrapper<::Drift>";
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
template <> struct KernelInfo<::Drift> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS5Drift"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 7; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+8];
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
    return "::Drift";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 69;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 53;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 64; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::Deposit>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7DepositEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 4; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+15];
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
    return "::sycl::detail::__pf_kernel_wrapper<::Deposit>";
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
template <> struct KernelInfo<::Deposit> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS7Deposit"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 3; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+19];
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
    return "::Deposit";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 86;
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
  static constexpr long getKernelSize() { return 120; }
};
template <> struct KernelInfo<::RelaxInterior> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS13RelaxInterior"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+22];
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
    return "::RelaxInterior";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 103;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 37;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 160; }
};
template <> struct KernelInfo<::GridEnergy> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS10GridEnergy"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 2; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+24];
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
    return "::GridEnergy";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 115;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 34;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 160; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
