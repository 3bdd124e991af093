#include "analysis/shared_decls.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/size_expr.h"
#include "model/memo.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

#define MAX_NAMES 16

/* The names the function declares itself: parameters and locals. */
typedef struct OwnNames {
    const Source *src;
    char **names;
    int count;
} OwnNames;

static void own_add(OwnNames *o, char *name)
{
    o->names = xrealloc(o->names, (size_t)(o->count + 1) * sizeof *o->names);
    o->names[o->count++] = name;
}

static bool collect_locals(TSNode node, void *ctx)
{
    OwnNames *o = ctx;
    if (node_is(node, "declaration")) {
        char *names[MAX_NAMES];
        int n = statements_declared_names(o->src, node, names, MAX_NAMES);
        for (int i = 0; i < n; i++)
            own_add(o, names[i]);
    }
    return true;
}

static bool is_own(const OwnNames *o, const Source *src, TSNode id)
{
    for (int i = 0; i < o->count; i++)
        if (node_text_is(src, id, o->names[i]))
            return true;
    return false;
}

typedef struct NameUse {
    const OwnNames *own;
    const Source *src;
    TSNode declared[MAX_NAMES]; /* the identifiers the declaration declares */
    int declared_count;
    bool found;
} NameUse;

/* An identifier in a shared declaration that is one of the function's own
 * names, other than the names it declares: `n` in `int tile[n]`. */
static bool find_own_use(TSNode node, void *ctx)
{
    NameUse *u = ctx;
    if (u->found)
        return false;
    if (!node_is(node, "identifier") || !is_own(u->own, u->src, node))
        return true;
    for (int i = 0; i < u->declared_count; i++)
        if (node_same(u->declared[i], node))
            return true;
    u->found = true;
    return false;
}

static bool names_own(const OwnNames *own, const Source *src, TSNode declaration)
{
    NameUse u = {.own = own, .src = src};
    uint32_t m = node_named_child_count(declaration);
    for (uint32_t j = 0; j < m && u.declared_count < MAX_NAMES; j++) {
        TSNode id = declares_identifier(node_named_child(declaration, j));
        if (!ts_node_is_null(id))
            u.declared[u.declared_count++] = id;
    }
    node_walk(declaration, find_own_use, &u);
    return u.found;
}

typedef struct SharedScan {
    const Source *src;
    TSNode body;
    const OwnNames *own;
    int count;
    const char *why;
} SharedScan;

static bool scan_shared(TSNode node, void *ctx)
{
    SharedScan *s = ctx;
    if (s->why)
        return false;
    if (!statements_is_shared_declaration(s->src, node))
        return true;
    uint32_t a = ts_node_start_byte(node), b = node_end_byte(node);
    if (text_has_word(s->src->text + a, b - a, "extern"))
        s->why = "it uses dynamic (extern) shared memory";
    else if (!node_same(parents_of(node), s->body))
        s->why = "it declares shared memory inside a branch or loop";
    else if (!ts_node_is_null(node_child_of_type(node, "init_declarator")))
        s->why = "a shared declaration has an initialiser";
    else if (names_own(s->own, s->src, node))
        s->why = "the size or type of its shared memory names a parameter or local of it";
    else
        s->count++;
    return false;
}

SharedDecls shared_decls_of(const Program *p, int fn)
{
    const Function *f = &p->functions[fn];
    SharedDecls d = {0, NULL};
    if (!f->is_definition)
        return d;
    OwnNames own = {p->src, NULL, 0};
    for (int i = 0; i < f->param_count; i++)
        if (f->params[i].name[0])
            own_add(&own, xstrdup(f->params[i].name));
    node_walk(f->body, collect_locals, &own);
    SharedScan s = {p->src, f->body, &own, 0, NULL};
    node_walk(f->body, scan_shared, &s);
    for (int i = 0; i < own.count; i++)
        free(own.names[i]);
    free(own.names);
    if (!s.why && s.count > 0 && f->template_params)
        s.why = "it is a template";
    d.count = s.why ? 0 : s.count;
    d.why = s.why;
    return d;
}

/* --- bytes ------------------------------------------------------------- */

/* Macros naming macros deeper than this are unknown. */
#define SIZE_DEPTH 8
/* Larger values are no array size a kernel compiles with; they keep
 * products finite. */
#define SIZE_MAX_VALUE (1ull << 40)

typedef struct TypeSize {
    const char *name;
    unsigned size, align;
} TypeSize;

/* The scalar types by name, as the grammar gives a primitive_type or a
 * type_identifier (sized types such as `unsigned long long` are read word
 * by word: sized_type_bytes). */
static const TypeSize scalar_types[] = {
    {"bool", 1, 1},          {"char", 1, 1},           {"short", 2, 2},        {"int", 4, 4},
    {"unsigned", 4, 4},      {"signed", 4, 4},         {"long", 8, 8},         {"float", 4, 4},
    {"double", 8, 8},        {"size_t", 8, 8},         {"ssize_t", 8, 8},      {"ptrdiff_t", 8, 8},
    {"intptr_t", 8, 8},      {"uintptr_t", 8, 8},      {"int8_t", 1, 1},       {"uint8_t", 1, 1},
    {"int16_t", 2, 2},       {"uint16_t", 2, 2},       {"int32_t", 4, 4},      {"uint32_t", 4, 4},
    {"int64_t", 8, 8},       {"uint64_t", 8, 8},       {"char16_t", 2, 2},     {"char32_t", 4, 4},
    {"wchar_t", 4, 4},       {"half", 2, 2},           {"__half", 2, 2},       {"half2", 4, 4},
    {"__half2", 4, 4},       {"__nv_bfloat16", 2, 2},  {"__nv_bfloat162", 4, 4}, {"dim3", 12, 4},
};

/* CUDA's vector types: <base><n>, n from 1 to 4, of n elements; aligned
 * to their size but for n = 3 (to an element's). */
static const TypeSize vector_bases[] = {
    {"char", 1, 1},  {"uchar", 1, 1},    {"short", 2, 2},     {"ushort", 2, 2}, {"int", 4, 4},
    {"uint", 4, 4},  {"long", 8, 8},     {"ulong", 8, 8},     {"longlong", 8, 8}, {"ulonglong", 8, 8},
    {"float", 4, 4}, {"double", 8, 8},
};

static bool named_type_bytes(const char *name, unsigned *size, unsigned *align)
{
    for (size_t i = 0; i < sizeof scalar_types / sizeof scalar_types[0]; i++)
        if (strcmp(name, scalar_types[i].name) == 0) {
            *size = scalar_types[i].size;
            *align = scalar_types[i].align;
            return true;
        }
    size_t n = strlen(name);
    if (n < 2 || name[n - 1] < '1' || name[n - 1] > '4')
        return false;
    unsigned count = (unsigned)(name[n - 1] - '0');
    for (size_t i = 0; i < sizeof vector_bases / sizeof vector_bases[0]; i++)
        if (strlen(vector_bases[i].name) == n - 1 && strncmp(name, vector_bases[i].name, n - 1) == 0) {
            *size = count * vector_bases[i].size;
            *align = count == 3 ? vector_bases[i].align : *size;
            return true;
        }
    return false;
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* The next word of a type's text from *at (its length in *n, 0 at the
 * end), *at moved past it. */
static const char *next_word(const char **at, size_t *n)
{
    while (is_blank(**at))
        (*at)++;
    const char *word = *at;
    while (**at && !is_blank(**at))
        (*at)++;
    *n = (size_t)(*at - word);
    return word;
}

/* `unsigned long long`, `short int`, `signed char`: words of signed,
 * unsigned, short, long, char and int. */
static bool sized_type_bytes(const char *text, unsigned *size, unsigned *align)
{
    int longs = 0;
    bool is_short = false, is_char = false;
    for (const char *at = text; *at;) {
        size_t n;
        const char *word = next_word(&at, &n);
        if (n == 0)
            break;
        if (n == 4 && strncmp(word, "long", 4) == 0)
            longs++;
        else if (n == 5 && strncmp(word, "short", 5) == 0)
            is_short = true;
        else if (n == 4 && strncmp(word, "char", 4) == 0)
            is_char = true;
        else if (!((n == 3 && strncmp(word, "int", 3) == 0) || (n == 6 && strncmp(word, "signed", 6) == 0) ||
                   (n == 8 && strncmp(word, "unsigned", 8) == 0)))
            return false; /* long double, a macro, ... */
    }
    *size = is_char ? 1 : is_short ? 2 : longs ? 8 : 4;
    if ((is_char || is_short) && longs)
        return false;
    *align = *size;
    return true;
}

bool shared_type_text_bytes(const char *type, unsigned long long *bytes)
{
    if (strchr(type, '&') || strchr(type, '[') || strchr(type, '<') || strchr(type, ':'))
        return false;
    if (strchr(type, '*')) {
        *bytes = 8;
        return true;
    }
    /* The words but cv-qualifiers, one space apart. */
    char words[128] = "";
    size_t used = 0;
    for (const char *at = type; *at;) {
        size_t n;
        const char *word = next_word(&at, &n);
        if (n == 0 || (n == 5 && strncmp(word, "const", 5) == 0) || (n == 8 && strncmp(word, "volatile", 8) == 0))
            continue;
        if (used + n + 2 > sizeof words)
            return false;
        if (used)
            words[used++] = ' ';
        memcpy(words + used, word, n);
        used += n;
        words[used] = '\0';
    }
    unsigned size, align;
    if (!(strchr(words, ' ') ? sized_type_bytes(words, &size, &align) : named_type_bytes(words, &size, &align) ||
                                                                         sized_type_bytes(words, &size, &align)))
        return false;
    *bytes = size;
    return true;
}

static bool type_bytes(const Source *src, TSNode type, unsigned *size, unsigned *align)
{
    if (!node_is(type, "primitive_type") && !node_is(type, "sized_type_specifier") && !node_is(type, "type_identifier"))
        return false; /* a class, a template type, a qualified name */
    char *text = node_text(src, type);
    bool known = node_is(type, "sized_type_specifier") ? sized_type_bytes(text, size, align)
                                                       : named_type_bytes(text, size, align);
    free(text);
    return known;
}

/* A name in an array size: an object-like macro whose every definition
 * gives one value. */
static bool macro_value(const SizeNames *names, const char *name, int depth, unsigned long long *v)
{
    const Program *p = names->ctx;
    if (depth >= SIZE_DEPTH)
        return false;
    bool found = false;
    for (int k = macros_find(&p->macros, name, strlen(name), -1); k >= 0;
         k = macros_find(&p->macros, name, strlen(name), k)) {
        unsigned long long w;
        if (p->macros.defs[k].is_function || !size_expr_value(p->macros.defs[k].body, SIZE_MAX_VALUE, names, depth + 1, &w) ||
            (found && w != *v))
            return false;
        *v = w;
        found = true;
    }
    return found;
}

/* The elements declarator d declares (an identifier, arrays of it,
 * pointers to either), and whether they are pointers; false when
 * unknown. */
static bool declarator_elements(const Program *p, TSNode d, unsigned long long *count, bool *pointer)
{
    *count = 1;
    *pointer = false;
    SizeNames names = {.value = macro_value, .ctx = p};
    for (;;) {
        if (node_is(d, "identifier"))
            return true;
        if (node_is(d, "pointer_declarator")) {
            *pointer = true;
            d = node_named_child(d, node_named_child_count(d) - 1);
            continue;
        }
        if (!node_is(d, "array_declarator") || node_named_child_count(d) != 2)
            return false; /* `[]`, a reference, parentheses, an initialiser */
        char *text = node_text(p->src, node_named_child(d, 1));
        unsigned long long n;
        bool known = size_expr_value(text, SIZE_MAX_VALUE, &names, 0, &n);
        free(text);
        if (!known || (n && *count > SIZE_MAX_VALUE / n))
            return false;
        *count *= n;
        d = node_named_child(d, 0);
    }
}

static bool is_shared_word(const Source *src, TSNode child)
{
    return (node_is(child, "type_qualifier") || node_is(child, "storage_class_specifier")) &&
           node_text_is(src, child, "__shared__");
}

static void add_declaration(const Program *p, TSNode declaration, SharedBytes *b)
{
    uint32_t n;
    TSNode *children = node_named_children(declaration, &n);
    bool shared = false, external = false;
    TSNode type = {0};
    uint32_t first_declarator = n;
    for (uint32_t i = 0; i < n; i++) {
        TSNode c = children[i];
        if (is_shared_word(p->src, c))
            shared = true;
        else if (node_is(c, "storage_class_specifier") && node_text_is(p->src, c, "extern"))
            external = true;
        else if (node_is(c, "type_qualifier") || node_is(c, "storage_class_specifier") ||
                 node_is(c, "attribute_specifier") || node_is(c, "attribute_declaration"))
            continue;
        else if (ts_node_is_null(type))
            type = c;
        else if (first_declarator == n)
            first_declarator = i;
    }
    if (shared && !external) {
        unsigned size = 0, align = 1;
        bool typed = !ts_node_is_null(type) && type_bytes(p->src, type, &size, &align);
        for (uint32_t i = first_declarator; i < n; i++) {
            unsigned long long count;
            bool pointer;
            if (!declarator_elements(p, children[i], &count, &pointer) || (!typed && !pointer)) {
                b->unknown = true;
                continue;
            }
            unsigned long long bytes = count * (pointer ? 8u : size);
            if (b->known > 0)
                b->padding += (pointer ? 8u : align) - 1u; /* before it, wherever it is placed */
            b->known += bytes;
            if (ts_node_is_null(b->largest) || bytes > b->largest_bytes) {
                b->largest = declaration;
                b->largest_bytes = bytes;
            }
        }
    }
    free(children);
}

static bool visit_declaration(TSNode node, void *ctx)
{
    void **c = ctx;
    if (node_is(node, "declaration"))
        add_declaration(c[0], node, c[1]);
    return true;
}

/* Per function, its own declarations' bytes (own) and those with its
 * callees' (total, once `done`). */
typedef struct BytesMemo {
    SharedBytes *own, *total;
    bool *done;
} BytesMemo;

static void bytes_memo_free(void *m)
{
    BytesMemo *b = m;
    free(b->own);
    free(b->total);
    free(b->done);
    free(b);
}

static void add_bytes(SharedBytes *to, const SharedBytes *from)
{
    if (to->known > 0 && from->known > 0)
        to->padding += 15; /* between the two functions' declarations: 16 at most apart */
    to->known += from->known;
    to->padding += from->padding;
    to->unknown |= from->unknown;
    if (!ts_node_is_null(from->largest) && (ts_node_is_null(to->largest) || from->largest_bytes > to->largest_bytes)) {
        to->largest = from->largest;
        to->largest_bytes = from->largest_bytes;
    }
}

SharedBytes shared_bytes_of(const Program *p, int fn)
{
    SharedBytes none = {0};
    if (fn < 0 || fn >= p->function_count)
        return none;
    BytesMemo *m = memo_find(p, MEMO_SHARED_BYTES);
    if (!m) {
        size_t count = (size_t)p->function_count + 1;
        m = xmalloc(sizeof *m);
        m->own = xcalloc(count, sizeof *m->own);
        m->total = xcalloc(count, sizeof *m->total);
        m->done = xcalloc(count, sizeof *m->done);
        for (int f = 0; f < p->function_count; f++) {
            if (!p->functions[f].is_definition || ts_node_is_null(p->functions[f].body))
                continue;
            void *ctx[2] = {(void *)p, &m->own[f]};
            node_walk(p->functions[f].body, visit_declaration, ctx);
        }
        memo_keep(p, MEMO_SHARED_BYTES, m, bytes_memo_free);
    }
    if (!m->done[fn]) {
        /* Every function fn reaches through calls, once (a recursion's too). */
        const CallGraph *g = &p->graph;
        bool *seen = xcalloc((size_t)p->function_count + 1, sizeof *seen);
        int *stack = xmalloc(((size_t)p->function_count + 1) * sizeof *stack);
        int depth = 0;
        SharedBytes total = {0};
        stack[depth++] = fn;
        seen[fn] = true;
        while (depth > 0) {
            int f = stack[--depth];
            add_bytes(&total, &m->own[f]);
            for (int k = g->call_start[f]; k < g->call_start[f + 1]; k++)
                if (g->calls[k] >= 0 && !seen[g->calls[k]]) {
                    seen[g->calls[k]] = true;
                    stack[depth++] = g->calls[k];
                }
        }
        free(stack);
        free(seen);
        m->total[fn] = total;
        m->done[fn] = true;
    }
    return m->total[fn];
}
