#include "pipeline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "plan/plan.h"
#include "report/report.h"
#include "rewrite/edit.h"
#include "syntax/diagnostic.h"
#include "syntax/parse.h"
#include "transform/aggregate.h"
#include "transform/remove.h"
#include "transform/shape.h"
#include "util/alloc.h"

/* Writes to a temporary file beside the target, then renames it over the
 * target, so that readers never see a half-written file. */
static int write_output(const char *path, const char *data, uint32_t len)
{
    if (strcmp(path, "-") == 0) {
        if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0) {
            fprintf(stderr, "dpopt: error: cannot write standard output: %s\n", strerror(errno));
            return 1;
        }
        return 0;
    }
    size_t n = strlen(path);
    char *tmp = xmalloc(n + 16);
    snprintf(tmp, n + 16, "%s.dpopt-XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: error: cannot create a temporary file beside it: %s\n", path, strerror(errno));
        free(tmp);
        return 1;
    }
    FILE *f = fdopen(fd, "wb");
    bool ok = f && fwrite(data, 1, len, f) == len;
    ok = (f && fclose(f) == 0) && ok;
    if (!f)
        close(fd);
    if (ok)
        ok = rename(tmp, path) == 0;
    if (!ok) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
        unlink(tmp);
    }
    free(tmp);
    return ok ? 0 : 1;
}

int pipeline_run(const Options *o)
{
    Source *src = source_load(o->input);
    if (!src)
        return 1;
    int status = pipeline_run_source(o, src);
    source_free(src);
    return status;
}

int pipeline_run_source(const Options *o, const Source *src)
{
    SyntaxTree *tree = syntax_parse(src);
    int status = 0;
    if (syntax_report_errors(tree) > 0) {
        status = 1;
        goto done_tree;
    }

    Program *program = model_build_with_includes(tree, o->include_dirs, o->include_dir_count);
    LaunchFacts *facts = launch_facts_compute(program);
    Plan *plan = o->remove != REMOVAL_NONE ? plan_build_removal(program, facts, o->remove)
                                           : plan_build(program, facts, o->aggregate, o->group_blocks);
    if (o->threshold)
        plan_add_threshold(plan, facts, o->threshold);
    if (o->coarsen)
        plan_add_coarsening(plan, facts, o->coarsen);
    plan_report_notes(plan);

    if (o->report == REPORT_TEXT)
        report_text(stdout, program, facts, plan);
    else if (o->report == REPORT_JSON)
        report_json(stdout, program, facts, plan);

    /* Code goes out unless only a report was asked for. */
    const char *output = o->output ? o->output : (o->report == REPORT_NONE ? "-" : NULL);
    if (output && diag_error_count() == 0) {
        EditBuffer edits;
        edit_init(&edits, src);
        edits.line_directives = o->line_directives;
        aggregate_apply(plan, &edits);
        remove_apply(plan, &edits);
        shape_apply(plan, &edits);
        uint32_t len;
        char *text = edit_apply(&edits, &len);
        status = write_output(output, text, len);
        free(text);
        edit_free(&edits);
    }
    if (diag_error_count() > 0)
        status = 1;

    plan_free(plan);
    launch_facts_free(facts, program->launch_count);
    model_free(program);
done_tree:
    syntax_free(tree);
    return status;
}
