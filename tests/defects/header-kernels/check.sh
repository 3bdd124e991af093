# header-kernels: main.cu includes kernels.cuh, which defines the kernels and
# their launch. dpopt wrote the input file only and left every launch of a
# header's kernels as written, with a note. Now a header whose kernels take
# part in a launch is read into the including file in place of its #include
# (model/splice.h): its launches are taken, the code is written into the
# file (never the header), and where it cannot be, each launch's note says
# why, at the header's own line.
hk_out="$tmp/header-kernels"
mkdir -p "$hk_out"
hk_nvcc() { # FILE: compiles as the program's build would, the headers found beside the inputs
    [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null && return 0
    nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -I"$here" -c "$1" -o "$hk_out/x.o" >"$hk_out/nvcc.log" 2>&1
}
hk_n=0
for hk_opt in --aggregate=block --aggregate=warp --flatten=grid --remove=t4 --remove=auto --threshold=32; do
    # The header's launch taken; its #include replaced by its text, between #line marks.
    for hk_in in main nested launched; do
        build/dpopt $hk_opt "$here/$hk_in.cu" -o "$hk_out/$hk_in.cu" 2>"$hk_out/$hk_in.notes" ||
            fail "header-kernels: $hk_opt $hk_in.cu exits non-zero"
        ! grep -q "note: launch of 'child'" "$hk_out/$hk_in.notes" && ! grep -q '^#include "' "$hk_out/$hk_in.cu" &&
            grep -q '^#line 1 ".*inner.cuh"\|^#line 1 ".*kernels.cuh"' "$hk_out/$hk_in.cu" && pass ||
            fail "header-kernels: $hk_opt $hk_in.cu: the header's launch not taken: $(cat "$hk_out/$hk_in.notes")"
        hk_n=$((hk_n + 1))
        if nvcc_sampled $hk_n; then # (a sample: tests/lib.sh)
            hk_nvcc "$hk_out/$hk_in.cu" && pass ||
                fail "header-kernels: $hk_opt $hk_in.cu: nvcc rejects the output: $(grep -m1 error "$hk_out/nvcc.log")"
        fi
    done
    grep -q '^#pragma once' "$hk_out/main.cu" && fail "header-kernels: $hk_opt: #pragma once read into main.cu" || pass
    grep -q "^#line [0-9]* \"$here/main.cu\"" "$hk_out/main.cu" && pass ||
        fail "header-kernels: $hk_opt: no #line back to main.cu after the header"
    # nested.cu: inc/outer.cuh's include guard stays, its #include of inner.cuh read in too.
    grep -q '^#ifndef OUTER_CUH' "$hk_out/nested.cu" && grep -q "^#line 1 \"$here/inc/inner.cuh\"" "$hk_out/nested.cu" &&
        pass || fail "header-kernels: $hk_opt nested.cu: the guard or inner.cuh missing"
    # Included three times (both.cu): refused, its notes at the header's lines, saying why.
    build/dpopt $hk_opt "$here/both.cu" -o "$hk_out/both.cu" 2>"$hk_out/both.notes" ||
        fail "header-kernels: $hk_opt both.cu exits non-zero"
    [ "$(grep -c "kernels.cuh:7:9: note: launch of 'child' left as written: dpopt writes .*both.cu, never the header .*kernels.cuh, and cannot read the header into it: the translation unit includes it 3 times" "$hk_out/both.notes")" = 1 ] &&
        grep -q "helpers.cuh:3:42: note: launch of 'child'.*: the child kernel is not defined in this file but in the header .*kernels.cuh, which dpopt cannot read into this file: the translation unit includes it 3 times" "$hk_out/both.notes" &&
        ! grep -q "helpers.cuh:6" "$hk_out/both.notes" &&
        grep -q "both.cu:4:33: note: launch of 'child'.*: the child kernel is not defined in this file but in the header .*kernels.cuh, which dpopt cannot read into this file" "$hk_out/both.notes" &&
        cmp -s "$here/both.cu" "$hk_out/both.cu" && pass ||
        fail "header-kernels: $hk_opt both.cu: the header's notes: $(cat "$hk_out/both.notes")"
    # Its #include in an #if group: refused, the note says so.
    build/dpopt $hk_opt "$here/guarded.cu" -o "$hk_out/guarded.cu" 2>"$hk_out/guarded.notes" &&
        grep -q "kernels.cuh:7:9: note: launch of 'child' left as written: .*its #include (.*guarded.cu:3) is not at file scope" "$hk_out/guarded.notes" &&
        cmp -s "$here/guarded.cu" "$hk_out/guarded.cu" && pass ||
        fail "header-kernels: $hk_opt guarded.cu: $(cat "$hk_out/guarded.notes")"
    # A program of two files, each with its copy of static.cuh's static
    # kernels: the code made from them is each file's own, and links.
    rm -rf "$hk_out/two" && mkdir -p "$hk_out/two"
    build/dpopt $hk_opt "$here/first.cu" "$here/second.cu" -o "$hk_out/two/" 2>"$hk_out/two.notes" &&
        grep -q "child_in_first" "$hk_out/two/first.cu" && grep -q "child_in_second" "$hk_out/two/second.cu" && pass ||
        fail "header-kernels: $hk_opt first.cu second.cu: $(cat "$hk_out/two.notes")"
    if nvcc_sampled $((hk_n + 1)); then
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -I"$here" "$hk_out/two/first.cu" "$hk_out/two/second.cu" \
            -lcudadevrt -o "$hk_out/two/x" >"$hk_out/nvcc.log" 2>&1 && pass ||
            fail "header-kernels: $hk_opt: the two files do not link: $(grep -m1 -i 'error' "$hk_out/nvcc.log")"
    fi
done
# Nothing of the header taken (--promote takes chains only): the output is the input.
build/dpopt --promote=pao "$here/main.cu" -o "$hk_out/main.cu" 2>/dev/null && cmp -s "$here/main.cu" "$hk_out/main.cu" && pass ||
    fail "header-kernels: --promote=pao main.cu: the output differs from the input"
# -v counts the header's launch as taken, and --fail-on-as-written passes.
build/dpopt -v --fail-on-as-written --aggregate=block "$here/main.cu" -o "$hk_out/main.cu" 2>"$hk_out/main.notes"
hk_status=$?
[ "$hk_status" = 0 ] && grep -qF "main.cu: 1 launch from the device: 1 taken, 0 left as written" "$hk_out/main.notes" && pass ||
    fail "header-kernels: -v --fail-on-as-written: exit $hk_status, $(grep -v 'note:' "$hk_out/main.notes")"
# No strategy asked: no note, and every output the input, byte for byte.
for hk_in in main both nested launched guarded; do
    build/dpopt "$here/$hk_in.cu" -o "$hk_out/$hk_in.cu" 2>"$hk_out/$hk_in.notes" && [ ! -s "$hk_out/$hk_in.notes" ] &&
        cmp -s "$here/$hk_in.cu" "$hk_out/$hk_in.cu" && pass ||
        fail "header-kernels: no strategy: $hk_in.cu: notes: $(cat "$hk_out/$hk_in.notes")"
done
# dpopt-nvcc: the depfile names the header read in (nvcc lists the files
# its #line marks name), so a touched header rebuilds main.o.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    mkdir -p "$hk_out/nvcc" && cp "$here/main.cu" "$here/kernels.cuh" "$hk_out/nvcc/"
    (cd "$hk_out/nvcc" && DPOPT="$OLDPWD/build/dpopt" DPOPT_RUNTIME_INCLUDE="$OLDPWD/runtime/include" \
        "$OLDPWD/scripts/dpopt-nvcc" --dpopt=--aggregate=block -arch=sm_90 -c main.cu -o main.o -MMD) >/dev/null 2>&1 &&
        grep -q 'kernels\.cuh' "$hk_out/nvcc/main.d" && pass ||
        fail "header-kernels: dpopt-nvcc -MMD: the depfile does not name kernels.cuh"
fi
