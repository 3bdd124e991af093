// Input of tests/runtime/gpu-hoist-offsets.sh: a kernel that reads CSR's
// rows and launches a child per vertex, hoisted over its offsets
// (dpopt --hoist), its host launches made from two host threads into four
// streams at once, each a graph of its own: small and past 8,192 vertices
// (the offsets checked by the walk's blocks, or by a check grid whose
// verdicts live in memory allocated in the stream), two whose offsets
// decrease once and one whose last offset is below its first (no thread
// walks: each block runs a parent thread's child at a time, all the
// walking grid's blocks where the distance between the ends wraps). Each
// graph's sum is compared with what the kernel as written computes. Prints "ok ..." per
// graph, "FAIL ..." otherwise; exit 1 on a failure.
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#define CHECK(x)                                                                                                      \
    do {                                                                                                              \
        cudaError_t e_ = (x);                                                                                         \
        if (e_ != cudaSuccess) {                                                                                      \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));                         \
            std::exit(2);                                                                                             \
        }                                                                                                             \
    } while (0)

__global__ void edges(const int *col, int count, unsigned long long *sum)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(sum, (unsigned long long)col[j] + 1ull);
}

__global__ void csr(const int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0)
            edges<<<(degree + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(col + begin, degree, sum);
    }
}

struct Graph {
    int n, launches;
    std::vector<int> row, col;
    int *drow, *dcol;
    unsigned long long *dsum, want;
};

enum Drop { DROP_NONE, DROP_MIDDLE, DROP_END };

// n vertices, `busy` of them with edges (at most 1,000: a run of the
// kernel as written keeps its launches under the pending limit), the
// offsets made to decrease once in the middle, or to end below their start.
static Graph make(int n, int busy, Drop drop, unsigned seed)
{
    Graph g;
    g.n = n;
    g.row.assign(n + 1, 0);
    for (int v = 0; v < n; v++) {
        seed = seed * 1664525u + 1013904223u;
        int degree = (int)(seed >> 8) % n < busy ? 1 + (int)((seed >> 4) % 300u) : 0;
        g.row[v + 1] = g.row[v] + degree;
    }
    int total = g.row[n];
    if (drop == DROP_MIDDLE)
        g.row[n / 2] += 37; // row[n/2 - 1]'s child reads 37 more, row[n/2]'s may be negative
    if (drop == DROP_END)
        g.row[n] = g.row[0] - 5; // the last vertex's count is negative: it launches nothing
    g.col.resize(total + 64);
    for (size_t e = 0; e < g.col.size(); e++)
        g.col[e] = (int)((e * 2654435761u) % 1000u);
    g.want = 0;
    for (int v = 0; v < n; v++) {
        int degree = g.row[v + 1] - g.row[v];
        for (int j = 0; j < degree; j++)
            g.want += (unsigned long long)g.col[g.row[v] + j] + 1ull;
    }
    CHECK(cudaMalloc(&g.drow, g.row.size() * sizeof(int)));
    CHECK(cudaMalloc(&g.dcol, g.col.size() * sizeof(int)));
    CHECK(cudaMalloc(&g.dsum, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(g.drow, g.row.data(), g.row.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(g.dcol, g.col.data(), g.col.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(g.dsum, 0, sizeof(unsigned long long)));
    return g;
}

static void launch_many(Graph *g, cudaStream_t stream, int times)
{
    for (int k = 0; k < times; k++)
        csr<<<(g->n + 255) / 256, 256, 0, stream>>>(g->drow, g->dcol, g->n, g->dsum);
}

int main()
{
    const int times = 40;
    const int count = 5;
    Graph graphs[count] = {make(5000, 800, DROP_NONE, 1u), make(20000, 900, DROP_NONE, 2u),
                           make(3000, 600, DROP_MIDDLE, 3u), make(12000, 500, DROP_MIDDLE, 4u),
                           make(6000, 700, DROP_END, 5u)};
    cudaStream_t streams[4];
    for (auto &s : streams)
        CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    std::thread a([&] {
        CHECK(cudaSetDevice(0));
        for (int k = 0; k < times; k++) {
            launch_many(&graphs[0], streams[0], 1);
            launch_many(&graphs[2], streams[2], 1);
            launch_many(&graphs[4], streams[0], 1);
        }
    });
    std::thread b([&] {
        CHECK(cudaSetDevice(0));
        for (int k = 0; k < times; k++) {
            launch_many(&graphs[1], streams[1], 1);
            launch_many(&graphs[3], streams[3], 1);
        }
    });
    a.join();
    b.join();
    CHECK(cudaDeviceSynchronize());
    int failures = 0;
    for (int i = 0; i < count; i++) {
        unsigned long long got = 0;
        CHECK(cudaMemcpy(&got, graphs[i].dsum, sizeof got, cudaMemcpyDeviceToHost));
        bool ok = got == graphs[i].want * times;
        std::printf("%s graph %d (%d vertices%s): %llu, want %llu\n", ok ? "ok" : "FAIL", i, graphs[i].n,
                    i == 4 ? ", last offset below the first" : i >= 2 ? ", offsets decrease once" : "", got,
                    graphs[i].want * times);
        failures += !ok;
    }
    return failures ? 1 : 0;
}
