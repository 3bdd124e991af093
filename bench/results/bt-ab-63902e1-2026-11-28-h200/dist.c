#include <stdio.h>
#include <math.h>
#include <stdint.h>
#include "rng.h"
#include "geom.h"
static int tess(float c){ float v=fminf(fmaxf(c*16.f,4.f),32.f); return (int)v;}
static float len(float x,float y){return sqrtf(x*x+y*y);}
int main(){ int n=25600; static bench_bezier g[25600];
 for(int s=0;s<2;s++){
  if(s==0){ bench_rng r; bench_rng_seed(&r,1); for(int l=0;l<n;l++)for(int k=0;k<3;k++){g[l].cp[k].x=(float)bench_rng_double(&r);g[l].cp[k].y=(float)bench_rng_double(&r);} }
  else gen_bezier_lines(1,n,g);
  long tot=0; long warpmax=0; int hist[33]={0}; int m=0;
  for(int l=0;l<n;l++){ float cx=g[l].cp[1].x-0.5f*(g[l].cp[0].x+g[l].cp[2].x), cy=g[l].cp[1].y-0.5f*(g[l].cp[0].y+g[l].cp[2].y);
   float c=len(cx,cy)/len(g[l].cp[2].x-g[l].cp[0].x,g[l].cp[2].y-g[l].cp[0].y); int t=tess(c); tot+=t; hist[t]++; if(t>m)m=t; if(l%32==31){warpmax+=m;m=0;} }
  printf("%s: mean %.2f, mean warp-max %.2f, n=32: %d (%.1f%%), n=4: %d\n", s?"lines":"sample-lines", (double)tot/n, warpmax/(n/32.0), hist[32], 100.0*hist[32]/n, hist[4]);
 }}
