#include "analysis/host_threads.h"

#include <stdlib.h>
#include <string.h>

#include "model/memo.h"
#include "syntax/node.h"
#include "syntax/source.h"
#include "util/alloc.h"
#include "util/text.h"

typedef struct ThreadSearch {
    const Source *src;
    TSNode found;
} ThreadSearch;

/* What starts a thread when named in full (spaces aside). */
static bool names_thread_start(const char *text)
{
    static const char *const starts[] = {"std::thread", "std::jthread", "std::async", "::pthread_create"};
    for (size_t i = 0; i < sizeof starts / sizeof *starts; i++)
        if (text_same_but_space(text, starts[i]))
            return true;
    return false;
}

static bool find_thread_start(TSNode node, void *ctx)
{
    ThreadSearch *t = ctx;
    if (!ts_node_is_null(t->found))
        return false;
    if (node_is(node, "preproc_call")) {
        TSNode directive = ts_node_child_by_field_name(node, "directive", 9);
        TSNode arg = ts_node_child_by_field_name(node, "argument", 8);
        if (!ts_node_is_null(directive) && node_text_is(t->src, directive, "#pragma") && !ts_node_is_null(arg)) {
            uint32_t at = text_skip_blanks(t->src->text, node_end_byte(arg), ts_node_start_byte(arg));
            size_t len = node_end_byte(arg) - at;
            if (len >= 3 && strncmp(t->src->text + at, "omp", 3) == 0 && (len == 3 || !text_is_ident_char(t->src->text[at + 3])))
                t->found = node;
        }
        return false;
    }
    if (node_is(node, "qualified_identifier")) {
        char *text = node_text(t->src, node);
        if (names_thread_start(text))
            t->found = node;
        free(text);
        return ts_node_is_null(t->found);
    }
    if (node_is(node, "identifier") && node_text_is(t->src, node, "pthread_create"))
        t->found = node;
    return true;
}

/* The first place `tree` (of `src`) starts host threads: its line, 0 if none. */
static uint32_t thread_start_line(const Source *src, const SyntaxTree *tree)
{
    ThreadSearch t = {.src = src};
    node_walk(ts_tree_root_node(tree->tree), find_thread_start, &t);
    return ts_node_is_null(t.found) ? 0 : source_pos(src, ts_node_start_byte(t.found)).line;
}

/* Asked at every site a kernel of which the host launches: the trees are
 * walked once a program. */
ThreadStart host_thread_start(const Program *p)
{
    ThreadStart *kept = memo_find(p, MEMO_HOST_THREADS);
    if (kept)
        return *kept;
    ThreadStart at = {.header = -1, .line = thread_start_line(p->src, p->tree)};
    for (int h = 0; h < p->header_count && !at.line; h++) {
        at.line = thread_start_line(p->headers[h].src, p->headers[h].tree);
        at.header = h;
    }
    at.found = at.line != 0;
    kept = xmalloc(sizeof *kept);
    *kept = at;
    memo_keep(p, MEMO_HOST_THREADS, kept, free);
    return at;
}
