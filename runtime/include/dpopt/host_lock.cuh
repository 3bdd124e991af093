// dpopt runtime: the lock a host launch holds where the kernel's grids must
// run one at a time (host side only).
//
// A kernel whose launches dpopt batches with one state per site (grid
// granularity without a table of grid states, multiblock, a recursion's
// levels, a followed kernel's room set aside) runs one grid at a time. The
// legacy default stream gives that: it runs the grids of every host thread
// one after another. Host threads that each launch into a default stream
// of their own (nvcc --default-stream per-thread, or cudaStreamPerThread)
// would run them at once and share the state. Under the lock, such a
// launch waits on the device for the last locked launch's work to end (an
// event per device), and records its own end for the next; the lock's
// mutex keeps the wait, the launches and the record of one host thread
// together. Every locked kernel shares the chain: locked launches of host
// threads in per-thread default streams run one at a time on a device.
//
//   FollowLock: a followed host launch (--flatten=grid), from its room set
//   aside to its follow-up grids' launch: the mutex always, so that no other
//   host thread's launch into the same stream comes between the launching
//   grid and its follow-up (two threads' grids first, then both follow-ups:
//   the first grid's children would run after the second grid); recursive,
//   since an argument of the launch may itself make a followed launch.
//   GridOrderLock: any other host launch of such a kernel, as the left
//   operand of a comma before it, and the persistent version's launch
//   (launch_free, free_select.cuh), whose worklists are the kernel's:
//   nothing in the legacy stream.
//
// Both are of internal linkage (an unnamed namespace), as are the stream
// questions they ask: whether the default stream is per thread is the
// translation unit's, as it is compiled.
#ifndef DPOPT_HOST_LOCK_CUH
#define DPOPT_HOST_LOCK_CUH

#include <cstdio>
#include <mutex>

#include <cuda_runtime.h>

#include "dpopt/per_device.cuh"

namespace dpopt {

// The mutex every locked host launch holds.
inline std::recursive_mutex &host_lock_mutex()
{
    static std::recursive_mutex lock;
    return lock;
}

// The end of the last locked launch made into a per-thread default stream,
// on each device.
inline PerDevice<cudaEvent_t> &host_lock_done()
{
    static PerDevice<cudaEvent_t> done;
    return done;
}

// The lock itself (FollowLock, GridOrderLock): `lock`, hold the mutex;
// `wait`, wait on the device for the last locked launch's work and record
// this one's end (`stream` a default stream of the calling host thread's
// own, not being captured into a graph, which may not wait for an event
// recorded outside the capture).
class HostLaunchHold {
  public:
    HostLaunchHold(cudaStream_t stream, bool lock, bool wait) : stream_(stream), wait_(wait)
    {
        if (lock)
            lock_ = std::unique_lock<std::recursive_mutex>(host_lock_mutex());
        if (!wait_)
            return;
        DeviceSlot<cudaEvent_t> done(host_lock_done());
        if (*done == nullptr && cudaEventCreateWithFlags(&*done, cudaEventDisableTiming) != cudaSuccess) {
            *done = nullptr;
            cudaGetLastError(); // not the program's error: its next launch reports it
            std::fprintf(stderr, "dpopt: could not create an event on device %d; grids that host threads launch into "
                                 "per-thread default streams may run at once\n", done.device());
            return;
        }
        cudaStreamWaitEvent(stream_, *done, 0);
    }
    ~HostLaunchHold()
    {
        if (!wait_)
            return;
        DeviceSlot<cudaEvent_t> done(host_lock_done());
        if (*done != nullptr)
            cudaEventRecord(*done, stream_);
    }
    HostLaunchHold(const HostLaunchHold &) = delete;
    HostLaunchHold &operator=(const HostLaunchHold &) = delete;

  private:
    std::unique_lock<std::recursive_mutex> lock_;
    cudaStream_t stream_;
    bool wait_;
};

namespace {

// Whether `stream` is a default stream of the calling host thread's own.
inline bool host_stream_per_thread(cudaStream_t stream)
{
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
    return stream == 0 || stream == cudaStreamPerThread;
#else
    return stream == cudaStreamPerThread;
#endif
}

// Whether `stream` is being captured into a graph (or cannot be asked).
// The legacy default stream is never captured and is not asked: asking it
// while another stream is being captured would end that capture.
inline bool host_stream_capturing(cudaStream_t stream)
{
    if (stream == cudaStreamLegacy || (stream == 0 && !host_stream_per_thread(stream)))
        return false;
    cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
    if (cudaStreamIsCapturing(stream, &capture) == cudaSuccess)
        return capture != cudaStreamCaptureStatusNone;
    cudaGetLastError(); // not the program's error
    return true;
}

// Whether a locked launch into `stream` waits for the last one's work.
inline bool host_lock_waits(cudaStream_t stream)
{
    return host_stream_per_thread(stream) && !host_stream_capturing(stream);
}

struct FollowLock : HostLaunchHold {
    explicit FollowLock(cudaStream_t stream) : HostLaunchHold(stream, true, host_lock_waits(stream)) {}
};

struct GridOrderLock : HostLaunchHold {
    explicit GridOrderLock(cudaStream_t stream)
        : HostLaunchHold(stream, host_stream_per_thread(stream), host_lock_waits(stream))
    {
    }
};

} // namespace

} // namespace dpopt

#endif
