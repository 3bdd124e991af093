/* Whether two launch sites are exclusive for a thread: a thread that makes
 * one never makes the other. They are where they sit in different branches
 * of one if / else if / else chain, or in different cases of a switch the
 * earlier of which cannot fall through (it ends in break or return), and a
 * thread passes that chain at most once: neither launch may run more than
 * once per thread (no loop around it in its function, no goto loop, no
 * lambda or device function entered again: LaunchFacts.may_repeat), and
 * the function has no goto that could jump from one branch into another.
 * Mariani-Silver's fill / per-pixel / recurse is the shape. Two launches in
 * different branches of one #if group are exclusive too: only one of them
 * is compiled (syntax/branch.h). */
#ifndef DPOPT_ANALYSIS_EXCLUSIVE_H
#define DPOPT_ANALYSIS_EXCLUSIVE_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "analysis/launch_facts.h"
#include "model/model.h"

/* Whether launch sites a and b (indices into the program's launches, facts
 * the program's facts array) are exclusive for a thread. Where they are
 * and `chain` is not NULL, *chain is the if or switch statement whose
 * branches part them, or a null node for branches of an #if group (a site
 * is never exclusive with itself). */
bool exclusive_launches(const Program *p, const LaunchFacts *facts, int a, int b, TSNode *chain);

#endif
