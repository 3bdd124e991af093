#include "transform/decl.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/text.h"

/* The end of the template parameter that starts at p: its "," or the
 * list's closing ">" (a ">" inside parentheses, as in `int N = (A > B)`,
 * or inside a nested argument list closes neither). */
static const char *template_param_end(const char *p)
{
    int angles = 0, parens = 0;
    for (; *p; p++) {
        if (*p == '(' || *p == '[' || *p == '{')
            parens++;
        else if (*p == ')' || *p == ']' || *p == '}')
            parens--;
        else if (parens == 0 && *p == '<')
            angles++;
        else if (parens == 0 && *p == '>' && angles-- == 0)
            return p;
        else if (parens == 0 && angles == 0 && *p == ',')
            return p;
    }
    return p;
}

/* "<typename T, int N = 4>" -> "<typename T, int N>". */
static void put_params_without_defaults(StrBuf *o, const char *params)
{
    strbuf_puts(o, "<");
    const char *p = params + 1;
    while (*p && *p != '>') {
        const char *end = template_param_end(p);
        const char *stop = p;
        int parens = 0;
        while (stop < end && !(parens == 0 && *stop == '=')) {
            parens += *stop == '(' || *stop == '[' || *stop == '{' || *stop == '<';
            parens -= *stop == ')' || *stop == ']' || *stop == '}' || *stop == '>';
            stop++;
        }
        while (stop > p && (stop[-1] == ' ' || stop[-1] == '\t' || stop[-1] == '\n'))
            stop--;
        strbuf_printf(o, "%.*s%s", (int)(stop - p), p, *end == ',' ? "," : "");
        p = *end == ',' ? end + 1 : end;
    }
    strbuf_puts(o, ">");
}

void decl_template_head(StrBuf *o, const Function *fn, DeclWhich which)
{
    if (!fn->template_params)
        return;
    if (which != DECL_DEFINITION) {
        strbuf_printf(o, "template %s\n", fn->template_params);
        return;
    }
    strbuf_puts(o, "template ");
    put_params_without_defaults(o, fn->template_params);
    strbuf_puts(o, "\n");
}

void decl_bound_comment(StrBuf *o, bool bounded)
{
    if (bounded)
        strbuf_puts(o, "// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch\n");
}

void decl_launch_bounds(StrBuf *o, const Function *fn, bool bounded)
{
    if (fn->launch_bounds)
        strbuf_printf(o, "__launch_bounds__(%s) ", fn->launch_bounds);
    else if (fn->max_registers)
        strbuf_printf(o, "__maxnreg__(%s) ", fn->max_registers);
    else if (bounded)
        strbuf_puts(o, "__launch_bounds__(1024) ");
}

void decl_kernel_head(StrBuf *o, const Function *child, const char *name, DeclWhich which, bool bounded)
{
    if (decl_is_definition(which))
        decl_bound_comment(o, bounded);
    decl_template_head(o, child, which);
    strbuf_puts(o, "__global__ void ");
    decl_launch_bounds(o, child, bounded);
    strbuf_printf(o, "%s(", name);
}

void decl_param(StrBuf *o, const char *before, const Param *param, const char *after)
{
    size_t n = strlen(param->type);
    int at = model_param_name_at(param);
    size_t name_at = at < 0 ? n : (size_t)at;
    char last = name_at ? param->type[name_at - 1] : ' ';
    strbuf_printf(o, "%s%.*s%s%s%s%s", before, (int)name_at, param->type, last == '*' || last == '&' ? "" : " ",
                  param->name, param->type + name_at, after);
}

void decl_field(StrBuf *o, const char *before, const Param *param, const char *after)
{
    Param field = *param;
    char *type = xstrdup(param->type);
    char *star = strrchr(type, '*'), *amp = strrchr(type, '&');
    if (!star && !amp && !strchr(type, '<'))
        text_drop_word(type, "const"); /* a value: every const is its own */
    else if (star && !amp)
        text_drop_word(star, "const"); /* `int *const p`: the pointer's own */
    field.type = text_trimmed(type, strlen(type));
    decl_param(o, before, &field, after);
    free(field.type);
    free(type);
}

/* One field of a postponed launch's record: a configuration field of a
 * fixed type, or one of the child's parameters. */
typedef struct LaunchField {
    const char *name;
    const char *type;   /* a configuration field's; NULL for a parameter */
    const Param *param; /* a parameter's; NULL for a configuration field */
} LaunchField;

/* The fields of site's launch type in their order, as a new array (caller
 * frees); *count says how many. The type and the copy of a launch both
 * read this one list. */
static LaunchField *launch_fields(const Plan *plan, int site, int *count)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    LaunchField *out = xcalloc((size_t)child->param_count + 5, sizeof(LaunchField));
    /* The plan says how much of the configuration the record holds: the
     * most that any launch sharing its type gives. */
    int configs = plan->sites[site].record_configs;
    int n = 0;
    out[n++] = (LaunchField){"dp_grid", "dim3", NULL};
    out[n++] = (LaunchField){"dp_block", "dim3", NULL};
    if (configs > 2)
        out[n++] = (LaunchField){"dp_shmem", "unsigned int", NULL};
    if (configs > 3)
        out[n++] = (LaunchField){"dp_stream", "cudaStream_t", NULL};
    for (int k = 0; k < child->param_count; k++)
        out[n++] = (LaunchField){child->params[k].name, NULL, &child->params[k]};
    out[n++] = (LaunchField){"dp_active", "bool", NULL};
    assert(n <= child->param_count + 5);
    *count = n;
    return out;
}

void decl_launch_type(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    int n;
    LaunchField *fields = launch_fields(plan, site, &n);
    decl_template_head(o, child, DECL_SOLE_DEFINITION);
    strbuf_printf(o, "struct %s {\n", plan->sites[site].launch_name);
    for (int k = 0; k < n; k++) {
        if (fields[k].param)
            decl_field(o, "    ", fields[k].param, ";\n");
        else
            strbuf_printf(o, "    %s %s;\n", fields[k].type, fields[k].name);
    }
    strbuf_puts(o, "};\n\n");
    free(fields);
}

void decl_launch_copy(const Plan *plan, int site, Writer *w, const char *to, const char *from)
{
    int n;
    LaunchField *fields = launch_fields(plan, site, &n);
    for (int k = 0; k < n; k++)
        w_line(w, "%s->%s = %s.%s;", to, fields[k].name, from, fields[k].name);
    free(fields);
}

void decl_shared_struct(const Program *p, int fn, StrBuf *o)
{
    const Function *f = &p->functions[fn];
    strbuf_printf(o, "// dpopt: the shared memory of %s as one struct, which launch removal places\n"
                     "// beside or over the other side's (Free Launch 2.3).\nstruct %s_dp_shared {\n",
                  f->name, f->name);
    uint32_t n = ts_node_named_child_count(f->body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(f->body, i);
        if (!statements_is_shared_declaration(p->src, st))
            continue;
        char *member = statements_shared_as_member(p->src, st);
        strbuf_printf(o, "    %s\n", member);
        free(member);
    }
    strbuf_puts(o, "};\n\n");
}

char *decl_shared_argument(const Plan *plan, int site, const char *shared)
{
    if (!plan->kernels[plan->program->launches[site].callee_fn].shared_as_child)
        return xstrdup("");
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s, ", shared);
    return strbuf_take(&b);
}

/* "<typename T, int N = 4>" -> "<T, N>": how the generated record type is
 * named inside the generated kernel. */
char *decl_template_args(const char *params)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_puts(&b, "<");
    const char *p = params + 1;
    bool first = true;
    while (*p && *p != '>') {
        const char *end = p;
        int depth = 0;
        while (*end && !(depth == 0 && (*end == ',' || *end == '>'))) {
            depth += *end == '<' ? 1 : *end == '>' ? -1 : 0;
            end++;
        }
        const char *stop = memchr(p, '=', (size_t)(end - p));
        const char *last = stop ? stop : end;
        while (last > p && !text_is_ident_char(last[-1]))
            last--;
        const char *name = last;
        while (name > p && text_is_ident_char(name[-1]))
            name--;
        strbuf_printf(&b, "%s%.*s", first ? "" : ", ", (int)(last - name), name);
        first = false;
        p = *end == ',' ? end + 1 : end;
    }
    strbuf_puts(&b, ">");
    return strbuf_take(&b);
}

/* "<first>, <uniform arguments>)": a fused kernel's parameters (first
 * NULL: "unsigned char *dp_batch"), as its walk (--flatten=grid) takes
 * them too. */
static void fused_params(const Plan *plan, int site, StrBuf *o, const char *first)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    /* A grid of a recursion run level by level runs a piece of its batch
     * (runtime/include/dpopt/levels.cuh). */
    if (!first)
        first = sp->decision.kind == STRATEGY_GRID_LEVELS ? "const dpopt::LevelPiece dp_piece" : "unsigned char *dp_batch";
    strbuf_puts(o, first);
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            decl_param(o, ", ", &child->params[k], "");
    if (sp->aggregated.grid_scalar)
        strbuf_puts(o, ", dim3 dp_grid");
    if (strategy_kind_walks_threads(sp->decision.kind) && sp->aggregated.block_scalar)
        strbuf_puts(o, ", dim3 dp_block");
    strbuf_puts(o, ")");
}

/* `template <...> __global__ void name(`: a kernel whose blocks walk a
 * batch of child threads. Its blocks are dpopt's own, grid_flat_block
 * threads whatever the child's, so it never repeats the child's
 * __launch_bounds__: a launch of more threads a block than a kernel's
 * bounds allow fails, and a child bounded below grid_flat_block (say 64)
 * would never run. Nor does it take bounds of its own: 256 threads a block
 * launch whatever registers it uses, and __launch_bounds__(256) let ptxas
 * give the walks more registers, so fewer blocks an SM and slower walks
 * (bench/results/suite-b8a1fb6-2026-11-28-h100). */
static void decl_walker_head(StrBuf *o, const Function *child, const char *name, DeclWhich which)
{
    decl_template_head(o, child, which);
    strbuf_printf(o, "__global__ void %s(", name);
}

/* `template <...> __global__ void name(unsigned char *dp_batch, scalars...)` */
void decl_fused_signature(const Plan *plan, int site, StrBuf *o, DeclWhich which)
{
    decl_fused_signature_named(plan, site, o, which, plan->sites[site].kernel_name);
}

void decl_fused_signature_named(const Plan *plan, int site, StrBuf *o, DeclWhich which, const char *name)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    const SitePlan *sp = &plan->sites[site];
    if (strategy_kind_walks_threads(sp->decision.kind))
        decl_walker_head(o, child, name, which);
    else
        decl_kernel_head(o, child, name, which, sp->bounded);
    fused_params(plan, site, o, NULL);
}

/* `template <...> __device__ void <fused kernel>_<name>(<leading><first or
 * the batch>, <the launches' uniform arguments>)`: a walk over the batch's
 * records. */
static void walk_signature(const Plan *plan, int site, StrBuf *o, DeclWhich which, const char *name,
                           const char *leading, const char *first)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    decl_template_head(o, child, which);
    strbuf_printf(o, "__device__ void %s_%s(%s", plan->sites[site].kernel_name, name, leading);
    fused_params(plan, site, o, first);
}

/* `..._walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, scalars...)` */
void decl_fused_walk_signature(const Plan *plan, int site, StrBuf *o, DeclWhich which)
{
    walk_signature(plan, site, o, which, "walk", "unsigned int dp_block_at, unsigned int dp_blocks, ", NULL);
}

void decl_fused_walk_apart_signature(const Plan *plan, int site, StrBuf *o, DeclWhich which)
{
    walk_signature(plan, site, o, which, "walk_apart", "", "const dpopt::GridFlatFound &dp_found");
}

void decl_record_grid_field(StrBuf *out, const SitePlan *sp)
{
    if (sp->aggregated.grid_x_only)
        strbuf_puts(out, "    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x\n");
    else
        strbuf_puts(out, "    dim3 dp_grid;  // the parent's grid\n");
}

void decl_record_grid_store(Writer *w, const SitePlan *sp, const char *record, const char *grid)
{
    if (sp->aggregated.grid_x_only)
        w_line(w, "%s.dp_grid_x = %s.x;", record, grid);
    else
        w_line(w, "%s.dp_grid = %s;", record, grid);
}

char *decl_record_grid(const SitePlan *sp, const char *record)
{
    StrBuf b;
    strbuf_init(&b);
    /* y and z are 1 (the grid's configuration is an integer, made a dim3) */
    if (sp->aggregated.grid_x_only)
        strbuf_printf(&b, "dim3(%s.dp_grid_x)", record);
    else
        strbuf_printf(&b, "%s.dp_grid", record);
    return strbuf_take(&b);
}
