#include "analysis/integer_expr.h"

#include <stdlib.h>
#include <string.h>

#include "model/deduce.h"
#include "model/local_names.h"
#include "util/alloc.h"
#include "util/text.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "syntax/parents.h"

/* Where an expression's names are read: a node of function fn's body (a
 * launch, or any other). */
typedef struct IntegerScope {
    const Program *p;
    const Function *fn;
    TSNode at;
} IntegerScope;

/* The integer types a name may be declared with, as model_plain_type
 * writes them (const and volatile dropped): a typedef or a template
 * parameter may stand for anything, so none is read. */
static bool integer_type(const Program *p, const char *type)
{
    static const char *const types[] = {"int",       "unsigned",      "unsigned int", "signed",  "signed int",
                                        "short",     "unsigned short", "long",        "unsigned long",
                                        "long long", "unsigned long long", "size_t",  "int32_t", "uint32_t",
                                        "int64_t",   "uint64_t"};
    if (!type || macros_find(&p->macros, type, strlen(type), -1) >= 0)
        return false;
    for (size_t k = 0; k < sizeof types / sizeof *types; k++)
        if (strcmp(type, types[k]) == 0)
            return true;
    return false;
}

bool integer_expr_type(const Program *p, const char *text)
{
    char *plain = model_plain_type(text);
    bool is = integer_type(p, plain);
    free(plain);
    return is;
}

bool integer_expr_value_type(const Program *p, const char *text)
{
    static const char *const others[] = {"float", "double", "bool", "char", "signed char", "unsigned char"};
    char *plain = model_plain_type(text);
    bool is = integer_type(p, plain);
    for (size_t k = 0; plain && k < sizeof others / sizeof *others && !is; k++)
        is = strcmp(plain, others[k]) == 0;
    free(plain);
    return is;
}

/* The parents an identifier may have where it is read as a value: an
 * expression's operand, an argument, a statement's expression. Any other
 * parent may declare it (a range for, a condition, a lambda's or a catch's
 * parameter, a structured binding, ...), and so may an identifier in a
 * lambda's captures (`[n = dim3(2)]` is an assignment there). */
static bool read_as_value(TSNode id)
{
    static const char *const parents[] = {
        "binary_expression",  "unary_expression",      "parenthesized_expression", "argument_list",
        "assignment_expression", "update_expression",  "conditional_expression",   "subscript_expression",
        "subscript_argument_list", "cast_expression",  "return_statement",         "expression_statement",
        "pointer_expression", "sizeof_expression",     "initializer_list",         "comma_expression",
        "field_expression",   "call_expression",       "kernel_call_syntax"};
    TSNode parent = parents_of(id);
    if (!ts_node_is_null(node_ancestor_of_type(id, "lambda_capture_specifier")))
        return false;
    if (node_is(parent, "init_declarator"))
        return node_same(ts_node_child_by_field_name(parent, "value", 5), id);
    for (size_t k = 0; k < sizeof parents / sizeof *parents; k++)
        if (node_is(parent, parents[k]))
            return true;
    return false;
}

typedef struct Declarations {
    const Source *src;
    const char *name;
    int count;
} Declarations;

static bool count_declaration(TSNode node, void *ctx)
{
    Declarations *d = ctx;
    if (node_is(node, "identifier") && node_text_is(d->src, node, d->name) && !read_as_value(node))
        d->count++;
    return true;
}

int integer_expr_declarations(const Program *p, const Function *fn, const char *name)
{
    Declarations d = {p->src, name, 0};
    node_walk(fn->body, count_declaration, &d);
    return d.count;
}

/* Whether a local's declarator declares its name as the variable itself
 * or a reference to it: not a pointer, an array or a function. */
static bool plain_declarator(TSNode declarator)
{
    TSNode inner = node_is(declarator, "init_declarator") ? node_named_child(declarator, 0) : declarator;
    TSNode id = node_is(inner, "reference_declarator") ? node_named_child(inner, 0) : inner;
    return node_is(id, "identifier");
}

/* Whether the identifier `id` at launch s names a local or a parameter of
 * an integer type, its only declaration in the function. */
static bool integer_name(const IntegerScope *x, TSNode id)
{
    const Program *p = x->p;
    const Function *fn = x->fn;
    char *name = node_text(p->src, id);
    const Param *param = NULL;
    for (int k = 0; k < fn->param_count; k++)
        if (strcmp(fn->params[k].name, name) == 0)
            param = &fn->params[k];
    TSNode declarator;
    TSNode local = model_local_declaration_at(p, x->at, name, &declarator);
    bool is = false;
    if (macros_find(&p->macros, name, strlen(name), -1) >= 0 || ts_node_is_null(fn->body)) {
        is = false;
    } else if (param) {
        is = model_local_name_at(p, x->at, name).kind == LOCAL_NONE && integer_expr_declarations(p, fn, name) == 0 &&
             integer_expr_type(p, param->type);
    } else if (!ts_node_is_null(local) && plain_declarator(declarator) && integer_expr_declarations(p, fn, name) == 1) {
        char *type = node_text(p->src, ts_node_child_by_field_name(local, "type", 4));
        is = integer_expr_type(p, type);
        free(type);
    }
    free(name);
    return is;
}

bool integer_expr_literal(const Source *src, TSNode e)
{
    if (!node_is(e, "number_literal"))
        return false; /* a name or an operator has no fraction to show, yet may be a float */
    char *text = node_text(src, e);
    bool hex = text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    bool is = !strpbrk(text, hex ? ".pP" : ".eE");
    free(text);
    return is;
}

static bool integer_expr(const IntegerScope *x, TSNode e);

/* A cast to an integer type of an integer expression. */
static bool integer_cast(const IntegerScope *x, TSNode e)
{
    TSNode type = ts_node_child_by_field_name(e, "type", 4), value = ts_node_child_by_field_name(e, "value", 5);
    if (ts_node_is_null(type) || ts_node_is_null(value) || !integer_expr(x, value))
        return false;
    char *text = node_text(x->p->src, type);
    bool is = integer_expr_type(x->p, text);
    free(text);
    return is;
}

/* Whether e has an operand and `each` holds for every one (a comment
 * between operands is none). */
static bool every_operand(const IntegerScope *x, TSNode e, bool (*each)(const IntegerScope *, TSNode))
{
    uint32_t operands = 0;
    for (uint32_t k = 0; k < ts_node_named_child_count(e); k++) {
        TSNode operand = ts_node_named_child(e, k);
        if (node_is(operand, "comment"))
            continue;
        if (!each(x, operand))
            return false;
        operands++;
    }
    return operands > 0;
}

/* Built-in operators, every operand an integer expression. */
static bool integer_operands(const IntegerScope *x, TSNode e)
{
    return every_operand(x, e, integer_expr);
}

static bool integer_expr(const IntegerScope *x, TSNode e)
{
    if (node_is(e, "number_literal"))
        return integer_expr_literal(x->p->src, e);
    if (node_is(e, "char_literal") || node_is(e, "true") || node_is(e, "false") || node_is(e, "sizeof_expression"))
        return true;
    if (node_is(e, "identifier"))
        return integer_name(x, e);
    if (node_is(e, "cast_expression"))
        return integer_cast(x, e);
    /* & and * of one operand are pointer_expression, not these; a <=> b is
     * of a class type (std::strong_ordering). */
    if (node_is(e, "binary_expression")) {
        TSNode op = node_operator(e);
        return !ts_node_is_null(op) && !node_text_is(x->p->src, op, "<=>") && integer_operands(x, e);
    }
    if (node_is(e, "parenthesized_expression") || node_is(e, "unary_expression") || node_is(e, "conditional_expression"))
        return integer_operands(x, e);
    return false;
}

bool integer_expr_at(const Program *p, const LaunchSite *s, TSNode e)
{
    if (ts_node_is_null(e) || s->caller_fn < 0)
        return false;
    IntegerScope x = {p, &p->functions[s->caller_fn], s->node};
    return integer_expr(&x, e);
}

static bool integer_element_type_plain(const Program *p, const char *type)
{
    size_t cut = strcspn(type, "*[");
    if (!type[cut])
        return false;
    for (const char *rest = type + cut + 1; *rest;) {
        static const char *const words[] = {"const", "volatile", "__restrict__", "__restrict", "restrict"};
        size_t skip = strspn(rest, " \t]0123456789");
        for (size_t k = 0; !skip && k < sizeof words / sizeof *words; k++)
            if (strncmp(rest, words[k], strlen(words[k])) == 0)
                skip = strlen(words[k]);
        if (!skip)
            return false; /* another * or [, a name, ... */
        rest += skip;
    }
    char *element = xstrndup(type, cut);
    bool is = integer_expr_type(p, element);
    free(element);
    return is;
}

/* Whether a parameter's type text is a pointer to, or an array of, a plain
 * integer type, one level: "const int *", "int *__restrict__", "int []";
 * comments between its words are none. */
static bool integer_element_type(const Program *p, const char *type)
{
    char *plain = text_without_comments(type);
    bool is = integer_element_type_plain(p, plain);
    free(plain);
    return is;
}

/* Whether `id` at launch s names a parameter or a local that is a pointer
 * to, or an array of, an integer type, its only declaration in the
 * function: its element, a[i], is an integer. */
static bool integer_elements_name(const IntegerScope *x, TSNode id)
{
    const Program *p = x->p;
    const Function *fn = x->fn;
    if (!node_is(id, "identifier") || ts_node_is_null(fn->body))
        return false;
    char *name = node_text(p->src, id);
    const Param *param = NULL;
    for (int k = 0; k < fn->param_count; k++)
        if (strcmp(fn->params[k].name, name) == 0)
            param = &fn->params[k];
    TSNode declarator;
    TSNode local = model_local_declaration_at(p, x->at, name, &declarator);
    bool is = false;
    if (macros_find(&p->macros, name, strlen(name), -1) >= 0) {
        is = false;
    } else if (param) {
        is = model_local_name_at(p, x->at, name).kind == LOCAL_NONE && integer_expr_declarations(p, fn, name) == 0 &&
             integer_element_type(p, param->type);
    } else if (!ts_node_is_null(local) && integer_expr_declarations(p, fn, name) == 1) {
        TSNode inner = node_is(declarator, "init_declarator") ? node_named_child(declarator, 0) : declarator;
        TSNode of = ts_node_child_by_field_name(inner, "declarator", 10);
        if ((node_is(inner, "pointer_declarator") || node_is(inner, "array_declarator")) && node_is(of, "identifier")) {
            char *type = node_text(p->src, ts_node_child_by_field_name(local, "type", 4));
            is = integer_expr_type(p, type);
            free(type);
        }
    }
    free(name);
    return is;
}

/* blockDim.x and the like: CUDA's built-in index and size variables (no
 * name of the function's or macro hiding them), their x, y or z. */
static bool builtin_member(const IntegerScope *x, TSNode e)
{
    static const char *const builtins[] = {"threadIdx", "blockIdx", "blockDim", "gridDim"};
    const Program *p = x->p;
    const Function *fn = x->fn;
    TSNode of = ts_node_child_by_field_name(e, "argument", 8), field = ts_node_child_by_field_name(e, "field", 5);
    TSNode op = ts_node_child_by_field_name(e, "operator", 8);
    if (!node_is(of, "identifier") || ts_node_is_null(field) || ts_node_is_null(op) || !node_text_is(p->src, op, ".") ||
        ts_node_is_null(fn->body))
        return false;
    if (!node_text_is(p->src, field, "x") && !node_text_is(p->src, field, "y") && !node_text_is(p->src, field, "z"))
        return false;
    char *name = node_text(p->src, of);
    bool is = false;
    for (size_t k = 0; k < sizeof builtins / sizeof *builtins; k++)
        is = is || strcmp(name, builtins[k]) == 0;
    for (int k = 0; is && k < fn->param_count; k++)
        is = strcmp(fn->params[k].name, name) != 0;
    is = is && macros_find(&p->macros, name, strlen(name), -1) < 0 && integer_expr_declarations(p, fn, name) == 0;
    free(name);
    return is;
}

/* A scalar integer, more widely than integer_expr (which says how a grid
 * travels, and so stays as it was): also an element of an integer pointer
 * or array (sizes[t]), a built-in's member (blockDim.x), and the built-in
 * operators and integer casts of such. */
static bool scalar_expr(const IntegerScope *x, TSNode e)
{
    if (integer_expr(x, e))
        return true;
    if (node_is(e, "subscript_expression"))
        return integer_elements_name(x, ts_node_child_by_field_name(e, "argument", 8));
    if (node_is(e, "field_expression"))
        return builtin_member(x, e);
    if (node_is(e, "cast_expression")) {
        TSNode type = ts_node_child_by_field_name(e, "type", 4), value = ts_node_child_by_field_name(e, "value", 5);
        if (ts_node_is_null(type) || ts_node_is_null(value) || !scalar_expr(x, value))
            return false;
        char *text = node_text(x->p->src, type);
        bool is = integer_expr_type(x->p, text);
        free(text);
        return is;
    }
    bool operators = node_is(e, "parenthesized_expression") || node_is(e, "unary_expression") ||
                     node_is(e, "conditional_expression");
    if (node_is(e, "binary_expression")) {
        TSNode op = node_operator(e);
        operators = !ts_node_is_null(op) && !node_text_is(x->p->src, op, "<=>");
    }
    return operators && every_operand(x, e, scalar_expr);
}

/* An integer literal of value 1 (1, 1u, 1U, ...). */
static bool literal_one(const Source *src, TSNode e)
{
    if (!node_is(e, "number_literal") || !integer_expr_literal(src, e))
        return false;
    char *text = node_text(src, e);
    char *end;
    unsigned long long v = strtoull(text, &end, 0);
    bool one = v == 1 && strspn(end, "uUlL") == strlen(end);
    free(text);
    return one;
}

/* dim3(x), dim3(x, 1), dim3(x, 1, 1) of an integer x, `dim3` no macro. */
static bool dim3_of_x(const IntegerScope *x, TSNode e)
{
    const Source *src = x->p->src;
    TSNode callee = ts_node_child_by_field_name(e, "function", 8);
    TSNode args = ts_node_child_by_field_name(e, "arguments", 9);
    if (!node_is(callee, "identifier") || !node_text_is(src, callee, "dim3") || ts_node_is_null(args) ||
        macros_find(&x->p->macros, "dim3", 4, -1) >= 0)
        return false;
    uint32_t n = 0;
    for (uint32_t k = 0; k < ts_node_named_child_count(args); k++) {
        TSNode arg = ts_node_named_child(args, k);
        if (node_is(arg, "comment"))
            continue;
        if (n == 0 ? !scalar_expr(x, arg) : !literal_one(src, arg))
            return false;
        n++;
    }
    return n >= 1 && n <= 3;
}

static bool x_only(const IntegerScope *x, TSNode e)
{
    if (scalar_expr(x, e))
        return true;
    if (node_is(e, "call_expression"))
        return dim3_of_x(x, e);
    if (node_is(e, "parenthesized_expression")) {
        TSNode inner = node_named_child(e, 0);
        return node_named_child_count(e) == 1 && x_only(x, inner);
    }
    if (node_is(e, "conditional_expression")) {
        TSNode yes = ts_node_child_by_field_name(e, "consequence", 11);
        TSNode no = ts_node_child_by_field_name(e, "alternative", 11);
        return !ts_node_is_null(yes) && !ts_node_is_null(no) && x_only(x, yes) && x_only(x, no);
    }
    return false;
}

bool integer_expr_x_only_at(const Program *p, const LaunchSite *s, TSNode e)
{
    if (ts_node_is_null(e) || s->caller_fn < 0)
        return false;
    IntegerScope x = {p, &p->functions[s->caller_fn], s->node};
    return x_only(&x, e);
}

bool integer_expr_scalar_in(const Program *p, int fn, TSNode at, TSNode e)
{
    if (ts_node_is_null(e) || fn < 0 || fn >= p->function_count)
        return false;
    IntegerScope x = {p, &p->functions[fn], at};
    return scalar_expr(&x, e);
}

/* The integer types of 64 bits wherever CUDA runs (long is 32 on Windows). */
static bool wide_type(const char *text)
{
    static const char *const wide[] = {"long long", "unsigned long long", "long long int", "unsigned long long int",
                                       "signed long long", "int64_t", "uint64_t", "size_t"};
    char *plain = model_plain_type(text);
    bool is = false;
    for (size_t k = 0; plain && k < sizeof wide / sizeof *wide && !is; k++)
        is = strcmp(plain, wide[k]) == 0;
    free(plain);
    return is;
}

/* A name's declared type: the function's parameter, or its local declared
 * around x->at; NULL where neither (the caller frees it). */
static char *declared_type(const IntegerScope *x, TSNode id)
{
    const Program *p = x->p;
    char *name = node_text(p->src, id);
    TSNode declarator;
    TSNode local = model_local_declaration_at(p, x->at, name, &declarator);
    const Param *param = model_find_param(x->fn, name);
    char *type = NULL;
    if (!ts_node_is_null(local) && plain_declarator(declarator))
        type = node_text(p->src, ts_node_child_by_field_name(local, "type", 4));
    else if (param && model_local_name_at(p, x->at, name).kind == LOCAL_NONE)
        type = xstrdup(param->type);
    free(name);
    return type;
}

static bool wide_expr(const IntegerScope *x, TSNode e)
{
    const Source *src = x->p->src;
    if (node_is(e, "number_literal")) {
        char *text = node_text(src, e);
        bool is = strstr(text, "ll") || strstr(text, "LL");
        free(text);
        return is;
    }
    if (node_is(e, "identifier")) {
        char *type = declared_type(x, e);
        bool is = type && wide_type(type);
        free(type);
        return is;
    }
    if (node_is(e, "cast_expression")) {
        char *type = node_text(src, ts_node_child_by_field_name(e, "type", 4));
        bool is = wide_type(type);
        free(type);
        return is;
    }
    if (node_is(e, "parenthesized_expression"))
        return wide_expr(x, node_unparenthesised(e));
    if (node_is(e, "conditional_expression"))
        return wide_expr(x, ts_node_child_by_field_name(e, "consequence", 11)) ||
               wide_expr(x, ts_node_child_by_field_name(e, "alternative", 11));
    TSNode op = node_operator(e);
    if (ts_node_is_null(op))
        return false;
    if (node_is(e, "unary_expression"))
        return !node_text_is(src, op, "!") && wide_expr(x, node_named_child(e, 0));
    if (!node_is(e, "binary_expression"))
        return false;
    /* A shift is of its left operand's type; + - * / % & | ^ of the wider
     * operand's (the usual arithmetic conversions); the rest are bool. */
    if (node_text_is(src, op, "<<") || node_text_is(src, op, ">>"))
        return wide_expr(x, node_named_child(e, 0));
    static const char *const arithmetic[] = {"+", "-", "*", "/", "%", "&", "|", "^"};
    for (size_t k = 0; k < sizeof arithmetic / sizeof *arithmetic; k++)
        if (node_text_is(src, op, arithmetic[k]))
            return wide_expr(x, node_named_child(e, 0)) || wide_expr(x, node_named_child(e, 1));
    return false;
}

bool integer_expr_wide_in(const Program *p, int fn, TSNode at, TSNode e)
{
    if (ts_node_is_null(e) || fn < 0 || fn >= p->function_count)
        return false;
    IntegerScope x = {p, &p->functions[fn], at};
    return scalar_expr(&x, e) && wide_expr(&x, e);
}
