#include "transform/writer.h"

#include <stdarg.h>
#include <string.h>

#include "util/text.h"

Writer w_at(StrBuf *out, const char *base, int depth) { return (Writer){.out = out, .base = base, .depth = depth}; }

Writer w_block(StrBuf *out, const char *base)
{
    strbuf_puts(out, "{\n");
    return w_at(out, base, 1);
}

static void write_start(Writer *w, const char *fmt, va_list ap)
{
    int width = 4 * w->depth;
    strbuf_puts(w->out, w->base);
    strbuf_spaces(w->out, (size_t)(width < 0 ? -width : width)); /* as "%*s" had it */
    strbuf_vprintf(w->out, fmt, ap);
}

static void write_line(Writer *w, const char *fmt, va_list ap)
{
    write_start(w, fmt, ap);
    strbuf_puts(w->out, "\n");
}

void w_line(Writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    write_line(w, fmt, ap);
    va_end(ap);
}

void w_directive(Writer *w, const char *text)
{
    strbuf_puts(w->out, text);
    strbuf_puts(w->out, "\n");
}

void w_open(Writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    write_line(w, fmt, ap);
    va_end(ap);
    w->depth++;
}

void w_close(Writer *w, const char *fmt, ...)
{
    w->depth--;
    va_list ap;
    va_start(ap, fmt);
    write_line(w, fmt, ap);
    va_end(ap);
}

void w_start(Writer *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    write_start(w, fmt, ap);
    va_end(ap);
}

void w_end(Writer *w)
{
    w->depth--;
    strbuf_printf(w->out, "%s%*s}", w->base, 4 * w->depth, "");
}

void w_deeper(Writer *w) { w->depth++; }

void w_back(Writer *w) { w->depth--; }

char *w_indent(const Writer *w) { return text_indented(w->base, 4 * w->depth); }

int w_column(const Writer *w) { return (int)strlen(w->base) + 4 * w->depth; }
