# The hang under block aggregation of recursion (and grid, multiblock, T3):
# those strategies run the launching kernel's body in a lambda so that a
# thread that returns still reaches the end of the block, where the whole
# block meets (barriers, warp shuffles over full warps). As written, a thread
# that returned has exited, and the body's barriers and warp-wide operations
# go on without it; in the lambda it waits at the end of the block while the
# threads still in the body wait for it: the block hangs, or its barriers
# pair up wrongly. A kernel with barriers or warp-wide operations that
# returns where only some threads of a block may is therefore not postponed:
# block, grid and multiblock cannot take it, nor warp granularity (the
# kernel has warp-wide operations of its own), T3 leaves the
# launch (auto keeps T4), with a note naming the return's line.
erv="$here/early_return_votes.cu"
for g in block grid multiblock:4; do
    build/dpopt --aggregate=$g --report=json "$erv" 2>"$tmp/notes" >"$tmp/erv.json"
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(r["launches"][0]["plan"]["aggregate"] != "none")' "$tmp/erv.json" &&
        pass || fail "early_return_votes --aggregate=$g: left as written, not postponed to the end of the block"
    grep -q "early_return_votes.cu:34:9: note: launch of 'add_count' left as written: .*the kernel returns where only some threads of a block may (line 24) and has barriers and warp-wide operations.*; not at warp granularity either: the launching kernel uses warp-wide operations itself" "$tmp/notes" &&
        pass || fail "early_return_votes --aggregate=$g: the note names the return's line and the warp-wide operations"
    build/dpopt --aggregate=$g "$erv" 2>/dev/null | grep -q '\[&\]() {' && fail "early_return_votes --aggregate=$g: the body is still wrapped in a lambda" || pass
done
build/dpopt --remove=t3 --report=json "$erv" 2>"$tmp/notes" >"$tmp/erv.json"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(r["launches"][0]["plan"]["remove"] != "none")' "$tmp/erv.json" &&
    grep -q "note: launch of 'add_count' left as written: the kernel returns where only some threads of a block may (line 24)" "$tmp/notes" &&
    pass || fail "early_return_votes --remove=t3: refused, with the note"
build/dpopt --remove=auto --report=json "$erv" 2>/dev/null >"$tmp/erv.json"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(r["launches"][0]["plan"]["remove"] != "t4")' "$tmp/erv.json" &&
    pass || fail "early_return_votes --remove=auto: T4 only"
