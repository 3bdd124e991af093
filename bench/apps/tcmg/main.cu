/*
 * bench/apps/tcmg/main.cu - triangle counting over several GPUs (El Hajj
 * dissertation, chapter 8: the Graph Challenge runs split the edges over
 * the GPUs): tc's programs (cdp.cu, flat.cu: links to ../tc), each GPU
 * given the whole graph and a contiguous share of the oriented edges, run
 * by a host thread of its own (the pattern of such programs: each thread
 * sets its device and calls the variant, which synchronises its device);
 * the per-GPU counts are summed on the host.
 *
 * Datasets (--dataset): NAME@G, tc's dataset NAME (facebook_combined,
 * oregon1_010331, rmat-SCALE-EF, uniform-N-D) on the first G GPUs; a
 * machine with fewer GPUs than G refuses the run. The time is the whole
 * run's: from before the first thread starts to after the last GPU is done.
 * Parameters: --param threshold=N as tc's.
 *
 * flat_lb.cu is not among the variants: it keeps its scratch arrays in
 * host-side statics, one set per process, so it runs on one GPU only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <thread>
#include <vector>

#include "graph.h"
#include "harness.h"
#include "tc.h"
#include "tc_host.h"

#define TCMG_MAX_GPUS 16

typedef struct tcmg_gpu {
    int device;
    tc_graph_dev g;          /* the whole graph; edges: this GPU's share */
    int *d_row, *d_col, *d_src;
    unsigned long long *d_count;
} tcmg_gpu;

typedef struct tcmg_ctx {
    int gpus;
    tcmg_gpu gpu[TCMG_MAX_GPUS];
    unsigned long long ref;
} tcmg_ctx;

static void tcmg_reset(void *p)
{
    tcmg_ctx *c = (tcmg_ctx *)p;
    for (int i = 0; i < c->gpus; i++) {
        CHECK_CUDA(cudaSetDevice(c->gpu[i].device));
        CHECK_CUDA(cudaMemset(c->gpu[i].d_count, 0, sizeof *c->gpu[i].d_count));
        CHECK_CUDA(cudaDeviceSynchronize());
    }
    CHECK_CUDA(cudaSetDevice(c->gpu[0].device));
}

/* A host thread a GPU, each running the variant on its share. */
static void tcmg_run(void *p)
{
    tcmg_ctx *c = (tcmg_ctx *)p;
    std::vector<std::thread> threads;
    for (int i = 0; i < c->gpus; i++)
        threads.emplace_back([c, i] {
            CHECK_CUDA(cudaSetDevice(c->gpu[i].device));
            tc_variant_run(&c->gpu[i].g, c->gpu[i].d_count);
        });
    for (std::thread &t : threads)
        t.join();
}

static int tcmg_verify(void *p, char *msg, size_t len)
{
    tcmg_ctx *c = (tcmg_ctx *)p;
    unsigned long long total = 0;
    for (int i = 0; i < c->gpus; i++) {
        unsigned long long got = 0;
        CHECK_CUDA(cudaSetDevice(c->gpu[i].device));
        CHECK_CUDA(cudaMemcpy(&got, c->gpu[i].d_count, sizeof got, cudaMemcpyDeviceToHost));
        total += got;
    }
    CHECK_CUDA(cudaSetDevice(c->gpu[0].device));
    if (total != c->ref) {
        snprintf(msg, len, "triangles over %d GPUs: got %llu, expected %llu", c->gpus, total, c->ref);
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "tcmg", "rmat-16-16@1", &o);
    int threshold = (int)bench_param_int(&o, "threshold", TC_DEFAULT_THRESHOLD);
    if (threshold < 1)
        threshold = 1;

    /* NAME@G: the graph and the number of GPUs. */
    char name[200];
    snprintf(name, sizeof name, "%s", o.dataset);
    char *at = strchr(name, '@');
    int gpus = at ? atoi(at + 1) : 1;
    if (at)
        *at = 0;
    int have = 0;
    CHECK_CUDA(cudaGetDeviceCount(&have));
    if (gpus < 1 || gpus > TCMG_MAX_GPUS || gpus > have) {
        fprintf(stderr, "tcmg: dataset '%s' asks for %d GPUs; this machine has %d (at most %d)\n", o.dataset, gpus,
                have, TCMG_MAX_GPUS);
        return 2;
    }

    tc_host_graph h;
    int max_out = 0;
    unsigned long long ref = 0;
    int loaded = tc_load(&o, name, &h, &max_out, &ref);
    if (loaded)
        return loaded;

    tcmg_ctx c;
    memset(&c, 0, sizeof c);
    c.gpus = gpus;
    c.ref = ref;
    size_t most = 0;
    for (int i = 0; i < gpus; i++) {
        tcmg_gpu *x = &c.gpu[i];
        int first = (int)((long long)h.m * i / gpus), last = (int)((long long)h.m * (i + 1) / gpus);
        x->device = i;
        CHECK_CUDA(cudaSetDevice(i));
        size_t launches = tc_count_launches(&h, first, last, threshold);
        most = launches > most ? launches : most;
        bench_set_pending_launch_limit(launches);
        x->d_row = tc_upload(h.row, (size_t)h.n + 1);
        x->d_col = tc_upload(h.col, (size_t)h.m);
        x->d_src = tc_upload(h.src, (size_t)h.m);
        x->g.num_nodes = h.n;
        x->g.num_edges = last - first;
        x->g.row_ptr = x->d_row;
        x->g.col_idx = x->d_col;
        x->g.edge_src = x->d_src + first;
        x->g.edge_dst = x->d_col + first; /* the tail of edge e is col_idx[e] */
        x->g.threshold = threshold;
        CHECK_CUDA(cudaMalloc((void **)&x->d_count, sizeof *x->d_count));
    }
    CHECK_CUDA(cudaSetDevice(0));
    bench_log(&o, "tcmg: %s on %d GPU(s): %d nodes, %d edges, max out-degree %d, %llu triangles (CPU), "
                  "threshold %d: at most %zu child launches a GPU in the CDP variant\n",
              name, gpus, h.n, h.m, max_out, ref, threshold, most);

    bench_case bc = {&c, tcmg_reset, tcmg_run, tcmg_verify};
    int rc = bench_run_case(&o, &bc);

    for (int i = 0; i < gpus; i++) {
        CHECK_CUDA(cudaSetDevice(i));
        CHECK_CUDA(cudaFree(c.gpu[i].d_row));
        CHECK_CUDA(cudaFree(c.gpu[i].d_col));
        CHECK_CUDA(cudaFree(c.gpu[i].d_src));
        CHECK_CUDA(cudaFree(c.gpu[i].d_count));
    }
    tc_host_free(&h);
    return rc;
}
