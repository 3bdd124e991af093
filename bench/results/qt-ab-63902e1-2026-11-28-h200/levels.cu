// .gpu/qt-study/levels.cu - per-level nodes and splitting nodes of the qt tree (CPU; same arithmetic as main.cu).
// nvcc -O2 -std=c++17 -Ibench/datasets -Ibench/apps/qt .gpu/qt-study/levels.cu bench/datasets/geom.c -o /tmp/levels && /tmp/levels [clustered]
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "geom.h"
#include "qt.h"
static long long nodes[16], split[16], pts_split[16];
static float *X[2], *Y[2];
static void build(qt_node n, int d, int sel, int maxd, int minp) {
    nodes[d]++;
    int num = n.end - n.begin;
    if (d >= maxd || num <= minp) return;
    split[d]++; pts_split[d] += num;
    float2 c = qt_center(&n.bbox);
    int start[5], pos = n.begin;
    for (int q = 0; q < 4; q++) { start[q] = pos;
        for (int i = n.begin; i < n.end; i++) if (qt_quadrant(X[sel][i], Y[sel][i], c) == q) { X[1-sel][pos] = X[sel][i]; Y[1-sel][pos] = Y[sel][i]; pos++; } }
    start[4] = n.end;
    for (int q = 0; q < 4; q++) { qt_node ch; ch.id = 4*n.id+q; ch.bbox = qt_child_bbox(&n.bbox, c, q); ch.begin = start[q]; ch.end = start[q+1]; build(ch, d+1, 1-sel, maxd, minp); }
}
int main(int argc, char **argv) {
    int n = 40000, clustered = argc > 1 && !strcmp(argv[1], "clustered");
    for (int s = 0; s < 2; s++) { X[s] = (float*)malloc(n*4); Y[s] = (float*)malloc(n*4); }
    if (clustered) gen_points_clustered(1, n, 16, 0.02f, X[0], Y[0]); else gen_points_uniform(1, n, X[0], Y[0]);
    qt_node r; r.id = 0; r.begin = 0; r.end = n; r.bbox.min_x = r.bbox.max_x = X[0][0]; r.bbox.min_y = r.bbox.max_y = Y[0][0];
    for (int i = 1; i < n; i++) { r.bbox.min_x = fminf(r.bbox.min_x, X[0][i]); r.bbox.max_x = fmaxf(r.bbox.max_x, X[0][i]); r.bbox.min_y = fminf(r.bbox.min_y, Y[0][i]); r.bbox.max_y = fmaxf(r.bbox.max_y, Y[0][i]); }
    build(r, 0, 0, 12, 1);
    long long tn = 0, ts = 0;
    printf("%s: level nodes(=blocks) splitting(=launches of next) points_in_splitting max_iter_per_warp\n", clustered ? "clustered-40000" : "points-40000");
    for (int d = 0; d <= 12; d++) { tn += nodes[d]; ts += split[d]; printf("  %2d %7lld %7lld %7lld\n", d, nodes[d], split[d], pts_split[d]); }
    printf("  total nodes %lld, splitting %lld\n", tn, ts);
}
