#include "schedule/priority_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace outrigger {
namespace {

std::vector<JobId> fully_sorted(std::vector<PriorityKey> keys) {
    std::sort(keys.begin(), keys.end(), ranks_before);
    std::vector<JobId> out;
    for (const auto& k : keys) out.push_back(k.job);
    return out;
}

std::vector<JobId> ids_of(const std::vector<PriorityKey>& keys) {
    std::vector<JobId> out;
    for (const auto& k : keys) out.push_back(k.job);
    return out;
}

TEST(PriorityOrder, TiesBreakByEarlierSubmitThenLowerId) {
    const PriorityKey high{5.0, Time::from_seconds(100), JobId(9)};
    const PriorityKey early{1.0, Time::from_seconds(10), JobId(8)};
    const PriorityKey late_low_id{1.0, Time::from_seconds(20), JobId(1)};
    const PriorityKey late_high_id{1.0, Time::from_seconds(20), JobId(2)};
    std::vector<PriorityKey> keys{late_high_id, late_low_id, early, high};
    sort_nearly_ranked(keys);
    EXPECT_EQ(ids_of(keys), (std::vector<JobId>{JobId(9), JobId(8), JobId(1), JobId(2)}));
}

// Nearly ranked, shuffled, reversed, with many ties: always the one order a full sort gives,
// whether insertion finishes the job or the budget hands it to the full sort.
TEST(PriorityOrder, SortingNearlyRankedKeysGivesTheFullSortsOrder) {
    std::mt19937 rng(3);
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = 1 + rng() % 300;
        std::vector<PriorityKey> keys;
        for (std::size_t i = 0; i < n; ++i)
            keys.push_back(PriorityKey{static_cast<double>(rng() % 20), Time::from_seconds(rng() % 5),
                                       JobId(static_cast<JobId::Rep>(i))});
        std::sort(keys.begin(), keys.end(), ranks_before);
        const int shape = round % 3;
        if (shape == 0) {
            for (std::size_t s = 0; s < 1 + n / 20; ++s) std::swap(keys[rng() % n], keys[rng() % n]);
        } else if (shape == 1) {
            std::shuffle(keys.begin(), keys.end(), rng);
        } else {
            std::reverse(keys.begin(), keys.end());
        }
        const auto expected = fully_sorted(keys);
        sort_nearly_ranked(keys);
        ASSERT_EQ(ids_of(keys), expected) << "round " << round;
    }
}

// Jobs join and leave the queue and their priorities drift between rounds: each round's ranking,
// built from the last one, is the full sort of that round's keys.
TEST(PriorityOrder, RankingFromTheLastOrderMatchesAFreshSortEveryRound) {
    std::mt19937 rng(11);
    constexpr std::size_t kJobs = 400;
    std::vector<double> slope(kJobs), base(kJobs);
    for (std::size_t j = 0; j < kJobs; ++j) {
        slope[j] = static_cast<double>(rng() % 7);
        base[j] = static_cast<double>(rng() % 1000);
    }
    std::vector<JobId> idle;
    PriorityOrder ranking;
    for (int round = 0; round < 200; ++round) {
        // Some jobs start (leave), some arrive.
        std::erase_if(idle, [&](JobId) { return rng() % 10 == 0; });
        for (int a = 0; a < 5; ++a) {
            const JobId j(static_cast<JobId::Rep>(rng() % kJobs));
            if (std::find(idle.begin(), idle.end(), j) == idle.end()) idle.push_back(j);
        }
        const double now = round;
        const auto key_of = [&](JobId j) {
            return PriorityKey{base[j.value()] + slope[j.value()] * now, Time::from_seconds(j.value() % 13),
                               j};
        };
        std::vector<PriorityKey> keys;
        for (JobId j : idle) keys.push_back(key_of(j));
        const auto got = ranking.rank(idle, kJobs, key_of);
        ASSERT_EQ(std::vector<JobId>(got.begin(), got.end()), fully_sorted(keys)) << "round " << round;
    }
}

}  // namespace
}  // namespace outrigger
