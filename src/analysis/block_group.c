#include "analysis/block_group.h"

#include <stdlib.h>
#include <string.h>

#include "model/group_names.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"

/* Whether `node` (an identifier, a type_identifier or a qualified_identifier)
 * names `name` of the group namespace. */
static bool names_member(const Program *p, const Source *src, TSNode node, const char *name)
{
    if (node_is(node, "identifier") || node_is(node, "type_identifier")) {
        if (!node_text_is(src, node, name))
            return false;
        /* Unqualified: the file must have said `using namespace`, and the
         * name be none of the program's own functions. */
        for (int i = 0; i < p->function_count; i++)
            if (strcmp(p->functions[i].name, name) == 0)
                return false;
        return p->groups_unqualified;
    }
    if (!node_is(node, "qualified_identifier"))
        return false;
    TSNode scope = ts_node_child_by_field_name(node, "scope", 5);
    TSNode last = ts_node_child_by_field_name(node, "name", 4);
    /* cg::tiled_partition<32>, cg::thread_block_tile<32>: the template's name. */
    if (!ts_node_is_null(last) && (node_is(last, "template_function") || node_is(last, "template_type")))
        last = ts_node_child_by_field_name(last, "name", 4);
    if (ts_node_is_null(last) || !node_text_is(src, last, name))
        return false;
    if (ts_node_is_null(scope)) /* ::name */
        return false;
    char *qualifier = node_text(src, scope);
    bool ok = model_names_groups(p, qualifier);
    free(qualifier);
    return ok;
}

/* The kinds of group a variable may hold. */
typedef enum GroupKind { KIND_BLOCK, KIND_TILE, KIND_COALESCED, KIND_GRID } GroupKind;

/* Whether `node` names cooperative_groups::thread_block_tile<...>. */
static bool names_tile_type(const Program *p, const Source *src, TSNode node)
{
    if (node_is(node, "template_type")) /* under `using namespace` */
        return names_member(p, src, ts_node_child_by_field_name(node, "name", 4), "thread_block_tile");
    return node_is(node, "qualified_identifier") && names_member(p, src, node, "thread_block_tile");
}

/* Whether `node` names the group type `name` (no template): thread_block,
 * grid_group, coalesced_group. */
static bool names_plain_type(const Program *p, const Source *src, TSNode node, const char *name)
{
    if (!p->groups_named || node_is(node, "identifier"))
        return false;
    /* A type_identifier inside a qualified_identifier is the qualified one's. */
    if (node_is(node, "type_identifier") && node_is(parents_of(node), "qualified_identifier"))
        return false;
    return names_member(p, src, node, name);
}

bool block_group_names_grid_type(const Program *p, const Source *src, TSNode node)
{
    return names_plain_type(p, src, node, "grid_group");
}

static bool names_kind_type(const Program *p, const Source *src, TSNode node, GroupKind kind)
{
    switch (kind) {
    case KIND_BLOCK: return block_group_names_type(p, src, node);
    case KIND_TILE: return names_tile_type(p, src, node);
    case KIND_COALESCED: return names_plain_type(p, src, node, "coalesced_group");
    case KIND_GRID: return block_group_names_grid_type(p, src, node);
    }
    return false;
}

static bool is_group_object(const Program *p, const Source *src, TSNode object);
static bool is_tile_object(const Program *p, const Source *src, TSNode object);

/* A call of a group function with no arguments: this_thread_block(),
 * this_grid(), coalesced_threads(). */
static bool is_plain_creation(const Program *p, const Source *src, TSNode node, const char *name)
{
    if (!p->groups_named || !node_is(node, "call_expression"))
        return false;
    TSNode args = node_child_of_type(node, "argument_list");
    return !ts_node_is_null(args) && node_named_child_count(args) == 0 &&
           names_member(p, src, node_named_child(node, 0), name);
}

/* A call of tiled_partition<N>(g), g a block group or a tile of one. */
static bool is_tile_creation(const Program *p, const Source *src, TSNode node)
{
    if (!p->groups_named || !node_is(node, "call_expression"))
        return false;
    TSNode fn = node_named_child(node, 0), args = node_child_of_type(node, "argument_list");
    if (ts_node_is_null(args) || node_named_child_count(args) != 1)
        return false;
    bool named = node_is(fn, "template_function")
                     ? names_member(p, src, ts_node_child_by_field_name(fn, "name", 4), "tiled_partition")
                     : node_is(fn, "qualified_identifier") && names_member(p, src, fn, "tiled_partition") &&
                           node_is(ts_node_child_by_field_name(fn, "name", 4), "template_function");
    if (!named)
        return false;
    /* A tile's parent is a variable whose declaration may be a tile made
     * from another: ill-formed code could make that a circle. */
    static int nesting;
    if (nesting > 16)
        return false;
    nesting++;
    TSNode parent = node_named_child(args, 0);
    bool of_group = is_group_object(p, src, parent) || is_tile_object(p, src, parent);
    nesting--;
    return of_group;
}

bool block_group_is_tile_parent(const Program *p, const Source *src, TSNode node)
{
    TSNode args = parents_of(node);
    return node_is(args, "argument_list") && node_same(node, node_named_child(args, 0)) &&
           is_tile_creation(p, src, parents_of(args)) && is_group_object(p, src, node);
}

bool block_group_names_type(const Program *p, const Source *src, TSNode node)
{
    return names_plain_type(p, src, node, "thread_block");
}

bool block_group_is_creation(const Program *p, const Source *src, TSNode node)
{
    return is_plain_creation(p, src, node, "this_thread_block");
}

bool block_group_is_grid_creation(const Program *p, const Source *src, TSNode node)
{
    return is_plain_creation(p, src, node, "this_grid");
}

static bool is_kind_creation(const Program *p, const Source *src, TSNode node, GroupKind kind)
{
    switch (kind) {
    case KIND_BLOCK: return block_group_is_creation(p, src, node);
    case KIND_TILE: return is_tile_creation(p, src, node);
    case KIND_COALESCED: return is_plain_creation(p, src, node, "coalesced_threads");
    case KIND_GRID: return block_group_is_grid_creation(p, src, node);
    }
    return false;
}

/* Whether a declaration (or parameter) declares `name` as a group of
 * `kind`: of its type, or `auto` made by its creation. 0: it does not
 * declare `name`; 1: such a group; -1: something else. */
static int declares_group(const Program *p, const Source *src, TSNode decl, const char *name, GroupKind kind)
{
    TSNode type = ts_node_child_by_field_name(decl, "type", 4);
    uint32_t n = node_named_child_count(decl);
    for (uint32_t i = 0; i < n; i++) {
        TSNode d = node_named_child(decl, i);
        if (node_same(d, type))
            continue;
        TSNode id = declares_identifier(d);
        if (ts_node_is_null(id) || !node_text_is(src, id, name))
            continue;
        /* A pointer, a reference or an array of groups is not a group. */
        TSNode direct = node_is(d, "init_declarator") ? ts_node_child_by_field_name(d, "declarator", 10) : d;
        if (!node_same(direct, id) && !node_is(direct, "reference_declarator"))
            return -1;
        if (names_kind_type(p, src, type, kind))
            return 1;
        TSNode value = node_is(d, "init_declarator") ? ts_node_child_by_field_name(d, "value", 5) : (TSNode){0};
        if (node_is(type, "placeholder_type_specifier") && !ts_node_is_null(value) &&
            is_kind_creation(p, src, value, kind))
            return 1;
        return -1;
    }
    return 0;
}

typedef struct DeclSearch {
    const Program *p;
    const Source *src;
    const char *name;
    GroupKind kind; /* the kind looked for */
    int found;      /* 1: every declaration of the name is a group of it; -1: one is not */
} DeclSearch;

static bool find_declarations(TSNode node, void *ctx)
{
    DeclSearch *d = ctx;
    if (node_is(node, "declaration") || node_is(node, "parameter_declaration")) {
        int what = declares_group(d->p, d->src, node, d->name, d->kind);
        if (what < 0 || (what > 0 && d->found == 0))
            d->found = what;
    }
    return d->found >= 0;
}

/* Whether the identifier `object` is a variable every declaration of which
 * in the function around it is a group of `kind`. */
static bool declared_as(const Program *p, const Source *src, TSNode object, GroupKind kind)
{
    if (!node_is(object, "identifier"))
        return false;
    TSNode fn = node_ancestor_of_type(object, "function_definition");
    if (ts_node_is_null(fn))
        return false;
    char *name = node_text(src, object);
    DeclSearch d = {p, src, name, kind, 0};
    node_walk(fn, find_declarations, &d);
    free(name);
    return d.found > 0;
}

/* Whether the expression `object` is a block group: a creation, or a
 * variable every declaration of which in the function around it is one. */
static bool is_group_object(const Program *p, const Source *src, TSNode object)
{
    return block_group_is_creation(p, src, object) || declared_as(p, src, object, KIND_BLOCK);
}

/* The same for the coalesced group of the threads present. */
static bool is_coalesced_object(const Program *p, const Source *src, TSNode object)
{
    return is_plain_creation(p, src, object, "coalesced_threads") || declared_as(p, src, object, KIND_COALESCED);
}

/* The same for a tile (of a block group, of a tile), or a coalesced group. */
static bool is_tile_object(const Program *p, const Source *src, TSNode object)
{
    return is_tile_creation(p, src, object) || declared_as(p, src, object, KIND_TILE) ||
           is_coalesced_object(p, src, object);
}

/* The same for a grid group. */
static bool is_grid_object(const Program *p, const Source *src, TSNode object)
{
    return block_group_is_grid_creation(p, src, object) || declared_as(p, src, object, KIND_GRID);
}

/* What the member `member` of a grid group reads (as
 * cooperative_groups/details/helpers.h's grid namespace does), or its
 * sync; unknown for the rest, which a fused kernel cannot stand in for. */
static BlockGroupUse grid_member_use(const char *member)
{
    BlockGroupUse u = {.known = true, .grid = true};
    if (strcmp(member, "thread_rank") == 0 || strcmp(member, "thread_index") == 0)
        u.reads_thread_idx = u.reads_block_idx = u.reads_block_dim = u.reads_grid_dim = true;
    else if (strcmp(member, "block_rank") == 0)
        u.reads_block_idx = u.reads_grid_dim = true;
    else if (strcmp(member, "block_index") == 0)
        u.reads_block_idx = true;
    else if (strcmp(member, "size") == 0 || strcmp(member, "num_threads") == 0 || strcmp(member, "dim_threads") == 0)
        u.reads_block_dim = u.reads_grid_dim = true;
    else if (strcmp(member, "num_blocks") == 0 || strcmp(member, "dim_blocks") == 0 ||
             strcmp(member, "group_dim") == 0)
        u.reads_grid_dim = true;
    else if (strcmp(member, "sync") == 0)
        u.grid_syncs = true; /* every strategy refuses it (REFUSAL_CHILD_GRID_SYNC) */
    else
        u.known = false;
    return u;
}

/* What the member `member` of a tile reads and does: the thread's place in
 * its block (its rank in the tile, its tile's in the block), or a
 * warp-wide operation, whose result is the thread's own. */
static BlockGroupUse tile_member_use(const char *member)
{
    static const char *const warp_ops[] = {"sync", "shfl", "shfl_up", "shfl_down", "shfl_xor", "any", "all",
                                           "ballot", "match_any", "match_all", NULL};
    BlockGroupUse u = {.known = true, .tile = true};
    if (strcmp(member, "thread_rank") == 0 || strcmp(member, "meta_group_rank") == 0) {
        u.reads_thread_idx = u.reads_block_dim = true;
        return u;
    }
    if (strcmp(member, "meta_group_size") == 0) {
        u.reads_block_dim = true;
        return u;
    }
    if (strcmp(member, "size") == 0 || strcmp(member, "num_threads") == 0)
        return u; /* the tile's size: a constant */
    for (int i = 0; warp_ops[i]; i++)
        if (strcmp(member, warp_ops[i]) == 0) {
            u.warp_op = u.reads_thread_idx = true; /* each thread's own result */
            return u;
        }
    return (BlockGroupUse){0};
}

/* What the member `member` of a block group reads and does. */
static BlockGroupUse member_use(const char *member)
{
    BlockGroupUse u = {.known = true};
    if (strcmp(member, "sync") == 0)
        u.syncs = true;
    else if (strcmp(member, "group_index") == 0)
        u.reads_block_idx = true;
    else if (strcmp(member, "thread_index") == 0)
        u.reads_thread_idx = u.index = true;
    else if (strcmp(member, "thread_rank") == 0)
        u.reads_thread_idx = u.reads_block_dim = u.rank = true;
    else if (strcmp(member, "size") == 0 || strcmp(member, "num_threads") == 0 || strcmp(member, "group_dim") == 0 ||
             strcmp(member, "dim_threads") == 0 || strcmp(member, "group_size") == 0)
        u.reads_block_dim = true;
    else
        u.known = false;
    return u;
}

const char *block_group_kind(BlockGroupUse use)
{
    return use.grid ? "grid_group" : use.tile ? "tiles" : "thread_block";
}

/* A free collective of cooperative_groups on a tile: reduce, inclusive_scan,
 * exclusive_scan (a tile and a value, and an operation); or the operation,
 * one of the function objects cooperative_groups gives (cg::plus<int>()),
 * which reads nothing. */
static BlockGroupUse collective_use(const Program *p, const Source *src, TSNode fn, TSNode args)
{
    static const char *const collectives[] = {"reduce", "inclusive_scan", "exclusive_scan", NULL};
    static const char *const operations[] = {"plus", "less", "greater", "bit_and", "bit_or", "bit_xor", NULL};
    uint32_t n = node_named_child_count(args);
    TSNode name = node_is(fn, "template_function") ? ts_node_child_by_field_name(fn, "name", 4) : fn;
    for (int i = 0; operations[i]; i++)
        if (n == 0 && names_member(p, src, name, operations[i]))
            return (BlockGroupUse){.known = true};
    if (node_is(fn, "template_function") || n < 2 || n > 3 || !is_tile_object(p, src, node_named_child(args, 0)))
        return (BlockGroupUse){0};
    for (int i = 0; collectives[i]; i++)
        if (names_member(p, src, fn, collectives[i]))
            return (BlockGroupUse){.known = true, .tile = true, .warp_op = true, .reads_thread_idx = true};
    return (BlockGroupUse){0};
}

/* What a member (or free function) of the group object `object` reads
 * and does: a tile's, a coalesced group's (whose every member depends on
 * the threads present), a grid group's or a block group's. */
static BlockGroupUse object_use(const Program *p, const Source *src, TSNode object, const char *member, bool free_fn)
{
    if (is_tile_object(p, src, object)) {
        BlockGroupUse u = tile_member_use(strcmp(member, "group_size") == 0 ? "size" : member);
        if (u.known && is_coalesced_object(p, src, object))
            u.reads_thread_idx = true;
        return u;
    }
    if (is_grid_object(p, src, object))
        return grid_member_use(strcmp(member, "group_size") == 0 ? "size" : member);
    if (!is_group_object(p, src, object) || (!free_fn && strcmp(member, "group_size") == 0))
        return (BlockGroupUse){0};
    return member_use(member);
}

BlockGroupUse block_group_call(const Program *p, const Source *src, TSNode call)
{
    BlockGroupUse none = {0};
    if (!p->groups_named || !node_is(call, "call_expression"))
        return none;
    if (block_group_is_creation(p, src, call))
        return (BlockGroupUse){.known = true, .creates = true};
    if (block_group_is_grid_creation(p, src, call))
        return (BlockGroupUse){.known = true, .creates = true, .grid = true};
    if (is_tile_creation(p, src, call))
        return (BlockGroupUse){.known = true, .creates = true, .tile = true, .reads_thread_idx = true,
                               .reads_block_dim = true};
    if (is_plain_creation(p, src, call, "coalesced_threads"))
        return (BlockGroupUse){.known = true, .creates = true, .tile = true, .reads_thread_idx = true};
    TSNode fn = node_named_child(call, 0);
    TSNode args = node_child_of_type(call, "argument_list");
    if (ts_node_is_null(args))
        return none;
    if (node_is(fn, "field_expression")) {
        TSNode field = node_child_of_type(fn, "field_identifier");
        if (ts_node_is_null(field))
            return none;
        char *member = node_text(src, field);
        BlockGroupUse u = object_use(p, src, node_named_child(fn, 0), member, false);
        free(member);
        /* A tile's shuffles take arguments; the rest no more than none. */
        return u.known && (u.tile || node_named_child_count(args) == 0) ? u : none;
    }
    BlockGroupUse collective = collective_use(p, src, fn, args);
    if (collective.known || node_is(fn, "template_function")) /* tile.shfl<T>(...) is not a form taken */
        return collective;
    /* cooperative_groups::sync(g), thread_rank(g), group_size(g) */
    static const char *const free_functions[] = {"sync", "thread_rank", "group_size", NULL};
    if (node_named_child_count(args) != 1)
        return none;
    for (int i = 0; free_functions[i]; i++)
        if (names_member(p, src, fn, free_functions[i]))
            return object_use(p, src, node_named_child(args, 0), free_functions[i], true);
    return none;
}
