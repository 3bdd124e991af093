#include "analysis/constant_size.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"

/* Constants larger than this are not needed to tell a batch's limit, and
 * keep every product below overflow. */
#define CONSTANT_MAX (1ull << 32)

static bool constant_of(const Source *src, TSNode e, unsigned long long *value);

/* An integer literal: decimal, hex or octal, with u / l suffixes. */
static bool literal_of(const Source *src, TSNode e, unsigned long long *value)
{
    char *text = node_text(src, e);
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 0);
    bool ok = errno == 0 && end != text && strspn(end, "uUlL") == strlen(end) && v <= CONSTANT_MAX;
    free(text);
    *value = v;
    return ok;
}

static bool binary_of(const Source *src, TSNode e, unsigned long long *value)
{
    TSNode op = node_operator(e);
    unsigned long long l, r;
    if (ts_node_is_null(op) || !constant_of(src, node_named_child(e, 0), &l) ||
        !constant_of(src, node_named_child(e, 1), &r))
        return false;
    if (node_is(op, "+"))
        *value = l + r;
    else if (node_is(op, "*"))
        *value = l * r;
    else if (node_is(op, "-") && l >= r)
        *value = l - r;
    else if (node_is(op, "/") && r != 0)
        *value = l / r;
    else
        return false;
    return *value <= CONSTANT_MAX;
}

static bool constant_of(const Source *src, TSNode e, unsigned long long *value)
{
    if (ts_node_is_null(e))
        return false;
    if (node_is(e, "number_literal"))
        return literal_of(src, e, value);
    if (node_is(e, "parenthesized_expression") && node_named_child_count(e) == 1)
        return constant_of(src, node_named_child(e, 0), value);
    if (node_is(e, "binary_expression"))
        return binary_of(src, e, value);
    return false;
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
            if (!constant_of(src, node_named_child(args, k), &v))
                return false;
            product *= v;
            if (product > CONSTANT_MAX)
                return false;
        }
        *count = product;
        return true;
    }
    return constant_of(src, e, count);
}

bool constant_launch_threads(const Source *src, const LaunchSite *s, unsigned long long *threads,
                             unsigned long long *block_threads)
{
    unsigned long long blocks, per_block;
    if (s->config_count < 2 || !dimensions_of(src, s->config[0], &blocks) || !dimensions_of(src, s->config[1], &per_block))
        return false;
    *threads = blocks * per_block;
    *block_threads = per_block;
    return true;
}
