# Uniformity must call divergent every value it cannot follow (locals whose
# address is taken or that a reference binds, lambda parameters and stores,
# asm outputs, structured bindings, fields, globals, volatile reads, ...),
# and aggregation must then not pass it as a scalar.
# uniformity_unsound.cu: argument n of every launch but #6 (a shuffle from
# lane 0: uniform within a warp) is divergent; more_unsound.cu: all are.
uniformity_unsound_check() { # file divergent-launch-ids warp-launch-ids
    local file=$1 divergent=$2 warp=$3 strategy
    for strategy in "" --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4; do
        # shellcheck disable=SC2086
        if ! build/dpopt --report=json $strategy "$here/$file" >"$tmp/uniformity.json" 2>"$tmp/uniformity.err"; then
            fail "uniformity-unsound: dpopt --report=json $strategy $file failed"
            continue
        fi
        if python3 - "$tmp/uniformity.json" "$divergent" "$warp" >"$tmp/uniformity.out" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
divergent = [int(i) for i in sys.argv[2].split()]
warp = [int(i) for i in sys.argv[3].split()]
bad = []
for launch in report["launches"]:
    arg = launch["args"][1]
    want = "divergent" if launch["id"] in divergent else "warp" if launch["id"] in warp else None
    if want and arg["uniformity"]["level"] != want:
        bad.append(f"line {launch['line']}: {arg['text']} is {arg['uniformity']['level']}, not {want}")
    plan = launch["plan"]
    if plan and launch["id"] in divergent and 1 in plan["scalar_args"]:
        bad.append(f"line {launch['line']}: {arg['text']} travels as a scalar at {plan['aggregate']}")
    if plan and launch["id"] in warp and plan["aggregate"] != "warp" and 1 in plan["scalar_args"]:
        bad.append(f"line {launch['line']}: {arg['text']} travels as a scalar at {plan['aggregate']}")
print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
        then
            pass
        else
            fail "uniformity-unsound: $file ${strategy:-(report)}: $(tr '\n' ';' <"$tmp/uniformity.out")"
        fi
    done
}
uniformity_unsound_check uniformity_unsound.cu "0 1 2 3 4 5 7" "6"
uniformity_unsound_check more_unsound.cu "0 1 2 3 4 5 6 7 8 9" ""
