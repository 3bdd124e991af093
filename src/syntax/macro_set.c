#include "syntax/macro_set.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/text.h"

static MacroState *find(const MacroSet *m, const char *name, size_t n)
{
    for (int i = 0; i < m->count; i++)
        if (strlen(m->items[i].name) == n && memcmp(m->items[i].name, name, n) == 0)
            return &m->items[i];
    return NULL;
}

static MacroState *entry(MacroSet *m, const char *name, size_t n)
{
    MacroState *s = find(m, name, n);
    if (s)
        return s;
    MacroState fresh = {xstrndup(name, n), NULL, false, true};
    ARRAY_PUSH(m->items, m->count, m->cap, fresh);
    return &m->items[m->count - 1];
}

void macro_set_define_as(MacroSet *m, const char *name, size_t n, const char *value, size_t value_len)
{
    MacroState *s = entry(m, name, n);
    free(s->value);
    s->value = xstrndup(value, value_len);
    s->defined = true;
    s->known = true;
}

void macro_set_define(MacroSet *m, const char *arg)
{
    const char *eq = strchr(arg, '=');
    if (eq)
        macro_set_define_as(m, arg, (size_t)(eq - arg), eq + 1, strlen(eq + 1));
    else
        macro_set_define_as(m, arg, strlen(arg), "1", 1);
}

void macro_set_undefine(MacroSet *m, const char *name, size_t n)
{
    MacroState *s = entry(m, name, n);
    free(s->value);
    s->value = NULL;
    s->defined = false;
    s->known = true;
}

void macro_set_forget(MacroSet *m, const char *name, size_t n)
{
    MacroState *s = find(m, name, n);
    if (s)
        s->known = false;
}

bool macro_set_standard(MacroSet *m, const char *std)
{
    static const struct {
        const char *names[2];
        const char *cplusplus;
    } standards[] = {
        {{"c++03", "c++98"}, "199711L"}, {{"c++11", "c++0x"}, "201103L"}, {{"c++14", "c++1y"}, "201402L"},
        {{"c++17", "c++1z"}, "201703L"}, {{"c++20", "c++2a"}, "202002L"}, {{"c++23", "c++2b"}, "202302L"},
    };
    const char *plain = strncmp(std, "gnu++", 5) == 0 ? NULL : std;
    for (size_t i = 0; i < sizeof standards / sizeof standards[0]; i++)
        for (int k = 0; k < 2; k++) {
            const char *name = standards[i].names[k];
            bool same = plain ? strcmp(plain, name) == 0 : strcmp(std + 5, name + 3) == 0;
            if (same) {
                macro_set_define_as(m, "__cplusplus", 11, standards[i].cplusplus, strlen(standards[i].cplusplus));
                return true;
            }
        }
    return false;
}

const MacroState *macro_set_lookup(const MacroSet *m, const char *name, size_t n) { return find(m, name, n); }

bool macro_set_is_empty(const MacroSet *m) { return m->count == 0; }

MacroSet macro_set_copy(const MacroSet *m)
{
    MacroSet c = {0};
    for (int i = 0; i < m->count; i++) {
        MacroState s = m->items[i];
        s.name = xstrdup(s.name);
        s.value = s.value ? xstrdup(s.value) : NULL;
        ARRAY_PUSH(c.items, c.count, c.cap, s);
    }
    for (int i = 0; i < m->mentioned.count; i++)
        name_set_add(&c.mentioned, m->mentioned.names[i], strlen(m->mentioned.names[i]));
    return c;
}

void macro_set_free(MacroSet *m)
{
    for (int i = 0; i < m->count; i++) {
        free(m->items[i].name);
        free(m->items[i].value);
    }
    free(m->items);
    name_set_clear(&m->mentioned);
    *m = (MacroSet){0};
}

void macro_set_mention_words(MacroSet *m, const char *text, size_t len)
{
    size_t pos = 0, start, wlen;
    while (text_next_identifier(text, len, &pos, &start, &wlen))
        name_set_add(&m->mentioned, text + start, wlen);
}

bool macro_set_mentions(const MacroSet *m, const char *name, size_t n)
{
    return m && name_set_has(&m->mentioned, name, n);
}
