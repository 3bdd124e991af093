#include "syntax/diagnostic.h"

#include <stdarg.h>
#include <stdlib.h>

#include "util/alloc.h"

static FILE *diag_stream;
static int error_count;

void diag_set_stream(FILE *stream) { diag_stream = stream; }
int diag_error_count(void) { return error_count; }
void diag_reset(void) { error_count = 0; }

/* The message as text a terminal shows as it is: a control byte the input
 * held (quoted in "syntax error near '...'") is written as \xNN. */
static void put_printable(FILE *out, const char *text)
{
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        if ((*c < 0x20 && *c != '\t') || *c == 0x7f)
            fprintf(out, "\\x%02x", *c);
        else
            fputc(*c, out);
}

void diag_report(const Source *src, uint32_t offset, DiagLevel level, const char *fmt, ...)
{
    static const char *const names[] = {"error", "warning", "note"};
    FILE *out = diag_stream ? diag_stream : stderr;
    SourcePos pos = source_pos(src, offset);
    fprintf(out, "%s:%u:%u: %s: ", source_path_at(src, offset), pos.line, pos.col, names[level]);
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *text = xmalloc(n > 0 ? (size_t)n + 1 : 1);
    if (n >= 0) {
        vsnprintf(text, (size_t)n + 1, fmt, again);
        put_printable(out, text);
    }
    va_end(again);
    free(text);
    fputc('\n', out);
    if (level == DIAG_ERROR)
        error_count++;
}
