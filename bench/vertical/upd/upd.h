// Unpadding (upd), in place: a rows x (cols + 1) matrix becomes rows x
// cols, each row's last column dropped. The host's part, shared by cdp.cu
// and flat.cu.
#include "../vertical.h"

#define THREADS 512
#define ITEMS 16
#define TILE (THREADS * ITEMS)

static void upd_fill(std::vector<int> &in, std::vector<float> &, int rows, int cols)
{
    in.resize((size_t)rows * (cols + 1));
    for (size_t i = 0; i < in.size(); i++)
        in[i] = (int)(i % (cols + 1)) == cols ? -1 : vertical_random(1000) + 1;
}

static bool upd_check(const std::vector<int> &in, const std::vector<float> &, const VerticalData &d)
{
    std::vector<int> got = vertical_copy(d.in, (size_t)d.rows * d.cols);
    for (int r = 0; r < d.rows; r++)
        for (int c = 0; c < d.cols; c++) {
            int want = in[(size_t)r * (d.cols + 1) + c];
            if (got[(size_t)r * d.cols + c] != want) {
                printf("FAIL: (%d, %d) is %d, not %d\n", r, c, got[(size_t)r * d.cols + c], want);
                return false;
            }
        }
    return true;
}

static double upd_bytes(const VerticalData &d) { return (double)d.n * 4 * 2.0; }

const VerticalApp APP = {"upd", {{120, 120}, {450, 450}, {4600, 4600}, {20000, 20000}}, TILE, upd_bytes, upd_fill, upd_check};
