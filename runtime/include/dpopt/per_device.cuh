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
};

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
    explicit DeviceSlot(PerDevice<T> &table) : DeviceSlot(table, per_device_current()) {}
    DeviceSlot(PerDevice<T> &table, int device) : table_(table), device_(device)
    {
        int expected = 0;
        while (!table_.busy[device_].compare_exchange_weak(expected, 1, std::memory_order_acquire)) {
            expected = 0;
            std::this_thread::yield();
        }
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
