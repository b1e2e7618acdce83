#include "engine/view_json.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "engine/schema.hpp"
#include "policy/priority/weights.hpp"
#include "schedule/reports.hpp"

namespace outrigger {

namespace {

using nlohmann::json;

constexpr const char* kViewName = "outrigger.view";

constexpr std::array<CredKind, kCredKinds> kKinds{CredKind::User, CredKind::Group, CredKind::Account,
                                                  CredKind::Qos, CredKind::Class};
constexpr std::array<const char*, kCredKinds> kKindKeys{"user", "group", "account", "qos", "class"};

constexpr std::array<std::pair<PrioAccrualPolicy, const char*>, 3> kAccrual{
    {{PrioAccrualPolicy::Always, "ALWAYS"},
     {PrioAccrualPolicy::QueuePolicy, "QUEUEPOLICY"},
     {PrioAccrualPolicy::FullPolicy, "FULLPOLICY"}}};

constexpr std::array<std::pair<NodeState, const char*>, 3> kNodeStates{
    {{NodeState::Up, "Up"}, {NodeState::Down, "Down"}, {NodeState::Drained, "Drained"}}};

constexpr std::array<JobState, 5> kJobStates{JobState::Idle, JobState::Running, JobState::Completed,
                                             JobState::Cancelled, JobState::Rejected};

// Reason arguments are keyed by static literals (model/reason.hpp): a reader maps each key it is
// sent to the literal the engine uses, and refuses one the engine never writes.
constexpr std::array<std::string_view, 24> kReasonKeys{
    "cap",      "capacity", "chunk_size", "credential", "depth", "hold",   "job",     "level",
    "limit",    "override", "partition",  "priority",   "procs", "reason", "request", "reservation",
    "resource", "scope",    "start",      "type",       "until", "usage",  "value",   "within"};

json time_or_null(Time t) {
    return t.is_never() ? json(nullptr) : json(t.seconds());
}

std::string cred(const Names& names, CredKind k, CredId id) {
    return id.valid() && id.value() < names.count(k) ? names.name(k, id) : std::string();
}

// The job's own fields, shared by every list that names a job.
json job_fields(const ViewStatics& st, const Job& job) {
    json j = {{"job", job.name}};
    for (std::size_t k = 0; k < kCredKinds; ++k)
        j[kKindKeys[k]] = cred(st.names, kKinds[k], job.creds[kKinds[k]]);
    j["partition"] = job.partition.valid() && job.partition.value() < st.partitions.size()
                         ? st.partitions[job.partition.value()]
                         : std::string();
    j["tasks"] = job.request.tasks;
    j["task_procs"] = job.request.per_task.procs;
    j["procs"] = job.procs();
    j["walltime_s"] = job.walltime.count();
    j["submit"] = job.submit.seconds();
    j["hold"] = static_cast<int>(job.hold);
    j["system_priority"] = job.system_priority ? json(*job.system_priority) : json(nullptr);
    return j;
}

json statics_json(const ViewStatics& st) {
    json creds = json::object();
    for (std::size_t k = 0; k < kCredKinds; ++k) {
        json names = json::array();
        for (std::size_t i = 0; i < st.names.count(kKinds[k]); ++i)
            names.push_back(st.names.name(kKinds[k], CredId(static_cast<CredId::Rep>(i))));
        creds[kKindKeys[k]] = std::move(names);
    }
    json priority = json::object();
    for (std::size_t c = 0; c < kPriorityComponents; ++c) {
        const PriorityComponentInfo& info = priority_component_info(static_cast<PriorityComponent>(c));
        priority[info.weight_param] = st.priority.component_weight[c];
        priority[info.cap_param] = st.priority.component_cap[c];
    }
    json labels = json::array();
    for (std::size_t s = 0; s < kPrioritySubs; ++s) {
        const PrioritySubInfo& info = priority_sub_info(static_cast<PrioritySub>(s));
        priority[info.weight_param] = st.priority.sub_weight[s];
        priority[info.cap_param] = st.priority.sub_cap[s];
        labels.push_back(info.label);
    }
    priority["XFMINWCLIMIT"] = st.priority.xf_min_wclimit.count();
    for (const auto& [policy, name] : kAccrual)
        if (policy == st.priority.accrual) priority["JOBPRIOACCRUALPOLICY"] = name;
    priority["ENABLENEGJOBPRIORITY"] = st.priority.enable_negative;
    priority["REJECTNEGPRIOJOBS"] = st.priority.reject_negative;
    // What of QOSCFG the priority weights read (policy/priority/weights.hpp).
    json qos_weights = json::object();
    for (const auto& [name, cfg] : st.credentials.by_kind[static_cast<std::size_t>(CredKind::Qos)]) {
        json w = json::object();
        if (cfg.qt_weight) w["QTWEIGHT"] = *cfg.qt_weight;
        if (cfg.xf_weight) w["XFWEIGHT"] = *cfg.xf_weight;
        if (!w.empty()) qos_weights[name] = std::move(w);
    }
    return {{"partitions", st.partitions},
            {"credentials", std::move(creds)},
            {"priority", std::move(priority)},
            {"qos_weights", std::move(qos_weights)},
            {"factor_labels", std::move(labels)},
            {"calendar",
             {{"zone", st.calendar.zone_name()},
              {"offset_s", st.calendar.utc_offset(Time::from_seconds(0))},
              {"epoch", st.calendar.epoch()}}},
            {"full_policy", st.full_policy}};
}

// ------------------------------------------------------------------ reading

// A malformed field: where and what was expected. Thrown inside this file only and turned into
// the error string at the entry points.
struct Malformed {
    std::string message;
};

// A JSON value and the path to it ("queue[3].walltime_s"), for messages that name the field.
class Field {
  public:
    Field(const json& value, std::string path) : v_(value), path_(std::move(path)) {}

    [[nodiscard]] const json& value() const { return v_; }
    [[nodiscard]] const std::string& path() const { return path_; }
    [[noreturn]] void fail(const std::string& what) const {
        throw Malformed{(path_.empty() ? std::string("view") : path_) + ": " + what};
    }

    [[nodiscard]] bool has(std::string_view key) const { return v_.is_object() && v_.contains(key); }
    [[nodiscard]] Field at(std::string_view key) const {
        if (!v_.is_object()) fail("expected an object");
        const auto it = v_.find(key);
        const std::string p = path_.empty() ? std::string(key) : path_ + "." + std::string(key);
        if (it == v_.end()) throw Malformed{p + ": missing"};
        return Field(*it, p);
    }
    [[nodiscard]] Field at(std::size_t i) const {
        return Field(v_[i], path_ + "[" + std::to_string(i) + "]");
    }
    [[nodiscard]] std::size_t size() const { return v_.size(); }

    const json& array() const {
        if (!v_.is_array()) fail("expected an array");
        return v_;
    }
    const json& object() const {
        if (!v_.is_object()) fail("expected an object");
        return v_;
    }
    [[nodiscard]] std::int64_t integer() const {
        if (!v_.is_number_integer()) fail("expected an integer");
        return v_.get<std::int64_t>();
    }
    [[nodiscard]] std::int64_t count() const {
        const std::int64_t n = integer();
        if (n < 0) fail("expected a count (0 or more)");
        return n;
    }
    [[nodiscard]] double number() const {
        if (!v_.is_number()) fail("expected a number");
        return v_.get<double>();
    }
    [[nodiscard]] bool boolean() const {
        if (!v_.is_boolean()) fail("expected true or false");
        return v_.get<bool>();
    }
    [[nodiscard]] const std::string& string() const {
        if (!v_.is_string()) fail("expected a string");
        return v_.get_ref<const std::string&>();
    }
    [[nodiscard]] Time time() const { return Time::from_seconds(integer()); }
    [[nodiscard]] Time time_or_never() const { return v_.is_null() ? Time::never() : time(); }

  private:
    const json& v_;
    std::string path_;
};

Reason read_reason(const Field& f, const Names& names) {
    f.object();
    const std::string& code_name = f.at("code").string();
    const auto code = parse_reason_code(code_name);
    if (!code) f.at("code").fail("\"" + code_name + "\" is not a reason code");
    Reason r{*code, {}};
    const Field args = f.at("args");
    args.object();
    const json types = f.has("types") ? f.at("types").object() : json::object();
    for (const auto& [key, value] : args.value().items()) {
        const Field arg(value, args.path() + "." + key);
        const auto literal = std::find(kReasonKeys.begin(), kReasonKeys.end(), key);
        if (literal == kReasonKeys.end()) arg.fail("not an argument any reason has");
        const std::string type =
            types.contains(key) && types[key].is_string() ? types[key].get<std::string>() : "";
        if (type == "time") {
            r.with(*literal, arg.time());
        } else if (type == "duration") {
            r.with(*literal, Duration::seconds(arg.integer()));
        } else if (type == "credential") {
            const std::string& text = arg.string();
            const std::size_t colon = text.find(':');
            const auto kind =
                colon == std::string::npos ? std::nullopt : parse_cred_kind(text.substr(0, colon));
            if (!kind) arg.fail("expected KIND:NAME");
            const std::string name = text.substr(colon + 1);
            CredId id = CredId::invalid();
            if (name != "-") {
                const auto found = names.find(*kind, name);
                if (!found) arg.fail("no credential " + text + " in statics.credentials");
                id = *found;
            }
            r.with(*literal, CredRef{*kind, id});
        } else if (!type.empty()) {
            Field(types[key], f.path() + ".types." + key)
                .fail("\"" + type + "\" is not time, duration or credential");
        } else if (value.is_number_integer()) {
            r.with(*literal, value.get<std::int64_t>());
        } else if (value.is_number()) {
            r.with(*literal, value.get<double>());
        } else if (value.is_string()) {
            r.with(*literal, value.get<std::string>());
        } else {
            arg.fail("expected a number or a string");
        }
    }
    return r;
}

// What a reader builds up: the statics, and the jobs by name as the lists name them.
class ViewReader {
  public:
    ClusterView read(const Field& root) {
        ClusterView v;
        v.revision = static_cast<std::uint64_t>(root.at("revision").count());
        v.now = root.at("now").time();
        v.iterations = root.at("iterations").count();
        read_statics(root.at("statics"), root.at("nodes"));
        read_totals(root.at("totals"), v);
        // The queue first, so that its jobs take ids in queue order.
        const Field queue = root.at("queue");
        for (std::size_t i = 0; i < queue.array().size(); ++i) add_job(queue.at(i), JobState::Idle);
        const Field running = root.at("running");
        for (std::size_t i = 0; i < running.array().size(); ++i) add_job(running.at(i), JobState::Running);
        const Field finished = root.at("finished");
        for (std::size_t i = 0; i < finished.array().size(); ++i) {
            const Field f = finished.at(i);
            add_job(f, job_state(f.at("state")));
        }
        const Field rejected = root.at("rejected");
        for (std::size_t i = 0; i < rejected.array().size(); ++i) add_job(rejected.at(i), JobState::Rejected);
        const Field reserved = root.at("job_reservations");
        for (std::size_t i = 0; i < reserved.array().size(); ++i) add_job(reserved.at(i), JobState::Idle);

        for (std::size_t i = 0; i < running.size(); ++i) {
            const Field r = running.at(i);
            v.running.push_back(
                {job_of(r), r.at("start").time(), r.at("limit_end").time(), allocation(r.at("nodes"))});
        }
        for (std::size_t i = 0; i < finished.size(); ++i) {
            const Field f = finished.at(i);
            v.finished.push_back({job_of(f), f.at("start").time_or_never(), f.at("end").time(),
                                  allocation(f.at("nodes")), job_state(f.at("state")),
                                  f.at("stopped_at_limit").boolean()});
        }
        for (std::size_t i = 0; i < reserved.size(); ++i) {
            const Field r = reserved.at(i);
            v.job_reservations.push_back({job_of(r),
                                          Interval{r.at("start").time(), r.at("end").time_or_never()},
                                          allocation(r.at("nodes"))});
        }
        const Field reservations = root.at("reservations");
        for (std::size_t i = 0; i < reservations.array().size(); ++i) {
            const Field r = reservations.at(i);
            ViewReservation out{ReservationId(static_cast<ReservationId::Rep>(i)),
                                r.at("name").string(),
                                Interval{r.at("start").time(), r.at("end").time_or_never()},
                                {}};
            const Field blocks = r.at("nodes");
            for (std::size_t b = 0; b < blocks.array().size(); ++b) {
                const auto [node, procs] = node_amount(blocks.at(b));
                out.blocks.push_back({node, procs});
            }
            v.reservations.push_back(std::move(out));
        }
        const Field windows = root.at("windows");
        for (std::size_t i = 0; i < windows.array().size(); ++i) {
            const Field w = windows.at(i);
            const Field d = w.at("duration_s");
            v.windows.push_back(
                {w.at("procs").count(), w.at("nodes").count(),
                 d.value().is_null() ? std::nullopt : std::optional<Duration>(Duration::seconds(d.count()))});
        }
        const Field backfill = root.at("backfill");
        for (std::size_t i = 0; i < backfill.array().size(); ++i) {
            const Field b = backfill.at(i);
            v.backfill.push_back({node_named(b.at("node")),
                                  Interval{b.at("start").time(), b.at("end").time_or_never()},
                                  b.at("procs").count()});
        }
        const Field started = root.at("started_last");
        for (std::size_t i = 0; i < started.array().size(); ++i)
            v.started_last.push_back(job_named(started.at(i)));

        std::vector<PriorityTable::Row> rows;
        bool factors = true;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const Field q = queue.at(i);
            ViewQueued row{job_of(q),
                           Duration::seconds(q.at("queued_s").integer()),
                           q.at("bypass").count(),
                           std::nullopt,
                           std::nullopt,
                           q.at("blocked").boolean()};
            if (const Field s = q.at("reserved_start"); !s.value().is_null()) row.reserved_start = s.time();
            if (const Field r = q.at("reason"); !r.value().is_null())
                row.reason = read_reason(r, statics_->names);
            // Recomputed below from the factors; read here only to refuse a malformed one.
            if (const Field p = q.at("priority"); !p.value().is_null()) static_cast<void>(p.number());
            const Field f = q.at("factors");
            if (f.value().is_null()) {
                factors = false;
            } else {
                if (f.array().size() != kPrioritySubs)
                    f.fail("expected " + std::to_string(kPrioritySubs) + " numbers");
                const Job& job = (*jobs_)[row.job.value()];
                PriorityTable::Row p{row.job, job.submit, job.creds.qos(), job.system_priority, {}};
                for (std::size_t s = 0; s < kPrioritySubs; ++s) p.factors[s] = f.at(s).number();
                rows.push_back(p);
            }
            v.queue.push_back(std::move(row));
        }
        for (std::size_t i = 0; i < rejected.size(); ++i)
            v.rejected.push_back(
                {job_of(rejected.at(i)), read_reason(rejected.at(i).at("reason"), statics_->names)});
        if (factors && !rows.empty()) {
            v.priorities.assign(rows);
            v.priorities.reweight(
                PriorityWeights(statics_->priority, statics_->credentials, statics_->names));
        }

        v.node_states = std::move(node_states_);
        v.states = std::move(states_);
        v.statics = std::move(statics_);
        v.jobs = std::move(jobs_);
        return v;
    }

  private:
    void read_statics(const Field& f, const Field& nodes) {
        auto st = std::make_shared<ViewStatics>();
        const Field partitions = f.at("partitions");
        for (std::size_t i = 0; i < partitions.array().size(); ++i) {
            st->partitions.push_back(partitions.at(i).string());
            partitions_[st->partitions.back()] = PartitionId(static_cast<PartitionId::Rep>(i));
        }
        const Field creds = f.at("credentials");
        for (std::size_t k = 0; k < kCredKinds; ++k) {
            const Field list = creds.at(kKindKeys[k]);
            for (std::size_t i = 0; i < list.array().size(); ++i) {
                const std::string& name = list.at(i).string();
                if (st->names.intern(kKinds[k], name).value() != i) list.at(i).fail("named twice");
            }
        }
        const Field priority = f.at("priority");
        for (std::size_t c = 0; c < kPriorityComponents; ++c) {
            const PriorityComponentInfo& info = priority_component_info(static_cast<PriorityComponent>(c));
            st->priority.component_weight[c] = priority.at(info.weight_param).number();
            st->priority.component_cap[c] = priority.at(info.cap_param).number();
        }
        for (std::size_t s = 0; s < kPrioritySubs; ++s) {
            const PrioritySubInfo& info = priority_sub_info(static_cast<PrioritySub>(s));
            st->priority.sub_weight[s] = priority.at(info.weight_param).number();
            st->priority.sub_cap[s] = priority.at(info.cap_param).number();
        }
        st->priority.xf_min_wclimit = Duration::seconds(priority.at("XFMINWCLIMIT").count());
        const Field accrual = priority.at("JOBPRIOACCRUALPOLICY");
        bool known = false;
        for (const auto& [policy, name] : kAccrual)
            if (accrual.string() == name) {
                st->priority.accrual = policy;
                known = true;
            }
        if (!known) accrual.fail("expected ALWAYS, QUEUEPOLICY or FULLPOLICY");
        st->priority.enable_negative = priority.at("ENABLENEGJOBPRIORITY").boolean();
        st->priority.reject_negative = priority.at("REJECTNEGPRIOJOBS").boolean();
        const Field qos = f.at("qos_weights");
        for (const auto& [name, value] : qos.object().items()) {
            const Field w(value, qos.path() + "." + name);
            CredentialConfig& cfg = st->credentials.by_kind[static_cast<std::size_t>(CredKind::Qos)][name];
            w.object();
            if (w.has("QTWEIGHT")) cfg.qt_weight = w.at("QTWEIGHT").number();
            if (w.has("XFWEIGHT")) cfg.xf_weight = w.at("XFWEIGHT").number();
        }
        const Field labels = f.at("factor_labels");
        if (labels.array().size() != kPrioritySubs)
            labels.fail("expected " + std::to_string(kPrioritySubs) + " labels");
        for (std::size_t s = 0; s < kPrioritySubs; ++s)
            if (labels.at(s).string() != priority_sub_info(static_cast<PrioritySub>(s)).label)
                labels.at(s).fail(std::string("expected \"") +
                                  priority_sub_info(static_cast<PrioritySub>(s)).label +
                                  "\" (the factors' order)");
        const Field cal = f.at("calendar");
        const std::string& zone = cal.at("zone").string();
        const std::int64_t epoch = cal.at("epoch").integer();
        const std::int64_t offset = cal.at("offset_s").integer();
        // A zone this machine's tz database knows keeps its daylight saving; otherwise the offset.
        auto calendar = zone == "UTC" || zone.rfind("UTC+", 0) == 0 || zone.rfind("UTC-", 0) == 0
                            ? std::nullopt
                            : LocalCalendar::zone(zone, epoch);
        st->calendar = calendar ? *calendar : LocalCalendar::fixed_offset(offset, epoch);
        st->full_policy = f.at("full_policy").boolean();

        for (std::size_t i = 0; i < nodes.array().size(); ++i) {
            const Field n = nodes.at(i);
            const NodeId id(static_cast<NodeId::Rep>(i));
            const std::string& name = n.at("name").string();
            if (!nodes_.emplace(name, id).second) n.at("name").fail("\"" + name + "\" named twice");
            const Field part = n.at("partition");
            st->nodes.push_back({id, name, partition_named(part), n.at("procs").count()});
            const Field state = n.at("state");
            bool found = false;
            for (const auto& [s, text] : kNodeStates)
                if (state.string() == text) {
                    node_states_.push_back(s);
                    found = true;
                }
            if (!found) state.fail("expected Up, Down or Drained");
        }
        statics_ = std::move(st);
    }

    static void read_totals(const Field& t, ClusterView& v) {
        v.running_jobs = t.at("running").count();
        v.idle_jobs = t.at("idle").count();
        v.completed_jobs = t.at("completed").count();
        v.rejected_jobs = t.at("rejected").count();
        v.busy_procs = t.at("busy_procs").count();
        v.total_procs = t.at("total_procs").count();
        v.free_procs = t.at("free_procs").count();
    }

    static JobState job_state(const Field& f) {
        for (JobState s : kJobStates)
            if (f.string() == state_name(s)) return s;
        f.fail("expected Idle, Running, Completed, Cancelled or Rejected");
    }

    PartitionId partition_named(const Field& f) const {
        const std::string& name = f.string();
        if (name.empty()) return PartitionId::invalid();
        const auto it = partitions_.find(name);
        if (it == partitions_.end()) f.fail("no partition \"" + name + "\" in statics.partitions");
        return it->second;
    }

    NodeId node_named(const Field& f) const {
        const std::string& name = f.string();
        const auto it = nodes_.find(name);
        if (it == nodes_.end()) f.fail("no node \"" + name + "\" in nodes");
        return it->second;
    }

    JobId job_named(const Field& f) const {
        const std::string& name = f.string();
        const auto it = job_ids_.find(name);
        if (it == job_ids_.end()) f.fail("no job \"" + name + "\" in the view's lists");
        return it->second;
    }
    JobId job_of(const Field& row) const { return job_named(row.at("job")); }

    std::pair<NodeId, std::int64_t> node_amount(const Field& f) const {
        if (f.array().size() != 2) f.fail("expected [node, count]");
        return {node_named(f.at(std::size_t{0})), f.at(std::size_t{1}).count()};
    }

    Allocation allocation(const Field& f) const {
        Allocation out;
        for (std::size_t i = 0; i < f.array().size(); ++i) {
            const auto [node, tasks] = node_amount(f.at(i));
            out.push_back({node, tasks});
        }
        return out;
    }

    // The job a row names, added the first time a list names it.
    void add_job(const Field& row, JobState state) {
        const Field name = row.at("job");
        if (job_ids_.count(name.string())) return;
        Job job;
        job.id = JobId(static_cast<JobId::Rep>(jobs_->size()));
        job.name = name.string();
        for (std::size_t k = 0; k < kCredKinds; ++k) {
            const Field c = row.at(kKindKeys[k]);
            if (c.string().empty()) continue;
            const auto id = statics_->names.find(kKinds[k], c.string());
            if (!id)
                c.fail("no " + std::string(kKindKeys[k]) + " \"" + c.string() + "\" in statics.credentials");
            job.creds[kKinds[k]] = *id;
        }
        job.partition = partition_named(row.at("partition"));
        job.request.tasks = row.at("tasks").count();
        job.request.per_task = Resources::of_procs(row.at("task_procs").count());
        if (row.at("procs").integer() != job.procs()) row.at("procs").fail("is not tasks x task_procs");
        job.walltime = Duration::seconds(row.at("walltime_s").count());
        job.submit = row.at("submit").time();
        const std::int64_t hold = row.at("hold").integer();
        if (hold < 0 || hold > 7) row.at("hold").fail("expected a hold mask from 0 to 7");
        job.hold = static_cast<Hold>(hold);
        if (const Field p = row.at("system_priority"); !p.value().is_null())
            job.system_priority = p.integer();
        job_ids_.emplace(job.name, job.id);
        jobs_->push_back(std::move(job));
        states_.push_back(state);
    }

    std::shared_ptr<ViewStatics> statics_;
    std::shared_ptr<ViewJobs> jobs_ = std::make_shared<ViewJobs>();
    std::vector<JobState> states_;
    std::vector<NodeState> node_states_;
    std::map<std::string, PartitionId, std::less<>> partitions_;
    std::map<std::string, NodeId, std::less<>> nodes_;
    std::map<std::string, JobId, std::less<>> job_ids_;
};

}  // namespace

json to_json(const ClusterView& v) {
    const ViewStatics& st = *v.statics;
    const auto node_name = [&st](NodeId n) -> const std::string& { return st.nodes[n.value()].name; };
    const auto tasks = [&](const Allocation& a) {
        json out = json::array();
        for (const NodeTasks& nt : a) out.push_back({node_name(nt.node), nt.tasks});
        return out;
    };
    json j;
    j["schema"] = schema_tag(kViewName, ClusterView::kSchema);
    j["revision"] = v.revision;
    j["now"] = v.now.seconds();
    j["iterations"] = v.iterations;
    j["statics"] = statics_json(st);
    j["totals"] = {{"running", v.running_jobs},     {"idle", v.idle_jobs},
                   {"completed", v.completed_jobs}, {"rejected", v.rejected_jobs},
                   {"busy_procs", v.busy_procs},    {"total_procs", v.total_procs},
                   {"free_procs", v.free_procs}};
    json nodes = json::array();
    for (const ViewStatics::NodeRow& n : st.nodes) {
        std::string state = "Up";
        for (const auto& [s, text] : kNodeStates)
            if (s == v.node_states[n.node.value()]) state = text;
        nodes.push_back(
            {{"name", n.name},
             {"partition", n.partition.valid() ? st.partitions[n.partition.value()] : std::string()},
             {"procs", n.procs},
             {"state", state}});
    }
    j["nodes"] = std::move(nodes);
    json running = json::array();
    std::vector<bool> listed(v.jobs ? v.jobs->size() : 0, false);
    for (const ViewRunning& r : v.running) {
        json row = job_fields(st, v.job(r.job));
        row["start"] = r.start.seconds();
        row["limit_end"] = r.limit_end.seconds();
        row["nodes"] = tasks(r.allocation);
        running.push_back(std::move(row));
        listed[r.job.value()] = true;
    }
    j["running"] = std::move(running);
    json finished = json::array();
    for (const ViewFinished& f : v.finished) {
        json row = job_fields(st, v.job(f.job));
        row["state"] = state_name(f.state);
        row["start"] = time_or_null(f.start);
        row["end"] = f.end.seconds();
        row["stopped_at_limit"] = f.stopped_at_limit;
        row["nodes"] = tasks(f.allocation);
        finished.push_back(std::move(row));
        listed[f.job.value()] = true;
    }
    j["finished"] = std::move(finished);
    json reserved = json::array();
    for (const ViewJobReservation& r : v.job_reservations) {
        json row = job_fields(st, v.job(r.job));
        row["start"] = r.when.start.seconds();
        row["end"] = time_or_null(r.when.end);
        row["nodes"] = tasks(r.allocation);
        reserved.push_back(std::move(row));
    }
    j["job_reservations"] = std::move(reserved);
    json reservations = json::array();
    for (const ViewReservation& r : v.reservations) {
        json blocks = json::array();
        for (const ViewReservationBlock& b : r.blocks) blocks.push_back({node_name(b.node), b.procs});
        reservations.push_back({{"name", r.name},
                                {"start", r.when.start.seconds()},
                                {"end", time_or_null(r.when.end)},
                                {"nodes", std::move(blocks)}});
    }
    j["reservations"] = std::move(reservations);
    json windows = json::array();
    for (const ViewWindow& w : v.windows)
        windows.push_back({{"procs", w.procs},
                           {"nodes", w.nodes},
                           {"duration_s", w.duration ? json(w.duration->count()) : json(nullptr)}});
    j["windows"] = std::move(windows);
    json backfill = json::array();
    for (const ViewBackfillLane& b : v.backfill)
        backfill.push_back({{"node", node_name(b.node)},
                            {"start", b.when.start.seconds()},
                            {"end", time_or_null(b.when.end)},
                            {"procs", b.procs}});
    j["backfill"] = std::move(backfill);
    // Only jobs the view lists: a job that started and already left the history is not named.
    json started = json::array();
    for (JobId id : v.started_last)
        if (id.value() < listed.size() && listed[id.value()]) started.push_back(v.job(id).name);
    j["started_last"] = std::move(started);
    // Priorities by queue row (the table's rows are the queue's rows).
    const bool ranked = v.priorities.size() == v.queue.size() && !v.queue.empty();
    std::vector<std::optional<double>> priority(v.queue.size());
    if (ranked)
        for (const std::uint32_t row : v.priorities.ranking()) priority[row] = v.priorities.priority(row);
    // Reasons name the other jobs they speak of by name (model/reason.hpp: with_job_names).
    const auto named = [&v](Reason r) {
        return with_job_names(std::move(r), [&v](std::int64_t id) {
            return id >= 0 && v.jobs && static_cast<std::size_t>(id) < v.jobs->size()
                       ? (*v.jobs)[static_cast<std::size_t>(id)].name
                       : std::to_string(id);
        });
    };
    json queue = json::array();
    for (std::size_t i = 0; i < v.queue.size(); ++i) {
        const ViewQueued& q = v.queue[i];
        json row = job_fields(st, v.job(q.job));
        row["queued_s"] = q.queued.count();
        row["bypass"] = q.bypass;
        row["reserved_start"] = q.reserved_start ? json(q.reserved_start->seconds()) : json(nullptr);
        row["priority"] = priority[i] ? json(*priority[i]) : json(nullptr);
        row["blocked"] = q.blocked;
        row["reason"] = q.reason ? reason_json(named(q.reason->reason()), st.names) : json(nullptr);
        if (ranked) {
            const auto f = v.priorities.factors(static_cast<std::uint32_t>(i));
            row["factors"] = json(std::vector<double>(f.begin(), f.end()));
        } else {
            row["factors"] = nullptr;
        }
        queue.push_back(std::move(row));
    }
    j["queue"] = std::move(queue);
    json rejected = json::array();
    for (const ViewRejected& r : v.rejected) {
        json row = job_fields(st, v.job(r.job));
        row["reason"] = reason_json(named(r.reason), st.names);
        rejected.push_back(std::move(row));
    }
    j["rejected"] = std::move(rejected);
    return j;
}

std::optional<ClusterView> view_from_json(const json& j, std::string& error) {
    if (!check_schema(j, kViewName, ClusterView::kSchema, error)) return std::nullopt;
    try {
        return ViewReader().read(Field(j, ""));
    } catch (const Malformed& m) {
        error = m.message;
    } catch (const json::exception& e) {
        error = std::string("view: ") + e.what();
    }
    return std::nullopt;
}

std::optional<Reason> reason_from_json(const json& j, const Names& names, std::string& error) {
    try {
        return read_reason(Field(j, "reason"), names);
    } catch (const Malformed& m) {
        error = m.message;
    }
    return std::nullopt;
}

}  // namespace outrigger
