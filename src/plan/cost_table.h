/* A GPU's costs, as -O's cost model (plan/cost_model.h) reads them: for
 * each form a launch can take, the time it adds once per grid that
 * launches, per launch made, and per child thread run, fitted by
 * dpopt-calibrate from dpopt's own code for a synthetic program on that
 * GPU (docs/optimize.md has the file's format and how it is measured).
 * Tables for the H100 and the H200 ship in share/dpopt/costs/. */
#ifndef DPOPT_PLAN_COST_TABLE_H
#define DPOPT_PLAN_COST_TABLE_H

#include <stdbool.h>

/* The forms measured: the flat program's (one launch per parent thread,
 * no recursion) and the recursive program's (a tree of launches). */
typedef enum CostForm {
    COST_WRITTEN,
    COST_WARP_BATCH,
    COST_BLOCK_BATCH,
    COST_GRID_BATCH,
    COST_FLATTEN_GRID,
    COST_FLATTEN_WARP,
    COST_REMOVE_T4,
    COST_TREE_WRITTEN,    /* a kernel launching itself, grids of several blocks, as written */
    COST_TREE_LEVELS,     /* the same, level by level (grid_levels) */
    COST_TREE_PERSISTENT, /* the same, by the persistent version (--remove=auto's) */
    COST_TREE_BLOCK_WRITTEN,    /* a kernel launching itself, one block a launch, as written */
    COST_TREE_BLOCK_LEVELS,     /* the same, level by level */
    COST_TREE_BLOCK_PERSISTENT, /* the same, by the persistent version */
    COST_FORM_COUNT
} CostForm;

typedef struct CostRow {
    double fixed_ns;  /* once per parent grid */
    double launch_ns; /* per launch */
    double thread_ns; /* per child thread */
    double serial_ns; /* per child thread of one launch, once for the grid: the threads a form runs
                         one after another in one thread or warp (its critical path) */
} CostRow;

typedef struct CostTable {
    CostRow rows[COST_FORM_COUNT];
    char gpu[128];   /* the `gpu` line: the card measured */
    char path[1024]; /* where it was read */
} CostTable;

/* "written", "warp_batch", ...: form f's name in the table. */
const char *cost_form_name(CostForm f);
/* Reads the table at `path`; false after a `path:line:col: error:`
 * (a line it cannot read, a form given twice or not at all). */
bool cost_table_read(CostTable *t, const char *path);
/* The table -O reads: `given` (--costs) when not NULL, else $DPOPT_COSTS,
 * else the one dpopt-calibrate wrote ($XDG_CONFIG_HOME/dpopt/costs, or
 * ~/.config/dpopt/costs), else the shipped table of `gpu` (--gpu, else
 * $DPOPT_GPU, else "h100") beside the executable (../share/dpopt/costs/
 * <gpu>.costs, or ../../share/... from build/san/); false after an error
 * that names what was looked for. */
bool cost_table_find(CostTable *t, const char *given, const char *gpu);

#endif
