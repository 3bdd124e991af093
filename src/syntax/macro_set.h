/* The macros whose state dpopt knows for certain while it reads a file:
 * those the command line defines (-D) or undefines (-U), those of a file
 * it includes first (-include), and __cplusplus from -std=. Any other
 * name may be defined by a header the compiler reads and dpopt does not,
 * so a condition naming one is not decided here (syntax/specialize.h). */
#ifndef DPOPT_SYNTAX_MACRO_SET_H
#define DPOPT_SYNTAX_MACRO_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "util/name_set.h"

typedef struct MacroState {
    char *name;
    char *value;  /* the replacement text when defined ("1" for -DNAME) */
    bool defined;
    bool known;   /* false: redefined where dpopt cannot tell whether it counts */
} MacroState;

typedef struct MacroSet {
    MacroState *items;
    int count, cap;
    /* The words the -include files hold: what they declare besides their
     * macros (an extern variable, a function), which dpopt has read. */
    NameSet mentioned;
} MacroSet;

/* -D's argument: NAME or NAME=VALUE. */
void macro_set_define(MacroSet *m, const char *arg);
void macro_set_define_as(MacroSet *m, const char *name, size_t n, const char *value, size_t value_len);
void macro_set_undefine(MacroSet *m, const char *name, size_t n);
/* From here on, name's state is not known for certain. */
void macro_set_forget(MacroSet *m, const char *name, size_t n);
/* -std=c++17 and the like: __cplusplus as the compiler defines it. False
 * for a standard dpopt does not know. */
bool macro_set_standard(MacroSet *m, const char *std);
/* The state of name[0..n), or NULL when the set does not fix it. */
const MacroState *macro_set_lookup(const MacroSet *m, const char *name, size_t n);
bool macro_set_is_empty(const MacroSet *m);
/* Every identifier of an -include file's text counts as mentioned. */
void macro_set_mention_words(MacroSet *m, const char *text, size_t len);
bool macro_set_mentions(const MacroSet *m, const char *name, size_t n);
MacroSet macro_set_copy(const MacroSet *m);
void macro_set_free(MacroSet *m);

#endif
