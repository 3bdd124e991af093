#include "analysis/constructible.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "model/classes.h"
#include "util/alloc.h"

/* The class name a parameter type spells, or NULL for a pointer, an array
 * or a type with no name: the last identifier outside template arguments,
 * qualifiers and `struct`/`class` set aside. */
static char *class_name_of(const char *type)
{
    if (strchr(type, '*') || strchr(type, '['))
        return NULL;
    const char *end = strchr(type, '<');
    size_t len = end ? (size_t)(end - type) : strlen(type);
    char *name = NULL;
    for (size_t i = 0; i < len;) {
        if (!(isalpha((unsigned char)type[i]) || type[i] == '_')) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && (isalnum((unsigned char)type[i]) || type[i] == '_'))
            i++;
        size_t n = i - start;
        static const char *const skip[] = {"const", "volatile", "struct", "class", "typename", NULL};
        bool skipped = false;
        for (int k = 0; skip[k]; k++)
            skipped = skipped || (strlen(skip[k]) == n && memcmp(skip[k], type + start, n) == 0);
        if (!skipped) {
            free(name);
            name = xstrndup(type + start, n);
        }
    }
    return name;
}

bool constructible_any_constructor(const Program *p)
{
    for (int i = 0; i < p->class_count; i++)
        if (p->classes[i].has_constructor)
            return true;
    return false;
}

char *constructible_missing_default(const Program *p, const char *type, uint32_t *line, const char **path)
{
    char *name = class_name_of(type);
    if (!name)
        return NULL;
    const ClassDef *c = model_find_class(p, name);
    if (c && c->has_constructor && !c->has_default) {
        *line = c->line;
        *path = c->header < 0 ? NULL : p->headers[c->header].path;
        return name;
    }
    free(name);
    return NULL;
}
