/* The tree helpers that replace tree-sitter's per-index and per-parent
 * queries (syntax/node.c, syntax/parents.c) must give what tree-sitter
 * gives, for every node of a file: they only change the cost. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/name_index.h"

static const char *const program_text =
    "#include <cuda_runtime.h>\n"
    "// a comment at file scope\n"
    "struct Params { int n; Params(int m) : n(m) {} };\n"
    "__global__ void child(int *out, int n) { out[threadIdx.x] = n; }\n"
    "__global__ void parent(int *out, /* why */ int n, float x)\n"
    "{\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x; // the thread\n"
    "    if (i < n) {\n"
    "        for (int j = 0; j < 3; j++)\n"
    "            child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + j, /* the size */ n);\n"
    "        auto f = [&](int k) { return k - -i + (x > 0 ? 1 : 2); };\n"
    "        out[i] = f(i);\n"
    "    }\n"
    "    switch (n) { case 1: break; default: return; }\n"
    "}\n";

typedef struct Walk {
    int nodes, checked;
} Walk;

/* Every node: its parent as tree-sitter finds it, and its children as
 * ts_node_named_child(node, i) gives them. */
static bool check_node(TSNode node, void *ctx)
{
    Walk *w = ctx;
    w->nodes++;
    TSNode expected = ts_node_parent(node), got = parents_of(node);
    cr_assert(ts_node_is_null(expected) == ts_node_is_null(got), "%s: parent presence differs", ts_node_type(node));
    if (!ts_node_is_null(expected))
        cr_assert(ts_node_eq(expected, got), "%s: parent %s, expected %s", ts_node_type(node), ts_node_type(got),
                  ts_node_type(expected));

    /* Its siblings, named or not, on either side. */
    for (int named = 0; named < 2; named++) {
        TSNode next = named ? ts_node_next_named_sibling(node) : ts_node_next_sibling(node);
        TSNode prev = named ? ts_node_prev_named_sibling(node) : ts_node_prev_sibling(node);
        TSNode got_next = parents_next_sibling(node, named), got_prev = parents_prev_sibling(node, named);
        cr_assert(ts_node_is_null(next) ? ts_node_is_null(got_next) : ts_node_eq(next, got_next),
                  "%s: next%s sibling differs", ts_node_type(node), named ? " named" : "");
        cr_assert(ts_node_is_null(prev) ? ts_node_is_null(got_prev) : ts_node_eq(prev, got_prev),
                  "%s: previous%s sibling differs", ts_node_type(node), named ? " named" : "");
    }

    uint32_t n = ts_node_named_child_count(node), with, without, skipped = 0;
    TSNode *all = node_named_children_and_comments(node, &with);
    TSNode *plain = node_named_children(node, &without);
    cr_assert_eq(with, n, "%s: %u named children, expected %u", ts_node_type(node), with, n);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_named_child(node, i);
        cr_assert(ts_node_eq(all[i], child), "%s: named child %u differs", ts_node_type(node), i);
        if (node_is(child, "comment")) {
            skipped++;
            continue;
        }
        cr_assert(ts_node_eq(plain[i - skipped], child), "%s: child %u without comments differs", ts_node_type(node), i);
        cr_assert(ts_node_eq(node_named_child(node, i - skipped), child));
        cr_assert(ts_node_eq(node_child_of_type(node, ts_node_type(child)), child) || i > 0);
    }
    cr_assert_eq(without, n - skipped);
    cr_assert_eq(node_named_child_count(node), n - skipped);
    cr_assert(ts_node_is_null(node_named_child(node, n - skipped)));
    free(all);
    free(plain);
    w->checked++;
    return true;
}

Test(node, cursor_children_and_parent_index_agree_with_tree_sitter)
{
    Parsed p = parse_text(program_text, 0);
    Walk w = {0, 0};
    node_walk(syntax_root(p.tree), check_node, &w);
    cr_assert_gt(w.nodes, 150);
    cr_assert_eq(w.checked, w.nodes);
    parsed_free(&p);
}

Test(node, parent_index_is_forgotten_with_its_tree)
{
    /* Trees parsed one after another may reuse an address: each must
     * answer from its own nodes. */
    for (int round = 0; round < 20; round++) {
        Parsed p = parse_text(round % 2 ? "__global__ void k(int *o) { o[0] = 1; }\n" : program_text, 0);
        TSNode root = syntax_root(p.tree);
        TSNode first = ts_node_named_child(root, 0);
        cr_assert(ts_node_eq(parents_of(first), root));
        TSNode deep = first;
        while (ts_node_named_child_count(deep) > 0)
            deep = ts_node_named_child(deep, ts_node_named_child_count(deep) - 1);
        cr_assert(ts_node_eq(parents_of(deep), ts_node_parent(deep)));
        parsed_free(&p);
    }
}

static const char *name_at(const void *ctx, int entry) { return ((const char *const *)ctx)[entry]; }

Test(name_index, finds_every_name_and_no_other)
{
    enum { count = 5000 };
    static char names[count][16];
    static const char *table[count];
    NameIndex x = {0};
    for (int i = 0; i < count; i++) {
        snprintf(names[i], sizeof names[i], "v%d", i);
        table[i] = names[i];
        name_index_add(&x, names[i], i);
    }
    for (int i = 0; i < count; i++)
        cr_assert_eq(name_index_find(&x, names[i], strlen(names[i]), name_at, table), i);
    cr_assert_eq(name_index_find(&x, "v5000", 5, name_at, table), -1);
    cr_assert_eq(name_index_find(&x, "v12x", 3, name_at, table), 12); /* only the n bytes given */
    cr_assert_eq(name_index_find(&x, "", 0, name_at, table), -1);
    name_index_free(&x);
    cr_assert_eq(name_index_find(&x, "v1", 2, name_at, table), -1);
}
