#include "model/toolkit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/memo.h"
#include "syntax/source.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* What was read of the toolkit for one program: the builtins' names,
 * sorted, and the headers read (so that each is read once). */
typedef struct ToolkitNames {
    char **names;
    int count, cap;
    char **read;
    int read_count, read_cap;
} ToolkitNames;

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* dir/include when it holds cuda_runtime.h. */
static char *include_folder(const char *dir, size_t len)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_append(&b, dir, len);
    strbuf_puts(&b, "/include");
    char *folder = strbuf_take(&b);
    strbuf_init(&b);
    strbuf_printf(&b, "%s/cuda_runtime.h", folder);
    bool found = is_file(b.data);
    strbuf_free(&b);
    if (!found) {
        free(folder);
        return NULL;
    }
    return folder;
}

char *toolkit_locate(void)
{
    static const char *const homes[] = {"CUDA_HOME", "CUDA_PATH", NULL};
    for (int i = 0; homes[i]; i++) {
        const char *home = getenv(homes[i]);
        char *folder = home && home[0] ? include_folder(home, strlen(home)) : NULL;
        if (folder)
            return folder;
    }
    /* nvcc in PATH/bin: the toolkit is its folder's parent. */
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *end = strchr(path, ':');
        size_t len = end ? (size_t)(end - path) : strlen(path);
        StrBuf nvcc;
        strbuf_init(&nvcc);
        strbuf_append(&nvcc, path, len);
        strbuf_puts(&nvcc, "/nvcc");
        char *real = is_file(nvcc.data) ? realpath(nvcc.data, NULL) : NULL;
        strbuf_free(&nvcc);
        char *folder = NULL;
        if (real) {
            char *slash = strrchr(real, '/'); /* .../bin/nvcc */
            if (slash)
                *slash = '\0';
            slash = strrchr(real, '/');
            if (slash)
                folder = include_folder(real, (size_t)(slash - real));
            free(real);
        }
        if (folder)
            return folder;
        path = end ? end + 1 : NULL;
    }
    return NULL;
}

static int compare_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The name a builtin declaration declares: the identifier before the first
 * `(` after the marker at `i`, before any `;`, `{` or `}`. */
static void add_declared_name(ToolkitNames *t, const char *text, uint32_t len, uint32_t i)
{
    uint32_t last_start = 0, last_end = 0;
    while (i < len) {
        uint32_t past = text_skip_literal(text, len, i);
        if (past > i) {
            i = past;
            continue;
        }
        char c = text[i];
        if (c == ';' || c == '{' || c == '}' || c == '#')
            return;
        if (c == '(')
            break;
        if (text_is_ident_char(c)) {
            last_start = i;
            i = last_end = text_skip_ident(text, len, i);
            continue;
        }
        i++;
    }
    if (i >= len || last_end == last_start || (text[last_start] >= '0' && text[last_start] <= '9'))
        return;
    char *name = xstrndup(text + last_start, last_end - last_start);
    /* `operator new(...)`: an operator, not a function one calls by name. */
    if (strcmp(name, "operator") == 0 || strcmp(name, "new") == 0 || strcmp(name, "delete") == 0 ||
        strcmp(name, "__attribute__") == 0 || strcmp(name, "decltype") == 0) {
        free(name);
        return;
    }
    ARRAY_PUSH(t->names, t->count, t->cap, name);
}

static void read_toolkit_header(ToolkitNames *t, const char *dir, const char *path, int depth);

/* The start of the line after the one at `i` (a continued line goes on). */
static uint32_t line_after(const char *text, uint32_t len, uint32_t i)
{
    while (i < len && text[i] != '\n') {
        uint32_t joined = text_continuation(text, len, i);
        i += joined ? joined : text[i] == '\\' && i + 1 < len ? 2 : 1;
    }
    return i < len ? i + 1 : len;
}

/* One preprocessor line at `i` (past its `#`): an #include is read. */
static void follow_include(ToolkitNames *t, const char *dir, const char *from, const char *text, uint32_t len,
                           uint32_t i, int depth)
{
    i = text_skip_blanks(text, len, i);
    if (len - i < 7 || strncmp(text + i, "include", 7) != 0)
        return;
    i = text_skip_blanks(text, len, i + 7);
    if (i >= len || (text[i] != '<' && text[i] != '"'))
        return;
    char close = text[i] == '<' ? '>' : '"';
    uint32_t start = ++i;
    while (i < len && text[i] != close && text[i] != '\n')
        i++;
    if (i >= len || text[i] != close)
        return;
    StrBuf path;
    strbuf_init(&path);
    const char *slash = strrchr(from, '/');
    /* A quoted include is looked for beside its header first. */
    if (close == '"' && slash) {
        strbuf_append(&path, from, (size_t)(slash - from) + 1);
        strbuf_append(&path, text + start, i - start);
        if (is_file(path.data)) {
            read_toolkit_header(t, dir, path.data, depth);
            strbuf_free(&path);
            return;
        }
        path.len = 0;
        path.data[0] = '\0';
    }
    strbuf_printf(&path, "%s/", dir);
    strbuf_append(&path, text + start, i - start);
    read_toolkit_header(t, dir, path.data, depth);
    strbuf_free(&path);
}

/* A header of the toolkit: its builtin declarations, and the headers it
 * includes (16 deep at most). Preprocessor lines are not declarations:
 * `#define __DEVICE_FUNCTIONS_DECL__ __device__ __cudart_builtin__`. */
static void read_toolkit_header(ToolkitNames *t, const char *dir, const char *path, int depth)
{
    if (depth > 16 || !is_file(path))
        return;
    char *real = realpath(path, NULL);
    if (!real)
        return;
    for (int i = 0; i < t->read_count; i++)
        if (strcmp(t->read[i], real) == 0) {
            free(real);
            return;
        }
    ARRAY_PUSH(t->read, t->read_count, t->read_cap, real);
    Source *src = source_load_header(real);
    if (!src)
        return;
    const char *text = src->text;
    uint32_t len = src->len;
    bool line_start = true;
    for (uint32_t i = 0; i < len;) {
        char c = text[i];
        if (c == '\n') {
            line_start = true;
            i++;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
            i++;
            continue;
        }
        if (c == '#' && line_start) {
            follow_include(t, dir, real, text, len, i + 1, depth + 1);
            i = line_after(text, len, i);
            continue;
        }
        line_start = false;
        uint32_t past = text_skip_literal(text, len, i);
        if (past > i) {
            i = past;
            continue;
        }
        if (!text_is_ident_char(c)) {
            i++;
            continue;
        }
        uint32_t end = text_skip_ident(text, len, i);
        bool marker = (end - i == 18 && strncmp(text + i, "__device_builtin__", 18) == 0) ||
                      (end - i == 18 && strncmp(text + i, "__cudart_builtin__", 18) == 0);
        if (marker)
            add_declared_name(t, text, len, end);
        i = end;
    }
    source_free(src);
}

static void names_free(void *result)
{
    ToolkitNames *t = result;
    for (int i = 0; i < t->count; i++)
        free(t->names[i]);
    for (int i = 0; i < t->read_count; i++)
        free(t->read[i]);
    free(t->names);
    free(t->read);
    free(t);
}

/* The builtins of the program's toolkit headers, read on first use and
 * kept in the program's memo (model/memo.h). */
static const ToolkitNames *names_of(const Program *program)
{
    if (!program->toolkit_dir)
        return NULL;
    ToolkitNames *t = memo_find(program, MEMO_TOOLKIT_NAMES);
    if (t)
        return t;
    t = xcalloc(1, sizeof *t);
    for (int i = 0; i < program->toolkit_include_count; i++) {
        StrBuf path;
        strbuf_init(&path);
        strbuf_printf(&path, "%s/%s", program->toolkit_dir, program->toolkit_includes[i]);
        read_toolkit_header(t, program->toolkit_dir, path.data, 0);
        strbuf_free(&path);
    }
    if (t->count)
        qsort(t->names, (size_t)t->count, sizeof *t->names, compare_names);
    /* Each name once (a builtin is declared for host and device, per type). */
    int kept = 0;
    for (int i = 0; i < t->count; i++) {
        if (kept && strcmp(t->names[kept - 1], t->names[i]) == 0)
            free(t->names[i]);
        else
            t->names[kept++] = t->names[i];
    }
    t->count = kept;
    return memo_keep(program, MEMO_TOOLKIT_NAMES, t, names_free);
}

bool toolkit_is_builtin(const Program *program, const char *name)
{
    if (strncmp(name, "::", 2) == 0)
        name += 2;
    else if (strncmp(name, "std::", 5) == 0)
        name += 5;
    if (strchr(name, ':') || strchr(name, '<'))
        return false;
    const ToolkitNames *t = names_of(program);
    return t && t->count && bsearch(&name, t->names, (size_t)t->count, sizeof *t->names, compare_names);
}

int toolkit_builtin_count(const Program *program)
{
    const ToolkitNames *t = names_of(program);
    return t ? t->count : 0;
}
