#include "analysis/implicit_place.h"

#include <stdlib.h>

#include "model/memo.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/text.h"

static const char *const block_words[] = {"blockIdx", "blockDim", "gridDim", NULL};

static bool reads_any(const Source *src, TSNode node, const char *const *words)
{
    uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
    for (int i = 0; words[i]; i++)
        if (text_has_word(src->text + s, e - s, words[i]))
            return true;
    return false;
}

typedef struct Find {
    const Source *src;
    bool found;
    TSNode block, thread; /* the first reading blockIdx, blockDim or gridDim; threadIdx */
} Find;

/* An operator or a destructor; not a call operator, whose calls body_facts
 * follows from the object called (a functor). */
static bool names_operator(TSNode node, void *ctx)
{
    Find *f = ctx;
    if ((node_is(node, "operator_name") && !node_text_is(f->src, node, "operator()")) ||
        node_is(node, "destructor_name") || node_is(node, "operator_cast"))
        f->found = true;
    return !f->found && !node_is(node, "parameter_list");
}

/* A definition called without its name: one with no return type (a
 * constructor; a conversion function), or one whose declarator names an
 * operator or a destructor. */
static bool runs_unnamed(const Source *src, TSNode definition)
{
    if (ts_node_is_null(ts_node_child_by_field_name(definition, "type", 4)))
        return true;
    Find f = {.src = src};
    node_walk(ts_node_child_by_field_name(definition, "declarator", 10), names_operator, &f);
    return f.found;
}

static bool find_unnamed_read(TSNode node, void *ctx)
{
    Find *f = ctx;
    if (!ts_node_is_null(f->block) && !ts_node_is_null(f->thread))
        return false;
    bool unnamed = (node_is(node, "function_definition") && runs_unnamed(f->src, node)) ||
                   node_is(node, "optional_parameter_declaration") ||
                   (node_is(node, "field_declaration") &&
                    !ts_node_is_null(node_ancestor_of_type(node, "field_declaration_list")));
    if (!unnamed)
        return true;
    static const char *const thread_words[] = {"threadIdx", NULL};
    if (ts_node_is_null(f->block) && reads_any(f->src, node, block_words))
        f->block = node;
    if (ts_node_is_null(f->thread) && reads_any(f->src, node, thread_words))
        f->thread = node;
    return false;
}

TSNode implicit_place_read(const Program *p, bool thread_too)
{
    Find *found = memo_find(p, MEMO_IMPLICIT_PLACE);
    if (!found) {
        found = xcalloc(1, sizeof *found);
        found->src = p->src;
        node_walk(ts_tree_root_node(p->tree->tree), find_unnamed_read, found);
        memo_keep(p, MEMO_IMPLICIT_PLACE, found, free);
    }
    if (!thread_too || ts_node_is_null(found->thread))
        return found->block;
    if (ts_node_is_null(found->block) || ts_node_start_byte(found->thread) < ts_node_start_byte(found->block))
        return found->thread;
    return found->block;
}
