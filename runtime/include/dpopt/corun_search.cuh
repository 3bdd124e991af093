// dpopt runtime: the online bypass search of Li and Liang's section III-B
// over two co-runnable kernels running together (DPOPT_CORUN_BYPASS=search;
// corun.cuh). The paper compares the stall cycles of sampling periods; a
// real GPU shows no such counter to the program, so each period is judged
// by the work it got done: the sum over the two kernels of the share of
// their original blocks finished in it, a second (higher is better).
//
//     step 1: bypass {0, 0}: progress of none
//     step 2: bypass {1, 0}: progress with A bypassing
//     step 3: bypass {0, 1}: progress with B bypassing; the best of the three
//             chooses: none (done), A or B (its bypass 1)
//     step 4: the chosen kernel's bypass one more, kept while progress grows,
//             up to its quota (the blocks it has on an SM)
//
// A sampling period is the lifetime of the blocks running at once (the
// paper's): it ends once each kernel has finished as many original blocks
// as it had admitted, and not before DPOPT_CORUN_PERIOD_US (default 20).
#ifndef DPOPT_RUNTIME_CORUN_SEARCH_CUH
#define DPOPT_RUNTIME_CORUN_SEARCH_CUH

namespace dpopt {

struct CorunSearch {
    int step;              // 1 to 4; 5: over
    unsigned int by[2];    // the bypass targets to measure next
    unsigned int limit[2]; // the kernels' quotas
    int chosen;            // the kernel that bypasses: 0, 1; -1 none
    double none, with[2], best;
};

inline void corun_search_begin(CorunSearch *s, unsigned int quota_a, unsigned int quota_b)
{
    s->step = 1;
    s->by[0] = s->by[1] = 0;
    s->limit[0] = quota_a;
    s->limit[1] = quota_b;
    s->chosen = -1;
    s->none = s->with[0] = s->with[1] = s->best = 0;
}

// A period measured under s->by gave `progress`: s->by is what to measure
// next (or, once over, what stays). False once the search is over.
inline bool corun_search_step(CorunSearch *s, double progress)
{
    switch (s->step) {
    case 1:
        s->none = progress;
        s->by[0] = 1;
        s->by[1] = 0;
        s->step = 2;
        return true;
    case 2:
        s->with[0] = progress;
        s->by[0] = 0;
        s->by[1] = 1;
        s->step = 3;
        return true;
    case 3:
        s->with[1] = progress;
        s->chosen = s->with[0] >= s->with[1] ? 0 : 1;
        if (s->none >= s->with[s->chosen]) {
            s->chosen = -1;
            s->by[0] = s->by[1] = 0;
            s->step = 5;
            return false;
        }
        s->best = s->with[s->chosen];
        s->by[0] = s->by[1] = 0;
        s->by[s->chosen] = 1;
        break;
    case 4:
        if (progress > s->best) {
            s->best = progress;
            break;
        }
        s->by[s->chosen]--;
        s->step = 5;
        return false;
    default:
        return false;
    }
    // Steps 3 and 4 go on: one more block bypasses, while the quota allows.
    if (s->by[s->chosen] >= s->limit[s->chosen]) {
        s->step = 5;
        return false;
    }
    s->by[s->chosen]++;
    s->step = 4;
    return true;
}

// The outcome of a search before for the kernels of these two launches.
inline const CorunLearnt *corun_learnt(const CorunRegistry &r, const CorunLaunch *a, const CorunLaunch *b)
{
    for (int i = 0; i < r.learnt_count; i++) {
        const CorunLearnt *l = &r.learnt[i];
        if ((strcmp(l->names[0], a->name) == 0 && strcmp(l->names[1], b->name) == 0) ||
            (strcmp(l->names[0], b->name) == 0 && strcmp(l->names[1], a->name) == 0))
            return l;
    }
    return nullptr;
}

// The monitor of one device (`device_id`, an intptr_t): while two of its
// co-runnable launches run, their search, a sampling period at a time; a
// launch left running alone on it, raised (corun_raise). Runs in a thread
// of its own, with its device current from its first CUDA call on: the
// states it reads, the streams it makes and the blocks it adds are that
// device's.
inline void *corun_monitor(void *device_id)
{
    const int device = (int)(intptr_t)device_id;
    cudaSetDevice(device);
    const char *period_env = getenv("DPOPT_CORUN_PERIOD_US");
    double min_period = (period_env ? atof(period_env) : 20.0) * 1e-6;
    CorunLaunch *pair[2] = {nullptr, nullptr};
    CorunSearch search;
    corun_search_begin(&search, 0, 0);
    CorunCounters start[2] = {}, now[2] = {};
    double started = 0;
    for (;;) {
        {
            DeviceSlot<CorunRegistry> slot(corun_registries(), device);
            CorunRegistry &r = *slot;
            if (r.stop)
                return nullptr;
            corun_reap(r);
            corun_raise(r);
            // A new pair: the first two launches running, not searched before.
            if (!pair[0] || !pair[0]->used || !pair[1] || !pair[1]->used) {
                pair[0] = pair[1] = nullptr;
                for (int i = 0, n = 0; i < DPOPT_CORUN_MAX_LAUNCHES && n < 2; i++)
                    if (r.launches[i].used && r.launches[i].search && !r.launches[i].searched)
                        pair[n++] = &r.launches[i];
                const CorunLearnt *learnt = pair[1] && pair[1]->learn ? corun_learnt(r, pair[0], pair[1]) : nullptr;
                if (learnt) {
                    // Searched before for these two kernels: its outcome at once.
                    pair[0]->searched = pair[1]->searched = true;
                    for (int k = 0; k < 2; k++)
                        corun_set_bypass(r, *pair[k], learnt->by[strcmp(learnt->names[0], pair[k]->name) == 0 ? 0 : 1]);
                    pair[0] = pair[1] = nullptr;
                } else if (pair[1]) {
                    pair[0]->searched = pair[1]->searched = true;
                    corun_search_begin(&search, pair[0]->quota, pair[1]->quota);
                    for (int k = 0; k < 2; k++)
                        corun_set_bypass(r, *pair[k], 0);
                    started = corun_now();
                    if (!corun_read(r, *pair[0], &start[0]) || !corun_read(r, *pair[1], &start[1]))
                        pair[0] = pair[1] = nullptr;
                } else {
                    pair[0] = nullptr;
                }
            } else if (search.step < 5 && corun_read(r, *pair[0], &now[0]) && corun_read(r, *pair[1], &now[1])) {
                double t = corun_now();
                bool lived = t - started >= min_period;
                for (int k = 0; k < 2; k++)
                    lived = lived && now[k].done - start[k].done >= (now[k].admitted ? now[k].admitted : 1);
                if (lived) {
                    double progress = 0;
                    for (int k = 0; k < 2; k++)
                        progress += (double)(now[k].done - start[k].done) / (double)pair[k]->blocks;
                    progress /= t - started;
                    bool going = corun_search_step(&search, progress);
                    for (int k = 0; k < 2; k++)
                        corun_set_bypass(r, *pair[k], search.by[k]);
                    if (!going && pair[0]->learn && r.learnt_count < DPOPT_CORUN_MAX_LEARNT)
                        r.learnt[r.learnt_count++] =
                            CorunLearnt{{pair[0]->name, pair[1]->name}, {search.by[0], search.by[1]}};
                    start[0] = now[0];
                    start[1] = now[1];
                    started = corun_now();
                }
            }
        }
        timespec pause = {0, 5000}; // 5 us
        nanosleep(&pause, nullptr);
    }
}

// Starts the monitor of `device`, r's, once (the lock held).
inline void corun_monitor_start(CorunRegistry &r, int device)
{
    if (!r.thread_started)
        r.thread_started = pthread_create(&r.thread, nullptr, corun_monitor, (void *)(intptr_t)device) == 0;
}

} // namespace dpopt

#endif
