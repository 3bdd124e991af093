# Offline (no GPU): fits ns = fixed + max(n*launch, n*t*thread) + t*serial per form on the two-size
# calibration points of ../calibrate-blocks-6b19dbe-2026-12-02-h200/points.csv (relative error, coordinate
# search in log space). Argument: all (default), wide (256-thread children) or narrow (32).
import csv, math, sys
import os
D=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'calibrate-blocks-6b19dbe-2026-12-02-h200', 'points.csv')
pts={}
for r in csv.DictReader(open(D)):
    n,t,b,ns=int(r['launches']),int(r['threads']),int(r['child_blocks']),float(r['ns'])
    sel = sys.argv[1] if len(sys.argv)>1 else 'all'
    wide = b and t/b>32
    if sel=='wide' and not wide: continue
    if sel=='narrow' and wide: continue
    pts.setdefault(r['form'],[]).append((n,t,ns))
def model(p,n,t):
    f,l,th,s=p
    return f+max(n*l, n*t*th)+t*s
def err(p,P):
    return sum(((model(p,n,t)-ns)/ns)**2 for n,t,ns in P)
def fit(P):
    best=None
    # start grid
    for f in [1e3,5e3,2e4,5e4]:
        for l in [0.1,1,5,20,50,200]:
            for th in [0.001,0.005,0.01,0.02,0.05]:
                for s in [0,1,10,100]:
                    p=[f,l,th,s]; e=err(p,P)
                    if best is None or e<best[0]: best=(e,p)
    e,p=best
    step=[0.5]*4
    for it in range(400):
        improved=False
        for i in range(4):
            for d in (1+step[i],1/(1+step[i])):
                q=list(p); q[i]=q[i]*d if q[i]>0 else (1e-3 if d>1 else 0)
                eq=err(q,P)
                if eq<e: e,p,improved=eq,q,True
            # try zero
            q=list(p); q[i]=0; eq=err(q,P)
            if eq<e: e,p,improved=eq,q,True
        if not improved:
            step=[x/2 for x in step]
            if max(step)<1e-4: break
    return p,e
for form,P in pts.items():
    p,e=fit(P)
    print("%-22s fixed %9.1f launch %8.2f thread %8.4f serial %8.3f  rms rel err %.3f"%(form,*p,math.sqrt(e/len(P))))
