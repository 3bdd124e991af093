// The macros dpopt expands itself (syntax/expand.h) and those it leaves.
__global__ void child(int *out, int n) { out[threadIdx.x] = n; }

#define SPAWN(p, n) child<<<1, 32>>>(p, n)
#define CONFIG 2, 64
#define SIZED(n) (n + 63) / 64, 64
#define PAIR(p, n) p, n
#define NEG(x) -x
#define QUOTED(p) child<<<1, 32>>>(p, 0); printf(#p)
#define UNDONE(p) child<<<1, 32>>>(p, 1)
#undef UNDONE
#define UNDONE(p) child<<<1, 32>>>(p, 1)
#ifdef SOMETIMES
#define MAYBE(p) child<<<1, 32>>>(p, 2)
#else
#define MAYBE(p) child<<<1, 32>>>(p, 3)
#endif

__global__ void statement(int *out)
{
    if (threadIdx.x == 0)
        SPAWN(out,
              3);
    // the line breaks of the invocation follow it: this launch keeps line 24
    child<<<1, 32>>>(out, 4);
}

__global__ void values(int *out, int n)
{
    child<<<CONFIG>>>(out, n);
    child<<<SIZED(n)>>>(PAIR(out, NEG(-n)));
}

__global__ void left(int *out)
{
    QUOTED(out);
    UNDONE(out);
    MAYBE(out);
    int k = (SPAWN(out, 5), 0);
    out[0] = k;
}

// Expanded, then left by a strategy (flattening refuses a child with
// barriers): the invocation goes back into the output.
__global__ void barrier_child(int *out)
{
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[31 - threadIdx.x];
}
#define SPAWN_BARRIER(p) barrier_child<<<1, 32>>>(p)
__global__ void refused(int *out) { SPAWN_BARRIER(out); }
