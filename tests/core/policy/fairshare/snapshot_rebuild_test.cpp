// FairshareSnapshot::rebuild sums decayed usage window by window into storage it reuses; it must
// give exactly (bit for bit) what the per-credential definition in usage.hpp gives, and a
// snapshot rebuilt over an older one, or refreshed after charges to a few credentials, must equal
// one built fresh.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "policy/fairshare/snapshot.hpp"

namespace outrigger {
namespace {

struct History {
    Names names;
    CredentialSettings creds;
    std::vector<FsWindow> windows;  // newest first
};

// `windows` windows over `users` users and `groups` groups; some credentials are never charged
// in some windows (their usage vectors stop short), some windows have no usage at all.
History random_history(std::mt19937_64& rng, std::size_t windows, std::size_t users, std::size_t groups) {
    History h;
    for (std::size_t u = 0; u < users; ++u) h.names.intern(CredKind::User, "u" + std::to_string(u));
    for (std::size_t g = 0; g < groups; ++g) h.names.intern(CredKind::Group, "g" + std::to_string(g));
    h.creds.by_kind[index(CredKind::User)]["DEFAULT"].fstarget = FsTarget{5, FsTargetType::Target};
    h.creds.by_kind[index(CredKind::User)]["u1"].fstarget = FsTarget{1e6, FsTargetType::CapAbsolute};
    h.creds.by_kind[index(CredKind::Group)]["DEFAULT"].fstarget = FsTarget{20, FsTargetType::Floor};
    h.creds.by_kind[index(CredKind::Group)]["g0"].fstarget = FsTarget{30, FsTargetType::CapRelative};
    std::uniform_real_distribution<double> amount(0.0, 1e6);
    std::uniform_int_distribution<std::size_t> user(0, users - 1);
    std::uniform_int_distribution<std::size_t> group(0, groups - 1);
    std::uniform_int_distribution<int> charges(0, 40);
    for (std::size_t w = 0; w < windows; ++w) {
        FsWindow win;
        win.start = Time::from_seconds(static_cast<std::int64_t>((windows - w) * 86400));
        win.length = Duration::hours(24);
        const int n = w == 2 ? 0 : charges(rng);
        for (int c = 0; c < n; ++c) {
            Credentials job;
            job[CredKind::User] = CredId(static_cast<CredId::Rep>(user(rng)));
            job[CredKind::Group] = CredId(static_cast<CredId::Rep>(group(rng)));
            win.charge(job, amount(rng));
        }
        h.windows.push_back(std::move(win));
    }
    return h;
}

// FSPOLICY DEDICATEDPS with the given FSDEPTH and FSDECAY.
FairshareSettings dedicated(int depth, double decay) {
    FairshareSettings s;
    s.policy = FsPolicy::DedicatedPS;
    s.depth = depth;
    s.decay = decay;
    return s;
}

void expect_same_bits(const FairshareSnapshot& a, const FairshareSnapshot& b, const Names& names) {
    ASSERT_EQ(a.decayed_total(), b.decayed_total());
    for (const CredKind k : kAllCredKinds) {
        for (std::size_t i = 0; i < names.count(k); ++i) {
            const CredRef ref{k, CredId(static_cast<CredId::Rep>(i))};
            const FsCredentialState x = a.state(ref);
            const FsCredentialState y = b.state(ref);
            EXPECT_EQ(x.decayed_usage, y.decayed_usage) << index(k) << " " << i;
            EXPECT_EQ(x.usage_percent, y.usage_percent) << index(k) << " " << i;
            EXPECT_EQ(x.target, y.target) << index(k) << " " << i;
            EXPECT_EQ(x.delta, y.delta) << index(k) << " " << i;
            EXPECT_EQ(x.cap_limit, y.cap_limit) << index(k) << " " << i;
            EXPECT_EQ(x.blocked, y.blocked) << index(k) << " " << i;
        }
    }
}

TEST(FairshareSnapshotRebuild, DecayedUsageIsBitIdenticalToThePerCredentialSum) {
    std::mt19937_64 rng(20240611);
    for (int round = 0; round < 20; ++round) {
        const History h = random_history(rng, 9, 60, 7);
        for (const int depth : {1, 3, 8, 12}) {
            const FairshareSettings settings = dedicated(depth, 0.9);
            const FairshareSnapshot s = FairshareSnapshot::build(settings, h.windows, h.creds, h.names);
            const FsDecay d{settings.decay, settings.depth};
            EXPECT_EQ(s.decayed_total(), decayed_total(h.windows, d));
            for (const CredKind k : kAllCredKinds) {
                for (std::size_t i = 0; i < h.names.count(k); ++i) {
                    const CredRef ref{k, CredId(static_cast<CredId::Rep>(i))};
                    EXPECT_EQ(s.state(ref).decayed_usage, decayed_usage(h.windows, ref, d));
                    EXPECT_EQ(s.state(ref).usage_percent, usage_percent(h.windows, ref, d));
                }
            }
        }
    }
}

TEST(FairshareSnapshotRebuild, RebuildingOverAnOlderSnapshotEqualsAFreshBuild) {
    std::mt19937_64 rng(7);
    const FairshareSettings settings = dedicated(8, 0.8);
    FsTargetCache cache;
    // The reused snapshot first holds a history with usage where the next one has none.
    const History first = random_history(rng, 8, 40, 5);
    FairshareSnapshot reused =
        FairshareSnapshot::build(settings, first.windows, first.creds, first.names, cache);
    for (int round = 0; round < 10; ++round) {
        History next = random_history(rng, 8, 40, 5);
        next.windows.resize(static_cast<std::size_t>(round % 8) + 1);
        reused.rebuild(settings, next.windows, next.creds, next.names, cache);
        const FairshareSnapshot fresh =
            FairshareSnapshot::build(settings, next.windows, next.creds, next.names);
        expect_same_bits(reused, fresh, next.names);
    }
}

TEST(FairshareSnapshotRebuild, RefreshingTheChargedCredentialsEqualsARebuild) {
    std::mt19937_64 rng(11);
    const FairshareSettings settings = dedicated(6, 0.85);
    History h = random_history(rng, 6, 50, 6);
    FsTargetCache cache;
    FairshareSnapshot s = FairshareSnapshot::build(settings, h.windows, h.creds, h.names, cache);
    std::uniform_real_distribution<double> amount(0.0, 1e5);
    std::uniform_int_distribution<int> charges(0, 6);
    for (int round = 0; round < 30; ++round) {
        // Charges to a few credentials in the newest window, sometimes to one interned just now.
        std::vector<CredRef> charged;
        const int n = charges(rng);
        for (int c = 0; c < n; ++c) {
            Credentials job;
            const std::size_t users = h.names.count(CredKind::User);
            job[CredKind::User] = round % 5 == 0 && c == 0
                                      ? h.names.intern(CredKind::User, "new" + std::to_string(round))
                                      : CredId(static_cast<CredId::Rep>(rng() % users));
            job[CredKind::Group] = CredId(static_cast<CredId::Rep>(rng() % h.names.count(CredKind::Group)));
            h.windows.front().charge(job, amount(rng));
            charged.push_back(CredRef{CredKind::User, job[CredKind::User]});
            charged.push_back(CredRef{CredKind::Group, job[CredKind::Group]});
        }
        s.refresh(settings, h.windows, h.creds, h.names, cache, charged);
        expect_same_bits(s, FairshareSnapshot::build(settings, h.windows, h.creds, h.names), h.names);
    }
}

TEST(FairshareSnapshotRebuild, FairshareOffZeroesDeltasOfAReusedSnapshot) {
    std::mt19937_64 rng(3);
    const History h = random_history(rng, 4, 10, 3);
    FairshareSettings on;
    on.policy = FsPolicy::DedicatedPS;
    FairshareSettings off = on;
    off.policy = FsPolicy::None;
    FsTargetCache cache;
    FairshareSnapshot s = FairshareSnapshot::build(on, h.windows, h.creds, h.names, cache);
    s.rebuild(off, h.windows, h.creds, h.names, cache);
    EXPECT_FALSE(s.enabled());
    for (std::size_t i = 0; i < h.names.count(CredKind::User); ++i)
        EXPECT_EQ(s.state(CredRef{CredKind::User, CredId(static_cast<CredId::Rep>(i))}).delta, 0.0);
    expect_same_bits(s, FairshareSnapshot::build(off, h.windows, h.creds, h.names), h.names);
}

}  // namespace
}  // namespace outrigger
