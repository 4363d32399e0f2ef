"""Makes a directory of emitted reproducers a lit suite of its own.

Usage: reproducer_suite.py REGRESSIONS_SITE_CFG DIR

Writes DIR/lit.site.cfg.py, which runs the regression suite's configuration
(testdata/regressions/lit.cfg.py, through the build's site file) with DIR as
its roots, so `lit DIR` runs what `defuse reduce --emit DIR` wrote exactly as
the checked-in regression suite would.
"""
import os
import sys

site, directory = sys.argv[1], os.path.abspath(sys.argv[2])
with open(os.path.join(directory, "lit.site.cfg.py"), "w") as out:
    out.write("config.defuse_suite_dir = %r\n" % directory)
    out.write("exec(open(%r).read())\n" % site)
