# dpopt-nvcc, the drop-in for nvcc, and `make install`, on a two-file CDP
# program (parent.cu, helper.cu, shared.h). Sourced by tests/run-all.sh
# (pass, fail, $tmp). Needs nvcc (no GPU): builds, not runs.
if [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null; then
    echo "  drop-in skipped: no nvcc"
else
    di=$tmp/drop-in
    mkdir -p "$di"
    # Transformed and built, the rewritten parent.cu holding the fused kernel.
    if DPOPT_NVCC_KEEP=$di/keep scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 \
        "$here/parent.cu" "$here/helper.cu" -o "$di/prog" >"$di/build.log" 2>&1 && [ -x "$di/prog" ]; then
        pass
    else
        fail "dpopt-nvcc --dpopt=--aggregate=block: $(head -c 300 "$di/build.log")"
    fi
    grep -q '__global__ void child_dp_block' "$di/keep/parent.cu" 2>/dev/null && pass ||
        fail "dpopt-nvcc: the rewritten parent.cu has no fused kernel"
    # Options from the environment, and dpopt-nvcc as a launcher (nvcc first).
    DPOPT_OPTIONS="--aggregate=warp --threshold=32" scripts/dpopt-nvcc -arch=sm_90 -c "$here/parent.cu" -o "$di/p.o" \
        >"$di/env.log" 2>&1 && [ -s "$di/p.o" ] && pass || fail "dpopt-nvcc with DPOPT_OPTIONS: $(head -c 300 "$di/env.log")"
    scripts/dpopt-nvcc "$(command -v nvcc)" --dpopt=--remove=t3 -arch=sm_90 -c "$here/parent.cu" -o "$di/l.o" \
        >"$di/launcher.log" 2>&1 && [ -s "$di/l.o" ] && pass || fail "dpopt-nvcc as a launcher: $(head -c 300 "$di/launcher.log")"
    # -I and -isystem reach dpopt: headers included with <...> from them are read,
    # so the child calling their functions is aggregated.
    ha=tests/expect/inputs/hdr-angle
    if DPOPT_NVCC_KEEP=$di/keep-angle scripts/dpopt-nvcc --dpopt=--aggregate=grid -arch=sm_90 -I "$ha/include" \
        -isystem "$ha/sys" -c "$ha/seen.cu" -o "$di/angle.o" >"$di/angle.log" 2>&1 && [ -s "$di/angle.o" ] &&
        grep -q '__global__ void child_dp_grid' "$di/keep-angle/seen.cu" 2>/dev/null; then
        pass
    else
        fail "dpopt-nvcc with -I and -isystem: $(head -c 300 "$di/angle.log")"
    fi
    # The toolkit of the nvcc called: the math library's builtins are known
    # (model/toolkit.h), so the child calling them is aggregated.
    if DPOPT_NVCC_KEEP=$di/keep-math scripts/dpopt-nvcc --dpopt=--aggregate=grid -arch=sm_90 \
        -c tests/runtime/toolkit_math_check.cu -o "$di/math.o" >"$di/math.log" 2>&1 && [ -s "$di/math.o" ] &&
        grep -q '__global__ void special_dp_grid' "$di/keep-math/toolkit_math_check.cu" 2>/dev/null; then
        pass
    else
        fail "dpopt-nvcc: the toolkit's builtins: $(head -c 300 "$di/math.log")"
    fi
    # examples/graph-members builds as its header says (run on a GPU: docs/guide.md, "Examples").
    scripts/dpopt-nvcc --dpopt=--flatten=grid -arch=sm_90 -Iexamples/graph-members/include \
        examples/graph-members/main.cu -o "$di/graph-members" >"$di/gm.log" 2>&1 && [ -x "$di/graph-members" ] && pass ||
        fail "examples/graph-members: $(head -c 300 "$di/gm.log")"
    # Every example as written, and under every tenth strategy that
    # examples/run.sh runs on a GPU (on the commit's diagonal: each strategy
    # for one example in two commits; all of them with
    # DPOPT_NVCC_MATRIX=full, as tests/nvcc-matrix.sh runs).
    examples_every=10
    [ "${DPOPT_NVCC_MATRIX:-sample}" = full ] && examples_every=1
    while read -r status rest; do
        if [ "$status" = built ]; then pass; else fail "examples/build.sh: $rest"; fi
    done < <(EXAMPLES_EVERY=$examples_every EXAMPLES_ROTATION=$nvcc_rotation examples/build.sh "$di/examples" 2>&1)
    # Without options for dpopt it is nvcc itself (a build system's probes).
    [ "$(scripts/dpopt-nvcc --version | tail -n 1)" = "$(nvcc --version | tail -n 1)" ] && pass ||
        fail "dpopt-nvcc --version is not nvcc's"
    # --help and --version alone are dpopt-nvcc's own (nvcc's version after its).
    scripts/dpopt-nvcc --help >"$di/help.out" 2>&1
    grep -q '^  dpopt-nvcc --dpopt=OPTIONS NVCC-ARGUMENTS' "$di/help.out" && grep -q 'DPOPT_PROGRAM' "$di/help.out" &&
        ! grep -q -- '--compiler-bindir' "$di/help.out" && pass || fail "dpopt-nvcc --help: $(head -c 200 "$di/help.out")"
    scripts/dpopt-nvcc --version | head -n 1 | grep -q '^dpopt-nvcc, with dpopt [0-9]' && pass ||
        fail "dpopt-nvcc --version does not name dpopt: $(scripts/dpopt-nvcc --version | head -n 1)"
    # nvcc's errors name the user's file, through the rewrite (the line: see
    # docs/guide.md, "Known limits": inside a rewritten launch it is near the launch).
    sed 's/child<<<1, 32>>>(out, i);/child<<<1, 32>>>(out, no_such_name);/' "$here/parent.cu" >"$di/broken.cu"
    cp "$here/shared.h" "$di/"
    if scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 -c "$di/broken.cu" -o "$di/b.o" >"$di/broken.log" 2>&1; then
        fail "dpopt-nvcc compiled a file with an undefined name"
    else
        grep -q "$di/broken.cu([0-9]*): error" "$di/broken.log" && pass ||
            fail "dpopt-nvcc: nvcc's error does not name broken.cu: $(head -c 300 "$di/broken.log")"
    fi
    # What dpopt refuses is not compiled: its error, its status.
    printf '__global__ void k( {\n' >"$di/bad.cu"
    scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 -c "$di/bad.cu" -o "$di/bad.o" >"$di/bad.log" 2>&1
    bad_status=$?
    [ "$bad_status" = 1 ] && grep -q 'bad.cu:1:.*error' "$di/bad.log" && grep -q 'nothing compiled' "$di/bad.log" &&
        [ ! -e "$di/bad.o" ] && pass || fail "dpopt-nvcc on a file dpopt refuses: status $bad_status, $(head -c 300 "$di/bad.log")"
    # make install, then the installed dpopt-nvcc finds dpopt and the runtime by itself.
    if make --no-print-directory install PREFIX="$di/prefix" >"$di/install.log" 2>&1 &&
        "$di/prefix/bin/dpopt-nvcc" --dpopt=--aggregate=grid -arch=sm_90 "$here/parent.cu" "$here/helper.cu" \
            -o "$di/installed" >>"$di/install.log" 2>&1 && [ -x "$di/installed" ]; then
        pass
    else
        fail "make install, then PREFIX/bin/dpopt-nvcc: $(tail -c 300 "$di/install.log")"
    fi
    # and the profiler of --corun's kernels beside them.
    [ -x "$di/prefix/bin/dpopt-corun-profile" ] && pass || fail "make install: no PREFIX/bin/dpopt-corun-profile"
    [ -x "$di/prefix/bin/dpopt-tune" ] && pass || fail "make install: no PREFIX/bin/dpopt-tune"
    # -O's shipped tables, found by the installed dpopt beside itself, and
    # dpopt-calibrate with its programs (dpopt's half: no GPU).
    "$di/prefix/bin/dpopt" -O --report tests/corpus/bfs.cu 2>/dev/null |
        grep -q "costs of NVIDIA H100 80GB HBM3 ($di/prefix/share/dpopt/costs/h100.costs)" && pass ||
        fail "make install: the installed dpopt -O does not find PREFIX/share/dpopt/costs/h100.costs"
    "$di/prefix/bin/dpopt-calibrate" --plan-only >"$di/calibrate.log" 2>&1 && pass ||
        fail "make install: PREFIX/bin/dpopt-calibrate --plan-only: $(tail -n 2 "$di/calibrate.log")"
    # and the man page, made from --help: every option of it there.
    man_page=$di/prefix/share/man/man1/dpopt.1
    if [ -f "$man_page" ] && head -n 1 "$man_page" | grep -q '^\.TH DPOPT 1' &&
        grep -q 'cuda\\-include=DIR' "$man_page" && grep -q 'DPOPT_PROGRAM' "$man_page"; then
        pass
    else
        fail "make install: no man page with dpopt's and dpopt-nvcc's options at $man_page"
    fi
    # and dpopt-nvcc's own (man dpopt-nvcc), made from its --help.
    nvcc_page=$di/prefix/share/man/man1/dpopt-nvcc.1
    if [ -f "$nvcc_page" ] && head -n 1 "$nvcc_page" | grep -q '^\.TH DPOPT-NVCC 1' &&
        grep -q 'DPOPT_PROGRAM' "$nvcc_page" && grep -q 'dpopt\\-print\\-cuda\\-include' "$nvcc_page"; then
        pass
    else
        fail "make install: no man page dpopt-nvcc.1 with its --help at $nvcc_page"
    fi
    # DESTDIR stages the tree under another root; make uninstall takes back
    # what install put there and leaves the rest.
    mkdir -p "$di/stage/usr/local/bin" && echo keep >"$di/stage/usr/local/bin/other"
    if make --no-print-directory install DESTDIR="$di/stage" PREFIX=/usr/local >"$di/stage.log" 2>&1 &&
        [ -x "$di/stage/usr/local/bin/dpopt" ] && [ -f "$di/stage/usr/local/include/dpopt/base.cuh" ] &&
        [ -f "$di/stage/usr/local/share/man/man1/dpopt.1" ] && [ -f "$di/stage/usr/local/share/man/man1/dpopt-nvcc.1" ]; then
        pass
    else
        fail "make install DESTDIR=...: $(tail -c 300 "$di/stage.log")"
    fi
    if make --no-print-directory uninstall DESTDIR="$di/stage" PREFIX=/usr/local >>"$di/stage.log" 2>&1 &&
        [ "$(cd "$di/stage" && find . -type f | sort)" = "./usr/local/bin/other" ] && [ ! -d "$di/stage/usr/local/include/dpopt" ]; then
        pass
    else
        fail "make uninstall DESTDIR=...: left $(cd "$di/stage" && find . -type f | head -5 | tr '\n' ' ')"
    fi
fi
# CMake (examples/cmake), with dpopt-nvcc as the compiler launcher and as
# the compiler; DPOPT_OPTIONS set for the build only.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null && command -v cmake >/dev/null; then
    for cm_var in CMAKE_CUDA_COMPILER_LAUNCHER CMAKE_CUDA_COMPILER; do
        cm_dir=$tmp/cmake-$cm_var
        if cmake -S examples/cmake -B "$cm_dir" -D"$cm_var"="$PWD/scripts/dpopt-nvcc" >"$cm_dir.log" 2>&1 &&
            DPOPT_OPTIONS=--aggregate=block DPOPT_NVCC_KEEP="$cm_dir/keep" cmake --build "$cm_dir" >>"$cm_dir.log" 2>&1 &&
            [ -x "$cm_dir/drop_in" ] && grep -q '__global__ void child_dp_block' "$cm_dir/keep/parent.cu"; then
            pass
        else
            fail "examples/cmake with dpopt-nvcc as $cm_var: $(tail -c 400 "$cm_dir.log")"
        fi
    done
else
    echo "  cmake example skipped: no nvcc or no cmake"
fi
# The demo shows a transformation and says what to try next.
if scripts/demo.sh >"$tmp/demo.log" 2>&1 && grep -q 'bfs_child_dp_block<<<' "$tmp/demo.log" && grep -q '^== Next' "$tmp/demo.log"; then
    pass
else
    fail "make demo: no fused launch or no next step shown: $(tail -c 300 "$tmp/demo.log")"
fi
# The README's "Your own program" runs as written: its commands, in a folder
# holding the checkout's build/ and runtime/, with bfs.cu as your.cu and the
# two-file program here as main.cu and kernels.cu.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    yo=$tmp/your-own
    mkdir -p "$yo"
    ln -sfn "$PWD/build" "$yo/build" && ln -sfn "$PWD/runtime" "$yo/runtime"
    cp tests/corpus/bfs.cu "$yo/your.cu"
    cp "$here/parent.cu" "$yo/main.cu" && cp "$here/helper.cu" "$yo/kernels.cu" && cp "$here/shared.h" "$yo/"
    # The section's fenced lines, comments dropped, /path/to/dpopt the checkout.
    awk '/^## Your own program/ { on = 1; next } /^## / { on = 0 } on && /^```/ { fence = !fence; next }
         on && fence' README.md | sed -e 's/ *# .*$//' -e "s|/path/to/dpopt|$PWD|g" >"$yo/commands.sh"
    if [ "$(grep -c . "$yo/commands.sh")" -ge 4 ] && (cd "$yo" && bash -e commands.sh) >"$yo/run.log" 2>&1 &&
        [ -x "$yo/prog" ] && grep -q 'launch site' "$yo/run.log" && grep -q 'bfs_child_dp_thread' "$yo/out.cu"; then
        pass
    else
        fail "README, \"Your own program\": its commands as written: $(tail -c 400 "$yo/run.log" 2>/dev/null)"
    fi
fi
