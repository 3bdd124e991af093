#include "util/huge_pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TUNABLE "glibc.malloc.hugetlb"

void huge_pages_rerun(char **argv, size_t input_bytes)
{
#if defined(__linux__) && defined(__GLIBC__)
    if (input_bytes < HUGE_PAGES_MIN_INPUT)
        return;
    const char *off = getenv("DPOPT_HUGE_PAGES");
    if (off && strcmp(off, "0") == 0)
        return;
    const char *before = getenv("GLIBC_TUNABLES");
    if (before && strstr(before, TUNABLE))
        return;
    /* Tunables are a colon-separated list: the user's stay. */
    size_t len = (before ? strlen(before) + 1 : 0) + sizeof TUNABLE "=1";
    char *value = malloc(len);
    if (!value)
        return;
    snprintf(value, len, "%s%s" TUNABLE "=1", before ? before : "", before ? ":" : "");
    char *kept = before ? strdup(before) : NULL;
    if (setenv("GLIBC_TUNABLES", value, 1) == 0) {
        fflush(NULL);
        execv("/proc/self/exe", argv);
        /* No second start (no /proc, say): go on in this one, as it was. */
        if (kept)
            setenv("GLIBC_TUNABLES", kept, 1);
        else
            unsetenv("GLIBC_TUNABLES");
    }
    free(kept);
    free(value);
#else
    (void)argv;
    (void)input_bytes;
#endif
}
