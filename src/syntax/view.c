#include "syntax/view.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/text.h"

/* One open conditional group (#if ... #endif). */
typedef struct Group {
    bool zero;          /* #if 0: its first branch is never compiled */
    bool dead;          /* its current branch is not read */
    bool taken;         /* a branch of it has been read */
    bool conditional;   /* some branch of it depends on a condition (not #if 0 ... #else) */
    uint32_t directive; /* offset of its #if */
} Group;

typedef struct Viewer {
    const char *text;
    uint32_t len;
    bool one_branch;
    ParseView view;
    Group *groups;
    int depth, cap;
    /* The code just read (not comments, not directives): whether it ended
     * a statement's head (a `)`, `else` or `do`), where a #pragma stands
     * for the statement's first line (#pragma unroll before a loop that
     * is a for's body). */
    bool after_head;
} Viewer;

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

static void blank(Viewer *v, uint32_t from, uint32_t to)
{
    for (uint32_t i = from; i < to && i < v->len; i++)
        if (v->view.text[i] != '\n')
            v->view.text[i] = ' ';
}

static void add_span(Viewer *v, uint32_t start, uint32_t end, ViewSpanKind kind, uint32_t directive)
{
    ViewSpan s = {start, end, kind, directive};
    ARRAY_PUSH(v->view.spans, v->view.span_count, v->view.span_cap, s);
}

/* Whether the groups up to (not including) `depth` all read their current
 * branch. */
static bool live_below(const Viewer *v, int depth)
{
    for (int i = 0; i < depth; i++)
        if (v->groups[i].dead)
            return false;
    return true;
}

static uint32_t skip_blanks(const char *t, uint32_t len, uint32_t i)
{
    for (;;) {
        uint32_t joined = text_continuation(t, len, i);
        if (i < len && is_blank(t[i]))
            i++;
        else if (joined)
            i += joined;
        else
            return i;
    }
}

/* `#if 0`: the condition is the literal 0 and nothing else. */
static bool condition_is_zero(const char *t, uint32_t len, uint32_t i, uint32_t end)
{
    i = skip_blanks(t, len, i);
    if (i >= end || t[i] != '0')
        return false;
    i = skip_blanks(t, len, i + 1);
    return i >= end || (t[i] == '/' && i + 1 < len && (t[i + 1] == '/' || t[i + 1] == '*'));
}

/* A directive at text[at] (`#` or `%:`); returns the offset of its line's
 * end. Conditionals open, switch and close groups; in one_branch mode
 * their lines become spaces. */
static uint32_t directive(Viewer *v, uint32_t at)
{
    const char *t = v->text;
    uint32_t len = v->len, end = text_directive_end(t, len, at);
    if (t[at] == '%') {
        v->view.text[at] = '#';
        v->view.text[at + 1] = ' ';
    }
    uint32_t w = skip_blanks(t, len, at + (t[at] == '%' ? 2 : 1)), we = w;
    while (we < len && text_is_ident_char(t[we]))
        we++;
    size_t n = we - w;
#define IS(word) (n == strlen(word) && memcmp(t + w, word, n) == 0)
    bool live = live_below(v, v->depth);
    if (IS("if") || IS("ifdef") || IS("ifndef")) {
        Group g = {0};
        g.directive = at;
        g.zero = IS("if") && condition_is_zero(t, len, we, end);
        g.dead = !live || g.zero;
        g.taken = !live || !g.zero;
        g.conditional = !g.zero;
        ARRAY_PUSH(v->groups, v->depth, v->cap, g);
        if (!live || v->one_branch)
            blank(v, at, end);
        return end;
    }
    if ((IS("elif") || IS("else") || IS("endif")) && v->depth > 0) {
        Group *g = &v->groups[v->depth - 1];
        bool outer = live_below(v, v->depth - 1);
        if (IS("endif")) {
            /* One branch read where another (or none) may be compiled. */
            if (v->one_branch && outer && g->conditional)
                add_span(v, g->directive, end, VIEW_HIDDEN_BRANCH, g->directive);
            v->depth--;
        } else if (!g->taken) {
            g->dead = false; /* the first branch read after #if 0 */
            g->taken = true;
            g->conditional = g->conditional || IS("elif");
        } else if (v->one_branch) {
            g->dead = true;
        } else {
            g->dead = !outer;
        }
        if (!outer || v->one_branch)
            blank(v, at, end);
        return end;
    }
    /* The grammar takes a directive only between statements, not as
     * the head of a for, while, if or else's statement: read as spaces
     * there (the pragma stays in the text every stage copies). */
    bool pragma_in_head = IS("pragma") && v->after_head;
#undef IS
    if (!live || pragma_in_head)
        blank(v, at, end);
    return end;
}

/* text[open] is `(`: the offset of its matching `)`, or len. */
static uint32_t matching(const Viewer *v, uint32_t open, char o, char c)
{
    int depth = 0;
    for (uint32_t i = open; i < v->len;) {
        uint32_t past = text_skip_literal(v->text, v->len, i);
        if (past > i) {
            i = past;
            continue;
        }
        if (v->text[i] == o)
            depth++;
        else if (v->text[i] == c && --depth == 0)
            return i;
        i++;
    }
    return v->len;
}

static bool is_space_or_newline(char c) { return is_blank(c) || c == '\n'; }

/* The type after `new` at `at` (names, `::`, template arguments), without
 * looking past a parenthesis: where its `*`s end, or `at` when it is none. */
static uint32_t new_type_end(const Viewer *v, uint32_t at)
{
    const char *t = v->text;
    uint32_t i = at;
    int angles = 0;
    bool named = false;
    while (i < v->len) {
        char c = t[i];
        if (text_is_ident_char(c)) {
            while (i < v->len && text_is_ident_char(t[i]))
                i++;
            named = true;
        } else if (c == ':' && i + 1 < v->len && t[i + 1] == ':') {
            i += 2;
        } else if (c == '<' || (c == '>' && angles > 0) || (angles > 0 && (c == ',' || c == '*' || c == '&'))) {
            angles += (c == '<') - (c == '>');
            i++;
        } else if (is_space_or_newline(c)) {
            i++;
        } else {
            break;
        }
    }
    return named && angles == 0 ? i : at;
}

/* The new-type after `new` (ending at `end`) where the grammar's
 * new-expression takes only a plain type name: a leading `const` or
 * `volatile` and the `*`s after the type (`new const char *[n]`,
 * `new std::set<int> *[n]`, `new int *`), as spaces, so that it reads as
 * `new T [n]`. In a new-type the `*`s can only be the type's. No strategy
 * reads the type a new makes. */
static void new_type_view(Viewer *v, uint32_t end)
{
    const char *t = v->text;
    uint32_t i = end;
    for (;;) {
        while (i < v->len && is_space_or_newline(t[i]))
            i++;
        uint32_t word = i;
        while (i < v->len && text_is_ident_char(t[i]))
            i++;
        bool cv = (i - word == 5 && memcmp(t + word, "const", 5) == 0) ||
                  (i - word == 8 && memcmp(t + word, "volatile", 8) == 0);
        if (!cv) {
            i = word;
            break;
        }
        blank(v, word, i);
    }
    uint32_t stars = new_type_end(v, i);
    if (stars == i)
        return;
    for (i = stars; i < v->len && (t[i] == '*' || is_space_or_newline(t[i])); i++)
        if (t[i] == '*')
            v->view.text[i] = ' ';
}

/* Whether the view before `at` ends a lambda's captures, `[=]` (not an
 * attribute's `]]`), the place of an extended lambda's execution space
 * (`[=] __device__ (int i) { ... }`, nvcc --extended-lambda), which the
 * grammar does not know: a second annotation sees the first blanked. */
static bool after_lambda_captures(const Viewer *v, uint32_t at)
{
    uint32_t i = at;
    while (i > 0 && is_space_or_newline(v->view.text[i - 1]))
        i--;
    return i > 0 && v->view.text[i - 1] == ']' && !(i > 1 && v->view.text[i - 2] == ']');
}

/* `__align__(16)`, `__grid_constant__`, `__inline_hint__`, `__maxnreg__(N)`, `__cluster_dims__(x, y, z)`
 * (the grammar knows none of them; the model reads the last two from the
 * text: model/build.c), an extended lambda's `__device__`,
 * `__launch_bounds__(a, b, c)`'s third argument, the `_Pragma("...")`
 * operator (a #pragma, wherever it stands) and the type of a `new`.
 * Returns the offset to go on from. */
static uint32_t identifier(Viewer *v, uint32_t at, uint32_t end)
{
    const char *t = v->text;
    size_t n = end - at;
    if (n == 3 && memcmp(t + at, "new", 3) == 0) {
        new_type_view(v, end);
        return end;
    }
    if ((n == 17 && memcmp(t + at, "__grid_constant__", 17) == 0) ||
        (n == 15 && memcmp(t + at, "__inline_hint__", 15) == 0)) {
        blank(v, at, end);
        return end;
    }
    if (((n == 10 && memcmp(t + at, "__device__", 10) == 0) || (n == 8 && memcmp(t + at, "__host__", 8) == 0)) &&
        after_lambda_captures(v, at)) {
        blank(v, at, end);
        return end;
    }
    bool align = (n == 9 && memcmp(t + at, "__align__", 9) == 0) ||
                 (n == 11 && memcmp(t + at, "__maxnreg__", 11) == 0) ||
                 (n == 16 && memcmp(t + at, "__cluster_dims__", 16) == 0);
    bool bounds = n == 17 && memcmp(t + at, "__launch_bounds__", 17) == 0;
    bool pragma = n == 7 && memcmp(t + at, "_Pragma", 7) == 0;
    if (!align && !bounds && !pragma)
        return end;
    uint32_t open = skip_blanks(t, v->len, end);
    if (open >= v->len || t[open] != '(')
        return end;
    uint32_t close = matching(v, open, '(', ')');
    if (close >= v->len)
        return end;
    if (align || pragma) {
        blank(v, at, close + 1);
        return close + 1;
    }
    int depth = 0, commas = 0;
    for (uint32_t i = open + 1; i < close;) {
        uint32_t past = text_skip_literal(t, v->len, i);
        if (past > i) {
            i = past;
            continue;
        }
        char c = t[i];
        depth += (c == '(' || c == '[' || c == '{') - (c == ')' || c == ']' || c == '}');
        if (c == ',' && depth == 0 && ++commas == 2) {
            blank(v, i, close);
            break;
        }
        i++;
    }
    return end;
}

/* text[at] starts `<<<`: braces at the top level of the configuration
 * become parentheses. */
static void launch_config(Viewer *v, uint32_t at)
{
    const char *t = v->text;
    int depth = 0;
    for (uint32_t i = at + 3; i + 2 < v->len;) {
        uint32_t past = text_skip_literal(t, v->len, i);
        if (past > i) {
            i = past;
            continue;
        }
        char c = t[i];
        if (depth == 0 && c == '>' && t[i + 1] == '>' && t[i + 2] == '>')
            return;
        if (c == ';')
            return;
        if (depth == 0 && c == '{') {
            uint32_t close = matching(v, i, '{', '}');
            if (close >= v->len)
                return;
            v->view.text[i] = '(';
            v->view.text[close] = ')';
            add_span(v, i, close + 1, VIEW_BRACE_CONFIG, 0);
            i = close + 1;
            continue;
        }
        depth += (c == '(' || c == '[') - (c == ')' || c == ']');
        i++;
    }
}

/* A digraph at text[i]: respelled, and true. */
static bool digraph(Viewer *v, uint32_t i)
{
    const char *t = v->text;
    if (i + 1 >= v->len)
        return false;
    char a = t[i], b = t[i + 1], to = 0;
    if (a == '<' && b == ':') {
        /* C++11: `<::` is `<` `::` unless `:` or `>` follows. */
        bool scope = i + 2 < v->len && t[i + 2] == ':' && !(i + 3 < v->len && (t[i + 3] == ':' || t[i + 3] == '>'));
        to = scope ? 0 : '[';
    } else if (a == ':' && b == '>') {
        to = ']';
    } else if (a == '<' && b == '%') {
        to = '{';
    } else if (a == '%' && b == '>') {
        to = '}';
    } else if (a == '%' && b == ':') {
        to = '#';
    }
    if (!to)
        return false;
    v->view.text[i] = to;
    v->view.text[i + 1] = ' ';
    if (to != '#')
        add_span(v, i, i + 2, VIEW_DIGRAPH, 0);
    return true;
}

ParseView syntax_view(const char *text, uint32_t len, bool one_branch)
{
    Viewer v = {0};
    v.text = text;
    v.len = len;
    v.one_branch = one_branch;
    v.view.text = xstrndup(text, len);
    bool line_start = true;
    for (uint32_t i = 0; i < len;) {
        char c = text[i];
        if (c == '\n') {
            line_start = true;
            i++;
            continue;
        }
        if (is_blank(c)) {
            i++;
            continue;
        }
        uint32_t joined = text_continuation(text, len, i);
        if (joined) {
            i += joined;
            continue;
        }
        if (line_start && (c == '#' || (c == '%' && i + 1 < len && text[i + 1] == ':'))) {
            i = directive(&v, i);
            continue;
        }
        line_start = false;
        bool live = live_below(&v, v.depth);
        if (!live) {
            /* Skipped text: only comments matter (a directive in one is
             * not one); quotes may be unbalanced (`don't`). */
            uint32_t past = c == '/' ? text_skip_literal(text, len, i) : i;
            if (past == i)
                past = i + 1;
            blank(&v, i, past);
            i = past;
            continue;
        }
        uint32_t past = text_skip_literal(text, len, i);
        if (past > i) {
            if (c != '/') // a string or character literal; a comment is not code
                v.after_head = false;
            i = past;
            continue;
        }
        if (text_is_ident_char(c)) {
            uint32_t end = i;
            while (end < len && text_is_ident_char(text[end]))
                end++;
            // (a _Pragma("...") read as spaces leaves it as it was)
            if (!(end - i == 7 && memcmp(text + i, "_Pragma", 7) == 0))
                v.after_head = (end - i == 4 && memcmp(text + i, "else", 4) == 0) ||
                               (end - i == 2 && memcmp(text + i, "do", 2) == 0);
            i = (c >= '0' && c <= '9') ? end : identifier(&v, i, end);
            continue;
        }
        v.after_head = c == ')';
        if (c == '<' && i + 2 < len && text[i + 1] == '<' && text[i + 2] == '<') {
            launch_config(&v, i);
            i += 3;
            continue;
        }
        if ((c == '<' && i + 1 < len && text[i + 1] == '<') || (c == ':' && i + 1 < len && text[i + 1] == ':')) {
            i += 2;
            continue;
        }
        i += digraph(&v, i) ? 2 : 1;
    }
    /* An #if never closed: nvcc rejects the file; read as it stands. */
    for (int i = 0; i < v.depth; i++)
        if (v.one_branch && v.groups[i].conditional)
            add_span(&v, v.groups[i].directive, len, VIEW_HIDDEN_BRANCH, v.groups[i].directive);
    free(v.groups);
    return v.view;
}

void syntax_view_free(ParseView *view)
{
    free(view->text);
    free(view->spans);
    view->text = NULL;
    view->spans = NULL;
    view->span_count = view->span_cap = 0;
}
