#include "model/pointer_calls.h"

#include <string.h>

#include "syntax/declares.h"
#include "syntax/node.h"
#include "util/name_set.h"
#include "util/text.h"

/* The names that hold something called where they are: variables at file
 * scope (const and __constant__ ones too), and the members a class or
 * struct of the file declares as data (a pointer, a functor, a
 * std::function) or as a virtual function. */
typedef struct HeldNames {
    NameSet file_vars;
    NameSet members;
} HeldNames;

typedef struct PointerCallSearch {
    const Program *p;
    const HeldNames *held;
    NameSet locals; /* the names its function declares as holders (scopes not told apart) */
    TSNode found;
} PointerCallSearch;

static size_t node_bytes(TSNode n) { return node_end_byte(n) - ts_node_start_byte(n); }

/* Whether a name declared in a function holds something called through
 * it: every local or parameter does (a pointer, or a functor that may
 * hold one), but a local function's declaration and a lambda. */
static bool declares_holder(const DeclaredName *name)
{
    if (ts_node_is_null(name->declarator))
        return true;
    if (node_is(name->declarator, "init_declarator")) {
        TSNode value = ts_node_child_by_field_name(name->declarator, "value", 5);
        if (node_is(value, "lambda_expression"))
            return false;
    }
    return !declares_function(name->declarator);
}

typedef struct LocalHolders {
    const Source *src;
    NameSet *names;
} LocalHolders;

static bool add_local_holder(const DeclaredName *name, void *ctx)
{
    LocalHolders *l = ctx;
    if (declares_holder(name))
        name_set_add(l->names, l->src->text + ts_node_start_byte(name->identifier), node_bytes(name->identifier));
    return false;
}

static bool collect_local_holders(TSNode node, void *ctx)
{
    declares_each(node, add_local_holder, ctx);
    return true;
}

/* Whether `name` is a variable at file scope or a class's member that
 * holds what is called (a method calling a member by its bare name). */
static bool holds_at_file_scope(const HeldNames *held, const Source *src, TSNode name)
{
    const char *text = src->text + ts_node_start_byte(name);
    return name_set_has(&held->file_vars, text, node_bytes(name)) || name_set_has(&held->members, text, node_bytes(name));
}

/* The call's callee, when it is a call through a pointer. */
static bool calls_through_pointer(const PointerCallSearch *s, TSNode callee)
{
    const Source *src = s->p->src;
    if (node_is(callee, "qualified_identifier")) {
        TSNode name = ts_node_child_by_field_name(callee, "name", 4);
        return node_is(name, "identifier") && holds_at_file_scope(s->held, src, name);
    }
    if (node_is(callee, "template_function"))
        return false;
    if (node_is(callee, "field_expression")) {
        TSNode field = ts_node_child_by_field_name(callee, "field", 5);
        return !ts_node_is_null(field) &&
               name_set_has(&s->held->members, src->text + ts_node_start_byte(field), node_bytes(field));
    }
    if (!node_is(callee, "identifier"))
        return true;
    return holds_at_file_scope(s->held, src, callee) ||
           name_set_has(&s->locals, src->text + ts_node_start_byte(callee), node_bytes(callee));
}

static bool find_pointer_call(TSNode node, void *ctx)
{
    PointerCallSearch *s = ctx;
    if (!ts_node_is_null(s->found))
        return false;
    if (node_is(node, "call_expression") && ts_node_is_null(node_child_of_type(node, "kernel_call_syntax")) &&
        calls_through_pointer(s, node_named_child(node, 0)))
        s->found = node;
    return ts_node_is_null(s->found);
}

/* The walk collecting HeldNames. */
typedef struct HeldCollect {
    HeldNames *held;
    const Source *src;
} HeldCollect;

static bool add_file_var(const DeclaredName *name, void *ctx)
{
    HeldNames *held = ((HeldCollect *)ctx)->held;
    const Source *src = ((HeldCollect *)ctx)->src;
    if (declares_holder(name))
        name_set_add(&held->file_vars, src->text + ts_node_start_byte(name->identifier), node_bytes(name->identifier));
    return false;
}

/* A class's member declaration (or a method defined in the class): its
 * data members and virtual functions. */
static void add_members(HeldNames *held, const Source *src, TSNode field)
{
    uint32_t start = ts_node_start_byte(field);
    TSNode body = ts_node_child_by_field_name(field, "body", 4);
    uint32_t end = ts_node_is_null(body) ? node_end_byte(field) : ts_node_start_byte(body);
    bool is_virtual = text_has_word(src->text + start, end - start, "virtual");
    for (uint32_t i = 0; i < node_named_child_count(field); i++) {
        TSNode d = node_named_child(field, i);
        if (!strstr(node_type(d), "declarator") && !node_is(d, "field_identifier"))
            continue;
        if (declares_function(d) && !is_virtual)
            continue;
        TSNode id = declares_member(d);
        if (!ts_node_is_null(id))
            name_set_add(&held->members, src->text + ts_node_start_byte(id), node_bytes(id));
    }
}

static bool collect_held(TSNode node, void *ctx)
{
    HeldNames *held = ((HeldCollect *)ctx)->held;
    const Source *src = ((HeldCollect *)ctx)->src;
    if (node_is(node, "field_declaration") ||
        (node_is(node, "function_definition") && !ts_node_is_null(node_ancestor_of_type(node, "field_declaration_list")))) {
        add_members(held, src, node);
        return false;
    }
    if (node_is(node, "function_definition"))
        return false;
    if (node_is(node, "declaration") && ts_node_is_null(node_ancestor_of_type(node, "field_declaration_list"))) {
        declares_each(node, add_file_var, ctx);
        return false;
    }
    return true;
}

void model_find_pointer_calls(Program *p)
{
    HeldNames held = {0};
    HeldCollect collect = {&held, p->src};
    node_walk(syntax_root(p->tree), collect_held, &collect);
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if (ts_node_is_null(fn->body))
            continue;
        PointerCallSearch s = {.p = p, .held = &held};
        LocalHolders locals = {p->src, &s.locals};
        node_walk(fn->node, collect_local_holders, &locals);
        node_walk(fn->body, find_pointer_call, &s);
        fn->pointer_call = s.found;
        name_set_clear(&s.locals);
    }
    name_set_clear(&held.file_vars);
    name_set_clear(&held.members);
}
