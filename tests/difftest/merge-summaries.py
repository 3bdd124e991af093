#!/usr/bin/env python3
"""Add up several gpu-run.sh summary.csv files (runs over different program
ranges) into one table: merge-summaries.py a.csv b.csv ... > all.csv"""
import csv
import sys

rows, head = {}, None
for path in sys.argv[1:]:
    with open(path) as f:
        r = list(csv.reader(f))
    head = r[0]
    for row in r[1:]:
        acc = rows.setdefault(row[0], [0] * (len(row) - 1))
        for k, v in enumerate(row[1:]):
            acc[k] += int(v)
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(head)
for strategy, counts in rows.items():
    w.writerow([strategy] + counts)
