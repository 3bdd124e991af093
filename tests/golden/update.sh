#!/usr/bin/env bash
# Golden outputs: every valid corpus program (tests/corpus/*.expect without an
# `error =` line) under every strategy of tests/golden/modes, as dpopt writes
# it (<program>.<mode>.cu, no file where dpopt refuses) and with its notes
# (<program>.<mode>.notes, exit status on the last line).
#   tests/golden/update.sh [DPOPT]   regenerate them all after an intended
#                                    change, then show what changed
#   tests/golden/update.sh --check [DPOPT]
#                                    compare only: one line per difference,
#                                    exit 1 when any (tests/run-all.sh)
set -u
cd "$(dirname "$0")/../.."
check=0
[ "${1:-}" = --check ] && { check=1; shift; }
dpopt=${1:-build/dpopt}
golden=tests/golden
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One golden pair: dpopt's output and notes for a program under a mode.
write_pair() { # program mode_tag dir options...
    local prog=$1 tag=$2 dir=$3
    shift 3
    local status=0
    # shellcheck disable=SC2068
    "$dpopt" $@ "tests/corpus/$prog.cu" -o "$dir/$prog.$tag.cu" 2>"$dir/$prog.$tag.notes" || status=$?
    echo "exit $status" >>"$dir/$prog.$tag.notes"
}

mkdir -p "$tmp/new"
count=0
while read -r mode; do
    [ -n "$mode" ] || continue
    tag=$(tr -d ' -' <<<"$mode" | tr '=:' '__')
    for expect in tests/corpus/*.expect; do
        grep -q '^error = ' "$expect" && continue
        prog=$(basename "$expect" .expect)
        # shellcheck disable=SC2086
        write_pair "$prog" "$tag" "$tmp/new" $mode
        count=$((count + 1))
    done
done <"$golden/modes"

if [ "$check" = 1 ]; then
    # Every file on either side must be on both, byte for byte.
    (cd "$tmp/new" && ls; cd "$OLDPWD/$golden" && ls -- *.cu *.notes 2>/dev/null) | sort -u | while read -r name; do
        cmp -s "$tmp/new/$name" "$golden/$name" || echo "$name"
    done >"$tmp/differ"
    head -n 10 "$tmp/differ" | while read -r name; do
        echo "golden: $name differs"
        diff "$golden/$name" "$tmp/new/$name" 2>&1 | head -n 8
    done
    echo "golden: $count program and mode pairs, $(wc -l <"$tmp/differ") files differ"
    [ ! -s "$tmp/differ" ] || { echo "golden: after an intended change, tests/golden/update.sh rewrites them"; exit 1; }
    exit 0
fi
rm -f "$golden"/*.cu "$golden"/*.notes
cp "$tmp/new"/* "$golden"/
echo "golden: $count program and mode pairs written"
git status --short -- "$golden" | head -n 20
git diff --stat -- "$golden" | tail -n 1
