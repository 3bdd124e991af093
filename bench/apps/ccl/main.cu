/*
 * bench/apps/ccl/main.cu - connected component labelling benchmark driver.
 *
 * Datasets (--dataset), n_frames binary frames of W x H pixels, generated
 * from --seed (bench/datasets/rng.h, one stream of numbers for all frames):
 *   blobs-WxH   per frame W*H/3500 filled discs (radius 2 to 25 pixels), W*H/26000
 *               random walks of 2*W steps (thin winding components that span
 *               strips), and salt noise (each pixel set with probability 1/50);
 *               default blobs-1024x1024
 *   noise-WxH   every pixel set with probability 0.55 (just below the site
 *               percolation threshold of the square lattice, 0.593: many
 *               large, ragged components)
 * Parameters: --param frames=F (default 8, table 5.1), --param strips=S
 * (default 16: 64-row strips of a 1024-row frame, 8 parent blocks of 2
 * threads a frame; S must divide H).
 *
 * CPU reference: a flood fill (4-connected) started from each unlabelled
 * foreground pixel in index order, so each component gets its smallest pixel
 * index.  Verification, every run: every label of every frame equals the
 * CPU's, exactly; the labels are poisoned before every run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ccl.h"
#include "harness.h"
#include "rng.h"

typedef struct ccl_ctx {
    ccl_problem p;
    unsigned char *d_img;
    int *h_labels; /* pinned: labels downloaded after a run */
    int *ref;      /* CPU labels */
} ccl_ctx;

/* ---- generation ---------------------------------------------------------- */

static void ccl_disc(unsigned char *img, int w, int h, int cx, int cy, int r)
{
    for (int y = cy - r; y <= cy + r; y++)
        for (int x = cx - r; x <= cx + r; x++)
            if (x >= 0 && x < w && y >= 0 && y < h && (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r)
                img[(size_t)y * w + x] = 1;
}

static void ccl_gen_blobs(bench_rng *r, unsigned char *img, int w, int h)
{
    size_t n = (size_t)w * h;
    memset(img, 0, n);
    long discs = (long)(n / 3500), walks = (long)(n / 26000);
    for (long k = 0; k < discs; k++) {
        int cx = (int)bench_rng_below(r, (uint64_t)w);
        int cy = (int)bench_rng_below(r, (uint64_t)h);
        int rad = 2 + (int)bench_rng_below(r, 24);
        ccl_disc(img, w, h, cx, cy, rad);
    }
    static const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
    for (long k = 0; k < walks; k++) {
        int x = (int)bench_rng_below(r, (uint64_t)w);
        int y = (int)bench_rng_below(r, (uint64_t)h);
        int d = (int)bench_rng_below(r, 4);
        for (int step = 0; step < 2 * w; step++) {
            img[(size_t)y * w + x] = 1;
            if (bench_rng_below(r, 4) == 0) /* turn left or right a quarter of the time */
                d = (d + (bench_rng_below(r, 2) ? 1 : 3)) % 4;
            int nx = x + dx[d], ny = y + dy[d];
            if (nx < 0 || nx >= w || ny < 0 || ny >= h) {
                d = (d + 2) % 4; /* bounce off the border */
                continue;
            }
            x = nx;
            y = ny;
        }
    }
    for (size_t p = 0; p < n; p++)
        if (bench_rng_below(r, 50) == 0)
            img[p] = 1;
}

static void ccl_gen_noise(bench_rng *r, unsigned char *img, int w, int h)
{
    size_t n = (size_t)w * h;
    for (size_t p = 0; p < n; p++)
        img[p] = bench_rng_double(r) < 0.55;
}

/* ---- CPU reference ------------------------------------------------------- */

/* Labels one frame; returns the number of components.  stack: w*h ints. */
static long ccl_cpu_label(const unsigned char *img, int w, int h, int *label, int *stack)
{
    int n = w * h;
    long components = 0;
    for (int p = 0; p < n; p++)
        label[p] = CCL_BACKGROUND;
    for (int p = 0; p < n; p++) {
        if (!img[p] || label[p] != CCL_BACKGROUND)
            continue;
        /* p is the smallest pixel of a new component: flood it with p */
        components++;
        int top = 0;
        label[p] = p;
        stack[top++] = p;
        while (top > 0) {
            int q = stack[--top];
            int x = q % w, y = q / w;
            int nb[4] = {x > 0 ? q - 1 : -1, x < w - 1 ? q + 1 : -1, y > 0 ? q - w : -1,
                         y < h - 1 ? q + w : -1};
            for (int k = 0; k < 4; k++) {
                int u = nb[k];
                if (u >= 0 && img[u] && label[u] == CCL_BACKGROUND) {
                    label[u] = p;
                    stack[top++] = u;
                }
            }
        }
    }
    return components;
}

/* ---- benchmark case ------------------------------------------------------ */

static size_t ccl_total(const ccl_ctx *c)
{
    return (size_t)c->p.n_frames * c->p.width * c->p.height;
}

static void ccl_reset(void *ctx)
{
    ccl_ctx *c = (ccl_ctx *)ctx;
    /* poison: 0x7f7f7f7f is neither a pixel index nor CCL_BACKGROUND */
    CHECK_CUDA(cudaMemset(c->p.labels, 0x7f, ccl_total(c) * sizeof(int)));
    CHECK_CUDA(cudaDeviceSynchronize());
}

static void ccl_run(void *ctx)
{
    ccl_ctx *c = (ccl_ctx *)ctx;
    ccl_variant_run(&c->p);
}

static int ccl_verify(void *ctx, char *msg, size_t len)
{
    ccl_ctx *c = (ccl_ctx *)ctx;
    size_t frame = (size_t)c->p.width * c->p.height;
    CHECK_CUDA(cudaMemcpy(c->h_labels, c->p.labels, ccl_total(c) * sizeof(int),
                          cudaMemcpyDeviceToHost));
    for (int f = 0; f < c->p.n_frames; f++) {
        char what[32];
        snprintf(what, sizeof what, "frame %d label", f);
        if (bench_compare_int(what, c->h_labels + f * frame, c->ref + f * frame, frame, msg, len))
            return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "ccl", "blobs-1024x1024", &o);
    int frames = (int)bench_param_int(&o, "frames", 8);
    int strips = (int)bench_param_int(&o, "strips", 16);
    int w = 0, h = 0, noise = 0;
    char tail;
    if (sscanf(o.dataset, "blobs-%dx%d%c", &w, &h, &tail) == 2) {
        noise = 0;
    } else if (sscanf(o.dataset, "noise-%dx%d%c", &w, &h, &tail) == 2) {
        noise = 1;
    } else {
        fprintf(stderr, "ccl: unknown dataset '%s' (blobs-WxH, noise-WxH)\n", o.dataset);
        return 2;
    }
    /* pixel indices are ints */
    if (w < 1 || h < 1 || (long long)w * h > (1ll << 30) || frames < 1) {
        fprintf(stderr, "ccl: need W, H >= 1, W*H <= 2^30, frames >= 1\n");
        return 2;
    }
    if (strips < 1 || h % strips != 0) {
        fprintf(stderr, "ccl: strips (%d) must divide the height (%d)\n", strips, h);
        return 2;
    }

    ccl_ctx c;
    memset(&c, 0, sizeof c);
    size_t frame = (size_t)w * h, total = frame * frames;
    unsigned char *img = (unsigned char *)malloc(total);
    c.ref = (int *)malloc(total * sizeof(int));
    int *stack = (int *)malloc(frame * sizeof(int));
    if (!img || !c.ref || !stack) {
        fprintf(stderr, "ccl: out of memory\n");
        return 2;
    }
    bench_rng rng;
    bench_rng_seed(&rng, o.seed);
    long long fg = 0, components = 0;
    for (int f = 0; f < frames; f++) {
        unsigned char *fi = img + f * frame;
        if (noise)
            ccl_gen_noise(&rng, fi, w, h);
        else
            ccl_gen_blobs(&rng, fi, w, h);
        for (size_t p = 0; p < frame; p++)
            fg += fi[p];
        components += ccl_cpu_label(fi, w, h, c.ref + f * frame, stack);
    }
    free(stack);
    bench_log(&o, "ccl: %d frames of %dx%d in %d streams, %d strips of %d rows: %lld foreground "
                  "pixels, %lld components (CPU)\n",
              frames, w, h, CCL_STREAMS, strips, h / strips, fg, components);

    /* No host synchronisation inside a run: every parent grid of every frame
     * may be in flight, each launching a child per strip. */
    bench_set_pending_launch_limit((size_t)frames * 4 * strips);

    c.p.n_frames = frames;
    c.p.width = w;
    c.p.height = h;
    c.p.strips = strips;
    CHECK_CUDA(cudaMalloc((void **)&c.d_img, total));
    CHECK_CUDA(cudaMemcpy(c.d_img, img, total, cudaMemcpyHostToDevice));
    c.p.img = c.d_img;
    CHECK_CUDA(cudaMalloc((void **)&c.p.labels, total * sizeof(int)));
    CHECK_CUDA(cudaMallocHost((void **)&c.h_labels, total * sizeof(int)));
    /* Blocking streams (cudaStreamCreate): they wait for the legacy default
     * stream and it for them, so the harness's events on stream 0 bracket
     * the work of all four. */
    for (int s = 0; s < CCL_STREAMS; s++)
        CHECK_CUDA(cudaStreamCreate(&c.p.streams[s]));

    bench_case bc = {&c, ccl_reset, ccl_run, ccl_verify};
    int rc = bench_run_case(&o, &bc);

    for (int s = 0; s < CCL_STREAMS; s++)
        CHECK_CUDA(cudaStreamDestroy(c.p.streams[s]));
    CHECK_CUDA(cudaFree(c.d_img));
    CHECK_CUDA(cudaFree(c.p.labels));
    CHECK_CUDA(cudaFreeHost(c.h_labels));
    free(img);
    free(c.ref);
    return rc;
}
