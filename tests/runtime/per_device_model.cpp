// The CUDA runtime's functions that dpopt's host-side runtime calls, on a
// host model for per_device_check.cu (per_device_model.h): each host
// thread has a current device; device memory, pinned memory, events and
// streams are tagged with the device they were made on, and each use on
// another device is counted; a __device__ symbol's copies are kept per
// device. Device memory is host memory (a range a device), so copies into
// and out of it are real. A grid ends at once, or, while grids are held,
// at a wait for it (cudaEventSynchronize).
#include "per_device_model.h"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include <cuda.h>
#include <cuda_runtime_api.h>

static thread_local int current = 0;
static std::mutex lock;
static int failures = 0, cross = 0;

static const size_t range = size_t(1) << 27; // never reused: a bump a device
static unsigned char *arena()
{
    static unsigned char *a = static_cast<unsigned char *>(std::calloc(model_devices, range));
    return a;
}
static size_t used[model_devices];
static int live[model_devices];
static size_t limit[model_devices] = {2048, 2048, 2048, 2048};
static int events[model_devices];
static int streams[model_devices];
static std::atomic<bool> grids_held;
static std::atomic<int> threads_alive;
static const std::thread::id main_thread = std::this_thread::get_id();

// A thread besides main that set a device, counted until it ends.
struct ThreadAlive {
    bool counted = false;
    ~ThreadAlive()
    {
        if (counted)
            threads_alive--;
    }
};
static thread_local ThreadAlive alive;

// Each device's context id (cuCtxGetId); a reset makes a new context.
static unsigned long long context_ids[model_devices] = {1, 2, 3, 4};

struct SymbolWrite {
    const void *symbol;
    int device;
    const void *room;
};
static std::vector<SymbolWrite> writes;

struct FakeEvent {
    int device;
};
struct FakeStream {
    int device;
};

void model_set_device(int device) { current = device; }
void model_complain(const char *what)
{
    std::lock_guard<std::mutex> hold(lock);
    std::printf("FAIL %s\n", what);
    failures++;
}
void model_say(const char *what)
{
    std::lock_guard<std::mutex> hold(lock);
    std::printf("ok %s\n", what);
}
int model_failures() { return failures; }
int model_device_of(const void *p)
{
    const unsigned char *c = static_cast<const unsigned char *>(p);
    return c >= arena() && c < arena() + model_devices * range ? (int)((c - arena()) / range) : -1;
}
int model_live(int device) { return live[device]; }
size_t model_limit(int device) { return limit[device]; }
const void *model_symbol_room(const void *symbol, int device)
{
    std::lock_guard<std::mutex> hold(lock);
    const void *room = nullptr;
    for (const SymbolWrite &w : writes)
        if (w.symbol == symbol && w.device == device)
            room = w.room;
    return room;
}
void model_forget_writes() { writes.clear(); }
int model_sms(int device) { return device == 1 ? 16 : 132; }
int model_events_on(int device) { return events[device]; }
int model_cross_device_uses() { return cross; }
int model_streams_on(int device) { return streams[device]; }
void model_hold_grids(bool held) { grids_held = held; }
int model_threads_alive() { return threads_alive; }

static void used_on(const void *p)
{
    int d = model_device_of(p);
    if (d >= 0 && d != current)
        cross++;
}

// A stream the model made (not 0, the legacy or the per-thread stream) used
// on another device than its own.
static void stream_used(cudaStream_t stream)
{
    if (reinterpret_cast<uintptr_t>(stream) > 0x100 && reinterpret_cast<FakeStream *>(stream)->device != current)
        cross++;
}
static void event_used(cudaEvent_t event)
{
    if (reinterpret_cast<FakeEvent *>(event)->device != current)
        cross++;
}

static std::atomic<bool> capturing{false};
void model_capture(bool on) { capturing = on; }

void model_reset_device(int device)
{
    std::lock_guard<std::mutex> hold(lock);
    context_ids[device] += model_devices;
    limit[device] = 2048;
    std::vector<SymbolWrite> kept;
    for (const SymbolWrite &w : writes)
        if (w.device != device)
            kept.push_back(w);
    writes = kept;
}

// The driver's context calls, as the runtime's entry points hand them out:
// a thread's current context names its current device.
static CUresult model_ctx_get_current(CUcontext *context)
{
    *context = reinterpret_cast<CUcontext>(static_cast<uintptr_t>(current + 1));
    return CUDA_SUCCESS;
}
static CUresult model_ctx_get_id(CUcontext context, unsigned long long *id)
{
    std::lock_guard<std::mutex> hold(lock);
    *id = context_ids[reinterpret_cast<uintptr_t>(context) - 1];
    return CUDA_SUCCESS;
}

extern "C" {
cudaError_t cudaGetDevice(int *device) { *device = current; return cudaSuccess; }
cudaError_t cudaGetDriverEntryPointByVersion(const char *symbol, void **function, unsigned int, unsigned long long,
                                             enum cudaDriverEntryPointQueryResult *status)
{
    *function = std::strcmp(symbol, "cuCtxGetCurrent") == 0 ? reinterpret_cast<void *>(model_ctx_get_current)
                : std::strcmp(symbol, "cuCtxGetId") == 0   ? reinterpret_cast<void *>(model_ctx_get_id)
                                                            : nullptr;
    if (status)
        *status = *function ? cudaDriverEntryPointSuccess : cudaDriverEntryPointSymbolNotFound;
    return *function ? cudaSuccess : cudaErrorSymbolNotFound;
}
cudaError_t cudaSetDevice(int device)
{
    current = device;
    if (!alive.counted && std::this_thread::get_id() != main_thread) {
        alive.counted = true;
        threads_alive++;
    }
    return cudaSuccess;
}
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }
const char *cudaGetErrorString(cudaError_t) { return "model"; }
cudaError_t cudaMalloc(void **p, size_t bytes)
{
    std::lock_guard<std::mutex> hold(lock);
    bytes = (bytes + 255) & ~size_t(255);
    if (used[current] + bytes > range)
        return cudaErrorMemoryAllocation;
    *p = arena() + current * range + used[current];
    used[current] += bytes;
    live[current]++;
    return cudaSuccess;
}
cudaError_t cudaFree(void *p)
{
    if (model_device_of(p) != current)
        model_complain("cudaFree of another device's memory");
    std::lock_guard<std::mutex> hold(lock);
    live[current]--;
    return cudaSuccess;
}
// Pinned memory belongs to the process, but the selector's copy goes with
// the event made beside it: tagged with the device it was made on.
cudaError_t cudaMallocHost(void **p, size_t bytes) { return cudaMalloc(p, bytes); }
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t, size_t, enum cudaMemcpyKind)
{
    std::lock_guard<std::mutex> hold(lock);
    const void *room = nullptr;
    std::memcpy(&room, src, sizeof room);
    writes.push_back({symbol, current, room});
    return cudaSuccess;
}
cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *status)
{
    *status = capturing && stream != cudaStreamLegacy ? cudaStreamCaptureStatusActive : cudaStreamCaptureStatusNone;
    return cudaSuccess;
}
cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    if (device != current)
        model_complain("an attribute asked of another device than the current one");
    switch (attr) { // an H100's SM, but device 1's fewer SMs
    case cudaDevAttrMultiProcessorCount: *value = model_sms(device); break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *value = 2048; break;
    case cudaDevAttrMaxRegistersPerMultiprocessor: *value = 65536; break;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *value = 233472; break;
    case cudaDevAttrMaxBlocksPerMultiprocessor: *value = 32; break;
    case cudaDevAttrReservedSharedMemoryPerBlock: *value = 1024; break;
    default: *value = 1;
    }
    return cudaSuccess;
}
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *blocks, const void *, int, size_t, unsigned int)
{
    *blocks = 6;
    return cudaSuccess;
}
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, const void *, int, size_t)
{
    *blocks = 2;
    return cudaSuccess;
}
cudaError_t cudaFuncSetAttribute(const void *, enum cudaFuncAttribute, int) { return cudaSuccess; }
cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit) { *value = limit[current]; return cudaSuccess; }
cudaError_t cudaDeviceSetLimit(enum cudaLimit, size_t value) { limit[current] = value; return cudaSuccess; }

// The removal's selector: a symbol's address is the device's copy of it.
cudaError_t cudaGetSymbolAddress(void **p, const void *)
{
    return cudaMalloc(p, 64);
}
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int)
{
    std::lock_guard<std::mutex> hold(lock);
    events[current]++;
    *event = reinterpret_cast<cudaEvent_t>(new FakeEvent{current});
    return cudaSuccess;
}
cudaError_t cudaEventCreate(cudaEvent_t *event) { return cudaEventCreateWithFlags(event, 0); }
cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    event_used(event);
    delete reinterpret_cast<FakeEvent *>(event);
    return cudaSuccess;
}
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    event_used(event);
    stream_used(stream);
    return cudaSuccess;
}
// (the host launch lock's wait: host_lock.cuh)
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int)
{
    event_used(event);
    stream_used(stream);
    return cudaSuccess;
}
cudaError_t cudaEventQuery(cudaEvent_t event)
{
    event_used(event);
    return grids_held ? cudaErrorNotReady : cudaSuccess;
}
cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    event_used(event);
    return cudaSuccess;
}
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    event_used(start);
    event_used(end);
    *ms = 0.5f;
    return cudaSuccess;
}
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int)
{
    std::lock_guard<std::mutex> hold(lock);
    streams[current]++;
    *stream = reinterpret_cast<cudaStream_t>(new FakeStream{current});
    return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    stream_used(stream);
    return cudaSuccess;
}
cudaError_t cudaMallocAsync(void **p, size_t bytes, cudaStream_t stream)
{
    stream_used(stream);
    return cudaMalloc(p, bytes);
}
cudaError_t cudaFreeAsync(void *p, cudaStream_t stream)
{
    stream_used(stream);
    int d = model_device_of(p);
    if (d != current)
        model_complain("cudaFreeAsync of another device's memory");
    std::lock_guard<std::mutex> hold(lock);
    if (d >= 0)
        live[d]--;
    return cudaSuccess;
}
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind, cudaStream_t stream)
{
    used_on(dst);
    used_on(src);
    stream_used(stream);
    if (dst && src)
        std::memcpy(dst, src, bytes);
    return cudaSuccess;
}
cudaError_t cudaMemsetAsync(void *dst, int value, size_t bytes, cudaStream_t stream)
{
    used_on(dst);
    stream_used(stream);
    if (model_device_of(dst) >= 0)
        std::memset(dst, value, bytes);
    return cudaSuccess;
}

cudaError_t cudaMemset(void *dst, int, size_t)
{
    used_on(dst);
    return cudaSuccess;
}
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *)
{
    std::memset(attr, 0, sizeof *attr);
    attr->maxThreadsPerBlock = 1024;
    return cudaSuccess;
}
// The persistent grid's first argument is its FreeSpace, whose first word
// is the space: the current device's.
cudaError_t cudaLaunchCooperativeKernel(const void *, dim3, dim3, void **args, size_t, cudaStream_t)
{
    const void *space = nullptr;
    std::memcpy(&space, args[0], sizeof space);
    used_on(space);
    return cudaSuccess;
}

// A launch with <<<>>>: its configuration kept until the stub launches.
static thread_local dim3 pushed_grid, pushed_block;
static thread_local size_t pushed_shared;
static thread_local cudaStream_t pushed_stream;
unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared, struct CUstream_st *stream)
{
    pushed_grid = grid;
    pushed_block = block;
    pushed_shared = shared;
    pushed_stream = stream;
    return 0;
}
cudaError_t __cudaPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shared, void *stream)
{
    *grid = pushed_grid;
    *block = pushed_block;
    *shared = pushed_shared;
    *static_cast<cudaStream_t *>(stream) = pushed_stream;
    return cudaSuccess;
}
cudaError_t __cudaGetKernel(cudaKernel_t *kernel, const void *function)
{
    *kernel = reinterpret_cast<cudaKernel_t>(const_cast<void *>(function));
    return cudaSuccess;
}
cudaError_t __cudaLaunchKernel(cudaKernel_t, dim3, dim3, void **, size_t, cudaStream_t stream)
{
    stream_used(stream);
    return cudaSuccess;
}

// CUDA's registration of the test's device code: nothing to register.
void **__cudaRegisterFatBinary(void *)
{
    static void *handle;
    return &handle;
}
void __cudaRegisterFatBinaryEnd(void **) {}
void __cudaUnregisterFatBinary(void **) {}
void __cudaRegisterVar(void **, char *, char *, const char *, int, size_t, int, int) {}
void __cudaRegisterFunction(void **, const char *, char *, const char *, int, uint3 *, uint3 *, dim3 *, dim3 *, int *) {}
char __cudaInitModule(void **) { return 0; }
}
