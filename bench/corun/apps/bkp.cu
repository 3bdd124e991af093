// BKP (Li & Liang, Table II: Rodinia backprop's bpnn_layerforward, 16x16
// blocks, type Up): the forward pass of the input layer into 16 hidden
// units. Block b takes input units 16b+1 .. 16b+16; thread (tx, ty) multiplies
// input unit 16b+ty+1 by its weight to hidden unit tx+1, and the block sums
// the 16x16 tile of products over ty in shared memory (a tree of four
// steps), leaving each hidden unit's partial sum over the block's inputs.
//
// As Rodinia's kernel, written anew, with two changes:
//   - the reduced tile goes to a separate array `products`, not back into
//     the weights (Rodinia overwrites them, so a second launch would
//     compute something else; the harness launches many times);
//   - the block index is blockIdx.x, not blockIdx.y, so the grid may pass
//     65,535 blocks.
// Layout as Rodinia's: input[0] is the bias unit, weights is (in + 1) x
// (hid + 1) row-major, row 0 and column 0 the bias's.
//
// Default size: 131,072 blocks (32 times the paper's grid of 4,096), so
// in = 2,097,152 input units: the weights and the products are 143 MB each;
// about 285 MB moved, roughly 0.1-0.2 ms on an H100 (the harness calibrates
// the scale). The grid is scale * 131,072 blocks.
#include "app.h"

#include <vector>

constexpr int BKP_HEIGHT = 16;  // input units per block (Rodinia's HEIGHT)
constexpr int BKP_WIDTH = 16;   // hidden units (Rodinia's WIDTH): hid must be 16

__global__ void bpnn_layerforward(const float *input, const float *weights, float *products,
                                  float *partial_sum, int hid)
{
    __shared__ float input_node[BKP_HEIGHT];
    __shared__ float weight_matrix[BKP_HEIGHT][BKP_WIDTH];
    long long by = blockIdx.x;
    int tx = threadIdx.x;
    int ty = threadIdx.y;
    // Weight of input unit 16*by + ty + 1 to hidden unit tx + 1.
    long long index = (long long)(hid + 1) * (BKP_HEIGHT * by + ty + 1) + tx + 1;
    long long index_in = BKP_HEIGHT * by + ty + 1;

    if (tx == 0)
        input_node[ty] = input[index_in];
    __syncthreads();
    weight_matrix[ty][tx] = weights[index];
    __syncthreads();
    weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];
    __syncthreads();
    // Rodinia's reduction: at step i (power_two = 2^i) the rows that are
    // multiples of 2^i add the row 2^(i-1) below them.
    for (int power_two = 2; power_two <= BKP_HEIGHT; power_two *= 2) {
        if (ty % power_two == 0)
            weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two / 2][tx];
        __syncthreads();
    }
    products[index] = weight_matrix[ty][tx];
    __syncthreads();
    // Row 0 now holds the sums; thread (0, ty) writes hidden unit ty + 1's.
    if (tx == 0)
        partial_sum[by * hid + ty] = weight_matrix[tx][ty];
}

struct BkpState {
    unsigned int blocks;
    int in, hid;
    size_t n_weights;                  // (in + 1) * (hid + 1)
    std::vector<float> input, weights; // host copies of the inputs
    float *d_input, *d_weights, *d_products, *d_partial;
    bool have_ref;
    CorunDeviceRef on_device[2]; // the references on the device (corun_compare_device)
    std::vector<float> ref_products, ref_partial;
};

static void *bkp_setup(double scale)
{
    size_t blocks = corun_scaled(131072, scale, 1, size_t(1) << 26);
    if (!blocks) {
        fprintf(stderr, "BKP: scale %g gives no grid of 1 to 2^26 blocks\n", scale);
        return nullptr;
    }
    BkpState *s = new BkpState();
    s->blocks = (unsigned int)blocks;
    s->in = (int)blocks * BKP_HEIGHT;
    s->hid = BKP_WIDTH;
    s->n_weights = (size_t)(s->in + 1) * (s->hid + 1);
    // Rodinia draws both from rand() / RAND_MAX: [0, 1).
    s->input.resize(s->in + 1);
    for (size_t i = 0; i < s->input.size(); i++)
        s->input[i] = corun_uniform(1, i, 0.0f, 1.0f);
    s->weights.resize(s->n_weights);
    for (size_t i = 0; i < s->n_weights; i++)
        s->weights[i] = corun_uniform(2, i, 0.0f, 1.0f);

    CORUN_CUDA(cudaMalloc(&s->d_input, s->input.size() * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_weights, s->n_weights * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_products, s->n_weights * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_partial, (size_t)s->blocks * s->hid * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_input, s->input.data(), s->input.size() * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_weights, s->weights.data(), s->n_weights * sizeof(float), cudaMemcpyHostToDevice));
    // The bias row and column of products are never written: zero, as the reference's.
    CORUN_CUDA(cudaMemset(s->d_products, 0, s->n_weights * sizeof(float)));
    CORUN_CUDA(cudaMemset(s->d_partial, 0, (size_t)s->blocks * s->hid * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void bkp_launch(void *state, cudaStream_t stream)
{
    BkpState *s = (BkpState *)state;
    dim3 grid(s->blocks);
    dim3 block(BKP_WIDTH, BKP_HEIGHT);
    bpnn_layerforward<<<grid, block, 0, stream>>>(s->d_input, s->d_weights, s->d_products, s->d_partial, s->hid);
    CORUN_LAUNCHED("bpnn_layerforward");
}

static unsigned int bkp_grid_blocks(void *state)
{
    return ((BkpState *)state)->blocks;
}

// The same products and the same tree of additions, in float, block by
// block: the device's result should match to the last bit or nearly.
static void bkp_reference(BkpState *s)
{
    int hid = s->hid;
    s->ref_products.assign(s->n_weights, 0.0f);
    s->ref_partial.assign((size_t)s->blocks * hid, 0.0f);
    float tile[BKP_HEIGHT][BKP_WIDTH];
    for (size_t b = 0; b < s->blocks; b++) {
        for (int ty = 0; ty < BKP_HEIGHT; ty++) {
            float node = s->input[BKP_HEIGHT * b + ty + 1];
            for (int tx = 0; tx < BKP_WIDTH; tx++)
                tile[ty][tx] = s->weights[(size_t)(hid + 1) * (BKP_HEIGHT * b + ty + 1) + tx + 1] * node;
        }
        for (int power_two = 2; power_two <= BKP_HEIGHT; power_two *= 2)
            for (int ty = 0; ty < BKP_HEIGHT; ty += power_two)
                for (int tx = 0; tx < BKP_WIDTH; tx++)
                    tile[ty][tx] = tile[ty][tx] + tile[ty + power_two / 2][tx];
        for (int ty = 0; ty < BKP_HEIGHT; ty++)
            for (int tx = 0; tx < BKP_WIDTH; tx++)
                s->ref_products[(size_t)(hid + 1) * (BKP_HEIGHT * b + ty + 1) + tx + 1] = tile[ty][tx];
        for (int j = 0; j < hid; j++)
            s->ref_partial[b * hid + j] = tile[0][j];
    }
    s->have_ref = true;
}

static bool bkp_verify(void *state, char *why, size_t why_len)
{
    BkpState *s = (BkpState *)state;
    if (!s->have_ref)
        bkp_reference(s);
    // Sums of 16 positive products in the reference's order: equal up to
    // rounding the compiler might reorder; 1e-5 relative is far above that.
    return corun_compare_device("partial_sum", s->d_partial, s->ref_partial.data(), &s->on_device[0],
                                s->ref_partial.size(), 1e-5, 0.0, why, why_len) &&
           corun_compare_device("products", s->d_products, s->ref_products.data(), &s->on_device[1],
                                s->n_weights, 1e-5, 0.0, why, why_len);
}

static void bkp_release(void *state)
{
    BkpState *s = (BkpState *)state;
    CORUN_CUDA(cudaFree(s->d_input));
    CORUN_CUDA(cudaFree(s->d_weights));
    CORUN_CUDA(cudaFree(s->d_products));
    CORUN_CUDA(cudaFree(s->d_partial));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_bkp = {
    "BKP", "bpnn_layerforward", "Up",
    (const void *)bpnn_layerforward, BKP_WIDTH * BKP_HEIGHT, 0,
    bkp_setup, bkp_launch, bkp_grid_blocks, bkp_verify, bkp_release,
};
