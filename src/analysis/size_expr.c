#include "analysis/size_expr.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A recursive-descent reader: sum := product {(+|-) product},
 * product := primary {(*|/) primary}, primary := literal | name | (sum). */
typedef struct SizeReader {
    const char *at; /* the text being read */
    unsigned long long max;
    const SizeNames *names;
    int depth;
} SizeReader;

static bool read_sum(SizeReader *r, unsigned long long *v);

static void skip_space(SizeReader *r)
{
    while (isspace((unsigned char)*r->at))
        r->at++;
}

/* A name: identifier characters, and a `.` followed by a letter
 * (blockDim.x); unknown unless names reads it. */
static bool read_name(SizeReader *r, unsigned long long *v)
{
    const char *start = r->at;
    while (isalnum((unsigned char)*r->at) || *r->at == '_' || (*r->at == '.' && isalpha((unsigned char)r->at[1])))
        r->at++;
    char name[128];
    size_t n = (size_t)(r->at - start);
    if (!r->names || n >= sizeof name)
        return false;
    memcpy(name, start, n);
    name[n] = '\0';
    return r->names->value(r->names, name, r->depth, v);
}

static bool read_primary(SizeReader *r, unsigned long long *v)
{
    skip_space(r);
    if (*r->at == '(') {
        r->at++;
        if (!read_sum(r, v))
            return false;
        skip_space(r);
        if (*r->at != ')')
            return false;
        r->at++;
        return true;
    }
    /* A sign right before the digits is the literal's own in the grammar
     * (`32 * +1`, `-0`); strtoull reads it alike, a negative value past
     * max. Past the range it gives ULLONG_MAX, past max too. */
    if (isdigit((unsigned char)*r->at) ||
        ((*r->at == '+' || *r->at == '-') && isdigit((unsigned char)r->at[1]))) {
        char *end;
        *v = strtoull(r->at, &end, 0);
        r->at = end;
        while (*r->at && strchr("uUlL", *r->at))
            r->at++;
        return *v <= r->max;
    }
    if (isalpha((unsigned char)*r->at) || *r->at == '_')
        return read_name(r, v);
    return false;
}

static bool read_product(SizeReader *r, unsigned long long *v)
{
    if (!read_primary(r, v))
        return false;
    for (;;) {
        skip_space(r);
        char op = *r->at;
        if (op != '*' && op != '/')
            return true;
        r->at++;
        unsigned long long w;
        if (!read_primary(r, &w) || (op == '/' && w == 0))
            return false;
        if (op == '*' && w != 0 && *v > r->max / w)
            return false; /* past max, and the product could wrap */
        *v = op == '*' ? *v * w : *v / w;
        if (*v > r->max)
            return false;
    }
}

static bool read_sum(SizeReader *r, unsigned long long *v)
{
    if (!read_product(r, v))
        return false;
    for (;;) {
        skip_space(r);
        char op = *r->at;
        if (op != '+' && op != '-')
            return true;
        r->at++;
        unsigned long long w;
        if (!read_product(r, &w) || (op == '-' && w > *v))
            return false;
        *v = op == '+' ? *v + w : *v - w;
        if (*v > r->max)
            return false;
    }
}

bool size_expr_value(const char *text, unsigned long long max, const SizeNames *names, int depth,
                     unsigned long long *value)
{
    if (!text)
        return false;
    SizeReader r = {text, max, names, depth};
    unsigned long long v;
    if (!read_sum(&r, &v))
        return false;
    skip_space(&r);
    if (*r.at != '\0')
        return false;
    *value = v;
    return true;
}
