#include "service/inputs.hpp"

#include <cstdint>
#include <fstream>
#include <sstream>

#include "session/demo_site.hpp"

namespace outrigger::service {

namespace {

std::optional<std::string> read_file(const std::string& path, std::vector<std::string>& errors) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        errors.push_back(path + ": cannot read it");
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// FNV-1a, 64 bits: stable across builds and machines, unlike std::hash.
struct Digest {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void add(std::string_view bytes) {
        for (const char c : bytes) {
            h ^= static_cast<unsigned char>(c);
            h *= 0x100000001b3ULL;
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        h ^= 0xff;
        h *= 0x100000001b3ULL;
    }
    [[nodiscard]] std::string hex() const {
        static constexpr char kDigits[] = "0123456789abcdef";
        std::string out(16, '0');
        for (int i = 0; i < 16; ++i) out[static_cast<std::size_t>(15 - i)] = kDigits[(h >> (4 * i)) & 0xf];
        return out;
    }
};

}  // namespace

std::optional<std::string> read_config_text(const ServiceOptions& o, std::string& error) {
    if (!o.config) return std::string(demo_config_text());
    std::vector<std::string> errors;
    auto text = read_file(*o.config, errors);
    if (!text) error = errors.empty() ? *o.config + ": cannot read it" : errors.front();
    return text;
}

LoadedInputs load_inputs(const ServiceOptions& o, std::string_view config_text) {
    LoadedInputs out;
    Digest digest;
    const std::string_view config_name = o.config ? std::string_view(*o.config) : "maui.cfg";
    InputsResult r;
    if (o.demo) {
        digest.add("demo");
        digest.add(demo_cluster_text());
        r = generated_run_inputs(ConfigText{config_text, config_name}, demo_cluster_text(),
                                 demo_generator_params());
    } else {
        SwfRunRequest request;
        request.swf = *o.workload;
        if (o.cluster) {
            request.cluster = read_file(*o.cluster, out.errors);
            if (!request.cluster) return out;
            request.cluster_name = *o.cluster;
        }
        const auto log = read_file(*o.workload, out.errors);
        if (!log) return out;
        digest.add("swf");
        digest.add(request.cluster.value_or(""));
        digest.add(*log);
        r = swf_run_inputs(request, ConfigText{config_text, config_name});
    }
    out.errors = std::move(r.errors);
    out.notes = std::move(r.notes);
    if (r.missing_walltimes > 0)
        out.errors.push_back(std::to_string(r.missing_walltimes) +
                             " jobs of the workload state no requested time; give a log that does");
    if (out.errors.empty()) out.inputs = std::move(r.inputs);
    out.digest = digest.hex();
    return out;
}

}  // namespace outrigger::service
