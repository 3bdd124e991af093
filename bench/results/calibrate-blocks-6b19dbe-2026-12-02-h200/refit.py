# Refits dpopt-calibrate's points (points.csv) with other weightings; prints table rows.
import csv, sys
pts = {}
for r in csv.DictReader(open(sys.argv[1])):
    pts.setdefault(r['form'], []).append((int(r['launches']), int(r['threads']), int(r['child_blocks']), float(r['ns'])))
mode = sys.argv[2]  # rel | abs | sqrt
def fit(points):
    def w(ns):
        return 1.0/ns if mode == 'rel' else 1.0/1e6 if mode == 'abs' else 1.0/(ns**0.5)
    rows = [tuple(x*w(ns) for x in (1.0, n, n*t, t, n*b)) + (ns*w(ns),) for n, t, b, ns in points]
    def solve(cols):
        k = len(cols)
        a = [[sum(r[i]*r[j] for r in rows) for j in cols] + [sum(r[i]*r[5] for r in rows)] for i in cols]
        for i in range(k):
            p = max(range(i, k), key=lambda q: abs(a[q][i]))
            a[i], a[p] = a[p], a[i]
            if a[i][i] == 0: return None
            for q in range(k):
                if q != i:
                    f = a[q][i]/a[i][i]; a[q] = [x - f*y for x, y in zip(a[q], a[i])]
        return {c: a[i][k]/a[i][i] for i, c in enumerate(cols)}
    cols = [c for c in range(5) if any(r[c] for r in rows)]
    while True:
        got = solve(cols)
        neg = [c for c in cols if got and got[c] < 0]
        if got and not neg: return [max(got.get(c, 0.0), 0.0) for c in range(5)]
        cols = [c for c in cols if c not in neg] if got else cols[1:]
        if not cols: return [0.0]*5
print("gpu NVIDIA H200\n# refit " + mode)
for form, p in pts.items():
    f = fit(p)
    print("%-22s %12.1f %10.2f %9.4f %9.3f %9.2f" % (form, *f))
