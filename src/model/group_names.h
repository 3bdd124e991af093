/* The names cooperative groups go by in the program: the namespace
 * `cooperative_groups`, the aliases the file or its quoted headers declare
 * for it (`namespace cg = cooperative_groups;`), and no name at all where
 * one says `using namespace cooperative_groups;`. Read once, from the text
 * (analysis/block_group.h asks of every call it meets). */
#ifndef DPOPT_MODEL_GROUP_NAMES_H
#define DPOPT_MODEL_GROUP_NAMES_H

#include <stdbool.h>

#include "model/model.h"

/* Fills program->group_aliases and program->groups_unqualified. */
void model_find_group_names(Program *program);
/* Whether `qualifier` (as written before ::) names cooperative_groups. */
bool model_names_groups(const Program *program, const char *qualifier);

#endif
