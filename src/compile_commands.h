/* A build's compile_commands.json (CMake's CMAKE_EXPORT_COMPILE_COMMANDS,
 * Bear, ...) as dpopt's input: the .cu files it compiles are the files of
 * one program (model/imports.h), and their -I and -isystem folders are
 * where dpopt looks for their headers. */
#ifndef DPOPT_COMPILE_COMMANDS_H
#define DPOPT_COMPILE_COMMANDS_H

#include <stdbool.h>

#include "options.h"

/* The strings the options point into, kept until the run is over. */
typedef struct CompileCommands {
    char **strings;
    int count, cap;
} CompileCommands;

/* Reads `path` (a compile_commands.json, or a folder holding one) into
 * o->inputs and o's include folders, after those the command line gave.
 * False after an error (`file:line:col: error: ...` for malformed JSON). */
bool compile_commands_read(const char *path, Options *o, CompileCommands *kept);
void compile_commands_free(CompileCommands *kept);

#endif
