#include "syntax/source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/alloc.h"
#include "util/strbuf.h"

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
