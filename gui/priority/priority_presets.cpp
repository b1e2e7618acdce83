#include "gui/priority/priority_presets.hpp"

#include <QCoreApplication>
#include <array>

namespace outrigger::gui {

namespace {

PrioritySettings maui_defaults() {
    return PrioritySettings{};
}

PrioritySettings fair_shares_first() {
    PrioritySettings s;
    s.weight(PriorityComponent::Cred) = 1;
    s.weight(PrioritySub::Qos) = 100;
    s.weight(PriorityComponent::Fs) = 100;
    s.weight(PrioritySub::FsUser) = 10;
    s.weight(PrioritySub::FsGroup) = 5;
    s.weight(PriorityComponent::Serv) = 1;
    s.weight(PrioritySub::QueueTime) = 1;
    return s;
}

PrioritySettings short_jobs_first() {
    PrioritySettings s;
    s.weight(PriorityComponent::Fs) = 0;
    s.weight(PriorityComponent::Serv) = 1;
    s.weight(PrioritySub::QueueTime) = 1;
    s.weight(PrioritySub::XFactor) = 1000;
    s.weight(PrioritySub::Bypass) = 10;
    s.weight(PriorityComponent::Cred) = 1;
    s.weight(PrioritySub::Qos) = 10;
    return s;
}

constexpr std::array kPresets{
    BuiltinPreset{
        "maui-defaults", QT_TRANSLATE_NOOP("PriorityPresets", "Maui's defaults"),
        QT_TRANSLATE_NOOP("PriorityPresets",
                          "Every component weight 1, every subcomponent 0 but queue time 1, no caps: "
                          "first come, first served."),
        maui_defaults},
    BuiltinPreset{
        "fair-shares-first", QT_TRANSLATE_NOOP("PriorityPresets", "Fair shares first"),
        QT_TRANSLATE_NOOP("PriorityPresets",
                          "A site that promises each group its share: fairshare usage against targets "
                          "dominates, QOS priority next, queue time breaks ties."),
        fair_shares_first},
    BuiltinPreset{
        "short-jobs-first", QT_TRANSLATE_NOOP("PriorityPresets", "Short jobs first"),
        QT_TRANSLATE_NOOP("PriorityPresets",
                          "A throughput site: the expansion factor dominates, so short jobs start soon "
                          "and long waits catch up; fairshare plays no part."),
        short_jobs_first},
};

}  // namespace

std::span<const BuiltinPreset> builtin_presets() {
    return kPresets;
}

QString preset_title(const BuiltinPreset& preset) {
    return QCoreApplication::translate("PriorityPresets", preset.title);
}

QString preset_description(const BuiltinPreset& preset) {
    return QCoreApplication::translate("PriorityPresets", preset.description);
}

const BuiltinPreset* find_builtin_preset(const QString& name) {
    for (const BuiltinPreset& p : kPresets)
        if (name == QLatin1String(p.id) || name == preset_title(p) || name == QLatin1String(p.title))
            return &p;
    return nullptr;
}

}  // namespace outrigger::gui
