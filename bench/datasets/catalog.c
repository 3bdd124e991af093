/* bench/datasets/catalog.c - named graph datasets (see graph.h). */
#include <stdio.h>
#include <string.h>

#include "dsutil.h"
#include "graph.h"

static int ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

static int load_file(const char *path, csr_graph *g, char *err, size_t errlen)
{
    if (ends_with(path, ".gr"))
        return gr_load(path, g, err, errlen);
    if (ends_with(path, ".mtx"))
        return mtx_load(path, 0, 0, g, err, errlen);
    if (ends_with(path, ".txt"))
        return edgelist_load(path, CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, g, err,
                             errlen);
    ds_error(err, errlen, "%s: unknown graph file type (.gr, .mtx, .txt)", path);
    return -1;
}

int dataset_load_graph(const char *name, const char *data_dir, uint64_t seed, csr_graph *g,
                       char *err, size_t errlen)
{
    static const struct {
        const char *name, *file;
    } known[] = {{"rmat12", "rmat12.sym.gr"},
                 {"bcsstk13", "bcsstk13.mtx"},
                 {"facebook", "facebook_combined.txt"},
                 {"oregon", "oregon1_010331.txt"}};
    char path[4096];
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strcmp(name, known[i].name)) {
            snprintf(path, sizeof path, "%s/%s", data_dir, known[i].file);
            int rc = load_file(path, g, err, errlen);
            if (rc && err && errlen)
                strncat(err, " (run bench/fetch-datasets?)", errlen - strlen(err) - 1);
            return rc;
        }
    int gen = gen_graph_by_name(name, seed, g, err, errlen);
    if (gen != 0)
        return gen > 0 ? 0 : -1;
    if (ends_with(name, ".gr") || ends_with(name, ".mtx") || ends_with(name, ".txt"))
        return load_file(name, g, err, errlen);
    ds_error(err, errlen,
             "unknown graph dataset '%s' (rmat12, bcsstk13, facebook, oregon, uniform-N-D, "
             "rmat-S-EF, or a .gr/.mtx/.txt path)",
             name);
    return -1;
}
