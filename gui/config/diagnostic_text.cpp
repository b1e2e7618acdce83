#include "gui/config/diagnostic_text.hpp"

#include <QRegularExpression>
#include <array>
#include <vector>

#include "gui/config/config_texts.hpp"

namespace outrigger::gui {

namespace {

// One sentence shape of the core: its English pattern (arguments captured in order) and the
// same sentence for tr(), the arguments as %1, %2, ... `note` marks the argument that is a
// catalogue note (translated as one); 0 for none.
struct Shape {
    const char* pattern;
    const char* text;
    int note = 0;  // the argument that is a catalogue note
    int unit = 0;  // the argument that is a unit ("processors")
};

const std::array kShapes{
    Shape{R"(^unknown value '(.*)' for (\S+); expected one of (.+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "unknown value '%1' for %2; expected one of %3")},
    Shape{R"(^unknown value '(.*)' for (\S+); expected ON or OFF$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "unknown value '%1' for %2; expected ON or OFF")},
    Shape{R"(^unknown parameter '(.*)'; the line is kept but has no effect$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "unknown parameter '%1'; the line is kept but has no effect")},
    Shape{R"(^unknown attribute '(.*)' of (\S+); kept but has no effect$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "unknown attribute '%1' of %2; kept but has no effect")},
    Shape{R"(^expected a number for (\S+), found '(.*)'$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "expected a number for %1, found '%2'")},
    Shape{R"(^expected a whole number for (\S+), found '(.*)'$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "expected a whole number for %1, found '%2'")},
    Shape{R"(^expected a duration \[\[\[DD:\]HH:\]MM:\]SS or INFINITY for (\S+), found '(.*)'$)",
          QT_TRANSLATE_NOOP("DiagnosticText",
                            "expected a duration [[[DD:]HH:]MM:]SS or INFINITY for %1, found '%2'")},
    Shape{R"(^expected TRUE or FALSE for (\S+), found '(.*)'$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "expected TRUE or FALSE for %1, found '%2'")},
    Shape{R"(^expected a value after (\S+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "expected a value after %1")},
    Shape{R"(^expected ATTR=VALUE, found '(.*)'$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "expected ATTR=VALUE, found '%1'")},
    Shape{
        R"(^(\S+) is a Maui parameter that Outrigger keeps without effect: (.+)$)",
        QT_TRANSLATE_NOOP("DiagnosticText", "%1 is a Maui parameter that Outrigger keeps without effect: %2"),
        2},
    Shape{R"(^(\S+) is a Maui parameter that Outrigger does not use; kept$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 is a Maui parameter that Outrigger does not use; kept")},
    Shape{
        R"(^(\S+) is a Maui attribute that Outrigger keeps without effect: (.+)$)",
        QT_TRANSLATE_NOOP("DiagnosticText", "%1 is a Maui attribute that Outrigger keeps without effect: %2"),
        2},
    Shape{R"(^(\S+) is a Maui attribute that Outrigger does not use; kept$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 is a Maui attribute that Outrigger does not use; kept")},
    Shape{
        R"(^(\S+) is a Maui 3\.0 form, read as its modern equivalent; `orsim check-config --modernize` rewrites it$)",
        QT_TRANSLATE_NOOP(
            "DiagnosticText",
            "%1 is a Maui 3.0 form, read as its modern equivalent; `orsim check-config --modernize` "
            "rewrites it")},
    Shape{R"(^(\S+) is accepted, no effect$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 is accepted, no effect")},
    // The mismatches between config, cluster and workload (session/input_mismatches.hpp).
    Shape{R"(^(SRCFG\[.+\]) HOSTLIST names (\d+) nodes the cluster does not have: (\S+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 HOSTLIST names %2 nodes the cluster does not have: %3")},
    Shape{R"(^(SRCFG\[.+\]) HOSTLIST names 1 node the cluster does not have: (\S+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 HOSTLIST names 1 node the cluster does not have: %2")},
    Shape{
        R"(^(SRCFG\[.+\]) HOSTLIST names (\d+) nodes the cluster does not have: (\S+) \(none of its nodes exists: the reservation holds nothing\)$)",
        QT_TRANSLATE_NOOP("DiagnosticText",
                          "%1 HOSTLIST names %2 nodes the cluster does not have: %3 (none of "
                          "its nodes exists: the reservation holds nothing)")},
    Shape{R"(^(NODECFG\[.+\]) names (\d+) nodes the cluster does not have: (\S+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 names %2 nodes the cluster does not have: %3")},
    Shape{R"(^(NODECFG\[.+\]) names 1 node the cluster does not have: (\S+)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 names 1 node the cluster does not have: %2")},
    Shape{R"(^(.+) is not a partition of the cluster \(its partitions: (.+)\)$)",
          QT_TRANSLATE_NOOP("DiagnosticText", "%1 is not a partition of the cluster (its partitions: %2)")},
    Shape{
        R"(^no job of class (\S+) in the workload can meet (.+): the smallest asks for (\d+) (.+), so all (\d+) of them would be refused$)",
        QT_TRANSLATE_NOOP("DiagnosticText",
                          "no job of class %1 in the workload can meet %2: the smallest asks "
                          "for %3 %4, so all %5 of them would be refused"),
        0, 4},
    Shape{R"(^(\d+) of the (\d+) jobs of class (\S+) in the workload exceed (.+) and would be refused$)",
          QT_TRANSLATE_NOOP("DiagnosticText",
                            "%1 of the %2 jobs of class %3 in the workload exceed %4 and would be refused")},
};

}  // namespace

QString DiagnosticText::of(std::string_view message) {
    // Compiled once, on first use.
    static const std::vector<QRegularExpression> compiled = [] {
        std::vector<QRegularExpression> out;
        for (const Shape& shape : kShapes) out.emplace_back(QString::fromLatin1(shape.pattern));
        return out;
    }();
    const QString english = QString::fromUtf8(message.data(), static_cast<qsizetype>(message.size()));
    for (std::size_t s = 0; s < kShapes.size(); ++s) {
        const QRegularExpressionMatch m = compiled[s].match(english);
        if (!m.hasMatch()) continue;
        const Shape& shape = kShapes[s];
        QString out = tr(shape.text);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
            const QString arg = m.captured(i);
            if (i == shape.note)
                out = out.arg(describe(arg.toStdString()));
            else if (i == shape.unit)
                out = out.arg(unit_text(arg));
            else
                out = out.arg(arg);
        }
        return out;
    }
    return english;
}

QString DiagnosticText::unit_text(const QString& unit) {
    if (unit == QLatin1String("processors")) return tr("processors");
    if (unit == QLatin1String("seconds of walltime")) return tr("seconds of walltime");
    if (unit == QLatin1String("processor-seconds")) return tr("processor-seconds");
    return unit;
}

}  // namespace outrigger::gui
