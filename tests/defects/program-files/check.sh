# Several files, one program (issue 15; ../shared/defects: "the child kernel
# is not defined in this file" for a child in a second .cu built with
# -rdc=true). dpopt a.cu b.cu -o dir/ writes each file into dir/, reading in
# a kernel one launches and another defines where its body means the same
# there (model/imports.h), and says why where it does not. Before: "more
# than one input file", exit 2.
pf="$tmp/program-files"
here_pf=tests/defects/program-files
mkdir -p "$pf"
expect_status 0 "two files: the child in the second" build/dpopt --aggregate=block "$here_pf/launcher.cu" "$here_pf/child.cu" -o "$pf/block/"
grep -q 'child_in_launcher_dp_block<<<' "$pf/block/launcher.cu" && pass || fail "two files: no fused launch of the child read in (launcher.cu)"
grep -q '^__global__ void child_in_launcher_dp_block(' "$pf/block/launcher.cu" && pass || fail "two files: no fused kernel made from the child's body"
# The child's definition is read, never written, into the launching file:
# only the generated code follows the file's own text.
[ "$(grep -c '^__global__ void child(' "$pf/block/launcher.cu")" = 0 ] && pass || fail "two files: the child's definition written into launcher.cu"
cmp -s "$here_pf/child.cu" "$pf/block/child.cu" && pass || fail "two files: child.cu changed (it launches nothing)"
grep -q 'not defined in this file' "$tmp/cli.err" && fail "two files: the child is still not seen: $(cat "$tmp/cli.err")" || pass
# The same through the drop-in, and with no strategy: both files as they are.
expect_status 0 "two files, no strategy" build/dpopt "$here_pf/launcher.cu" "$here_pf/child.cu" -o "$pf/none/"
cmp -s "$here_pf/launcher.cu" "$pf/none/launcher.cu" && cmp -s "$here_pf/child.cu" "$pf/none/child.cu" && pass ||
    fail "two files, no strategy: the outputs differ from the inputs"
for s in --aggregate=grid --remove=t4 --threshold=64 --flatten=warp; do
    expect_status 0 "two files under $s" build/dpopt $s "$here_pf/launcher.cu" "$here_pf/child.cu" -o "$pf/${s//[^a-z0-9]/_}/"
done

# Read in only where it means the same: the reason in a note, the launch as
# written. A child that calls a helper of its file, or launches a kernel of
# it, brings them along (issue 44 item 4; before: "its body names 'scale'",
# "it launches 'grandchild' itself"): tests/defects/read-in-callees.
build/dpopt --aggregate=block "$here_pf/launcher_others.cu" "$here_pf/uses_helper.cu" "$here_pf/extra_include.cu" \
    "$here_pf/nested.cu" -o "$pf/others/" 2>"$pf/others.err"
grep -qF "is not read in from the file that defines it: $here_pf/extra_include.cu includes \"extra.h\", which $here_pf/launcher_others.cu does not" \
    "$pf/others.err" && pass || fail "not read in: no note on extra.h in: $(cat "$pf/others.err")"
[ "$(grep -c 'include_child_in_launcher_others_dp_block' "$pf/others/launcher_others.cu")" = 0 ] && pass ||
    fail "not read in: a launch transformed anyway"
for k in helper_child nested_child; do
    grep -q "^__global__ void ${k}_in_launcher_others_dp_block(" "$pf/others/launcher_others.cu" && pass ||
        fail "$k, read in with what it calls: no fused kernel"
done
grep -q '^static __device__ float scale(float v)' "$pf/others/launcher_others.cu" && pass || fail "scale not copied"
grep -q '^__global__ void grandchild(float \*x, int n);$' "$pf/others/launcher_others.cu" && pass || fail "grandchild not declared"
# Two files defining the kernel: neither is read in.
build/dpopt --aggregate=block "$here_pf/launcher.cu" "$here_pf/child.cu" "$here_pf/child_again.cu" -o "$pf/twice/" 2>"$pf/twice.err"
grep -qF "is not read in from the file that defines it: 2 files of the program define it" "$pf/twice.err" && pass ||
    fail "a kernel two files define: no note in: $(cat "$pf/twice.err")"

# A launcher that declares the child with a prototype of its own (no
# header): still read in. Two such launchers of one child: the code made in
# each is named after its file (<kernel>_in_<file>_dp_...), --corun's too,
# so that the program links (before: "not defined in this file", and under
# --corun nvlink's "Multiple definition of child_dp_corun").
declares=("$here_pf/declares_a.cu" "$here_pf/declares_b.cu" "$here_pf/declared_child.cu")
for s in --aggregate=grid --corun+--corun-children; do
    d="$pf/declares${s//[^a-z]/_}"
    build/dpopt ${s//+/ } "${declares[@]}" -o "$d/" 2>"$d.err"
    grep -q 'not defined in this file' "$d.err" && fail "a prototype in the launcher under $s: $(cat "$d.err")" || pass
    for f in a b; do
        grep -q "declared_child_in_declares_${f}_dp_" "$d/declares_$f.cu" && pass ||
            fail "a prototype in the launcher under $s: no code made from the child in declares_$f.cu"
    done
done

# The command line: a folder for several files, distinct names, not onto the inputs.
expect_status 2 "several files without -o" build/dpopt "$here_pf/launcher.cu" "$here_pf/child.cu"
grep -q 'several input files need -o FOLDER/' "$tmp/cli.err" && pass || fail "several files without -o: $(cat "$tmp/cli.err")"
expect_status 0 "several files, a report only" build/dpopt --report "$here_pf/launcher.cu" "$here_pf/child.cu"
echo x >"$pf/plain"
expect_status 2 "several files, -o a file" build/dpopt "$here_pf/launcher.cu" "$here_pf/child.cu" -o "$pf/plain"
expect_status 2 "several files, -o a missing folder without /" build/dpopt "$here_pf/launcher.cu" "$here_pf/child.cu" -o "$pf/missing"
[ ! -e "$pf/missing" ] && pass || fail "-o a missing folder without /: made it"
mkdir -p "$pf/same"
cp "$here_pf/child.cu" "$pf/same/child.cu"
expect_status 2 "two inputs of one name" build/dpopt "$here_pf/child.cu" "$pf/same/child.cu" -o "$pf/out-same/"
grep -q 'would both be written to' "$tmp/cli.err" && pass || fail "two inputs of one name: $(cat "$tmp/cli.err")"
expect_status 2 "several files onto their own folder" build/dpopt "$pf/same/child.cu" "$here_pf/launcher.cu" -o "$pf/same"
grep -q 'would overwrite the input' "$tmp/cli.err" && pass || fail "onto their own folder: $(cat "$tmp/cli.err")"
cmp -s "$here_pf/child.cu" "$pf/same/child.cu" && pass || fail "onto their own folder: the input changed"

# A build's compile_commands.json as the input: its .cu files, as one
# program, with their -I folders ("arguments" and "command" forms).
cat >"$pf/compile_commands.json" <<JSON
[
  {"directory": "$PWD/$here_pf", "file": "launcher.cu", "arguments": ["nvcc", "-I", "inc", "-c", "launcher.cu"]},
  {"directory": "$PWD/$here_pf", "file": "$PWD/$here_pf/child.cu", "command": "nvcc -I\\"inc dir\\" -c child.cu"},
  {"directory": "$PWD", "file": "src/main.c", "command": "cc -c src/main.c"}
]
JSON
expect_status 0 "--compile-commands" build/dpopt --aggregate=block --compile-commands="$pf" -o "$pf/from-json/"
# (the #line directives name the files as the entries do: absolute paths)
for f in launcher.cu child.cu; do
    cmp -s <(grep -v '^#line' "$pf/block/$f") <(grep -v '^#line' "$pf/from-json/$f") && pass ||
        fail "--compile-commands: $f is not the output of the same files given on the command line"
done
[ ! -e "$pf/from-json/main.c" ] && pass || fail "--compile-commands: a .c file taken"
# The -D and -U every .cu entry gives alike decide #if groups, as given on
# the command line would (tests/corpus/ifdef_launch.cu: child_b's launch
# under USE_B and LEVEL > 1); a macro the entries give differently does not.
cp tests/corpus/ifdef_launch.cu "$pf/ifdef_a.cu"
cp tests/corpus/ifdef_launch.cu "$pf/ifdef_b.cu"
cat >"$pf/macros.json" <<JSON
[
  {"directory": "$pf", "file": "ifdef_a.cu", "command": "nvcc -DUSE_B -D LEVEL=2 -c ifdef_a.cu"},
  {"directory": "$pf", "file": "ifdef_b.cu", "arguments": ["nvcc", "--define-macro=USE_B", "-DLEVEL=2", "-c", "ifdef_b.cu"]}
]
JSON
expect_status 0 "--compile-commands with -D" build/dpopt --remove=t4 --compile-commands="$pf/macros.json" -o "$pf/macros/"
grep -q "child_b<<<1, 32>>> removed (T4)" "$pf/macros/ifdef_a.cu" && grep -q "child_b<<<1, 32>>> removed (T4)" "$pf/macros/ifdef_b.cu" &&
    pass || fail "--compile-commands: the entries' -D did not decide the #if around child_b's launch"
sed -i 's/-DLEVEL=2/-DLEVEL=1/' "$pf/macros.json"
expect_status 0 "--compile-commands, entries that differ" build/dpopt --remove=t4 --compile-commands="$pf/macros.json" -o "$pf/macros-differ/"
grep -q '^#if defined(USE_B) && LEVEL > 1$' "$pf/macros-differ/ifdef_a.cu" && pass ||
    fail "--compile-commands: LEVEL given two ways decided the #if anyway"
echo '[{"file": "a.cu", ]' >"$pf/bad.json"
expect_status 1 "--compile-commands, malformed" build/dpopt --compile-commands="$pf/bad.json" -o "$pf/bad/"
grep -q 'bad.json:1:19: error: malformed JSON: a member name (a string) was expected' "$tmp/cli.err" && pass ||
    fail "--compile-commands, malformed: $(cat "$tmp/cli.err")"
echo '[{"file": "x.c"}]' >"$pf/no-cu.json"
expect_status 1 "--compile-commands, no .cu" build/dpopt --compile-commands="$pf/no-cu.json" -o "$pf/no-cu/"
grep -q 'no entry compiles a .cu file' "$tmp/cli.err" && pass || fail "--compile-commands, no .cu: $(cat "$tmp/cli.err")"
expect_status 2 "--compile-commands and files" build/dpopt --compile-commands="$pf" "$here_pf/child.cu" -o "$pf/both/"

# The generated code compiles and links with the other file (nvcc, no GPU).
if command -v nvcc >/dev/null; then
    for s in block __aggregate_grid __remove_t4; do
        d="$pf/$s"
        nvcc -arch=sm_90 -rdc=true -Iruntime/include -I"$here_pf" "$d/launcher.cu" "$d/child.cu" -o "$d/program" -lcudadevrt \
            >"$d/nvcc.log" 2>&1 && pass || fail "two files under $s: nvcc: $(grep -m1 error "$d/nvcc.log")"
    done
    # (no main: compiled, then device-linked)
    for f in "$pf/others/"*.cu; do
        nvcc -arch=sm_90 -rdc=true -Iruntime/include -I"$here_pf" -c "$f" -o "${f%.cu}.o" >>"$pf/others/nvcc.log" 2>&1
    done
    nvcc -arch=sm_90 -dlink "$pf/others/"*.o -o "$pf/others/dlink.o" -lcudadevrt >>"$pf/others/nvcc.log" 2>&1 && pass ||
        fail "read in with what they call: nvcc: $(grep -m1 error "$pf/others/nvcc.log")"
    for d in "$pf/declares__aggregate_grid" "$pf/declares__corun___corun_children"; do
        nvcc -arch=sm_90 -rdc=true -Iruntime/include "$d/declares_a.cu" "$d/declares_b.cu" "$d/declared_child.cu" \
            -o "$d/program" -lcudadevrt >"$d/nvcc.log" 2>&1 && pass ||
            fail "two launchers of one child ($d): nvcc: $(grep -m1 error "$d/nvcc.log")"
    done
fi
