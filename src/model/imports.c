#include "model/imports.h"

#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "syntax/declares.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "syntax/parse.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* One file, parsed and modelled on its own. */
typedef struct Scanned {
    SyntaxTree *tree;
    Program *program;
} Scanned;

/* --- what a file declares at file scope ------------------------------------ */

typedef struct Names {
    char **items;
    uint32_t *at; /* where each is written (declared, or mentioned) */
    int count, cap;
} Names;

static void names_add_at(Names *n, char *name, uint32_t at)
{
    if (!name)
        return;
    if (n->count == n->cap) {
        n->cap = n->cap ? 2 * n->cap : 32;
        n->items = xrealloc(n->items, (size_t)n->cap * sizeof *n->items);
        n->at = xrealloc(n->at, (size_t)n->cap * sizeof *n->at);
    }
    n->at[n->count] = at;
    n->items[n->count++] = name;
}

static void names_add(Names *n, char *name) { names_add_at(n, name, 0); }

/* The first entry spelled s[0..len), or -1. */
static int names_find(const Names *n, const char *s, size_t len)
{
    for (int i = 0; i < n->count; i++)
        if (strlen(n->items[i]) == len && memcmp(n->items[i], s, len) == 0)
            return i;
    return -1;
}

static bool names_has(const Names *n, const char *s, size_t len) { return names_find(n, s, len) >= 0; }

static void names_free(Names *n)
{
    for (int i = 0; i < n->count; i++)
        free(n->items[i]);
    free(n->items);
    free(n->at);
}

/* The name a declarator declares (the last part of a qualified one). */
static char *declarator_name(const Source *src, TSNode declarator)
{
    TSNode id = declares_identifier(declarator);
    if (ts_node_is_null(id))
        return NULL;
    if (node_is(id, "qualified_identifier")) {
        TSNode last = ts_node_child_by_field_name(id, "name", 4);
        if (!ts_node_is_null(last))
            id = last;
    }
    return node_text(src, id);
}

static void type_names(const Source *src, TSNode type, Names *out)
{
    if (ts_node_is_null(type))
        return;
    if (node_is(type, "struct_specifier") || node_is(type, "class_specifier") || node_is(type, "union_specifier") ||
        node_is(type, "enum_specifier")) {
        TSNode name = ts_node_child_by_field_name(type, "name", 4);
        if (!ts_node_is_null(name))
            names_add_at(out, node_text(src, name), ts_node_start_byte(name));
    }
    if (node_is(type, "enum_specifier")) {
        TSNode list = ts_node_child_by_field_name(type, "body", 4);
        for (uint32_t i = 0; !ts_node_is_null(list) && i < node_named_child_count(list); i++) {
            TSNode item = node_named_child(list, i);
            if (node_is(item, "enumerator"))
                names_add_at(out, node_text(src, ts_node_child_by_field_name(item, "name", 4)),
                             ts_node_start_byte(item));
        }
    }
}

/* Every name a top-level item declares: functions, variables, types,
 * enumerators, namespaces, macros; through #if groups, extern "C" blocks
 * and templates. */
static void declared_names(const Source *src, TSNode node, Names *out)
{
    const char *type = node_type(node);
    if (node_type_is(type, "preproc_def") || node_type_is(type, "preproc_function_def") ||
        node_type_is(type, "namespace_definition") || node_type_is(type, "alias_declaration")) {
        TSNode name = ts_node_child_by_field_name(node, "name", 4);
        if (!ts_node_is_null(name))
            names_add_at(out, node_text(src, name), ts_node_start_byte(name));
        return;
    }
    if (node_type_is(type, "function_definition") || node_type_is(type, "declaration") ||
        node_type_is(type, "type_definition")) {
        static const char *const declarators[] = {"identifier", "type_identifier", "init_declarator",
                                                  "pointer_declarator", "reference_declarator", "array_declarator",
                                                  "function_declarator", "qualified_identifier", NULL};
        TSNode type_node = ts_node_child_by_field_name(node, "type", 4);
        type_names(src, type_node, out);
        for (uint32_t i = 0; i < node_named_child_count(node); i++) {
            TSNode child = node_named_child(node, i);
            if (!ts_node_is_null(type_node) && node_same(child, type_node))
                continue;
            for (int k = 0; declarators[k]; k++)
                if (node_is(child, declarators[k]))
                    names_add_at(out,
                                 node_is(child, "type_identifier") ? node_text(src, child)
                                                                   : declarator_name(src, child),
                                 ts_node_start_byte(child));
        }
        return;
    }
    if (node_type_is(type, "struct_specifier") || node_type_is(type, "class_specifier") ||
        node_type_is(type, "union_specifier") || node_type_is(type, "enum_specifier")) {
        type_names(src, node, out);
        return;
    }
    if (node_type_is(type, "template_declaration") || node_type_is(type, "linkage_specification") ||
        node_type_is(type, "declaration_list") || node_type_is(type, "preproc_if") ||
        node_type_is(type, "preproc_ifdef") || node_type_is(type, "preproc_else") ||
        node_type_is(type, "preproc_elif") || node_type_is(type, "translation_unit"))
        for (uint32_t i = 0; i < node_named_child_count(node); i++)
            declared_names(src, node_named_child(node, i), out);
}

/* --- the rules ----------------------------------------------------------- */

/* Every name of `declared` a function's text mentions, once each, with
 * where it is first mentioned; `hidden` (its parameters, its own name)
 * hide a file's names. */
typedef struct Mentions {
    const Source *src;
    const Names *declared;
    const Names *hidden;
    Names found;
} Mentions;

static bool collect_mention(TSNode node, void *ctx)
{
    Mentions *m = ctx;
    if (node_is(node, "identifier") || node_is(node, "type_identifier") || node_is(node, "namespace_identifier")) {
        uint32_t s = ts_node_start_byte(node), len = node_end_byte(node) - s;
        const char *text = m->src->text + s;
        if (names_has(m->declared, text, len) && !names_has(m->hidden, text, len) && !names_has(&m->found, text, len))
            names_add_at(&m->found, xstrndup(text, len), s);
    }
    return true;
}

/* The #include lines of a file, as written (between the directive and the
 * end of its line). */
static void include_lines(const Source *src, TSNode node, Names *out)
{
    if (node_is(node, "preproc_include")) {
        names_add(out, node_text(src, ts_node_child_by_field_name(node, "path", 4)));
        return;
    }
    for (uint32_t i = 0; i < node_named_child_count(node); i++) {
        TSNode child = node_named_child(node, i);
        if (!node_is(child, "function_definition") && !node_is(child, "declaration"))
            include_lines(src, child, out);
    }
}

/* Why `kernel` of file g cannot be read into file f, whatever it calls;
 * NULL where it can. */
static char *refusal_of(const Scanned *f, const Scanned *g, const Function *kernel)
{
    const Source *gsrc = g->program->src;
    StrBuf why;
    strbuf_init(&why);
    if (kernel->is_template)
        strbuf_printf(&why, "it is a template, defined in %s", gsrc->path);
    else if (kernel->is_static)
        strbuf_printf(&why, "it is static in %s", gsrc->path);
    if (why.len == 0) {
        Names mine = {0}, theirs = {0};
        include_lines(f->program->src, syntax_root(f->tree), &mine);
        include_lines(gsrc, syntax_root(g->tree), &theirs);
        for (int i = 0; i < theirs.count && why.len == 0; i++)
            if (!names_has(&mine, theirs.items[i], strlen(theirs.items[i])))
                strbuf_printf(&why, "%s includes %s, which %s does not", gsrc->path, theirs.items[i],
                              f->program->src->path);
        names_free(&mine);
        names_free(&theirs);
    }
    if (why.len == 0) {
        strbuf_free(&why);
        return NULL;
    }
    return strbuf_take(&why);
}

/* The names the headers a file includes with quotes declare, where they
 * lie in its own folder (what dpopt reads of them without -I). */
static void header_names(const Source *src, const SyntaxTree *tree, Names *out)
{
    Names lines = {0};
    include_lines(src, syntax_root(tree), &lines);
    const char *slash = strrchr(src->path, '/');
    int dir_len = slash ? (int)(slash - src->path + 1) : 0;
    for (int i = 0; i < lines.count; i++) {
        size_t len = strlen(lines.items[i]);
        if (len < 3 || lines.items[i][0] != '"' || lines.items[i][len - 1] != '"')
            continue;
        StrBuf path;
        strbuf_init(&path);
        strbuf_printf(&path, "%.*s%.*s", dir_len, src->path, (int)(len - 2), lines.items[i] + 1);
        Source *header = source_load_header(path.data);
        if (header) {
            SyntaxTree *t = syntax_parse(header);
            Names declared = {0};
            declared_names(header, syntax_root(t), &declared);
            for (int k = 0; k < declared.count; k++)
                names_add(out, xstrdup(declared.items[k]));
            names_free(&declared);
            syntax_free(t);
            source_free(header);
        }
        strbuf_free(&path);
    }
    names_free(&lines);
}

/* --- what a kernel brings along --------------------------------------------- */

/* One kernel read in from file g into file f: the functions of g its text
 * names, and theirs in turn, each under the kernel's own rules. */
typedef struct Closure {
    const Scanned *f, *g;
    const Function *kernel;
    Names declared;          /* by g */
    const Names *mine;       /* by f itself */
    const Names *headers;    /* by the headers f includes with quotes, from its folder */
    const Imports *so_far;   /* what the kernels read in before it brought */
    int *fns;                /* g's functions brought, in the order found */
    char **whos;             /* for each, how the note names it ("its helper 'h' (b.cu:3)") */
    bool *declared_by_header; /* for each, a helper a header of f declares: read, never copied */
    int count;
    StrBuf why;
} Closure;

static uint32_t line_at(const Source *src, uint32_t offset) { return source_pos(src, offset).line; }

/* What f writes out for g's function fn: a copy of a helper with internal
 * linkage (it inlines, and a program without launches from the device
 * builds without -rdc), or the declaration of a kernel or of a function g
 * only declares (it links to g's definition). */
static char *brought_text(const Source *gsrc, const Function *fn)
{
    const char *text = gsrc->text;
    uint32_t from = ts_node_start_byte(fn->outer), to = node_end_byte(fn->outer);
    StrBuf b;
    strbuf_init(&b);
    if (fn->is_definition && !(fn->spaces & SPACE_GLOBAL)) {
        strbuf_printf(&b, "%s%.*s", fn->is_static ? "" : "static ", (int)(to - from), text + from);
    } else if (fn->is_definition) {
        uint32_t end = ts_node_start_byte(fn->body);
        while (end > from && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\n' ||
                              text[end - 1] == '\r'))
            end--;
        strbuf_printf(&b, "%.*s;", (int)(end - from), text + from);
    } else {
        strbuf_printf(&b, "%.*s", (int)(to - from), text + from);
    }
    return strbuf_take(&b);
}

/* A helper's declaration before its definition in its file, which a
 * function between them may call: `static` like its copy; NULL if none. */
static char *prior_declaration(const Program *gp, const Function *fn)
{
    if (!fn->is_definition || (fn->spaces & SPACE_GLOBAL))
        return NULL;
    for (int i = 0; i < gp->function_count; i++) {
        const Function *d = &gp->functions[i];
        if (!d->is_definition && strcmp(d->name, fn->name) == 0 &&
            ts_node_start_byte(d->outer) < ts_node_start_byte(fn->outer)) {
            StrBuf b;
            strbuf_init(&b);
            strbuf_printf(&b, "%s%.*s", d->is_static ? "" : "static ", (int)(node_end_byte(d->outer) - ts_node_start_byte(d->outer)),
                          gp->src->text + ts_node_start_byte(d->outer));
            return strbuf_take(&b);
        }
    }
    return NULL;
}

/* f's own function named `name` whose text is that of g's `fn`, or -1. */
static bool same_in_f(const Closure *c, const Function *fn)
{
    const Program *fp = c->f->program, *gp = c->g->program;
    uint32_t gs = ts_node_start_byte(fn->outer), glen = node_end_byte(fn->outer) - gs;
    for (int i = 0; i < fp->function_count; i++) {
        const Function *mine = &fp->functions[i];
        if (strcmp(mine->name, fn->name) != 0)
            continue;
        if (fn->spaces & SPACE_GLOBAL) /* a kernel: f's declaration links to it */
            return (mine->spaces & SPACE_GLOBAL) != 0;
        uint32_t fs = ts_node_start_byte(mine->outer), flen = node_end_byte(mine->outer) - fs;
        if (mine->is_definition && flen == glen && memcmp(fp->src->text + fs, gp->src->text + gs, glen) == 0)
            return true;
    }
    return false;
}

static bool closure_has(const Closure *c, int fn)
{
    for (int i = 0; i < c->count; i++)
        if (c->fns[i] == fn)
            return true;
    return false;
}

/* Brings g's function `name`, which `who` names (at its first mention):
 * or says in c->why why it cannot. */
static void bring_name(Closure *c, const char *who, const char *name, uint32_t declared_at)
{
    const Program *gp = c->g->program;
    const char *gpath = gp->src->path, *fpath = c->f->program->src->path;
    int def = -1, decl = -1, defs = 0;
    for (int i = 0; i < gp->function_count; i++) {
        if (strcmp(gp->functions[i].name, name) != 0)
            continue;
        if (gp->functions[i].is_definition)
            defs++, def = def < 0 ? i : def;
        else if (decl < 0)
            decl = i;
    }
    int at = def >= 0 ? def : decl;
    if (at < 0) {
        strbuf_printf(&c->why, "%s names '%s', which %s:%u declares", who, name, gpath,
                      line_at(gp->src, declared_at));
        return;
    }
    if (closure_has(c, at))
        return;
    const Function *fn = &gp->functions[at];
    uint32_t line = line_at(gp->src, ts_node_start_byte(fn->node));
    bool kernel = (fn->spaces & SPACE_GLOBAL) != 0;
    if (defs > 1)
        strbuf_printf(&c->why, "%s calls '%s', which %s:%u overloads", who, name, gpath, line);
    else if (fn->is_template)
        strbuf_printf(&c->why, "%s names '%s', a template (%s:%u)", who, name, gpath, line);
    else if (kernel && fn->is_static)
        strbuf_printf(&c->why, "%s launches '%s', which is static (%s:%u)", who, name, gpath, line);
    else if (!kernel && !(fn->spaces & SPACE_DEVICE))
        strbuf_printf(&c->why, "%s names '%s', a host function (%s:%u)", who, name, gpath, line);
    if (c->why.len > 0 || same_in_f(c, fn))
        return;
    /* A header f includes declares it: f's code links to g's definition
     * (a copy with internal linkage would contradict that declaration). */
    bool in_header = names_has(c->headers, name, strlen(name));
    if (in_header && kernel)
        return;
    int own = names_find(c->mine, name, strlen(name));
    if (own >= 0) {
        strbuf_printf(&c->why, "%s %s '%s' (%s:%u), and %s:%u declares another '%s'", who,
                      kernel ? "launches" : "calls", name, gpath, line, fpath,
                      line_at(c->f->program->src, c->mine->at[own]), name);
        return;
    }
    /* One brought before under that name: the same text is shared. */
    char *text = brought_text(gp->src, fn);
    for (int i = 0; i < c->so_far->brought_count; i++) {
        const Brought *b = &c->so_far->brought[i];
        if (strcmp(b->name, name) == 0 && strcmp(b->text, text) != 0) {
            strbuf_printf(&c->why, "%s %s '%s' (%s:%u), and another kernel read in brings another '%s' (%s:%u)",
                          who, kernel ? "launches" : "calls", name, gpath, line, name, b->from, b->line);
            break;
        }
    }
    free(text);
    if (c->why.len > 0)
        return;
    StrBuf helper;
    strbuf_init(&helper);
    strbuf_printf(&helper, "its %s '%s' (%s:%u)", kernel ? "child" : "helper", name, gpath, line);
    c->fns = xrealloc(c->fns, (size_t)(c->count + 1) * sizeof *c->fns);
    c->whos = xrealloc(c->whos, (size_t)(c->count + 1) * sizeof *c->whos);
    c->declared_by_header = xrealloc(c->declared_by_header, (size_t)(c->count + 1) * sizeof *c->declared_by_header);
    c->fns[c->count] = at;
    c->declared_by_header[c->count] = in_header;
    c->whos[c->count++] = strbuf_take(&helper);
}

/* The names of g that function fn's text mentions, each brought or the
 * reason why not. */
static void bring_mentions(Closure *c, const Function *fn, const char *who)
{
    Names hidden = {0};
    names_add(&hidden, xstrdup(fn->name));
    names_add(&hidden, xstrdup(c->kernel->name));
    for (int k = 0; k < fn->param_count; k++)
        if (fn->params[k].name)
            names_add(&hidden, xstrdup(fn->params[k].name));
    Mentions m = {c->g->program->src, &c->declared, &hidden, {0}};
    node_walk(fn->outer, collect_mention, &m);
    for (int i = 0; i < m.found.count && c->why.len == 0; i++) {
        int d = names_find(&c->declared, m.found.items[i], strlen(m.found.items[i]));
        bring_name(c, who, m.found.items[i], c->declared.at[d]);
    }
    names_free(&m.found);
    names_free(&hidden);
}

/* --- the macros the code read in names ------------------------------------ */

/* A macro's definition as one text: its parameters and its body. */
static char *definition_text(const MacroDef *d)
{
    StrBuf b;
    strbuf_init(&b);
    if (d->is_function) {
        strbuf_puts(&b, "(");
        for (int i = 0; i < d->param_count; i++)
            strbuf_printf(&b, "%s%s", i ? "," : "", d->params[i]);
        strbuf_puts(&b, ")");
    }
    strbuf_printf(&b, " %s", d->body);
    return strbuf_take(&b);
}

/* The first definition of name[0..n) in `t` whose text differs from
 * `text` (any, when text is NULL), or -1. */
static int other_definition(const MacroTable *t, const char *name, size_t n, const char *text)
{
    for (int d = macros_find(t, name, n, -1); d >= 0; d = macros_find(t, name, n, d)) {
        char *mine = definition_text(&t->defs[d]);
        bool differs = !text || strcmp(mine, text) != 0;
        free(mine);
        if (differs)
            return d;
    }
    return -1;
}

/* Why the macro name[0..n), which `who` names, may stand for other code in
 * f than in g: defined in one file (or the headers it reads) and not the
 * other, or two definitions of it differ (the preprocessor keeps one of
 * them, which dpopt does not decide: `#ifndef TILE` in a header both
 * include). False where every definition in both is the same text. */
static bool macro_differs(Closure *c, const char *who, const char *name, size_t n)
{
    const MacroTable *ft = &c->f->program->macros, *gt = &c->g->program->macros;
    const char *fpath = c->f->program->src->path, *gpath = c->g->program->src->path;
    int g0 = macros_find(gt, name, n, -1), f0 = macros_find(ft, name, n, -1);
    if (g0 < 0 && f0 < 0)
        return false;
    if (g0 < 0 || f0 < 0) {
        const MacroDef *d = g0 >= 0 ? &gt->defs[g0] : &ft->defs[f0];
        strbuf_printf(&c->why, "%s names the macro '%.*s', which %s:%u defines and %s does not", who, (int)n, name,
                      d->file, d->line, g0 >= 0 ? fpath : gpath);
        return true;
    }
    char *text = definition_text(&gt->defs[g0]);
    int fd = other_definition(ft, name, n, text), gd = other_definition(gt, name, n, text);
    free(text);
    if (fd < 0 && gd < 0)
        return false;
    const MacroDef *first = &gt->defs[g0], *other = gd >= 0 ? &gt->defs[gd] : &ft->defs[fd];
    strbuf_printf(&c->why,
                  "%s names the macro '%.*s', defined as '%s' (%s:%u) and as '%s' (%s:%u): which one holds may "
                  "differ between %s and %s",
                  who, (int)n, name, first->body, first->file, first->line, other->body, other->file, other->line,
                  gpath, fpath);
    return true;
}

/* Every macro the text of g's function fn names, and those their
 * definitions name in turn: why one differs between f and g (c->why). */
static void check_macros(Closure *c, const Function *fn, const char *who)
{
    const Source *gsrc = c->g->program->src;
    const MacroTable *ft = &c->f->program->macros, *gt = &c->g->program->macros;
    uint32_t from = ts_node_start_byte(fn->outer), to = node_end_byte(fn->outer);
    Names pending = {0}, seen = {0};
    size_t pos = 0, start, len;
    while (text_next_identifier(gsrc->text + from, to - from, &pos, &start, &len))
        if (!names_has(&pending, gsrc->text + from + start, len))
            names_add(&pending, xstrndup(gsrc->text + from + start, len));
    for (int i = 0; i < pending.count && c->why.len == 0; i++) {
        const char *name = pending.items[i];
        size_t n = strlen(name);
        if (names_has(&seen, name, n) || (macros_find(gt, name, n, -1) < 0 && macros_find(ft, name, n, -1) < 0))
            continue;
        names_add(&seen, xstrdup(name));
        if (macro_differs(c, who, name, n))
            break;
        /* What its definitions name is read in with it. */
        const MacroTable *tables[2] = {gt, ft};
        for (int t = 0; t < 2; t++)
            for (int d = macros_find(tables[t], name, n, -1); d >= 0; d = macros_find(tables[t], name, n, d)) {
                const char *body = tables[t]->defs[d].body;
                size_t bpos = 0;
                while (text_next_identifier(body, strlen(body), &bpos, &start, &len))
                    if (!names_has(&pending, body + start, len))
                        names_add(&pending, xstrndup(body + start, len));
            }
    }
    names_free(&pending);
    names_free(&seen);
}

/* Why `kernel` of g cannot be read into f with what it calls from g; NULL
 * where it can: then what it brings is added to im->brought (once, if two
 * kernels bring one function) and it->brought lists it. */
static char *bring_along(Imports *im, Import *it, const Scanned *f, const Scanned *g, const Function *kernel,
                         const Names *mine, const Names *headers)
{
    Closure c = {.f = f, .g = g, .kernel = kernel, .mine = mine, .headers = headers, .so_far = im};
    strbuf_init(&c.why);
    declared_names(g->program->src, syntax_root(g->tree), &c.declared);
    bring_mentions(&c, kernel, "its body");
    /* The helpers found go on the list as they are found: each in turn. */
    for (int i = 0; i < c.count && c.why.len == 0; i++)
        if (!(g->program->functions[c.fns[i]].spaces & SPACE_GLOBAL) && g->program->functions[c.fns[i]].is_definition)
            bring_mentions(&c, &g->program->functions[c.fns[i]], c.whos[i]);
    /* The text read in must mean in f what it means in g, macros too. */
    if (c.why.len == 0)
        check_macros(&c, kernel, "its body");
    for (int i = 0; i < c.count && c.why.len == 0; i++)
        if (!(g->program->functions[c.fns[i]].spaces & SPACE_GLOBAL) && g->program->functions[c.fns[i]].is_definition)
            check_macros(&c, &g->program->functions[c.fns[i]], c.whos[i]);
    char *why = NULL;
    if (c.why.len > 0) {
        why = strbuf_take(&c.why);
    } else {
        strbuf_free(&c.why);
        const Source *gsrc = g->program->src;
        it->brought = xcalloc((size_t)(c.count ? c.count : 1), sizeof *it->brought);
        for (int i = 0; i < c.count; i++) {
            const Function *fn = &g->program->functions[c.fns[i]];
            char *text = brought_text(gsrc, fn);
            int found = -1;
            for (int b = 0; b < im->brought_count && found < 0; b++)
                if (strcmp(im->brought[b].name, fn->name) == 0)
                    found = b;
            if (found < 0) {
                im->brought = xrealloc(im->brought, (size_t)(im->brought_count + 1) * sizeof *im->brought);
                found = im->brought_count++;
                im->brought[found] = (Brought){
                    .name = xstrdup(fn->name),
                    .from = xstrdup(gsrc->path),
                    .line = line_at(gsrc, ts_node_start_byte(fn->outer)),
                    .start = ts_node_start_byte(fn->outer),
                    .text = text,
                    .declaration = c.declared_by_header[i] ? NULL : prior_declaration(g->program, fn),
                    .is_copy = fn->is_definition && !(fn->spaces & SPACE_GLOBAL) && !c.declared_by_header[i],
                    .unwritten = c.declared_by_header[i],
                };
                if (c.declared_by_header[i]) { /* read as written, for the analysis alone */
                    free(im->brought[found].text);
                    im->brought[found].text = node_text(gsrc, fn->outer);
                }
            } else {
                free(text);
            }
            it->brought[it->brought_count++] = found;
        }
    }
    for (int i = 0; i < c.count; i++)
        free(c.whos[i]);
    free(c.whos);
    free(c.fns);
    free(c.declared_by_header);
    names_free(&c.declared);
    return why;
}

static const Function *kernel_named(const Program *p, const char *name)
{
    int fn = model_find_function(p, name);
    if (fn < 0 || !p->functions[fn].is_definition || !(p->functions[fn].spaces & SPACE_GLOBAL))
        return NULL;
    return &p->functions[fn];
}

static bool has_import(const Imports *im, const char *name)
{
    for (int i = 0; i < im->count; i++)
        if (strcmp(im->items[i].name, name) == 0)
            return true;
    return false;
}

struct ImportScan {
    const ProgramFile *files;
    Scanned *scanned;
    int count;
};

ImportScan *imports_scan(const ProgramFile *files, int count)
{
    ImportScan *scan = xcalloc(1, sizeof *scan);
    scan->files = files;
    scan->count = count;
    scan->scanned = xcalloc((size_t)count, sizeof *scan->scanned);
    for (int i = 0; i < count; i++) {
        scan->scanned[i].tree = syntax_parse(files[i].src);
        scan->scanned[i].program = model_build(scan->scanned[i].tree);
    }
    return scan;
}

void imports_scan_free(ImportScan *scan)
{
    for (int i = 0; i < scan->count; i++) {
        model_free(scan->scanned[i].program);
        syntax_free(scan->scanned[i].tree);
    }
    free(scan->scanned);
    free(scan);
}

Imports imports_find(const ImportScan *scan, int self)
{
    Imports im = {0};
    const ProgramFile *files = scan->files;
    const Scanned *scanned = scan->scanned;
    int count = scan->count;
    const Program *mine = scanned[self].program;
    Names own = {0}, headers = {0};
    declared_names(mine->src, syntax_root(scanned[self].tree), &own);
    header_names(mine->src, scanned[self].tree, &headers);
    for (int l = 0; l < mine->launch_count; l++) {
        const LaunchSite *s = &mine->launches[l];
        /* A prototype of the child in the launching file (common before a
         * parent that launches it) is no definition: the read-in goes on. */
        if ((s->callee_fn >= 0 && mine->functions[s->callee_fn].is_definition) || has_import(&im, s->callee))
            continue;
        const Function *kernel = NULL;
        int from = -1, defined = 0;
        for (int i = 0; i < count; i++) {
            const Function *k = i == self ? NULL : kernel_named(scanned[i].program, s->callee);
            if (k) {
                defined++;
                if (!kernel)
                    kernel = k, from = i;
            }
        }
        if (!kernel)
            continue;
        im.items = xrealloc(im.items, (size_t)(im.count + 1) * sizeof *im.items);
        Import *it = &im.items[im.count++];
        memset(it, 0, sizeof *it);
        it->name = xstrdup(s->callee);
        it->from = xstrdup(files[from].src->path);
        if (defined > 1) {
            StrBuf why;
            strbuf_init(&why);
            strbuf_printf(&why, "%d files of the program define it", defined);
            it->why = strbuf_take(&why);
        } else {
            it->why = refusal_of(&scanned[self], &scanned[from], kernel);
            if (!it->why)
                it->why = bring_along(&im, it, &scanned[self], &scanned[from], kernel, &own, &headers);
        }
        if (!it->why) {
            it->text = node_text(files[from].src, kernel->outer);
            it->line = source_pos(files[from].src, ts_node_start_byte(kernel->outer)).line;
        }
    }
    names_free(&own);
    names_free(&headers);
    return im;
}

Source *imports_source(const ProgramFile *file, const Imports *imports)
{
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, file->src->text, file->src->len);
    /* Declarations first, then copies: in the order the output has them
     * (transform/brought.c). */
    int *order = xcalloc((size_t)imports->brought_count + 1, sizeof *order);
    imports_brought_order(imports, order);
    for (int i = 0; i < imports->brought_count; i++) {
        const Brought *b = &imports->brought[order[i]];
        if (!b->is_copy || b->declaration)
            strbuf_printf(&text, "\n%s\n", b->is_copy ? b->declaration : b->text);
    }
    for (int i = 0; i < imports->brought_count; i++)
        if (imports->brought[order[i]].is_copy)
            strbuf_printf(&text, "\n%s\n", imports->brought[order[i]].text);
    free(order);
    for (int i = 0; i < imports->count; i++)
        if (imports->items[i].text)
            strbuf_printf(&text, "\n%s\n", imports->items[i].text);
    Source *src = source_from_string(file->src->path, text.data, (uint32_t)text.len);
    strbuf_free(&text);
    return src;
}

static bool placed_before(const Brought *a, const Brought *b)
{
    int by_file = strcmp(a->from, b->from);
    return by_file < 0 || (by_file == 0 && a->start < b->start);
}

void imports_brought_order(const Imports *imports, int *order)
{
    /* A few functions: by insertion. */
    for (int i = 0; i < imports->brought_count; i++) {
        int k = i;
        for (; k > 0 && placed_before(&imports->brought[i], &imports->brought[order[k - 1]]); k--)
            order[k] = order[k - 1];
        order[k] = i;
    }
}

const char *imports_refusal(const Imports *imports, const char *name)
{
    for (int i = 0; imports && i < imports->count; i++)
        if (strcmp(imports->items[i].name, name) == 0)
            return imports->items[i].why;
    return NULL;
}

void imports_mark(Program *p, uint32_t own_len, const Imports *imports)
{
    p->own_len = own_len;
    p->imports = imports;
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if (ts_node_start_byte(fn->node) < own_len)
            continue;
        for (int k = 0; k < imports->count; k++)
            if (imports->items[k].text && strcmp(imports->items[k].name, fn->name) == 0) {
                fn->imported_from = xstrdup(imports->items[k].from);
                fn->imported_line = imports->items[k].line;
            }
        for (int k = 0; k < imports->brought_count && !fn->imported_from; k++)
            if (imports->brought[k].is_copy && strcmp(imports->brought[k].name, fn->name) == 0) {
                fn->imported_from = xstrdup(imports->brought[k].from);
                fn->imported_line = imports->brought[k].line;
            }
        fn->name_base = imports_name_in(fn->name, p->src->path);
    }
}

char *imports_name_in(const char *name, const char *path)
{
    /* The file's stem, as a name: "src/quick-sort.cu" gives "quick_sort". */
    const char *slash = strrchr(path, '/');
    const char *stem = slash ? slash + 1 : path, *dot = strrchr(stem, '.');
    size_t stem_len = dot && dot > stem ? (size_t)(dot - stem) : strlen(stem);
    StrBuf base;
    strbuf_init(&base);
    strbuf_printf(&base, "%s_in_", name);
    for (size_t c = 0; c < stem_len; c++)
        strbuf_printf(&base, "%c", text_is_ident_char(stem[c]) ? stem[c] : '_');
    return strbuf_take(&base);
}


void imports_free(Imports *imports)
{
    for (int i = 0; i < imports->count; i++) {
        free(imports->items[i].name);
        free(imports->items[i].from);
        free(imports->items[i].text);
        free(imports->items[i].why);
        free(imports->items[i].brought);
    }
    for (int i = 0; i < imports->brought_count; i++) {
        free(imports->brought[i].name);
        free(imports->brought[i].from);
        free(imports->brought[i].text);
        free(imports->brought[i].declaration);
    }
    free(imports->brought);
    imports->brought = NULL;
    imports->brought_count = 0;
    free(imports->items);
    imports->items = NULL;
    imports->count = 0;
}
