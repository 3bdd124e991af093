/* Copies of the functions that read the place (transform/helper_copy.h). */
#include "transform/helper_copy.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plan/place_helpers.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static const char *const place_names[] = {"blockIdx", "gridDim", "blockDim", "threadIdx"};

typedef struct HelperCopy {
    const PlaceHelper *helper;
    PlaceCopy kind;
    uint32_t at;     /* where it is written: before the first kernel whose code calls it */
    int *calls;      /* the copies its body calls */
    int call_count, call_cap;
    char *text;      /* NULL until written */
    bool placed;
} HelperCopy;

struct HelperCopies {
    HelperCopy *list;
    int count, cap;
};

HelperCopies *helper_copies_new(void) { return xcalloc(1, sizeof(HelperCopies)); }

void helper_copies_free(HelperCopies *copies)
{
    if (!copies)
        return;
    for (int i = 0; i < copies->count; i++) {
        free(copies->list[i].calls);
        free(copies->list[i].text);
    }
    free(copies->list);
    free(copies);
}

/* The copy of `helper` of `kind`, noted (its place the earlier of `at`
 * and the one it had): its index. */
static int copy_use(HelperCopies *c, const PlaceHelper *helper, PlaceCopy kind, uint32_t at)
{
    for (int i = 0; i < c->count; i++) {
        if (c->list[i].helper == helper && c->list[i].kind == kind) {
            if (at < c->list[i].at)
                c->list[i].at = at;
            return i;
        }
    }
    if (c->count == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 8;
        c->list = xrealloc(c->list, (size_t)c->cap * sizeof *c->list);
    }
    c->list[c->count] = (HelperCopy){.helper = helper, .kind = kind, .at = at};
    return c->count++;
}

static void add_call(HelperCopy *from, int to)
{
    for (int i = 0; i < from->call_count; i++)
        if (from->calls[i] == to)
            return;
    if (from->call_count == from->call_cap) {
        from->call_cap = from->call_cap ? 2 * from->call_cap : 4;
        from->calls = xrealloc(from->calls, (size_t)from->call_cap * sizeof *from->calls);
    }
    from->calls[from->call_count++] = to;
}

static bool mode_copy(EmitMode mode, PlaceCopy *kind)
{
    switch (mode) {
    case EMIT_FUSED: *kind = PLACE_COPY_FUSED; return true;
    case EMIT_SERIAL:
    case EMIT_SERIAL_PARTIAL: *kind = PLACE_COPY_SERIAL; return true;
    case EMIT_PERSISTENT:
    case EMIT_CORUN: *kind = PLACE_COPY_BLOCK; return true;
    default: return false;
    }
}

/* The copied function a call of `callee` (its function node) reaches
 * under `kind`, or NULL: called as written. */
static const PlaceHelper *helper_called(const Plan *plan, const Source *src, TSNode callee, PlaceCopy kind)
{
    if (node_is(callee, "template_function"))
        callee = node_named_child(callee, 0);
    if (!node_is(callee, "identifier"))
        return NULL;
    char *name = node_text(src, callee);
    const PlaceHelper *h = place_helper_named(plan->place_helpers, name);
    free(name);
    return h && (h->reads & place_copy_renames(kind)) ? h : NULL;
}

/* `, dp_blockIdx, dp_blockDim` or its declaration: what the copy takes. */
static void put_place(StrBuf *o, const PlaceHelper *h, PlaceCopy kind, bool declare, const char *sep)
{
    unsigned handed = h->reads & place_copy_renames(kind);
    for (unsigned i = 0; i < 4; i++) {
        if (!(handed & (1u << i)))
            continue;
        strbuf_printf(o, "%s%sdp_%s", sep, declare ? "const dim3 " : "", place_names[i]);
        sep = ", ";
    }
}

/* `name_dp_place(<args>, dp_blockIdx, ...)`, each argument written by `arg`;
 * `name_dp_place<T>(...)` for a call that writes its template arguments. */
static void put_call(StrBuf *o, const PlaceHelper *h, PlaceCopy kind, const Source *src, TSNode call,
                     void (*arg)(void *ctx, TSNode node, StrBuf *o), void *ctx)
{
    strbuf_printf(o, "%s_dp_%s", h->name, place_copy_suffix(kind));
    TSNode targs = node_child_of_type(node_named_child(call, 0), "template_argument_list");
    if (!ts_node_is_null(targs))
        strbuf_append(o, src->text + ts_node_start_byte(targs), node_end_byte(targs) - ts_node_start_byte(targs));
    strbuf_puts(o, "(");
    TSNode args = node_child_of_type(call, "argument_list");
    uint32_t n = ts_node_is_null(args) ? 0 : node_named_child_count(args);
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            strbuf_puts(o, ", ");
        arg(ctx, node_named_child(args, i), o);
    }
    put_place(o, h, kind, false, n ? ", " : "");
    strbuf_puts(o, ")");
}

static void emitted_arg(void *ctx, TSNode node, StrBuf *o)
{
    char *text = emit_expr(ctx, node);
    strbuf_puts(o, text);
    free(text);
}

bool helper_copy_call(Emitter *e, TSNode node)
{
    PlaceCopy kind;
    if (!node_is(node, "call_expression") || !mode_copy(e->mode, &kind))
        return false;
    const Program *p = e->plan->program;
    const PlaceHelper *h = helper_called(e->plan, p->src, node_named_child(node, 0), kind);
    if (!h)
        return false;
    assert(e->copies && "every emitter of a run notes its copies");
    int fn = model_function_at(p, ts_node_start_byte(node));
    uint32_t at = fn >= 0 ? ts_node_start_byte(p->functions[fn].outer) : ts_node_start_byte(node);
    copy_use(e->copies, h, kind, at);
    put_call(e->out, h, kind, p->src, node, emitted_arg, e);
    return true;
}

/* Re-emission of a copy's body, from the file or a header: the place
 * renamed, the calls of other copies made so. */
typedef struct CopyWalk {
    const Plan *plan;
    HelperCopies *copies;
    int self;            /* the copy being written */
    const Source *src;
    StrBuf *out;
    uint32_t pos;
} CopyWalk;

static void copy_node(CopyWalk *w, TSNode node, StrBuf *out);

static void copied_arg(void *ctx, TSNode node, StrBuf *o) { copy_node(ctx, node, o); }

static bool copy_replacement(CopyWalk *w, TSNode node)
{
    HelperCopy *self = &w->copies->list[w->self];
    unsigned renamed = place_copy_renames(self->kind);
    if (node_is(node, "identifier")) {
        for (unsigned i = 0; i < 4; i++) {
            if ((renamed & (1u << i)) && node_text_is(w->src, node, place_names[i])) {
                strbuf_printf(w->out, "dp_%s", place_names[i]);
                return true;
            }
        }
        const char *alloc = w->plan->arena_malloc && w->src == w->plan->program->src
                                ? emit_allocation_rename(w->plan->program, node)
                                : NULL;
        if (alloc)
            strbuf_puts(w->out, alloc);
        return alloc != NULL;
    }
    if (!node_is(node, "call_expression"))
        return false;
    const PlaceHelper *h = helper_called(w->plan, w->src, node_named_child(node, 0), self->kind);
    if (!h)
        return false;
    int callee = copy_use(w->copies, h, self->kind, self->at);
    self = &w->copies->list[w->self]; /* the list may have moved */
    add_call(self, callee);
    put_call(w->out, h, self->kind, w->src, node, copied_arg, w);
    return true;
}

static bool enter_copied(TSNode node, void *ctx)
{
    CopyWalk *w = ctx;
    strbuf_append(w->out, w->src->text + w->pos, ts_node_start_byte(node) - w->pos);
    w->pos = ts_node_start_byte(node);
    if (!copy_replacement(w, node))
        return true;
    w->pos = node_end_byte(node);
    return false;
}

static void leave_copied(TSNode node, void *ctx)
{
    CopyWalk *w = ctx;
    uint32_t end = node_end_byte(node);
    if (end > w->pos) {
        strbuf_append(w->out, w->src->text + w->pos, end - w->pos);
        w->pos = end;
    }
}

static void copy_node(CopyWalk *w, TSNode node, StrBuf *out)
{
    CopyWalk sub = *w;
    sub.out = out;
    sub.pos = ts_node_start_byte(node);
    node_walk_scoped(node, enter_copied, leave_copied, &sub);
}

static const char *kind_purpose(PlaceCopy kind)
{
    switch (kind) {
    case PLACE_COPY_FUSED: return "the child's blocks in fused kernels";
    case PLACE_COPY_SERIAL: return "the child's threads run by other threads";
    default: return "a kernel's blocks run by other blocks";
    }
}

/* The copy's text: its head as written, renamed, the place added to its
 * parameters; its body re-emitted. */
static char *copy_text(const Transform *t, HelperCopies *copies, int self)
{
    const HelperCopy *c = &copies->list[self];
    const PlaceHelper *h = c->helper;
    const Source *src = h->src;
    StrBuf o;
    strbuf_init(&o);
    strbuf_printf(&o, "\n// dpopt: %s with the place it reads as parameters, for %s.\n", h->name, kind_purpose(c->kind));
    if (t->edits->line_directives) {
        strbuf_printf(&o, "#line %u \"", source_pos(src, ts_node_start_byte(h->definition)).line);
        strbuf_json_escape(&o, h->path);
        strbuf_puts(&o, "\"\n");
    }
    TSNode name = node_named_child(h->declarator, 0);
    TSNode params = node_child_of_type(h->declarator, "parameter_list");
    uint32_t start = ts_node_start_byte(h->definition), name_end = node_end_byte(name);
    strbuf_append(&o, src->text + start, name_end - start);
    strbuf_printf(&o, "_dp_%s", place_copy_suffix(c->kind));
    uint32_t close = node_end_byte(params) - 1; /* its `)` */
    bool none = node_named_child_count(params) == 0 || node_text_is(src, params, "(void)");
    if (none) {
        strbuf_append(&o, src->text + name_end, ts_node_start_byte(params) - name_end);
        strbuf_puts(&o, "(");
    } else {
        strbuf_append(&o, src->text + name_end, close - name_end);
    }
    put_place(&o, h, c->kind, true, none ? "" : ", ");
    strbuf_puts(&o, ")");
    uint32_t body = ts_node_start_byte(h->body);
    strbuf_append(&o, src->text + close + 1, body - close - 1);
    CopyWalk w = {.plan = t->plan, .copies = copies, .self = self, .src = src, .out = &o};
    copy_node(&w, h->body, &o);
    strbuf_puts(&o, "\n");
    return strbuf_take(&o);
}

/* Callees first, each once: the order the copies are written in. */
static void order_copy(HelperCopies *c, int i, int *order, int *n)
{
    if (c->list[i].placed)
        return;
    c->list[i].placed = true;
    for (int k = 0; k < c->list[i].call_count; k++)
        order_copy(c, c->list[i].calls[k], order, n);
    order[(*n)++] = i;
}

/* The copies that go at one place, in order, as one insertion. */
static void insert_copies(const Transform *t, const HelperCopies *c, const int *order, int n)
{
    bool *done = xcalloc((size_t)n + 1, sizeof *done);
    for (int i = 0; i < n; i++) {
        if (done[i])
            continue;
        uint32_t at = c->list[order[i]].at;
        StrBuf text;
        strbuf_init(&text);
        for (int j = i; j < n; j++) {
            if (done[j] || c->list[order[j]].at != at)
                continue;
            strbuf_puts(&text, c->list[order[j]].text);
            done[j] = true;
        }
        edit_insert_taking(t->edits, at, &text);
        strbuf_free(&text);
    }
    free(done);
}

void helper_copies_apply(const Transform *t)
{
    HelperCopies *c = t->copies;
    /* Writing a copy notes the copies it calls: the list grows as it goes. */
    for (int i = 0; i < c->count; i++)
        if (!c->list[i].text) {
            char *text = copy_text(t, c, i);
            c->list[i].text = text;
        }
    /* A copy goes before the first copy that calls it. */
    for (bool moved = true; moved;) {
        moved = false;
        for (int i = 0; i < c->count; i++)
            for (int k = 0; k < c->list[i].call_count; k++) {
                HelperCopy *callee = &c->list[c->list[i].calls[k]];
                if (callee->at > c->list[i].at) {
                    callee->at = c->list[i].at;
                    moved = true;
                }
            }
    }
    int *order = xmalloc((size_t)(c->count + 1) * sizeof *order), n = 0;
    for (int i = 0; i < c->count; i++)
        order_copy(c, i, order, &n);
    insert_copies(t, c, order, n);
    free(order);
}

bool helper_copy_body_reads(const Plan *plan, const char *body, size_t len, const char *word)
{
    if (text_has_word(body, len, word))
        return true;
    const PlaceHelpers *hs = plan->place_helpers;
    unsigned bit = 0;
    for (unsigned i = 0; i < 4; i++)
        if (strcmp(word, place_names[i]) == 0)
            bit = 1u << i;
    for (int i = 0; hs && i < hs->count; i++)
        if ((hs->list[i].reads & bit) && text_has_word(body, len, hs->list[i].name))
            return true;
    return false;
}
