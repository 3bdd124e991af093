#include "analysis/thread_guard.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/thread_index.h"
#include "syntax/node.h"
#include "util/text.h"

static bool type_has_word(const char *type, const char *word) { return text_has_word(type, strlen(type), word); }

/* Whether an index declared with `type` holds every value of the x index
 * (an unsigned int): an int or wider, not a char or a short, whose value
 * wraps for threads past its range (unsigned char j: thread 256 is j 0,
 * and does thread 0's work again). */
static bool holds_thread_index(const char *type)
{
    return thread_index_is_integer_type(type) && !type_has_word(type, "char") && !type_has_word(type, "short");
}

static bool type_is_unsigned(const char *type)
{
    return type_has_word(type, "unsigned") || type_has_word(type, "size_t") || type_has_word(type, "uint32_t") ||
           type_has_word(type, "uint64_t");
}

/* Whether `j < n`, j of type `index` (never negative) and n of type
 * `bound`, holds exactly where j is below n's value: not where j is
 * unsigned and n signed, since the usual arithmetic conversions make a
 * negative n a huge unsigned one (unsigned j, int n = -1: every thread
 * passes). A signed j against an unsigned n converts j, which is not
 * negative, unchanged. */
static bool compares_by_value(const char *index, const char *bound)
{
    return !type_is_unsigned(index) || type_is_unsigned(bound);
}

int thread_guard_param(const Program *p, int fn)
{
    if (fn < 0 || !p->functions[fn].is_definition)
        return -1;
    const Function *f = &p->functions[fn];
    const Source *src = p->src;
    uint32_t n;
    TSNode *statements = node_named_children(f->body, &n);
    int found = -1;
    char *index_type = NULL;
    if (n != 2 || !node_is(statements[0], "declaration") || !node_is(statements[1], "if_statement"))
        goto done;
    /* int j = <x index>; */
    TSNode declaration = statements[0];
    if (node_named_child_count(declaration) != 2)
        goto done;
    TSNode init = node_named_child(declaration, 1);
    if (!node_is(init, "init_declarator"))
        goto done;
    TSNode name = node_named_child(init, 0), value = node_named_child(init, 1);
    if (!node_is(name, "identifier") || !thread_index_is_global_x(src, value))
        goto done;
    index_type = node_text(src, ts_node_child_by_field_name(declaration, "type", 4));
    /* if (j < n) ..., no else */
    TSNode branch = statements[1];
    if (!ts_node_is_null(ts_node_child_by_field_name(branch, "alternative", (uint32_t)strlen("alternative"))))
        goto done;
    TSNode condition = ts_node_child_by_field_name(branch, "condition", (uint32_t)strlen("condition"));
    TSNode j, bound;
    if (ts_node_is_null(condition) || !node_binary_operands(node_named_child(condition, 0), "<", &j, &bound))
        goto done;
    j = node_unparenthesised(j);
    bound = node_unparenthesised(bound);
    if (!node_is(j, "identifier") || !node_is(bound, "identifier"))
        goto done;
    if (!node_same_text(src, j, name))
        goto done;
    for (int k = 0; k < f->param_count && holds_thread_index(index_type); k++)
        if (f->params[k].name[0] && node_text_is(src, bound, f->params[k].name) && thread_index_is_integer_type(f->params[k].type)) {
            found = compares_by_value(index_type, f->params[k].type) ? k : -1;
            break;
        }
done:
    free(index_type);
    free(statements);
    return found;
}
