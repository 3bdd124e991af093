import re,sys
src,dst,fields=sys.argv[1],sys.argv[2],sys.argv[3].split(',')
s=open(src).read()
exprs={}
for line in s.split('\n'):
    m=re.match(r'\s*dp_pending_0\.(\w+) = (.*);$',line)
    if m and m.group(1) in fields: exprs[m.group(1)]=m.group(2)
out=[]
for line in s.split('\n'):
    m=re.match(r'\s*dp_pending_\d\.(\w+) = ',line)
    if m and m.group(1) in exprs: continue
    for f,e in exprs.items():
        line=re.sub(r'dp_pending_\d\.'+f+r'\b','('+e+')',line)
    out.append(line)
open(dst,'w').write('\n'.join(out))
print(exprs)
