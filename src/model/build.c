/* Builds the Program model with one walk over the syntax tree. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/address_taken.h"
#include "model/callgraph.h"
#include "model/classes.h"
#include "model/deduce.h"
#include "model/file_vars.h"
#include "model/pointer_calls.h"
#include "model/group_names.h"
#include "model/hidden.h"
#include "model/memo.h"
#include "model/model.h"
#include "model/toolkit.h"
#include "model/unseen.h"
#include "syntax/depth.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/specialize.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

typedef struct Builder {
    Program *program;
    const Source *src;
    const char *const *include_dirs;
    int include_dir_count;
    const MacroSet *macros; /* the command line's: they decide the headers' #if groups */
} Builder;

static const char *const runtime_api[] = {
    "cudaMalloc", "cudaFree", "cudaDeviceSynchronize", "cudaStreamCreateWithFlags",
    "cudaStreamDestroy", "cudaGetLastError", "cudaPeekAtLastError", "cudaMemcpyAsync",
    "cudaMemsetAsync", "cudaEventCreateWithFlags", "cudaEventRecord", "cudaEventDestroy",
    "cudaStreamWaitEvent", "cudaGetDevice", "cudaDeviceGetAttribute", "cudaGetParameterBuffer",
    "cudaLaunchDevice", "cudaGetErrorString", "cudaMemcpy", "cudaMemset", "cudaMallocManaged",
    "cudaDeviceSetLimit", "cudaLaunchKernel", "cudaFuncGetAttributes",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "malloc", "free", NULL,
};

bool model_is_runtime_api(const char *name)
{
    for (int i = 0; runtime_api[i]; i++)
        if (strcmp(runtime_api[i], name) == 0)
            return true;
    return false;
}

bool model_is_cuda_api_name(const char *name)
{
    return strncmp(name, "cuda", 4) == 0 && isupper((unsigned char)name[4]);
}

bool model_is_error_query(const char *name)
{
    return strcmp(name, "cudaGetLastError") == 0 || strcmp(name, "cudaPeekAtLastError") == 0;
}

bool model_is_error_query_call(const Source *src, TSNode node)
{
    if (!node_is(node, "call_expression"))
        return false;
    TSNode callee = node_named_child(node, 0), args = ts_node_child_by_field_name(node, "arguments", 9);
    if (!node_is(callee, "identifier") || ts_node_is_null(args) || node_named_child_count(args) != 0)
        return false;
    if (node_named_child_count(node) != 2)
        return false; /* a third child: a launch configuration */
    char *name = node_text(src, callee);
    bool query = model_is_error_query(name);
    free(name);
    return query;
}

bool model_is_error_query_compared(const Source *src, TSNode node, bool parenthesised, bool *equal)
{
    if (parenthesised)
        node = node_unparenthesised(node);
    if (!node_is(node, "binary_expression") || node_named_child_count(node) != 2)
        return false;
    TSNode op = node_operator(node);
    bool is_equal = node_is(op, "==");
    if (!is_equal && !node_is(op, "!="))
        return false;
    for (uint32_t i = 0; i < 2; i++) {
        TSNode query = node_named_child(node, i), other = node_named_child(node, 1 - i);
        if (parenthesised) {
            query = node_unparenthesised(query);
            other = node_unparenthesised(other);
        }
        if (model_is_error_query_call(src, query) && node_is(other, "identifier") &&
            node_text_is(src, other, "cudaSuccess")) {
            *equal = is_equal;
            return true;
        }
    }
    return false;
}

int model_param_name_at(const Param *param)
{
    const char *type = param->type;
    const char *paren = strchr(type, '('), *bracket = strchr(type, '[');
    if (!paren && !bracket)
        return (int)strlen(type);
    if (!paren || strncmp(paren, "(*)", 3) != 0 || (bracket && bracket < paren))
        return -1;
    return (int)(paren - type) + 2;
}

const char *model_space_name(unsigned spaces)
{
    if (spaces & SPACE_GLOBAL)
        return "global";
    if ((spaces & SPACE_HOST) && (spaces & SPACE_DEVICE))
        return "host device";
    if (spaces & SPACE_DEVICE)
        return "device";
    return "host";
}

static const char *unqualified(const char *name)
{
    const char *colon = strrchr(name, ':');
    return colon ? colon + 1 : name;
}

static int by_name_then_order(const void *a, const void *b)
{
    const FunctionName *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->fn > y->fn) - (x->fn < y->fn);
}

/* Program.by_name: every function's index, sorted by name and, among
 * functions of one name, in document order; every lookup is a binary
 * search (a file of thousands of functions looks them up per call). */
static void index_by_name(Program *p)
{
    p->by_name = xmalloc((size_t)(p->function_count + 1) * sizeof *p->by_name);
    for (int i = 0; i < p->function_count; i++)
        p->by_name[i] = (FunctionName){p->functions[i].name, i};
    qsort(p->by_name, (size_t)p->function_count, sizeof *p->by_name, by_name_then_order);
    p->by_bare_name = xmalloc((size_t)(p->function_count + 1) * sizeof *p->by_bare_name);
    for (int i = 0; i < p->function_count; i++)
        p->by_bare_name[i] = (FunctionName){unqualified(p->functions[i].name), i};
    qsort(p->by_bare_name, (size_t)p->function_count, sizeof *p->by_bare_name, by_name_then_order);
}

/* Where the functions of that name start in the index by name. */
static int first_of_name(const Program *p, const char *name)
{
    int lo = 0, hi = p->function_count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (strcmp(p->by_name[mid].name, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The first definition of that name, or else its first declaration. */
static int find_by_name(const Program *p, const char *name)
{
    int found = -1;
    for (int k = first_of_name(p, name); k < p->function_count && strcmp(p->by_name[k].name, name) == 0; k++) {
        if (p->functions[p->by_name[k].fn].is_definition)
            return p->by_name[k].fn;
        if (found < 0)
            found = p->by_name[k].fn;
    }
    return found;
}

/* A member function defined in its class's body, known by its bare name
 * (two classes' `set` are two functions of one name, told apart by their
 * objects). */
static bool in_class_body(TSNode node)
{
    for (TSNode n = parents_of(node); !ts_node_is_null(n); n = parents_of(n))
        if (node_is(n, "field_declaration_list"))
            return true;
    return false;
}

int model_other_definition(const Program *p, int fn)
{
    const char *name = p->functions[fn].name;
    if (in_class_body(p->functions[fn].node))
        return -1;
    for (int k = first_of_name(p, name); k < p->function_count && strcmp(p->by_name[k].name, name) == 0; k++)
        if (p->by_name[k].fn != fn && p->functions[p->by_name[k].fn].is_definition &&
            !in_class_body(p->functions[p->by_name[k].fn].node))
            return p->by_name[k].fn;
    return -1;
}

bool model_names_match(const char *defined, const char *called)
{
    return strcmp(unqualified(defined), unqualified(called)) == 0;
}

int model_functions_matching(const Program *p, const char *called, int *first)
{
    const char *bare = unqualified(called);
    int lo = 0, hi = p->function_count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (strcmp(p->by_bare_name[mid].name, bare) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    int end = lo;
    while (end < p->function_count && strcmp(p->by_bare_name[end].name, bare) == 0)
        end++;
    *first = lo;
    return end - lo;
}

int model_find_function(const Program *p, const char *name)
{
    int found = find_by_name(p, name);
    /* `ns::kernel` names the kernel defined inside `namespace ns`, which the
     * model knows by its unqualified name. */
    const char *colon = strrchr(name, ':');
    if (found < 0 && colon)
        found = find_by_name(p, colon + 1);
    return found;
}

const Param *model_find_param(const Function *fn, const char *name)
{
    for (int k = 0; k < fn->param_count; k++)
        if (strcmp(fn->params[k].name, name) == 0)
            return &fn->params[k];
    return NULL;
}

int model_function_at(const Program *p, uint32_t offset)
{
    for (int i = 0; i < p->function_count; i++) {
        const Function *f = &p->functions[i];
        if (f->is_definition && ts_node_start_byte(f->node) <= offset && offset < node_end_byte(f->node))
            return i;
    }
    return -1;
}

/* --- declarators ------------------------------------------------------- */

/* The function_declarator inside a declarator chain (`int *f(...)` nests it
 * in a pointer_declarator), or a null node. */
static TSNode find_function_declarator(TSNode node)
{
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = node_named_child(node, i);
        if (node_is(child, "function_declarator"))
            return child;
        if (node_is(child, "pointer_declarator") || node_is(child, "reference_declarator")) {
            TSNode inner = find_function_declarator(child);
            if (!ts_node_is_null(inner))
                return inner;
        }
    }
    TSNode none = {0};
    return none;
}

/* The identifier a declarator declares: the innermost identifier-like node
 * in the chain of pointer/reference/array/parenthesised declarators. */
static TSNode declared_name(TSNode node)
{
    if (node_is(node, "identifier") || node_is(node, "field_identifier") ||
        node_is(node, "qualified_identifier") || node_is(node, "destructor_name") ||
        node_is(node, "operator_name"))
        return node;
    uint32_t n = node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = node_named_child(node, i);
        const char *t = node_type(child);
        if (strstr(t, "declarator") || strcmp(t, "identifier") == 0 ||
            strcmp(t, "field_identifier") == 0 || strcmp(t, "qualified_identifier") == 0) {
            TSNode name = declared_name(child);
            if (!ts_node_is_null(name))
                return name;
        }
    }
    TSNode none = {0};
    return none;
}

/* The parameter's type, its name cut out, as the language adjusts it: an
 * array of T is a pointer to T, a function a pointer to the function
 * (`int a[]` is `int *`, `float m[][4]` `float (*)[4]`, `void f(int)`
 * `void (*)(int)`). What dpopt declares from it (records, copies, other
 * kernels' parameters) holds what the kernel receives; written as an array,
 * a record's field would be one, and `int []` declares nothing. */
static void adjusted_type(StrBuf *type, const char *text, uint32_t start, uint32_t end, TSNode name)
{
    uint32_t from = ts_node_start_byte(name), to = node_end_byte(name);
    const char *pointer = "";
    TSNode up = parents_of(name);
    if (node_is(up, "array_declarator") && node_same(node_named_child(up, 0), name)) {
        to = node_end_byte(up); /* the array's first bound goes */
        bool last = true;       /* no bound or parameter list after it: no parentheses needed */
        for (uint32_t i = to; i < end && last; i++)
            last = text[i] == ' ' || text[i] == '\t' || text[i] == '\n';
        pointer = last ? "*" : "(*)";
    } else if (node_is(up, "function_declarator") && node_same(node_named_child(up, 0), name)) {
        pointer = "(*)";
    }
    strbuf_append(type, text + start, from - start);
    strbuf_puts(type, pointer);
    strbuf_append(type, text + to, end - to);
}

static void add_param(Builder *b, Function *fn, TSNode decl)
{
    const char *text = b->src->text;
    uint32_t start = ts_node_start_byte(decl), end = node_end_byte(decl);
    /* A default argument is not part of the type. */
    TSNode eq = node_token_of_type(decl, "=");
    if (!ts_node_is_null(eq))
        end = ts_node_start_byte(eq);
    Param p = {0};
    p.node = decl;
    TSNode name = {0};
    uint32_t n = node_named_child_count(decl);
    for (uint32_t i = 1; i < n && ts_node_is_null(name); i++) {
        TSNode child = node_named_child(decl, i);
        if (ts_node_start_byte(child) >= end)
            break;
        name = declared_name(child);
    }
    if (ts_node_is_null(name)) {
        p.name = xstrdup("");
        p.type = text_trimmed(text + start, end - start);
    } else {
        uint32_t ns = ts_node_start_byte(name), ne = node_end_byte(name);
        p.name = xstrndup(text + ns, ne - ns);
        StrBuf type;
        strbuf_init(&type);
        adjusted_type(&type, text, start, end, name);
        p.type = text_trimmed(type.data, type.len);
        strbuf_free(&type);
    }
    /* Only a kernel's own parameter may be __grid_constant__; the generated
     * records and device functions that take it may not say so. */
    text_drop_word(p.type, "__grid_constant__");
    ARRAY_PUSH(fn->params, fn->param_count, fn->param_cap, p);
}

/* --- functions --------------------------------------------------------- */

static bool in_extern_c(const Source *src, TSNode node)
{
    for (TSNode p = parents_of(node); !ts_node_is_null(p); p = parents_of(p)) {
        if (!node_is(p, "linkage_specification"))
            continue;
        TSNode lang = node_child_of_type(p, "string_literal");
        if (!ts_node_is_null(lang) && node_text_is(src, lang, "\"C\""))
            return true;
    }
    return false;
}

/* Inside `namespace { ... }`: no other file can name it. */
static bool in_anonymous_namespace(TSNode node)
{
    for (TSNode p = parents_of(node); !ts_node_is_null(p); p = parents_of(p))
        if (node_is(p, "namespace_definition") && ts_node_is_null(ts_node_child_by_field_name(p, "name", 4)))
            return true;
    return false;
}

/* Whether the words before a function's declarator keep it a function of
 * its own in nvcc's output: __noinline__. */
static bool prefix_never_inlines(const char *prefix, size_t len)
{
    return text_has_word(prefix, len, "__noinline__") || text_has_word(prefix, len, "noinline");
}

/* Whether a __device__ function (no kernel) defined at `node` may be
 * called from another file: not static, inline, constexpr, a template, a
 * class's member or in an anonymous namespace. */
static bool definition_exported(const char *prefix, size_t len, TSNode node)
{
    return text_has_word(prefix, len, "__device__") && !text_has_word(prefix, len, "__global__") &&
           !text_has_word(prefix, len, "static") && !text_has_word(prefix, len, "inline") &&
           !text_has_word(prefix, len, "__inline__") && !text_has_word(prefix, len, "__forceinline__") &&
           !text_has_word(prefix, len, "constexpr") &&
           ts_node_is_null(node_ancestor_of_type(node, "field_declaration_list")) && !in_anonymous_namespace(node) &&
           !node_is(parents_of(node), "template_declaration");
}

/* Registers a function definition or a function declaration (prototype);
 * returns its index, or -1 when `node` declares no function. */
/* The name a function definition or prototype declares, or a null node
 * when `node` declares no function; `fdecl` gets its declarator. */
static TSNode function_name(TSNode node, TSNode *fdecl)
{
    *fdecl = find_function_declarator(node);
    if (ts_node_is_null(*fdecl))
        return *fdecl;
    return declared_name(node_named_child(*fdecl, 0));
}

static int add_function(Builder *b, TSNode node)
{
    TSNode fdecl;
    TSNode name = function_name(node, &fdecl);
    if (ts_node_is_null(name))
        return -1;
    const char *text = b->src->text;
    Function fn = {0};
    fn.node = node;
    fn.outer = node;
    fn.name = node_text(b->src, name);
    fn.body = node_child_of_type(node, "compound_statement");
    fn.is_definition = !ts_node_is_null(fn.body);

    /* Qualifiers live in the text before the declarator; the grammar spreads
     * them over several node kinds, so read them as words. */
    uint32_t prefix_start = ts_node_start_byte(node);
    uint32_t prefix_len = ts_node_start_byte(fdecl) - prefix_start;
    const char *prefix = text + prefix_start;
    if (text_has_word(prefix, prefix_len, "__global__"))
        fn.spaces |= SPACE_GLOBAL;
    if (text_has_word(prefix, prefix_len, "__device__"))
        fn.spaces |= SPACE_DEVICE;
    if (text_has_word(prefix, prefix_len, "__host__") || !(fn.spaces & (SPACE_GLOBAL | SPACE_DEVICE)))
        fn.spaces |= SPACE_HOST;
    if (fn.spaces & SPACE_GLOBAL)
        fn.spaces = SPACE_GLOBAL;
    fn.is_static = text_has_word(prefix, prefix_len, "static");
    fn.max_registers = text_word_arguments(prefix, prefix_len, "__maxnreg__");
    fn.clusters = text_has_word(prefix, prefix_len, "__cluster_dims__");
    fn.is_extern_c = in_extern_c(b->src, node);
    fn.never_inlined = prefix_never_inlines(prefix, prefix_len);
    fn.exported = fn.is_definition && definition_exported(prefix, prefix_len, node);

    TSNode bounds = node_child_of_type(node, "launch_bounds");
    if (!ts_node_is_null(bounds)) {
        uint32_t s = ts_node_start_byte(bounds), e = node_end_byte(bounds);
        const char *open = memchr(text + s, '(', e - s);
        if (open) {
            const char *close = text + e - 1;
            fn.launch_bounds = text_trimmed(open + 1, (size_t)(close - open - 1));
        }
    }

    TSNode parent = parents_of(node);
    if (node_is(parent, "template_declaration")) {
        fn.is_template = true;
        fn.outer = parent;
        TSNode tparams = node_child_of_type(parent, "template_parameter_list");
        if (!ts_node_is_null(tparams))
            fn.template_params = node_text(b->src, tparams);
    }

    TSNode params = node_child_of_type(fdecl, "parameter_list");
    uint32_t n;
    TSNode *list = node_named_children_and_comments(params, &n);
    for (uint32_t i = 0; i < n; i++)
        if (node_is(list[i], "parameter_declaration") || node_is(list[i], "optional_parameter_declaration"))
            add_param(b, &fn, list[i]);
    free(list);
    /* `f(void)` has no parameters. */
    if (fn.param_count == 1 && fn.params[0].name[0] == '\0' && strcmp(fn.params[0].type, "void") == 0) {
        free(fn.params[0].name);
        free(fn.params[0].type);
        fn.param_count = 0;
    }
    Program *p = b->program;
    ARRAY_PUSH(p->functions, p->function_count, p->function_cap, fn);
    return p->function_count - 1;
}

/* --- launches and calls ------------------------------------------------ */

/* Splits a callee expression into a name and template arguments. */
static void callee_name(const Source *src, TSNode fn, char **name, char **targs)
{
    *targs = NULL;
    /* `ns::kernel<3>`: the qualified name, its arguments apart. */
    TSNode last = fn;
    while (node_is(last, "qualified_identifier") && ts_node_named_child_count(last) > 0)
        last = node_named_child(last, ts_node_named_child_count(last) - 1);
    if (!node_same(last, fn) && node_is(last, "template_function")) {
        TSNode args = node_child_of_type(last, "template_argument_list");
        if (!ts_node_is_null(args)) {
            *targs = node_text(src, args);
            uint32_t start = ts_node_start_byte(fn), end = ts_node_start_byte(args);
            while (end > start && (src->text[end - 1] == ' ' || src->text[end - 1] == '\t'))
                end--;
            *name = xstrndup(src->text + start, end - start);
            return;
        }
    }
    if (node_is(fn, "template_function")) {
        TSNode args = node_child_of_type(fn, "template_argument_list");
        if (!ts_node_is_null(args))
            *targs = node_text(src, args);
        fn = node_named_child(fn, 0);
    }
    if (node_is(fn, "field_expression")) {
        TSNode field = node_child_of_type(fn, "field_identifier");
        if (!ts_node_is_null(field))
            fn = field;
    }
    *name = node_text(src, fn);
}

static TSNode enclosing_statement(TSNode node)
{
    TSNode stmt = node;
    for (TSNode p = parents_of(node); !ts_node_is_null(p); p = parents_of(p)) {
        if (node_is(p, "compound_statement") || node_is(p, "if_statement") ||
            node_is(p, "for_statement") || node_is(p, "while_statement") ||
            node_is(p, "do_statement") || node_is(p, "case_statement") ||
            node_is(p, "for_range_loop") || node_is(p, "labeled_statement") || node_is(p, "else_clause") ||
            node_is(p, "preproc_if") || node_is(p, "preproc_ifdef") || node_is(p, "preproc_else") ||
            node_is(p, "preproc_elif") || node_is(p, "preproc_elifdef"))
            return stmt;
        stmt = p;
    }
    return stmt;
}

static void add_launch(Builder *b, TSNode call, TSNode syntax, int caller)
{
    Program *p = b->program;
    LaunchSite site = {0};
    site.node = call;
    site.statement = enclosing_statement(call);
    site.caller_fn = caller;
    if (caller >= 0)
        site.branch = branch_of(b->src, call, p->functions[caller].body);
    site.device_side = caller >= 0 && (p->functions[caller].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
    callee_name(b->src, node_named_child(call, 0), &site.callee, &site.template_args);
    site.callee_fn = -1;

    uint32_t n;
    TSNode *config = node_named_children(syntax, &n);
    for (uint32_t i = 0; i < n && i < 4; i++)
        site.config[i] = config[i];
    site.config_count = (int)(n < 4 ? n : 4);
    free(config);
    char **texts[4] = {&site.grid, &site.block, &site.shmem, &site.stream};
    for (int i = 0; i < site.config_count; i++)
        *texts[i] = node_text(b->src, site.config[i]);

    uint32_t arg_count;
    site.arg_nodes = node_named_children(node_child_of_type(call, "argument_list"), &arg_count);
    site.arg_count = (int)arg_count;
    site.args = xcalloc((size_t)site.arg_count, sizeof *site.args);
    for (int i = 0; i < site.arg_count; i++)
        site.args[i] = node_text(b->src, site.arg_nodes[i]);
    ARRAY_PUSH(p->launches, p->launch_count, p->launch_cap, site);
}

static void add_call(Builder *b, TSNode call, int caller)
{
    TSNode fn = node_named_child(call, 0);
    if (!(node_is(fn, "identifier") || node_is(fn, "template_function") ||
          node_is(fn, "qualified_identifier") || node_is(fn, "field_expression")))
        return;
    Call c = {0};
    char *targs;
    callee_name(b->src, fn, &c.callee, &targs);
    free(targs);
    c.caller_fn = caller;
    c.callee_fn = -1;
    c.is_runtime = model_is_runtime_api(c.callee);
    c.node = call;
    Program *p = b->program;
    ARRAY_PUSH(p->calls, p->call_count, p->call_cap, c);
}

/* The file's name in the quotes of `#include "name"`, or NULL (<name>). */
/* The header an #include names, without its quotes or angle brackets;
 * *angle tells which form (`#include <x.h>` is not looked for beside the
 * including file). NULL for a computed include. */
static char *included_name(const Source *src, TSNode include, bool *angle)
{
    TSNode path = node_child_of_type(include, "string_literal");
    *angle = ts_node_is_null(path);
    if (*angle)
        path = node_child_of_type(include, "system_lib_string");
    if (ts_node_is_null(path))
        return NULL;
    char *quoted = node_text(src, path);
    size_t n = strlen(quoted);
    if (n < 2) {
        free(quoted);
        return NULL;
    }
    memmove(quoted, quoted + 1, n - 2);
    quoted[n - 2] = '\0';
    return quoted;
}

static void read_header(Builder *b, const char *name, bool angle, int includer, TSNode include, int depth);

/* What a header holds: its function definitions (whose bodies are not
 * walked here: body_facts reads them) and its own includes,
 * wherever they are (inside #if, namespaces, classes). Its macros are
 * read as text, with the file's (Program.macros). */
typedef struct HeaderWalk {
    Builder *b;
    int header, depth;
} HeaderWalk;

static bool enter_header_launch(TSNode node, void *ctx)
{
    HeaderWalk *w = ctx;
    if (!node_is(node, "call_expression") || ts_node_is_null(node_child_of_type(node, "kernel_call_syntax")))
        return true;
    Program *p = w->b->program;
    HeaderLaunch l = {w->header, NULL, node};
    char *targs = NULL;
    callee_name(p->headers[w->header].src, node_named_child(node, 0), &l.callee, &targs);
    free(targs);
    ARRAY_PUSH(p->header_launches, p->header_launch_count, p->header_launch_cap, l);
    return true;
}

static bool enter_header_node(TSNode node, void *ctx)
{
    HeaderWalk *w = ctx;
    Builder *b = w->b;
    const Header *h = &b->program->headers[w->header];
    if (!node_is_named(node))
        return true;
    if (node_is(node, "preproc_include")) {
        bool angle;
        char *name = included_name(h->src, node, &angle);
        if (name) {
            read_header(b, name, angle, w->header, node, w->depth + 1);
            free(name);
        }
        return false;
    }
    if (node_is(node, "function_definition")) {
        TSNode fdecl;
        TSNode name = function_name(node, &fdecl);
        TSNode body = node_child_of_type(node, "compound_statement");
        if (!ts_node_is_null(name) && !ts_node_is_null(body)) {
            uint32_t from = ts_node_start_byte(node);
            const char *prefix = h->src->text + from;
            size_t prefix_len = ts_node_start_byte(fdecl) - from;
            HeaderFunction fn = {node_text(h->src, name), w->header, body, ts_node_has_error(node),
                                 prefix_never_inlines(prefix, prefix_len), definition_exported(prefix, prefix_len, node)};
            Program *p = b->program;
            ARRAY_PUSH(p->header_functions, p->header_function_count, p->header_function_cap, fn);
            if (text_has_word(prefix, prefix_len, "__global__") || text_has_word(prefix, prefix_len, "__device__"))
                node_walk(body, enter_header_launch, w);
        }
        return false;
    }
    return true;
}

static void walk_header(Builder *b, int header, int depth)
{
    HeaderWalk w = {b, header, depth};
    node_walk(syntax_root(b->program->headers[header].tree), enter_header_node, &w);
}

/* The header at `path` when it was read already (an include guard or
 * #pragma once, or an include cycle): once is enough to know it. NULL
 * when it was not. */
static Header *header_known(const Program *p, const char *path)
{
    char *real = realpath(path, NULL);
    Header *known = NULL;
    for (int i = 0; i < p->header_count && !known; i++) {
        char *other = realpath(p->headers[i].path, NULL);
        if (real && other ? strcmp(real, other) == 0 : strcmp(p->headers[i].path, path) == 0)
            known = &p->headers[i];
        free(other);
    }
    free(real);
    return known;
}

/* An include guard: `#ifndef G` whose first line inside is `#define G`,
 * with no #else. A header read once takes its group. */
static bool is_include_guard(const Source *src, TSNode group)
{
    if (!node_is(group, "preproc_ifdef") ||
        !ts_node_is_null(ts_node_child_by_field_name(group, "alternative", 11)))
        return false;
    TSNode name = ts_node_child_by_field_name(group, "name", 4);
    TSNode first = ts_node_child(group, 0);
    if (ts_node_is_null(name) || ts_node_is_null(first) || !node_text_is(src, first, "#ifndef"))
        return false;
    TSNode def = parents_next_sibling(name, true);
    if (ts_node_is_null(def) || !node_is(def, "preproc_def"))
        return false;
    TSNode defined = ts_node_child_by_field_name(def, "name", 4);
    uint32_t a = ts_node_start_byte(name), b = ts_node_start_byte(defined);
    uint32_t len = node_end_byte(name) - a;
    return !ts_node_is_null(defined) && node_end_byte(defined) - b == len && memcmp(src->text + a, src->text + b, len) == 0;
}

/* Whether an #include stands at file scope, in no #if group but an
 * include guard. */
static bool include_at_top(const Source *src, TSNode include)
{
    for (TSNode n = parents_of(include); !ts_node_is_null(n); n = parents_of(n)) {
        if (node_is(n, "translation_unit"))
            return true;
        if (!is_include_guard(src, n))
            return false;
    }
    return false;
}

/* An include: a quoted one looked for beside the including file, then in
 * each -I folder and each -isystem folder, as the compiler does; one in
 * angle brackets in the folders only (the compiler's own folders are not
 * read: what they define stays unseen); its own includes too, up to 16
 * deep (a header beyond that stays unknown, so what it defines is unseen). */
static void read_header(Builder *b, const char *name, bool angle, int includer, TSNode include, int depth)
{
    if (depth > 16)
        return;
    const char *from = includer < 0 ? b->src->path : b->program->headers[includer].path;
    const char *slash = strrchr(from, '/');
    bool beside = false;
    StrBuf full;
    strbuf_init(&full);
    Source *src = NULL;
    for (int d = angle ? 0 : -1; d < b->include_dir_count && !src; d++) {
        full.len = 0;
        full.data[0] = '\0';
        if (name[0] != '/') {
            if (d < 0 && slash)
                strbuf_append(&full, from, (size_t)(slash - from) + 1);
            else if (d >= 0)
                strbuf_printf(&full, "%s/", b->include_dirs[d]);
        }
        strbuf_puts(&full, name);
        src = source_load_header(full.data);
        beside = d < 0;
    }
    Source *specialized = src && b->macros ? specialize_source(src, b->macros) : NULL;
    if (specialized) {
        source_free(src);
        src = specialized;
    }
    /* Not found: the compiler's own folders hold it (model/toolkit.h). */
    if (!src && angle) {
        Program *p = b->program;
        bool listed = false;
        for (int i = 0; i < p->toolkit_include_count && !listed; i++)
            listed = strcmp(p->toolkit_includes[i], name) == 0;
        if (!listed) {
            char *copy = xstrdup(name);
            ARRAY_PUSH(p->toolkit_includes, p->toolkit_include_count, p->toolkit_include_cap, copy);
        }
    }
    Header *known = src ? header_known(b->program, full.data) : NULL;
    if (known) {
        known->include_count++;
        source_free(src);
        src = NULL;
    }
    if (src) {
        Header h = {0};
        h.path = xstrdup(full.data);
        h.src = src;
        h.includer = includer;
        h.spelled = xstrdup(name);
        h.include_start = ts_node_start_byte(include);
        h.include_end = node_end_byte(include);
        h.include_at_top = include_at_top(includer < 0 ? b->src : b->program->headers[includer].src, include);
        h.found_beside = beside;
        h.include_count = 1;
        h.tree = syntax_parse(h.src);
        Program *p = b->program;
        ARRAY_PUSH(p->headers, p->header_count, p->header_cap, h);
        int index = p->header_count - 1;
        /* Nesting too deep for the analyses is an error here as in the
         * file: the header's macros and functions may be what a child
         * does, and reading only part of it could miscompile silently. */
        if (!syntax_report_too_deep(p->headers[index].tree))
            walk_header(b, index, depth);
    }
    strbuf_free(&full);
}

/* `#include "x.h"` or `#include <x.h>` in the file. */
static void add_header(Builder *b, TSNode include)
{
    bool angle;
    char *name = included_name(b->src, include, &angle);
    if (name)
        read_header(b, name, angle, -1, include, 0);
    free(name);
}

/* The file's functions, launches, calls, macros and headers, in document
 * order. `current` is the function a node is in: a stack, as definitions
 * nest (a method of a local class). */
typedef struct OpenFunction {
    int index;
    TSNode definition;
} OpenFunction;

typedef struct FileWalk {
    Builder *b;
    OpenFunction *open;
    int depth, cap;
} FileWalk;

static bool enter_file_node(TSNode node, void *ctx)
{
    FileWalk *w = ctx;
    Builder *b = w->b;
    if (!node_is_named(node))
        return true; /* a token: nothing of the model, no named children */
    const char *type = node_type(node);
    if (node_type_is(type, "preproc_include")) {
        add_header(b, node);
        return false;
    }
    int current = w->depth > 0 ? w->open[w->depth - 1].index : -1;
    if (node_type_is(type, "function_definition")) {
        OpenFunction f = {add_function(b, node), node};
        if (f.index >= 0)
            ARRAY_PUSH(w->open, w->depth, w->cap, f);
    } else if (node_type_is(type, "declaration") || node_type_is(type, "field_declaration")) {
        /* A prototype at file, namespace or class scope declares a function;
         * inside a body a declaration is a variable. */
        if (current < 0)
            add_function(b, node);
    } else if (node_type_is(type, "call_expression")) {
        TSNode syntax = node_child_of_type(node, "kernel_call_syntax");
        if (!ts_node_is_null(syntax))
            add_launch(b, node, syntax, current);
        else
            add_call(b, node, current);
    }
    return true;
}

static void leave_file_node(TSNode node, void *ctx)
{
    FileWalk *w = ctx;
    if (w->depth > 0 && node_same(w->open[w->depth - 1].definition, node))
        w->depth--;
}

static void walk(Builder *b, TSNode root)
{
    FileWalk w = {b, NULL, 0, 0};
    node_walk_scoped(root, enter_file_node, leave_file_node, &w);
    free(w.open);
}

/* The macros -D (and -include) define, as the compiler sees them before
 * the file's first line: a name whose state is not known for certain is
 * left out, so that nothing is assumed of it. */
static void add_command_line_macros(MacroTable *table, const MacroSet *macros)
{
    for (int i = 0; macros && i < macros->count; i++) {
        const MacroState *m = &macros->items[i];
        if (!m->defined || !m->known)
            continue;
        StrBuf line; /* `NAME(params)` of -D'NAME(params)=body' stays as it is */
        strbuf_init(&line);
        strbuf_printf(&line, "#define %s %s\n", m->name, m->value ? m->value : "");
        macros_scan(table, MACROS_COMMAND_LINE, line.data, line.len);
        strbuf_free(&line);
    }
}

Program *model_build(const SyntaxTree *tree) { return model_build_with_includes(tree, NULL, 0, NULL); }

Program *model_build_with_includes(const SyntaxTree *tree, const char *const *include_dirs, int include_dir_count,
                                   const MacroSet *macros)
{
    Program *p = xcalloc(1, sizeof *p);
    p->memo = memo_new();
    p->src = tree->src;
    p->tree = tree;
    p->own_len = tree->src->len;
    p->command_line = macros;
    Builder b = {p, tree->src, include_dirs, include_dir_count, macros};
    walk(&b, syntax_root(tree));
    index_by_name(p);
    callgraph_resolve(p);
    /* The one macro table: the command line's, the file's #defines, then
     * its headers'. */
    add_command_line_macros(&p->macros, macros);
    macros_scan(&p->macros, p->src->path, p->src->text, p->src->len);
    for (int i = 0; i < p->header_count; i++)
        macros_scan(&p->macros, p->headers[i].path, p->headers[i].src->text, p->headers[i].src->len);
    model_find_unseen(p);
    model_find_hidden(p);
    model_find_classes(p);
    model_deduce_template_args(p);
    model_find_file_vars(p);
    model_find_pointer_calls(p);
    model_find_address_taken(p);
    model_find_group_names(p);
    return p;
}

void model_free(Program *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        free(fn->name);
        free(fn->imported_from);
        free(fn->name_base);
        free(fn->template_params);
        free(fn->launch_bounds);
        free(fn->max_registers);
        for (int j = 0; j < fn->param_count; j++) {
            free(fn->params[j].name);
            free(fn->params[j].type);
        }
        free(fn->params);
    }
    for (int i = 0; i < p->launch_count; i++) {
        LaunchSite *s = &p->launches[i];
        free(s->callee);
        free(s->template_args);
        free(s->grid);
        free(s->block);
        free(s->shmem);
        free(s->stream);
        free(s->branch.condition);
        for (int j = 0; j < s->arg_count; j++)
            free(s->args[j]);
        free(s->args);
        free(s->arg_nodes);
        free(s->unseen);
    }
    for (int i = 0; i < p->call_count; i++)
        free(p->calls[i].callee);
    for (int i = 0; i < p->class_count; i++)
        free(p->classes[i].name);
    free(p->classes);
    for (int i = 0; i < p->friend_count; i++) {
        free(p->friends[i].name);
        free(p->friends[i].class_name);
    }
    free(p->friends);
    free(p->by_name);
    free(p->by_bare_name);
    for (int i = 0; i < p->file_var_count; i++)
        free(p->file_vars[i]);
    free(p->file_vars);
    for (int i = 0; i < p->group_alias_count; i++)
        free(p->group_aliases[i]);
    free(p->group_aliases);
    for (int i = 0; i < p->header_count; i++) {
        free(p->headers[i].path);
        free(p->headers[i].spelled);
        free(p->headers[i].kept_why);
        syntax_free(p->headers[i].tree);
        source_free(p->headers[i].src);
    }
    for (int i = 0; i < p->header_function_count; i++)
        free(p->header_functions[i].name);
    for (int i = 0; i < p->header_launch_count; i++)
        free(p->header_launches[i].callee);
    free(p->header_launches);
    macros_free(&p->macros);
    for (int i = 0; i < p->hidden_count; i++)
        free(p->hidden[i].name);
    free(p->hidden);
    free(p->headers);
    free(p->header_functions);
    free(p->functions);
    free(p->launches);
    free(p->calls);
    callgraph_free(&p->graph);
    free(p->unseen);
    for (int i = 0; i < p->toolkit_include_count; i++)
        free(p->toolkit_includes[i]);
    free(p->toolkit_includes);
    memo_free(p->memo);
    free(p);
}

const char *model_name_base(const Function *fn) { return fn->name_base ? fn->name_base : fn->name; }
