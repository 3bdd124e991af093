#include <criterion/criterion.h>

#include "analysis/child_writes.h"

/* C++'s rule: an object is accessed through its own type, const, volatile
 * and signedness aside, or a character type; --hoist over offsets refuses a
 * child that may write a type the parent's reads may see. */
Test(child_writes, types_alias_by_their_arithmetic_core)
{
    cr_assert(child_writes_may_alias("int", "const int"));
    cr_assert(child_writes_may_alias("unsigned", "const int"));
    cr_assert(child_writes_may_alias("unsigned int", "signed"));
    cr_assert(child_writes_may_alias("unsigned long long", "const long long int"));
    cr_assert(child_writes_may_alias("volatile float", "float"));
    cr_assert_not(child_writes_may_alias("unsigned long long", "const int"));
    cr_assert_not(child_writes_may_alias("float", "int"));
    cr_assert_not(child_writes_may_alias("short", "unsigned"));
    cr_assert_not(child_writes_may_alias("double", "long"));
}

Test(child_writes, what_dpopt_cannot_tell_apart_may_alias)
{
    cr_assert(child_writes_may_alias("char", "const int"));      /* a character type reads anything */
    cr_assert(child_writes_may_alias("unsigned char", "float"));
    cr_assert(child_writes_may_alias("index_t", "int"));         /* a typedef dpopt does not follow */
    cr_assert(child_writes_may_alias("struct node", "int"));
    cr_assert(child_writes_may_alias("int *", "int *"));          /* pointers */
    cr_assert(child_writes_may_alias("std::uint32_t", "float"));
    cr_assert_not(child_writes_may_alias("unsigned long long /*dp*/", "const /*dp*/ int"));
}
