#include "util/alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *check(void *ptr)
{
    if (!ptr) {
        fputs("dpopt: out of memory\n", stderr);
        exit(1);
    }
    return ptr;
}

void *xmalloc(size_t size) { return check(malloc(size ? size : 1)); }
void *xcalloc(size_t count, size_t size) { return check(calloc(count ? count : 1, size ? size : 1)); }
void *xrealloc(void *ptr, size_t size) { return check(realloc(ptr, size ? size : 1)); }
char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

char *xstrndup(const char *s, size_t n)
{
    char *copy = xmalloc(n + 1);
    memcpy(copy, s, n);
    copy[n] = '\0';
    return copy;
}
