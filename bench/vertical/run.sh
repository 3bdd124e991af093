#!/usr/bin/env bash
# The vertical-aggregation benchmarks (issue 16) on a GPU: every app of
# bench/vertical as written with dynamic parallelism (cdp), under dpopt's
# --promote=p, pa, po and pao, and written by hand as one grid (flat); each
# verified against the host's reference on every run. A form <mode>-pool
# (pao-pool) adds --promote-start=pool. Builds first (in
# parallel), then runs one at a time, a line each; writes a CSV.
#   usage: bench/vertical/run.sh [--apps "sc unq ..."] [--forms "cdp p ..."]
#          [--sizes "small medium large"] [--runs R] [--csv FILE] [--jobs J] [--dpopt BIN]
set -u
cd "$(dirname "$0")/../.."
apps="sc unq pt pd upd los" forms="cdp p pa po pao flat" sizes="small medium large xl"
runs=5 csv=/dev/null jobs=8 dpopt=build/dpopt timeout_s=120
while [ $# -gt 0 ]; do
    case $1 in
    --apps) apps=$2; shift ;;
    --forms) forms=$2; shift ;;
    --sizes) sizes=$2; shift ;;
    --runs) runs=$2; shift ;;
    --csv) csv=$2; shift ;;
    --jobs) jobs=$2; shift ;;
    --dpopt) dpopt=$2; shift ;;
    --timeout) timeout_s=$2; shift ;;
    *) echo "usage: $0 [--apps A] [--forms F] [--sizes S] [--runs R] [--csv FILE] [--jobs J] [--dpopt BIN]" >&2; exit 2 ;;
    esac
    shift
done
out=bench/vertical/build
mkdir -p "$out"
build() { # app form
    local app=$1 form=$2 src=bench/vertical/$1/cdp.cu dir=$out/$1
    mkdir -p "$dir"
    case $form in
    cdp) cp "$src" "$dir/cdp.cu" ;;
    flat) cp "bench/vertical/$app/flat.cu" "$dir/flat.cu" ;;
    *-pool) "$dpopt" --promote="${form%-pool}" --promote-start=pool "$src" -o "$dir/$form.cu" 2>"$dir/$form.notes" ||
        { echo "FAIL $app $form: dpopt"; return; } ;;
    *) "$dpopt" --promote="$form" "$src" -o "$dir/$form.cu" 2>"$dir/$form.notes" || { echo "FAIL $app $form: dpopt"; return; } ;;
    esac
    if nvcc -O3 -arch=sm_90 -rdc=true -Iruntime/include -Ibench/vertical/$app -DVERTICAL_FORM="\"$form\"" \
        "$dir/$form.cu" -o "$dir/$form" \
        -lcudadevrt >"$dir/$form.log" 2>&1; then
        echo "built $app $form"
    else
        echo "FAIL $app $form: does not build"; head -5 "$dir/$form.log"
    fi
}
export -f build
export out dpopt
for app in $apps; do for form in $forms; do echo "$app $form"; done; done | xargs -P "$jobs" -L 1 bash -c 'build $0 $1'
echo "app,form,size,n,links,median_ms,throughput,verified,runs,status" >"$csv"
status=0
for size in $sizes; do
    for app in $apps; do
        for form in $forms; do
            bin=$out/$app/$form
            [ -x "$bin" ] || { echo "$app $form $size: not built"; status=1; continue; }
            # The CDP chains keep a pending launch a link: past 2,048 (large, xl) they need the
            # limit raised, which slows every launch, so not below (dpopt's p and po raise it
            # themselves: chain_pending_room).
            pending=$([ "$form" = cdp ] && { [ "$size" = large ] || [ "$size" = xl ]; } && echo 65536 || echo "")
            line=$(VERTICAL_PENDING=$pending timeout "$timeout_s" "$bin" --size "$size" --runs "$runs" 2>&1 | tail -n 1)
            rc=$?
            if [[ $line == app=* ]]; then
                echo "$line"
                # The line's fields, as r_<name> (none of the script's own names).
                eval "$(sed -e 's/\([a-z_]*\)=/r_\1=/g' -e 's/ /;/g' <<<"$line")"
                result=$([ "$r_verified" = yes ] && echo ok || echo wrong)
                [ "$r_verified" = yes ] || { [ "$form" = cdp ] || status=1; }
                echo "$app,$form,$size,$r_n,$r_links,$r_median_ms,$r_gbps,$r_verified,$r_runs,$result" >>"$csv"
            else
                why=$([ "$rc" = 124 ] && echo "timeout after ${timeout_s}s" || echo "failed: $line")
                echo "app=$app form=$form size=$size $why"
                echo "$app,$form,$size,,,,,no,0,${why//,/;}" >>"$csv"
                [ "$form" = cdp ] || status=1
            fi
        done
    done
done
exit $status
