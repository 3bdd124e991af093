#!/usr/bin/env python3
"""gen_deep.py SHAPE N OUT: writes a CUDA file (valid for nvcc -rdc=true)
whose child and parent kernels both nest one construct N times around
their statement or expression: the parent's launch of `child` and the
child's store, so that every strategy reads and emits the deep code."""
import sys


def nest_stmt(shape, n, stmt):
    if shape == "blocks":
        return "{" * n + stmt + "}" * n
    if shape == "ifs":
        return "if (v) " * n + stmt
    if shape == "lambdas":
        return "[&] { " * n + stmt + " }();" * n
    if shape == "loops":
        return "for (int i = 0; i < v; i++) " * n + stmt
    return stmt


def nest_expr(shape, n, expr):
    if shape == "parens":
        return "(" * n + expr + ")" * n
    if shape == "plus":
        return " + ".join([expr] * n)
    if shape == "unary":
        return "- " * n + expr
    if shape == "calls":
        return "f(" * n + expr + ")" * n
    return expr


def declare(shape, n):
    if shape != "templates":
        return ""
    return "    " + "S<" * n + "int" + ">" * n + " s;\n    s.v = v;\n"


def generate(shape, n):
    head = ("template <typename T> struct S { int v; };\n"
            "__device__ int f(int a) { return a + 1; }\n")
    child = ("__global__ void child(int v, int *out)\n{\n" + declare(shape, n) + "    " +
             nest_stmt(shape, n, "out[threadIdx.x] = " + nest_expr(shape, n, "v") + ";") + "\n}\n")
    parent = ("__global__ void parent(int v, int *out)\n{\n" + declare(shape, n) + "    " +
              nest_stmt(shape, n, "child<<<1, 32>>>(" + nest_expr(shape, n, "v") + ", out);") + "\n}\n")
    return head + child + parent


if __name__ == "__main__":
    shape, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(out, "w") as f:
        f.write(generate(shape, n))
