#include "syntax/expand.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/macros.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* What a macro of the file is to the expansion. */
typedef enum { MACRO_KEPT, MACRO_LAUNCH, MACRO_VALUES } MacroUse;

typedef struct Candidate {
    const MacroDef *def;
    MacroUse use;
    uint32_t defined_at; /* offset of its #define: it expands only after */
} Candidate;

/* The names #defined inside an #if group, or #undef'd (the macro table
 * lists every definition, but not these). */
typedef struct Directives {
    char **conditional;
    int conditional_count, conditional_cap;
} Directives;

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static bool word_is(const char *t, uint32_t from, uint32_t to, const char *word)
{
    return to - from == strlen(word) && memcmp(t + from, word, to - from) == 0;
}

/* Offset past a directive at t[i] ('#'), noting what it does to names. */
static uint32_t read_directive(Directives *d, const char *t, uint32_t len, uint32_t i, int *depth)
{
    uint32_t k = text_skip_blanks(t, len, i + 1), e = text_skip_ident(t, len, k);
    uint32_t n = text_skip_blanks(t, len, e), ne = text_skip_ident(t, len, n);
    if (word_is(t, k, e, "if") || word_is(t, k, e, "ifdef") || word_is(t, k, e, "ifndef"))
        (*depth)++;
    else if (word_is(t, k, e, "endif") && *depth > 0)
        (*depth)--;
    else if (((word_is(t, k, e, "define") && *depth > 0) || word_is(t, k, e, "undef")) && ne > n) {
        char *name = xstrndup(t + n, ne - n);
        ARRAY_PUSH(d->conditional, d->conditional_count, d->conditional_cap, name);
    }
    return text_directive_end(t, len, i);
}

static void read_directives(Directives *d, const char *t, uint32_t len)
{
    bool line_start = true;
    int depth = 0;
    for (uint32_t i = 0; i < len;) {
        char c = t[i];
        if (c == '\n') {
            line_start = true;
            i++;
        } else if (is_blank(c)) {
            i++;
        } else if (line_start && c == '#') {
            i = read_directive(d, t, len, i, &depth);
        } else {
            line_start = false;
            uint32_t past = text_skip_literal(t, len, i);
            i = past > i ? past : i + 1;
        }
    }
}

static void directives_free(Directives *d)
{
    for (int i = 0; i < d->conditional_count; i++)
        free(d->conditional[i]);
    free(d->conditional);
}

static MacroUse use_of(const MacroTable *table, const Directives *d, int m)
{
    const MacroDef *def = &table->defs[m];
    size_t n = strlen(def->name);
    if (macros_find(table, def->name, n, m) >= 0 || macros_find(table, def->name, n, -1) != m)
        return MACRO_KEPT; /* defined twice */
    for (int i = 0; i < d->conditional_count; i++)
        if (strcmp(d->conditional[i], def->name) == 0)
            return MACRO_KEPT;
    if (strchr(def->body, '#') || text_has_word(def->body, strlen(def->body), def->name))
        return MACRO_KEPT;
    if (def->is_function && strstr(def->body, "<<<"))
        return MACRO_LAUNCH;
    return text_has_top_level_comma(def->body, (uint32_t)strlen(def->body)) ? MACRO_VALUES : MACRO_KEPT;
}

/* --- an invocation -------------------------------------------------------- */

typedef struct Args {
    uint32_t start[64], end[64]; /* each argument's text */
    int count;
    uint32_t close;              /* offset of the closing parenthesis */
} Args;

/* The arguments of an invocation whose '(' is at t[i]; false when it does
 * not close or has too many. */
static bool read_args(const char *t, uint32_t len, uint32_t i, Args *a)
{
    int nesting = 0;
    a->count = 0;
    a->start[0] = i + 1;
    for (uint32_t k = i + 1; k < len;) {
        uint32_t past = text_skip_literal(t, len, k);
        if (past > k) {
            k = past;
            continue;
        }
        char c = t[k];
        if (c == '(' || c == '[' || c == '{')
            nesting++;
        else if ((c == ')' || c == ']' || c == '}') && nesting > 0)
            nesting--;
        else if (c == ')' || (c == ',' && nesting == 0)) {
            if (a->count == 63)
                return false;
            a->end[a->count++] = k;
            if (c == ')') {
                a->close = k;
                return true;
            }
            a->start[a->count] = k + 1;
        }
        k++;
    }
    return false;
}

/* t[from..to) as one line: comments and runs of white space made one
 * space, trimmed. */
static void put_flat(StrBuf *out, const char *t, uint32_t from, uint32_t to)
{
    size_t begin = out->len;
    for (uint32_t i = from; i < to;) {
        uint32_t past = text_skip_literal(t, to, i);
        bool space = (past > i && t[i] == '/') || (past == i && (is_blank(t[i]) || t[i] == '\n'));
        if (space) {
            if (out->len > begin && out->data[out->len - 1] != ' ')
                strbuf_puts(out, " ");
        } else {
            strbuf_append(out, t + i, past > i ? past - i : 1);
        }
        i = past > i ? past : i + 1;
    }
    while (out->len > begin && out->data[out->len - 1] == ' ')
        out->data[--out->len] = '\0';
}

/* Whether characters a and b, side by side, could read as one token. */
static bool could_join(char a, char b)
{
    static const char *const apart = " \t()[]{},;";
    if (!a || !b || strchr(apart, a) || strchr(apart, b))
        return false;
    return text_is_ident_char(a) == text_is_ident_char(b);
}

/* Appends text, set off by a space from what it would join. */
static void put_apart(StrBuf *out, const char *text, char next)
{
    if (!*text)
        return;
    if (out->len > 0 && could_join(out->data[out->len - 1], text[0]))
        strbuf_puts(out, " ");
    strbuf_puts(out, text);
    if (could_join(text[strlen(text) - 1], next))
        strbuf_puts(out, " ");
}

/* The body with its parameters replaced by the arguments' text; false
 * when the arguments do not fit the parameters. */
static bool substitute(const MacroDef *def, const char *t, const Args *a, StrBuf *out)
{
    bool variadic = def->param_count > 0 && strcmp(def->params[def->param_count - 1], "__VA_ARGS__") == 0;
    bool empty_call = a->count == 1 && def->param_count == 0;
    if (!empty_call && (variadic ? a->count < def->param_count - 1 : a->count != def->param_count))
        return false;
    const char *body = def->body;
    size_t n = strlen(body), pos = 0, start, wlen, copied = 0;
    while (text_next_identifier(body, n, &pos, &start, &wlen)) {
        int k = -1;
        for (int p = 0; p < def->param_count; p++)
            if (strlen(def->params[p]) == wlen && memcmp(def->params[p], body + start, wlen) == 0)
                k = p;
        if (k < 0)
            continue;
        strbuf_append(out, body + copied, start - copied);
        StrBuf arg;
        strbuf_init(&arg);
        int last = variadic && k == def->param_count - 1 ? a->count - 1 : k;
        for (int p = k; p <= last && p < a->count; p++) {
            if (p > k)
                strbuf_puts(&arg, ", ");
            put_flat(&arg, t, a->start[p], a->end[p]);
        }
        put_apart(out, arg.data ? arg.data : "", body[pos]);
        strbuf_free(&arg);
        copied = pos;
    }
    strbuf_append(out, body + copied, n - copied);
    return true;
}

/* --- the scan ------------------------------------------------------------- */

typedef struct Scan {
    const char *t;
    uint32_t len;
    const Candidate *candidates;
    int candidate_count;
    StrBuf out;
    uint32_t copied;    /* t[0..copied) is in out */
    Expansions *done;
} Scan;

static const Candidate *candidate_named(const Scan *s, uint32_t from, uint32_t to)
{
    for (int i = 0; i < s->candidate_count; i++)
        if (word_is(s->t, from, to, s->candidates[i].def->name))
            return &s->candidates[i];
    return NULL;
}

/* The invocation of c at t[at..) (the name ends at name_end): expanded into
 * s->out where it is one dpopt expands; the offset to go on from. */
static uint32_t consider(Scan *s, const Candidate *c, uint32_t at, uint32_t name_end, bool in_launch)
{
    const char *t = s->t;
    uint32_t end = name_end;
    Args a = {.count = 0};
    if (c->def->is_function) {
        uint32_t open = text_skip_space(t, s->len, name_end);
        if (open >= s->len || t[open] != '(' || !read_args(t, s->len, open, &a))
            return name_end;
        end = a.close + 1;
    }
    if (c->use == MACRO_LAUNCH) {
        uint32_t after = text_skip_space(t, s->len, end);
        if (in_launch || after >= s->len || t[after] != ';')
            return name_end;
    } else if (!in_launch) {
        return name_end;
    }
    StrBuf text;
    strbuf_init(&text);
    if (!substitute(c->def, t, &a, &text)) {
        strbuf_free(&text);
        return name_end;
    }
    strbuf_append(&s->out, t + s->copied, at - s->copied);
    Expansion x = {(uint32_t)s->out.len, 0, xstrndup(t + at, end - at)};
    strbuf_puts(&s->out, text.data);
    for (uint32_t k = at; k < end; k++)
        if (t[k] == '\n')
            strbuf_puts(&s->out, "\n"); /* every later line keeps its number */
    x.end = (uint32_t)s->out.len;
    ARRAY_PUSH(s->done->items, s->done->count, s->done->cap, x);
    strbuf_free(&text);
    s->copied = end;
    return end;
}

/* Walks the code (comments, literals and directives skipped), knowing
 * when it is inside a launch's <<<...>>> or its argument list. */
static void scan_code(Scan *s)
{
    const char *t = s->t;
    bool line_start = true, in_config = false, args_next = false;
    int args_depth = 0; /* > 0: inside a launch's argument list */
    for (uint32_t i = 0; i < s->len;) {
        char c = t[i];
        if (c == '\n' || is_blank(c)) {
            line_start = line_start || c == '\n';
            i++;
            continue;
        }
        if (line_start && c == '#') {
            i = text_directive_end(t, s->len, i);
            continue;
        }
        line_start = false;
        uint32_t past = text_skip_literal(t, s->len, i);
        if (past > i) {
            i = past;
            continue;
        }
        if (i + 2 < s->len && memcmp(t + i, "<<<", 3) == 0) {
            in_config = true;
            i += 3;
            continue;
        }
        if (in_config && i + 2 < s->len && memcmp(t + i, ">>>", 3) == 0) {
            in_config = false;
            args_next = true;
            i += 3;
            continue;
        }
        if (c == '(' && (args_next || args_depth > 0))
            args_depth++;
        else if (c == ')' && args_depth > 0)
            args_depth--;
        args_next = false;
        if (!text_is_ident_char(c) || (c >= '0' && c <= '9')) {
            i = c >= '0' && c <= '9' ? text_skip_ident(t, s->len, i) : i + 1;
            continue;
        }
        uint32_t e = text_skip_ident(t, s->len, i);
        const Candidate *cand = candidate_named(s, i, e);
        i = cand && cand->defined_at < i ? consider(s, cand, i, e, in_config || args_depth > 0) : e;
    }
}

void expansions_free(Expansions *done)
{
    for (int i = 0; i < done->count; i++)
        free(done->items[i].original);
    free(done->items);
    *done = (Expansions){0};
}

Source *expand_launch_macros(const Source *src, Expansions *done)
{
    *done = (Expansions){0};
    if (!strstr(src->text, "#"))
        return NULL;
    MacroTable table = {0};
    macros_scan(&table, src->path, src->text, src->len);
    Directives d = {0};
    read_directives(&d, src->text, src->len);
    Candidate *candidates = xcalloc((size_t)table.count + 1, sizeof *candidates);
    int count = 0;
    for (int m = 0; m < table.count; m++) {
        MacroUse use = use_of(&table, &d, m);
        if (use != MACRO_KEPT) /* the line of its #define: it expands only after it */
            candidates[count++] = (Candidate){&table.defs[m], use, src->line_starts[table.defs[m].line - 1]};
    }
    Source *expanded = NULL;
    if (count > 0) {
        Scan s = {src->text, src->len, candidates, count, {0}, 0, done};
        strbuf_init(&s.out);
        scan_code(&s);
        if (done->count > 0) {
            strbuf_append(&s.out, src->text + s.copied, src->len - s.copied);
            expanded = source_from_lines_of(src, s.out.data, (uint32_t)s.out.len);
        }
        strbuf_free(&s.out);
    }
    free(candidates);
    directives_free(&d);
    macros_free(&table);
    return expanded;
}
