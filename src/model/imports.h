/* A program of several files (dpopt a.cu b.cu -o dir/): the kernels one
 * file launches that another file of the program defines.
 *
 * Strategies write code made from a child's body (fused kernels, a
 * thread's serial form) beside the launch, so a child defined in another
 * file is read into the launching file's program: its definition is parsed
 * after the file's own text (Program.own_len), analysed like the file's own
 * kernels, and never written out; the code made from it goes at the end of
 * the file, under names of its own (<kernel>_in_<file>_dp_...: another file
 * may make code from the same kernel).
 *
 * A kernel is read in only where its text means the same in the launching
 * file: every #include of its file is one of the launching file's too, and
 * of what its own file declares it names only functions, which it brings
 * along (Brought), each under the same rules in turn: a __device__ helper
 * it calls, copied into the output with internal linkage before the code
 * made from the kernel (it inlines, and a program that launches nothing
 * from the device still builds without -rdc), and a kernel it launches,
 * declared there (a launch from the device needs -rdc anyway). A name of
 * another kind (a variable, a type, a macro), a template, an overload, a
 * static kernel, or a name the launching file declares otherwise (or
 * another kernel read in brings otherwise) keeps its launches as written,
 * with a note that names the reason and where. The brought functions are
 * read in too, so that the analysis follows the calls; they are written
 * out only where the code made names them (transform/brought.h). A helper
 * a quoted header of the launching file declares is read, not copied: the
 * output calls its file's definition through that declaration. */
#ifndef DPOPT_MODEL_IMPORTS_H
#define DPOPT_MODEL_IMPORTS_H

#include <stdbool.h>

#include "syntax/source.h"

/* One file of the program, as read. */
typedef struct ProgramFile {
    const Source *src;
} ProgramFile;

/* A kernel another file defines, read in or not. */
typedef struct Import {
    char *name;
    char *from;   /* the file that defines it */
    char *text;   /* its definition, as written; NULL where it is not read in */
    uint32_t line; /* the line of `from` its definition starts on */
    char *why;    /* where it is not: the reason, for the note (NULL otherwise) */
    int *brought; /* read in: what it brings along (indices into Imports.brought) */
    int brought_count;
} Import;

/* A function of a read-in kernel's file that the kernel (or one of its
 * helpers) names: written out before the code made from the kernel. */
typedef struct Brought {
    char *name;
    char *from;   /* the file that defines (or declares) it */
    uint32_t line; /* there, the line it starts on */
    uint32_t start; /* there, the offset it starts at: they are written in their file's order */
    char *text;   /* what is written: a helper's definition with `static`, or a declaration */
    char *declaration; /* a helper g declares before it defines it: that declaration, `static` too
                          (written with the declarations, before every copy); else NULL */
    bool is_copy; /* a helper's definition (else a declaration) */
    bool unwritten; /* a helper a header the launching file includes declares: its
                       definition read in for the analysis, never written (the
                       output links to its file's) */
} Brought;

typedef struct Imports {
    Import *items;
    int count;
    Brought *brought; /* once each, whichever kernels bring it */
    int brought_count;
} Imports;

/* The files of a program, each parsed and modelled on its own, once. */
typedef struct ImportScan ImportScan;
ImportScan *imports_scan(const ProgramFile *files, int count);
void imports_scan_free(ImportScan *scan);
/* The kernels file `self` of the scan launches, does not define and
 * another file defines. */
Imports imports_find(const ImportScan *scan, int self);
/* files[self]'s text followed by the definitions read in: the source its
 * program is built from (own length: files[self].src->len). */
Source *imports_source(const ProgramFile *file, const Imports *imports);
/* Why a launch of `name` is not taken from another file (NULL where it is,
 * or where no other file defines it). */
const char *imports_refusal(const Imports *imports, const char *name);
void imports_free(Imports *imports);
/* The indices of imports->brought in the order they are written: by file,
 * then as their file has them (so that each copy follows what it calls). */
void imports_brought_order(const Imports *imports, int *order);

struct Program;
/* Marks the functions of `program` (built from imports_source) past
 * own_len as read in: their generated names become <name>_in_<stem of the
 * file>. The program keeps `imports` for its notes. */
void imports_mark(struct Program *program, uint32_t own_len, const Imports *imports);

/* The name code made from `name` takes in the file at `path`, where
 * another file may make code from a kernel of that name: "child" in
 * "src/quick-sort.cu" gives "child_in_quick_sort" (the caller frees it). */
char *imports_name_in(const char *name, const char *path);

#endif
