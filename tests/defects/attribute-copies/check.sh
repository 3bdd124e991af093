# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a kernel whose
# attribute the program sets (cudaFuncSetAttribute: here the largest dynamic
# shared memory, 64 KB) must not be replaced by a copy of it, which would
# not have the attribute: under aggregation and coarsening the child's
# fused or coarsened copy was launched from the device with 64 KB and
# failed there unseen (its children never ran); under --remove=t1/t2/auto
# the parent's persistent copy was launched from the host without it.
# Found by reading, 2026-11-27. An attribute no launch needs (the carveout,
# a dynamic shared memory of 48 KB or less written as a number) refuses
# nothing: tests/defects/launch-api-unseen/set_attribute.cu. gpu.sh runs
# both programs under every strategy.
ac_child="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --coarsen=2 --flatten=grid
    --flatten=block --flatten=warp --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --threshold=64 -O"
for opt in $ac_child; do
    build/dpopt $opt "$here/child_attribute.cu" -o "$tmp/ac-child.cu" 2>"$tmp/ac-child.notes"
    status=$?
    if [ $status = 0 ] && cmp -s "$here/child_attribute.cu" "$tmp/ac-child.cu" &&
        { [ "$opt" = -O ] || grep -q 'child_attribute.cu:[0-9]*:[0-9]*: note: .*sets an attribute of the child (cudaFuncSetAttribute, line 30)' "$tmp/ac-child.notes"; }; then
        pass
    else
        fail "attribute-copies: $opt child_attribute.cu: exit $status; expected the launch as written, with a note naming line 30: $(head -c 300 "$tmp/ac-child.notes")"
    fi
done
for opt in --remove=t1 --remove=t2 --remove=auto --flatten=grid; do
    build/dpopt $opt "$here/parent_attribute.cu" -o "$tmp/ac-parent.cu" 2>"$tmp/ac-parent.notes"
    status=$?
    if [ $status = 0 ] && ! grep -q 'parent_dp_free\|parent_dp_followed' "$tmp/ac-parent.cu"; then
        pass
    else
        fail "attribute-copies: $opt parent_attribute.cu: exit $status; the host launches a copy of the parent"
    fi
done
