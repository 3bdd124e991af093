// Line of sight (los): which points of a terrain along a ray an observer at
// its start sees: a point is seen where the slope to it is above every
// slope before it. The host's part, shared by cdp.cu and flat.cu.
#include <cmath>

#include "../vertical.h"

#define THREADS 256
#define TILE THREADS
#define OBSERVER 100.0f

static void los_fill(std::vector<int> &, std::vector<float> &heights, int rows, int cols)
{
    heights.resize((size_t)rows * cols);
    float h = 50.0f;
    for (size_t i = 0; i < heights.size(); i++) {
        h += (float)(vertical_random(2001) - 1000) / 100.0f;
        heights[i] = h;
    }
}

static bool los_check(const std::vector<int> &, const std::vector<float> &heights, const VerticalData &d)
{
    std::vector<int> got = vertical_copy(d.visible, (size_t)d.n);
    float best = -INFINITY;
    for (int i = 0; i < d.n; i++) {
        float slope = (heights[i] - OBSERVER) / (float)(i + 1);
        int want = slope > best;
        best = fmaxf(best, slope);
        if (got[i] != want) {
            printf("FAIL: point %d is %s, not %s\n", i, got[i] ? "seen" : "hidden", want ? "seen" : "hidden");
            return false;
        }
    }
    return true;
}

// Points a second in place of bytes: GB/s here is 1e9 points a second.
static double los_points(const VerticalData &d) { return (double)d.n; }

const VerticalApp APP = {"los", {{511, 0}, {6399, 0}, {49407, 0}, {10000000, 0}}, TILE, los_points, los_fill, los_check};
