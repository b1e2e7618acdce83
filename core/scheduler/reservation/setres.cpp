#include "reservation/setres.hpp"

#include <date/date.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "model/ascii.hpp"
#include "reservation/maui_time.hpp"
#include "reservation/standing_build.hpp"

namespace outrigger {

namespace {

std::vector<std::string> split(std::string_view text, std::string_view seps) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t next = text.find_first_of(seps, pos);
        const std::string_view part =
            text.substr(pos, next == std::string_view::npos ? text.size() - pos : next - pos);
        if (!part.empty()) out.emplace_back(part);
        if (next == std::string_view::npos) break;
        pos = next + 1;
    }
    return out;
}

std::optional<std::int64_t> to_int(std::string_view s) {
    std::int64_t v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
    return v;
}

Diagnostic err(std::string where, std::string msg) {
    return reservation_error(std::move(where), std::move(msg));
}

}  // namespace

SetresParse parse_setres_arguments(std::span<const std::string_view> args) {
    SetresParse out;
    SetresRequest& r = out.request;
    const auto list = [](std::vector<std::string>& to, std::string_view v) {
        for (auto& s : split(v, ",")) to.push_back(std::move(s));
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a.size() == 2 && a[0] == '-') {
            if (i + 1 >= args.size()) {
                out.diagnostics.push_back(err(fmt::format("setres {}", a), "needs a value"));
                break;
            }
            const std::string_view v = args[++i];
            switch (a[1]) {
                case 'u':
                    list(r.users, v);
                    break;
                case 'g':
                    list(r.groups, v);
                    break;
                case 'a':
                    list(r.accounts, v);
                    break;
                case 'q':
                    list(r.qos, v);
                    break;
                case 'c':
                    list(r.classes, v);
                    break;
                case 's':
                    r.start = v;
                    break;
                case 'e':
                    r.end = v;
                    break;
                case 'd':
                    r.duration = v;
                    break;
                case 'n':
                    r.name = v;
                    break;
                case 'r':
                    r.resources = v;
                    break;
                case 'f':
                    r.features = v;
                    break;
                case 'x':
                    r.flags = v;
                    break;
                case 'p':
                    r.partition = v;
                    break;
                default:
                    out.diagnostics.push_back(err(fmt::format("setres {}", a), "unknown option"));
            }
        } else if (!a.empty() && a[0] == '-') {
            out.diagnostics.push_back(err(fmt::format("setres {}", a), "unknown option"));
        } else if (r.hosts.empty()) {
            r.hosts = a;
        } else {
            out.diagnostics.push_back(
                err(fmt::format("setres argument {}", i + 1),
                    fmt::format("a second host expression '{}' (join host lists with commas)", a)));
        }
    }
    return out;
}

std::optional<AclEntry> parse_acl_value(AclType type, std::string_view text, std::string& error) {
    AclEntry e;
    e.type = type;
    if (!text.empty() && text.front() == '!') {
        e.negated = true;
        text.remove_prefix(1);
    }
    while (!text.empty()) {
        const char c = text.back();
        if (c == '*')
            e.required = true;
        else if (c == '-')
            e.affinity = Affinity::Negative;
        else if (c == '=')
            e.affinity = Affinity::Neutral;
        else if (c == '+')
            e.affinity = Affinity::Positive;
        else
            break;
        text.remove_suffix(1);
    }
    if (text.empty()) {
        error = "an access list value has no name";
        return std::nullopt;
    }
    if (type == AclType::TimeLimit) {
        const auto d = parse_maui_duration(text);
        if (!d) {
            error = fmt::format("'{}' is not a duration [[[DD:]HH:]MM:]SS", text);
            return std::nullopt;
        }
        e.time_limit = *d;
    }
    e.name = std::string(text);
    return e;
}

std::optional<Resources> parse_task_resources(std::string_view text, const Names& names, std::string& error) {
    Resources t;
    t.procs = 0;
    const auto parts = split(text, ";,");
    if (parts.empty()) {
        error = "no resources given";
        return std::nullopt;
    }
    for (const auto& part : parts) {
        const std::size_t sep = part.find_first_of("=:");
        if (sep == std::string::npos || sep == 0 || sep + 1 == part.size()) {
            error = fmt::format("'{}' is not NAME=VALUE", part);
            return std::nullopt;
        }
        const std::string key = ascii_upper(std::string_view(part).substr(0, sep));
        const auto value = to_int(std::string_view(part).substr(sep + 1));
        if (!value || *value < (key == "PROCS" ? -1 : 0)) {
            error = fmt::format("'{}': the value must be a whole number{}", part,
                                key == "PROCS" ? " (-1 = the whole node)" : " of MB");
            return std::nullopt;
        }
        if (key == "PROCS")
            t.procs = *value;
        else if (key == "MEM")
            t.memory_mb = *value;
        else if (key == "DISK")
            t.disk_mb = *value;
        else if (key == "SWAP")
            t.swap_mb = *value;
        else if (const auto g = names.find_gres(std::string_view(part).substr(0, sep)))
            t.set_gres(*g, *value);
        else {
            error = fmt::format(
                "'{}': unknown resource (PROCS, MEM, DISK, SWAP or a generic resource of the cluster)",
                std::string_view(part).substr(0, sep));
            return std::nullopt;
        }
    }
    return t;
}

std::optional<Time> parse_setres_time(std::string_view text, Time now, const LocalCalendar& cal,
                                      std::string& error) {
    if (!text.empty() && text.front() == '+') {
        const auto d = parse_maui_duration(text.substr(1));
        if (!d || d->is_infinite()) {
            error = fmt::format("'{}' is not +[[[DD:]HH:]MM:]SS", text);
            return std::nullopt;
        }
        return now + *d;
    }
    const std::size_t us = text.find('_');
    const std::string_view clock = text.substr(0, us);
    const auto hms = split(clock, ":");
    if (hms.size() < 2 || hms.size() > 3 || clock.find("::") != std::string_view::npos) {
        error = fmt::format("'{}' is not HH:MM[:SS][_MM/DD[/YYYY]] or +duration", text);
        return std::nullopt;
    }
    std::array<std::int64_t, 3> v{};
    for (std::size_t i = 0; i < hms.size(); ++i) {
        const auto n = to_int(hms[i]);
        if (!n || *n < 0 || *n > (i == 0 ? 23 : 59)) {
            error = fmt::format("'{}': '{}' is out of range", text, hms[i]);
            return std::nullopt;
        }
        v[i] = *n;
    }
    const std::int64_t local_now = now.seconds() + cal.epoch() + cal.utc_offset(now);
    const std::int64_t day_index = local_now / 86400 - ((local_now % 86400 != 0) && local_now < 0);
    date::year_month_day ymd{date::sys_days{date::days(day_index)}};
    if (us != std::string_view::npos) {
        const auto md = split(text.substr(us + 1), "/");
        std::optional<std::int64_t> mo = md.size() >= 2 ? to_int(md[0]) : std::nullopt;
        std::optional<std::int64_t> dd = md.size() >= 2 ? to_int(md[1]) : std::nullopt;
        std::optional<std::int64_t> yy =
            md.size() == 3 ? to_int(md[2]) : std::optional<std::int64_t>(static_cast<int>(ymd.year()));
        if (md.size() < 2 || md.size() > 3 || !mo || !dd || !yy) {
            error = fmt::format("'{}': the date must be MM/DD or MM/DD/YYYY", text);
            return std::nullopt;
        }
        if (*yy < 100) *yy += 2000;
        ymd = date::year{static_cast<int>(*yy)} / date::month{static_cast<unsigned>(*mo)} /
              date::day{static_cast<unsigned>(*dd)};
        if (!ymd.ok()) {
            error = fmt::format("'{}': no such date", text);
            return std::nullopt;
        }
    }
    return cal.at_local(static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                        static_cast<unsigned>(ymd.day()), v[0] * 3600 + v[1] * 60 + v[2]);
}

SetresBuild build_setres(const SetresRequest& req, Time now, const LocalCalendar& cal,
                         const Cluster& cluster) {
    SetresBuild out;
    auto& diags = out.diagnostics;
    Reservation r;
    r.kind = ReservationKind::Administrative;
    r.name = req.name;

    const auto acl = [&](const std::vector<std::string>& values, AclType type, const char* opt) {
        for (const auto& v : values) {
            std::string e;
            if (auto entry = parse_acl_value(type, v, e))
                r.acl.push_back(std::move(*entry));
            else
                diags.push_back(err(fmt::format("setres {}", opt), e));
        }
    };
    acl(req.users, AclType::User, "-u");
    acl(req.groups, AclType::Group, "-g");
    acl(req.accounts, AclType::Account, "-a");
    acl(req.qos, AclType::Qos, "-q");
    acl(req.classes, AclType::Class, "-c");

    std::string e;
    Time start = now;
    if (!req.start.empty()) {
        if (auto t = parse_setres_time(req.start, now, cal, e))
            start = *t;
        else
            diags.push_back(err("setres -s", e));
    }
    if (start < now) start = now;
    Time end = Time::never();
    if (!req.end.empty() && !req.duration.empty()) {
        diags.push_back(err("setres -e/-d", "give an end time or a duration, not both"));
    } else if (!req.end.empty()) {
        if (auto t = parse_setres_time(req.end, now, cal, e))
            end = *t;
        else
            diags.push_back(err("setres -e", e));
    } else if (!req.duration.empty()) {
        const auto d = parse_maui_duration(req.duration);
        if (!d || *d <= Duration::zero())
            diags.push_back(err(
                "setres -d", fmt::format("'{}' is not a positive duration [[[DD:]HH:]MM:]SS", req.duration)));
        else
            end = start + *d;
    }
    if (end <= start)
        diags.push_back(err("setres -e", fmt::format("the end ({}) is not after the start ({})",
                                                     cal.format(end), cal.format(start))));
    r.span = Interval{start, end};

    if (!req.resources.empty()) {
        if (auto t = parse_task_resources(req.resources, cluster.names(), e)) {
            if (t->is_zero()) diags.push_back(err("setres -r", "a task reserves nothing"));
            r.task = *t;
        } else {
            diags.push_back(err("setres -r", e));
        }
    }
    for (const auto& f : split(req.features, ",:|")) {
        if (const auto id = cluster.names().find_feature(f))
            r.features.push_back(*id);
        else
            diags.push_back(err("setres -f", fmt::format("no node has feature '{}'", f)));
    }
    std::sort(r.features.begin(), r.features.end());
    r.features.erase(std::unique(r.features.begin(), r.features.end()), r.features.end());
    for (const auto& f : split(req.flags, ",:|")) {
        const auto flag = parse_reservation_flag(f);
        if (!flag) {
            diags.push_back(err("setres -x", fmt::format("unknown flag '{}'", f)));
            continue;
        }
        r.flags |= flag_bit(*flag);
        if (!reservation_flag_has_effect(*flag))
            diags.push_back(reservation_warning(
                "setres -x", fmt::format("{}: accepted, no effect", reservation_flag_name(*flag))));
    }
    if (!req.partition.empty()) {
        if (const auto p = cluster.find_partition(req.partition))
            r.partition = *p;
        else
            diags.push_back(err("setres -p", fmt::format("no partition named '{}'", req.partition)));
    }

    const std::string_view hosts = req.hosts;
    if (hosts.empty()) {
        diags.push_back(err("setres", "give a host expression or TASKS==N"));
    } else if (ascii_upper(hosts.substr(0, std::min<std::size_t>(hosts.size(), 7))) == "TASKS==") {
        const auto n = to_int(hosts.substr(7));
        if (!n || *n <= 0)
            diags.push_back(
                err("setres TASKS==", fmt::format("'{}' is not a positive task count", hosts.substr(7))));
        else
            r.task_count = *n;
    } else {
        const ResolvedHosts resolved = resolve_hosts({std::string(hosts)}, cluster);
        if (!resolved.error.empty()) diags.push_back(err("setres hosts", resolved.error));
        for (const auto& u : resolved.unknown)
            diags.push_back(err("setres hosts", fmt::format("unknown host '{}'", u)));
        r.host_list = resolved.nodes;
    }

    const bool failed = std::any_of(diags.begin(), diags.end(), [](const Diagnostic& d) {
        return d.severity == Diagnostic::Severity::Error;
    });
    if (!failed) out.reservation = std::move(r);
    return out;
}

}  // namespace outrigger
