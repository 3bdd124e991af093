/* Where a file or a header it includes with quotes starts host threads:
 * std::thread, std::jthread, std::async, pthread_create, or an OpenMP
 * `#pragma omp` directive. Two host threads launching one kernel into
 * one stream interleave their launches: what dpopt puts right after a
 * host launch (a follow-up grid) may then come after another thread's
 * launch. Threads started in another translation unit, or named without
 * `std::` after a using-directive, are not seen. */
#ifndef DPOPT_ANALYSIS_HOST_THREADS_H
#define DPOPT_ANALYSIS_HOST_THREADS_H

#include <stdbool.h>
#include <stdint.h>

#include "model/model.h"

/* Where program p starts host threads first: the file's first such
 * place, else its first quoted header's. */
typedef struct ThreadStart {
    bool found;
    int header;    /* index into Program.headers; -1: the file itself */
    uint32_t line; /* 1-based, in that file */
} ThreadStart;

ThreadStart host_thread_start(const Program *p);

#endif
