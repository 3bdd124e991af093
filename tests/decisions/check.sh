# Sourced by tests/run-all.sh (pass, fail, $tmp): --decisions=FILE and
# --report=decisions (plan/requests.h, report/report_decisions.c).
d="$tmp/decisions"
mkdir -p "$d"
# The plan's decisions given back make the same output, byte for byte,
# under every strategy --decisions can express.
trips=0
for src in tests/corpus/*.cu tests/runtime/decisions_check.cu; do
    for opts in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=t4 \
        --remove=auto --remove=t1; do
        build/dpopt $opts "$src" -o "$d/asked.cu" 2>/dev/null || continue
        trips=$((trips + 1))
        if build/dpopt $opts --report=decisions "$src" >"$d/plan.json" 2>/dev/null &&
            build/dpopt --decisions="$d/plan.json" "$src" -o "$d/back.cu" 2>/dev/null && cmp -s "$d/asked.cu" "$d/back.cu"; then
            pass
        else
            fail "decisions: $opts $src: --report=decisions given back writes other code"
        fi
    done
done
printf '  %d plans given back\n' "$trips"
# Three sites, three kinds each file (tests/runtime/gpu-decisions.sh runs
# them): the plan has the kinds asked, and nvcc compiles the output.
for json in tests/runtime/decisions/*.json; do
    out="$d/$(basename "$json" .json).cu"
    want=$(grep -o '"kind": "[a-z_0-9]*"' "$json" | tr '\n' ' ')
    got=$(cd tests/runtime && ../../build/dpopt --decisions="../../$json" --report=decisions decisions_check.cu |
        grep -o '"kind": "[a-z_0-9]*"' | tr '\n' ' ')
    [ "$want" = "$got" ] && pass || fail "decisions: $json: the plan's kinds are $got, asked $want"
    if (cd tests/runtime && ../../build/dpopt --decisions="../../$json" decisions_check.cu -o "$out") &&
        { [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null ||
            nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$out" -o "$out.o" 2>"$out.log"; }; then
        pass
    else
        fail "decisions: $json: no output, or nvcc rejects it ($(head -c 300 "$out.log" 2>/dev/null))"
    fi
done
# A kind of the other family stays as written, with a note naming both.
printf '{"decisions": [\n {"site": "decisions_check.cu:35:9", "kind": "remove_t4"},\n {"site": "decisions_check.cu:42:9", "kind": "grid_batch"}\n]}\n' >"$d/family.json"
(cd tests/runtime && ../../build/dpopt --decisions="$d/family.json" decisions_check.cu -o "$d/family.cu" 2>"$d/family.err")
grep -q "decisions_check.cu:42:9: note: launch of 'add' left as written: --decisions asks grid_batch here, and the program is planned for removal (line 35)" "$d/family.err" &&
    pass || fail "decisions: the other family's kind: $(cat "$d/family.err")"
# A bad decisions file: an error at its place in the file, exit 1, nothing written.
bad() { # name json expected-message
    printf '%s' "$2" >"$d/$1.json"
    rm -f "$d/$1.cu"
    (cd tests/runtime && ../../build/dpopt --decisions="$d/$1.json" decisions_check.cu -o "$d/$1.cu" 2>"$d/$1.err")
    local status=$?
    if [ $status = 1 ] && [ ! -e "$d/$1.cu" ] && grep -q "^$d/$1.json:[0-9]*:[0-9]*: error: $3" "$d/$1.err"; then
        pass
    else
        fail "decisions: $1: exit $status, $(cat "$d/$1.err")"
    fi
}
bad malformed '{"decisions": [' 'malformed JSON'
bad no-list '{"kinds": []}' 'a decisions file is'
bad no-site '{"decisions": [{"site": "decisions_check.cu:9:1", "kind": "grid_batch"}]}' 'no launch of decisions_check.cu starts at'
bad other-file '{"decisions": [{"site": "other.cu:35:9", "kind": "grid_batch"}]}' 'no launch of decisions_check.cu starts at'
bad kernel '{"decisions": [{"site": "decisions_check.cu:35:9", "kernel": "tiles", "kind": "grid_batch"}]}' "the launch at 'decisions_check.cu:35:9' is fills's launch of fill"
bad kind '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "flatten_grid"}]}' "'flatten_grid' cannot be asked of one site"
bad host '{"decisions": [{"site": "decisions_check.cu:62:5", "kind": "grid_batch"}]}' "the launch at 'decisions_check.cu:62:5' is made from the host"
bad twice '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch"}, {"site": "decisions_check.cu:35:9", "kind": "written"}]}' 'a second decision for'
bad group '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "multiblock_batch", "group": 1}]}' 'a multiblock batch'
bad persistent '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch", "persistent": "auto"}]}' '"persistent" is'
# --decisions beside a strategy it does not mix with yet: a usage error.
build/dpopt --decisions="$d/family.json" --flatten=grid tests/runtime/decisions_check.cu -o "$d/usage.cu" 2>"$d/usage.err"
[ $? = 2 ] && [ ! -e "$d/usage.cu" ] && pass || fail "decisions: --decisions with --flatten=grid: $(cat "$d/usage.err")"
