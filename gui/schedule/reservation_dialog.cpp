#include "gui/schedule/reservation_dialog.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QStringList>

namespace outrigger::gui {

namespace {
QString joined(const std::vector<std::string>& values) {
    QStringList out;
    for (const auto& v : values) out << QString::fromStdString(v);
    return out.join(QStringLiteral(", "));
}
std::vector<std::string> list_of(const QLineEdit* edit) {
    return split_list(edit->text().toStdString());
}
}  // namespace

ReservationDialog::ReservationDialog(const ReservationPlan& plan, QWidget* parent)
    : QDialog(parent),
      plan_(plan),
      name_(new QLineEdit(QString::fromStdString(plan.name), this)),
      users_(new QLineEdit(joined(plan.users), this)),
      groups_(new QLineEdit(joined(plan.groups), this)),
      accounts_(new QLineEdit(joined(plan.accounts), this)),
      qos_(new QLineEdit(joined(plan.qos), this)),
      classes_(new QLineEdit(joined(plan.classes), this)),
      flags_(new QLineEdit(joined(plan.flags), this)) {
    setObjectName(QStringLiteral("reservationDialog"));
    setWindowTitle(tr("Reservation name, access and flags"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Users:"), users_);
    form->addRow(tr("&Groups:"), groups_);
    form->addRow(tr("&Accounts:"), accounts_);
    form->addRow(tr("&QOS:"), qos_);
    form->addRow(tr("&Classes:"), classes_);
    form->addRow(tr("&Flags:"), flags_);
    users_->setPlaceholderText(tr("comma separated, e.g. alice, !bob"));
    flags_->setPlaceholderText(tr("e.g. BYNAME, OWNERPREEMPT"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setLayout(form);
}

ReservationPlan ReservationDialog::plan() const {
    ReservationPlan p = plan_;
    p.name = name_->text().trimmed().toStdString();
    p.users = list_of(users_);
    p.groups = list_of(groups_);
    p.accounts = list_of(accounts_);
    p.qos = list_of(qos_);
    p.classes = list_of(classes_);
    p.flags = list_of(flags_);
    return p;
}

}  // namespace outrigger::gui
