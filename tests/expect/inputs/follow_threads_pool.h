// A pool of host threads each running a job: included by
// follow_threads_header.cu, whose kernel it then launches from several
// threads at once.
#include <thread>

template <typename Job>
void run_on_threads(Job job, int count)
{
    std::thread workers[4];
    for (int t = 0; t < count && t < 4; t++)
        workers[t] = std::thread(job, t);
    for (int t = 0; t < count && t < 4; t++)
        workers[t].join();
}
