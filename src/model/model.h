/* What a CUDA file is, independent of how it was spelled: its functions
 * (kernels, device and host functions), their parameters, the kernel launch
 * sites, the calls between functions and the calls into the CUDA runtime.
 * Everything points back into the syntax tree so that later stages can
 * rewrite exactly the bytes they mean. */
#ifndef DPOPT_MODEL_MODEL_H
#define DPOPT_MODEL_MODEL_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/callgraph.h"
#include "syntax/branch.h"
#include "syntax/macro_set.h"
#include "syntax/macros.h"
#include "syntax/parse.h"

/* Execution spaces a function is compiled for; a set of bits. */
enum {
    SPACE_HOST = 1 << 0,
    SPACE_DEVICE = 1 << 1,
    SPACE_GLOBAL = 1 << 2, /* a kernel */
};

typedef struct Param {
    char *name;  /* "" for an unnamed parameter */
    char *type;  /* exact type text, the name cut out: "const int *", "float &" */
    TSNode node;
} Param;

typedef struct Function {
    char *name;              /* unqualified: "child", "Tree::insert" keeps the qualifier */
    unsigned spaces;         /* SPACE_* bits; a plain function is SPACE_HOST */
    bool is_definition;      /* has a body */
    bool is_template;
    bool is_static;
    bool is_extern_c;
    char *template_params;   /* "<typename T>" or NULL */
    char *launch_bounds;     /* "256" or "256, 2" or NULL */
    char *max_registers;     /* "32" of __maxnreg__(32), or NULL: a bound of its own, which every
                                copy keeps and beside which no __launch_bounds__ may go */
    bool clusters;           /* __cluster_dims__(...): its blocks run in clusters, which a copy of it
                                or a fused grid would not */
    Param *params;
    int param_count, param_cap;
    TSNode node;             /* function_definition or declaration */
    TSNode outer;            /* the outermost node to rewrite: the template_declaration if templated */
    TSNode body;             /* compound_statement, or null */
    bool recursive;          /* reaches itself in the call graph (calls and launches) */
    TSNode pointer_call;     /* its first call through a pointer (model/pointer_calls.h), or null */
    TSNode address_taken;    /* the first use of its name that is not a call (model/address_taken.h),
                                or null */
    bool never_inlined;      /* __noinline__ (or noinline): nvcc keeps it a function of its own */
    bool exported;           /* a __device__ function (no kernel) defined here that another file may
                                call: not static, inline, constexpr, a template or a class's member;
                                nvcc compiles it as a function of its own, bounded by no kernel */
    char *imported_from;     /* a kernel another file of the program defines, read in after the
                                file's own text (model/imports.h): that file; NULL otherwise */
    uint32_t imported_line;  /* there, the line its definition starts on */
    char *name_base;         /* what generated names for it start with: <name>_in_<file> for
                                one imported, so that two files' code for it never clash; NULL:
                                its name (model_name_base) */
    TSNode attribute_set;    /* a kernel: the first cudaFuncSetAttribute(<it>, ...) call of the
                                file that a launch may need (a copy of the kernel would not have
                                it; not a carveout, nor 48 KB or less of dynamic shared memory);
                                null: none (model/hidden.h) */
} Function;

/* An entry of the functions' index by name. */
typedef struct FunctionName {
    const char *name;        /* the function's own name string */
    int fn;
} FunctionName;

typedef struct LaunchSite {
    char *callee;            /* kernel name as written, without template arguments */
    char *template_args;     /* "<int>" or NULL: as written, or as deduced */
    bool template_args_deduced; /* template_args are dpopt's, read from the arguments
                                   (model/deduce.h): the launch writes none */
    bool template_args_partial; /* the launch writes the first template arguments
                                   only, and dpopt cannot read the rest from its
                                   arguments (model/deduce.h) */
    int callee_fn;           /* index of the kernel's definition, -1 when unknown */
    int caller_fn;           /* enclosing function, -1 at file scope */
    bool device_side;        /* launched from device code */
    char *grid, *block, *shmem, *stream;  /* configuration texts; shmem/stream NULL when absent */
    TSNode config[4];        /* grid, block, shmem, stream nodes (null when absent) */
    int config_count;
    char **args;
    TSNode *arg_nodes;
    int arg_count;
    TSNode node;             /* the call_expression */
    TSNode statement;        /* the statement holding the launch */
    char *unseen;            /* why dpopt cannot know what its configuration or arguments are
                                (a macro spells them, ...: model/unseen.h); NULL when it can */
    Branch branch;           /* the preprocessor branch holding it in its function's body
                                (syntax/branch.h): condition NULL when in none */
} LaunchSite;

typedef struct Call {
    char *callee;
    int callee_fn;           /* -1 for functions not defined in this file */
    int caller_fn;
    bool is_runtime;         /* a CUDA runtime API call (cudaMalloc, ...) */
    TSNode node;             /* call_expression */
} Call;

/* A header the file includes with quotes (beside it or in a -I folder), and
 * the quoted headers it includes in turn: parsed on its own so that what
 * its functions do is read from code (comments and strings are not code).
 * dpopt never rewrites a header. Headers included with <...> are not read. */
typedef struct Header {
    char *path;              /* as found: the including file's folder or a -I folder, then the name */
    Source *src;
    SyntaxTree *tree;
    /* The #include that read it (the first, where several do): what
     * model/splice.c needs to read the header into the file in its place. */
    int includer;            /* index into Program.headers of the header that holds it; -1: the file */
    char *spelled;           /* the name it writes, "kernels.cuh" */
    uint32_t include_start, include_end; /* its bytes, in the includer's text */
    bool include_at_top;     /* at file scope, in no #if group */
    bool found_beside;       /* found in the includer's folder (not a -I folder) */
    int include_count;       /* the #include lines of the translation unit that name it */
    char *kept_why;          /* why it is not read into the file (model/splice.h); NULL */
} Header;

/* A function a header defines: its body is known, its facts come from it. */
typedef struct HeaderFunction {
    char *name;              /* as written, a qualifier kept: "f", "Tree::insert" */
    int header;              /* index into Program.headers */
    TSNode body;             /* compound_statement */
    bool has_error;          /* its definition holds a syntax error: dpopt cannot see all of it */
    bool never_inlined;      /* as Function's */
    bool exported;           /* as Function's */
} HeaderFunction;

/* A launch written with <<<...>>> in a kernel or device function a quoted
 * header defines: never rewritten (dpopt writes the input file only), and
 * so named in a note. */
typedef struct HeaderLaunch {
    int header;              /* index into Program.headers */
    char *callee;            /* the launched kernel's name as written */
    TSNode node;             /* call_expression, in the header's tree */
} HeaderLaunch;

/* What code does that the plan must know of and may not see in the parsed
 * code: a set of bits (model/hidden.h). */
enum {
    HIDDEN_LAUNCH = 1 << 0, /* launches a kernel */
    HIDDEN_SYNC = 1 << 1,   /* waits for the children: cudaDeviceSynchronize */
    HIDDEN_ALLOC = 1 << 2,  /* device memory: cudaMalloc or cudaFree */
};

/* Code in a function's body that dpopt cannot see into or does not
 * rewrite: a macro invocation whose expansion (through the macros it
 * names too) launches a kernel, synchronises or allocates, or a launch
 * through the runtime API (cudaLaunchKernel, ...). */
/* What a hidden use is. */
typedef enum HiddenSource {
    HIDDEN_BY_RUNTIME,         /* a runtime call: cudaLaunchKernel, ... */
    HIDDEN_BY_MACRO,           /* a macro invocation */
    HIDDEN_BY_HEADER_FUNCTION, /* a call of a function a quoted header defines */
    HIDDEN_BY_ESCAPE,          /* a kernel's name used other than as a launch's callee: its address
                                  taken, passed or stored (cudaLaunchKernelEx(&cfg, k, ...), a graph
                                  node's func, `auto f = k;`), by which it may be launched unseen */
} HiddenSource;

typedef struct HiddenUse {
    int function;            /* the function whose body holds it; -1 at file scope (an escape) */
    unsigned kinds;          /* HIDDEN_* bits */
    char *name;              /* the macro, the runtime or the header function; the kernel, for an escape */
    HiddenSource from;
    TSNode node;             /* the invocation: a call_expression, or a macro's identifier; the
                                kernel's name, for an escape */
} HiddenUse;

/* A class (struct or class with a body) the file or a quoted header
 * defines (model/classes.h). */
typedef struct ClassDef {
    char *name;
    int header;              /* index into Program.headers; -1 for the input */
    uint32_t line;           /* of its definition */
    bool has_constructor;    /* declares a constructor */
    bool has_default;        /* declares one callable without arguments */
    TSNode node;             /* its struct_specifier or class_specifier, in its header's tree
                                for a header's */
} ClassDef;

/* A function a class declares its friend (`friend __global__ void k(...);`
 * in its body), found with the classes (model/classes.h): a generated copy
 * of the function's body, under another name, is no friend. */
typedef struct FriendDecl {
    char *name;              /* the function's name without its qualifiers */
    char *class_name;        /* the class whose body declares it */
    int header;              /* index into Program.headers; -1 for the input */
    uint32_t line;           /* of the friend declaration */
} FriendDecl;

/* What analyses found once for the program (model/memo.h). */
typedef struct ProgramMemo ProgramMemo;

typedef struct Program {
    const Source *src;
    const SyntaxTree *tree;
    const MacroSet *command_line; /* -D, -U and the -include files' words (the caller's), or NULL */
    Header *headers;
    int header_count, header_cap;
    HeaderFunction *header_functions;
    int header_function_count, header_function_cap;
    HeaderLaunch *header_launches;
    int header_launch_count, header_launch_cap;
    MacroTable macros;       /* every #define of the file and its quoted headers, read once
                                (syntax/macros.h): a body naming one runs its text */
    HiddenUse *hidden;       /* what function bodies do that dpopt cannot see (model/hidden.h) */
    int hidden_count, hidden_cap;
    Function *functions;
    int function_count, function_cap;
    FunctionName *by_name;   /* every function, sorted by name, then document order */
    FunctionName *by_bare_name; /* the same by unqualified name ("ns::f" as "f"), then
                                   document order: what model_names_match compares */
    LaunchSite *launches;
    int launch_count, launch_cap;
    Call *calls;
    int call_count, call_cap;
    ClassDef *classes;       /* model/classes.h */
    int class_count, class_cap;
    FriendDecl *friends;     /* model/classes.h */
    int friend_count, friend_cap;
    char **file_vars;        /* writable variables at file scope (model/file_vars.h) */
    int file_var_count, file_var_cap;
    char *unseen;            /* why dpopt may plan nothing in this file (it read only one
                                branch of each #if, ...: model/unseen.h); NULL normally */
    uint32_t unseen_at;      /* where that is */
    CallGraph graph;         /* model/callgraph.h */
    char **group_aliases;    /* names declared for cooperative_groups (model/group_names.h) */
    int group_alias_count, group_alias_cap;
    bool groups_unqualified; /* `using namespace cooperative_groups;` */
    bool groups_named;       /* the code names cooperative_groups at all */
    uint32_t own_len;        /* the file's own text; past it, kernels read in from the program's
                                other files (model/imports.h), never written out */
    const struct Imports *imports; /* the kernels the file launches that other files define, and
                                      why those not read in are not; NULL for one file alone */
    char **toolkit_includes; /* `#include <...>` of the file and its headers that no -I or
                                -isystem folder holds: the compiler's own (model/toolkit.h) */
    int toolkit_include_count, toolkit_include_cap;
    const char *toolkit_dir; /* the CUDA toolkit's include folder, set by the caller; NULL: none */
    ProgramMemo *memo;       /* analysis results, each found once: made with the program and
                                freed with it (model/memo.h) */
} Program;

Program *model_build(const SyntaxTree *tree);
/* The same, looking for quoted includes also in these folders (-I), each
 * header read as the compiler reads it where `macros` (the command line's,
 * syntax/specialize.h; NULL for none) decide its #if groups. */
Program *model_build_with_includes(const SyntaxTree *tree, const char *const *include_dirs, int include_dir_count,
                                   const MacroSet *macros);
void model_free(Program *program);
/* What generated names for fn start with: its name, or name_base. */
const char *model_name_base(const Function *fn);

/* The definition of a function by name, preferring one with a body; -1 if
 * none. */
int model_find_function(const Program *program, const char *name);
/* Function fn's parameter called `name`, or NULL. */
const Param *model_find_param(const Function *fn, const char *name);
/* Another definition of function fn's name (an overload, an explicit
 * specialisation of a template), or -1: the model reads each name as one
 * function, so what it knows of fn may be another's. Member functions
 * defined in their classes' bodies are left out (one name in two classes). */
int model_other_definition(const Program *program, int fn);
/* The function whose definition holds the byte at `offset`, or -1. */
int model_function_at(const Program *program, uint32_t offset);
const char *model_space_name(unsigned spaces);
/* Where a declaration of the parameter puts its name in its type: at the
 * end, or inside the `(*)` of a pointer to an array or a function
 * (`float (*m)[4]`); -1 for a type no declaration here can spell with a
 * name (`void (*(*)(int))(int)`, `int (&)[4]`). */
int model_param_name_at(const Param *param);
/* True when a call of `called` may reach the function defined as `defined`:
 * the same name once qualifiers are set aside ("ns::f" and "f"). */
bool model_names_match(const char *defined, const char *called);
/* The functions that model_names_match(name, called) holds for, in
 * document order: Program.by_bare_name[*first .. *first + count), count
 * returned. A binary search, where a scan of every function for each
 * call followed is quadratic in a file of many functions and calls. */
int model_functions_matching(const Program *program, const char *called, int *first);
/* Runtime API names the device runtime (and host) offer. */
bool model_is_runtime_api(const char *name);
/* A name spelled as the CUDA runtime's are, cudaXxx: a runtime call,
 * listed above or not. */
bool model_is_cuda_api_name(const char *name);
/* cudaGetLastError or cudaPeekAtLastError: a query of the calling
 * thread's last device-runtime error. */
bool model_is_error_query(const char *name);

/* Such a query as code, recognised here once: analysis/pure_body.c lets a
 * body that calls nothing but its launch and these be hoisted (ignoring
 * what only a failed query runs), and transform/renames.c then replaces
 * them with cudaSuccess; two copies of the test could drift apart, so
 * that one pass accepts what the other leaves. */
/* A call of cudaGetLastError() or cudaPeekAtLastError() with no
 * arguments and no launch configuration, its callee a plain identifier
 * (not parenthesised, not qualified). */
bool model_is_error_query_call(const Source *src, TSNode node);
/* Such a call compared with cudaSuccess (the identifier) by == or !=,
 * either way round; *equal tells which operator. `parenthesised`: the
 * comparison and each operand read inside any parentheses, as a condition
 * reads; else the comparison is the node itself, the very text a rewrite
 * replaces. */
bool model_is_error_query_compared(const Source *src, TSNode node, bool parenthesised, bool *equal);

#endif
