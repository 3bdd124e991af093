#include "util/text.h"

#include <string.h>

#include "util/alloc.h"

bool text_is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool text_has_word(const char *text, size_t len, const char *word)
{
    size_t w = strlen(word);
    for (size_t i = 0; i + w <= len; i++) {
        if (memcmp(text + i, word, w) != 0)
            continue;
        bool left = i > 0 && text_is_ident_char(text[i - 1]);
        bool right = i + w < len && text_is_ident_char(text[i + w]);
        if (!left && !right)
            return true;
    }
    return false;
}

void text_drop_word(char *s, const char *word)
{
    size_t w = strlen(word), len = strlen(s);
    for (size_t i = 0; i + w <= len;) {
        bool whole = memcmp(s + i, word, w) == 0 && (i == 0 || !text_is_ident_char(s[i - 1])) &&
                     !text_is_ident_char(s[i + w]);
        if (!whole) {
            i++;
            continue;
        }
        size_t end = i + w;
        while (s[end] == ' ' || s[end] == '\t')
            end++;
        memmove(s + i, s + end, len - end + 1);
        len -= end - i;
    }
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

char *text_trimmed(const char *text, size_t len)
{
    while (len > 0 && is_space(text[0])) {
        text++;
        len--;
    }
    while (len > 0 && is_space(text[len - 1]))
        len--;
    return xstrndup(text, len);
}
