// dpopt runtime: host side of launch removal with persistent blocks.
//
// dpopt replaces each host launch of a parent kernel K whose child launches
// it removes with --remove=t1|t2|auto by dpopt::launch_free(...), which
//   - sizes the persistent grid: as many blocks as can be resident at once
//     (the occupancy API), more than the original grid has where the GPU
//     holds more: those share the child work;
//   - gives the kernel worklist space for one launch per thread of the
//     original grid and site (device memory kept from launch to launch);
//   - under --remove=auto, chooses as figure 7(a) of the Free Launch paper
//     does: the persistent megakernel (which picks T1 or T2 on the device)
//     when more blocks can be resident than the grid has, or when the child
//     sizes of the previous run were spread wider than their mean (or are
//     not known yet); otherwise K with T3 and T4 in place: T4 when more
//     than half of the parent threads launched, T3 otherwise;
//   - launches the megakernel cooperatively, so that its grid barrier is
//     safe.
// The statistics of a run are copied back asynchronously after it and used
// by a later launch once they have arrived; nothing here waits for the GPU.
// The worklist space and the statistics are the kernel's, one grid's at a
// time: a launch into a default stream of the host thread's own (nvcc
// --default-stream per-thread) waits on the device for the last such
// launch's grid (GridOrderLock, host_lock.cuh), as host threads dpopt does
// not see would otherwise run two persistent grids on one worklist.
// Set DPOPT_REPORT_SELECTION=1 in the environment to see each choice.
#ifndef DPOPT_RUNTIME_FREE_SELECT_CUH
#define DPOPT_RUNTIME_FREE_SELECT_CUH

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

#include "dpopt/free_launch.cuh"
#include "dpopt/host_lock.cuh"
#include "dpopt/per_device.cuh"

namespace dpopt {

enum FreeRequest : unsigned int { REQUEST_T1 = 1, REQUEST_T2 = 2, REQUEST_AUTO = 3 };

// One per parent kernel and device (PerDevice): what launch_free keeps
// between launches.
struct FreeSelector {
    bool ready;
    bool cooperative;             // the device can launch cooperatively
    unsigned int resident;        // persistent blocks the GPU holds at once
    unsigned int resident_block;  // ...for this block size and shared memory
    size_t resident_shmem;
    unsigned char *space;
    size_t space_bytes;
    LaunchStats *device_stats;    // the kernel's statistics symbol
    unsigned int *device_choice;  // the kernel's T3/T4 choice symbol
    LaunchStats *copied;          // pinned: the last run's statistics
    cudaEvent_t arrived;
    bool pending, known;
    LaunchStats last;
    unsigned int choice_on_device;
    unsigned long long launches;
    int last_decision;
    size_t dynamic_shmem;         // the persistent launch's dynamic shared memory
    unsigned int child_shared;    // placed shared memory: see FreeSpace
    unsigned int saved_bytes;
    unsigned char *saved;
    size_t saved_capacity;
};

inline bool free_report_selection()
{
    static int on = -1;
    if (on < 0) {
        const char *v = std::getenv("DPOPT_REPORT_SELECTION");
        on = v && *v && *v != '0';
    }
    return on != 0;
}

// What the generated code tells launch_free of the persistent kernel's
// placed shared memory (Free Launch 2.3): the parent's struct, the largest
// child's, and whether rounds at a sync run while the parent's is live.
// {} where it is not placed (static arrays, side by side).
struct FreeShared {
    size_t parent, child;
    bool rounds;
};

constexpr size_t largest_of(std::initializer_list<size_t> sizes)
{
    size_t m = 0;
    for (size_t s : sizes)
        m = s > m ? s : m;
    return m;
}

constexpr size_t free_round16(size_t bytes)
{
    return (bytes + 15u) & ~size_t(15);
}

// Blocks of `threads` the GPU holds at once with `dynamic` bytes of dynamic
// shared memory (0 if it cannot run such a block).
inline unsigned int free_resident(const void *kernel, unsigned int threads, size_t dynamic, int sms)
{
    if (dynamic > 48u * 1024u &&
        cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)dynamic) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    int per_sm = 0;
    if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, (int)threads, dynamic) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    return (unsigned int)(per_sm * sms);
}

// Where the placed shared memory goes: side by side (scenario 2) when that
// keeps as many blocks resident, else the children's over the parent's
// (scenario 1), which a block saves to global memory around the rounds at
// a sync (scenario 3). Sets sel.resident and the layout.
inline void free_place_shared(FreeSelector &sel, const void *kernel, const char *name, const FreeShared &shared,
                              unsigned int threads, size_t shmem, int sms)
{
    sel.child_shared = 0;
    sel.saved_bytes = 0;
    if (shared.parent == 0 || shared.child == 0) {
        sel.dynamic_shmem = shmem;
        sel.resident = free_resident(kernel, threads, shmem, sms);
        return;
    }
    size_t apart_at = free_round16(shared.parent), apart = apart_at + free_round16(shared.child);
    size_t over = free_round16(shared.parent > shared.child ? shared.parent : shared.child);
    unsigned int r_apart = free_resident(kernel, threads, apart + shmem, sms);
    unsigned int r_over = free_resident(kernel, threads, over + shmem, sms);
    // DPOPT_FREE_SHARED=apart or =over forces the layout (for tests).
    const char *force = std::getenv("DPOPT_FREE_SHARED");
    bool apart_wins = r_apart > 0 && r_apart >= r_over;
    if (force && std::strcmp(force, "apart") == 0 && r_apart > 0)
        apart_wins = true;
    else if (force && std::strcmp(force, "over") == 0 && r_over > 0)
        apart_wins = false;
    const char *how;
    if (apart_wins) {
        sel.dynamic_shmem = apart + shmem;
        sel.child_shared = (unsigned int)apart_at;
        sel.resident = r_apart;
        how = "side by side (scenario 2)";
    } else {
        sel.dynamic_shmem = over + shmem;
        sel.saved_bytes = shared.rounds ? (unsigned int)free_round16(shared.parent) : 0u;
        sel.resident = r_over;
        how = shared.rounds ? "overlapping, saved around rounds (scenario 3)" : "overlapping (scenario 1)";
    }
    if (free_report_selection())
        std::fprintf(stderr, "dpopt: %s: shared memory %zu B parent, %zu B child: %s, %u blocks resident (%u apart, %u "
                             "overlapping)\n", name, shared.parent, shared.child, how, sel.resident, r_apart, r_over);
}

template <typename T>
struct free_identity {
    using type = T;
};

template <typename... Params>
inline cudaError_t free_launch_cooperative(void (*kernel)(FreeSpace, dim3, unsigned int, Params...), dim3 grid,
                                           dim3 block, size_t shmem, cudaStream_t stream, FreeSpace space,
                                           dim3 original, unsigned int mode,
                                           typename free_identity<Params>::type... args)
{
    void *argv[] = {&space, &original, &mode, (void *)&args...};
    return cudaLaunchCooperativeKernel((const void *)kernel, grid, block, argv, shmem, stream);
}

// Decisions, for the report and for DPOPT_REPORT_SELECTION.
enum FreeDecision { DECIDE_T1, DECIDE_T2, DECIDE_MEGA_RESIDENT, DECIDE_MEGA_UNKNOWN, DECIDE_MEGA_SPREAD,
                    DECIDE_T3, DECIDE_T4, DECIDE_IN_PLACE, DECIDE_IN_PLACE_WIDE, DECIDE_IN_PLACE_ROOM };

inline const char *free_decision_text(int d)
{
    static const char *const text[] = {
        "T1 (asked for)",
        "T2 (asked for)",
        "megakernel: more blocks can be resident than the grid has",
        "megakernel: child sizes not known yet",
        "megakernel: child sizes spread wider than their mean",
        "T3 in place: child sizes even, at most half of the threads launch",
        "T4 in place: child sizes even, more than half of the threads launch",
        "in place: the GPU cannot run the persistent grid (no cooperative launch or no resident block)",
        "in place: the grid has more threads than the persistent grid's worklists count (2^31 - 1)",
        "in place: no device memory for the persistent grid's worklists",
    };
    return text[d];
}

// The choice for one launch (figure 7(a)), from what the host knows: the
// request, whether the GPU can run the persistent grid (`resident` blocks at
// once), the original grid (`original` blocks of `threads`), and the last
// run's statistics if they have arrived (`known`). A grid of more threads
// than the worklists count (one launch a thread: free_list_most_launches)
// runs in place, whatever the request.
inline int free_decide(unsigned int request, bool cooperative, unsigned int resident, unsigned long long original,
                       unsigned int threads, bool known, const LaunchStats &last)
{
    if (!cooperative || resident == 0)
        return DECIDE_IN_PLACE;
    if (threads != 0u && original > free_list_most_launches / threads)
        return DECIDE_IN_PLACE_WIDE;
    if (request == REQUEST_T1)
        return DECIDE_T1;
    if (request == REQUEST_T2)
        return DECIDE_T2;
    if (resident > original)
        return DECIDE_MEGA_RESIDENT;
    if (!known)
        return DECIDE_MEGA_UNKNOWN;
    if (last.launches == 0)
        return DECIDE_T3;
    double mean = (double)last.blocks / (double)last.launches;
    double var = (double)last.blocks_squared / (double)last.launches - mean * mean;
    double spread = var > 0 ? std::sqrt(var) : 0.0;
    if (spread >= mean)
        return DECIDE_MEGA_SPREAD;
    return 2ull * last.launches > (unsigned long long)original * threads ? DECIDE_T4 : DECIDE_T3;
}

// The host launch of a kernel K with a persistent version, as dpopt writes
// it, its options named:
//   dpopt::launch_free(dpopt::free_call(K_dp_free, K)
//                          .named("K")
//                          .kept_in(K_dp_selector, K_dp_stats, K_dp_choice)
//                          .requesting(dpopt::REQUEST_T2)
//                          .records({sizeof(child_dp_removed_launch)})
//                          .placing(dpopt::FreeShared{}),
//                      grid, block, shmem, stream, args...);
// The record sizes live until the end of that statement, like the call.
template <typename... Params>
struct FreeCall {
    void (*persistent)(FreeSpace, dim3, unsigned int, Params...);  // K_dp_free
    void (*in_place)(Params...);                                    // K, with T3/T4 in place
    const char *name = "";                                          // for DPOPT_REPORT_SELECTION
    PerDevice<FreeSelector> *selector = nullptr;                    // kept from launch to launch, a device each
    const LaunchStats *stats_symbol = nullptr;                      // K_dp_stats (__device__)
    const unsigned int *choice_symbol = nullptr;                    // K_dp_choice (__device__)
    unsigned int request = REQUEST_AUTO;                            // --remove=t1, t2 or auto
    std::initializer_list<size_t> record_sizes;                     // each removed site's record
    FreeShared shared = {};                                         // placed shared memory, or {}

    FreeCall &named(const char *kernel_name) { name = kernel_name; return *this; }
    FreeCall &kept_in(PerDevice<FreeSelector> &sel, const LaunchStats &stats, const unsigned int &choice)
    {
        selector = &sel;
        stats_symbol = &stats;
        choice_symbol = &choice;
        return *this;
    }
    FreeCall &requesting(unsigned int r) { request = r; return *this; }
    FreeCall &records(std::initializer_list<size_t> sizes) { record_sizes = sizes; return *this; }
    FreeCall &placing(const FreeShared &s) { shared = s; return *this; }
};

template <typename... Params>
FreeCall<Params...> free_call(void (*persistent)(FreeSpace, dim3, unsigned int, Params...), void (*in_place)(Params...))
{
    FreeCall<Params...> call;
    call.persistent = persistent;
    call.in_place = in_place;
    return call;
}

template <typename... Params, typename... Args>
cudaError_t free_launch_run(void (*persistent)(FreeSpace, dim3, unsigned int, Params...), void (*in_place)(Params...),
                        FreeSelector &sel, const char *name, unsigned int request,
                        std::initializer_list<size_t> record_sizes, const FreeShared &shared,
                        const LaunchStats &stats_symbol,
                        const unsigned int &choice_symbol, dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                        Args &&...args)
{
    cudaError_t err = cudaSuccess;
    if (!sel.ready) {
        int device = 0, cooperative = 0;
        cudaGetDevice(&device);
        cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device);
        sel.cooperative = cooperative != 0;
        if ((err = cudaGetSymbolAddress((void **)&sel.device_stats, stats_symbol)) != cudaSuccess ||
            (err = cudaGetSymbolAddress((void **)&sel.device_choice, choice_symbol)) != cudaSuccess ||
            (err = cudaMallocHost((void **)&sel.copied, sizeof(LaunchStats))) != cudaSuccess ||
            (err = cudaEventCreateWithFlags(&sel.arrived, cudaEventDisableTiming)) != cudaSuccess)
            return err;
        sel.last_decision = -1;
        sel.ready = true;
    }
    // The grid's blocks in 64 bits: one of y or z past 1 may pass 2^32 - 1.
    const unsigned int threads = block_count(block);
    const unsigned long long original = block_count_wide(grid);
    if (sel.resident_block != threads || sel.resident_shmem != shmem || sel.resident == 0) {
        int device = 0, sms = 0;
        cudaGetDevice(&device);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
        free_place_shared(sel, (const void *)persistent, name, shared, threads, shmem, sms);
        sel.resident_block = threads;
        sel.resident_shmem = shmem;
    }
    if (sel.pending && cudaEventQuery(sel.arrived) == cudaSuccess) {
        sel.last = *sel.copied;
        sel.known = true;
        sel.pending = false;
    }

    int decision = free_decide(request, sel.cooperative, sel.resident, original, threads, sel.known, sel.last);
    if (free_report_selection() && decision != sel.last_decision)
        std::fprintf(stderr, "dpopt: %s launch %llu: grid of %llu blocks, %u resident: %s\n", name, sel.launches,
                     original, sel.resident, free_decision_text(decision));
    sel.last_decision = decision;
    sel.launches++;

    // Statistics only where the next choice may depend on them: when the
    // GPU holds more blocks than the grid has, the megakernel is chosen
    // anyway, and gathering (a reset, atomics, a copy back) would cost
    // short kernels much of what they gain.
    bool gather = request == REQUEST_AUTO && sel.resident <= original;
    if (gather)
        cudaMemsetAsync(sel.device_stats, 0, sizeof(LaunchStats), stream);
    // One launch a thread of the original grid, a list a site: at most
    // free_list_most_launches (free_decide).
    const unsigned int capacity = decision <= DECIDE_MEGA_SPREAD ? (unsigned int)(original * threads) : 0u;
    if (decision <= DECIDE_MEGA_SPREAD) {
        size_t bytes = FREE_HEADER_BYTES;
        for (size_t size : record_sizes)
            bytes += free_list_bytes(capacity, size);
        if (bytes > sel.space_bytes) {
            // Grown rarely (by half again): cudaFree waits for the GPU.
            if (sel.space)
                cudaFree(sel.space);
            sel.space_bytes = 0;
            size_t want = bytes + bytes / 2;
            if (cudaMalloc((void **)&sel.space, want) != cudaSuccess) {
                // Not the program's error (the program as written needs no
                // worklists): the kernel runs in place.
                cudaGetLastError();
                sel.space = nullptr;
                decision = DECIDE_IN_PLACE_ROOM;
                if (free_report_selection())
                    std::fprintf(stderr, "dpopt: %s: %s (%zu bytes)\n", name, free_decision_text(decision), want);
            } else {
                sel.space_bytes = want;
                cudaMemset(sel.space, 0, FREE_HEADER_BYTES);
            }
        }
    }
    if (decision <= DECIDE_MEGA_SPREAD) {
        FreeSpace space;
        space.capacity = capacity;
        space.data = sel.space;
        space.child_shared = sel.child_shared;
        space.saved_bytes = sel.saved_bytes;
        space.saved = nullptr;
        if (sel.saved_bytes) {
            size_t want = (size_t)sel.resident * sel.saved_bytes;
            if (want > sel.saved_capacity) {
                if (sel.saved)
                    cudaFree(sel.saved);
                if ((err = cudaMalloc((void **)&sel.saved, want)) != cudaSuccess)
                    return err;
                sel.saved_capacity = want;
            }
            space.saved = sel.saved;
        }
        // Every block the GPU holds, even beyond the original grid: the
        // extra ones have no parent work but share the child work.
        unsigned int blocks = sel.resident;
        unsigned int mode = decision == DECIDE_T1 ? FREE_T1 : decision == DECIDE_T2 ? FREE_T2 : FREE_DEVICE_CHOICE;
        if (gather)
            mode |= FREE_GATHER;
        err = free_launch_cooperative(persistent, dim3(blocks), block, sel.dynamic_shmem, stream, space, grid, mode,
                                      static_cast<Params>(args)...);
        if (err == cudaErrorNotPermitted || err == cudaErrorCooperativeLaunchTooLarge) {
            // The persistent kernel uses the device runtime somewhere dpopt
            // could not see (a macro, another file): no cooperative launch
            // then. Say so once and run the kernel with T3/T4 in place.
            cudaGetLastError();
            std::fprintf(stderr, "dpopt: %s: the persistent version cannot be launched cooperatively (%s); "
                                 "running T3/T4 in place from now on\n", name, cudaGetErrorString(err));
            sel.cooperative = false;
            decision = DECIDE_IN_PLACE;
        }
    }
    if (decision > DECIDE_MEGA_SPREAD) {
        unsigned int choice = decision == DECIDE_T3 ? 3u : decision == DECIDE_T4 ? 4u : 0u;
        if (choice != sel.choice_on_device) {
            cudaMemcpyAsync(sel.device_choice, &choice, sizeof choice, cudaMemcpyHostToDevice, stream);
            sel.choice_on_device = choice;
        }
        in_place<<<grid, block, shmem, stream>>>(static_cast<Params>(args)...);
        err = cudaGetLastError();
    }
    if (gather) {
        cudaMemcpyAsync(sel.copied, sel.device_stats, sizeof(LaunchStats), cudaMemcpyDeviceToHost, stream);
        cudaEventRecord(sel.arrived, stream);
        sel.pending = true;
    }
    return err;
}

// Of internal linkage: whether the default stream is the host thread's own
// is the translation unit's, as it is compiled (GridOrderLock).
template <typename... Params, typename... Args>
static cudaError_t launch_free(const FreeCall<Params...> &call, dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                        Args &&...args)
{
    // Captured into a graph: the kernel in place, which needs nothing of the
    // selector. The selector's first use allocates and copies synchronously,
    // which would end the capture; the persistent grid's worklists would go
    // into the graph by address, and a later, larger launch frees them. The
    // T3 or T4 choice the device holds is any launch's, and each runs the
    // child as written.
    if (host_stream_capturing(stream)) {
        call.in_place<<<grid, block, shmem, stream>>>(static_cast<Params>(args)...);
        return cudaGetLastError();
    }
    // One grid of the kernel at a time (the worklist space is its own);
    // taken before the selector's slot, as every host lock is taken before
    // a slot, so that a launch made under a FollowLock cannot wait on it.
    GridOrderLock one_grid(stream);
    // The current device's selector: its symbol addresses, pinned copy and
    // event were made on it, and its statistics are of its own launches.
    DeviceSlot<FreeSelector> selector(*call.selector);
    return free_launch_run(call.persistent, call.in_place, *selector, call.name, call.request, call.record_sizes,
                           call.shared, *call.stats_symbol, *call.choice_symbol, grid, block, shmem, stream,
                           static_cast<Args &&>(args)...);
}

}  // namespace dpopt

#endif
