#include "syntax/branch.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool is_group_branch(TSNode n)
{
    return node_is(n, "preproc_if") || node_is(n, "preproc_ifdef") || node_is(n, "preproc_elif") ||
           node_is(n, "preproc_elifdef") || node_is(n, "preproc_else");
}

static TSNode field(TSNode n, const char *name) { return ts_node_child_by_field_name(n, name, (uint32_t)strlen(name)); }

/* A condition's text on one line: continuations and line breaks become
 * single spaces. False for text a condition written elsewhere must not
 * carry (a comment: a `//` one would swallow the rest of the line). */
static bool put_one_line(const Source *src, TSNode n, StrBuf *out)
{
    const char *t = src->text;
    uint32_t start = ts_node_start_byte(n), end = node_end_byte(n);
    bool blank = false;
    for (uint32_t i = start; i < end; i++) {
        if (t[i] == '/' && i + 1 < end && (t[i + 1] == '/' || t[i + 1] == '*'))
            return false;
        if (t[i] == '\\' || t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n') {
            blank = true;
            continue;
        }
        if (blank && out->len && out->data[out->len - 1] != '(')
            strbuf_puts(out, " ");
        blank = false;
        strbuf_append(out, t + i, 1);
    }
    return true;
}

/* Whether text needs no parentheses to be an operand of && or !: a name,
 * a number, or one parenthesised whole. */
static bool is_operand(const char *s)
{
    size_t n = strlen(s);
    bool plain = n > 0;
    for (size_t i = 0; i < n; i++)
        plain &= text_is_ident_char(s[i]);
    if (plain)
        return true;
    if (strncmp(s, "defined(", 8) == 0 && s[n - 1] == ')') /* defined(NAME): its name only inside */
        return strspn(s + 8, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == n - 9;
    if (n < 2 || s[0] != '(' || s[n - 1] != ')')
        return false;
    int depth = 0;
    for (size_t i = 0; i < n; i++) {
        depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
        if (depth == 0 && i + 1 < n)
            return false; /* (a) || (b): the first ) closes before the end */
    }
    return true;
}

/* The branch's own condition, negated or not, appended as an operand:
 * "(A)", "defined(X)", "!(A)". False for a group dpopt cannot write (an
 * #else has none and is never asked). */
static bool put_own(const Source *src, TSNode branch, bool negated, StrBuf *out)
{
    StrBuf own;
    strbuf_init(&own);
    bool ok = true;
    if (node_is(branch, "preproc_if") || node_is(branch, "preproc_elif")) {
        TSNode cond = field(branch, "condition");
        ok = !ts_node_is_null(cond) && put_one_line(src, cond, &own);
    } else {
        /* #ifdef X, #ifndef X (and #elifdef, #elifndef): the directive's token says which */
        TSNode name = field(branch, "name");
        TSNode token = ts_node_child(branch, 0);
        char *directive = ts_node_is_null(token) ? NULL : node_text(src, token);
        ok = !ts_node_is_null(name) && directive;
        if (ok) {
            char *text = node_text(src, name);
            bool not = strstr(directive, "ndef") != NULL;
            strbuf_printf(&own, "%sdefined(%s)", not ? "!" : "", text);
            free(text);
        }
        free(directive);
    }
    if (ok) {
        if (negated && own.data[0] == '!' && is_operand(own.data + 1))
            strbuf_puts(out, own.data + 1); /* #ifndef X, negated: defined(X) */
        else if (negated)
            strbuf_printf(out, is_operand(own.data) ? "!%s" : "!(%s)", own.data);
        else
            strbuf_printf(out, is_operand(own.data) || own.data[0] == '!' ? "%s" : "(%s)", own.data);
    }
    strbuf_free(&own);
    return ok;
}

/* The condition of the branch `b` (of one group) alone: the negations of
 * the branches before it, then its own. Sets *head to the group's #if. */
static bool put_branch(const Source *src, TSNode b, TSNode *head, StrBuf *out)
{
    /* The branches before it, each the parent of the next as the tree has them. */
    TSNode chain[64];
    int n = 0;
    for (TSNode x = b; !node_is(x, "preproc_if") && !node_is(x, "preproc_ifdef");) {
        x = parents_of(x);
        if (ts_node_is_null(x) || !is_group_branch(x) || n == 64)
            return false;
        chain[n++] = x;
    }
    *head = n ? chain[n - 1] : b;
    bool first = true;
    for (int k = n - 1; k >= 0; k--) {
        strbuf_puts(out, first ? "" : " && ");
        first = false;
        if (!put_own(src, chain[k], true, out))
            return false;
    }
    if (node_is(b, "preproc_else"))
        return !first; /* an #else has an #if before it */
    strbuf_puts(out, first ? "" : " && ");
    return put_own(src, b, false, out);
}

Branch branch_of(const Source *src, TSNode node, TSNode stop)
{
    Branch r = {0};
    /* One level's condition a group, innermost first; written outermost first. */
    StrBuf levels[32];
    int count = 0;
    TSNode c = node;
    for (TSNode a = parents_of(node); !ts_node_is_null(a) && !node_same(a, stop); c = a, a = parents_of(a)) {
        if (!is_group_branch(a))
            continue;
        TSNode alt = field(a, "alternative");
        if (!ts_node_is_null(alt) && node_same(alt, c))
            continue; /* c is a later branch: its condition negates a's */
        TSNode head = {0};
        if (count == 32) {
            r.odd = true;
            break;
        }
        strbuf_init(&levels[count]);
        bool ok = put_branch(src, a, &head, &levels[count]);
        count++;
        if (ts_node_is_null(r.group))
            r.group = ok ? head : a;
        if (!ok) {
            r.odd = true;
            break;
        }
    }
    if (!r.odd && count) {
        StrBuf all;
        strbuf_init(&all);
        for (int k = count - 1; k >= 0; k--)
            strbuf_printf(&all, "%s%s", k == count - 1 ? "" : " && ", levels[k].data);
        r.condition = strbuf_take(&all);
        size_t n = strlen(r.condition);
        if (r.condition[0] == '(' && is_operand(r.condition)) { /* one condition alone: #if A, not #if (A) */
            memmove(r.condition, r.condition + 1, n - 2);
            r.condition[n - 2] = '\0';
        }
    }
    for (int k = 0; k < count; k++)
        strbuf_free(&levels[k]);
    return r;
}

/* a stands in the body of a branch of some group whose later branches
 * hold b. */
static bool before_in_group(TSNode a, TSNode b)
{
    TSNode c = a;
    for (TSNode x = parents_of(a); !ts_node_is_null(x); c = x, x = parents_of(x)) {
        if (!is_group_branch(x))
            continue;
        TSNode alt = field(x, "alternative");
        if (!ts_node_is_null(alt) && !node_same(alt, c) && node_contains(alt, b))
            return true;
    }
    return false;
}

bool branch_exclusive(TSNode a, TSNode b) { return before_in_group(a, b) || before_in_group(b, a); }

/* Whether name[0..n) is one the condition tests (`defined` is no macro). */
static bool tested(const char *condition, const char *name, size_t n)
{
    size_t pos = 0, start, len, clen = strlen(condition);
    while (text_next_identifier(condition, clen, &pos, &start, &len))
        if (len == n && memcmp(condition + start, name, n) == 0 && !(n == 7 && memcmp(name, "defined", 7) == 0))
            return true;
    return false;
}

/* The start of the line after the one at t[i]: a comment or a raw string
 * spanning lines is one piece (a #define in one defines nothing). */
static uint32_t next_line_start(const char *t, uint32_t len, uint32_t i)
{
    while (i < len && t[i] != '\n') {
        uint32_t past = text_skip_literal(t, len, i);
        i = past > i ? past : i + 1;
    }
    return i < len ? i + 1 : len;
}

uint32_t branch_redefinition(const Source *src, const char *condition, uint32_t from, char **name)
{
    const char *t = src->text;
    uint32_t len = (uint32_t)src->len;
    *name = NULL;
    for (uint32_t line = from; line < len;) {
        /* a directive starts a line: `from` is a function's first byte, at a line's start or not */
        uint32_t i = text_skip_blanks(t, len, line);
        if (i < len && t[i] == '#') {
            i = text_skip_blanks(t, len, i + 1);
            uint32_t word = i, word_end = text_skip_ident(t, len, i);
            bool changes = (word_end - word == 6 && memcmp(t + word, "define", 6) == 0) ||
                           (word_end - word == 5 && memcmp(t + word, "undef", 5) == 0);
            if (changes) {
                uint32_t n = text_skip_blanks(t, len, word_end), n_end = text_skip_ident(t, len, n);
                if (n_end > n && tested(condition, t + n, n_end - n)) {
                    *name = xstrndup(t + n, n_end - n);
                    return line;
                }
            }
            line = text_directive_end(t, len, i);
        }
        line = next_line_start(t, len, line);
    }
    return UINT32_MAX;
}
