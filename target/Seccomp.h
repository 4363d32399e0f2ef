//===- Seccomp.h - The system calls a sandboxed compiler may not make -----===//
//
// A compile needs files, memory, threads and its own children; it never
// needs the network, another process's memory, debugging interfaces,
// mounts, namespaces, kernel modules or keyrings. The sandbox (Sandbox.h)
// installs this filter last before exec: a forbidden call ends the whole
// process with SIGSYS (SECCOMP_RET_KILL_PROCESS), which the probe's parent
// reports as kSandboxViolation. Creating namespaces fails with EPERM
// instead (clone3, whose flags a filter cannot read, reports ENOSYS so that
// the C library falls back to clone), since a C library may try them.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_SECCOMP_H
#define DEFUSE_TARGET_SECCOMP_H

#include <cstdint>
#include <vector>

struct sock_filter;

namespace defuse {

/// The filter's BPF program for this machine's architecture (x86-64 or
/// AArch64); empty where defuse has none.
std::vector<sock_filter> sandboxSyscallFilter();

/// Installs `program` on the calling thread (no_new_privs first). Plain
/// system calls only: it runs between fork and exec. False when the kernel
/// refuses it.
bool installSyscallFilter(const std::vector<sock_filter> &program);

/// The system calls the filter ends a process for, by name, for the
/// sandbox's description.
const char *forbiddenSyscallSummary();

} // namespace defuse

#endif // DEFUSE_TARGET_SECCOMP_H
