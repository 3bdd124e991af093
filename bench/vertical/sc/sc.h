// Stream compaction (sc): the values of the input that are not multiples
// of 3, in order. The host's part, shared by cdp.cu and flat.cu.
#include "../vertical.h"

#define THREADS 512
#define ITEMS 16
#define TILE (THREADS * ITEMS)

static bool kept(int v) { return v % 3 != 0; }

static void sc_fill(std::vector<int> &in, std::vector<float> &, int rows, int cols)
{
    in.resize((size_t)rows * cols);
    for (size_t i = 0; i < in.size(); i++)
        in[i] = vertical_random(1000);
}

static bool sc_check(const std::vector<int> &in, const std::vector<float> &, const VerticalData &d)
{
    std::vector<int> want;
    for (int v : in)
        if (kept(v))
            want.push_back(v);
    return vertical_check_list(want, d);
}

// Read every value once, write the kept ones.
static double sc_bytes(const VerticalData &d) { return (double)d.n * 4 * (1.0 + 2.0 / 3.0); }

const VerticalApp APP = {"sc", {{16384, 0}, {204800, 0}, {25174016, 0}, {503480320, 0}}, TILE, sc_bytes, sc_fill, sc_check};
