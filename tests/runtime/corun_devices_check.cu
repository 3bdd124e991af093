// Co-runnable kernels on several GPUs in one program (--corun; issue 47):
// corun_check.cu's kernels (saxpy, a tiled transpose, a 3-D grid; three
// streams) on every GPU of the machine (or the first DPOPT_CHECK_DEVICES),
// first by one host thread switching devices at every launch, so that each
// device has launches running while the others' are made, then by a host
// thread per GPU at once, ROUNDS times each. Under --corun each device's
// launches are kept, reported, raised and searched by that device's own
// registry and monitor (runtime corun_host.cuh). Each device's outputs are
// checked against the host's.
//   usage: corun_devices_check   prints PASS (with the number of devices) or FAIL
//   tests/runtime/gpu-corun-devices.sh runs it as written and after dpopt --corun.
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#define ROUNDS 3

__global__ void saxpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    y[i] = a * x[i] + y[i];
}

// out = the transpose of in, plus the grid's width (read from gridDim).
__global__ void transpose(float *out, const float *in, int width)
{
    __shared__ float tile[16][17];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
    __syncthreads();
    x = blockIdx.y * 16 + threadIdx.x;
    y = blockIdx.x * 16 + threadIdx.y;
    out[y * width + x] = tile[threadIdx.x][threadIdx.y] + gridDim.x;
}

// Each block of a 3-D grid writes its own coordinates.
__global__ void places(int *out)
{
    int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    if (threadIdx.x == 0)
        out[b] = blockIdx.x + 100 * blockIdx.y + 10000 * blockIdx.z;
}

static const int n = (1 << 24) + 37, width = 1024; // saxpy at one block an SM outlives transpose

// The host's inputs and the outputs they must give.
struct Expected {
    std::vector<float> x, y, in, y_after, t;
};

// One device's buffers and streams.
struct Device {
    int id;
    float *x, *y, *y_after, *in, *out;
    int *places;
    cudaStream_t one, two;
};

static bool made(Device &d, const Expected &e)
{
    cudaSetDevice(d.id);
    return cudaMalloc(&d.x, n * sizeof(float)) == cudaSuccess && cudaMalloc(&d.y, n * sizeof(float)) == cudaSuccess &&
           cudaMalloc(&d.y_after, n * sizeof(float)) == cudaSuccess &&
           cudaMalloc(&d.in, width * width * sizeof(float)) == cudaSuccess &&
           cudaMalloc(&d.out, width * width * sizeof(float)) == cudaSuccess &&
           cudaMalloc(&d.places, 7 * 5 * 3 * sizeof(int)) == cudaSuccess &&
           cudaMemcpy(d.x, e.x.data(), n * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess &&
           cudaMemcpy(d.in, e.in.data(), width * width * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess &&
           cudaStreamCreateWithFlags(&d.one, cudaStreamNonBlocking) == cudaSuccess &&
           cudaStreamCreateWithFlags(&d.two, cudaStreamNonBlocking) == cudaSuccess;
}

// The device's y as given (saxpy adds to it), its outputs cleared, and
// done before it returns: the kernels run in non-blocking streams, which
// do not wait for the default stream's memsets.
static bool reset(const Device &d, const Expected &e)
{
    return cudaMemcpy(d.y, e.y.data(), n * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess &&
           cudaMemset(d.y_after, 0, n * sizeof(float)) == cudaSuccess &&
           cudaMemset(d.out, 0, width * width * sizeof(float)) == cudaSuccess &&
           cudaMemset(d.places, 0, 7 * 5 * 3 * sizeof(int)) == cudaSuccess &&
           cudaDeviceSynchronize() == cudaSuccess;
}

// Launch `stage` of three on the current device: the 3-D grid, the
// transpose, then saxpy (the longest, last: it outlives the others) and a
// copy after it in its stream, which must see all of its work.
static void launch(const Device &d, int stage)
{
    if (stage == 0) {
        places<<<dim3(7, 5, 3), 64>>>(d.places);
    } else if (stage == 1) {
        dim3 tiles(width / 16, width / 16), block(16, 16);
        transpose<<<tiles, block, 0, d.two>>>(d.out, d.in, width);
    } else {
        saxpy<<<(n + 255) / 256, 256, 0, d.one>>>(d.y, d.x, 3.0f, n);
        cudaMemcpyAsync(d.y_after, d.y, n * sizeof(float), cudaMemcpyDeviceToDevice, d.one);
    }
}

static bool same(const char *what, int device, const std::vector<float> &got, const std::vector<float> &want)
{
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL device %d: %s[%zu] is %g, not %g\n", device, what, i, got[i], want[i]);
            return false;
        }
    return true;
}

// Waits for the current device and checks its outputs.
static bool verified(const Device &d, const Expected &e, const char *how)
{
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("FAIL device %d (%s): %s\n", d.id, how, cudaGetErrorString(err));
        return false;
    }
    std::vector<float> y(n), y_after(n), t(width * width);
    std::vector<int> p(7 * 5 * 3);
    cudaMemcpy(y.data(), d.y, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(y_after.data(), d.y_after, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(t.data(), d.out, width * width * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(p.data(), d.places, p.size() * sizeof(int), cudaMemcpyDeviceToHost);
    if (!same("saxpy", d.id, y, e.y_after) || !same("saxpy's stream after it", d.id, y_after, e.y_after) ||
        !same("transpose", d.id, t, e.t))
        return false;
    for (int z = 0, b = 0; z < 3; z++)
        for (int yy = 0; yy < 5; yy++)
            for (int xx = 0; xx < 7; xx++, b++)
                if (p[b] != xx + 100 * yy + 10000 * z) {
                    printf("FAIL device %d (%s): places[%d] is %d, not %d\n", d.id, how, b, p[b],
                           xx + 100 * yy + 10000 * z);
                    return false;
                }
    return true;
}

int main()
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 1) {
        printf("FAIL no device\n");
        return 1;
    }
    if (const char *limit = getenv("DPOPT_CHECK_DEVICES")) {
        // A count of at least one: a check of no device passes nothing.
        if (atoi(limit) < 1) {
            printf("FAIL DPOPT_CHECK_DEVICES=%s is no count of devices\n", limit);
            return 1;
        }
        devices = atoi(limit) < devices ? atoi(limit) : devices;
    }
    Expected e;
    e.x.resize(n);
    e.y.resize(n);
    e.y_after.resize(n);
    e.in.resize(width * width);
    e.t.resize(width * width);
    for (int i = 0; i < n; i++) {
        e.x[i] = (float)(i % 101);
        e.y[i] = (float)(i % 7);
        e.y_after[i] = 3.0f * e.x[i] + e.y[i];
    }
    for (int i = 0; i < width * width; i++)
        e.in[i] = (float)(i % 1009);
    for (int r = 0; r < width; r++)
        for (int c = 0; c < width; c++)
            e.t[c * width + r] = e.in[r * width + c] + width / 16;
    std::vector<Device> all(devices);
    for (int d = 0; d < devices; d++) {
        all[d].id = d;
        if (!made(all[d], e) || !reset(all[d], e)) {
            printf("FAIL device %d: its buffers not made\n", d);
            return 1;
        }
    }
    // One host thread, switching device at every launch.
    for (int stage = 0; stage < 3; stage++)
        for (int d = 0; d < devices; d++) {
            cudaSetDevice(d);
            launch(all[d], stage);
        }
    for (int d = 0; d < devices; d++) {
        cudaSetDevice(d);
        if (!verified(all[d], e, "one host thread switching devices"))
            return 1;
    }
    // A host thread a device, at once.
    std::vector<std::thread> threads;
    std::vector<int> good(devices, 1);
    for (int d = 0; d < devices; d++)
        threads.emplace_back([d, &all, &e, &good] {
            cudaSetDevice(d);
            for (int r = 0; r < ROUNDS && good[d]; r++) {
                good[d] = reset(all[d], e);
                for (int stage = 0; stage < 3; stage++)
                    launch(all[d], stage);
                good[d] = good[d] && verified(all[d], e, "a host thread a device");
            }
        });
    for (std::thread &t : threads)
        t.join();
    for (int d = 0; d < devices; d++)
        if (!good[d])
            return 1;
    printf("PASS %d device(s): saxpy, transpose and a 3-D grid on each, from one thread switching devices and from "
           "a thread a device\n", devices);
    return 0;
}
