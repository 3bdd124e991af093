#include "transform/level_graph.h"

#include <stdlib.h>

#include "plan/level_graphs.h"
#include "syntax/node.h"
#include "transform/aggregate.h"
#include "transform/decl.h"
#include "transform/line_mark.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/* The names of a recursion's graph pieces, "<kernel>_dp_<what>", made once
 * for all of its code. */
typedef struct GraphNames {
    const char *kernel;
    char *params, *graphs, *level, *close, *root, *launch;
} GraphNames;

static char *graph_name(const char *kernel, const char *what)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s_dp_%s", kernel, what);
    return strbuf_take(&b);
}

static GraphNames graph_names(const Plan *plan, int site)
{
    const Program *p = plan->program;
    const char *kernel = p->functions[p->launches[site].caller_fn].name;
    return (GraphNames){kernel, graph_name(kernel, "graph_params"), graph_name(kernel, "graphs"),
                        graph_name(kernel, "graph_level"), graph_name(kernel, "graph_close"),
                        graph_name(kernel, "graph_root"), graph_name(kernel, "graph_launch")};
}

static void graph_names_free(GraphNames *n)
{
    free(n->params);
    free(n->graphs);
    free(n->level);
    free(n->close);
    free(n->root);
    free(n->launch);
}

/* The fused kernel's parameters after dp_piece, as its signature lists
 * them (transform/decl.c): the scalars, then the grid. `field` writes one;
 * the last one's name goes to *last. */
static void each_scalar(const Plan *plan, int site, void (*field)(StrBuf *o, const Param *param, const char *name),
                        StrBuf *o, const char **last)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    *last = "dp_piece";
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k]) {
            field(o, &child->params[k], child->params[k].name);
            *last = child->params[k].name;
        }
    if (sp->aggregated.grid_scalar) {
        field(o, NULL, "dp_grid");
        *last = "dp_grid";
    }
}

static void struct_field(StrBuf *o, const Param *param, const char *name)
{
    if (param)
        decl_field(o, "    ", param, ";\n");
    else
        strbuf_printf(o, "    dim3 %s;\n", name);
}

static void address_of(StrBuf *o, const Param *param, const char *name)
{
    (void)param;
    strbuf_printf(o, ", &dp_level.%s", name);
}

static void from_first(StrBuf *o, const Param *param, const char *name)
{
    (void)param;
    strbuf_printf(o, ", (*dp_first).%s", name);
}

/*  // dpopt: the fused level kernel's parameters, laid out as its parameter buffer ...
 *  struct K_dp_graph_params { dpopt::LevelPiece dp_piece; <scalars>; dim3 dp_grid; };
 *  // The two device graphs K's levels take turns in ...
 *  static __device__ dpopt::LevelGraphs K_dp_graphs;
 *  __global__ void K_dp_graph_level(<the fused kernel's parameters>);
 *  __global__ void K_dp_graph_close(unsigned int dp_other);
 */
static void level_graph_declare(const Transform *t, int site, const GraphNames *n, StrBuf *o)
{
    const Plan *plan = t->plan;
    strbuf_printf(o, "// dpopt: %s's levels run as device graphs (dpopt/level_graph.cuh). The fused level kernel's\n"
                     "// parameters, laid out as its parameter buffer: a level's close sets the next level's node to them.\n"
                     "struct %s {\n"
                     "    dpopt::LevelPiece dp_piece;\n",
                  n->kernel, n->params);
    const char *last;
    each_scalar(plan, site, struct_field, o, &last);
    strbuf_printf(o, "};\n\n"
                     "// The two device graphs %s's levels take turns in, made by the host at its first launch on a device.\n"
                     "static __device__ dpopt::LevelGraphs %s;\n\n",
                  n->kernel, n->graphs);
    decl_fused_signature_named(plan, site, o, DECL_DECLARATION, n->level);
    strbuf_printf(o, ";\n__global__ void %s(unsigned int dp_other);\n\n", n->close);
}

/*  // dpopt: K for the device graph that starts its recursion from the host ...
 *  __global__ void K_dp_graph_root(<K's parameters>)
 *  <K's body, its level's launches into the batch at the launch, no block counting itself out>
 */
static void define_root(const Transform *t, int site, const GraphNames *n, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    int k = p->launches[site].caller_fn;
    const Function *fn = &p->functions[k];
    strbuf_printf(o, "\n\n// dpopt: %s for the device graph that starts its recursion from the host: its launches go into\n"
                     "// the next level's batch, and the graph's next node closes the level.\n",
                  fn->name);
    decl_kernel_head(o, fn, n->root, DECL_DEFINITION, plan->kernels[k].bounded);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, i ? ", " : "", &fn->params[i], "");
    strbuf_puts(o, ")\n");
    Emitter e = emitter_for(t, o);
    char *mark = line_mark_text(&e, ts_node_start_byte(fn->body));
    if (mark)
        strbuf_printf(o, "%s\n", mark);
    free(mark);
    e.level_graph = true;
    emit_body_at_depth(&e, fn->body, 0);
}

/*  // dpopt: after each level of K's recursion (and its root), one thread: ...
 *  __global__ void K_dp_graph_close(unsigned int dp_other)
 *  {
 *      K_dp_grid_launch *dp_first = nullptr;
 *      dpopt::BlockBatch dp_batch;
 *      dpopt::BatchOptions dp_options = ...;
 *      dpopt::LevelPiece dp_next;
 *      if (dpopt::level_batch_close_last(&dp_batch, &K_dp_grid_state, &K_dp_grid_levels, dp_options, &dp_next)) {
 *          dp_first = dpopt::batch_first<...>(dp_next.data, dp_next.capacity);
 *          const K_dp_graph_params dp_params = {dp_next, (*dp_first).<scalar>, ...};
 *          dpopt::level_graph_next(&K_dp_graphs, dp_other, dp_next.blocks, dp_params, <its bytes>, "K");
 *      }
 *  }
 */
static void define_close(const Transform *t, int site, const GraphNames *n, StrBuf *o)
{
    const Plan *plan = t->plan;
    SiteCode c = site_code(plan, site);
    const SitePlan *sp = c.sp;
    strbuf_printf(o, "\n\n// dpopt: after each level of %s's recursion (and its root), one thread: the level's close, then\n"
                     "// the next level, if any, as the other of the two graphs, after this one.\n"
                     "__global__ void %s(unsigned int dp_other)\n{\n",
                  n->kernel, n->close);
    Writer w = w_at(o, "", 1);
    bool with_first = aggregate_needs_first(c.s, sp);
    if (with_first)
        w_line(&w, "%s%s *dp_first = nullptr;", sp->launch_name, c.targs);
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    aggregate_batch_options(&w, c, sp->aggregated.one_per_row, sp->aggregated.level_sites, true);
    w_line(&w, "dpopt::LevelPiece dp_next;");
    w_open(&w, "if (dpopt::level_batch_close_last(&dp_batch, &%s_state, &%s_levels, dp_options, &dp_next)) {",
           sp->kernel_name, sp->kernel_name);
    if (with_first)
        w_line(&w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_next.data, dp_next.capacity);", sp->launch_name, c.targs,
               sp->aggregated.record_name, c.targs);
    StrBuf fields;
    strbuf_init(&fields);
    const char *last;
    each_scalar(plan, site, from_first, &fields, &last);
    w_line(&w, "const %s dp_params = {dp_next%s};", n->params, fields.data);
    w_line(&w, "dpopt::level_graph_next(&%s, dp_other, dp_next.blocks, dp_params,", n->graphs);
    w_line(&w, "                        offsetof(%s, %s) + sizeof dp_params.%s, \"%s\");", n->params, last, last, n->kernel);
    w_close(&w, "}");
    strbuf_puts(o, "}\n");
    strbuf_free(&fields);
}

/*  // dpopt: a host launch of K: its recursion's levels as device graphs, or K as written where no graph can
 *  // take the launch (a stream being captured, a configuration CUDA refuses).
 *  static void K_dp_graph_launch(dim3 dp_grid, dim3 dp_block, size_t dp_shmem, cudaStream_t dp_stream,
 *                                <K's parameters>)
 *  {
 *      static dpopt::PerDevice<dpopt::LevelGraphHost> dp_made; // per device: the graphs made, the root's
 *      K_dp_graph_params dp_level = {}; // the level nodes' arguments until a close sets them
 *      void *dp_level_args[] = {&dp_level.dp_piece, ...};
 *      void *dp_args[] = {&<each parameter>, ...};
 *      if (!dpopt::level_graph_launch(dp_made, &K_dp_graphs, K_dp_graph_level, dp_level_args, <block>, <shmem>,
 *                                     K_dp_graph_close, K_dp_graph_root, dp_args, dp_grid, dp_block, dp_shmem,
 *                                     dp_stream, "K"))
 *          K<<<dp_grid, dp_block, dp_shmem, dp_stream>>>(<each parameter>);
 *  }
 */
static void define_launch(const Transform *t, int site, const GraphNames *n, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *fn = &p->functions[p->launches[site].caller_fn];
    unsigned long long block, shmem;
    level_graphs_block(plan, site, &block, &shmem);
    strbuf_printf(o, "\n\n// dpopt: a host launch of %s: its recursion's levels as device graphs, or %s as written where\n"
                     "// no graph can take the launch (a stream being captured, a configuration CUDA refuses).\n"
                     "static void %s(dim3 dp_grid, dim3 dp_block, size_t dp_shmem, cudaStream_t dp_stream",
                  fn->name, fn->name, n->launch);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, ", ", &fn->params[i], "");
    strbuf_puts(o, ")\n{\n");
    Writer w = w_at(o, "", 1);
    w_line(&w, "static dpopt::PerDevice<dpopt::LevelGraphHost> dp_made; // per device: the graphs made, the root's");
    w_line(&w, "%s dp_level = {}; // the level nodes' arguments until a close sets them", n->params);
    StrBuf args, names;
    strbuf_init(&args);
    const char *last;
    each_scalar(plan, site, address_of, &args, &last);
    w_line(&w, "void *dp_level_args[] = {&dp_level.dp_piece%s};", args.data);
    strbuf_free(&args);
    strbuf_init(&args);
    strbuf_init(&names);
    for (int i = 0; i < fn->param_count; i++) {
        strbuf_printf(&args, "%s&%s", i ? ", " : "", fn->params[i].name);
        strbuf_printf(&names, "%s%s", i ? ", " : "", fn->params[i].name);
    }
    if (fn->param_count)
        w_line(&w, "void *dp_args[] = {%s};", args.data);
    else
        w_line(&w, "void **dp_args = nullptr; // %s takes no arguments", fn->name);
    w_line(&w, "if (!dpopt::level_graph_launch(dp_made, (const void *)&%s, (const void *)%s, dp_level_args,", n->graphs,
           n->level);
    w_line(&w, "                               dim3(%lluu), %lluu, (const void *)%s, (const void *)%s, dp_args,", block,
           shmem, n->close, n->root);
    w_line(&w, "                               dp_grid, dp_block, dp_shmem, dp_stream, \"%s\"))", fn->name);
    w_deeper(&w);
    w_line(&w, "%s<<<dp_grid, dp_block, dp_shmem, dp_stream>>>(%s);", fn->name, names.data);
    w_back(&w);
    strbuf_puts(o, "}\n");
    strbuf_free(&args);
    strbuf_free(&names);
}

static void level_graph_define(const Transform *t, int site, const GraphNames *n, StrBuf *o)
{
    define_root(t, site, n, o);
    strbuf_printf(o, "\n\n// dpopt: %s's fused level kernel for the device graphs: no block counts itself out, the graph's\n"
                     "// next node closes the level.\n",
                  n->kernel);
    aggregate_level_graph_kernel(t, site, o, n->level);
    define_close(t, site, n, o);
    define_launch(t, site, n, o);
}

/* `K<<<grid, block[, shmem[, stream]]>>>(args)` into
 * `K_dp_graph_launch(grid, block, shmem, stream, args)`: the head up to
 * the grid, and what stands between the last operand of the configuration
 * and the first argument (or the closing parenthesis), replaced; the
 * operands themselves stay. */
static void rewrite_host_launch(const Transform *t, const GraphNames *n, const LaunchSite *s)
{
    StrBuf head;
    strbuf_init(&head);
    strbuf_printf(&head, "%s(", n->launch);
    edit_replace(t->edits, ts_node_start_byte(s->node), ts_node_start_byte(s->config[0]), head.data);
    strbuf_free(&head);
    StrBuf between;
    strbuf_init(&between);
    for (int c = s->config_count; c < 4; c++)
        strbuf_puts(&between, ", 0");
    if (s->arg_count > 0)
        strbuf_puts(&between, ", ");
    uint32_t from = node_end_byte(s->config[s->config_count - 1]);
    uint32_t to = s->arg_count > 0 ? ts_node_start_byte(s->arg_nodes[0]) : node_end_byte(s->node) - 1;
    edit_replace(t->edits, from, to, between.data);
    strbuf_free(&between);
}

void level_graph_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (sp->decision.kind != STRATEGY_GRID_LEVELS || sp->aggregated.level_leader != i || !sp->aggregated.graph)
            continue;
        int k = p->launches[i].caller_fn;
        /* After what aggregation put at the kernel's start (the records,
         * the states) and at its end (the chained fused kernel). */
        GraphNames names = graph_names(plan, i);
        StrBuf code;
        strbuf_init(&code);
        level_graph_declare(t, i, &names, &code);
        edit_insert_taking(t->edits, ts_node_start_byte(p->functions[k].outer), &code);
        level_graph_define(t, i, &names, &code);
        edit_insert_taking(t->edits, node_end_byte(p->functions[k].outer), &code);
        strbuf_free(&code);
        for (int j = 0; j < p->launch_count; j++)
            if (!p->launches[j].device_side && p->launches[j].callee_fn == k)
                rewrite_host_launch(t, &names, &p->launches[j]);
        graph_names_free(&names);
    }
}
