#include "analysis/constant_size.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/size_expr.h"
#include "syntax/node.h"
#include "util/text.h"

/* Constants larger than this are not needed to tell a batch's limit, and
 * keep every product below overflow. */
#define CONSTANT_MAX (1ull << 32)

/* Node e's text as the parser reads it: its comments and line
 * continuations, which the grammar takes as space, made spaces. */
static char *code_text(const Source *src, TSNode e)
{
    char *t = node_text(src, e);
    uint32_t len = (uint32_t)strlen(t);
    for (uint32_t i = 0; i < len;) {
        uint32_t past = text_skip_literal(t, len, i);
        if (past > i && t[i] == '/')
            memset(t + i, ' ', past - i);
        else if (past == i && t[i] == '\\' && (t[i + 1] == '\n' || (t[i + 1] == '\r' && t[i + 2] == '\n')))
            t[i] = ' ';
        i = past > i ? past : i + 1;
    }
    return t;
}

bool constant_size_value(const Source *src, TSNode e, unsigned long long *value)
{
    if (ts_node_is_null(e))
        return false;
    char *text = code_text(src, e);
    bool known = size_expr_value(text, CONSTANT_MAX, NULL, 0, value);
    free(text);
    return known;
}

/* A grid or block: one constant, or dim3(x[, y[, z]]) of constants (the
 * dimensions left out are 1); their product. */
static bool dimensions_of(const Source *src, TSNode e, unsigned long long *count)
{
    if (node_is(e, "call_expression")) {
        TSNode callee = node_named_child(e, 0), args = node_child_of_type(e, "argument_list");
        uint32_t n = ts_node_is_null(args) ? 0 : node_named_child_count(args);
        if (!node_is(callee, "identifier") || !node_text_is(src, callee, "dim3") || n > 3)
            return false;
        unsigned long long product = 1;
        for (uint32_t k = 0; k < n; k++) {
            unsigned long long v;
            if (!constant_size_value(src, node_named_child(args, k), &v) || (v != 0 && product > CONSTANT_MAX / v))
                return false; /* unknown, or past CONSTANT_MAX (where the product could wrap) */
            product *= v;
        }
        *count = product;
        return true;
    }
    return constant_size_value(src, e, count);
}

bool constant_launch_threads(const Source *src, const LaunchSite *s, unsigned long long *threads,
                             unsigned long long *block_threads)
{
    unsigned long long blocks, per_block;
    if (s->config_count < 2 || !dimensions_of(src, s->config[0], &blocks) || !dimensions_of(src, s->config[1], &per_block))
        return false;
    if (per_block != 0 && blocks > ~0ull / per_block)
        return false; /* 2^32 blocks of 2^32 threads: no launch has that many */
    *threads = blocks * per_block;
    *block_threads = per_block;
    return true;
}
