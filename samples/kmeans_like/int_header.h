// This is auto-generated SYCL integration header.

#include <sycl/detail/defines_elementary.hpp>
#include <sycl/detail/kernel_desc.hpp>
#include <sycl/ext/oneapi/experimental/free_function_traits.hpp>
#include <sycl/access/access.hpp>

#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif //SYCL_LANGUAGE_VERSION

// Forward declarations of templated kernel function types:
class AssignPoints;
namespace sycl { inline namespace _V1 { namespace detail { 
template <typename Name> class __pf_kernel_wrapper;
}}}
class UpdateCentroids;

namespace sycl {
inline namespace _V1 {
namespace detail {
// names of all kernels defined in the corresponding source
static constexpr
const char* const kernel_names[] = {
  "_ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE",
  "_ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE",
  "_ZTS12AssignPoints",
  "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE",
  "_ZTS15UpdateCentroids",
  "",
};

static constexpr unsigned kernel_args_sizes[] = {1, 1, 7, 6, 7, 6, 4294967295, 
};

// array representing signatures of all kernels defined in the
// corresponding source
static constexpr
const kernel_param_desc_t kernel_signatures[] = {
  //--- _ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE
  { kernel_param_kind_t::kind_accessor, 4062, 0 },

  //--- _ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE
  { kernel_param_kind_t::kind_accessor, 4062, 0 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 16 },
  { kernel_param_kind_t::kind_accessor, 4062, 48 },
  { kernel_param_kind_t::kind_accessor, 4062, 80 },
  { kernel_param_kind_t::kind_accessor, 4062, 112 },
  { kernel_param_kind_t::kind_accessor, 4062, 144 },

  //--- _ZTS12AssignPoints
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },
  { kernel_param_kind_t::kind_accessor, 4062, 72 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },
  { kernel_param_kind_t::kind_accessor, 4062, 136 },

  //--- _ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_std_layout, 8, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 16 },
  { kernel_param_kind_t::kind_accessor, 4062, 48 },
  { kernel_param_kind_t::kind_accessor, 4062, 80 },
  { kernel_param_kind_t::kind_accessor, 4062, 112 },
  { kernel_param_kind_t::kind_accessor, 4062, 144 },

  //--- _ZTS15UpdateCentroids
  { kernel_param_kind_t::kind_std_layout, 8, 0 },
  { kernel_param_kind_t::kind_accessor, 4062, 8 },
  { kernel_param_kind_t::kind_accessor, 4062, 40 },
  { kernel_param_kind_t::kind_accessor, 4062, 72 },
  { kernel_param_kind_t::kind_accessor, 4062, 104 },
  { kernel_param_kind_t::kind_accessor, 4062, 136 },

  { kernel_param_kind_t::kind_invalid, -987654321, -987654321 }, 
};

} // namespace detail
} // namespace _V1
} // namespace sycl
// Specializations of KernelInfo for kernel function types:
namespace sycl {
inline namespace _V1 {
namespace detail {
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', '5', 'T', 'o', 'u', 'c', 'h', 'I', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'f', 'L', 'i', '1', 'E', 'L', 'N', 'S', '1', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '6', 'E', 'L', 'N', 'S', '3', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '3', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'N', 'S', '1', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'E'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS5TouchIN4sycl3_V18accessorIfLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE"; }
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
    return "::Touch<::sycl::accessor<float, 1, static_cast<::sycl::access::mode>(1026), static_cast<::sycl::access::target>(2014), static_cast<::sycl::access::placeholder>(0), ::sycl::ext::oneapi::accessor_property_list<>>>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 20;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 8;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 32; }
};
template <> struct KernelInfoData<'_', 'Z', 'T', 'S', '5', 'T', 'o', 'u', 'c', 'h', 'I', 'N', '4', 's', 'y', 'c', 'l', '3', '_', 'V', '1', '8', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', 'I', 'i', 'L', 'i', '1', 'E', 'L', 'N', 'S', '1', '_', '6', 'a', 'c', 'c', 'e', 's', 's', '4', 'm', 'o', 'd', 'e', 'E', '1', '0', '2', '6', 'E', 'L', 'N', 'S', '3', '_', '6', 't', 'a', 'r', 'g', 'e', 't', 'E', '2', '0', '1', '4', 'E', 'L', 'N', 'S', '3', '_', '1', '1', 'p', 'l', 'a', 'c', 'e', 'h', 'o', 'l', 'd', 'e', 'r', 'E', '0', 'E', 'N', 'S', '1', '_', '3', 'e', 'x', 't', '6', 'o', 'n', 'e', 'a', 'p', 'i', '2', '2', 'a', 'c', 'c', 'e', 's', 's', 'o', 'r', '_', 'p', 'r', 'o', 'p', 'e', 'r', 't', 'y', '_', 'l', 'i', 's', 't', 'I', 'J', 'E', 'E', 'E', 'E', 'E', 'E'> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS5TouchIN4sycl3_V18accessorIiLi1ELNS1_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS1_3ext6oneapi22accessor_property_listIJEEEEEE"; }
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
    return "::Touch<::sycl::accessor<int, 1, static_cast<::sycl::access::mode>(1026), static_cast<::sycl::access::target>(2014), static_cast<::sycl::access::placeholder>(0), ::sycl::ext::oneapi::accessor_property_list<>>>";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 20;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 8;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 32; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::AssignPoints>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12AssignPointsEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 7; }
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
    return "::sycl::detail::__pf_kernel_wrapper<::AssignPoints>";
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
  static constexpr long getKernelSize() { return 176; }
};
template <> struct KernelInfo<::AssignPoints> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS12AssignPoints"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 6; }
  __SYCL_DLL_LOCAL
  static constexpr const kernel_param_desc_t& getParamDesc(unsigned i) {
    return kernel_signatures[i+9];
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
    return "::AssignPoints";
#else
    return "";
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getLineNumber() {
#ifndef NDEBUG
    return 81;
#else
    return 0;
#endif
  }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getColumnNumber() {
#ifndef NDEBUG
    return 55;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 168; }
};
template <> struct KernelInfo<::sycl::detail::__pf_kernel_wrapper<::UpdateCentroids>> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15UpdateCentroidsEE"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 7; }
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
    return "::sycl::detail::__pf_kernel_wrapper<::UpdateCentroids>";
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
  static constexpr long getKernelSize() { return 176; }
};
template <> struct KernelInfo<::UpdateCentroids> {
  __SYCL_DLL_LOCAL
  static constexpr const char* getName() { return "_ZTS15UpdateCentroids"; }
  __SYCL_DLL_LOCAL
  static constexpr unsigned getNumParams() { return 6; }
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
    return "::UpdateCentroids";
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
    return 58;
#else
    return 0;
#endif
  }
  // Returns the size of the kernel object in bytes.
  __SYCL_DLL_LOCAL
  static constexpr long getKernelSize() { return 168; }
};

} // namespace detail
} // namespace _V1
} // namespace sycl
