/* Vertical aggregation (plan/promote.h says what is taken). For
 *
 *     __global__ void link(const int *in, int start, int offset)
 *     {
 *         <prologue>
 *         if (threadIdx.x == 0 && start + 512 < n)
 *             link<<<1, 512>>>(in, start + 512, offset + total);
 *         <epilogue>
 *     }
 *
 * (start + 512 known at the start of the block, offset + total postponed):
 *
 *     struct link_dp_avail { const int *in; int start; };
 *     struct link_dp_post { int offset; };
 *     typedef dpopt::ChainPool<link_dp_avail, link_dp_post> link_dp_pool;
 *     __global__ void link_dp_chain(link_dp_pool *dp_pool);
 *
 *     __global__ void link(const int *in, int start, int offset)   // from the host: a chain's first link
 *     {
 *         link_dp_pool *dp_next = nullptr;
 *         if (threadIdx.x == 0 && start + 512 < n) {
 *             dp_next = dpopt::chain_begin<link_dp_avail, link_dp_post>(G, link_dp_avail{in, start + 512});
 *             link_dp_chain<<<G, 512, 0, cudaStreamFireAndForget>>>(dp_next);
 *         }
 *         <prologue>
 *         if (threadIdx.x == 0 && start + 512 < n)
 *             dpopt::chain_release(dp_next, 0, link_dp_post{offset + total});
 *         <epilogue>
 *     }
 *
 *     __global__ void link_dp_chain(link_dp_pool *dp_pool)          // a block of a pool, a link
 *     {
 *         <take a slot of the pool, wait until its producer started: its available arguments>
 *         <pass them on to its consumer (or launch the next pool), or stop the chain>
 *         <overlap: the prologue's independent statements>
 *         <wait for its producer's release: its postponed arguments>
 *         <the rest of the prologue>
 *         if (threadIdx.x == 0 && start + 512 < n)
 *             dpopt::chain_release(dp_next, dp_next_slot, link_dp_post{offset + total});
 *         <leave the pool>
 *         <epilogue>
 *     }
 *
 * A host launch `link<<<1, 512>>>(in, 0, 0)` (its block the links') starts
 * the chain as the first block of a pool, with no device launch before
 * the second link:
 *
 *     dpopt::chain_start(link_dp_chain, G, 512, 0, link_dp_avail{in, 0}, link_dp_post{0});
 *
 * The runtime's part is runtime/include/dpopt/chain.cuh. */
#include "transform/helper_copy.h"
#include "transform/promote.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "plan/promote.h"
#include "syntax/node.h"
#include "syntax/statements.h"
#include "transform/decl.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/text.h"

/* `kernel_dp_avail{a, b}` or `kernel_dp_post{c}`: the arguments of one kind
 * of the launch `site`, the chain's own (emitted) or a host launch (its
 * text as written). Each is converted to its parameter's type as the launch
 * would (a record's braces take no narrowing conversion): `static_cast<int>(
 * start + TILE)`, but for the parameter passed on as it is and a literal (a
 * constant that fits is no narrowing). */
static void put_record_of(Emitter *e, const Promotion *pr, int site, bool postponed, StrBuf *o)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const Function *fn = &p->functions[pr->kernel];
    strbuf_printf(o, "%s_dp_%s{", fn->name, postponed ? "post" : "avail");
    bool first = true;
    for (int i = 0; i < s->arg_count; i++) {
        if (pr->postponed[i] != postponed)
            continue;
        char *arg = s->device_side ? emit_expr(e, s->arg_nodes[i]) : node_text(p->src, s->arg_nodes[i]);
        strbuf_puts(o, first ? "" : ", ");
        TSNode node = s->arg_nodes[i];
        bool literal = node_is(node, "number_literal") || node_is(node, "null") || node_is(node, "nullptr") ||
                       node_is(node, "true") || node_is(node, "false") || node_is(node, "char_literal");
        if (literal || strcmp(arg, fn->params[i].name) == 0)
            strbuf_puts(o, arg);
        else
            strbuf_printf(o, "static_cast<%s>(%s)", fn->params[i].type, arg);
        free(arg);
        first = false;
    }
    strbuf_puts(o, "}");
}

static void put_record(Emitter *e, const Promotion *pr, bool postponed, StrBuf *o)
{
    put_record_of(e, pr, pr->site, postponed, o);
}

/* Whether `e` binds more tightly than &&, so that `e && x` and `x && e`
 * read it whole: not `a || b` (a conjunct of the launch's if, its
 * parentheses dropped), a conditional, a comma or an assignment. */
static bool binds_tighter_than_and(const Source *src, TSNode e)
{
    if (node_is(e, "binary_expression"))
        return !node_text_is(src, node_operator(e), "||") && !node_text_is(src, node_operator(e), "&&");
    return !node_is(e, "conditional_expression") && !node_is(e, "comma_expression") &&
           !node_is(e, "assignment_expression") && !node_is(e, "lambda_expression");
}

/* The condition besides the thread test, `true` when there is none; each
 * conjunct in parentheses where there are several, the one where it would
 * not read whole beside && (`threadIdx.x == 0 && (a || b)`). */
static void put_condition(Emitter *e, const Promotion *pr, StrBuf *o)
{
    if (pr->cond_count == 0) {
        strbuf_puts(o, "true");
        return;
    }
    bool wrap = pr->cond_count > 1 || !binds_tighter_than_and(e->plan->program->src, pr->conds[0]);
    for (int i = 0; i < pr->cond_count; i++) {
        char *c = emit_expr(e, pr->conds[i]);
        strbuf_printf(o, "%s%s%s%s", i ? " && " : "", wrap ? "(" : "", c, wrap ? ")" : "");
        free(c);
    }
}

static const char *block_size(Emitter *e, const Promotion *pr, char **owned)
{
    *owned = emit_expr(e, e->plan->program->launches[pr->site].config[1]);
    return *owned;
}

/*  kernel_dp_chain<<<G, <block>, 0, cudaStreamFireAndForget>>>(pool);
 *  if (cudaGetLastError() != cudaSuccess)
 *      pool = dpopt::chain_launch_failed(pool);
 * A pool whose launch fails all the same (its configuration was checked
 * first, chain_link_starts) is freed: the chain ends at this link, which
 * releases no one (runtime chain.cuh). */
static void put_pool_launch(Writer *w, const char *k, unsigned int group, const char *block, const char *pool)
{
    w_line(w, "%s_dp_chain<<<%u, %s, 0, cudaStreamFireAndForget>>>(%s);", k, group, block, pool);
    w_line(w, "if (cudaGetLastError() != cudaSuccess)");
    w_deeper(w);
    w_line(w, "%s = dpopt::chain_launch_failed(%s);", pool, pool);
    w_back(w);
}

/*  // dpopt: ...
 *  struct kernel_dp_avail { ... };  struct kernel_dp_post { ... };
 *  typedef dpopt::ChainPool<kernel_dp_avail, kernel_dp_post> kernel_dp_pool;
 *  __global__ void kernel_dp_chain(kernel_dp_pool *dp_pool); */
static void put_declarations(const Plan *plan, const Promotion *pr, StrBuf *o)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[pr->kernel];
    const char *k = fn->name;
    unsigned line = source_pos(p->src, ts_node_start_byte(p->launches[pr->site].node)).line;
    strbuf_printf(o, "// dpopt: %s's launch of itself (line %u), promoted (--promote=%s): each link of the chain\n"
                     "// launches its consumer before its prologue, which waits for its release.%s\n",
                  k, line, promote_mode_name(pr->mode),
                  pr->group > 1 ? " The links after the\n// first run as pools of blocks launched together, a block per link." : "");
    strbuf_printf(o, "// The arguments known at a link's start:\nstruct %s_dp_avail {\n", k);
    for (int i = 0; i < fn->param_count; i++)
        if (!pr->postponed[i])
            decl_field(o, "    ", &fn->params[i], ";\n");
    strbuf_printf(o, "};\n// The arguments its prologue computes:\nstruct %s_dp_post {\n", k);
    for (int i = 0; i < fn->param_count; i++)
        if (pr->postponed[i])
            decl_field(o, "    ", &fn->params[i], ";\n");
    strbuf_printf(o, "};\ntypedef dpopt::ChainPool<%s_dp_avail, %s_dp_post> %s_dp_pool;\n", k, k, k);
    strbuf_puts(o, "__global__ void ");
    decl_launch_bounds(o, fn, plan->kernels[pr->kernel].bounded);
    strbuf_printf(o, "%s_dp_chain(%s_dp_pool *dp_pool);\n\n", k, k);
}

/* A block comment `dpopt: was k<<<1, B>>>(...)`, as the user's code
 * may go on after the launch on its line; the launch's own comments are
 * broken up (`* /`, `/ *`). */
static void put_was_comment(const Program *p, const LaunchSite *s, StrBuf *o)
{
    char *was = node_text(p->src, s->node);
    char *one = text_one_line(was);
    strbuf_puts(o, "/* dpopt: was ");
    for (const char *c = one; *c; c++) {
        strbuf_append(o, c, 1);
        if ((c[0] == '*' && c[1] == '/') || (c[0] == '/' && c[1] == '*'))
            strbuf_puts(o, " ");
    }
    strbuf_puts(o, " */");
    free(one);
    free(was);
}

/* What replaces the launch: the release of the consumer. */
static void put_release(Emitter *e, const Promotion *pr, const char *slot, StrBuf *o)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[pr->site];
    strbuf_puts(o, "dpopt::chain_release(dp_next, ");
    strbuf_puts(o, slot);
    strbuf_puts(o, ", ");
    put_record(e, pr, true, o);
    strbuf_puts(o, "); ");
    put_was_comment(p, s, o);
}

/* The host version: the kernel as written, its consumer launched first. */
static void rewrite_host_version(const Transform *t, const Promotion *pr)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[pr->kernel];
    const char *k = fn->name;
    StrBuf o;
    strbuf_init(&o);
    Emitter e = emitter_for(t, &o);
    char *indent = emit_line_indent(p->src, ts_node_start_byte(pr->statement));
    Writer w = w_at(&o, indent, 0);
    strbuf_puts(&o, "\n");
    w_line(&w, "// dpopt: the launch below, promoted: its consumer starts now and waits for the release; where");
    w_line(&w, "// the launch as written would fail (its block), or the pool's does, the chain ends here, as written.");
    w_line(&w, "%s_dp_pool *dp_next = nullptr;", k);
    StrBuf cond;
    strbuf_init(&cond);
    put_condition(&e, pr, &cond);
    char *block = NULL;
    const char *b = block_size(&e, pr, &block);
    StrBuf avail;
    strbuf_init(&avail);
    put_record(&e, pr, false, &avail);
    if (pr->cond_count == 0)
        w_open(&w, "if (threadIdx.x == 0 && dpopt::chain_link_starts(%s)) {", b);
    else
        w_open(&w, "if (threadIdx.x == 0 && %s%s%s && dpopt::chain_link_starts(%s)) {", pr->cond_count > 1 ? "(" : "",
               cond.data, pr->cond_count > 1 ? ")" : "", b);
    w_line(&w, "dp_next = dpopt::chain_begin<%s_dp_avail, %s_dp_post>(%uu, %s);", k, k, pr->group, avail.data);
    put_pool_launch(&w, k, pr->group, b, "dp_next");
    w_close(&w, "}");
    o.len--; /* the body's own line break follows */
    o.data[o.len] = '\0';
    edit_insert_taking(t->edits, ts_node_start_byte(fn->body) + 1, &o);
    strbuf_free(&o);
    StrBuf r;
    strbuf_init(&r);
    Emitter er = emitter_for(t, &r);
    put_release(&er, pr, "0", &r);
    const LaunchSite *s = &p->launches[pr->site];
    edit_replace_taking(t->edits, ts_node_start_byte(s->statement), node_end_byte(s->statement), &r);
    strbuf_free(&r);
    strbuf_free(&cond);
    strbuf_free(&avail);
    free(block);
    free(indent);
}

/* The body's statements [from, to) (offsets) as the emitter writes them,
 * the text between them as it is. */
static void put_statements(Emitter *e, TSNode body, uint32_t from, uint32_t to)
{
    const Source *src = e->plan->program->src;
    uint32_t n;
    TSNode *kids = node_named_children_and_comments(body, &n);
    uint32_t cursor = from;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t s = ts_node_start_byte(kids[i]), end = node_end_byte(kids[i]);
        if (s < from || end > to)
            continue;
        strbuf_append(e->out, src->text + cursor, s - cursor);
        emit_node(e, kids[i]);
        cursor = end;
    }
    if (cursor < to)
        strbuf_append(e->out, src->text + cursor, to - cursor);
    free(kids);
}

/* Whether the body holds a statement (not a comment) within [from, to). */
static bool statements_in(TSNode body, uint32_t from, uint32_t to)
{
    uint32_t n = node_named_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = node_named_child(body, i);
        if (ts_node_start_byte(st) >= from && node_end_byte(st) <= to && !node_is(st, "comment"))
            return true;
    }
    return false;
}

/* `int offset = dp_post.offset;` (postponed) or `int start = dp_avail.start;`
 * for each such parameter the text names. */
static void put_param_locals(Writer *w, const Function *fn, const Promotion *pr, bool postponed, const char *text,
                             size_t len)
{
    for (int i = 0; i < fn->param_count; i++) {
        if (pr->postponed[i] != postponed || !text_has_word(text, len, fn->params[i].name))
            continue;
        StrBuf decl;
        strbuf_init(&decl);
        decl_param(&decl, "", &fn->params[i], postponed ? " = dp_post." : " = dp_avail.");
        w_line(w, "%s%s;", decl.data, fn->params[i].name);
        strbuf_free(&decl);
    }
}

/* The device version: a block of a pool, one link of the chain. */
static void put_device_version(const Transform *t, const Promotion *pr, StrBuf *o)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[pr->kernel];
    const LaunchSite *s = &p->launches[pr->site];
    const char *k = fn->name;
    const Source *src = p->src;
    uint32_t body_start = ts_node_start_byte(fn->body), body_end = node_end_byte(fn->body);
    const char *body = src->text + body_start;
    size_t body_len = body_end - body_start;
    Emitter e = emitter_for(t, o);
    e.mode = EMIT_FUSED; /* blockIdx, gridDim, blockDim: the link's own grid of one block */
    char *indent = emit_line_indent(src, ts_node_start_byte(pr->statement));
    if (pr->group > 1)
        strbuf_printf(o, "\n\n// dpopt: a link of %s's chain after the first, run by a block of a pool of %u launched\n"
                         "// together (--promote=%s).\n",
                      k, pr->group, promote_mode_name(pr->mode));
    else
        strbuf_printf(o, "\n\n// dpopt: a link of %s's chain after the first, a grid of one block launched by the link\n"
                         "// before it (--promote=%s).\n",
                      k, promote_mode_name(pr->mode));
    bool bounded = t->plan->kernels[pr->kernel].bounded;
    decl_bound_comment(o, bounded);
    strbuf_puts(o, "__global__ void ");
    decl_launch_bounds(o, fn, bounded);
    strbuf_printf(o, "%s_dp_chain(%s_dp_pool *dp_pool)\n{\n", k, k);
    Writer w = w_at(o, indent, 0);
    bool uses_idx = helper_copy_body_reads(t->plan, body, body_len, "blockIdx");
    bool uses_grid = helper_copy_body_reads(t->plan, body, body_len, "gridDim");
    bool uses_dim = helper_copy_body_reads(t->plan, body, body_len, "blockDim") || text_has_word(body, body_len, "this_thread_block");
    if (uses_idx || uses_grid || uses_dim)
        w_line(&w, "// Each link is a grid of one block.");
    if (uses_idx || text_has_word(body, body_len, "this_thread_block"))
        w_line(&w, "const dim3 dp_blockIdx(0, 0, 0);");
    if (uses_grid)
        w_line(&w, "const dim3 dp_gridDim(1, 1, 1);");
    if (uses_dim)
        w_line(&w, "const dim3 dp_blockDim = blockDim;");
    StrBuf cond, avail;
    strbuf_init(&cond);
    strbuf_init(&avail);
    put_condition(&e, pr, &cond);
    put_record(&e, pr, false, &avail);
    char *block = NULL;
    w_line(&w, "// Its place in the chain (the order in which the pool's blocks start) and the arguments its");
    w_line(&w, "// producer knew at its start; nothing to do where the chain ended before it. Its consumer,");
    w_line(&w, "// promoted, is passed its own at once (a new pool launched after the last slot of this one),");
    w_line(&w, "// before the block's barrier, and released after the prologue; the chain ends here where");
    w_line(&w, "// the launch as written would fail (its block) or the new pool's does.");
    w_line(&w, "__shared__ dpopt::ChainPlace dp_place;");
    w_line(&w, "__shared__ %s_dp_avail dp_avail;", k);
    w_line(&w, "%s_dp_pool *dp_next = nullptr;", k);
    w_line(&w, "unsigned int dp_next_slot = 0;");
    w_open(&w, "if (threadIdx.x == 0) {");
    w_line(&w, "dp_place = dpopt::chain_enter(dp_pool, &dp_avail);");
    w_open(&w, "if (!dp_place.ended) {");
    uint32_t if_start = ts_node_start_byte(pr->statement);
    put_param_locals(&w, fn, pr, false, src->text + if_start, node_end_byte(pr->statement) - if_start);
    const char *b = block_size(&e, pr, &block);
    if (pr->cond_count == 0)
        w_open(&w, "if (dpopt::chain_link_starts(%s)) {", b);
    else
        w_open(&w, "if (%s && dpopt::chain_link_starts(%s)) {", cond.data, b);
    w_line(&w, "dpopt::ChainNext<%s_dp_avail, %s_dp_post> dp_n = dpopt::chain_pass(dp_pool, dp_place, %s);", k, k,
           avail.data);
    w_open(&w, "if (dp_n.launch) {");
    put_pool_launch(&w, k, pr->group, b, "dp_n.pool");
    w_close(&w, "}");
    w_line(&w, "dp_next = dp_n.pool;");
    w_line(&w, "dp_next_slot = dp_n.slot;");
    w_back(&w);
    w_open(&w, "} else {");
    w_line(&w, "dpopt::chain_stop(dp_pool, dp_place);");
    w_close(&w, "}");
    w_close(&w, "}");
    w_close(&w, "}");
    w_line(&w, "__syncthreads();");
    w_line(&w, "if (dp_place.ended)");
    w_deeper(&w);
    w_line(&w, "return;");
    w_back(&w);
    /* The body's names but the launch's: its available arguments were passed at once. */
    char *rest = xstrndup(body, body_len);
    memset(rest + (ts_node_start_byte(s->node) - body_start), ' ', node_end_byte(s->node) - ts_node_start_byte(s->node));
    put_param_locals(&w, fn, pr, false, rest, body_len);
    free(rest);
    uint32_t open = body_start + 1, launch_at = ts_node_start_byte(pr->statement);
    if (pr->independent) {
        w_start(&w, "// Overlap: the prologue's statements that read nothing its producer computes.");
        put_statements(&e, fn->body, open, pr->independent);
        strbuf_puts(o, "\n");
        open = pr->independent;
    }
    /* Nothing of the prologue left after the wait: thread 0 releases its
     * consumer the moment it is released itself, before the block's barrier
     * (the chain's critical path is then one flag a link). */
    bool at_once = pr->independent && !statements_in(fn->body, pr->independent, launch_at);
    w_line(&w, "// Its producer's release: the arguments its prologue computed.");
    w_line(&w, "__shared__ %s_dp_post dp_post;", k);
    if (at_once) {
        w_open(&w, "if (threadIdx.x == 0) {");
        w_line(&w, "dpopt::chain_wait(dp_pool, dp_place, &dp_post);");
        w_line(&w, "// Its own consumer's release, at once (the prologue is done).");
        uint32_t launch_start = ts_node_start_byte(s->node);
        put_param_locals(&w, fn, pr, true, src->text + launch_start, node_end_byte(s->node) - launch_start);
        w_line(&w, "if (%s)", cond.data);
        w_deeper(&w);
        StrBuf rel;
        strbuf_init(&rel);
        put_release(&e, pr, "dp_next_slot", &rel);
        w_line(&w, "%s", rel.data);
        strbuf_free(&rel);
        w_back(&w);
        w_line(&w, "dpopt::chain_leave(dp_pool);");
        w_close(&w, "}");
        w_line(&w, "__syncthreads();");
        uint32_t epilogue = node_end_byte(pr->statement);
        put_param_locals(&w, fn, pr, true, src->text + epilogue, body_end - epilogue);
    } else {
        w_line(&w, "if (threadIdx.x == 0)");
        w_deeper(&w);
        w_line(&w, "dpopt::chain_wait(dp_pool, dp_place, &dp_post);");
        w_back(&w);
        w_line(&w, "__syncthreads();");
        put_param_locals(&w, fn, pr, true, body, body_len);
        /* The prologue, then the launch's if with the release in it. */
        w_start(&w, "%s", "");
        o->len -= strlen(indent);
        o->data[o->len] = '\0';
        put_statements(&e, fn->body, open, launch_at);
        uint32_t stmt_start = ts_node_start_byte(s->statement);
        /* The if's text up to the launch, emitted; the release; what follows it in the if. */
        TSNode cond_node = ts_node_child_by_field_name(pr->statement, "condition", 9);
        strbuf_append(o, src->text + launch_at, ts_node_start_byte(cond_node) - launch_at);
        emit_node(&e, cond_node);
        strbuf_append(o, src->text + node_end_byte(cond_node), stmt_start - node_end_byte(cond_node));
        put_release(&e, pr, "dp_next_slot", o);
        strbuf_append(o, src->text + node_end_byte(s->statement), node_end_byte(pr->statement) - node_end_byte(s->statement));
        strbuf_puts(o, "\n");
        w_line(&w, "if (threadIdx.x == 0)");
        w_deeper(&w);
        w_line(&w, "dpopt::chain_leave(dp_pool);");
        w_back(&w);
    }
    o->len--; /* the epilogue's text starts with its own line break */
    o->data[o->len] = '\0';
    put_statements(&e, fn->body, node_end_byte(pr->statement), body_end - 1);
    strbuf_puts(o, "}");
    strbuf_free(&cond);
    strbuf_free(&avail);
    free(block);
    free(indent);
}

/* The host's launches of the kernel. One whose block is the links' own
 * starts the chain as the first block of a pool (runtime chain.cuh):
 *
 *     dpopt::chain_start(kernel_dp_chain, G, B, stream, kernel_dp_avail{...}, kernel_dp_post{...})
 *
 * Another launches the kernel as written; under p and po (a pool per link,
 * each a pending launch until the chain's end) it raises the limit first,
 * unless the stream is being captured into a graph, so it names the stream,
 * evaluated once before the launch (a launch's configuration is evaluated
 * in no set order, so first is one order the program allows):
 *
 *     { dpopt::chain_pending_room(0); kernel<<<1, B>>>(...); }
 *     { cudaStream_t dp_stream = (S); dpopt::chain_pending_room(dp_stream); kernel<<<1, B, 0, dp_stream>>>(...); }
 *
 * (a block, so that the launch stays one statement where it stood). */
static void rewrite_host_launches(const Transform *t, const Promotion *pr)
{
    const Program *p = t->plan->program;
    const char *k = p->functions[pr->kernel].name;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (l->device_side || l->callee_fn != pr->kernel)
            continue;
        if (promote_started_by(t->plan->promotions, i) != pr) {
            if (pr->group == 1) {
                StrBuf o;
                strbuf_init(&o);
                if (l->stream) {
                    assert(!ts_node_is_null(l->config[3]));
                    strbuf_printf(&o, "{ cudaStream_t dp_stream = (%s); ", l->stream);
                    edit_replace(t->edits, ts_node_start_byte(l->config[3]), node_end_byte(l->config[3]), "dp_stream");
                } else {
                    strbuf_puts(&o, "{ ");
                }
                strbuf_printf(&o, "dpopt::chain_pending_room(%s); /* dpopt: each link of the chain is a pending "
                                  "launch */ ", l->stream ? "dp_stream" : "0");
                edit_insert_taking(t->edits, ts_node_start_byte(l->statement), &o);
                edit_insert(t->edits, node_end_byte(l->statement), " }");
            }
            continue;
        }
        StrBuf o;
        strbuf_init(&o);
        Emitter e = emitter_for(t, &o);
        char *block = text_trimmed(l->block, strlen(l->block));
        strbuf_printf(&o, "dpopt::chain_start(%s_dp_chain, %uu, %s, %s, ", k, pr->group, block,
                      l->stream ? l->stream : "0");
        put_record_of(&e, pr, i, false, &o);
        strbuf_puts(&o, ", ");
        put_record_of(&e, pr, i, true, &o);
        strbuf_puts(&o, ")");
        edit_replace_taking(t->edits, ts_node_start_byte(l->node), node_end_byte(l->node), &o);
        strbuf_free(&o);
        StrBuf was;
        strbuf_init(&was);
        strbuf_puts(&was, " ");
        put_was_comment(p, l, &was);
        edit_insert_taking(t->edits, node_end_byte(l->statement), &was);
        strbuf_free(&was);
        free(block);
    }
}

bool promote_apply(const Transform *t)
{
    const Promotions *ps = t->plan->promotions;
    bool any = false;
    for (int i = 0; ps && i < ps->count; i++) {
        const Promotion *pr = &ps->items[i];
        if (pr->mode == PROMOTE_NONE)
            continue;
        const Function *fn = &t->plan->program->functions[pr->kernel];
        StrBuf decl;
        strbuf_init(&decl);
        put_declarations(t->plan, pr, &decl);
        edit_insert_taking(t->edits, ts_node_start_byte(fn->outer), &decl);
        strbuf_free(&decl);
        rewrite_host_version(t, pr);
        rewrite_host_launches(t, pr);
        StrBuf dev;
        strbuf_init(&dev);
        put_device_version(t, pr, &dev);
        edit_insert_taking(t->edits, node_end_byte(fn->outer), &dev);
        strbuf_free(&dev);
        any = true;
    }
    return any;
}
