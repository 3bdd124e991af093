#include "syntax/disambiguate.h"

#include <stdbool.h>
#include <string.h>

#include "util/alloc.h"
#include "util/text.h"

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

/* True when the identifier ending just before `end` is a member name: the
 * text before it, on the same line, is `.` or `->`. */
static bool follows_member(const char *text, uint32_t end)
{
    uint32_t i = end;
    while (i > 0 && is_blank(text[i - 1]))
        i--;
    uint32_t id_end = i;
    while (i > 0 && text_is_ident_char(text[i - 1]))
        i--;
    if (i == id_end || (text[i] >= '0' && text[i] <= '9'))
        return false;
    if (id_end - i == 8 && memcmp(text + i, "template", 8) == 0)
        return false;
    while (i > 0 && is_blank(text[i - 1]))
        i--;
    if (i >= 1 && text[i - 1] == '.')
        return !(i >= 2 && text[i - 2] >= '0' && text[i - 2] <= '9'); /* not 1.f */
    return i >= 2 && text[i - 1] == '>' && text[i - 2] == '-';
}

/* A real member template reads `a.f<T, 2>(`: the `<` is closed by a `>` on
 * the same line, holding only type-like tokens, and a `(` or `::` follows. */
static bool opens_template(const char *text, uint32_t len, uint32_t lt)
{
    int depth = 0;
    for (uint32_t i = lt; i < len && text[i] != '\n' && text[i] != ';'; i++) {
        char c = text[i];
        if (c == '<') {
            depth++;
        } else if (c == '>') {
            if (--depth == 0) {
                uint32_t j = i + 1;
                while (j < len && is_space(text[j]))
                    j++;
                return j < len && (text[j] == '(' || (text[j] == ':' && j + 1 < len && text[j + 1] == ':'));
            }
        } else if (!(text_is_ident_char(c) || is_space(c) || c == ',' || c == ':' || c == '*' || c == '&') ||
                   (c == '&' && i + 1 < len && text[i + 1] == '&')) {
            return false; /* `a.b < c && d > (e)` is a condition, not a template */
        }
    }
    return false;
}

char *syntax_disambiguate(const char *text, uint32_t len)
{
    char *copy = xstrndup(text, len);
    for (uint32_t i = 0; i < len; i++) {
        char c = text[i];
        /* Comments and literals are left alone. */
        uint32_t past = text_skip_literal(text, len, i);
        if (past > i) {
            i = past - 1;
        } else if (c == '<') {
            bool single = (i + 1 >= len || (text[i + 1] != '<' && text[i + 1] != '=')) &&
                          (i == 0 || text[i - 1] != '<');
            if (single && follows_member(text, i) && !opens_template(text, len, i))
                copy[i] = '>';
        }
    }
    return copy;
}
