/* A set of names, each kept once (copied), looked up by hash
 * (util/name_index.h): the names a program or a function declares. */
#ifndef DPOPT_UTIL_NAME_SET_H
#define DPOPT_UTIL_NAME_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "util/name_index.h"

typedef struct NameSet {
    char **names;
    int count, cap;
    NameIndex index;
} NameSet;

/* Adds the n bytes at `name` (nothing where the set has them). */
void name_set_add(NameSet *set, const char *name, size_t n);
bool name_set_has(const NameSet *set, const char *name, size_t n);
/* Empties the set (ready for use again). */
void name_set_clear(NameSet *set);

#endif
