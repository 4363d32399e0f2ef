//===- Seccomp.cpp --------------------------------------------------------===//

#include "target/Seccomp.h"

#include <cerrno>
#include <cstddef>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace defuse;

namespace {

#if defined(__x86_64__)
constexpr uint32_t kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr uint32_t kArch = AUDIT_ARCH_AARCH64;
#else
constexpr uint32_t kArch = 0;
#endif

/// Calls no compile makes, each ending the process. Any a kernel or an
/// architecture lacks is left out by the preprocessor.
constexpr long kForbidden[] = {
    SYS_ptrace,
    SYS_process_vm_readv,
    SYS_process_vm_writev,
#ifdef SYS_pidfd_getfd
    SYS_pidfd_getfd,
#endif
    SYS_kcmp,
    SYS_mount,
    SYS_umount2,
    SYS_pivot_root,
    SYS_chroot,
#ifdef SYS_open_tree
    SYS_open_tree,
    SYS_move_mount,
    SYS_fsopen,
    SYS_fsconfig,
    SYS_fsmount,
    SYS_fspick,
#endif
#ifdef SYS_mount_setattr
    SYS_mount_setattr,
#endif
    SYS_swapon,
    SYS_swapoff,
    SYS_reboot,
    SYS_kexec_load,
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
    SYS_init_module,
    SYS_finit_module,
    SYS_delete_module,
    SYS_bpf,
    SYS_perf_event_open,
    SYS_userfaultfd,
    SYS_keyctl,
    SYS_add_key,
    SYS_request_key,
    SYS_acct,
    SYS_settimeofday,
    SYS_clock_settime,
    SYS_adjtimex,
    SYS_clock_adjtime,
    SYS_syslog,
    SYS_quotactl,
    SYS_open_by_handle_at,
    SYS_name_to_handle_at,
    SYS_fanotify_init,
#ifdef SYS_ioperm
    SYS_ioperm,
    SYS_iopl,
#endif
#ifdef SYS_io_uring_setup
    // Its operations (sockets among them) bypass this filter.
    SYS_io_uring_setup,
    SYS_io_uring_enter,
    SYS_io_uring_register,
#endif
};

/// Namespace flags of clone(2): creating any is refused (EPERM).
constexpr uint32_t kNamespaceFlags =
    CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID | CLONE_NEWIPC |
    CLONE_NEWUTS | CLONE_NEWCGROUP;

sock_filter stmt(uint16_t code, uint32_t k) { return BPF_STMT(code, k); }
sock_filter jump(uint16_t code, uint32_t k, uint8_t yes, uint8_t no) {
  return BPF_JUMP(code, k, yes, no);
}

constexpr uint32_t kKill = SECCOMP_RET_KILL_PROCESS;
constexpr uint32_t kAllow = SECCOMP_RET_ALLOW;
constexpr uint32_t errnoReturn(int e) {
  return SECCOMP_RET_ERRNO | (static_cast<uint32_t>(e) & SECCOMP_RET_DATA);
}

} // namespace

std::vector<sock_filter> defuse::sandboxSyscallFilter() {
  std::vector<sock_filter> p;
  if (kArch == 0)
    return p;
  auto loadNr = [&] {
    p.push_back(
        stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
  };
  // Another architecture's calls (a 32-bit ABI) are another numbering.
  p.push_back(
      stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
  p.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0));
  p.push_back(stmt(BPF_RET | BPF_K, kKill));
  loadNr();
#if defined(__x86_64__)
  // x32 calls on x86-64 carry bit 30.
  p.push_back(jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));
  p.push_back(stmt(BPF_RET | BPF_K, kKill));
#endif
  for (long nr : kForbidden) {
    p.push_back(
        jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<uint32_t>(nr), 0, 1));
    p.push_back(stmt(BPF_RET | BPF_K, kKill));
  }
  // Namespaces: unshare and setns refused, clone3 unknown (its flags are in
  // memory), clone with a namespace flag refused.
  for (long nr : {long(SYS_unshare), long(SYS_setns)}) {
    p.push_back(
        jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<uint32_t>(nr), 0, 1));
    p.push_back(stmt(BPF_RET | BPF_K, errnoReturn(EPERM)));
  }
#ifdef SYS_clone3
  p.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1));
  p.push_back(stmt(BPF_RET | BPF_K, errnoReturn(ENOSYS)));
#endif
  p.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4));
  p.push_back(
      stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])));
  p.push_back(jump(BPF_JMP | BPF_JSET | BPF_K, kNamespaceFlags, 0, 1));
  p.push_back(stmt(BPF_RET | BPF_K, errnoReturn(EPERM)));
  p.push_back(stmt(BPF_RET | BPF_K, kAllow));
  // Sockets of any family but AF_UNIX (the network) end the process.
  loadNr();
  for (long nr : {long(SYS_socket), long(SYS_socketpair)}) {
    p.push_back(
        jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<uint32_t>(nr), 0, 4));
    p.push_back(
        stmt(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])));
    p.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1));
    p.push_back(stmt(BPF_RET | BPF_K, kAllow));
    p.push_back(stmt(BPF_RET | BPF_K, kKill));
  }
  p.push_back(stmt(BPF_RET | BPF_K, kAllow));
  return p;
}

bool defuse::installSyscallFilter(const std::vector<sock_filter> &program) {
  if (program.empty())
    return false;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    return false;
  sock_fprog fprog;
  fprog.len = static_cast<unsigned short>(program.size());
  fprog.filter = const_cast<sock_filter *>(program.data());
  return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fprog) == 0;
}

const char *defuse::forbiddenSyscallSummary() {
  return "network sockets, ptrace, process_vm_readv/writev, pidfd_getfd, "
         "kcmp, mounts, namespaces, io_uring, bpf, perf_event_open, "
         "userfaultfd, keyrings, kernel modules, clocks, reboot";
}
