/* The JSON reader of compile_commands.json (util/json_read.h). */
#include <criterion/criterion.h>
#include <string.h>

#include "util/json_read.h"

static JsonValue *read_ok(const char *text)
{
    uint32_t at = 0;
    const char *error = NULL;
    JsonValue *v = json_read(text, (uint32_t)strlen(text), &at, &error);
    cr_assert_not_null(v, "'%s': %s at %u", text, error ? error : "?", at);
    return v;
}

static void read_fails(const char *text, uint32_t want_at, const char *want)
{
    uint32_t at = 12345;
    const char *error = NULL;
    JsonValue *v = json_read(text, (uint32_t)strlen(text), &at, &error);
    cr_assert_null(v, "'%s' was read", text);
    cr_assert_eq(at, want_at, "'%s': fault at %u, expected %u (%s)", text, at, want_at, error);
    cr_assert_not_null(strstr(error, want), "'%s': %s", text, error);
}

Test(json_read, an_array_of_entries)
{
    JsonValue *v = read_ok(" [ {\"file\": \"a.cu\", \"arguments\": [\"nvcc\", \"-I\", \"inc\"], \"n\": -1.5e3,"
                           " \"ok\": true, \"none\": null}, {} ] ");
    cr_assert_eq(v->kind, JSON_ARRAY);
    cr_assert_eq(v->count, 2);
    const JsonValue *e = &v->items[0];
    cr_assert_str_eq(json_member(e, "file")->text, "a.cu");
    cr_assert_eq(json_member(e, "arguments")->count, 3);
    cr_assert_str_eq(json_member(e, "arguments")->items[2].text, "inc");
    cr_assert_str_eq(json_member(e, "n")->text, "-1.5e3");
    cr_assert(json_member(e, "ok")->truth);
    cr_assert_eq(json_member(e, "none")->kind, JSON_NULL);
    cr_assert_null(json_member(e, "absent"));
    cr_assert_eq(v->items[1].count, 0);
    json_free(v);
}

Test(json_read, strings_are_decoded)
{
    JsonValue *v = read_ok("\"a\\\"b\\\\c\\/d\\n\\u00e9\\ud83d\\ude00\"");
    cr_assert_str_eq(v->text, "a\"b\\c/d\n\xc3\xa9\xf0\x9f\x98\x80");
    json_free(v);
}

Test(json_read, faults_say_where)
{
    read_fails("[1, 2", 5, "',' or ']'");
    read_fails("{\"a\" 1}", 5, "':'");
    read_fails("{1: 2}", 1, "member name");
    read_fails("\"open", 5, "not closed");
    read_fails("\"\\x\"", 2, "unknown escape");
    read_fails("[1] x", 4, "text after");
    read_fails("-", 1, "value was expected");
    read_fails("", 0, "value was expected");
    char deep[2 * JSON_MAX_DEPTH + 8];
    memset(deep, '[', JSON_MAX_DEPTH + 2);
    deep[JSON_MAX_DEPTH + 2] = '\0';
    read_fails(deep, JSON_MAX_DEPTH + 1, "nested too deeply");
}
