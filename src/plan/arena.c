/* The device allocation arena (--malloc=arena, the default with any
 * strategy; runtime/include/dpopt/arena.cuh): every device-side cudaMalloc
 * and cudaFree of the file becomes the arena's, or none does. A pointer
 * from the arena freed by the heap's cudaFree would be an error, so the
 * arena is used only where dpopt renames every device-side allocation and
 * free that can meet one of its pointers: none in a macro's text or a
 * header's function, none in a function dpopt cannot see. */
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "model/hidden.h"
#include "plan/plan.h"
#include "util/strbuf.h"

/* The first device-side cudaMalloc or cudaFree of the file, or NULL. */
static const Call *first_device_alloc(const Program *p)
{
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn >= 0 && (p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)) &&
            (strcmp(c->callee, "cudaMalloc") == 0 || strcmp(c->callee, "cudaFree") == 0))
            return c;
    }
    return NULL;
}

/* Why the arena cannot be used, or NULL (the caller frees it). */
static char *arena_refusal(const Program *p, uint32_t *at)
{
    for (int i = 0; i < p->hidden_count; i++) {
        const HiddenUse *u = &p->hidden[i];
        if (!(u->kinds & HIDDEN_ALLOC) || !(p->functions[u->function].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            continue;
        char *where = model_hidden_where(p, u);
        StrBuf why;
        strbuf_init(&why);
        strbuf_printf(&why, "%s allocates or frees device memory in text dpopt does not rewrite", where);
        free(where);
        *at = ts_node_start_byte(u->node);
        return strbuf_take(&why);
    }
    for (int fn = 0; fn < p->function_count; fn++) {
        if (!(p->functions[fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            continue;
        BodyFacts facts = body_facts(p, fn);
        if (!facts.unseen_chain[0])
            continue;
        StrBuf why;
        strbuf_init(&why);
        strbuf_printf(&why, "%s %s, which may free device memory with the heap's cudaFree", p->functions[fn].name,
                      facts.unseen_chain);
        *at = ts_node_start_byte(p->functions[fn].node);
        return strbuf_take(&why);
    }
    return NULL;
}

void plan_decide_arena(Plan *plan, bool asked)
{
    const Program *p = plan->program;
    const Call *first = first_device_alloc(p);
    if (!asked || !first || p->unseen || !plan_requested_anything(plan))
        return;
    uint32_t at = ts_node_start_byte(first->node);
    plan->arena_reason = arena_refusal(p, &at);
    plan->arena_reason_at = at;
    plan->arena_malloc = plan->arena_reason == NULL;
}
