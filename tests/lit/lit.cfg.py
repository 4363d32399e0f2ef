# lit configuration for defuse's FileCheck tests.
import os
import lit.formats

config.name = "defuse"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.defuse_build_dir, "tests", "lit")

config.substitutions.append(("%defuse", os.path.join(config.defuse_build_dir, "bin", "defuse")))
config.substitutions.append(("%fault_plugin", config.fault_plugin))
config.substitutions.append(("%mlir_opt", os.path.join(config.llvm_bin_dir, "mlir-opt")))
config.substitutions.append(("%FileCheck", os.path.join(config.llvm_bin_dir, "FileCheck")))
config.substitutions.append(("%not", os.path.join(config.llvm_bin_dir, "not")))
config.substitutions.append(("%expect_exit", "python3 " + os.path.join(config.test_source_root, "expect_exit.py")))
config.substitutions.append(("%testdata", os.path.join(config.defuse_source_dir, "testdata")))
config.substitutions.append(("%zoo", os.path.join(config.defuse_source_dir, "testdata", "pipelines")))
config.environment["TMPDIR"] = os.environ.get("TMPDIR", "/tmp")
