#include "plan/refusal.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

Refusal *refusal_about(const Program *p, RefusalCode code, RefusalRole role, int function, TSNode at)
{
    Refusal *r = xcalloc(1, sizeof *r);
    r->code = code;
    r->subject.role = role;
    r->subject.function = function;
    if (!ts_node_is_null(at))
        r->subject.line = source_pos(p->src, ts_node_start_byte(at)).line;
    else if (function >= 0)
        r->subject.line = source_pos(p->src, ts_node_start_byte(p->functions[function].node)).line;
    return r;
}

Refusal *refusal_of_site(const Program *p, RefusalCode code, RefusalRole role, const LaunchSite *s)
{
    int function = role == ROLE_CHILD ? s->callee_fn : s->caller_fn;
    return refusal_about(p, code, role, function, s->node);
}

Refusal *refusal_because(RefusalCode code, Refusal *cause)
{
    Refusal *r = xcalloc(1, sizeof *r);
    r->code = code;
    r->subject = cause->subject;
    r->cause = cause;
    return r;
}

Refusal *refusal_detail(Refusal *r, int i, const char *text)
{
    free(r->detail[i]);
    r->detail[i] = text ? xstrdup(text) : NULL;
    return r;
}

Refusal *refusal_copy(const Refusal *r)
{
    if (!r)
        return NULL;
    Refusal *c = xmalloc(sizeof *c);
    *c = *r;
    for (int i = 0; i < REFUSAL_DETAILS; i++)
        c->detail[i] = r->detail[i] ? xstrdup(r->detail[i]) : NULL;
    c->cause = refusal_copy(r->cause);
    c->also = refusal_copy(r->also);
    return c;
}

static bool same_text(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

bool refusal_equal(const Refusal *a, const Refusal *b)
{
    if (!a || !b)
        return a == b;
    if (a->code != b->code || a->subject.role != b->subject.role || a->subject.function != b->subject.function ||
        a->subject.line != b->subject.line || a->number != b->number || a->got != b->got || a->asked != b->asked)
        return false;
    for (int i = 0; i < REFUSAL_DETAILS; i++)
        if (!same_text(a->detail[i], b->detail[i]))
            return false;
    return refusal_equal(a->cause, b->cause) && refusal_equal(a->also, b->also);
}

void refusal_free(Refusal *r)
{
    if (!r)
        return;
    for (int i = 0; i < REFUSAL_DETAILS; i++)
        free(r->detail[i]);
    refusal_free(r->cause);
    refusal_free(r->also);
    free(r);
}

const char *refusal_code_name(RefusalCode code)
{
    static const char *const names[] = {
#define REFUSAL_NAME(c, name) name,
        REFUSAL_CODES(REFUSAL_NAME)
#undef REFUSAL_NAME
    };
    return code < REFUSAL_CODE_COUNT ? names[code] : "?";
}

const char *refusal_role_name(RefusalRole role)
{
    static const char *const names[] = {"file", "launch", "parent", "child", "callee"};
    return names[role];
}
