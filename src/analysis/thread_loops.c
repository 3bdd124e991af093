#include "analysis/thread_loops.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/escapes.h"
#include "analysis/shared_decls.h"
#include "analysis/uniformity.h"
#include "model/classes.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/text.h"

/* --- the checks --------------------------------------------------------- */

typedef struct Check {
    const Program *p;
    const Source *src;
    const Function *fn;
    Uniformity *u;
    char *why;
    size_t cap;
    bool failed;
    TSNode *recomputable; /* declarations already checked (or being checked) */
    int recomputable_count, recomputable_cap;
    Escapes *escapes;     /* the function's variables that something aliases */
    int *changing_macros; /* indices into p->macros of those macro_may_change */
    int changing_macro_count, changing_macro_cap;
} Check;

static void refuse(Check *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void refuse(Check *c, const char *fmt, ...)
{
    if (c->failed)
        return;
    c->failed = true;
    if (c->cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->why, c->cap, fmt, ap);
        va_end(ap);
    }
}

static unsigned line_of(const Check *c, TSNode node) { return source_pos(c->src, ts_node_start_byte(node)).line; }

/* The variable at the root of an lvalue (a in a[i].x). */
static TSNode access_root(TSNode node)
{
    while (node_is(node, "subscript_expression") || node_is(node, "field_expression") ||
           node_is(node, "parenthesized_expression") || node_is(node, "pointer_expression"))
        node = node_named_child(node, 0);
    return node;
}

/* Whether the lvalue `node` may be (part of) the variable called `name`:
 * the variable at its root, or what a conditional, a comma or a cast
 * yields (`(c ? x : y)`, `(0, x)`, `(int &)x`). */
static bool may_be_variable(const Source *src, TSNode node, const char *name)
{
    TSNode root = access_root(node);
    if (node_is(root, "identifier"))
        return node_text_is(src, root, name);
    if (node_is(root, "conditional_expression"))
        return may_be_variable(src, ts_node_child_by_field_name(root, "consequence", 11), name) ||
               may_be_variable(src, ts_node_child_by_field_name(root, "alternative", 11), name);
    if (node_is(root, "comma_expression"))
        return may_be_variable(src, ts_node_child_by_field_name(root, "right", 5), name);
    if (node_is(root, "cast_expression"))
        return may_be_variable(src, ts_node_child_by_field_name(root, "value", 5), name);
    return false;
}

/* Words a macro's text may follow with `(` that call nothing. */
static bool calls_nothing(const char *word)
{
    static const char *const words[] = {"if", "while", "for", "switch", "return", "sizeof", "alignof", "decltype",
                                        "int", "unsigned", "signed", "char", "short", "long", "float", "double",
                                        "bool", "void", "size_t", NULL};
    for (int i = 0; words[i]; i++)
        if (strcmp(word, words[i]) == 0)
            return true;
    return false;
}

/* Whether a function called `name` is known to take its arguments by
 * value and to change none of them (CUDA's intrinsics, math, printf). */
static bool is_by_value_call(const char *name)
{
    return escapes_is_by_value_builtin(name) || body_facts_is_intrinsic(name);
}

/* Whether a macro's expansion may change a variable it names or is given:
 * its text writes, or calls something that may take a reference (dpopt
 * does not expand it, so what it does is read from its text). */
static bool macro_may_change(const MacroDef *d)
{
    size_t len = strlen(d->body), pos = 0, start, wlen;
    if (escapes_text_may_write(d->body, len))
        return true;
    while (text_next_identifier(d->body, len, &pos, &start, &wlen)) {
        size_t after = start + wlen;
        while (after < len && (d->body[after] == ' ' || d->body[after] == '\t'))
            after++;
        if (after >= len || d->body[after] != '(')
            continue;
        char word[64];
        if (wlen >= sizeof word)
            return true;
        memcpy(word, d->body + start, wlen);
        word[wlen] = '\0';
        if (!calls_nothing(word) && !is_by_value_call(word))
            return true;
    }
    return false;
}

/* Whether a macro's text names the variable itself, not a parameter of
 * the macro that happens to share its name. */
static bool macro_names(const MacroDef *d, const char *name)
{
    for (int k = 0; k < d->param_count; k++)
        if (strcmp(d->params[k], name) == 0)
            return false;
    return text_has_word(d->body, strlen(d->body), name);
}

typedef struct Change {
    const Check *c;
    const char *name;
    bool found;
} Change;

/* A macro the code names: it changes the variable when its text names the
 * variable, or when it is invoked with the variable anywhere in its
 * arguments. */
static bool macro_changes(const Change *ch, TSNode id)
{
    const Check *c = ch->c;
    TSNode call = parents_of(id);
    bool invoked = node_is(call, "call_expression") && node_same(node_named_child(call, 0), id);
    TSNode args = invoked ? node_child_of_type(call, "argument_list") : (TSNode){0};
    for (int i = 0; i < c->changing_macro_count; i++) {
        const MacroDef *d = &c->p->macros.defs[c->changing_macros[i]];
        if (!node_text_is(c->src, id, d->name))
            continue;
        if (macro_names(d, ch->name) ||
            (d->is_function && !ts_node_is_null(args) && statements_mentions(c->src, args, ch->name)))
            return true;
    }
    return false;
}

/* A call: the variable may bind a writable reference of the callee, or be
 * the object of a member call (`x.f()`, passed as `this`). A macro's
 * invocation is macro_changes's, a launch's arguments are copies. */
static bool call_changes(const Change *ch, TSNode call)
{
    const Check *c = ch->c;
    TSNode fn = node_named_child(call, 0);
    TSNode args = node_child_of_type(call, "argument_list");
    if (ts_node_is_null(args) || !ts_node_is_null(node_child_of_type(call, "kernel_call_syntax")))
        return false;
    if (node_is(fn, "field_expression") && ts_node_is_null(node_token_of_type(fn, "->")) &&
        may_be_variable(c->src, node_named_child(fn, 0), ch->name))
        return true;
    if (node_is(fn, "identifier")) {
        uint32_t s = ts_node_start_byte(fn), e = node_end_byte(fn);
        if (macros_find(&c->p->macros, c->src->text + s, e - s, -1) >= 0)
            return false;
    }
    char *name = node_callee_name(c->src, call);
    bool found = false;
    uint32_t n = node_named_child_count(args);
    for (uint32_t k = 0, i = 0; i < n && !found; i++) {
        TSNode a = node_named_child(args, i);
        if (node_is(a, "comment"))
            continue;
        /* Declared nowhere dpopt reads (a library's), it may take a
         * reference, unless it is one of CUDA's by-value functions. */
        bool binds = escapes_call_may_bind(c->p, name, (int)k++) && !is_by_value_call(name);
        found = binds && may_be_variable(c->src, a, ch->name);
    }
    free(name);
    return found;
}

/* Whether a declaration's type takes its constructor's arguments by
 * value: a scalar or a CUDA vector type, `auto`, or a class defined here
 * without a constructor (an aggregate, its members copied). */
static bool constructs_by_value(const Check *c, TSNode declaration)
{
    TSNode type = ts_node_child_by_field_name(declaration, "type", 4);
    if (ts_node_is_null(type))
        return false;
    char *text = node_text(c->src, type);
    unsigned long long bytes;
    const ClassDef *class = model_find_class(c->p, text);
    bool by_value = strcmp(text, "auto") == 0 || shared_type_text_bytes(text, &bytes) ||
                    (class && !class->has_constructor);
    free(text);
    return by_value;
}

/* A declarator with a constructor's arguments (`Box b(x);`, `Box b{x};`,
 * `Box b = {x};`, `new Box(x)`): a constructor may bind the variable to a
 * writable reference. tree-sitter may read `Box b(x)` as a function's
 * declaration, x a parameter's type: any mention counts there. */
static bool construction_changes(const Change *ch, TSNode node)
{
    const Check *c = ch->c;
    TSNode args = {0};
    if (node_is(node, "new_expression"))
        args = node_child_of_type(node, "argument_list");
    else if (node_is(parents_of(node), "declaration") && !constructs_by_value(c, parents_of(node))) {
        if (node_is(node, "function_declarator"))
            return statements_mentions(c->src, node_child_of_type(node, "parameter_list"), ch->name);
        TSNode value = node_named_child(node, node_named_child_count(node) - 1);
        if (node_is(value, "argument_list") || node_is(value, "initializer_list"))
            args = value;
    }
    uint32_t n = ts_node_is_null(args) ? 0 : node_named_child_count(args);
    for (uint32_t i = 0; i < n; i++)
        if (may_be_variable(c->src, node_named_child(args, i), ch->name))
            return true;
    return false;
}

static bool find_change(TSNode node, void *ctx)
{
    Change *ch = ctx;
    if (ch->found)
        return false;
    const Source *src = ch->c->src;
    TSNode target = {0};
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression"))
        target = node_named_child(node, 0);
    else if (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&")))
        target = node_named_child(node, 0); /* its address lets anything change it */
    else if (node_is(node, "call_expression"))
        ch->found = call_changes(ch, node);
    else if (node_is(node, "identifier"))
        ch->found = macro_changes(ch, node);
    else if (node_is(node, "init_declarator") || node_is(node, "function_declarator") ||
             node_is(node, "new_expression"))
        ch->found = construction_changes(ch, node);
    if (!ts_node_is_null(target))
        ch->found = may_be_variable(src, target, ch->name);
    return !ch->found;
}

static bool find_change_in_lambda(TSNode node, void *ctx)
{
    Change *ch = ctx;
    if (ch->found)
        return false;
    if (!node_is(node, "lambda_expression"))
        return true;
    node_walk(node, find_change, ch);
    return false;
}

/* Whether anything under `scope` changes the variable called `name` (any
 * variable of that name: conservative). Besides what changes its name
 * there, the variable changes through anything that aliases it anywhere in
 * the function (a reference bound to it, its address taken, a lambda
 * capturing it: analysis/escapes.h), and through the lambdas called under
 * `scope` but written outside it. */
static bool changes(const Check *c, TSNode scope, const char *name)
{
    Change ch = {c, name, false};
    node_walk(scope, find_change, &ch);
    if (!ch.found && !node_same(scope, c->fn->body))
        node_walk(c->fn->body, find_change_in_lambda, &ch);
    return ch.found || escapes_name(c->escapes, name);
}

/* The declaration in scope at `at` that declares `name`: a statement of an
 * enclosing block before `at`, or a for loop's own; a null node when there
 * is none (a parameter, a global, a macro, a constant). */
static TSNode declaration_in_scope(const Check *c, TSNode at, const char *name)
{
    TSNode child = at;
    for (TSNode a = parents_of(at); !ts_node_is_null(a); child = a, a = parents_of(a)) {
        if (node_is(a, "compound_statement")) {
            TSNode found = {0};
            uint32_t n = node_named_child_count(a);
            for (uint32_t i = 0; i < n; i++) {
                TSNode st = node_named_child(a, i);
                if (ts_node_start_byte(st) >= ts_node_start_byte(child))
                    break;
                if (node_is(st, "declaration") && !ts_node_is_null(statements_declarator_of(c->src, st, name)))
                    found = st;
            }
            if (!ts_node_is_null(found))
                return found;
        } else if (node_is(a, "for_statement")) {
            TSNode init = node_named_child(a, 0);
            if (!node_same(init, child) && node_is(init, "declaration") &&
                !ts_node_is_null(statements_declarator_of(c->src, init, name)))
                return init;
        }
        if (node_same(a, c->fn->body))
            break;
    }
    return (TSNode){0};
}

typedef struct Outside {
    const Source *src;
    const char *name;
    bool memory;
} Outside;

static bool find_outside_variable(TSNode node, void *ctx)
{
    Outside *o = ctx;
    if (o->memory || node_is(node, "function_definition") || node_is(node, "compound_statement"))
        return false;
    uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
    const char *text = o->src->text + s;
    if (node_is(node, "declaration")) {
        TSNode d = statements_declarator_of(o->src, node, o->name);
        if (!ts_node_is_null(d) && !node_is(d, "function_declarator") && !text_has_word(text, e - s, "const") &&
            !text_has_word(text, e - s, "constexpr") && !text_has_word(text, e - s, "__constant__"))
            o->memory = true;
        return false;
    }
    if (node_is(node, "preproc_def") || node_is(node, "preproc_function_def")) {
        TSNode name = node_child_of_type(node, "identifier");
        TSNode body = node_child_of_type(node, "preproc_arg");
        if (!ts_node_is_null(name) && node_text_is(o->src, name, o->name) && !ts_node_is_null(body)) {
            char *value = node_text(o->src, body);
            o->memory = strchr(value, '[') || strstr(value, "->");
            free(value);
        }
        return false;
    }
    return true;
}

/* Whether `name`, not a local or a parameter, is a variable outside the
 * kernel that can change (a __device__ global) or a macro reading memory. */
static bool outside_memory(const Check *c, const char *name)
{
    Outside o = {c->src, name, false};
    node_walk(syntax_root(c->p->tree), find_outside_variable, &o);
    return o.memory;
}

static void require_recomputable(Check *c, TSNode declaration);

typedef struct Value {
    Check *c;
    const char *local;  /* the variable whose initialiser this is */
    unsigned line;
} Value;

static bool is_geometry(const Source *src, TSNode id)
{
    static const char *const names[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", NULL};
    for (int i = 0; names[i]; i++)
        if (node_text_is(src, id, names[i]))
            return true;
    return false;
}

/* A name an initialiser reads: right to read again later if it cannot have
 * changed in between. */
static void check_name_read(Value *v, TSNode id)
{
    Check *c = v->c;
    if (is_geometry(c->src, id))
        return;
    char *name = node_text(c->src, id);
    TSNode d = declaration_in_scope(c, id, name);
    if (!ts_node_is_null(d)) {
        if (statements_is_shared_declaration(c->src, d))
            refuse(c, "a local variable of the child lives across a barrier and is read from shared memory (%s, line %u): "
                      "declared again after the barrier, it could read another value",
                   v->local, v->line);
        else if (!node_is(parents_of(d), "for_statement"))
            require_recomputable(c, d);
        /* A split loop's own variable: unchanged within an iteration. */
        free(name);
        return;
    }
    for (int i = 0; i < c->fn->param_count; i++)
        if (strcmp(c->fn->params[i].name, name) == 0) {
            if (changes(c, c->fn->body, name))
                refuse(c, "a local variable of the child lives across a barrier and reads parameter %s, which the child "
                          "changes (%s, line %u)",
                       name, v->local, v->line);
            free(name);
            return;
        }
    if (outside_memory(c, name))
        refuse(c, "a local variable of the child lives across a barrier and reads %s, which can change (%s, line %u)",
               name, v->local, v->line);
    free(name);
}

static bool visit_value(TSNode node, void *ctx)
{
    Value *v = ctx;
    Check *c = v->c;
    if (c->failed)
        return false;
    if (node_is(node, "subscript_expression") || node_is(node, "pointer_expression") ||
        (node_is(node, "field_expression") && !ts_node_is_null(node_token_of_type(node, "->")))) {
        refuse(c, "a local variable of the child lives across a barrier and is read from memory (%s, line %u): "
                  "declared again after the barrier, it could read another value",
               v->local, v->line);
        return false;
    }
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(c->src, node);
        if (!uniformity_is_pure_function(name))
            refuse(c, "a local variable of the child lives across a barrier and its value calls %s (%s, line %u): "
                      "declared again after the barrier, the call would run again",
                   name, v->local, v->line);
        free(name);
        TSNode args = node_child_of_type(node, "argument_list");
        if (!ts_node_is_null(args))
            node_walk(args, visit_value, v);
        return false;
    }
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression") ||
        node_is(node, "lambda_expression") || node_is(node, "new_expression") || node_is(node, "delete_expression")) {
        refuse(c, "a local variable of the child lives across a barrier and its value has side effects (%s, line %u)",
               v->local, v->line);
        return false;
    }
    if (node_is(node, "identifier") || node_is(node, "type_identifier")) {
        check_name_read(v, node);
        return false;
    }
    return !node_is(node, "field_identifier");
}

/* A declaration whose variables are declared again in later thread loops
 * (or before a header): each must have a value from its declaration that
 * nothing changes afterwards and that reads no memory. */
static void require_recomputable(Check *c, TSNode declaration)
{
    if (c->failed || statements_is_shared_declaration(c->src, declaration))
        return;
    for (int i = 0; i < c->recomputable_count; i++)
        if (node_same(c->recomputable[i], declaration))
            return;
    ARRAY_PUSH(c->recomputable, c->recomputable_count, c->recomputable_cap, declaration);
    uint32_t m = node_named_child_count(declaration);
    for (uint32_t j = 0; j < m && !c->failed; j++) {
        TSNode d = node_named_child(declaration, j);
        TSNode id = statements_is_declarator(d) ? declares_identifier(d) : (TSNode){0};
        if (ts_node_is_null(id))
            continue;
        char *name = node_text(c->src, id);
        TSNode value = {0};
        if (node_is(d, "init_declarator"))
            value = node_named_child(d, node_named_child_count(d) - 1);
        else if (node_is(d, "function_declarator")) /* dim3 grid(x, y): a constructor call */
            value = node_child_of_type(d, "parameter_list");
        if (ts_node_is_null(value) || changes(c, c->fn->body, name)) {
            refuse(c, "a local variable of the child changes and lives across a barrier (%s, line %u)", name,
                   line_of(c, declaration));
        } else {
            Value v = {c, name, line_of(c, declaration)};
            node_walk(value, visit_value, &v);
        }
        free(name);
    }
}

/* A declaration of `list` at `index`: if a later thread loop or header of
 * the list names what it declares, it is declared again there. */
static void check_crossing(Check *c, TSNode list, uint32_t index)
{
    uint32_t n = statements_count(list);
    uint32_t end = index + 1;
    while (end < n && !statements_holds_barrier(c->src, statements_at(list, end)))
        end++;
    char *names[16];
    int count = statements_declared_names(c->src, statements_at(list, index), names, 16);
    bool crossing = false;
    for (int k = 0; k < count; k++) {
        for (uint32_t i = end; i < n && !crossing; i++)
            crossing = statements_mentions(c->src, statements_at(list, i), names[k]);
        free(names[k]);
    }
    if (crossing)
        require_recomputable(c, statements_at(list, index));
}

typedef struct Jump {
    TSNode loop;
    TSNode found;
} Jump;

static bool is_loop(TSNode node)
{
    return node_is(node, "for_statement") || node_is(node, "while_statement") || node_is(node, "do_statement") ||
           node_is(node, "for_range_loop");
}

static bool find_jump_out(TSNode node, void *ctx)
{
    Jump *j = ctx;
    if (!ts_node_is_null(j->found) || node_is(node, "lambda_expression"))
        return false;
    if (node_is(node, "break_statement") || node_is(node, "continue_statement")) {
        for (TSNode p = parents_of(node); !ts_node_is_null(p); p = parents_of(p)) {
            if (is_loop(p) || (node_is(p, "switch_statement") && node_is(node, "break_statement"))) {
                if (node_same(p, j->loop))
                    j->found = node;
                break;
            }
        }
    }
    return ts_node_is_null(j->found);
}

typedef struct HeaderCheck {
    Check *c;
    TSNode statement;
    const char *what;   /* "loop" or "condition" */
    bool may_assign;    /* a for loop's initialisation and step */
} HeaderCheck;

static bool visit_header(TSNode node, void *ctx)
{
    HeaderCheck *h = ctx;
    Check *c = h->c;
    if (c->failed)
        return false;
    unsigned line = line_of(c, h->statement);
    if (node_is(node, "call_expression")) {
        char *name = node_callee_name(c->src, node);
        if (!uniformity_is_pure_function(name))
            refuse(c, "the %s at line %u holds a __syncthreads and calls %s: it runs once for the whole block", h->what,
                   line, name);
        free(name);
        TSNode args = node_child_of_type(node, "argument_list");
        if (!ts_node_is_null(args))
            node_walk(args, visit_header, h);
        return false;
    }
    if ((!h->may_assign && (node_is(node, "assignment_expression") || node_is(node, "update_expression"))) ||
        node_is(node, "lambda_expression")) {
        refuse(c, "the %s at line %u holds a __syncthreads and has side effects: it runs once for the whole block",
               h->what, line);
        return false;
    }
    if (node_is(node, "identifier") || node_is(node, "type_identifier")) {
        /* A local declared in an earlier thread loop: declared again before
         * the header. */
        char *name = node_text(c->src, node);
        TSNode d = declaration_in_scope(c, node, name);
        if (!ts_node_is_null(d) && !node_is(parents_of(d), "for_statement"))
            require_recomputable(c, d);
        free(name);
        return false;
    }
    return true;
}

static void check_list(Check *c, TSNode list);

typedef struct Names {
    const Source *src;
    char **names;
    int count, cap;
} Names;

static bool collect_identifiers(TSNode node, void *ctx)
{
    Names *n = ctx;
    if (node_is(node, "identifier"))
        ARRAY_PUSH(n->names, n->count, n->cap, node_text(n->src, node));
    return true;
}

/* A statement holding a barrier: its header runs once for the block. */
static void check_split_statement(Check *c, TSNode st)
{
    unsigned line = line_of(c, st);
    bool loop = is_loop(st);
    if (node_is(st, "switch_statement") || node_is(st, "for_range_loop") || node_is(st, "labeled_statement")) {
        refuse(c, "the child has a __syncthreads inside a %s (line %u)",
               node_is(st, "switch_statement") ? "switch" : node_is(st, "for_range_loop") ? "range-based for loop"
                                                                                          : "labelled statement",
               line);
        return;
    }
    if (!node_is(st, "compound_statement") && !node_is(st, "if_statement") && !loop) {
        refuse(c, "the child's __syncthreads at line %u is part of an expression", line_of(c, statements_first_barrier(c->src, st)));
        return;
    }
    TSNode parts[3];
    int np = statements_header_parts(st, parts);
    UniformLevel level = UNIFORM_GRID;
    for (int i = 0; i < np; i++)
        level = uniform_join(level, uniformity_of_expr(c->u, parts[i]));
    if (!uniform_in(level, SCOPE_BLOCK)) {
        if (loop)
            refuse(c, "the child has a __syncthreads in the loop at line %u, whose trip count differs between its threads",
                   line);
        else
            refuse(c, "the child has a __syncthreads under the condition at line %u, which differs between its threads",
                   line);
        return;
    }
    TSNode bodies[2];
    int nb = statements_bodies(st, bodies);
    if (loop) {
        Jump j = {.loop = st};
        node_walk(bodies[0], find_jump_out, &j);
        if (!ts_node_is_null(j.found)) {
            refuse(c, "the child leaves the loop at line %u, which holds a __syncthreads, with %s (line %u)", line,
                   node_is(j.found, "break_statement") ? "break" : "continue", line_of(c, j.found));
            return;
        }
    }
    /* A for loop's initialisation and step may assign; a condition may not. */
    TSNode condition = ts_node_child_by_field_name(st, "condition", (uint32_t)strlen("condition"));
    for (int i = 0; i < np && !c->failed; i++) {
        HeaderCheck h = {c, st, loop ? "loop" : "condition", node_is(st, "for_statement") && !node_same(parts[i], condition)};
        node_walk(parts[i], visit_header, &h);
    }
    /* What a loop's header reads must not change in its body, which runs
     * once for each thread. */
    for (int i = 0; loop && i < np && !c->failed; i++) {
        Names read = {c->src, NULL, 0, 0};
        node_walk(parts[i], collect_identifiers, &read);
        for (int r = 0; r < read.count; r++) {
            if (!c->failed && changes(c, bodies[0], read.names[r]))
                refuse(c, "the loop at line %u holds a __syncthreads and its body changes %s, which its header reads: "
                          "the body runs once for each thread",
                       line, read.names[r]);
            free(read.names[r]);
        }
        free(read.names);
    }
    for (int b = 0; b < nb && !c->failed; b++)
        check_list(c, bodies[b]);
}

static void check_list(Check *c, TSNode list)
{
    uint32_t n = statements_count(list);
    for (uint32_t i = 0; i < n && !c->failed; i++) {
        TSNode st = statements_at(list, i);
        if (node_is(st, "comment") || statements_is_barrier(c->src, st))
            continue;
        if (statements_is_shared_declaration(c->src, st)) {
            if (!node_same(list, c->fn->body))
                refuse(c, "the child declares shared memory inside a branch or loop");
            continue;
        }
        if (node_is(st, "declaration"))
            check_crossing(c, list, i);
        if (!c->failed && statements_holds_barrier(c->src, st))
            check_split_statement(c, st);
    }
}

/* Barriers dpopt cannot see as `__syncthreads();`: in a function the child
 * calls, a cooperative group's sync(), __syncthreads_count and its kin. */
static bool find_hidden_barrier(TSNode node, void *ctx)
{
    Check *c = ctx;
    if (c->failed)
        return false;
    if (node_is(node, "return_statement"))
        refuse(c, "the child returns early and has barriers: its threads would meet them out of step");
    else if (node_is(node, "goto_statement"))
        refuse(c, "the child uses goto and has barriers");
    if (!node_is(node, "call_expression"))
        return true;
    char *name = node_callee_name(c->src, node);
    int f = model_find_function(c->p, name);
    if (strncmp(name, "__syncthreads", 13) == 0 && strcmp(name, "__syncthreads") != 0)
        refuse(c, "the child uses %s, which needs its threads to run together", name);
    else if (strcmp(name, "sync") == 0)
        refuse(c, "the child synchronises a thread group, which needs its threads to run together");
    else if (strncmp(name, "__syncthreads", 13) != 0 && (f < 0 || !(c->p->functions[f].spaces & SPACE_GLOBAL)) &&
             body_facts_of_call(c->p, name).uses_syncthreads)
        refuse(c, "the child calls %s, which has a __syncthreads: its threads would meet it one at a time", name);
    free(name);
    return !c->failed;
}

bool thread_loops_can_split(const Program *p, int fn, char *why, size_t cap)
{
    Check c = {p, p->src, &p->functions[fn], NULL, why, cap, false, NULL, 0, 0, NULL, NULL, 0, 0};
    if (cap)
        why[0] = '\0';
    if (ts_node_is_null(c.fn->body)) {
        refuse(&c, "the child has no body here");
        return false;
    }
    if (!body_facts(p, fn).uses_syncthreads)
        return true;
    node_walk(c.fn->body, find_hidden_barrier, &c);
    if (!c.failed && !statements_holds_barrier(c.src, c.fn->body))
        refuse(&c, "the child has a barrier dpopt cannot split at");
    if (!c.failed) {
        c.u = uniformity_analyze(p, fn);
        c.escapes = escapes_find(p, fn);
        for (int i = 0; i < p->macros.count; i++)
            if (macro_may_change(&p->macros.defs[i]))
                ARRAY_PUSH(c.changing_macros, c.changing_macro_count, c.changing_macro_cap, i);
        check_list(&c, c.fn->body);
        escapes_free(c.escapes);
        free(c.changing_macros);
        uniformity_free(c.u);
    }
    free(c.recomputable);
    return !c.failed;
}
