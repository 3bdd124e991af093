// A launch written as an else branch without braces is a statement of its
// own, as one written as the if branch is (it was refused as "part of a
// larger expression": the else clause was taken for its statement).
template <int K>
__global__ void tchild(int *out, int v) { atomicAdd(&out[K], v); }

__global__ void parent(int *out, int n)
{
    int i = threadIdx.x;
    if (i % 2)
        tchild<1><<<1, 32>>>(out, i);
    else
        tchild<2><<<1, 32>>>(out, i);
    tchild<3><<<1, 32>>>(out, i);
}
