/* Whether code may run more than once per thread, beyond the iterations of
 * the for/while/do loops written around it in its own body. Each function
 * body and each lambda body has a control-flow graph (analysis/cfg.c); the
 * answer composes them: a goto loop in the body, a lambda called more than
 * once, in a loop, or passed on, a device function called more than once,
 * in a loop, from code that repeats, or recursive through calls. Settled to
 * a fixed point, without recursion. */
#ifndef DPOPT_ANALYSIS_REPEAT_H
#define DPOPT_ANALYSIS_REPEAT_H

#include <stdint.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef struct Repetition Repetition;

Repetition *repetition_analyze(const Program *program);
void repetition_free(Repetition *r);

/* Why `node` (in device code) may run more than once per thread besides
 * the iterations of the loops around it in its own body ("in a loop built
 * with goto (goto at line 18)", "in a lambda (line 12) called in a loop
 * (line 15)", ...), or NULL. The text belongs to `r`. */
const char *repetition_of(Repetition *r, TSNode node);
/* The line of the innermost lambda whose body holds `node`, 0 if none. */
uint32_t repetition_lambda_line(const Repetition *r, TSNode node);

#endif
