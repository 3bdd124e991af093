#include "syntax/lex.h"

uint32_t lex_skip_literal(const char *text, uint32_t len, uint32_t i)
{
    if (i + 1 < len && text[i] == '/' && text[i + 1] == '/') {
        while (i < len && text[i] != '\n')
            i += text[i] == '\\' && i + 1 < len ? 2 : 1; /* a continued line comment goes on */
        return i < len ? i : len;
    }
    if (i + 1 < len && text[i] == '/' && text[i + 1] == '*') {
        for (i += 2; i + 1 < len && !(text[i] == '*' && text[i + 1] == '/'); i++)
            ;
        return i + 2 <= len ? i + 2 : len;
    }
    if (i < len && (text[i] == '"' || text[i] == '\'')) {
        char quote = text[i];
        for (i++; i < len && text[i] != quote && text[i] != '\n'; i++)
            if (text[i] == '\\')
                i++;
        return i < len ? i + 1 : len;
    }
    return i;
}
