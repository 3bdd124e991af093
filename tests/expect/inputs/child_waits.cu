// Children whose threads wait for each other without a barrier
// (analysis/child_code.h, child_code_wait): launch removal and flattening,
// which run the child's threads one after another in one thread, would
// wait forever for a thread that runs later (T4 hung on the H200).

// Thread 0 spins on a flag thread 1 sets.
__global__ void spin_on_flag(volatile int *flag, int *out)
{
    if (threadIdx.x == 0) {
        while (*flag == 0) {
        }
        out[0] = 1;
    } else if (threadIdx.x == 1) {
        *flag = 1;
    }
}

// Every thread polls a counter until all have arrived.
__global__ void poll_counter(unsigned *arrived, int *out)
{
    atomicAdd(arrived, 1u);
    while (atomicAdd(arrived, 0u) < blockDim.x) {
    }
    out[threadIdx.x] = 1;
}

// An atomic outside any loop's condition: no waiting, still taken.
__global__ void count_once(unsigned *hits, int *out)
{
    atomicAdd(hits, 1u);
    out[threadIdx.x] = 2;
}

__global__ void parent(int *flag, unsigned *counter, int *out)
{
    if (threadIdx.x == 0)
        spin_on_flag<<<1, 2, 0, cudaStreamFireAndForget>>>(flag, out);
    if (threadIdx.x == 1)
        poll_counter<<<1, 32, 0, cudaStreamFireAndForget>>>(counter, out);
    if (threadIdx.x == 2)
        count_once<<<1, 32, 0, cudaStreamFireAndForget>>>(counter, out);
}

int main()
{
    parent<<<1, 32>>>(nullptr, nullptr, nullptr);
    return 0;
}
