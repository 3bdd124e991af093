#!/usr/bin/env bash
# Runs dpopt as each expectation file says and checks its output against the
# file's expectations (the format: tests/expect/README.md).
#
#   tests/expect/check.sh [FILE.expect...]     default: tests/expect/*.expect
#   DPOPT=path/to/dpopt tests/expect/check.sh   default: build/dpopt
#
# Prints each failing expectation as FILE:LINE, then one summary line:
#   expect: N expectations in F files (R runs of dpopt), P passed, X failed
# Exits 0 when none failed. Writes only in a temporary folder under $TMPDIR
# (or /tmp), removed at the end.
set -u
set -f # run options are words, never globs
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
dpopt=${DPOPT:-build/dpopt}
view_py=tests/expect/plan_view.py
work=$(mktemp -d "${TMPDIR:-/tmp}/dpopt-expect.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT

if [ $# -eq 0 ]; then
    set +f
    set -- tests/expect/*.expect
    set -f
fi

files=0 runs=0 checked=0 passed=0 failed=0

# State of the file being read.
file='' lineno=0 comment=''
inputs=() edit='' run_line=0 run_desc='' status='' exit_checked=1 range='' drop=''

fail_at() { # line text [detail [comment]]
    local comment=${4-$comment}
    failed=$((failed + 1))
    printf '  FAIL %s:%s: %s\n' "$file" "$1" "$2"
    [ -n "$run_desc" ] && printf '       after run at line %s: %s (exit %s)\n' "$run_line" "$run_desc" "$status"
    [ -n "${3:-}" ] && printf '       %s\n' "$3"
    [ -n "$comment" ] && printf '       %s\n' "$comment"
    return 0
}

# An expectation's result: counted, and reported when it fails.
expect() { # ok(0/1) text [detail]
    checked=$((checked + 1))
    if [ "$1" = 0 ]; then passed=$((passed + 1)); else fail_at "$lineno" "$2" "${3:-}"; fi
}

# A run exits as the `exit:` right after it says, or 0 when there is none.
settle_exit() {
    [ "$exit_checked" = 1 ] && return
    exit_checked=1
    [ "$status" = 0 ] || fail_at "$run_line" "run: exit $status, expected 0 (no exit: line)" "stderr: $(head -c 300 "$work/err" | tr '\n' ' ')" ""
}

run_dpopt() { # options
    settle_exit
    local args=() in
    read -r -a args <<<"$1"
    local actual=()
    for in in "${inputs[@]+"${inputs[@]}"}"; do
        if [ -n "$edit" ]; then
            mkdir -p "$work/edited"
            sed -e "$edit" "$in" >"$work/edited/$(basename "$in")"
            actual+=("$work/edited/$(basename "$in")")
        else
            actual+=("$in")
        fi
    done
    "$dpopt" "${args[@]+"${args[@]}"}" "${actual[@]+"${actual[@]}"}" >"$work/out" 2>"$work/err" </dev/null
    status=$?
    runs=$((runs + 1))
    run_line=$lineno
    run_desc="dpopt${1:+ $1}${inputs[*]:+ ${inputs[*]}}${edit:+ (edited: $edit)}"
    exit_checked=0 range='' drop=''
}

# The file holding the lines of stdout the expectations look at: `range:`
# and `drop:` applied. Sets $view.
make_view() {
    view=$work/out
    [ -z "$range" ] && [ -z "$drop" ] && return
    view=$work/view
    if [ -n "$range" ]; then sed -n "${range}p" "$work/out"; else cat "$work/out"; fi |
        if [ -n "$drop" ]; then grep -v -e "$drop"; else cat; fi >"$view"
}

has() { grep -q -e "$2" "$1"; }

# The plan views come from one Python process for the whole check (Python
# starts slowly on a loaded machine). Sets $got.
trap '' PIPE # a viewer that stopped makes a failed expectation, not the end of the check
coproc VIEWER { python3 "$view_py" --serve; }
plan_view() { # view
    got="error: tests/expect/plan_view.py is not running"
    if [ -n "${VIEWER[1]:-}" ] && printf '%s\t%s\n' "$1" "$work/out" >&"${VIEWER[1]}"; then
        IFS= read -r got <&"${VIEWER[0]}" || got="error: tests/expect/plan_view.py stopped"
    fi
}

# "A => B => C": fixed strings, each found after the first occurrence of the one before.
in_order() { # file spec
    python3 - "$1" "$2" <<'PY'
import sys
text = open(sys.argv[1], errors="replace").read()
at = -1
for part in sys.argv[2].split(" => "):
    found = text.find(part, max(at, 0))
    if found < 0 or found <= at:
        sys.exit(1)
    at = found
PY
}

check_line() { # key value
    local key=$1 value=$2 n a b got view
    if [ -z "$run_desc" ] && [[ $key != input && $key != edit && $key != run ]]; then
        expect 1 "$key: $value" "no run: before this expectation"
        return
    fi
    case $key in
    input)
        read -r -a inputs <<<"$value"
        edit= ;;
    edit)
        edit=$value ;;
    run)
        run_dpopt "$value" ;;
    exit)
        if [ "$exit_checked" = 1 ]; then
            expect 1 "exit: $value" "exit: must come right after its run: line"
            return
        fi
        exit_checked=1
        [ "$status" = "$value" ]; expect $? "exit: $value" "got exit $status; stderr: $(head -c 300 "$work/err" | tr '\n' ' ')" ;;
    range)
        range=$value ;;
    drop)
        drop=$value ;;
    contains)
        make_view; has "$view" "$value"; expect $? "contains: $value" ;;
    lacks)
        make_view; ! has "$view" "$value"; expect $? "lacks: $value" ;;
    "count "*)
        n=${key#count }
        make_view; got=$(grep -c -e "$value" "$view")
        [ "$got" = "$n" ]; expect $? "$key: $value" "got $got lines" ;;
    "occurs "*)
        n=${key#occurs }
        make_view; got=$(grep -o -e "$value" "$view" | wc -l)
        [ "$got" = "$n" ]; expect $? "$key: $value" "got $got occurrences" ;;
    "near "*)
        n=${key#near }
        a=${value%% => *} b=${value#* => }
        make_view; grep -A "$n" -e "$a" "$view" | grep -q -e "$b"; expect $? "$key: $value" ;;
    order)
        make_view; in_order "$view" "$value"; expect $? "order: $value" ;;
    stderr)
        has "$work/err" "$value"; expect $? "stderr: $value" ;;
    "stderr lacks")
        ! has "$work/err" "$value"; expect $? "stderr lacks: $value" ;;
    "stderr count "*)
        n=${key#stderr count }
        got=$(grep -c -e "$value" "$work/err")
        [ "$got" = "$n" ]; expect $? "$key: $value" "got $got lines" ;;
    json)
        if [ "$value" = valid ]; then
            python3 -m json.tool "$work/out" >/dev/null 2>&1; expect $? "json: valid"
        else
            expect 1 "json: $value" "json: takes only 'valid'"
        fi ;;
    "plan "*)
        local view=${key#plan } first=
        [[ $view == *" first" ]] && { view=${view% first}; first=1; }
        plan_view "$view"
        [ -n "$first" ] && got=${got%% *}
        [ "$got" = "$value" ]; expect $? "$key: $value" "got: $got" ;;
    *)
        expect 1 "$key: $value" "unknown expectation (tests/expect/README.md lists them)" ;;
    esac
}

for file in "$@"; do
    files=$((files + 1))
    lineno=0 comment='' inputs=() edit='' run_line=0 run_desc='' status='' exit_checked=1 range='' drop=''
    if [ ! -r "$file" ]; then
        failed=$((failed + 1)); printf '  FAIL %s: cannot read\n' "$file"; continue
    fi
    while IFS= read -r line || [ -n "$line" ]; do
        lineno=$((lineno + 1))
        case $line in
        '' | [[:space:]]*) [[ $line =~ ^[[:space:]]*$ ]] && continue ;;
        '#'*) comment=$line; continue ;;
        esac
        if [[ $line =~ ^([a-z][-a-z0-9 ]*):( (.*))?$ ]]; then
            # The run's exit status is settled before anything else is said about it.
            [ "${BASH_REMATCH[1]}" = exit ] || settle_exit
            check_line "${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}"
        else
            expect 1 "$line" "not an expectation (KEY: VALUE; tests/expect/README.md)"
        fi
    done <"$file"
    settle_exit
done

printf 'expect: %d expectations in %d files (%d runs of dpopt), %d passed, %d failed\n' \
    "$checked" "$files" "$runs" "$passed" "$failed"
[ "$failed" -eq 0 ]
