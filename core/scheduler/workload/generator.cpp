#include "workload/generator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string_view>
#include <tuple>

#include "workload/seeded_random.hpp"

namespace outrigger {
namespace {

// Cumulative weights 1/k^s for k = 1..n; draw() returns a 0-based index.
class ZipfTable {
  public:
    ZipfTable(int n, double s) {
        double sum = 0;
        cdf_.reserve(static_cast<std::size_t>(n));
        for (int k = 1; k <= n; ++k) cdf_.push_back(sum += 1.0 / std::pow(k, s));
    }
    std::size_t draw(SeededRandom& rng) const {
        const double u = rng.uniform() * cdf_.back();
        const auto it = std::upper_bound(cdf_.begin(), cdf_.end(), u);
        return std::min<std::size_t>(static_cast<std::size_t>(it - cdf_.begin()), cdf_.size() - 1);
    }

  private:
    std::vector<double> cdf_;
};

// Walltimes as people write them: the first of these at or above the need, whole days beyond.
std::int64_t round_walltime(std::int64_t s) {
    static constexpr std::array<std::int64_t, 19> kRound{60,    120,   300,   600,   900,   1200,  1800,
                                                         2700,  3600,  5400,  7200,  10800, 14400, 21600,
                                                         28800, 43200, 64800, 86400, 129600};
    for (const auto r : kRound)
        if (s <= r) return r;
    return (s + 86399) / 86400 * 86400;
}

// Sizes favour powers of two, with a serial share; the log2 size leans to small jobs.
std::int64_t draw_procs(SeededRandom& rng, double serial_share, double power_of_two_share,
                        std::int64_t max_procs) {
    if (max_procs <= 1 || rng.chance(serial_share)) return 1;
    const double top = std::log2(static_cast<double>(max_procs));
    const double x = 1.0 + (top - 1.0) * std::pow(rng.uniform(), 3.0);  // mean size about 4% of the machine
    const double raw = rng.chance(power_of_two_share) ? std::exp2(std::round(x)) : std::round(std::exp2(x));
    return std::clamp<std::int64_t>(static_cast<std::int64_t>(raw), 2, max_procs);
}

// Lublin and Feitelson's hyper-gamma run time model: log(run time) from one of two gamma
// distributions (short, about a minute; long, one to two hours), larger jobs more often long.
// With the default sizes and estimates this is close to SDSC-BLUE: mean size ~4% of the machine,
// mean walltime limit ~2.5x the mean run time.
std::int64_t draw_runtime(SeededRandom& rng, std::int64_t procs, std::int64_t max_s) {
    const double p_short = std::clamp(0.85 - 0.06 * std::log2(static_cast<double>(procs)), 0.2, 0.9);
    const double log_rt = rng.chance(p_short) ? rng.gamma(4.2, 0.94) : rng.gamma(312.0, 0.028);
    const double rt = std::exp(log_rt);
    return std::clamp<std::int64_t>(static_cast<std::int64_t>(std::llround(std::min(rt, 1e12))), 1, max_s);
}

constexpr double kTwoPi = 6.283185307179586;

// A job's real run time and its walltime limit: most users overestimate (about 2.2x on average),
// a share of jobs run until their limit stops them.
std::pair<std::int64_t, std::int64_t> draw_run_and_limit(SeededRandom& rng, const GeneratorParams& p,
                                                         std::int64_t procs, std::int64_t max_walltime_s) {
    std::int64_t run = draw_runtime(rng, procs, max_walltime_s);
    std::int64_t limit = 0;
    if (rng.chance(p.limit_hit_share)) {
        limit = std::min(round_walltime(run), max_walltime_s);
        run = limit;  // ran until the limit stopped it
    } else {
        const double factor = 1.0 + rng.gamma(1.2, 1.0);
        const auto want = static_cast<std::int64_t>(std::ceil(static_cast<double>(run) * factor));
        limit = std::max(run, std::min(round_walltime(want), max_walltime_s));
    }
    return {run, limit};
}

// A site's class, resolved: its credential, partition, QOS choices and share of the jobs.
struct SiteClass {
    const JobClassSpec* spec = nullptr;
    CredId cred;
    PartitionId partition;
    std::vector<CredId> qos;          // in the spec's order
    std::vector<std::size_t> qos_at;  // index into qos_of_site for each of `qos`
    std::optional<ZipfTable> qos_table;
    double upto = 0;  // cumulative weight
};

// Whether user `u` may ask for QOS `spec`.
bool may_use(const QosSpec& spec, const std::string& user) {
    return spec.users.empty() || std::find(spec.users.begin(), spec.users.end(), user) != spec.users.end();
}

}  // namespace

std::string generator_params_error(const GeneratorParams& p) {
    if (p.jobs < 0) return "jobs must be >= 0";
    if (p.nodes < 1) return "nodes must be >= 1";
    if (p.procs_per_node < 1) return "procs per node must be >= 1";
    if (!(p.load > 0) || !std::isfinite(p.load)) return "load must be > 0";
    if (p.users < 1 || p.groups < 1 || p.accounts < 1 || p.classes < 1 || p.qos < 1)
        return "users, groups, accounts, classes and qos must each be >= 1";
    if (!(p.serial_share >= 0 && p.serial_share <= 1)) return "serial share must be within [0, 1]";
    if (!(p.power_of_two_share >= 0 && p.power_of_two_share <= 1))
        return "power-of-two share must be within [0, 1]";
    if (!(p.limit_hit_share >= 0 && p.limit_hit_share <= 1)) return "limit-hit share must be within [0, 1]";
    if (!(p.daily_amplitude >= 0 && p.daily_amplitude < 1)) return "daily amplitude must be within [0, 1)";
    if (p.max_job_procs < 0) return "max job procs must be >= 0";
    if (p.max_walltime_s < 60) return "max walltime must be at least 60 s";
    if (!(p.user_zipf >= 0) || !std::isfinite(p.user_zipf)) return "user zipf exponent must be >= 0";
    for (const JobClassSpec& c : p.classes_of_site) {
        if (c.name.empty()) return "a site class needs a name";
        const auto bad = [&c](std::string_view what) { return fmt::format("class {}: {}", c.name, what); };
        if (!(c.weight > 0) || !std::isfinite(c.weight)) return bad("weight must be > 0");
        if (c.min_procs < 1) return bad("min procs must be >= 1");
        if (c.max_procs < 0 || (c.max_procs > 0 && c.max_procs < c.min_procs))
            return bad("max procs must be 0 (the machine) or >= min procs");
        if (c.max_walltime_s != 0 && c.max_walltime_s < 60) return bad("max walltime must be at least 60 s");
        if (c.procs_per_node < 0) return bad("procs per node must be >= 0");
        if (c.serial_share > 1) return bad("serial share must be within [0, 1]");
        for (const std::string& q : c.qos)
            if (std::none_of(p.qos_of_site.begin(), p.qos_of_site.end(),
                             [&q](const QosSpec& x) { return x.name == q; }))
                return bad(fmt::format("QOS '{}' is not among the site's QOS", q));
    }
    for (const QosSpec& q : p.qos_of_site)
        if (q.name.empty()) return "a site QOS needs a name";
    return {};
}

namespace {

GeneratedWorkload generate(const GeneratorParams& p, Names& names, const Cluster* cluster) {
    GeneratedWorkload out;
    if (!generator_params_error(p).empty()) return out;
    if (cluster != nullptr && !generator_params_error(p, *cluster).empty()) return out;

    const std::int64_t machine = p.nodes * p.procs_per_node;
    const std::int64_t max_procs = p.max_job_procs > 0 ? std::min(p.max_job_procs, machine) : machine;
    const bool site = !p.classes_of_site.empty();
    SeededRandom rng(p.seed);

    // Credentials: interned once; each user belongs to one group and one account.
    const auto intern_all = [&](CredKind kind, const char* prefix, int n) {
        std::vector<CredId> ids;
        ids.reserve(static_cast<std::size_t>(n));
        for (int k = 1; k <= n; ++k) ids.push_back(names.intern(kind, fmt::format("{}{}", prefix, k)));
        return ids;
    };
    const auto users = intern_all(CredKind::User, "u", p.users);
    const auto groups = intern_all(CredKind::Group, "g", p.groups);
    const auto accounts = intern_all(CredKind::Account, "a", p.accounts);
    const auto classes = site ? std::vector<CredId>{} : intern_all(CredKind::Class, "q", p.classes);
    const auto qos = site ? std::vector<CredId>{} : intern_all(CredKind::Qos, "qos", p.qos);
    std::vector<std::uint32_t> user_group(users.size());
    std::vector<std::uint32_t> user_account(users.size());
    for (std::size_t u = 0; u < users.size(); ++u) {
        user_group[u] = static_cast<std::uint32_t>(rng.below(groups.size()));
        user_account[u] = static_cast<std::uint32_t>(rng.below(accounts.size()));
    }
    const ZipfTable user_table(p.users, p.user_zipf);
    const ZipfTable class_table(std::max(1, p.classes), 1.0);
    const ZipfTable qos_table(std::max(1, p.qos), 1.5);

    // A site's classes, with their QOS in the order the spec gives.
    std::vector<SiteClass> site_classes;
    double class_weights = 0;
    for (const JobClassSpec& spec : p.classes_of_site) {
        SiteClass& c = site_classes.emplace_back();
        c.spec = &spec;
        c.cred = names.intern(CredKind::Class, spec.name);
        if (!spec.partition.empty() && cluster != nullptr)
            c.partition = *cluster->find_partition(spec.partition);
        for (const std::string& q : spec.qos) {
            c.qos.push_back(names.intern(CredKind::Qos, q));
            const auto at = std::find_if(p.qos_of_site.begin(), p.qos_of_site.end(),
                                         [&q](const QosSpec& x) { return x.name == q; });
            c.qos_at.push_back(static_cast<std::size_t>(at - p.qos_of_site.begin()));
        }
        if (!c.qos.empty()) c.qos_table.emplace(static_cast<int>(c.qos.size()), 1.5);
        c.upto = class_weights += spec.weight;
    }
    const auto user_may = [&](const SiteClass& c, std::size_t k, std::size_t u) {
        return c.qos_at[k] >= p.qos_of_site.size() ||
               may_use(p.qos_of_site[c.qos_at[k]], names.name(CredKind::User, users[u]));
    };

    const auto n = static_cast<std::size_t>(p.jobs);
    out.jobs.resize(n);
    if (p.with_records) out.records.resize(n);
    double offered = 0;  // proc-seconds on the chosen basis
    for (std::size_t i = 0; i < n; ++i) {
        Job& j = out.jobs[i];
        j.id = JobId(static_cast<JobId::Rep>(i));
        std::int64_t procs = 0;
        std::int64_t run = 0;
        std::int64_t limit = 0;
        std::size_t u = 0;
        std::size_t c = 0;
        if (!site) {
            procs = draw_procs(rng, p.serial_share, p.power_of_two_share, max_procs);
            std::tie(run, limit) = draw_run_and_limit(rng, p, procs, p.max_walltime_s);
            j.request.tasks = procs;
            j.request.per_task = Resources::of_procs(1);
            u = user_table.draw(rng);
            c = class_table.draw(rng);
            j.creds[CredKind::Class] = classes[c];
            j.creds[CredKind::Qos] = qos[qos_table.draw(rng)];
        } else {
            u = user_table.draw(rng);
            const double w = rng.uniform() * class_weights;
            c = static_cast<std::size_t>(
                std::upper_bound(site_classes.begin(), site_classes.end(), w,
                                 [](double x, const SiteClass& k) { return x < k.upto; }) -
                site_classes.begin());
            c = std::min(c, site_classes.size() - 1);
            const SiteClass& k = site_classes[c];
            const JobClassSpec& spec = *k.spec;
            const std::int64_t top = spec.max_procs > 0 ? std::min(spec.max_procs, max_procs) : max_procs;
            const std::int64_t bottom = std::clamp<std::int64_t>(spec.min_procs, 1, top);
            procs = std::clamp(draw_procs(rng, spec.serial_share >= 0 ? spec.serial_share : p.serial_share,
                                          p.power_of_two_share, top),
                               bottom, top);
            // Node requests as users write them: within one node, all tasks on it; beyond, whole nodes.
            const std::int64_t ppn = spec.procs_per_node;
            if (ppn > 0 && procs > ppn) {
                const std::int64_t nodes =
                    std::max<std::int64_t>(1, std::min((procs + ppn - 1) / ppn, top / ppn));
                procs = nodes * ppn;
                j.request.nodes = nodes;
                j.request.tasks_per_node = ppn;
            } else if (ppn > 0) {
                j.request.nodes = 1;
                j.request.tasks_per_node = procs;
            }
            j.request.tasks = procs;
            j.request.per_task = Resources::of_procs(1);
            std::tie(run, limit) = draw_run_and_limit(
                rng, p, procs, spec.max_walltime_s > 0 ? spec.max_walltime_s : p.max_walltime_s);
            j.creds[CredKind::Class] = k.cred;
            j.partition = k.partition;
            if (k.qos_table) {
                std::size_t q = k.qos_table->draw(rng);
                if (!user_may(k, q, u)) {
                    q = k.qos.size();
                    for (std::size_t x = 0; x < k.qos.size() && q == k.qos.size(); ++x)
                        if (user_may(k, x, u)) q = x;
                }
                if (q < k.qos.size()) j.creds[CredKind::Qos] = k.qos[q];
            }
        }
        j.walltime = Duration::seconds(limit);
        j.runtime = Duration::seconds(run);
        j.creds[CredKind::User] = users[u];
        j.creds[CredKind::Group] = groups[user_group[u]];
        j.creds[CredKind::Account] = accounts[user_account[u]];
        if (p.with_records) {
            SwfRecord& r = out.records[i];
            r[SwfField::JobNumber] = static_cast<std::int64_t>(i) + 1;
            r[SwfField::RunTime] = run;
            r[SwfField::AllocatedProcs] = procs;
            r[SwfField::RequestedProcs] = procs;
            r[SwfField::RequestedTime] = limit;
            r[SwfField::Status] =
                run >= limit ? 0 : 1;  // stopped at its limit: failed, as the archive writes it
            r[SwfField::User] = static_cast<std::int64_t>(u) + 1;
            r[SwfField::Group] = static_cast<std::int64_t>(user_group[u]) + 1;
            r[SwfField::Queue] = static_cast<std::int64_t>(c) + 1;
        }
        offered += static_cast<double>(procs) *
                   static_cast<double>(p.load_basis == LoadBasis::Requested ? limit : run);
    }

    // Arrivals: the span that gives the offered load, filled by a Poisson process whose rate
    // follows the time of day (thinning), then sorted.
    const double span = std::max(1.0, offered / (static_cast<double>(machine) * p.load));
    std::vector<std::int64_t> arrivals;
    arrivals.reserve(n);
    const double amp = p.daily_amplitude;
    const auto day_offset = static_cast<double>(((p.unix_start_time % 86400) + 86400) % 86400);
    while (arrivals.size() < n) {
        const double t = rng.uniform() * span;
        const double tod = std::fmod(t + day_offset, 86400.0);
        const double rate = 1.0 + amp * std::cos(kTwoPi * (tod - 14.0 * 3600.0) / 86400.0);
        if (rng.uniform() * (1.0 + amp) < rate) arrivals.push_back(static_cast<std::int64_t>(t));
    }
    std::sort(arrivals.begin(), arrivals.end());
    for (std::size_t i = 0; i < n; ++i) {
        out.jobs[i].submit = Time::from_seconds(arrivals[i]);
        out.jobs[i].name = std::to_string(i + 1);
        if (p.with_records) out.records[i][SwfField::SubmitTime] = arrivals[i];
    }

    auto& h = out.header;
    for (const auto& line : {
             std::string(" Version: 2.2"),
             std::string(" Computer: Outrigger synthetic workload"),
             fmt::format(" Note: generated with seed {}, {} jobs, offered load {} ({} proc-seconds)", p.seed,
                         p.jobs, p.load, p.load_basis == LoadBasis::Requested ? "requested" : "used"),
             fmt::format(" MaxJobs: {}", p.jobs),
             fmt::format(" MaxRecords: {}", p.jobs),
             fmt::format(" UnixStartTime: {}", p.unix_start_time),
             std::string(" TimeZone: 0"),
             std::string(" TimeZoneString: UTC"),
             fmt::format(" MaxNodes: {}", p.nodes),
             fmt::format(" MaxProcs: {}", machine),
             std::string(
                 " Note: users u<n>, groups g<n>, queues (classes) q<n>; accounts and QOS are not in SWF"),
         })
        read_swf_header_line(h, line);
    return out;
}

}  // namespace

GeneratedWorkload generate_workload(const GeneratorParams& params, Names& names) {
    return generate(params, names, nullptr);
}

GeneratedWorkload generate_workload(const GeneratorParams& params, Cluster& cluster) {
    return generate(params, cluster.names(), &cluster);
}

std::string generator_params_error(const GeneratorParams& params, const Cluster& cluster) {
    if (std::string bad = generator_params_error(params); !bad.empty()) return bad;
    for (const JobClassSpec& spec : params.classes_of_site)
        if (!spec.partition.empty() && !cluster.find_partition(spec.partition))
            return fmt::format("class {}: the cluster has no partition '{}'", spec.name, spec.partition);
    return {};
}

}  // namespace outrigger
