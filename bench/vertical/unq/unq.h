// Unique (unq): the first value of each run of equal values, in order. The
// host's part, shared by cdp.cu and flat.cu.
#include "../vertical.h"

#define THREADS 512
#define ITEMS 16
#define TILE (THREADS * ITEMS)

static void unq_fill(std::vector<int> &in, std::vector<float> &, int rows, int cols)
{
    in.resize((size_t)rows * cols);
    int v = 0;
    for (size_t i = 0; i < in.size(); i++) {
        v += vertical_random(3) == 0;
        in[i] = v;
    }
}

static bool unq_check(const std::vector<int> &in, const std::vector<float> &, const VerticalData &d)
{
    std::vector<int> want;
    for (size_t i = 0; i < in.size(); i++)
        if (i == 0 || in[i] != in[i - 1])
            want.push_back(in[i]);
    return vertical_check_list(want, d);
}

// Read every value and its neighbour once (cached), write the unique ones.
static double unq_bytes(const VerticalData &d) { return (double)d.n * 4 * (1.0 + 1.0 / 3.0); }

const VerticalApp APP = {"unq", {{16384, 0}, {204800, 0}, {25174016, 0}, {503480320, 0}}, TILE, unq_bytes, unq_fill, unq_check};
