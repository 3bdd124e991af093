#include "plan/cost_table.h"

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *cost_form_name(CostForm f)
{
    static const char *const names[COST_FORM_COUNT] = {
        [COST_WRITTEN] = "written",
        [COST_WARP_BATCH] = "warp_batch",
        [COST_BLOCK_BATCH] = "block_batch",
        [COST_GRID_BATCH] = "grid_batch",
        [COST_FLATTEN_GRID] = "flatten_grid",
        [COST_FLATTEN_WARP] = "flatten_warp",
        [COST_REMOVE_T4] = "remove_t4",
        [COST_TREE_WRITTEN] = "tree_written",
        [COST_TREE_LEVELS] = "tree_levels",
        [COST_TREE_PERSISTENT] = "tree_persistent",
        [COST_TREE_BLOCK_WRITTEN] = "tree_block_written",
        [COST_TREE_BLOCK_LEVELS] = "tree_block_levels",
        [COST_TREE_BLOCK_PERSISTENT] = "tree_block_persistent",
    };
    assert(f >= 0 && f < COST_FORM_COUNT);
    return names[f];
}

static bool table_error(const char *path, int line, int col, const char *what)
{
    fprintf(stderr, "%s:%d:%d: error: %s\n", path, line, col, what);
    return false;
}

/* One row: `form fixed_ns launch_ns thread_ns serial_ns`, each a number >= 0. */
static bool read_row(CostTable *t, bool *given, const char *path, int line, char *text)
{
    char name[64];
    int used = 0;
    if (sscanf(text, "%63s%n", name, &used) != 1)
        return true;
    if (strcmp(name, "gpu") == 0) {
        const char *v = text + used;
        while (isspace((unsigned char)*v))
            v++;
        snprintf(t->gpu, sizeof t->gpu, "%.*s", (int)strcspn(v, "\r\n"), v);
        return true;
    }
    if (strcmp(name, "cuda") == 0 || strcmp(name, "date") == 0 || strcmp(name, "driver") == 0)
        return true;
    int f = 0;
    while (f < COST_FORM_COUNT && strcmp(cost_form_name((CostForm)f), name) != 0)
        f++;
    int col = (int)(strstr(text, name) - text) + 1;
    if (f == COST_FORM_COUNT)
        return table_error(path, line, col, "not a form dpopt measures (docs/optimize.md lists them)");
    if (given[f])
        return table_error(path, line, col, "this form is given twice");
    double v[4];
    char *at = text + used;
    for (int k = 0; k < 4; k++) {
        char *end;
        errno = 0;
        v[k] = strtod(at, &end);
        if (end == at || errno != 0 || !(v[k] >= 0) || v[k] > 1e12)
            return table_error(path, line, (int)(at - text) + 1,
                               "expected four costs in nanoseconds: once per grid, per launch, per child thread, "
                               "per child thread of one launch in turn");
        at = end;
    }
    while (isspace((unsigned char)*at))
        at++;
    if (*at != '\0')
        return table_error(path, line, (int)(at - text) + 1, "more than four costs on a line");
    t->rows[f] = (CostRow){v[0], v[1], v[2], v[3]};
    given[f] = true;
    return true;
}

bool cost_table_read(CostTable *t, const char *path)
{
    memset(t, 0, sizeof *t);
    snprintf(t->path, sizeof t->path, "%s", path);
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "%s: error: cannot read the cost table: %s\n", path, strerror(errno));
        return false;
    }
    bool given[COST_FORM_COUNT] = {false};
    char text[1024];
    int line = 0;
    bool ok = true;
    while (ok && fgets(text, sizeof text, in)) {
        line++;
        char *hash = strchr(text, '#');
        if (hash)
            *hash = '\0';
        ok = read_row(t, given, path, line, text);
    }
    fclose(in);
    for (int f = 0; ok && f < COST_FORM_COUNT; f++)
        if (!given[f]) {
            fprintf(stderr, "%s:%d:1: error: the table gives no costs for %s (dpopt-calibrate writes every form)\n",
                    path, line + 1, cost_form_name((CostForm)f));
            ok = false;
        }
    return ok;
}

/* The folder the running dpopt lies in; false when unknown. */
static bool own_folder(char *out, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", out, size - 1);
    if (n <= 0)
        return false;
    out[n] = '\0';
    char *slash = strrchr(out, '/');
    if (!slash)
        return false;
    *slash = '\0';
    return true;
}

static bool readable(const char *path) { return access(path, R_OK) == 0; }

bool cost_table_find(CostTable *t, const char *given, const char *gpu)
{
    if (given)
        return cost_table_read(t, given);
    const char *env = getenv("DPOPT_COSTS");
    if (env && *env)
        return cost_table_read(t, env);
    char path[PATH_MAX + 64];
    const char *config = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    if (config && *config)
        snprintf(path, sizeof path, "%s/dpopt/costs", config);
    else if (home && *home)
        snprintf(path, sizeof path, "%s/.config/dpopt/costs", home);
    else
        path[0] = '\0';
    if (path[0] && readable(path))
        return cost_table_read(t, path);
    if (!gpu || !*gpu)
        gpu = getenv("DPOPT_GPU");
    if (!gpu || !*gpu)
        gpu = "h100";
    char folder[PATH_MAX];
    /* Installed (PREFIX/bin/dpopt) or built (build/dpopt in the checkout):
     * one folder up; built under a sanitizer (build/san/dpopt): two. */
    static const char *const up[] = {"..", "../.."};
    for (int k = 0; k < 2 && own_folder(folder, sizeof folder); k++) {
        snprintf(path, sizeof path, "%s/%s/share/dpopt/costs/%s.costs", folder, up[k], gpu);
        char *real = realpath(path, NULL);
        if (real) {
            bool ok = cost_table_read(t, real);
            free(real);
            return ok;
        }
    }
    fprintf(stderr,
            "dpopt: error: -O found no cost table for '%s' (looked for --costs, $DPOPT_COSTS, the one "
            "dpopt-calibrate writes, and share/dpopt/costs/%s.costs one and two folders above dpopt's): run "
            "dpopt-calibrate on your GPU, or name a table with --costs\n",
            gpu, gpu);
    return false;
}
