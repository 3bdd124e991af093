//
c0il0(i*t,t e,t n){}__global__ v(){if(0)[]()mutable{c0il0<<<0>>>(0,0,0);}();}n(){0<<<0>>>();}