# Sourced by tests/run-all.sh (pass, fail, $tmp): -O's tables and
# dpopt-calibrate without a GPU (tests/expect/optimize.expect has -O's
# choices, reports and errors). Every shipped table reads; a table is found
# through $DPOPT_COSTS and where dpopt-calibrate writes it; a refused run
# leaves no output; dpopt takes every form dpopt-calibrate asks of its
# programs; its fit gives back the costs of points made from known ones.
op="$tmp/optimize"
rm -rf "$op"
mkdir -p "$op/config/dpopt"
for table in share/dpopt/costs/*.costs; do
    if build/dpopt -O --costs="$table" --report tests/corpus/bfs.cu >"$op/report" 2>"$op/err" &&
        grep -q "^    -O: costs of NVIDIA H" "$op/report"; then pass; else fail "-O cannot read $table: $(head -n 2 "$op/err")"; fi
done
# $DPOPT_COSTS first, then the one dpopt-calibrate writes, then the shipped one.
cp tests/expect/inputs/costs/t4-cheapest.costs "$op/config/dpopt/costs"
XDG_CONFIG_HOME="$op/config" build/dpopt -O --report tests/corpus/bfs.cu 2>/dev/null | grep -q "costs of a stand-in GPU ($op/config/dpopt/costs)" &&
    pass || fail "-O did not read the table in \$XDG_CONFIG_HOME/dpopt/costs"
XDG_CONFIG_HOME="$op/config" DPOPT_COSTS=tests/expect/inputs/costs/all-written.costs \
    build/dpopt -O --report=decisions tests/corpus/bfs.cu 2>/dev/null | grep -q '"kind": "written"' &&
    pass || fail "-O did not read \$DPOPT_COSTS before the calibrated table"
XDG_CONFIG_HOME="$op/none" HOME="$op/none" build/dpopt -O --report tests/corpus/bfs.cu 2>/dev/null |
    grep -q "costs of NVIDIA H100 80GB HBM3 (.*share/dpopt/costs/h100.costs)" &&
    pass || fail "-O did not fall back on the shipped H100 table"
# A refused run (a bad table) writes nothing.
if build/dpopt -O --costs=tests/expect/inputs/costs/bad-form.costs tests/corpus/bfs.cu -o "$op/out.cu" 2>/dev/null; then
    fail "-O with a bad table succeeded"
elif [ -e "$op/out.cu" ]; then fail "-O with a bad table wrote $op/out.cu"; else pass; fi
# dpopt-calibrate: every form it measures is the one dpopt writes.
if scripts/dpopt-calibrate --plan-only --keep "$op/calibrate" >"$op/cal.out" 2>&1 &&
    [ "$(ls "$op/calibrate"/*.cu | wc -l)" = 13 ]; then pass; else fail "dpopt-calibrate --plan-only: $(tail -n 3 "$op/cal.out")"; fi
# Its fit: points made from known costs give them back (and a noisy negative term is dropped).
python3 - "$op" <<'PY' && pass || fail "dpopt-calibrate's fit does not give back known costs"
import importlib.machinery, importlib.util, sys
loader = importlib.machinery.SourceFileLoader("calibrate", "scripts/dpopt-calibrate")
cal = importlib.util.module_from_spec(importlib.util.spec_from_loader("calibrate", loader))
loader.exec_module(cal)
known = (20000.0, 250.0, 0.04, 3.0)
points = [(n, t, known[0] + n * known[1] + n * t * known[2] + t * known[3])
          for n, t in ((1024, 32), (1024, 256), (8192, 32), (8192, 128), (8192, 1024), (32768, 32), (32768, 256))]
got = cal.fit(points)
sys.exit(any(abs(g - k) > 1e-6 * max(1.0, k) for g, k in zip(got, known)))
PY
