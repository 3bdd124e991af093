# far-sync: a device-side cudaDeviceSynchronize (CDP1) and a launch it waits
# for in different functions. T3 turned the parent's sync into a run of its
# block's records and a barrier while the launch in a helper the parent
# calls stayed as written (callee.cu), or recorded the parent's launch while
# the sync in a helper ran nothing (wait_helper.cu): the parent read its
# children's results before they ran. A launch or sync in a header function
# was not seen at all (header_launch.cu, header_wait.cu). Now a sync in
# another function the same thread may run waits for the launch: T3 does not
# take it (T4 does), and the sync stays (an error) while such a launch is not
# removed; a header function that launches or syncs is a hidden use. Since
# issue 44 a header whose kernel takes part in a launch (hdr.h's hchild) is
# read into the file (model/splice.c): its functions are the file's own,
# and the same rules hold with the notes of the file's own functions.
fs_out="$tmp/far-sync"
mkdir -p "$fs_out"
# fs_run OPTION FILE: runs build/dpopt, output in $fs_out/out.cu, notes in
# $fs_out/notes, exit status in $fs_status.
fs_run() {
    rm -f "$fs_out/out.cu"
    build/dpopt $1 "$here/$2" -o "$fs_out/out.cu" 2>"$fs_out/notes"
    fs_status=$?
}
fs_expect() { # WHAT STATUS NOTE: the last run exited STATUS and its notes hold NOTE
    if [ $fs_status = "$2" ] && grep -qF -- "$3" "$fs_out/notes"; then pass; else
        fail "far-sync: $1: exit $fs_status (want $2), want '$3' in: $(head -c 400 "$fs_out/notes")"
    fi
}
fs_run --remove=t3 callee.cu
fs_expect "t3 callee.cu" 1 "callee.cu:9:5: error: device-side cudaDeviceSynchronize (CDP1) left in place by --remove=t3 (a launch in another function it may wait for is not removed)"
[ ! -e "$fs_out/out.cu" ] && pass || fail "far-sync: t3 callee.cu: wrote an output"
for fs_opt in --remove=t4 --remove=auto --remove=t1; do
    fs_run $fs_opt callee.cu
    # helper's launch is run inline (T4): no launch of child is left in it.
    if [ $fs_status = 0 ] && ! grep -v '^ *//' "$fs_out/out.cu" | grep -q 'child<<<'; then pass; else
        fail "far-sync: $fs_opt callee.cu: exit $fs_status, or a launch left as written: $(head -c 300 "$fs_out/notes")"
    fi
done
fs_run --remove=t3 wait_helper.cu
fs_expect "t3 wait_helper.cu (site)" 1 "wait_helper.cu:6:9: note: launch of 'child' left as written: a cudaDeviceSynchronize in 'wait_children' (line 2) may wait for this launch"
fs_expect "t3 wait_helper.cu (sync)" 1 "wait_helper.cu:2:35: error: device-side cudaDeviceSynchronize (CDP1) left in place by --remove=t3"
fs_run --remove=auto wait_helper.cu
fs_expect "auto wait_helper.cu" 0 "wait_helper.cu:6:9: note: launch of 'child' removed with t4 only: a cudaDeviceSynchronize in 'wait_children' (line 2)"
grep -q 'dpopt::t3_record\|_dp_t3' "$fs_out/out.cu" && fail "far-sync: auto wait_helper.cu: a T3 record is left" || pass
for fs_opt in --remove=t3 --aggregate=block; do
    fs_run $fs_opt header_launch.cu
    fs_expect "$fs_opt header_launch.cu" 1 "header_launch.cu:9:5: error: device-side cudaDeviceSynchronize (CDP1) left in place by $fs_opt"
done
# T4 runs both launches (hlaunch's, read in from hdr.h, too) inline: the sync
# is a barrier, no launch of either child is left.
for fs_opt in --remove=t4 --remove=auto; do
    fs_run $fs_opt header_launch.cu
    fs_expect "$fs_opt header_launch.cu" 0 "header_launch.cu:9:5: note: cudaDeviceSynchronize made a block barrier"
    ! grep -v '^ *//' "$fs_out/out.cu" | grep -q 'child<<<' && pass || fail "far-sync: $fs_opt header_launch.cu: a launch left as written"
done
fs_run --remove=t3 header_launch.cu
fs_expect "t3 header_launch.cu (why)" 1 "hdr.h:2:35: note: launch of 'hchild' left as written: the launch is in a device function"
# The header's sync (hwait, read in) waits for the launch: T3 leaves the
# launch and the sync, an error, no output.
fs_run --remove=t3 header_wait.cu
fs_expect "t3 header_wait.cu" 1 "header_wait.cu:6:9: note: launch of 'child' left as written: a cudaDeviceSynchronize in 'hwait' (line 3) may wait for this launch"
fs_expect "t3 header_wait.cu (error)" 1 "hdr.h:3:27: error: device-side cudaDeviceSynchronize (CDP1) left in place by --remove=t3"
[ ! -e "$fs_out/out.cu" ] && pass || fail "far-sync: t3 header_wait.cu: wrote an output"
fs_run --aggregate=block header_wait.cu
fs_expect "block header_wait.cu" 1 "header_wait.cu:6:9: note: launch of 'child' left as written: a device-side cudaDeviceSynchronize waits for this launch"
# A header function called as ns::f(...) or obj.f(...) (hdr2.h) is seen too.
fs_run --remove=t3 hmeth.cu
fs_expect "t3 hmeth.cu" 1 "hdr2.h:2:49: note: launch of 'hchild' left as written: the launch is in a device function"
fs_run --remove=t3 hmeth2.cu
fs_expect "t3 hmeth2.cu" 1 "hdr2.h:2:49: note: launch of 'hchild' left as written: the launch is in a device function"
