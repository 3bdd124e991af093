#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "rewrite/edit.h"
#include "syntax/diagnostic.h"

typedef struct Fixture {
    Source *src;
    EditBuffer b;
} Fixture;

static Fixture make(const char *path, const char *text, uint32_t len)
{
    Fixture f;
    f.src = source_from_string(path, text, len);
    edit_init(&f.b, f.src);
    return f;
}

static Fixture make_str(const char *text) { return make("f.cu", text, (uint32_t)strlen(text)); }

static void done(Fixture *f)
{
    edit_free(&f->b);
    source_free(f->src);
}

/* Applies the edits and compares the result with expected (a string). */
static void assert_output(const Fixture *f, const char *expected)
{
    uint32_t len = 12345;
    char *out = edit_apply(&f->b, &len);
    cr_assert_eq(len, strlen(expected), "length %u, expected %zu: \"%s\"", len, strlen(expected), out);
    cr_assert_eq(memcmp(out, expected, len), 0, "got \"%.*s\"\nexpected \"%s\"", (int)len, out, expected);
    free(out);
}

/* --- identity ------------------------------------------------------------- */

static void assert_identity(const char *text, uint32_t len, bool line_directives)
{
    Fixture f = make("id.cu", text, len);
    f.b.line_directives = line_directives;
    uint32_t out_len = 0;
    char *out = edit_apply(&f.b, &out_len);
    cr_assert_eq(out_len, len);
    cr_assert_eq(memcmp(out, text, len), 0);
    free(out);
    done(&f);
}

Test(edit, no_edits_identical)
{
    const char *text = "__global__ void k() {}\nint main() { return 0; }\n";
    assert_identity(text, (uint32_t)strlen(text), false);
    assert_identity(text, (uint32_t)strlen(text), true);
}

Test(edit, no_edits_no_trailing_newline)
{
    const char *text = "int x;\nint y;";
    assert_identity(text, (uint32_t)strlen(text), true);
}

Test(edit, no_edits_crlf)
{
    const char *text = "int x;\r\n\r\nint y;\r\n";
    assert_identity(text, (uint32_t)strlen(text), true);
}

Test(edit, no_edits_empty_and_binary)
{
    assert_identity("", 0, true);
    const char bytes[] = {'a', '\0', '\xff', '\n', '\t', 'z'};
    assert_identity(bytes, sizeof bytes, true);
}

/* --- basic edits ---------------------------------------------------------- */

Test(edit, replace)
{
    Fixture f = make_str("int x = 1;\n");
    edit_replace(&f.b, 8, 9, "42");
    assert_output(&f, "int x = 42;\n");
    done(&f);
}

Test(edit, replace_with_empty_deletes)
{
    Fixture f = make_str("abcdef");
    edit_replace(&f.b, 1, 3, "");
    assert_output(&f, "adef");
    done(&f);
}

Test(edit, insert_at_start_middle_end)
{
    Fixture f = make_str("abc");
    edit_insert(&f.b, 3, "]");
    edit_insert(&f.b, 0, "[");
    edit_insert(&f.b, 2, "|");
    assert_output(&f, "[ab|c]");
    done(&f);
}

Test(edit, edits_in_any_order_apply_by_position)
{
    Fixture f = make_str("one two three");
    edit_replace(&f.b, 8, 13, "3");
    edit_replace(&f.b, 0, 3, "1");
    edit_replace(&f.b, 4, 7, "2");
    assert_output(&f, "1 2 3");
    done(&f);
}

Test(edit, prepend_and_append_toplevel)
{
    Fixture f = make_str("int x;\n");
    edit_prepend_toplevel(&f.b, "#include <a.h>\n");
    edit_prepend_toplevel(&f.b, "#include <b.h>\n");
    edit_append_toplevel(&f.b, "int y;\n");
    edit_append_toplevel(&f.b, "int z;\n");
    assert_output(&f, "#include <a.h>\n#include <b.h>\nint x;\nint y;\nint z;\n");
    done(&f);
}

/* --- refused edits ------------------------------------------------------- */

/* The buffer has failed, for the reason and ranges given, and produces no
 * text. */
static void assert_failed(const Fixture *f, EditFault fault, uint32_t start, uint32_t end, uint32_t other_start,
                          uint32_t other_end)
{
    const EditFailure *failure = edit_failure(&f->b);
    cr_assert_not_null(failure);
    cr_assert_eq(failure->fault, fault);
    cr_assert_eq(failure->start, start, "refused edit starts at %u, expected %u", failure->start, start);
    cr_assert_eq(failure->end, end, "refused edit ends at %u, expected %u", failure->end, end);
    cr_assert_eq(failure->other_start, other_start);
    cr_assert_eq(failure->other_end, other_end);
    uint32_t len = 12345;
    char *out = edit_apply(&f->b, &len);
    cr_assert_null(out, "a failed buffer produced \"%.*s\"", (int)len, out ? out : "");
    cr_assert_eq(len, 0);
}

/* On "0123456789", the replacement 2..5 made first, then the edit
 * start..end (an insertion where they are equal) must fail the buffer. */
static void assert_refused_after_replace(uint32_t start, uint32_t end, const char *why)
{
    Fixture f = make_str("0123456789");
    edit_replace(&f.b, 2, 5, "AB");
    cr_assert_null(edit_failure(&f.b));
    if (start == end)
        edit_insert(&f.b, start, "X");
    else
        edit_replace(&f.b, start, end, "X");
    cr_assert_eq(f.b.count, 1, "%s: a refused edit adds nothing", why);
    assert_failed(&f, EDIT_FAULT_OVERLAP, start, end, 2, 5);
    done(&f);
}

Test(edit, overlapping_replace_fails_the_buffer)
{
    assert_refused_after_replace(4, 8, "shares byte 4");
    assert_refused_after_replace(0, 3, "shares byte 2");
    assert_refused_after_replace(3, 4, "inside");
    assert_refused_after_replace(1, 6, "around");
    assert_refused_after_replace(2, 5, "the same range");
}

Test(edit, insert_strictly_inside_replace_fails_the_buffer)
{
    assert_refused_after_replace(3, 3, "just inside the start");
    assert_refused_after_replace(4, 4, "just inside the end");
}

Test(edit, adjacent_edits_are_not_overlaps)
{
    Fixture f = make_str("0123456789");
    edit_replace(&f.b, 2, 5, "R");
    edit_replace(&f.b, 5, 7, "cd"); /* adjacent ranges share no byte */
    edit_replace(&f.b, 0, 2, "ef");
    edit_insert(&f.b, 2, "<"); /* at the start of a replacement */
    edit_insert(&f.b, 5, ">"); /* at its end */
    cr_assert_null(edit_failure(&f.b));
    assert_output(&f, "ef<R>cd789");
    done(&f);
}

Test(edit, replace_around_existing_insert_fails_the_buffer)
{
    Fixture f = make_str("0123456789");
    edit_insert(&f.b, 4, "I");
    edit_replace(&f.b, 4, 6, "R"); /* a replacement starting at the insert point is fine */
    assert_output(&f, "0123IR6789");
    edit_replace(&f.b, 2, 6, "Q");
    cr_assert_eq(f.b.count, 2);
    assert_failed(&f, EDIT_FAULT_OVERLAP, 2, 6, 4, 4);
    done(&f);
}

Test(edit, names_the_edit_overlapped_not_a_neighbour)
{
    /* The insertion inside the refused range is the one named, not the
     * replacement that only touches it. */
    Fixture f = make_str("abcdefgh");
    edit_insert(&f.b, 3, "I");
    edit_replace(&f.b, 6, 8, "T");
    edit_replace(&f.b, 1, 6, "R");
    assert_failed(&f, EDIT_FAULT_OVERLAP, 1, 6, 3, 3);
    done(&f);
}

Test(edit, only_the_first_refusal_is_kept)
{
    Fixture f = make_str("0123456789");
    edit_replace(&f.b, 2, 5, "R");
    edit_replace(&f.b, 3, 4, "X");
    edit_insert(&f.b, 20, "Y");
    edit_replace(&f.b, 7, 9, "Z"); /* accepted, but the buffer has failed */
    cr_assert_eq(f.b.count, 2);
    assert_failed(&f, EDIT_FAULT_OVERLAP, 3, 4, 2, 5);
    done(&f);
}

Test(edit, toplevel_code_does_not_mend_a_failed_buffer)
{
    Fixture f = make_str("abc");
    edit_replace(&f.b, 0, 2, "R");
    edit_insert(&f.b, 1, "I");
    edit_prepend_toplevel(&f.b, "#include <x.h>\n");
    edit_append_toplevel(&f.b, "int y;\n");
    assert_failed(&f, EDIT_FAULT_OVERLAP, 1, 1, 0, 2);
    done(&f);
}

/* What edit_report_failure prints for the buffer; *errors receives the
 * errors it counted. */
static char *failure_report(const Fixture *f, int *errors)
{
    Capture c;
    capture_open(&c);
    diag_reset();
    diag_set_stream(c.stream);
    edit_report_failure(&f->b);
    diag_set_stream(NULL);
    *errors = diag_error_count();
    diag_reset();
    char *out = strdup(capture_text(&c));
    capture_free(&c);
    return out;
}

Test(edit, overlap_reported_as_an_internal_error)
{
    Fixture f = make("dir/k.cu", "ab\ncdef\ngh\n", 11);
    edit_replace(&f.b, 3, 6, "R");
    edit_insert(&f.b, 5, "I");
    int errors = 0;
    char *out = failure_report(&f, &errors);
    cr_assert_eq(errors, 1, "one error, so that the driver writes nothing and exits 1");
    cr_assert_str_eq(out, "dir/k.cu:2:3: error: internal error: two rewrites overlap (bytes 5..5 and 3..6); "
                          "no output written\n"
                          "dir/k.cu:2:1: note: the rewrite made first (bytes 3..6) starts here\n");
    free(out);
    done(&f);
}

Test(edit, out_of_range_reported_at_the_end_of_the_file)
{
    Fixture f = make("k.cu", "ab\ncd", 5);
    edit_replace(&f.b, 6, 9, "R");
    int errors = 0;
    char *out = failure_report(&f, &errors);
    cr_assert_eq(errors, 1);
    cr_assert_str_eq(out, "k.cu:2:3: error: internal error: a rewrite names bytes 6..9, outside the file's 5 bytes; "
                          "no output written\n");
    free(out);
    done(&f);
}

Test(edit, nothing_reported_without_a_failure)
{
    Fixture f = make_str("abc");
    edit_replace(&f.b, 0, 1, "A");
    int errors = 0;
    char *out = failure_report(&f, &errors);
    cr_assert_eq(errors, 0);
    cr_assert_str_eq(out, "");
    free(out);
    done(&f);
}

static void assert_out_of_range(uint32_t start, uint32_t end)
{
    Fixture f = make_str("abc");
    if (start == end)
        edit_insert(&f.b, start, "X");
    else
        edit_replace(&f.b, start, end, "X");
    cr_assert_eq(f.b.count, 0);
    assert_failed(&f, EDIT_FAULT_OUT_OF_RANGE, start, end, 0, 0);
    done(&f);
}

Test(edit, out_of_range_fails_the_buffer)
{
    assert_out_of_range(2, 4); /* past the end */
    assert_out_of_range(2, 1); /* reversed */
    assert_out_of_range(4, 4); /* an insertion past the end */
}

Test(edit, edits_at_the_very_end_are_in_range)
{
    Fixture f = make_str("abc");
    edit_insert(&f.b, 3, "!");
    edit_replace(&f.b, 2, 3, "C");
    assert_output(&f, "abC!");
    done(&f);
}

Test(edit, free_clears_a_failure)
{
    Fixture f = make_str("abc");
    edit_replace(&f.b, 0, 2, "R");
    edit_replace(&f.b, 1, 3, "S");
    cr_assert_not_null(edit_failure(&f.b));
    edit_free(&f.b);
    cr_assert_null(edit_failure(&f.b));
    source_free(f.src);
}

Test(edit, inserts_at_same_offset_keep_order)
{
    Fixture f = make_str("ab");
    edit_insert(&f.b, 1, "1");
    edit_insert(&f.b, 1, "2");
    edit_insert(&f.b, 1, "3");
    assert_output(&f, "a123b");
    done(&f);
}

Test(edit, inserts_come_before_a_replacement_at_the_same_offset)
{
    Fixture f = make_str("abcd");
    edit_replace(&f.b, 1, 3, "R");
    edit_insert(&f.b, 1, "I");
    edit_insert(&f.b, 1, "J");
    assert_output(&f, "aIJRd");
    done(&f);
}

/* --- line directives ---------------------------------------------------- */

Test(edit, line_directive_after_multiline_insert_at_line_start)
{
    Fixture f = make("dir/k.cu", "a\nb\nc\n", 6);
    f.b.line_directives = true;
    edit_insert(&f.b, 2, "X\nY\n");
    assert_output(&f, "a\nX\nY\n#line 2 \"dir/k.cu\"\nb\nc\n");
    done(&f);
}

Test(edit, line_directive_names_line_after_multiline_replace)
{
    Fixture f = make_str("a\nb\nc\nd\n");
    f.b.line_directives = true;
    edit_replace(&f.b, 2, 6, "Z1\nZ2\nZ3\n");
    assert_output(&f, "a\nZ1\nZ2\nZ3\n#line 4 \"f.cu\"\nd\n");
    done(&f);
}

Test(edit, one_line_directive_after_generated_lines_in_a_row)
{
    Fixture f = make_str("a\nb\nc\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 2, "X\n");
    edit_insert(&f.b, 2, "Y\n");
    assert_output(&f, "a\nX\nY\n#line 2 \"f.cu\"\nb\nc\n");
    done(&f);
}

Test(edit, line_directive_kept_before_generated_text_ending_mid_line)
{
    Fixture f = make_str("a\nb\nc\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 2, "X\n");
    edit_insert(&f.b, 2, "Y\nZ ");
    assert_output(&f, "a\nX\n#line 2 \"f.cu\"\nY\nZ \n#line 2 \"f.cu\"\nb\nc\n");
    done(&f);
}

Test(edit, no_line_directive_when_off)
{
    Fixture f = make_str("a\nb\n");
    edit_insert(&f.b, 2, "X\nY\n");
    assert_output(&f, "a\nX\nY\nb\n");
    done(&f);
}

Test(edit, no_line_directive_after_single_line_edits)
{
    Fixture f = make_str("a\nbc\nd\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 3, "X");
    edit_replace(&f.b, 5, 6, "Q");
    edit_insert(&f.b, 2, "Y");
    assert_output(&f, "a\nYbXc\nQ\n");
    done(&f);
}

Test(edit, line_directive_after_multiline_insert_ending_mid_line)
{
    /* Generated text that ends mid-line before code: the code would take
     * the generated text's last line number, so it moves to a line of its
     * own after a directive naming its line, at its own column. */
    Fixture f = make_str("a\nbc\nd\ne\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 3, "X\nY");
    assert_output(&f, "a\nbX\nY\n#line 2 \"f.cu\"\n c\nd\ne\n");
    done(&f);
}

Test(edit, line_directive_keeps_tabs_of_the_column)
{
    Fixture f = make_str("\tb; c;\nd\n");
    f.b.line_directives = true;
    edit_replace(&f.b, 1, 3, "{\n}");
    assert_output(&f, "\t{\n}\n#line 1 \"f.cu\"\n\t   c;\nd\n");
    done(&f);
}

Test(edit, line_directive_waits_for_the_newline_when_no_code_follows)
{
    /* Only white space, braces or a // comment after the generated text: it
     * stays on the line, and the directive comes after it. */
    Fixture f = make_str("a\nbc } // note\nd\ne\n");
    f.b.line_directives = true;
    edit_replace(&f.b, 2, 4, "X\nY");
    assert_output(&f, "a\nX\nY } // note\n#line 3 \"f.cu\"\nd\ne\n");
    done(&f);
}

Test(edit, no_line_break_after_mid_line_text_when_directives_are_off)
{
    Fixture f = make_str("a\nbc\nd\n");
    edit_insert(&f.b, 3, "X\nY");
    assert_output(&f, "a\nbX\nYc\nd\n");
    done(&f);
}

Test(edit, no_line_directive_at_end_of_file)
{
    Fixture f = make_str("a\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 2, "X\nY\n");
    assert_output(&f, "a\nX\nY\n");
    done(&f);
}

Test(edit, line_directive_after_prepended_code)
{
    Fixture f = make_str("int x;\nint y;\n");
    f.b.line_directives = true;
    edit_prepend_toplevel(&f.b, "#include <cstdio>\n");
    edit_append_toplevel(&f.b, "int z;\n");
    assert_output(&f, "#include <cstdio>\n#line 1 \"f.cu\"\nint x;\nint y;\nint z;\n");
    done(&f);
}

Test(edit, line_directive_escapes_path)
{
    Fixture f = make("we\"ird\\k.cu", "a\nb\n", 4);
    f.b.line_directives = true;
    edit_insert(&f.b, 2, "X\n");
    assert_output(&f, "a\nX\n#line 2 \"we\\\"ird\\\\k.cu\"\nb\n");
    done(&f);
}

Test(edit, line_directives_keep_crlf_lines)
{
    Fixture f = make_str("a\r\nb\r\nc\r\n");
    f.b.line_directives = true;
    edit_insert(&f.b, 6, "X\nY\n");
    assert_output(&f, "a\r\nb\r\nX\nY\n#line 3 \"f.cu\"\nc\r\n");
    done(&f);
}

Test(edit, free_resets_buffer)
{
    Fixture f = make_str("abc");
    edit_insert(&f.b, 1, "x");
    edit_append_toplevel(&f.b, "y");
    edit_free(&f.b);
    cr_assert_eq(f.b.count, 0);
    cr_assert_null(f.b.edits);
    cr_assert_null(f.b.appended);
    source_free(f.src);
}

/* --- edits that take their text ------------------------------------------- */

Test(edit, taking_moves_the_text_in_and_empties_the_buffer)
{
    Fixture f = make_str("a b c");
    StrBuf text;
    strbuf_init(&text);
    strbuf_puts(&text, "B");
    edit_replace_taking(&f.b, 2, 3, &text);
    cr_assert_null(text.data);
    cr_assert_eq(text.len, 0);
    StrBuf empty; /* never written: inserts nothing */
    strbuf_init(&empty);
    edit_insert_taking(&f.b, 0, &empty);
    assert_output(&f, "a B c");
    done(&f);
}

Test(edit, taking_an_overlapping_edit_fails_the_buffer)
{
    Fixture f = make_str("abcdef");
    edit_replace(&f.b, 1, 4, "X");
    StrBuf text;
    strbuf_init(&text);
    strbuf_puts(&text, "Y");
    edit_replace_taking(&f.b, 2, 5, &text); /* the buffer frees the refused text */
    cr_assert_not_null(edit_failure(&f.b));
    uint32_t len;
    cr_assert_null(edit_apply(&f.b, &len));
    done(&f);
}

/* --- text read in, not written (model/imports.h) ----------------------------- */

/* Past the written part, insertions go to its end in their order; the text
 * there is left out. */
Test(edit, write_only_moves_insertions_to_the_end)
{
    Fixture f = make_str("own text\nread in\n");
    f.b.line_directives = false;
    edit_insert(&f.b, 4, "[a]");
    edit_insert(&f.b, 16, "[c]");
    edit_insert(&f.b, 12, "[b]");
    edit_write_only(&f.b, 9);
    cr_assert_null(edit_failure(&f.b));
    assert_output(&f, "own [a]text\n[b][c]");
    done(&f);
}

/* A replacement past the written part would be lost: the buffer fails. */
Test(edit, write_only_refuses_a_replacement_past_it)
{
    Fixture f = make_str("own text\nread in\n");
    edit_replace(&f.b, 10, 14, "READ");
    edit_write_only(&f.b, 9);
    const EditFailure *fail = edit_failure(&f.b);
    cr_assert_not_null(fail);
    cr_assert_eq(fail->fault, EDIT_FAULT_NOT_WRITTEN);
    uint32_t len = 1;
    cr_assert_null(edit_apply(&f.b, &len));
    done(&f);
}

/* --- the text in pieces (edit_apply_to) ---------------------------------- */

typedef struct Pieces {
    char *text;
    size_t len;
    int count;    /* pieces taken */
    int refuse_at; /* the piece refused (-1: none) */
} Pieces;

static bool take_piece(void *ctx, const char *data, size_t len)
{
    Pieces *p = ctx;
    if (p->count == p->refuse_at)
        return false;
    p->text = realloc(p->text, p->len + len);
    memcpy(p->text + p->len, data, len);
    p->len += len;
    p->count++;
    return true;
}

/* Edits longer than a piece, and generated text that ends a piece just
 * before original text: the pieces, in order, are the text edit_apply
 * gives, #line marks and all (where one goes depends on the byte that
 * ended the piece before). */
Test(edit, pieces_make_the_same_text)
{
    const char *text = "a\nbc\nd\ne\n";
    Fixture f = make_str(text);
    f.b.line_directives = true;
    size_t big = 600 << 10;
    char *long_lines = malloc(big + 1);
    for (size_t i = 0; i < big; i++)
        long_lines[i] = i % 64 == 63 ? '\n' : 'x';
    long_lines[big] = '\0';
    edit_insert(&f.b, 2, long_lines);        /* ends with a newline, at a line start */
    long_lines[big - 1] = 'y';
    edit_replace(&f.b, 3, 4, long_lines);    /* ends mid-line, before code */
    edit_insert(&f.b, 7, "X\nY");
    uint32_t len;
    char *whole = edit_apply(&f.b, &len);
    Pieces p = {NULL, 0, 0, -1};
    cr_assert(edit_apply_to(&f.b, take_piece, &p));
    cr_assert_gt(p.count, 2);
    cr_assert_eq(p.len, len);
    cr_assert_eq(memcmp(p.text, whole, len), 0);
    free(p.text);
    free(whole);
    free(long_lines);
    done(&f);
}

/* A piece refused: edit_apply_to says so and offers no more. */
Test(edit, pieces_stop_at_a_refused_one)
{
    Fixture f = make_str("a\nb\n");
    size_t big = 600 << 10;
    char *filler = malloc(big + 1);
    memset(filler, 'x', big);
    filler[big] = '\0';
    edit_insert(&f.b, 2, filler);
    Pieces p = {NULL, 0, 0, 0};
    cr_assert_not(edit_apply_to(&f.b, take_piece, &p));
    cr_assert_eq(p.count, 0);
    free(filler);
    done(&f);
}

/* A failed buffer hands out nothing. */
Test(edit, pieces_none_from_a_failed_buffer)
{
    Fixture f = make_str("own text\nread in\n");
    edit_replace(&f.b, 10, 14, "READ");
    edit_write_only(&f.b, 9);
    Pieces p = {NULL, 0, 0, -1};
    cr_assert_not(edit_apply_to(&f.b, take_piece, &p));
    cr_assert_eq(p.count, 0);
    done(&f);
}

/* --- indenting generated text inside a range (edit_indent_inside) ---------- */

Test(edit, indent_inside_moves_lines_after_breaks)
{
    /* 0123456789 */
    Fixture f = make_str("{\n  a;\n}\n");
    edit_replace(&f.b, 4, 6, "{\n  b;\n\n#line 2\n}");
    edit_indent_inside(&f.b, 0, 9, "    ");
    /* the first line follows the text before it; blank and # lines stay */
    assert_output(&f, "{\n  {\n      b;\n\n#line 2\n    }\n}\n");
    done(&f);
}

Test(edit, indent_inside_leaves_edits_at_its_ends)
{
    Fixture f = make_str("{\n  a;\n}\n");
    edit_insert(&f.b, 0, "x\ny ");
    edit_insert(&f.b, 8, "\nz");
    edit_indent_inside(&f.b, 0, 8, "    ");
    assert_output(&f, "x\ny {\n  a;\n}\nz\n");
    done(&f);
}

Test(edit, indent_inside_leaves_literals_and_restored_text)
{
    Fixture f = make_str("{\n  a;\n  b;\n}\n");
    edit_replace(&f.b, 4, 6, "s = R\"(\nraw)\";");
    edit_restore(&f.b, 9, 11, "M(\n)");
    edit_indent_inside(&f.b, 0, 14, "    ");
    assert_output(&f, "{\n  s = R\"(\nraw)\";\n  M(\n)\n}\n");
    done(&f);
}
