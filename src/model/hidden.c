#include "model/hidden.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* Runtime functions that launch a kernel, or make a graph node that does,
 * which dpopt does not rewrite (the C++ templates of the same names too). */
static const char *const launch_calls[] = {
    "cudaLaunchKernel", "cudaLaunchKernelEx", "cudaLaunchKernelExC", "cudaLaunchCooperativeKernel",
    "cudaLaunchCooperativeKernelMultiDevice", "cudaGraphLaunch", "cudaGraphAddKernelNode",
    "cudaGraphKernelNodeSetParams", "cudaGraphExecKernelNodeSetParams", "cudaLaunchDevice",
    "cuLaunchKernel", "cuLaunchKernelEx", "cuLaunchCooperativeKernel", NULL,
};

/* Runtime functions that take a kernel only to ask about it or to set its
 * attributes: naming the kernel there launches nothing (the cudaOccupancy
 * functions too, by their prefix). */
static const char *const query_calls[] = {
    "cudaFuncSetAttribute", "cudaFuncGetAttributes", "cudaFuncSetCacheConfig", "cudaFuncSetSharedMemConfig",
    "cudaFuncGetName", NULL,
};

static bool word_in(const char *word, size_t n, const char *const *list)
{
    for (int i = 0; list[i]; i++)
        if (strlen(list[i]) == n && memcmp(list[i], word, n) == 0)
            return true;
    return false;
}

bool model_is_launch_call(const char *name) { return word_in(name, strlen(name), launch_calls); }

static bool word_is(const char *word, size_t n, const char *name)
{
    return strlen(name) == n && memcmp(word, name, n) == 0;
}

/* A `<<<` in code (not in a comment or string). */
static bool has_launch_token(const char *t)
{
    uint32_t n = (uint32_t)strlen(t);
    for (uint32_t i = 0; i < n;) {
        uint32_t past = text_skip_literal(t, n, i);
        if (past > i) {
            i = past;
            continue;
        }
        if (i + 2 < n && t[i] == '<' && t[i + 1] == '<' && t[i + 2] == '<')
            return true;
        i++;
    }
    return false;
}

/* The file's kernels' unqualified names, sorted: what a use of a name, or
 * a macro's text, may hand out to be launched. */
typedef struct KernelNames {
    const char **names;
    int count;
} KernelNames;

static int by_text(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static KernelNames kernel_names_of(const Program *p)
{
    KernelNames k = {xcalloc((size_t)p->function_count + 1, sizeof(char *)), 0};
    for (int i = 0; i < p->function_count; i++) {
        if (!(p->functions[i].spaces & SPACE_GLOBAL))
            continue;
        const char *colon = strrchr(p->functions[i].name, ':');
        k.names[k.count++] = colon ? colon + 1 : p->functions[i].name;
    }
    qsort(k.names, (size_t)k.count, sizeof *k.names, by_text);
    return k;
}

static bool is_kernel_name(const KernelNames *k, const char *word, size_t n)
{
    int lo = 0, hi = k->count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        int c = strncmp(k->names[mid], word, n);
        if (c == 0 && k->names[mid][n] != '\0')
            c = 1;
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

typedef struct Finder {
    Program *program;
    unsigned *kinds;  /* per macro definition: HIDDEN_* bits of its expansion */
    char *state;      /* per definition: 0 not yet, 1 being expanded (a cycle), 2 known */
    unsigned *header_kinds; /* the same per header function, for its body */
    char *header_state;
    int function;
    const KernelNames *kernels;
} Finder;

static unsigned name_kinds(Finder *f, const char *word, size_t n);
static unsigned header_call_kinds(Finder *f, const char *word, size_t n);

/* What a text does: a `<<<`, the runtime calls it names, and what the
 * macros and header functions it names do. */
static unsigned text_kinds(Finder *f, const char *t, size_t len)
{
    char *own = xstrndup(t, len);
    unsigned kinds = has_launch_token(own) ? HIDDEN_LAUNCH : 0;
    free(own);
    size_t pos = 0, start, wlen;
    while (text_next_identifier(t, len, &pos, &start, &wlen)) {
        const char *w = t + start;
        if (word_in(w, wlen, launch_calls))
            kinds |= HIDDEN_LAUNCH;
        else if (word_is(w, wlen, "cudaDeviceSynchronize"))
            kinds |= HIDDEN_SYNC;
        else if (word_is(w, wlen, "cudaMalloc") || word_is(w, wlen, "cudaFree"))
            kinds |= HIDDEN_ALLOC;
        else if (is_kernel_name(f->kernels, w, wlen))
            kinds |= HIDDEN_LAUNCH; /* `#define K ((void *)parent)`: whoever uses it may launch parent */
        else
            kinds |= name_kinds(f, w, wlen) | header_call_kinds(f, w, wlen);
    }
    return kinds;
}

/* What the expansion of definition d does: its text, then the macros it
 * names (each of their definitions). */
static unsigned def_kinds(Finder *f, int d)
{
    if (f->state[d])
        return f->state[d] == 2 ? f->kinds[d] : 0;
    f->state[d] = 1;
    const char *t = f->program->macros.defs[d].body;
    unsigned kinds = text_kinds(f, t, strlen(t));
    f->kinds[d] = kinds;
    f->state[d] = 2;
    return kinds;
}

static unsigned name_kinds(Finder *f, const char *word, size_t n)
{
    unsigned kinds = 0;
    const MacroTable *t = &f->program->macros;
    for (int d = macros_find(t, word, n, -1); d >= 0; d = macros_find(t, word, n, d))
        kinds |= def_kinds(f, d);
    return kinds;
}

/* What the header functions that a call of word[0..n) may reach do, as
 * their bodies' text says (dpopt neither parses them as the file's
 * functions nor rewrites them). 0 where the file defines word itself. */
static unsigned header_call_kinds(Finder *f, const char *word, size_t n)
{
    const Program *p = f->program;
    if (p->header_function_count == 0)
        return 0;
    char *name = xstrndup(word, n);
    unsigned kinds = 0;
    int own = model_find_function(p, name);
    if (own < 0 || !p->functions[own].is_definition) {
        for (int i = 0; i < p->header_function_count; i++) {
            const HeaderFunction *h = &p->header_functions[i];
            if (!model_names_match(h->name, name) || f->header_state[i] == 1)
                continue;
            if (f->header_state[i] == 0) {
                f->header_state[i] = 1;
                const Source *src = p->headers[h->header].src;
                uint32_t s = ts_node_start_byte(h->body), e = node_end_byte(h->body);
                f->header_kinds[i] = text_kinds(f, src->text + s, e - s);
                f->header_state[i] = 2;
            }
            kinds |= f->header_kinds[i];
        }
    }
    free(name);
    return kinds;
}

/* Records a use of the `len` bytes at `name`. */
static void add_use(Finder *f, unsigned kinds, const char *name, size_t len, HiddenSource from, TSNode node)
{
    HiddenUse u = {f->function, kinds, xstrndup(name, len), from, node};
    Program *p = f->program;
    ARRAY_PUSH(p->hidden, p->hidden_count, p->hidden_cap, u);
}

/* The call that `name` is the callee of: `name(...)`, `obj.name(...)`,
 * `ns::name(...)` or `name<T>(...)`; a null node when it is none. */
static TSNode call_of_callee(TSNode name)
{
    TSNode callee = name, call = parents_of(name);
    if (node_is(call, "field_expression") || node_is(call, "qualified_identifier") ||
        node_is(call, "template_function")) {
        callee = call;
        call = parents_of(callee);
    }
    if (!node_is(call, "call_expression") || !node_same(node_named_child(call, 0), callee))
        return (TSNode){0};
    return call;
}

static bool visit(TSNode node, void *ctx)
{
    Finder *f = ctx;
    const Source *src = f->program->src;
    const char *type = node_type(node);
    /* A #define in a body is no invocation. */
    if (node_type_is(type, "preproc_def") || node_type_is(type, "preproc_function_def"))
        return false;
    bool field = node_type_is(type, "field_identifier");
    if (!field && !node_type_is(type, "identifier") && !node_type_is(type, "type_identifier"))
        return true;
    TSNode parent = parents_of(node);
    if (node_is(parent, "preproc_ifdef") || node_is(parent, "preproc_defined"))
        return true;
    TSNode call = call_of_callee(node);
    bool called = !ts_node_is_null(call);
    uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
    const char *word = src->text + s;
    if (called && word_in(word, e - s, launch_calls))
        add_use(f, HIDDEN_LAUNCH, word, e - s, HIDDEN_BY_RUNTIME, call);
    /* A member's name is no macro invocation (a macro is expanded before). */
    unsigned kinds = field ? 0 : name_kinds(f, word, e - s);
    if (kinds)
        add_use(f, kinds, word, e - s, HIDDEN_BY_MACRO, called ? call : node);
    /* A method, a qualified or a template function, or a plain one, that a
     * header defines. */
    kinds = called ? header_call_kinds(f, word, e - s) : 0;
    if (kinds)
        add_use(f, kinds, word, e - s, HIDDEN_BY_HEADER_FUNCTION, call);
    return true;
}

/* --- escapes: a kernel's name used other than as a launch's callee ------ */

typedef struct Escapes {
    Program *program;
    const KernelNames *kernels;
    int shadow_fn;   /* the function whose declared kernel names `shadows` holds; -1 none yet */
    TSNode *shadows;
    int shadow_count, shadow_cap;
} Escapes;

/* The name with what spells it as one function: `ns::k`, `k<int>`. */
static TSNode name_whole(TSNode name)
{
    TSNode up = parents_of(name);
    while (node_is(up, "qualified_identifier") || node_is(up, "template_function")) {
        name = up;
        up = parents_of(up);
    }
    return name;
}

/* The callee's name of a call: `f`, `ns::f`, `f<T>`; "" when none. */
static const char *callee_name(const Source *src, TSNode call, size_t *n)
{
    TSNode f = node_named_child(call, 0);
    while (node_is(f, "qualified_identifier") || node_is(f, "template_function"))
        f = node_is(f, "template_function") ? node_named_child(f, 0)
                                            : node_named_child(f, node_named_child_count(f) - 1);
    *n = 0;
    if (!node_is(f, "identifier"))
        return "";
    uint32_t s = ts_node_start_byte(f);
    *n = node_end_byte(f) - s;
    return src->text + s;
}

static bool is_query_call(const char *word, size_t n)
{
    return word_in(word, n, query_calls) || (n > 13 && memcmp(word, "cudaOccupancy", 13) == 0);
}

/* Whether `whole` (a kernel's name) is an argument of a runtime query,
 * through casts, parentheses and `&`: cudaFuncSetAttribute((void *)k, ...);
 * *setter: that call where it is cudaFuncSetAttribute, else null. */
static bool queried(const Source *src, TSNode whole, TSNode *setter)
{
    *setter = (TSNode){0};
    TSNode up = parents_of(whole);
    while (node_is(up, "cast_expression") || node_is(up, "parenthesized_expression") ||
           node_is(up, "pointer_expression") || node_is(up, "argument_list")) {
        if (node_is(up, "argument_list")) {
            TSNode call = parents_of(up);
            size_t n = 0;
            const char *name = node_is(call, "call_expression") ? callee_name(src, call, &n) : "";
            if (n && is_query_call(name, n)) {
                if (word_is(name, n, "cudaFuncSetAttribute"))
                    *setter = call;
                return true;
            }
            /* reinterpret_cast<const void *>(k), static_cast<...>(k) */
            if (!(n > 5 && memcmp(name + n - 5, "_cast", 5) == 0))
                return false;
            up = call;
        }
        up = parents_of(up);
    }
    return false;
}

/* Whether identifier `id` is the name a declarator declares. */
static bool is_declared_name(TSNode id)
{
    TSNode up = parents_of(id);
    static const char *const declarators[] = {"init_declarator", "declaration", "parameter_declaration",
                                              "optional_parameter_declaration", "pointer_declarator",
                                              "reference_declarator", "array_declarator", "for_range_loop",
                                              "field_declaration", NULL};
    for (int i = 0; declarators[i]; i++)
        if (node_is(up, declarators[i]))
            return node_same(ts_node_child_by_field_name(up, "declarator", 10), id);
    return false;
}

static bool find_shadow(TSNode node, void *ctx)
{
    Escapes *e = ctx;
    if (!node_is(node, "identifier"))
        return true;
    uint32_t at = ts_node_start_byte(node);
    if (is_kernel_name(e->kernels, e->program->src->text + at, node_end_byte(node) - at) && is_declared_name(node))
        ARRAY_PUSH(e->shadows, e->shadow_count, e->shadow_cap, node);
    return false;
}

/* Whether function fn declares a parameter or a local of that name, which
 * the name then means in its body (a tree's `parent` beside a kernel
 * `parent`): the function's own text, scopes taken together. The names a
 * function declares are found once, as its uses come one after another. */
static bool shadowed_in(Escapes *e, int fn, const char *word, size_t n)
{
    if (fn < 0)
        return false;
    const Program *p = e->program;
    if (e->shadow_fn != fn) {
        e->shadow_fn = fn;
        e->shadow_count = 0;
        node_walk(p->functions[fn].node, find_shadow, e);
    }
    for (int i = 0; i < e->shadow_count; i++) {
        uint32_t at = ts_node_start_byte(e->shadows[i]);
        if (node_end_byte(e->shadows[i]) - at == n && memcmp(p->src->text + at, word, n) == 0)
            return true;
    }
    return false;
}

/* Whether cudaFuncSetAttribute call `setter` sets what a launch of a copy
 * of the kernel could do without: the preferred shared memory carveout (a
 * hint), or the largest dynamic shared memory written as a number no
 * larger than the 48 KB every kernel may have anyway. */
static bool attribute_harmless(const Source *src, TSNode setter)
{
    TSNode args = node_child_of_type(setter, "argument_list");
    if (ts_node_is_null(args) || node_named_child_count(args) != 3)
        return false;
    TSNode what = node_named_child(args, 1), value = node_named_child(args, 2);
    if (node_text_is(src, what, "cudaFuncAttributePreferredSharedMemoryCarveout"))
        return true;
    if (!node_text_is(src, what, "cudaFuncAttributeMaxDynamicSharedMemorySize") || !node_is(value, "number_literal"))
        return false;
    char *text = node_text(src, value), *end = NULL;
    unsigned long long bytes = strtoull(text, &end, 0);
    bool small = end != text && strspn(end, "uUlL") == strlen(end) && bytes <= 48ull * 1024;
    free(text);
    return small;
}

/* Records call `setter` (cudaFuncSetAttribute) on every kernel named
 * word[0..n) that has none yet: the first one the file makes that matters
 * to a launch (attribute_harmless). */
static void note_attribute_set(Program *p, const char *word, size_t n, TSNode setter)
{
    if (attribute_harmless(p->src, setter))
        return;
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if ((fn->spaces & SPACE_GLOBAL) && strlen(fn->name) == n && memcmp(fn->name, word, n) == 0 &&
            ts_node_is_null(fn->attribute_set))
            fn->attribute_set = setter;
    }
}

static bool visit_escape(TSNode node, void *ctx)
{
    Escapes *e = ctx;
    Program *p = e->program;
    if (node_is(node, "preproc_def") || node_is(node, "preproc_function_def"))
        return false; /* a macro's body is text (model_hidden_may_launch reads its expansion) */
    if (!node_is(node, "identifier"))
        return true;
    uint32_t s = ts_node_start_byte(node), n = node_end_byte(node) - s;
    const char *word = p->src->text + s;
    if (!is_kernel_name(e->kernels, word, n) || is_declared_name(node))
        return false;
    TSNode parent = parents_of(node);
    if (node_is(parent, "preproc_ifdef") || node_is(parent, "preproc_defined"))
        return false;
    TSNode whole = name_whole(node), up = parents_of(whole);
    if (node_is(up, "function_declarator") && node_same(ts_node_child_by_field_name(up, "declarator", 10), whole))
        return false; /* the kernel's definition or a declaration */
    if (node_is(up, "call_expression") && node_same(node_named_child(up, 0), whole) &&
        !ts_node_is_null(node_child_of_type(up, "kernel_call_syntax")))
        return false; /* a `<<<>>>` launch, which the model has as a site */
    if (node_is(up, "call_expression") && node_same(node_named_child(up, 0), whole))
        return false; /* a call of a function of the same name: a kernel is not called */
    TSNode setter;
    if (queried(p->src, whole, &setter)) {
        if (!ts_node_is_null(setter))
            note_attribute_set(p, word, n, setter);
        return false;
    }
    int fn = model_function_at(p, s);
    if (shadowed_in(e, fn, word, n))
        return false;
    HiddenUse u = {fn, HIDDEN_LAUNCH, xstrndup(word, n), HIDDEN_BY_ESCAPE, node};
    ARRAY_PUSH(p->hidden, p->hidden_count, p->hidden_cap, u);
    return false;
}

/* Every use of a kernel's name, anywhere in the file, that is not a
 * `<<<>>>` launch of it, its definition or a declaration, or an argument of
 * a runtime query (cudaFuncSetAttribute, cudaOccupancy...): dpopt cannot
 * bound where it is launched from there. */
static void find_escapes(Program *p, const KernelNames *kernels)
{
    Escapes e = {p, kernels, -1, NULL, 0, 0};
    if (kernels->count)
        node_walk(ts_tree_root_node(p->tree->tree), visit_escape, &e);
    free(e.shadows);
}

void model_find_hidden(Program *p)
{
    int count = p->macros.count;
    int headers = p->header_function_count;
    KernelNames kernels = kernel_names_of(p);
    Finder f = {p, xcalloc((size_t)count + 1, sizeof(unsigned)), xcalloc((size_t)count + 1, 1),
                xcalloc((size_t)headers + 1, sizeof(unsigned)), xcalloc((size_t)headers + 1, 1), -1, &kernels};
    for (int i = 0; i < p->function_count; i++) {
        if (!p->functions[i].is_definition)
            continue;
        f.function = i;
        node_walk(p->functions[i].body, visit, &f);
    }
    free(f.kinds);
    free(f.state);
    free(f.header_kinds);
    free(f.header_state);
    find_escapes(p, &kernels);
    free(kernels.names);
}

char *model_hidden_where(const Program *p, const HiddenUse *u)
{
    StrBuf b;
    strbuf_init(&b);
    static const char *const kinds[] = {"", "the macro ", "the header function ", "a use of the name "};
    strbuf_printf(&b, "%s%s%s (line %u)", kinds[u->from], u->name,
                  u->from == HIDDEN_BY_ESCAPE ? " that is not a launch" : "",
                  source_pos(p->src, ts_node_start_byte(u->node)).line);
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}

static const HiddenUse *use_in(const Program *p, int fn, unsigned kind)
{
    for (int i = 0; i < p->hidden_count; i++)
        if (p->hidden[i].function == fn && (p->hidden[i].kinds & kind))
            return &p->hidden[i];
    return NULL;
}

/* Depth-first through the calls (not the launches) from fn: the first
 * hidden use of `kind`, with the calls that lead there in `path`. */
static const HiddenUse *search(const Program *p, int fn, unsigned kind, bool *seen, StrBuf *path)
{
    seen[fn] = true;
    const HiddenUse *u = use_in(p, fn, kind);
    if (u)
        return u;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != fn || c->callee_fn < 0 || seen[c->callee_fn])
            continue;
        size_t mark = path->len;
        strbuf_printf(path, "calls %s, which ", p->functions[c->callee_fn].name);
        u = search(p, c->callee_fn, kind, seen, path);
        if (u)
            return u;
        path->len = mark;
        path->data[mark] = '\0';
    }
    return NULL;
}

/* Whether a hidden use of `kind` lies where a call from fn may lead: from
 * device code, in device code only (device code calls no host function; a
 * host function's uses of kernels' names are many in a large file, and the
 * search below goes through every call). */
static bool may_reach_any(const Program *p, int fn, unsigned kind)
{
    unsigned device = SPACE_DEVICE | SPACE_GLOBAL;
    bool from_device = p->functions[fn].spaces & device;
    for (int i = 0; i < p->hidden_count; i++) {
        const HiddenUse *u = &p->hidden[i];
        if ((u->kinds & kind) && u->function >= 0 && (!from_device || (p->functions[u->function].spaces & device)))
            return true;
    }
    return false;
}

char *model_hidden_reached(const Program *p, int fn, unsigned kind, const char *who)
{
    if (fn < 0 || !may_reach_any(p, fn, kind))
        return NULL;
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    StrBuf path;
    strbuf_init(&path);
    const HiddenUse *u = search(p, fn, kind, seen, &path);
    free(seen);
    char *note = NULL;
    if (u) {
        const char *verb = kind == HIDDEN_LAUNCH ? "launches a kernel"
                           : kind == HIDDEN_SYNC ? "waits for its children (cudaDeviceSynchronize)"
                                                 : "allocates or frees device memory (cudaMalloc, cudaFree)";
        char *where = model_hidden_where(p, u);
        StrBuf b;
        strbuf_init(&b);
        if (u->from == HIDDEN_BY_ESCAPE) /* kind is HIDDEN_LAUNCH: an escape is nothing else */
            strbuf_printf(&b, "the %s %smay launch a kernel through %s, where dpopt cannot see the launch", who,
                          path.data, where);
        else
            strbuf_printf(&b, "the %s %s%s through %s, which dpopt %s", who, path.data, verb, where,
                          u->from == HIDDEN_BY_MACRO ? "cannot see into" : "does not rewrite");
        note = strbuf_take(&b);
        strbuf_free(&b);
        free(where);
    }
    strbuf_free(&path);
    return note;
}

/* Whether the expansion of the macro named word[0..n) names `kernel`. */
static bool expansion_names(const MacroTable *t, const char *word, size_t n, const char *kernel, bool *seen)
{
    for (int d = macros_find(t, word, n, -1); d >= 0; d = macros_find(t, word, n, d)) {
        if (seen[d])
            continue;
        seen[d] = true;
        const char *body = t->defs[d].body;
        size_t len = strlen(body), pos = 0, start, wlen;
        while (text_next_identifier(body, len, &pos, &start, &wlen))
            if (word_is(body + start, wlen, kernel) || expansion_names(t, body + start, wlen, kernel, seen))
                return true;
    }
    return false;
}

/* Whether a macro that the text p->src->text[s..e) names expands to a text
 * that names `kernel`. */
static bool names_through_macro(const Program *p, uint32_t s, uint32_t e, const char *kernel)
{
    const char *t = p->src->text + s;
    size_t pos = 0, start, wlen;
    bool *seen = xcalloc((size_t)p->macros.count + 1, sizeof *seen);
    bool named = false;
    while (!named && text_next_identifier(t, e - s, &pos, &start, &wlen))
        named = expansion_names(&p->macros, t + start, wlen, kernel, seen);
    free(seen);
    return named;
}

bool model_hidden_may_launch(const Program *p, const HiddenUse *u, const char *kernel)
{
    if (!(u->kinds & HIDDEN_LAUNCH))
        return false;
    const char *colon = strrchr(kernel, ':');
    kernel = colon ? colon + 1 : kernel;
    if (u->from == HIDDEN_BY_ESCAPE)
        return strcmp(u->name, kernel) == 0;
    uint32_t s = ts_node_start_byte(u->node), e = node_end_byte(u->node);
    if (text_has_word(p->src->text + s, e - s, kernel))
        return true;
    if (u->from == HIDDEN_BY_RUNTIME)
        return names_through_macro(p, s, e, kernel); /* cudaLaunchKernelEx(&cfg, KERNEL, ...) */
    if (u->from == HIDDEN_BY_HEADER_FUNCTION)
        return true; /* its body may name the kernel, or a function that does */
    bool *seen = xcalloc((size_t)p->macros.count + 1, sizeof *seen);
    bool named = expansion_names(&p->macros, u->name, strlen(u->name), kernel, seen);
    free(seen);
    return named;
}
