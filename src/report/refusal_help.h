/* What a user reads about each refusal code (plan/refusal.h) beyond the
 * note's own text: why dpopt refuses (what would go wrong if it did not)
 * and what the user can change to have the site taken. One entry per
 * code, in report/refusal_help.c; docs/limits.md is generated from it
 * (tools/limits_doc.c, `make docs`), and a unit test checks that every
 * code has one. */
#ifndef DPOPT_REPORT_REFUSAL_HELP_H
#define DPOPT_REPORT_REFUSAL_HELP_H

#include "plan/refusal.h"

typedef struct RefusalHelp {
    const char *why;    /* the correctness reason: what would go wrong */
    const char *change; /* what the user can change, or "nothing: ..." */
    /* What the note quotes (Refusal.detail), as docs/limits.md's example
     * shows it: NULL, "<...>"; "", left out (the text's other form). */
    const char *quotes[REFUSAL_DETAILS];
} RefusalHelp;

/* code's entry; its fields are NULL only where the table misses one. */
const RefusalHelp *refusal_help_of(RefusalCode code);
/* The heading of the group code opens (the comments of REFUSAL_CODES), or
 * NULL where code is not the first of its group. */
const char *refusal_help_group(RefusalCode code);

#endif
