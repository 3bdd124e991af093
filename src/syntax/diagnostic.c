#include "syntax/diagnostic.h"

#include <stdarg.h>

static FILE *diag_stream;
static int error_count;

void diag_set_stream(FILE *stream) { diag_stream = stream; }
int diag_error_count(void) { return error_count; }
void diag_reset(void) { error_count = 0; }

void diag_report(const Source *src, uint32_t offset, DiagLevel level, const char *fmt, ...)
{
    static const char *const names[] = {"error", "warning", "note"};
    FILE *out = diag_stream ? diag_stream : stderr;
    SourcePos pos = source_pos(src, offset);
    fprintf(out, "%s:%u:%u: %s: ", source_path_at(src, offset), pos.line, pos.col, names[level]);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
    if (level == DIAG_ERROR)
        error_count++;
}
