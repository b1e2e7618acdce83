#pragma once

// The planned reservation's name, access list and flags (setres -n, -u -g -a -q -c, -x): one
// field each, lists comma separated, ACL marks allowed (!name, name*, name-, name=, name+).

#include <QDialog>

#include "gui/schedule/reservation_plan.hpp"

class QLineEdit;

namespace outrigger::gui {

class ReservationDialog final : public QDialog {
    Q_OBJECT
  public:
    explicit ReservationDialog(const ReservationPlan& plan, QWidget* parent = nullptr);
    // The plan with the fields as edited.
    [[nodiscard]] ReservationPlan plan() const;

    [[nodiscard]] QLineEdit* name_edit() const { return name_; }
    [[nodiscard]] QLineEdit* users_edit() const { return users_; }
    [[nodiscard]] QLineEdit* flags_edit() const { return flags_; }

  private:
    ReservationPlan plan_;
    QLineEdit* name_;
    QLineEdit* users_;
    QLineEdit* groups_;
    QLineEdit* accounts_;
    QLineEdit* qos_;
    QLineEdit* classes_;
    QLineEdit* flags_;
};

}  // namespace outrigger::gui
