"""Inductor's kernel cache as a probe stopped at its time limit leaves it.

  interrupted_builds.py cut CACHE
      every kernel library in CACHE cut short, its build directory left
      beside it: what a link killed midway left before inductor_tools
      guarded the cache
  interrupted_builds.py link TOOLS_DIR CACHE
      links through inductor_tools' guarded builder that die midway, then
      one that ends: prints what the cache holds after each
"""
import glob
import os
import shutil
import subprocess
import sys


def cut(cache):
    libraries = [p for p in glob.glob(os.path.join(cache, "*", "*.so"))]
    for library in libraries:
        with open(library, "r+b") as f:
            f.truncate(100)
        os.makedirs(library[:-len(".so")] + "_CxxBuild", exist_ok=True)
    print("cut %d libraries" % len(libraries))


def link(tools, cache):
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = cache
    sys.path.insert(0, tools)
    import inductor_tools
    from torch._inductor import cpp_builder
    inductor_tools.keep_kernel_cache_whole()
    place = os.path.join(cache, "zz")
    os.makedirs(place, exist_ok=True)
    target = os.path.join(place, "kernel.so")
    # A linker that writes half its output and dies, as a kill leaves it.
    dying = "sh -c 'head -c 100 %s > \"$1\"; kill -9 $$' -o %s" % (
        sys.executable, target)
    try:
        cpp_builder._run_compile_cmd(dying, place)
        print("the dying link succeeded")
    except Exception as e:
        print("dying link: %s" % type(e).__name__)
    print("after it: %s" % (sorted(os.listdir(place)) or "nothing"))
    whole = "sh -c 'cp %s \"$1\"' -o %s" % (
        shutil.which("sh") and os.path.realpath(shutil.which("sh")), target)
    cpp_builder._run_compile_cmd(whole, place)
    print("after a whole link: %s, whole %s" % (
        sorted(os.listdir(place)), inductor_tools.whole_elf(target)))


if __name__ == "__main__":
    if sys.argv[1] == "cut":
        cut(sys.argv[2])
    else:
        link(sys.argv[2], sys.argv[3])
