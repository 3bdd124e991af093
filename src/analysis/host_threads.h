/* Where a file starts host threads: std::thread, std::jthread,
 * std::async, pthread_create, or an OpenMP `#pragma omp` directive. Two
 * host threads launching one kernel into one stream interleave their
 * launches: what dpopt puts right after a host launch (a follow-up grid)
 * may then come after another thread's launch. Threads started in
 * another file, or named without `std::` after a using-directive, are not
 * seen. */
#ifndef DPOPT_ANALYSIS_HOST_THREADS_H
#define DPOPT_ANALYSIS_HOST_THREADS_H

#include <tree_sitter/api.h>

#include "model/model.h"

/* The first place program p's own file starts host threads, or a null node. */
TSNode host_thread_start(const Program *p);

#endif
