# The per-dataset oracle (the fastest of 22 option sets in a run) is biased: the minimum of 22 noisy
# medians. Held out: the oracle chosen in one whole-suite run, timed in another. Run from the checkout.
import importlib.machinery, importlib.util, math, sys
loader = importlib.machinery.SourceFileLoader("readme", "bench/readme")
m = importlib.util.module_from_spec(importlib.util.spec_from_loader("readme", loader)); loader.exec_module(m)
runs = {r[1]: m.Run(*r) for r in m.RUNS if r[1] in ("67f6233", "d6d3a32", "c1063f9")}
def held(a, b, who):
    A, B = runs[a], runs[b]; rs = []; rs_in = []
    for key, tb in sorted(B.times.items()):
        ta = A.times.get(key)
        if not ta or who not in tb: continue
        da = {v: ms for v, ms in ta.items() if m.is_dpopt(v)}
        db = {v: ms for v, ms in tb.items() if m.is_dpopt(v)}
        if not da or not db: continue
        choice = min(da, key=da.get)
        if choice not in db: continue
        r = db[choice] / tb[who]; rin = min(db.values()) / tb[who]
        rs.append(r); rs_in.append(rin)
        print(f"  {key[0]:8} {key[1]:22} oracle from {a}: {choice:40} {db[choice]:9.3f}  {who} {tb[who]:9.3f}  x{r:.3f} (in-run oracle x{rin:.3f})")
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print(f"{who} in {b} against the oracle chosen in {a}: {g(rs):.3f}x over {len(rs)} rows; against {b}'s own oracle {g(rs_in):.3f}x")
for who in ("tuned", "O"):
    held("d6d3a32", "67f6233", who); held("67f6233", "d6d3a32", who)
