/*
 * bench/common/harness.h - the benchmark harness shared by every application.
 *
 * One binary = one application x one variant: bench/apps/<app>/main.cu + one
 * variant file (cdp.cu, flat.cu, flat_lb.cu or a dpopt output) + this harness
 * (bench/build/libbench.a), built with
 *     nvcc -O3 -arch=sm_90 -rdc=true -DBENCH_VARIANT='"cdp"' \
 *          -Ibench/common -Ibench/datasets -Ibench/apps/<app> -Iruntime/include \
 *          main.cu cdp.cu bench/build/libbench.a -lcudadevrt
 *
 * Command line understood by every binary (bench_parse_args):
 *     --dataset NAME   dataset to load or generate (default: the app's default)
 *     --runs N         timed runs (default 10; at least 1)
 *     --warmup N       untimed warm-up runs (default 2)
 *     --min-time MS    after the N timed runs, more until their times add up to MS
 *                      (default 0: none), at most --max-runs in all (default 200);
 *                      a run of tens of microseconds varies by more than the
 *                      differences between variants, so a short dataset's median is
 *                      taken over many runs (as Google Benchmark's --benchmark_min_time)
 *     --csv FILE       append one CSV row (header written when FILE is new/empty)
 *     --variant NAME   variant name to report (default: -DBENCH_VARIANT)
 *     --data-dir DIR   folder of real datasets (default $BENCH_DATA_DIR, else bench/data)
 *     --seed N         seed for generated datasets (default 1)
 *     --param KEY=VAL  app-specific parameter (repeatable; read with bench_param*)
 *     --quiet          only the result line on stdout
 *
 * Example main.cu:
 *
 *     #include "harness.h"
 *     #include "bfs.h"
 *
 *     typedef struct { bfs_graph_dev g; int *d_level; int *h_level; const int *ref; int n; } ctx_t;
 *     static void reset(void *p)  { ctx_t *c = (ctx_t *)p;        // not timed
 *         CHECK_CUDA(cudaMemset(c->d_level, 0xff, c->n * sizeof(int))); }   // poison
 *     static void run(void *p)    { ctx_t *c = (ctx_t *)p;        // timed
 *         bfs_variant_run(&c->g, 0, c->d_level); }
 *     static int verify(void *p, char *msg, size_t len) { ctx_t *c = (ctx_t *)p;
 *         CHECK_CUDA(cudaMemcpy(c->h_level, c->d_level, c->n * sizeof(int), cudaMemcpyDeviceToHost));
 *         return bench_compare_int("level", c->h_level, c->ref, c->n, msg, len) == 0; }
 *
 *     int main(int argc, char **argv) {
 *         bench_opts o;
 *         bench_parse_args(argc, argv, "bfs", "rmat12", &o);
 *         ... load/generate dataset, CPU reference, upload ...
 *         bench_set_pending_launch_limit(n_vertices);            // upper bound of launches
 *         ctx_t c = { ... };
 *         bench_case bc = { &c, reset, run, verify };
 *         return bench_run_case(&o, &bc);   // warm-up, timed runs, verify each, report
 *     }
 *
 * bench_run_case: for each of warmup+runs runs: reset (untimed), clear the
 * device-side launch error counter, CUDA event, run, CUDA event, synchronize,
 * check the counter, verify (untimed).  Prints one result line
 *     RESULT app=bfs variant=cdp dataset=rmat12 median_ms=... min_ms=... max_ms=... runs=10 verified=true
 * or, if any run failed verification,  "... verified=false FAIL" with no times,
 * appends the CSV row, and returns the process exit status (0 ok, 1 FAIL).
 *
 * CSV columns: app,variant,dataset,gpu,cuda_version,median_ms,min_ms,max_ms,
 *              runs,verified,date,driver_version,status,note
 */
#ifndef BENCH_HARNESS_H
#define BENCH_HARNESS_H

#include <cuda_runtime.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "unknown"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- error checking ------------------------------------------------------ */

void bench_fail_cuda(cudaError_t err, const char *what, const char *file, int line);

/* Check a CUDA runtime call; on error print file:line and exit(2). */
#define CHECK_CUDA(call)                                                       \
    do {                                                                       \
        cudaError_t bench_err_ = (call);                                       \
        if (bench_err_ != cudaSuccess)                                         \
            bench_fail_cuda(bench_err_, #call, __FILE__, __LINE__);            \
    } while (0)

/* Check the kernel launch just made from the host (configuration errors). */
#define CHECK_LAUNCH()                                                         \
    do {                                                                       \
        cudaError_t bench_err_ = cudaGetLastError();                           \
        if (bench_err_ != cudaSuccess)                                         \
            bench_fail_cuda(bench_err_, "kernel launch", __FILE__, __LINE__);  \
    } while (0)

/* Check the launch and wait for it: use where the host needs the result. */
#define CHECK_LAUNCH_SYNC()                                                    \
    do {                                                                       \
        CHECK_LAUNCH();                                                        \
        CHECK_CUDA(cudaDeviceSynchronize());                                   \
    } while (0)

/* ---- device-side launch checking (CDP programs) -------------------------- */

#if defined(__CUDACC__) && !defined(BENCH_WHOLE_PROGRAM)
/* Number of device-side launches that failed (e.g. pending-launch pool full).
 * Cleared by bench_run_case before every run and checked after it: a run with
 * a lost launch fails.  Defined in harness.cu (needs -rdc=true). */
extern __device__ unsigned int bench_device_launch_errors;

/* Counts one failed device-side launch. The CDP programs write
 *     if (cudaGetLastError() != cudaSuccess) bench_count_launch_error();
 * right after each launch, the query in their own code, where dpopt sees it
 * (a kernel made persistent by launch removal may not call the device
 * runtime, so dpopt replaces the query there). */
static __device__ __forceinline__ void bench_count_launch_error(void)
{
    atomicAdd(&bench_device_launch_errors, 1u);
}
#elif defined(__CUDACC__)
/* A program built whole (no -rdc: dpopt's output launches nothing from the
 * device, bench/run-whole) has no launch that could fail; the query that
 * guards this call reads cudaSuccess. Should one run anyway, the run fails. */
static __device__ __forceinline__ void bench_count_launch_error(void) { __trap(); }
#endif

void bench_device_errors_clear(void);
unsigned int bench_device_errors_read(void);

/* Set cudaLimitDevRuntimePendingLaunchCount to max(upper_bound + upper_bound/8 + 64,
 * 2048) so a CDP program is never penalised by pool overflow.  Call before the
 * first kernel launch; every app calls it (it is harmless for non-CDP variants).
 * Environment BENCH_PENDING_LAUNCH_LIMIT=N forces N instead (experiments only). */
void bench_set_pending_launch_limit(size_t upper_bound_of_launches);

/* ---- options ------------------------------------------------------------- */

#define BENCH_MAX_PARAMS 16

typedef struct bench_opts {
    const char *app;
    const char *variant;
    const char *dataset;
    const char *csv;       /* NULL: no CSV */
    const char *data_dir;  /* folder of real datasets */
    int runs;
    int warmup;
    double min_time_ms; /* more timed runs until they add up to this */
    int max_runs;       /* at most this many timed runs in all */
    int quiet;
    uint64_t seed;
    int nparams;
    const char *param_key[BENCH_MAX_PARAMS];
    const char *param_val[BENCH_MAX_PARAMS];
} bench_opts;

void bench_parse_args_(int argc, char **argv, const char *app, const char *default_dataset,
                       const char *compiled_variant, bench_opts *o);
#define bench_parse_args(argc, argv, app, default_dataset, opts)              \
    bench_parse_args_((argc), (argv), (app), (default_dataset), BENCH_VARIANT, (opts))

/* App-specific --param KEY=VAL lookups (dflt when absent). */
const char *bench_param(const bench_opts *o, const char *key, const char *dflt);
long long bench_param_int(const bench_opts *o, const char *key, long long dflt);
double bench_param_double(const bench_opts *o, const char *key, double dflt);

/* data_dir + "/" + file in a static buffer; exits with a message if unreadable
 * (hint: run bench/fetch-datasets). */
const char *bench_data_path(const bench_opts *o, const char *file);

/* Printf to stderr unless --quiet. */
void bench_log(const bench_opts *o, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ---- timing -------------------------------------------------------------- */

typedef struct bench_timer {
    cudaEvent_t start, stop;
} bench_timer;

void bench_timer_init(bench_timer *t);
void bench_timer_start(bench_timer *t);     /* records start on stream 0 */
float bench_timer_stop(bench_timer *t);     /* records stop, syncs, returns ms */
void bench_timer_destroy(bench_timer *t);

typedef struct bench_stats {
    double median_ms, min_ms, max_ms;
} bench_stats;

bench_stats bench_compute_stats(const double *ms, int n);

/* ---- verification helpers -------------------------------------------------
 * Each returns the number of mismatching elements (0 = equal) and describes
 * the first mismatch in msg. */
size_t bench_compare_int(const char *what, const int *got, const int *ref, size_t n,
                         char *msg, size_t msglen);
size_t bench_compare_u32(const char *what, const unsigned int *got, const unsigned int *ref,
                         size_t n, char *msg, size_t msglen);
/* |got-ref| <= abs_tol + rel_tol*|ref|; NaN never matches. */
size_t bench_compare_float(const char *what, const float *got, const float *ref, size_t n,
                           double rel_tol, double abs_tol, char *msg, size_t msglen);

/* ---- the measurement loop ------------------------------------------------ */

typedef struct bench_case {
    void *ctx;
    void (*reset)(void *ctx);                            /* untimed, before every run */
    void (*run)(void *ctx);                              /* timed: the variant call */
    int (*verify)(void *ctx, char *msg, size_t msglen);  /* untimed, after every run; 1 = ok */
} bench_case;

/* Warm-up + timed runs, verification of every run, report.  Returns exit status. */
int bench_run_case(const bench_opts *o, const bench_case *c);

/* ---- reporting (bench_run_case calls these; usable directly) -------------- */

typedef struct bench_device_info {
    char gpu[256];
    char cuda_version[32];    /* runtime, e.g. "13.0" */
    char driver_version[32];  /* CUDA version the driver supports, e.g. "13.0" */
    int sm_major, sm_minor;
} bench_device_info;

void bench_get_device_info(bench_device_info *info);

/* Print the RESULT line and append the CSV row.  ms may be NULL when !verified.
 * Returns the exit status (0 when verified, 1 otherwise). */
int bench_report(const bench_opts *o, const double *ms, int n, int verified, const char *note);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_HARNESS_H */
