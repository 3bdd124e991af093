// Streams a thread creates only on some paths to the launch, or after it
// (a review on an H200: /tmp repros t_stream2, t_stream_tail,
// t_stream_after). A thread that does not create the stream launches into
// the NULL or the tail stream its declaration names, whose order the
// launch keeps: not the thread's own stream (analysis/device_streams.h).
__global__ void fill(unsigned int *buf, int who) { buf[who * 32 + threadIdx.x] = who + 1; }
__global__ void use(unsigned int *out, const unsigned int *buf, int who) { out[who] += buf[who * 32 + threadIdx.x]; }

// Odd threads create a stream; even threads launch into the NULL stream,
// then a reader after the fill.
__global__ void odd_threads_create(unsigned int *out, unsigned int *buf)
{
    int t = threadIdx.x;
    cudaStream_t s = 0;
    if (t & 1)
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    fill<<<1, 32, 0, s>>>(buf, t);
    if (t & 1)
        cudaStreamDestroy(s);
    else
        use<<<1, 32>>>(out, buf, t);
}

// Even threads keep the tail stream.
__global__ void tail_unless_created(unsigned int *out, unsigned int *buf)
{
    int t = threadIdx.x;
    cudaStream_t s = cudaStreamTailLaunch;
    if (t & 1)
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    use<<<1, 32, 0, s>>>(out, buf, t);
    if (t & 1)
        cudaStreamDestroy(s);
}

// Created after the launch: the launch goes to the NULL stream.
__global__ void created_after(unsigned int *buf)
{
    int t = threadIdx.x;
    cudaStream_t s = 0;
    fill<<<1, 32, 0, s>>>(buf, t);
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamDestroy(s);
}

// A label between the creation and the launch: a goto may skip it.
__global__ void label_between(unsigned int *buf, int k)
{
    int t = threadIdx.x;
    cudaStream_t s = 0;
    if (k)
        goto launch;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
launch:
    fill<<<1, 32, 0, s>>>(buf, t);
    cudaStreamDestroy(s);
}

// Created on every path: still the thread's own (an initializer changes
// nothing).
__global__ void always_created(unsigned int *buf)
{
    int t = threadIdx.x;
    cudaStream_t s = 0;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    fill<<<1, 32, 0, s>>>(buf, t);
    cudaStreamDestroy(s);
}

// Created on every path, but its value used: where the stream goes with
// its launch the call becomes a no-op, which has none.
__global__ void created_in_condition(unsigned int *buf)
{
    int t = threadIdx.x;
    cudaStream_t s;
    if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess)
        return;
    fill<<<1, 32, 0, s>>>(buf, t);
    cudaStreamDestroy(s);
}

// Created in the other operand of &&: not on every path, its value used.
__global__ void created_in_and(unsigned int *buf, int k)
{
    int t = threadIdx.x;
    cudaStream_t s = 0;
    (void)(k && cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) == cudaSuccess);
    fill<<<1, 32, 0, s>>>(buf, t);
    cudaStreamDestroy(s);
}
