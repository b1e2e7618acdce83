#include "workload/swf_reader.hpp"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/large_array.hpp"
#include "workload/block_line_reader.hpp"

namespace outrigger {
namespace {

constexpr std::size_t kNoIssue = 0;
using IssueSet = std::uint16_t;
constexpr IssueSet bit(ImportIssue i) {
    return static_cast<IssueSet>(1u << static_cast<unsigned>(i));
}
constexpr IssueSet kSkipMask = bit(ImportIssue::Malformed) | bit(ImportIssue::RunTimeNotPositive) |
                               bit(ImportIssue::NoProcs) | bit(ImportIssue::NegativeSubmit) |
                               bit(ImportIssue::ProcsAboveMachine) | bit(ImportIssue::WalltimeMissing);

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

// Reads one field: an integer, or a decimal number rounded half away from zero (flagged).
// False when the text is not a number.
bool parse_field(std::string_view t, std::int64_t& out, bool& rounded) {
    const char* b = t.data();
    const char* e = b + t.size();
    auto [p, ec] = std::from_chars(b, e, out);
    if (ec == std::errc() && p == e) return true;
    // "-.5" or "12.75": integer part (maybe empty), '.', digits.
    const bool negative = !t.empty() && t.front() == '-';
    std::int64_t whole = 0;
    const char* dot = b + (negative ? 1 : 0);
    if (ec == std::errc()) {
        whole = out;
        dot = p;
    } else if (dot == e || *dot != '.') {
        return false;
    }
    if (dot == e || *dot != '.' || dot + 1 == e) return false;
    for (const char* q = dot + 1; q != e; ++q)
        if (*q < '0' || *q > '9') return false;
    const bool up = dot[1] >= '5';
    out = whole + (up ? (negative ? -1 : 1) : 0);
    rounded = true;
    return true;
}

class Importer {
  public:
    Importer(const SwfImportOptions& options, Names& names, ImportedWorkload& out)
        : opt_(options), names_(names), out_(out) {
        out_.report.memory_constrains =
            opt_.memory_constrains.value_or(opt_.cluster != nullptr && opt_.cluster->total().memory_mb > 0);
        out_.report.estimate = options.estimate;
    }

    // Returns false when reading may stop (count reached).
    bool line(std::string_view text, std::int64_t number) {
        std::size_t i = 0;
        while (i < text.size() && is_space(text[i])) ++i;
        if (i == text.size()) return true;  // blank
        if (text[i] == ';') {
            header(text.substr(i + 1), number, static_cast<int>(i) + 2);
            return true;
        }
        ++out_.report.records_read;
        if (out_.report.passed_over < opt_.first) {
            ++out_.report.passed_over;
            return true;
        }
        record(text, number);
        if (opt_.count && out_.report.imported >= *opt_.count) {
            out_.report.stopped_at_count = true;
            return false;
        }
        return true;
    }

    void finish() { out_.report.header = out_.header; }

  private:
    void header(std::string_view text, std::int64_t number, int column) {
        if (auto problem = read_swf_header_line(out_.header, text); !problem.empty())
            out_.report.header_problems.push_back(ImportExample{number, column, {}, std::move(problem)});
    }

    void resolve_machine() {
        machine_resolved_ = true;
        auto& r = out_.report;
        if (opt_.machine_procs) {
            r.machine_procs = opt_.machine_procs;
            r.machine_procs_from = "option";
        } else if (opt_.cluster) {
            r.machine_procs = opt_.cluster->total_procs();
            r.machine_procs_from = "cluster";
        } else if (out_.header.max_procs && *out_.header.max_procs > 0) {
            r.machine_procs = out_.header.max_procs;
            r.machine_procs_from = "header MaxProcs";
        } else if (out_.header.max_nodes && *out_.header.max_nodes > 0) {
            r.machine_procs = out_.header.max_nodes;
            r.machine_procs_from = "header MaxNodes";
        }
        // A header that states its size lets the vectors be sized once.
        std::int64_t hint = 0;
        for (const auto& l : out_.header.lines) {
            const auto t = std::string_view(l);
            for (const std::string_view key : {"MaxRecords:", "MaxJobs:"}) {
                const auto at = t.find(key);
                if (at == std::string_view::npos) continue;
                auto v = t.substr(at + key.size());
                while (!v.empty() && is_space(v.front())) v.remove_prefix(1);
                std::int64_t n = 0;
                std::from_chars(v.data(), v.data() + v.size(), n);
                hint = std::max(hint, n);
            }
        }
        if (opt_.count) hint = std::min(hint, *opt_.count);
        hint = std::min<std::int64_t>(hint, 50'000'000);
        if (hint > 0) {
            reserve_large(out_.jobs, static_cast<std::size_t>(hint));
            if (opt_.keep_records) out_.records.reserve(static_cast<std::size_t>(hint));
        }
    }

    void note(ImportIssue issue, std::int64_t line, int column, std::string_view job, auto&& describe) {
        auto& t = out_.report.tally(issue);
        ++t.records;
        if (t.examples.size() < opt_.examples_per_issue)
            t.examples.push_back(ImportExample{line, column, std::string(job), describe()});
    }

    void malformed(std::int64_t line, int column, std::string_view job, std::string what) {
        note(ImportIssue::Malformed, line, column, job, [&] { return std::move(what); });
        ++out_.report.skipped;
    }

    void record(std::string_view text, std::int64_t number) {
        if (!machine_resolved_) resolve_machine();
        SwfRecord rec;
        std::array<int, kSwfFieldCount> column{};
        std::string_view job_text;
        int rounded_field = -1;
        std::size_t n = 0;
        std::size_t i = 0;
        while (true) {
            while (i < text.size() && is_space(text[i])) ++i;
            if (i == text.size()) break;
            const std::size_t start = i;
            // Nearly every field is a plain integer: read while scanning it, and hand anything else
            // to parse_field (a value too long to be exact here, a sign alone, a decimal, a typo).
            const bool negative = text[i] == '-';
            if (negative) ++i;
            const std::size_t digits = i;
            std::uint64_t value = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - digits < 18)
                value = value * 10 + static_cast<std::uint64_t>(text[i++] - '0');
            const bool plain = i != digits && (i == text.size() || is_space(text[i]));
            while (i < text.size() && !is_space(text[i])) ++i;
            const auto tok = text.substr(start, i - start);
            if (n < kSwfFieldCount) {
                column[n] = static_cast<int>(start) + 1;
                if (n == 0) job_text = tok;
                bool rounded = false;
                if (plain) {
                    const auto v = static_cast<std::int64_t>(value);
                    rec.fields[n] = negative ? -v : v;
                } else if (!parse_field(tok, rec.fields[n], rounded)) {
                    malformed(number, column[n], job_text,
                              fmt::format("field {} ({}) is not a number: '{}'", n + 1,
                                          swf_field_name(static_cast<SwfField>(n + 1)), tok));
                    return;
                }
                if (rounded && rounded_field < 0) rounded_field = static_cast<int>(n);
            }
            ++n;
        }
        if (n != kSwfFieldCount) {
            malformed(number, n > kSwfFieldCount ? 0 : static_cast<int>(text.size()) + 1, job_text,
                      fmt::format("{} fields, expected {}", n, kSwfFieldCount));
            return;
        }
        classify(rec, column, job_text, rounded_field, number);
    }

    void classify(const SwfRecord& rec, const std::array<int, kSwfFieldCount>& col, std::string_view job,
                  int rounded_field, std::int64_t line) {
        const auto c = [&](SwfField f) { return col[static_cast<std::size_t>(f) - 1]; };
        const std::int64_t run = rec.run_time();
        const std::int64_t req = rec.requested_procs();
        const std::int64_t alloc = rec.allocated_procs();
        const std::int64_t procs = req > 0 ? req : alloc;
        IssueSet issues = kNoIssue;
        const auto flag = [&](ImportIssue i, SwfField f, auto&& describe) {
            issues |= bit(i);
            note(i, line, c(f), job, describe);
        };

        if (rounded_field >= 0)
            flag(ImportIssue::FractionRounded, static_cast<SwfField>(rounded_field + 1), [&] {
                return fmt::format("field {} ({}) rounded to {}", rounded_field + 1,
                                   swf_field_name(static_cast<SwfField>(rounded_field + 1)),
                                   rec.fields[static_cast<std::size_t>(rounded_field)]);
            });
        if (run <= 0)
            flag(ImportIssue::RunTimeNotPositive, SwfField::RunTime,
                 [&] { return fmt::format("run time {}", run); });
        if (procs <= 0)
            flag(ImportIssue::NoProcs, SwfField::RequestedProcs,
                 [&] { return fmt::format("requested procs {}, allocated procs {}", req, alloc); });
        if (rec.submit() < 0)
            flag(ImportIssue::NegativeSubmit, SwfField::SubmitTime,
                 [&] { return fmt::format("submit time {}", rec.submit()); });
        const auto& machine = out_.report.machine_procs;
        if (machine && procs > *machine)
            flag(ImportIssue::ProcsAboveMachine,
                 req > 0 ? SwfField::RequestedProcs : SwfField::AllocatedProcs,
                 [&] { return fmt::format("{} procs, machine has {}", procs, *machine); });

        std::optional<Duration> walltime;
        if (rec.requested_time() > 0) {
            walltime = Duration::seconds(rec.requested_time());
        } else if (auto est = opt_.estimate.apply(Duration::seconds(run))) {
            walltime = est;
            flag(ImportIssue::WalltimeEstimated, SwfField::RequestedTime, [&] {
                return fmt::format("requested time {}: {} used", rec.requested_time(), est->count());
            });
        } else {
            flag(ImportIssue::WalltimeMissing, SwfField::RequestedTime,
                 [&] { return fmt::format("requested time {}", rec.requested_time()); });
        }
        if (walltime && run > walltime->count())
            flag(ImportIssue::RunTimeAboveWalltime, SwfField::RunTime,
                 [&] { return fmt::format("run time {} > limit {}", run, walltime->count()); });
        if (alloc < 0 && req > 0)
            flag(ImportIssue::AllocatedUnknown, SwfField::AllocatedProcs,
                 [&] { return fmt::format("allocated procs {}, requested {}", alloc, req); });
        if (alloc > 0 && req > 0 && alloc != req)
            flag(ImportIssue::AllocatedDiffers, SwfField::AllocatedProcs,
                 [&] { return fmt::format("allocated procs {}, requested {}", alloc, req); });

        PartitionId partition;
        if (rec.partition() >= 0 && opt_.cluster) {
            const std::string name = mapped(opt_.names.partitions, 'p', rec.partition());
            if (auto p = opt_.cluster->find_partition(name))
                partition = *p;
            else
                flag(ImportIssue::UnknownPartition, SwfField::Partition,
                     [&] { return "no partition '" + name + "'"; });
        }

        if ((issues & kSkipMask) != 0) {
            ++out_.report.skipped;
            return;
        }
        ++out_.report.imported;
        for (std::size_t k = 0; k < kImportIssueCount; ++k)
            if ((issues & (1u << k)) != 0) ++out_.report.tallies[k].imported;

        Job& j = out_.jobs.emplace_back();
        j.id = JobId(static_cast<JobId::Rep>(out_.jobs.size() - 1));
        j.name.assign(job);
        j.submit = Time::from_seconds(rec.submit());
        j.request.tasks = procs;
        j.request.per_task = Resources::of_procs(1);
        if (rec.requested_memory_kb() > 0) {
            ++out_.report.memory_requests;
            if (out_.report.memory_constrains)
                j.request.per_task.memory_mb = (rec.requested_memory_kb() + 1023) / 1024;
        }
        j.walltime = *walltime;
        j.runtime = Duration::seconds(run);
        j.creds[CredKind::User] = cred(CredKind::User, opt_.names.users, 'u', rec.user());
        j.creds[CredKind::Group] = cred(CredKind::Group, opt_.names.groups, 'g', rec.group());
        j.creds[CredKind::Class] = cred(CredKind::Class, opt_.names.queues, 'q', rec.queue());
        j.partition = partition;
        if (opt_.keep_records) out_.records.push_back(rec);
    }

    static std::string mapped(const std::map<std::int64_t, std::string>& map, char prefix, std::int64_t id) {
        if (const auto it = map.find(id); it != map.end()) return it->second;
        return fmt::format("{}{}", prefix, id);
    }

    CredId cred(CredKind kind, const std::map<std::int64_t, std::string>& map, char prefix, std::int64_t id) {
        if (id < 0) return CredId::invalid();
        // A log numbers its users, groups and queues from 1 up: a table by number answers the
        // three lookups of every record without hashing; a number past it goes to the map.
        auto& dense = dense_creds_[index(kind)];
        const auto slot = static_cast<std::size_t>(id);
        if (slot < dense.size() && dense[slot].valid()) return dense[slot];
        auto& cache = cred_cache_[index(kind)];
        if (slot >= kDenseCreds)
            if (const auto it = cache.find(id); it != cache.end()) return it->second;
        const CredId c = names_.intern(kind, mapped(map, prefix, id));
        if (slot < kDenseCreds) {
            if (slot >= dense.size()) dense.resize(slot + 1, CredId::invalid());
            dense[slot] = c;
        } else {
            cache.emplace(id, c);
        }
        return c;
    }

    const SwfImportOptions& opt_;
    Names& names_;
    ImportedWorkload& out_;
    bool machine_resolved_ = false;
    static constexpr std::size_t kDenseCreds = std::size_t{1} << 16;
    std::array<std::vector<CredId>, kCredKinds> dense_creds_;
    std::array<std::unordered_map<std::int64_t, CredId>, kCredKinds> cred_cache_;
};

}  // namespace

ImportedWorkload import_swf(const std::filesystem::path& path, const SwfImportOptions& options,
                            Names& names) {
    ImportedWorkload out;
    out.report.source = path.string();
    Importer importer(options, names, out);
    out.report.error = for_each_line(
        path, [&](std::string_view text, std::int64_t number) { return importer.line(text, number); });
    importer.finish();
    return out;
}

ImportedWorkload import_swf_text(std::string_view text, const SwfImportOptions& options, Names& names,
                                 std::string source) {
    ImportedWorkload out;
    out.report.source = std::move(source);
    Importer importer(options, names, out);
    for_each_line(text,
                  [&](std::string_view line, std::int64_t number) { return importer.line(line, number); });
    importer.finish();
    return out;
}

}  // namespace outrigger
