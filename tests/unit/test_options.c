#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "options.h"

/* Parses argv (NULL-terminated, without the program name) and returns the
 * result; *message receives what was printed on err (caller frees). */
static bool parse(Options *o, char **message, const char *const *args)
{
    char *argv[16];
    int argc = 0;
    argv[argc++] = (char *)"dpopt";
    for (int i = 0; args[i]; i++)
        argv[argc++] = (char *)args[i];
    argv[argc] = NULL;
    Capture c;
    capture_open(&c);
    bool ok = options_parse(o, argc, argv, c.stream);
    *message = strdup(capture_text(&c));
    capture_free(&c);
    return ok;
}

#define PARSE(o, msg, ...) parse((o), (msg), (const char *const[]){__VA_ARGS__, NULL})

Test(options, input_only_defaults)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "in.cu"));
    cr_assert_str_eq(msg, "");
    cr_assert_str_eq(o.input, "in.cu");
    cr_assert_null(o.output);
    cr_assert_eq(o.report, REPORT_NONE);
    cr_assert(o.line_directives, "on by default");
    cr_assert_not(o.help);
    cr_assert_not(o.version);
    free(msg);
}

Test(options, dash_o)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "-o", "out.cu", "in.cu"));
    cr_assert_str_eq(o.output, "out.cu");
    cr_assert_str_eq(o.input, "in.cu");
    free(msg);
    cr_assert(PARSE(&o, &msg, "in.cu", "--output", "o2.cu"));
    cr_assert_str_eq(o.output, "o2.cu");
    free(msg);
}

Test(options, output_equals)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--output=f.cu", "in.cu"));
    cr_assert_str_eq(o.output, "f.cu");
    cr_assert_str_eq(o.input, "in.cu");
    free(msg);
}

Test(options, dash_o_needs_a_name)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "in.cu", "-o"));
    cr_assert_not_null(strstr(msg, "'-o' needs a file name"), "got: %s", msg);
    free(msg);
}

Test(options, two_outputs_refused)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "in.cu", "-o", "a.cu", "-o", "b.cu"));
    cr_assert_not_null(strstr(msg, "more than one output"), "got: %s", msg);
    free(msg);
}

Test(options, empty_output_refused)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "in.cu", "--output="));
    cr_assert_not_null(strstr(msg, "empty output file name"), "got: %s", msg);
    free(msg);
}

Test(options, report_formats)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--report", "in.cu"));
    cr_assert_eq(o.report, REPORT_TEXT);
    free(msg);
    cr_assert(PARSE(&o, &msg, "--report=text", "in.cu"));
    cr_assert_eq(o.report, REPORT_TEXT);
    free(msg);
    cr_assert(PARSE(&o, &msg, "--report=json", "in.cu"));
    cr_assert_eq(o.report, REPORT_JSON);
    cr_assert_null(o.output);
    free(msg);
}

Test(options, bad_report_format)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "--report=xml", "in.cu"));
    cr_assert_not_null(strstr(msg, "dpopt: unknown report format 'xml'"), "got: %s", msg);
    cr_assert_not_null(strstr(msg, "Try 'dpopt --help'."), "got: %s", msg);
    free(msg);
}

Test(options, unknown_option)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "--frobnicate", "in.cu"));
    cr_assert_not_null(strstr(msg, "unknown option '--frobnicate'"), "got: %s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "in.cu", "-x"));
    cr_assert_not_null(strstr(msg, "unknown option '-x'"), "got: %s", msg);
    free(msg);
}

/* Several inputs are the files of one program (model/imports.h); the
 * output folder is checked when the files are written. */
Test(options, several_inputs)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "a.cu", "b.cu", "c.cu", "-o", "out/"));
    cr_assert_eq(o.input_count, 3);
    cr_assert_str_eq(o.input, "a.cu");
    cr_assert_str_eq(o.inputs[2], "c.cu");
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "a.cu", "-", "-o", "out/"));
    cr_assert_not_null(strstr(msg, "standard input cannot be one of several input files"), "got: %s", msg);
    free(msg);
}

Test(options, no_input)
{
    Options o;
    char *msg;
    cr_assert_not(parse(&o, &msg, (const char *const[]){NULL}));
    cr_assert_not_null(strstr(msg, "no input file"), "got: %s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--report", "-o", "x.cu"));
    cr_assert_not_null(strstr(msg, "no input file"), "got: %s", msg);
    free(msg);
}

Test(options, dash_is_standard_input)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "-", "-o", "-"));
    cr_assert_str_eq(o.input, "-");
    cr_assert_str_eq(o.output, "-");
    cr_assert_str_eq(msg, "");
    free(msg);
}

Test(options, double_dash_ends_options)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--", "--weird.cu"));
    cr_assert_str_eq(o.input, "--weird.cu");
    free(msg);
}

Test(options, no_line_directives)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--no-line-directives", "in.cu"));
    cr_assert_not(o.line_directives);
    free(msg);
}

Test(options, help_and_version_need_no_input)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--help"));
    cr_assert(o.help);
    cr_assert_not(o.version);
    cr_assert_null(o.input);
    free(msg);
    cr_assert(PARSE(&o, &msg, "-h"));
    cr_assert(o.help);
    free(msg);
    cr_assert(PARSE(&o, &msg, "--version"));
    cr_assert(o.version);
    cr_assert_not(o.help);
    free(msg);
}

Test(options, parse_resets_previous_state)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--report=json", "--no-line-directives", "-o", "x", "a.cu"));
    free(msg);
    cr_assert(PARSE(&o, &msg, "b.cu"));
    cr_assert_eq(o.report, REPORT_NONE);
    cr_assert(o.line_directives);
    cr_assert_null(o.output);
    cr_assert_str_eq(o.input, "b.cu");
    free(msg);
}

Test(options, help_text)
{
    Capture c;
    capture_open(&c);
    options_print_help(c.stream);
    const char *text = capture_text(&c);
    cr_assert_eq(strncmp(text, "usage: dpopt", 12), 0);
    cr_assert_not_null(strstr(text, "--report=json"));
    cr_assert_not_null(strstr(text, "--no-line-directives"));
    cr_assert_not_null(strstr(text, "--version"));
    capture_free(&c);
    const char *v = DPOPT_VERSION;
    cr_assert(v[0] >= '0' && v[0] <= '9' && strchr(v, '.'), "version \"%s\"", v);
}

Test(options, threshold_and_coarsen_default_off)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "in.cu"));
    cr_assert_eq(o.threshold, 0);
    cr_assert_eq(o.coarsen, 0);
    free(msg);
}

Test(options, threshold_and_coarsen_values)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--threshold=128", "--coarsen=4", "in.cu"));
    cr_assert_str_eq(msg, "");
    cr_assert_eq(o.threshold, 128);
    cr_assert_eq(o.coarsen, 4);
    free(msg);
    cr_assert(PARSE(&o, &msg, "--threshold=4294967295", "--coarsen=65536", "--coarsen=1", "in.cu"));
    cr_assert_eq(o.threshold, 4294967295u);
    cr_assert_eq(o.coarsen, 1, "the last one given counts");
    free(msg);
}

Test(options, threshold_and_coarsen_compose_with_aggregate)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--threshold=32", "--aggregate=grid", "--coarsen=2", "in.cu"));
    cr_assert_eq(o.aggregate, GRANULARITY_GRID);
    cr_assert_eq(o.threshold, 32);
    cr_assert_eq(o.coarsen, 2);
    free(msg);
}

Test(options, bad_threshold_and_coarsen)
{
    static const char *const bad[] = {
        "--threshold=0", "--threshold=", "--threshold=abc", "--threshold=12a", "--threshold=-1", "--threshold=+5",
        "--threshold=4294967296", "--threshold", "--coarsen=0", "--coarsen=65537", "--coarsen=2.5", "--coarsen", NULL,
    };
    for (int i = 0; bad[i]; i++) {
        Options o;
        char *msg;
        cr_assert_not(PARSE(&o, &msg, bad[i], "in.cu"), "%s accepted", bad[i]);
        cr_assert_not_null(strstr(msg, "dpopt: "), "%s: message \"%s\"", bad[i], msg);
        cr_assert_not_null(strstr(msg, bad[i]), "%s: message names the option: \"%s\"", bad[i], msg);
        free(msg);
    }
}

Test(options, threshold_and_coarsen_refuse_removal)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "--threshold=64", "--remove=t4", "in.cu"));
    cr_assert_not_null(strstr(msg, "--remove"));
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--remove=auto", "--coarsen=2", "in.cu"));
    free(msg);
}

Test(options, help_names_threshold_and_coarsen)
{
    Capture c;
    capture_open(&c);
    options_print_help(c.stream);
    const char *text = capture_text(&c);
    cr_assert_not_null(strstr(text, "--threshold=N"));
    cr_assert_not_null(strstr(text, "--coarsen=N"));
    capture_free(&c);
}

Test(options, aggregate_granularities)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--aggregate=grid", "in.cu"));
    cr_assert_eq(o.aggregate, GRANULARITY_GRID);
    cr_assert_eq(o.group_blocks, 0u, "no group size outside multiblock");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--aggregate=multiblock:8", "in.cu"));
    cr_assert_str_eq(msg, "");
    cr_assert_eq(o.aggregate, GRANULARITY_MULTIBLOCK);
    cr_assert_eq(o.group_blocks, 8u);
    free(msg);
    cr_assert(PARSE(&o, &msg, "in.cu", "--aggregate=multiblock:1"));
    cr_assert_eq(o.group_blocks, 1u, "one block per group is allowed");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--aggregate=multiblock:2147483647", "in.cu"));
    cr_assert_eq(o.group_blocks, 2147483647u);
    free(msg);
}

Test(options, multiblock_needs_a_group_size)
{
    Options o;
    char *msg;
    const char *const missing[] = {"--aggregate=multiblock", "--aggregate=multiblock:", "--aggregate=multiblock8"};
    for (size_t i = 0; i < sizeof missing / sizeof missing[0]; i++) {
        cr_assert_not(PARSE(&o, &msg, missing[i], "in.cu"), "%s", missing[i]);
        cr_assert_not_null(strstr(msg, "needs a group size"), "%s: got: %s", missing[i], msg);
        free(msg);
    }
}

Test(options, multiblock_group_size_is_a_positive_whole_number)
{
    Options o;
    char *msg;
    const char *const bad[] = {"--aggregate=multiblock:0", "--aggregate=multiblock:x", "--aggregate=multiblock:-3",
                               "--aggregate=multiblock:4x", "--aggregate=multiblock: 4",
                               "--aggregate=multiblock:2147483648", "--aggregate=multiblock:99999999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cr_assert_not(PARSE(&o, &msg, bad[i], "in.cu"), "%s", bad[i]);
        cr_assert_not_null(strstr(msg, "must be a whole number of blocks from 1 up"), "%s: got: %s", bad[i], msg);
        cr_assert_not_null(strstr(msg, bad[i]), "names the argument: %s", msg);
        free(msg);
    }
}

Test(options, unknown_granularity_lists_multiblock)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "--aggregate=thread", "in.cu"));
    cr_assert_not_null(strstr(msg, "multiblock:K"), "got: %s", msg);
    free(msg);
}

Test(options, flatten_and_its_cap)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--flatten=warp", "in.cu"));
    cr_assert_eq(o.remove, REMOVAL_FLATTEN_WARP);
    cr_assert_eq(o.flatten_cap, 0u, "not asked: the plan's default");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--flatten=warp", "--flatten-cap=1024", "in.cu"));
    cr_assert_eq(o.flatten_cap, 1024u);
    free(msg);
}

Test(options, bad_flatten_uses)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "--flatten=thread", "in.cu"));
    cr_assert(strstr(msg, "unknown flattening in '--flatten=thread'"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten-cap=64", "in.cu"));
    cr_assert(strstr(msg, "--flatten-cap needs --flatten"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=warp", "--flatten-cap=0", "in.cu"));
    cr_assert(strstr(msg, "bad thread count"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=warp", "--aggregate=grid", "in.cu"));
    cr_assert(strstr(msg, "cannot be combined"), "%s", msg);
    free(msg);
}

Test(options, flatten_at_grid_scope)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--flatten=grid", "in.cu"));
    cr_assert_eq(o.flatten_at, GRANULARITY_GRID);
    cr_assert_eq(o.aggregate, GRANULARITY_NONE, "the pipeline plans grid aggregation itself");
    cr_assert_eq(o.remove, REMOVAL_NONE);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=grid", "--aggregate=block", "in.cu"));
    cr_assert(strstr(msg, "--flatten=grid aggregates at grid granularity itself"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=grid", "--flatten=warp", "in.cu"));
    cr_assert(strstr(msg, "--flatten=grid aggregates at grid granularity itself"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=grid", "--coarsen=2", "in.cu"));
    cr_assert(strstr(msg, "--flatten=grid takes no"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=grid", "--flatten-cap=64", "in.cu"));
    cr_assert(strstr(msg, "--flatten=grid takes no"), "%s", msg);
    free(msg);
}

Test(options, flatten_at_block_scope)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "--flatten=block", "in.cu"));
    cr_assert_eq(o.flatten_at, GRANULARITY_BLOCK);
    cr_assert_eq(o.aggregate, GRANULARITY_NONE, "the pipeline plans block aggregation itself");
    cr_assert_eq(o.flatten_cap, 0u, "the runtime's default cap");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--flatten=block", "--flatten-cap=512", "in.cu"));
    cr_assert_eq(o.flatten_cap, 512u, "a block's cap");
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=block", "--aggregate=grid", "in.cu"));
    cr_assert(strstr(msg, "--flatten=block aggregates at block granularity itself"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=block", "--remove=t3", "in.cu"));
    cr_assert(strstr(msg, "--flatten=block aggregates at block granularity itself"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=block", "--threshold=32", "in.cu"));
    cr_assert(strstr(msg, "--flatten=block takes no"), "%s", msg);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--flatten=blocks", "in.cu"));
    cr_assert(strstr(msg, "unknown flattening"), "%s", msg);
    free(msg);
}

Test(options, malloc_arena_or_heap)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "in.cu"));
    cr_assert_not(o.malloc_heap, "the arena by default");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--malloc=heap", "in.cu"));
    cr_assert(o.malloc_heap);
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--malloc=pool", "in.cu"));
    cr_assert(strstr(msg, "unknown device allocator in '--malloc=pool'"), "%s", msg);
    free(msg);
}

Test(options, pending_in_registers_or_memory)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "in.cu"));
    cr_assert_not(o.pending_memory, "registers by default");
    free(msg);
    cr_assert(PARSE(&o, &msg, "--pending=memory", "in.cu"));
    cr_assert(o.pending_memory);
    free(msg);
    cr_assert(PARSE(&o, &msg, "--pending=memory", "--pending=registers", "in.cu"));
    cr_assert_not(o.pending_memory, "the last one given");
    free(msg);
    cr_assert_not(PARSE(&o, &msg, "--pending=shared", "in.cu"));
    cr_assert(strstr(msg, "unknown place for postponed launches in '--pending=shared'"), "%s", msg);
    free(msg);
}

Test(options, include_folders_in_order)
{
    Options o;
    char *msg;
    cr_assert(PARSE(&o, &msg, "-isystem", "sys", "-Iinc", "in.cu", "-isystemsys2", "-I", "inc2"));
    cr_assert_str_eq(msg, "");
    cr_assert_eq(o.include_dir_count, 2);
    cr_assert_str_eq(o.include_dirs[0], "inc");
    cr_assert_str_eq(o.include_dirs[1], "inc2");
    cr_assert_eq(o.system_dir_count, 2);
    cr_assert_str_eq(o.system_dirs[0], "sys");
    cr_assert_str_eq(o.system_dirs[1], "sys2");
    free(msg);
}

Test(options, isystem_needs_a_folder)
{
    Options o;
    char *msg;
    cr_assert_not(PARSE(&o, &msg, "in.cu", "-isystem"));
    cr_assert(strstr(msg, "option '-isystem' needs a folder"), "%s", msg);
    free(msg);
}
