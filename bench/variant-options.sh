# shellcheck shell=bash
# bench/variant-options.sh - sourced by bench/run and bench/ab: how a
# variant's name becomes dpopt's options, in one place.
#
# variant_dpopt_options APP NAME prints dpopt's options for the variant NAME
# of APP, one a line: NAME is a line of bench/variants.txt (options joined
# by +, without their dashes; a "whole:" or "cdp1_sync:" prefix says which
# program and how it is built, not an option), O (-O) or tuned (the app's
# decisions file, bench/tuned/APP.json).
variant_dpopt_options() {
    local v=${2#whole:}
    case "$v" in
        O) echo -O ;;
        tuned) echo "--decisions=bench/tuned/$1.json" ;;
        *) tr '+' '\n' <<<"${v#cdp1_sync:}" | sed 's/^/--/' ;;
    esac
}
