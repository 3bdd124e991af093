# shared-limit: a block may declare 48 KB of static shared memory, and
# nvlink refuses a kernel past it ("uses too much shared data"). Most
# strategies declare some in the kernels they write: a batch's or records'
# storage in the launching kernel for each launch site (aggregation that
# postpones, flattening, T3, auto, T1/T2), the child's shared memory there
# too under T3, an entry beside the child's in a fused kernel, a ticket in a
# co-runnable version, a place in a promoted chain's links, a second copy of
# the body in a persistent version that runs levels. A kernel whose own
# static shared memory came within that of the limit then no longer linked
# where the program as written did (docs/guide.md, Known limits, "Shared
# memory"). The plan now counts what it can size of a kernel's declarations
# (plan/shared_limit.h) and leaves such a site as written, or takes a
# strategy that adds nothing there, with a note naming the largest
# declaration's line. Only the device link finds it (a -c compile of
# relocatable code passes), so the outputs below are built whole: a -c
# compile, which tests/run-all.sh answers from a cache without an object,
# would not show it.
sl_out="$tmp/shared-limit"
mkdir -p "$sl_out"
sl_n=0
# sl_run LABEL OPTIONS INPUT: dpopt's output in $sl_out/LABEL.cu, notes in .notes
# (OPTIONS split at spaces: "--corun --corun-children").
sl_run() {
    build/dpopt $2 "$here/$3" -o "$sl_out/$1.cu" 2>"$sl_out/$1.notes" && return 0
    fail "shared-limit $3 $2: dpopt failed: $(head -c 300 "$sl_out/$1.notes")"
    return 1
}
# sl_links LABEL WHAT EVERY: $sl_out/LABEL.cu builds and links, one in EVERY (1: always).
sl_links() {
    sl_n=$((sl_n + 1))
    nvcc_sampled $sl_n "$3" || return 0
    if nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include "$sl_out/$1.cu" -o "$sl_out/$1.out" \
        >"$sl_out/$1.log" 2>&1; then
        pass
    else
        fail "shared-limit $2: the output does not link: $(grep -m 1 'too much shared data' "$sl_out/$1.log" ||
            head -c 300 "$sl_out/$1.log")"
    fi
}
# sl_note LABEL WHAT RE: a note of the run matches RE.
sl_note() {
    grep -q "$3" "$sl_out/$1.notes" && pass || fail "shared-limit $2: no note '$3': $(head -c 300 "$sl_out/$1.notes")"
}

# tile48.cu: the parent's own 48 KB (line 22). What keeps a batch or records
# in it is refused: the site stays as written, or goes to warp granularity
# or T4, which add nothing there.
for opt in --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=block --flatten=grid --flatten=warp \
    --remove=t1 --remove=t2 --remove=t3 --remove=auto; do
    label=tile48$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" tile48.cu || continue
    ! grep -q '__shared__ dpopt::BlockBatch::TempStorage' "$sl_out/$label.cu" && pass ||
        fail "shared-limit tile48.cu $opt: the parent gets a batch's shared memory beside its 48 KB"
    # (flatten=warp: its fallback over the cap is refused, which --report tells)
    [ "$opt" = --flatten=warp ] ||
        sl_note "$label" "tile48.cu $opt" 'declares 49152 bytes of static shared memory (the largest declaration at line 22)'
    case $opt in
    --remove=t3) sl_links "$label" "tile48.cu $opt" 1 ;;
    *) sl_links "$label" "tile48.cu $opt" 4 ;;
    esac
done
# ... and what adds nothing to it is taken as before.
for opt in --aggregate=warp --remove=t4 --threshold=64 --coarsen=2; do
    label=tile48$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" tile48.cu || continue
    ! grep -q 'static shared memory' "$sl_out/$label.notes" && ! cmp -s "$here/tile48.cu" "$sl_out/$label.cu" && pass ||
        fail "shared-limit tile48.cu $opt: not taken, or refused for shared memory: $(head -c 300 "$sl_out/$label.notes")"
done

# child_tile.cu: the child's own 48 KB (line 14): no fused kernel, T3 or
# co-runnable copy of it.
for opt in --aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --remove=t3 --remove=auto \
    --remove=t1 "--corun --corun-children" -O; do
    label=child_tile$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" child_tile.cu || continue
    ! grep -q 'tile_child_dp_\(warp\|block\|grid\|t3\|corun\)' "$sl_out/$label.cu" && pass ||
        fail "shared-limit child_tile.cu $opt: a copy of the child with more than its 48 KB"
    [ "$opt" = -O ] ||
        sl_note "$label" "child_tile.cu $opt" '\(49152 bytes of static shared memory\|children.s 49152 too\).*line 14'
    case $opt in
    --aggregate=block) sl_links "$label" "child_tile.cu $opt" 1 ;;
    *) sl_links "$label" "child_tile.cu $opt" 4 ;;
    esac
done

# sites.cu: 48,000 bytes and a batch for each site: three fit, four do not.
for opt in --aggregate=block --remove=t3; do
    label=sites$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" sites.cu || continue
    [ "$(grep -c 'launch of .add_row. .*declares 48000 bytes of static shared memory' "$sl_out/$label.notes")" = 4 ] &&
        pass || fail "shared-limit sites.cu $opt: not one note for each of four_sites' launches: $(head -c 300 "$sl_out/$label.notes")"
    grep -q 'add_row_dp_block_3\|add_row_dp_t3' "$sl_out/$label.cu" && pass ||
        fail "shared-limit sites.cu $opt: three_sites' launches not taken"
    [ "$opt" = --aggregate=block ] && sl_links "$label" "sites.cu $opt" 1
done

# under.cu: 48,800 bytes; what a strategy adds for its one site fits: no
# strategy refused for it.
for opt in --aggregate=block --aggregate=grid --flatten=grid --remove=t1 --remove=t3 --remove=auto "--corun --corun-children"; do
    label=under$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" under.cu || continue
    ! grep -q 'static shared memory' "$sl_out/$label.notes" && pass ||
        fail "shared-limit under.cu $opt: refused for shared memory: $(head -c 300 "$sl_out/$label.notes")"
done
grep -q 'fill_row_dp_t3' "$sl_out/under__remove_t3_.cu" && pass || fail "shared-limit under.cu --remove=t3: T3 not taken"
sl_links under__remove_t3_ "under.cu --remove=t3" 1

# unknown.cu: a struct's shared memory counts for nothing: fits (4 KB of
# cells, 40 KB of floats) is taken, passes (48,896 bytes of floats alone
# past the limit with T3's) is not.
sl_run unknown_t3 --remove=t3 unknown.cu && {
    [ "$(grep -c 'static shared memory' "$sl_out/unknown_t3.notes")" = 1 ] &&
        grep -q 'declares 48896 bytes of static shared memory (the largest declaration at line 38)' "$sl_out/unknown_t3.notes" &&
        pass || fail "shared-limit unknown.cu --remove=t3: not one note, for passes: $(head -c 300 "$sl_out/unknown_t3.notes")"
    grep -q 'fill_row_dp_t3' "$sl_out/unknown_t3.cu" && pass || fail "shared-limit unknown.cu --remove=t3: fits not taken"
    sl_links unknown_t3 "unknown.cu --remove=t3" 4
}

# self.cu: a kernel of 48 KB launching itself: no persistent version (its
# levels would run a second copy of the body), no promoted chain.
for opt in --remove=t1 --promote=p --aggregate=grid; do
    label=self$(echo "$opt" | tr -c 'a-z0-9' _)
    sl_run "$label" "$opt" self.cu || continue
    ! grep -q 'level_dp_\(free\|chain\|grid\)' "$sl_out/$label.cu" && pass ||
        fail "shared-limit self.cu $opt: a copy of the kernel beside its 48 KB"
    sl_note "$label" "self.cu $opt" 'declares 49152 bytes of static shared memory'
    sl_links "$label" "self.cu $opt" 4
done
