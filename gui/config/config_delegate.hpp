#pragma once

// Editors for config values, chosen by the value kind in ConfigModel::KindRole: a spin box for
// integers and numbers, a validated line edit for durations, a combo box for enums, a check box
// for booleans and a line edit for lists and everything else. Editors commit text through
// setData(), so every edit reaches the undo stack.

#include <QStyledItemDelegate>

namespace outrigger::gui {

class ConfigDelegate final : public QStyledItemDelegate {
    Q_OBJECT
  public:
    explicit ConfigDelegate(QObject* parent = nullptr) : QStyledItemDelegate(parent) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

}  // namespace outrigger::gui
