// Vector constants in kernels, as DPC++ 2026.2's device IR has them in LLVM 22's text: splats
// (`splat (float 2.0)`, `splat (i32 7)`, `splat (half 0xH3800)`, `splat (double 1.0)`), per-lane
// vectors, a 16-lane vector of poison and undef lanes, 3-lane vectors, vector compares (<N x i1>
// results, sign-extended), SYCL's relational functions on vectors (`__spirv_FOrdGreaterThan` of half8),
// constants chosen per work-item, a select of half lanes as i16 bits and a vector LLVM narrowed to
// 7 lanes; float, half, double and int lanes, 2, 3, 4, 8 and 16 wide.
// tests/test_opencl_vector_constants.py runs every kernel from the OpenCL C the writer makes against
// DPC++'s own SPIR-V of the same compilation.
// Regenerate (from this folder):
//   ../../../../shared/tools/dpcpp-ir --device-only vector_constants.cpp OUT; cp OUT/device.ll .
// DPC++ makes one device image per set of optional features its kernels use (here fp64, fp16 and
// none); dpcpp-ir keeps the first (OUT/device.spv = device.spv, DoubleLanes2).  All three are
// sycl_spir64.spv, sycl_spir64_1.spv and sycl_spir64_2.spv, which the compiler dumps under
// SYCL_DUMP_IMAGES=1 in its working folder: run dpcpp-ir's dpcpp_rtc as dpcpp-ir does (its
// environment and -Xclang -fsycl-int-header/-footer options) in a folder of your own and copy them
// here as device.spv, device_1.spv and device_2.spv.
#include <sycl/sycl.hpp>

using namespace sycl;

class SplatFloat4;
class IntCompare8;
class Float3Lanes;
class HalfRelational8;
class DoubleLanes2;
class Int16Swizzle;
class PickConstant;
class HalfLaneSelect;
class NarrowedLoad16;

constexpr size_t kItems = 64;

template <class Name, class T, class F>
void launch(queue& q, const T* in, T* out, F body) {
  q.parallel_for<Name>(nd_range<1>(range<1>(kItems), range<1>(16)), [=](nd_item<1> it) {
    body(it.get_global_id(0), in, out);
  });
}

int main() {
  queue q;
  float* f = malloc_shared<float>(kItems * 4, q);
  float* fo = malloc_shared<float>(kItems * 4, q);
  int* n = malloc_shared<int>(kItems * 16, q);
  int* no = malloc_shared<int>(kItems * 16, q);
  half* h = malloc_shared<half>(kItems * 8, q);
  half* ho = malloc_shared<half>(kItems * 8, q);
  double* d = malloc_shared<double>(kItems * 2, q);
  double* dout = malloc_shared<double>(kItems * 2, q);
  float4* f4 = malloc_shared<float4>(kItems, q);
  float4* fo4 = malloc_shared<float4>(2 * kItems, q);
  launch<SplatFloat4>(q, f4, fo4, [](size_t i, const float4* in, float4* out) {
    float4 v = in[i];
    float4 r = v * 2.0f + float4(1.0f, 2.0f, 3.0f, 4.0f);
    out[i] = select(float4(0.0f), r, v > float4(0.5f));
  });
  launch<IntCompare8>(q, n, no, [](size_t i, const int* in, int* out) {
    int8 v;
    v.load(i, in);
    int8 r = v * 7 + int8(1, 2, 3, 4, 5, 6, 7, 8);
    select(int8(0), r, r > 10).store(i, out);
  });
  launch<Float3Lanes>(q, f, fo, [](size_t i, const float* in, float* out) {
    float3 v;
    v.load(i, in);
    (v * float3(0.5f, 1.5f, 2.5f) - 3.0f).store(i, out);
  });
  launch<HalfRelational8>(q, h, ho, [](size_t i, const half* in, half* out) {
    half8 v;
    v.load(i, in);
    half8 r = v * half8(half(0.5f)) + half8(1, 2, 3, 4, 5, 6, 7, 8);
    select(r, half8(half(-1.0f)), isgreater(v, half8(half(0.25f)))).store(i, out);
  });
  launch<DoubleLanes2>(q, d, dout, [](size_t i, const double* in, double* out) {
    double2 v;
    v.load(i, in);
    (v * double2(0.25, -4.0) + 1.0).store(i, out);
  });
  launch<Int16Swizzle>(q, n, no, [](size_t i, const int* in, int* out) {
    int16 v;
    v.load(i, in);
    int16 c(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    int16 s = v.swizzle<15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>();
    (s + c).store(i, out);
  });
  launch<PickConstant>(q, f4, fo4, [](size_t i, const float4* in, float4* out) {
    const float4 v = in[i];
    out[i] = v.x() > 0.0f ? float4(0.5f, -1.0f, 2.0f, 0.0f) : v;
    if (v.y() > 0.5f) out[i + kItems] = float4(0.25f, 0.0f, -3.0f, 8.0f);
  });
  // found by the fuzz campaign (gen_vector_programs.py, seed 20): LLVM selects lane 1 as the i16
  // bits of the halves; C's ?: promotes ushort operands to int, which as_half() refuses
  {
    buffer<half, 1> in_buffer(h, range<1>(kItems * 2)), out_buffer(ho, range<1>(kItems * 2));
    q.submit([&](handler& cgh) {
      accessor in(in_buffer, cgh, read_only);
      accessor out(out_buffer, cgh, write_only, no_init);
      cgh.parallel_for<HalfLaneSelect>(range<1>(kItems), [=](id<1> id) {
        const size_t i = id[0];
        half2 v;
        v.load(i, in.get_multi_ptr<access::decorated::no>());
        half2 t0 = v.swizzle<1, 1>();
        half2 t1 = select(t0, t0, isgreaterequal(t0, t0));
        half2 t2 = select(t1, v, islessequal(t1, v));
        half2 t3 = t2;
        t3[0] = v[0] + half(1.5f);
        half2 t4 = select(t3, t1, t3 <= t1);
        (t4 + v).store(i, out.get_multi_ptr<access::decorated::no>());
      });
    });
  }
  // found by the fuzz campaign (seed 37): only lane 6 of x1 ^ x1 ^ t0 is read, so LLVM loads a
  // <7 x i32>, a width OpenCL C lacks
  {
    buffer<int16, 1> in0(reinterpret_cast<int16*>(n), range<1>(kItems)), in1(reinterpret_cast<int16*>(no), range<1>(kItems));
    buffer<int16, 1> out_buffer{range<1>(kItems)};
    q.submit([&](handler& cgh) {
      accessor x(in0, cgh, read_only), y(in1, cgh, read_only);
      accessor out(out_buffer, cgh, write_only, no_init);
      cgh.parallel_for<NarrowedLoad16>(range<1>(kItems), [=](id<1> id) {
        const size_t i = id[0];
        const int16 x0 = x[i];
        const int16 x1 = y[i];
        int16 t0 = select(x1, int16(9), (x1 < int16(9)) && (x1 >= x0));
        int16 t1 = t0 ^ x1;
        int16 t2 = t1 ^ t0;
        int16 t3(t2[6]);
        int16 t4 = t3 + x0;
        out[i] = t4 + x0;
      });
    });
  }
  q.wait();
  free(f, q); free(fo, q); free(n, q); free(no, q); free(h, q); free(ho, q); free(d, q); free(dout, q);
  free(f4, q); free(fo4, q);
  return 0;
}
