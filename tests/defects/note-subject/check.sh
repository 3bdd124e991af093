# note-subject: a note about a function dpopt cannot see names that function
# and whether the parent or the child calls it (through which functions).
# parent_unseen.cu: bfs's parent calls bench_count_launch_error from a header
# found only with -I common; its child calls nothing unseen.
# child_unseen.cu: the child calls scale_of, which calls ext_scale, declared
# only; its parent calls nothing unseen.
nsb_notes() { # OPTION FILE [dpopt options...]: the notes, in $tmp/nsb.notes
    local opt=$1 file=$2
    shift 2
    build/dpopt "$opt" "$@" "$file" -o "$tmp/nsb.out.cu" 2>"$tmp/nsb.notes"
}
for opt in --remove=t1 --remove=t2; do
    nsb_notes $opt "$here/parent_unseen.cu"
    grep -qF "the kernel gets no persistent version: the parent calls bench_count_launch_error, which dpopt cannot see" "$tmp/nsb.notes" &&
        ! grep -qF "the child calls" "$tmp/nsb.notes" &&
        pass || fail "note-subject: $opt parent_unseen.cu: the note names the parent's bench_count_launch_error: $(head -c 300 "$tmp/nsb.notes")"
    # Seen through -I, the parent gets its persistent version: no note.
    nsb_notes $opt "$here/parent_unseen.cu" -I "$here/common"
    [ ! -s "$tmp/nsb.notes" ] && grep -q "bfs_parent_dp_free" "$tmp/nsb.out.cu" &&
        pass || fail "note-subject: $opt -I common parent_unseen.cu: persistent version, no note: $(head -c 300 "$tmp/nsb.notes")"
done
# What the parent calls does not stop the strategies that change the child only.
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=t4 \
    --remove=auto --threshold=64 --coarsen=2; do
    nsb_notes $opt "$here/parent_unseen.cu"
    if [ "$opt" = --aggregate=warp ]; then
        # A warp batch changes the parent: what it cannot see there may use
        # warp-wide operations (tests/defects/warp-batch-one-per-lane).
        grep -qF "note: launch of 'bfs_child' left as written: the launching kernel calls bench_count_launch_error, which dpopt cannot see, which may use warp-wide operations" "$tmp/nsb.notes" &&
            pass || fail "note-subject: --aggregate=warp parent_unseen.cu: no note naming the parent's unseen call: $(head -c 300 "$tmp/nsb.notes")"
        continue
    fi
    ! grep -qF "calls bench_count_launch_error" "$tmp/nsb.notes" && ! cmp -s "$here/parent_unseen.cu" "$tmp/nsb.out.cu" &&
        pass || fail "note-subject: $opt parent_unseen.cu: the child is taken: $(head -c 300 "$tmp/nsb.notes")"
done
# The child's unseen callee, reached through scale_of: every strategy says so.
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2 \
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2; do
    nsb_notes $opt "$here/child_unseen.cu"
    grep -qF "the child calls scale_of, which calls ext_scale, which dpopt cannot see" "$tmp/nsb.notes" &&
        ! grep -qF "the parent calls" "$tmp/nsb.notes" && cmp -s "$here/child_unseen.cu" "$tmp/nsb.out.cu" &&
        pass || fail "note-subject: $opt child_unseen.cu: the note names ext_scale, called by the child through scale_of: $(head -c 300 "$tmp/nsb.notes")"
done
