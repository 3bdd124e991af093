/* What dpopt cannot see of a launch site or of the whole file, so that no
 * strategy plans on it (model.h: LaunchSite.unseen, Program.unseen):
 *   - a configuration or argument list that a macro spells where dpopt
 *     cannot expand the macro itself: one defined nowhere it can read, one
 *     whose expansion has a top-level comma (`#define CFG(n) (n+127)/128, 128`),
 *     takes variable arguments, pastes or quotes tokens, calls a function,
 *     reads the thread's position or names a variable of the launching
 *     function (which the analyses would not follow into the macro);
 *   - fewer than two configuration expressions as parsed;
 *   - a brace-initialised configuration (`<<<n, {4, 4, 1}>>>`), parsed as
 *     a comma expression (syntax/view.h);
 *   - a file that parses only with one branch of each #if read. */
#ifndef DPOPT_MODEL_UNSEEN_H
#define DPOPT_MODEL_UNSEEN_H

#include "model/model.h"

void model_find_unseen(Program *program);

#endif
