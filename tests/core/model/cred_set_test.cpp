#include "model/cred_set.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

CredRef user(CredId::Rep id) {
    return CredRef{CredKind::User, CredId(id)};
}
CredRef group(CredId::Rep id) {
    return CredRef{CredKind::Group, CredId(id)};
}

TEST(CredSet, KeepsEachCredentialOnceInTheOrderItJoined) {
    CredSet s;
    EXPECT_TRUE(s.insert(user(7)));
    EXPECT_TRUE(s.insert(group(7)));  // the same id of another kind is another credential
    EXPECT_FALSE(s.insert(user(7)));
    EXPECT_TRUE(s.insert(user(2)));
    ASSERT_EQ(s.items().size(), 3u);
    EXPECT_EQ(s.items()[0], user(7));
    EXPECT_EQ(s.items()[1], group(7));
    EXPECT_EQ(s.items()[2], user(2));
    EXPECT_TRUE(s.contains(group(7)));
    EXPECT_FALSE(s.contains(group(2)));
    EXPECT_FALSE(s.contains(user(1000)));
}

TEST(CredSet, ClearForgetsEveryMemberAndTheSetFillsAgain) {
    CredSet s;
    s.insert(user(3));
    s.insert(group(1));
    s.clear();
    EXPECT_TRUE(s.items().empty());
    EXPECT_FALSE(s.contains(user(3)));
    EXPECT_TRUE(s.insert(user(3)));
    EXPECT_EQ(s.items().size(), 1u);
}

}  // namespace
}  // namespace outrigger
