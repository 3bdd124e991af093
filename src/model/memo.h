/* What an analysis found once for a program and is asked again and again
 * (at every site, of every pair of sites): kept with the program and freed
 * with it. A result lives exactly as long as what it describes, so no stage
 * has to remember to clear another's, and a later program never sees an
 * earlier one's answers. */
#ifndef DPOPT_MODEL_MEMO_H
#define DPOPT_MODEL_MEMO_H

#include "model/model.h"

/* One slot a kind of result; each belongs to the file named, which alone
 * knows its type. */
typedef enum MemoSlot {
    MEMO_BODY_FACTS,     /* analysis/body_facts.c: each function's facts */
    MEMO_DEVICE_STREAMS, /* analysis/device_streams.c: each site's stream */
    MEMO_STREAM_FIRSTS,  /* plan/site_checks.c: each function's first launches a stream */
    MEMO_FIRST_KEPT,     /* plan/removal.c: each function's launch T4 cannot take in its thread */
    MEMO_LAUNCHERS,      /* plan/site_checks.c: two functions launching that share a thread with each */
    MEMO_NULL_LAUNCHERS, /* plan/site_checks.c: the same, of launches into the NULL stream */
    MEMO_TOOLKIT_NAMES,  /* model/toolkit.c: the builtins the toolkit's headers declare */
    MEMO_GOTO_BODIES,    /* analysis/exclusive.c: which function bodies hold a goto */
    MEMO_SHARED_BYTES,   /* analysis/shared_decls.c: each function's static shared memory */
    MEMO_HOST_THREADS,   /* analysis/host_threads.c: where the program starts host threads */
    MEMO_IMPLICIT_PLACE, /* analysis/implicit_place.c: code run unnamed that reads the place */
    MEMO_FILE_SHARED,    /* analysis/child_code.c: the file's shared variables */
    MEMO_DECLARED_NAMES, /* model/declared.c: the names the program declares */
    MEMO_SLOT_COUNT
} MemoSlot;

typedef void MemoFree(void *result);

/* An empty memo (model_build makes the program's); memo_free frees every
 * result kept in it. */
ProgramMemo *memo_new(void);
void memo_free(ProgramMemo *memo);

/* The result kept in the slot, or NULL when none is yet. */
void *memo_find(const Program *program, MemoSlot slot);
/* Keeps `result` in the empty slot, to be freed with free_result; returns
 * it. */
void *memo_keep(const Program *program, MemoSlot slot, void *result, MemoFree *free_result);

#endif
