#!/usr/bin/env bash
# A stand-in for a program built with dpopt --corun, for
# scripts/dpopt-corun-profile's test (tests/run-all.sh): it writes the
# runtime's report lines (DPOPT_CORUN_REPORT) for three kernels whose times
# follow the TLP that DPOPT_CORUN gives each: up gets faster with every
# block (Up), mid is fastest at 3 (Optimal), down at 1 (Down); 8 fit an SM.
tlp_of() { # kernel -> its tlp in DPOPT_CORUN, 8 when not named
    local t
    t=$(tr ',' '\n' <<<"${DPOPT_CORUN:-}" | sed -n "s/^$1:tlp=\([0-9]*\).*/\1/p")
    echo "${t:-8}"
}
report() { # kernel ms (a kernel DPOPT_CORUN does not name runs as written, the runtime's line says so)
    [ -z "${DPOPT_CORUN_REPORT:-}" ] && return
    if tr ',' '\n' <<<"${DPOPT_CORUN:-}" | grep -q "^$1:"; then
        echo "dpopt corun: $1: 1024 blocks of 256 threads, 8 an SM fit alone, quota $(tlp_of "$1") an SM, bypass 0 an SM, 1056 admitted, 0 turned away, $2 ms on device 0" >&2
    else
        echo "dpopt corun: $1: 1024 blocks of 256 threads, 8 an SM fit alone, launched as written (not named in DPOPT_CORUN: the hardware's own) on device 0" >&2
    fi
}
echo "the program's own output"
up=$(tlp_of up) mid=$(tlp_of mid) down=$(tlp_of down)
report up "$(awk -v t="$up" 'BEGIN { printf "%.3f", 8.0 / t }')"
report mid "$(awk -v t="$mid" 'BEGIN { d = t - 3; if (d < 0) d = -d; printf "%.3f", 1.0 + d / 4 }')"
report down "$(awk -v t="$down" 'BEGIN { printf "%.3f", 1.0 + t / 10 }')"
# a second launch of mid, the same each time: the run's time is the sum
report mid 0.500
exit 0
