/* Functions that read the place, copied with it handed in
 * (plan/place_helpers.h): whether each can be, and the table of them. */
#include "plan/place_helpers.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "model/toolkit.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"

#define HELPER_DEPTH 64

static const char *const place_names[] = {"blockIdx", "gridDim", "blockDim", "threadIdx"};

unsigned place_copy_renames(PlaceCopy kind)
{
    switch (kind) {
    case PLACE_COPY_FUSED: return PLACE_BLOCK_IDX | PLACE_GRID_DIM | PLACE_BLOCK_DIM;
    case PLACE_COPY_SERIAL: return PLACE_BLOCK_IDX | PLACE_GRID_DIM | PLACE_BLOCK_DIM | PLACE_THREAD_IDX;
    case PLACE_COPY_BLOCK: return PLACE_BLOCK_IDX | PLACE_GRID_DIM;
    default: return 0;
    }
}

const char *place_copy_suffix(PlaceCopy kind)
{
    static const char *const suffix[PLACE_COPY_KINDS] = {"place", "thread", "block"};
    return kind < PLACE_COPY_KINDS ? suffix[kind] : "";
}

static unsigned reads_of(const BodyFacts *f)
{
    return (f->uses_block_idx ? PLACE_BLOCK_IDX : 0u) | (f->uses_grid_dim ? PLACE_GRID_DIM : 0u) |
           (f->uses_block_dim ? PLACE_BLOCK_DIM : 0u) | (f->uses_thread_idx ? PLACE_THREAD_IDX : 0u);
}

/* What reads_of counts, read in the text of a macro the body names. */
static unsigned macro_reads_of(const BodyFacts *f)
{
    return (f->macro_block_idx ? PLACE_BLOCK_IDX : 0u) | (f->macro_grid_dim ? PLACE_GRID_DIM : 0u) |
           (f->macro_block_dim ? PLACE_BLOCK_DIM : 0u) | (f->macro_thread_idx ? PLACE_THREAD_IDX : 0u);
}

static unsigned place_bit(const char *word)
{
    for (unsigned i = 0; i < 4; i++)
        if (strcmp(word, place_names[i]) == 0)
            return 1u << i;
    return 0;
}

/* Every definition a call of `name` may reach, in the file and its
 * headers: how many, and the last one's place. */
typedef struct Definition {
    int count;
    bool qualified;      /* one is a member or namespace function ("ns::f") */
    int fn;              /* the file's function, or -1 */
    int header_fn;       /* the header's function, or -1 */
    const Source *src;
    const char *path;
    TSNode body;
} Definition;

static Definition definition_of(const Program *p, const char *name)
{
    Definition d = {.fn = -1, .header_fn = -1};
    int first, matching = model_functions_matching(p, name, &first);
    for (int k = first; k < first + matching; k++) {
        const Function *fn = &p->functions[p->by_bare_name[k].fn];
        if (!fn->is_definition)
            continue;
        d.count++;
        d.qualified |= strstr(fn->name, "::") != NULL;
        d.fn = p->by_bare_name[k].fn;
        d.src = p->src;
        d.path = p->src->path;
        d.body = fn->body;
    }
    for (int i = 0; i < p->header_function_count; i++) {
        const HeaderFunction *fn = &p->header_functions[i];
        if (fn->has_error || !model_names_match(fn->name, name))
            continue;
        d.count++;
        d.qualified |= strstr(fn->name, "::") != NULL;
        d.header_fn = i;
        d.src = p->headers[fn->header].src;
        d.path = p->headers[fn->header].path;
        d.body = fn->body;
    }
    return d;
}

static BodyFacts facts_of(const Program *p, const Definition *d, const char *name)
{
    return d->fn >= 0 && d->count == 1 ? body_facts(p, d->fn) : body_facts_of_call(p, name);
}

typedef struct Walk {
    const Program *p;
    unsigned renamed;       /* what the copies hand in */
    bool serial;            /* copies run by other threads (PLACE_COPY_SERIAL) */
    uint32_t before;        /* a function of the file must be defined before this (the kernel) */
    bool collect;           /* building the table: a function that cannot be copied is left out */
    int kernel;
    RefusalRole who;
    Refusal *refusal;
    PlaceHelpers *found;
    const char *stack[HELPER_DEPTH];
    int depth;
    const Source *src;      /* of the body being walked */
    unsigned handed;        /* what the body reads itself, or hands to the copies it calls */
} Walk;

static void helpers_add(PlaceHelpers *h, const PlaceHelper *one)
{
    if (h->count == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 8;
        h->list = xrealloc(h->list, (size_t)h->cap * sizeof *h->list);
    }
    h->list[h->count++] = *one;
}

const PlaceHelper *place_helper_named(const PlaceHelpers *h, const char *name)
{
    for (int i = 0; h && i < h->count; i++)
        if (strcmp(h->list[i].name, name) == 0)
            return &h->list[i];
    return NULL;
}

/* "blockIdx and threadIdx" */
static void put_reads(StrBuf *b, unsigned reads)
{
    int n = 0, total = __builtin_popcount(reads);
    for (unsigned i = 0; i < 4; i++) {
        if (!(reads & (1u << i)))
            continue;
        strbuf_printf(b, "%s%s", n == 0 ? "" : n == total - 1 ? " and " : ", ", place_names[i]);
        n++;
    }
}

/* Why function `name` (defined at `def`) cannot be copied: detail 0 the
 * function and where, 1 what it reads, 2 why; number its line. */
static void fail(Walk *w, const char *name, const Definition *d, TSNode at, unsigned reads, const char *why)
{
    if (w->collect || w->refusal)
        return;
    const Source *src = d->src ? d->src : w->p->src;
    unsigned line = ts_node_is_null(at) ? 0 : source_pos(src, ts_node_start_byte(at)).line;
    StrBuf b;
    strbuf_init(&b);
    if (src == w->p->src)
        strbuf_printf(&b, "%s (line %u)", name, line);
    else
        strbuf_printf(&b, "%s (%s, line %u)", name, d->path, line);
    Refusal *r = refusal_about(w->p, REFUSAL_HELPER_NOT_COPIED, w->who, w->kernel, (TSNode){0});
    refusal_detail(r, 0, b.data);
    strbuf_free(&b);
    strbuf_init(&b);
    put_reads(&b, reads);
    refusal_detail(r, 1, b.data);
    strbuf_free(&b);
    refusal_detail(r, 2, why);
    r->number = line;
    w->refusal = r;
}

static bool visit(TSNode node, void *ctx);

static void place_helpers_free_list(PlaceHelpers *h)
{
    for (int i = 0; i < h->count; i++)
        free(h->list[i].name);
    free(h->list);
}

/* A macro the body names that reads what the copies hand in: its text is
 * not the body's, so it cannot be renamed. True when it is a macro. In a
 * kernel's own body, the kernel's refusal says so (place_helpers_refusal). */
static bool macro_read(Walk *w, const char *name, TSNode at)
{
    const Program *p = w->p;
    if (macros_find(&p->macros, name, strlen(name), -1) < 0)
        return false;
    BodyFacts facts = body_facts_of_call(p, name);
    unsigned reads = reads_of(&facts) & w->renamed;
    if (reads && w->depth > 0) {
        const char *helper = w->stack[w->depth - 1 < HELPER_DEPTH ? w->depth - 1 : HELPER_DEPTH - 1];
        Definition d = definition_of(p, helper);
        char why[160];
        snprintf(why, sizeof why, "it reads the place through the macro %s (line %u), which dpopt cannot rename", name,
                 source_pos(w->src, ts_node_start_byte(at)).line);
        fail(w, helper, &d, parents_of(d.body), reads, why);
    }
    return true;
}

/* A parameter list a copy can add to: no default arguments, no `...`. */
static bool params_extendable(TSNode declarator)
{
    TSNode list = node_child_of_type(declarator, "parameter_list");
    if (ts_node_is_null(list))
        return false;
    for (uint32_t i = 0; i < ts_node_child_count(list); i++) {
        TSNode param = ts_node_child(list, i);
        if (node_is(param, "optional_parameter_declaration") || node_is(param, "variadic_parameter") ||
            node_is(param, "..."))
            return false;
    }
    return true;
}

/* Walks the body of the function `name` (its copy's), after the checks
 * that it can be copied. */
static void consider(Walk *w, const char *name, TSNode at)
{
    const Program *p = w->p;
    if (macro_read(w, name, at))
        return;
    Definition d = definition_of(p, name);
    if (d.count == 0)
        return; /* an intrinsic, or a function dpopt cannot see (its own refusal) */
    BodyFacts facts = facts_of(p, &d, name);
    unsigned reads = reads_of(&facts) & w->renamed;
    if (!reads)
        return; /* called as written */
    w->handed |= reads;
    for (int i = 0; i < w->depth && i < HELPER_DEPTH; i++)
        if (strcmp(w->stack[i], name) == 0)
            return fail(w, name, &d, d.body, reads, "it calls itself");
    if (place_helper_named(w->found, name))
        return;
    TSNode definition = parents_of(d.body);
    TSNode declarator = node_is(definition, "function_definition") ? node_child_of_type(definition, "function_declarator")
                                                                   : (TSNode){0};
    /* A function template is copied whole, its template head too: its
     * calls keep their template arguments, written or deduced. */
    if (node_is(parents_of(definition), "template_declaration"))
        definition = parents_of(definition);
    TSNode line_at = ts_node_is_null(definition) ? d.body : definition;
    if (d.count > 1)
        return fail(w, name, &d, line_at, reads, "its name has more than one definition");
    if (toolkit_is_builtin(p, name))
        return fail(w, name, &d, line_at, reads, "the CUDA toolkit declares a builtin of its name too");
    if (ts_node_is_null(declarator) || !node_is(node_named_child(declarator, 0), "identifier") || d.qualified ||
        !ts_node_is_null(node_ancestor_of_type(definition, "namespace_definition")) ||
        !ts_node_is_null(node_ancestor_of_type(definition, "field_declaration_list")))
        return fail(w, name, &d, line_at, reads, "it is a member of a class or a namespace");
    if (!params_extendable(declarator))
        return fail(w, name, &d, line_at, reads, "it has default arguments or takes any number of arguments");
    if (d.src == p->src && ts_node_start_byte(definition) >= w->before)
        return fail(w, name, &d, line_at, reads,
                    w->who == ROLE_PARENT ? "it is defined after the kernel" : "it is defined after the child");
    if (strstr(facts.block_place_chain, "inline assembly") || (d.fn >= 0 && facts.uses_asm))
        return fail(w, name, &d, line_at, reads, "it uses inline assembly, which may read the place from the special registers");
    if (facts.runtime_chain[0] || facts.launches)
        return fail(w, name, &d, line_at, reads, "it calls the CUDA runtime or launches a kernel");
    if (w->serial && (facts.uses_syncthreads || facts.uses_shared || facts.uses_warp_ops))
        return fail(w, name, &d, line_at, reads,
                    facts.uses_syncthreads ? "it uses __syncthreads, which a child run by other threads can split at in its own body only"
                    : facts.uses_shared    ? "it declares __shared__ memory, which a child run by other threads can place in its own body only"
                                           : "it uses warp-wide operations, which a child run by other threads runs in its own body only");
    /* Its body: the calls it makes are copied the same way. */
    const Source *saved_src = w->src;
    unsigned saved_handed = w->handed;
    if (w->depth < HELPER_DEPTH)
        w->stack[w->depth] = name;
    w->depth++;
    w->src = d.src;
    w->handed = 0;
    node_walk(d.body, visit, w);
    unsigned own = w->handed; /* what its body reads itself or hands on */
    w->depth--;
    w->src = saved_src;
    w->handed = saved_handed;
    if (w->refusal)
        return;
    if (reads & ~own)
        return fail(w, name, &d, line_at, reads,
                    "it reads the place through a cooperative group or a macro, which dpopt cannot rename");
    if (place_helper_named(w->found, name))
        return; /* found again through a call in its own body's callees (not itself: refused above) */
    PlaceHelper h = {.name = xstrdup(name), .src = d.src, .path = d.path, .definition = definition,
                     .declarator = declarator, .body = d.body, .reads = reads_of(&facts)};
    helpers_add(w->found, &h);
}

/* Whether identifier `id` is the function of the call around it. */
static bool is_called(TSNode id)
{
    TSNode call = parents_of(id);
    return node_is(call, "call_expression") && node_same(node_named_child(call, 0), id);
}

/* The call's function: a plain name is followed, with its template
 * arguments or without; a member or a qualified name that reaches a
 * function reading the place is refused. */
static void visit_callee(Walk *w, TSNode fn)
{
    /* `f(...)`, or `f<T>(...)` of a function template. */
    TSNode plain = node_is(fn, "template_function") ? node_named_child(fn, 0) : fn;
    if (node_is(plain, "identifier")) {
        char *name = node_text(w->src, plain);
        consider(w, name, plain);
        free(name);
        return;
    }
    if (!node_is(fn, "template_function") && !node_is(fn, "field_expression") && !node_is(fn, "qualified_identifier")) {
        node_walk(fn, visit, w);
        return;
    }
    TSNode last = fn;
    if (node_is(fn, "template_function"))
        last = node_named_child(fn, 0);
    else if (node_is(fn, "field_expression")) {
        last = node_child_of_type(fn, "field_identifier");
        node_walk(node_named_child(fn, 0), visit, w);
    }
    while (!ts_node_is_null(last) && node_is(last, "qualified_identifier"))
        last = node_named_child(last, node_named_child_count(last) - 1);
    if (ts_node_is_null(last) || (!node_is(last, "identifier") && !node_is(last, "field_identifier")))
        return;
    char *name = node_text(w->src, last);
    Definition d = definition_of(w->p, name);
    if (d.count) {
        BodyFacts facts = facts_of(w->p, &d, name);
        unsigned reads = reads_of(&facts) & w->renamed;
        w->handed |= reads;
        if (reads)
            fail(w, name, &d, parents_of(d.body), reads, "it is called through an object or a qualified name");
    }
    free(name);
}

static bool visit(TSNode node, void *ctx)
{
    Walk *w = ctx;
    if (w->refusal)
        return false;
    if (node_is(node, "identifier")) {
        char *word = node_text(w->src, node);
        unsigned bit = place_bit(word);
        if (w->depth > 0)
            w->handed |= bit; /* a kernel's own reads are renamed in its body */
        if (!bit && !is_called(node) && !macro_read(w, word, node)) {
            /* A function's name not called: a pointer to it would reach the original. */
            Definition d = definition_of(w->p, word);
            if (d.count) {
                BodyFacts facts = facts_of(w->p, &d, word);
                unsigned reads = reads_of(&facts) & w->renamed;
                if (reads) {
                    char why[96];
                    snprintf(why, sizeof why, "its address is taken at line %u",
                             source_pos(w->src, ts_node_start_byte(node)).line);
                    fail(w, word, &d, parents_of(d.body), reads, why);
                }
            }
        }
        free(word);
        return false;
    }
    if (node_is(node, "call_expression")) {
        TSNode fn = node_named_child(node, 0);
        bool launch = !ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"));
        if (!launch)
            visit_callee(w, fn);
        for (uint32_t i = 1; i < node_named_child_count(node); i++)
            node_walk(node_named_child(node, i), visit, w);
        return false;
    }
    return true;
}

static Walk walk_start(const Program *p, int kernel, RefusalRole who, PlaceCopy kind, PlaceHelpers *found)
{
    Walk w = {.p = p, .renamed = place_copy_renames(kind), .serial = kind == PLACE_COPY_SERIAL, .kernel = kernel,
              .who = who, .found = found, .src = p->src, .before = UINT32_MAX};
    if (kernel >= 0 && !p->functions[kernel].imported_from)
        w.before = ts_node_start_byte(p->functions[kernel].outer);
    return w;
}

Refusal *place_helpers_refusal(const Program *p, int kernel, RefusalRole who, PlaceCopy kind)
{
    BodyFacts callees = body_facts_of_callees(p, kernel);
    unsigned renamed = place_copy_renames(kind);
    unsigned reads = reads_of(&callees) & renamed;
    bool assembly = strstr(callees.block_place_chain, "inline assembly") != NULL;
    if (!reads && !assembly)
        return NULL;
    PlaceHelpers found = {0};
    Walk w = walk_start(p, kernel, who, kind, &found);
    node_walk(p->functions[kernel].body, visit, &w);
    Refusal *r = w.refusal;
    place_helpers_free_list(&found);
    if (r)
        return r;
    /* What no call explains: a macro of its own body, inline assembly. A
     * macro's read is never handed, even where a helper reads the same. */
    if (assembly || (reads & ~w.handed) || (macro_reads_of(&callees) & renamed)) {
        const char *chain = (renamed & PLACE_THREAD_IDX) && !callees.block_place_chain[0] ? callees.thread_idx_chain
                                                                                        : callees.block_place_chain;
        return refusal_detail(refusal_about(p, REFUSAL_CALLEE_READS_PLACE, who, kernel, (TSNode){0}), 0, chain);
    }
    return NULL;
}

PlaceHelpers *place_helpers_find(const Program *p)
{
    PlaceHelpers *h = xcalloc(1, sizeof *h);
    for (int k = 0; k < p->function_count; k++) {
        const Function *fn = &p->functions[k];
        if (!fn->is_definition || !(fn->spaces & SPACE_GLOBAL))
            continue;
        BodyFacts callees = body_facts_of_callees(p, k);
        if (!reads_of(&callees))
            continue;
        Walk w = walk_start(p, k, ROLE_CHILD, PLACE_COPY_SERIAL, h);
        w.collect = true;
        w.serial = false;
        w.before = UINT32_MAX;
        node_walk(fn->body, visit, &w);
    }
    return h;
}

void place_helpers_free(PlaceHelpers *h)
{
    if (!h)
        return;
    place_helpers_free_list(h);
    free(h);
}
