// The state store keeps every committed entry across a reopen, hands out sequence numbers that
// only grow, and refuses a directory it cannot trust without changing a byte of it.
#include "service/state_store.hpp"

#include <gtest/gtest.h>

#include "service_harness.hpp"

namespace {

using namespace outrigger::service;
using namespace outrigger::testing;

TEST(StateStore, KeepsTheJournalAndTheClockAcrossAReopen) {
    TempDir dir;
    const fs::path state = dir.path() / "state";
    {
        OpenedStore opened = StateStore::open(state, "inputs-a");
        StateStore* store = opened.store.get();
        ASSERT_NE(store, nullptr) << opened.error;
        EXPECT_TRUE(opened.fresh);
        EXPECT_EQ(store->append(0, "command", {{"command", "schedctl"}}), 1);
        EXPECT_EQ(store->append(3, "speed", {{"speed", 60.0}}), 2);
        EXPECT_TRUE(store->mark_clock(ClockMark{7, 70}));
    }
    OpenedStore opened = StateStore::open(state, "inputs-a");
    StateStore* store = opened.store.get();
    ASSERT_NE(store, nullptr) << opened.error;
    EXPECT_FALSE(opened.fresh);
    std::string error;
    const auto journal = store->journal(error);
    ASSERT_EQ(journal.size(), 2u) << error;
    EXPECT_EQ(journal[1].sequence, 2);
    EXPECT_EQ(journal[1].steps, 3);
    EXPECT_EQ(journal[1].kind, "speed");
    EXPECT_EQ(journal[1].body.at("speed"), 60.0);
    EXPECT_EQ(store->clock().steps, 7);
    EXPECT_EQ(store->last_sequence(), 2);
    EXPECT_EQ(store->append(7, "command", {}), 3);
}

TEST(StateStore, OneServiceAtATime) {
    TempDir dir;
    OpenedStore first = StateStore::open(dir.path() / "state", "x");
    ASSERT_TRUE(first.store) << first.error;
    OpenedStore second = StateStore::open(dir.path() / "state", "x");
    EXPECT_FALSE(second.store);
    EXPECT_NE(second.error.find("in use by another outriggerd"), std::string::npos) << second.error;
}

TEST(StateStore, RefusesWhatItCannotTrustAndLeavesItAsItWas) {
    TempDir dir;
    {
        OpenedStore opened = StateStore::open(dir.path() / "mine", "inputs-a");
        ASSERT_TRUE(opened.store) << opened.error;
    }
    const auto other_inputs = StateStore::open(dir.path() / "mine", "inputs-b");
    EXPECT_FALSE(other_inputs.store);
    EXPECT_NE(other_inputs.error.find("written for another machine or workload"), std::string::npos)
        << other_inputs.error;

    fs::create_directories(dir.path() / "foreign");
    std::ofstream(dir.path() / "foreign" / "notes.txt") << "someone's notes";
    const auto foreign = StateStore::open(dir.path() / "foreign", "inputs-a");
    EXPECT_FALSE(foreign.store);
    EXPECT_NE(foreign.error.find("holds notes.txt"), std::string::npos) << foreign.error;
    EXPECT_FALSE(fs::exists(dir.path() / "foreign" / "outriggerd.db"));

    // A database with one page overwritten: quick_check or the header finds it.
    const fs::path db = dir.path() / "mine" / "outriggerd.db";
    std::string bytes = read_text(db);
    ASSERT_GT(bytes.size(), 4096u);
    for (std::size_t i = 4096; i < bytes.size() && i < 8192; ++i) bytes[i] = static_cast<char>(i * 7);
    std::ofstream(db, std::ios::binary) << bytes;
    for (const char* side : {"outriggerd.db-wal", "outriggerd.db-shm"})
        fs::remove(dir.path() / "mine" / side);
    const auto damaged = StateStore::open(dir.path() / "mine", "inputs-a");
    EXPECT_FALSE(damaged.store);
    EXPECT_NE(damaged.error.find("damaged"), std::string::npos) << damaged.error;
    EXPECT_EQ(read_text(db), bytes);
}

}  // namespace
