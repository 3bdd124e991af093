// note-subject: the child calls scale_of(), defined here, which calls
// ext_scale(), declared only (defined in another file): the note names
// ext_scale, the child as its caller and scale_of as the way there.
__device__ float ext_scale(float x);
__device__ float scale_of(float x) { return 2.0f * ext_scale(x); }

__global__ void child(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = scale_of(v[i]);
}

__global__ void parent(float *v, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<(n + 31) / 32, 32>>>(v + t * n, n);
}

void run(float *v, int n) { parent<<<4, 64>>>(v, n); }
