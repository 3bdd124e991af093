#include "model/group_names.h"

#include <string.h>

#include "util/alloc.h"
#include "util/text.h"

static const char *const group_namespace = "cooperative_groups";

static void skip_space(const char *text, size_t len, size_t *pos)
{
    *pos = text_skip_space(text, (uint32_t)len, (uint32_t)*pos);
}

/* Whether text at *pos holds `word` (then past it). */
static bool take(const char *text, size_t len, size_t *pos, const char *word)
{
    size_t n = strlen(word);
    if (*pos + n > len || strncmp(text + *pos, word, n) != 0)
        return false;
    *pos += n;
    return true;
}

/* Whether text at `pos` reads "[::]cooperative_groups;" (spaces allowed). */
static bool names_group_namespace_at(const char *text, size_t len, size_t pos)
{
    skip_space(text, len, &pos);
    take(text, len, &pos, "::");
    if (!take(text, len, &pos, group_namespace))
        return false;
    skip_space(text, len, &pos);
    return pos < len && text[pos] == ';';
}

/* "namespace <alias> = cooperative_groups;" and "using namespace
 * cooperative_groups;", read word by word (comments and strings skipped). */
static void scan(Program *p, const char *text, size_t len)
{
    size_t pos = 0, start, wlen;
    bool after_using = false;
    while (text_next_identifier(text, len, &pos, &start, &wlen)) {
        p->groups_named |= wlen == strlen(group_namespace) && strncmp(text + start, group_namespace, wlen) == 0;
        bool is_namespace = wlen == 9 && strncmp(text + start, "namespace", 9) == 0;
        bool using_it = after_using;
        after_using = wlen == 5 && strncmp(text + start, "using", 5) == 0;
        if (!is_namespace)
            continue;
        if (using_it) {
            p->groups_unqualified |= names_group_namespace_at(text, len, pos);
            continue;
        }
        size_t at = pos, name_start, name_len;
        if (!text_next_identifier(text, len, &at, &name_start, &name_len))
            return;
        skip_space(text, len, &at);
        if (!take(text, len, &at, "=") || !names_group_namespace_at(text, len, at))
            continue;
        char *alias = xstrndup(text + name_start, name_len);
        ARRAY_PUSH(p->group_aliases, p->group_alias_count, p->group_alias_cap, alias);
    }
}

void model_find_group_names(Program *p)
{
    scan(p, p->src->text, p->src->len);
    for (int i = 0; i < p->header_count; i++)
        scan(p, p->headers[i].src->text, p->headers[i].src->len);
}

bool model_names_groups(const Program *p, const char *qualifier)
{
    if (strncmp(qualifier, "::", 2) == 0)
        qualifier += 2;
    if (strcmp(qualifier, group_namespace) == 0)
        return true;
    for (int i = 0; i < p->group_alias_count; i++)
        if (strcmp(p->group_aliases[i], qualifier) == 0)
            return true;
    return false;
}
