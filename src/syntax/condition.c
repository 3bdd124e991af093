#include "syntax/condition.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/text.h"

/* A value, or none when the condition's part cannot be decided. */
typedef struct Value {
    intmax_t v;
    bool known;
} Value;

typedef struct Reader {
    const char *t;
    uint32_t len, i;
    const MacroSet *m;
    int depth;   /* of macro values read in place of a name */
    bool broken; /* text dpopt does not read: nothing decided */
} Reader;

static const Value unknown = {0, false};

static Value known(intmax_t v) { return (Value){v, true}; }

static void skip(Reader *r)
{
    for (;;) {
        r->i = text_skip_blanks(r->t, r->len, r->i);
        uint32_t past = r->i < r->len && r->t[r->i] == '/' ? text_skip_literal(r->t, r->len, r->i) : r->i;
        if (past == r->i)
            return;
        r->i = past;
    }
}

static bool at(Reader *r, const char *op)
{
    skip(r);
    size_t n = strlen(op);
    if (r->i + n > r->len || memcmp(r->t + r->i, op, n) != 0)
        return false;
    /* `<` is not `<<` nor `<=`; `&` is not `&&`; `|` is not `||`. */
    char next = r->i + n < r->len ? r->t[r->i + n] : '\0';
    if (n == 1 && (op[0] == '<' || op[0] == '>') && (next == op[0] || next == '='))
        return false;
    if (n == 1 && (op[0] == '&' || op[0] == '|') && next == op[0])
        return false;
    if (n == 1 && (op[0] == '!' || op[0] == '=') && next == '=')
        return false;
    r->i += (uint32_t)n;
    return true;
}

static Value expression(Reader *r);

/* A number as the preprocessor reads it: decimal, 0x, 0b or octal, with
 * u and l suffixes. */
static Value number(Reader *r)
{
    uint32_t start = r->i;
    while (r->i < r->len && (text_is_ident_char(r->t[r->i]) || r->t[r->i] == '\''))
        r->i++;
    char buf[64];
    size_t n = 0;
    for (uint32_t k = start; k < r->i && n + 1 < sizeof buf; k++)
        if (r->t[k] != '\'')
            buf[n++] = r->t[k];
    buf[n] = '\0';
    while (n > 0 && (buf[n - 1] == 'u' || buf[n - 1] == 'U' || buf[n - 1] == 'l' || buf[n - 1] == 'L'))
        buf[--n] = '\0';
    int base = 10;
    const char *digits = buf;
    if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))
        base = 16, digits = buf + 2;
    else if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
        base = 2, digits = buf + 2;
    else if (buf[0] == '0')
        base = 8;
    char *end;
    intmax_t v = (intmax_t)strtoumax(digits, &end, base);
    if (*digits == '\0' || *end != '\0') {
        r->broken = true;
        return unknown;
    }
    return known(v);
}

/* The value of a name the set fixes: its replacement read as a condition
 * of its own (a -DLEVEL=2 reads 2). */
static Value macro_value(Reader *r, const MacroState *s)
{
    if (!s->known)
        return unknown;
    if (!s->defined)
        return known(0);
    if (r->depth > 8)
        return unknown;
    Reader inner = {s->value, (uint32_t)strlen(s->value), 0, r->m, r->depth + 1, false};
    Value v = expression(&inner);
    skip(&inner);
    if (inner.broken || inner.i != inner.len)
        return unknown;
    return v;
}

static Value defined(Reader *r)
{
    bool paren = at(r, "(");
    skip(r);
    uint32_t start = r->i, end = text_skip_ident(r->t, r->len, r->i);
    r->i = end;
    if (end == start || (paren && !at(r, ")"))) {
        r->broken = true;
        return unknown;
    }
    const MacroState *s = macro_set_lookup(r->m, r->t + start, end - start);
    return s && s->known ? known(s->defined) : unknown;
}

static Value primary(Reader *r)
{
    skip(r);
    if (r->i >= r->len) {
        r->broken = true;
        return unknown;
    }
    char c = r->t[r->i];
    if (c >= '0' && c <= '9')
        return number(r);
    if (at(r, "(")) {
        Value v = expression(r);
        if (!at(r, ")"))
            r->broken = true;
        return v;
    }
    if (at(r, "!")) {
        Value v = primary(r);
        return v.known ? known(!v.v) : unknown;
    }
    if (at(r, "~")) {
        Value v = primary(r);
        return v.known ? known(~v.v) : unknown;
    }
    if (at(r, "-")) {
        Value v = primary(r);
        return v.known ? known(-v.v) : unknown;
    }
    if (at(r, "+"))
        return primary(r);
    if (text_is_ident_char(c)) {
        uint32_t start = r->i;
        r->i = text_skip_ident(r->t, r->len, r->i);
        size_t n = r->i - start;
        const char *name = r->t + start;
        if (n == 7 && memcmp(name, "defined", 7) == 0)
            return defined(r);
        skip(r);
        if (r->i < r->len && r->t[r->i] == '(') {
            /* A function-like macro or __has_include: its arguments are
             * skipped, its value unknown. */
            int open = 0;
            do {
                if (r->t[r->i] == '(')
                    open++;
                else if (r->t[r->i] == ')')
                    open--;
                r->i++;
            } while (r->i < r->len && open > 0);
            return unknown;
        }
        if ((n == 4 && memcmp(name, "true", 4) == 0) || (n == 5 && memcmp(name, "false", 5) == 0))
            return known(n == 4);
        const MacroState *s = macro_set_lookup(r->m, name, n);
        return s ? macro_value(r, s) : unknown;
    }
    r->broken = true;
    return unknown;
}

/* Binary operators by precedence, lowest first (C's table). */
static const char *const levels[][6] = {
    {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"},
};
enum { LEVELS = sizeof levels / sizeof levels[0] };

static Value apply(const char *op, Value a, Value b)
{
    if (strcmp(op, "||") == 0)
        return (a.known && a.v) || (b.known && b.v) ? known(1) : a.known && b.known ? known(0) : unknown;
    if (strcmp(op, "&&") == 0)
        return (a.known && !a.v) || (b.known && !b.v) ? known(0) : a.known && b.known ? known(1) : unknown;
    if (!a.known || !b.known)
        return unknown;
    intmax_t x = a.v, y = b.v;
    switch (op[0]) {
    case '|': return known(x | y);
    case '^': return known(x ^ y);
    case '&': return known(x & y);
    case '=': return known(x == y);
    case '!': return known(x != y);
    case '<': return op[1] == '=' ? known(x <= y) : op[1] == '<' ? known(y >= 0 && y < 63 ? x << y : 0) : known(x < y);
    case '>': return op[1] == '=' ? known(x >= y) : op[1] == '>' ? known(y >= 0 && y < 63 ? x >> y : 0) : known(x > y);
    case '+': return known(x + y);
    case '-': return known(x - y);
    case '*': return known(x * y);
    default: return y == 0 ? unknown : op[0] == '/' ? known(x / y) : known(x % y);
    }
}

static Value binary(Reader *r, int level)
{
    if (level == LEVELS)
        return primary(r);
    Value a = binary(r, level + 1);
    for (;;) {
        const char *op = NULL;
        for (int k = 0; k < 6 && levels[level][k]; k++)
            if (at(r, levels[level][k])) {
                op = levels[level][k];
                break;
            }
        if (!op || r->broken)
            return a;
        a = apply(op, a, binary(r, level + 1));
    }
}

static Value expression(Reader *r)
{
    Value c = binary(r, 0);
    if (!at(r, "?"))
        return c;
    Value then = expression(r);
    if (!at(r, ":")) {
        r->broken = true;
        return unknown;
    }
    Value otherwise = expression(r);
    if (!c.known)
        return then.known && otherwise.known && then.v == otherwise.v ? then : unknown;
    return c.v ? then : otherwise;
}

bool condition_decide(const char *text, uint32_t len, const MacroSet *m, intmax_t *value)
{
    Reader r = {text, len, 0, m, 0, false};
    Value v = expression(&r);
    skip(&r);
    if (r.broken || r.i != r.len || !v.known)
        return false;
    *value = v.v;
    return true;
}
