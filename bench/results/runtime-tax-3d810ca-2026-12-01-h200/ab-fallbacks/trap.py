import re, sys
src = open(sys.argv[1]).read().split('\n')
out, i, n = [], 0, 0
while i < len(src):
    l = src[i]
    if re.match(r'^\s+\w+<<<dp_pending_\d+\.dp_grid', l):
        out.append(re.match(r'^(\s+)', l).group(1) + '__trap(); // A/B: no launch as written here'); n += 1; i += 1; continue
    if 'dpopt::launch_nested([&](cudaStream_t dp_stream) {' in l:
        pad = re.match(r'^(\s+)', l).group(1)
        j = i
        while src[j].strip() != '});':
            j += 1
        out.append(pad + '__trap(); // A/B: no fused grid launched here'); n += 1; i = j + 1; continue
    out.append(l); i += 1
open(sys.argv[2], 'w').write('\n'.join(out))
print(sys.argv[1], n, 'launches trapped')
