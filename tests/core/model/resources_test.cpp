#include "model/resources.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

Resources res(std::int64_t p, std::int64_t mem) {
    Resources r = Resources::of_procs(p);
    r.memory_mb = mem;
    return r;
}

TEST(Resources, FitsWhenEveryKindFits) {
    EXPECT_TRUE(res(2, 512).fits_in(res(4, 1024)));
    EXPECT_FALSE(res(2, 2048).fits_in(res(4, 1024)));
    EXPECT_FALSE(res(5, 0).fits_in(res(4, 1024)));
}

TEST(Resources, GenericResourcesAreCountedByName) {
    const GresId gpu(0), lic(1);
    Resources want = res(1, 0);
    want.set_gres(gpu, 2);
    Resources node = res(8, 0);
    node.set_gres(gpu, 1);
    EXPECT_FALSE(want.fits_in(node));
    node.set_gres(gpu, 4);
    node.set_gres(lic, 1);
    EXPECT_TRUE(want.fits_in(node));
    EXPECT_EQ(want.copies_in(node), 2);  // two tasks of 2 gpus on 4 gpus
    node -= want;
    EXPECT_EQ(node.gres(gpu), 2);
    EXPECT_EQ(node.gres(lic), 1);
}

TEST(Resources, CopiesInIsTheTaskCountOnANode) {
    // The guide's task example: 2 procs + 512 MB per task.
    EXPECT_EQ(res(2, 512).copies_in(res(8, 1024)), 2);
    EXPECT_EQ(res(2, 256).copies_in(res(8, 1024)), 4);
    EXPECT_EQ(res(3, 0).copies_in(res(2, 0)), 0);
}

TEST(Resources, ArithmeticIsComponentWise) {
    const Resources a = res(2, 100) * 3;
    EXPECT_EQ(a, res(6, 300));
    EXPECT_EQ(a - res(6, 300), Resources{});
    EXPECT_TRUE((a - res(7, 0)).any_negative());
    EXPECT_EQ(res(2, 500).min(res(4, 100)), res(2, 100));
}

TEST(Resources, ProcsOnlyMeansProcessorsAndNothingElse) {
    EXPECT_TRUE(Resources::of_procs(2).procs_only());
    EXPECT_FALSE(Resources{}.procs_only());
    EXPECT_FALSE(res(2, 100).procs_only());
    Resources with_gpu = Resources::of_procs(2);
    with_gpu.set_gres(GresId(0), 1);
    EXPECT_FALSE(with_gpu.procs_only());
}

}  // namespace
}  // namespace outrigger
