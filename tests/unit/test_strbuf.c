#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "util/strbuf.h"

/* strbuf_printf formats the writers' conversions itself (util/strbuf.c):
 * each case is compared with what snprintf writes for the same call. */
#define EXPECT_SAME(...)                                                                                              \
    do {                                                                                                              \
        char want[256];                                                                                               \
        snprintf(want, sizeof want, __VA_ARGS__);                                                                     \
        StrBuf b;                                                                                                     \
        strbuf_init(&b);                                                                                              \
        strbuf_puts(&b, "<");                                                                                         \
        strbuf_printf(&b, __VA_ARGS__);                                                                               \
        cr_assert_str_eq(b.data + 1, want);                                                                           \
        cr_assert_eq(b.len, strlen(want) + 1);                                                                        \
        strbuf_free(&b);                                                                                              \
    } while (0)

Test(strbuf, strings_with_widths_and_precisions)
{
    EXPECT_SAME("plain text, no conversion");
    EXPECT_SAME("%s", "");
    EXPECT_SAME("%s.%s = %s;", "dp_pending_4", "dp_grid", "(v1 & 15) + 1");
    EXPECT_SAME("[%-9s] [%9s]", "ab", "cd");
    EXPECT_SAME("[%-13s]", "longer than thirteen");
    EXPECT_SAME("%*s|", 6, "x");
    EXPECT_SAME("%*s|", -6, "x");
    EXPECT_SAME("%*s|", 0, "");
    EXPECT_SAME("%.*s|", 3, "abcdef");
    EXPECT_SAME("%.*s|", 0, "abcdef");
    EXPECT_SAME("%.*s|", 10, "abc");
    EXPECT_SAME("%.2s|%8.3s|", "abcdef", "uvwxyz");
}

Test(strbuf, numbers_characters_and_percent)
{
    EXPECT_SAME("%d %d %d", 0, -7, 123456);
    EXPECT_SAME("%d %d", INT_MIN, INT_MAX);
    EXPECT_SAME("%u %u", 0u, UINT_MAX);
    EXPECT_SAME("[%5d] [%-5d] [%*u]", 42, 42, 4, 7u);
    EXPECT_SAME("%c%c", 'a', '}');
    EXPECT_SAME("100%% of %s", "it");
    EXPECT_SAME("%%%d%%", 5);
}

Test(strbuf, other_conversions_go_to_vsnprintf)
{
    EXPECT_SAME("\\u%04x", 0x1f);
    EXPECT_SAME("%05d|%x|%ld|%zu", 42, 255u, 123456789L, (size_t)99);
    EXPECT_SAME("%s then %04x", "mixed", 0xab);
    EXPECT_SAME("%.1f", 2.25);
}

Test(strbuf, long_text_grows_the_buffer)
{
    char big[200];
    memset(big, 'q', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    EXPECT_SAME("%s/%s", big, "tail");
    EXPECT_SAME("%-250s|", "pad");
}
