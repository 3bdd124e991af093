// classes.cu - C++ in device code: a namespace, structs and a class with
// __device__ and __host__ __device__ members, reference parameters, a struct
// passed by value to a child kernel, and a launch of a namespace-qualified child.
#include <cstdio>
#include <cuda_runtime.h>

namespace physics {

__host__ __device__ inline float sq(float v) { return v * v; }

__device__ void clamp_index(int &i, int n)
{
    if (i < 0) i = 0;
    if (i >= n) i = n - 1;
}

struct Particle {
    float x, y;
    float vx, vy;

    __device__ void advance(float dt)
    {
        x += vx * dt;
        y += vy * dt;
    }
    __device__ float energy() const { return 0.5f * (sq(vx) + sq(vy)); }
};

class Grid {
public:
    __host__ __device__ Grid(int cells, float size) : cells_(cells), cell_size_(size) {}

    __device__ int cell_of(const Particle &p) const
    {
        int cx = (int)(p.x / cell_size_);
        int cy = (int)(p.y / cell_size_);
        clamp_index(cx, cells_);
        clamp_index(cy, cells_);
        return cy * cells_ + cx;
    }
    __host__ __device__ int num_cells() const { return cells_ * cells_; }

private:
    int cells_;
    float cell_size_;
};

// Child: one thread per particle of one cluster.
__global__ void advance_cluster(Particle *particles, int begin, int count, Grid grid,
                                float dt, int *cell_count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) {
        Particle &p = particles[begin + i];
        p.advance(dt);
        atomicAdd(&cell_count[grid.cell_of(p)], 1);
    }
}

} // namespace physics

// Parent: one thread per cluster of particles.
__global__ void step(physics::Particle *particles, const int *cluster_begin, int clusters,
                     physics::Grid grid, float dt, int *cell_count)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < clusters) {
        int begin = cluster_begin[c];
        int count = cluster_begin[c + 1] - begin;
        physics::advance_cluster<<<(count + 63) / 64, 64>>>(particles, begin, count, grid,
                                                           dt, cell_count);
    }
}

int main(void)
{
    const int clusters = 32, per_cluster = 200, n = clusters * per_cluster;
    physics::Grid grid(16, 1.0f / 16);
    physics::Particle *h_p = new physics::Particle[n];
    for (int i = 0; i < n; i++)
        h_p[i] = {(i % 97) / 97.0f, (i % 89) / 89.0f, 0.01f, -0.02f};
    int h_begin[clusters + 1];
    for (int c = 0; c <= clusters; c++)
        h_begin[c] = c * per_cluster;

    physics::Particle *particles;
    int *cluster_begin, *cell_count;
    cudaMalloc(&particles, n * sizeof(physics::Particle));
    cudaMalloc(&cluster_begin, sizeof(h_begin));
    cudaMalloc(&cell_count, grid.num_cells() * sizeof(int));
    cudaMemcpy(particles, h_p, n * sizeof(physics::Particle), cudaMemcpyHostToDevice);
    cudaMemcpy(cluster_begin, h_begin, sizeof(h_begin), cudaMemcpyHostToDevice);
    cudaMemset(cell_count, 0, grid.num_cells() * sizeof(int));

    step<<<1, clusters>>>(particles, cluster_begin, clusters, grid, 0.1f, cell_count);

    int h_count0 = 0;
    cudaMemcpy(&h_count0, cell_count, sizeof(int), cudaMemcpyDeviceToHost);
    printf("classes: %d particles in cell 0\n", h_count0);
    cudaFree(particles); cudaFree(cluster_begin); cudaFree(cell_count);
    delete[] h_p;
    return 0;
}
