#include "compile_commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "syntax/diagnostic.h"
#include "syntax/source.h"
#include "util/alloc.h"
#include "util/json_read.h"
#include "util/strbuf.h"

static const char *keep(CompileCommands *k, char *s)
{
    if (k->count == k->cap) {
        k->cap = k->cap ? 2 * k->cap : 32;
        k->strings = xrealloc(k->strings, (size_t)k->cap * sizeof *k->strings);
    }
    return k->strings[k->count++] = s;
}

/* `path` as seen from `directory` (an entry's), unless it is absolute. */
static char *resolved(const char *directory, const char *path)
{
    if (path[0] == '/' || !directory || !directory[0])
        return xstrdup(path);
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s/%s", directory, path);
    return strbuf_take(&b);
}

/* A "command" string split as a shell would split words: spaces apart,
 * quotes and backslashes taken out. */
static int split_command(const char *command, char ***words)
{
    int n = 0, cap = 0;
    *words = NULL;
    for (const char *c = command; *c;) {
        while (*c == ' ' || *c == '\t')
            c++;
        if (!*c)
            break;
        StrBuf w;
        strbuf_init(&w);
        strbuf_puts(&w, "");
        char quote = 0;
        for (; *c && (quote || (*c != ' ' && *c != '\t')); c++) {
            if (quote ? *c == quote : (*c == '"' || *c == '\'')) {
                quote = quote ? 0 : *c;
            } else if (*c == '\\' && c[1] && quote != '\'') {
                strbuf_append(&w, ++c, 1);
            } else {
                strbuf_append(&w, c, 1);
            }
        }
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            *words = xrealloc(*words, (size_t)cap * sizeof **words);
        }
        (*words)[n++] = strbuf_take(&w);
    }
    return n;
}

static bool add_unique(const char **list, int *count, int max, const char *s, const char *what)
{
    for (int i = 0; i < *count; i++)
        if (strcmp(list[i], s) == 0)
            return true;
    if (*count == max) {
        fprintf(stderr, "dpopt: error: compile_commands.json names more than %d %s\n", max, what);
        return false;
    }
    list[(*count)++] = s;
    return true;
}

/* The -I and -isystem folders of one entry's words. */
static bool take_folders(Options *o, CompileCommands *kept, const char *directory, char **words, int n)
{
    static const struct {
        const char *flag;
        bool system;
    } flags[] = {{"-I", false}, {"--include-path=", false}, {"-isystem", true}, {"--system-include=", true}};
    for (int i = 0; i < n; i++) {
        for (size_t f = 0; f < sizeof flags / sizeof flags[0]; f++) {
            size_t len = strlen(flags[f].flag);
            if (strncmp(words[i], flags[f].flag, len) != 0)
                continue;
            const char *dir = words[i][len] ? words[i] + len : (i + 1 < n ? words[++i] : NULL);
            if (!dir)
                break;
            const char *path = keep(kept, resolved(directory, dir));
            bool ok = flags[f].system ? add_unique(o->system_dirs, &o->system_dir_count, 32, path, "-isystem folders")
                                      : add_unique(o->include_dirs, &o->include_dir_count, 32, path, "-I folders");
            if (!ok)
                return false;
            break;
        }
    }
    return true;
}

/* An entry's -D and -U, in order, each as "D" or "U" and its argument
 * (NAME, NAME=VALUE): -DNAME, -D NAME, --define-macro=NAME,
 * --define-macro NAME, and the same of -U. */
static int macro_words(char **words, int n, char ***out)
{
    static const struct {
        const char *flag;
        char kind;
    } flags[] = {{"-D", 'D'}, {"-U", 'U'}, {"--define-macro", 'D'}, {"--undefine-macro", 'U'}};
    int count = 0;
    *out = xcalloc((size_t)n + 1, sizeof **out);
    for (int i = 0; i < n; i++) {
        for (size_t f = 0; f < sizeof flags / sizeof flags[0]; f++) {
            size_t len = strlen(flags[f].flag);
            const char *rest = words[i] + len;
            if (strncmp(words[i], flags[f].flag, len) != 0)
                continue;
            /* A long flag is its whole word, or is followed by '='. */
            if (flags[f].flag[1] == '-' && *rest && *rest++ != '=')
                continue;
            const char *arg = *rest ? rest : (i + 1 < n ? words[++i] : NULL);
            if (arg && *arg) {
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%c%s", flags[f].kind, arg);
                (*out)[count++] = strbuf_take(&b);
            }
            break;
        }
    }
    return count;
}

/* What every .cu entry so far says of macros: `common` keeps the words
 * `mine` has too (the first entry's are all kept). A macro the entries
 * define differently is not decided (syntax/specialize.h). */
static void keep_common_macros(char ***common, int *count, bool first, char **mine, int mine_count)
{
    if (first) {
        free(*common);
        *common = mine;
        *count = mine_count;
        return;
    }
    int kept = 0;
    for (int i = 0; i < *count; i++) {
        bool shared = false;
        for (int k = 0; k < mine_count && !shared; k++)
            shared = strcmp((*common)[i], mine[k]) == 0;
        if (shared)
            (*common)[kept++] = (*common)[i];
        else
            free((*common)[i]);
    }
    *count = kept;
    for (int k = 0; k < mine_count; k++)
        free(mine[k]);
    free(mine);
}

/* The macros all entries agree on go before the command line's own -D
 * and -U, which the user gave last and so win. */
static bool take_macros(Options *o, CompileCommands *kept, char **common, int count)
{
    int total = o->macro_arg_count + count;
    if (total > (int)(sizeof o->macro_args / sizeof o->macro_args[0])) {
        fprintf(stderr, "dpopt: error: compile_commands.json and the command line give more than %d -D and -U\n",
                (int)(sizeof o->macro_args / sizeof o->macro_args[0]));
        return false;
    }
    memmove(o->macro_args + count, o->macro_args, (size_t)o->macro_arg_count * sizeof o->macro_args[0]);
    for (int i = 0; i < count; i++) {
        o->macro_args[i].kind = common[i][0];
        o->macro_args[i].text = keep(kept, xstrdup(common[i] + 1));
    }
    o->macro_arg_count = total;
    return true;
}

static bool is_cu(const char *path)
{
    size_t n = strlen(path);
    return n > 3 && strcmp(path + n - 3, ".cu") == 0;
}

/* The macros every .cu entry gives alike, found entry by entry. */
typedef struct CommonMacros {
    char **words; /* "D..." or "U..." (macro_words) */
    int count;
    bool seen_cu;
} CommonMacros;

static bool read_entries(const Source *src, const JsonValue *root, Options *o, CompileCommands *kept,
                         CommonMacros *m)
{
    if (root->kind != JSON_ARRAY) {
        diag_report(src, root->at, DIAG_ERROR, "a compile_commands.json is an array of entries");
        return false;
    }
    for (int e = 0; e < root->count; e++) {
        const JsonValue *entry = &root->items[e];
        const JsonValue *file = json_member(entry, "file"), *dir = json_member(entry, "directory");
        const JsonValue *args = json_member(entry, "arguments"), *command = json_member(entry, "command");
        if (entry->kind != JSON_OBJECT || !file || file->kind != JSON_STRING || (dir && dir->kind != JSON_STRING)) {
            diag_report(src, entry->at, DIAG_ERROR, "an entry needs \"file\" (and \"directory\") as strings");
            return false;
        }
        const char *directory = dir ? dir->text : NULL;
        char **words = NULL;
        int n = 0;
        if (args && args->kind == JSON_ARRAY) {
            words = xcalloc((size_t)args->count + 1, sizeof *words);
            for (int i = 0; i < args->count; i++)
                words[n++] = xstrdup(args->items[i].kind == JSON_STRING ? args->items[i].text : "");
        } else if (command && command->kind == JSON_STRING) {
            n = split_command(command->text, &words);
        }
        bool ok = !is_cu(file->text) || take_folders(o, kept, directory, words, n);
        if (ok && is_cu(file->text)) {
            char **mine;
            int mine_count = macro_words(words, n, &mine);
            keep_common_macros(&m->words, &m->count, !m->seen_cu, mine, mine_count);
            m->seen_cu = true;
        }
        for (int i = 0; i < n; i++)
            free(words[i]);
        free(words);
        if (!ok)
            return false;
        if (is_cu(file->text) &&
            !add_unique(o->inputs, &o->input_count, (int)(sizeof o->inputs / sizeof o->inputs[0]),
                        keep(kept, resolved(directory, file->text)), ".cu files"))
            return false;
    }
    if (o->input_count == 0) {
        diag_report(src, root->at, DIAG_ERROR, "no entry compiles a .cu file");
        return false;
    }
    o->input = o->inputs[0];
    return take_macros(o, kept, m->words, m->count);
}

bool compile_commands_read(const char *path, Options *o, CompileCommands *kept)
{
    struct stat st;
    char *file = NULL;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        StrBuf b;
        strbuf_init(&b);
        strbuf_printf(&b, "%s/compile_commands.json", path);
        file = strbuf_take(&b);
    } else {
        file = xstrdup(path);
    }
    Source *src = source_load(file);
    free(file);
    if (!src)
        return false;
    uint32_t at = 0;
    const char *error = NULL;
    JsonValue *root = json_read(src->text, src->len, &at, &error);
    bool ok = root != NULL;
    if (!root)
        diag_report(src, at, DIAG_ERROR, "malformed JSON: %s", error);
    CommonMacros macros = {NULL, 0, false};
    if (root)
        ok = read_entries(src, root, o, kept, &macros);
    for (int i = 0; i < macros.count; i++)
        free(macros.words[i]);
    free(macros.words);
    json_free(root);
    source_free(src);
    return ok;
}

void compile_commands_free(CompileCommands *kept)
{
    for (int i = 0; i < kept->count; i++)
        free(kept->strings[i]);
    free(kept->strings);
    kept->strings = NULL;
    kept->count = kept->cap = 0;
}
