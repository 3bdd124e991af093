#include "analysis/body_facts.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/block_group.h"
#include "analysis/constructible.h"
#include "model/declared.h"
#include "model/deduce.h"
#include "model/hidden.h"
#include "model/memo.h"
#include "model/scope_names.h"
#include "model/toolkit.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

#define STACK_MAX 64

typedef struct Scan {
    const Program *program;
    const Source *src;          /* the text of the body being walked */
    BodyFacts *facts;
    /* One flag a function of the file, a header function, a macro: made
     * at the first call or macro followed, as most bodies follow none and
     * a scan of each of a program's thousands of functions would otherwise
     * clear as many flags each. */
    bool *visited;
    bool *visited_header;
    bool *visited_macro;
    int root;                   /* the function scanned (visited from the start), or -1 */
    bool root_counts;           /* false: the root body's own facts are left out */
    const char *stack[STACK_MAX]; /* the calls from the root to the body being walked */
    int depth;
    const char *macro;          /* the macro whose text is being read, or NULL */
    TSNode macro_use;           /* where the root body names the macro being read */
    TSNode template_params;     /* the template_parameter_list of the function whose body is
                                   walked; null when it is no template */
    int fn;                     /* the function of the file whose body is walked, or -1 (a
                                   header's, a functor's operator(), a lambda's) */
    bool *visited_class;        /* a class's operator()s, followed through a call of an object
                                   of a template parameter's type */
    bool *visited_lambda;       /* a launch's lambda argument's body, the same way */
    char **names;               /* the names given to the bodies followed that way, kept for
                                   the stack until the scan ends */
    int name_count, name_cap;
    TSNode scope;               /* the function definition around the body walked (a lambda's:
                                   the function holding it), whose names its code may use */
    ScopeNames *scope_names;    /* the names that scope declares, made on the first ask */
} Scan;

/* The template parameters of the function whose body this is: the
 * definition's parent is a template_declaration. */
static TSNode template_params_of(TSNode body)
{
    TSNode definition = parents_of(body);
    TSNode outer = ts_node_is_null(definition) ? definition : parents_of(definition);
    if (ts_node_is_null(outer) || !node_is(outer, "template_declaration"))
        return (TSNode){0};
    return node_child_of_type(outer, "template_parameter_list");
}

/* Whether `id` names a type parameter of the template being walked, where
 * no class of the file or its headers has a constructor: then `T(1)` is a
 * cast that runs no code of the file, not a call (with such a class, T may
 * be it, and its constructor may read the thread's place). */
static bool names_template_type(const Scan *s, TSNode id)
{
    if (ts_node_is_null(s->template_params))
        return false;
    char *name = node_text(s->src, id);
    bool same = false;
    for (uint32_t i = 0; !same && i < node_named_child_count(s->template_params); i++) {
        TSNode param = node_named_child(s->template_params, i);
        if (!node_is(param, "type_parameter_declaration") && !node_is(param, "optional_type_parameter_declaration"))
            continue;
        same = node_text_is(s->src, node_child_of_type(param, "type_identifier"), name);
    }
    free(name);
    return same && !constructible_any_constructor(s->program);
}

static bool visit(TSNode node, void *ctx);
static void consider_call(Scan *s, const char *name, bool member);

/* Warp-wide intrinsics: every lane of the mask runs them together. */
static bool is_warp_op(const char *name)
{
    static const char *const ops[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
                                      "__ballot_sync", "__any_sync", "__all_sync", "__syncwarp", "__activemask",
                                      "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
                                      "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
                                      "__reduce_or_sync", "__reduce_xor_sync", NULL};
    for (int i = 0; ops[i]; i++)
        if (strcmp(name, ops[i]) == 0)
            return true;
    return false;
}

bool body_facts_run_as_blocks(const BodyFacts *facts) { return facts->uses_syncthreads || facts->uses_shared; }

bool body_facts_is_intrinsic(const char *name)
{
    static const char *const prefixes[] = {"atomic", "__", "cuda", NULL};
    static const char *const names[] = {
        "printf", "assert", "min", "max", "abs", "labs", "llabs", "fabs", "fabsf", "fmin", "fminf", "fmax", "fmaxf",
        "sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "log", "logf", "log2",
        "log2f", "log10", "log10f", "pow", "powf", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "trunc",
        "truncf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "sincos", "sincosf", "atan2", "atan2f", "fma",
        "fmaf", "hypot", "hypotf", "make_int2", "make_int3", "make_int4", "make_uint2", "make_uint3", "make_float2",
        "make_float3", "make_float4", "make_double2", "static_cast", "reinterpret_cast", "const_cast", "malloc",
        "free", "memcpy", "memset", "dim3", NULL,
    };
    for (int i = 0; prefixes[i]; i++)
        if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0)
            return true;
    for (int i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

bool body_facts_intrinsic_writes_first(const char *name)
{
    static const char *const names[] = {"memcpy", "memset", "memmove", "__stcg", "__stcs", "__stwb", "__stwt", NULL};
    if (strncmp(name, "atomic", 6) == 0)
        return true;
    for (int i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

/* Words a macro's text may follow with `(` that call nothing: statements,
 * operators and function-style casts to built-in types. */
static bool is_keyword(const char *word)
{
    static const char *const words[] = {
        "if", "while", "for", "switch", "return", "sizeof", "alignof", "_Alignof", "decltype", "typeof", "defined",
        "do", "else", "case", "new", "delete", "throw", "catch", "static_assert", "_Static_assert", "noexcept",
        "alignas", "asm", "operator", "int", "unsigned", "signed", "char", "short", "long", "float", "double", "bool",
        "void", "size_t", NULL,
    };
    for (int i = 0; words[i]; i++)
        if (strcmp(word, words[i]) == 0)
            return true;
    return false;
}

/* Whether what is being walked now counts for the function scanned: a
 * macro's text always does, even in the root's own body (dpopt rewrites
 * the body it sees, never a macro's text). */
static bool counts(const Scan *s) { return s->depth > 0 || s->root_counts || s->macro; }

/* Writes the chain of calls that leads to a fact, once: the functions
 * followed from the root, the macro being read, then `callee` (a function
 * called from there, or NULL) and what happens there. Facts of the root's
 * own body get none. */
static void record_chain(Scan *s, char *chain, const char *callee, const char *what)
{
    if (chain[0] || (!callee && s->depth == 0 && !s->macro))
        return;
    StrBuf b;
    strbuf_init(&b);
    for (int i = 0; i < s->depth && i < STACK_MAX; i++)
        strbuf_printf(&b, "%scalls %s", i ? ", which " : "", s->stack[i]);
    if (s->macro)
        strbuf_printf(&b, "%suses the macro %s", b.len ? ", which " : "", s->macro);
    if (callee)
        strbuf_printf(&b, "%scalls %s", b.len ? ", which " : "", callee);
    strbuf_printf(&b, ", which %s", what);
    snprintf(chain, BODY_FACTS_CHAIN, "%s", b.data);
    strbuf_free(&b);
}

/* blockIdx, gridDim, blockDim or threadIdx read where the scan is. */
static void read_position(Scan *s, const char *word)
{
    BodyFacts *f = s->facts;
    bool *flag = strcmp(word, "blockIdx") == 0   ? &f->uses_block_idx
                 : strcmp(word, "gridDim") == 0  ? &f->uses_grid_dim
                 : strcmp(word, "blockDim") == 0 ? &f->uses_block_dim
                 : strcmp(word, "threadIdx") == 0 ? &f->uses_thread_idx
                                                  : NULL;
    if (!flag || !counts(s))
        return;
    *flag = true;
    if (s->macro && s->depth == 0) {
        bool *own = flag == &f->uses_block_idx  ? &f->macro_block_idx
                    : flag == &f->uses_grid_dim ? &f->macro_grid_dim
                    : flag == &f->uses_block_dim ? &f->macro_block_dim
                                                 : &f->macro_thread_idx;
        *own = true;
    }
    char what[64];
    snprintf(what, sizeof what, "reads %s", word);
    record_chain(s, flag == &f->uses_thread_idx ? f->thread_idx_chain : f->block_place_chain, NULL, what);
}

/* Flag i of `count` (made, all clear, on first use). */
static bool *visited_flag(bool **flags, int count, int i)
{
    assert(0 <= i && i < count);
    if (!*flags)
        *flags = xcalloc((size_t)count + 1, sizeof **flags);
    return &(*flags)[i];
}

/* Function i's flag: the root's is set from the start. */
static bool *function_visited(Scan *s, int i)
{
    if (!s->visited) {
        visited_flag(&s->visited, s->program->function_count, i);
        if (s->root >= 0)
            s->visited[s->root] = true;
    }
    return visited_flag(&s->visited, s->program->function_count, i);
}

/* The function definition a body stands in (a lambda's body: the
 * function around the lambda, whose locals it may capture); the body
 * itself where there is none. */
static TSNode function_around(TSNode body)
{
    TSNode function = node_ancestor_of_type(body, "function_definition");
    return ts_node_is_null(function) ? body : function;
}

/* Walks a body found by following a call of `name`. */
static void follow(Scan *s, const char *name, const Source *src, TSNode body, bool *visited, int fn)
{
    if (*visited)
        return;
    *visited = true;
    int saved_fn = s->fn;
    s->fn = fn;
    const Source *saved_src = s->src;
    const char *saved_macro = s->macro;
    if (s->depth < STACK_MAX)
        s->stack[s->depth] = name;
    TSNode saved_params = s->template_params, saved_scope = s->scope;
    s->depth++;
    s->src = src;
    s->macro = NULL;
    s->template_params = template_params_of(body);
    s->scope = function_around(body);
    node_walk(body, visit, s);
    s->depth--;
    s->src = saved_src;
    s->macro = saved_macro;
    s->template_params = saved_params;
    s->scope = saved_scope;
    s->fn = saved_fn;
}

static bool expand_macros(Scan *s, const char *name);

static bool is_param(const MacroDef *m, const char *word)
{
    for (int i = 0; i < m->param_count; i++)
        if (strcmp(m->params[i], word) == 0)
            return true;
    return false;
}

/* A name of the root body's own (or of a macro it uses) that begins with
 * dp_: the first is kept, with where the body names it. */
/* Whether identifier `id` names the function of a call (f in f(x)):
 * generated code declares variables, never functions, so a function of
 * the user's may begin with dp_. */
static bool names_called_function(TSNode id)
{
    TSNode call = parents_of(id);
    return node_is(call, "call_expression") && node_same(node_named_child(call, 0), id);
}

static void note_reserved_name(Scan *s, TSNode at, const char *word)
{
    BodyFacts *f = s->facts;
    if (!ts_node_is_null(f->reserved_name) || strncmp(word, "dp_", 3) != 0)
        return;
    f->reserved_name = at;
    snprintf(f->reserved_text, sizeof f->reserved_text, "%s", word);
}

/* Definition d of a macro the body names: its text runs there. Read as
 * words (comments and strings skipped), once a scan: the position it
 * reads, the functions and macros it calls. */
static void expand_definition(Scan *s, int d)
{
    bool *visited = visited_flag(&s->visited_macro, s->program->macros.count, d);
    if (*visited)
        return;
    *visited = true;
    const MacroDef *m = &s->program->macros.defs[d];
    const char *saved = s->macro;
    if (!s->macro)
        s->macro = m->name;
    const char *text = m->body;
    if (strstr(text, "<<<")) {
        s->facts->launches = true;
        record_chain(s, s->facts->runtime_chain, NULL, "launches a kernel");
    }
    size_t len = strlen(text), pos = 0, start, wlen;
    while (text_next_identifier(text, len, &pos, &start, &wlen)) {
        char *word = xstrndup(text + start, wlen);
        size_t next = pos;
        while (next < len && (text[next] == ' ' || text[next] == '\t'))
            next++;
        if (s->depth == 0 && !is_param(m, word))
            note_reserved_name(s, s->macro_use, word);
        if (strcmp(word, "__shared__") == 0 && counts(s))
            s->facts->uses_shared = true;
        else if (expand_macros(s, word))
            ;
        else if (next < len && text[next] == '(' && !is_keyword(word) && !is_param(m, word))
            consider_call(s, word, false);
        else
            read_position(s, word);
        free(word);
    }
    s->macro = saved;
}

/* Every definition of the macro `name` (dpopt does not know which one
 * the preprocessor keeps); false when it is no macro. */
static bool expand_macros(Scan *s, const char *name)
{
    const MacroTable *t = &s->program->macros;
    size_t n = strlen(name);
    int d = macros_find(t, name, n, -1);
    for (; d >= 0; d = macros_find(t, name, n, d))
        expand_definition(s, d);
    return macros_find(t, name, n, -1) >= 0;
}

/* A call of `name` where the scan is: what it does, followed into every
 * body of that name, in the file or a header; a free function's (not a
 * `member` call's) the CUDA toolkit declares a builtin reads nothing
 * (model/toolkit.h). */
static void consider_call(Scan *s, const char *name, bool member)
{
    const Program *p = s->program;
    BodyFacts *f = s->facts;
    bool own = counts(s);
    if (expand_macros(s, name))
        return;
    if (model_is_cuda_api_name(name)) {
        char what[BODY_FACTS_CHAIN];
        snprintf(what, sizeof what, "calls %s", name);
        record_chain(s, f->runtime_chain, NULL, what);
        if (model_is_error_query(name))
            record_chain(s, f->error_query_chain, NULL, what);
    }
    if (model_is_launch_call(name))
        f->launches |= own;
    if (strncmp(name, "__syncthreads", 13) == 0)
        f->uses_syncthreads |= own;
    else if (is_warp_op(name))
        f->uses_warp_ops |= own;
    else if (strcmp(name, "cudaMalloc") == 0 || strcmp(name, "malloc") == 0)
        f->uses_device_malloc |= own;
    else if (strcmp(name, "cudaFree") == 0 || strcmp(name, "free") == 0)
        f->uses_device_free |= own;
    const char *bare = strncmp(name, "::", 2) == 0 ? name + 2 : strncmp(name, "std::", 5) == 0 ? name + 5 : name;
    if (model_is_runtime_api(bare) || body_facts_is_intrinsic(bare))
        return;
    bool seen = false;
    int first, matching = model_functions_matching(p, name, &first);
    for (int k = first; k < first + matching; k++) {
        int i = p->by_bare_name[k].fn;
        const Function *fn = &p->functions[i];
        if (!fn->is_definition)
            continue;
        seen = true;
        follow(s, fn->name, p->src, fn->body, function_visited(s, i), i);
    }
    for (int i = 0; i < p->header_function_count; i++) {
        const HeaderFunction *fn = &p->header_functions[i];
        if (!model_names_match(fn->name, name))
            continue;
        if (fn->has_error) {
            record_chain(s, f->unseen_chain, name, "dpopt cannot parse in its header");
            continue;
        }
        seen = true;
        follow(s, fn->name, p->headers[fn->header].src, fn->body,
               visited_flag(&s->visited_header, p->header_function_count, i), -1);
    }
    if (!seen && !member && toolkit_is_builtin(p, name))
        return;
    if (!seen)
        record_chain(s, f->unseen_chain, name, "dpopt cannot see");
}


typedef struct DeclSearch {
    const Source *src;
    const char *name;
    bool found;
} DeclSearch;

static bool find_declaration(TSNode node, void *ctx)
{
    DeclSearch *d = ctx;
    if (d->found)
        return false;
    if (node_is(node, "declaration") || node_is(node, "parameter_declaration")) {
        for (uint32_t i = 0; i < node_named_child_count(node); i++) {
            TSNode id = declares_identifier(node_named_child(node, i));
            d->found = d->found || (!ts_node_is_null(id) && node_is(id, "identifier") && node_text_is(d->src, id, d->name));
        }
    }
    return !d->found;
}

/* Whether a declaration in `body` (a variable, a lambda's parameter)
 * names `name` again, which may hide the function's parameter. */
static bool body_declares(const Source *src, TSNode body, const char *name)
{
    DeclSearch d = {src, name, false};
    node_walk(body, find_declaration, &d);
    return d.found;
}

/* A name for the stack, kept until the scan ends. */
static const char *kept_name(Scan *s, char *name)
{
    ARRAY_PUSH(s->names, s->name_count, s->name_cap, name);
    return name;
}

/* The index in the template parameter list of the walked function of the
 * type parameter that `id`'s object is declared with (`F f`, `const F
 * &f`: one of the function's parameters, no declaration in its body
 * naming it again), or -1. */
static int template_param_of_object(const Scan *s, TSNode id)
{
    if (s->fn < 0 || ts_node_is_null(s->template_params))
        return -1;
    const Function *fn = &s->program->functions[s->fn];
    char *name = node_text(s->src, id);
    char *type = NULL;
    for (int k = 0; k < fn->param_count && !type; k++)
        if (strcmp(fn->params[k].name, name) == 0)
            type = model_plain_type(fn->params[k].type);
    int index = -1;
    for (uint32_t i = 0; type && index < 0 && i < node_named_child_count(s->template_params); i++) {
        TSNode param = node_named_child(s->template_params, i);
        if ((node_is(param, "type_parameter_declaration") || node_is(param, "optional_type_parameter_declaration")) &&
            node_text_is(s->src, node_child_of_type(param, "type_identifier"), type))
            index = (int)i;
    }
    if (index >= 0 && body_declares(s->src, fn->body, name))
        index = -1;
    free(type);
    free(name);
    return index;
}

/* The operator()s of class c, defined in its body or out of it in the
 * file, followed as `name`'s; false when it has none dpopt sees. */
static bool follow_functor_class(Scan *s, const char *name, int c)
{
    const Program *p = s->program;
    const ClassDef *cls = &p->classes[c];
    const Source *src = cls->header < 0 ? p->src : p->headers[cls->header].src;
    bool *visited = visited_flag(&s->visited_class, p->class_count, c);
    if (*visited)
        return true;
    bool seen = false;
    TSNode members = node_child_of_type(cls->node, "field_declaration_list");
    for (uint32_t i = 0; i < node_named_child_count(members); i++) {
        TSNode member = node_named_child(members, i);
        if (node_is(member, "template_declaration"))
            member = node_child_of_type(member, "function_definition");
        TSNode body = ts_node_is_null(member) ? member : node_child_of_type(member, "compound_statement");
        TSNode declarator = ts_node_is_null(body) ? body : node_child_of_type(member, "function_declarator");
        if (ts_node_is_null(declarator) || !node_is(node_named_child(declarator, 0), "operator_name"))
            continue;
        char *op = node_text(src, node_named_child(declarator, 0));
        text_drop_word(op, "operator");
        bool call = strchr(op, '(') != NULL;
        free(op);
        if (!call)
            continue;
        seen = true;
        uint32_t line = source_pos(src, ts_node_start_byte(member)).line;
        const char *where = kept_name(s, cls->header < 0 ? strbuf_format("%s (%s::operator() at line %u)", name, cls->name, line)
                                                       : strbuf_format("%s (%s::operator() at %s:%u)", name, cls->name,
                                                                       p->headers[cls->header].path, line));
        bool once = false;
        follow(s, where, src, body, &once, -1);
    }
    char *qualified = strbuf_format("%s::operator()", cls->name);
    for (int i = 0; i < p->function_count; i++) {
        const Function *fn = &p->functions[i];
        if (!fn->is_definition || strcmp(fn->name, qualified) != 0)
            continue;
        seen = true;
        uint32_t line = source_pos(p->src, ts_node_start_byte(fn->node)).line;
        follow(s, kept_name(s, strbuf_format("%s (%s at line %u)", name, qualified, line)), p->src, fn->body,
               function_visited(s, i), i);
    }
    free(qualified);
    *visited = seen;
    return seen;
}

/* The operator()s of the type `argument` names (a template argument as
 * written or deduced): of every class of that name. */
static bool follow_functor(Scan *s, const char *name, const char *argument)
{
    char *type = model_plain_type(argument);
    if (!type)
        return false;
    char *open = strchr(type, '<');
    if (open)
        *open = '\0';
    const char *bare = type;
    for (const char *c = strstr(type, "::"); c; c = strstr(c + 2, "::"))
        bare = c + 2;
    bool seen = false, all = true;
    for (int c = 0; c < s->program->class_count; c++)
        if (strcmp(s->program->classes[c].name, bare) == 0) {
            bool found = follow_functor_class(s, name, c);
            seen = true;
            all = all && found;
        }
    free(type);
    return seen && all;
}

/* Template argument `index` of "<A, B<C, D>>", or NULL. */
static char *template_argument(const char *args, int index)
{
    if (!args || args[0] != '<')
        return NULL;
    int depth = 0, at = 0;
    const char *start = args + 1;
    for (const char *c = args + 1; *c; c++) {
        depth += (*c == '<' || *c == '(' || *c == '[' || *c == '{') - (*c == '>' || *c == ')' || *c == ']' || *c == '}');
        if ((*c == ',' && depth == 0) || depth < 0) {
            if (at == index)
                return text_trimmed(start, (size_t)(c - start));
            at++;
            start = c + 1;
            if (depth < 0)
                break;
        }
    }
    return NULL;
}

/* A call of `f(...)`, f an object of template parameter type the walked
 * kernel takes: what the operator() of each type the file's launches of
 * the kernel give that parameter does, and the body of each lambda they
 * pass there; a launch whose type dpopt cannot read, or a type whose
 * operator() it cannot see, leaves the call unseen. The union over the
 * file's launches is what any one of them runs and more. False when `id`
 * is no such object. */
static bool follow_template_call(Scan *s, TSNode id)
{
    int index = template_param_of_object(s, id);
    if (index < 0)
        return false;
    const Program *p = s->program;
    const Function *kernel = &p->functions[s->fn];
    char *name = node_text(s->src, id);
    int param = -1;
    for (int k = 0; k < kernel->param_count && param < 0; k++)
        if (strcmp(kernel->params[k].name, name) == 0)
            param = k;
    bool unseen = !(kernel->spaces & SPACE_GLOBAL), any = false;
    for (int i = 0; i < p->launch_count && !unseen; i++) {
        const LaunchSite *site = &p->launches[i];
        if (site->callee_fn != s->fn)
            continue;
        any = true;
        TSNode arg = param >= 0 ? model_launch_lambda(p, site, param) : (TSNode){0};
        char *type = template_argument(site->template_args, index);
        if (type) {
            unseen = !follow_functor(s, name, type);
        } else if (!site->template_args && !ts_node_is_null(arg)) {
            uint32_t line = source_pos(p->src, ts_node_start_byte(arg)).line;
            follow(s, kept_name(s, strbuf_format("%s (the lambda at line %u)", name, line)), p->src,
                   node_child_of_type(arg, "compound_statement"), visited_flag(&s->visited_lambda, p->launch_count, i),
                   -1);
        } else {
            unseen = true;
        }
        free(type);
    }
    if (unseen || !any)
        record_chain(s, s->facts->unseen_chain, name, "dpopt cannot see");
    free(name);
    return true;
}

static bool identifier_is(const Source *src, TSNode node, const char *name)
{
    return (node_is(node, "identifier") || node_is(node, "field_identifier")) && node_text_is(src, node, name);
}

/* A call of cooperative groups' thread_block: the reads and the barrier
 * it makes. False when it is none. */
static bool visit_block_group(Scan *s, TSNode node)
{
    BlockGroupUse u = block_group_call(s->program, s->src, node);
    if (!u.known)
        return false;
    BodyFacts *f = s->facts;
    if (s->depth == 0 && !s->macro && ts_node_is_null(f->block_group))
        f->block_group = node;
    if (s->depth == 0 && !s->macro && u.tile && u.creates && ts_node_is_null(f->group_tile))
        f->group_tile = node;
    f->uses_syncthreads |= u.syncs && counts(s);
    f->uses_grid_sync |= u.grid_syncs && counts(s);
    f->uses_warp_ops |= u.warp_op && counts(s);
    if (u.reads_block_idx)
        read_position(s, "blockIdx");
    if (u.reads_block_dim)
        read_position(s, "blockDim");
    if (u.reads_thread_idx)
        read_position(s, "threadIdx");
    if (u.reads_grid_dim)
        read_position(s, "gridDim");
    return true;
}

static void visit_call(Scan *s, TSNode node)
{
    const Source *src = s->src;
    BodyFacts *f = s->facts;
    if (visit_block_group(s, node))
        return;
    TSNode fn = node_named_child(node, 0);
    if (node_is(fn, "template_function"))
        fn = node_named_child(fn, 0);
    if (node_is(fn, "primitive_type") || node_is(fn, "lambda_expression") ||
        (node_is(fn, "identifier") && names_template_type(s, fn)))
        return; /* a cast; a lambda called where it is written, whose body the walk reads */
    if (node_is(fn, "identifier") && follow_template_call(s, fn))
        return;
    char *name = NULL;
    bool member = node_is(fn, "field_expression");
    if (member) {
        TSNode field = node_child_of_type(fn, "field_identifier");
        name = ts_node_is_null(field) ? node_text(src, fn) : node_text(src, field);
        /* cooperative groups: block.sync() / grid.sync() */
        char *object = node_text(src, node_named_child(fn, 0));
        if (strcmp(name, "sync") == 0) {
            if (strstr(object, "grid"))
                f->uses_grid_sync |= counts(s);
            else
                f->uses_syncthreads |= counts(s);
            free(object);
            free(name);
            return;
        }
        free(object);
    } else {
        name = node_text(src, fn);
    }
    consider_call(s, name, member);
    free(name);
}

/* Whether identifier `id` (no macro) names what no code dpopt reads
 * defines: no declaration of the program or of the function around it, no
 * builtin. A function called by that name is consider_call's (an unseen
 * function), a qualified name's parts are a namespace's or a class's. */
static bool names_unseen(Scan *s, TSNode id, const char *word)
{
    TSNode parent = parents_of(id);
    if (names_called_function(id) || node_is(parent, "qualified_identifier") ||
        node_is(parent, "template_function") || node_is(parent, "template_method"))
        return false;
    size_t n = strlen(word);
    if (model_declares(s->program, word, n) || model_is_builtin_name(word, n))
        return false;
    if (!s->scope_names)
        s->scope_names = scope_names_new();
    return !scope_names_declares(s->scope_names, s->src, s->scope, word, n);
}

/* A name defined where dpopt did not read (a header it did not find, a -D
 * it was not given): it may be a macro reading the thread's or block's
 * place, `threadIdx.x & 31` for all dpopt knows, which it cannot rename
 * in a copy of the body, as a macro's reads; counted as a macro's are, in
 * the root's own body too. */
static void read_unseen_name(Scan *s, const char *word)
{
    BodyFacts *f = s->facts;
    f->uses_block_idx = f->uses_grid_dim = f->uses_block_dim = f->uses_thread_idx = true;
    if (s->depth == 0 && !s->macro)
        f->macro_block_idx = f->macro_grid_dim = f->macro_block_dim = f->macro_thread_idx = true;
    char what[BODY_FACTS_CHAIN];
    snprintf(what, sizeof what, "names %s, which no file dpopt read defines (it may read blockIdx or threadIdx)",
             word);
    if (!f->block_place_chain[0])
        snprintf(f->block_place_chain, BODY_FACTS_CHAIN, "%s", what);
    if (!f->thread_idx_chain[0])
        snprintf(f->thread_idx_chain, BODY_FACTS_CHAIN, "%s", what);
}

static bool visit(TSNode node, void *ctx)
{
    Scan *s = ctx;
    const Source *src = s->src;
    BodyFacts *f = s->facts;
    const char *type = node_type(node);
    if (node_type_is(type, "identifier") || node_type_is(type, "field_identifier")) {
        char *word = node_text(src, node);
        if (s->depth == 0 && !s->macro && node_type_is(type, "identifier") && !names_called_function(node))
            note_reserved_name(s, node, word);
        if (!s->macro)
            s->macro_use = node;
        if (node_type_is(type, "identifier") && expand_macros(s, word))
            ;
        else if (identifier_is(src, node, "blockIdx") || identifier_is(src, node, "gridDim") ||
                 identifier_is(src, node, "blockDim") || identifier_is(src, node, "threadIdx"))
            read_position(s, word);
        else if (node_type_is(type, "identifier") && names_unseen(s, node, word))
            read_unseen_name(s, word);
        free(word);
    } else if (node_type_is(type, "gnu_asm_expression")) {
        /* It may read the place of the thread or block from the special
         * registers: to whatever renames them, both. */
        f->uses_asm |= s->depth == 0;
        record_chain(s, f->block_place_chain, NULL, "uses inline assembly");
        record_chain(s, f->thread_idx_chain, NULL, "uses inline assembly");
    } else if (node_type_is(type, "type_qualifier") && node_text_is(src, node, "__shared__"))
        f->uses_shared |= counts(s);
    else if (node_type_is(type, "new_expression"))
        f->uses_device_malloc |= counts(s);
    else if (node_type_is(type, "delete_expression"))
        f->uses_device_free |= counts(s);
    else if (node_type_is(type, "call_expression")) {
        if (!ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
            f->launches |= counts(s);
            if (s->depth > 0)
                record_chain(s, f->runtime_chain, NULL, "launches a kernel");
            /* The child's body is its own grid: arguments only. */
            TSNode args = node_child_of_type(node, "argument_list");
            if (!ts_node_is_null(args))
                node_walk(args, visit, ctx);
            return false;
        }
        visit_call(s, node);
    }
    return true;
}

static Scan scan_start(const Program *program, BodyFacts *facts, bool root_counts)
{
    Scan s = {0};
    s.program = program;
    s.src = program->src;
    s.facts = facts;
    s.root = -1;
    s.fn = -1;
    s.root_counts = root_counts;
    return s;
}

static void scan_end(Scan *s)
{
    free(s->visited);
    free(s->visited_header);
    free(s->visited_macro);
    free(s->visited_class);
    free(s->visited_lambda);
    scope_names_free(s->scope_names);
    for (int i = 0; i < s->name_count; i++)
        free(s->names[i]);
    free(s->names);
}

static BodyFacts scan_root(const Program *program, int function, bool root_counts)
{
    BodyFacts facts = {0};
    if (function < 0 || !program->functions[function].is_definition)
        return facts;
    facts.known = true;
    Scan s = scan_start(program, &facts, root_counts);
    s.root = function;
    s.fn = function;
    s.template_params = template_params_of(program->functions[function].body);
    s.scope = function_around(program->functions[function].body);
    node_walk(program->functions[function].body, visit, &s);
    scan_end(&s);
    return facts;
}

/* A function's facts, found once per program and kept in its memo
 * (model/memo.h): the plan asks them of the launching kernel and of the
 * child at every site, and a kernel of a thousand launches would otherwise
 * be scanned a thousand times. Two kinds: [1] with the function's own body
 * counted (body_facts), [0] through the functions it calls only
 * (body_facts_of_callees). */
typedef struct FactsMemo {
    BodyFacts *facts[2];
    bool *known[2];
} FactsMemo;

static void facts_memo_free(void *result)
{
    FactsMemo *m = result;
    for (int kind = 0; kind < 2; kind++) {
        free(m->facts[kind]);
        free(m->known[kind]);
    }
    free(m);
}

static FactsMemo *facts_memo(const Program *program)
{
    FactsMemo *m = memo_find(program, MEMO_BODY_FACTS);
    if (m)
        return m;
    m = xcalloc(1, sizeof *m);
    for (int kind = 0; kind < 2; kind++) {
        m->facts[kind] = xcalloc((size_t)program->function_count + 1, sizeof *m->facts[kind]);
        m->known[kind] = xcalloc((size_t)program->function_count + 1, sizeof *m->known[kind]);
    }
    return memo_keep(program, MEMO_BODY_FACTS, m, facts_memo_free);
}

static BodyFacts remembered(const Program *program, int function, bool root_counts)
{
    if (function < 0 || function >= program->function_count)
        return scan_root(program, function, root_counts);
    FactsMemo *m = facts_memo(program);
    if (!m->known[root_counts][function]) {
        m->facts[root_counts][function] = scan_root(program, function, root_counts);
        m->known[root_counts][function] = true;
    }
    return m->facts[root_counts][function];
}

BodyFacts body_facts(const Program *program, int function) { return remembered(program, function, true); }

BodyFacts body_facts_of_callees(const Program *program, int function) { return remembered(program, function, false); }

BodyFacts body_facts_of_call(const Program *program, const char *name)
{
    BodyFacts facts = {0};
    facts.known = true;
    Scan s = scan_start(program, &facts, true);
    consider_call(&s, name, false);
    scan_end(&s);
    return facts;
}
