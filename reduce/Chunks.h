//===- Chunks.h - The ddmin order of trying parts of a list ---------------===//
//
// Strategies that remove elements of a list (ops, passes) propose the whole
// list first, then halves, quarters and so on down to single elements, as
// ddmin does: big removals are cheap to test and usually what a large
// workload allows.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_REDUCE_CHUNKS_H
#define DEFUSE_REDUCE_CHUNKS_H

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace defuse {

/// [begin, end) ranges over a list of `n` elements, largest first.
inline std::vector<std::pair<size_t, size_t>> ddminChunks(size_t n) {
  std::vector<std::pair<size_t, size_t>> chunks;
  for (size_t size = n; size >= 1; size /= 2) {
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

} // namespace defuse

#endif // DEFUSE_REDUCE_CHUNKS_H
