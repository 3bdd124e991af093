#include "syntax/specialize.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/condition.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* One open conditional group. */
typedef struct Group {
    bool decided; /* its branches are chosen here: directives commented, dead branches emptied */
    bool taken;   /* decided: a branch of it has been compiled */
    bool live;    /* its current branch is compiled (as far as this pass knows) */
} Group;

typedef struct Specializer {
    const Source *src;
    MacroSet macros; /* as the file has changed them so far */
    StrBuf out;
    Group *groups;
    int depth, cap;
    bool changed;
    bool learn_all; /* every name the file defines joins the set (an -include file) */
} Specializer;

/* Whether the current text is compiled, as far as this pass knows (an
 * undecided group's branches all count as compiled). */
static bool live(const Specializer *s)
{
    for (int i = 0; i < s->depth; i++)
        if (!s->groups[i].live)
            return false;
    return true;
}

/* Whether some enclosing group is undecided: a #define there may or may
 * not happen. */
static bool certain(const Specializer *s)
{
    for (int i = 0; i < s->depth; i++)
        if (!s->groups[i].decided)
            return false;
    return true;
}

/* text[from..to) as empty lines: its newlines only. */
static void put_empty(Specializer *s, uint32_t from, uint32_t to)
{
    for (uint32_t i = from; i < to; i++)
        if (s->src->text[i] == '\n')
            strbuf_puts(&s->out, "\n");
}

/* A directive dpopt decided, kept as a comment: each of its lines as
 * `// ` and its text, without the continuation backslash (a comment
 * ending in one would swallow the next line). */
static void put_commented(Specializer *s, uint32_t from, uint32_t to)
{
    const char *t = s->src->text;
    uint32_t line = from;
    for (uint32_t i = from; i <= to; i++) {
        if (i < to && t[i] != '\n')
            continue;
        uint32_t end = i;
        if (end > line && t[end - 1] == '\r')
            end--;
        if (end > line && t[end - 1] == '\\')
            end--;
        while (end > line && (t[end - 1] == ' ' || t[end - 1] == '\t' || t[end - 1] == '\r'))
            end--;
        strbuf_puts(&s->out, "// ");
        for (uint32_t k = line; k < end; k++)
            strbuf_append(&s->out, t[k] == '\n' ? " " : t + k, 1);
        if (i < to)
            strbuf_puts(&s->out, "\n");
        line = i + 1;
    }
}

/* The state of a decided condition: 1 true, 0 false, -1 undecided. */
static int decide(Specializer *s, const char *word, size_t n, uint32_t w, uint32_t end)
{
    const char *t = s->src->text;
    if (n == 2) {
        intmax_t v;
        return condition_decide(t + w, end - w, &s->macros, &v) ? v != 0 : -1;
    }
    uint32_t name = text_skip_blanks(t, end, w), name_end = text_skip_ident(t, end, name), rest = name_end;
    for (uint32_t past = rest + 1; past != rest;) {
        rest = text_skip_blanks(t, end, rest);
        past = rest;
        rest = t[rest] == '/' ? text_skip_literal(t, end, rest) : rest;
    }
    if (name_end == name || rest != end)
        return -1;
    const MacroState *m = macro_set_lookup(&s->macros, t + name, name_end - name);
    if (!m || !m->known)
        return -1;
    return strncmp(word, "ifdef", n) == 0 ? m->defined : !m->defined;
}

/* #define NAME or #undef NAME, where NAME is one the set fixes. */
static void follow_definition(Specializer *s, bool define, uint32_t w, uint32_t end)
{
    const char *t = s->src->text;
    uint32_t name = text_skip_blanks(t, end, w), name_end = text_skip_ident(t, end, name);
    size_t n = name_end - name;
    if (n == 0 || (!s->learn_all && !macro_set_lookup(&s->macros, t + name, n)))
        return;
    if (!certain(s) || (define && name_end < end && t[name_end] == '(')) {
        macro_set_forget(&s->macros, t + name, n);
    } else if (define) {
        uint32_t v = text_skip_blanks(t, end, name_end), v_end = end;
        while (v_end > v && (t[v_end - 1] == ' ' || t[v_end - 1] == '\t' || t[v_end - 1] == '\r'))
            v_end--;
        macro_set_define_as(&s->macros, t + name, n, t + v, v_end - v);
    } else {
        macro_set_undefine(&s->macros, t + name, n);
    }
}

/* The directive at text[at]; returns where its line ends, its text put out. */
static uint32_t directive(Specializer *s, uint32_t at)
{
    const char *t = s->src->text;
    uint32_t len = s->src->len, end = text_directive_end(t, len, at);
    uint32_t w = text_skip_blanks(t, len, at + 1), we = text_skip_ident(t, len, w);
    const char *word = t + w;
    size_t n = we - w;
#define IS(x) (n == strlen(x) && memcmp(word, x, n) == 0)
    bool was_live = live(s);
    if (IS("if") || IS("ifdef") || IS("ifndef")) {
        Group g = {false, false, was_live};
        int value = was_live ? decide(s, word, n, we, end) : -1;
        if (value >= 0) {
            g.decided = true;
            g.taken = g.live = value == 1;
            s->changed = true;
            put_commented(s, at, end);
        } else if (was_live) {
            strbuf_append(&s->out, t + at, end - at);
        } else {
            put_empty(s, at, end);
        }
        ARRAY_PUSH(s->groups, s->depth, s->cap, g);
        return end;
    }
    if ((IS("elif") || IS("else") || IS("endif")) && s->depth > 0) {
        Group *g = &s->groups[s->depth - 1];
        s->depth--;
        bool outer = live(s);
        s->depth++;
        if (!g->decided) {
            if (outer)
                strbuf_append(&s->out, t + at, end - at);
            else
                put_empty(s, at, end);
            if (IS("endif"))
                s->depth--;
            return end;
        }
        if (IS("endif")) {
            put_commented(s, at, end);
            s->depth--;
            return end;
        }
        if (g->taken) {
            g->live = false;
            put_commented(s, at, end);
            return end;
        }
        int value = IS("else") ? 1 : decide(s, "if", 2, we, end);
        if (value < 0) {
            /* What is left of the group is a group of its own, undecided. */
            strbuf_append(&s->out, t + at, w - at);
            strbuf_puts(&s->out, "if");
            strbuf_append(&s->out, t + we, end - we);
            g->decided = false;
            g->live = outer;
            return end;
        }
        g->taken = g->live = value == 1;
        put_commented(s, at, end);
        return end;
    }
    if (!was_live) {
        put_empty(s, at, end);
        return end;
    }
    if (IS("define") || IS("undef"))
        follow_definition(s, IS("define"), we, end);
#undef IS
    strbuf_append(&s->out, t + at, end - at);
    return end;
}

static void run(Specializer *sp)
{
    Specializer s = *sp;
    const Source *src = s.src;
    const char *t = src->text;
    uint32_t len = src->len;
    bool line_start = true;
    for (uint32_t i = 0; i < len;) {
        char c = t[i];
        if (c == '\n') {
            line_start = true;
            strbuf_puts(&s.out, "\n");
            i++;
            continue;
        }
        if (line_start && c == '#') {
            i = directive(&s, i);
            continue;
        }
        uint32_t past;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            past = i + 1;
        } else if (text_continuation(t, len, i)) {
            past = i + text_continuation(t, len, i);
        } else {
            /* A comment or a literal is one piece: a newline in it starts
             * no directive. */
            past = text_skip_literal(t, len, i);
            if (past == i)
                past = i + 1;
            line_start = t[past - 1] == '\n';
        }
        if (live(&s))
            strbuf_append(&s.out, t + i, past - i);
        else
            put_empty(&s, i, past);
        i = past;
    }
    free(s.groups);
    s.groups = NULL;
    *sp = s;
}

Source *specialize_source(const Source *src, const MacroSet *macros)
{
    if (macro_set_is_empty(macros))
        return NULL;
    Specializer s = {0};
    s.src = src;
    s.macros = macro_set_copy(macros);
    strbuf_init(&s.out);
    run(&s);
    Source *result = s.changed ? source_from_lines_of(src, s.out.data, (uint32_t)s.out.len) : NULL;
    strbuf_free(&s.out);
    macro_set_free(&s.macros);
    return result;
}

void specialize_learn(const Source *src, MacroSet *macros)
{
    Specializer s = {0};
    s.src = src;
    s.macros = *macros;
    s.learn_all = true;
    strbuf_init(&s.out);
    run(&s);
    strbuf_free(&s.out);
    *macros = s.macros;
}
