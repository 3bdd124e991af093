/* Transparent huge pages for dpopt's heap, asked of glibc's malloc.
 *
 * A large input's syntax tree and analysis are hundreds of MiB of small
 * allocations that live until dpopt exits; in 4 KiB pages, the page faults
 * that first touch them cost as much as the parse itself. glibc's malloc
 * asks the kernel for huge pages (madvise MADV_HUGEPAGE on the memory it
 * takes) under its documented tunable glibc.malloc.hugetlb=1 (glibc 2.35
 * and later), which it reads only as the process starts: so dpopt sets it
 * and runs itself again, once, when its inputs are large enough for the
 * second start to pay. Elsewhere, or where the kernel gives no huge pages,
 * nothing changes. */
#ifndef DPOPT_UTIL_HUGE_PAGES_H
#define DPOPT_UTIL_HUGE_PAGES_H

#include <stddef.h>

/* Inputs of at least this many bytes in all are worth a second start. */
#define HUGE_PAGES_MIN_INPUT (64u << 10)

/* Runs argv again through /proc/self/exe with the tunable set, where
 * glibc has it, input_bytes reaches HUGE_PAGES_MIN_INPUT and the
 * environment does not name the tunable already (the second start, or a
 * user's own choice: DPOPT_HUGE_PAGES=0 keeps the first start). Returns
 * only where it does not run again, with the environment as it was. */
void huge_pages_rerun(char **argv, size_t input_bytes);

#endif
