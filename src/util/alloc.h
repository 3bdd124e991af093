/* Allocation that never returns NULL: dpopt is a short-lived command, so
 * running out of memory ends it with a message instead of a NULL check at
 * every call site. */
#ifndef DPOPT_UTIL_ALLOC_H
#define DPOPT_UTIL_ALLOC_H

#include <assert.h>
#include <stddef.h>

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

/* A growable array: `T *items; int count, capacity;` in a struct, grown by
 * ARRAY_PUSH. A count above the capacity is a caller's bug that would
 * write past the end: asserted. */
#define ARRAY_GROW(items, count, capacity)                                   \
    do {                                                                     \
        assert((count) <= (capacity));                                       \
        if ((count) == (capacity)) {                                         \
            (capacity) = (capacity) ? 2 * (capacity) : 8;                    \
            (items) = xrealloc((items), (size_t)(capacity) * sizeof *(items)); \
        }                                                                    \
    } while (0)

#define ARRAY_PUSH(items, count, capacity, value)                            \
    do {                                                                     \
        ARRAY_GROW(items, count, capacity);                                  \
        (items)[(count)++] = (value);                                        \
    } while (0)

#endif
