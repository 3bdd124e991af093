/* bench/datasets/cnf_catalog.c - named CNF formulas (see cnf_catalog.h). */
#include "cnf_catalog.h"

#include <stdio.h>
#include <string.h>

#include "dsutil.h"

int dataset_load_cnf(const char *name, const char *data_dir, uint64_t seed, cnf_formula *c,
                     char *err, size_t errlen)
{
    static const struct {
        const char *name, *file;
    } known[] = {{"random-42000-10000-3", "random-42000-10000-3.cnf"}};
    char path[4096];
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strcmp(name, known[i].name)) {
            snprintf(path, sizeof path, "%s/%s", data_dir, known[i].file);
            int rc = cnf_load(path, c, err, errlen);
            if (rc && err && errlen)
                strncat(err, " (run bench/fetch-datasets?)", errlen - strlen(err) - 1);
            return rc;
        }
    int v, n, k;
    char tail;
    if (sscanf(name, "ksat-%d-%d-%d%c", &v, &n, &k, &tail) == 3)
        return cnf_generate(v, n, k, seed, c, err, errlen);
    size_t len = strlen(name);
    if (len > 4 && !strcmp(name + len - 4, ".cnf"))
        return cnf_load(name, c, err, errlen);
    ds_error(err, errlen,
             "unknown CNF dataset '%s' (random-42000-10000-3, ksat-V-C-K, or a .cnf path)", name);
    return -1;
}
