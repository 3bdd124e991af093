#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/source.h"

static Source *make(const char *text) { return source_from_string("f.cu", text, (uint32_t)strlen(text)); }

Test(source, pos_on_first_line)
{
    Source *s = make("abc\ndef\n");
    SourcePos p = source_pos(s, 0);
    cr_assert_eq(p.line, 1);
    cr_assert_eq(p.col, 1);
    p = source_pos(s, 2);
    cr_assert_eq(p.line, 1);
    cr_assert_eq(p.col, 3);
    /* The newline itself belongs to the line it ends. */
    p = source_pos(s, 3);
    cr_assert_eq(p.line, 1);
    cr_assert_eq(p.col, 4);
    source_free(s);
}

Test(source, pos_after_newlines)
{
    Source *s = make("a\n\nxyz\n  q");
    SourcePos p = source_pos(s, 2); /* the empty line 2 */
    cr_assert_eq(p.line, 2);
    cr_assert_eq(p.col, 1);
    p = source_pos(s, 3); /* 'x' */
    cr_assert_eq(p.line, 3);
    cr_assert_eq(p.col, 1);
    p = source_pos(s, 5); /* 'z' */
    cr_assert_eq(p.line, 3);
    cr_assert_eq(p.col, 3);
    p = source_pos(s, 9); /* 'q' */
    cr_assert_eq(p.line, 4);
    cr_assert_eq(p.col, 3);
    source_free(s);
}

Test(source, pos_of_last_byte_and_end)
{
    const char *text = "one\ntwo\nthree";
    Source *s = make(text);
    uint32_t last = (uint32_t)strlen(text) - 1;
    SourcePos p = source_pos(s, last);
    cr_assert_eq(p.line, 3);
    cr_assert_eq(p.col, 5);
    /* One past the end (where an EOF diagnostic points). */
    p = source_pos(s, last + 1);
    cr_assert_eq(p.line, 3);
    cr_assert_eq(p.col, 6);
    source_free(s);
}

Test(source, pos_after_trailing_newline_is_next_line)
{
    Source *s = make("x;\n");
    cr_assert_eq(s->line_count, 2);
    SourcePos p = source_pos(s, 3);
    cr_assert_eq(p.line, 2);
    cr_assert_eq(p.col, 1);
    source_free(s);
}

Test(source, empty_file)
{
    Source *s = make("");
    cr_assert_eq(s->len, 0);
    cr_assert_eq(s->line_count, 1);
    cr_assert_eq(s->line_starts[0], 0);
    cr_assert_str_eq(s->text, "");
    SourcePos p = source_pos(s, 0);
    cr_assert_eq(p.line, 1);
    cr_assert_eq(p.col, 1);
    source_free(s);
}

Test(source, from_string_copies_and_terminates)
{
    char buf[] = "int a;\nint b;XXXX";
    Source *s = source_from_string("dir/k.cu", buf, 13);
    buf[0] = 'Z'; /* the Source owns its own copy */
    cr_assert_str_eq(s->path, "dir/k.cu");
    cr_assert_eq(s->len, 13);
    cr_assert_str_eq(s->text, "int a;\nint b;");
    cr_assert_eq(s->text[13], '\0');
    cr_assert_eq(s->line_count, 2);
    cr_assert_eq(s->line_starts[0], 0);
    cr_assert_eq(s->line_starts[1], 7);
    source_free(s);
}

Test(source, from_string_keeps_embedded_nul_length)
{
    const char text[] = {'a', '\0', 'b', '\n', 'c'};
    Source *s = source_from_string("n.cu", text, sizeof text);
    cr_assert_eq(s->len, 5);
    cr_assert_eq(s->line_count, 2);
    cr_assert_eq(s->line_starts[1], 4);
    source_free(s);
}

Test(source, many_lines_grow_index)
{
    char text[1000];
    for (int i = 0; i < 500; i++) {
        text[2 * i] = 'x';
        text[2 * i + 1] = '\n';
    }
    Source *s = source_from_string("big.cu", text, sizeof text);
    cr_assert_eq(s->line_count, 501);
    SourcePos p = source_pos(s, 2 * 300);
    cr_assert_eq(p.line, 301);
    cr_assert_eq(p.col, 1);
    p = source_pos(s, 2 * 499 + 1);
    cr_assert_eq(p.line, 500);
    cr_assert_eq(p.col, 2);
    source_free(s);
}

Test(source, free_null_is_harmless)
{
    source_free(NULL);
}

Test(source, load_missing_file_returns_null)
{
    cr_redirect_stderr();
    Source *s = source_load("/nonexistent/dir/nothing.cu");
    cr_assert_null(s);
}

Test(source, load_reads_file)
{
    char path[] = "/tmp/dpopt-test-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *f = fdopen(fd, "wb");
    fputs("__global__ void k() {}\n", f);
    fclose(f);
    Source *s = source_load(path);
    cr_assert_not_null(s);
    cr_assert_str_eq(s->path, path);
    cr_assert_str_eq(s->text, "__global__ void k() {}\n");
    cr_assert_eq(s->line_count, 2);
    source_free(s);
    remove(path);
}
