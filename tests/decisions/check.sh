# Sourced by tests/run-all.sh (pass, fail, $tmp): --decisions=FILE and
# --report=decisions (plan/requests.h, report/report_decisions.c).
d="$tmp/decisions"
mkdir -p "$d"
# The plan's decisions given back make the same output, byte for byte,
# under every strategy --decisions can express (thresholds, coarsening and
# flattening caps per site included).
# Two at a time: each run in its own folder, its verdict a line.
decisions_round_trip() { # dir options src
    local dir=$1 src=${*: -1} opts
    opts=("${@:2:$#-2}")
    mkdir -p "$dir"
    # One run writes the output and reports its plan (as two runs would: the
    # report does not change what is written).
    build/dpopt "${opts[@]}" --report=decisions "$src" -o "$dir/asked.cu" >"$dir/plan.json" 2>/dev/null ||
        { echo "skip"; return; }
    if build/dpopt --decisions="$dir/plan.json" "$src" -o "$dir/back.cu" 2>/dev/null && cmp -s "$dir/asked.cu" "$dir/back.cu"; then
        echo "ok"
    else
        echo "FAIL ${opts[*]} $src"
    fi
}
export -f decisions_round_trip
n=0
for src in tests/corpus/*.cu tests/runtime/decisions_check.cu; do
    for opts in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=t4 \
        --remove=auto --remove=t1 "--aggregate=grid --threshold=32" "--aggregate=block --coarsen=2" \
        "--threshold=64 --coarsen=2" --flatten=grid "--flatten=block --flatten-cap=64" --flatten=warp \
        "--flatten=warp --flatten-cap=100"; do
        n=$((n + 1))
        printf '%s %s %s\n' "$d/trip$n" "$opts" "$src"
    done
done | tr '\n' '\0' | xargs -0 -P 2 -I{} bash -c 'decisions_round_trip $0' {} >"$d/trips.log"
trips=0
while read -r status rest; do
    case $status in
    ok) pass; trips=$((trips + 1)) ;;
    FAIL) fail "decisions: $rest: --report=decisions given back writes other code"; trips=$((trips + 1)) ;;
    esac
done <"$d/trips.log"
printf '  %d plans given back\n' "$trips"
# The round trips above write each output in the run that reports its plan:
# the report must not change what is written.
for src in tests/corpus/bfs.cu tests/corpus/shared_dynamic.cu tests/runtime/decisions_check.cu; do
    for opts in --aggregate=grid --remove=auto -O; do
        build/dpopt $opts "$src" -o "$d/plain.cu" 2>/dev/null &&
            build/dpopt $opts --report=decisions "$src" -o "$d/reported.cu" >/dev/null 2>&1 &&
            cmp -s "$d/plain.cu" "$d/reported.cu" && pass ||
            fail "decisions: dpopt $opts --report=decisions $src writes other code than without the report"
    done
done
# The outputs below that nvcc must compile are queued (queue_nvcc) and
# compiled two at a time at the section's end (nvcc_check, tests/lib.sh).
decisions_nvcc=()
queue_nvcc() { # OUT.cu
    [ "${DPOPT_SKIP_NVCC:-0}" = 1 ] || ! command -v nvcc >/dev/null || decisions_nvcc+=("compile $1")
}
# Three sites, three kinds each file, with their thresholds, coarsening and
# caps (tests/runtime/gpu-decisions.sh runs them): the plan has the kinds
# and parameters asked, and nvcc compiles the output.
for json in tests/runtime/decisions/*.json; do
    out="$d/$(basename "$json" .json).cu"
    kinds='"kind": "[a-z_0-9]*"\(, "\(cap\|threshold\|coarsen\)": [0-9]*\)*'
    want=$(grep -o "$kinds" "$json" | tr '\n' ' ')
    got=$(cd tests/runtime && ../../build/dpopt --decisions="../../$json" --report=decisions decisions_check.cu |
        grep -o "$kinds" | tr '\n' ' ')
    [ "$want" = "$got" ] && pass || fail "decisions: $json: the plan's kinds are $got, asked $want"
    if (cd tests/runtime && ../../build/dpopt --decisions="../../$json" decisions_check.cu -o "$out"); then
        pass
        queue_nvcc "$out"
    else
        fail "decisions: $json: no output"
    fi
done
# The kernels' persistent versions do not mix with the aggregation family:
# a batch beside them stays as written, with a note.
printf '{"decisions": [\n {"site": "decisions_check.cu:35:9", "kind": "remove_auto", "persistent": "auto"},\n {"site": "decisions_check.cu:42:9", "kind": "grid_batch"}\n]}\n' >"$d/family.json"
(cd tests/runtime && ../../build/dpopt --decisions="$d/family.json" decisions_check.cu -o "$d/family.cu" 2>"$d/family.err")
grep -q "decisions_check.cu:42:9: note: launch of 'add' left as written: --decisions asks grid_batch here, and the program is planned for removal" "$d/family.err" &&
    pass || fail "decisions: the other family's kind beside persistent versions: $(cat "$d/family.err")"
# A bad decisions file: an error at its place in the file, exit 1, nothing written.
# (Its files are named bad-NAME: the outputs queued for nvcc keep theirs.)
bad() { # name json expected-message
    local f=$d/bad-$1
    printf '%s' "$2" >"$f.json"
    rm -f "$f.cu"
    (cd tests/runtime && ../../build/dpopt --decisions="$f.json" decisions_check.cu -o "$f.cu" 2>"$f.err")
    local status=$?
    if [ $status = 1 ] && [ ! -e "$f.cu" ] && grep -q "^$f.json:[0-9]*:[0-9]*: error: $3" "$f.err"; then
        pass
    else
        fail "decisions: $1: exit $status, $(cat "$f.err")"
    fi
}
bad malformed '{"decisions": [' 'malformed JSON'
bad no-list '{"kinds": []}' 'a decisions file is'
bad no-site '{"decisions": [{"site": "decisions_check.cu:9:1", "kind": "grid_batch"}]}' 'no launch of decisions_check.cu starts at'
bad other-file '{"decisions": [{"site": "other.cu:35:9", "kind": "grid_batch"}]}' 'no launch of decisions_check.cu starts at'
bad kernel '{"decisions": [{"site": "decisions_check.cu:35:9", "kernel": "tiles", "kind": "grid_batch"}]}' "the launch at 'decisions_check.cu:35:9' is fills's launch of fill"
bad kind '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "promote"}]}' "'promote' cannot be asked of one site"
bad host '{"decisions": [{"site": "decisions_check.cu:62:5", "kind": "grid_batch"}]}' "the launch at 'decisions_check.cu:62:5' is made from the host"
bad twice '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch"}, {"site": "decisions_check.cu:35:9", "kind": "written"}]}' 'a second decision for'
bad group '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "multiblock_batch", "group": 1}]}' 'a multiblock batch'
bad persistent '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch", "persistent": "auto"}]}' '"persistent" is'
# --decisions beside a strategy it does not mix with yet: a usage error.
build/dpopt --decisions="$d/family.json" --flatten=grid tests/runtime/decisions_check.cu -o "$d/usage.cu" 2>"$d/usage.err"
[ $? = 2 ] && [ ! -e "$d/usage.cu" ] && pass || fail "decisions: --decisions with --flatten=grid: $(cat "$d/usage.err")"
# Mixes that cannot be kept: the site stays as it would be without the
# overlay or the kind, with a note naming the reason and the other site
# (tests/decisions/mix.cu). Each note's absence means a broken output: two
# coarsened copies of one child, two walks in one kernel, ...
mix() { # name json expected-note [input, mix.cu by default]
    printf '%s' "$2" >"$d/$1.json"
    (cd tests/decisions && ../../build/dpopt --decisions="$d/$1.json" "${4:-mix.cu}" -o "$d/$1.cu" 2>"$d/$1.err")
    if grep -qF "$3" "$d/$1.err" && [ -e "$d/$1.cu" ]; then
        pass
        queue_nvcc "$d/$1.cu"
    else
        fail "decisions: mix $1: $(cat "$d/$1.err")"
    fi
}
mix coarsen '{"decisions": [{"site": "mix.cu:17:9", "kind": "written", "coarsen": 2}, {"site": "mix.cu:24:9", "kind": "written", "coarsen": 4}]}' \
    "mix.cu:24:9: note: launch of 'fill' not coarsened: its launch at line 17 coarsens fill by 2, and a child has one coarsened copy"
mix walks '{"decisions": [{"site": "mix.cu:24:9", "kind": "flatten_grid"}, {"site": "mix.cu:26:9", "kind": "flatten_block"}]}' \
    "mix.cu:26:9: note: launch of 'add' not flattened, aggregated at block granularity block by block: --decisions asks flatten_block here, which cannot be kept beside flattening at grid scope in the same kernel (line 24)"
mix persistent '{"decisions": [{"site": "mix.cu:17:9", "kind": "remove_auto"}, {"site": "mix.cu:26:9", "kind": "flatten_warp"}]}' \
    "mix.cu:26:9: note: launch of 'add' left as written: --decisions asks flatten_warp here, which cannot be kept beside the persistent versions of the kernels (auto, t1, t2) (line 17)"
# Both families in one program (plan/mix.h): a site of the aggregation
# family whose code or child the removal family's sites share stays as
# written, with a note naming the removed site (the output compiles).
mix same-kernel '{"decisions": [{"site": "mix.cu:24:9", "kind": "grid_batch"}, {"site": "mix.cu:26:9", "kind": "remove_t4"}]}' \
    "mix.cu:24:9: note: launch of 'fill' left as written: --decisions asks grid_batch here, which cannot be kept beside remove_t4, whose launching code or child shares code with this launch's (line 26)"
mix same-child '{"decisions": [{"site": "mix.cu:17:9", "kind": "remove_t4"}, {"site": "mix.cu:24:9", "kind": "flatten_grid"}]}' \
    "mix.cu:24:9: note: launch of 'fill' left as written: --decisions asks flatten_grid here, which cannot be kept beside remove_t4, whose launching code or child shares code with this launch's (line 17)"
mix same-child-threshold '{"decisions": [{"site": "mix.cu:17:9", "kind": "flatten_warp"}, {"site": "mix.cu:24:9", "kind": "written", "threshold": 32}]}' \
    "mix.cu:24:9: note: launch of 'fill': threshold not applied: --decisions asks a threshold here, which cannot be kept beside flatten_warp, whose launching code or child shares code with this launch's (line 17)"
mix caps '{"decisions": [{"site": "mix.cu:17:9", "kind": "flatten_warp"}, {"site": "mix.cu:26:9", "kind": "flatten_block"}]}' \
    "mix.cu:26:9: note: launch of 'add' left as written: --decisions asks flatten_block here, which cannot be kept beside flatten_warp's cap without a \"cap\" given (one cap a program) (line 17)"
mix sync '{"decisions": [{"site": "mix_sync.cu:18:9", "kind": "remove_t4"}, {"site": "mix_sync.cu:28:9", "kind": "block_batch"}]}' \
    "mix_sync.cu:28:9: note: launch of 'add' left as written: --decisions asks block_batch here, which cannot be kept beside the removal family's plan of a device-side cudaDeviceSynchronize (line 19)" mix_sync.cu
# Nothing of the aggregation family kept beside auto: the removal family's
# plan (auto's persistent versions, as given back), the note the mix's.
mix auto-alone '{"decisions": [{"site": "mix.cu:17:9", "kind": "remove_auto"}, {"site": "mix.cu:24:9", "kind": "grid_batch"}]}' \
    "mix.cu:24:9: note: launch of 'fill' left as written: --decisions asks grid_batch here, which cannot be kept beside remove_auto, whose launching code or child shares code with this launch's (line 17)"
# Kept: each family's sites in code of their own, the plan's kinds and
# parameters as asked, given back byte for byte.
mixed() { # name json kinds
    printf '%s' "$2" >"$d/$1.json"
    local got
    got=$(cd tests/decisions && ../../build/dpopt --decisions="$d/$1.json" --report=decisions mix.cu 2>"$d/$1.err" >"$d/$1.back.json" &&
        grep -o '"kind".*}' "$d/$1.back.json" | tr '\n' ' ')
    if [ "$got" = "$3" ] && [ ! -s "$d/$1.err" ] &&
        (cd tests/decisions && ../../build/dpopt --decisions="$d/$1.json" mix.cu -o "$d/$1.cu" &&
            ../../build/dpopt --decisions="$d/$1.back.json" mix.cu -o "$d/$1.back.cu") && cmp -s "$d/$1.cu" "$d/$1.back.cu"; then
        pass
        queue_nvcc "$d/$1.cu"
    else
        fail "decisions: mixed $1: $got $(cat "$d/$1.err")"
    fi
}
mixed t4-grid '{"decisions": [{"site": "mix.cu:17:9", "kind": "remove_t4"}, {"site": "mix.cu:26:9", "kind": "grid_batch"}]}' \
    '"kind": "remove_t4"} "kind": "written"} "kind": "grid_batch"} '
mixed flatwarp-threshold '{"decisions": [{"site": "mix.cu:17:9", "kind": "flatten_warp"}, {"site": "mix.cu:26:9", "kind": "written", "threshold": 32}]}' \
    '"kind": "flatten_warp"} "kind": "written"} "kind": "written", "threshold": 32} '
mixed auto-flatblock-cap '{"decisions": [{"site": "mix.cu:17:9", "kind": "remove_auto"}, {"site": "mix.cu:26:9", "kind": "flatten_block", "cap": 64}]}' \
    '"kind": "remove_auto"} "kind": "written"} "kind": "flatten_block", "cap": 64} '
# Per site, the same factor twice is one copy; a threshold per site, 0 for
# none, the command line's where the entry gives none; the plan writes them
# back.
printf '{"decisions": [{"site": "mix.cu:17:9", "kind": "written", "coarsen": 2, "threshold": 64}, {"site": "mix.cu:24:9", "kind": "grid_batch", "coarsen": 2}, {"site": "mix.cu:26:9", "kind": "block_batch", "threshold": 0}]}' >"$d/shapes.json"
got=$(cd tests/decisions && ../../build/dpopt --decisions="$d/shapes.json" --threshold=32 --report=decisions mix.cu | grep -o '"kind".*}' | tr '\n' ' ')
want='"kind": "written", "threshold": 64, "coarsen": 2} "kind": "grid_batch", "threshold": 32, "coarsen": 2} "kind": "block_batch"} '
[ "$got" = "$want" ] && pass || fail "decisions: thresholds and coarsening per site: $got"
bad threshold-removal '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "remove_t4", "threshold": 32}]}' '"threshold" is a whole number'
bad coarsen-range '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch", "coarsen": 70000}]}' '"coarsen" is a whole number'
bad cap '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "grid_batch", "cap": 64}]}' "a flattening's \"cap\""
bad caps '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "flatten_warp", "cap": 64}, {"site": "decisions_check.cu:42:9", "kind": "flatten_warp", "cap": 32}]}' "a flattening's \"cap\""
bad persistent-flatten '{"decisions": [{"site": "decisions_check.cu:35:9", "kind": "flatten_warp", "persistent": "auto"}]}' '"persistent" is'
# The queued outputs, two at a time.
: >"$d/nvcc.log"
if [ ${#decisions_nvcc[@]} -gt 0 ]; then
    printf '%s\n' "${decisions_nvcc[@]}" | xargs -P 2 -L 1 bash -c 'nvcc_check "$0" "$1"' >"$d/nvcc.log" 2>&1
fi
while read -r status rest; do
    [ "$status" = ok ] && pass || fail "decisions: nvcc: $rest"
done < <(grep -E '^(ok|FAIL) ' "$d/nvcc.log")
grep -v -E '^(ok|FAIL) ' "$d/nvcc.log" | head -n 10
[ "$(grep -cE '^(ok|FAIL) ' "$d/nvcc.log")" = ${#decisions_nvcc[@]} ] || fail "decisions: not every queued output was compiled"
