#include "model/splice.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/imports.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/parse.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* More read in than this and the file is mostly headers: the rest stay. */
enum { SPLICE_MAX = 64 };

/* --- which headers ---------------------------------------------------------- */

/* Whether header h holds a launch dpopt could rewrite, or defines a child
 * the file launches from the device. */
static bool takes_part(const Program *p, int h)
{
    for (int i = 0; i < p->header_launch_count; i++)
        if (p->header_launches[i].header == h)
            return true;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side || (s->callee_fn >= 0 && p->functions[s->callee_fn].is_definition))
            continue;
        for (int k = 0; k < p->header_function_count; k++)
            if (p->header_functions[k].header == h && model_names_match(p->header_functions[k].name, s->callee))
                return true;
    }
    return false;
}

/* The folder part of a path, with its slash ("" for none). */
static char *folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? xstrndup(path, (size_t)(slash - path) + 1) : xstrdup("");
}

/* The file a quoted #include of `name` reads from a file in `folder`: the
 * folder first, then the -I folders; NULL where none holds it. */
static char *resolve(const char *name, const char *folder, const char *const *dirs, int dir_count)
{
    for (int d = -1; d < dir_count; d++) {
        StrBuf path;
        strbuf_init(&path);
        if (name[0] != '/')
            strbuf_printf(&path, d < 0 ? "%s" : "%s/", d < 0 ? folder : dirs[d]);
        strbuf_puts(&path, name);
        struct stat st;
        char *real = stat(path.data, &st) == 0 && S_ISREG(st.st_mode) ? realpath(path.data, NULL) : NULL;
        strbuf_free(&path);
        if (real || name[0] == '/')
            return real;
    }
    return NULL;
}

static bool same_file(const char *a, const char *b) { return a && b ? strcmp(a, b) == 0 : a == b; }

/* A change to the header's text as it is read in. */
typedef struct Change {
    uint32_t start, end;
    char *text;
} Change;

typedef struct Reading {
    const Program *p;
    const Header *h;
    const char *const *dirs;
    int dir_count;
    char *header_folder, *file_folder, *spelled_folder;
    bool same_folder;       /* the header lies beside the file: its includes read the same */
    Change *changes;
    int change_count;
    char *why;              /* the first reason it cannot be read in */
} Reading;

static void add_change(Reading *r, uint32_t start, uint32_t end, char *text)
{
    r->changes = xrealloc(r->changes, (size_t)(r->change_count + 1) * sizeof *r->changes);
    r->changes[r->change_count++] = (Change){start, end, text};
}

/* `#pragma once`, spaces aside. */
static bool is_pragma_once(const char *t, uint32_t len)
{
    uint32_t i = 0;
    while (i < len && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (i >= len || t[i++] != '#')
        return false;
    while (i < len && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (len - i < 6 || memcmp(t + i, "pragma", 6) != 0)
        return false;
    i += 6;
    uint32_t gap = i;
    while (i < len && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (i == gap || len - i < 4 || memcmp(t + i, "once", 4) != 0)
        return false;
    for (i += 4; i < len; i++)
        if (!strchr(" \t\r\n", t[i]))
            return false;
    return true;
}

/* A quoted #include of the header: spelled so that it names, from the
 * file, the file it named from the header; or the reason it cannot be. */
static void respell_include(Reading *r, TSNode include)
{
    const Source *hs = r->h->src;
    TSNode path = node_child_of_type(include, "string_literal");
    if (ts_node_is_null(path) || r->same_folder)
        return;
    char *quoted = node_text(hs, path);
    size_t n = strlen(quoted);
    char *name = xstrndup(quoted + 1, n >= 2 ? n - 2 : 0);
    free(quoted);
    if (name[0] == '/') {
        free(name);
        return;
    }
    char *meant = resolve(name, r->header_folder, r->dirs, r->dir_count);
    char *beside = resolve(name, r->header_folder, NULL, 0);
    StrBuf spelled;
    strbuf_init(&spelled);
    strbuf_printf(&spelled, "%s%s", beside ? r->spelled_folder : "", name);
    char *read = resolve(spelled.data, r->file_folder, r->dirs, r->dir_count);
    if (!same_file(meant, read)) {
        StrBuf why;
        strbuf_init(&why);
        strbuf_printf(&why, "it includes \"%s\", which %s would not find from %s", name, r->h->path, r->p->src->path);
        r->why = strbuf_take(&why);
    } else if (strcmp(spelled.data, name) != 0) {
        StrBuf text;
        strbuf_init(&text);
        strbuf_printf(&text, "\"%s\"", spelled.data);
        add_change(r, ts_node_start_byte(path), node_end_byte(path), strbuf_take(&text));
    }
    free(meant);
    free(beside);
    free(read);
    strbuf_free(&spelled);
    free(name);
}

static bool visit_header_node(TSNode node, void *ctx)
{
    Reading *r = ctx;
    if (r->why || !node_is_named(node))
        return false;
    if (node_is(node, "preproc_include")) {
        respell_include(r, node);
        return false;
    }
    if (node_is(node, "preproc_call")) {
        uint32_t start = ts_node_start_byte(node), end = node_end_byte(node);
        TSNode parent = parents_of(node);
        if (node_is(parent, "translation_unit") && is_pragma_once(r->h->src->text + start, end - start)) {
            while (end > start && strchr("\r\n", r->h->src->text[end - 1]))
                end--; /* the line stays, empty: the next keeps its number */
            add_change(r, start, end, xstrdup(""));
        }
        return false;
    }
    return true;
}

/* The lines [first, last] of `src` the header's #include stands on, or
 * false where it shares them with other code. */
static bool include_lines(const Source *src, const Header *h, uint32_t *first, uint32_t *last)
{
    *first = source_line_index(src, h->include_start);
    uint32_t end = h->include_end;
    while (end > h->include_start && strchr("\r\n", src->text[end - 1]))
        end--;
    *last = source_line_index(src, end);
    for (uint32_t i = src->line_starts[*first]; i < h->include_start; i++)
        if (!strchr(" \t", src->text[i]))
            return false;
    while (end < src->len && strchr(" \t", src->text[end]))
        end++;
    return end >= src->len || strchr("\r\n", src->text[end]) ||
           (end + 1 < src->len && src->text[end] == '/' && src->text[end + 1] == '/');
}

/* Why header h cannot be read into the file (NULL where it can; then
 * r->changes are what its text takes). */
static void check_header(Reading *r)
{
    const Program *p = r->p;
    const Header *h = r->h;
    StrBuf why;
    strbuf_init(&why);
    uint32_t first, last;
    if (!h->include_at_top)
        strbuf_printf(&why, "its #include (%s:%u) is not at file scope: an #if group or a declaration holds it",
                      source_path_at(p->src, h->include_start), source_pos(p->src, h->include_start).line);
    else if (h->include_count > 1)
        strbuf_printf(&why, "the translation unit includes it %d times, and dpopt reads a header into the file "
                            "only where it is included once", h->include_count);
    else if (ts_node_has_error(syntax_root(h->tree)))
        strbuf_puts(&why, "dpopt cannot parse all of it");
    else if (!include_lines(p->src, h, &first, &last))
        strbuf_printf(&why, "its #include (%s:%u) shares its line with other code",
                      source_path_at(p->src, h->include_start), source_pos(p->src, h->include_start).line);
    if (why.len > 0) {
        r->why = strbuf_take(&why);
        return;
    }
    strbuf_free(&why);
    r->header_folder = folder_of(h->path);
    r->file_folder = folder_of(p->src->path);
    r->spelled_folder = folder_of(h->spelled);
    char *a = realpath(r->header_folder[0] ? r->header_folder : ".", NULL);
    char *b = realpath(r->file_folder[0] ? r->file_folder : ".", NULL);
    r->same_folder = h->found_beside && !strchr(h->spelled, '/') && same_file(a, b) && a;
    free(a);
    free(b);
    node_walk(syntax_root(h->tree), visit_header_node, r);
}

static void reading_free(Reading *r)
{
    for (int i = 0; i < r->change_count; i++)
        free(r->changes[i].text);
    free(r->changes);
    free(r->header_folder);
    free(r->file_folder);
    free(r->spelled_folder);
    free(r->why);
}

/* --- reading one in -------------------------------------------------------- */

static int by_start(const void *a, const void *b)
{
    const Change *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

/* The header's text as read in: its changes made, a newline at its end. */
static void header_text(const Reading *r, StrBuf *out)
{
    const Source *hs = r->h->src;
    qsort(r->changes, (size_t)r->change_count, sizeof *r->changes, by_start);
    uint32_t at = 0;
    for (int i = 0; i < r->change_count; i++) {
        strbuf_append(out, hs->text + at, r->changes[i].start - at);
        strbuf_puts(out, r->changes[i].text);
        at = r->changes[i].end;
    }
    strbuf_append(out, hs->text + at, hs->len - at);
    if (out->len > 0 && out->data[out->len - 1] != '\n')
        strbuf_puts(out, "\n");
}

static void line_directive(StrBuf *out, uint32_t line, const char *path)
{
    strbuf_printf(out, "#line %u \"", line);
    strbuf_json_escape(out, path);
    strbuf_puts(out, "\"\n");
}

/* `given` with header r->h read in place of its #include, on lines
 * [first, last] (of `src`, which has given's lines). NULL where the two
 * differ there (an expansion on the #include's lines). */
static Source *read_in(const Reading *r, const Source *src, const Source *given, uint32_t first, uint32_t last,
                       bool line_directives, uint32_t *own_len, Splices *done)
{
    uint32_t a = given->line_starts[first];
    uint32_t b = last + 1 < given->line_count ? given->line_starts[last + 1] : given->len;
    uint32_t sa = src->line_starts[first];
    uint32_t sb = last + 1 < src->line_count ? src->line_starts[last + 1] : src->len;
    if (b - a != sb - sa || memcmp(given->text + a, src->text + sa, b - a) != 0)
        return NULL;
    StrBuf header;
    strbuf_init(&header);
    header_text(r, &header);
    uint32_t header_lines = text_line_breaks(header.data ? header.data : "", header.len);
    uint32_t marks = line_directives ? 1 : 0;
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, given->text, a);
    if (line_directives)
        line_directive(&text, 1, r->h->path);
    strbuf_append(&text, header.data ? header.data : "", header.len);
    uint32_t back = source_pos(given, b).line;
    const char *back_path = source_path_at(given, b);
    if (line_directives)
        line_directive(&text, back, back_path);
    strbuf_append(&text, given->text + b, given->len - b);
    strbuf_free(&header);

    Source *out = source_from_string(given->path, text.data, (uint32_t)text.len);
    /* The lines after the #include move by what replaces it. */
    uint32_t added = 2 * marks + header_lines;
    int64_t delta = (int64_t)added - (int64_t)(last - first + 1);
    for (uint32_t i = 0; i < given->mark_count; i++) {
        const SourceMark *m = &given->marks[i];
        if (m->first < first)
            source_add_mark(out, m->first, m->line, m->path);
        else if (m->first > last)
            source_add_mark(out, (uint32_t)(m->first + delta), m->line, m->path);
    }
    source_add_mark(out, first + marks, 1, r->h->path);
    source_add_mark(out, first + added, back, back_path);
    for (int i = 0; i < done->count; i++) {
        Splice *s = &done->items[i];
        if (s->first > last) {
            s->first = (uint32_t)(s->first + delta);
            s->end = (uint32_t)(s->end + delta);
        } else if (s->end > last) {
            s->end = (uint32_t)(s->end + delta);
        }
    }
    done->items = xrealloc(done->items, (size_t)(done->count + 1) * sizeof *done->items);
    done->items[done->count++] = (Splice){first, first + added, xstrndup(given->text + a, b - a)};
    *own_len += out->len - given->len;
    strbuf_free(&text);
    return out;
}

Source *splice_headers(Program *p, const Source *given, const char *const *dirs, int dir_count, bool line_directives,
                       uint32_t *own_len, Splices *done)
{
    Source *out = NULL;
    for (int h = 0; h < p->header_count && !out; h++) {
        if (p->headers[h].kept_why || !takes_part(p, h))
            continue;
        int top = h; /* the header the file itself includes, that reads h */
        while (p->headers[top].includer >= 0)
            top = p->headers[top].includer;
        Reading r = {.p = p, .h = &p->headers[top], .dirs = dirs, .dir_count = dir_count};
        uint32_t first = 0, last = 0;
        if (done->count >= SPLICE_MAX)
            r.why = xstrdup("dpopt reads at most 64 headers into one file");
        else
            check_header(&r);
        if (!r.why && include_lines(p->src, r.h, &first, &last)) {
            out = read_in(&r, p->src, given, first, last, line_directives, own_len, done);
            if (!out)
                r.why = xstrdup("a macro dpopt expands shares the lines of its #include");
        }
        if (r.why) {
            StrBuf why;
            strbuf_init(&why);
            if (top == h)
                strbuf_puts(&why, r.why);
            else
                strbuf_printf(&why, "%s includes it, and %s cannot be: %s", r.h->path, r.h->path, r.why);
            p->headers[h].kept_why = strbuf_take(&why);
        }
        reading_free(&r);
    }
    return out;
}

void splice_range(const Source *src, const Splice *s, uint32_t *start, uint32_t *end)
{
    *start = s->first < src->line_count ? src->line_starts[s->first] : src->len;
    *end = s->end < src->line_count ? src->line_starts[s->end] : src->len;
}

void splice_mark(Program *p, const Splices *done)
{
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if (!fn->is_static || fn->name_base || !fn->is_definition)
            continue;
        uint32_t line = source_line_index(p->src, ts_node_start_byte(fn->outer));
        for (int k = 0; k < done->count; k++)
            if (done->items[k].first <= line && line < done->items[k].end) {
                fn->name_base = imports_name_in(fn->name, p->src->path);
                break;
            }
    }
}

void splices_free(Splices *s)
{
    for (int i = 0; i < s->count; i++)
        free(s->items[i].include);
    free(s->items);
    s->items = NULL;
    s->count = 0;
}
