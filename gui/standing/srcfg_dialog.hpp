#pragma once

// The editor of one SRCFG entry: every attribute the configuration reads for a standing
// reservation (PERIOD, DAYS, STARTTIME/ENDTIME, TASKCOUNT and RESOURCES, HOSTLIST, PARTITION,
// NODEFEATURES, TPN, the USER/GROUP/ACCOUNT/CLASS/QOS/JOBATTR lists with their marks, ACCESS,
// FLAGS, OWNER, CHARGEACCOUNT, PRIORITY, DEPTH, TIMELIMIT), as maui.cfg writes them. An empty
// field removes the attribute (its default applies). OK is refused while the result has errors:
// they are shown, checked by the same parser the engine reads maui.cfg with.

#include <QDialog>
#include <map>
#include <string>
#include <vector>

#include "config/document.hpp"
#include "gui/standing/srcfg_edit.hpp"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace outrigger::gui {

class SrcfgDialog final : public QDialog {
    Q_OBJECT
  public:
    SrcfgDialog(const ConfigDocument& document, std::string name, QWidget* parent = nullptr);

    // The edits the fields make to SRCFG[name] (empty when nothing changed).
    [[nodiscard]] std::vector<AttributeEdit> edits() const;
    // The errors the edited document would have on SRCFG[name]; empty when it is fine.
    [[nodiscard]] QStringList problems() const;

    // The field of `attribute` ("STARTTIME"), for tests and for focusing it.
    [[nodiscard]] QLineEdit* field(const std::string& attribute) const;
    [[nodiscard]] QComboBox* period() const { return period_; }
    [[nodiscard]] QComboBox* access() const { return access_; }
    [[nodiscard]] QCheckBox* day(int d) const { return days_[static_cast<std::size_t>(d)]; }
    [[nodiscard]] QLabel* problem_label() const { return problem_label_; }

    void accept() override;

  private:
    const ConfigDocument& document_;
    std::string name_;
    std::map<std::string, QLineEdit*> fields_;
    QComboBox* period_;
    QComboBox* access_;
    std::array<QCheckBox*, 7> days_{};
    QLabel* problem_label_;
};

// The message for a STARTTIME at or after ENDTIME in a daily reservation: how to write a window
// across midnight.
[[nodiscard]] QString midnight_advice();

}  // namespace outrigger::gui
