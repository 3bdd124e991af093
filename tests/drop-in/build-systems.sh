# dpopt-nvcc in builds (issue 43, items 1-4): depfiles that let a second
# build do nothing (CMake + Ninja and CMake's Makefiles through the
# installed package, tests/drop-in/project; plain make with -MMD), options
# a build tracks, the launcher form with options, nvcc's messages on the
# user's file and line, the command line's -D and -x cu reaching dpopt,
# and ordinary CUDA (no -rdc) where nothing needs it. Sourced by
# tests/run-all.sh (pass, fail, $tmp); needs nvcc (no GPU) and, for the
# CMake part, cmake and ninja. DPOPT_NVCC_TEST names the dpopt-nvcc tested.
dn=${DPOPT_NVCC_TEST:-$PWD/scripts/dpopt-nvcc}
bs=$tmp/build-systems
mkdir -p "$bs"
# What a dry run of the build would do: its lines naming an object.
would_build() { grep -o '[ab]\.cu\.o\b\|[ab]\.o\b' | sort -u | tr '\n' ' '; }

# The launcher form with its own options before nvcc (CMake's
# CMAKE_CUDA_COMPILER_LAUNCHER="dpopt-nvcc;--dpopt=...").
DPOPT_NVCC_KEEP=$bs/keep-launcher "$dn" --dpopt=--flatten=grid "$(command -v nvcc)" -arch=sm_90 -M \
    tests/drop-in/parent.cu -o "$bs/launcher.d" >"$bs/launcher.log" 2>&1 &&
    grep -q 'child_dp_grid' "$bs/keep-launcher/parent.cu" 2>/dev/null && pass ||
    fail "dpopt-nvcc --dpopt=... /path/to/nvcc ...: $(head -c 300 "$bs/launcher.log")"

# -D and -U of the command line decide, for dpopt too, which launch an #if takes.
for case_ in "child_a:-DUSE_A=1 -U USE_B" "child_b:-DUSE_B -DLEVEL=2"; do
    want=${case_%%:*} other=child_a
    [ "$want" = child_a ] && other=child_b
    rm -rf "$bs/keep-d"
    # shellcheck disable=SC2086
    DPOPT_NVCC_KEEP=$bs/keep-d "$dn" --dpopt=--aggregate=block -arch=sm_90 ${case_#*:} -M tests/corpus/ifdef_launch.cu \
        -o "$bs/d.d" >"$bs/d.log" 2>&1
    grep -q "${want}_dp_block" "$bs/keep-d/ifdef_launch.cu" 2>/dev/null && ! grep -q "${other}_dp_block" "$bs/keep-d/ifdef_launch.cu" &&
        pass || fail "dpopt-nvcc ${case_#*:}: not the launch of $want taken: $(head -c 300 "$bs/d.log")"
done

# -x cu: a .cpp file is CUDA, and rewritten.
cp tests/drop-in/parent.cu "$bs/xcu.cpp" && cp tests/drop-in/shared.h "$bs/"
DPOPT_NVCC_KEEP=$bs/keep-xcu "$dn" --dpopt=--aggregate=block -arch=sm_90 -x cu -M "$bs/xcu.cpp" -o "$bs/xcu.d" \
    >"$bs/xcu.log" 2>&1 && grep -q 'child_dp_block' "$bs/keep-xcu/xcu.cpp" 2>/dev/null && pass ||
    fail "dpopt-nvcc -x cu file.cpp: not rewritten: $(head -c 300 "$bs/xcu.log")"

# An error in a child kernel: every message names the original file and
# the line of the error (the child's, in the copies dpopt makes of it too),
# none a temporary file.
sed 's/atomicAdd(&out\[(base + threadIdx.x) % SLOTS\], 3 \* base);/& int *p = 1.5f;/' tests/drop-in/parent.cu >"$bs/child_error.cu"
error_line=$(grep -n 'int \*p = 1.5f' "$bs/child_error.cu" | cut -d: -f1)
for o in --aggregate=block --flatten=grid --remove=t4; do
    "$dn" --dpopt=$o -arch=sm_90 -c "$bs/child_error.cu" -o "$bs/child_error.o" >"$bs/error.log" 2>&1 &&
        fail "dpopt-nvcc --dpopt=$o compiled a child with a type error"
    lines=$(grep -o '^[^ ]*([0-9]*): error' "$bs/error.log" | sort -u)
    if [ "$lines" = "$bs/child_error.cu($error_line): error" ] && ! grep -q "dpopt-nvcc\.\|/rewritten/" "$bs/error.log" &&
        grep -q "in the compilation of \"$bs/child_error.cu\"" "$bs/error.log"; then
        pass
    else
        fail "dpopt-nvcc --dpopt=$o: nvcc's error not at child_error.cu($error_line) alone: $(head -c 400 "$bs/error.log")"
    fi
done

# Ordinary CUDA where no launch is left (dpopt --needs-rdc=FILE says `whole`):
# no -rdc=true, no -lcudadevrt, --diag-error 20044; an extern __device__
# variable makes that fail, and the file is compiled again with -rdc=true,
# silently; the user's own -rdc=true stays. nvcc's command lines logged.
printf '#!/usr/bin/env bash\necho "$*" >>"%s"\nexec nvcc "$@"\n' "$bs/nvcc.log" >"$bs/log-nvcc"
chmod +x "$bs/log-nvcc"
whole_dpopt=$PWD/build/dpopt
printf '__global__ void k() {}\n' >"$bs/probe.cu"
if ! { build/dpopt --aggregate=block --needs-rdc="$bs/probe.rdc" "$bs/probe.cu" -o "$bs/probe.out.cu" && [ -s "$bs/probe.rdc" ]; }; then
    # A dpopt that does not write the file yet: a stand-in that says `whole` for every input.
    printf '#!/usr/bin/env bash\n"%s" "$@" || exit\nfor a; do case $a in --needs-rdc=*) f=${a#*=} ;; esac; done\nfor a; do case $a in *.cu) echo "whole $a" ;; esac; done >"$f"\n' \
        "$PWD/build/dpopt" >"$bs/whole-dpopt"
    chmod +x "$bs/whole-dpopt"
    whole_dpopt=$bs/whole-dpopt
fi
cat >"$bs/whole.cu" <<'EOF'
__global__ void child(int *out, int base) { out[base + threadIdx.x] = base; }
__global__ void parent(int *out) { child<<<1, 32>>>(out, 32 * threadIdx.x); }
int main() { parent<<<1, 32>>>(nullptr); return 0; }
EOF
# (declared in a file nvcc includes first, -include, whose declarations
# dpopt's --needs-rdc does not read: the retry is what catches it)
sed 's/= base;/= base + scale;/' "$bs/whole.cu" >"$bs/whole_extern.cu"
printf 'extern __device__ int scale;\n' >"$bs/scale.h"
: >"$bs/nvcc.log"
DPOPT=$whole_dpopt NVCC=$bs/log-nvcc "$dn" --dpopt=--remove=t4 -arch=sm_90 "$bs/whole.cu" -o "$bs/whole" >"$bs/whole.log" 2>&1
compile=$(grep 'rewritten/whole.cu' "$bs/nvcc.log")
[ -x "$bs/whole" ] && [ "$(grep -c . <<<"$compile")" = 1 ] && [[ $compile != *-rdc* && $compile != *cudadevrt* ]] &&
    [[ $compile == *"--diag-error 20044"* ]] && pass ||
    fail "dpopt-nvcc, no launch left: not built as ordinary CUDA: $compile $(head -c 300 "$bs/whole.log")"
: >"$bs/nvcc.log"
DPOPT=$whole_dpopt NVCC=$bs/log-nvcc "$dn" --dpopt=--remove=t4 -arch=sm_90 -include "$bs/scale.h" -c "$bs/whole_extern.cu" -o "$bs/whole_extern.o" \
    >"$bs/extern.log" 2>&1
extern_status=$?
[ "$extern_status" = 0 ] && [ ! -s "$bs/extern.log" ] && [ "$(grep -c 'rewritten/whole_extern.cu' "$bs/nvcc.log")" = 2 ] &&
    grep 'rewritten/whole_extern.cu' "$bs/nvcc.log" | tail -n 1 | grep -q -- '-rdc=true' && pass ||
    fail "dpopt-nvcc, an extern __device__ variable: not compiled again with -rdc=true, silently (exit $extern_status): $(head -c 300 "$bs/extern.log")"
: >"$bs/nvcc.log"
DPOPT=$whole_dpopt NVCC=$bs/log-nvcc "$dn" --dpopt=--remove=t4 -arch=sm_90 -rdc=true -c "$bs/whole.cu" -o "$bs/whole.o" \
    >"$bs/rdc.log" 2>&1 && grep 'rewritten/whole.cu' "$bs/nvcc.log" | grep -q -- '-rdc=true' &&
    ! grep -q 'diag-error 20044' "$bs/nvcc.log" && pass || fail "dpopt-nvcc -rdc=true: the user's -rdc not kept: $(cat "$bs/nvcc.log")"

# An options file (--options-file, -optf: CMake writes them for long
# command lines): the source named there is rewritten too (before, it was
# compiled as written, silently).
cp tests/drop-in/parent.cu "$bs/optf.cu" && cp tests/drop-in/shared.h "$bs/"
printf -- '-arch=sm_90 "%s"\n-DUNUSED=1\n' "$bs/optf.cu" >"$bs/optf.rsp"
DPOPT_NVCC_KEEP=$bs/keep-optf "$dn" --dpopt=--aggregate=block -c --options-file "$bs/optf.rsp" -o "$bs/optf.o" \
    >"$bs/optf.log" 2>&1 && [ -s "$bs/optf.o" ] && grep -q 'child_dp_block' "$bs/keep-optf/optf.cu" 2>/dev/null && pass ||
    fail "dpopt-nvcc --options-file: its source not rewritten: $(head -c 300 "$bs/optf.log")"

# A decisions file made for one file of a program built file by file
# (DPOPT_DECISIONS, DPOPT_PROGRAM naming both): the file it names takes it,
# the other is compiled without it, with a note (before, dpopt refused
# both: a site of another file, --decisions with a file read in).
mkdir -p "$bs/decide"
cp tests/drop-in/parent.cu tests/drop-in/helper.cu tests/drop-in/shared.h "$bs/decide/"
(cd "$bs/decide" && "$OLDPWD/build/dpopt" --aggregate=block --report=decisions parent.cu >plan.json)
if (cd "$bs/decide" && export DPOPT_PROGRAM="parent.cu helper.cu" DPOPT_DECISIONS=plan.json DPOPT_NVCC_KEEP=keep &&
    "$dn" -arch=sm_90 -c helper.cu -o helper.o && "$dn" -arch=sm_90 -c parent.cu -o parent.o) >"$bs/decide.log" 2>&1 &&
    [ -s "$bs/decide/helper.o" ] && grep -q 'child_dp_block' "$bs/decide/keep/parent.cu" 2>/dev/null &&
    grep -q 'plan.json names no launch of helper.cu' "$bs/decide.log"; then
    pass
else
    fail "dpopt-nvcc with DPOPT_DECISIONS and DPOPT_PROGRAM, file by file: $(head -c 300 "$bs/decide.log")"
fi

# DPOPT_PROGRAM naming two files of one base name: the other is not read
# in, with a note (before, dpopt refused to write both: nothing compiled).
mkdir -p "$bs/names/a" "$bs/names/b"
cp tests/drop-in/parent.cu "$bs/names/a/k.cu" && cp tests/drop-in/helper.cu "$bs/names/b/k.cu"
cp tests/drop-in/shared.h "$bs/names/a/" && cp tests/drop-in/shared.h "$bs/names/b/"
(cd "$bs/names" && DPOPT_PROGRAM="a/k.cu b/k.cu" "$dn" --dpopt=--aggregate=block -arch=sm_90 -c a/k.cu -o a.o) \
    >"$bs/names.log" 2>&1 && [ -s "$bs/names/a.o" ] && grep -q "b/k.cu is not read beside a/k.cu" "$bs/names.log" && pass ||
    fail "dpopt-nvcc, DPOPT_PROGRAM with two k.cu: $(head -c 300 "$bs/names.log")"

# Plain make with -MMD: a second make does nothing; a touched header
# rebuilds the object that includes it, and only that one.
cp -r tests/drop-in/project "$bs/make"
if make -C "$bs/make" DPOPT_NVCC="$dn" >"$bs/make.log" 2>&1 && [ -f "$bs/make/a.o" ] && [ -f "$bs/make/b.o" ]; then
    pass
    make -C "$bs/make" DPOPT_NVCC="$dn" -q && pass || fail "make with dpopt-nvcc -MMD: a second make is not a no-op: $(make -C "$bs/make" DPOPT_NVCC="$dn" -n -d 2>&1 | grep -m3 'newer\|does not exist')"
    touch "$bs/make/a.h"
    [ "$(make -C "$bs/make" DPOPT_NVCC="$dn" -n | would_build)" = "a.o " ] && pass ||
        fail "make with dpopt-nvcc -MMD: a.h touched, would build: $(make -C "$bs/make" DPOPT_NVCC="$dn" -n | would_build)"
else
    fail "make with dpopt-nvcc -MMD: $(tail -c 300 "$bs/make.log")"
fi

# CMake through the installed package (make install into a folder of $tmp).
if ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
    echo "  CMake package checks skipped: no cmake or no ninja (scripts/setup.sh installs them)"
    return 0 2>/dev/null || exit 0
fi
prefix=$bs/prefix
make --no-print-directory install PREFIX="$prefix" >"$bs/install.log" 2>&1 || fail "make install: $(tail -c 300 "$bs/install.log")"
[ -z "${DPOPT_NVCC_TEST:-}" ] || cp "$DPOPT_NVCC_TEST" "$prefix/bin/dpopt-nvcc"
for gen in Ninja "Unix Makefiles"; do
    src=$bs/src-${gen// /-} bin=$bs/bin-${gen// /-}
    cp -r tests/drop-in/project "$src"
    if cmake -G "$gen" -S "$src" -B "$bin" -DCMAKE_PREFIX_PATH="$prefix" >"$bin.log" 2>&1 &&
        DPOPT_NVCC_KEEP=$bin/keep cmake --build "$bin" >>"$bin.log" 2>&1 && [ -x "$bin/app_a" ] && [ -x "$bin/app_b" ] &&
        grep -q 'child_dp_block' "$bin/keep/a.cu"; then
        pass
    else
        fail "CMake ($gen) with find_package(dpopt): $(tail -c 400 "$bin.log")"
        continue
    fi
    if [ "$gen" = Ninja ]; then
        ninja -C "$bin" -n -d explain >"$bin.again" 2>&1
        grep -q 'no work to do' "$bin.again" && pass || fail "CMake (Ninja): a second build is not a no-op: $(head -c 300 "$bin.again")"
        touch "$src/a.h"
        [ "$(ninja -C "$bin" -n | would_build)" = "a.cu.o " ] && pass ||
            fail "CMake (Ninja): a.h touched, would build: $(ninja -C "$bin" -n | would_build)"
        ninja -C "$bin" >>"$bin.log" 2>&1
        # Other options for app_b: app_b alone is rebuilt.
        cmake -S "$src" -B "$bin" -DB_OPTIONS=--aggregate=warp >>"$bin.log" 2>&1
        [ "$(ninja -C "$bin" -n | would_build)" = "b.cu.o " ] && pass ||
            fail "CMake (Ninja): app_b's options changed, would build: $(ninja -C "$bin" -n | would_build)"
    else
        cmake --build "$bin" >"$bin.again" 2>&1
        ! grep -q 'Building' "$bin.again" && pass || fail "CMake (Makefiles): a second build is not a no-op: $(grep Building "$bin.again")"
        touch "$src/b.h"
        cmake --build "$bin" >"$bin.touched" 2>&1
        [ "$(grep Building "$bin.touched" | would_build)" = "b.cu.o " ] && pass ||
            fail "CMake (Makefiles): b.h touched, built: $(grep Building "$bin.touched" | would_build)"
    fi
done
