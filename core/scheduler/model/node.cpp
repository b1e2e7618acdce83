#include "model/node.hpp"

#include <algorithm>

namespace outrigger {

bool Node::has_feature(FeatureId f) const {
    return std::binary_search(features.begin(), features.end(), f);
}

bool Node::has_all(const std::vector<FeatureId>& wanted) const {
    return std::includes(features.begin(), features.end(), wanted.begin(), wanted.end());
}

}  // namespace outrigger
