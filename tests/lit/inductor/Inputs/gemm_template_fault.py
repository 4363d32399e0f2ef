"""A fault for the autotuner tests (DEFUSE_INDUCTOR_PLUGINS): the micro-kernel
of Inductor's C++ GEMM templates (candidates max_autotune benchmarks beside
ATen's kernel) drops the last step of K in the rows of a partial block of M
(M not a multiple of its 8 rows). ATen's kernel, the other candidate, is
right: which one a compile runs is the benchmark's choice, as in the
template bugs PyTorch's tracker reports."""
import torch._inductor.compile_fx  # noqa: F401 (imported first: a cycle)
import torch._inductor.codegen.cpp_micro_gemm as micro_gemm

_define = micro_gemm.CppMicroGemmFP32Vec.codegen_define


def faulty_define(self, kernel):
    code = _define(self, kernel)
    head, switch, partial_blocks = code.partition("switch (block_m) {")
    return head + switch + partial_blocks.replace(" K,\n", " K - 1,\n")


micro_gemm.CppMicroGemmFP32Vec.codegen_define = faulty_define
