// A delta leads from one view to the next exactly: on hand-made views, then on 2,000 seeded
// random pairs (lists that lose, gain, change and reorder elements, values that change type).
#include "protocol/view_delta.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace {

using outrigger::protocol::apply_view_delta;
using outrigger::protocol::view_delta;
using json = nlohmann::json;

TEST(ViewDelta, SendsOnlyWhatChanged) {
    const json before = {{"now", 10},
                         {"nodes", {{{"name", "n1"}, {"state", "up"}}, {{"name", "n2"}, {"state", "up"}}}},
                         {"queue", {{{"job", "1"}, {"priority", 5}}, {{"job", "2"}, {"priority", 3}}}}};
    json after = before;
    after["now"] = 20;
    after["queue"] = {{{"job", "2"}, {"priority", 9}}, {{"job", "3"}, {"priority", 1}}};
    const json delta = view_delta(before, after);
    EXPECT_EQ(delta["set"], json({{"now", 20}}));
    EXPECT_FALSE(delta["lists"].contains("nodes"));
    EXPECT_EQ(delta["lists"]["queue"]["remove"], json({"1"}));
    EXPECT_EQ(delta["lists"]["queue"]["upsert"].size(), 2u);
    EXPECT_FALSE(delta["lists"]["queue"].contains("order"));
    EXPECT_EQ(apply_view_delta(before, delta), after);
    EXPECT_EQ(view_delta(after, after), json({{"schema", "outrigger.view-delta/1"}}));
    EXPECT_EQ(
        delta.dump(),
        R"({"lists":{"queue":{"remove":["1"],"upsert":[{"job":"2","priority":9},{"job":"3","priority":1}]}},)"
        R"("schema":"outrigger.view-delta/1","set":{"now":20}})");
}

TEST(ViewDelta, AMalformedDeltaNamesTheFieldAndANewerOneIsRefused) {
    std::string error;
    json delta = {{"schema", "outrigger.view-delta/1"}, {"lists", {{"queue", {{"remove", {"1", 2}}}}}}};
    EXPECT_FALSE(outrigger::protocol::check_view_delta(delta, error));
    EXPECT_EQ(error, "lists.queue.remove[1]: expected a name");
    delta = {{"schema", "outrigger.view-delta/1"}, {"lists", {{"queue", {{"upsert", {{{"priority", 1}}}}}}}}};
    EXPECT_FALSE(outrigger::protocol::check_view_delta(delta, error));
    EXPECT_EQ(error, "lists.queue.upsert[0]: expected an object named by \"job\" or \"name\"");
    delta = {{"set", {{"now", 1}}}};
    EXPECT_FALSE(outrigger::protocol::check_view_delta(delta, error));
    EXPECT_EQ(error, "schema: expected \"outrigger.view-delta/1\"");
    delta = {{"schema", "outrigger.view-delta/2"}, {"set", {{"now", 1}}}};
    EXPECT_FALSE(outrigger::protocol::check_view_delta(delta, error));
    EXPECT_EQ(error,
              "schema: \"outrigger.view-delta/2\" is newer than this program reads (outrigger.view-delta/1)");
    EXPECT_TRUE(apply_view_delta(json{{"now", 0}}, delta).is_null());
}

TEST(ViewDelta, ADeltaThatDoesNotFitItsBaseIsRefused) {
    const json before = {{"queue", {{{"job", "1"}}}}};
    const json after = {{"queue", json::array()}};
    const json delta = view_delta(before, after);
    EXPECT_TRUE(apply_view_delta(json{{"queue", {{{"job", "7"}}}}}, delta).is_null());
    EXPECT_TRUE(apply_view_delta(json::array(), delta).is_null());
    EXPECT_TRUE(apply_view_delta(before, json("nonsense")).is_null());
}

json random_element(std::mt19937_64& rng, int key, const char* field) {
    json e = {
        {field, field == std::string("job") ? json(std::to_string(key)) : json("n" + std::to_string(key))}};
    e["value"] = static_cast<int>(rng() % 4);
    if (rng() % 3 == 0) e["extra"] = {1, 2, static_cast<int>(rng() % 3)};
    return e;
}

json random_view(std::mt19937_64& rng) {
    json v = json::object();
    v["now"] = static_cast<int>(rng() % 3);
    if (rng() % 4) v["queue"] = json::array();
    if (rng() % 4) v["nodes"] = json::array();
    for (int k = 0; k < 12; ++k) {
        if (v.contains("queue") && rng() % 2) v["queue"].push_back(random_element(rng, k, "job"));
        if (v.contains("nodes") && rng() % 2) v["nodes"].push_back(random_element(rng, k, "name"));
    }
    for (const char* list : {"queue", "nodes"})
        if (v.contains(list) && rng() % 2) std::shuffle(v[list].begin(), v[list].end(), rng);
    if (rng() % 5 == 0) v["windows"] = {{{"procs", 3}}};
    if (rng() % 7 == 0) v["queue"] = "not a list";
    return v;
}

TEST(ViewDelta, LeadsFromAnyViewToAnyOther) {
    std::mt19937_64 rng(77);
    for (int i = 0; i < 2000; ++i) {
        const json before = random_view(rng);
        const json after = random_view(rng);
        ASSERT_EQ(apply_view_delta(before, view_delta(before, after)), after) << before << "\n" << after;
    }
}

}  // namespace
