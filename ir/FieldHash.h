//===- FieldHash.h - SHA-256 of a sequence of fields ----------------------===//
//
// The keys of what defuse computes once and looks up later (a probe's
// result, an installation's answer): each field goes in after its length,
// so that two different sequences never hash alike by running together
// ("ab", "c" and "a", "bc").
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_FIELDHASH_H
#define DEFUSE_IR_FIELDHASH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SHA256.h"

#include <array>
#include <cstdint>

namespace defuse {

class FieldHash {
public:
  /// Adds `s`, its length first.
  void field(llvm::StringRef s) {
    uint64_t n = s.size();
    sha.update(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(&n),
                                       sizeof(n)));
    sha.update(s);
  }
  /// Adds `bytes` as they are (their length is known from a field before).
  void raw(llvm::ArrayRef<uint8_t> bytes) { sha.update(bytes); }
  std::array<uint8_t, 32> final() { return sha.final(); }

private:
  llvm::SHA256 sha;
};

} // namespace defuse

#endif // DEFUSE_IR_FIELDHASH_H
