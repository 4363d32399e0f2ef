//===- Chunks.h - The ddmin order of trying parts of a list ---------------===//
//
// Strategies that remove elements of a list (ops, passes) propose the whole
// list first, then halves, quarters and so on down to single elements, as
// ddmin does: big removals are cheap to test and usually what a large
// workload allows. After a removal of k elements was kept, the next
// proposal goes on at chunks of k from where that removal was (ChunkMemory),
// as llvm-reduce does, not at the whole list again: the chunks before it
// were just found to be needed. The driver's next round retries them, but
// not from the whole list: after a round the list is close to minimal, and
// ddmin's coarse chunks (about as many as the elements) would nearly all
// fail. It starts at the size that last worked, at single elements when
// none did; single elements alone already make the result 1-minimal. Unless
// the list grew since the strategy last saw it: other strategies' edits
// added k elements it never tried (cut-op-kinds returns the operands it
// leaves unused), so chunks of k go first, as ddmin would on them.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_CHUNKS_H
#define DEFUSE_REDUCE_CHUNKS_H

#include "reduce/Reducer.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace defuse {

/// A [begin, end) range over a list and the size of the chunks of its
/// ddmin level: the last chunk of a level is cut short by the list's end,
/// and a kept one must hand on its level, not its length, or the levels
/// between the two would be skipped.
struct Chunk {
  std::pair<size_t, size_t> range;
  size_t level;
};

/// Chunks over a list of `n` elements, largest first, no larger than
/// `largest` (0: no limit); chunks of the largest size start at `from`,
/// smaller ones at 0.
inline std::vector<Chunk> ddminLevels(size_t n, size_t largest = 0,
                                      size_t from = 0) {
  std::vector<Chunk> chunks;
  size_t first = largest ? std::min(largest, n) : n;
  for (size_t size = first; size >= 1; size /= 2) {
    for (size_t begin = size == first ? from : 0; begin < n; begin += size)
      chunks.push_back({{begin, std::min(n, begin + size)}, size});
    if (size == 1)
      break;
  }
  return chunks;
}

/// The ranges of ddminLevels.
inline std::vector<std::pair<size_t, size_t>>
ddminChunks(size_t n, size_t largest = 0, size_t from = 0) {
  std::vector<std::pair<size_t, size_t>> ranges;
  for (const Chunk &chunk : ddminLevels(n, largest, from))
    ranges.push_back(chunk.range);
  return ranges;
}

/// The elements of `list` in chunk `range`.
template <typename T>
std::vector<T> chunkOf(const std::vector<T> &list,
                       std::pair<size_t, size_t> range) {
  return {list.begin() + range.first, list.begin() + range.second};
}

/// The chunk size that last worked and where, for strategies built on
/// ddminChunks. Elements are named by keys that survive edits (op
/// identities): a removal may take dead ops before the chunk with it, so
/// positions shift.
class ChunkMemory {
public:
  size_t largest() const { return size; }
  /// Where to go on in `keys`, the strategy's list now: at the element that
  /// followed the kept chunk (past the end when it was the last one).
  size_t from(const std::vector<std::string> &keys) const {
    if (size == 0 || !resumeKey)
      return 0;
    if (resumeKey->empty())
      return keys.size();
    auto it = std::find(keys.begin(), keys.end(), *resumeKey);
    return it == keys.end() ? 0 : static_cast<size_t>(it - keys.begin());
  }
  /// The chunks to propose over `keys`, the strategy's list now (one key
  /// an element): ddminChunks from where the last kept chunk was, at its
  /// size; at the start of a round, at the number of elements not seen in
  /// earlier rounds when that is larger.
  std::vector<Chunk> chunks(const std::vector<std::string> &keys) {
    if (roundStarts) {
      size_t unseen = 0;
      for (const std::string &key : keys)
        unseen += !seen.count(key);
      if (size != 0 && unseen > size)
        size = unseen;
      roundStarts = false;
    }
    seen.insert(keys.begin(), keys.end());
    return ddminLevels(keys.size(), size, from(keys));
  }
  void kept(size_t granularity, std::string next) {
    size = granularity;
    resumeKey = std::move(next);
    keptThisRound = true;
  }
  /// Round `round` (from 1) of the driver starts.
  void restart(unsigned round) {
    size = round <= 1 ? 0 : keptThisRound ? size : 1;
    resumeKey.reset();
    keptThisRound = false;
    roundStarts = true;
    if (round <= 1)
      seen.clear();
  }

private:
  size_t size = 0; // 0: start from the whole list
  // None: from the start of the list; empty: the kept chunk ended it.
  std::optional<std::string> resumeKey;
  bool keptThisRound = false;
  bool roundStarts = false;
  std::set<std::string> seen; // every key proposed over this reduction
};

/// A strategy that proposes ddmin chunks of a list and goes on where the
/// last one kept was: it marks its chunk variants with their level as
/// granularity and with resumeAt, and proposes `memory.chunks(keys)`. Variants
/// with no granularity (a single element's other options, say) leave the memory
/// alone.
class ChunkedStrategy : public ReductionStrategy {
public:
  void kept(const Variant &variant) override {
    if (variant.granularity > 0)
      memory.kept(variant.granularity, variant.resumeAt);
  }
  void restart(unsigned round) override { memory.restart(round); }

protected:
  ChunkMemory memory;
};

} // namespace defuse

#endif // DEFUSE_REDUCE_CHUNKS_H
