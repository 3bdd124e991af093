// Two classes with a member of one name, defined in their bodies: told
// apart by their objects, not a name defined twice; the launch is taken.
struct Box { float lo; __device__ void set(float v) { lo = v; } };
struct Tag { int id; __device__ void set(int v) { id = v; } };
__global__ void child(float *out)
{
    Box b;
    b.set(1.0f);
    out[threadIdx.x] = b.lo;
}
__global__ void parent(float *out)
{
    child<<<1, 32>>>(out + 32 * threadIdx.x);
}
