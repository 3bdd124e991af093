// dpopt runtime: co-runnable grids launched from the device (--corun on a
// CDP program's child kernel; corun.cuh says what a co-runnable kernel
// does). A parent's child grids run beside each other and beside the
// parent's other blocks; at the hardware's own TLP a child grid takes every
// slot it can, and a child that runs best with fewer blocks an SM (Optimal
// or Down) crowds out the rest. Under a quota it leaves them the room.
//
// The parent's launch as written,
//
//     child<<<grid, block, shared, stream>>>(args);
//
// becomes
//
//     dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, grid, block, shared, stream, args);
//
// which makes the launch's state on the device heap and launches
// child_dp_corun with at most the blocks the GPU holds at once, in the
// launch's stream (the same order as written). The grid's last block frees
// the state (corun_exit). Where no state can be made (the heap full, the
// occupancy not known) the child is launched as written: as many launches
// as the program makes, never one more pending. So is a launch whose grid
// or block would not start (launch_config_valid: a grid of 0, of more than
// 65,535 in y or z, or negative; a block past 1,024 threads), which fails
// there as written; the co-runnable grid, of at most the blocks that fit,
// would have run it.
//
// The quota and bypass come from `child_dp_corun_setting`, a device
// variable the host writes from DPOPT_CORUN before each launch whose work
// launches the child (dpopt writes the call before it):
//
//     dpopt::corun_set_device(child_dp_corun_setting, "child");
//     parent<<<blocks, threads>>>(...);
//
//     DPOPT_CORUN="child:tlp=2:bypass=1"
//         tlp=N     N blocks an SM at most (clamped to what fits, at least 1)
//         bypass=N  N blocks an SM bypass L1
//         tlp=rest and alone=N are the host's (corun.cuh): a launch from
//         the device has no view of what runs beside it, and takes the
//         most that fit for them
//         (a kernel not named, or one asked for no TLP and no bypass: the
//         launch as written, the hardware's own, with no state to make)
#ifndef DPOPT_RUNTIME_CORUN_DEVICE_CUH
#define DPOPT_RUNTIME_CORUN_DEVICE_CUH

namespace dpopt {

// A kernel's setting for its launches from the device.
struct CorunDeviceSetting {
    unsigned int tlp;    // blocks an SM at most; 0: the most that fit
    unsigned int bypass; // of those, blocks an SM whose loads bypass L1
};

// The quota of a launch: the setting's TLP within [1, fit]; the most that
// fit where it names none.
__host__ __device__ inline unsigned int corun_device_quota(const CorunDeviceSetting &setting, unsigned int fit)
{
    if (fit < 1)
        return 1;
    return setting.tlp == 0 || setting.tlp > fit ? fit : setting.tlp;
}

// Whether a setting asks anything of the co-runnable version (a quota or a
// bypass); where it does not, the child is launched as written.
__host__ __device__ inline bool corun_device_asks(const CorunDeviceSetting &setting)
{
    return setting.tlp != 0 || setting.bypass != 0;
}

// A state made on the device for `blocks` original blocks of `grid`, run by
// a grid of `launched` blocks: freed by that grid's last block.
__host__ __device__ inline void corun_device_state(CorunState *s, const CorunDeviceSetting &setting, dim3 grid,
                                                   unsigned int fit, unsigned int launched)
{
    memset(s, 0, sizeof *s);
    s->quota = corun_device_quota(setting, fit);
    s->bypass = setting.bypass;
    s->blocks = (unsigned long long)grid.x * grid.y * grid.z;
    s->grid_x = grid.x;
    s->grid_y = grid.y;
    s->chunk = corun_chunk(s->blocks, launched);
    s->owned = 1;
    s->launched = launched;
}

#if defined(__CUDACC__) && defined(__CUDACC_RDC__)
// `kernel` (child_dp_corun) in place of `written<<<grid, block, shared,
// stream>>>(args...)` from the device; the launch as written where the
// setting asks nothing of it or no state can be made. Returns the launch's
// error, as the launch would leave it.
template <class... Params, class... Args>
__device__ inline cudaError_t corun_launch_device(void (*kernel)(CorunState *, Params...), void (*written)(Params...),
                                                  const CorunDeviceSetting &setting, dim3 grid, dim3 block,
                                                  size_t shared, cudaStream_t stream, Args... args)
{
    unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z;
    unsigned int threads = block.x * block.y * block.z;
    int device = 0, sms = 0, fit = 0;
    CorunState *state = nullptr;
    if (corun_device_asks(setting) && launch_config_valid(grid, block) && blocks > 0 && threads > 0 &&
        cudaGetDevice(&device) == cudaSuccess &&
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device) == cudaSuccess && sms > 0 &&
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, (int)threads, shared) == cudaSuccess && fit > 0)
        state = (CorunState *)malloc(sizeof(CorunState));
    if (!state) {
        written<<<grid, block, shared, stream>>>(args...);
        return cudaPeekAtLastError();
    }
    unsigned long long room = (unsigned long long)sms * (unsigned int)fit;
    unsigned int launched = (unsigned int)(blocks < room ? blocks : room);
    corun_device_state(state, setting, grid, (unsigned int)fit, launched);
    kernel<<<launched, block, shared, stream>>>(state, args...);
    cudaError_t error = cudaPeekAtLastError();
    if (error != cudaSuccess)
        free(state); // no block of it runs
    return error;
}
#endif

#ifdef __CUDACC__
// Whether `symbol` is yet to be written on the current device (each
// device's copy once a process: DPOPT_CORUN does not change while the
// program runs); kept in the device's registry. Past
// DPOPT_CORUN_MAX_WRITTEN symbols a device, written at every launch.
inline bool corun_device_unset(const void *symbol)
{
    DeviceSlot<CorunRegistry> r(corun_registries());
    for (int i = 0; i < r->written_count; i++)
        if (r->written[i] == symbol)
            return false;
    if (r->written_count < DPOPT_CORUN_MAX_WRITTEN)
        r->written[r->written_count++] = symbol;
    return true;
}

// From the host, before a launch whose work launches `name` from the
// device: its setting from DPOPT_CORUN in `setting` (a device variable),
// on the current device.
// A malformed entry stops the program with a message (corun_parse_setting).
inline void corun_set_device(const CorunDeviceSetting &setting, const char *name)
{
    if (!corun_device_unset(&setting))
        return;
    CorunSetting parsed = {0, 0, 0, false};
    CorunDeviceSetting value = {0, 0};
    if (corun_parse_setting(getenv("DPOPT_CORUN"), name, &parsed))
        value = CorunDeviceSetting{parsed.rest ? 0u : parsed.tlp, parsed.bypass};
    cudaError_t error = cudaMemcpyToSymbol(setting, &value, sizeof value);
    if (error != cudaSuccess)
        fprintf(stderr, "dpopt: %s: the setting of its launches from the device not written on device %d (%s)\n",
                name, per_device_current(), cudaGetErrorString(error));
}
#endif

} // namespace dpopt

#endif
