#include "gui/config/parameter_picker.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "config/catalogue.hpp"
#include "gui/config/config_texts.hpp"

namespace outrigger::gui {

namespace {
constexpr int kNameRole = Qt::UserRole;
constexpr int kDescriptionRole = Qt::UserRole + 1;

QString text_of(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
}  // namespace

ParameterPicker::ParameterPicker(const ConfigDocument& document, QWidget* parent)
    : QDialog(parent),
      search_(new QLineEdit(this)),
      list_(new QListWidget(this)),
      description_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("parameterPicker"));
    setWindowTitle(tr("Add Parameter"));
    search_->setObjectName(QStringLiteral("parameterSearch"));
    search_->setPlaceholderText(tr("Part of a name or of a description"));
    search_->setClearButtonEnabled(true);
    description_->setObjectName(QStringLiteral("parameterDescription"));
    description_->setWordWrap(true);
    description_->setMinimumHeight(description_->fontMetrics().height() * 4);
    description_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    for (const ParameterInfo& p : all_parameters()) {
        if (p.usage != Usage::Used) continue;
        const QString name = text_of(p.name);
        const bool set = !p.indexed && document.value(p.name).has_value();
        auto* item = new QListWidgetItem(set ? tr("%1 (already set)").arg(name) : name, list_);
        item->setData(kNameRole, name);
        item->setData(kDescriptionRole, describe(p.description));
        item->setToolTip(describe(p.description));
        if (set) item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
    }
    list_->setCurrentRow(-1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(search_);
    layout->addWidget(list_, 1);
    layout->addWidget(description_);
    layout->addWidget(buttons_);
    connect(search_, &QLineEdit::textChanged, this, &ParameterPicker::filter);
    connect(list_, &QListWidget::currentRowChanged, this, &ParameterPicker::current_changed);
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    current_changed();
    resize(520, 480);
}

QString ParameterPicker::chosen() const {
    const QListWidgetItem* item = list_->currentItem();
    return item != nullptr && !item->isHidden() ? item->data(kNameRole).toString() : QString();
}

void ParameterPicker::filter(const QString& text) {
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        const bool shown = text.isEmpty() ||
                           item->data(kNameRole).toString().contains(text, Qt::CaseInsensitive) ||
                           item->data(kDescriptionRole).toString().contains(text, Qt::CaseInsensitive);
        item->setHidden(!shown);
    }
    current_changed();
}

void ParameterPicker::current_changed() {
    const QListWidgetItem* item = list_->currentItem();
    const bool chosen_one = item != nullptr && !item->isHidden();
    description_->setText(chosen_one ? item->data(kDescriptionRole).toString()
                                     : tr("Choose a parameter to see what it does."));
    if (QPushButton* ok = buttons_->button(QDialogButtonBox::Ok); ok != nullptr) ok->setEnabled(chosen_one);
}

}  // namespace outrigger::gui
