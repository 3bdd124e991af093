// One child launched twice, spelled `fill` and `::fill`: its aggregated
// sites are numbered as one child's (each spelling counted apart, both got
// the unnumbered fill_dp_grid, defined twice).
__global__ void fill(int *out) { out[threadIdx.x] = 1; }

__global__ void parent(int *out)
{
    fill<<<1, 32>>>(out);
    ::fill<<<1, 32>>>(out + 32);
}

int main()
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
    parent<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    return 0;
}
