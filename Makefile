# dpopt: build, test, demo. `make test` and `make demo` run scripts/setup.sh
# first, so they work on a fresh Debian machine.

GRAMMAR_DIR := .cache/tree-sitter-cuda-0.20.4
GRAMMAR_LIB := $(GRAMMAR_DIR)/libtree-sitter-cuda.a

CC      ?= cc
# Link-time optimisation inlines the syntax layer's small node queries
# (node_is, the record's hints) into the walks that call them millions of
# times on a large input, where the cost of the calls themselves shows.
# No -DNDEBUG, here or in SAN_FLAGS: dpopt's assertions (docs/architecture.md,
# "Invariants asserted") stay on in every build `make test` runs.
CFLAGS  ?= -O2 -g -flto=auto
WARN    := -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
CPPFLAGS := -D_DEFAULT_SOURCE -Isrc
LDLIBS  := $(GRAMMAR_LIB) -l:libtree-sitter.a

SRCS     := $(filter-out src/main.c,$(shell find src -name '*.c' | sort))
OBJS     := $(SRCS:%.c=build/%.o)
TEST_SRCS := $(sort $(wildcard tests/unit/*.c))
TEST_OBJS := $(TEST_SRCS:%.c=build/%.o)

# The same sources built again under AddressSanitizer and UBSan.
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
SAN_OBJS  := $(SRCS:%.c=build/san/%.o)
SAN_TEST_OBJS := $(TEST_SRCS:%.c=build/san/%.o)

.PHONY: all setup test test-nvcc check docs uninstall unit-test sanitize-test corpus-test demo install clean

PREFIX ?= /usr/local

all: build/dpopt

setup:
	@scripts/setup.sh

$(GRAMMAR_LIB):
	@scripts/setup.sh

build/%.o: %.c | $(GRAMMAR_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS) -MMD -MP -c $< -o $@

build/san/%.o: %.c | $(GRAMMAR_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(SAN_FLAGS) $(CPPFLAGS) -MMD -MP -c $< -o $@

build/dpopt: build/src/main.o $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# docs/limits.md's generator: the refusal table (report/refusal_help.c) and
# the notes' texts (report/report_refusal.c), one entry per code.
build/limits-doc: build/tools/limits_doc.o $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

build/unit-tests: $(TEST_OBJS) $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS) -lcriterion

build/san/dpopt: build/san/src/main.o $(SAN_OBJS)
	$(CC) $(SAN_FLAGS) -o $@ $^ $(LDLIBS)

build/san/unit-tests: $(SAN_TEST_OBJS) $(SAN_OBJS)
	$(CC) $(SAN_FLAGS) -o $@ $^ $(LDLIBS) -lcriterion

test: setup
	@$(MAKE) --no-print-directory build/dpopt build/unit-tests build/san/dpopt build/san/unit-tests build/limits-doc
	@tests/run-all.sh

# make test's nvcc section with every pair of its matrix compiled (make test
# compiles one pair in 84): about half an hour on two cores.
test-nvcc: setup
	@$(MAKE) --no-print-directory build/dpopt
	@tests/nvcc-matrix.sh

# The quick loop while changing dpopt: the unit tests, the expectations and
# the golden outputs (no nvcc, no sanitizers); `make test` runs everything.
check: setup
	@$(MAKE) --no-print-directory build/dpopt build/unit-tests build/limits-doc
	@build/unit-tests --jobs 2 >build/unit-tests.log 2>&1 || { grep -a -E '\[(FAIL|----)\]' build/unit-tests.log; exit 1; }
	@grep -a 'Synthesis' build/unit-tests.log
	@tests/expect/check.sh
	@tests/golden/update.sh --check build/dpopt
	@bench/readme --check
	@tests/docs/check.sh

# docs/limits.md and docs/options.md, generated from the code's own tables
# (the refusal table; dpopt --help and dpopt-nvcc --help); make check fails
# when the committed ones differ from what this writes.
docs: build/dpopt build/limits-doc
	@scripts/docs.sh docs

demo: setup
	@echo "building build/dpopt (make's own lines: make build/dpopt)"
	@$(MAKE) --no-print-directory -s build/dpopt
	@scripts/demo.sh

# The man pages, made from dpopt --help and dpopt-nvcc --help.
build/dpopt.1: build/dpopt scripts/man-page.sh scripts/dpopt-nvcc
	scripts/man-page.sh build/dpopt >$@.tmp && mv $@.tmp $@
build/dpopt-nvcc.1: build/dpopt scripts/man-page.sh scripts/dpopt-nvcc
	scripts/man-page.sh --nvcc build/dpopt >$@.tmp && mv $@.tmp $@

# dpopt, dpopt-nvcc and dpopt-tune in $(PREFIX)/bin, the runtime in $(PREFIX)/include/dpopt,
# the man page in $(PREFIX)/share/man/man1: dpopt-nvcc finds dpopt and the
# runtime from where it is installed. DESTDIR stages the same tree under
# another root (a package's build), PREFIX staying what the files are for.
# The CMake package (find_package(dpopt), dpopt_target_options) in
# $(PREFIX)/lib/cmake/dpopt, found from bin/ beside it.
BIN_FILES := dpopt dpopt-nvcc dpopt-corun-profile dpopt-tune dpopt-calibrate
MAN_FILES := dpopt.1 dpopt-nvcc.1
CMAKE_FILES := dpoptConfig.cmake dpoptConfigVersion.cmake
CMAKE_DIR := $(DESTDIR)$(PREFIX)/lib/cmake/dpopt
install: build/dpopt build/dpopt.1 build/dpopt-nvcc.1 build/dpoptConfigVersion.cmake
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include/dpopt $(DESTDIR)$(PREFIX)/share/man/man1 $(CMAKE_DIR) \
	    $(DESTDIR)$(PREFIX)/share/dpopt/costs $(DESTDIR)$(PREFIX)/share/dpopt/calibrate
	install -m 755 build/dpopt scripts/dpopt-nvcc scripts/dpopt-corun-profile scripts/dpopt-tune scripts/dpopt-calibrate \
	    $(DESTDIR)$(PREFIX)/bin/
	install -m 644 share/dpopt/costs/*.costs $(DESTDIR)$(PREFIX)/share/dpopt/costs/
	install -m 644 share/dpopt/calibrate/*.cu share/dpopt/calibrate/*.cuh $(DESTDIR)$(PREFIX)/share/dpopt/calibrate/
	install -m 644 runtime/include/dpopt/*.cuh $(DESTDIR)$(PREFIX)/include/dpopt/
	install -m 644 $(addprefix build/,$(MAN_FILES)) $(DESTDIR)$(PREFIX)/share/man/man1/
	install -m 644 scripts/cmake/dpoptConfig.cmake build/dpoptConfigVersion.cmake $(CMAKE_DIR)/

# The package's version: dpopt's.
build/dpoptConfigVersion.cmake: build/dpopt scripts/cmake/dpoptConfigVersion.cmake.in
	v=$$(build/dpopt --version | awk '{print $$2}') && \
	sed -e "s/@VERSION@/$$v/g" -e "s/@MAJOR@/$${v%%.*}/g" -e "s/@MINOR@/$$(echo $$v | cut -d. -f2)/g" \
	    scripts/cmake/dpoptConfigVersion.cmake.in >$@

# What install put there, and the runtime's folder; nothing else.
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(BIN_FILES)) $(addprefix $(DESTDIR)$(PREFIX)/share/man/man1/,$(MAN_FILES))
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/include/dpopt/,$(notdir $(wildcard runtime/include/dpopt/*.cuh)))
	rm -f $(addprefix $(CMAKE_DIR)/,$(CMAKE_FILES))
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/dpopt/costs/,$(notdir $(wildcard share/dpopt/costs/*.costs)))
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/dpopt/calibrate/,$(notdir $(wildcard share/dpopt/calibrate/*.cu share/dpopt/calibrate/*.cuh)))
	rmdir $(DESTDIR)$(PREFIX)/share/dpopt/costs $(DESTDIR)$(PREFIX)/share/dpopt/calibrate $(DESTDIR)$(PREFIX)/share/dpopt 2>/dev/null || true
	rmdir $(DESTDIR)$(PREFIX)/include/dpopt $(CMAKE_DIR) 2>/dev/null || true
	rmdir $(DESTDIR)$(PREFIX)/lib/cmake $(DESTDIR)$(PREFIX)/lib 2>/dev/null || true

clean:
	rm -rf build

-include $(OBJS:.o=.d) $(TEST_OBJS:.o=.d) build/tools/limits_doc.d $(SAN_OBJS:.o=.d) $(SAN_TEST_OBJS:.o=.d) build/src/main.d build/san/src/main.d
