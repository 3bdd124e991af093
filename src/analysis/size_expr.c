#include "analysis/size_expr.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A recursive-descent reader: sum := product {(+|-) product},
 * product := primary {(*|/) primary}, primary := literal | name | (sum);
 * reading bounds, also primary := (type) primary | name(sum, ...).
 * Each value is a range; read exactly, every range is one value. */
typedef struct SizeReader {
    const char *at; /* the text being read */
    unsigned long long max;
    const SizeNames *names;
    int depth;
    bool bounds; /* size_expr_range: unknown parts are [0, unbounded] */
} SizeReader;

static bool read_sum(SizeReader *r, SizeRange *v);

static SizeRange exactly(unsigned long long v) { return (SizeRange){v, v}; }
static const SizeRange anything = {0, SIZE_UNBOUNDED};

/* White space, and what the grammar takes as white space: comments and
 * line continuations (a comment between operands is no operand). */
static void skip_space(SizeReader *r)
{
    for (;;) {
        const char *at = r->at;
        if (isspace((unsigned char)*at)) {
            r->at++;
        } else if (at[0] == '\\' && (at[1] == '\n' || (at[1] == '\r' && at[2] == '\n'))) {
            r->at += at[1] == '\n' ? 2 : 3;
        } else if (at[0] == '/' && at[1] == '*') {
            const char *end = strstr(at + 2, "*/");
            r->at = end ? end + 2 : at + strlen(at); /* an unclosed comment runs to the end */
        } else if (at[0] == '/' && at[1] == '/') {
            const char *end = strchr(at, '\n');
            r->at = end ? end : at + strlen(at);
        } else {
            return;
        }
    }
}

/* A result: read exactly, one past max is unknown; reading bounds, an
 * upper end past max is no bound. */
static bool within(const SizeReader *r, SizeRange *v)
{
    if (v->hi != SIZE_UNBOUNDED && v->hi <= r->max)
        return true;
    v->hi = SIZE_UNBOUNDED;
    if (v->lo > r->max)
        v->lo = r->max;
    return r->bounds;
}

static bool is_name_char(const char *at)
{
    return isalnum((unsigned char)*at) || *at == '_' || (*at == '.' && isalpha((unsigned char)at[1]));
}

/* The type words a cast may hold: `(int)`, `(unsigned long)`, `(float)`. */
static bool is_cast(const char *at)
{
    static const char *const words[] = {"int", "unsigned", "signed", "long", "short", "float", "double", "size_t",
                                        "char", "const"};
    bool any = false;
    for (;;) {
        while (isspace((unsigned char)*at))
            at++;
        if (*at == ')')
            return any;
        size_t n = 0;
        while (is_name_char(at + n))
            n++;
        bool word = false;
        for (size_t k = 0; k < sizeof words / sizeof *words; k++)
            word |= n == strlen(words[k]) && strncmp(at, words[k], n) == 0;
        if (!word)
            return false;
        any = true;
        at += n;
    }
}

/* min and max by their names in CUDA's math library. */
static int extremum_of(const char *name)
{
    static const char *const mins[] = {"min", "fminf", "fmin", "umin", "llmin", "ullmin"};
    static const char *const maxs[] = {"max", "fmaxf", "fmax", "umax", "llmax", "ullmax"};
    for (size_t k = 0; k < sizeof mins / sizeof *mins; k++) {
        if (strcmp(name, mins[k]) == 0)
            return -1;
        if (strcmp(name, maxs[k]) == 0)
            return 1;
    }
    return 0;
}

/* Past a bracketed part (a call's arguments, a subscript), unread. */
static bool skip_bracketed(SizeReader *r, char open, char close)
{
    int depth = 0;
    do {
        if (*r->at == '\0')
            return false;
        depth += *r->at == open;
        depth -= *r->at == close;
        r->at++;
    } while (depth > 0);
    return true;
}

/* Reading bounds, past what follows a name that makes it another value
 * (`len[i]`, `p->n`, `s.n`): true when there was any, its value then
 * anything. */
static bool skip_postfix(SizeReader *r)
{
    bool any = false;
    for (;;) {
        skip_space(r);
        if (*r->at == '[') {
            if (!skip_bracketed(r, '[', ']'))
                return any;
        } else if ((r->at[0] == '-' && r->at[1] == '>') || r->at[0] == '.') {
            r->at += r->at[0] == '.' ? 1 : 2;
            skip_space(r);
            while (is_name_char(r->at))
                r->at++;
        } else {
            return any;
        }
        any = true;
    }
}

/* name(a, b): the range of min or max of the two; another function's,
 * what names says it returns. */
static bool read_call(SizeReader *r, const char *name, SizeRange *v)
{
    int extremum = extremum_of(name);
    if (extremum == 0) {
        if (!skip_bracketed(r, '(', ')'))
            return false;
        if (!r->names->returns || !r->names->returns(r->names, name, r->depth, v))
            *v = anything;
        return true;
    }
    SizeRange a, b;
    r->at++;
    if (!read_sum(r, &a))
        return false;
    skip_space(r);
    if (*r->at++ != ',' || !read_sum(r, &b))
        return false;
    skip_space(r);
    if (*r->at++ != ')')
        return false;
    if (extremum < 0)
        *v = (SizeRange){a.lo < b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
    else
        *v = (SizeRange){a.lo > b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
    return true;
}

/* A name: identifier characters, and a `.` followed by a letter
 * (blockDim.x); unknown unless names reads it. Reading bounds, a name
 * names cannot read is anything, and a call is read_call's. */
static bool read_name(SizeReader *r, SizeRange *v)
{
    const char *start = r->at;
    while (is_name_char(r->at))
        r->at++;
    char name[128];
    size_t n = (size_t)(r->at - start);
    if (!r->names || n >= sizeof name)
        return false;
    memcpy(name, start, n);
    name[n] = '\0';
    unsigned long long w;
    if (r->bounds) {
        skip_space(r);
        if (*r->at == '(')
            return read_call(r, name, v);
        if (skip_postfix(r))
            *v = anything;
        else if (r->names->range ? !r->names->range(r->names, name, r->depth, v)
                                 : !r->names->value(r->names, name, r->depth, &w))
            *v = anything;
        else if (!r->names->range)
            *v = exactly(w);
        return true;
    }
    if (!r->names->value(r->names, name, r->depth, &w))
        return false;
    *v = exactly(w);
    return true;
}

/* A literal. Reading bounds, a floating one too, as the integers around
 * it (a float converted to an int is truncated). */
static bool read_literal(SizeReader *r, SizeRange *v)
{
    char *end;
    unsigned long long w = strtoull(r->at, &end, 0);
    if (r->bounds && (*end == '.' || *end == 'e' || *end == 'E')) {
        double d = strtod(r->at, &end);
        while (*end && strchr("fFlL", *end))
            end++;
        r->at = end;
        if (!(d >= 0) || d > (double)r->max)
            return false;
        unsigned long long whole = (unsigned long long)d;
        *v = (SizeRange){whole, whole + ((double)whole < d)};
        return true;
    }
    r->at = end;
    while (*r->at && strchr("uUlL", *r->at))
        r->at++;
    *v = exactly(w);
    return w <= r->max;
}

static bool read_primary(SizeReader *r, SizeRange *v)
{
    skip_space(r);
    if (*r->at == '(') {
        r->at++;
        if (r->bounds && is_cast(r->at)) {
            r->at = strchr(r->at, ')') + 1;
            return read_primary(r, v);
        }
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
        ((*r->at == '+' || *r->at == '-') && isdigit((unsigned char)r->at[1])))
        return read_literal(r, v);
    if (isalpha((unsigned char)*r->at) || *r->at == '_')
        return read_name(r, v);
    return false;
}

static unsigned long long times(unsigned long long a, unsigned long long b)
{
    if (a == SIZE_UNBOUNDED || b == SIZE_UNBOUNDED)
        return a && b ? SIZE_UNBOUNDED : 0;
    return b != 0 && a > SIZE_UNBOUNDED / b ? SIZE_UNBOUNDED : a * b;
}

static bool read_product(SizeReader *r, SizeRange *v)
{
    if (!read_primary(r, v))
        return false;
    for (;;) {
        skip_space(r);
        char op = *r->at;
        if (op != '*' && op != '/')
            return true;
        r->at++;
        SizeRange w;
        if (!read_primary(r, &w))
            return false;
        if (op == '*') {
            v->lo = times(v->lo, w.lo);
            v->hi = times(v->hi, w.hi);
        } else if (w.hi == 0) {
            return false; /* a division by zero */
        } else {
            v->lo = w.hi == SIZE_UNBOUNDED ? 0 : v->lo / w.hi;
            v->hi = v->hi == SIZE_UNBOUNDED || w.lo == 0 ? SIZE_UNBOUNDED : v->hi / w.lo;
        }
        if (!within(r, v))
            return false; /* past max, and the product could wrap */
    }
}

static bool read_sum(SizeReader *r, SizeRange *v)
{
    if (!read_product(r, v))
        return false;
    for (;;) {
        skip_space(r);
        char op = *r->at;
        if (op != '+' && op != '-')
            return true;
        r->at++;
        SizeRange w;
        if (!read_product(r, &w))
            return false;
        if (op == '+') {
            v->lo = v->lo + w.lo > r->max ? r->max : v->lo + w.lo;
            v->hi = v->hi == SIZE_UNBOUNDED || w.hi == SIZE_UNBOUNDED ? SIZE_UNBOUNDED : v->hi + w.hi;
        } else {
            if (!r->bounds && w.lo > v->lo)
                return false; /* below zero */
            v->lo = w.hi != SIZE_UNBOUNDED && v->lo > w.hi ? v->lo - w.hi : 0;
            v->hi = v->hi == SIZE_UNBOUNDED ? SIZE_UNBOUNDED : v->hi > w.lo ? v->hi - w.lo : 0;
        }
        if (!within(r, v))
            return false;
    }
}

static bool read_whole(SizeReader *r, SizeRange *v)
{
    if (!r->at || !read_sum(r, v))
        return false;
    skip_space(r);
    return *r->at == '\0';
}

bool size_expr_value(const char *text, unsigned long long max, const SizeNames *names, int depth,
                     unsigned long long *value)
{
    SizeReader r = {text, max, names, depth, false};
    SizeRange v;
    if (!read_whole(&r, &v))
        return false;
    *value = v.lo;
    return true;
}

bool size_expr_range(const char *text, unsigned long long max, const SizeNames *names, int depth, SizeRange *range)
{
    SizeReader r = {text, max, names, depth, true};
    return names && read_whole(&r, range);
}
