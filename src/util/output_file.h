/* Writing dpopt's output: to standard output, in place onto what is not a
 * regular file (a device, a FIFO, /dev/stdout), and otherwise through a
 * temporary file renamed over the target, so that readers never see a
 * half-written file and a failure leaves the old one as it was. */
#ifndef DPOPT_UTIL_OUTPUT_FILE_H
#define DPOPT_UTIL_OUTPUT_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether writing `output` would overwrite the file `input` ("-" is
 * neither): the same path, or the same file through another name or link. */
bool output_file_is_input(const char *output, const char *input);

/* Whether -o names a folder: ending with '/', or an existing folder (one
 * input is then written there under its own name, as several are). */
bool output_file_names_folder(const char *output);

/* Writes `len` bytes to `path` ("-": standard output). A symbolic link is
 * followed and its target written; a new file gets the mode the umask
 * allows, an existing one keeps its mode. Prints `path: error: ...` and
 * returns 1 on failure, else 0. */
int output_file_write(const char *path, const char *data, uint32_t len);

/* The same a piece at a time, for an output too large to hold whole:
 * open (NULL, with the error printed, when no file can be made), put each
 * piece in order (false once a write has failed: the rest need not be
 * made), then close, which reports a failed write, or else renames the
 * file into place (0, or 1 with `path: error: ...` printed), and frees the
 * handle. */
typedef struct OutputFile OutputFile;
OutputFile *output_file_open(const char *path);
bool output_file_put(OutputFile *f, const char *data, size_t len);
int output_file_close(OutputFile *f);

/* Several outputs written together or not at all (a program's files into
 * a folder): each added one is written to a temporary file beside its
 * target at once; commit renames them all over their targets, discard
 * removes them, leaving every target as it was (both free the stage). An
 * output that is no regular file (a device, a FIFO) is written at commit. */
typedef struct OutputStage OutputStage;
OutputStage *output_stage_new(void);
/* 0, or 1 with `path: error: ...` printed. */
int output_stage_add(OutputStage *stage, const char *path, const char *data, uint32_t len);
int output_stage_commit(OutputStage *stage);
void output_stage_discard(OutputStage *stage);

/* Where several inputs are written: `folder`/<the input's file name>, in
 * paths[i] (the caller frees them). The folder must exist, or end with '/'
 * (then it is made, one level, and *made is set: a run that then fails
 * removes it again with output_folder_unmake, leaving nothing behind). With
 * no folder, paths stay NULL where `report_only` (a report needs no code),
 * else it is an error. False, with `dpopt: error: ...` printed, where there
 * is no usable folder, two inputs share a file name, or an output would be
 * its input. */
bool output_folder_paths(const char *folder, const char *const *inputs, int count, bool report_only, char **paths,
                         bool *made);
void output_folder_unmake(const char *folder);

/* Flushes standard output; prints an error and returns 1 if anything
 * written to it was lost (a full disk, a closed pipe), else 0. */
int output_file_flush_stdout(void);

#endif
