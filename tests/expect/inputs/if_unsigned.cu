// #if arithmetic as the preprocessor's: unsigned where an operand is (a u
// suffix, a literal above INTMAX_MAX), signed otherwise; an overflow or a
// division by zero leaves the condition undecided (dpopt computed all in
// signed arithmetic, kept the other branch, and died of a signal on
// INTMAX_MIN / -1).
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }
__global__ void parent(int *p)
{
#if -1 > 0u && 18446744073709551615 > 0 && (0u - 1) / 2 > 0x7ffffffffffffffe && (1 ? -1 : 0u) > 0
    child<<<1, 32>>>(p + threadIdx.x * 32, 1);
#else
    child<<<1, 32>>>(p + threadIdx.x * 32, 2);
#endif
}
__global__ void signed_parent(int *p)
{
#if -1 < 0 && (-8 >> 1) == -4 && (-1 >> 1u) < 0 && 0x7fffffffffffffff + 0 > 0
    child<<<1, 32>>>(p + threadIdx.x * 32, 3);
#else
    child<<<1, 32>>>(p + threadIdx.x * 32, 4);
#endif
}
// Undecided (kept as written): an overflow, a negative value shifted left,
// a shift past the width, a division by zero.
#if (-9223372036854775807 - 1) / -1
#define LANES 2
#else
#define LANES 1
#endif
#if 9223372036854775807 + 1 > 0 || 9223372036854775807 * 2 > 0 || -(-9223372036854775807 - 1) > 0
#endif
#if (-1 << 2) < 0 || (1 << 64) == 0 || (1 >> -1) == 0 || 1 % 0 == 0 || (-9223372036854775807 - 1) % -1 == 0
#endif
__global__ void lanes(int *p) { child<<<1, LANES>>>(p, 5); }
