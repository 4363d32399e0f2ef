//===- Chunks.h - The ddmin order of trying parts of a list ---------------===//
//
// Strategies that remove elements of a list (ops, passes) propose the whole
// list first, then halves, quarters and so on down to single elements, as
// ddmin does: big removals are cheap to test and usually what a large
// workload allows. After a removal of k elements was kept, the next
// proposal starts at chunks of k (ChunkMemory), not at the whole list again.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_CHUNKS_H
#define DEFUSE_REDUCE_CHUNKS_H

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace defuse {

/// [begin, end) ranges over a list of `n` elements, largest first, no
/// larger than `largest` (0: no limit).
inline std::vector<std::pair<size_t, size_t>> ddminChunks(size_t n,
                                                          size_t largest = 0) {
  std::vector<std::pair<size_t, size_t>> chunks;
  size_t first = largest ? std::min(largest, n) : n;
  for (size_t size = first; size >= 1; size /= 2) {
    for (size_t begin = 0; begin < n; begin += size)
      chunks.push_back({begin, std::min(n, begin + size)});
    if (size == 1)
      break;
  }
  return chunks;
}

/// The elements of `list` in chunk `range`.
template <typename T>
std::vector<T> chunkOf(const std::vector<T> &list,
                       std::pair<size_t, size_t> range) {
  return {list.begin() + range.first, list.begin() + range.second};
}

/// The chunk size that last worked, for strategies built on ddminChunks.
class ChunkMemory {
public:
  size_t largest() const { return size; }
  void kept(size_t granularity) { size = granularity; }
  void restart() { size = 0; }

private:
  size_t size = 0; // 0: start from the whole list
};

} // namespace defuse

#endif // DEFUSE_REDUCE_CHUNKS_H
