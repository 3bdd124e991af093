/* A body rewritten where it stands whose launches are made at its end runs
 * in a lambda (postpone.h), one level deeper than it was written: its lines
 * and the code generated inside it move that level, as a copied body's do
 * (emit.c's reindent), so that the lambda's closing `}();` stands under its
 * head rather than at the body's old column. The lines keep their numbers
 * (#line after generated code); their columns move, which nvcc's messages
 * on device code, `file.cu(12): error`, do not name. */
#ifndef DPOPT_TRANSFORM_INDENT_POSTPONED_H
#define DPOPT_TRANSFORM_INDENT_POSTPONED_H

#include "plan/plan.h"
#include "rewrite/edit.h"

/* After every other edit (the pipeline's restores of headers and macro
 * expansions included): a line of the body takes the indent unless it is
 * blank, a preprocessor line, inside a literal, or in text an edit
 * replaced. Only white space is added, never inside a literal. */
void indent_postponed_scopes(const Plan *plan, EditBuffer *edits);

#endif
