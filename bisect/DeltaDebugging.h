//===- DeltaDebugging.h - Zeller's ddmin over a list of changes -----------===//
//
// Finds a 1-minimal subset of `changes` for which `fails` holds, given that
// it holds for all of them: removing any single element of the result makes
// it pass. Tests subsets first, then complements, doubling granularity, as
// in Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing
// Input" (2002). Used wherever triage shrinks a set of decisions.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_BISECT_DELTADEBUGGING_H
#define DEFUSE_BISECT_DELTADEBUGGING_H

#include <algorithm>
#include <functional>
#include <vector>

namespace defuse {

template <typename T>
std::vector<T>
minimizeFailing(std::vector<T> changes,
                const std::function<bool(const std::vector<T> &)> &fails) {
  size_t granularity = 2;
  while (changes.size() >= 2) {
    size_t n = std::min(granularity, changes.size());
    std::vector<std::vector<T>> chunks(n);
    for (size_t i = 0; i < changes.size(); ++i)
      chunks[i * n / changes.size()].push_back(changes[i]);
    bool reduced = false;
    for (const std::vector<T> &chunk : chunks)
      if (fails(chunk)) {
        changes = chunk;
        granularity = 2;
        reduced = true;
        break;
      }
    if (!reduced && n > 2) {
      for (size_t skip = 0; skip < n && !reduced; ++skip) {
        std::vector<T> complement;
        for (size_t c = 0; c < n; ++c)
          if (c != skip)
            complement.insert(complement.end(), chunks[c].begin(),
                              chunks[c].end());
        if (fails(complement)) {
          changes = std::move(complement);
          granularity = std::max<size_t>(n - 1, 2);
          reduced = true;
        }
      }
    }
    if (reduced)
      continue;
    if (n >= changes.size())
      break;
    granularity = std::min(2 * n, changes.size());
  }
  return changes;
}

} // namespace defuse

#endif // DEFUSE_BISECT_DELTADEBUGGING_H
