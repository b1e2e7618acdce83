#include "workload/swf_writer.hpp"

#include <zlib.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <memory>

namespace outrigger {
namespace {

struct GzCloser {
    void operator()(gzFile_s* f) const { gzclose(f); }
};

enum class Key { None, MaxNodes, MaxProcs, UnixStartTime, TimeZone, TimeZoneString };

// Which typed key a raw header line carries, and whether its value equals the header's.
Key key_of(const std::string& line, const SwfHeader& h, bool& same) {
    SwfHeader probe;
    read_swf_header_line(probe, line);
    same = false;
    if (probe.max_nodes) {
        same = probe.max_nodes == h.max_nodes;
        return Key::MaxNodes;
    }
    if (probe.max_procs) {
        same = probe.max_procs == h.max_procs;
        return Key::MaxProcs;
    }
    if (probe.unix_start_time) {
        same = probe.unix_start_time == h.unix_start_time;
        return Key::UnixStartTime;
    }
    if (probe.time_zone) {
        same = probe.time_zone == h.time_zone;
        return Key::TimeZone;
    }
    if (probe.time_zone_string) {
        same = probe.time_zone_string == h.time_zone_string;
        return Key::TimeZoneString;
    }
    return Key::None;
}

void typed_line(std::string& out, Key k, const SwfHeader& h) {
    const auto num = [&](const char* name, const std::optional<std::int64_t>& v) {
        if (v) out += "; " + std::string(name) + ": " + std::to_string(*v) + "\n";
    };
    switch (k) {
        case Key::MaxNodes:
            num("MaxNodes", h.max_nodes);
            break;
        case Key::MaxProcs:
            num("MaxProcs", h.max_procs);
            break;
        case Key::UnixStartTime:
            num("UnixStartTime", h.unix_start_time);
            break;
        case Key::TimeZone:
            num("TimeZone", h.time_zone);
            break;
        case Key::TimeZoneString:
            if (h.time_zone_string) out += "; TimeZoneString: " + *h.time_zone_string + "\n";
            break;
        case Key::None:
            break;
    }
}

std::string header_text(const SwfHeader& h) {
    std::string out;
    bool seen[6] = {};
    for (const auto& line : h.lines) {
        bool same = false;
        const Key k = key_of(line, h, same);
        if (k == Key::None || (same && !seen[static_cast<int>(k)])) {
            out += ";" + line + "\n";
        } else if (!seen[static_cast<int>(k)]) {
            typed_line(out, k, h);  // the value changed (or was removed): write the current one here
        }
        seen[static_cast<int>(k)] = true;
    }
    for (const Key k : {Key::MaxNodes, Key::MaxProcs, Key::UnixStartTime, Key::TimeZone, Key::TimeZoneString})
        if (!seen[static_cast<int>(k)]) typed_line(out, k, h);
    return out;
}

// The number in a name of the form <prefix><digits>, else nullopt.
std::optional<std::int64_t> numbered(std::string_view name, char prefix) {
    if (name.size() < 2 || name.front() != prefix) return std::nullopt;
    std::int64_t v = 0;
    const auto [p, ec] = std::from_chars(name.data() + 1, name.data() + name.size(), v);
    if (ec != std::errc() || p != name.data() + name.size()) return std::nullopt;
    return v;
}

std::int64_t cred_number(const Names& names, CredKind kind, CredId id, char prefix) {
    if (!id.valid()) return -1;
    if (auto n = numbered(names.name(kind, id), prefix)) return *n;
    return static_cast<std::int64_t>(id.value()) + 1;
}

}  // namespace

std::string swf_text(const SwfHeader& header, std::span<const SwfRecord> records) {
    std::string out = header_text(header);
    out.reserve(out.size() + records.size() * 100);
    for (const auto& r : records) {
        append_swf_record(out, r);
        out.push_back('\n');
    }
    return out;
}

std::optional<std::string> write_swf_file(const std::filesystem::path& path, const SwfHeader& header,
                                          std::span<const SwfRecord> records) {
    const bool gz = path.extension() == ".gz";
    errno = 0;
    std::unique_ptr<gzFile_s, GzCloser> file(gzopen(path.c_str(), gz ? "wb6" : "wbT"));
    if (!file) {
        const int err = errno;
        return "cannot open '" + path.string() +
               "' for writing: " + (err != 0 ? std::strerror(err) : "out of memory");
    }
    const auto put = [&](const std::string& text) -> bool {
        return text.empty() || gzwrite(file.get(), text.data(), static_cast<unsigned>(text.size())) > 0;
    };
    bool ok = put(header_text(header));
    std::string chunk;
    chunk.reserve(1u << 20);
    for (std::size_t i = 0; ok && i < records.size(); ++i) {
        append_swf_record(chunk, records[i]);
        chunk.push_back('\n');
        if (chunk.size() >= (1u << 20) - 256) {
            ok = put(chunk);
            chunk.clear();
        }
    }
    ok = ok && put(chunk);
    const int close_status = gzclose(file.release());
    if (!ok || close_status != Z_OK) {
        const int err = errno;
        return "cannot write '" + path.string() + "': " + (err != 0 ? std::strerror(err) : "write error");
    }
    return std::nullopt;
}

SwfRecord swf_record_from_job(const Job& job, const Names& names, const Cluster* cluster) {
    SwfRecord r;
    std::int64_t number = 0;
    const auto [p, ec] = std::from_chars(job.name.data(), job.name.data() + job.name.size(), number);
    r[SwfField::JobNumber] =
        (!job.name.empty() && ec == std::errc() && p == job.name.data() + job.name.size())
            ? number
            : static_cast<std::int64_t>(job.id.value()) + 1;
    r[SwfField::SubmitTime] = job.submit.seconds();
    r[SwfField::RunTime] = job.runtime ? job.runtime->count() : -1;
    r[SwfField::RequestedProcs] = job.procs();
    r[SwfField::RequestedTime] = job.walltime.is_infinite() ? -1 : job.walltime.count();
    r[SwfField::RequestedMemory] =
        job.request.per_task.memory_mb > 0 ? job.request.per_task.memory_mb * 1024 : -1;
    r[SwfField::Status] = 1;
    r[SwfField::User] = cred_number(names, CredKind::User, job.creds.user(), 'u');
    r[SwfField::Group] = cred_number(names, CredKind::Group, job.creds.group(), 'g');
    r[SwfField::Queue] = cred_number(names, CredKind::Class, job.creds.job_class(), 'q');
    if (job.partition.valid()) {
        const auto n = cluster ? numbered(cluster->partition(job.partition).name, 'p') : std::nullopt;
        r[SwfField::Partition] = n ? *n : static_cast<std::int64_t>(job.partition.value()) + 1;
    }
    return r;
}

SwfRecord with_run_result(SwfRecord record, const std::optional<SwfRunResult>& result) {
    if (!result) {
        record[SwfField::WaitTime] = -1;
        record[SwfField::RunTime] = -1;
        record[SwfField::AllocatedProcs] = -1;
        record[SwfField::Status] = 5;
        return record;
    }
    const std::int64_t run = (result->end - result->start).count();
    const std::int64_t limit = record.requested_time();
    const bool cut = limit > 0 && run >= limit && record.run_time() > limit;
    record[SwfField::WaitTime] = (result->start - Time::from_seconds(record.submit())).count();
    record[SwfField::RunTime] = run;
    record[SwfField::AllocatedProcs] = result->procs;
    if (cut) record[SwfField::Status] = 0;
    return record;
}

}  // namespace outrigger
