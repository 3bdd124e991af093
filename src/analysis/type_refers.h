/* Whether a variable declared with a given type may hold a reference to
 * what initialises it although its declarator has no `&`: `Acc acc{tag}`
 * where Acc has a reference member (or a constructor taking a writable
 * reference, or a member of such a class, or a base class), `Box<int &>`,
 * `decltype(auto) r = (tag)`, and any class dpopt did not read (it may be
 * one). A write through the variable then writes what it was initialised
 * from, under another name (analysis/escapes.h). Types known to hold no
 * reference: the built-in ones, `auto`, enums, CUDA's vector types and
 * dim3, names ending in `_t`, and classes dpopt read whose members and
 * constructors bind none. */
#ifndef DPOPT_ANALYSIS_TYPE_REFERS_H
#define DPOPT_ANALYSIS_TYPE_REFERS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* Whether a parameter's type, as written, lets the callee write the
 * argument: a reference that is not to const (`int &`, `T &&`). */
bool type_text_binds_writable_reference(const char *type);

/* `type` is a declaration's type node, in the text of `src`. */
bool type_may_refer(const Program *p, const Source *src, TSNode type);

#endif
