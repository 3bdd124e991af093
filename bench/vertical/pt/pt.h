// Partition (pt): the values that are not multiples of 3 first, in order,
// then the others, in reverse order, from the end. The host's part, shared
// by cdp.cu and flat.cu.
#include "../vertical.h"

#define THREADS 512
#define ITEMS 16
#define TILE (THREADS * ITEMS)

static bool kept(int v) { return v % 3 != 0; }

static void pt_fill(std::vector<int> &in, std::vector<float> &, int rows, int cols)
{
    in.resize((size_t)rows * cols);
    for (size_t i = 0; i < in.size(); i++)
        in[i] = vertical_random(1000);
}

static bool pt_check(const std::vector<int> &in, const std::vector<float> &, const VerticalData &d)
{
    std::vector<int> want(in.size());
    size_t front = 0, back = in.size();
    for (int v : in)
        if (kept(v))
            want[front++] = v;
        else
            want[--back] = v;
    std::vector<int> got = vertical_copy(d.out, in.size());
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL: out[%zu] is %d, not %d\n", i, got[i], want[i]);
            return false;
        }
    return true;
}

static double pt_bytes(const VerticalData &d) { return (double)d.n * 4 * 2.0; }

const VerticalApp APP = {"pt", {{16384, 0}, {204800, 0}, {25174016, 0}, {503480320, 0}}, TILE, pt_bytes, pt_fill, pt_check};
