#include "engine/replay_outputs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <string_view>

namespace outrigger {

double bounded_slowdown(Duration wait, Duration runtime) {
    const double r = static_cast<double>(runtime.count());
    return std::max(1.0, (static_cast<double>(wait.count()) + r) / std::max(r, 10.0));
}

std::string rejection_key(const Reason& why) {
    std::string key(reason_code_name(why.code));
    for (const std::string_view detail : {"limit", "resource"})
        if (const auto* v = why.arg(detail))
            if (const auto* s = std::get_if<std::string>(v)) return key + ":" + *s;
    return key;
}

void append_fixed4(std::string& out, double v) {
    // v * 10000 is rounded directly when it lies clearly off a half, by more than its rounding
    // error; at a half (a tie), and for a negative, huge or non-finite v, fmt decides.
    const double scaled = v * 10000.0;
    if (v >= 0.0 && scaled < 1e15) {
        const double whole = std::floor(scaled);
        const double above = scaled - whole;  // exact below 2^52
        if (std::abs(above - 0.5) > scaled * 0x1p-50 + 1e-9) {
            const auto q = static_cast<std::int64_t>(whole) + (above > 0.5 ? 1 : 0);
            const fmt::format_int units(q / 10000);
            out.append(units.data(), units.size());
            const auto decimals = static_cast<int>(q % 10000);
            const char digits[5] = {
                '.', static_cast<char>('0' + decimals / 1000), static_cast<char>('0' + decimals / 100 % 10),
                static_cast<char>('0' + decimals / 10 % 10), static_cast<char>('0' + decimals % 10)};
            out.append(digits, sizeof digits);
            return;
        }
    }
    fmt::format_to(std::back_inserter(out), "{:.4f}", v);
}

namespace {
std::string_view cred(const Names& names, CredKind k, CredId id) {
    return id.valid() && id.value() < names.count(k) ? std::string_view(names.name(k, id))
                                                     : std::string_view();
}

// Rows go into one buffer, field by field, written out a megabyte at a time: a replay of a
// quarter of a million jobs writes its schedule in tens of milliseconds.
class CsvRow {
  public:
    explicit CsvRow(std::ostream& out) : out_(out) { buf_.reserve(kFlush + 4096); }
    CsvRow(const CsvRow&) = delete;
    CsvRow& operator=(const CsvRow&) = delete;
    ~CsvRow() { flush(); }

    CsvRow& text(std::string_view v) {
        buf_.append(v);
        return *this;
    }
    CsvRow& integer(std::int64_t v) {
        const fmt::format_int f(v);
        buf_.append(f.data(), f.size());
        return *this;
    }
    CsvRow& fixed4(double v) {
        append_fixed4(buf_, v);
        return *this;
    }
    CsvRow& comma() {
        buf_.push_back(',');
        return *this;
    }
    void end() {
        buf_.push_back('\n');
        if (buf_.size() >= kFlush) flush();
    }

  private:
    void flush() {
        out_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
        buf_.clear();
    }
    static constexpr std::size_t kFlush = std::size_t{1} << 20;
    std::ostream& out_;
    std::string buf_;
};
}  // namespace

void write_schedule_csv(std::ostream& out, const Snapshot& snapshot, std::span<const JobOutcome> outcomes) {
    const Names& names = snapshot.cluster().names();
    out << "job,submit,start,end,procs,nodes,walltime,runtime,wait,bsld,backfilled,user,group,queue\n";
    CsvRow row(out);
    for (const Job& j : snapshot.jobs()) {
        const JobOutcome& o = outcomes[j.id.value()];
        row.text(j.name).comma().integer(j.submit.seconds()).comma();
        if (o.start.is_never()) {
            // Never started: no start, end, nodes, runtime, wait or slowdown.
            row.comma().comma().integer(j.procs()).comma().comma().integer(j.walltime.count()).text(",,,,0,");
        } else {
            const Duration wait = o.start - j.submit;
            row.integer(o.start.seconds()).comma();
            if (!o.end.is_never()) row.integer(o.end.seconds());
            row.comma()
                .integer(j.procs())
                .comma()
                .integer(o.nodes)
                .comma()
                .integer(j.walltime.count())
                .comma();
            if (!o.end.is_never()) row.integer((o.end - o.start).count());
            row.comma().integer(wait.count()).comma();
            if (!o.end.is_never()) row.fixed4(bounded_slowdown(wait, o.end - o.start));
            row.comma().integer(o.backfilled ? 1 : 0).comma();
        }
        row.text(cred(names, CredKind::User, j.creds.user()))
            .comma()
            .text(cred(names, CredKind::Group, j.creds.group()))
            .comma()
            .text(cred(names, CredKind::Class, j.creds.job_class()))
            .end();
    }
}

ReplayMetrics replay_metrics(const Snapshot& snapshot, std::span<const JobOutcome> outcomes) {
    ReplayMetrics m;
    const auto jobs = snapshot.jobs();
    m.jobs = static_cast<std::int64_t>(jobs.size());
    if (jobs.empty()) return m;
    Time first = Time::never();
    Time last = Time::min();
    double wait_sum = 0, bsld_sum = 0, xf_sum = 0;
    std::int64_t backfilled = 0;
    double delivered = 0;
    std::int64_t finished = 0;
    for (const Job& j : jobs) {
        first = min(first, j.submit);
        if (const Reason* why = snapshot.rejection(j.id)) {
            ++m.rejected;
            ++m.rejected_by_reason[rejection_key(*why)];
        }
        const JobOutcome& o = outcomes[j.id.value()];
        if (o.start.is_never()) continue;
        ++m.started;
        const Duration wait = o.start - j.submit;
        wait_sum += static_cast<double>(wait.count());
        m.max_wait_s = std::max(m.max_wait_s, wait.count());
        const double wl = static_cast<double>(std::max<std::int64_t>(1, j.walltime.count()));
        xf_sum += (static_cast<double>(wait.count()) + wl) / wl;
        if (o.backfilled) ++backfilled;
        if (o.stopped_at_limit) ++m.stopped_at_limit;
        if (!o.end.is_never()) {
            ++finished;
            bsld_sum += bounded_slowdown(wait, o.end - o.start);
            delivered += static_cast<double>(j.procs()) * static_cast<double>((o.end - o.start).count());
            last = max(last, o.end);
        }
    }
    if (m.started > 0) {
        m.mean_wait_s = wait_sum / static_cast<double>(m.started);
        m.mean_xfactor = xf_sum / static_cast<double>(m.started);
    }
    if (finished > 0) m.mean_bsld = bsld_sum / static_cast<double>(finished);
    m.backfilled_share = static_cast<double>(backfilled) / static_cast<double>(m.jobs);
    const std::int64_t procs = snapshot.cluster().total_procs();
    if (last > first) {
        m.makespan_s = (last - first).count();
        if (procs > 0)
            m.utilization = delivered / (static_cast<double>(procs) * static_cast<double>(m.makespan_s));
    }

    // Hourly series from the first submission to the last end.
    const std::int64_t hours = m.makespan_s > 0 ? (m.makespan_s + 3599) / 3600 : 0;
    if (hours == 0) return m;
    const auto H = static_cast<std::size_t>(hours);
    std::vector<double> busy(H, 0.0);
    std::vector<std::int64_t> rate(H + 1, 0);
    std::vector<std::int64_t> waiting(H + 1, 0);
    const std::int64_t t0 = first.seconds();
    const auto hour_of = [t0, hours](std::int64_t t) {
        return std::clamp<std::int64_t>((t - t0) / 3600, 0, hours - 1);
    };
    const auto boundary_at_or_after = [t0, hours](std::int64_t t) {
        return std::clamp<std::int64_t>((t - t0 + 3599) / 3600, 0, hours);
    };
    for (const Job& j : jobs) {
        const JobOutcome& o = outcomes[j.id.value()];
        if (snapshot.state(j.id) == JobState::Rejected) continue;
        // Waiting at boundary b when submit <= H_b < start.
        const std::int64_t bs = boundary_at_or_after(j.submit.seconds());
        const std::int64_t be = o.start.is_never() ? hours : boundary_at_or_after(o.start.seconds());
        if (bs < be) {
            ++waiting[static_cast<std::size_t>(bs)];
            --waiting[static_cast<std::size_t>(be)];
        }
        if (o.start.is_never() || o.end.is_never()) continue;
        const std::int64_t s = o.start.seconds();
        const std::int64_t e = o.end.seconds();
        const auto p = static_cast<double>(j.procs());
        const std::int64_t hs = hour_of(s);
        const std::int64_t he = hour_of(e - 1);
        if (hs == he) {
            busy[static_cast<std::size_t>(hs)] += p * static_cast<double>(e - s);
        } else {
            busy[static_cast<std::size_t>(hs)] += p * static_cast<double>(t0 + (hs + 1) * 3600 - s);
            busy[static_cast<std::size_t>(he)] += p * static_cast<double>(e - (t0 + he * 3600));
            rate[static_cast<std::size_t>(hs + 1)] += j.procs();
            rate[static_cast<std::size_t>(he)] -= j.procs();
        }
    }
    std::int64_t r = 0;
    std::int64_t q = 0;
    m.utilization_series.resize(H);
    m.queue_length_series.resize(H);
    for (std::size_t h = 0; h < H; ++h) {
        r += rate[h];
        q += waiting[h];
        const double cap = static_cast<double>(procs) * 3600.0;
        m.utilization_series[h] = cap > 0 ? (busy[h] + static_cast<double>(r) * 3600.0) / cap : 0.0;
        m.queue_length_series[h] = q;
    }
    return m;
}

nlohmann::json metrics_json(const ReplayMetrics& m) {
    return {{"jobs", m.jobs},
            {"started", m.started},
            {"rejected", m.rejected},
            {"rejected_by_reason", m.rejected_by_reason},
            {"utilization", m.utilization},
            {"mean_wait_s", m.mean_wait_s},
            {"max_wait_s", m.max_wait_s},
            {"mean_bsld", m.mean_bsld},
            {"mean_xfactor", m.mean_xfactor},
            {"makespan_s", m.makespan_s},
            {"backfilled_share", m.backfilled_share},
            {"stopped_at_limit", m.stopped_at_limit},
            {"utilization_series", m.utilization_series},
            {"queue_length_series", m.queue_length_series}};
}

}  // namespace outrigger
