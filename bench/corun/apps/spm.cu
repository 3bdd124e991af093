// SPM (Li & Liang, Table II: Parboil spmv's spmv_jds, blocks of 192, type
// Optimal): sparse matrix times vector, the matrix in JDS (jagged diagonal)
// form. The rows are sorted by their number of nonzeros, longest first
// (perm[i] is the row at place i); jagged diagonal k holds the k-th nonzero
// of every sorted row that has one, one after another from jds_ptr[k]. A
// thread takes one sorted row i: y[perm[i]] = sum over k of
// data[jds_ptr[k] + i] * x[index[jds_ptr[k] + i]].
//
// As Parboil's base kernel, written anew, without its software prefetching
// and with jds_ptr and sh_zcnt in global memory (Parboil: constant memory,
// whose 64 KB would bound the number of diagonals and groups). As in
// Parboil, the rows go in groups of 32 that share the loop bound
// sh_zcnt[group] (the nonzeros of the group's longest row), so each
// diagonal is padded with zeros (data 0, index 0) up to a whole group.
//
// The matrix: square, dim rows, 8 to 40 nonzeros a row (24 on average,
// uniform), columns within 2,048 of the diagonal (wrapping around), values
// and x in [0.1, 1) so the sums have no cancellation.
//
// Default size: dim = 2,097,152 rows, about 50 M nonzeros: data and index
// 400 MB, roughly 0.15-0.3 ms on an H100 (the gathers from x are cached).
// Grid: 10,923 blocks; the rows are scale times the default.
#include "app.h"

#include <vector>

constexpr int SPM_THREADS = 192;
constexpr int SPM_GROUP = 32;  // rows sharing one loop bound (Parboil: a warp)
constexpr int SPM_MIN_NNZ = 8, SPM_MAX_NNZ = 40;
constexpr int SPM_BAND = 2048;

__global__ void spmv_jds(float *dst_vector, const float *d_data, const int *d_index, const int *d_perm,
                         const float *x_vec, int dim, const int *jds_ptr_int, const int *sh_zcnt_int)
{
    int ix = blockIdx.x * blockDim.x + threadIdx.x;
    if (ix < dim) {
        float sum = 0.0f;
        int bound = sh_zcnt_int[ix / SPM_GROUP];
        for (int k = 0; k < bound; k++) {
            int j = jds_ptr_int[k] + ix;
            sum += d_data[j] * x_vec[d_index[j]];
        }
        dst_vector[d_perm[ix]] = sum;
    }
}

struct SpmState {
    int dim;
    unsigned int blocks;
    std::vector<float> x;  // host copy of the vector
    float *d_data, *d_x, *d_y;
    int *d_index, *d_perm, *d_jds_ptr, *d_sh_zcnt;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<double> ref;
};

// The matrix, made on demand from hashes: the nonzeros of row r, and the
// column and value of its k-th (the reference reads these, not the JDS arrays).
static int spm_row_nnz(int r)
{
    return SPM_MIN_NNZ + (int)(corun_hash(31, r) % (SPM_MAX_NNZ - SPM_MIN_NNZ + 1));
}

static int spm_col(int r, int k, int dim)
{
    long long off = (long long)(corun_hash(32, (uint64_t)r * 64 + k) % (2 * SPM_BAND + 1)) - SPM_BAND;
    long long c = ((long long)r + off) % dim;
    return (int)(c < 0 ? c + dim : c);
}

static float spm_val(int r, int k)
{
    return corun_uniform(33, (uint64_t)r * 64 + k, 0.1f, 1.0f);
}

static void *spm_setup(double scale)
{
    size_t rows = corun_scaled(2097152.0, scale, 1, 50000000);  // padded nonzeros < 2^31
    if (!rows) {
        fprintf(stderr, "SPM: scale %g gives no matrix of 1 to 50,000,000 rows\n", scale);
        return nullptr;
    }
    SpmState *s = new SpmState();
    int dim = s->dim = (int)rows;
    s->blocks = (unsigned int)((rows + SPM_THREADS - 1) / SPM_THREADS);

    // perm: rows by nonzeros, longest first, ties by row (a counting sort).
    std::vector<int> nnz(dim);
    std::vector<size_t> start(SPM_MAX_NNZ + 2, 0);
    for (int r = 0; r < dim; r++) {
        nnz[r] = spm_row_nnz(r);
        start[SPM_MAX_NNZ - nnz[r] + 1]++;
    }
    for (int b = 1; b <= SPM_MAX_NNZ + 1; b++)
        start[b] += start[b - 1];
    std::vector<int> perm(dim);
    for (int r = 0; r < dim; r++)
        perm[start[SPM_MAX_NNZ - nnz[r]]++] = r;

    // Diagonal k: the sorted rows with more than k nonzeros (a prefix of
    // them), padded up to a whole group.
    int max_nnz = nnz[perm[0]];
    std::vector<int> jds_ptr(max_nnz + 1);
    size_t total = 0;
    int longer = dim;  // sorted rows with more than k nonzeros
    for (int k = 0; k < max_nnz; k++) {
        while (longer > 0 && nnz[perm[longer - 1]] <= k)
            longer--;
        jds_ptr[k] = (int)total;
        total += (size_t)(longer + SPM_GROUP - 1) / SPM_GROUP * SPM_GROUP;
    }
    jds_ptr[max_nnz] = (int)total;
    std::vector<float> data(total, 0.0f);
    std::vector<int> index(total, 0);
    for (int i = 0; i < dim; i++) {
        int r = perm[i];
        for (int k = 0; k < nnz[r]; k++) {
            data[(size_t)jds_ptr[k] + i] = spm_val(r, k);
            index[(size_t)jds_ptr[k] + i] = spm_col(r, k, dim);
        }
    }
    int groups = (dim + SPM_GROUP - 1) / SPM_GROUP;
    std::vector<int> sh_zcnt(groups);
    for (int g = 0; g < groups; g++)
        sh_zcnt[g] = nnz[perm[g * SPM_GROUP]];
    s->x.resize(dim);
    for (int c = 0; c < dim; c++)
        s->x[c] = corun_uniform(34, c, 0.1f, 1.0f);

    CORUN_CUDA(cudaMalloc(&s->d_data, total * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_index, total * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_perm, dim * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_jds_ptr, jds_ptr.size() * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_sh_zcnt, groups * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_x, dim * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_y, dim * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_data, data.data(), total * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_index, index.data(), total * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_perm, perm.data(), dim * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_jds_ptr, jds_ptr.data(), jds_ptr.size() * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_sh_zcnt, sh_zcnt.data(), groups * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_x, s->x.data(), dim * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_y, 0, dim * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void spm_launch(void *state, cudaStream_t stream)
{
    SpmState *s = (SpmState *)state;
    int blocks = (int)s->blocks;
    spmv_jds<<<blocks, SPM_THREADS, 0, stream>>>(s->d_y, s->d_data, s->d_index, s->d_perm, s->d_x, s->dim,
                                                 s->d_jds_ptr, s->d_sh_zcnt);
    CORUN_LAUNCHED("spmv_jds");
}

static unsigned int spm_grid_blocks(void *state)
{
    return ((SpmState *)state)->blocks;
}

// y = A x row by row, in double, from the matrix's definition (not from
// the JDS arrays, so a fault in the conversion shows too).
static void spm_reference(SpmState *s)
{
    s->ref.resize(s->dim);
    for (int r = 0; r < s->dim; r++) {
        double sum = 0;
        for (int k = 0, n = spm_row_nnz(r); k < n; k++)
            sum += (double)spm_val(r, k) * s->x[spm_col(r, k, s->dim)];
        s->ref[r] = sum;
    }
    s->have_ref = true;
}

static bool spm_verify(void *state, char *why, size_t why_len)
{
    SpmState *s = (SpmState *)state;
    if (!s->have_ref)
        spm_reference(s);
    // At most 40 positive terms summed in float: under 40 * 6e-8 = 2.4e-6
    // relative; 1e-5.
    return corun_compare_device("y", s->d_y, s->ref.data(), &s->on_device[0],
                                (size_t)s->dim, 1e-5, 0.0, why, why_len);
}

static void spm_release(void *state)
{
    SpmState *s = (SpmState *)state;
    CORUN_CUDA(cudaFree(s->d_data));
    CORUN_CUDA(cudaFree(s->d_index));
    CORUN_CUDA(cudaFree(s->d_perm));
    CORUN_CUDA(cudaFree(s->d_jds_ptr));
    CORUN_CUDA(cudaFree(s->d_sh_zcnt));
    CORUN_CUDA(cudaFree(s->d_x));
    CORUN_CUDA(cudaFree(s->d_y));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_spm = {
    "SPM", "spmv_jds", "Optimal",
    (const void *)spmv_jds, SPM_THREADS, 0,
    spm_setup, spm_launch, spm_grid_blocks, spm_verify, spm_release,
};
