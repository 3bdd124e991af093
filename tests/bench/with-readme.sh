# shellcheck shell=bash
# with_readme CODE CSV...: Python CODE run with bench/readme loaded as
# `readme` and `run`, its Run of the CSVs (a suite's parts; the rounds
# beside them), for the tests of bench/recheck and bench/suite-gpus.
with_readme() {
    python3 - "$@" <<'PY'
import importlib.machinery, importlib.util, sys
loader = importlib.machinery.SourceFileLoader("bench_readme", "bench/readme")
readme = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
loader.exec_module(readme)
run = readme.Run(sys.argv[2:], "-", "-")
exec(sys.argv[1])
PY
}
