// Chains of single-block grids (vertical aggregation, plan/promote.h): the
// forms dpopt promotes and those it leaves as written, each with its note.
#define TILE 256

// Taken: the launch at the top of the body, thread 0, a condition and a
// block size known at the start, one postponed argument (offset + mine).
__global__ void taken(const int *in, int *out, int n, int start, int offset)
{
    int mine = start + threadIdx.x < n ? in[start + threadIdx.x] : 0;
    if (threadIdx.x == 0 && start + TILE < n)
        taken<<<1, TILE>>>(in, out, n, start + TILE, offset + mine);
    out[start + threadIdx.x] = offset;
}

// The launch inside a loop.
__global__ void in_loop(int *out, int n, int start)
{
    for (int k = 0; k < 2; k++)
        if (threadIdx.x == 0 && start + TILE < n)
            in_loop<<<1, TILE>>>(out, n, start + TILE);
}

// Not thread 0's alone.
__global__ void any_thread(int *out, int n, int start)
{
    if (start + TILE < n)
        any_thread<<<1, TILE>>>(out, n, start + TILE);
}

// More than one block.
__global__ void two_blocks(int *out, int n, int start)
{
    if (threadIdx.x == 0 && start + TILE < n)
        two_blocks<<<2, TILE>>>(out, n, start + TILE);
}

// A condition the prologue computes.
__global__ void late_condition(const int *in, int *out, int n, int start)
{
    int more = in[start];
    if (threadIdx.x == 0 && more > 0)
        late_condition<<<1, TILE>>>(in, out, n, start + TILE);
}

// A return before the launch: thread 0 may not reach it.
__global__ void early_return(int *out, int n, int start)
{
    if (out[start] < 0)
        return;
    if (threadIdx.x == 0 && start + TILE < n)
        early_return<<<1, TILE>>>(out, n, start + TILE);
}

// A parameter the body writes is not known at the start.
__global__ void written_param(int *out, int n, int start)
{
    start += 1;
    if (threadIdx.x == 0 && start + TILE < n)
        written_param<<<1, TILE>>>(out, n, start + TILE);
}

// Into the tail-launch stream: the consumer waits for the whole producer.
__global__ void tail(int *out, int n, int start)
{
    if (threadIdx.x == 0 && start + TILE < n)
        tail<<<1, TILE, 0, cudaStreamTailLaunch>>>(out, n, start + TILE);
}

// Promoted without overlap: its prologue writes global memory.
__global__ void writes_first(int *out, int n, int start, int offset)
{
    out[start + threadIdx.x] = 1;
    if (threadIdx.x == 0 && start + TILE < n)
        writes_first<<<1, TILE>>>(out, n, start + TILE, offset + 1);
}

// Another kernel launched too.
__global__ void leaf(int *out) { out[threadIdx.x] = 0; }
__global__ void two_launches(int *out, int n, int start)
{
    leaf<<<1, 32>>>(out);
    if (threadIdx.x == 0 && start + TILE < n)
        two_launches<<<1, TILE>>>(out, n, start + TILE);
}

// A parameter passed on from a postponed one is postponed too (carried),
// and a condition reading a postponed parameter is not known at the start
// (before 2026-11-25 both were taken as known: the code did not compile).
__global__ void carries(int *out, int n, int start, int offset, int carried)
{
    int mine = out[start + threadIdx.x];
    if (threadIdx.x == 0 && start + TILE < n)
        carries<<<1, TILE>>>(out, n, start + TILE, offset + mine, offset + 1);
    out[start + threadIdx.x] = carried;
}
__global__ void late_offset(int *out, int n, int start, int offset)
{
    int mine = out[start + threadIdx.x];
    if (threadIdx.x == 0 && offset < n)
        late_offset<<<1, TILE>>>(out, n, start + TILE, offset + mine);
}

// A name of dpopt's own in the body.
__global__ void reserved(int *out, int n, int start)
{
    int dp_next = start + TILE;
    if (threadIdx.x == 0 && start + TILE < n)
        reserved<<<1, TILE>>>(out, n, start + TILE);
    out[start] = dp_next;
}

int main()
{
    int *in, *out;
    cudaMalloc(&in, 4096 * sizeof(int));
    cudaMalloc(&out, 4096 * sizeof(int));
    taken<<<1, TILE>>>(in, out, 4096, 0, 0);
    writes_first<<<1, TILE>>>(out, 4096, 0, 0);
    cudaDeviceSynchronize();
    return 0;
}
