#include "workload/swf_record.hpp"

#include <charconv>

namespace outrigger {

std::string_view swf_field_name(SwfField f) {
    switch (f) {
        case SwfField::JobNumber:
            return "job number";
        case SwfField::SubmitTime:
            return "submit time";
        case SwfField::WaitTime:
            return "wait time";
        case SwfField::RunTime:
            return "run time";
        case SwfField::AllocatedProcs:
            return "allocated procs";
        case SwfField::AverageCpuTime:
            return "average cpu time";
        case SwfField::UsedMemory:
            return "used memory";
        case SwfField::RequestedProcs:
            return "requested procs";
        case SwfField::RequestedTime:
            return "requested time";
        case SwfField::RequestedMemory:
            return "requested memory";
        case SwfField::Status:
            return "status";
        case SwfField::User:
            return "user id";
        case SwfField::Group:
            return "group id";
        case SwfField::Executable:
            return "executable number";
        case SwfField::Queue:
            return "queue number";
        case SwfField::Partition:
            return "partition number";
        case SwfField::PrecedingJob:
            return "preceding job number";
        case SwfField::ThinkTime:
            return "think time";
    }
    return "field";
}

void append_swf_record(std::string& out, const SwfRecord& r) {
    // Minimum widths in the archive's style: columns line up for typical values, wider values
    // simply push the line right (readers split on whitespace).
    static constexpr std::array<int, kSwfFieldCount> kWidth{6, 9, 7, 7, 5, 7, 7, 5, 7,
                                                            7, 3, 4, 4, 4, 3, 3, 6, 6};
    char buf[24];
    for (std::size_t i = 0; i < kSwfFieldCount; ++i) {
        const auto res = std::to_chars(buf, buf + sizeof buf, r.fields[i]);
        const auto len = static_cast<int>(res.ptr - buf);
        const int pad = kWidth[i] - len;
        if (i > 0) out.push_back(' ');
        if (pad > 0) out.append(static_cast<std::size_t>(pad), ' ');
        out.append(buf, res.ptr);
    }
}

}  // namespace outrigger
