/* bench/datasets/dsutil.h - internal helpers of the dataset code (not an API). */
#ifndef BENCH_DSUTIL_H
#define BENCH_DSUTIL_H

#include <stddef.h>

#if defined(__GNUC__)
#define DS_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define DS_PRINTF(a, b)
#endif

void ds_error(char *err, size_t errlen, const char *fmt, ...) DS_PRINTF(3, 4);
void *ds_alloc(size_t count, size_t size); /* malloc(count*size) with overflow check; count 0 ok */

#endif
