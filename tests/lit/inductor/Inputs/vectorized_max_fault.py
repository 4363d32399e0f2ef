"""A fault for triage's tests (DEFUSE_INDUCTOR_PLUGINS): Inductor's
vectorized C++ code computes maximum as minimum. The scalar code (a loop's
tail, or every loop with cpp.simdlen=1) is left right, as in the
vectorization bugs PyTorch's tracker reports: only the vector lanes are
wrong."""
import torch._inductor.codegen.cpp as cpp


def faulty_maximum(a, b):
    return "at::vec::minimum(%s, %s)" % (a, b)


cpp.CppVecOverrides.maximum = staticmethod(faulty_maximum)
