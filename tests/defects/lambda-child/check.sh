# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a child kernel
# template called with an extended __device__ lambda (written in the launch,
# or held in an `auto` variable) was left as written under every strategy
# (issue 44 item 4: "the child's template argument is the type of the
# lambda"). A closure cannot sit in a record (no default constructor, no
# assignment), so the strategies that run the child in place from its bound
# arguments take it: --threshold (both sites) and --remove=t4 (the site whose
# size is the same across the warp); every other strategy keeps the note.
# A lambda that reads threadIdx stays as written under --threshold, its note
# naming the lambda. What dpopt writes compiles (nvcc, when present);
# gpu.sh runs it.
lc_out="$tmp/lambda-child"
mkdir -p "$lc_out"
lc_check() { # option, the number of sites it must take (of 2)
    local file="$lc_out/lambda_child.${1//[^a-z0-9]/_}.cu" notes
    build/dpopt $1 "$here/lambda_child.cu" -o "$file" 2>"$file.notes" || { fail "lambda-child: $1: dpopt failed"; return; }
    notes=$(grep -c "launch of 'for_each_index'" "$file.notes")
    [ $((2 - notes)) = "$2" ] && pass ||
        fail "lambda-child: $1: $((2 - notes)) of 2 sites taken, not $2: $(head -c 300 "$file.notes")"
    if [ "$2" = 0 ]; then
        grep -q "the type of the lambda at line" "$file.notes" && pass ||
            fail "lambda-child: $1: the note does not name the lambda: $(head -c 300 "$file.notes")"
    else
        grep -q "auto dp_arg0 = " "$file" && grep -q "for_each_index_dp_t4(dp_b" "$file" && pass ||
            fail "lambda-child: $1: the lambda is not bound and run in place"
        nvcc -arch=sm_90 -rdc=true -std=c++17 --extended-lambda -Iruntime/include -c "$file" -o "$file.o" \
            >"$file.log" 2>&1 && pass || fail "lambda-child: $1: nvcc rejects the output: $(grep -m1 error "$file.log")"
    fi
}
lc_check --threshold=64 2
lc_check --remove=t4 1
for lc_opt in --aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --flatten=warp --remove=t3 \
    --coarsen=2; do
    lc_check $lc_opt 0
done
build/dpopt --threshold=64 "$here/lambda_reads_place.cu" -o "$lc_out/place.cu" 2>"$lc_out/place.notes"
grep -q "threshold not applied: the child calls f (the lambda at line 17), which reads threadIdx" \
    "$lc_out/place.notes" && pass || fail "lambda-child: a lambda reading threadIdx: $(head -c 300 "$lc_out/place.notes")"
