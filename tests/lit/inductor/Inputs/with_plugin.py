"""Runs SCRIPT with PLUGIN (a Python file that patches Inductor) imported
first, as DEFUSE_INDUCTOR_PLUGINS does in defuse's probes:
    python with_plugin.py PLUGIN SCRIPT"""
import runpy
import sys

plugin, script = sys.argv[1], sys.argv[2]
runpy.run_path(plugin)
sys.argv = [script]
runpy.run_path(script, run_name="__main__")
