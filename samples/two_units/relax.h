// relax: one damped 3-point smoothing sweep of a 1-D signal, from `in` into `out` (both n floats).
// Defined in relax.cpp, which submits the RelaxKernel kernel; the caller owns the buffers.
#pragma once

#include <sycl/sycl.hpp>

#include <cstddef>

void relax(sycl::queue& q, sycl::buffer<float, 1>& in, sycl::buffer<float, 1>& out, std::size_t n, float w);

// Host reference of the same sweep (inline, so both units and the checker agree on the formula).
inline float relax_point(float left, float centre, float right, float w) {
  return (1.0f - w) * centre + w * 0.5f * (left + right);
}
