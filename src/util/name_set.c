#include "util/name_set.h"

#include <stdlib.h>

#include "util/alloc.h"

static const char *name_of(const void *ctx, int entry) { return ((const NameSet *)ctx)->names[entry]; }

void name_set_add(NameSet *set, const char *name, size_t n)
{
    if (n == 0 || name_set_has(set, name, n))
        return;
    ARRAY_PUSH(set->names, set->count, set->cap, xstrndup(name, n));
    name_index_add(&set->index, set->names[set->count - 1], set->count - 1);
}

bool name_set_has(const NameSet *set, const char *name, size_t n)
{
    return set->count > 0 && name_index_find(&set->index, name, n, name_of, set) >= 0;
}

void name_set_clear(NameSet *set)
{
    for (int i = 0; i < set->count; i++)
        free(set->names[i]);
    free(set->names);
    name_index_free(&set->index);
    *set = (NameSet){0};
}
