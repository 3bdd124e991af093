#include "transform/serialise.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/statements.h"
#include "transform/line_mark.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* A statement list being split, and the lists around it: statements
 * [0, upto) of each come before what is being written. */
typedef struct Scope {
    TSNode list;
    uint32_t upto;
    const struct Scope *outer;
} Scope;

typedef struct Serialiser {
    Emitter *e;
    const Source *src;
    SerialRunner runner;
    bool annotate;  /* say which lines each thread loop runs */
    bool whole;     /* the barriers order nothing: one thread loop, not split at them */
    TSNode *outside; /* declarations made again outside the thread loops, in blocks still open */
    int outside_count, outside_cap;
    unsigned next_line; /* the line the compiler numbers the next statement of a thread loop
                           with, after a #line (0: generated code came between) */
} Serialiser;

static void emit_list(Serialiser *s, TSNode list, const Scope *outer, const char *indent);

static unsigned line_at(const Serialiser *s, uint32_t offset) { return source_pos(s->src, offset).line; }

/* A statement at `indent`, its further lines moved with it (their
 * indent as written, `was`, replaced by `indent`), so that it reads at
 * the depth it now stands at. A statement whose text continues a line
 * (a backslash at a line's end) or holds a raw string keeps its lines as
 * written: moving them could change a string. */
static void append_moved(StrBuf *o, const char *text, const char *was, const char *indent)
{
    size_t was_len = strlen(was);
    bool keep = strstr(text, "\\\n") || strstr(text, "R\"");
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        if (!nl) {
            strbuf_puts(o, p);
            break;
        }
        strbuf_append(o, p, (size_t)(nl + 1 - p));
        p = nl + 1;
        if (!keep && strncmp(p, was, was_len) == 0) {
            strbuf_puts(o, indent);
            p += was_len;
        }
    }
}

static void emit_statement(Serialiser *s, TSNode st, const char *indent)
{
    StrBuf *o = s->e->out;
    /* Statements split onto lines of their own or moved by generated code:
     * a #line where the compiler's count would not name their own line. */
    unsigned line = line_at(s, ts_node_start_byte(st));
    if (s->e->line_directives && line != s->next_line)
        line_mark_insert(s->e, ts_node_start_byte(st));
    size_t before = o->len;
    strbuf_puts(o, indent);
    StrBuf text;
    strbuf_init(&text);
    Emitter sub = *s->e;
    sub.out = &text;
    emit_node(&sub, st);
    char *was = emit_line_indent(s->src, ts_node_start_byte(st));
    append_moved(o, text.data ? text.data : "", was, indent);
    free(was);
    strbuf_free(&text);
    s->next_line = line + 1;
    for (size_t k = before; k < o->len; k++)
        s->next_line += o->data[k] == '\n';
}

/* The declarations the code being written can see from earlier statements
 * of the lists it is in, outermost first (the program's order). */
static void visible_declarations(const Serialiser *s, const Scope *scope, TSNode **vis, int *n, int *cap)
{
    if (!scope)
        return;
    visible_declarations(s, scope->outer, vis, n, cap);
    for (uint32_t i = 0; i < scope->upto; i++) {
        TSNode st = statements_at(scope->list, i);
        if (node_is(st, "declaration") && !statements_is_shared_declaration(s->src, st))
            ARRAY_PUSH(*vis, *n, *cap, st);
    }
}

static bool declares(const Source *src, TSNode declaration, const char *name)
{
    char *names[16];
    int n = statements_declared_names(src, declaration, names, 16);
    bool found = false;
    for (int i = 0; i < n; i++) {
        found = found || strcmp(names[i], name) == 0;
        free(names[i]);
    }
    return found;
}

/* Whether one of vis[from, to) declares name again (hiding vis before it). */
static bool hidden(const Source *src, TSNode *vis, int from, int to, const char *name)
{
    for (int k = from; k < to; k++)
        if (declares(src, vis[k], name))
            return true;
    return false;
}

/* Which visible declarations `users` need: those they name, and those the
 * initialisers of needed ones name. */
static bool *needed_declarations(const Serialiser *s, TSNode *vis, int n, const TSNode *users, int user_count)
{
    bool *need = xcalloc((size_t)n + 1, sizeof *need);
    for (int i = n - 1; i >= 0; i--) {
        char *names[16];
        int m = statements_declared_names(s->src, vis[i], names, 16);
        for (int k = 0; k < m; k++) {
            if (!hidden(s->src, vis, i + 1, n, names[k]))
                for (int u = 0; u < user_count && !need[i]; u++)
                    need[i] = statements_mentions(s->src, users[u], names[k]);
            for (int j = i + 1; j < n && !need[i]; j++)
                need[i] = need[j] && !hidden(s->src, vis, i + 1, j, names[k]) &&
                          statements_mentions(s->src, vis[j], names[k]);
            free(names[k]);
        }
    }
    return need;
}

static bool made_outside(const Serialiser *s, TSNode declaration)
{
    for (int i = 0; i < s->outside_count; i++)
        if (node_same(s->outside[i], declaration))
            return true;
    return false;
}

/* The declarations of earlier thread loops that `users` read, declared
 * again (the analysis checked that recomputing them gives the same value). */
static void emit_again(Serialiser *s, const Scope *scope, const TSNode *users, int user_count, const char *indent,
                       const char *comment, bool outside)
{
    TSNode *vis = NULL;
    int n = 0, cap = 0;
    visible_declarations(s, scope, &vis, &n, &cap);
    bool *need = needed_declarations(s, vis, n, users, user_count);
    for (int i = 0; i < n; i++) {
        if (!need[i] || made_outside(s, vis[i]))
            continue;
        emit_statement(s, vis[i], indent);
        strbuf_printf(s->e->out, " // again, %s\n", comment);
        if (outside)
            ARRAY_PUSH(s->outside, s->outside_count, s->outside_cap, vis[i]);
    }
    free(need);
    free(vis);
}

/* Whether statement i of the list, in the thread loop [first, last),
 * declares only variables that later thread loops or headers read (or the
 * declarations left out after it) and the statements kept after it in its
 * own loop do not: those declare them again, and the analysis checked that
 * the initialisers have no effects, so it can go. */
static bool only_for_later(const Serialiser *s, TSNode list, uint32_t i, uint32_t last, const bool *kept,
                           uint32_t first)
{
    TSNode st = statements_at(list, i);
    if (!node_is(st, "declaration"))
        return false;
    char *names[16];
    int m = statements_declared_names(s->src, st, names, 16);
    bool here = false, later = false;
    uint32_t n = statements_count(list);
    for (int k = 0; k < m; k++) {
        for (uint32_t j = i + 1; j < last; j++) {
            /* A declaration left out for later needs this one later too. */
            TSNode after = statements_at(list, j);
            bool dropped = !kept[j - first] && node_is(after, "declaration") &&
                           !statements_is_shared_declaration(s->src, after);
            bool named = statements_mentions(s->src, after, names[k]);
            here = here || (kept[j - first] && named);
            later = later || (dropped && named);
        }
        for (uint32_t j = last; j < n && !later; j++)
            later = statements_mentions(s->src, statements_at(list, j), names[k]);
        free(names[k]);
    }
    return m > 0 && !here && later;
}

/* One thread loop: every child thread runs statements [first, last) of the
 * list. Nothing when they are only comments and shared declarations. */
static void emit_thread_loop(Serialiser *s, const Scope *outer, TSNode list, uint32_t first, uint32_t last,
                             const char *indent)
{
    /* Which statements it runs, decided from the last back. */
    bool *kept = xcalloc((size_t)(last - first) + 1, sizeof *kept);
    for (uint32_t i = last; i-- > first;) {
        TSNode st = statements_at(list, i);
        kept[i - first] = !node_is(st, "comment") && !statements_is_shared_declaration(s->src, st) &&
                          !only_for_later(s, list, i, last, kept, first);
    }
    TSNode *users = NULL;
    int count = 0, cap = 0;
    for (uint32_t i = first; i < last; i++)
        if (kept[i - first])
            ARRAY_PUSH(users, count, cap, statements_at(list, i));
    free(kept);
    if (count == 0) {
        free(users);
        return;
    }
    StrBuf *o = s->e->out;
    Writer w = w_at(o, indent, 0);
    if (s->annotate) {
        unsigned from = line_at(s, ts_node_start_byte(users[0]));
        unsigned to = line_at(s, node_end_byte(users[count - 1]));
        const char *who = s->runner == SERIAL_ONE_THREAD ? "every child thread in turn" : "this thread's child threads";
        if (from == to)
            w_line(&w, "// %s: line %u", who, from);
        else
            w_line(&w, "// %s: lines %u-%u", who, from, to);
    }
    if (s->runner == SERIAL_ONE_THREAD)
        w_open(&w, "for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {");
    else
        w_open(&w, "for (unsigned int dp_t = dpopt::block_thread_rank(); dp_t < dp_threads; dp_t += dpopt::block_thread_count()) {");
    w_line(&w, "const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);");
    w_open(&w, "[&]() {");
    char *inner = w_indent(&w);
    Scope here = {list, first, outer};
    emit_again(s, &here, users, count, inner, "from an earlier thread loop", false);
    s->next_line = 0;
    for (int i = 0; i < count; i++) {
        if (s->whole && statements_is_barrier(s->src, users[i])) {
            strbuf_printf(o, "%s// __syncthreads() (line %u) orders nothing here: each thread keeps to its own\n"
                             "%s// slot of the shared memory, and what the threads read before it no thread writes\n",
                          inner, line_at(s, ts_node_start_byte(users[i])), inner);
            s->next_line = 0;
            continue;
        }
        emit_statement(s, users[i], inner);
        strbuf_puts(o, "\n");
    }
    s->next_line = 0;
    w_close(&w, "}();");
    w_close(&w, "}");
    free(inner);
    free(users);
}

static void emit_barrier(Serialiser *s, TSNode barrier, const char *indent)
{
    if (s->runner == SERIAL_ONE_THREAD)
        strbuf_printf(s->e->out, "%s// __syncthreads(): every thread above has finished before any below starts\n", indent);
    else
        strbuf_printf(s->e->out,
                      "%s__syncthreads(); // the child's barrier (line %u): all its threads are done with the code above\n",
                      indent, line_at(s, ts_node_start_byte(barrier)));
}

/* The text of a statement from its start up to `stop` (one of its
 * children), through the emitter. */
static void emit_until(Serialiser *s, TSNode statement, TSNode stop)
{
    uint32_t pos = ts_node_start_byte(statement);
    uint32_t n = ts_node_child_count(statement);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_child(statement, i);
        if (node_same(child, stop))
            break;
        strbuf_append(s->e->out, s->src->text + pos, ts_node_start_byte(child) - pos);
        emit_node(s->e, child);
        pos = node_end_byte(child);
    }
}

/* A statement holding a barrier: its header once, its bodies split. */
static void emit_split_statement(Serialiser *s, const Scope *scope, TSNode st, const char *indent)
{
    StrBuf *o = s->e->out;
    TSNode parts[3], bodies[2];
    int np = statements_header_parts(st, parts);
    int nb = statements_bodies(st, bodies);
    emit_again(s, scope, parts, np, indent, "for the header below, the same in every child thread", true);
    unsigned line = line_at(s, ts_node_start_byte(st));
    bool one = s->runner == SERIAL_ONE_THREAD;
    bool loop = !node_is(st, "if_statement") && !node_is(st, "compound_statement");
    if (node_is(st, "if_statement"))
        strbuf_printf(o, "%s// line %u: a condition the same in every child thread: %s\n", indent, line,
                      one ? "tested once for the whole child block" : "every thread of this block tests it alike");
    else if (loop)
        strbuf_printf(o, "%s// line %u: a loop the same in every child thread: %s, its body split at its barriers\n", indent,
                      line, one ? "run once for the whole child block" : "every thread of this block runs it alike");
    char *inner = text_indented(indent, 4);
    int mark = s->outside_count;
    strbuf_puts(o, indent);
    if (node_is(st, "do_statement")) {
        strbuf_puts(o, "do {\n");
        emit_list(s, bodies[0], scope, inner);
        strbuf_printf(o, "%s} while ", indent);
        emit_node(s->e, parts[0]);
        strbuf_puts(o, ";\n");
    } else if (node_is(st, "compound_statement")) {
        strbuf_puts(o, "{\n");
        emit_list(s, st, scope, inner);
        strbuf_printf(o, "%s}\n", indent);
    } else {
        emit_until(s, st, bodies[0]);
        /* The header's text ends before the body; the body gets braces. */
        while (o->len > 0 && (o->data[o->len - 1] == ' ' || o->data[o->len - 1] == '\n'))
            o->data[--o->len] = '\0';
        strbuf_puts(o, " {\n");
        emit_list(s, bodies[0], scope, inner);
        strbuf_printf(o, "%s}", indent);
        if (nb > 1) {
            strbuf_puts(o, " else {\n");
            emit_list(s, bodies[1], scope, inner);
            strbuf_printf(o, "%s}", indent);
        }
        strbuf_puts(o, "\n");
    }
    s->outside_count = mark;
    free(inner);
}

/* A list of statements: thread loops between its barriers and around the
 * statements that hold barriers further in. */
static void emit_list(Serialiser *s, TSNode list, const Scope *outer, const char *indent)
{
    uint32_t n = statements_count(list);
    int mark = s->outside_count;
    uint32_t first = 0;
    for (uint32_t i = 0; i <= n; i++) {
        TSNode st = i < n ? statements_at(list, i) : (TSNode){0};
        if (i < n && (s->whole || !statements_holds_barrier(s->src, st)))
            continue;
        emit_thread_loop(s, outer, list, first, i, indent);
        if (i == n)
            break;
        if (statements_is_barrier(s->src, st)) {
            emit_barrier(s, st, indent);
        } else {
            Scope here = {list, i, outer};
            emit_split_statement(s, &here, st, indent);
        }
        first = i + 1;
    }
    s->outside_count = mark;
}

void serialise_body(Emitter *e, TSNode body, SerialRunner runner, bool whole, const char *indent)
{
    const Source *src = e->plan->program->src;
    Serialiser s = {e, src, runner, runner == SERIAL_BLOCK_STRIDED, whole, NULL, 0, 0, 0};
    /* A body split only at top-level barriers reads as before; one with
     * split ifs and loops says which lines each thread loop runs. */
    uint32_t n = statements_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = statements_at(body, i);
        s.annotate = s.annotate || (!whole && !statements_is_barrier(src, st) && statements_holds_barrier(src, st));
    }
    emit_list(&s, body, NULL, indent);
    free(s.outside);
}
