/*
 * Stamps per depth of qsb's recursion (globaltimer, ns), for flat.cu and
 * dpopt's programs alike, covering what ../../next-plan-2026-12-19/
 * level-append/qsl.h does not: a block's whole life. qse_block, declared
 * first in the kernel (dpopt's fused kernel too, before it finds its
 * launch), notes thread 0's start and end of the block; qse_body, declared
 * first in the original body, its start and end. qse_report() prints, per
 * depth: blocks, the span of the blocks' lives (first start to last end,
 * us from the root's start), and the mean of a block's entry (block start
 * to body start), body and exit (body end to block end: dpopt's flush).
 * Not a benchmark: the atomics cost time of their own.
 *
 * This copy (qso.h) also counts, per depth, how many blocks an SM held when
 * a block started there (the block included): the largest such count, its
 * mean, and how many SMs the depth's blocks ran on; the question is whether
 * dpopt's wide levels hold fewer blocks an SM than flat.cu's.
 */
#ifndef QSO_H
#define QSO_H

#include <cstdio>
#include <cuda_runtime.h>

#define QSE_DEPTHS 64

/* qse_first_not holds ~start, so that zeroed memory means no block yet and atomicMax finds the earliest */
static __device__ unsigned long long qse_first_not[QSE_DEPTHS], qse_last[QSE_DEPTHS];
static __device__ unsigned long long qse_entry[QSE_DEPTHS], qse_body[QSE_DEPTHS], qse_exit[QSE_DEPTHS];
static __device__ unsigned int qse_blocks[QSE_DEPTHS];
#define QSO_SMS 256
static __device__ unsigned int qso_live[QSO_SMS], qso_max_live[QSE_DEPTHS];
static __device__ unsigned long long qso_sum_live[QSE_DEPTHS], qso_sms[QSE_DEPTHS][QSO_SMS / 64];

static __device__ __forceinline__ unsigned int qso_smid()
{
    unsigned int s;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
    return s % QSO_SMS;
}

static __device__ __forceinline__ unsigned long long qse_now()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

static __device__ __forceinline__ int qse_depth(int d) { return d < QSE_DEPTHS ? d : QSE_DEPTHS - 1; }

/* The body's start and end, shared with the block's stamp (thread 0 writes, thread 0 reads). */
struct qse_marks {
    unsigned long long body_start, body_end;
};

/* One per block, in shared memory: the kernel's stamp and the body's find it alike. */
static __device__ __forceinline__ qse_marks *qse_marks_of_block()
{
    __shared__ qse_marks marks;
    return &marks;
}

struct qse_block {
    int depth;
    unsigned long long start;
    qse_marks *marks;
    unsigned int sm;
    __device__ qse_block(int d, qse_marks *m) : depth(qse_depth(d)), start(0), marks(m), sm(0)
    {
        if (threadIdx.x == 0) {
            start = qse_now();
            sm = qso_smid();
            const unsigned int live = atomicAdd(&qso_live[sm], 1u) + 1u;
            atomicMax(&qso_max_live[depth], live);
            atomicAdd(&qso_sum_live[depth], (unsigned long long)live);
            atomicOr(&qso_sms[depth][sm / 64], 1ull << (sm % 64));
            m->body_start = m->body_end = 0;
            atomicMax(&qse_first_not[depth], ~start);
        }
    }
    __device__ ~qse_block()
    {
        if (threadIdx.x == 0) {
            const unsigned long long end = qse_now();
            atomicMax(&qse_last[depth], end);
            if (marks->body_start) {
                atomicAdd(&qse_entry[depth], marks->body_start - start);
                atomicAdd(&qse_body[depth], marks->body_end - marks->body_start);
                atomicAdd(&qse_exit[depth], end - marks->body_end);
            }
            atomicAdd(&qse_blocks[depth], 1u);
            atomicSub(&qso_live[sm], 1u);
        }
    }
};

struct qse_body_scope {
    qse_marks *marks;
    __device__ explicit qse_body_scope(qse_marks *m) : marks(m)
    {
        if (threadIdx.x == 0)
            m->body_start = qse_now();
    }
    __device__ ~qse_body_scope()
    {
        if (threadIdx.x == 0)
            marks->body_end = qse_now();
    }
};

static void qse_clear()
{
    unsigned long long zeros[QSE_DEPTHS] = {0};
    unsigned int zn[QSE_DEPTHS] = {0};
    cudaMemcpyToSymbol(qse_first_not, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qse_last, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qse_entry, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qse_body, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qse_exit, zeros, sizeof zeros);
    cudaMemcpyToSymbol(qse_blocks, zn, sizeof zn);
    cudaMemcpyToSymbol(qso_max_live, zn, sizeof zn);
    cudaMemcpyToSymbol(qso_sum_live, zeros, sizeof zeros);
    static unsigned long long zs[QSE_DEPTHS][QSO_SMS / 64];
    cudaMemcpyToSymbol(qso_sms, zs, sizeof zs);
}

static void qse_report()
{
    unsigned long long first[QSE_DEPTHS], last[QSE_DEPTHS], entry[QSE_DEPTHS], body[QSE_DEPTHS], exit_[QSE_DEPTHS];
    unsigned int blocks[QSE_DEPTHS];
    cudaMemcpyFromSymbol(first, qse_first_not, sizeof first);
    for (int d = 0; d < QSE_DEPTHS; d++)
        first[d] = ~first[d];
    cudaMemcpyFromSymbol(last, qse_last, sizeof last);
    cudaMemcpyFromSymbol(entry, qse_entry, sizeof entry);
    cudaMemcpyFromSymbol(body, qse_body, sizeof body);
    cudaMemcpyFromSymbol(exit_, qse_exit, sizeof exit_);
    cudaMemcpyFromSymbol(blocks, qse_blocks, sizeof blocks);
    unsigned int max_live[QSE_DEPTHS];
    unsigned long long sum_live[QSE_DEPTHS], sms[QSE_DEPTHS][QSO_SMS / 64];
    cudaMemcpyFromSymbol(max_live, qso_max_live, sizeof max_live);
    cudaMemcpyFromSymbol(sum_live, qso_sum_live, sizeof sum_live);
    cudaMemcpyFromSymbol(sms, qso_sms, sizeof sms);
    const unsigned long long t0 = first[0];
    printf("QSE depth blocks first_us last_us span_us entry_us body_us exit_us max_live mean_live sms\n");
    for (int d = 0; d < QSE_DEPTHS && blocks[d]; d++)
    {
        int used = 0;
        for (int w = 0; w < QSO_SMS / 64; w++)
            used += __builtin_popcountll(sms[d][w]);
        printf("QSE %d %u %.1f %.1f %.1f %.2f %.2f %.2f %u %.2f %d\n", d, blocks[d], (first[d] - t0) / 1e3,
               (last[d] - t0) / 1e3, (last[d] - first[d]) / 1e3, entry[d] / 1e3 / blocks[d], body[d] / 1e3 / blocks[d],
               exit_[d] / 1e3 / blocks[d], max_live[d], (double)sum_live[d] / blocks[d], used);
    }
    qse_clear();
}

#endif
