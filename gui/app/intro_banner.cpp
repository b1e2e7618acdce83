#include "gui/app/intro_banner.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace outrigger::gui {

namespace {
constexpr auto kDismissedKey = "intro/dismissed";
}

IntroBanner::IntroBanner(QWidget* parent)
    : QFrame(parent), label_(new QLabel(this)), dismiss_(new QPushButton(this)) {
    setObjectName(QStringLiteral("introBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    label_->setObjectName(QStringLiteral("introText"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setForegroundRole(QPalette::ToolTipText);
    dismiss_->setObjectName(QStringLiteral("introDismiss"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(label_, 1);
    layout->addWidget(dismiss_, 0, Qt::AlignTop);
    connect(dismiss_, &QPushButton::clicked, this, [this] {
        QSettings().setValue(QLatin1String(kDismissedKey), true);
        hide();
        emit closed();
    });
    retranslate();
}

void IntroBanner::set_text(const QString& rich_text) {
    label_->setText(rich_text);
}

bool IntroBanner::dismissed() {
    return QSettings().value(QLatin1String(kDismissedKey), false).toBool();
}

void IntroBanner::reopen() {
    QSettings().remove(QLatin1String(kDismissedKey));
    show();
}

void IntroBanner::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QFrame::changeEvent(event);
}

void IntroBanner::retranslate() {
    dismiss_->setText(tr("Got it"));
    dismiss_->setToolTip(tr("Hide this explanation (Help > What You Are Looking At shows it again)"));
}

}  // namespace outrigger::gui
