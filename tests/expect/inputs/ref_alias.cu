// A value the analysis would take for kept or uniform, changed by some
// threads through a reference bound to it (tests/expect/ref_alias.expect).
// `T &r(x)` in a body is what a parser reads as a function declaration.

__global__ void child(unsigned *out, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[(tag + (unsigned)i) % 512u], 1u);
}

// The same tag in every thread until odd threads change it through `alias`.
__global__ void uniform_tag(unsigned *out, unsigned salt, int size)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned tag = salt * 131u;
    unsigned &alias(tag);
    if (t % 2u == 1u)
        alias = tag ^ t;
    child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, tag, size);
}

// The same, the reference bound with braces.
__global__ void uniform_braces(unsigned *out, unsigned salt, int size)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned tag = salt * 131u;
    unsigned &alias{tag};
    if (t % 2u == 1u)
        alias = tag ^ t;
    child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, tag, size);
}

// The same through an object that holds a reference to the tag.
struct Holder {
    unsigned &value;
    __device__ void mix(unsigned t) { value ^= t; }
};

__global__ void uniform_holder(unsigned *out, unsigned salt, int size)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned tag = salt * 131u;
    Holder holder{tag};
    if (t % 2u == 1u)
        holder.mix(t);
    child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, tag, size);
}

// The same through a lambda's init-capture by reference.
__global__ void uniform_capture(unsigned *out, unsigned salt, int size)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned tag = salt * 131u;
    auto mix = [&value = tag](unsigned x) { value ^= x; };
    if (t % 2u == 1u)
        mix(t);
    child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, tag, size);
}

// A grid-stride loop whose bound some threads lower for their later iterations.
__global__ void stride(unsigned *out, unsigned salt, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        int &bound(n);
        if (j % 3 == 1)
            bound = j + 1;
        int size = j % 32 + 1;
        child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, salt + (unsigned)j, size);
    }
}

// The child's grid from a parameter that odd blocks raise.
__global__ void hoisted(unsigned *out, unsigned salt, int n, int per)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int &items(per);
    if (blockIdx.x % 2 == 1)
        items = per + 3;
    if (t < n)
        child<<<(per + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, salt + (unsigned)t, per);
}

// Offsets that some threads read from another array.
__global__ void offsets(unsigned *out, const long long *row, const long long *alt, unsigned salt, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    const long long *&rows(row);
    if (v % 2 == 1)
        rows = alt;
    if (v < n) {
        long long begin = row[v];
        int count = (int)(row[v + 1] - begin);
        if (count > 0)
            child<<<(count + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, salt + (unsigned)begin, count);
    }
}

void run(unsigned *out, const long long *row, const long long *alt, int n)
{
    uniform_tag<<<4, 64>>>(out, 7u, 40);
    uniform_braces<<<4, 64>>>(out, 7u, 40);
    uniform_holder<<<4, 64>>>(out, 7u, 40);
    uniform_capture<<<4, 64>>>(out, 7u, 40);
    stride<<<2, 64>>>(out, 7u, n);
    hoisted<<<(n + 63) / 64, 64>>>(out, 7u, n, 20);
    offsets<<<(n + 63) / 64, 64>>>(out, row, alt, 7u, n);
}
