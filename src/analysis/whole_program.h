/* Whether a file of generated code is ordinary CUDA: nothing in it
 * launches a kernel or calls the device runtime from the device, so it
 * builds without relocatable device code (-rdc=true) and the device
 * runtime (-lcudadevrt), which cost kernels speed and builds their
 * separate link step. Read from the code dpopt wrote, as a program of its
 * own (model/model.h), and from what it sees of its quoted headers.
 *
 * A device-side cudaGetLastError() or cudaPeekAtLastError() does not
 * count: in a thread that makes no device-runtime call it can only return
 * cudaSuccess, and the caller may write that instead (`queries`). */
#ifndef DPOPT_ANALYSIS_WHOLE_PROGRAM_H
#define DPOPT_ANALYSIS_WHOLE_PROGRAM_H

#include <stdbool.h>
#include <stdint.h>

#include "model/model.h"

typedef struct WholeProgram {
    bool whole;         /* ordinary CUDA once the queries read cudaSuccess */
    const char *why;    /* when not: what needs the device runtime ("a launch from the device", ...) */
    uint32_t why_at;    /* and where, a byte offset in the program's text (0 when in none) */
    TSNode *queries;    /* whole: the device-side error queries, in order */
    int query_count;
} WholeProgram;

WholeProgram whole_program_check(const Program *p);
void whole_program_free(WholeProgram *w);

#endif
