#include "rewrite/edit.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "util/alloc.h"
#include "util/strbuf.h"

void edit_init(EditBuffer *b, const Source *src)
{
    memset(b, 0, sizeof *b);
    b->src = src;
    b->written_len = src->len;
}

void edit_free(EditBuffer *b)
{
    for (int i = 0; i < b->count; i++)
        free(b->edits[i].text);
    free(b->edits);
    free(b->spans);
    free(b->points);
    free(b->appended);
    free(b->prepended);
    memset(b, 0, sizeof *b);
}

/* Replacements may not share a byte; an insertion may not fall strictly
 * inside a replaced range (at its ends it is fine and keeps its order). */
static bool overlaps(const Edit *a, uint32_t start, uint32_t end)
{
    if (a->start == a->end && start == end)
        return false;
    if (a->start == a->end)
        return start < a->start && a->start < end;
    if (start == end)
        return a->start < start && start < a->end;
    return start < a->end && a->start < end;
}

/* Remembers why an edit was refused. Only the first refusal is kept: it is
 * the one to report, and one is enough to fail the buffer. */
static void fail(EditBuffer *b, EditFault fault, uint32_t start, uint32_t end, const Edit *other)
{
    if (b->failure.fault != EDIT_FAULT_NONE)
        return;
    EditFailure f = {fault, start, end, other ? other->start : 0, other ? other->end : 0};
    b->failure = f;
}

/* The first of `count` edits listed in `index` (sorted by start) whose
 * start is at least `at` (strictly above it where `above`). */
static int first_from(const EditBuffer *b, const int *index, int count, uint32_t at, bool above)
{
    int lo = 0, hi = count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        uint32_t s = b->edits[index[mid]].start;
        if (s < at || (above && s == at))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The first edit already made that the range overlaps, or NULL: of the
 * replacements, those ending after `start` and starting before `end` (a
 * short run, their ends ascending); of the insertions, those strictly
 * inside a replaced range. Of those, the one made first, as a scan in order
 * would find. Insertions at one offset may be many (the code a scope's end
 * gathers), so none is looked at for another insertion. */
static const Edit *find_overlap(const EditBuffer *b, uint32_t start, uint32_t end)
{
    const Edit *first = NULL;
    /* The replacements ending after `start`: from the last starting at or
     * before it (an earlier one ends before it starts). */
    int k = first_from(b, b->spans, b->span_count, start, true);
    for (k = k > 0 ? k - 1 : 0; k < b->span_count && b->edits[b->spans[k]].start <= end; k++) {
        const Edit *e = &b->edits[b->spans[k]];
        if (overlaps(e, start, end) && (!first || e->order < first->order))
            first = e;
    }
    if (start < end)
        for (k = first_from(b, b->points, b->point_count, start, true);
             k < b->point_count && b->edits[b->points[k]].start < end; k++) {
            const Edit *e = &b->edits[b->points[k]];
            if (!first || e->order < first->order)
                first = e;
        }
    return first;
}

/* Files edit i in its list (spans or points), after those starting at or
 * before it. */
static void place(EditBuffer *b, int i)
{
    const Edit *e = &b->edits[i];
    int **index = e->start < e->end ? &b->spans : &b->points;
    int *count = e->start < e->end ? &b->span_count : &b->point_count;
    assert(*count < b->cap); /* add grew both lists with the edits */
    int at = first_from(b, *index, *count, e->start, true);
    /* find_overlap let it in: a replacement shares no byte with its
     * neighbours in the list. */
    assert(index != &b->spans || at == 0 || b->edits[(*index)[at - 1]].end <= e->start);
    assert(index != &b->spans || at == *count || e->end <= b->edits[(*index)[at]].start);
    memmove(&(*index)[at + 1], &(*index)[at], (size_t)(*count - at) * sizeof **index);
    (*index)[at] = i;
    (*count)++;
}

/* Takes `text`, `len` bytes (the buffer frees it). */
static void add(EditBuffer *b, uint32_t start, uint32_t end, char *text, size_t len)
{
    if (start > end || end > b->src->len) {
        fail(b, EDIT_FAULT_OUT_OF_RANGE, start, end, NULL);
        free(text);
        return;
    }
    const Edit *other = find_overlap(b, start, end);
    if (other) {
        fail(b, EDIT_FAULT_OVERLAP, start, end, other);
        free(text);
        return;
    }
    Edit e = {start, end, text, len, b->count, false};
    int cap = b->cap;
    ARRAY_PUSH(b->edits, b->count, b->cap, e);
    if (b->cap != cap) { /* room in both lists for every edit */
        b->spans = xrealloc(b->spans, (size_t)b->cap * sizeof *b->spans);
        b->points = xrealloc(b->points, (size_t)b->cap * sizeof *b->points);
    }
    place(b, b->count - 1);
}

void edit_replace(EditBuffer *b, uint32_t start, uint32_t end, const char *text)
{
    add(b, start, end, xstrdup(text), strlen(text));
}

void edit_insert(EditBuffer *b, uint32_t offset, const char *text) { edit_replace(b, offset, offset, text); }

bool edit_touches(const EditBuffer *b, uint32_t start, uint32_t end) { return find_overlap(b, start, end) != NULL; }

void edit_restore(EditBuffer *b, uint32_t start, uint32_t end, const char *text)
{
    int before = b->count;
    edit_replace(b, start, end, text);
    if (b->count > before)
        b->edits[b->count - 1].verbatim = true;
}

/* A buffer never written holds no string yet. */
static char *taken(StrBuf *text)
{
    char *data = strbuf_take(text);
    return data ? data : xstrdup("");
}

void edit_replace_taking(EditBuffer *b, uint32_t start, uint32_t end, StrBuf *text)
{
    size_t len = text->len;
    add(b, start, end, taken(text), len);
}

void edit_insert_taking(EditBuffer *b, uint32_t offset, StrBuf *text) { edit_replace_taking(b, offset, offset, text); }

/* Whether the line starting at text[i] takes an indent: not blank, no directive. */
static bool indents_line(const char *text, size_t len, size_t i)
{
    return i < len && text[i] != '\n' && text[i] != '\r' && text[i] != '#';
}

/* An R followed by a quote: conservative (it also finds "ERR"). */
static bool may_open_raw_string(const char *text, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (text[i] == 'R' && text[i + 1] == '"')
            return true;
    return false;
}

static void indent_text(Edit *e, const char *indent)
{
    size_t width = strlen(indent), lines = 0;
    for (size_t i = 0; i < e->len; i++)
        lines += e->text[i] == '\n' && indents_line(e->text, e->len, i + 1);
    if (lines == 0)
        return;
    StrBuf o;
    strbuf_init(&o);
    strbuf_reserve(&o, e->len + lines * width);
    for (size_t i = 0; i < e->len; i++) {
        strbuf_append(&o, &e->text[i], 1);
        if (e->text[i] == '\n' && indents_line(e->text, e->len, i + 1))
            strbuf_append(&o, indent, width);
    }
    free(e->text);
    e->len = o.len;
    e->text = taken(&o);
}

/* The edits listed in `index` (by start) that lie strictly inside (start, end). */
static void indent_listed(EditBuffer *b, const int *index, int count, uint32_t start, uint32_t end, const char *indent)
{
    for (int k = first_from(b, index, count, start, true); k < count && b->edits[index[k]].start < end; k++) {
        Edit *e = &b->edits[index[k]];
        if (e->end < end && !e->verbatim && !may_open_raw_string(e->text, e->len))
            indent_text(e, indent);
    }
}

void edit_indent_inside(EditBuffer *b, uint32_t start, uint32_t end, const char *indent)
{
    /* From the sorted lists: a pass over every edit for each body was
     * quadratic in a file of many bodies. */
    indent_listed(b, b->spans, b->span_count, start, end, indent);
    indent_listed(b, b->points, b->point_count, start, end, indent);
}

const EditFailure *edit_failure(const EditBuffer *b)
{
    return b->failure.fault != EDIT_FAULT_NONE ? &b->failure : NULL;
}

void edit_report_failure(const EditBuffer *b)
{
    const EditFailure *f = edit_failure(b);
    if (!f)
        return;
    if (f->fault == EDIT_FAULT_OVERLAP) {
        diag_report(b->src, f->start, DIAG_ERROR,
                    "internal error: two rewrites overlap (bytes %u..%u and %u..%u); no output written", f->start,
                    f->end, f->other_start, f->other_end);
        diag_report(b->src, f->other_start, DIAG_NOTE, "the rewrite made first (bytes %u..%u) starts here",
                    f->other_start, f->other_end);
        return;
    }
    uint32_t at = f->start < b->src->len ? f->start : b->src->len;
    if (f->fault == EDIT_FAULT_NOT_WRITTEN) {
        diag_report(b->src, b->written_len, DIAG_ERROR,
                    "internal error: a rewrite changes bytes %u..%u, in code read in from another file (the file's "
                    "own text ends at byte %u); no output written",
                    f->start, f->end, b->written_len);
        return;
    }
    diag_report(b->src, at, DIAG_ERROR,
                "internal error: a rewrite names bytes %u..%u, outside the file's %u bytes; no output written",
                f->start, f->end, b->src->len);
}

static void append_text(char **slot, const char *text)
{
    size_t old = *slot ? strlen(*slot) : 0, n = strlen(text);
    *slot = xrealloc(*slot, old + n + 1);
    memcpy(*slot + old, text, n + 1);
}

void edit_write_only(EditBuffer *b, uint32_t len)
{
    b->written_len = len < b->src->len ? len : b->src->len;
    for (int i = 0; i < b->count; i++) {
        const Edit *e = &b->edits[i];
        if (e->start < e->end && e->end > b->written_len) {
            fail(b, EDIT_FAULT_NOT_WRITTEN, e->start, e->end, NULL);
            return;
        }
    }
}

void edit_prepend_toplevel(EditBuffer *b, const char *text) { append_text(&b->prepended, text); }
void edit_append_toplevel(EditBuffer *b, const char *text) { append_text(&b->appended, text); }

static int by_position(const void *x, const void *y)
{
    const Edit *a = x, *c = y;
    if (a->start != c->start)
        return a->start < c->start ? -1 : 1;
    /* At one offset, insertions come before a replacement starting there. */
    bool ai = a->start == a->end, ci = c->start == c->end;
    if (ai != ci)
        return ai ? -1 : 1;
    return a->order - c->order;
}

/* The text as it is made: pieces gathered in `buf` and handed to `put` a
 * stretch at a time, so that a rewrite of tens of megabytes is never held
 * whole a second time (each fresh page a large output would fill costs
 * more than the copy into it); long pieces (the original between two
 * edits, a fused kernel) go to `put` as they are. */
typedef struct Out {
    StrBuf buf;
    EditSink put;
    void *ctx;
    bool sent_any;  /* something has gone to put ... */
    char sent_last; /* ... ending with this byte */
    bool ok;        /* put has accepted everything so far */
} Out;

/* Pieces at least this long skip the buffer; it is handed on once it
 * holds as much. */
#define OUT_STRETCH (256u << 10)

static void out_send(Out *out, const char *data, size_t len)
{
    if (len == 0)
        return;
    if (out->ok)
        out->ok = out->put(out->ctx, data, len);
    out->sent_any = true;
    out->sent_last = data[len - 1];
}

static void out_flush(Out *out)
{
    out_send(out, out->buf.data, out->buf.len);
    out->buf.len = 0;
    out->buf.data[0] = '\0';
}

static void out_append(Out *out, const char *data, size_t len)
{
    if (len >= OUT_STRETCH) {
        out_flush(out);
        out_send(out, data, len);
        return;
    }
    strbuf_append(&out->buf, data, len);
    if (out->buf.len >= OUT_STRETCH)
        out_flush(out);
}

static void out_puts(Out *out, const char *s) { out_append(out, s, strlen(s)); }

static bool at_line_start(const Out *out)
{
    if (out->buf.len > 0)
        return out->buf.data[out->buf.len - 1] == '\n';
    return !out->sent_any || out->sent_last == '\n';
}

/* Whether code that could draw a diagnostic follows in text[from..to),
 * which lies on one line: not just white space, braces, semicolons or a
 * // comment. */
static bool code_follows(const char *text, uint32_t from, uint32_t to)
{
    while (from < to && strchr(" \t\r{};", text[from]))
        from++;
    return from < to && !(to - from >= 2 && text[from] == '/' && text[from + 1] == '/');
}

/* After generated text, tells the compiler which original line comes next.
 * Only possible at a line boundary. Original text that starts mid-line is
 * indented to its own column (tabs kept), so that columns match too. */
static void resync(const EditBuffer *b, Out *out, uint32_t next_offset)
{
    if (!b->line_directives || !at_line_start(out) || next_offset >= b->written_len)
        return;
    /* The file's own #line there (a header read in: model/splice.h) says it. */
    if (b->written_len - next_offset > 6 && memcmp(b->src->text + next_offset, "#line ", 6) == 0)
        return;
    uint32_t line;
    const char *path = source_compiled_at(b->src, next_offset, &line);
    strbuf_printf(&out->buf, "#line %u \"", line);
    strbuf_json_escape(&out->buf, path);
    out_puts(out, "\"\n");
    const char *nl = memchr(b->src->text + next_offset, '\n', b->written_len - next_offset);
    if (!code_follows(b->src->text, next_offset, nl ? (uint32_t)(nl - b->src->text) : b->written_len))
        return;
    uint32_t start = next_offset;
    while (start > 0 && b->src->text[start - 1] != '\n')
        start--;
    for (uint32_t i = start; i < next_offset; i++)
        out_append(out, b->src->text[i] == '\t' ? "\t" : " ", 1);
}

/* Copies original text after generated text that ended mid-line (*pending).
 * Code left on that line would take the generated text's last line
 * number: it moves to a line of its own, after a #line. Otherwise the
 * #line comes after the line's first newline. */
static void copy_original(const EditBuffer *b, Out *out, uint32_t from, uint32_t to, bool *pending)
{
    if (*pending) {
        const char *nl = memchr(b->src->text + from, '\n', to - from);
        uint32_t line_end = nl ? (uint32_t)(nl - b->src->text) : to;
        if (b->line_directives && code_follows(b->src->text, from, line_end)) {
            out_puts(out, "\n");
            resync(b, out, from);
            *pending = false;
        } else if (nl) {
            uint32_t cut = line_end + 1;
            out_append(out, b->src->text + from, cut - from);
            resync(b, out, cut);
            *pending = false;
            from = cut;
        }
    }
    out_append(out, b->src->text + from, to - from);
}

/* The length of the UTF-8 byte-order mark the file starts with: 3, or 0. */
static uint32_t byte_order_mark(const EditBuffer *b)
{
    return b->written_len >= 3 && memcmp(b->src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

bool edit_apply_to(const EditBuffer *b, EditSink put, void *ctx)
{
    if (edit_failure(b))
        return false;
    Edit *sorted = xmalloc((size_t)(b->count ? b->count : 1) * sizeof *sorted);
    if (b->count > 0)
        memcpy(sorted, b->edits, (size_t)b->count * sizeof *sorted);
    qsort(sorted, (size_t)b->count, sizeof *sorted, by_position);

    Out out = {.put = put, .ctx = ctx, .ok = true};
    strbuf_init(&out.buf);
    strbuf_reserve(&out.buf, OUT_STRETCH);
    uint32_t pos = 0;
    if (b->prepended) {
        /* A byte-order mark stays the file's first bytes: a compiler
         * reads one only there. */
        pos = byte_order_mark(b);
        out_append(&out, b->src->text, pos);
        out_puts(&out, b->prepended);
        resync(b, &out, pos);
    }
    bool pending = false;
    for (int i = 0; i < b->count; i++) {
        Edit *e = &sorted[i];
        if (e->start > b->written_len) /* an insertion in text not written out: at its end */
            e->start = e->end = b->written_len;
        if (e->start < pos) { /* text put at the file's start: after its mark */
            e->start = pos;
            e->end = e->end > pos ? e->end : pos;
        }
        /* Edits never overlap (add refused any that would): each starts
         * where the one before it ended, or later. */
        assert(pos <= e->start && e->start <= e->end && e->end <= b->written_len);
        copy_original(b, &out, pos, e->start, &pending);
        out_append(&out, e->text, e->len);
        pos = e->end;
        /* Generated lines followed at once by more whole generated lines
         * need no #line between them: the second's comes after both. */
        const Edit *next = i + 1 < b->count ? &sorted[i + 1] : NULL;
        bool block_follows = next && next->start == pos && next->end == pos && !next->verbatim && next->len > 0 &&
                             next->text[next->len - 1] == '\n' && at_line_start(&out);
        if (!e->verbatim && memchr(e->text, '\n', e->len) && !block_follows) {
            if (at_line_start(&out))
                resync(b, &out, pos);
            else
                pending = true;
        }
    }
    copy_original(b, &out, pos, b->written_len, &pending);
    if (b->appended)
        out_puts(&out, b->appended);
    out_flush(&out);
    strbuf_free(&out.buf);
    free(sorted);
    return out.ok;
}

static bool gather(void *ctx, const char *data, size_t len)
{
    strbuf_append(ctx, data, len);
    return true;
}

char *edit_apply(const EditBuffer *b, uint32_t *len)
{
    *len = 0;
    if (edit_failure(b))
        return NULL;
    StrBuf text;
    strbuf_init(&text);
    size_t size = b->src->len + (b->prepended ? strlen(b->prepended) : 0) + (b->appended ? strlen(b->appended) : 0);
    for (int i = 0; i < b->count; i++)
        size += b->edits[i].len;
    strbuf_reserve(&text, size + size / 8); /* and the #line marks */
    bool ok = edit_apply_to(b, gather, &text);
    assert(ok); /* gather takes everything */
    (void)ok;
    *len = (uint32_t)text.len;
    return text.data; /* ownership passes to the caller */
}
