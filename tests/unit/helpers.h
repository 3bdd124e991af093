/* Shared helpers for the unit tests: parse a string into a Source, a
 * SyntaxTree and a Program, and find things in them. */
#ifndef DPOPT_TESTS_UNIT_HELPERS_H
#define DPOPT_TESTS_UNIT_HELPERS_H

#include <stdint.h>
#include <stdio.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "syntax/parse.h"
#include "syntax/source.h"

typedef struct Parsed {
    Source *src;
    SyntaxTree *tree;
    Program *program; /* NULL unless built */
} Parsed;

/* Parses text (named "test.cu"); builds the model when with_model. */
Parsed parse_text(const char *text, int with_model);
void parsed_free(Parsed *p);

/* Index of the nth (0-based) launch of the kernel named callee; -1 if none. */
int find_launch(const Program *program, const char *callee, int nth);
/* Index of the nth call to callee; -1 if none. */
int find_call(const Program *program, const char *callee, int nth);
/* Byte offset of the nth occurrence of needle in text; UINT32_MAX if none. */
uint32_t offset_of(const char *text, const char *needle, int nth);

/* The first (outermost, in document order) named node under root whose
 * text is exactly text; a null node if none. */
TSNode find_node(const Source *src, TSNode root, const char *text);

/* Collects everything written to a FILE, for diagnostics and reports. */
typedef struct Capture {
    FILE *stream;
    char *data;
    size_t len;
} Capture;

void capture_open(Capture *c);
/* Closes the stream and returns the text written (owned by the capture). */
const char *capture_text(Capture *c);
void capture_free(Capture *c);

/* Runs syntax_report_errors on text and returns what it printed (caller
 * frees); *count receives its result. */
char *diagnostics_of(const char *text, int *count);

#endif
