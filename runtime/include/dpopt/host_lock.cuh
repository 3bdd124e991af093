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
//   operand of a comma before it: nothing in the legacy stream.
//
// Both are of internal linkage (an unnamed namespace): whether the default
// stream is per thread is the translation unit's, as it is compiled.
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

// The lock itself (FollowLock, GridOrderLock): `always`, the mutex even in
// the legacy stream; `per_thread`, `stream` is a default stream of the
// calling host thread's own.
class HostLaunchHold {
  public:
    HostLaunchHold(cudaStream_t stream, bool always, bool per_thread) : stream_(stream), per_thread_(per_thread)
    {
        if (always || per_thread_)
            lock_ = std::unique_lock<std::recursive_mutex>(host_lock_mutex());
        if (!per_thread_)
            return;
        // A stream being captured into a graph may not wait for an event
        // recorded outside the capture (a followed launch is made as
        // written there: grid_flat_ticket).
        cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
        if (cudaStreamIsCapturing(stream_, &capture) != cudaSuccess || capture != cudaStreamCaptureStatusNone) {
            cudaGetLastError(); // not the program's error
            per_thread_ = false;
            return;
        }
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
        if (!per_thread_)
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
    bool per_thread_;
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

struct FollowLock : HostLaunchHold {
    explicit FollowLock(cudaStream_t stream) : HostLaunchHold(stream, true, host_stream_per_thread(stream)) {}
};

struct GridOrderLock : HostLaunchHold {
    explicit GridOrderLock(cudaStream_t stream) : HostLaunchHold(stream, false, host_stream_per_thread(stream)) {}
};

} // namespace

} // namespace dpopt

#endif
