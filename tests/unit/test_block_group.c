/* Cooperative groups' thread_block (analysis/block_group.h,
 * model/group_names.h): the names the namespace goes by, and what a body
 * using the group reads and does. */
#include <criterion/criterion.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "helpers.h"
#include "model/group_names.h"

static BodyFacts facts_of(const char *text, Parsed *p)
{
    *p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p->tree), 0, "test source must parse:\n%s", text);
    int k = model_find_function(p->program, "k");
    cr_assert_geq(k, 0);
    return body_facts(p->program, k);
}

Test(block_group, the_names_of_the_namespace)
{
    Parsed p = parse_text("namespace cg = cooperative_groups;\n"
                          "namespace  g2=::cooperative_groups ;\n"
                          "// namespace no = cooperative_groups;\n"
                          "namespace other = std;\n"
                          "namespace c3 = /* commented */ cooperative_groups;\n",
                          1);
    cr_assert(model_names_groups(p.program, "cg"));
    cr_assert(model_names_groups(p.program, "g2"));
    cr_assert(model_names_groups(p.program, "c3"), "a comment is white space");
    cr_assert(model_names_groups(p.program, "cooperative_groups"));
    cr_assert(model_names_groups(p.program, "::cooperative_groups"));
    cr_assert_not(model_names_groups(p.program, "no"), "a comment declares nothing");
    cr_assert_not(model_names_groups(p.program, "other"));
    cr_assert_not(p.program->groups_unqualified);
    parsed_free(&p);
    p = parse_text("using namespace cooperative_groups;\n", 1);
    cr_assert(p.program->groups_unqualified);
    parsed_free(&p);
}

Test(block_group, members_count_as_their_reads_and_barrier)
{
    Parsed p;
    BodyFacts f = facts_of("namespace cg = cooperative_groups;\n"
                           "__global__ void k(int *o) {\n"
                           "    cg::thread_block b = cg::this_thread_block();\n"
                           "    o[b.group_index().x] = 1;\n"
                           "    b.sync();\n"
                           "}\n",
                           &p);
    cr_assert_not(ts_node_is_null(f.block_group));
    cr_assert(f.uses_block_idx);
    cr_assert(f.uses_syncthreads);
    cr_assert_not(f.uses_thread_idx);
    cr_assert_str_empty(f.unseen_chain);
    parsed_free(&p);

    f = facts_of("using namespace cooperative_groups;\n"
                 "__global__ void k(int *o) {\n"
                 "    auto b = this_thread_block();\n"
                 "    o[b.thread_rank()] = b.size();\n"
                 "    sync(b);\n"
                 "}\n",
                 &p);
    cr_assert(f.uses_thread_idx && f.uses_block_dim && f.uses_syncthreads);
    cr_assert_not(f.uses_block_idx);
    cr_assert_str_empty(f.unseen_chain);
    parsed_free(&p);
}

Test(block_group, what_it_does_not_know_stays_unseen)
{
    Parsed p;
    /* No name for cooperative_groups: cg is nothing dpopt knows. */
    BodyFacts f = facts_of("__global__ void k(int *o) { o[cg::this_thread_block().thread_rank()] = 1; }\n", &p);
    cr_assert(ts_node_is_null(f.block_group));
    cr_assert_str_not_empty(f.unseen_chain);
    parsed_free(&p);
    /* A member a block does not have (a tile's), a tile of a tile, and a
     * tile of something not a group. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o) {\n"
                 "    auto b = cg::this_thread_block();\n"
                 "    auto t = cg::tiled_partition<32>(b);\n"
                 "    o[b.meta_group_rank()] = t.thread_rank();\n"
                 "}\n",
                 &p);
    cr_assert_not(ts_node_is_null(f.block_group));
    cr_assert(strstr(f.unseen_chain, "meta_group_rank") != NULL, "%s", f.unseen_chain);
    parsed_free(&p);
    /* A tile of runtime size, and a tile of something not a group. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o, int *x) {\n"
                 "    auto q = cg::tiled_partition(cg::this_thread_block(), 4);\n"
                 "    auto r = cg::tiled_partition<4>(x);\n"
                 "    o[0] = q.thread_rank() + r.thread_rank();\n"
                 "}\n",
                 &p);
    cr_assert(strstr(f.unseen_chain, "tiled_partition") != NULL, "%s", f.unseen_chain);
    parsed_free(&p);
    /* A tile declared from itself (ill-formed) does not loop. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o) { auto t = cg::tiled_partition<4>(t); o[0] = t.thread_rank(); }\n",
                 &p);
    cr_assert_str_not_empty(f.unseen_chain);
    parsed_free(&p);
    /* A variable of another type, named like a group. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "struct Span { __device__ unsigned size() const { return 4; } };\n"
                 "__global__ void k(int *o) { Span block; o[0] = block.size(); }\n",
                 &p);
    cr_assert(ts_node_is_null(f.block_group));
    cr_assert_not(f.uses_block_dim);
    parsed_free(&p);
}

Test(block_group, a_callee_taking_the_group_reads_through_it)
{
    Parsed p = parse_text("namespace cg = cooperative_groups;\n"
                          "__device__ unsigned first(cg::thread_block b) { return b.group_index().x; }\n"
                          "__global__ void k(int *o) { o[first(cg::this_thread_block())] = 1; }\n",
                          1);
    int k = model_find_function(p.program, "k");
    BodyFacts callees = body_facts_of_callees(p.program, k);
    cr_assert(strstr(callees.block_place_chain, "first") != NULL, "%s", callees.block_place_chain);
    parsed_free(&p);
}

/* Tiles of the block group (since 2026-11-25): made by tiled_partition<N>
 * of a group, their members read the thread's place in its block, and
 * their syncs, shuffles and votes are warp-wide operations. */
Test(block_group, tiles_read_the_place_and_work_on_warps)
{
    Parsed p;
    BodyFacts f = facts_of("namespace cg = cooperative_groups;\n"
                           "__global__ void k(int *o) {\n"
                           "    cg::thread_block b = cg::this_thread_block();\n"
                           "    cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);\n"
                           "    int v = t.shfl_down(o[0], 1);\n"
                           "    t.sync();\n"
                           "    if (t.thread_rank() == 0) o[t.meta_group_rank()] = v;\n"
                           "}\n",
                           &p);
    cr_assert_str_empty(f.unseen_chain, "%s", f.unseen_chain);
    cr_assert_not(ts_node_is_null(f.group_tile));
    cr_assert(f.uses_warp_ops);
    cr_assert(f.uses_thread_idx);
    cr_assert(f.uses_block_dim);
    cr_assert_not(f.uses_syncthreads, "a tile's sync is the warp's, not a barrier of the block");
    parsed_free(&p);
    /* auto, and a tile's size alone: no warp-wide operation. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o) {\n"
                 "    auto t = cg::tiled_partition<8>(cg::this_thread_block());\n"
                 "    o[0] = t.size();\n"
                 "}\n",
                 &p);
    cr_assert_str_empty(f.unseen_chain, "%s", f.unseen_chain);
    cr_assert_not(ts_node_is_null(f.group_tile));
    cr_assert_not(f.uses_warp_ops);
    parsed_free(&p);
}

/* Beyond a block and its tiles (since 2026-11-25): the grid group reads
 * the block's place and the grid's shape, and its sync is a grid barrier;
 * the coalesced group and tiles of tiles are tiles, their collectives
 * warp-wide operations. */
Test(block_group, the_grid_group_reads_the_grid)
{
    Parsed p;
    BodyFacts f = facts_of("namespace cg = cooperative_groups;\n"
                           "__global__ void k(int *o, int n) {\n"
                           "    cg::grid_group g = cg::this_grid();\n"
                           "    for (unsigned long long i = g.thread_rank(); i < n; i += g.size()) o[i] = 1;\n"
                           "}\n",
                           &p);
    cr_assert_str_empty(f.unseen_chain, "%s", f.unseen_chain);
    cr_assert_not(ts_node_is_null(f.block_group));
    cr_assert(f.uses_block_idx && f.uses_grid_dim && f.uses_block_dim && f.uses_thread_idx);
    cr_assert_not(f.uses_grid_sync);
    parsed_free(&p);
    /* Its barrier, whatever the variable's name. */
    f = facts_of("using namespace cooperative_groups;\n"
                 "__global__ void k(int *o) { auto g = this_grid(); o[g.block_rank()] = 1; g.sync(); }\n",
                 &p);
    cr_assert(f.uses_grid_sync);
    cr_assert_not(f.uses_syncthreads, "a grid's barrier is not the block's");
    cr_assert_not(f.uses_thread_idx, "block_rank reads no thread's place");
    parsed_free(&p);
}

Test(block_group, coalesced_groups_tiles_of_tiles_and_collectives)
{
    Parsed p;
    BodyFacts f = facts_of("namespace cg = cooperative_groups;\n"
                           "__global__ void k(int *o) {\n"
                           "    if (o[threadIdx.x] > 0) {\n"
                           "        cg::coalesced_group c = cg::coalesced_threads();\n"
                           "        o[c.thread_rank()] = c.shfl(c.size(), 0);\n"
                           "    }\n"
                           "}\n",
                           &p);
    cr_assert_str_empty(f.unseen_chain, "%s", f.unseen_chain);
    cr_assert_not(ts_node_is_null(f.group_tile));
    cr_assert(f.uses_warp_ops);
    parsed_free(&p);
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o) {\n"
                 "    auto w = cg::tiled_partition<32>(cg::this_thread_block());\n"
                 "    cg::thread_block_tile<4> q = cg::tiled_partition<4>(w);\n"
                 "    o[0] = cg::reduce(q, o[1], cg::plus<int>()) + cg::exclusive_scan(w, 1);\n"
                 "}\n",
                 &p);
    cr_assert_str_empty(f.unseen_chain, "%s", f.unseen_chain);
    cr_assert(f.uses_warp_ops);
    parsed_free(&p);
    /* A reduction of something that is no tile is nothing dpopt knows. */
    f = facts_of("namespace cg = cooperative_groups;\n"
                 "__global__ void k(int *o) { o[0] = cg::reduce(o, 1, cg::plus<int>()); }\n",
                 &p);
    cr_assert(strstr(f.unseen_chain, "reduce") != NULL, "%s", f.unseen_chain);
    parsed_free(&p);
}
