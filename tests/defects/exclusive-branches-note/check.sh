# exclusive-branches-note: launches in exclusive branches of one if/else
# if/else (Mariani-Silver's shape) refused each other under --aggregate=warp
# ("another launch aggregated at warp granularity"), each citing the other.
# A lane makes at most one of them, so each meets one warp batch: they are
# now taken (analysis/launch_facts.h: launch_sites_may_meet, on the kernel's
# control-flow graph). Launches one thread may both make stay as written: a
# switch case falling through, two ifs one after the other; in a loop or
# under a goto they stay for that reason.
eb_out="$tmp/exclusive-branches"
mkdir -p "$eb_out"
build/dpopt --aggregate=warp "$here/exclusive_branches.cu" -o "$eb_out/eb.cu" 2>"$eb_out/eb.notes" &&
    [ ! -s "$eb_out/eb.notes" ] && [ "$(grep -c 'aggregated at warp granularity: one launch' "$eb_out/eb.cu")" = 3 ] && pass ||
    fail "exclusive-branches-note: --aggregate=warp: the three exclusive launches are not all taken: $(cat "$eb_out/eb.notes")"
build/dpopt --aggregate=warp "$here/lanes.cu" -o "$eb_out/lanes.cu" 2>"$eb_out/lanes.notes" ||
    fail "exclusive-branches-note: --aggregate=warp lanes.cu exits non-zero"
for eb_line in 13:9 15:9 17:9 24:13 25:13 26:14; do
    ! grep -q "lanes.cu:$eb_line: note" "$eb_out/lanes.notes" && pass ||
        fail "exclusive-branches-note: lanes.cu:$eb_line: an exclusive launch refused: $(grep "lanes.cu:$eb_line:" "$eb_out/lanes.notes")"
done
for eb_pair in 33:13/34 34:14/33 51:9/53 53:9/51; do
    grep -qF "lanes.cu:${eb_pair%/*}: note: launch of 'add' left as written: the launching kernel has another launch aggregated at warp granularity (line ${eb_pair#*/})" "$eb_out/lanes.notes" &&
        pass || fail "exclusive-branches-note: lanes.cu:${eb_pair%/*}: two launches one lane may make are not refused: $(cat "$eb_out/lanes.notes")"
done
for eb_line in 42:13 44:13 61:9 63:9; do
    grep -qF "lanes.cu:$eb_line: note: launch of 'add' left as written: a thread may run the launch more than once" "$eb_out/lanes.notes" &&
        pass || fail "exclusive-branches-note: lanes.cu:$eb_line: a repeated launch is not refused: $(cat "$eb_out/lanes.notes")"
done
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    for eb_file in eb lanes; do
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$eb_out/$eb_file.cu" -o "$eb_out/x.o" >"$eb_out/nvcc.log" 2>&1 &&
            pass || fail "exclusive-branches-note: $eb_file: nvcc rejects the output: $(grep -m1 error "$eb_out/nvcc.log")"
    done
fi
