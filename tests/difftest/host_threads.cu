// Linked into every program of the differential tester (run.py), and never
// given to dpopt: host threads a translation unit starts where dpopt cannot
// see them. The unseen_threads shape (shapes.py) calls it with a worker of
// its own, which launches a kernel dpopt takes as launched only from the
// host into the default stream (one grid at a time): under --default-stream
// per-thread each worker's grids would run beside the others' but for the
// host launch lock (runtime host_lock.cuh).
#include <thread>

void dt_in_host_threads(void (*worker)(unsigned *, int), unsigned *out, int threads)
{
    std::thread running[8];
    const int n = threads < 8 ? threads : 8;
    for (int t = 0; t < n; t++)
        running[t] = std::thread(worker, out, t);
    for (int t = 0; t < n; t++)
        running[t].join();
}
