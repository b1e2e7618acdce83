#pragma once

// Maui 3.3's parameter table (src/MConst.c of Maui 3.3, its MCfg array: every name maui.cfg may
// hold, in that table's order, a name listed twice there listed once here) and what Outrigger
// does with each name. core/scheduler/config/MAUI_PARAMETERS.md lists the same, and a test keeps
// the two in step.

#include <span>
#include <string>
#include <string_view>

namespace outrigger {

enum class MauiDisposition : unsigned char {
    Implemented,    // read by the scheduler under its own name
    Alias,          // another name of an implemented parameter (SERVICEWCAP = SERVICECAP)
    LegacyMapped,   // a Maui 3.0 form read as its modern equivalent (SRSTARTTIME[i] = SRCFG[i] STARTTIME)
    KnownNoEffect,  // known and kept, with a note on what it did in Maui and why it does nothing here
    Unknown,        // not in the catalogue: reported as an unknown parameter
};

std::span<const std::string_view> maui33_parameter_names();
MauiDisposition maui_disposition(std::string_view name);
// "implemented", "alias", "legacy-mapped", "known-no-effect", "unknown".
std::string_view disposition_name(MauiDisposition d);
// One line on what Outrigger does with the name: the alias target, the modern form, the note on
// what it did in Maui and why it does nothing here, or the workbench area of an implemented one.
std::string disposition_detail(std::string_view name);

}  // namespace outrigger
