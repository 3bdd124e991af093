#include "model/imports.h"

#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "syntax/node.h"
#include "syntax/parse.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* One file, parsed and modelled on its own. */
typedef struct Scanned {
    SyntaxTree *tree;
    Program *program;
} Scanned;

/* --- what a file declares at file scope ------------------------------------ */

typedef struct Names {
    char **items;
    int count, cap;
} Names;

static void names_add(Names *n, char *name)
{
    if (!name)
        return;
    if (n->count == n->cap) {
        n->cap = n->cap ? 2 * n->cap : 32;
        n->items = xrealloc(n->items, (size_t)n->cap * sizeof *n->items);
    }
    n->items[n->count++] = name;
}

static bool names_has(const Names *n, const char *s, size_t len)
{
    for (int i = 0; i < n->count; i++)
        if (strlen(n->items[i]) == len && memcmp(n->items[i], s, len) == 0)
            return true;
    return false;
}

static void names_free(Names *n)
{
    for (int i = 0; i < n->count; i++)
        free(n->items[i]);
    free(n->items);
}

/* The name a declarator declares (the last part of a qualified one). */
static char *declarator_name(const Source *src, TSNode declarator)
{
    TSNode id = node_declarator_identifier(declarator);
    if (ts_node_is_null(id))
        return NULL;
    if (node_is(id, "qualified_identifier")) {
        TSNode last = ts_node_child_by_field_name(id, "name", 4);
        if (!ts_node_is_null(last))
            id = last;
    }
    return node_text(src, id);
}

static void type_names(const Source *src, TSNode type, Names *out)
{
    if (ts_node_is_null(type))
        return;
    if (node_is(type, "struct_specifier") || node_is(type, "class_specifier") || node_is(type, "union_specifier") ||
        node_is(type, "enum_specifier")) {
        TSNode name = ts_node_child_by_field_name(type, "name", 4);
        if (!ts_node_is_null(name))
            names_add(out, node_text(src, name));
    }
    if (node_is(type, "enum_specifier")) {
        TSNode list = ts_node_child_by_field_name(type, "body", 4);
        for (uint32_t i = 0; !ts_node_is_null(list) && i < node_named_child_count(list); i++) {
            TSNode item = node_named_child(list, i);
            if (node_is(item, "enumerator"))
                names_add(out, node_text(src, ts_node_child_by_field_name(item, "name", 4)));
        }
    }
}

/* Every name a top-level item declares: functions, variables, types,
 * enumerators, namespaces, macros; through #if groups, extern "C" blocks
 * and templates. */
static void declared_names(const Source *src, TSNode node, Names *out)
{
    const char *type = node_type(node);
    if (node_type_is(type, "preproc_def") || node_type_is(type, "preproc_function_def") ||
        node_type_is(type, "namespace_definition") || node_type_is(type, "alias_declaration")) {
        TSNode name = ts_node_child_by_field_name(node, "name", 4);
        if (!ts_node_is_null(name))
            names_add(out, node_text(src, name));
        return;
    }
    if (node_type_is(type, "function_definition") || node_type_is(type, "declaration") ||
        node_type_is(type, "type_definition")) {
        static const char *const declarators[] = {"identifier", "type_identifier", "init_declarator",
                                                  "pointer_declarator", "reference_declarator", "array_declarator",
                                                  "function_declarator", "qualified_identifier", NULL};
        TSNode type_node = ts_node_child_by_field_name(node, "type", 4);
        type_names(src, type_node, out);
        for (uint32_t i = 0; i < node_named_child_count(node); i++) {
            TSNode child = node_named_child(node, i);
            if (!ts_node_is_null(type_node) && node_same(child, type_node))
                continue;
            for (int k = 0; declarators[k]; k++)
                if (node_is(child, declarators[k]))
                    names_add(out, node_is(child, "type_identifier") ? node_text(src, child) : declarator_name(src, child));
        }
        return;
    }
    if (node_type_is(type, "struct_specifier") || node_type_is(type, "class_specifier") ||
        node_type_is(type, "union_specifier") || node_type_is(type, "enum_specifier")) {
        type_names(src, node, out);
        return;
    }
    if (node_type_is(type, "template_declaration") || node_type_is(type, "linkage_specification") ||
        node_type_is(type, "declaration_list") || node_type_is(type, "preproc_if") ||
        node_type_is(type, "preproc_ifdef") || node_type_is(type, "preproc_else") ||
        node_type_is(type, "preproc_elif") || node_type_is(type, "translation_unit"))
        for (uint32_t i = 0; i < node_named_child_count(node); i++)
            declared_names(src, node_named_child(node, i), out);
}

/* --- the rules ----------------------------------------------------------- */

typedef struct Mention {
    const Source *src;
    const Names *declared; /* by the kernel's own file */
    const Names *params;   /* the kernel's parameters: they hide a file's names */
    const char *kernel;
    char *found;           /* the first name of its file the body mentions */
} Mention;

static bool find_mention(TSNode node, void *ctx)
{
    Mention *m = ctx;
    if (m->found)
        return false;
    if (node_is(node, "identifier") || node_is(node, "type_identifier") || node_is(node, "namespace_identifier")) {
        uint32_t s = ts_node_start_byte(node), len = node_end_byte(node) - s;
        const char *text = m->src->text + s;
        if (names_has(m->declared, text, len) && !names_has(m->params, text, len) &&
            !(strlen(m->kernel) == len && memcmp(m->kernel, text, len) == 0))
            m->found = xstrndup(text, len);
    }
    return true;
}

/* The #include lines of a file, as written (between the directive and the
 * end of its line). */
static void include_lines(const Source *src, TSNode node, Names *out)
{
    if (node_is(node, "preproc_include")) {
        names_add(out, node_text(src, ts_node_child_by_field_name(node, "path", 4)));
        return;
    }
    for (uint32_t i = 0; i < node_named_child_count(node); i++) {
        TSNode child = node_named_child(node, i);
        if (!node_is(child, "function_definition") && !node_is(child, "declaration"))
            include_lines(src, child, out);
    }
}

/* Why `kernel` of file g cannot be read into file f; NULL where it can. */
static char *refusal_of(const Scanned *f, const Scanned *g, const Function *kernel)
{
    const Source *gsrc = g->program->src;
    StrBuf why;
    strbuf_init(&why);
    if (kernel->is_template)
        strbuf_printf(&why, "it is a template, defined in %s", gsrc->path);
    else if (kernel->is_static)
        strbuf_printf(&why, "it is static in %s", gsrc->path);
    for (int i = 0; i < g->program->launch_count && why.len == 0; i++)
        if (node_contains(kernel->outer, g->program->launches[i].node))
            strbuf_printf(&why, "it launches '%s' itself (%s)", g->program->launches[i].callee, gsrc->path);
    if (why.len == 0) {
        Names declared = {0}, params = {0};
        declared_names(gsrc, syntax_root(g->tree), &declared);
        for (int k = 0; k < kernel->param_count; k++)
            if (kernel->params[k].name)
                names_add(&params, xstrdup(kernel->params[k].name));
        Mention m = {gsrc, &declared, &params, kernel->name, NULL};
        node_walk(kernel->body, find_mention, &m);
        if (m.found)
            strbuf_printf(&why, "its body names '%s', which %s declares", m.found, gsrc->path);
        free(m.found);
        names_free(&declared);
        names_free(&params);
    }
    if (why.len == 0) {
        Names mine = {0}, theirs = {0};
        include_lines(f->program->src, syntax_root(f->tree), &mine);
        include_lines(gsrc, syntax_root(g->tree), &theirs);
        for (int i = 0; i < theirs.count && why.len == 0; i++)
            if (!names_has(&mine, theirs.items[i], strlen(theirs.items[i])))
                strbuf_printf(&why, "%s includes %s, which %s does not", gsrc->path, theirs.items[i],
                              f->program->src->path);
        names_free(&mine);
        names_free(&theirs);
    }
    if (why.len == 0) {
        strbuf_free(&why);
        return NULL;
    }
    return strbuf_take(&why);
}

static const Function *kernel_named(const Program *p, const char *name)
{
    int fn = model_find_function(p, name);
    if (fn < 0 || !p->functions[fn].is_definition || !(p->functions[fn].spaces & SPACE_GLOBAL))
        return NULL;
    return &p->functions[fn];
}

static bool has_import(const Imports *im, const char *name)
{
    for (int i = 0; i < im->count; i++)
        if (strcmp(im->items[i].name, name) == 0)
            return true;
    return false;
}

struct ImportScan {
    const ProgramFile *files;
    Scanned *scanned;
    int count;
};

ImportScan *imports_scan(const ProgramFile *files, int count)
{
    ImportScan *scan = xcalloc(1, sizeof *scan);
    scan->files = files;
    scan->count = count;
    scan->scanned = xcalloc((size_t)count, sizeof *scan->scanned);
    for (int i = 0; i < count; i++) {
        scan->scanned[i].tree = syntax_parse(files[i].src);
        scan->scanned[i].program = model_build(scan->scanned[i].tree);
    }
    return scan;
}

void imports_scan_free(ImportScan *scan)
{
    for (int i = 0; i < scan->count; i++) {
        model_free(scan->scanned[i].program);
        syntax_free(scan->scanned[i].tree);
    }
    free(scan->scanned);
    free(scan);
}

Imports imports_find(const ImportScan *scan, int self)
{
    Imports im = {0};
    const ProgramFile *files = scan->files;
    const Scanned *scanned = scan->scanned;
    int count = scan->count;
    const Program *mine = scanned[self].program;
    for (int l = 0; l < mine->launch_count; l++) {
        const LaunchSite *s = &mine->launches[l];
        /* A prototype of the child in the launching file (common before a
         * parent that launches it) is no definition: the read-in goes on. */
        if ((s->callee_fn >= 0 && mine->functions[s->callee_fn].is_definition) || has_import(&im, s->callee))
            continue;
        const Function *kernel = NULL;
        int from = -1, defined = 0;
        for (int i = 0; i < count; i++) {
            const Function *k = i == self ? NULL : kernel_named(scanned[i].program, s->callee);
            if (k) {
                defined++;
                if (!kernel)
                    kernel = k, from = i;
            }
        }
        if (!kernel)
            continue;
        im.items = xrealloc(im.items, (size_t)(im.count + 1) * sizeof *im.items);
        Import *it = &im.items[im.count++];
        memset(it, 0, sizeof *it);
        it->name = xstrdup(s->callee);
        it->from = xstrdup(files[from].src->path);
        if (defined > 1) {
            StrBuf why;
            strbuf_init(&why);
            strbuf_printf(&why, "%d files of the program define it", defined);
            it->why = strbuf_take(&why);
        } else {
            it->why = refusal_of(&scanned[self], &scanned[from], kernel);
        }
        if (!it->why) {
            it->text = node_text(files[from].src, kernel->outer);
            it->line = source_pos(files[from].src, ts_node_start_byte(kernel->outer)).line;
        }
    }
    return im;
}

Source *imports_source(const ProgramFile *file, const Imports *imports)
{
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, file->src->text, file->src->len);
    for (int i = 0; i < imports->count; i++)
        if (imports->items[i].text)
            strbuf_printf(&text, "\n%s\n", imports->items[i].text);
    Source *src = source_from_string(file->src->path, text.data, (uint32_t)text.len);
    strbuf_free(&text);
    return src;
}

const char *imports_refusal(const Imports *imports, const char *name)
{
    for (int i = 0; imports && i < imports->count; i++)
        if (strcmp(imports->items[i].name, name) == 0)
            return imports->items[i].why;
    return NULL;
}

void imports_mark(Program *p, uint32_t own_len, const Imports *imports)
{
    p->own_len = own_len;
    p->imports = imports;
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if (ts_node_start_byte(fn->node) < own_len)
            continue;
        for (int k = 0; k < imports->count; k++)
            if (imports->items[k].text && strcmp(imports->items[k].name, fn->name) == 0) {
                fn->imported_from = xstrdup(imports->items[k].from);
                fn->imported_line = imports->items[k].line;
            }
        fn->name_base = imports_name_in(fn->name, p->src->path);
    }
}

char *imports_name_in(const char *name, const char *path)
{
    /* The file's stem, as a name: "src/quick-sort.cu" gives "quick_sort". */
    const char *slash = strrchr(path, '/');
    const char *stem = slash ? slash + 1 : path, *dot = strrchr(stem, '.');
    size_t stem_len = dot && dot > stem ? (size_t)(dot - stem) : strlen(stem);
    StrBuf base;
    strbuf_init(&base);
    strbuf_printf(&base, "%s_in_", name);
    for (size_t c = 0; c < stem_len; c++)
        strbuf_printf(&base, "%c", text_is_ident_char(stem[c]) ? stem[c] : '_');
    return strbuf_take(&base);
}


void imports_free(Imports *imports)
{
    for (int i = 0; i < imports->count; i++) {
        free(imports->items[i].name);
        free(imports->items[i].from);
        free(imports->items[i].text);
        free(imports->items[i].why);
    }
    free(imports->items);
    imports->items = NULL;
    imports->count = 0;
}
