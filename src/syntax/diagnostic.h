/* Diagnostics in the form compilers use: `file:line:col: error: message`.
 * Errors are counted so that the driver can refuse to write output. */
#ifndef DPOPT_SYNTAX_DIAGNOSTIC_H
#define DPOPT_SYNTAX_DIAGNOSTIC_H

#include <stdint.h>
#include <stdio.h>

#include "syntax/source.h"

typedef enum DiagLevel { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;

/* Where diagnostics go; stderr unless a test redirects them. */
void diag_set_stream(FILE *stream);
void diag_report(const Source *src, uint32_t offset, DiagLevel level, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
int diag_error_count(void);
void diag_reset(void);

#endif
