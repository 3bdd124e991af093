#include "util/strbuf.h"

#include <stdarg.h>
#include <stdbool.h>
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

/* The conversions the code writers use (%s, %d, %u, %c and %%, with a
 * width, a number or *, a '-' flag, and a precision on %s) are formatted
 * here: vsnprintf costs more to start than most generated lines cost to
 * write. A format with anything else goes to vsnprintf. */
static bool is_simple_format(const char *fmt)
{
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p, '%')) {
        p++;
        if (*p == '%') {
            p++;
            continue;
        }
        if (*p == '-')
            p++;
        if (*p == '*')
            p++;
        else
            while (*p >= '0' && *p <= '9' && !(p[-1] == '%' && *p == '0'))
                p++;
        bool precision = *p == '.';
        if (precision) {
            p++;
            if (*p == '*')
                p++;
            else
                while (*p >= '0' && *p <= '9')
                    p++;
        }
        if (*p == 's' || (!precision && (*p == 'd' || *p == 'u' || *p == 'c')))
            p++;
        else
            return false;
    }
    return true;
}

/* Appends `text` (n bytes) padded with spaces to `width`. */
static void append_padded(StrBuf *b, const char *text, size_t n, int width, bool left)
{
    size_t pad = width > 0 && (size_t)width > n ? (size_t)width - n : 0;
    if (!left)
        strbuf_spaces(b, pad);
    strbuf_append(b, text, n);
    if (left)
        strbuf_spaces(b, pad);
}

static void append_simple_format(StrBuf *b, const char *fmt, va_list ap)
{
    for (;;) {
        const char *percent = strchr(fmt, '%');
        if (!percent) {
            strbuf_puts(b, fmt);
            return;
        }
        strbuf_append(b, fmt, (size_t)(percent - fmt));
        const char *p = percent + 1;
        if (*p == '%') {
            strbuf_append(b, "%", 1);
            fmt = p + 1;
            continue;
        }
        bool left = *p == '-';
        if (left)
            p++;
        int width = 0;
        if (*p == '*') {
            width = va_arg(ap, int);
            p++;
        } else {
            for (; *p >= '0' && *p <= '9'; p++)
                width = 10 * width + (*p - '0');
        }
        if (width < 0) {
            left = true;
            width = -width;
        }
        int precision = -1;
        if (*p == '.') {
            p++;
            precision = 0;
            if (*p == '*') {
                precision = va_arg(ap, int);
                p++;
            } else {
                for (; *p >= '0' && *p <= '9'; p++)
                    precision = 10 * precision + (*p - '0');
            }
        }
        char digits[24];
        switch (*p) {
        case 's': {
            const char *text = va_arg(ap, const char *);
            size_t n = precision >= 0 ? strnlen(text, (size_t)precision) : strlen(text);
            append_padded(b, text, n, width, left);
            break;
        }
        case 'd': {
            int n = snprintf(digits, sizeof digits, "%d", va_arg(ap, int));
            append_padded(b, digits, (size_t)n, width, left);
            break;
        }
        case 'u': {
            int n = snprintf(digits, sizeof digits, "%u", va_arg(ap, unsigned));
            append_padded(b, digits, (size_t)n, width, left);
            break;
        }
        default: { /* 'c' */
            char c = (char)va_arg(ap, int);
            append_padded(b, &c, 1, width, left);
            break;
        }
        }
        fmt = p + 1;
    }
}

/* Formats into the room the buffer has; only when the text does not fit
 * is the room made and the text formatted again. */
void strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    if (is_simple_format(fmt)) {
        append_simple_format(b, fmt, ap);
        return;
    }
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
