/* Why the plan did not do what was asked, typed: why a launch site is left
 * as written or took a finer granularity, why threshold or coarsening was
 * not applied, what became of a device-side cudaDeviceSynchronize, why a
 * kernel got no persistent version, and what became of its shared memory.
 * The plan records a code, the function the reason is about and whatever
 * the text quotes; report/report_refusal.c writes the text.
 *
 * One ownership rule: a Refusal has exactly one owner, the plan field or
 * the Refusal (cause, also) that holds it, or the caller of the function
 * that made it until it stores it. refusal_free frees it with everything
 * it holds; to keep one in two places, copy it (refusal_copy). */
#ifndef DPOPT_PLAN_REFUSAL_H
#define DPOPT_PLAN_REFUSAL_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* Every reason, with its stable name (the JSON report's "code"). The text
 * of each is in report/report_refusal.c. */
#define REFUSAL_CODES(X)                                                                                              \
    /* every strategy: the site itself (plan/site_checks.c) */                                                       \
    X(REFUSAL_HOST_SIDE, "host_side")                                                                                 \
    X(REFUSAL_HOST_SIDE_AGGREGATE, "host_side_aggregate")                                                             \
    X(REFUSAL_HOST_SIDE_REMOVE, "host_side_remove")                                                                   \
    X(REFUSAL_UNSEEN_FILE, "unseen_file")                                                                             \
    X(REFUSAL_UNSEEN_LAUNCH, "unseen_launch")                                                                         \
    X(REFUSAL_RESERVED_NAME, "reserved_name")                                                                         \
    X(REFUSAL_CLUSTERS, "clusters")                                                                                   \
    X(REFUSAL_CALLS_COMPILED_APART, "calls_compiled_apart")                                                           \
    X(REFUSAL_CHILD_NOT_DEFINED, "child_not_defined")                                                                 \
    X(REFUSAL_NAME_DEFINED_TWICE, "name_defined_twice")                                                               \
    X(REFUSAL_LAUNCH_IN_EXPRESSION, "launch_in_expression")                                                           \
    X(REFUSAL_LAUNCH_IN_PREPROC_GROUP, "launch_in_preproc_group")                                                     \
    X(REFUSAL_BRANCH_MACRO_CHANGED, "branch_macro_changed")                                                           \
    X(REFUSAL_CHILD_TEMPLATE_DEDUCED, "child_template_deduced")                                                       \
    X(REFUSAL_CHILD_TEMPLATE_PARTIAL, "child_template_partial")                                                       \
    X(REFUSAL_CALLEE_UNSEEN, "callee_unseen")                                                                         \
    X(REFUSAL_CALLEE_UNSEEN_THREAD, "callee_unseen_thread")                                                           \
    X(REFUSAL_CALLEE_READS_PLACE, "callee_reads_place")                                                               \
    X(REFUSAL_HELPER_NOT_COPIED, "helper_not_copied")                                                                 \
    X(REFUSAL_CHILD_PARAM_UNNAMED, "child_param_unnamed")                                                             \
    X(REFUSAL_DEFAULT_ARGUMENTS, "default_arguments")                                                                 \
    X(REFUSAL_CHILD_IN_NAMESPACE, "child_in_namespace")                                                               \
    X(REFUSAL_CHILD_ASM, "child_asm")                                                                                 \
    X(REFUSAL_IMPLICIT_PLACE, "implicit_place")                                                                       \
    X(REFUSAL_CONFIG_SIDE_EFFECT, "config_side_effect")                                                               \
    X(REFUSAL_CHILD_FRIEND, "child_friend")                                                                           \
    X(REFUSAL_CHILD_ATTRIBUTE_SET, "child_attribute_set")                                                             \
    X(REFUSAL_SHARED_LIMIT, "shared_limit")                                                                           \
    X(REFUSAL_BLOCK_GROUP, "block_group")                                                                             \
    X(REFUSAL_GROUP_TILE_BLOCK, "group_tile_block")                                                                   \
    X(REFUSAL_HIDDEN_LAUNCH, "hidden_launch")                                                                         \
    X(REFUSAL_LOOP_NOT_TOGETHER, "loop_not_together")                                                                 \
    X(REFUSAL_LOOP_LEFT_EARLY, "loop_left_early")                                                                     \
    X(REFUSAL_CHILD_PARAM_REFERENCE, "child_param_reference")                                                         \
    X(REFUSAL_CHILD_PARAM_NO_DEFAULT, "child_param_no_default")                                                       \
    X(REFUSAL_LAUNCH_MAY_REPEAT, "launch_may_repeat")                                                                 \
    X(REFUSAL_LAUNCH_IN_LAMBDA, "launch_in_lambda")                                                                   \
    X(REFUSAL_LAUNCH_IN_IF_CONSTEXPR, "launch_in_if_constexpr")                                                       \
    X(REFUSAL_DIVERGENT_RETURN, "divergent_return")                                                                   \
    X(REFUSAL_STREAM_DIFFERS, "stream_differs")                                                                       \
    X(REFUSAL_CHILD_GRID_SYNC, "child_grid_sync")                                                                     \
    X(REFUSAL_CHILD_LAUNCHES, "child_launches")                                                                       \
    /* aggregation (plan/plan.c) */                                                                                   \
    X(REFUSAL_HIDDEN_SYNC_WAITS, "hidden_sync_waits")                                                                 \
    X(REFUSAL_SYNC_WAITS, "sync_waits")                                                                               \
    X(REFUSAL_SHARED_SIZE_DIFFERS, "shared_size_differs")                                                             \
    X(REFUSAL_BLOCK_SIZE_DIFFERS, "block_size_differs")                                                               \
    X(REFUSAL_BLOCK_SHAPE_DIFFERS, "block_shape_differs")                                                             \
    X(REFUSAL_WARP_REPEAT, "warp_repeat")                                                                             \
    X(REFUSAL_WARP_DEVICE_FUNCTION, "warp_device_function")                                                           \
    X(REFUSAL_WARP_TAIL_LAUNCH, "warp_tail_launch")                                                                   \
    X(REFUSAL_WARP_RECURSIVE, "warp_recursive")                                                                       \
    X(REFUSAL_WARP_KERNEL_TAIL_LAUNCH, "warp_kernel_tail_launch")                                                     \
    X(REFUSAL_WARP_LAUNCHES_BESIDE, "warp_launches_beside")                                                           \
    X(REFUSAL_WARP_PARENT_WARP_OPS, "warp_parent_warp_ops")                                                           \
    X(REFUSAL_WARP_PARENT_UNSEEN, "warp_parent_unseen")                                                               \
    X(REFUSAL_POSTPONE_DEVICE_FUNCTION, "postpone_device_function")                                                   \
    X(REFUSAL_GRID_LOOP, "grid_loop")                                                                                 \
    X(REFUSAL_GRID_LOOP_ORDERED, "grid_loop_ordered")                                                                 \
    X(REFUSAL_OVER_CAP_LOOP, "over_cap_loop")                                                                         \
    X(REFUSAL_MULTIBLOCK_LOOP, "multiblock_loop")                                                                     \
    X(REFUSAL_GRID_OWN_STREAM, "grid_own_stream")                                                                     \
    X(REFUSAL_GRID_TAIL_ORDER, "grid_tail_order")                                                                     \
    X(REFUSAL_NESTED_ORDERED, "nested_ordered")                                                                       \
    X(REFUSAL_NESTED_TAIL_ASKED, "nested_tail_asked")                                                                 \
    X(REFUSAL_GRAPH_CHAINED_ASKED, "graph_chained_asked")                                                             \
    X(REFUSAL_GRAPH_HOST_COPY, "graph_host_copy")                                                                     \
    X(REFUSAL_GRAPH_RECORDS_KEPT, "graph_records_kept")                                                               \
    X(REFUSAL_GRAPH_BLOCK_VARIES, "graph_block_varies")                                                               \
    X(REFUSAL_GRAPH_OTHER_LAUNCH, "graph_other_launch")                                                               \
    X(REFUSAL_GRAPH_RUNTIME_CALL, "graph_runtime_call")                                                               \
    X(REFUSAL_GRAPH_RUNTIME_CALLEE, "graph_runtime_callee")                                                           \
    X(REFUSAL_GRAPH_LAUNCH_IN_BRANCH, "graph_launch_in_branch")                                                       \
    X(REFUSAL_MULTIBLOCK_OWN_STREAM, "multiblock_own_stream")                                                         \
    X(REFUSAL_MULTIBLOCK_HIDDEN_NULL_STREAM, "multiblock_hidden_null_stream")                                         \
    X(REFUSAL_MULTIBLOCK_NULL_STREAM, "multiblock_null_stream")                                                       \
    X(REFUSAL_PARENT_DEVICE_LAUNCHED, "parent_device_launched")                                                       \
    X(REFUSAL_PARENT_STREAM_LAUNCHED, "parent_stream_launched")                                                       \
    X(REFUSAL_PARENT_HIDDEN_LAUNCHED, "parent_hidden_launched")                                                       \
    X(REFUSAL_PARENT_HOST_THREADS, "parent_host_threads")                                                             \
    X(REFUSAL_PARENT_RUNS_FUSED, "parent_runs_fused")                                                                 \
    X(REFUSAL_ANOTHER_WARP_BATCH, "another_warp_batch")                                                               \
    X(REFUSAL_WARP_OTHER_BRANCH, "warp_other_branch")                                                                 \
    X(REFUSAL_FINER_GRANULARITY, "finer_granularity")                                                                 \
    X(REFUSAL_NOT_AT_WARP_EITHER, "not_at_warp_either")                                                               \
    X(REFUSAL_NEITHER_ASKED_NOR_WARP, "neither_asked_nor_warp")                                                       \
    /* launch removal (plan/removal.c) */                                                                             \
    X(REFUSAL_RECURSIVE, "recursive")                                                                                 \
    X(REFUSAL_CHILD_RUNS_TOGETHER, "child_runs_together")                                                             \
    X(REFUSAL_CHILD_DYNAMIC_SHARED, "child_dynamic_shared")                                                           \
    X(REFUSAL_CHILD_SHARED_IN_BRANCH, "child_shared_in_branch")                                                       \
    X(REFUSAL_CHILD_CALLEE_SHARED, "child_callee_shared")                                                            \
    X(REFUSAL_T4_SHARED_ATOMIC, "t4_shared_atomic")                                                                  \
    X(REFUSAL_CHILD_STATIC_LOCAL, "child_static_local")                                                              \
    X(REFUSAL_CHILD_WAITS, "child_waits")                                                                            \
    X(REFUSAL_PARAM_CHANGED, "param_changed")                                                                        \
    X(REFUSAL_FILE_SHARED, "file_shared")                                                                            \
    X(REFUSAL_CHILD_WARP_OPS, "child_warp_ops")                                                                       \
    X(REFUSAL_T3_WARP_OPS_BARRIERS, "t3_warp_ops_barriers")                                                           \
    X(REFUSAL_T3_WARP_OPS_SYNC, "t3_warp_ops_sync")                                                                   \
    X(REFUSAL_CHILD_RETURNS_BARRIERS, "child_returns_barriers")                                                       \
    X(REFUSAL_CHILD_BARRIERS_UNSPLIT, "child_barriers_unsplit")                                                       \
    X(REFUSAL_T3_DEVICE_FUNCTION, "t3_device_function")                                                               \
    X(REFUSAL_T3_HIDDEN_SYNC, "t3_hidden_sync")                                                                       \
    X(REFUSAL_T3_FAR_SYNC, "t3_far_sync")                                                                             \
    X(REFUSAL_T3_SYNC_DIVERGENT, "t3_sync_divergent")                                                                 \
    X(REFUSAL_T3_SYNC_RESULT_USED, "t3_sync_result_used")                                                             \
    X(REFUSAL_T3_SYNC_T4_CANNOT, "t3_sync_t4_cannot")                                                                 \
    X(REFUSAL_REMOVE_TAIL_LAUNCH, "remove_tail_launch")                                                               \
    X(REFUSAL_REMOVE_OWN_STREAM, "remove_own_stream")                                                                 \
    X(REFUSAL_NULL_STREAM_ORDER, "null_stream_order")                                                                 \
    X(REFUSAL_NULL_STREAM_OVER_CAP, "null_stream_over_cap")                                                           \
    X(REFUSAL_NULL_STREAM_MIXED, "null_stream_mixed")                                                                 \
    X(REFUSAL_T4_DIVERGED_SERIAL, "t4_diverged_serial")                                                               \
    X(REFUSAL_REMOVAL_ONLY, "removal_only")                                                                           \
    X(REFUSAL_FLATTEN_CHILD_BARRIERS, "flatten_child_barriers")                                                       \
    X(REFUSAL_FLATTEN_CHILD_SHARED, "flatten_child_shared")                                                           \
    X(REFUSAL_FLATTEN_ORDERED_FALLBACK, "flatten_ordered_fallback")                                                   \
    X(REFUSAL_FLATTEN_BLOCK_UNORDERED, "flatten_block_unordered")                                                     \
    X(REFUSAL_FLATTEN_WARP_DIVERGED_REPEAT, "flatten_warp_diverged_repeat")                                           \
    X(REFUSAL_FLATTEN_WARP_DIVERGED_BESIDE, "flatten_warp_diverged_beside")                                           \
    X(REFUSAL_OVER_CAP_ORDERED, "over_cap_ordered")                                                                   \
    X(REFUSAL_AGGREGATE_STREAM_ORDER, "aggregate_stream_order")                                                       \
    X(REFUSAL_LEVEL_STREAM_ORDER, "level_stream_order")                                                               \
    X(REFUSAL_NO_PERSISTENT_IN_PLACE, "no_persistent_in_place")                                                       \
    /* T1/T2: why a kernel gets no persistent version (plan/removal.c) */                                             \
    X(REFUSAL_PERSISTENT_LAUNCH_KEPT, "persistent_launch_kept")                                                       \
    X(REFUSAL_PERSISTENT_LAUNCH_IN_BRANCH, "persistent_launch_in_branch")                                             \
    X(REFUSAL_PERSISTENT_LAUNCH_T4_ONLY, "persistent_launch_t4_only")                                                 \
    X(REFUSAL_PERSISTENT_LOOP_UNRUN, "persistent_loop_unrun")                                                         \
    X(REFUSAL_PERSISTENT_SYNC_NOT_ALWAYS, "persistent_sync_not_always")                                               \
    X(REFUSAL_PERSISTENT_CHILD_WARP_OPS, "persistent_child_warp_ops")                                                 \
    X(REFUSAL_PERSISTENT_CHILD_BARRIERS, "persistent_child_barriers")                                                 \
    X(REFUSAL_PERSISTENT_TEMPLATE, "persistent_template")                                                             \
    X(REFUSAL_PERSISTENT_ATTRIBUTE_SET, "persistent_attribute_set")                                                   \
    X(REFUSAL_PERSISTENT_SHARED_LIMIT, "persistent_shared_limit")                                                     \
    X(REFUSAL_PERSISTENT_TOO_MANY_SITES, "persistent_too_many_sites")                                                 \
    X(REFUSAL_PERSISTENT_DEVICE_LAUNCHED, "persistent_device_launched")                                               \
    X(REFUSAL_PERSISTENT_LEVELS_OTHER_LAUNCH, "persistent_levels_other_launch")                                       \
    X(REFUSAL_PERSISTENT_LEVELS_ORDER, "persistent_levels_order")                                                     \
    X(REFUSAL_PERSISTENT_LEVELS_BLOCK, "persistent_levels_block")                                                     \
    X(REFUSAL_PERSISTENT_LEVELS_REPEAT, "persistent_levels_repeat")                                                   \
    X(REFUSAL_PERSISTENT_LEVELS_SYNC, "persistent_levels_sync")                                                       \
    X(REFUSAL_PERSISTENT_HOST_UNSEEN, "persistent_host_unseen")                                                       \
    X(REFUSAL_PERSISTENT_HOST_EXPRESSION, "persistent_host_expression")                                               \
    X(REFUSAL_PERSISTENT_HOST_STREAM, "persistent_host_stream")                                                       \
    X(REFUSAL_PERSISTENT_HOST_BEFORE_DEFINITION, "persistent_host_before_definition")                                 \
    X(REFUSAL_PERSISTENT_HOST_DEFAULT_ARGUMENTS, "persistent_host_default_arguments")                                 \
    X(REFUSAL_PERSISTENT_NO_HOST_LAUNCH, "persistent_no_host_launch")                                                 \
    X(REFUSAL_PERSISTENT_SYNC_DIVERGENT, "persistent_sync_divergent")                                                 \
    X(REFUSAL_PERSISTENT_PARAM_UNNAMED, "persistent_param_unnamed")                                                   \
    X(REFUSAL_PERSISTENT_GRID_SYNC, "persistent_grid_sync")                                                           \
    X(REFUSAL_PERSISTENT_ASM, "persistent_asm")                                                                       \
    X(REFUSAL_PERSISTENT_FRIEND, "persistent_friend")                                                                 \
    /* --flatten=grid: why a launching kernel's fused grids are launched from the device, not by the host right \
       after it (plan/flatten_grid.c) */                                                                             \
    X(REFUSAL_FOLLOW_TEMPLATE, "follow_template")                                                                     \
    X(REFUSAL_FOLLOW_HEAD, "follow_head")                                                                             \
    X(REFUSAL_FOLLOW_PARAM_UNNAMED, "follow_param_unnamed")                                                           \
    X(REFUSAL_FOLLOW_PARAM_GRID_CONSTANT, "follow_param_grid_constant")                                               \
    X(REFUSAL_FOLLOW_FRIEND, "follow_friend")                                                                         \
    X(REFUSAL_FOLLOW_NO_HOST_LAUNCH, "follow_no_host_launch")                                                         \
    X(REFUSAL_FOLLOW_HOST_LAUNCH, "follow_host_launch")                                                               \
    X(REFUSAL_FOLLOW_NAME_USED, "follow_name_used")                                                                   \
    X(REFUSAL_FOLLOW_TAIL_LAUNCH, "follow_tail_launch")                                                               \
    X(REFUSAL_FOLLOW_LAUNCH_IN_BRANCH, "follow_launch_in_branch")                                                     \
    X(REFUSAL_FOLLOW_HOST_THREADS, "follow_host_threads")                                                             \
    X(REFUSAL_COOPERATIVE_RUNTIME_CALL, "cooperative_runtime_call")                                                   \
    X(REFUSAL_COOPERATIVE_RUNTIME_CALLEE, "cooperative_runtime_callee")                                               \
    /* what became of a device-side cudaDeviceSynchronize (plan/removal.c) */                                         \
    X(REFUSAL_SYNC_LAUNCH_KEPT, "sync_launch_kept")                                                                   \
    X(REFUSAL_SYNC_OTHER_LAUNCH_KEPT, "sync_other_launch_kept")                                                       \
    X(REFUSAL_SYNC_OTHER_LAUNCH_T3, "sync_other_launch_t3")                                                           \
    X(REFUSAL_SYNC_RUNS_RECORDS, "sync_runs_records")                                                                 \
    X(REFUSAL_SYNC_BARRIER, "sync_barrier")                                                                           \
    X(REFUSAL_SYNC_DROPPED, "sync_dropped")                                                                           \
    X(REFUSAL_SYNC_PERSISTENT_ROUND, "sync_persistent_round")                                                         \
    /* --threshold (plan/threshold.c) */                                                                              \
    X(REFUSAL_THRESHOLD_TAIL_LAUNCH, "threshold_tail_launch")                                                         \
    X(REFUSAL_THRESHOLD_OWN_STREAM, "threshold_own_stream")                                                           \
    X(REFUSAL_THRESHOLD_BLOCK_STREAM, "threshold_block_stream")                                                       \
    X(REFUSAL_THRESHOLD_DIVERGED_SERIAL, "threshold_diverged_serial")                                                 \
    X(REFUSAL_THRESHOLD_DIVERGED_REPEAT, "threshold_diverged_repeat")                                                 \
    X(REFUSAL_THRESHOLD_INDIRECT_RECURSION, "threshold_indirect_recursion")                                           \
    X(REFUSAL_THRESHOLD_SUBTREE_LAUNCHES, "threshold_subtree_launches")                                               \
    X(REFUSAL_THRESHOLD_SUBTREE_ORDER, "threshold_subtree_order")                                                     \
    X(REFUSAL_THRESHOLD_SUBTREE_GRID_STATE, "threshold_subtree_grid_state")                                           \
    X(REFUSAL_THRESHOLD_SUBTREE_TEMPLATE, "threshold_subtree_template")                                               \
    X(REFUSAL_THRESHOLD_SUBTREE_SIBLING, "threshold_subtree_sibling")                                                 \
    /* --coarsen (plan/coarsen.c) */                                                                                  \
    X(REFUSAL_COARSEN_CHILD_LAUNCHES, "coarsen_child_launches")                                                       \
    X(REFUSAL_COARSEN_COOPERATIVE, "coarsen_cooperative")                                                             \
    X(REFUSAL_COARSEN_RETURNS_BARRIERS, "coarsen_returns_barriers")                                                   \
    X(REFUSAL_COARSEN_FACTOR_DIFFERS, "coarsen_factor_differs")                                                       \
    /* a persistent kernel's shared memory (plan/shared_placement.c) */                                               \
    X(REFUSAL_SHARED_SIDE_BY_SIDE, "shared_side_by_side")                                                             \
    X(REFUSAL_SHARED_PLACED, "shared_placed")                                                                       \
    /* --hoist (plan/hoist.c) */                                                                                     \
    X(REFUSAL_HOIST_PARENT_BODY, "hoist_parent_body")                                                                 \
    X(REFUSAL_HOIST_CHILD_SIZE, "hoist_child_size")                                                                   \
    X(REFUSAL_HOIST_SHAPE, "hoist_shape")                                                                             \
    X(REFUSAL_HOIST_OFFSETS, "hoist_offsets")                                                                         \
    /* --decisions (plan/requests.c) */                                                                               \
    X(REFUSAL_DECISION_OTHER_FAMILY, "decision_other_family")                                                       \
    X(REFUSAL_DECISION_MIX, "decision_mix")

typedef enum RefusalCode {
#define REFUSAL_ENUM(code, name) code,
    REFUSAL_CODES(REFUSAL_ENUM)
#undef REFUSAL_ENUM
        REFUSAL_CODE_COUNT
} RefusalCode;

/* Whose the reason is: the launch statement itself (in the parent), the
 * launching kernel or function (parent), the launched kernel (child), a
 * function the parent's thread also runs (callee: a function it calls or
 * one calling it), or the whole file. */
typedef enum RefusalRole { ROLE_FILE, ROLE_LAUNCH, ROLE_PARENT, ROLE_CHILD, ROLE_CALLEE } RefusalRole;

typedef struct RefusalSubject {
    RefusalRole role;
    int function;  /* index in program->functions; -1: none (the file, an undefined child) */
    unsigned line; /* the line responsible; 0: none */
} RefusalSubject;

#define REFUSAL_DETAILS 3

typedef struct Refusal {
    RefusalCode code;
    RefusalSubject subject;
    /* What the text quotes, in the order report_refusal.c says per code: a
     * name, a type, a call chain, an analysis's own note. NULL: unused. */
    char *detail[REFUSAL_DETAILS];
    unsigned number;        /* a second line, a count or a flag the text needs */
    int got, asked;         /* FINER_GRANULARITY and the like: the Granularity or Removal
                               used and the one asked */
    struct Refusal *cause;  /* the reason this one follows from ("t4 only: <cause>") */
    struct Refusal *also;   /* a second reason told with it ("; not at warp granularity either") */
} Refusal;

/* A refusal about function `function` in role `role`, blamed on the line
 * of `at` (a null node: the function's own line; neither: no line). */
Refusal *refusal_about(const Program *p, RefusalCode code, RefusalRole role, int function, TSNode at);
/* About launch site s: its statement (ROLE_LAUNCH), its kernel
 * (ROLE_PARENT) or its child (ROLE_CHILD), at the launch's line. */
Refusal *refusal_of_site(const Program *p, RefusalCode code, RefusalRole role, const LaunchSite *s);
/* A reason that follows from `cause` (which it takes), about the same subject. */
Refusal *refusal_because(RefusalCode code, Refusal *cause);
/* Sets detail i to a copy of text (NULL: none); returns r. */
Refusal *refusal_detail(Refusal *r, int i, const char *text);
Refusal *refusal_copy(const Refusal *r);
/* The same reason about the same subject, told the same way. */
bool refusal_equal(const Refusal *a, const Refusal *b);
void refusal_free(Refusal *r);
/* The code's stable name, e.g. "child_launches". */
const char *refusal_code_name(RefusalCode code);
/* "file", "launch", "parent", "child", "callee". */
const char *refusal_role_name(RefusalRole role);

#endif
