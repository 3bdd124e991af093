#include "syntax/condition.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/text.h"

/* A value, or none when the condition's part cannot be decided. The
 * preprocessor computes in intmax_t, or in uintmax_t where an operand is
 * unsigned: v holds the bits, is_unsigned the type. */
typedef struct Value {
    uintmax_t v;
    bool is_unsigned;
    bool known;
} Value;

typedef struct Reader {
    const char *t;
    uint32_t len, i;
    const MacroSet *m;
    int depth;   /* of macro values read in place of a name */
    bool broken; /* text dpopt does not read: nothing decided */
} Reader;

static const Value unknown = {0, false, false};

static Value known(intmax_t v) { return (Value){(uintmax_t)v, false, true}; }

static Value known_unsigned(uintmax_t v) { return (Value){v, true, true}; }

/* The signed value of bits v (two's complement, without relying on the
 * implementation's conversion). */
static intmax_t as_signed(uintmax_t v) { return v <= INTMAX_MAX ? (intmax_t)v : -(intmax_t)(~v) - 1; }

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
    bool suffix_u = false;
    while (n > 0 && (buf[n - 1] == 'u' || buf[n - 1] == 'U' || buf[n - 1] == 'l' || buf[n - 1] == 'L')) {
        suffix_u = suffix_u || buf[n - 1] == 'u' || buf[n - 1] == 'U';
        buf[--n] = '\0';
    }
    int base = 10;
    const char *digits = buf;
    if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))
        base = 16, digits = buf + 2;
    else if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
        base = 2, digits = buf + 2;
    else if (buf[0] == '0')
        base = 8;
    char *end;
    errno = 0;
    uintmax_t v = strtoumax(digits, &end, base);
    if (*digits == '\0' || *end != '\0' || errno == ERANGE) {
        r->broken = true;
        return unknown;
    }
    /* Too large for intmax_t: unsigned, as the preprocessor reads it. */
    return suffix_u || v > INTMAX_MAX ? known_unsigned(v) : known((intmax_t)v);
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

/* -v: unsigned wraps; the signed -INTMAX_MIN overflows, undecided. */
static Value negated(Value v)
{
    if (!v.known || (!v.is_unsigned && v.v == (uintmax_t)INTMAX_MAX + 1))
        return unknown;
    return (Value){0 - v.v, v.is_unsigned, true};
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
        return v.known ? known(v.v == 0) : unknown;
    }
    if (at(r, "~")) {
        Value v = primary(r);
        return v.known ? (Value){~v.v, v.is_unsigned, true} : unknown;
    }
    if (at(r, "-")) {
        Value v = primary(r);
        return negated(v);
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

/* x + y, x - y or x * y in intmax_t; undecided where it overflows. */
static Value signed_arithmetic(char op, intmax_t x, intmax_t y)
{
    intmax_t v;
    bool overflow = op == '+'   ? __builtin_add_overflow(x, y, &v)
                    : op == '-' ? __builtin_sub_overflow(x, y, &v)
                                : __builtin_mul_overflow(x, y, &v);
    return overflow ? unknown : known(v);
}

/* x / y or x % y; undecided by zero, and for INTMAX_MIN / -1 (overflow). */
static Value quotient(char op, Value a, Value b, bool is_unsigned)
{
    if (b.v == 0)
        return unknown;
    if (is_unsigned)
        return known_unsigned(op == '/' ? a.v / b.v : a.v % b.v);
    intmax_t x = as_signed(a.v), y = as_signed(b.v);
    if (x == INTMAX_MIN && y == -1)
        return unknown;
    return known(op == '/' ? x / y : x % y);
}

/* a << b or a >> b: the type is the left operand's. Undecided for a count
 * out of range, and for a signed left shift of a negative value or one
 * that overflows. A signed right shift is arithmetic, as the preprocessor's. */
static Value shifted(bool left, Value a, Value b)
{
    uintmax_t width = sizeof(uintmax_t) * 8;
    if ((!b.is_unsigned && as_signed(b.v) < 0) || b.v >= width)
        return unknown;
    unsigned n = (unsigned)b.v;
    if (a.is_unsigned)
        return known_unsigned(left ? a.v << n : a.v >> n);
    intmax_t x = as_signed(a.v);
    if (left)
        return x < 0 || x > (INTMAX_MAX >> n) ? unknown : known(x << n);
    return known(x >= 0 ? x >> n : -((-(x + 1)) >> n) - 1);
}

static Value apply(const char *op, Value a, Value b)
{
    if (strcmp(op, "||") == 0)
        return (a.known && a.v) || (b.known && b.v) ? known(1) : a.known && b.known ? known(0) : unknown;
    if (strcmp(op, "&&") == 0)
        return (a.known && !a.v) || (b.known && !b.v) ? known(0) : a.known && b.known ? known(1) : unknown;
    if (!a.known || !b.known)
        return unknown;
    if (strcmp(op, "<<") == 0 || strcmp(op, ">>") == 0)
        return shifted(op[0] == '<', a, b);
    /* The usual arithmetic conversions: unsigned where either is. */
    bool u = a.is_unsigned || b.is_unsigned;
    uintmax_t x = a.v, y = b.v;
    intmax_t sx = as_signed(x), sy = as_signed(y);
    switch (op[0]) {
    case '|': return (Value){x | y, u, true};
    case '^': return (Value){x ^ y, u, true};
    case '&': return (Value){x & y, u, true};
    case '=': return known(x == y);
    case '!': return known(x != y);
    case '<': return known(op[1] == '=' ? (u ? x <= y : sx <= sy) : (u ? x < y : sx < sy));
    case '>': return known(op[1] == '=' ? (u ? x >= y : sx >= sy) : (u ? x > y : sx > sy));
    case '+':
    case '-':
    case '*':
        if (u)
            return known_unsigned(op[0] == '+' ? x + y : op[0] == '-' ? x - y : x * y);
        return signed_arithmetic(op[0], sx, sy);
    default: return quotient(op[0], a, b, u);
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
    /* The result has the type both branches convert to. */
    bool u = then.is_unsigned || otherwise.is_unsigned;
    then.is_unsigned = otherwise.is_unsigned = u;
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
    *value = as_signed(v.v);
    return true;
}
