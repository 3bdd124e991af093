__global__ void clear_bucket(int bucket[], int count, float weights[16])
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) {
        bucket[i] = -1;
        weights[i % 16] = 0.0f;
    }
}
__global__ void clear_buckets(int table[], const int sizes[], float w[], int buckets, int stride)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < buckets && sizes[b] > 0)
        clear_bucket<<<(sizes[b] + 31) / 32, 32>>>(table + b * stride, sizes[b], w + 16 * b);
}
