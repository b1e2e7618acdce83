#include "gui/standing/srcfg_dialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QVBoxLayout>

#include "config/duration.hpp"
#include "config/typed_config.hpp"

namespace outrigger::gui {

namespace {

struct FieldInfo {
    const char* attribute;
    const char* label;  // translated in SrcfgDialog's context
};

constexpr std::array kTimeFields{
    FieldInfo{"STARTTIME", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Start (STARTTIME)")},
    FieldInfo{"ENDTIME", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "End (ENDTIME)")},
    FieldInfo{"DEPTH", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Periods ahead (DEPTH)")},
};
constexpr std::array kResourceFields{
    FieldInfo{"TASKCOUNT", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Tasks (TASKCOUNT)")},
    FieldInfo{"RESOURCES", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Per task (RESOURCES)")},
    FieldInfo{"HOSTLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Hosts (HOSTLIST)")},
    FieldInfo{"PARTITION", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Partition (PARTITION)")},
    FieldInfo{"NODEFEATURES",
              QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Node features (NODEFEATURES)")},
    FieldInfo{"TPN", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Tasks per node (TPN)")},
};
constexpr std::array kAccessFields{
    FieldInfo{"USERLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Users (USERLIST)")},
    FieldInfo{"GROUPLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Groups (GROUPLIST)")},
    FieldInfo{"ACCOUNTLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Accounts (ACCOUNTLIST)")},
    FieldInfo{"CLASSLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Classes (CLASSLIST)")},
    FieldInfo{"QOSLIST", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "QOS (QOSLIST)")},
    FieldInfo{"JOBATTRLIST",
              QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Job attributes (JOBATTRLIST)")},
    FieldInfo{"TIMELIMIT", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Time limit (TIMELIMIT)")},
    FieldInfo{"FLAGS", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Flags (FLAGS)")},
    FieldInfo{"OWNER", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Owner (OWNER)")},
    FieldInfo{"CHARGEACCOUNT",
              QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Charged account (CHARGEACCOUNT)")},
    FieldInfo{"PRIORITY", QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Priority (PRIORITY)")},
};

constexpr std::array<const char*, 7> kDayNames{QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Sun"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Mon"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Tue"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Wed"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Thu"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Fri"),
                                               QT_TRANSLATE_NOOP("outrigger::gui::SrcfgDialog", "Sat")};

std::uint8_t days_of(const ConfigDocument& doc, const std::string& name) {
    const TypedConfig typed = build_config(doc);
    for (const auto& sr : typed.config.standing_reservations)
        if (sr.name == name) return sr.days;
    return 0x7f;
}

}  // namespace

QString midnight_advice() {
    return SrcfgDialog::tr(
        "STARTTIME is not before ENDTIME: a daily reservation cannot cross midnight. Make two standing "
        "reservations, as the guide does for 8:00 PM to 6:00 AM: one from STARTTIME to 24:00:00, and one "
        "from "
        "00:00:00 to ENDTIME on the following days. A drag across midnight on the calendar offers both.");
}

SrcfgDialog::SrcfgDialog(const ConfigDocument& document, std::string name, QWidget* parent)
    : QDialog(parent), document_(document), name_(std::move(name)) {
    setWindowTitle(tr("Standing reservation %1").arg(QString::fromStdString(name_)));
    auto* outer = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* body = new QWidget(scroll);
    auto* form = new QFormLayout(body);
    auto value_of = [&](const char* attribute) {
        return QString::fromStdString(document_.attribute("SRCFG", name_, attribute).value_or(std::string()));
    };
    auto add_field = [&](const FieldInfo& f) {
        auto* edit = new QLineEdit(value_of(f.attribute), body);
        edit->setObjectName(QString::fromLatin1(f.attribute));
        const QString label = tr(f.label);
        edit->setAccessibleName(label);
        form->addRow(label, edit);
        fields_[f.attribute] = edit;
    };

    period_ = new QComboBox(body);
    period_->setAccessibleName(tr("Period (PERIOD)"));
    period_->addItem(tr("default (DAY)"), QString());
    for (const char* p : {"DAY", "WEEK", "INFINITY"})
        period_->addItem(QString::fromLatin1(p), QString::fromLatin1(p));
    period_->setCurrentIndex(std::max(0, period_->findData(value_of("PERIOD").toUpper())));
    form->addRow(tr("Period (PERIOD)"), period_);

    auto* days_row = new QWidget(body);
    auto* days_layout = new QHBoxLayout(days_row);
    days_layout->setContentsMargins(0, 0, 0, 0);
    const std::uint8_t days = days_of(document_, name_);
    for (int d = 0; d < 7; ++d) {
        auto* box = new QCheckBox(tr(kDayNames[static_cast<std::size_t>(d)]), days_row);
        box->setChecked(((days >> d) & 1U) != 0);
        days_[static_cast<std::size_t>(d)] = box;
        days_layout->addWidget(box);
    }
    form->addRow(tr("Days (DAYS)"), days_row);
    for (const auto& f : kTimeFields) add_field(f);
    for (const auto& f : kResourceFields) add_field(f);

    access_ = new QComboBox(body);
    access_->setAccessibleName(tr("Access (ACCESS)"));
    access_->addItem(tr("default (DEDICATED)"), QString());
    for (const char* a : {"DEDICATED", "SHARED"})
        access_->addItem(QString::fromLatin1(a), QString::fromLatin1(a));
    access_->setCurrentIndex(std::max(0, access_->findData(value_of("ACCESS").toUpper())));
    form->addRow(tr("Access (ACCESS)"), access_);
    for (const auto& f : kAccessFields) add_field(f);

    auto* marks =
        new QLabel(tr("Lists are written as in maui.cfg: a leading ! excludes, a trailing * makes an "
                      "entry required, + - = set the affinity (alice,!bob*)."),
                   body);
    marks->setWordWrap(true);
    form->addRow(marks);
    scroll->setWidget(body);
    outer->addWidget(scroll);

    problem_label_ = new QLabel(this);
    problem_label_->setWordWrap(true);
    problem_label_->setObjectName(QStringLiteral("problems"));
    problem_label_->setVisible(false);
    outer->addWidget(problem_label_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SrcfgDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SrcfgDialog::reject);
    outer->addWidget(buttons);
    resize(520, 640);
}

QLineEdit* SrcfgDialog::field(const std::string& attribute) const {
    const auto it = fields_.find(attribute);
    return it == fields_.end() ? nullptr : it->second;
}

std::vector<AttributeEdit> SrcfgDialog::edits() const {
    std::vector<AttributeEdit> out;
    auto compare = [&](const std::string& attribute, const QString& text) {
        const std::optional<std::string> was = document_.attribute("SRCFG", name_, attribute);
        const std::string now = text.trimmed().toStdString();
        if (now.empty()) {
            if (was) out.push_back({attribute, std::nullopt});
        } else if (!was || *was != now) {
            out.push_back({attribute, now});
        }
    };
    compare("PERIOD", period_->currentData().toString());
    std::uint8_t days = 0;
    for (int d = 0; d < 7; ++d)
        if (days_[static_cast<std::size_t>(d)]->isChecked())
            days = static_cast<std::uint8_t>(days | (1U << d));
    if (days != days_of(document_, name_)) out.push_back({"DAYS", days_text(days)});
    compare("ACCESS", access_->currentData().toString());
    for (const auto& [attribute, edit] : fields_) compare(attribute, edit->text());
    return out;
}

QStringList SrcfgDialog::problems() const {
    QStringList out;
    const std::vector<AttributeEdit> changes = edits();
    const ConfigDocument edited =
        ConfigDocument::parse(edited_text(document_, name_, changes), document_.file_name());
    const TypedConfig typed = build_config(edited);
    std::vector<int> lines;
    for (const ConfigEntry& e : edited.entries())
        if (e.parameter == "SRCFG" && e.index == name_) lines.push_back(e.line);
    for (const Diagnostic& d : typed.diagnostics)
        if (d.severity == Diagnostic::Severity::Error &&
            std::find(lines.begin(), lines.end(), d.line) != lines.end())
            out.push_back(QString::fromStdString(d.message));
    const QString period = period_->currentData().toString();
    const auto start = parse_duration(field("STARTTIME")->text().trimmed().toStdString());
    const auto end = parse_duration(field("ENDTIME")->text().trimmed().toStdString());
    if ((period.isEmpty() || period == QLatin1String("DAY")) && start && end && *start >= *end)
        out.prepend(midnight_advice());
    return out;
}

void SrcfgDialog::accept() {
    const QStringList found = problems();
    if (!found.isEmpty()) {
        problem_label_->setText(found.join(QLatin1Char('\n')));
        problem_label_->setVisible(true);
        return;
    }
    QDialog::accept();
}

}  // namespace outrigger::gui
