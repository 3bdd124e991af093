#include "transform/guard.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

const char *guard_of_site(const Plan *plan, int site)
{
    const Program *p = plan->program;
    return 0 <= site && site < p->launch_count ? p->launches[site].branch.condition : NULL;
}

char *guard_of_child(const Plan *plan, int child_fn, bool (*uses)(const SitePlan *))
{
    const Program *p = plan->program;
    StrBuf any;
    strbuf_init(&any);
    int count = 0;
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].callee_fn != child_fn || !uses(&plan->sites[j]))
            continue;
        const char *c = p->launches[j].branch.condition;
        if (!c) {
            strbuf_free(&any);
            return NULL;
        }
        strbuf_printf(&any, "%s(%s)", count++ ? " || " : "", c);
    }
    if (count == 0) {
        strbuf_free(&any);
        return NULL;
    }
    if (count == 1) { /* one condition: as the site has it */
        strbuf_free(&any);
        for (int j = 0; j < p->launch_count; j++)
            if (p->launches[j].callee_fn == child_fn && uses(&plan->sites[j]))
                return xstrdup(p->launches[j].branch.condition);
    }
    return strbuf_take(&any);
}

bool guard_same(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

void guard_insert(EditBuffer *edits, uint32_t offset, StrBuf *text, const char *condition)
{
    if (!condition || !text->len) {
        edit_insert_taking(edits, offset, text);
        return;
    }
    const char *src = edits->src->text;
    bool line_start = offset == 0 || src[offset - 1] == '\n';
    size_t lead = 0;
    while (lead < text->len && text->data[lead] == '\n')
        lead++;
    StrBuf wrapped;
    strbuf_init(&wrapped);
    strbuf_append(&wrapped, text->data, lead);
    if (!line_start && lead == 0)
        strbuf_puts(&wrapped, "\n");
    strbuf_printf(&wrapped, "#if %s\n", condition);
    strbuf_append(&wrapped, text->data + lead, text->len - lead);
    if (text->data[text->len - 1] != '\n')
        strbuf_puts(&wrapped, "\n");
    strbuf_puts(&wrapped, "#endif\n");
    strbuf_free(text);
    strbuf_init(text);
    edit_insert_taking(edits, offset, &wrapped);
    strbuf_free(&wrapped);
}

void guard_open_site(StrBuf *out, const Plan *plan, int site)
{
    const char *c = guard_of_site(plan, site);
    if (c)
        strbuf_printf(out, "#if %s\n", c);
}

void guard_close_site(StrBuf *out, const Plan *plan, int site)
{
    if (guard_of_site(plan, site))
        strbuf_puts(out, "#endif\n");
}
