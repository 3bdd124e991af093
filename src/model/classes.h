/* The classes (struct and class definitions with a body) that the file and
 * its quoted headers define, and what their constructors are: read once,
 * in one walk of each tree, so that a question about a parameter's class is
 * a lookup, not a walk of every tree per launch site. */
#ifndef DPOPT_MODEL_CLASSES_H
#define DPOPT_MODEL_CLASSES_H

#include "model/model.h"

/* Fills program->classes: the input's classes in document order (nested
 * ones after their enclosing class), then each header's in the order the
 * headers were read; and program->friends, the functions their bodies
 * declare friends, in the same order. */
void model_find_classes(Program *program);

/* The first class named `name` in that order, or NULL. */
const ClassDef *model_find_class(const Program *program, const char *name);

/* The first friend declaration of a function named as `function` is (its
 * qualifiers set aside), or NULL. By name alone: an overload of the same
 * name counts, which at worst refuses a copy that would have compiled. */
const FriendDecl *model_find_friend(const Program *program, const char *function);

#endif
