# exclusive-branches-note: launches in exclusive branches of one if/else
# if/else (Mariani-Silver's shape) refused each other under --aggregate=warp
# with a wrong reason ("another launch aggregated at warp granularity", yet
# none was). They stay refused: where lanes of one warp take two branches,
# their two warp batches run at once, which hung on an H200 when tried (the
# tester's exclusive shape, diverged_branches.cu, seed 101 programs 562 and
# 659, 2026-11-25). The note now says what holds: the other launch is one
# warp granularity would take too, and a lane may meet one batch at most,
# in the kernel's life and at once.
eb_out="$tmp/exclusive-branches"
mkdir -p "$eb_out"
eb_why="makes another launch that warp granularity would take too"
build/dpopt --aggregate=warp "$here/exclusive_branches.cu" -o "$eb_out/eb.cu" 2>"$eb_out/eb.notes" ||
    fail "exclusive-branches-note: --aggregate=warp exclusive_branches.cu exits non-zero"
for eb_line in 13:13 15:13 17:13; do
    grep -F "exclusive_branches.cu:$eb_line: note:" "$eb_out/eb.notes" | grep -qF "$eb_why" &&
        grep -F "exclusive_branches.cu:$eb_line: note:" "$eb_out/eb.notes" | grep -qF "lanes of one warp in two branches would run two" &&
        ! grep -F "exclusive_branches.cu:$eb_line: note:" "$eb_out/eb.notes" | grep -qF "aggregated at warp granularity (line" &&
        pass || fail "exclusive-branches-note: exclusive_branches.cu:$eb_line: the note does not say why: $(cat "$eb_out/eb.notes")"
done
build/dpopt --aggregate=warp "$here/diverged_branches.cu" -o "$eb_out/diverged.cu" 2>"$eb_out/diverged.notes"
! grep -q 'aggregated at warp granularity: one launch' "$eb_out/diverged.cu" && pass ||
    fail "exclusive-branches-note: diverged_branches.cu: a warp batch in one of several branches"
build/dpopt --aggregate=warp "$here/lanes.cu" -o "$eb_out/lanes.cu" 2>"$eb_out/lanes.notes" ||
    fail "exclusive-branches-note: --aggregate=warp lanes.cu exits non-zero"
for eb_pair in 13:9/15 33:13/34 34:14/33 51:9/53 53:9/51; do
    grep -F "lanes.cu:${eb_pair%/*}: note:" "$eb_out/lanes.notes" | grep -qF "$eb_why (line ${eb_pair#*/})" &&
        pass || fail "exclusive-branches-note: lanes.cu:${eb_pair%/*}: the note does not name line ${eb_pair#*/}: $(cat "$eb_out/lanes.notes")"
done
for eb_line in 42:13 44:13 61:9 63:9; do
    grep -qF "lanes.cu:$eb_line: note: launch of 'add' left as written: a thread may run the launch more than once" "$eb_out/lanes.notes" &&
        pass || fail "exclusive-branches-note: lanes.cu:$eb_line: a repeated launch is not refused: $(cat "$eb_out/lanes.notes")"
done
