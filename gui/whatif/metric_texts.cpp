#include "gui/whatif/metric_texts.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace outrigger::gui::whatif {

namespace {

// The comparison's words, in one translation context.
class WhatIfText {
    Q_DECLARE_TR_FUNCTIONS(WhatIfText)
};

struct Words {
    const char* key;
    const char* label;
    const char* definition;
};

// Keyed by the core's stable metric keys (session/whatif_comparison.hpp). %1 is τ in seconds.
constexpr Words kWords[] = {
    {"mean_wait_s", QT_TRANSLATE_NOOP("WhatIfText", "Mean wait"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "The average time a started job waited between its submission and its start.")},
    {"median_wait_s", QT_TRANSLATE_NOOP("WhatIfText", "Median wait"),
     QT_TRANSLATE_NOOP("WhatIfText", "Half of the started jobs waited at most this long (nearest rank).")},
    {"p95_wait_s", QT_TRANSLATE_NOOP("WhatIfText", "95th percentile wait"),
     QT_TRANSLATE_NOOP("WhatIfText", "95 % of the started jobs waited at most this long (nearest rank).")},
    {"max_wait_s", QT_TRANSLATE_NOOP("WhatIfText", "Longest wait"),
     QT_TRANSLATE_NOOP("WhatIfText", "The longest time any started job waited.")},
    {"mean_bsld", QT_TRANSLATE_NOOP("WhatIfText", "Mean bounded slowdown (τ = %1 s)"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "Per finished job max(1, (wait + run time) / max(run time, τ)), averaged; τ = %1 s "
                       "keeps very short jobs from dominating. 1 means no job waited.")},
    {"mean_xfactor", QT_TRANSLATE_NOOP("WhatIfText", "Mean expansion factor"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "Per started job (wait + requested walltime) / requested walltime, averaged: how "
                       "many times its requested time a job takes to come back.")},
    {"utilization", QT_TRANSLATE_NOOP("WhatIfText", "Utilization"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "Processor-seconds delivered to finished jobs divided by the machine's processors "
                       "times the makespan.")},
    {"makespan_s", QT_TRANSLATE_NOOP("WhatIfText", "Makespan"),
     QT_TRANSLATE_NOOP("WhatIfText", "From the first submission to the last job's end.")},
    {"backfilled_share", QT_TRANSLATE_NOOP("WhatIfText", "Backfilled share"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "The share of all jobs that started ahead of a higher-priority waiting job "
                       "(backfill). Descriptive: neither more nor less is better in itself.")},
    {"started", QT_TRANSLATE_NOOP("WhatIfText", "Jobs started"),
     QT_TRANSLATE_NOOP("WhatIfText", "Jobs that started during the replay.")},
    {"rejected", QT_TRANSLATE_NOOP("WhatIfText", "Jobs rejected"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "Jobs the configuration can never run (a hard limit or a request no node fits); "
                       "they never waited in the queue.")},
    {"never_started", QT_TRANSLATE_NOOP("WhatIfText", "Jobs never started"),
     QT_TRANSLATE_NOOP("WhatIfText",
                       "Jobs neither started nor rejected: still waiting when the replay ended.")},
};

const Words* words_of(const std::string& key) {
    for (const Words& w : kWords)
        if (key == w.key) return &w;
    return nullptr;
}

QString translated(const char* text) {
    return QCoreApplication::translate("WhatIfText", text);
}

// One of a metric's texts in the chosen language (%1 filled with τ), or the core's English for a
// key the table does not know.
QString worded(const WhatIfMetricRow& row, const char* Words::*text, const std::string& fallback,
               std::int64_t tau_s) {
    const Words* w = words_of(row.key);
    if (w == nullptr) return QString::fromStdString(fallback);
    QString out = translated(w->*text);
    return out.contains(QLatin1String("%1")) ? out.arg(tau_s) : out;
}

// A credential kind's name, singular and plural (a switch, so that a new kind does not compile
// without its words).
struct KindWords {
    const char* one = "";
    const char* many = "";
};

KindWords kind_words(CredKind kind) {
    switch (kind) {
        case CredKind::User:
            return {QT_TRANSLATE_NOOP("WhatIfText", "User"), QT_TRANSLATE_NOOP("WhatIfText", "Users")};
        case CredKind::Group:
            return {QT_TRANSLATE_NOOP("WhatIfText", "Group"), QT_TRANSLATE_NOOP("WhatIfText", "Groups")};
        case CredKind::Account:
            return {QT_TRANSLATE_NOOP("WhatIfText", "Account"), QT_TRANSLATE_NOOP("WhatIfText", "Accounts")};
        case CredKind::Qos:
            return {QT_TRANSLATE_NOOP("WhatIfText", "QOS"), QT_TRANSLATE_NOOP("WhatIfText", "QOS")};
        case CredKind::Class:
            return {QT_TRANSLATE_NOOP("WhatIfText", "Class"), QT_TRANSLATE_NOOP("WhatIfText", "Classes")};
    }
    return {};
}

QString sign(double v, const QString& magnitude) {
    if (v > 0) return QStringLiteral("+") + magnitude;
    if (v < 0) return QStringLiteral("\u2212") + magnitude;
    return magnitude;
}

}  // namespace

QString metric_label(const WhatIfMetricRow& row, std::int64_t tau_s) {
    return worded(row, &Words::label, row.label, tau_s);
}

QString metric_definition(const WhatIfMetricRow& row, std::int64_t tau_s) {
    return worded(row, &Words::definition, row.definition, tau_s);
}

QString duration_text(double seconds) {
    const auto total = static_cast<std::int64_t>(std::llround(std::abs(seconds)));
    if (total < 60) return WhatIfText::tr("%L1 s").arg(total);
    if (total < 3600)
        return WhatIfText::tr("%1 min %2 s").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
    const std::int64_t minutes = (total + 30) / 60;
    if (minutes < 48 * 60)
        return WhatIfText::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
    const std::int64_t hours = (minutes + 30) / 60;
    return WhatIfText::tr("%L1 d %2 h").arg(hours / 24).arg(hours % 24);
}

QString value_text(const std::string& unit, double value) {
    const QLocale locale;
    if (unit == "s") return duration_text(value);
    if (unit == "fraction") return WhatIfText::tr("%1 %").arg(locale.toString(value * 100.0, 'f', 1));
    if (unit == "jobs") return locale.toString(static_cast<qint64>(std::llround(value)));
    if (unit == "proc-s" || unit == "proc_s")
        return WhatIfText::tr("%1 proc-h").arg(locale.toString(value / 3600.0, 'f', 1));
    if (unit == "percent") return WhatIfText::tr("%1 %").arg(locale.toString(value, 'f', 1));
    return locale.toString(value, 'f', 2);
}

QString delta_text(const std::string& unit, double delta) {
    const QLocale locale;
    if (unit == "fraction")
        return sign(delta, WhatIfText::tr("%1 points").arg(locale.toString(std::abs(delta) * 100.0, 'f', 1)));
    if (unit == "percent")
        return sign(delta, WhatIfText::tr("%1 points").arg(locale.toString(std::abs(delta), 'f', 1)));
    return sign(delta, value_text(unit, std::abs(delta)));
}

QString percent_text(std::optional<double> percent) {
    if (!percent) return QStringLiteral("\u2014");
    return sign(*percent, WhatIfText::tr("%1 %").arg(QLocale().toString(std::abs(*percent), 'f', 1)));
}

QString direction_text(Better better) {
    switch (better) {
        case Better::Lower:
            return WhatIfText::tr("Lower is better");
        case Better::Higher:
            return WhatIfText::tr("Higher is better");
        case Better::Neither:
            break;
    }
    return WhatIfText::tr("Neither is better");
}

QString better_text(const WhatIfMetricRow& row) {
    if (row.better == Better::Neither) return WhatIfText::tr("— descriptive");
    const QString arrow = row.better == Better::Lower ? QStringLiteral("\u25BC") : QStringLiteral("\u25B2");
    if (!row.winner) return WhatIfText::tr("= same");
    return *row.winner == 'B' ? WhatIfText::tr("%1 B better").arg(arrow)
                              : WhatIfText::tr("%1 A better").arg(arrow);
}

QString spread_text(const std::string& unit, const WhatIfSpread& spread) {
    return WhatIfText::tr("min %1 · median %2 · max %3")
        .arg(value_text(unit, spread.min), value_text(unit, spread.median), value_text(unit, spread.max));
}

QString kind_text(CredKind kind) {
    return translated(kind_words(kind).one);
}

QString kinds_text(CredKind kind) {
    return translated(kind_words(kind).many);
}

}  // namespace outrigger::gui::whatif
