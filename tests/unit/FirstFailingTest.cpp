//===- FirstFailingTest.cpp - The searches every bisection stage uses -----===//

#include "bisect/FirstFailing.h"

#include <gtest/gtest.h>

#include <vector>

using namespace defuse;

namespace {

/// firstFailingInBatches over candidates lo+1..hi where `answer` and every
/// candidate after it fails; records each round's batch.
struct BatchedSearch {
  long answer;
  std::vector<std::vector<long>> rounds;

  long run(long lo, long hi, unsigned width) {
    return firstFailingInBatches<long>(lo, hi, width,
                                       [&](const std::vector<long> &points) {
                                         rounds.push_back(points);
                                         std::vector<bool> fails;
                                         for (long p : points)
                                           fails.push_back(p >= answer);
                                         return fails;
                                       });
  }
};

} // namespace

TEST(FirstFailingTest, BatchesFindEveryAnswerTestingOnlyInsideTheInterval) {
  for (unsigned width : {1u, 2u, 3u, 5u})
    for (long hi = 0; hi <= 40; ++hi)
      for (long answer = 0; answer <= hi; ++answer) {
        BatchedSearch search{answer, {}};
        EXPECT_EQ(search.run(-1, hi, width), answer)
            << "width " << width << ", hi " << hi;
        for (const std::vector<long> &batch : search.rounds) {
          ASSERT_FALSE(batch.empty());
          EXPECT_LE(batch.size(), width);
          for (size_t i = 0; i < batch.size(); ++i) {
            EXPECT_GT(batch[i], -1);
            EXPECT_LT(batch[i], hi);
            if (i > 0)
              EXPECT_LT(batch[i - 1], batch[i]);
          }
        }
      }
}

TEST(FirstFailingTest, WidthOneAsksWhatTheBinarySearchAsks) {
  for (long answer = 0; answer <= 100; ++answer) {
    std::vector<long> asked;
    long found = firstFailing<long>(-1, 100, [&](long mid) {
      asked.push_back(mid);
      return mid >= answer;
    });
    BatchedSearch search{answer, {}};
    EXPECT_EQ(search.run(-1, 100, 1), found);
    std::vector<long> batched;
    for (const std::vector<long> &batch : search.rounds)
      batched.insert(batched.end(), batch.begin(), batch.end());
    EXPECT_EQ(batched, asked) << "answer " << answer;
  }
}

TEST(FirstFailingTest, WiderBatchesNeedFewerRounds) {
  // 173 cuts, as the kernel stage searches in a 352-op workload: binary
  // search takes 8 rounds, batches of 2 (two probes in parallel) 5.
  size_t worstBinary = 0, worstPairs = 0;
  for (long answer = 0; answer <= 172; ++answer) {
    BatchedSearch binary{answer, {}}, pairs{answer, {}};
    EXPECT_EQ(binary.run(-1, 172, 1), answer);
    EXPECT_EQ(pairs.run(-1, 172, 2), answer);
    worstBinary = std::max(worstBinary, binary.rounds.size());
    worstPairs = std::max(worstPairs, pairs.rounds.size());
  }
  EXPECT_EQ(worstBinary, 8u);
  EXPECT_EQ(worstPairs, 5u);
}
