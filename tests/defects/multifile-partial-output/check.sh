# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a program's files
# into a folder are written together or not at all. Found on 2026-11-25:
# `dpopt --aggregate=block kern.cu host.cu -o out/` exited 1 on host.cu
# (`new std::set<unsigned int> *[n]`, valid C++ the grammar's new lacks)
# but left out/kern.cu written. Now an error in any file leaves every
# output as it was (none made, an old one untouched, no temporary left
# behind), and a new-expression of an array of pointers parses.
mp="$tmp/multifile-partial-output"
mkdir -p "$mp"
# The reported program builds now.
expect_status 0 "multifile: kern.cu host.cu -o out/" build/dpopt --aggregate=block "$here/kern.cu" "$here/host.cu" -o "$mp/out/"
cmp -s "$here/host.cu" "$mp/out/host.cu" && pass || fail "multifile: host.cu (no launch) not written as it came"
grep -q 'child_dp_block' "$mp/out/kern.cu" && pass || fail "multifile: kern.cu's launch not aggregated"
# An error in either file, first or last: nothing written, nothing left.
for mp_order in "kern.cu broken.cu" "broken.cu kern.cu" "kern.cu host.cu broken.cu"; do
    mp_dir="$mp/${mp_order// /-}"
    # shellcheck disable=SC2086
    expect_status 1 "multifile: $mp_order with an error" build/dpopt --aggregate=block $(printf "$here/%s " $mp_order) -o "$mp_dir/"
    grep -q 'broken.cu:4:.*error' "$tmp/cli.err" && pass || fail "multifile: $mp_order: no error at broken.cu"
    [ -z "$(ls -A "$mp_dir" 2>/dev/null)" ] && pass || fail "multifile: $mp_order: output left on an error: $(ls -A "$mp_dir" | tr '\n' ' ')"
    # Into a folder with the outputs of an earlier run: they stay as they were.
    mkdir -p "$mp_dir"
    for mp_f in $mp_order; do echo "precious $mp_f" >"$mp_dir/$mp_f"; done
    # shellcheck disable=SC2086
    expect_status 1 "multifile: $mp_order over old outputs" build/dpopt --aggregate=block $(printf "$here/%s " $mp_order) -o "$mp_dir/"
    for mp_f in $mp_order; do
        [ "$(cat "$mp_dir/$mp_f")" = "precious $mp_f" ] && pass || fail "multifile: $mp_order: old $mp_f overwritten on an error"
    done
    [ "$(ls -A "$mp_dir" | wc -l)" = "$(echo $mp_order | wc -w)" ] && pass || fail "multifile: $mp_order: temporaries left: $(ls -A "$mp_dir" | tr '\n' ' ')"
done
# An error that is not a syntax error (a CDP1 sync the strategy keeps), in
# the second file: the first is not written either.
mkdir -p "$mp/cdp1"
cp tests/corpus/cdp1_sync.cu "$mp/cdp1/sync.cu"
expect_status 1 "multifile: kern.cu sync.cu (CDP1 kept)" build/dpopt --aggregate=block "$here/kern.cu" "$mp/cdp1/sync.cu" -o "$mp/cdp1-out/"
[ -z "$(ls -A "$mp/cdp1-out" 2>/dev/null)" ] && pass || fail "multifile: CDP1 error: output left: $(ls -A "$mp/cdp1-out")"
# new T *[n] in every spelling: parsed, the file as it came with no
# strategy; aggregated, the output compiles.
expect_status 0 "multifile: new_pointers.cu, no strategy" build/dpopt "$here/new_pointers.cu" -o "$mp/np.cu"
cmp -s "$here/new_pointers.cu" "$mp/np.cu" && pass || fail "multifile: new_pointers.cu not passed through"
for mp_opt in --aggregate=block --remove=t4; do
    expect_status 0 "multifile: new_pointers.cu $mp_opt" build/dpopt $mp_opt "$here/new_pointers.cu" -o "$mp/np$mp_opt.cu"
    grep -q 'note: ' "$tmp/cli.err" && fail "multifile: new_pointers.cu $mp_opt: a note: $(head -c 200 "$tmp/cli.err")" || pass
    if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$mp/np$mp_opt.cu" -o "$mp/np.o" >"$mp/np.log" 2>&1 && pass ||
            fail "multifile: new_pointers.cu $mp_opt: nvcc rejects the output: $(grep -m1 error "$mp/np.log")"
    fi
done
