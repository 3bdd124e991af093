# A launch that a thread may run more than once besides the for/while/do
# loops around it (a goto loop: w5; a lambda called twice: w1, or in a
# loop: w4), or written in a lambda at all (a mutable by-value one: w3).
# Strategies that keep one record per thread (dp_pending) and make the
# launch at the end of the block kept only the last launch, or wrote the
# record into the lambda's copy: a silent miscompile. Each must now refuse
# with a note naming the repetition (or the lambda) and its line, and fall
# back to what handles it (T4) or keep the launch as written (warp
# granularity no longer takes such a launch); the report says the launch
# may repeat.
rmo="$tmp/runs-more-than-once"
mkdir -p "$rmo"
for input in w1_lambda_twice w3_lambda_mutable w4_lambda_loop w5_goto_loop; do
    case $input in
    w1_lambda_twice) why='may run more than once per thread, in a lambda (line 12) called more than once (lines 16 and 17)' ;;
    w3_lambda_mutable) why='the launch is inside a lambda (line 13)' ;;
    w4_lambda_loop) why='may run more than once per thread, in a lambda (line 12) called in a loop (line 15)' ;;
    w5_goto_loop) why='may run more than once per thread, in a loop built with goto (the goto at line 18)' ;;
    esac
    for option in --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=auto \
        --remove=t1 --remove=t2; do
        out="$rmo/$input${option#--}.cu"
        expect_status 0 "$input $option" build/dpopt "$option" "$here/$input.cu" -o "$out"
        grep -qF "note: launch of 'child'" "$tmp/cli.err" && grep -qF "$why" "$tmp/cli.err" && pass ||
            fail "$input $option: no note naming the repetition ($why)"
        # No record per thread: the launch is made where it is written.
        if [ -f "$out" ] && ! grep -q 'dp_pending' "$out"; then pass; else
            fail "$input $option: the launch is still recorded once per thread (dp_pending)"
        fi
        case $option in
        # Not a warp batch either: a lane would meet several (seed 11
        # programs 518 and 583, tests/defects/warp-batch-one-per-lane).
        --aggregate=*) grep -qF 'child<<<' "$out" 2>/dev/null && ! grep -q 'warp_batch_open' "$out" &&
            grep -qF "not at warp granularity either: " "$tmp/cli.err" && pass ||
            fail "$input $option: not left as written with a note for both granularities" ;;
        --remove=t3) grep -qF 'child<<<' "$out" 2>/dev/null && ! grep -q 'child_dp_t3' "$out" && pass ||
            fail "$input $option: the launch is not left as written" ;;
        *) grep -q 'removed (T4)' "$out" 2>/dev/null && pass || fail "$input $option: not removed with T4" ;;
        esac
    done
    # The report says it: may_repeat (and why), or the lambda.
    build/dpopt --report=json "$here/$input.cu" >"$rmo/$input.json" 2>/dev/null
    if python3 - "$rmo/$input.json" "$input" <<'PY'
import json, sys
launch = json.load(open(sys.argv[1]))["launches"][0]
if sys.argv[2] == "w3_lambda_mutable":
    ok = launch.get("lambda_line") == 13 and launch.get("may_repeat") is False
else:
    ok = launch.get("may_repeat") is True and bool(launch.get("repeat_reason"))
sys.exit(0 if ok else 1)
PY
    then pass; else fail "$input: the report does not say whether the launch may repeat"; fi
    build/dpopt --report "$here/$input.cu" >"$rmo/$input.txt" 2>/dev/null
    grep -q 'may run more than once per thread: yes, in' "$rmo/$input.txt" || [ "$input" = w3_lambda_mutable ] && pass ||
        fail "$input: the text report does not say the launch may repeat"
done
