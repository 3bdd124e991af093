#include "pipeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/launch_facts.h"
#include "analysis/whole_program.h"
#include "model/imports.h"
#include "model/model.h"
#include "model/splice.h"
#include "model/toolkit.h"
#include "plan/cost_table.h"
#include "plan/decide.h"
#include "plan/level_graphs.h"
#include "plan/optimize.h"
#include "plan/plan.h"
#include "plan/requests.h"
#include "plan/corun.h"
#include "plan/promote.h"
#include "report/report.h"
#include "rewrite/edit.h"
#include "syntax/depth.h"
#include "syntax/diagnostic.h"
#include "syntax/expand.h"
#include "syntax/parse.h"
#include "syntax/specialize.h"
#include "transform/indent_postponed.h"
#include "transform/transform.h"
#include "transform/whole.h"
#include "util/alloc.h"
#include "util/output_file.h"
#include "util/strbuf.h"

static int run_files(const Options *o, const MacroSet *macros);
static int run_one(const Options *o, const Source *src, const MacroSet *macros);

/* The macros the command line fixes (syntax/macro_set.h), in the order the
 * compiler applies them: -std=, -D and -U as given, then the -include
 * files. False when an -include file cannot be read (said). */
static bool command_line_macros(const Options *o, MacroSet *m)
{
    if (o->std && !macro_set_standard(m, o->std))
        fprintf(stderr, "dpopt: warning: unknown standard '-std=%s': __cplusplus is left undecided\n", o->std);
    for (int i = 0; i < o->macro_arg_count; i++) {
        const char *text = o->macro_args[i].text;
        if (o->macro_args[i].kind == 'D')
            macro_set_define(m, text);
        else
            macro_set_undefine(m, text, strlen(text));
    }
    for (int i = 0; i < o->forced_include_count; i++) {
        Source *header = source_load(o->forced_includes[i]);
        if (!header)
            return false;
        specialize_learn(header, m);
        macro_set_mention_words(m, header->text, header->len);
        source_free(header);
    }
    return true;
}

/* A file as the compiler will read it (syntax/specialize.h); NULL when it
 * cannot be read (said). */
static Source *load_as_compiled(const char *path, const MacroSet *macros)
{
    Source *src = source_load(path);
    Source *specialized = src ? specialize_source(src, macros) : NULL;
    if (specialized) {
        source_free(src);
        return specialized;
    }
    return src;
}

/* Whether the run changes code or reports: with neither, the output is the
 * input, byte for byte, #if groups and all. */
static bool reads_as_compiled(const Options *o)
{
    return o->report != REPORT_NONE || o->decisions || o->optimize || o->aggregate != GRANULARITY_NONE ||
           o->remove != REMOVAL_NONE || o->flatten_at != GRANULARITY_NONE || o->threshold || o->coarsen ||
           o->promote || o->corun;
}

int pipeline_run(const Options *o)
{
    MacroSet macros = {0};
    int status = 1;
    if (reads_as_compiled(o) && !command_line_macros(o, &macros))
        goto done;
    /* A program's files, or one file, into a folder. */
    if (o->input_count > 1 || o->compile_commands || output_file_names_folder(o->output)) {
        status = run_files(o, &macros);
        goto done;
    }
    if (o->output && output_file_is_input(o->output, o->input)) {
        fprintf(stderr, "%s: error: the output would overwrite the input; name another file with -o\n", o->output);
        status = 2;
        goto done;
    }
    Source *src = load_as_compiled(o->input, &macros);
    if (src) {
        status = run_one(o, src, &macros);
        source_free(src);
    }
done:
    macro_set_free(&macros);
    return status;
}

/* Built with AddressSanitizer, whose leak check wants everything freed
 * (GCC says so with __SANITIZE_ADDRESS__, clang with __has_feature). */
static bool leaks_are_checked(void)
{
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#endif
#endif
    return false;
}

/* The CUDA toolkit's include folder for this run: --cuda-include, or the
 * one found by itself (looked for once); NULL for none. */
static const char *toolkit_folder(const Options *o)
{
    static char *found;
    static bool looked;
    if (o->cuda_include)
        return strcmp(o->cuda_include, "none") == 0 ? NULL : o->cuda_include;
    if (!looked)
        found = toolkit_locate();
    looked = true;
    return found;
}

static bool put_output(void *file, const char *data, size_t len) { return output_file_put(file, data, len); }

/* One file's code, written as it is made: the code of a large input runs
 * to tens of megabytes, not held whole a second time. */
static int write_output(const char *output, const EditBuffer *edits)
{
    OutputFile *file = output_file_open(output);
    if (!file)
        return 1;
    edit_apply_to(edits, put_output, file);
    return output_file_close(file);
}

/* One file's code, as text, to `output` (through `stage` where one is
 * given: held until every file of the program has succeeded). */
static int write_text(const char *output, OutputStage *stage, const char *text, uint32_t len)
{
    if (stage)
        return output_stage_add(stage, output, text, len);
    OutputFile *file = output_file_open(output);
    if (!file)
        return 1;
    output_file_put(file, text, len);
    return output_file_close(file);
}

/* --needs-rdc: whether the code written for `given` is ordinary CUDA
 * (analysis/whole_program.h), read back as a program of its own with the
 * same include folders; if it is, its device-side error queries become
 * cudaSuccess, so that it links without the device runtime (*text is
 * replaced). A line `whole PATH` or `rdc PATH` goes to `lines`. */
static void finish_whole(const Options *o, const Source *given, const char *const *dirs, int dir_count,
                         const MacroSet *macros, char **text, uint32_t *len, StrBuf *lines)
{
    Source *out = source_from_string(given->path, *text, *len);
    SyntaxTree *tree = syntax_parse(out);
    WholeProgram w = {false, "code dpopt cannot read back", 0, NULL, 0};
    Program *p = NULL;
    if (!ts_node_has_error(ts_tree_root_node(tree->tree))) {
        p = model_build_with_includes(tree, dirs, dir_count, macros);
        w = whole_program_check(p);
    }
    if (w.whole && w.query_count > 0) {
        EditBuffer queries;
        edit_init(&queries, out);
        queries.line_directives = false;
        whole_replace_queries(out, w.queries, w.query_count, &queries);
        uint32_t finished_len;
        char *finished = edit_apply(&queries, &finished_len);
        if (finished) {
            free(*text);
            *text = finished;
            *len = finished_len;
        }
        edit_free(&queries);
    }
    strbuf_printf(lines, "%s %s\n", w.whole ? "whole" : "rdc", given->path);
    if (o->verbose && w.whole)
        fprintf(stderr, "dpopt: %s: its output is ordinary CUDA: it builds without -rdc=true and -lcudadevrt\n",
                given->path);
    else if (o->verbose)
        fprintf(stderr, "dpopt: %s: its output needs -rdc=true and -lcudadevrt (%s)\n", given->path, w.why);
    whole_program_free(&w);
    if (p)
        model_free(p);
    syntax_free(tree);
    source_free(out);
}

/* One file: `given`, whose first own_len bytes are the file's own text and
 * whose rest, if any, the kernels read in from the program's other files
 * (`imports`, model/imports.h); the code goes to `output` (NULL: none),
 * through `stage` where one is given (written only once every file of the
 * program has succeeded). */
static int run_source(const Options *o, const Source *given, const char *output, uint32_t own_len,
                      const Imports *imports, OutputStage *stage, SiteTally *tally, StrBuf *rdc_lines,
                      const MacroSet *macros, Splices *splices)
{
    uint32_t given_own_len = own_len;
    /* A launch a macro hides or splits is read from its expansion. */
    Expansions expansions;
    Source *expanded = expand_launch_macros(given, &expansions);
    const Source *src = expanded ? expanded : given;
    SyntaxTree *tree = syntax_parse(src);
    int status = 0;
    if (syntax_report_errors(tree) > 0 || syntax_report_too_deep(tree)) {
        status = 1;
        goto done_tree;
    }

    /* As the compiler looks: the -I folders, then the -isystem ones. */
    const char *dirs[64];
    int dir_count = 0;
    for (int i = 0; i < o->include_dir_count; i++)
        dirs[dir_count++] = o->include_dirs[i];
    for (int i = 0; i < o->system_dir_count; i++)
        dirs[dir_count++] = o->system_dirs[i];
    Program *program = model_build_with_includes(tree, dirs, dir_count, macros);
    program->toolkit_dir = toolkit_folder(o);
    /* Expansions lie in the file's own text: its end moves by what they add. */
    own_len += src->len - given->len;
    if (imports)
        imports_mark(program, own_len, imports);
    if (diag_error_count() > 0) {
        /* A header dpopt cannot read (model/build.c): no report, no code. */
        model_free(program);
        status = 1;
        goto done_tree;
    }
    if (splices) {
        /* A header whose kernels take part in a launch is read into the
         * file, and the file read again (model/splice.h). */
        Source *spliced = splice_headers(program, given, dirs, dir_count, o->line_directives, &given_own_len, splices);
        if (spliced) {
            model_free(program);
            syntax_free(tree);
            source_free(expanded);
            expansions_free(&expansions);
            status = run_source(o, spliced, output, given_own_len, imports, stage, tally, rdc_lines, macros, splices);
            source_free(spliced);
            return status;
        }
        splice_mark(program, splices);
    }
    LaunchFacts *facts = launch_facts_compute(program);
    SiteRequests requests = {0};
    if (o->decisions && !requests_read(&requests, program, o->decisions)) {
        /* The decisions file's own error: nothing written. */
        requests_free(&requests);
        launch_facts_free(facts, program->launch_count);
        model_free(program);
        status = 1;
        goto done_tree;
    }
    Plan *plan;
    CostTable costs;
    if (o->optimize && !cost_table_find(&costs, o->costs, o->gpu)) {
        requests_free(&requests);
        launch_facts_free(facts, program->launch_count);
        model_free(program);
        status = 1;
        goto done_tree;
    }
    if (o->optimize) {
        plan = optimize_plan(program, facts, &costs);
    } else if (o->decisions) {
        /* The command line's strategy is each site's default. */
        RequestDefaults defaults = {.aggregate = o->aggregate,
                                    .group_blocks = o->group_blocks,
                                    .remove = o->remove,
                                    .threshold = o->threshold,
                                    .coarsen = o->coarsen};
        plan = requests_plan(program, facts, &requests, &defaults);
        if (requests.hoist_any)
            plan_hoist(plan, requests.hoist, facts, false);
    } else {
        plan = o->remove != REMOVAL_NONE
                   ? plan_build_removal(program, facts, o->remove)
                   : plan_build(program, facts, o->flatten_at != GRANULARITY_NONE ? o->flatten_at : o->aggregate,
                                o->group_blocks);
        if (o->remove == REMOVAL_FLATTEN_WARP)
            plan_aggregate_over_cap(plan, facts);
        if (o->flatten_at != GRANULARITY_NONE)
            plan_flatten(plan, facts, o->flatten_at);
        if (o->flatten_cap)
            plan->flatten_cap = o->flatten_cap;
        if (o->threshold)
            plan_add_threshold(plan, facts, o->threshold);
        if (o->coarsen)
            plan_add_coarsening(plan, facts, o->coarsen);
    }
    requests_free(&requests);
    if (o->promote)
        plan->promotions = promote_plan(program, (PromoteMode)o->promote,
                                        o->promote_group ? o->promote_group : PROMOTE_GROUP_DEFAULT,
                                        o->promote_start_pool);
    if (o->corun)
        plan->coruns = corun_plan(program, o->corun_names, o->corun_children);
    if (o->hoist || o->optimize)
        plan_hoist(plan, NULL, facts, o->optimize);
    plan_decide_kernels(plan);
    plan_decide_arena(plan, !o->malloc_heap);
    plan_decide_sites(plan);
    plan_decide_launch_bounds(plan);
    plan_decide_pending_place(plan, o->pending_memory);
    plan_decide_error_queries(plan);
    plan_decide_host_locks(plan);
    plan_decide_widening(plan);
    plan_decide_nesting(plan);
    plan_decide_level_graphs(plan, o->levels_chained);
    plan_assert_invariants(plan); /* the plan is complete: the report and the rewrite read it */
    report_notes(plan);
    report_optimized_notes(plan);
    report_kept_syncs(plan, facts);
    SiteTally here = report_tally(plan);
    if (o->verbose)
        report_summary(stderr, given->path, here);
    tally->device_sites += here.device_sites;
    tally->taken += here.taken;
    tally->as_written += here.as_written;

    if (o->report == REPORT_TEXT)
        report_text(stdout, program, facts, plan);
    else if (o->report == REPORT_JSON)
        report_json(stdout, program, facts, plan);
    else if (o->report == REPORT_DECISIONS)
        report_decisions(stdout, program, plan_requested_anything(plan) ? plan : NULL);

    if (output && diag_error_count() == 0) {
        EditBuffer edits;
        edit_init(&edits, src);
        edits.line_directives = o->line_directives;
        transform_apply(plan, &edits);
        /* A header read in that no rewrite touched goes back to its #include. */
        for (int i = 0; splices && i < splices->count; i++) {
            uint32_t start, end;
            splice_range(src, &splices->items[i], &start, &end);
            if (!edit_touches(&edits, start, end))
                edit_restore(&edits, start, end, splices->items[i].include);
        }
        /* An expansion no rewrite touched goes back to the macro's invocation. */
        for (int i = 0; i < expansions.count; i++) {
            const Expansion *x = &expansions.items[i];
            if (!edit_touches(&edits, x->start, x->end))
                edit_restore(&edits, x->start, x->end, x->original);
        }
        indent_postponed_scopes(plan, &edits); /* after the restores: a line they put back stays as it is */
        edit_write_only(&edits, own_len);
        if (edit_failure(&edits)) {
            edit_report_failure(&edits); /* an error: no output, exit status 1 */
        } else if (rdc_lines || stage) {
            uint32_t len;
            char *text = edit_apply(&edits, &len);
            if (rdc_lines)
                finish_whole(o, given, dirs, dir_count, macros, &text, &len, rdc_lines);
            status = write_text(output, stage, text, len);
            free(text);
        } else {
            status = write_output(output, &edits);
        }
        edit_free(&edits);
    }
    if (diag_error_count() > 0)
        status = 1;
    if (o->report != REPORT_NONE && output_file_flush_stdout() != 0)
        status = 1;

    plan_free(plan);
    launch_facts_free(facts, program->launch_count);
    model_free(program);
done_tree:
    /* Freeing the tree's many small blocks takes about a twentieth of a
     * large input's time, and a command that exits after this run need
     * not: the system takes the memory back. Where leaks are checked, and
     * for a caller that goes on (the fuzzing harness), it is freed. */
    if (!o->ends_process || leaks_are_checked())
        syntax_free(tree);
    source_free(expanded);
    expansions_free(&expansions);
    return status;
}

/* --fail-on-as-written: a run that succeeded, its output written, but
 * left launches from the device as written exits 3. */
static int status_after_tally(const Options *o, int status, SiteTally t)
{
    if (status != 0 || !o->fail_on_as_written || t.as_written == 0)
        return status;
    fprintf(stderr, "dpopt: %d launch%s from the device left as written (--fail-on-as-written; the notes say why)\n",
            t.as_written, t.as_written == 1 ? "" : "es");
    return 3;
}

/* --needs-rdc's file, once every output is written. */
static int write_rdc_lines(const char *path, const StrBuf *lines)
{
    return write_text(path, NULL, lines->data ? lines->data : "", (uint32_t)lines->len);
}

static int run_one(const Options *o, const Source *src, const MacroSet *macros)
{
    /* Code goes out unless only a report was asked for. */
    const char *output = o->output ? o->output : (o->report == REPORT_NONE ? "-" : NULL);
    SiteTally tally = {0, 0, 0};
    StrBuf rdc_lines;
    strbuf_init(&rdc_lines);
    Splices splices = {0};
    int status = run_source(o, src, output, src->len, NULL, NULL, &tally, o->needs_rdc ? &rdc_lines : NULL, macros,
                            reads_as_compiled(o) ? &splices : NULL);
    splices_free(&splices);
    if (status == 0 && o->needs_rdc)
        status = write_rdc_lines(o->needs_rdc, &rdc_lines);
    strbuf_free(&rdc_lines);
    return status_after_tally(o, status, tally);
}

int pipeline_run_source(const Options *o, const Source *src)
{
    MacroSet none = {0};
    return run_one(o, src, &none);
}

/* Several files, one program (model/imports.h): each is written into the
 * output folder under its own name, with the kernels it launches that the
 * others define read in. An error in any file leaves every output as it
 * was: half a program rewritten would build against the other half as
 * written, or not at all. */
static int run_files(const Options *o, const MacroSet *macros)
{
    int n = o->input_count, status = 0;
    StrBuf rdc_lines;
    strbuf_init(&rdc_lines);
    SiteTally tally = {0, 0, 0};
    char **outputs = xcalloc((size_t)n, sizeof *outputs);
    ProgramFile *files = xcalloc((size_t)n, sizeof *files);
    bool made_folder = false;
    if (!output_folder_paths(o->output, o->inputs, n, o->report != REPORT_NONE, outputs, &made_folder)) {
        status = 2;
        goto done;
    }
    for (int i = 0; i < n; i++)
        if (!(files[i].src = load_as_compiled(o->inputs[i], macros))) {
            status = 1;
            goto done;
        }
    ImportScan *scan = imports_scan(files, n);
    OutputStage *stage = output_stage_new();
    for (int i = 0; i < n; i++) {
        Imports imports = imports_find(scan, i);
        Source *src = imports_source(&files[i], &imports);
        Splices splices = {0};
        int one = run_source(o, src, outputs[i], files[i].src->len, &imports, stage, &tally,
                             o->needs_rdc ? &rdc_lines : NULL, macros, reads_as_compiled(o) ? &splices : NULL);
        splices_free(&splices);
        if (one > status)
            status = one;
        source_free(src);
        imports_free(&imports);
    }
    imports_scan_free(scan);
    if (status == 0) {
        status = output_stage_commit(stage);
        if (status == 0 && o->needs_rdc)
            status = write_rdc_lines(o->needs_rdc, &rdc_lines);
        status = status_after_tally(o, status, tally);
    } else {
        output_stage_discard(stage);
    }
done:
    if (made_folder && status != 0)
        output_folder_unmake(o->output);
    for (int i = 0; i < n; i++) {
        source_free((Source *)files[i].src);
        free(outputs[i]);
    }
    free(files);
    free(outputs);
    strbuf_free(&rdc_lines);
    return status;
}
