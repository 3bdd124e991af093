#include "model/unseen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/macros.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

typedef struct Checker {
    const Program *program;
    const MacroTable *macros;
    const char *caller; /* the launching function's text: the names it uses */
    size_t caller_len;
} Checker;

/* Words a macro body may hold that name no variable. */
static const char *const plain_words[] = {
    "int", "unsigned", "signed", "long", "short", "char", "float", "double", "bool", "void", "const", "volatile",
    "size_t", "int32_t", "uint32_t", "int64_t", "uint64_t", "true", "false", "nullptr", "NULL", "sizeof", "alignof",
    "static_cast", "dim3", NULL,
};
/* Functions a macro body may call: they read nothing but their arguments. */
static const char *const pure_calls[] = {"sizeof", "alignof", "dim3", "min", "max", "static_cast", NULL};
/* Values that differ between threads or change over time. */
static const char *const thread_words[] = {"threadIdx", "blockIdx", "__lane_id", "clock", "clock64", NULL};

static bool word_in(const char *word, size_t n, const char *const *list)
{
    for (int i = 0; list[i]; i++)
        if (strlen(list[i]) == n && memcmp(list[i], word, n) == 0)
            return true;
    return false;
}

static void where_defined(const Checker *c, const MacroDef *d, StrBuf *out)
{
    if (strcmp(d->file, MACROS_COMMAND_LINE) == 0)
        strbuf_puts(out, "on the command line");
    else if (strcmp(d->file, c->program->src->path) == 0)
        strbuf_printf(out, "line %u", d->line);
    else
        strbuf_printf(out, "%s:%u", d->file, d->line);
}

static bool is_param(const MacroDef *d, const char *word, size_t n)
{
    for (int i = 0; i < d->param_count; i++)
        if (strlen(d->params[i]) == n && memcmp(d->params[i], word, n) == 0)
            return true;
    return false;
}

static bool expansion_problem(const Checker *c, const MacroDef *d, int depth, StrBuf *why);

/* A macro body that is not one expression, or pastes tokens. */
static bool shape_problem(const char *t, uint32_t n, StrBuf *why)
{
    for (uint32_t i = 0; i < n;) {
        uint32_t past = text_skip_literal(t, n, i);
        if (past == i && t[i] == '#') {
            strbuf_puts(why, "which pastes or quotes tokens (# or ##)");
            return true;
        }
        i = past > i ? past : i + 1;
    }
    if (text_has_top_level_comma(t, n)) {
        strbuf_puts(why, "which expands to more than one expression (a comma at its top level)");
        return true;
    }
    return false;
}

/* Why the macro named word[0..n) (every definition of it) cannot be
 * expanded by dpopt in a launch; false when it can. */
static bool name_problem(const Checker *c, const char *word, size_t n, int depth, StrBuf *why)
{
    for (int m = macros_find(c->macros, word, n, -1); m >= 0; m = macros_find(c->macros, word, n, m))
        if (expansion_problem(c, &c->macros->defs[m], depth, why))
            return true;
    return false;
}

/* dpopt expands a macro in a launch itself only where its expansion is one
 * expression that the analyses read right without expanding it: no comma
 * at its top level, no variable arguments, no token pasting, no calls but
 * to pure functions, no thread position, no variable of the launching
 * function; the macros it names likewise. */
static bool expansion_problem(const Checker *c, const MacroDef *d, int depth, StrBuf *why)
{
    if (depth > 8) {
        strbuf_puts(why, "whose expansion nests macros more than 8 deep");
        return true;
    }
    const char *t = d->body;
    uint32_t n = (uint32_t)strlen(t);
    if (shape_problem(t, n, why))
        return true;
    size_t pos = 0, start, len;
    while (text_next_identifier(t, n, &pos, &start, &len)) {
        const char *word = t + start;
        uint32_t e = (uint32_t)pos;
        if (len == 11 && memcmp(word, "__VA_ARGS__", 11) == 0) {
            strbuf_puts(why, "which takes a variable number of arguments");
            return true;
        }
        if (is_param(d, word, len))
            continue;
        if (macros_find(c->macros, word, len, -1) >= 0) {
            if (name_problem(c, word, len, depth + 1, why))
                return true;
            continue;
        }
        if (word_in(word, len, thread_words) || (len > 6 && memcmp(word, "atomic", 6) == 0)) {
            strbuf_printf(why, "which reads '%.*s', a value that differs between threads", (int)len, word);
            return true;
        }
        uint32_t next = e;
        while (next < n && (t[next] == ' ' || t[next] == '\t'))
            next++;
        if (next < n && t[next] == '(' && !word_in(word, len, pure_calls)) {
            strbuf_printf(why, "which calls '%.*s'", (int)len, word);
            return true;
        }
        if (!word_in(word, len, plain_words) && c->caller_len > 0) {
            char *w = xstrndup(word, len);
            bool named = text_has_word(c->caller, c->caller_len, w);
            free(w);
            if (named) {
                strbuf_printf(why, "which names '%.*s', a name the launching function uses", (int)len, word);
                return true;
            }
        }
    }
    return false;
}

/* The macros that the launch's configuration or arguments, text[from..to),
 * name: why one of them cannot be expanded by dpopt, or NULL. */
static char *spelling_problem(const Checker *c, uint32_t from, uint32_t to, const char *what)
{
    const char *text = c->program->src->text + from;
    size_t pos = 0, start, len;
    while (text_next_identifier(text, to - from, &pos, &start, &len)) {
        const char *word = text + start;
        for (int m = macros_find(c->macros, word, len, -1); m >= 0; m = macros_find(c->macros, word, len, m)) {
            const MacroDef *d = &c->macros->defs[m];
            StrBuf why;
            strbuf_init(&why);
            if (expansion_problem(c, d, 0, &why)) {
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%s uses the macro '%s' (", what, d->name);
                where_defined(c, d, &b);
                strbuf_printf(&b, "), %s; dpopt does not take a launch a macro spells unless it can expand the "
                                  "macro itself",
                              why.data);
                strbuf_free(&why);
                char *note = strbuf_take(&b);
                strbuf_free(&b);
                return note;
            }
            strbuf_free(&why);
        }
    }
    return NULL;
}

static char *site_problem(const Checker *c, const LaunchSite *s)
{
    const Program *p = c->program;
    TSNode syntax = node_child_of_type(s->node, "kernel_call_syntax");
    TSNode args = node_child_of_type(s->node, "argument_list");
    uint32_t cfg_from = ts_node_start_byte(syntax), cfg_to = node_end_byte(syntax);
    char *why = spelling_problem(c, cfg_from, cfg_to, "its configuration");
    if (!why && !ts_node_is_null(args))
        why = spelling_problem(c, ts_node_start_byte(args), node_end_byte(args), "its argument list");
    if (why)
        return why;
    StrBuf b;
    strbuf_init(&b);
    const ViewSpan *brace = syntax_span_within(p->tree, VIEW_BRACE_CONFIG, cfg_from, cfg_to);
    if (brace)
        strbuf_printf(&b, "its configuration '%.*s' is brace-initialised, which dpopt does not take apart",
                      (int)(brace->end - brace->start), p->src->text + brace->start);
    else if (s->config_count < 2)
        strbuf_printf(&b, "its configuration reads as %d expression%s, not a grid and a block: a macro dpopt cannot "
                          "see may spell it",
                      s->config_count, s->config_count == 1 ? "" : "s");
    char *note = b.len ? strbuf_take(&b) : NULL;
    strbuf_free(&b);
    return note;
}

void model_find_unseen(Program *p)
{
    const ViewSpan *hidden = syntax_first_span(p->tree, VIEW_HIDDEN_BRANCH);
    const ViewSpan *digraph = syntax_first_span(p->tree, VIEW_DIGRAPH);
    if (hidden || digraph) {
        StrBuf b;
        strbuf_init(&b);
        if (hidden)
            strbuf_printf(&b, "the file parses only with one branch of each #if read (the one at line %u chooses part "
                              "of a statement, or another does), so dpopt plans nothing in it",
                          source_pos(p->src, hidden->directive).line);
        else
            strbuf_printf(&b, "the file spells a brace or bracket with a digraph ('%.2s' at line %u), which dpopt's "
                              "rewriting would split, so it plans nothing in it",
                          p->src->text + digraph->start, source_pos(p->src, digraph->start).line);
        p->unseen = strbuf_take(&b);
        p->unseen_at = hidden ? hidden->directive : digraph->start;
        strbuf_free(&b);
    }
    if (p->launch_count == 0)
        return;
    Checker c = {p, &p->macros, "", 0};
    for (int i = 0; i < p->launch_count; i++) {
        LaunchSite *s = &p->launches[i];
        c.caller = "";
        c.caller_len = 0;
        if (s->caller_fn >= 0) {
            TSNode fn = p->functions[s->caller_fn].node;
            c.caller = p->src->text + ts_node_start_byte(fn);
            c.caller_len = node_end_byte(fn) - ts_node_start_byte(fn);
        }
        s->unseen = site_problem(&c, s);
    }
}
