#include <sycl/detail/defines_elementary.hpp>
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kFactor>() {
  return "____ZL7kFactor";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kLimits>() {
  return "____ZL7kLimits";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
namespace sycl {
inline namespace _V1 {
namespace detail {
template<>
inline const char *get_spec_constant_symbolic_ID_impl<::kOffset>() {
  return "____ZL7kOffset";
}
} // namespace detail
} // namespace _V1
} // namespace sycl
#include <sycl/detail/spec_const_integration.hpp>
