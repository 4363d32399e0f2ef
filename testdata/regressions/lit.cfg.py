# lit configuration for the regression suite: reproducers emitted by
# `defuse reduce ... --emit testdata/regressions/NAME`, at any depth. Only
# .mlir files are tests; the bug reports beside them are not.
import os

config.name = "defuse-regressions"
config.suffixes = [".mlir"]
# An emitted folder's upstream/ holds the tests in the compilers' own forms
# (mlir-opt and mlir-runner, IREE's tools, a jax script): they run with
# scripts/upstream_tests.py, not with defuse's substitutions.
config.excludes = ["upstream"]
# A directory of freshly emitted reproducers runs as a suite of its own
# (tests/lit/reproducer_suite.py points it here): it is then both roots.
emitted = getattr(config, "defuse_suite_dir", None)
config.test_source_root = emitted or os.path.dirname(__file__)
config.test_exec_root = emitted or os.path.join(config.defuse_build_dir, "testdata", "regressions")
lit_config.load_config(
    config, os.path.join(config.defuse_source_dir, "tests", "lit", "common.cfg.py")
)
