# lit configuration for defuse's FileCheck tests.
import os

config.name = "defuse"
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.defuse_build_dir, "tests", "lit")
lit_config.load_config(config, os.path.join(config.test_source_root, "common.cfg.py"))
