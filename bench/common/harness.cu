/* bench/common/harness.cu - implementation of harness.h (see there for the API). */
#include "harness.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

__device__ unsigned int bench_device_launch_errors;

/* ---- error checking ------------------------------------------------------ */

extern "C" void bench_fail_cuda(cudaError_t err, const char *what, const char *file, int line)
{
    fprintf(stderr, "%s:%d: CUDA error %s (%s) in %s\n", file, line, cudaGetErrorName(err),
            cudaGetErrorString(err), what);
    exit(2);
}

extern "C" void bench_device_errors_clear(void)
{
    unsigned int zero = 0;
    CHECK_CUDA(cudaMemcpyToSymbol(bench_device_launch_errors, &zero, sizeof zero));
}

extern "C" unsigned int bench_device_errors_read(void)
{
    unsigned int v = 0;
    CHECK_CUDA(cudaMemcpyFromSymbol(&v, bench_device_launch_errors, sizeof v));
    return v;
}

extern "C" void bench_set_pending_launch_limit(size_t upper_bound)
{
    size_t want = upper_bound + upper_bound / 8 + 64;
    if (want < 2048)
        want = 2048;
    /* experiments only: force a limit (e.g. too small, to see lost launches reported) */
    const char *force = getenv("BENCH_PENDING_LAUNCH_LIMIT");
    if (force && *force) {
        want = (size_t)strtoull(force, NULL, 0);
        fprintf(stderr, "harness: BENCH_PENDING_LAUNCH_LIMIT forces the pending launch limit to %zu "
                        "(upper bound of launches: %zu)\n", want, upper_bound);
    }
    CHECK_CUDA(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, want));
    size_t got = 0;
    CHECK_CUDA(cudaDeviceGetLimit(&got, cudaLimitDevRuntimePendingLaunchCount));
    if (got < want) {
        fprintf(stderr, "harness: pending launch limit %zu < requested %zu\n", got, want);
        exit(2);
    }
}

/* ---- options ------------------------------------------------------------- */

static void usage(const char *prog, const char *app, const char *dflt)
{
    fprintf(stderr,
            "usage: %s [--dataset NAME] [--runs N] [--warmup N] [--min-time MS] [--max-runs N]\n"
            "          [--csv FILE] [--variant NAME]\n"
            "          [--data-dir DIR] [--seed N] [--param KEY=VAL]... [--quiet]\n"
            "app %s, default dataset %s\n",
            prog, app, dflt);
}

static long long parse_ll(const char *opt, const char *s, long long lo)
{
    char *end = NULL;
    errno = 0;
    long long v = strtoll(s, &end, 0);
    if (errno || end == s || *end || v < lo) {
        fprintf(stderr, "bad value for %s: '%s'\n", opt, s);
        exit(2);
    }
    return v;
}

extern "C" void bench_parse_args_(int argc, char **argv, const char *app, const char *default_dataset,
                                  const char *compiled_variant, bench_opts *o)
{
    memset(o, 0, sizeof *o);
    o->app = app;
    o->variant = compiled_variant;
    o->dataset = default_dataset;
    o->runs = 10;
    o->warmup = 2;
    o->max_runs = 200;
    o->seed = 1;
    o->data_dir = getenv("BENCH_DATA_DIR");
    if (!o->data_dir || !*o->data_dir)
        o->data_dir = "bench/data";

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = (i + 1 < argc) ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(argv[0], app, default_dataset);
            exit(0);
        } else if (!strcmp(a, "--quiet")) {
            o->quiet = 1;
            continue;
        }
        if (!v) {
            fprintf(stderr, "option %s needs a value (or is unknown)\n", a);
            usage(argv[0], app, default_dataset);
            exit(2);
        }
        if (!strcmp(a, "--dataset"))
            o->dataset = v;
        else if (!strcmp(a, "--runs"))
            o->runs = (int)parse_ll(a, v, 1);
        else if (!strcmp(a, "--warmup"))
            o->warmup = (int)parse_ll(a, v, 0);
        else if (!strcmp(a, "--min-time"))
            o->min_time_ms = (double)parse_ll(a, v, 0);
        else if (!strcmp(a, "--max-runs"))
            o->max_runs = (int)parse_ll(a, v, 1);
        else if (!strcmp(a, "--csv"))
            o->csv = v;
        else if (!strcmp(a, "--variant"))
            o->variant = v;
        else if (!strcmp(a, "--data-dir"))
            o->data_dir = v;
        else if (!strcmp(a, "--seed"))
            o->seed = (uint64_t)parse_ll(a, v, 0);
        else if (!strcmp(a, "--param")) {
            const char *eq = strchr(v, '=');
            if (!eq || eq == v || o->nparams == BENCH_MAX_PARAMS) {
                fprintf(stderr, "bad --param '%s' (KEY=VAL, at most %d)\n", v, BENCH_MAX_PARAMS);
                exit(2);
            }
            size_t klen = (size_t)(eq - v);
            char *key = (char *)malloc(klen + 1);
            memcpy(key, v, klen);
            key[klen] = 0;
            o->param_key[o->nparams] = key;
            o->param_val[o->nparams] = eq + 1;
            o->nparams++;
        } else {
            fprintf(stderr, "unknown option %s\n", a);
            usage(argv[0], app, default_dataset);
            exit(2);
        }
        i++;
    }
}

extern "C" const char *bench_param(const bench_opts *o, const char *key, const char *dflt)
{
    for (int i = o->nparams - 1; i >= 0; i--)
        if (!strcmp(o->param_key[i], key))
            return o->param_val[i];
    return dflt;
}

extern "C" long long bench_param_int(const bench_opts *o, const char *key, long long dflt)
{
    const char *v = bench_param(o, key, NULL);
    return v ? parse_ll(key, v, LLONG_MIN) : dflt;
}

extern "C" double bench_param_double(const bench_opts *o, const char *key, double dflt)
{
    const char *v = bench_param(o, key, NULL);
    if (!v)
        return dflt;
    char *end = NULL;
    double d = strtod(v, &end);
    if (end == v || *end) {
        fprintf(stderr, "bad value for --param %s: '%s'\n", key, v);
        exit(2);
    }
    return d;
}

extern "C" const char *bench_data_path(const bench_opts *o, const char *file)
{
    static char buf[4096];
    snprintf(buf, sizeof buf, "%s/%s", o->data_dir, file);
    FILE *f = fopen(buf, "rb");
    if (!f) {
        fprintf(stderr, "cannot open dataset %s: %s (run bench/fetch-datasets first)\n", buf,
                strerror(errno));
        exit(2);
    }
    fclose(f);
    return buf;
}

extern "C" void bench_log(const bench_opts *o, const char *fmt, ...)
{
    if (o && o->quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

/* ---- timing -------------------------------------------------------------- */

extern "C" void bench_timer_init(bench_timer *t)
{
    CHECK_CUDA(cudaEventCreate(&t->start));
    CHECK_CUDA(cudaEventCreate(&t->stop));
}

extern "C" void bench_timer_start(bench_timer *t)
{
    CHECK_CUDA(cudaEventRecord(t->start, 0));
}

extern "C" float bench_timer_stop(bench_timer *t)
{
    float ms = 0.0f;
    CHECK_CUDA(cudaEventRecord(t->stop, 0));
    CHECK_CUDA(cudaEventSynchronize(t->stop));
    CHECK_CUDA(cudaEventElapsedTime(&ms, t->start, t->stop));
    return ms;
}

extern "C" void bench_timer_destroy(bench_timer *t)
{
    CHECK_CUDA(cudaEventDestroy(t->start));
    CHECK_CUDA(cudaEventDestroy(t->stop));
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

extern "C" bench_stats bench_compute_stats(const double *ms, int n)
{
    bench_stats s = {0, 0, 0};
    if (n <= 0)
        return s;
    double *v = (double *)malloc((size_t)n * sizeof *v);
    memcpy(v, ms, (size_t)n * sizeof *v);
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    s.min_ms = v[0];
    s.max_ms = v[n - 1];
    s.median_ms = (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    free(v);
    return s;
}

/* ---- verification -------------------------------------------------------- */

extern "C" size_t bench_compare_int(const char *what, const int *got, const int *ref, size_t n,
                                    char *msg, size_t msglen)
{
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < n; i++)
        if (got[i] != ref[i] && bad++ == 0)
            first = i;
    if (bad && msg)
        snprintf(msg, msglen, "%zu of %zu %s values differ; first at %zu: got %d, expected %d",
                 bad, n, what, first, got[first], ref[first]);
    return bad;
}

extern "C" size_t bench_compare_u32(const char *what, const unsigned int *got,
                                    const unsigned int *ref, size_t n, char *msg, size_t msglen)
{
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < n; i++)
        if (got[i] != ref[i] && bad++ == 0)
            first = i;
    if (bad && msg)
        snprintf(msg, msglen, "%zu of %zu %s values differ; first at %zu: got %u, expected %u",
                 bad, n, what, first, got[first], ref[first]);
    return bad;
}

extern "C" size_t bench_compare_float(const char *what, const float *got, const float *ref,
                                      size_t n, double rel_tol, double abs_tol, char *msg,
                                      size_t msglen)
{
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < n; i++) {
        double g = got[i], r = ref[i];
        int ok = !isnan(g) && !isnan(r) && fabs(g - r) <= abs_tol + rel_tol * fabs(r);
        if (!ok && bad++ == 0)
            first = i;
    }
    if (bad && msg)
        snprintf(msg, msglen,
                 "%zu of %zu %s values outside tolerance (rel %g, abs %g); first at %zu: got %.9g, "
                 "expected %.9g",
                 bad, n, what, rel_tol, abs_tol, first, (double)got[first], (double)ref[first]);
    return bad;
}

/* ---- device info and reporting -------------------------------------------- */

extern "C" void bench_get_device_info(bench_device_info *info)
{
    memset(info, 0, sizeof *info);
    int dev = 0, rt = 0, drv = 0;
    CHECK_CUDA(cudaGetDevice(&dev));
    cudaDeviceProp p;
    CHECK_CUDA(cudaGetDeviceProperties(&p, dev));
    snprintf(info->gpu, sizeof info->gpu, "%s", p.name);
    /* CSV safety: no commas or quotes in the name */
    for (char *c = info->gpu; *c; c++)
        if (*c == ',' || *c == '"')
            *c = ' ';
    info->sm_major = p.major;
    info->sm_minor = p.minor;
    CHECK_CUDA(cudaRuntimeGetVersion(&rt));
    CHECK_CUDA(cudaDriverGetVersion(&drv));
    snprintf(info->cuda_version, sizeof info->cuda_version, "%d.%d", rt / 1000, (rt % 1000) / 10);
    snprintf(info->driver_version, sizeof info->driver_version, "%d.%d", drv / 1000,
             (drv % 1000) / 10);
}

static void csv_field(FILE *f, const char *s)
{
    /* quote when needed */
    if (s && strpbrk(s, ",\"\n")) {
        fputc('"', f);
        for (const char *c = s; *c; c++) {
            if (*c == '"')
                fputc('"', f);
            fputc(*c == '\n' ? ' ' : *c, f);
        }
        fputc('"', f);
    } else if (s) {
        fputs(s, f);
    }
}

#define BENCH_CSV_HEADER                                                                  \
    "app,variant,dataset,gpu,cuda_version,median_ms,min_ms,max_ms,runs,verified,date,"  \
    "driver_version,status,note\n"

static void csv_append(const bench_opts *o, const bench_device_info *d, const bench_stats *s,
                       int n, int verified, const char *note)
{
    if (!o->csv)
        return;
    struct stat st;
    int fresh = stat(o->csv, &st) != 0 || st.st_size == 0;
    FILE *f = fopen(o->csv, "a");
    if (!f) {
        fprintf(stderr, "cannot append to %s: %s\n", o->csv, strerror(errno));
        exit(2);
    }
    if (fresh)
        fputs(BENCH_CSV_HEADER, f);
    char date[32];
    time_t now = time(NULL);
    struct tm tmv;
    gmtime_r(&now, &tmv);
    strftime(date, sizeof date, "%Y-%m-%d", &tmv);
    csv_field(f, o->app);
    fputc(',', f);
    csv_field(f, o->variant);
    fputc(',', f);
    csv_field(f, o->dataset);
    fputc(',', f);
    csv_field(f, d->gpu);
    fputc(',', f);
    csv_field(f, d->cuda_version);
    if (verified)
        fprintf(f, ",%.4f,%.4f,%.4f,", s->median_ms, s->min_ms, s->max_ms);
    else
        fputs(",,,,", f);
    fprintf(f, "%d,%s,%s,", n, verified ? "true" : "false", date);
    csv_field(f, d->driver_version);
    fprintf(f, ",%s,", verified ? "ok" : "FAIL");
    csv_field(f, note ? note : "");
    fputc('\n', f);
    fclose(f);
}

extern "C" int bench_report(const bench_opts *o, const double *ms, int n, int verified,
                            const char *note)
{
    bench_device_info d;
    bench_get_device_info(&d);
    bench_stats s = {0, 0, 0};
    if (verified && ms && n > 0)
        s = bench_compute_stats(ms, n);
    else
        verified = 0;
    if (verified)
        printf("RESULT app=%s variant=%s dataset=%s median_ms=%.4f min_ms=%.4f max_ms=%.4f runs=%d "
               "verified=true\n",
               o->app, o->variant, o->dataset, s.median_ms, s.min_ms, s.max_ms, n);
    else
        printf("RESULT app=%s variant=%s dataset=%s runs=%d verified=false FAIL%s%s\n", o->app,
               o->variant, o->dataset, n, note ? ": " : "", note ? note : "");
    fflush(stdout);
    csv_append(o, &d, &s, n, verified, note);
    return verified ? 0 : 1;
}

/* ---- the measurement loop ------------------------------------------------ */

extern "C" int bench_run_case(const bench_opts *o, const bench_case *c)
{
    bench_timer t;
    bench_timer_init(&t);
    int cap = o->max_runs > o->runs ? o->max_runs : o->runs;
    double *ms = (double *)calloc((size_t)cap, sizeof *ms);
    int timed_runs = 0;
    double timed_total = 0.0;
    char msg[512];
    char note[600];
    int ok = 1;
    note[0] = 0;

    bench_device_info d;
    bench_get_device_info(&d);
    bench_log(o, "%s/%s/%s: %s, CUDA %s (driver %s), %d warm-up + %d timed runs%s\n", o->app,
              o->variant, o->dataset, d.gpu, d.cuda_version, d.driver_version, o->warmup, o->runs,
              o->min_time_ms > 0 ? " (more while under --min-time)" : "");

    for (int r = 0; r < o->warmup + o->runs || (ok && timed_total < o->min_time_ms && timed_runs < cap);
         r++) {
        int timed = r >= o->warmup;
        c->reset(c->ctx);
        bench_device_errors_clear();
        CHECK_CUDA(cudaDeviceSynchronize());

        bench_timer_start(&t);
        c->run(c->ctx);
        float elapsed = bench_timer_stop(&t);
        CHECK_CUDA(cudaGetLastError());
        CHECK_CUDA(cudaDeviceSynchronize());

        unsigned int lost = bench_device_errors_read();
        msg[0] = 0;
        int good = lost == 0;
        if (!good)
            snprintf(msg, sizeof msg, "%u device-side launches failed", lost);
        else
            good = c->verify(c->ctx, msg, sizeof msg);
        if (!good) {
            if (ok)
                snprintf(note, sizeof note, "%s run %d: %s", timed ? "timed" : "warm-up",
                         timed ? r - o->warmup : r, msg[0] ? msg : "verification failed");
            bench_log(o, "  run %d%s: FAIL %s\n", r, timed ? "" : " (warm-up)", msg);
            ok = 0;
        } else if (timed) {
            ms[timed_runs++] = elapsed;
            timed_total += elapsed;
        }
        if (!o->quiet && timed)
            bench_log(o, "  run %d: %.4f ms%s\n", r - o->warmup, elapsed, good ? "" : " (FAIL)");
    }
    bench_timer_destroy(&t);
    int rc = bench_report(o, ok ? ms : NULL, ok ? timed_runs : o->runs, ok, ok ? NULL : note);
    free(ms);
    return rc;
}
