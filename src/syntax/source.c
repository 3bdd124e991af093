#include "syntax/source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static void read_line_directives(Source *src);

static void index_lines(Source *src)
{
    uint32_t cap = 64;
    src->line_starts = xmalloc(cap * sizeof *src->line_starts);
    src->line_count = 0;
    src->line_starts[src->line_count++] = 0;
    for (uint32_t i = 0; i < src->len; i++) {
        if (src->text[i] != '\n')
            continue;
        if (src->line_count == cap) {
            cap *= 2;
            src->line_starts = xrealloc(src->line_starts, cap * sizeof *src->line_starts);
        }
        src->line_starts[src->line_count++] = i + 1;
    }
}

Source *source_from_string(const char *path, const char *text, uint32_t len)
{
    Source *src = xcalloc(1, sizeof *src);
    src->path = xstrdup(path);
    src->text = xstrndup(text, len);
    src->len = len;
    index_lines(src);
    read_line_directives(src);
    return src;
}

Source *source_from_lines_of(const Source *from, const char *text, uint32_t len)
{
    Source *src = source_from_string(from->path, text, len);
    for (uint32_t i = 0; i < from->mark_count; i++)
        source_add_mark(src, from->marks[i].first, from->marks[i].line, from->marks[i].path);
    return src;
}

void source_add_mark(Source *src, uint32_t first, uint32_t line, const char *path)
{
    uint32_t at = 0;
    while (at < src->mark_count && src->marks[at].first < first)
        at++;
    if (at < src->mark_count && src->marks[at].first == first) { /* the later word on the line wins */
        free(src->marks[at].path);
        src->marks[at].line = line;
        src->marks[at].path = xstrdup(path);
        return;
    }
    src->marks = xrealloc(src->marks, (src->mark_count + 1) * sizeof *src->marks);
    memmove(src->marks + at + 1, src->marks + at, (src->mark_count - at) * sizeof *src->marks);
    src->mark_count++;
    src->marks[at] = (SourceMark){first, line, xstrdup(path)};
}

/* The file name of a #line directive, text[i] its opening quote: its
 * escapes read (the output writes it escaped again); NULL where it does
 * not close on the line. */
static char *line_directive_path(const char *text, uint32_t len, uint32_t i)
{
    StrBuf path;
    strbuf_init(&path);
    for (i++; i < len && text[i] != '"' && text[i] != '\n'; i++) {
        if (text[i] == '\\' && i + 1 < len && text[i + 1] != '\n')
            i++;
        strbuf_append(&path, text + i, 1);
    }
    if (i >= len || text[i] != '"') {
        strbuf_free(&path);
        return NULL;
    }
    return strbuf_take(&path);
}

/* A `#line N` or `#line N "file"` directive at text[i] (a line's start):
 * kept, as holding from the next line on (path NULL: the file stays). */
static void read_line_directive(Source *src, uint32_t i)
{
    const char *t = src->text;
    uint32_t len = src->len;
    i = text_skip_blanks(t, len, i);
    if (i >= len || t[i] != '#')
        return;
    i = text_skip_blanks(t, len, i + 1);
    if (text_skip_ident(t, len, i) != i + 4 || memcmp(t + i, "line", 4) != 0)
        return;
    i = text_skip_blanks(t, len, i + 4);
    uint32_t digits = i;
    uintmax_t line = 0;
    for (; i < len && t[i] >= '0' && t[i] <= '9' && line <= UINT32_MAX; i++)
        line = line * 10 + (uintmax_t)(t[i] - '0');
    if (i == digits || line == 0 || line > UINT32_MAX)
        return; /* not one a compiler takes */
    i = text_skip_blanks(t, len, i);
    char *path = i < len && t[i] == '"' ? line_directive_path(t, len, i) : NULL;
    uint32_t first = source_line_index(src, text_directive_end(t, len, i)) + 1;
    SourceMark m = {first, (uint32_t)line, path};
    src->directives = xrealloc(src->directives, (src->directive_count + 1) * sizeof *src->directives);
    src->directives[src->directive_count++] = m;
}

/* The file's own #line directives, outside comments and literals. */
static void read_line_directives(Source *src)
{
    const char *t = src->text;
    if (!strstr(t, "line"))
        return;
    for (uint32_t i = 0; i < src->len;) {
        read_line_directive(src, i);
        while (i < src->len && t[i] != '\n') {
            uint32_t past = text_skip_literal(t, src->len, i);
            i = past > i ? past : i + 1;
        }
        i++;
    }
}

/* Reads f to its end, or up to SOURCE_MAX_BYTES. Returns false with
 * *why set when it cannot. */
static bool read_stream(FILE *f, StrBuf *b, const char **why)
{
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        strbuf_append(b, chunk, n);
        if (b->len > SOURCE_MAX_BYTES) {
            *why = "larger than 256 MiB";
            return false;
        }
    }
    if (ferror(f)) {
        *why = strerror(errno);
        return false;
    }
    return true;
}

Source *source_load(const char *path)
{
    bool is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: error: cannot open: %s\n", path, strerror(errno));
        return NULL;
    }
    StrBuf b;
    strbuf_init(&b);
    const char *why = NULL;
    bool read = read_stream(f, &b, &why);
    if (!is_stdin)
        fclose(f);
    if (!read) {
        fprintf(stderr, "%s: error: cannot read: %s\n", path, why);
        strbuf_free(&b);
        return NULL;
    }
    Source *src = source_from_string(is_stdin ? "<stdin>" : path, b.data, (uint32_t)b.len);
    strbuf_free(&b);
    return src;
}

Source *source_load_header(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return NULL;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    StrBuf b;
    strbuf_init(&b);
    const char *why = NULL;
    bool read = read_stream(f, &b, &why);
    fclose(f);
    Source *src = read ? source_from_string(path, b.data, (uint32_t)b.len) : NULL;
    strbuf_free(&b);
    return src;
}

void source_free(Source *src)
{
    if (!src)
        return;
    free(src->path);
    free(src->text);
    free(src->line_starts);
    for (uint32_t i = 0; i < src->mark_count; i++)
        free(src->marks[i].path);
    free(src->marks);
    for (uint32_t i = 0; i < src->directive_count; i++)
        free(src->directives[i].path);
    free(src->directives);
    free(src);
}

uint32_t source_line_index(const Source *src, uint32_t offset)
{
    /* Binary search for the last line start <= offset. */
    uint32_t lo = 0, hi = src->line_count;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (src->line_starts[mid] <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* The mark the line at index `line` is under, or NULL. */
static const SourceMark *mark_of(const Source *src, uint32_t line)
{
    const SourceMark *found = NULL;
    for (uint32_t i = 0; i < src->mark_count && src->marks[i].first <= line; i++)
        found = &src->marks[i];
    return found;
}

SourcePos source_pos(const Source *src, uint32_t offset)
{
    uint32_t index = source_line_index(src, offset);
    const SourceMark *m = mark_of(src, index);
    SourcePos pos = {m ? m->line + (index - m->first) : index + 1, offset - src->line_starts[index] + 1};
    return pos;
}

const char *source_path_at(const Source *src, uint32_t offset)
{
    const SourceMark *m = src->mark_count ? mark_of(src, source_line_index(src, offset)) : NULL;
    return m ? m->path : src->path;
}

/* Whether a mark starts at line index `first`: a #line there is the one a
 * header read in writes (model/splice.c), which the mark already says. */
static bool mark_starts_at(const Source *src, uint32_t first)
{
    for (uint32_t i = 0; i < src->mark_count; i++)
        if (src->marks[i].first == first)
            return true;
    return false;
}

const char *source_compiled_at(const Source *src, uint32_t offset, uint32_t *line)
{
    uint32_t index = source_line_index(src, offset);
    const SourceMark *own = NULL;
    for (uint32_t i = 0; i < src->directive_count && src->directives[i].first <= index; i++)
        if (!mark_starts_at(src, src->directives[i].first))
            own = &src->directives[i];
    const SourceMark *m = mark_of(src, index);
    if (!own || (m && m->first > own->first)) {
        *line = source_pos(src, offset).line;
        return source_path_at(src, offset);
    }
    *line = own->line + (index - own->first);
    /* A #line without a file name keeps the one before it. */
    const char *path = NULL;
    for (const SourceMark *d = src->directives; d <= own; d++)
        if (d->path && !mark_starts_at(src, d->first))
            path = d->path;
    return path ? path : source_path_at(src, src->line_starts[own->first - 1]);
}
