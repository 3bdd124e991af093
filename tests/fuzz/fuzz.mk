# The fuzz target: dpopt's sources (less main.c) and tests/fuzz/harness.c,
# built by AFL++'s compiler with AddressSanitizer, UBSan and LeakSanitizer,
# into build/fuzz/. scripts/fuzz.sh runs `make -f tests/fuzz/fuzz.mk`.

GRAMMAR_LIB := .cache/tree-sitter-cuda-0.20.4/libtree-sitter-cuda.a

AFL_CC   ?= afl-clang-fast
WARN     := -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
FLAGS    := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CPPFLAGS := -D_DEFAULT_SOURCE -Isrc
LDLIBS   := $(GRAMMAR_LIB) -l:libtree-sitter.a

SRCS := $(filter-out src/main.c,$(shell find src -name '*.c' | sort)) tests/fuzz/harness.c
OBJS := $(SRCS:%.c=build/fuzz/obj/%.o)

build/fuzz/dpopt-fuzz: $(OBJS)
	AFL_QUIET=1 $(AFL_CC) $(FLAGS) -o $@ $^ $(LDLIBS)

build/fuzz/obj/%.o: %.c
	@mkdir -p $(dir $@)
	AFL_QUIET=1 $(AFL_CC) $(WARN) $(FLAGS) $(CPPFLAGS) -MMD -MP -c $< -o $@

-include $(OBJS:.o=.d)
