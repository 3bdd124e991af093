# Sourced by the defects' gpu.sh scripts: builds a program as written and
# as dpopt writes it under each option set, runs each on the GPU, prints
# "LABEL OPTIONS: first line of its output" and counts in $fails the builds
# that failed and the runs that did not print PASS.
#   gpu_variants DPOPT TMP LABEL PROGRAM.cu "NVCC FLAGS" TIMEOUT OPTIONS...
#   (an option set "orig" is the program as written; one of several options
#   is one word with spaces: "--aggregate=grid --threshold=128")
fails=${fails:-0}
gpu_variants() {
    local dpopt=$1 tmp=$2 label=$3 prog=$4 flags=$5 limit=$6 s v out
    shift 6
    for s in "$@"; do
        v=$(basename "$prog" .cu).$(echo "$s" | tr -c 'a-z0-9' _)
        if [ "$s" = orig ]; then cp "$prog" "$tmp/$v.cu"; else "$dpopt" $s "$prog" -o "$tmp/$v.cu" 2>/dev/null; fi
        # shellcheck disable=SC2086
        nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include $flags "$tmp/$v.cu" -o "$tmp/$v" -lcudadevrt \
            >"$tmp/$v.log" 2>&1 || { echo "${label:+$label }$s: build failed"; fails=$((fails + 1)); continue; }
        out=$(timeout "$limit" "$tmp/$v" 2>&1 | head -1)
        echo "${label:+$label }$s: $out"
        case $out in PASS*) ;; *) fails=$((fails + 1)) ;; esac
    done
}
