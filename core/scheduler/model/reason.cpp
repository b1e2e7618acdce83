#include "model/reason.hpp"

namespace outrigger {

std::string_view reason_code_name(ReasonCode c) {
    switch (c) {
        case ReasonCode::Held:
            return "Held";
        case ReasonCode::DependencyPending:
            return "DependencyPending";
        case ReasonCode::IdleLimit:
            return "IdleLimit";
        case ReasonCode::ActiveLimit:
            return "ActiveLimit";
        case ReasonCode::SystemJobLimit:
            return "SystemJobLimit";
        case ReasonCode::FairshareCap:
            return "FairshareCap";
        case ReasonCode::NegativePriority:
            return "NegativePriority";
        case ReasonCode::InsufficientResources:
            return "InsufficientResources";
        case ReasonCode::NeverFits:
            return "NeverFits";
        case ReasonCode::NoStartFound:
            return "NoStartFound";
        case ReasonCode::WouldDelayReservation:
            return "WouldDelayReservation";
        case ReasonCode::ReservationDepthReached:
            return "ReservationDepthReached";
        case ReasonCode::ChunkProtected:
            return "ChunkProtected";
        case ReasonCode::BackfillDisabled:
            return "BackfillDisabled";
        case ReasonCode::FcfsStopped:
            return "FcfsStopped";
        case ReasonCode::ReservationAccessDenied:
            return "ReservationAccessDenied";
        case ReasonCode::Started:
            return "Started";
        case ReasonCode::Backfilled:
            return "Backfilled";
        case ReasonCode::Reserved:
            return "Reserved";
    }
    return "Unknown";
}

std::optional<ReasonCode> parse_reason_code(std::string_view name) {
    for (auto c = static_cast<std::uint16_t>(ReasonCode::Held);
         c <= static_cast<std::uint16_t>(ReasonCode::Reserved); ++c)
        if (reason_code_name(static_cast<ReasonCode>(c)) == name) return static_cast<ReasonCode>(c);
    return std::nullopt;
}

}  // namespace outrigger
