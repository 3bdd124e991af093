# Deeply nested input: never a signal. Nesting up to SYNTAX_DEPTH_LIMIT
# (src/syntax/depth.h) is analysed and transformed; deeper nesting is a
# `file:line:col: error: nesting deeper than N levels` with exit 1 and no
# output. Before this check, 14,000 nested blocks and 5,000 nested template
# arguments overflowed the stack (SIGSEGV) in model/build.c's walk, and the
# sanitized binary overflowed on 10,000 parentheses, ifs, `+` terms and
# unary minuses too. gen_deep.py nests the construct in the child (which
# strategies re-emit) and around the parent's launch.
dn="$tmp/deep-nesting"
mkdir -p "$dn"
limit=$(sed -n 's/^#define SYNTAX_DEPTH_LIMIT \([0-9]*\).*/\1/p' src/syntax/depth.h)
gen() { python3 "$here/gen_deep.py" "$@"; }
gen blocks 14000 "$dn/blocks.cu"
gen templates 5000 "$dn/templates.cu"
gen parens 10000 "$dn/parens.cu"
gen ifs 10000 "$dn/ifs.cu"
gen plus 10000 "$dn/plus.cu"
gen unary 10000 "$dn/unary.cu"
# Parentheses nest one level each, below 6 levels of file and kernel (the
# launch's argument list): the innermost parenthesis of `under.cu` is at the
# limit exactly, that of `over.cu` one past it.
gen parens $((limit - 6)) "$dn/under.cu"
gen parens $((limit - 5)) "$dn/over.cu"
gen parens 1 "$dn/shallow.cu"

strategies="none --report=json --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4
            --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2"
binaries="build/dpopt build/san/dpopt"
files="blocks templates parens ifs plus unary over under"

# deep_run BINARY FILE STRATEGY RESULT: the output lands in RESULT.out (code,
# or the JSON report), the diagnostics in RESULT.err, the exit status in
# RESULT.status.
deep_run() {
    local bin=$1 file=$2 opt=$3 r=$4
    rm -f "$r.out"
    case $opt in
    none) ASAN_OPTIONS=detect_leaks=1 "$bin" "$file" -o "$r.out" >/dev/null 2>"$r.err" ;;
    --report=json) ASAN_OPTIONS=detect_leaks=1 "$bin" --report=json "$file" >"$r.out" 2>"$r.err" ;;
    *) ASAN_OPTIONS=detect_leaks=1 "$bin" "$opt" "$file" -o "$r.out" >/dev/null 2>"$r.err" ;;
    esac
    echo $? >"$r.status"
}
export -f deep_run
# The result name of a run: $dn/<file>-<binary>-<strategy>.
result() { printf '%s/%s-%s-%s' "$dn" "$1" "$(tr / _ <<<"$2")" "$(tr -c 'a-z0-9\n' _ <<<"$3")"; }

# The runs: each file under every strategy with the plain binary, and with
# the sanitized one under one strategy in three (a diagonal that moves with
# the commit, tests/lib.sh's on_diagonal: the sanitized binary's start-up
# and slower walk dominate the time). Prints "file binary strategy" lines.
deep_runs() {
    local file opt i=0 j
    for file in $files; do
        j=0
        for opt in $strategies; do
            echo "$file build/dpopt $opt"
            on_diagonal $i $j 3 && echo "$file build/san/dpopt $opt"
            j=$((j + 1))
        done
        i=$((i + 1))
    done
}
# About 150 runs, two at a time.
deep_runs | while read -r file bin opt; do
    printf '%s %s %s %s\n' "$bin" "$dn/$file.cu" "$opt" "$(result "$file" "$bin" "$opt")"
done | xargs -P 2 -L 1 bash -c 'deep_run "$@"' deep_run
for opt in $strategies; do
    deep_run build/dpopt "$dn/shallow.cu" "$opt" "$(result shallow build/dpopt "$opt")"
done

# Exit 0 or 1 (never a signal, never a sanitizer report); exit 1 only with
# the nesting diagnostic and no output.
while read -r file bin opt; do
            r=$(result "$file" "$bin" "$opt")
            what="$bin $opt on $file.cu"
            status=$(cat "$r.status" 2>/dev/null || echo none)
            if [ "$status" != 0 ] && [ "$status" != 1 ] || grep -q 'Sanitizer\|runtime error' "$r.err"; then
                fail "$what: exit $status $(grep -m1 'Sanitizer\|runtime error' "$r.err")"
            elif [ "$status" = 1 ] && ! grep -q "error: nesting deeper than $limit levels" "$r.err"; then
                fail "$what: exit 1 without the nesting diagnostic"
            elif [ "$status" = 1 ] && [ -s "$r.out" ]; then
                fail "$what: exit 1 but wrote output"
            else
                pass
            fi
done < <(deep_runs)

# One past the limit is refused where it is: the innermost parenthesis of
# the launch's argument.
over=$(result over build/dpopt --aggregate=block)
grep -q "over.cu:9:$((limit + 16)): error: nesting deeper than $limit levels (the parenthesized expression here); dpopt cannot analyse it" \
    "$over.err" && pass || fail "one level past the limit: $(head -c 300 "$over.err")"

# At the limit, every strategy transforms as it does one level deep: the
# output, the deep argument read back as `(v)`, is the shallow file's.
deep_runs | while read -r file bin opt; do
    [ "$file" = under ] && printf '%s %s %s\n' "$(result under "$bin" "$opt")" "$(result shallow build/dpopt "$opt")" "$bin $opt"
done >"$dn/pairs"
python3 - "$dn/pairs" "$((limit - 6))" >"$dn/compared" <<'EOF'
import sys
n = int(sys.argv[2])
for line in open(sys.argv[1]):
    deep, shallow, what = line.rstrip("\n").split(" ", 2)
    status = open(deep + ".status").read().strip()
    if status != "0":
        print("FAIL %s at the limit: exit %s %s" % (what, status, open(deep + ".err").read()[:300]))
        continue
    text = open(deep + ".out").read().replace("(" * n + "v" + ")" * n, "(v)").replace("under.cu", "shallow.cu")
    same = text == open(shallow + ".out").read()
    print("ok" if same else "FAIL %s at the limit: output differs from the shallow file's" % what)
EOF
while read -r line; do
    [ "$line" = ok ] && pass || fail "${line#FAIL }"
done <"$dn/compared"
# Every strategy with the plain binary, and the sanitized runs of the sample.
[ "$(wc -l <"$dn/compared")" = "$(wc -l <"$dn/pairs")" ] && [ "$(grep -c ' build/dpopt ' "$dn/pairs")" = 13 ] && pass ||
    fail "at the limit: $(wc -l <"$dn/compared") comparisons of $(wc -l <"$dn/pairs") pairs, 13 strategies expected"

# A quoted header nested too deeply: the same error, naming the header.
deep=$(python3 -c "print('(' * ($limit + 100) + 'v' + ')' * ($limit + 100))")
printf '__device__ int deep_value(int v) { return %s; }\n' "$deep" >"$dn/deep.h"
printf '#include "deep.h"\n' >"$dn/includes.cu"
cat "$dn/shallow.cu" >>"$dn/includes.cu"
for bin in $binaries; do
    r="$dn/header-$(tr / _ <<<"$bin")"
    deep_run "$bin" "$dn/includes.cu" --aggregate=block "$r"
    [ "$(cat "$r.status")" = 1 ] && grep -q "deep.h:1:[0-9]*: error: nesting deeper than $limit levels" "$r.err" &&
        [ ! -e "$r.out" ] && pass || fail "$bin: a header nested too deeply: exit $(cat "$r.status") $(head -c 300 "$r.err")"
    deep_run "$bin" "$dn/includes.cu" --report=json "$r"
    [ "$(cat "$r.status")" = 1 ] && [ ! -s "$r.out" ] && pass || fail "$bin: a header nested too deeply: a report was printed"
done
