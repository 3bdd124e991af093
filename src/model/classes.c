#include "model/classes.h"

#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

typedef struct ClassWalk {
    Program *program;
    const Source *src;
    int header;
} ClassWalk;

/* Whether a member's function declarator declares a constructor of the
 * class (it is named after it), and if so whether it can be called with no
 * argument. */
static void note_constructor(const Source *src, ClassDef *c, TSNode declarator)
{
    if (!node_is(declarator, "function_declarator"))
        return;
    TSNode name = node_named_child(declarator, 0);
    if (!node_text_is(src, name, c->name))
        return;
    c->has_constructor = true;
    TSNode params = node_child_of_type(declarator, "parameter_list");
    uint32_t required = 0, count = node_named_child_count(params);
    for (uint32_t i = 0; i < count; i++) {
        TSNode param = node_named_child(params, i);
        if (node_is(param, "parameter_declaration") && !(node_text_is(src, param, "void") && count == 1))
            required++;
    }
    if (required == 0)
        c->has_default = true;
}

/* The name a function declarator declares, its qualifiers and template
 * arguments set aside: `k` in `k(...)`, `::k(...)`, `ns::k<int>(...)`; a
 * null node for an operator or a destructor. */
static TSNode declared_name(TSNode declarator)
{
    TSNode name = node_named_child(declarator, 0);
    for (;;) {
        const char *type = node_type(name);
        if (node_type_is(type, "qualified_identifier")) /* scope, then the name */
            name = node_named_child(name, node_named_child_count(name) - 1);
        else if (node_type_is(type, "template_function")) /* the name, then its arguments */
            name = node_named_child(name, 0);
        else if (node_type_is(type, "identifier") || node_type_is(type, "field_identifier"))
            return name;
        else
            return (TSNode){0};
    }
}

typedef struct FriendWalk {
    ClassWalk *w;
    const char *class_name;
    uint32_t line;
} FriendWalk;

/* Each function a friend declaration names (`friend void f(A), g(A);`),
 * not looking into parameter lists or a body defined in place. */
static bool enter_friend(TSNode node, void *ctx)
{
    FriendWalk *f = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "parameter_list") || node_type_is(type, "compound_statement"))
        return false;
    if (!node_type_is(type, "function_declarator"))
        return true;
    TSNode name = declared_name(node);
    if (!ts_node_is_null(name)) {
        Program *p = f->w->program;
        FriendDecl d = {node_text(f->w->src, name), xstrdup(f->class_name), f->w->header, f->line};
        ARRAY_PUSH(p->friends, p->friend_count, p->friend_cap, d);
    }
    return false;
}

/* A member that is a friend declaration, or a template of one. */
static void note_friends(ClassWalk *w, const char *class_name, TSNode member)
{
    TSNode decl = member;
    if (node_is(member, "template_declaration"))
        decl = node_child_of_type(member, "friend_declaration");
    if (ts_node_is_null(decl) || !node_is(decl, "friend_declaration"))
        return;
    FriendWalk f = {w, class_name, source_pos(w->src, ts_node_start_byte(decl)).line};
    node_walk(decl, enter_friend, &f);
}

static bool enter_class(TSNode node, void *ctx)
{
    ClassWalk *w = ctx;
    const char *type = node_type(node);
    if (!node_type_is(type, "struct_specifier") && !node_type_is(type, "class_specifier"))
        return true;
    TSNode name = node_child_of_type(node, "type_identifier");
    TSNode body = node_child_of_type(node, "field_declaration_list");
    if (ts_node_is_null(body) || ts_node_is_null(name))
        return true;
    ClassDef c = {node_text(w->src, name), w->header, source_pos(w->src, ts_node_start_byte(node)).line, false, false,
                  node};
    for (uint32_t i = 0, n = node_named_child_count(body); i < n; i++) {
        TSNode member = node_named_child(body, i);
        if (node_is(member, "function_definition") || node_is(member, "declaration") ||
            node_is(member, "field_declaration"))
            note_constructor(w->src, &c, node_child_of_type(member, "function_declarator"));
        note_friends(w, c.name, member);
    }
    Program *p = w->program;
    ARRAY_PUSH(p->classes, p->class_count, p->class_cap, c);
    return true; /* a class inside it is a class too */
}

void model_find_classes(Program *p)
{
    for (int h = -1; h < p->header_count; h++) {
        ClassWalk w = {p, h < 0 ? p->src : p->headers[h].src, h};
        node_walk(syntax_root(h < 0 ? p->tree : p->headers[h].tree), enter_class, &w);
    }
}

const FriendDecl *model_find_friend(const Program *p, const char *function)
{
    const char *colon = strrchr(function, ':');
    const char *bare = colon ? colon + 1 : function;
    for (int i = 0; i < p->friend_count; i++)
        if (strcmp(p->friends[i].name, bare) == 0)
            return &p->friends[i];
    return NULL;
}

const ClassDef *model_find_class(const Program *p, const char *name)
{
    for (int i = 0; i < p->class_count; i++)
        if (strcmp(p->classes[i].name, name) == 0)
            return &p->classes[i];
    return NULL;
}
