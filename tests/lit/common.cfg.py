# What every defuse lit suite shares: the test format, the substitutions and
# the environment. A suite's lit.cfg.py sets its name, suffixes and roots, then
# loads this file (tests/lit, testdata/regressions), so that a reproducer in
# the regression suite runs exactly as a test in tests/lit would.
import os
import sys

import lit.formats

here = os.path.dirname(os.path.abspath(__file__))
# The Python that runs lit, by its path: a `python3` found on PATH may be a
# version manager's shim that rewrites the environment of what it runs
# (pyenv), and the tests' helpers run defuse.
python = sys.executable

config.test_format = lit.formats.ShTest(execute_external=False)

defuse = os.path.join(config.defuse_build_dir, "bin", "defuse")
# --param store=postgres: every store a test names as a file lives on the
# server scripts/with_postgres.sh started (store_on_server.py).
if lit_config.params.get("store") == "postgres":
    defuse = python + " " + os.path.join(here, "store_on_server.py") + " " + defuse
    config.environment["DEFUSE_TEST_POSTGRES"] = os.environ.get("DEFUSE_TEST_POSTGRES", "")
config.substitutions.append(("%defuse", defuse))
config.substitutions.append(("%fault_plugin", config.fault_plugin))
config.substitutions.append(("%legal_plugin", config.legal_plugin))
config.substitutions.append(("%fix_plugin", config.fix_plugin))
# The other test-only plugins (tests/plugins/CMakeLists.txt), by name:
# %plugins/libDefuseCeilFixPlugin.so, %plugins/libDefuseHostileWriter.so ...
config.substitutions.append(("%plugins", config.plugin_dir))
# Where the hostile plugins aim (their store and finding) and the port they
# call.
config.substitutions.append(("%hostile_dir", config.hostile_dir))
config.substitutions.append(("%hostile_port", config.hostile_port))
config.substitutions.append(("%mlir_opt", os.path.join(config.llvm_bin_dir, "mlir-opt")))
config.substitutions.append(("%FileCheck", os.path.join(config.llvm_bin_dir, "FileCheck")))
config.substitutions.append(("%not", os.path.join(config.llvm_bin_dir, "not")))
config.substitutions.append(("%expect_exit", python + " " + os.path.join(here, "expect_exit.py")))
config.substitutions.append(("%python", python))
config.substitutions.append(("%testdata", os.path.join(config.defuse_source_dir, "testdata")))
config.substitutions.append(("%lit", config.lit_command))
config.substitutions.append((
    "%reproducer_suite",
    python + " " + os.path.join(here, "reproducer_suite.py") + " "
    + os.path.join(config.defuse_build_dir, "testdata", "regressions", "lit.site.cfg.py")))
# The project's scripts (upstream_tests.py, upstream_reports.py ...).
config.substitutions.append(("%scripts", os.path.join(config.defuse_source_dir, "scripts")))
config.substitutions.append(("%zoo", os.path.join(config.defuse_source_dir, "testdata", "pipelines")))

config.environment["TMPDIR"] = os.environ.get("TMPDIR", "/tmp")
# Inductor keeps what it compiled (kernels built with g++, whole graphs) in
# an on-disk cache under the temporary directory, and lit gives each run a
# temporary directory of its own, removed at its end: every run of the
# suite would build every kernel again. The tests share the cache a user's
# own torch.compile runs share outside lit; a test that needs a cache of
# its own sets TORCHINDUCTOR_CACHE_DIR itself (inductor/kernel-cache.test).
import getpass
import tempfile
config.environment["TORCHINDUCTOR_CACHE_DIR"] = os.environ.get(
    "TORCHINDUCTOR_CACHE_DIR",
    os.path.join(tempfile.gettempdir(), "torchinductor_" + getpass.getuser()))
# lit starts tests from a cleaned environment. Let this one through, so that
# `DEFUSE_FAULTS_DISABLED=1 lit ...` models "the fix has landed" for a whole
# run (the fault plugin then leaves the IR alone); a single RUN line can say
# `env DEFUSE_FAULTS_DISABLED=1 ...` instead.
if os.environ.get("DEFUSE_FAULTS_DISABLED"):
    config.environment["DEFUSE_FAULTS_DISABLED"] = os.environ["DEFUSE_FAULTS_DISABLED"]

# `defuse import` runs the front ends' frameworks from build/venv-torch
# (scripts/setup_frontends.sh, which scripts/test.sh runs): tests that import
# a PyTorch model REQUIRE torch.
torch_python = os.path.join(config.defuse_build_dir, "venv-torch", "bin", "python")
if os.access(torch_python, os.X_OK):
    config.available_features.add("torch")
config.substitutions.append(("%torch_python", torch_python))

# The IREE releases scripts/setup_targets.sh installs (target/iree/
# versions.txt) as build/venv-iree-VERSION; each one present is a feature
# (iree-3.1.0, ...), and "iree" is the default release, the first listed.
with open(os.path.join(config.defuse_source_dir, "target", "iree", "versions.txt")) as f:
    iree_versions = [l.strip() for l in f if l.strip() and not l.startswith("#")]
for i, version in enumerate(iree_versions):
    python = os.path.join(config.defuse_build_dir, "venv-iree-" + version, "bin", "python")
    if os.access(python, os.X_OK):
        config.available_features.add("iree-" + version)
        config.substitutions.append(("%iree_bin_" + version, os.path.dirname(python)))
        if i == 0:
            config.available_features.add("iree")
            config.substitutions.append(("%iree_bin_default", os.path.dirname(python)))

# The jax releases (XLA:CPU inside) scripts/setup_targets.sh installs
# (target/xla/versions.txt, "VERSION PYTHON" a line) as build/venv-jax-VERSION:
# each one present is a feature (xla-0.10.2, ...), "xla" the default release,
# and %jax_python_VERSION / %jax_python_default its Python (jax alone, for
# reproducers that run without defuse).
with open(os.path.join(config.defuse_source_dir, "target", "xla", "versions.txt")) as f:
    jax_versions = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
for i, version in enumerate(jax_versions):
    python = os.path.join(config.defuse_build_dir, "venv-jax-" + version, "bin", "python")
    if os.access(python, os.X_OK):
        config.available_features.add("xla-" + version)
        config.substitutions.append(("%jax_python_" + version, python))
        if i == 0:
            config.available_features.add("xla")
            config.substitutions.append(("%jax_python_default", python))
