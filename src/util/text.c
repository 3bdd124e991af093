#include "util/text.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

bool text_is_ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Where `word` (w bytes) first stands as a whole word in text; len if
 * nowhere. */
static size_t word_at(const char *text, size_t len, const char *word, size_t w)
{
    for (size_t i = 0; i + w <= len; i++) {
        if (memcmp(text + i, word, w) != 0)
            continue;
        bool left = i > 0 && text_is_ident_char(text[i - 1]);
        bool right = i + w < len && text_is_ident_char(text[i + w]);
        if (!left && !right)
            return i;
    }
    return len;
}

bool text_has_word(const char *text, size_t len, const char *word)
{
    return word_at(text, len, word, strlen(word)) < len;
}

char *text_word_arguments(const char *text, size_t len, const char *word)
{
    size_t w = strlen(word), at = word_at(text, len, word, w);
    if (at == len)
        return NULL;
    size_t open = at + w;
    while (open < len && (text[open] == ' ' || text[open] == '\t' || text[open] == '\r' || text[open] == '\n'))
        open++;
    if (open >= len || text[open] != '(')
        return NULL;
    int depth = 0;
    for (size_t j = open; j < len; j++) {
        depth += text[j] == '(' ? 1 : text[j] == ')' ? -1 : 0;
        if (depth == 0)
            return text_trimmed(text + open + 1, j - open - 1);
    }
    return NULL;
}

uint32_t text_continuation(const char *text, uint32_t len, uint32_t i)
{
    if (i >= len || text[i] != '\\')
        return 0;
    if (i + 1 < len && text[i + 1] == '\n')
        return 2;
    /* A file written with CR LF line ends continues its lines the same way. */
    if (i + 2 < len && text[i + 1] == '\r' && text[i + 2] == '\n')
        return 3;
    return 0;
}

/* Past a line comment at text[i]: up to its newline; a continued one goes
 * on (the backslash joins the lines before the comment is read). */
static uint32_t skip_line_comment(const char *text, uint32_t len, uint32_t i)
{
    while (i < len && text[i] != '\n') {
        uint32_t joined = text_continuation(text, len, i);
        i += joined ? joined : 1;
    }
    return i;
}

/* Past a string or character literal at text[i] (its quote): past its
 * closing quote, or, never closed, up to the end of its line (the newline
 * is not the literal's: a directive may start on the next line). */
static uint32_t skip_quoted(const char *text, uint32_t len, uint32_t i)
{
    char quote = text[i];
    for (i++; i < len && text[i] != quote && text[i] != '\n';) {
        uint32_t joined = text_continuation(text, len, i);
        if (joined)
            i += joined;
        else
            i += text[i] == '\\' && i + 1 < len && text[i + 1] != '\n' ? 2 : 1;
    }
    return i < len && text[i] == quote ? i + 1 : i;
}

/* Whether the `'` at text[i] separates a number's digits (C++14's
 * 1'000'000): the word it stands in starts with a digit. A character
 * literal's prefix (u8'a', L'a') starts with a letter. */
static bool is_digit_separator(const char *text, uint32_t i)
{
    uint32_t k = i;
    while (k > 0 && (text_is_ident_char(text[k - 1]) || text[k - 1] == '\'' || text[k - 1] == '.'))
        k--;
    return k < i && ((text[k] >= '0' && text[k] <= '9') || (text[k] == '.' && k + 1 < i));
}

/* A raw string's delimiter may hold any character but these (16 at most). */
static bool is_delimiter_char(char c)
{
    return c != ' ' && c != '(' && c != ')' && c != '\\' && c != '\t' && c != '\v' && c != '\f' && c != '\n' &&
           c != '\r' && c != '"';
}

/* When text[i] starts a raw string literal, R"delim( ... )delim" with its
 * prefix (u8R, uR, UR, LR) if any: past its closing quote (len when it
 * never closes). Else i. Nothing in it is an escape, a continuation, a
 * comment or a directive, whatever lines it spans. */
static uint32_t skip_raw_string(const char *text, uint32_t len, uint32_t i)
{
    if (i > 0 && text_is_ident_char(text[i - 1]))
        return i; /* the end of a longer name (FOOR"x" is FOOR then a string) */
    uint32_t r = i;
    if (r + 1 < len && text[r] == 'u' && text[r + 1] == '8')
        r += 2;
    else if (r < len && (text[r] == 'u' || text[r] == 'U' || text[r] == 'L'))
        r++;
    if (r + 1 >= len || text[r] != 'R' || text[r + 1] != '"')
        return i;
    uint32_t delim = r + 2, open = delim;
    while (open < len && open - delim <= 16 && is_delimiter_char(text[open]))
        open++;
    if (open >= len || text[open] != '(' || open - delim > 16)
        return i; /* not a raw string a compiler reads either */
    uint32_t n = open - delim;
    for (uint32_t k = open + 1; k < len; k++)
        if (text[k] == ')' && len - k > n + 1 && memcmp(text + k + 1, text + delim, n) == 0 &&
            text[k + 1 + n] == '"')
            return k + n + 2;
    return len;
}

uint32_t text_skip_literal(const char *text, uint32_t len, uint32_t i)
{
    if (i + 1 < len && text[i] == '/' && text[i + 1] == '/')
        return skip_line_comment(text, len, i);
    if (i + 1 < len && text[i] == '/' && text[i + 1] == '*') {
        for (i += 2; i + 1 < len && !(text[i] == '*' && text[i + 1] == '/'); i++)
            ;
        return i + 2 <= len ? i + 2 : len;
    }
    if (i < len && (text[i] == 'R' || text[i] == 'u' || text[i] == 'U' || text[i] == 'L'))
        return skip_raw_string(text, len, i);
    if (i < len && text[i] == '\'' && is_digit_separator(text, i))
        return i;
    if (i < len && (text[i] == '"' || text[i] == '\''))
        return skip_quoted(text, len, i);
    return i;
}

uint32_t text_directive_end(const char *t, uint32_t len, uint32_t i)
{
    while (i < len && t[i] != '\n') {
        uint32_t joined = text_continuation(t, len, i);
        /* A quote's text is no comment (a string holding a slash and a star). */
        uint32_t past = t[i] == '/' || t[i] == '"' || t[i] == '\'' ? text_skip_literal(t, len, i) : i;
        if (joined)
            i += joined;
        else
            i = past > i ? past : i + 1;
    }
    return i;
}

uint32_t text_skip_blanks(const char *text, uint32_t len, uint32_t i)
{
    for (;;) {
        uint32_t joined = text_continuation(text, len, i);
        if (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
            i++;
        else if (joined)
            i += joined;
        else
            return i;
    }
}

uint32_t text_skip_space(const char *text, uint32_t len, uint32_t i)
{
    while (i < len) {
        char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            i++;
            continue;
        }
        uint32_t past = c == '/' ? text_skip_literal(text, len, i) : i;
        if (past == i)
            return i;
        i = past;
    }
    return i;
}

uint32_t text_skip_ident(const char *text, uint32_t len, uint32_t i)
{
    while (i < len && text_is_ident_char(text[i]))
        i++;
    return i;
}

bool text_has_top_level_comma(const char *text, uint32_t len)
{
    int nesting = 0;
    for (uint32_t i = 0; i < len;) {
        uint32_t past = text_skip_literal(text, len, i);
        if (past > i) {
            i = past;
            continue;
        }
        char c = text[i++];
        nesting += (c == '(' || c == '[' || c == '{') - (c == ')' || c == ']' || c == '}');
        if (c == ',' && nesting <= 0)
            return true;
    }
    return false;
}

bool text_next_identifier(const char *text, size_t len, size_t *pos, size_t *start, size_t *wlen)
{
    size_t i = *pos;
    while (i < len) {
        size_t past = text_skip_literal(text, (uint32_t)len, (uint32_t)i);
        if (past > i) {
            i = past;
            continue;
        }
        char c = text[i];
        if (!text_is_ident_char(c)) {
            i++;
            continue;
        }
        size_t s = i;
        while (i < len && text_is_ident_char(text[i]))
            i++;
        if (c >= '0' && c <= '9')
            continue; /* a number, suffix and all */
        *start = s;
        *wlen = i - s;
        *pos = i;
        return true;
    }
    *pos = len;
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

/* The next character of `*s` that counts, past white space: a blank where
 * it separates two identifiers' characters, '\0' at the end. */
static char next_counted(const char **s, char before)
{
    bool blank = false;
    while (is_space(**s)) {
        blank = true;
        (*s)++;
    }
    if (blank && text_is_ident_char(before) && text_is_ident_char(**s))
        return ' ';
    char c = **s;
    if (c)
        (*s)++; /* never past the end */
    return c;
}

bool text_same_but_space(const char *a, const char *b)
{
    char last_a = '\0', last_b = '\0';
    for (;;) {
        char ca = next_counted(&a, last_a), cb = next_counted(&b, last_b);
        if (ca != cb)
            return false;
        if (ca == '\0')
            return true;
        if (ca != ' ')
            last_a = ca, last_b = cb;
    }
}

char *text_squeezed(const char *text)
{
    char *bare = text_without_comments(text);
    size_t n = 0;
    for (char *q = bare; *q; q++)
        if (*q != ' ' && *q != '\t' && *q != '\n' && *q != '\r')
            bare[n++] = *q;
    bare[n] = '\0';
    return bare;
}

char *text_one_line(const char *text)
{
    size_t n = strlen(text), w = 0;
    char *out = xmalloc(n + 1);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        bool line_break = false;
        while (j < n && (is_space(text[j]) || text[j] == '\\' || text[j] == '\f' || text[j] == '\v')) {
            line_break = line_break || text[j] == '\n' || text[j] == '\r';
            j++;
        }
        if (j == i) {
            out[w++] = text[i++];
            continue;
        }
        if (line_break)
            out[w++] = ' ';
        else
            while (i < j)
                out[w++] = text[i++];
        i = j;
    }
    out[w] = '\0';
    return out;
}

char *text_indented(const char *indent, int more)
{
    size_t n = strlen(indent);
    char *text = xmalloc(n + (size_t)more + 1);
    memcpy(text, indent, n);
    memset(text + n, ' ', (size_t)more);
    text[n + (size_t)more] = '\0';
    return text;
}

char *text_without_comments(const char *text)
{
    uint32_t len = (uint32_t)strlen(text);
    char *out = xmalloc((size_t)len + 1);
    size_t n = 0;
    for (uint32_t i = 0; i < len;) {
        uint32_t past = text[i] == '/' ? text_skip_literal(text, len, i) : i;
        if (past > i) {
            out[n++] = ' ';
            i = past;
        } else {
            out[n++] = text[i++];
        }
    }
    out[n] = '\0';
    char *trimmed = text_trimmed(out, n);
    free(out);
    return trimmed;
}

char *text_pointee(const char *written)
{
    char *type = text_without_comments(written);
    const char *mark = strrchr(type, '*'), *ref = strrchr(type, '&');
    if (!mark || (ref && ref > mark))
        mark = ref;
    char *pointee = mark ? text_trimmed(type, (size_t)(mark - type)) : NULL;
    free(type);
    return pointee;
}

uint32_t text_line_breaks(const char *text, size_t len)
{
    uint32_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += text[i] == '\n';
    return n;
}
