#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "rewrite/edit.h"

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
    cr_assert(edit_replace(&f.b, 8, 9, "42"));
    assert_output(&f, "int x = 42;\n");
    done(&f);
}

Test(edit, replace_with_empty_deletes)
{
    Fixture f = make_str("abcdef");
    cr_assert(edit_replace(&f.b, 1, 3, ""));
    assert_output(&f, "adef");
    done(&f);
}

Test(edit, insert_at_start_middle_end)
{
    Fixture f = make_str("abc");
    cr_assert(edit_insert(&f.b, 3, "]"));
    cr_assert(edit_insert(&f.b, 0, "["));
    cr_assert(edit_insert(&f.b, 2, "|"));
    assert_output(&f, "[ab|c]");
    done(&f);
}

Test(edit, edits_in_any_order_apply_by_position)
{
    Fixture f = make_str("one two three");
    cr_assert(edit_replace(&f.b, 8, 13, "3"));
    cr_assert(edit_replace(&f.b, 0, 3, "1"));
    cr_assert(edit_replace(&f.b, 4, 7, "2"));
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

Test(edit, overlapping_replace_refused)
{
    Fixture f = make_str("0123456789");
    cr_assert(edit_replace(&f.b, 2, 5, "AB"));
    cr_assert_not(edit_replace(&f.b, 4, 8, "X"), "shares byte 4");
    cr_assert_not(edit_replace(&f.b, 0, 3, "X"), "shares byte 2");
    cr_assert_not(edit_replace(&f.b, 3, 4, "X"), "inside");
    cr_assert_not(edit_replace(&f.b, 1, 6, "X"), "around");
    cr_assert_not(edit_replace(&f.b, 2, 5, "X"), "the same range");
    cr_assert_eq(f.b.count, 1, "refused edits change nothing");
    assert_output(&f, "01AB56789");
    /* Adjacent ranges share no byte. */
    cr_assert(edit_replace(&f.b, 5, 7, "cd"));
    cr_assert(edit_replace(&f.b, 0, 2, "ef"));
    assert_output(&f, "efABcd789");
    done(&f);
}

Test(edit, insert_strictly_inside_replace_refused)
{
    Fixture f = make_str("0123456789");
    cr_assert(edit_replace(&f.b, 2, 5, "R"));
    cr_assert_not(edit_insert(&f.b, 3, "I"));
    cr_assert_not(edit_insert(&f.b, 4, "I"));
    cr_assert(edit_insert(&f.b, 2, "<"), "at the start is fine");
    cr_assert(edit_insert(&f.b, 5, ">"), "at the end is fine");
    assert_output(&f, "01<R>56789");
    done(&f);
}

Test(edit, replace_around_existing_insert_refused)
{
    Fixture f = make_str("0123456789");
    cr_assert(edit_insert(&f.b, 4, "I"));
    cr_assert_not(edit_replace(&f.b, 2, 6, "R"));
    cr_assert(edit_replace(&f.b, 4, 6, "R"), "a replacement starting at the insert point");
    cr_assert_eq(f.b.count, 2);
    assert_output(&f, "0123IR6789");
    done(&f);
}

Test(edit, out_of_range_refused)
{
    Fixture f = make_str("abc");
    cr_assert_not(edit_replace(&f.b, 2, 4, "X"), "past the end");
    cr_assert_not(edit_replace(&f.b, 2, 1, "X"), "reversed");
    cr_assert_not(edit_insert(&f.b, 4, "X"));
    cr_assert_eq(f.b.count, 0);
    assert_output(&f, "abc");
    done(&f);
}

Test(edit, inserts_at_same_offset_keep_order)
{
    Fixture f = make_str("ab");
    cr_assert(edit_insert(&f.b, 1, "1"));
    cr_assert(edit_insert(&f.b, 1, "2"));
    cr_assert(edit_insert(&f.b, 1, "3"));
    assert_output(&f, "a123b");
    done(&f);
}

Test(edit, inserts_come_before_a_replacement_at_the_same_offset)
{
    Fixture f = make_str("abcd");
    cr_assert(edit_replace(&f.b, 1, 3, "R"));
    cr_assert(edit_insert(&f.b, 1, "I"));
    cr_assert(edit_insert(&f.b, 1, "J"));
    assert_output(&f, "aIJRd");
    done(&f);
}

/* --- line directives ---------------------------------------------------- */

Test(edit, line_directive_after_multiline_insert_at_line_start)
{
    Fixture f = make("dir/k.cu", "a\nb\nc\n", 6);
    f.b.line_directives = true;
    cr_assert(edit_insert(&f.b, 2, "X\nY\n"));
    assert_output(&f, "a\nX\nY\n#line 2 \"dir/k.cu\"\nb\nc\n");
    done(&f);
}

Test(edit, line_directive_names_line_after_multiline_replace)
{
    Fixture f = make_str("a\nb\nc\nd\n");
    f.b.line_directives = true;
    cr_assert(edit_replace(&f.b, 2, 6, "Z1\nZ2\nZ3\n"));
    assert_output(&f, "a\nZ1\nZ2\nZ3\n#line 4 \"f.cu\"\nd\n");
    done(&f);
}

Test(edit, no_line_directive_when_off)
{
    Fixture f = make_str("a\nb\n");
    cr_assert(edit_insert(&f.b, 2, "X\nY\n"));
    assert_output(&f, "a\nX\nY\nb\n");
    done(&f);
}

Test(edit, no_line_directive_after_single_line_edits)
{
    Fixture f = make_str("a\nbc\nd\n");
    f.b.line_directives = true;
    cr_assert(edit_insert(&f.b, 3, "X"));
    cr_assert(edit_replace(&f.b, 5, 6, "Q"));
    cr_assert(edit_insert(&f.b, 2, "Y"));
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
    cr_assert(edit_insert(&f.b, 3, "X\nY"));
    assert_output(&f, "a\nbX\nY\n#line 2 \"f.cu\"\n c\nd\ne\n");
    done(&f);
}

Test(edit, line_directive_keeps_tabs_of_the_column)
{
    Fixture f = make_str("\tb; c;\nd\n");
    f.b.line_directives = true;
    cr_assert(edit_replace(&f.b, 1, 3, "{\n}"));
    assert_output(&f, "\t{\n}\n#line 1 \"f.cu\"\n\t   c;\nd\n");
    done(&f);
}

Test(edit, line_directive_waits_for_the_newline_when_no_code_follows)
{
    /* Only white space, braces or a // comment after the generated text: it
     * stays on the line, and the directive comes after it. */
    Fixture f = make_str("a\nbc } // note\nd\ne\n");
    f.b.line_directives = true;
    cr_assert(edit_replace(&f.b, 2, 4, "X\nY"));
    assert_output(&f, "a\nX\nY } // note\n#line 3 \"f.cu\"\nd\ne\n");
    done(&f);
}

Test(edit, no_line_break_after_mid_line_text_when_directives_are_off)
{
    Fixture f = make_str("a\nbc\nd\n");
    cr_assert(edit_insert(&f.b, 3, "X\nY"));
    assert_output(&f, "a\nbX\nYc\nd\n");
    done(&f);
}

Test(edit, no_line_directive_at_end_of_file)
{
    Fixture f = make_str("a\n");
    f.b.line_directives = true;
    cr_assert(edit_insert(&f.b, 2, "X\nY\n"));
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
    cr_assert(edit_insert(&f.b, 2, "X\n"));
    assert_output(&f, "a\nX\n#line 2 \"we\\\"ird\\\\k.cu\"\nb\n");
    done(&f);
}

Test(edit, line_directives_keep_crlf_lines)
{
    Fixture f = make_str("a\r\nb\r\nc\r\n");
    f.b.line_directives = true;
    cr_assert(edit_insert(&f.b, 6, "X\nY\n"));
    assert_output(&f, "a\r\nb\r\nX\nY\n#line 3 \"f.cu\"\nc\r\n");
    done(&f);
}

Test(edit, free_resets_buffer)
{
    Fixture f = make_str("abc");
    cr_assert(edit_insert(&f.b, 1, "x"));
    edit_append_toplevel(&f.b, "y");
    edit_free(&f.b);
    cr_assert_eq(f.b.count, 0);
    cr_assert_null(f.b.edits);
    cr_assert_null(f.b.appended);
    source_free(f.src);
}
