/* Code generated for a launch in a branch of a preprocessor conditional
 * in its function's body (syntax/branch.h) may name what exists only when
 * that branch is compiled: a kernel, a type, a stream constant defined
 * under the same condition. The launch's own statement stays in the
 * branch; every other piece written for it goes under the branch's
 * condition, `#if <condition>` ... `#endif`. A piece shared by several
 * sites (a child's serial form) goes under the disjunction of theirs, and
 * under none where one of them is in no branch (it is compiled in every
 * configuration then, and so are the names it needs). The plan refused
 * the sites whose condition cannot be written again where pieces go
 * (plan/site_checks.c). */
#ifndef DPOPT_TRANSFORM_GUARD_H
#define DPOPT_TRANSFORM_GUARD_H

#include <stdbool.h>

#include "plan/plan.h"
#include "rewrite/edit.h"
#include "util/strbuf.h"

/* The site's branch condition; NULL when it is in no branch. */
const char *guard_of_site(const Plan *plan, int site);
/* The condition under which some site launching child_fn that `uses`
 * selects is compiled: "A", "(A) || (B)"; NULL where one of them is in no
 * branch. The caller frees it. */
char *guard_of_child(const Plan *plan, int child_fn, bool (*uses)(const SitePlan *));
/* Whether two conditions (NULL: none) are the same. */
bool guard_same(const char *a, const char *b);
/* Inserts text at offset (taking it, as edit_insert_taking), under
 * `condition` when there is one: its directives on lines of their own. */
void guard_insert(EditBuffer *edits, uint32_t offset, StrBuf *text, const char *condition);
/* In code being written a line at a time (at a line's start): the
 * opening and closing directives of the site's condition, nothing for a
 * site in no branch. */
void guard_open_site(StrBuf *out, const Plan *plan, int site);
void guard_close_site(StrBuf *out, const Plan *plan, int site);

#endif
