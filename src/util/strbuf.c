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
/* One conversion of a format, read from just after its '%'. */
typedef struct Spec {
    bool left;          /* the '-' flag */
    bool width_arg;     /* width '*': the next argument */
    int width;
    bool precision_arg; /* precision ".*": the next argument */
    int precision;      /* -1: none */
    char conversion;    /* 's', 'd', 'u' or 'c' */
} Spec;

/* Reads the conversion at p into *s; what follows it, or NULL for one not
 * formatted here (the '0' flag, a length, another conversion, a precision
 * on a number). */
static const char *read_spec(const char *p, Spec *s)
{
    *s = (Spec){.precision = -1};
    if (*p == '0')
        return NULL;
    s->left = *p == '-';
    if (s->left)
        p++;
    if (*p == '*') {
        s->width_arg = true;
        p++;
    } else {
        for (; *p >= '0' && *p <= '9'; p++)
            s->width = 10 * s->width + (*p - '0');
    }
    if (*p == '.') {
        p++;
        s->precision = 0;
        if (*p == '*') {
            s->precision_arg = true;
            p++;
        } else {
            for (; *p >= '0' && *p <= '9'; p++)
                s->precision = 10 * s->precision + (*p - '0');
        }
    }
    if (*p != 's' && (s->precision >= 0 || s->precision_arg || (*p != 'd' && *p != 'u' && *p != 'c')))
        return NULL;
    s->conversion = *p;
    return p + 1;
}

/* Appends `text` (n bytes) padded with spaces to `width`. */
static void append_padded(StrBuf *b, const char *text, size_t n, int width, bool left)
{
    size_t pad = width > 0 && (size_t)width > n ? (size_t)width - n : 0;
    strbuf_reserve(b, n + pad);
    char *out = b->data + b->len;
    if (!left) {
        memset(out, ' ', pad);
        out += pad;
    }
    memcpy(out, text, n);
    out += n;
    if (left) {
        memset(out, ' ', pad);
        out += pad;
    }
    b->len = (size_t)(out - b->data);
    b->data[b->len] = '\0';
}

/* The decimal digits of `value`, with a '-' when `negative`, written to
 * end just before `end`; returns where they start. */
static char *format_decimal(char *end, unsigned value, bool negative)
{
    char *p = end;
    do {
        *--p = (char)('0' + value % 10);
        value /= 10;
    } while (value);
    if (negative)
        *--p = '-';
    return p;
}

/* Formats fmt as long as its conversions are ones read_spec accepts;
 * at the first it does not, takes back what it appended and returns
 * false (the caller formats with vsnprintf from its own copy of the
 * arguments). One reading of the format: each spec is read once. */
static bool append_simple_format(StrBuf *b, const char *fmt, va_list ap)
{
    size_t start = b->len;
    for (;;) {
        const char *percent = strchr(fmt, '%');
        if (!percent) {
            strbuf_puts(b, fmt);
            return true;
        }
        strbuf_append(b, fmt, (size_t)(percent - fmt));
        if (percent[1] == '%') {
            strbuf_append(b, "%", 1);
            fmt = percent + 2;
            continue;
        }
        Spec s;
        fmt = read_spec(percent + 1, &s);
        if (!fmt) {
            b->len = start;
            b->data[start] = '\0';
            return false;
        }
        if (s.width_arg)
            s.width = va_arg(ap, int);
        if (s.width < 0) {
            s.left = true;
            s.width = -s.width;
        }
        if (s.precision_arg)
            s.precision = va_arg(ap, int);
        char digits[24];
        char *end = digits + sizeof digits;
        switch (s.conversion) {
        case 's': {
            const char *text = va_arg(ap, const char *);
            size_t n = s.precision >= 0 ? strnlen(text, (size_t)s.precision) : strlen(text);
            append_padded(b, text, n, s.width, s.left);
            break;
        }
        case 'd': {
            int v = va_arg(ap, int);
            /* The magnitude as unsigned: -INT_MIN does not fit an int. */
            unsigned magnitude = v < 0 ? 0u - (unsigned)v : (unsigned)v;
            char *first = format_decimal(end, magnitude, v < 0);
            append_padded(b, first, (size_t)(end - first), s.width, s.left);
            break;
        }
        case 'u': {
            char *first = format_decimal(end, va_arg(ap, unsigned), false);
            append_padded(b, first, (size_t)(end - first), s.width, s.left);
            break;
        }
        default: { /* 'c' */
            char c = (char)va_arg(ap, int);
            append_padded(b, &c, 1, s.width, s.left);
            break;
        }
        }
    }
}

/* Formats into the room the buffer has; only when the text does not fit
 * is the room made and the text formatted again. */
void strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list first, again;
    va_copy(first, ap);
    va_copy(again, ap);
    if (append_simple_format(b, fmt, ap)) {
        va_end(first);
        va_end(again);
        return;
    }
    strbuf_reserve(b, 0);
    size_t room = b->cap - b->len;
    int n = vsnprintf(b->data + b->len, room, fmt, first);
    if (n > 0 && (size_t)n >= room) {
        strbuf_reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, again);
    }
    if (n > 0)
        b->len += (size_t)n;
    b->data[b->len] = '\0';
    va_end(first);
    va_end(again);
}

void strbuf_spaces(StrBuf *b, size_t n)
{
    strbuf_reserve(b, n);
    memset(b->data + b->len, ' ', n);
    b->len += n;
    b->data[b->len] = '\0';
}

char *strbuf_vformat(const char *fmt, va_list ap)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_vprintf(&b, fmt, ap);
    return strbuf_take(&b);
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

char *strbuf_format(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = strbuf_vformat(fmt, ap);
    va_end(ap);
    return s;
}
