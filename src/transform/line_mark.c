/* #line directives before original text copied into generated code. */
#include "transform/line_mark.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/strbuf.h"

/* The file and line the text at `offset` was written on: past the file's
 * own text, a kernel read in from another file of the program. */
static const char *written_at(const Program *p, uint32_t offset, uint32_t *line)
{
    if (offset < p->own_len)
        return source_compiled_at(p->src, offset, line);
    *line = source_pos(p->src, offset).line;
    for (int i = 0; i < p->function_count; i++) {
        const Function *fn = &p->functions[i];
        uint32_t start = ts_node_start_byte(fn->outer);
        if (fn->imported_from && start <= offset && offset < node_end_byte(fn->outer)) {
            *line = fn->imported_line + *line - source_pos(p->src, start).line;
            return fn->imported_from;
        }
    }
    return NULL;
}

char *line_mark_text(const Emitter *e, uint32_t offset)
{
    uint32_t line;
    const char *path = written_at(e->plan->program, offset, &line);
    if (!e->line_directives || !path)
        return NULL;
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "#line %u \"", line);
    strbuf_json_escape(&b, path);
    strbuf_puts(&b, "\"");
    return strbuf_take(&b);
}

void line_mark_insert(Emitter *e, uint32_t offset)
{
    char *mark = line_mark_text(e, offset);
    if (!mark)
        return;
    StrBuf *o = e->out;
    size_t at = o->len, len = strlen(mark) + 1;
    while (at > 0 && o->data[at - 1] != '\n')
        at--;
    strbuf_reserve(o, len);
    memmove(o->data + at + len, o->data + at, o->len - at);
    memcpy(o->data + at, mark, len - 1);
    o->data[at + len - 1] = '\n';
    o->len += len;
    o->data[o->len] = '\0';
    free(mark);
}
