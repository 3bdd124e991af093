/* Functions a kernel's body calls (transitively, in the file or a quoted
 * header) that read the thread's place: blockIdx, gridDim, blockDim,
 * threadIdx. Where generated code runs a kernel's body as another block
 * or thread (a fused kernel, a serial loop, a persistent version), it
 * renames the place in that body; such a function is then copied with the
 * place handed in as parameters (transform/helper_copy.h), once per kind
 * of copy. The plan decides here whether every such function can be
 * copied (else the launch stays as written, with a note naming the
 * function and its line) and keeps the table of them that transform/
 * reads. */
#ifndef DPOPT_PLAN_PLACE_HELPERS_H
#define DPOPT_PLAN_PLACE_HELPERS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"
#include "plan/refusal.h"

/* The place's four names, as bits. */
enum {
    PLACE_BLOCK_IDX = 1,
    PLACE_GRID_DIM = 2,
    PLACE_BLOCK_DIM = 4,
    PLACE_THREAD_IDX = 8,
};

/* The kinds of copy, by what the body running them renames. */
typedef enum PlaceCopy {
    PLACE_COPY_FUSED,  /* a fused child block: blockIdx, gridDim, blockDim (<name>_dp_place) */
    PLACE_COPY_SERIAL, /* a child run by other threads: threadIdx too (<name>_dp_thread) */
    PLACE_COPY_BLOCK,  /* a persistent or co-runnable version: blockIdx, gridDim (<name>_dp_block) */
    PLACE_COPY_KINDS
} PlaceCopy;

/* What a kind of copy hands in (PLACE_* bits). */
unsigned place_copy_renames(PlaceCopy kind);
/* "place", "thread", "block": the copy's name is <name>_dp_<suffix>. */
const char *place_copy_suffix(PlaceCopy kind);

/* A function that reads the place, which dpopt can copy. */
typedef struct PlaceHelper {
    char *name;          /* as called: the unqualified name */
    const Source *src;   /* the file's, or its header's */
    const char *path;    /* the file or header it is written in */
    TSNode definition;   /* function_definition, or the template_declaration around it */
    TSNode declarator;   /* its function_declarator */
    TSNode body;
    unsigned reads;      /* PLACE_* bits it reads, itself or through what it calls */
} PlaceHelper;

typedef struct PlaceHelpers {
    PlaceHelper *list;
    int count, cap;
} PlaceHelpers;

/* Whether every function kernel `kernel` calls that reads what a copy of
 * kind `kind` renames can be copied; NULL when it can (or none reads it),
 * else why not: a refusal about `who`. Asked instead of refusing any such
 * call (plan/site_checks.h's callees_geometry). */
Refusal *place_helpers_refusal(const Program *p, int kernel, RefusalRole who, PlaceCopy kind);
/* The table of the copyable functions that read the place reached from
 * any kernel of the file (plan->place_helpers), and its end. */
PlaceHelpers *place_helpers_find(const Program *p);
void place_helpers_free(PlaceHelpers *h);
/* The entry of the function a call names, or NULL. */
const PlaceHelper *place_helper_named(const PlaceHelpers *h, const char *name);

#endif
