/* Whether a launch's configuration (its grid or its block) can be worked
 * out on the host from the arguments of the launching kernel alone, and the
 * text that does (--hoist: a parent's host launch sizes the hoisted grid
 * before any of its threads runs). A proof, so anything not known is
 * refused: integer literals, true and false, sizeof of a type, the built-in
 * operators of such, casts to an integer type, dim3(...) of such; the
 * kernel's parameters of an integer type that its body never assigns; its
 * locals of an integer type, declared once with an initializer of such and
 * never assigned (read as their initializer converted to their type, as
 * the local holds it: `((short)(n + 0))`, the conversion left out where
 * the initializer's type is plainly the local's); and macros
 * that stand for integer constants (analysis/pure_body.h). Floating point
 * is refused: the device may contract what the host rounds. */
#ifndef DPOPT_ANALYSIS_HOST_EXPR_H
#define DPOPT_ANALYSIS_HOST_EXPR_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* The host's text of expression e at launch s, naming the parameters of
 * s's function (used[k] set for each one it reads; `used` has one entry a
 * parameter), or NULL with *at the node that cannot be worked out there.
 * The caller frees the text. */
char *host_expr_text(const Program *p, const LaunchSite *s, TSNode e, bool *used, TSNode *at);

#endif
