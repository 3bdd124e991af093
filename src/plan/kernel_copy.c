#include "plan/kernel_copy.h"

#include <ctype.h>
#include <string.h>

#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/text.h"

/* Whether the text [from, to) holds only __global__, void,
 * __launch_bounds__(...) and white space: what a copy of the kernel's head
 * repeats. */
static bool plain_kernel_head(const char *text, uint32_t from, uint32_t to)
{
    uint32_t at = from;
    while (at < to) {
        if (isspace((unsigned char)text[at])) {
            at++;
        } else if (to - at >= 10 && memcmp(text + at, "__global__", 10) == 0) {
            at += 10;
        } else if (to - at >= 4 && memcmp(text + at, "void", 4) == 0) {
            at += 4;
        } else if (to - at >= 17 && memcmp(text + at, "__launch_bounds__", 17) == 0) {
            at += 17;
            while (at < to && isspace((unsigned char)text[at]))
                at++;
            if (at >= to || text[at] != '(')
                return false;
            int depth = 0;
            do {
                depth += text[at] == '(' ? 1 : text[at] == ')' ? -1 : 0;
                at++;
            } while (at < to && depth > 0);
            if (depth != 0)
                return false;
        } else {
            return false;
        }
        if (at < to && text_is_ident_char(text[at]) && !isspace((unsigned char)text[at - 1]) && text[at - 1] != ')')
            return false; /* a word that only starts like one of them */
    }
    return true;
}

/* Why host launch s of kernel fn cannot launch its copy instead (the
 * words after "a host launch of it (line N)"),
 * or NULL. */
static const char *host_launch_problem(const Function *fn, const LaunchSite *s)
{
    switch (host_launch_shape(fn, s)) {
    case HOST_LAUNCH_UNSEEN:
        return "is spelled by a macro that dpopt cannot read";
    case HOST_LAUNCH_EXPRESSION:
        return "is part of a larger expression";
    case HOST_LAUNCH_BEFORE_DEFINITION:
        return "comes before the kernel's definition";
    case HOST_LAUNCH_DEFAULT_ARGUMENTS:
        return "relies on default or template arguments";
    case HOST_LAUNCH_PLAIN:
        break;
    }
    if (s->template_args)
        return "relies on default or template arguments";
    return NULL;
}

Refusal *kernel_copy_refusal(const Program *p, int k, uint32_t name_at)
{
    const Function *fn = &p->functions[k];
    TSNode none = {0};
    if (fn->is_template)
        return refusal_about(p, REFUSAL_FOLLOW_TEMPLATE, ROLE_PARENT, k, none);
    if (name_at == 0 || fn->is_static || fn->is_extern_c ||
        !plain_kernel_head(p->src->text, ts_node_start_byte(fn->node), name_at))
        return refusal_about(p, REFUSAL_FOLLOW_HEAD, ROLE_PARENT, k, none);
    for (int i = 0; i < fn->param_count; i++) {
        if (!fn->params[i].name[0])
            return refusal_about(p, REFUSAL_FOLLOW_PARAM_UNNAMED, ROLE_PARENT, k, none);
        /* A kernel's parameter only, not its body's (the model's type drops the word). */
        uint32_t from = ts_node_start_byte(fn->params[i].node);
        if (text_has_word(p->src->text + from, node_end_byte(fn->params[i].node) - from, "__grid_constant__"))
            return refusal_about(p, REFUSAL_FOLLOW_PARAM_GRID_CONSTANT, ROLE_PARENT, k, none);
    }
    Refusal *friend = friend_refusal(p, REFUSAL_FOLLOW_FRIEND, ROLE_PARENT, k);
    if (friend)
        return friend;
    int host_launches = 0;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->callee_fn != k || s->device_side)
            continue;
        const char *problem = host_launch_problem(fn, s);
        if (problem)
            return refusal_detail(refusal_of_site(p, REFUSAL_FOLLOW_HOST_LAUNCH, ROLE_LAUNCH, s), 0, problem);
        host_launches++;
    }
    if (host_launches == 0)
        return refusal_about(p, REFUSAL_FOLLOW_NO_HOST_LAUNCH, ROLE_PARENT, k, none);
    return NULL;
}

Refusal *kernel_copy_name_refusal(const Program *p, int k, const TSNode *name_used)
{
    if (ts_node_is_null(name_used[k]))
        return NULL;
    return refusal_about(p, REFUSAL_FOLLOW_NAME_USED, ROLE_PARENT, k, name_used[k]);
}
