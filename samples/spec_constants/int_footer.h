#include <sycl/detail/defines_elementary.hpp>
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kIters>() {
  return "____ZL6kIters";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kTaps>() {
  return "____ZL5kTaps";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kGain>() {
  return "____ZL5kGain";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kMask>() {
  return "____ZL5kMask";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kShift>() {
  return "____ZL6kShift";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kBase>() {
  return "____ZL5kBase";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kCoeffs>() {
  return "____ZL7kCoeffs";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kWeights>() {
  return "____ZL8kWeights";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kMode>() {
  return "____ZL5kMode";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
#include <sycl/detail/spec_const_integration.hpp>
