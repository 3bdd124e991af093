#include "syntax/macros.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* The rest of a directive's logical line from i: continuations joined,
 * comments turned into one space. Returns the offset of its newline. */
static uint32_t read_logical_line(const char *t, uint32_t len, uint32_t i, StrBuf *out)
{
    while (i < len && t[i] != '\n') {
        uint32_t joined = text_continuation(t, len, i);
        if (joined) {
            i += joined;
            continue;
        }
        uint32_t past = text_skip_literal(t, len, i);
        if (past > i && t[i] == '/') {
            strbuf_puts(out, " ");
            i = past;
        } else if (past > i) {
            strbuf_append(out, t + i, past - i);
            i = past;
        } else {
            strbuf_append(out, t + i, 1);
            i++;
        }
    }
    return i;
}

/* `#define` at text[i] (just past the `define`). */
static uint32_t read_define(MacroTable *table, const char *file, const char *t, uint32_t len, uint32_t i,
                            uint32_t line)
{
    i = text_skip_blanks(t, len, i);
    uint32_t name_end = text_skip_ident(t, len, i);
    if (name_end == i)
        return i;
    MacroDef d = {0};
    d.name = xstrndup(t + i, name_end - i);
    d.file = xstrdup(file);
    d.line = line;
    i = name_end;
    if (i < len && t[i] == '(') {
        d.is_function = true;
        i++;
        while (i < len && t[i] != ')' && t[i] != '\n') {
            i = text_skip_blanks(t, len, i);
            uint32_t e = text_skip_ident(t, len, i);
            if (e > i) {
                d.params = xrealloc(d.params, (size_t)(d.param_count + 1) * sizeof *d.params);
                d.params[d.param_count++] = xstrndup(t + i, e - i);
                i = e;
            } else if (i + 2 < len && memcmp(t + i, "...", 3) == 0) {
                d.params = xrealloc(d.params, (size_t)(d.param_count + 1) * sizeof *d.params);
                d.params[d.param_count++] = xstrdup("__VA_ARGS__");
                i += 3;
            } else if (i < len && t[i] != ')' && t[i] != '\n') {
                i++;
            }
        }
        if (i < len && t[i] == ')')
            i++;
    }
    StrBuf body;
    strbuf_init(&body);
    i = read_logical_line(t, len, i, &body);
    d.body = text_trimmed(body.data, body.len);
    strbuf_free(&body);
    ARRAY_PUSH(table->defs, table->count, table->cap, d);
    return i;
}

void macros_scan(MacroTable *table, const char *file, const char *text, size_t size)
{
    uint32_t len = (uint32_t)size, line = 1;
    bool line_start = true;
    for (uint32_t i = 0; i < len;) {
        char c = text[i];
        if (c == '\n') {
            line++;
            line_start = true;
            i++;
            continue;
        }
        if (is_blank(c)) {
            i++;
            continue;
        }
        if (line_start && c == '#') {
            uint32_t d = text_skip_blanks(text, len, i + 1), e = text_skip_ident(text, len, d);
            if (e - d == 6 && memcmp(text + d, "define", 6) == 0)
                e = read_define(table, file, text, len, e, line);
            for (uint32_t k = i; k < e; k++)
                line += text[k] == '\n'; /* continued lines */
            i = e;
            line_start = false;
            continue;
        }
        line_start = false;
        uint32_t past = text_skip_literal(text, len, i);
        if (past == i) {
            i++;
            continue;
        }
        for (uint32_t k = i; k < past; k++)
            line += text[k] == '\n';
        i = past;
    }
}

int macros_find(const MacroTable *table, const char *name, size_t n, int after)
{
    for (int i = after + 1; i < table->count; i++)
        if (strlen(table->defs[i].name) == n && memcmp(table->defs[i].name, name, n) == 0)
            return i;
    return -1;
}

bool macros_stand_for_number(const MacroTable *table, const char *name)
{
    bool found = false;
    for (int i = macros_find(table, name, strlen(name), -1); i >= 0; i = macros_find(table, name, strlen(name), i)) {
        const MacroDef *d = &table->defs[i];
        if (d->is_function || strpbrk(d->body, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_[]{}=;,\"'"))
            return false;
        found = true;
    }
    return found;
}

void macros_free(MacroTable *table)
{
    for (int i = 0; i < table->count; i++) {
        MacroDef *d = &table->defs[i];
        free(d->name);
        for (int k = 0; k < d->param_count; k++)
            free(d->params[k]);
        free(d->params);
        free(d->body);
        free(d->file);
    }
    free(table->defs);
    table->defs = NULL;
    table->count = table->cap = 0;
}
