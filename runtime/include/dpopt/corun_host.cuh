// dpopt runtime, the host's half of --corun (corun.cuh says what a
// co-runnable kernel does): the settings, what fits on an SM, the profile's
// categories, the launch, its report. The online bypass search is
// corun_search.cuh.
//
// What the host keeps of the launches (their records, the shapes asked of
// the device, the bypasses learnt, the settings written for launches from
// the device, the monitor's thread and streams) is a registry per device
// (per_device.cuh): a launch's state, events and streams belong to the
// device current at its launch, and tlp=rest fits a kernel beside those
// running on its own GPU. A program that switches devices, or runs a host
// thread per GPU, gets on each device a registry and a monitor thread of its
// own, which makes its device current before any CUDA call; host threads
// on different devices never wait for each other. Report lines end with
// the device they concern.
//
// Every object here is plain data with constant initialisation: nothing is
// destroyed at exit (a program that never used CUDA must not start it then).
// The exit handler (corun_at_exit), registered by the first launch that
// reports or is watched, stops and joins every device's monitor and
// reports what is left, each device's launches with that device current.
#ifndef DPOPT_RUNTIME_CORUN_HOST_CUH
#define DPOPT_RUNTIME_CORUN_HOST_CUH

#include <atomic>
#include <pthread.h>
#include <stdint.h>
#include <time.h>
#include <tuple>
#include <utility>

#include "dpopt/per_device.cuh"

namespace dpopt {

// ---- what fits on an SM -----------------------------------------------------

// What a block of a kernel holds on an SM.
struct CorunUsage {
    unsigned int threads;
    unsigned int regs_per_thread;
    unsigned int shared_bytes; // static and dynamic
};

// An SM's room, and how it is handed out: registers by the warp in units of
// reg_unit, shared memory in units of shared_unit with shared_reserved more
// a block (on Hopper 256 registers, 128 bytes and 1 KB).
struct CorunSm {
    unsigned int threads, regs, shared, blocks;
    unsigned int reg_unit, shared_unit, shared_reserved;
};

inline unsigned int corun_round_up(unsigned int n, unsigned int unit) { return unit ? (n + unit - 1) / unit * unit : n; }

inline unsigned int corun_block_regs(const CorunSm &sm, const CorunUsage &u)
{
    unsigned int warps = (u.threads + 31) / 32;
    return warps * corun_round_up(u.regs_per_thread * 32, sm.reg_unit);
}

inline unsigned int corun_block_shared(const CorunSm &sm, const CorunUsage &u)
{
    return corun_round_up(u.shared_bytes + sm.shared_reserved, sm.shared_unit);
}

// Blocks of `u` that fit on an SM beside counts[k] blocks of used[k] (k < n).
inline unsigned int corun_fit(const CorunSm &sm, const CorunUsage *used, const unsigned int *counts, int n,
                              const CorunUsage &u)
{
    unsigned long long threads = 0, regs = 0, shared = 0, blocks = 0;
    for (int k = 0; k < n; k++) {
        threads += (unsigned long long)counts[k] * used[k].threads;
        regs += (unsigned long long)counts[k] * corun_block_regs(sm, used[k]);
        shared += (unsigned long long)counts[k] * corun_block_shared(sm, used[k]);
        blocks += counts[k];
    }
    if (threads >= sm.threads || regs >= sm.regs || shared >= sm.shared || blocks >= sm.blocks)
        return 0;
    unsigned long long fit = sm.blocks - blocks;
    if (u.threads)
        fit = fit < (sm.threads - threads) / u.threads ? fit : (sm.threads - threads) / u.threads;
    unsigned int r = corun_block_regs(sm, u), s = corun_block_shared(sm, u);
    if (r)
        fit = fit < (sm.regs - regs) / r ? fit : (sm.regs - regs) / r;
    if (s)
        fit = fit < (sm.shared - shared) / s ? fit : (sm.shared - shared) / s;
    return (unsigned int)fit;
}

// ---- the profile's categories (section III-A) -------------------------------

// A kernel run alone at each TLP from 1 to n (times[t - 1], any unit): Up
// (best at the most blocks), Down (best at one), Optimal (in between); its
// optimum in *opt. A time within `tolerance` (0.02: 2%) of the best counts
// as the best, so that noise does not make an Up kernel Optimal; a flat
// curve is Down (one block an SM loses nothing, and leaves the rest).
inline const char *corun_category(const double *times, int n, double tolerance, int *opt)
{
    int best = 0;
    for (int t = 1; t < n; t++)
        if (times[t] < times[best])
            best = t;
    double near = times[best] * (1.0 + tolerance);
    if (times[0] <= near) {
        *opt = 1;
        return "Down";
    }
    if (times[n - 1] <= near) {
        *opt = n;
        return "Up";
    }
    *opt = best + 1;
    return "Optimal";
}

// ---- the settings -------------------------------------------------------------

// A kernel's settings from DPOPT_CORUN (corun.cuh): tlp 0 is the most that
// fit; rest asks for what fits beside the kernels running; alone 0 is the
// default (tlp's N, or the most that fit).
struct CorunSetting {
    unsigned int tlp;
    unsigned int bypass;
    unsigned int alone;
    bool rest;
};

// The setting of `name` in `spec` ("name:tlp=3:bypass=1,other:tlp=rest:alone=6"),
// false where the spec does not name it. A malformed entry stops the
// program with a message: a setting silently ignored would measure the
// wrong thing.
inline bool corun_parse_setting(const char *spec, const char *name, CorunSetting *out)
{
    CorunSetting s = {0, 0, 0, false};
    size_t len = strlen(name);
    for (const char *entry = spec; entry && *entry;) {
        const char *end = strchr(entry, ',');
        size_t n = end ? (size_t)(end - entry) : strlen(entry);
        if (n > len && strncmp(entry, name, len) == 0 && entry[len] == ':') {
            for (const char *f = entry + len; f < entry + n && *f == ':';) {
                f++;
                char *after = NULL;
                if (strncmp(f, "tlp=rest", 8) == 0) {
                    s.rest = true;
                    after = (char *)f + 8;
                } else if (strncmp(f, "tlp=", 4) == 0) {
                    s.tlp = (unsigned int)strtoul(f + 4, &after, 10);
                } else if (strncmp(f, "bypass=", 7) == 0) {
                    s.bypass = (unsigned int)strtoul(f + 7, &after, 10);
                } else if (strncmp(f, "alone=", 6) == 0) {
                    s.alone = (unsigned int)strtoul(f + 6, &after, 10);
                }
                if (!after || (after < entry + n && *after != ':') || after > entry + n) {
                    fprintf(stderr, "dpopt: bad DPOPT_CORUN entry '%.*s' (name:tlp=N|rest:alone=N:bypass=N)\n", (int)n, entry);
                    exit(2);
                }
                f = after;
            }
            *out = s;
            return true;
        }
        entry = end ? end + 1 : NULL;
    }
    return false;
}

// Whether a host launch runs as written, its co-runnable version not
// needed: a kernel DPOPT_CORUN does not name (the hardware's own), or one
// asked for tlp=rest with no bypass and no smaller optimum once alone
// (`alone` 0 or at least `fit_alone`). Launched after the co-runnable
// kernels beside it, whose admitted blocks hold their slots until their
// work is done, such a kernel's blocks get what those leave on each SM,
// which is the rest, and all of the SM once they end, which is the raise,
// without the admission's cost (which weighs most on short blocks:
// bench/README.md). tlp=rest asks for the kernels beside it to be launched
// first: launched first, a kernel as written takes the SMs before them. (A
// stream of the first priority for the co-runnable grid would not need
// that order, but gains nothing where the order holds.) A bypass search
// (`searching`) tags every kernel's blocks, so under one every launch is
// co-runnable.
inline bool corun_as_written(bool named, const CorunSetting &s, unsigned int fit_alone, bool searching)
{
    if (searching)
        return false;
    if (!named)
        return true;
    return s.rest && s.bypass == 0 && (s.alone == 0 || s.alone >= fit_alone);
}

// ---- the launches -------------------------------------------------------------

#ifndef DPOPT_CORUN_MAX_LAUNCHES
#define DPOPT_CORUN_MAX_LAUNCHES 64
#endif

// A launch's kernel and arguments, kept so that more of its blocks can be
// launched while it runs (corun_raise); `relaunch` launches `blocks` of them
// on a stream, `drop` frees it.
struct CorunHeld {
    void *held;
    void (*relaunch)(const void *held, CorunState *state, unsigned int blocks, dim3 block, size_t shared,
                     cudaStream_t stream);
    void (*drop)(void *held);
};

// A launch still running (or not yet reported).
struct CorunLaunch {
    bool used;
    const char *name;
    int device;           // current at its launch: its state, events and streams are that device's
    CorunState *state;
    cudaEvent_t begin, done; // recorded before and after the kernel in its stream
    CorunUsage usage;
    unsigned int quota, bypass, fit_alone, launched;
    unsigned long long blocks;
    // Left running alone: its quota raised from first_quota to alone, and
    // `more` blocks launched on the runtime's stream (raised: tried once;
    // topped: launched, more_done recorded after them).
    unsigned int first_quota, alone, more, sms, block[3];
    size_t shared;
    CorunHeld kernel;
    bool raised, topped;
    cudaError_t raise_error; // why the added blocks could not be launched
    cudaEvent_t more_done;
    bool report;          // DPOPT_CORUN_REPORT at its launch
    FILE *report_to;
    bool search, learn;   // DPOPT_CORUN_BYPASS=search or learn at its launch
    bool searched;        // its bypass was searched (corun_search.cuh), or learnt from a search before
};

// A bypass search's outcome for two kernels (DPOPT_CORUN_BYPASS=learn).
struct CorunLearnt {
    const char *names[2];
    unsigned int by[2];
};

#ifndef DPOPT_CORUN_MAX_LEARNT
#define DPOPT_CORUN_MAX_LEARNT 64
#endif

// What a kernel's launches of one shape are asked once on a device (a
// launch's time is what the runtime measures).
struct CorunShape {
    const void *kernel;
    unsigned int threads;
    size_t shared;
    int sms, fit_alone;
    cudaFuncAttributes attributes;
};

#ifndef DPOPT_CORUN_MAX_SHAPES
#define DPOPT_CORUN_MAX_SHAPES 64
#endif

#ifndef DPOPT_CORUN_MAX_WRITTEN
#define DPOPT_CORUN_MAX_WRITTEN 64
#endif

// A device's launches and their monitor: a slot of corun_registries(),
// used under the slot's lock (DeviceSlot), by the launches made on that
// device and by the monitor that serves it.
struct CorunRegistry {
    CorunShape shapes[DPOPT_CORUN_MAX_SHAPES];
    int shape_count;
    bool in_use;          // a launch recorded here: the exit handler and corun_flush visit it
    CorunLaunch launches[DPOPT_CORUN_MAX_LAUNCHES];
    CorunLearnt learnt[DPOPT_CORUN_MAX_LEARNT];
    int learnt_count;
    const void *written[DPOPT_CORUN_MAX_WRITTEN]; // settings of launches from the device written here
    int written_count;
    cudaStream_t monitor; // the host's copies of a running launch's state
    cudaStream_t more;    // the blocks added to a launch left running alone
    bool monitor_made, more_made, thread_started, stop;
    bool reset_seen;      // the device was reset after a launch here: launches as written from then on
    pthread_t thread;     // the monitor, which serves this device only
};

inline PerDevice<CorunRegistry> &corun_registries()
{
    static PerDevice<CorunRegistry> registries;
    return registries;
}

inline double corun_now()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

inline CorunSm corun_sm(int device)
{
    CorunSm sm = {2048, 65536, 233472, 32, 256, 128, 1024};
    int v;
    if (cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerMultiProcessor, device) == cudaSuccess)
        sm.threads = v;
    if (cudaDeviceGetAttribute(&v, cudaDevAttrMaxRegistersPerMultiprocessor, device) == cudaSuccess)
        sm.regs = v;
    if (cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerMultiprocessor, device) == cudaSuccess)
        sm.shared = v;
    if (cudaDeviceGetAttribute(&v, cudaDevAttrMaxBlocksPerMultiprocessor, device) == cudaSuccess)
        sm.blocks = v;
    if (cudaDeviceGetAttribute(&v, cudaDevAttrReservedSharedMemoryPerBlock, device) == cudaSuccess)
        sm.shared_reserved = v;
    return sm;
}

// The shape of kernel's launches of `threads` and `shared` bytes on
// `device` (r's, current), asked of it the first time (the lock held);
// NULL where the launch cannot run (no block fits) or the device does not
// answer.
inline const CorunShape *corun_shape(CorunRegistry &r, const void *kernel, int device, unsigned int threads,
                                     size_t shared)
{
    for (int i = 0; i < r.shape_count; i++) {
        const CorunShape *c = &r.shapes[i];
        if (c->kernel == kernel && c->threads == threads && c->shared == shared)
            return c;
    }
    CorunShape c;
    c.kernel = kernel;
    c.threads = threads;
    c.shared = shared;
    if (cudaDeviceGetAttribute(&c.sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess ||
        cudaFuncGetAttributes(&c.attributes, kernel) != cudaSuccess ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&c.fit_alone, kernel, (int)threads, shared) != cudaSuccess ||
        c.fit_alone == 0)
        return nullptr;
    if (r.shape_count == DPOPT_CORUN_MAX_SHAPES)
        r.shape_count = 0; // forgotten, to be asked again
    r.shapes[r.shape_count] = c;
    return &r.shapes[r.shape_count++];
}

// The monitor's copy of a state's counters.
struct CorunCounters {
    unsigned long long done;
    unsigned int admitted, turned_away;
};

// The runtime's own stream on r's device (current): it waits for no other
// (a non-blocking stream), so that reading a running launch's state or
// freeing a finished one's orders nothing of the program's.
inline bool corun_monitor_stream(CorunRegistry &r)
{
    if (!r.monitor_made)
        r.monitor_made = cudaStreamCreateWithFlags(&r.monitor, cudaStreamNonBlocking) == cudaSuccess;
    return r.monitor_made;
}

// Reads a running launch's counters through the monitor stream.
inline bool corun_read(CorunRegistry &r, const CorunLaunch &l, CorunCounters *c)
{
    if (!corun_monitor_stream(r))
        return false;
    static_assert(offsetof(CorunState, done) + sizeof(unsigned long long) == offsetof(CorunState, admitted), "");
    unsigned long long words[2];
    if (cudaMemcpyAsync(words, &l.state->done, sizeof words, cudaMemcpyDeviceToHost, r.monitor) != cudaSuccess ||
        cudaStreamSynchronize(r.monitor) != cudaSuccess)
        return false;
    c->done = words[0];
    memcpy(&c->admitted, &words[1], sizeof(unsigned int));
    memcpy(&c->turned_away, (const char *)&words[1] + sizeof(unsigned int), sizeof(unsigned int));
    return true;
}

// Sets a running launch's bypass target (the monitor's search).
inline void corun_set_bypass(CorunRegistry &r, CorunLaunch &l, unsigned int bypass)
{
    l.bypass = bypass;
    if (!corun_monitor_stream(r))
        return;
    cudaMemcpyAsync((void *)&l.state->bypass, &l.bypass, sizeof(unsigned int), cudaMemcpyHostToDevice, r.monitor);
    cudaStreamSynchronize(r.monitor);
}

// A finished launch: its line of the report, its state and event freed.
inline void corun_retire(CorunRegistry &r, CorunLaunch &l)
{
    if (l.report) {
        CorunCounters c = {0, 0, 0};
        bool read = corun_read(r, l, &c);
        float ms = -1;
        cudaEventElapsedTime(&ms, l.begin, l.done); // the kernel's own time
        char raised[128] = "";
        if (l.topped)
            snprintf(raised, sizeof raised, ", raised to %u an SM once alone (%u blocks more)", l.quota, l.more);
        else if (l.raised)
            snprintf(raised, sizeof raised, ", not raised once alone: %s", cudaGetErrorString(l.raise_error));
        fprintf(l.report_to,
                "dpopt corun: %s: %llu blocks of %u threads, %u an SM fit alone, quota %u an SM, bypass %u an SM%s, "
                "%u admitted, %u turned away, %.3f ms%s%s on device %d\n",
                l.name, l.blocks, l.usage.threads, l.fit_alone, l.first_quota, l.bypass, raised, c.admitted,
                c.turned_away, ms, !l.searched ? "" : l.learn ? " (bypass learnt)" : " (bypass searched)",
                read ? "" : " (counters unread)", l.device);
    }
    if (corun_monitor_stream(r))
        cudaFreeAsync(l.state, r.monitor);
    cudaEventDestroy(l.begin);
    cudaEventDestroy(l.done);
    if (l.topped)
        cudaEventDestroy(l.more_done);
    if (l.kernel.drop)
        l.kernel.drop(l.kernel.held);
    l.used = false;
}

// A launch is over once its grid and the blocks added to it are.
inline bool corun_finished(const CorunLaunch &l)
{
    return cudaEventQuery(l.done) == cudaSuccess && (!l.topped || cudaEventQuery(l.more_done) == cudaSuccess);
}

// Retires the launches that finished (the lock held).
inline void corun_reap(CorunRegistry &r)
{
    for (int i = 0; i < DPOPT_CORUN_MAX_LAUNCHES; i++)
        if (r.launches[i].used && corun_finished(r.launches[i]))
            corun_retire(r, r.launches[i]);
}

// Waits for every launch and retires it (the lock held).
inline void corun_retire_all(CorunRegistry &r)
{
    for (int i = 0; i < DPOPT_CORUN_MAX_LAUNCHES; i++)
        if (r.launches[i].used) {
            cudaEventSynchronize(r.launches[i].done);
            if (r.launches[i].topped)
                cudaEventSynchronize(r.launches[i].more_done);
            corun_retire(r, r.launches[i]);
        }
}

// The co-runnable launch left running alone, when its `alone` quota is
// above the one it got beside the others (tlp=rest beside a kernel that
// has finished): its quota raised, and more of its blocks launched on the
// runtime's stream, sharing its state, so that the blocks the raise admits
// exist (the first grid's turned-away blocks are gone). The first grid's
// blocks wait for every original block before they end (corun_leave), so
// the program's stream goes on only after the added blocks' work. Once a
// launch; the monitor calls it, the lock held.
inline void corun_raise(CorunRegistry &r)
{
    CorunLaunch *alone = nullptr;
    for (int i = 0; i < DPOPT_CORUN_MAX_LAUNCHES; i++)
        if (r.launches[i].used) {
            if (alone)
                return; // not alone
            alone = &r.launches[i];
        }
    if (!alone || alone->raised || !alone->kernel.held || alone->alone <= alone->quota)
        return;
    CorunLaunch &l = *alone;
    l.raised = true;
    (void)cudaGetLastError(); // this thread's earlier calls are not the launch's
    l.raise_error = cudaSuccess;
    if (!r.more_made) {
        l.raise_error = cudaStreamCreateWithFlags(&r.more, cudaStreamNonBlocking);
        r.more_made = l.raise_error == cudaSuccess;
    }
    if (l.raise_error == cudaSuccess)
        l.raise_error = cudaEventCreateWithFlags(&l.more_done, cudaEventDisableTiming);
    if (l.raise_error != cudaSuccess)
        return;
    l.quota = l.alone;
    l.more = l.sms * l.alone;
    l.raise_error = cudaMemcpyAsync((void *)&l.state->quota, &l.quota, sizeof(unsigned int), cudaMemcpyHostToDevice,
                                    r.more);
    if (l.raise_error == cudaSuccess) {
        l.kernel.relaunch(l.kernel.held, l.state, l.more, dim3(l.block[0], l.block[1], l.block[2]), l.shared, r.more);
        l.raise_error = cudaGetLastError();
    }
    if (l.raise_error != cudaSuccess) {
        // The first grid's blocks do the work alone, as they would have.
        cudaEventDestroy(l.more_done);
        return;
    }
    cudaEventRecord(l.more_done, r.more);
    l.topped = true;
}

} // namespace dpopt

#include "dpopt/corun_search.cuh"

namespace dpopt {

// Waits for every launch of every device with launches recorded, and
// retires it, each device's with that device current (its events, stream
// and state are that device's); the caller's device is current again after.
inline void corun_retire_every_device()
{
    PerDevice<CorunRegistry> &registries = corun_registries();
    bool switched = false;
    int caller = 0;
    for (int device = 0; device < DPOPT_MAX_DEVICES; device++) {
        {
            DeviceSlot<CorunRegistry> r(registries, device);
            if (!r->in_use)
                continue;
        }
        if (!switched)
            switched = cudaGetDevice(&caller) == cudaSuccess;
        cudaSetDevice(device);
        DeviceSlot<CorunRegistry> r(registries, device);
        corun_retire_all(*r);
    }
    if (switched)
        cudaSetDevice(caller);
}

// At exit (with a report or a search): every device's monitor stopped and
// joined (none may touch a registry after this returns), then every launch
// reported once it finished.
inline void corun_at_exit()
{
    PerDevice<CorunRegistry> &registries = corun_registries();
    pthread_t monitors[DPOPT_MAX_DEVICES];
    int running = 0;
    for (int device = 0; device < DPOPT_MAX_DEVICES; device++) {
        DeviceSlot<CorunRegistry> r(registries, device);
        r->stop = true;
        if (r->thread_started)
            monitors[running++] = r->thread;
        r->thread_started = false;
    }
    for (int i = 0; i < running; i++)
        pthread_join(monitors[i], NULL);
    corun_retire_every_device();
}

// Registers corun_at_exit, once a process.
inline void corun_register_at_exit()
{
    static std::atomic<bool> registered; // zero: nothing to construct or destroy
    if (!registered.exchange(true))
        atexit(corun_at_exit);
}

// Waits for every co-runnable launch, on every device, and retires it (its
// report line written): a program, or a harness between its measurements,
// that wants the report now rather than at the next launch or at exit.
inline void corun_flush() { corun_retire_every_device(); }

#ifdef __CUDACC__ // a launch is CUDA's syntax (a host model of the device compiles the rest with a C++ compiler)
// A launch's kernel and its arguments, copied (CorunHeld).
template <class Kernel, class... Args>
struct CorunArgs {
    Kernel kernel;
    std::tuple<Args...> args;
};

template <class Kernel, class... Args, size_t... I>
inline void corun_launch_args(const CorunArgs<Kernel, Args...> &a, std::index_sequence<I...>, CorunState *state,
                              unsigned int blocks, dim3 block, size_t shared, cudaStream_t stream)
{
    a.kernel<<<blocks, block, shared, stream>>>(state, std::get<I>(a.args)...);
}

template <class Kernel, class... Args>
inline void corun_relaunch(const void *held, CorunState *state, unsigned int blocks, dim3 block, size_t shared,
                           cudaStream_t stream)
{
    corun_launch_args(*(const CorunArgs<Kernel, Args...> *)held, std::index_sequence_for<Args...>(), state, blocks,
                      block, shared, stream);
}

template <class Kernel, class... Args>
inline void corun_drop(void *held)
{
    delete (CorunArgs<Kernel, Args...> *)held;
}

// What the environment asks of a launch: a report line
// (DPOPT_CORUN_REPORT), a bypass search (DPOPT_CORUN_BYPASS=search or learn).
struct CorunAsked {
    bool reporting, searching, learn;
    FILE *report_to;
};

inline CorunAsked corun_asked()
{
    const char *report = getenv("DPOPT_CORUN_REPORT"), *search = getenv("DPOPT_CORUN_BYPASS");
    CorunAsked asked;
    asked.reporting = report && *report && strcmp(report, "0") != 0;
    asked.learn = search && strcmp(search, "learn") == 0;
    asked.searching = asked.learn || (search && strcmp(search, "search") == 0);
    asked.report_to = report && strcmp(report, "stdout") == 0 ? stdout : stderr;
    return asked;
}

// The co-runnable launch of corun_launch on `device` (current), recorded in
// its registry `r` (the lock held) until it finishes; `shape` is r's.
template <class... Params, class... Args>
inline cudaError_t corun_launch_recorded(CorunRegistry &r, int device, const CorunShape &shape,
                                         const CorunSetting &setting, const CorunAsked &asked,
                                         void (*kernel)(CorunState *, Params...), const char *name, dim3 grid,
                                         dim3 block, size_t shared, cudaStream_t stream, Args... args)
{
    unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z;
    unsigned int threads = block.x * block.y * block.z;
    int sms = shape.sms, fit_alone = shape.fit_alone;
    const cudaFuncAttributes &attributes = shape.attributes;
    CorunUsage usage = {threads, (unsigned int)attributes.numRegs,
                        (unsigned int)(attributes.sharedSizeBytes + shared)};
    unsigned int quota = setting.tlp ? setting.tlp : (unsigned int)fit_alone;
    if (setting.rest) {
        CorunUsage used[DPOPT_CORUN_MAX_LAUNCHES];
        unsigned int counts[DPOPT_CORUN_MAX_LAUNCHES];
        int n = 0;
        for (int i = 0; i < DPOPT_CORUN_MAX_LAUNCHES; i++)
            if (r.launches[i].used) {
                used[n] = r.launches[i].usage;
                counts[n++] = r.launches[i].quota;
            }
        quota = corun_fit(corun_sm(device), used, counts, n, usage);
    }
    quota = quota < 1 ? 1 : quota > (unsigned int)fit_alone ? (unsigned int)fit_alone : quota;
    unsigned int alone = setting.alone ? setting.alone : setting.tlp && !setting.rest ? quota : (unsigned int)fit_alone;
    alone = alone > (unsigned int)fit_alone ? (unsigned int)fit_alone : alone < quota ? quota : alone;
    bool watched = asked.searching || alone > quota; // the monitor's: a search, a raise once alone
    if (asked.reporting || watched)
        corun_register_at_exit();
    unsigned long long room = (unsigned long long)sms * fit_alone;
    unsigned int launched = (unsigned int)(blocks < room ? blocks : room);
    // The state: counters zero, the settings and the grid's shape.
    CorunState *state = nullptr;
    CorunState head;
    memset(&head, 0, offsetof(CorunState, resident));
    head.quota = quota;
    head.bypass = setting.bypass;
    head.blocks = blocks;
    head.grid_x = grid.x;
    head.grid_y = grid.y;
    head.chunk = corun_chunk(blocks, launched);
    // Kept until it finishes (the monitor, the report, tlp=rest read it),
    // its kernel's time between two events.
    CorunLaunch *l = nullptr;
    for (int i = 0; i < DPOPT_CORUN_MAX_LAUNCHES && !l; i++)
        if (!r.launches[i].used)
            l = &r.launches[i];
    if (l && cudaEventCreate(&l->begin) != cudaSuccess)
        l = nullptr;
    if (l && cudaEventCreate(&l->done) != cudaSuccess) {
        cudaEventDestroy(l->begin);
        l = nullptr;
    }
    cudaError_t error = cudaMallocAsync(&state, sizeof(CorunState), stream);
    bool made = error == cudaSuccess;
    if (error == cudaSuccess)
        error = cudaMemsetAsync(state, 0, sizeof(CorunState), stream);
    if (error == cudaSuccess)
        error = cudaMemcpyAsync(state, &head, offsetof(CorunState, resident), cudaMemcpyHostToDevice, stream);
    if (error == cudaSuccess) {
        if (l)
            cudaEventRecord(l->begin, stream);
        kernel<<<launched, block, shared, stream>>>(state, args...);
        error = cudaPeekAtLastError();
        if (l && error == cudaSuccess)
            cudaEventRecord(l->done, stream);
    }
    if (!l || error != cudaSuccess) {
        if (made)
            cudaFreeAsync(state, stream); // no record keeps it: freed after the grid, if any
        if (l) {
            cudaEventDestroy(l->begin);
            cudaEventDestroy(l->done);
        }
    } else {
        l->used = true;
        l->name = name;
        l->device = device;
        l->state = state;
        l->usage = usage;
        l->quota = l->first_quota = quota;
        l->alone = alone;
        l->more = 0;
        l->sms = (unsigned int)sms;
        l->block[0] = block.x;
        l->block[1] = block.y;
        l->block[2] = block.z;
        l->shared = shared;
        l->kernel = CorunHeld{nullptr, nullptr, nullptr};
        if (alone > quota)
            l->kernel = CorunHeld{new CorunArgs<decltype(kernel), Args...>{kernel, std::tuple<Args...>(args...)},
                                  corun_relaunch<decltype(kernel), Args...>, corun_drop<decltype(kernel), Args...>};
        l->raised = l->topped = false;
        l->bypass = setting.bypass;
        l->fit_alone = (unsigned int)fit_alone;
        l->launched = launched;
        l->blocks = blocks;
        l->report = asked.reporting;
        l->report_to = asked.report_to;
        l->search = asked.searching;
        l->learn = asked.learn;
        l->searched = false;
        r.in_use = true;
        if (watched)
            corun_monitor_start(r, device);
    }
    return error;
}

// A kernel's co-runnable version launched in place of
// `written<<<grid, block, shared, stream>>>(args...)` (corun.cuh): with at
// most the blocks that fit at once, and its settings from DPOPT_CORUN; the
// launch as written where those ask nothing of it (corun_as_written), and
// where its grid or block would not start (launch_config_valid), which
// fails as written (the co-runnable grid, of at most the blocks that fit,
// would have run it). Everything it keeps is the current device's
// registry's. Returns the launch's error, as the launch would leave it.
template <class... Params, class... Args>
inline cudaError_t corun_launch(void (*kernel)(CorunState *, Params...), void (*written)(Params...), const char *name,
                                dim3 grid, dim3 block, size_t shared, cudaStream_t stream, Args... args)
{
    unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z;
    unsigned int threads = block.x * block.y * block.z;
    CorunAsked asked = corun_asked();
    // Why the launch is as written, for the report, where the settings ask
    // nothing of it (none where the launch refuses the configuration: the
    // launch says so); launched once the device's registry is free again.
    const char *as_written = nullptr;
    int device = 0, fit_alone = 0;
    {
        // Taken as it is: its monitor thread runs on. After a cudaDeviceReset
        // its streams and launches are the destroyed context's, so every
        // launch on the device is made as written from then on.
        DeviceSlot<CorunRegistry> slot(corun_registries(), per_device_current());
        CorunRegistry &r = *slot;
        device = slot.device();
        if (slot.context_replaced())
            r.reset_seen = true;
        const CorunShape *shape = !r.reset_seen && launch_config_valid(grid, block) && blocks > 0 && threads > 0
                                      ? corun_shape(r, (const void *)kernel, device, threads, shared)
                                      : nullptr;
        if (r.reset_seen)
            as_written = "the device was reset (cudaDeviceReset) since the first launch on it";
        if (shape) {
            fit_alone = shape->fit_alone;
            corun_reap(r);
            CorunSetting setting = {0, 0, 0, false};
            bool named = corun_parse_setting(getenv("DPOPT_CORUN"), name, &setting);
            if (!corun_as_written(named, setting, (unsigned int)fit_alone, asked.searching))
                return corun_launch_recorded(r, device, *shape, setting, asked, kernel, name, grid, block, shared,
                                             stream, args...);
            as_written = named ? "tlp=rest, no bypass" : "not named in DPOPT_CORUN";
        }
    }
    if (asked.reporting && as_written)
        fprintf(asked.report_to,
                "dpopt corun: %s: %llu blocks of %u threads, %d an SM fit alone, launched as written (%s: the "
                "hardware's own) on device %d\n",
                name, blocks, threads, fit_alone, as_written, device);
    written<<<grid, block, shared, stream>>>(args...);
    return cudaPeekAtLastError();
}
#endif

} // namespace dpopt

#endif
