#pragma once
// examples/graph-members: a CSR graph whose device code lives in its members.
struct Csr {
    const int *row, *col;
    __device__ int degree(int v) const { return row[v + 1] - row[v]; }
    __device__ int edge(int v, int k) const { return col[row[v] + k]; }
};
