/*  // dpopt: bin_of as bins.cu defines it (line 3), with internal linkage: the code below calls it.
 *  static __device__ int bin_of(int key) { ... }
 *  // dpopt: leaf, as bins.cu declares it (line 9): the code below names it.
 *  __global__ void leaf(int *x);
 */
#include "transform/brought.h"

#include <stdlib.h>
#include <string.h>

#include "model/imports.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* Whether `text` names `name` as a whole identifier. */
static bool names_identifier(const char *text, size_t len, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(text + i, name, n) == 0 && (i == 0 || !text_is_ident_char(text[i - 1])) &&
            (i + n == len || !text_is_ident_char(text[i + n])))
            return true;
    return false;
}

/* Whether the code dpopt wrote names `name`: a read-in kernel's code
 * names what its body calls (only it does: the file's own text names none
 * of them, or they would not have been read in). */
static bool written_code_names(const EditBuffer *edits, const char *name)
{
    for (int i = 0; i < edits->count; i++)
        if (!edits->edits[i].verbatim && names_identifier(edits->edits[i].text, edits->edits[i].len, name))
            return true;
    return edits->appended && names_identifier(edits->appended, strlen(edits->appended), name);
}

void brought_write(const Plan *plan, EditBuffer *edits)
{
    const Program *p = plan->program;
    const Imports *im = p->imports;
    if (!im || im->brought_count == 0)
        return;
    /* A kernel's code is in the output where any of what its body names
     * directly is: then all it brings is needed. */
    bool *needed = xcalloc((size_t)im->brought_count, sizeof *needed);
    for (int k = 0; k < im->count; k++) {
        const Import *it = &im->items[k];
        bool used = false;
        for (int b = 0; b < it->brought_count && !used; b++)
            used = written_code_names(edits, im->brought[it->brought[b]].name);
        for (int b = 0; used && b < it->brought_count; b++)
            needed[it->brought[b]] = !im->brought[it->brought[b]].unwritten;
    }
    StrBuf out;
    strbuf_init(&out);
    int *order = xcalloc((size_t)im->brought_count, sizeof *order);
    imports_brought_order(im, order);
    /* Declarations first (a helper may launch a kernel, or call one its
     * file declares before defining it), then the copies in their file's
     * order: each follows what it calls. */
    for (int i = 0; i < im->brought_count; i++) {
        const Brought *x = &im->brought[order[i]];
        if (needed[order[i]] && !x->is_copy)
            strbuf_printf(&out, "\n// dpopt: %s, as %s declares it (line %u): the code below names it.\n%s\n", x->name,
                          x->from, x->line, x->text);
        else if (needed[order[i]] && x->declaration)
            strbuf_printf(&out, "\n// dpopt: %s as %s declares it before defining it: a copy below calls it first.\n%s\n",
                          x->name, x->from, x->declaration);
    }
    for (int i = 0; i < im->brought_count; i++) {
        const Brought *x = &im->brought[order[i]];
        if (!needed[order[i]] || !x->is_copy)
            continue;
        strbuf_printf(&out, "\n// dpopt: %s as %s defines it (line %u), with internal linkage: the code below calls it.\n",
                      x->name, x->from, x->line);
        if (edits->line_directives) { /* the compiler's messages on it name the line written */
            strbuf_printf(&out, "#line %u \"", x->line);
            strbuf_json_escape(&out, x->from);
            strbuf_puts(&out, "\"\n");
        }
        strbuf_printf(&out, "%s\n", x->text);
    }
    free(order);
    free(needed);
    if (out.len > 0 && out.data[out.len - 1] == '\n') /* the code after it starts a line of its own */
        out.data[--out.len] = '\0';
    /* At the end of the file's own text: before the code made from the
     * kernels read in, which goes at their ends, past it. */
    if (out.len > 0)
        edit_insert_taking(edits, p->own_len, &out);
    strbuf_free(&out);
}
