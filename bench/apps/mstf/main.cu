/*
 * bench/apps/mstf/main.cu - minimum spanning forest (Boruvka, LonestarGPU's
 * MST) benchmark driver for mstf, and, included by bench/apps/mstv/main.cu,
 * for mstv: dataset, edge keys, CPU reference (Kruskal), upload, the rounds
 * (mstf.h) and the harness loop around them.
 *
 * One run computes the whole forest: the host runs rounds until a round
 * merges nothing.  The app's step comes from the variant file (mstf: find,
 * mstf_find_round; mstv: verify, mstv_verify_round); every other step is
 * here, the same kernels for every form.
 *   datasets: rmat12 (default; its own weights 1..4096), any graph.h name
 *             (weight 1 where the graph has none)
 * Checked exactly, every run: the forest's weight and its number of edges
 * against Kruskal's, and the components (the vertices of one device component
 * are those of one Kruskal component).
 */
#include <string.h>

#include "graph.h"
#include "harness.h"

#ifndef MST_APP
/* app mstf: the variant writes the find step */
#define MST_APP "mstf"
#define MST_VARIANT_FINDS 1
#include "mstf.h"
#endif

#define MST_UTIL_THREADS 256

typedef struct mst_ctx {
    mst_graph_dev g;
    int *h_comp;
    int rounds;                      /* of the last run */
    long long edges;                 /* forest edges of the last run (the merges) */
    int logged;
    const int *ref_root;             /* n: Kruskal's component root of each vertex */
    unsigned long long ref_weight;
    long long ref_edges;
    const bench_opts *o;
} mst_ctx;

/* ---- the steps every form shares (mstf.h) --------------------------------- */

__global__ void mst_init(int *comp, int n, unsigned long long *weight)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        comp[v] = v;
    if (v == 0)
        *weight = 0;
}

__global__ void mst_round_init(int n, unsigned long long *vmin, unsigned long long *cmin,
                               int *goahead, int *partner, int *merges)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        vmin[v] = MST_KEY_NONE;
        cmin[v] = MST_KEY_NONE;
        goahead[v] = -1;
        partner[v] = -1;
    }
    if (v == 0)
        *merges = 0;
}

#if MST_VARIANT_FINDS
/* mstf: verify as LonestarGPU writes it, a thread per root looping */
__global__ void mst_verify_all(const int *row, const int *col, const unsigned long long *key,
                               const int *comp, const unsigned long long *cmin,
                               const int *goahead, int n, int *partner)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < n)
        mst_verify_component(row, col, key, comp, cmin, goahead, c, partner);
}
#else
/* mstv: find as LonestarGPU writes it, a thread per vertex looping */
__global__ void mst_find_all(const int *row, const int *col, const unsigned long long *key,
                             const int *comp, int n, unsigned long long *vmin,
                             unsigned long long *cmin)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        mst_find_vertex(row, col, key, comp, v, vmin, cmin);
}
#endif

/* the one vertex of each component whose lightest key is the component's */
__global__ void mst_elect(const int *comp, int n, const unsigned long long *vmin,
                          const unsigned long long *cmin, int *goahead)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && vmin[v] != MST_KEY_NONE && vmin[v] == cmin[comp[v]])
        goahead[comp[v]] = v;
}

/* Every root with a partner hooks onto it, but of two roots that chose each
 * other (necessarily through the same edge: keys are a total order) the
 * smaller stays a root; the hooks then form trees, no cycles. */
__global__ void mst_merge(int *comp, int n, const unsigned long long *cmin, const int *partner,
                          int *merges, unsigned long long *weight)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < n && partner[c] >= 0) {
        int p = partner[c];
        if (partner[p] == c && c < p)
            return;
        comp[c] = p;
        atomicAdd(weight, cmin[c] >> 32);
        atomicAdd(merges, 1);
    }
}

/* Pointer jumping to the roots.  Threads overwrite labels while others follow
 * them, but a label only ever moves up its own tree (roots do not change), so
 * every walk still ends at its root. */
__global__ void mst_compress(int *comp, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int r = comp[v];
        while (comp[r] != r)
            r = comp[r];
        comp[v] = r;
    }
}

/* ---- the harness callbacks ------------------------------------------------ */

static void mst_reset(void *p)
{
    mst_ctx *c = (mst_ctx *)p;
    size_t n = (size_t)c->g.n;
    /* poison: labels -1, keys and weight all ones */
    CHECK_CUDA(cudaMemset(c->g.comp, 0xff, n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.vmin, 0xab, n * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMemset(c->g.cmin, 0xab, n * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMemset(c->g.goahead, 0xab, n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.partner, 0xab, n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.weight, 0xff, sizeof(unsigned long long)));
    c->rounds = -1;
    c->edges = -1;
}

static void mst_run(void *p)
{
    mst_ctx *c = (mst_ctx *)p;
    const mst_graph_dev *g = &c->g;
    int ublocks = (g->n + MST_UTIL_THREADS - 1) / MST_UTIL_THREADS;
    int blocks = (g->n + MST_THREADS - 1) / MST_THREADS;
    mst_init<<<ublocks, MST_UTIL_THREADS>>>(g->comp, g->n, g->weight);
    CHECK_LAUNCH();
    long long edges = 0;
    int rounds = 0;
    for (int merged = 1; merged > 0; rounds++) {
        mst_round_init<<<ublocks, MST_UTIL_THREADS>>>(g->n, g->vmin, g->cmin, g->goahead,
                                                      g->partner, g->merges);
        CHECK_LAUNCH();
#if MST_VARIANT_FINDS
        mstf_find_round(g);
#else
        mst_find_all<<<blocks, MST_THREADS>>>(g->row, g->col, g->key, g->comp, g->n, g->vmin,
                                              g->cmin);
        CHECK_LAUNCH();
#endif
        mst_elect<<<ublocks, MST_UTIL_THREADS>>>(g->comp, g->n, g->vmin, g->cmin, g->goahead);
        CHECK_LAUNCH();
#if MST_VARIANT_FINDS
        mst_verify_all<<<blocks, MST_THREADS>>>(g->row, g->col, g->key, g->comp, g->cmin,
                                                g->goahead, g->n, g->partner);
        CHECK_LAUNCH();
#else
        mstv_verify_round(g);
#endif
        mst_merge<<<ublocks, MST_UTIL_THREADS>>>(g->comp, g->n, g->cmin, g->partner, g->merges,
                                                 g->weight);
        CHECK_LAUNCH();
        mst_compress<<<ublocks, MST_UTIL_THREADS>>>(g->comp, g->n);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&merged, g->merges, sizeof merged, cudaMemcpyDeviceToHost));
        edges += merged;
        /* each round with a merge leaves fewer components: a variant that
         * keeps merging past n - 1 edges is wrong; stop and let verify say so */
        if (edges >= g->n)
            break;
    }
    c->rounds = rounds;
    c->edges = edges;
}

static int mst_verify(void *p, char *msg, size_t len)
{
    mst_ctx *c = (mst_ctx *)p;
    int n = c->g.n;
    unsigned long long weight = 0;
    CHECK_CUDA(cudaMemcpy(&weight, c->g.weight, sizeof weight, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_comp, c->g.comp, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
    if (weight != c->ref_weight) {
        snprintf(msg, len, "forest weight: got %llu, expected %llu (Kruskal)", weight,
                 c->ref_weight);
        return 0;
    }
    if (c->edges != c->ref_edges) {
        snprintf(msg, len, "forest edges: got %lld, expected %lld (Kruskal)", c->edges,
                 c->ref_edges);
        return 0;
    }
    /* the components: a device label is a root vertex labelled by itself, and
     * labels and Kruskal's roots correspond one to one */
    int *label_of_ref = (int *)malloc((size_t)n * sizeof(int));
    int *ref_of_label = (int *)malloc((size_t)n * sizeof(int));
    for (int v = 0; v < n; v++)
        label_of_ref[v] = ref_of_label[v] = -1;
    int ok = 1;
    for (int v = 0; v < n && ok; v++) {
        int l = c->h_comp[v], r = c->ref_root[v];
        if (l < 0 || l >= n || c->h_comp[l] != l) {
            snprintf(msg, len, "component of vertex %d: label %d is not a root", v, l);
            ok = 0;
        } else if ((label_of_ref[r] >= 0 && label_of_ref[r] != l) ||
                   (ref_of_label[l] >= 0 && ref_of_label[l] != r)) {
            snprintf(msg, len, "component of vertex %d: label %d, not that of its Kruskal component",
                     v, l);
            ok = 0;
        } else {
            label_of_ref[r] = l;
            ref_of_label[l] = r;
        }
    }
    free(label_of_ref);
    free(ref_of_label);
    if (ok && !c->logged) {
        bench_log(c->o, "%s: %d Boruvka rounds (the last merging nothing)\n", MST_APP, c->rounds);
        c->logged = 1;
    }
    return ok;
}

/* ---- host: edge keys and the reference ------------------------------------- */

typedef struct mst_host_edge {
    int a, b;   /* endpoints, a <= b */
    unsigned w;
    int e;      /* directed edge index */
} mst_host_edge;

static int cmp_endpoints_weight(const void *x, const void *y)
{
    const mst_host_edge *p = (const mst_host_edge *)x, *q = (const mst_host_edge *)y;
    if (p->a != q->a)
        return p->a < q->a ? -1 : 1;
    if (p->b != q->b)
        return p->b < q->b ? -1 : 1;
    if (p->w != q->w)
        return p->w < q->w ? -1 : 1;
    return (p->e > q->e) - (p->e < q->e);
}

static int cmp_weight(const void *x, const void *y)
{
    const mst_host_edge *p = (const mst_host_edge *)x, *q = (const mst_host_edge *)y;
    if (p->w != q->w)
        return p->w < q->w ? -1 : 1;
    return (p->e > q->e) - (p->e < q->e);
}

/* key[e] = (weight << 32) | id: the id numbers the distinct (a, b, w) triples,
 * so both directions of an undirected edge (and copies of it) share a key and
 * different undirected edges never do. */
static void mst_edge_keys(const csr_graph *g, const unsigned *w, mst_host_edge *tmp,
                          unsigned long long *key)
{
    int k = 0;
    for (int v = 0; v < g->n; v++)
        for (int e = g->row[v]; e < g->row[v + 1]; e++, k++) {
            int u = g->col[e];
            tmp[k].a = v < u ? v : u;
            tmp[k].b = v < u ? u : v;
            tmp[k].w = w[e];
            tmp[k].e = e;
        }
    qsort(tmp, (size_t)g->m, sizeof *tmp, cmp_endpoints_weight);
    unsigned id = 0;
    for (int i = 0; i < g->m; i++) {
        if (i > 0 && (tmp[i].a != tmp[i - 1].a || tmp[i].b != tmp[i - 1].b || tmp[i].w != tmp[i - 1].w))
            id++;
        key[tmp[i].e] = ((unsigned long long)tmp[i].w << 32) | id;
    }
}

static int uf_find(int *parent, int v)
{
    while (parent[v] != v) {
        parent[v] = parent[parent[v]]; /* path halving */
        v = parent[v];
    }
    return v;
}

/* Kruskal: the edges by weight, each kept when it joins two trees (union by
 * size).  root[v] := v's component representative. */
static unsigned long long cpu_kruskal(const csr_graph *g, const unsigned *w, mst_host_edge *tmp,
                                      long long *edges, int *root)
{
    int *size = (int *)malloc((size_t)g->n * sizeof(int));
    for (int v = 0; v < g->n; v++) {
        root[v] = v;
        size[v] = 1;
    }
    int k = 0;
    for (int v = 0; v < g->n; v++)
        for (int e = g->row[v]; e < g->row[v + 1]; e++, k++) {
            tmp[k].a = v;
            tmp[k].b = g->col[e];
            tmp[k].w = w[e];
            tmp[k].e = e;
        }
    qsort(tmp, (size_t)g->m, sizeof *tmp, cmp_weight);
    unsigned long long total = 0;
    *edges = 0;
    for (int i = 0; i < g->m; i++) {
        int x = uf_find(root, tmp[i].a), y = uf_find(root, tmp[i].b);
        if (x == y)
            continue;
        if (size[x] < size[y]) {
            int t = x;
            x = y;
            y = t;
        }
        root[y] = x;
        size[x] += size[y];
        total += tmp[i].w;
        ++*edges;
    }
    for (int v = 0; v < g->n; v++)
        root[v] = uf_find(root, v);
    free(size);
    return total;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, MST_APP, "rmat12", &o);

    csr_graph g;
    char err[512];
    if (dataset_load_graph(o.dataset, o.data_dir, o.seed, &g, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", MST_APP, err);
        return 2;
    }
    unsigned *w = (unsigned *)malloc(((size_t)g.m + 1) * sizeof *w);
    unsigned wmin = ~0u, wmax = 0;
    for (int e = 0; e < g.m; e++) {
        w[e] = g.w ? g.w[e] : 1u;
        if (w[e] < wmin)
            wmin = w[e];
        if (w[e] > wmax)
            wmax = w[e];
    }
    mst_host_edge *tmp = (mst_host_edge *)malloc(((size_t)g.m + 1) * sizeof *tmp);
    unsigned long long *key = (unsigned long long *)malloc(((size_t)g.m + 1) * sizeof *key);
    mst_edge_keys(&g, w, tmp, key);
    int *ref_root = (int *)malloc(((size_t)g.n + 1) * sizeof *ref_root);
    long long ref_edges = 0;
    unsigned long long ref_weight = cpu_kruskal(&g, w, tmp, &ref_edges, ref_root);
    bench_log(&o,
              "%s: %s: %d vertices, %d edges, max degree %d, weights %s (%u..%u); Kruskal: forest "
              "of %lld edges, weight %llu, %lld components\n",
              MST_APP, o.dataset, g.n, g.m, csr_max_degree(&g), g.w ? "from the file" : "all 1",
              g.m ? wmin : 0, wmax, ref_edges, ref_weight, (long long)g.n - ref_edges);

    /* a round's CDP step launches at most one child per vertex (find) or per
     * root (verify), and the host waits for every round: n bounds the
     * pending launches */
    bench_set_pending_launch_limit((size_t)g.n);

    mst_ctx c;
    memset(&c, 0, sizeof c);
    c.o = &o;
    c.g.n = g.n;
    c.g.m = g.m;
    int *d_row, *d_col;
    unsigned long long *d_key;
    size_t n = (size_t)g.n;
    CHECK_CUDA(cudaMalloc(&d_row, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&d_col, ((size_t)g.m + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&d_key, ((size_t)g.m + 1) * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMemcpy(d_row, g.row, (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_col, g.col, (size_t)g.m * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_key, key, (size_t)g.m * sizeof(unsigned long long),
                          cudaMemcpyHostToDevice));
    c.g.row = d_row;
    c.g.col = d_col;
    c.g.key = d_key;
    CHECK_CUDA(cudaMalloc(&c.g.comp, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.vmin, (n + 1) * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMalloc(&c.g.cmin, (n + 1) * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMalloc(&c.g.goahead, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.partner, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.merges, sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.weight, sizeof(unsigned long long)));
    c.h_comp = (int *)malloc((n + 1) * sizeof(int));
    c.ref_root = ref_root;
    c.ref_weight = ref_weight;
    c.ref_edges = ref_edges;

    bench_case bc = {&c, mst_reset, mst_run, mst_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(d_row));
    CHECK_CUDA(cudaFree(d_col));
    CHECK_CUDA(cudaFree(d_key));
    CHECK_CUDA(cudaFree(c.g.comp));
    CHECK_CUDA(cudaFree(c.g.vmin));
    CHECK_CUDA(cudaFree(c.g.cmin));
    CHECK_CUDA(cudaFree(c.g.goahead));
    CHECK_CUDA(cudaFree(c.g.partner));
    CHECK_CUDA(cudaFree(c.g.merges));
    CHECK_CUDA(cudaFree(c.g.weight));
    free(c.h_comp);
    free(ref_root);
    free(key);
    free(tmp);
    free(w);
    csr_free(&g);
    return rc;
}
