#include "util/name_index.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

/* FNV-1a. */
static uint32_t hash_bytes(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void place(NameSlot *slots, uint32_t mask, NameSlot s)
{
    uint32_t at = s.hash & mask;
    while (slots[at].entry >= 0)
        at = (at + 1) & mask;
    slots[at] = s;
}

/* Twice the slots when half are taken. */
static void grow(NameIndex *x)
{
    uint32_t size = x->mask ? 2 * (x->mask + 1) : 16;
    NameSlot *slots = xmalloc(size * sizeof *slots);
    for (uint32_t i = 0; i < size; i++)
        slots[i].entry = -1;
    for (uint32_t i = 0; x->mask && i <= x->mask; i++)
        if (x->slots[i].entry >= 0)
            place(slots, size - 1, x->slots[i]);
    free(x->slots);
    x->slots = slots;
    x->mask = size - 1;
}

void name_index_add(NameIndex *x, const char *name, int entry)
{
    assert(entry >= 0); /* -1 marks an empty slot */
    if (!x->mask || 2 * (x->count + 1) > x->mask + 1)
        grow(x);
    NameSlot s = {hash_bytes(name, strlen(name)), entry};
    place(x->slots, x->mask, s);
    x->count++;
}

int name_index_find(const NameIndex *x, const char *name, size_t n, NameOf name_of, const void *ctx)
{
    if (!x->mask)
        return -1;
    uint32_t h = hash_bytes(name, n);
    for (uint32_t at = h & x->mask; x->slots[at].entry >= 0; at = (at + 1) & x->mask) {
        if (x->slots[at].hash != h)
            continue;
        const char *candidate = name_of(ctx, x->slots[at].entry);
        if (strlen(candidate) == n && memcmp(candidate, name, n) == 0)
            return x->slots[at].entry;
    }
    return -1;
}

void name_index_free(NameIndex *x)
{
    free(x->slots);
    *x = (NameIndex){NULL, 0, 0};
}
