# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): --corun keeps
# every device-side cudaDeviceSynchronize (CDP1), which CUDA 12+ rejects, as
# every strategy but launch removal does; it wrote its output and exited 0
# where the others are an error at the sync naming --remove (see
# cdp1-kept-sync). Found on 2026-11-25 with --corun --corun-children on
# cdp1_reduce.cu (the child made co-runnable, the parent's sync kept). Now
# the same error, exit 1, the output file left as it was; with and without
# --corun-children, on both CDP1 inputs.
for cc_input in "$here/cdp1_reduce.cu:40:13" tests/corpus/cdp1_sync.cu:37:9; do
    cc_file=${cc_input%%:*}
    cc_at=${cc_input#*:}
    for cc_opts in --corun "--corun --corun-children" "--corun=partial_sums,segment_sums,sum_child --corun-children"; do
        echo precious >"$tmp/corun.cu"
        # shellcheck disable=SC2086
        expect_status 1 "corun-children-cdp1: $cc_file $cc_opts: refused" build/dpopt $cc_opts "$cc_file" -o "$tmp/corun.cu"
        grep -qF "$cc_file:$cc_at: error: device-side cudaDeviceSynchronize (CDP1) left in place by $cc_opts: CUDA 12" "$tmp/cli.err" &&
            grep -q "would not build; --remove=t1, --remove=t2, --remove=t4 or --remove=auto would make it build" "$tmp/cli.err" &&
            pass || fail "corun-children-cdp1: $cc_file $cc_opts: no error at the sync naming --remove"
        [ "$(cat "$tmp/corun.cu")" = precious ] && pass || fail "corun-children-cdp1: $cc_file $cc_opts: output written despite the error"
    done
done
# A file without a device-side sync is no error under --corun.
expect_status 0 "corun-children-cdp1: --corun --corun-children on a CDP2 file" \
    build/dpopt --corun --corun-children tests/corpus/bezier.cu -o "$tmp/corun.cu"
