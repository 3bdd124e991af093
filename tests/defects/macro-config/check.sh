# macro-config: `child<<<CFG(n)>>>` with `#define CFG(n) (n + 127) / 128, 128`
# became `dp_grid = CFG(n);` (a comma expression: a 1-thread block) under
# block aggregation, and crashed (SIGSEGV, no block node) under warp, t4,
# threshold and coarsen. A launch whose configuration or arguments a macro
# spells is left as written by every strategy, with a note naming the
# macro and its line, unless dpopt can read the macro as it stands (one
# expression, reading only its parameters and constants) or expands it
# before parsing (syntax/expand.h, since 2026-11-24: a macro of the file,
# defined once, spelling several values, as CFG and ARGS do): then it is
# taken.
mc_strategies="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2"
mc_out="$tmp/macro-config"
mkdir -p "$mc_out"
# mc_refused OPTION FILE LINE NOTE: exit 0 (no signal), and the launch at
# LINE gets NOTE (a fixed string).
mc_refused() {
    build/dpopt $1 "$2" -o "$mc_out/out.cu" 2>"$mc_out/notes"
    local status=$?
    if [ $status = 0 ] && grep -F "$(basename "$2"):$3:" "$mc_out/notes" | grep -qF "$4"; then
        pass
    else
        fail "macro-config: $1 $(basename "$2"): exit $status, expected a note at line $3 with '$4'; got: $(head -c 300 "$mc_out/notes")"
    fi
}
# mc_taken OPTION FILE LINE: exit 0 (no signal), and no note that the
# launch at LINE uses a macro.
mc_taken() {
    build/dpopt $1 "$2" -o "$mc_out/out.cu" 2>"$mc_out/notes"
    local status=$?
    if [ $status = 0 ] && ! grep -F "$(basename "$2"):$3:" "$mc_out/notes" | grep -qF "uses the macro"; then
        pass
    else
        fail "macro-config: $1 $(basename "$2"): exit $status, the launch at line $3 was not taken: $(head -c 300 "$mc_out/notes")"
    fi
}
for opt in $mc_strategies; do
    # CFG is expanded: the launch is taken, its grid and block apart.
    mc_taken "$opt" "$here/macro_config.cu" 3
    grep -q 'CFG(n)>>>' "$mc_out/out.cu" && fail "macro-config: $opt macro_config.cu: CFG(n) left in a launch" || pass
    mc_refused "$opt" "$here/macro_spellings.cu" 7 "uses the macro 'HCFG' ($here/macro_header.h:1), which expands to more than one expression"
    mc_taken "$opt" "$here/macro_spellings.cu" 8
    mc_refused "$opt" "$here/macro_spellings.cu" 12 "uses the macro 'LOCAL_ARG' (line 3), which names 't', a name the launching function uses"
    mc_refused "$opt" "$here/macro_spellings.cu" 14 "uses the macro 'HTID' ($here/macro_header.h:2), which reads 'threadIdx'"
    # DIV_UP and BLOCK expand to one expression of the launch's own values:
    # taken (a note on line 15 would say it was not).
    if grep -F "macro_spellings.cu:15:" "$mc_out/notes" | grep -qF "uses the macro"; then
        fail "macro-config: $opt: the launch spelled with DIV_UP(n, BLOCK) was refused"
    else
        pass
    fi
done
# The sanitized binary on the crashing strategies.
if [ -x build/san/dpopt ]; then
    for opt in --aggregate=warp --remove=t4 --threshold=64 --coarsen=2; do
        expect_status 0 "macro-config: build/san/dpopt $opt" build/san/dpopt "$opt" "$here/macro_config.cu"
    done
fi
# Block aggregation records the grid and the block CFG spells, apart.
build/dpopt --aggregate=block "$here/macro_config.cu" -o "$mc_out/block.cu" 2>/dev/null
grep -qF 'dp_pending_0.dp_grid = (n + 127) / 128;' "$mc_out/block.cu" &&
    grep -qF 'dp_pending_0.dp_block = 128;' "$mc_out/block.cu" && pass ||
    fail "macro-config: --aggregate=block macro_config.cu: the configuration is not (n + 127) / 128 and 128"
# What was taken compiles.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    for opt in --aggregate=block --remove=t4; do
        build/dpopt "$opt" "$here/macro_spellings.cu" -o "$mc_out/taken.cu" 2>/dev/null
        grep -q 'DIV_UP(n, BLOCK)' "$mc_out/taken.cu" && ! cmp -s "$here/macro_spellings.cu" "$mc_out/taken.cu" && pass ||
            fail "macro-config: $opt macro_spellings.cu: nothing taken"
        cp "$here/macro_header.h" "$mc_out/"
        nvcc -arch=sm_90 -rdc=true -Iruntime/include -I"$here" -c "$mc_out/taken.cu" -o "$mc_out/taken.o" \
            >"$mc_out/nvcc.log" 2>&1 && pass || fail "macro-config: $opt macro_spellings.cu: nvcc: $(head -c 300 "$mc_out/nvcc.log")"
    done
fi
