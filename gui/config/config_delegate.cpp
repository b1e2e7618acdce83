#include "gui/config/config_delegate.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <limits>

#include "config/catalogue.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/duration_validator.hpp"

namespace outrigger::gui {

namespace {

bool is_true(const QString& text) {
    const QString t = text.trimmed().toUpper();
    return t == QLatin1String("TRUE") || t == QLatin1String("YES") || t == QLatin1String("ON") ||
           t == QLatin1String("1");
}

QString format_number(double v) {
    return QString::number(v, 'g', 15);
}

}  // namespace

QWidget* ConfigDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const {
    Q_UNUSED(option)
    const int kind = index.data(ConfigModel::KindRole).toInt();
    const QString name = index.siblingAtColumn(ConfigModel::NameColumn).data().toString();
    QWidget* editor = nullptr;
    bool numeric = false;
    index.data(Qt::EditRole).toString().toDouble(&numeric);
    switch (static_cast<ValueKind>(kind)) {
        case ValueKind::Integer:
            if (numeric) {
                auto* spin = new QSpinBox(parent);
                spin->setRange(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
                editor = spin;
            }
            break;
        case ValueKind::Number:
            if (numeric) {
                auto* spin = new QDoubleSpinBox(parent);
                spin->setRange(-1e12, 1e12);
                spin->setDecimals(4);
                editor = spin;
            }
            break;
        case ValueKind::Duration: {
            auto* line = new QLineEdit(parent);
            line->setValidator(new DurationValidator(line));
            line->setPlaceholderText(tr("[[[DD:]HH:]MM:]SS or INFINITY"));
            editor = line;
            break;
        }
        case ValueKind::Enum: {
            auto* combo = new QComboBox(parent);
            combo->addItems(index.data(ConfigModel::ChoicesRole).toStringList());
            editor = combo;
            break;
        }
        case ValueKind::Boolean: {
            auto* check = new QCheckBox(parent);
            check->setAutoFillBackground(true);
            editor = check;
            break;
        }
        default:
            break;
    }
    if (!editor) {
        // Lists, limits, targets, resources, free text, and numbers written in a form a spin box
        // cannot hold (INFINITY, 4,8): a line edit keeps the text exactly as typed.
        editor = new QLineEdit(parent);
    }
    editor->setAccessibleName(tr("Value of %1").arg(name));
    return editor;
}

void ConfigDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    const QString text = index.data(Qt::EditRole).toString();
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        spin->setValue(text.toInt());
    else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor))
        dspin->setValue(text.toDouble());
    else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int i = combo->findText(text, Qt::MatchFixedString);
        if (i < 0 && !text.isEmpty()) combo->addItem(text);
        combo->setCurrentIndex(i < 0 ? combo->count() - 1 : i);
    } else if (auto* check = qobject_cast<QCheckBox*>(editor))
        check->setChecked(is_true(text));
    else if (auto* line = qobject_cast<QLineEdit*>(editor))
        line->setText(text);
}

void ConfigDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const {
    QString text;
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        text = QString::number(spin->value());
    else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor))
        text = format_number(dspin->value());
    else if (auto* combo = qobject_cast<QComboBox*>(editor))
        text = combo->currentText();
    else if (auto* check = qobject_cast<QCheckBox*>(editor))
        text = check->isChecked() ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        if (!line->hasAcceptableInput()) return;  // an unfinished duration is not committed
        text = line->text();
    }
    // Unchanged numbers keep their written form (a spin box would turn 0.80 into 0.8).
    bool same_number = false;
    const QString before = index.data(Qt::EditRole).toString();
    if (qobject_cast<QAbstractSpinBox*>(editor)) {
        bool ok = false;
        const double old = before.toDouble(&ok);
        same_number = ok && old == text.toDouble();
    }
    if (same_number) return;
    model->setData(index, text, Qt::EditRole);
}

}  // namespace outrigger::gui
