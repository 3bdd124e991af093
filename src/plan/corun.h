/* Concurrent kernel management (--corun; Li and Liang, "Efficient Kernel
 * Management on GPUs", made in software: runtime corun.cuh). A kernel
 * launched from the host gets a co-runnable version: its blocks are
 * admitted under a quota an SM (the TLP the runtime sets) or leave, and the
 * admitted ones run the original blocks one after another, their index
 * from a work counter; a block tagged to bypass L1 reads global memory
 * past it. The kernel's host launches launch that version
 * (dpopt::corun_launch); its launches from the device, a CDP program's
 * child grids, launch it too (dpopt::corun_launch_device), with a setting
 * the host writes before each launch whose work launches the kernel.
 *
 * What is taken, each checked here (anything else stays as written, with a
 * note naming the reason and its line):
 *   - a kernel defined in the file, at file scope, not a template, launched there with
 *     all its arguments: from the host, or (under --corun-children: opt-in,
 *     since it is slower than CDP on most bench apps, bench/README.md)
 *     from the device where a launch from the host in the file reaches it
 *     (a kernel launched, a function called, on the way);
 *   - whose body alone reads its block's place: no function it calls and
 *     no macro it uses reads blockIdx, gridDim or blockDim (they would read
 *     the running block's, not the original one's), no function it calls is
 *     one dpopt cannot see, no inline assembly (%ctaid), no cooperative
 *     groups' thread_block, no grid barrier;
 *   - that launches no kernel (its children would be the co-runnable
 *     grid's);
 *   - whose body names nothing beginning with dp_.
 * The loads that may bypass L1 are the subscripts of a pointer parameter
 * the body never assigns nor takes the address of (`in[i]`), read as a
 * value: not assigned, incremented, addressed (`&in[i]`), a member's
 * object (`in[i].x`), an operand of sizeof, or an argument a reference
 * parameter of a function of the program may bind. */
#ifndef DPOPT_PLAN_CORUN_H
#define DPOPT_PLAN_CORUN_H

#include <stdbool.h>
#include <stdint.h>

#include "model/model.h"

typedef struct CorunKernel {
    int kernel;
    bool applied;
    uint32_t *loads;       /* the start of each subscript read that may bypass L1, in order */
    int load_count, load_cap;
    bool from_device;      /* launched from the device in the file (a child), those launches taken */
    int *setters;          /* then the launches from the host whose work launches it, in order */
    int setter_count, setter_cap;
    char *reason;          /* why not made co-runnable; NULL where applied */
    uint32_t reason_at;    /* the line responsible, as an offset in the file */
} CorunKernel;

typedef struct Coruns {
    CorunKernel *items;    /* one per kernel launched in the file (or named) */
    int count, cap;
    char *unknown;         /* the first name of --corun=NAMES that is no kernel of the file; NULL */
    char *names;           /* --corun=NAMES as given; NULL: every kernel */
    bool children;         /* --corun-children */
} Coruns;

/* The kernels of `program` launched there, made co-runnable where
 * they can be; `names` (comma-separated) limits them to those named, NULL
 * for all; `children`: launches from the device taken too. A name that is
 * no such kernel is an item refused with a reason. */
Coruns *corun_plan(const Program *program, const char *names, bool children);
void corun_free(Coruns *coruns);
/* The applied co-runnable version of kernel `fn`, or NULL. */
const CorunKernel *corun_of_kernel(const Coruns *coruns, int fn);
/* The co-runnable version launch `site` launches, or NULL (its kernel not
 * co-runnable, or a launch from the device left as written). */
const CorunKernel *corun_of_site(const Coruns *coruns, const Program *program, int site);
/* Whether the subscript starting at `start` is a load that may bypass L1. */
bool corun_is_load(const CorunKernel *kernel, uint32_t start);

#endif
