#include "analysis/uniformity.h"

#include "analysis/block_group.h"
#include "analysis/entry_loads.h"
#include "analysis/escapes.h"
#include "model/declared.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/name_index.h"
#include "util/text.h"

typedef struct Var {
    char *name;
    UniformLevel level;
    UniformLevel memory;   /* for local arrays: join of what was stored in them */
    bool is_local_array;   /* an array (or struct) held by the thread itself */
    bool is_param;
    bool is_pointer;       /* declared as a pointer: a store through it is to memory */
    bool is_volatile;      /* declared volatile: every read may see another value */
    TSNode scope;          /* the block it is declared in; null: the whole function */
} Var;

/* What a macro's text does, over every definition of its name. */
typedef struct Macro {
    UniformLevel level;
    bool reads_memory; /* its body indexes or dereferences */
} Macro;

/* A node that defines a value, with its type: read once, as the record
 * has it at hand during the walk that finds it. */
typedef struct Definer {
    TSNode node;
    const char *type;
} Definer;

struct Uniformity {
    const Program *program;
    const Source *src;
    const Function *fn;
    Var *vars;
    int var_count, var_cap;
    NameIndex var_names;        /* vars by name */
    Macro *macros;              /* per definition of the program's macro table, once known */
    bool *macro_known;
    UniformLevel global_memory; /* join of every store through a pointer */
    uint32_t entry_end;         /* loads ending here or before are the kernel's entry loads */
    Escapes *escapes;           /* names the analysis cannot follow: divergent */
    TSNode *gotos;              /* every goto: a backward one makes a loop */
    struct Definer *definers;   /* the nodes visit_definition acts on, in walk order */
    int definer_count, definer_cap;
    int goto_count, goto_cap;
    struct Exit *exits;         /* every return, goto, break and continue outside lambdas */
    int exit_count, exit_cap;
    bool changed;
    int passes;
};

UniformLevel uniform_join(UniformLevel a, UniformLevel b) { return a > b ? a : b; }

bool uniform_in(UniformLevel level, UniformScope scope)
{
    switch (scope) {
    case SCOPE_WARP: return level <= UNIFORM_WARP;
    case SCOPE_BLOCK: return level <= UNIFORM_BLOCK;
    case SCOPE_GRID: return level <= UNIFORM_GRID;
    }
    return false;
}

const char *uniform_level_name(UniformLevel level)
{
    static const char *const names[] = {"grid", "block", "warp", "divergent"};
    return names[level];
}

int uniformity_passes(const Uniformity *u) { return u->passes; }

/* --- names ------------------------------------------------------------- */

static const char *var_name(const void *ctx, int entry) { return ((const Uniformity *)ctx)->vars[entry].name; }

static Var *find_var_bytes(const Uniformity *u, const char *name, size_t n)
{
    int at = name_index_find(&u->var_names, name, n, var_name, u);
    return at >= 0 ? &u->vars[at] : NULL;
}

static Var *find_var(const Uniformity *u, const char *name) { return find_var_bytes(u, name, strlen(name)); }

static Var *find_var_node(const Uniformity *u, TSNode id)
{
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    return find_var_bytes(u, u->src->text + s, e - s);
}

static Var *declare(Uniformity *u, const char *name)
{
    Var *v = find_var(u, name);
    if (v)
        return v;
    Var fresh = {0};
    fresh.name = xstrdup(name);
    ARRAY_PUSH(u->vars, u->var_count, u->var_cap, fresh);
    name_index_add(&u->var_names, fresh.name, u->var_count - 1);
    return &u->vars[u->var_count - 1];
}

static void raise(Uniformity *u, UniformLevel *slot, UniformLevel level)
{
    if (level > *slot) {
        *slot = level;
        u->changed = true;
    }
}

/* Level of code text we cannot see inside (a macro body, a function body):
 * what it mentions decides. */
static UniformLevel level_of_text(const char *text, size_t len)
{
    static const char *const divergent[] = {"threadIdx", "atomicAdd", "atomicSub", "atomicExch",
                                            "atomicCAS", "atomicMin", "atomicMax", "atomicInc",
                                            "atomicDec", "atomicAnd", "atomicOr", "atomicXor",
                                            "clock", "clock64", "curand", "__lane_id", "asm",
                                            "__asm__", "__asm", "laneid", "__match_any_sync", "__shfl_sync",
                                            "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", NULL};
    for (int i = 0; divergent[i]; i++)
        if (text_has_word(text, len, divergent[i]))
            return UNIFORM_NONE;
    if (text_has_word(text, len, "blockIdx"))
        return UNIFORM_BLOCK;
    static const char *const warp[] = {"__activemask", "__ballot_sync", "__any_sync", "__all_sync",
                                       "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
                                       "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync", NULL};
    for (int i = 0; warp[i]; i++)
        if (text_has_word(text, len, warp[i]))
            return UNIFORM_WARP;
    return UNIFORM_GRID;
}

static Macro definition_facts(Uniformity *u, int d)
{
    if (!u->macro_known[d]) {
        const char *body = u->program->macros.defs[d].body;
        size_t len = strlen(body);
        u->macros[d].level = level_of_text(body, len);
        u->macros[d].reads_memory = memchr(body, '[', len) || memchr(body, '*', len) || memchr(body, '>', len);
        u->macro_known[d] = true;
    }
    return u->macros[d];
}

/* The macro that node `id` names (the file's or a header's), joined over
 * every definition of it; false when it names none. */
static bool find_macro(Uniformity *u, TSNode id, Macro *out)
{
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    const MacroTable *t = &u->program->macros;
    const char *name = u->src->text + s;
    Macro m = {UNIFORM_GRID, false};
    bool found = false;
    for (int d = macros_find(t, name, e - s, -1); d >= 0; d = macros_find(t, name, e - s, d)) {
        Macro one = definition_facts(u, d);
        m.level = uniform_join(m.level, one.level);
        m.reads_memory |= one.reads_memory;
        found = true;
    }
    if (found && out)
        *out = m;
    return found;
}

/* --- variables at file scope ------------------------------------------- */

static bool is_file_var_node(const Uniformity *u, TSNode id)
{
    for (int i = 0; i < u->program->file_var_count; i++)
        if (node_text_is(u->src, id, u->program->file_vars[i]))
            return true;
    return false;
}

/* --- functions called -------------------------------------------------- */

static bool name_in(const char *name, const char *const *list)
{
    for (int i = 0; list[i]; i++)
        if (strcmp(name, list[i]) == 0)
            return true;
    return false;
}

/* Functions whose result depends only on their arguments. */
static const char *const pure_functions[] = {
    "min", "max", "abs", "fabs", "fabsf", "fminf", "fmaxf", "fmin", "fmax", "sqrt", "sqrtf",
    "rsqrtf", "exp", "expf", "log", "logf", "log2", "log2f", "pow", "powf", "floor", "floorf",
    "ceil", "ceilf", "round", "roundf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "__float2int_rn",
    "__int2float_rn", "__clz", "__popc", "__ffs", "__brev", "llabs", "labs", "umin", "umax",
    "make_int2", "make_int3", "make_float2", "make_float3", "make_float4", "dim3", "static_cast",
    "reinterpret_cast", "const_cast", "__ldg", "sizeof", NULL,
};
bool uniformity_is_pure_function(const char *name) { return name_in(name, pure_functions); }

/* Warp-wide operations whose result every lane shares. */
static const char *const warp_uniform_functions[] = {
    "__ballot_sync", "__any_sync", "__all_sync", "__reduce_add_sync", "__reduce_min_sync",
    "__reduce_max_sync", "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync",
    "__activemask", NULL,
};
/* Barriers and checks: no value, no store (the stores a barrier makes
 * visible are this function's own, which the analysis sees). */
static const char *const effect_free_functions[] = {
    "__syncthreads", "__syncwarp", "assert", "__nanosleep", NULL,
};
static const char *const block_uniform_functions[] = {
    "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", NULL,
};

static UniformLevel expr_level(Uniformity *u, TSNode node);
static bool is_file_var_node(const Uniformity *u, TSNode id);

/* What a call to a device function defined here can do, from its body and
 * the functions it calls in turn: the level its result has beyond that of
 * its arguments, and whether it reads or writes memory. */
typedef struct CalleeSummary {
    UniformLevel level;
    bool reads_memory, writes_memory;
    const Function *fn;
    int depth;
} CalleeSummary;

static void summarise_callee(Uniformity *u, int fn, CalleeSummary *s);

static bool param_is_reference(const Function *f, TSNode id, const Source *src)
{
    for (int i = 0; i < f->param_count; i++)
        if (node_text_is(src, id, f->params[i].name))
            return strchr(f->params[i].type, '&') != NULL;
    return false;
}

static bool summarise_node(TSNode node, void *ctx)
{
    void **pair = ctx;
    Uniformity *u = pair[0];
    CalleeSummary *s = pair[1];
    if (node_is(node, "subscript_expression") ||
        (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "*"))) ||
        (node_is(node, "field_expression") && !ts_node_is_null(node_token_of_type(node, "->"))))
        s->reads_memory = true;
    else if (node_is(node, "identifier") && is_file_var_node(u, node))
        s->reads_memory = true;
    else if (node_is(node, "gnu_asm_expression") || node_is(node, "new_expression")) {
        s->level = UNIFORM_NONE;
        s->writes_memory = true;
    } else if (node_is(node, "assignment_expression") || node_is(node, "update_expression")) {
        TSNode lvalue = node_named_child(node, 0);
        if (!node_is(lvalue, "identifier") || is_file_var_node(u, lvalue) ||
            param_is_reference(s->fn, lvalue, u->src))
            s->writes_memory = true;
    } else if (node_is(node, "call_expression")) {
        char *name = node_callee_name(u->src, node);
        int callee = model_find_function(u->program, name);
        if (!ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
            s->writes_memory = true; /* the child may write */
        } else if (uniformity_is_pure_function(name) || escapes_is_by_value_builtin(name)) {
            if (strncmp(name, "atomic", 6) == 0 || strcmp(name, "malloc") == 0 || strncmp(name, "cuda", 4) == 0 ||
                strcmp(name, "memcpy") == 0 || strcmp(name, "memset") == 0 || strcmp(name, "free") == 0) {
                s->level = UNIFORM_NONE;
                s->writes_memory = true;
            }
            /* level_of_text has seen the warp- and block-wide ones. */
        } else if (callee >= 0 && u->program->functions[callee].is_definition &&
                   !(u->program->functions[callee].spaces & SPACE_GLOBAL) && s->depth < 8) {
            CalleeSummary inner = {UNIFORM_GRID, false, false, NULL, s->depth + 1};
            summarise_callee(u, callee, &inner);
            s->level = uniform_join(s->level, inner.level);
            s->reads_memory |= inner.reads_memory;
            s->writes_memory |= inner.writes_memory;
        } else if (!find_macro(u, node_named_child(node, 0), NULL)) {
            s->level = UNIFORM_NONE; /* unknown: neither pure nor harmless */
            s->writes_memory = true;
        }
        free(name);
    }
    return true;
}

static void summarise_callee(Uniformity *u, int fn, CalleeSummary *s)
{
    const Function *f = &u->program->functions[fn];
    TSNode body = f->body;
    const char *text = u->src->text + ts_node_start_byte(body);
    size_t len = node_end_byte(body) - ts_node_start_byte(body);
    s->fn = f;
    s->level = uniform_join(s->level, level_of_text(text, len));
    if (text_has_word(text, len, "static") || text_has_word(text, len, "volatile")) {
        s->reads_memory = s->writes_memory = true; /* state shared by every thread */
        s->level = UNIFORM_NONE;
    }
    void *pair[2] = {u, s};
    node_walk(body, summarise_node, pair);
}

/* The join of the levels of a node's named children: a call's arguments,
 * an operator's operands, an access's base and index. */
static UniformLevel operands_level(Uniformity *u, TSNode node)
{
    UniformLevel level = UNIFORM_GRID;
    uint32_t n;
    TSNode *list = node_named_children(node, &n);
    for (uint32_t i = 0; i < n; i++)
        level = uniform_join(level, expr_level(u, list[i]));
    free(list);
    return level;
}

static UniformLevel call_level(Uniformity *u, TSNode call)
{
    /* Cooperative groups' thread_block: the group and its block's place
     * and shape are the block's; a thread's rank and index its own. */
    BlockGroupUse group = block_group_call(u->program, u->src, call);
    if (group.known)
        return group.reads_thread_idx ? UNIFORM_NONE : UNIFORM_BLOCK;
    TSNode args = node_child_of_type(call, "argument_list");
    UniformLevel level = ts_node_is_null(args) ? UNIFORM_GRID : operands_level(u, args);
    char *name = node_callee_name(u->src, call);
    UniformLevel result;
    if (name_in(name, warp_uniform_functions)) {
        result = UNIFORM_WARP;
    } else if (name_in(name, block_uniform_functions)) {
        result = UNIFORM_BLOCK;
    } else if (strcmp(name, "__shfl_sync") == 0) {
        /* A broadcast from one lane is the same in every lane, unless a
         * width splits the warp into segments that each read their own. */
        TSNode lane = node_named_child(args, 2);
        TSNode width = node_named_child(args, 3);
        bool whole = ts_node_is_null(width) || node_text_is(u->src, width, "32") ||
                     node_text_is(u->src, width, "warpSize");
        result = whole && !ts_node_is_null(lane) && expr_level(u, lane) <= UNIFORM_WARP ? UNIFORM_WARP
                                                                                       : UNIFORM_NONE;
    } else if (name_in(name, pure_functions)) {
        result = level;
    } else if (name_in(name, effect_free_functions)) {
        result = UNIFORM_GRID;
    } else {
        Macro macro;
        int fn = model_find_function(u->program, name);
        if (find_macro(u, node_named_child(call, 0), &macro)) {
            result = uniform_join(level, macro.level);
            if (macro.reads_memory)
                result = uniform_join(result, u->global_memory);
        } else if (fn >= 0 && u->program->functions[fn].is_definition &&
                   !(u->program->functions[fn].spaces & SPACE_GLOBAL)) {
            /* A device function defined here: its result follows its
             * arguments, what its body reads and what it calls. */
            CalleeSummary s = {UNIFORM_GRID, false, false, NULL, 0};
            summarise_callee(u, fn, &s);
            result = uniform_join(level, s.level);
            if (s.writes_memory)
                raise(u, &u->global_memory, UNIFORM_NONE);
            if (s.reads_memory)
                result = uniform_join(result, u->global_memory);
        } else {
            /* Unknown functions are not assumed pure (dissertation 3.4.1). */
            result = UNIFORM_NONE;
            raise(u, &u->global_memory, UNIFORM_NONE);
        }
    }
    free(name);
    return result;
}

/* --- expressions ------------------------------------------------------- */

static UniformLevel identifier_level(Uniformity *u, TSNode id)
{
    if (node_text_is(u->src, id, "threadIdx"))
        return UNIFORM_NONE;
    if (node_text_is(u->src, id, "blockIdx"))
        return UNIFORM_BLOCK;
    if (escapes_node(u->escapes, id))
        return UNIFORM_NONE;
    Var *v = find_var_node(u, id);
    if (v)
        return v->level;
    /* A variable at file scope is memory: any thread may have stored it. */
    if (is_file_var_node(u, id))
        return u->global_memory;
    Macro m;
    if (find_macro(u, id, &m))
        return m.level;
    /* Constants, enumerators, functions, class members; the grid's shape. */
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    if (model_declares(u->program, u->src->text + s, e - s) || model_is_builtin_name(u->src->text + s, e - s))
        return UNIFORM_GRID;
    /* Defined nowhere dpopt reads (a header it did not find): it may be
     * `threadIdx.x & 31` for all it knows. */
    return UNIFORM_NONE;
}

/* Level of reading memory through this access: where the memory lives.
 * Memory another grid writes while this one runs (its parent after the
 * launch, a kernel in another stream, the host) is not counted: without
 * atomics, a fence or volatile no load is ordered after such a store, and
 * a function using those has its loads divergent already (an atomic or
 * fence is a call that may store; a volatile pointer reads divergent). */
static UniformLevel memory_level(Uniformity *u, TSNode access)
{
    TSNode root = escapes_access_root(access);
    if (node_is(root, "identifier")) {
        if (escapes_node(u->escapes, root))
            return UNIFORM_NONE;
        Var *v = find_var_node(u, root);
        if (v && v->is_volatile)
            return UNIFORM_NONE;
        if (v && v->is_local_array)
            return v->memory;
    }
    uint32_t s = ts_node_start_byte(access), e = node_end_byte(access);
    if (text_has_word(u->src->text + s, e - s, "volatile"))
        return UNIFORM_NONE;
    /* Memory as the grid found it: the same for a block's threads
     * (analysis/entry_loads.h); shared memory, not yet written, differs
     * between blocks. */
    if (e <= u->entry_end && u->global_memory > UNIFORM_BLOCK)
        return UNIFORM_BLOCK;
    return u->global_memory;
}

static UniformLevel expr_level(Uniformity *u, TSNode node)
{
    const char *type = node_type(node);
    if (node_type_is(type, "identifier"))
        return identifier_level(u, node);
    if (node_type_is(type, "number_literal") || node_type_is(type, "string_literal") ||
        node_type_is(type, "char_literal") || node_type_is(type, "true") ||
        node_type_is(type, "false") || node_type_is(type, "null") || node_type_is(type, "nullptr") ||
        node_type_is(type, "sizeof_expression") || node_type_is(type, "concatenated_string") ||
        node_type_is(type, "type_descriptor") || node_type_is(type, "comment"))
        return UNIFORM_GRID;
    if (node_type_is(type, "call_expression"))
        return call_level(u, node);
    if (node_type_is(type, "lambda_expression") || node_type_is(type, "new_expression"))
        return UNIFORM_NONE;
    if (node_type_is(type, "field_expression")) {
        TSNode base = node_named_child(node, 0);
        UniformLevel level = expr_level(u, base);
        if (!ts_node_is_null(node_token_of_type(node, "->")))
            level = uniform_join(level, memory_level(u, node));
        return level;
    }
    if (node_type_is(type, "subscript_expression"))
        return uniform_join(operands_level(u, node), memory_level(u, node));
    if (node_type_is(type, "pointer_expression")) {
        TSNode operand = node_named_child(node, 0);
        if (!ts_node_is_null(node_token_of_type(node, "&"))) {
            /* The address of a thread's own variable differs per thread. */
            TSNode root = escapes_access_root(operand);
            if (node_is(root, "identifier") && find_var_node(u, root) && node_is(operand, "identifier"))
                return UNIFORM_NONE;
            return expr_level(u, operand);
        }
        return uniform_join(expr_level(u, operand), memory_level(u, operand));
    }
    /* Operators, casts, parentheses, conditionals, initialiser lists: the
     * join of the operands. */
    return operands_level(u, node);
}

/* --- control ----------------------------------------------------------- */

static bool is_loop(TSNode node)
{
    return node_is(node, "for_statement") || node_is(node, "while_statement") ||
           node_is(node, "do_statement") || node_is(node, "for_range_loop");
}

static TSNode loop_body(TSNode loop)
{
    if (node_is(loop, "do_statement"))
        return node_named_child(loop, 0);
    return node_named_child(loop, node_named_child_count(loop) - 1);
}

static UniformLevel control_between(Uniformity *u, TSNode node, TSNode stop);
static UniformLevel control_between_noting_lambda(Uniformity *u, TSNode node, TSNode stop, bool *in_lambda);

/* The statement a break or continue leaves: the innermost loop, or for a
 * break the innermost switch if that is nearer. */
static TSNode jump_target(TSNode jump)
{
    bool is_break = node_is(jump, "break_statement");
    for (TSNode p = parents_of(jump); !ts_node_is_null(p); p = parents_of(p)) {
        if (node_is(p, "lambda_expression"))
            break;
        if (is_loop(p) || (is_break && node_is(p, "switch_statement")))
            return p;
    }
    TSNode none = {0};
    return none;
}

/* A goto can jump back (a loop the tree does not show) or skip ahead over
 * code whose effects later code still sees: every point of a function
 * with gotos is as divergent as the conditions guarding them. */
static UniformLevel gotos_level(Uniformity *u)
{
    UniformLevel level = UNIFORM_GRID;
    for (int i = 0; i < u->goto_count; i++)
        level = uniform_join(level, control_between(u, u->gotos[i], u->fn->body));
    return level;
}

typedef struct ExitSearch {
    Uniformity *u;
    TSNode loop;
    UniformLevel level;
} ExitSearch;

static bool find_exits(TSNode node, void *ctx)
{
    ExitSearch *s = ctx;
    if (node_is(node, "lambda_expression"))
        return false;
    bool leaves = node_is(node, "return_statement") || node_is(node, "goto_statement");
    /* Only a break or continue whose target is this loop leaves it; one of
     * an inner loop or switch stays inside. */
    if (node_is(node, "break_statement") || node_is(node, "continue_statement"))
        leaves = node_same(jump_target(node), s->loop);
    if (leaves)
        s->level = uniform_join(s->level, control_between(s->u, node, s->loop));
    return true;
}

/* A loop's trip count is uniform when its condition is and no thread can
 * leave it early on a divergent condition. */
static UniformLevel loop_level(Uniformity *u, TSNode loop)
{
    UniformLevel level = UNIFORM_GRID;
    TSNode body = loop_body(loop);
    uint32_t n = node_named_child_count(loop);
    for (uint32_t i = 0; i < n; i++) {
        TSNode part = node_named_child(loop, i);
        if (!node_same(part, body) && !node_is(part, "comment"))
            level = uniform_join(level, expr_level(u, part));
    }
    ExitSearch s = {u, loop, UNIFORM_GRID};
    if (!ts_node_is_null(body))
        node_walk(body, find_exits, &s);
    return uniform_join(level, s.level);
}

/* Join of the conditions that decide whether `node` runs, from its parent up
 * to (not including) `stop`. */
/* The same, also saying in *in_lambda whether `node` runs inside a lambda
 * that `stop` is not inside of: it runs whenever and by whichever threads
 * call the lambda. One walk up the tree serves both. */
static UniformLevel control_between_noting_lambda(Uniformity *u, TSNode node, TSNode stop, bool *in_lambda)
{
    UniformLevel level = UNIFORM_GRID;
    TSNode child = node;
    *in_lambda = false;
    for (TSNode p = parents_of(node); !ts_node_is_null(p) && !node_same(p, stop);
         child = p, p = parents_of(p)) {
        if (node_is(p, "lambda_expression"))
            *in_lambda = true;
        if (node_is(p, "if_statement") || node_is(p, "switch_statement")) {
            TSNode cond = node_child_of_type(p, "condition_clause");
            if (!ts_node_is_null(cond) && !node_same(cond, child))
                level = uniform_join(level, expr_level(u, cond));
        } else if (is_loop(p)) {
            level = uniform_join(level, loop_level(u, p));
        } else if (node_is(p, "conditional_expression")) {
            TSNode cond = node_named_child(p, 0);
            if (!node_same(cond, child))
                level = uniform_join(level, expr_level(u, cond));
        } else if (node_is(p, "binary_expression")) {
            TSNode op = node_operator(p);
            TSNode left = node_named_child(p, 0);
            if ((node_is(op, "&&") || node_is(op, "||")) && !node_same(left, child))
                level = uniform_join(level, expr_level(u, left));
        }
    }
    return level;
}

static UniformLevel control_between(Uniformity *u, TSNode node, TSNode stop)
{
    bool in_lambda;
    return control_between_noting_lambda(u, node, stop, &in_lambda);
}

/* A statement that may make some threads skip what follows it, with the
 * loop or switch a break or continue leaves (null for one that leaves
 * none it is in: it is no exit of anything). */
typedef struct Exit {
    TSNode node, target;
    bool is_return; /* return or goto: leaves the function, or anywhere */
} Exit;

/* The body's exits in document order, lambdas set aside (their bodies run
 * where they are called): found once, as every store and every launch
 * asks for the exits before it. */
static bool collect_exit(TSNode node, void *ctx)
{
    Uniformity *u = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "lambda_expression"))
        return false;
    bool is_return = node_type_is(type, "return_statement") || node_type_is(type, "goto_statement");
    if (is_return || node_type_is(type, "break_statement") || node_type_is(type, "continue_statement")) {
        Exit e = {.node = node, .is_return = is_return};
        if (!is_return)
            e.target = jump_target(node);
        ARRAY_PUSH(u->exits, u->exit_count, u->exit_cap, e);
    }
    return true;
}

int uniformity_earlier_exits(const Uniformity *u, TSNode node, TSNode **exits)
{
    TSNode *found = NULL;
    int count = 0, cap = 0;
    uint32_t at = ts_node_start_byte(node);
    for (int i = 0; i < u->exit_count && ts_node_start_byte(u->exits[i].node) < at; i++) {
        const Exit *e = &u->exits[i];
        /* A break or continue matters only when the loop or switch it
         * leaves also holds the node: a break out of a switch skips the
         * rest of the case. */
        if (e->is_return || (!ts_node_is_null(e->target) && node_contains(e->target, node)))
            ARRAY_PUSH(found, count, cap, e->node);
    }
    *exits = found;
    return count;
}

UniformLevel uniformity_of_control(const Uniformity *cu, TSNode node)
{
    Uniformity *u = (Uniformity *)cu; /* queries read the fixed point, never move it */
    /* A lambda's body runs where it is called, which is not followed. */
    bool in_lambda;
    UniformLevel level = control_between_noting_lambda(u, node, u->fn->body, &in_lambda);
    if (in_lambda)
        return UNIFORM_NONE;
    level = uniform_join(level, gotos_level(u));
    TSNode *exits;
    int count = uniformity_earlier_exits(u, node, &exits);
    for (int i = 0; i < count; i++) {
        bool returns = node_is(exits[i], "return_statement") || node_is(exits[i], "goto_statement");
        level = uniform_join(level, control_between(u, exits[i], returns ? u->fn->body : jump_target(exits[i])));
    }
    free(exits);
    return level;
}

UniformLevel uniformity_of_expr(const Uniformity *cu, TSNode expr)
{
    return expr_level((Uniformity *)cu, expr);
}

/* --- definitions ------------------------------------------------------- */

/* A value stored at `at`: it differs between threads when the value does,
 * or when only some of the threads that can see the variable store it --
 * the conditions between the store and the block the variable lives in
 * (dissertation 3.4.1: assignments in divergent context). */
/* Breaks before `at` out of a switch holding it (inside `scope`): the
 * threads taking them skip the store but still see the variable. */
static UniformLevel switch_breaks_level(Uniformity *u, TSNode at, TSNode scope)
{
    UniformLevel level = UNIFORM_GRID;
    TSNode *exits;
    int count = uniformity_earlier_exits(u, at, &exits);
    for (int i = 0; i < count; i++) {
        TSNode target = node_is(exits[i], "break_statement") ? jump_target(exits[i]) : (TSNode){0};
        if (!ts_node_is_null(target) && node_is(target, "switch_statement") && node_contains(scope, target))
            level = uniform_join(level, control_between(u, exits[i], target));
    }
    free(exits);
    return level;
}

/* Whether the store through this access path may reach the variable at
 * its root itself (a field of a struct, an element of an array) rather
 * than only memory it points to. */
static bool store_reaches_root(const Var *v, TSNode lvalue, TSNode root)
{
    bool through_pointer = false;
    for (TSNode n = lvalue; !node_same(n, root); n = node_named_child(n, 0)) {
        if (node_is(n, "pointer_expression") ||
            (node_is(n, "field_expression") && !ts_node_is_null(node_token_of_type(n, "->"))))
            through_pointer = true;
    }
    if (through_pointer)
        return false; /* s.p->x, p->s.x, (*p).x: only memory */
    return !v->is_pointer;
}

static void define(Uniformity *u, TSNode at, TSNode lvalue, UniformLevel level)
{
    TSNode root = escapes_access_root(lvalue);
    Var *v = node_is(root, "identifier") ? find_var_node(u, root) : NULL;
    TSNode scope = v && !ts_node_is_null(v->scope) ? v->scope : u->fn->body;
    bool in_lambda;
    level = uniform_join(level, control_between_noting_lambda(u, at, scope, &in_lambda));
    level = uniform_join(level, gotos_level(u));
    level = uniform_join(level, switch_breaks_level(u, at, scope));
    /* A store in a lambda to a variable outside it happens where the lambda
     * is called. */
    if (in_lambda)
        level = UNIFORM_NONE;
    if (!node_is(root, "identifier") || !v) {
        /* Through an expression, or a variable at file scope. */
        raise(u, &u->global_memory, level);
        return;
    }
    if (node_same(root, lvalue)) {
        raise(u, &v->level, level);
        return;
    }
    /* A store through an access path: the index counts too. */
    UniformLevel where = UNIFORM_GRID;
    for (TSNode n = lvalue; !node_same(n, root); n = node_named_child(n, 0))
        if (node_is(n, "subscript_expression"))
            where = uniform_join(where, expr_level(u, node_named_child(n, 1)));
    if (v->is_local_array) {
        raise(u, &v->memory, uniform_join(level, where));
        raise(u, &v->level, uniform_join(level, where));
        return;
    }
    raise(u, &u->global_memory, uniform_join(level, where));
    if (store_reaches_root(v, lvalue, root))
        raise(u, &v->level, uniform_join(level, where));
}

/* `dim3 grid(rows, cols);` parses as a function declaration (C++'s most
 * vexing parse): inside a body it is a constructor call, and the names in
 * its "parameter list" are the values passed. */
static bool join_constructor_args(TSNode node, void *ctx)
{
    void **pair = ctx;
    Uniformity *u = pair[0];
    UniformLevel *level = pair[1];
    if (node_is(node, "identifier") || node_is(node, "type_identifier")) {
        *level = uniform_join(*level, identifier_level(u, node));
        return false;
    }
    return true;
}

static UniformLevel constructor_level(Uniformity *u, TSNode function_declarator)
{
    UniformLevel level = UNIFORM_GRID;
    TSNode params = node_child_of_type(function_declarator, "parameter_list");
    void *pair[2] = {u, &level};
    if (!ts_node_is_null(params))
        node_walk(params, join_constructor_args, pair);
    return level;
}

/* The block a declaration's name lives in: its compound statement, or the
 * loop statement of a for-loop's own declaration. */
static TSNode declaring_scope(TSNode declaration)
{
    for (TSNode a = parents_of(declaration); !ts_node_is_null(a); a = parents_of(a))
        if (node_is(a, "compound_statement") || node_is(a, "for_statement") || node_is(a, "for_range_loop"))
            return a;
    TSNode none = {0};
    return none;
}

/* A declaration's value is the same for every thread that reaches it when
 * its initialiser is: the variable cannot be seen outside its block, so the
 * conditions around the block do not make it divergent. */
static void declare_local(Uniformity *u, TSNode declarator, UniformLevel level)
{
    TSNode d = declarator;
    TSNode scope = declaring_scope(declarator);
    if (node_is(d, "function_declarator"))
        level = uniform_join(level, constructor_level(u, d));
    bool array = false, pointer = false;
    while (!node_is(d, "identifier") && !ts_node_is_null(d)) {
        if (node_is(d, "array_declarator"))
            array = true;
        if (node_is(d, "pointer_declarator"))
            pointer = true;
        d = node_named_child(d, 0);
    }
    if (ts_node_is_null(d))
        return;
    char *name = node_text(u->src, d);
    bool known = find_var(u, name) != NULL;
    Var *v = declare(u, name);
    free(name);
    /* One name declared in two blocks shares one entry: then its scope is
     * the whole function, which only adds conditions. */
    if (!known) {
        v->scope = scope;
        v->is_pointer = pointer;
    } else if (!ts_node_is_null(v->scope) && !node_same(v->scope, scope)) {
        TSNode none = {0};
        v->scope = none;
        u->changed = true; /* stores seen so far counted fewer conditions */
    }
    if (known && v->is_pointer != pointer)
        v->is_pointer = false; /* one name, two types: a store may reach it */
    TSNode declaration = parents_of(declarator);
    if (node_is(declaration, "init_declarator"))
        declaration = parents_of(declaration);
    uint32_t ds = ts_node_start_byte(declaration), de = ts_node_start_byte(declarator);
    if (de > ds && text_has_word(u->src->text + ds, de - ds, "volatile"))
        v->is_volatile = true;
    if (array)
        v->is_local_array = true;
    raise(u, &v->level, level);
    if (array)
        raise(u, &v->memory, level);
}

static void visit_definition(Uniformity *u, TSNode node, const char *type)
{
    if (node_type_is(type, "gnu_asm_expression")) {
        /* Its outputs escaped; it may also store to memory. */
        raise(u, &u->global_memory, UNIFORM_NONE);
    } else if (node_type_is(type, "declaration")) {
        uint32_t n = node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode d = node_named_child(node, i);
            if (node_is(d, "init_declarator")) {
                TSNode value = node_named_child(d, node_named_child_count(d) - 1);
                declare_local(u, node_named_child(d, 0), expr_level(u, value));
            } else if (node_is(d, "identifier") || node_is(d, "array_declarator") ||
                       node_is(d, "pointer_declarator") || node_is(d, "function_declarator")) {
                /* Declared without a value: whatever is stored later. A
                 * __shared__ array is treated like a thread's own array, so
                 * a store by one thread makes it divergent: conservative. */
                declare_local(u, d, UNIFORM_GRID);
            }
        }
    } else if (node_type_is(type, "assignment_expression")) {
        TSNode lhs = node_named_child(node, 0), rhs = node_named_child(node, 1);
        UniformLevel level = expr_level(u, rhs);
        TSNode op = node_operator(node);
        if (!node_is(op, "="))
            level = uniform_join(level, expr_level(u, lhs));
        define(u, node, lhs, level);
    } else if (node_type_is(type, "update_expression")) {
        TSNode arg = node_named_child(node, 0);
        define(u, node, arg, expr_level(u, arg));
    } else if (node_type_is(type, "for_range_loop")) {
        TSNode range = node_named_child(node, node_named_child_count(node) - 2);
        uint32_t n = node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode d = node_named_child(node, i);
            if (strstr(node_type(d), "declarator") || node_is(d, "identifier")) {
                declare_local(u, d, expr_level(u, range));
                break;
            }
        }
    } else if (node_type_is(type, "call_expression")) {
        /* Evaluated here so that its effect on memory is part of the fixed
         * point, not of a later query. */
        call_level(u, node);
        /* Passing &x lets the callee write x. */
        TSNode args = node_child_of_type(node, "argument_list");
        uint32_t n = 0;
        TSNode *list = ts_node_is_null(args) ? NULL : node_named_children(args, &n);
        const Function *callee = NULL;
        bool callee_found = false;
        for (uint32_t i = 0; i < n; i++) {
            TSNode a = list[i];
            if (node_is(a, "pointer_expression") && !ts_node_is_null(node_token_of_type(a, "&")))
                define(u, node, node_named_child(a, 0), UNIFORM_NONE);
            else if (node_is(a, "identifier")) {
                /* A reference parameter could write it too: only functions
                 * defined here are known not to. */
                if (!callee_found) {
                    char *name = node_callee_name(u->src, node);
                    int fn = model_find_function(u->program, name);
                    free(name);
                    callee = fn >= 0 ? &u->program->functions[fn] : NULL;
                    callee_found = true;
                }
                if (callee && (unsigned)i < (unsigned)callee->param_count && strchr(callee->params[i].type, '&'))
                    define(u, node, a, UNIFORM_NONE);
            }
        }
        free(list);
    }
}

/* One walk for what the passes look at: the gotos, and the nodes that
 * define a value (visit_definition), so that each pass of the fixed point
 * visits only those. Lambda bodies are walked too: their stores count
 * (define makes those to outer variables divergent). */
static bool collect_definers(TSNode node, void *ctx)
{
    static const char *const kinds[] = {"gnu_asm_expression", "declaration", "assignment_expression",
                                        "update_expression", "for_range_loop", "call_expression"};
    Uniformity *u = ctx;
    const char *type = node_type(node);
    if (node_type_is(type, "goto_statement"))
        ARRAY_PUSH(u->gotos, u->goto_count, u->goto_cap, node);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (node_type_is(type, kinds[k])) {
            Definer d = {node, type};
            ARRAY_PUSH(u->definers, u->definer_count, u->definer_cap, d);
            break;
        }
    return true;
}

Uniformity *uniformity_analyze(const Program *program, int function)
{
    return uniformity_analyze_seeded(program, function, NULL);
}

Uniformity *uniformity_analyze_seeded(const Program *program, int function, const UniformLevel *param_levels)
{
    Uniformity *u = xcalloc(1, sizeof *u);
    u->program = program;
    u->src = program->src;
    u->fn = &program->functions[function];
    u->macros = xcalloc((size_t)program->macros.count + 1, sizeof *u->macros);
    u->macro_known = xcalloc((size_t)program->macros.count + 1, sizeof *u->macro_known);
    u->escapes = escapes_find(program, function);

    /* Kernel parameters hold one value for the whole grid. A device
     * function's parameters are whatever its callers pass: divergent unless
     * shown otherwise. */
    UniformLevel param_level = (u->fn->spaces & SPACE_GLOBAL) ? UNIFORM_GRID : UNIFORM_NONE;
    for (int i = 0; i < u->fn->param_count; i++) {
        if (!u->fn->params[i].name[0])
            continue;
        Var *v = declare(u, u->fn->params[i].name);
        v->is_param = true;
        v->level = param_levels ? param_levels[i] : param_level;
        const char *type = u->fn->params[i].type;
        v->is_pointer = strchr(type, '*') || strchr(type, '[');
        v->is_volatile = text_has_word(type, strlen(type), "volatile");
    }
    if (ts_node_is_null(u->fn->body))
        return u;
    u->entry_end = entry_loads_end(program, function);
    node_walk(u->fn->body, collect_definers, u);
    node_walk(u->fn->body, collect_exit, u);
    do {
        u->changed = false;
        u->passes++;
        for (int i = 0; i < u->definer_count; i++)
            visit_definition(u, u->definers[i].node, u->definers[i].type);
    } while (u->changed && u->passes < 64);
    return u;
}

void uniformity_free(Uniformity *u)
{
    if (!u)
        return;
    for (int i = 0; i < u->var_count; i++)
        free(u->vars[i].name);
    free(u->gotos);
    free(u->definers);
    free(u->exits);
    escapes_free(u->escapes);
    free(u->vars);
    name_index_free(&u->var_names);
    free(u->macros);
    free(u->macro_known);
    free(u);
}
