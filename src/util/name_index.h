/* An index from names to small integers (the position of the named thing
 * in the caller's array), so that looking a name up among thousands costs
 * a hash, not a pass over all of them. The index keeps no strings: the
 * caller says what entry i is called. */
#ifndef DPOPT_UTIL_NAME_INDEX_H
#define DPOPT_UTIL_NAME_INDEX_H

#include <stddef.h>
#include <stdint.h>

typedef struct NameSlot {
    uint32_t hash;
    int entry; /* -1: empty */
} NameSlot;

typedef struct NameIndex {
    NameSlot *slots;
    uint32_t mask; /* slot count - 1 (a power of two); 0 before the first add */
    uint32_t count;
} NameIndex;

/* The name of entry i of the caller's array. */
typedef const char *(*NameOf)(const void *ctx, int entry);

/* Records that entry `entry` is called `name` (a name not yet in it). */
void name_index_add(NameIndex *x, const char *name, int entry);
/* The entry called by the n bytes at `name`, or -1. */
int name_index_find(const NameIndex *x, const char *name, size_t n, NameOf name_of, const void *ctx);
void name_index_free(NameIndex *x);

#endif
