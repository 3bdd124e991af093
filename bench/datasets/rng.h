/*
 * bench/datasets/rng.h - the seeded, deterministic PRNG of the benchmark suite.
 *
 * splitmix64 expands a 64-bit seed into the state of xoshiro256**; the same
 * seed gives the same stream on every machine and compiler (no rand()).
 * Header-only, C11 and C++.
 */
#ifndef BENCH_RNG_H
#define BENCH_RNG_H

#include <stdint.h>

typedef struct bench_rng {
    uint64_t s[4];
} bench_rng;

static inline uint64_t bench_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline void bench_rng_seed(bench_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = bench_splitmix64(&x);
}

static inline uint64_t bench_rotl64(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

/* xoshiro256** */
static inline uint64_t bench_rng_u64(bench_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = bench_rotl64(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = bench_rotl64(s[3], 45);
    return result;
}

/* uniform in [0, bound), unbiased (rejection); bound > 0 */
static inline uint64_t bench_rng_below(bench_rng *r, uint64_t bound)
{
    uint64_t threshold = (0 - bound) % bound; /* 2^64 mod bound */
    for (;;) {
        uint64_t x = bench_rng_u64(r);
        if (x >= threshold)
            return x % bound;
    }
}

/* uniform double in [0, 1) with 53 random bits */
static inline double bench_rng_double(bench_rng *r)
{
    return (double)(bench_rng_u64(r) >> 11) * (1.0 / 9007199254740992.0);
}

#endif /* BENCH_RNG_H */
