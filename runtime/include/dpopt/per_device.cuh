// dpopt runtime: host-side state kept per device.
//
// What the host keeps from one launch to the next (the room set aside for a
// flattened site's batch, the follow-up grid's size, the removal's selector
// with its symbol addresses, pinned copy and event, whether the pending-
// launch limit was raised, --corun's registry of running launches with its
// monitor thread and streams) belongs to a device: a pointer from
// cudaMalloc, an event, a stream, a symbol's address and a limit are the
// device's that was current when they were made. A program that switches devices
// (cudaSetDevice), or runs a host thread per GPU, must get on each device
// the state made on it. So each such state is a PerDevice<T>: a slot per
// device id, chosen by cudaGetDevice at each use, made (zero) with the
// program, filled on first use; nothing made on one device is used on
// another.
//
// A slot is used under its own lock (DeviceSlot), so that host threads
// launching on the same device at once do not race on it; threads on
// different devices never wait for each other. The lock is a spin on an
// atomic word, not a std::mutex: the table is a static object, and the
// runtime keeps no host object with a destructor to run at exit (a
// destructor asking the device there can hang: tests/runtime/gpu-exit.sh).
//
// A slot belongs to the device's context as well: cudaDeviceReset destroys
// the primary context, and with it every pointer, event, stream and limit
// made in it. Each slot keeps the id of the context it was filled in
// (cuCtxGetId, through the runtime's driver entry points, so nothing links
// libcuda); taken in another context, it is made zero again and refilled
// there. The old handles are not freed: the reset has destroyed them.
//
// Device ids past DPOPT_MAX_DEVICES (default 64) stop the program with a
// message rather than share a slot.
#ifndef DPOPT_RUNTIME_PER_DEVICE_CUH
#define DPOPT_RUNTIME_PER_DEVICE_CUH

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include <cuda_runtime.h>

#ifndef DPOPT_MAX_DEVICES
#define DPOPT_MAX_DEVICES 64
#endif

namespace dpopt {

// A T per device, zero until first used there. T must be valid all zero
// (a static PerDevice is zero-initialised, with no constructor to run).
template <typename T>
struct PerDevice {
    T slot[DPOPT_MAX_DEVICES];
    std::atomic<int> busy[DPOPT_MAX_DEVICES];
    unsigned long long context[DPOPT_MAX_DEVICES]; // the id of the context the slot was filled in; 0: none yet
};

// A driver function of CUDA 12.0's signature, or nullptr. (The query by
// version came with CUDA 12.5; before it, the one query gives the
// toolkit's own version of each function, 12.0's or later for these.)
inline void *per_device_driver_entry(const char *name)
{
    void *f = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
#if CUDART_VERSION >= 12050
    cudaError_t error = cudaGetDriverEntryPointByVersion(name, &f, 12000, cudaEnableDefault, &found);
#else
    cudaError_t error = cudaGetDriverEntryPoint(name, &f, cudaEnableDefault, &found);
#endif
    if (error != cudaSuccess) {
        cudaGetLastError(); // not the program's error
        return nullptr;
    }
    return found == cudaDriverEntryPointSuccess ? f : nullptr;
}

// The id of the calling thread's current context (unique over the
// process's life, a reset's new context a new id), or 0 where the driver
// cannot say (no such entry point: the slots then never expire).
inline unsigned long long per_device_context_id()
{
    // The driver's own types, as plain ones: cuda.h is not included, as it
    // names its parameters with words a program may define as macros (N).
    typedef int (*GetCurrent)(void **context);
    typedef int (*GetId)(void *context, unsigned long long *id);
    // The entry points are the process's, not a context's: looked up once.
    static GetCurrent get_current = reinterpret_cast<GetCurrent>(per_device_driver_entry("cuCtxGetCurrent"));
    static GetId get_id = reinterpret_cast<GetId>(per_device_driver_entry("cuCtxGetId"));
    if (!get_current || !get_id)
        return 0;
    void *context = nullptr;
    unsigned long long id = 0;
    if (get_current(&context) != 0 || context == nullptr || get_id(context, &id) != 0)
        return 0; // 0 is CUDA_SUCCESS
    return id;
}

// The id of the current device's context, made current first where none
// is (after a cudaDeviceReset the runtime makes the new one only at the next
// call that needs it; since CUDA 12.0, cudaSetDevice makes it), or 0.
inline unsigned long long per_device_context_made(int device)
{
    unsigned long long id = per_device_context_id();
    if (id != 0)
        return id;
    if (cudaSetDevice(device) != cudaSuccess) {
        cudaGetLastError(); // not the program's error: its next call reports it
        return 0;
    }
    return per_device_context_id();
}

// The calling thread's current device (0 where CUDA cannot say: the
// program's next CUDA call reports why).
inline int per_device_current()
{
    int device = 0;
    if (cudaGetDevice(&device) != cudaSuccess) {
        cudaGetLastError(); // not the program's error
        return 0;
    }
    if (device < 0 || device >= DPOPT_MAX_DEVICES) {
        std::fprintf(stderr, "dpopt: device %d is past the %d devices the runtime keeps state for: rebuild with "
                             "-DDPOPT_MAX_DEVICES=<more>\n", device, DPOPT_MAX_DEVICES);
        std::abort();
    }
    return device;
}

// The current device's slot of a table (or `device`'s: a thread that visits
// every device's state, or one that serves a device of its own), locked for
// the DeviceSlot's life.
template <typename T>
class DeviceSlot {
  public:
    // The current device's slot, made zero again where it was filled in a
    // context since destroyed (cudaDeviceReset).
    explicit DeviceSlot(PerDevice<T> &table) : DeviceSlot(table, per_device_current())
    {
        if (context_replaced())
            table_.slot[device_] = T();
    }
    // `device`'s slot as it is, from a thread that need not have that
    // device current.
    DeviceSlot(PerDevice<T> &table, int device) : table_(table), device_(device)
    {
        int expected = 0;
        while (!table_.busy[device_].compare_exchange_weak(expected, 1, std::memory_order_acquire)) {
            expected = 0;
            std::this_thread::yield();
        }
    }
    // Whether the slot was filled in a context other than the current
    // device's now (destroyed by cudaDeviceReset since); from now on the
    // slot counts as the current context's. For a slot taken as it is,
    // whose state cannot simply be forgotten (a thread serving it).
    bool context_replaced()
    {
        const unsigned long long context = per_device_context_made(device_);
        if (context == 0 || table_.context[device_] == context)
            return false;
        const bool replaced = table_.context[device_] != 0;
        table_.context[device_] = context;
        return replaced;
    }
    ~DeviceSlot() { table_.busy[device_].store(0, std::memory_order_release); }
    DeviceSlot(const DeviceSlot &) = delete;
    DeviceSlot &operator=(const DeviceSlot &) = delete;

    T &operator*() const { return table_.slot[device_]; }
    T *operator->() const { return &table_.slot[device_]; }
    int device() const { return device_; }

  private:
    PerDevice<T> &table_;
    const int device_;
};

} // namespace dpopt

#endif
