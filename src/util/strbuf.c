#include "util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

void strbuf_init(StrBuf *b)
{
    b->cap = 64;
    b->len = 0;
    b->data = xmalloc(b->cap);
    b->data[0] = '\0';
}

void strbuf_free(StrBuf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void strbuf_reserve(StrBuf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap)
        return;
    if (b->cap == 0)
        b->cap = 64;
    while (b->len + extra + 1 > b->cap)
        b->cap *= 2;
    b->data = xrealloc(b->data, b->cap);
}

void strbuf_append(StrBuf *b, const char *bytes, size_t n)
{
    strbuf_reserve(b, n);
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void strbuf_puts(StrBuf *b, const char *s) { strbuf_append(b, s, strlen(s)); }

/* Formats into the room the buffer has; only when the text does not fit
 * is the room made and the text formatted again. */
void strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    strbuf_reserve(b, 0);
    size_t room = b->cap - b->len;
    int n = vsnprintf(b->data + b->len, room, fmt, ap);
    if (n > 0 && (size_t)n >= room) {
        strbuf_reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, again);
    }
    if (n > 0)
        b->len += (size_t)n;
    b->data[b->len] = '\0';
    va_end(again);
}

void strbuf_spaces(StrBuf *b, size_t n)
{
    strbuf_reserve(b, n);
    memset(b->data + b->len, ' ', n);
    b->len += n;
    b->data[b->len] = '\0';
}

void strbuf_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    strbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

void strbuf_json_escape(StrBuf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': strbuf_puts(b, "\\\""); break;
        case '\\': strbuf_puts(b, "\\\\"); break;
        case '\n': strbuf_puts(b, "\\n"); break;
        case '\t': strbuf_puts(b, "\\t"); break;
        case '\r': strbuf_puts(b, "\\r"); break;
        default:
            if (c < 0x20)
                strbuf_printf(b, "\\u%04x", c);
            else
                strbuf_append(b, (const char *)&c, 1);
        }
    }
}

char *strbuf_take(StrBuf *b)
{
    char *data = b->data;
    /* Empty, holding nothing: a buffer taken and then dropped leaks nothing. */
    b->data = NULL;
    b->len = b->cap = 0;
    return data;
}
