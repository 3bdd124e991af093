/* The macros a text defines (#define lines, read as text: the file itself
 * and the headers it includes with quotes), so that later stages know
 * what a name used in code stands for. Conditional groups are not
 * evaluated: every definition of a name is listed. */
#ifndef DPOPT_SYNTAX_MACROS_H
#define DPOPT_SYNTAX_MACROS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct MacroDef {
    char *name;
    bool is_function;   /* NAME(params) body */
    char **params;      /* function-like: parameter names, "__VA_ARGS__" for "..." */
    int param_count;
    char *body;         /* the replacement text, continuation lines joined, comments as spaces */
    char *file;         /* where it is defined */
    uint32_t line;      /* 1-based */
} MacroDef;

typedef struct MacroTable {
    MacroDef *defs;
    int count, cap;
} MacroTable;

/* MacroDef.file of a macro the command line defines (-D). */
#define MACROS_COMMAND_LINE "<command line>"

/* Adds every #define of text[0..len) (from `file`) to the table. */
void macros_scan(MacroTable *table, const char *file, const char *text, size_t len);
/* The next definition of name[0..n) after index `after` (-1 to start), or
 * -1 when there is none. */
int macros_find(const MacroTable *table, const char *name, size_t n, int after);
/* Whether `name` is a macro that stands for a number in every definition:
 * digits, operators and parentheses only (no suffix, no name). */
bool macros_stand_for_number(const MacroTable *table, const char *name);
void macros_free(MacroTable *table);

#endif
