# template-cast: `T(1)` in a template child, T a type parameter, was taken
# for a call of a function named T that dpopt cannot see, and the launch of
# c<float> was refused (parse-rejects/fcast.cu parsed, then was refused).
# It is a cast where no class of the file or its headers has a constructor;
# where one has (class_cast.cu: Pos's reads blockIdx), T may be it, and the
# launch is still refused.
tc_out="$tmp/template-cast"
mkdir -p "$tc_out"
for tc_opt in --aggregate=block --aggregate=grid --remove=t3 --remove=t4; do
    build/dpopt $tc_opt "$here/cast.cu" -o "$tc_out/out.cu" 2>"$tc_out/notes"
    [ $? = 0 ] && ! grep -q 'calls T' "$tc_out/notes" && ! cmp -s "$here/cast.cu" "$tc_out/out.cu" && pass ||
        fail "template-cast: $tc_opt cast.cu: refused or unchanged: $(head -c 300 "$tc_out/notes")"
    build/dpopt $tc_opt "$here/class_cast.cu" -o "$tc_out/out.cu" 2>"$tc_out/notes"
    grep -qF "class_cast.cu:3:29: note: launch of 'c' left as written: the child calls T, which dpopt cannot see" "$tc_out/notes" && pass ||
        fail "template-cast: $tc_opt class_cast.cu: expected the launch refused: $(head -c 300 "$tc_out/notes")"
done
