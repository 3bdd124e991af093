# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a thread's launches
# into its block's NULL stream run in the order it makes them; a batch is
# made at the end of its scope (block, group, grid), a warp's batch and a
# launch as written at the site. Mixing granularities across one thread's
# ordered launches (--decisions, -O; found by the differential tester's
# smem_scan shape under -O, seed 23: the segments' values wrong) made a
# later launch run before an earlier one. Each decisions file asks such a
# mix of segscan.cu's three launches (scan, carries, scale); the plan must
# take back each batch a sooner launch of the thread follows, and say so:
# the launch times (0 at the site, 1 block, 2 group, 3 grid) never go down
# in site order. -O's choice too. gpu.sh runs them.
mbo_out="$tmp/mixed-batch-order"
mkdir -p "$mbo_out"
mbo_times() { # the plan's launch time per site, in site order
    grep -o '"kind": "[a-z_]*"' | sed -e 's/.*"\(written\|warp_batch\)"/0/' -e 's/.*"block_batch"/1/' \
        -e 's/.*"multiblock_batch"/2/' -e 's/.*"\(grid_batch\|flatten_grid\|grid_levels\)"/3/' | tr '\n' ' '
}
mbo_check() { # label, dpopt options..., then the number of notes it must give
    local label=$1 notes=${*: -1} times
    set -- "${@:2:$(($# - 2))}"
    times=$(build/dpopt "$@" --report=decisions "$here/segscan.cu" 2>"$mbo_out/$label.notes" | mbo_times)
    case $times in
    "0 0 0 " | "0 0 1 " | "0 0 3 " | "0 1 1 " | "0 1 3 " | "0 3 3 " | "1 1 1 " | "1 1 3 " | "1 3 3 " | "3 3 3 ") pass ;;
    *) fail "mixed-batch-order: $label: a thread's launches made out of order (times $times)" ;;
    esac
    [ "$(grep -c "which is made sooner" "$mbo_out/$label.notes")" = "$notes" ] && pass ||
        fail "mixed-batch-order: $label: not $notes notes on a launch made sooner: $(head -c 300 "$mbo_out/$label.notes")"
}
mbo_check grid-warp-grid --decisions="$here/grid-warp-grid.json" 1
mbo_check grid-block-grid --decisions="$here/grid-block-grid.json" 1
mbo_check block-warp-block --decisions="$here/block-warp-block.json" 1
mbo_check grid-grid-block --decisions="$here/grid-grid-block.json" 2
mbo_check -O -O 0
mbo_check aggregate-grid --aggregate=grid 0
