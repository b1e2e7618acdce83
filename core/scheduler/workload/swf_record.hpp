#pragma once

// One job record of the Standard Workload Format (Parallel Workloads Archive): 18 integer fields,
// -1 meaning unknown. Kept beside each imported job so that the SWF writer can reproduce the file
// field for field, and so that a replay can write its own results back as SWF.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace outrigger {

// The fields, numbered as the SWF definition numbers them (1-based).
enum class SwfField : std::uint8_t {
    JobNumber = 1,
    SubmitTime,  // s from the log start
    WaitTime,    // s
    RunTime,     // s
    AllocatedProcs,
    AverageCpuTime,  // s
    UsedMemory,      // KB per processor
    RequestedProcs,
    RequestedTime,    // s: the walltime limit
    RequestedMemory,  // KB per processor
    Status,           // 1 completed, 0 failed, 5 cancelled (informational)
    User,
    Group,
    Executable,
    Queue,
    Partition,
    PrecedingJob,
    ThinkTime,  // s
};
inline constexpr std::size_t kSwfFieldCount = 18;

// "job number", "submit time", ... : the archive's own field names, for reports.
std::string_view swf_field_name(SwfField f);
// The 1-based field number.
constexpr int swf_field_number(SwfField f) {
    return static_cast<int>(f);
}

struct SwfRecord {
    std::array<std::int64_t, kSwfFieldCount> fields{};  // fields[0] is field 1

    SwfRecord() { fields.fill(-1); }
    [[nodiscard]] std::int64_t operator[](SwfField f) const {
        return fields[static_cast<std::size_t>(f) - 1];
    }
    std::int64_t& operator[](SwfField f) { return fields[static_cast<std::size_t>(f) - 1]; }

    [[nodiscard]] std::int64_t job_number() const { return (*this)[SwfField::JobNumber]; }
    [[nodiscard]] std::int64_t submit() const { return (*this)[SwfField::SubmitTime]; }
    [[nodiscard]] std::int64_t wait() const { return (*this)[SwfField::WaitTime]; }
    [[nodiscard]] std::int64_t run_time() const { return (*this)[SwfField::RunTime]; }
    [[nodiscard]] std::int64_t allocated_procs() const { return (*this)[SwfField::AllocatedProcs]; }
    [[nodiscard]] std::int64_t requested_procs() const { return (*this)[SwfField::RequestedProcs]; }
    [[nodiscard]] std::int64_t requested_time() const { return (*this)[SwfField::RequestedTime]; }
    [[nodiscard]] std::int64_t requested_memory_kb() const { return (*this)[SwfField::RequestedMemory]; }
    [[nodiscard]] std::int64_t status() const { return (*this)[SwfField::Status]; }
    [[nodiscard]] std::int64_t user() const { return (*this)[SwfField::User]; }
    [[nodiscard]] std::int64_t group() const { return (*this)[SwfField::Group]; }
    [[nodiscard]] std::int64_t queue() const { return (*this)[SwfField::Queue]; }
    [[nodiscard]] std::int64_t partition() const { return (*this)[SwfField::Partition]; }

    bool operator==(const SwfRecord&) const = default;
};

// The record as one line in the archive's column layout (right-aligned fields separated by
// spaces), without a line terminator. Appends to `out` so that a writer reuses one buffer.
void append_swf_record(std::string& out, const SwfRecord& r);

}  // namespace outrigger
