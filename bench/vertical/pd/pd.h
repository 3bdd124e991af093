// Padding (pd), in place: a rows x cols matrix becomes rows x (cols + 1),
// each row's new last column 0. The host's part, shared by cdp.cu and flat.cu.
#include "../vertical.h"

#define THREADS 512
#define ITEMS 16
#define TILE (THREADS * ITEMS)

static void pd_fill(std::vector<int> &in, std::vector<float> &, int rows, int cols)
{
    in.assign((size_t)rows * (cols + 1), -7); /* room for the padded matrix */
    for (size_t i = 0; i < (size_t)rows * cols; i++)
        in[i] = vertical_random(1000) + 1;
}

static bool pd_check(const std::vector<int> &in, const std::vector<float> &, const VerticalData &d)
{
    std::vector<int> got = vertical_copy(d.in, (size_t)d.rows * (d.cols + 1));
    for (int r = 0; r < d.rows; r++)
        for (int c = 0; c <= d.cols; c++) {
            int want = c < d.cols ? in[(size_t)r * d.cols + c] : 0;
            if (got[(size_t)r * (d.cols + 1) + c] != want) {
                printf("FAIL: (%d, %d) is %d, not %d\n", r, c, got[(size_t)r * (d.cols + 1) + c], want);
                return false;
            }
        }
    return true;
}

static double pd_bytes(const VerticalData &d) { return (double)d.n * 4 * 2.0 + d.rows * 4.0; }

const VerticalApp APP = {"pd", {{120, 120}, {450, 450}, {4600, 4600}, {20000, 20000}}, TILE, pd_bytes, pd_fill, pd_check};
