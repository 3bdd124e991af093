#include "util/json_read.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/strbuf.h"

typedef struct Reader {
    const char *text;
    uint32_t len, pos;
    const char *error;
    uint32_t error_at;
} Reader;

static bool fail(Reader *r, const char *error)
{
    if (!r->error) {
        r->error = error;
        r->error_at = r->pos;
    }
    return false;
}

static void skip_space(Reader *r)
{
    while (r->pos < r->len && strchr(" \t\r\n", r->text[r->pos]) && r->text[r->pos])
        r->pos++;
}

static bool take(Reader *r, const char *word)
{
    size_t n = strlen(word);
    if (r->len - r->pos < n || memcmp(r->text + r->pos, word, n) != 0)
        return false;
    r->pos += (uint32_t)n;
    return true;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Four hex digits after \u; -1 where they are not. */
static long read_hex4(Reader *r)
{
    if (r->len - r->pos < 4)
        return -1;
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(r->text[r->pos + i]);
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    r->pos += 4;
    return v;
}

static void put_utf8(StrBuf *b, unsigned long c)
{
    char out[4];
    int n;
    if (c < 0x80)
        out[0] = (char)c, n = 1;
    else if (c < 0x800)
        out[0] = (char)(0xc0 | (c >> 6)), out[1] = (char)(0x80 | (c & 0x3f)), n = 2;
    else if (c < 0x10000)
        out[0] = (char)(0xe0 | (c >> 12)), out[1] = (char)(0x80 | ((c >> 6) & 0x3f)), out[2] = (char)(0x80 | (c & 0x3f)),
        n = 3;
    else
        out[0] = (char)(0xf0 | (c >> 18)), out[1] = (char)(0x80 | ((c >> 12) & 0x3f)),
        out[2] = (char)(0x80 | ((c >> 6) & 0x3f)), out[3] = (char)(0x80 | (c & 0x3f)), n = 4;
    strbuf_append(b, out, (size_t)n);
}

/* A string literal at r->pos (its opening quote), decoded into *out. */
static bool read_string(Reader *r, char **out)
{
    r->pos++; /* the quote */
    StrBuf b;
    strbuf_init(&b);
    strbuf_puts(&b, "");
    while (true) {
        if (r->pos >= r->len) {
            strbuf_free(&b);
            return fail(r, "a string is not closed");
        }
        unsigned char c = (unsigned char)r->text[r->pos];
        if (c == '"') {
            r->pos++;
            break;
        }
        if (c < 0x20) {
            strbuf_free(&b);
            return fail(r, "a control character in a string");
        }
        if (c != '\\') {
            strbuf_append(&b, (const char *)&c, 1);
            r->pos++;
            continue;
        }
        r->pos++;
        char e = r->pos < r->len ? r->text[r->pos++] : '\0';
        const char *plain = strchr("\"\\/bfnrt", e);
        if (e && plain) {
            static const char decoded[] = "\"\\/\b\f\n\r\t";
            strbuf_append(&b, &decoded[plain - "\"\\/bfnrt"], 1);
            continue;
        }
        if (e != 'u') {
            r->pos--;
            strbuf_free(&b);
            return fail(r, "an unknown escape in a string");
        }
        long c1 = read_hex4(r);
        if (c1 < 0) {
            strbuf_free(&b);
            return fail(r, "\\u needs four hex digits");
        }
        unsigned long code = (unsigned long)c1;
        if (c1 >= 0xd800 && c1 < 0xdc00 && take(r, "\\u")) { /* a surrogate pair */
            long c2 = read_hex4(r);
            if (c2 >= 0xdc00 && c2 < 0xe000)
                code = 0x10000 + (((unsigned long)c1 - 0xd800) << 10) + ((unsigned long)c2 - 0xdc00);
        }
        put_utf8(&b, code);
    }
    *out = strbuf_take(&b);
    return true;
}

static bool read_value(Reader *r, JsonValue *v, int depth);

/* Skips a run of digits; how many there were. */
static uint32_t skip_digits(Reader *r)
{
    uint32_t start = r->pos;
    while (r->pos < r->len && r->text[r->pos] >= '0' && r->text[r->pos] <= '9')
        r->pos++;
    return r->pos - start;
}

static bool read_number(Reader *r, JsonValue *v)
{
    uint32_t start = r->pos;
    take(r, "-");
    if (skip_digits(r) == 0)
        return fail(r, "a value was expected");
    if (take(r, ".") && skip_digits(r) == 0)
        return fail(r, "a digit was expected after '.'");
    if (take(r, "e") || take(r, "E")) {
        if (!take(r, "+"))
            take(r, "-");
        if (skip_digits(r) == 0)
            return fail(r, "a digit was expected in the exponent");
    }
    v->kind = JSON_NUMBER;
    v->text = xstrndup(r->text + start, r->pos - start);
    return true;
}

/* An array or an object at r->pos (its opening bracket). */
static bool read_list(Reader *r, JsonValue *v, int depth, bool object)
{
    char close = object ? '}' : ']';
    v->kind = object ? JSON_OBJECT : JSON_ARRAY;
    r->pos++;
    skip_space(r);
    if (r->pos < r->len && r->text[r->pos] == close) {
        r->pos++;
        return true;
    }
    int cap = 0;
    while (true) {
        skip_space(r);
        char *key = NULL;
        if (object) {
            if (r->pos >= r->len || r->text[r->pos] != '"')
                return fail(r, "a member name (a string) was expected");
            if (!read_string(r, &key))
                return false;
            skip_space(r);
            if (!take(r, ":")) {
                free(key);
                return fail(r, "':' was expected after a member name");
            }
        }
        if (v->count == cap) {
            cap = cap ? 2 * cap : 8;
            v->items = xrealloc(v->items, (size_t)cap * sizeof *v->items);
            if (object)
                v->keys = xrealloc(v->keys, (size_t)cap * sizeof *v->keys);
        }
        memset(&v->items[v->count], 0, sizeof *v->items);
        if (object)
            v->keys[v->count] = key;
        v->count++;
        if (!read_value(r, &v->items[v->count - 1], depth + 1))
            return false;
        skip_space(r);
        if (take(r, ","))
            continue;
        if (r->pos < r->len && r->text[r->pos] == close) {
            r->pos++;
            return true;
        }
        return fail(r, object ? "',' or '}' was expected" : "',' or ']' was expected");
    }
}

static bool read_value(Reader *r, JsonValue *v, int depth)
{
    skip_space(r);
    v->at = r->pos;
    if (depth > JSON_MAX_DEPTH)
        return fail(r, "nested too deeply");
    if (r->pos >= r->len)
        return fail(r, "a value was expected");
    char c = r->text[r->pos];
    if (c == '{' || c == '[')
        return read_list(r, v, depth, c == '{');
    if (c == '"') {
        v->kind = JSON_STRING;
        return read_string(r, &v->text);
    }
    if (take(r, "true") || take(r, "false")) {
        v->kind = JSON_BOOL;
        v->truth = c == 't';
        return true;
    }
    if (take(r, "null")) {
        v->kind = JSON_NULL;
        return true;
    }
    return read_number(r, v);
}

static void free_inside(JsonValue *v)
{
    for (int i = 0; i < v->count; i++) {
        free_inside(&v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->text);
}

JsonValue *json_read(const char *text, uint32_t len, uint32_t *error_at, const char **error)
{
    Reader r = {text, len, 0, NULL, 0};
    JsonValue *v = xcalloc(1, sizeof *v);
    bool ok = read_value(&r, v, 0);
    if (ok) {
        skip_space(&r);
        if (r.pos < r.len)
            ok = fail(&r, "text after the value");
    }
    if (!ok) {
        *error_at = r.error_at;
        *error = r.error;
        json_free(v);
        return NULL;
    }
    return v;
}

const JsonValue *json_member(const JsonValue *object, const char *key)
{
    const JsonValue *found = NULL;
    for (int i = 0; object && object->kind == JSON_OBJECT && i < object->count; i++)
        if (strcmp(object->keys[i], key) == 0)
            found = &object->items[i];
    return found;
}

void json_free(JsonValue *value)
{
    if (!value)
        return;
    free_inside(value);
    free(value);
}
