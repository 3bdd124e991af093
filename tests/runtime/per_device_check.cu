// The runtime's host-side state per device (per_device.cuh), on a host
// model of the CUDA runtime: no GPU. tests/run-all.sh builds it with nvcc
// and `--cudart none`, linked with per_device_model.cpp (built by the host
// compiler): the CUDA runtime calls the runtime makes, each device a number the calling host thread sets
// (cudaSetDevice), each allocation tagged with the device it was made on.
// Checked, switching devices between calls and from host threads at once:
//   - grid_flat_set_aside: each device's state gets room made on that
//     device, only that device's room is freed when it grows, and a device
//     whose launches are smaller than another's still gets room of its own;
//   - grid_flat_follow_blocks: each device's own SM count (two GPUs of
//     different sizes);
//   - chain_pending_room: the pending-launch limit raised on every device;
//   - chain_pending_room in a capture: the limit left as it is, raised
//     at the next launch after it;
//   - cudaDeviceReset (a new context): the set-aside room and the raised
//     limit made again in the new context, the other devices' kept;
//   - launch_free's selector (--remove=auto): the symbol addresses, pinned
//     copy, event and space it uses on a device are the ones made on that
//     device, one selector a device; a launch in a stream being captured
//     makes none of them;
//   - --corun's registry (corun_host.cuh), through its launch, corun_flush
//     and corun_at_exit only: each device's monitor raises the launch left
//     alone there, with its device current; tlp=rest counts its own
//     device's launches; states, events and streams stay on their device,
//     from one thread switching devices and a thread a device at once; at
//     exit every monitor is joined and each device's launches reported
//     there (each report line names its device).
// One line a case ("ok ..." or "FAIL ..."); exit non-zero on a failure.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include <dpopt/base.cuh>
#include <dpopt/chain.cuh>
#include <dpopt/corun.cuh>
#include <dpopt/free_select.cuh>
#include <dpopt/grid_flat.cuh>

// ---- the model (per_device_model.cpp) ---------------------------------------

#include "per_device_model.h"

static void report(bool good, const char *what)
{
    if (good)
        model_say(what);
    else
        model_complain(what);
}

// ---- grid_flat_set_aside ---------------------------------------------------

// Stands for a site's __device__ GridState: its host address names it.
static dpopt::GridState site_state;
static dpopt::PerDevice<dpopt::GridFlatAside> site_aside;

static void set_aside(unsigned int blocks)
{
    dpopt::grid_flat_set_aside(&site_aside, site_state, dim3(blocks), dim3(32), 16, 0, nullptr);
}

// Each device's copy of the state holds room made on that device.
static bool each_state_holds_its_own_room(int devices)
{
    for (int d = 0; d < devices; d++)
        if (model_device_of(model_symbol_room(&site_state, d)) != d)
            return false;
    return true;
}

static void check_set_aside()
{
    model_forget_writes();
    model_set_device(0);
    set_aside(100);
    model_set_device(1);
    set_aside(50); // smaller than device 0's launch: still room of its own
    report(each_state_holds_its_own_room(2), "set_aside: a device with smaller launches gets room of its own");
    set_aside(400); // grows device 1's room: frees device 1's, not device 0's
    model_set_device(0);
    set_aside(100); // device 0's room still fits: nothing new
    report(each_state_holds_its_own_room(2) && model_live(0) == 1 && model_live(1) == 1,
           "set_aside: growing one device's room frees that device's, keeps the other's");
}

// Host threads, one a device, setting aside at once and growing as they go;
// then two threads on one device.
static void check_set_aside_threads()
{
    std::vector<std::thread> threads;
    for (int d = 0; d < model_devices; d++)
        threads.emplace_back([d] {
            model_set_device(d);
            for (unsigned int n = 1; n <= 60; n++)
                set_aside(n * 8 + (unsigned int)d);
        });
    for (std::thread &t : threads)
        t.join();
    bool one_each = true;
    for (int d = 0; d < model_devices; d++)
        one_each = one_each && model_live(d) == 1;
    report(each_state_holds_its_own_room(model_devices) && one_each,
           "set_aside: a host thread a device, at once: one room each, its own");
    std::thread a([] {
        model_set_device(2);
        for (unsigned int n = 1; n <= 20; n++)
            set_aside(2000 + 10 * n);
    });
    std::thread b([] {
        model_set_device(2);
        for (unsigned int n = 1; n <= 20; n++)
            set_aside(2000 + 7 * n);
    });
    a.join();
    b.join();
    report(model_live(2) == 1 && site_aside.slot[2].capacity == 2200u * 32u &&
               model_device_of(model_symbol_room(&site_state, 2)) == 2,
           "set_aside: two host threads on one device keep one room, the largest asked");
}

// ---- grid_flat_follow_blocks -----------------------------------------------

__global__ void follow_kernel() {}
static dpopt::PerDevice<unsigned int> follow_blocks;

static void check_follow_blocks()
{
    model_set_device(0);
    unsigned int big = dpopt::grid_flat_follow_blocks(follow_kernel, &follow_blocks);
    model_set_device(1);
    unsigned int small = dpopt::grid_flat_follow_blocks(follow_kernel, &follow_blocks);
    model_set_device(0);
    unsigned int again = dpopt::grid_flat_follow_blocks(follow_kernel, &follow_blocks);
    report(big == 132u * 6u && small == 16u * 6u && again == big, "follow_blocks: each device its own SMs");
}

// ---- chain_pending_room ----------------------------------------------------

static void check_chain_room()
{
    for (int d = 0; d < model_devices; d++) {
        model_set_device(d);
        dpopt::chain_pending_room(0);
    }
    bool all = true;
    for (int d = 0; d < model_devices; d++)
        all = all && model_limit(d) == 65536;
    report(all, "chain_pending_room: the limit raised on every device");
}

// ---- a device reset ----------------------------------------------------------

// A reset destroys what the runtime made in the device's context: its state
// must be made again there (the room written into the new copy of the
// state, the limit raised again), and the other devices' left as they are.
static void check_reset()
{
    model_forget_writes();
    for (int d = 0; d < 2; d++) {
        model_set_device(d);
        set_aside(5000); // larger than any before: room made and written on each
        dpopt::chain_pending_room(0);
    }
    model_reset_device(0);
    model_set_device(0);
    set_aside(5000); // no larger than before the reset, but the room went with the context
    dpopt::chain_pending_room(0);
    report(model_device_of(model_symbol_room(&site_state, 0)) == 0,
           "reset: the room set aside again in the device's new context");
    report(model_limit(0) == 65536, "reset: the pending-launch limit raised again in the new context");
    report(model_device_of(model_symbol_room(&site_state, 1)) == 1 && model_limit(1) == 65536,
           "reset: another device's state kept");
}

// In a capture the limit is left as it is (setting it would end the
// capture), and raised at the first launch after it.
static void check_chain_room_captured()
{
    const int d = 3;
    model_set_device(d);
    model_reset_device(d); // the limit back to CUDA's default, the slot to be made again
    model_capture(true);
    dpopt::chain_pending_room(cudaStreamPerThread);
    model_capture(false);
    const bool kept = model_limit(d) == 2048;
    dpopt::chain_pending_room(cudaStreamPerThread);
    report(kept && model_limit(d) == 65536,
           "chain_pending_room: the limit not set in a capture, raised at the next launch after it");
}

// ---- launch_free's selector (--remove=auto) --------------------------------

// A kernel as written, its persistent version, and the symbols the
// selector reads (what transform/persist.c declares).
__global__ void parent(int *out) { (void)out; }
__global__ void parent_dp_free(dpopt::FreeSpace, dim3, unsigned int, int *out) { (void)out; }
__device__ dpopt::LaunchStats parent_stats;
__device__ unsigned int parent_choice;
static dpopt::PerDevice<dpopt::FreeSelector> parent_selector;

static void launch_parent(unsigned int blocks, cudaStream_t stream = nullptr)
{
    dpopt::launch_free(dpopt::free_call(parent_dp_free, parent)
                           .named("parent")
                           .kept_in(parent_selector, parent_stats, parent_choice)
                           .requesting(dpopt::REQUEST_AUTO)
                           .records({16}),
                       dim3(blocks), dim3(128), 0, stream, (int *)nullptr);
}

// A launch into a stream being captured into a graph makes nothing on the
// host's side (the selector's allocation and copies would end the capture,
// and a graph must not keep the worklists a later launch frees): the
// kernel runs in place.
static void check_selector_captured()
{
    const int d = 2;
    model_set_device(d);
    const int events = model_events_on(d), live = model_live(d);
    model_reset_device(d); // a new context: the selector would be made again, as at a first launch
    model_capture(true);
    launch_parent(1u << 20, cudaStreamPerThread); // larger than any worklists made before
    model_capture(false);
    report(model_events_on(d) == events && model_live(d) == live,
           "launch_free: a captured launch makes no selector, event or worklists");
}

static void check_selector()
{
    // Grids larger than either GPU holds: the selector gathers statistics
    // (a reset, a copy back, an event) at every launch.
    for (int round = 0; round < 3; round++)
        for (int d = 0; d < 2; d++) {
            model_set_device(d);
            launch_parent(4096u << round);
        }
    report(model_events_on(0) == 1 && model_events_on(1) == 1 && model_cross_device_uses() == 0,
           "launch_free: each device's selector made on it, its event, copies and space used only there");
    std::vector<std::thread> threads;
    for (int d = 0; d < model_devices; d++)
        threads.emplace_back([d] {
            model_set_device(d);
            for (int n = 0; n < 100; n++)
                launch_parent(2048u + 64u * (unsigned int)n);
        });
    for (std::thread &t : threads)
        t.join();
    bool one_each = true;
    for (int d = 0; d < model_devices; d++)
        one_each = one_each && model_events_on(d) == 1;
    report(one_each && model_cross_device_uses() == 0, "launch_free: a host thread a device, at once");
}

// ---- --corun's registry -------------------------------------------------------

// A kernel as written and its co-runnable version (what transform/corun.c
// writes); the model runs no block of either.
__global__ void work(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 1.0f;
}
__global__ void work_dp_corun(dpopt::CorunState *, float *out, int n) { (void)out, (void)n; }

static void corun_work(const char *name, unsigned int threads)
{
    dpopt::corun_launch(work_dp_corun, work, name, dim3(1000), dim3(threads), 0, nullptr, (float *)nullptr, 0);
}

// The lines the runtime reports (DPOPT_CORUN_REPORT=1, on standard error)
// while `run` runs.
template <class Run>
static std::vector<std::string> corun_report(Run run)
{
    std::fflush(stderr);
    int saved = dup(2);
    FILE *file = std::tmpfile();
    dup2(fileno(file), 2);
    setenv("DPOPT_CORUN_REPORT", "1", 1);
    run();
    unsetenv("DPOPT_CORUN_REPORT");
    std::fflush(stderr);
    dup2(saved, 2);
    close(saved);
    std::rewind(file);
    std::vector<std::string> lines;
    char line[1024];
    while (std::fgets(line, sizeof line, file)) {
        std::string text(line);
        if (!text.empty() && text.back() == '\n')
            text.pop_back();
        lines.push_back(text);
    }
    std::fclose(file);
    return lines;
}

// Whether a line reports `name`'s launch with `what` in it, on `device`.
static bool reported(const std::vector<std::string> &lines, const char *name, const char *what, int device)
{
    std::string start = std::string("dpopt corun: ") + name + ": ";
    std::string end = " on device " + std::to_string(device);
    for (const std::string &line : lines)
        if (line.compare(0, start.size(), start) == 0 && line.find(what) != std::string::npos &&
            line.size() >= end.size() && line.compare(line.size() - end.size(), end.size(), end) == 0)
            return true;
    return false;
}

template <class Done>
static bool wait_for(Done done)
{
    for (int tries = 0; tries < 3000; tries++) {
        if (done())
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
}

// What a case starts from: afterwards, no use on another device since, and
// every state made since freed.
struct CorunBaseline {
    int cross, live[model_devices];
    CorunBaseline() : cross(model_cross_device_uses())
    {
        for (int d = 0; d < model_devices; d++)
            live[d] = model_live(d);
    }
    bool kept() const
    {
        for (int d = 0; d < model_devices; d++)
            if (model_live(d) != live[d])
                return false;
        return model_cross_device_uses() == cross;
    }
};

// One host thread, launching on device 0 then device 1 (its grids held
// running): each launch is alone on its own device, so each device's
// monitor raises it, making the added blocks' stream on its device (and,
// at its report, the stream it reads counters through).
static void check_corun_devices_alternately()
{
    CorunBaseline baseline;
    setenv("DPOPT_CORUN", "raised:tlp=1:alone=2", 1);
    bool raised = false;
    std::vector<std::string> lines = corun_report([&raised] {
        model_hold_grids(true);
        for (int d = 0; d < 2; d++) {
            model_set_device(d);
            corun_work("raised", 256);
        }
        raised = wait_for([] { return model_streams_on(0) == 1 && model_streams_on(1) == 1; });
        model_hold_grids(false);
        dpopt::corun_flush();
    });
    int now = -1;
    cudaGetDevice(&now);
    report(raised && reported(lines, "raised", "raised to 2 an SM once alone", 0) &&
               reported(lines, "raised", "raised to 2 an SM once alone", 1),
           "corun: launches on devices 0 and 1 from one thread: each device's monitor raises the launch alone there");
    report(baseline.kept() && model_streams_on(0) == 2 && model_streams_on(1) == 2 && now == 1,
           "corun: each monitor runs with its device current (its streams made there); no state, event or stream "
           "used on another device; corun_flush frees each state on its device and keeps the caller's device");
}

// tlp=rest beside a kernel that fills device 0's SMs: on device 1 it gets
// what fits alone (2 of 1,024 threads), on device 0 what is left (1).
static void check_corun_rest()
{
    CorunBaseline baseline;
    setenv("DPOPT_CORUN", "a:tlp=2,b:tlp=rest:bypass=1,c:tlp=rest:bypass=1", 1);
    std::vector<std::string> lines = corun_report([] {
        model_hold_grids(true);
        model_set_device(0);
        corun_work("a", 1024);
        model_set_device(1);
        corun_work("b", 1024);
        model_set_device(0);
        corun_work("c", 1024);
        model_hold_grids(false);
        dpopt::corun_flush();
    });
    report(reported(lines, "b", "quota 2 an SM", 1) && reported(lines, "c", "quota 1 an SM", 0) && baseline.kept(),
           "corun: tlp=rest fits a kernel beside the launches of its own device only");
}

// A host thread a device, launching at once, each launch watched by its
// device's monitor.
static void check_corun_threads()
{
    CorunBaseline baseline;
    setenv("DPOPT_CORUN", "t:tlp=1:alone=2", 1);
    std::vector<std::thread> threads;
    for (int d = 0; d < model_devices; d++)
        threads.emplace_back([d] {
            model_set_device(d);
            for (unsigned int n = 0; n < 200; n++)
                corun_work("t", 128 + 32 * (n % 4));
        });
    for (std::thread &t : threads)
        t.join();
    dpopt::corun_flush();
    bool monitors = wait_for([] { return model_threads_alive() == model_devices; }); // each once it has begun
    report(baseline.kept() && monitors,
           "corun: a host thread a device, at once: a monitor a device, states, events and streams only on their own");
}

// At exit, with a launch running on every device.
static void check_corun_exit()
{
    CorunBaseline baseline;
    setenv("DPOPT_CORUN", "left:tlp=1", 1);
    std::vector<std::string> lines = corun_report([] {
        model_hold_grids(true);
        for (int d = 0; d < model_devices; d++) {
            model_set_device(d);
            corun_work("left", 64);
        }
        dpopt::corun_at_exit();
        model_hold_grids(false);
    });
    bool each = true;
    for (int d = 0; d < model_devices; d++)
        each = each && reported(lines, "left", "quota 1 an SM", d);
    report(model_threads_alive() == 0 && each && baseline.kept(),
           "corun: at exit every device's monitor is joined, and each device's launches reported and freed there");
}

int main()
{
    check_set_aside();
    check_set_aside_threads();
    check_follow_blocks();
    check_chain_room();
    check_reset();
    check_chain_room_captured();
    check_selector();
    check_selector_captured();
    check_corun_devices_alternately();
    check_corun_rest();
    check_corun_threads();
    check_corun_exit();
    return model_failures() != 0;
}
