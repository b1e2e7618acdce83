#include "gui/app/credential_legend.hpp"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <utility>

namespace outrigger::gui {

namespace {

constexpr int kSwatchWidth = 22;
constexpr int kGap = 4;       // between a swatch and its name
constexpr int kSpacing = 12;  // between entries

}  // namespace

CredentialLegend::CredentialLegend(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void CredentialLegend::set_entries(std::vector<Entry> entries, QString note) {
    entries_ = std::move(entries);
    note_ = std::move(note);
    QStringList names;
    for (const Entry& e : entries_) names << e.name;
    setAccessibleName(tr("Legend"));
    setAccessibleDescription(names.join(QStringLiteral(", ")) +
                             (note_.isEmpty() ? QString() : QStringLiteral(". ") + note_));
    updateGeometry();
    update();
}

void CredentialLegend::clear() {
    set_entries({}, {});
}

std::vector<CredentialLegend::Placed> CredentialLegend::layout_at(int width) const {
    const QFontMetrics fm(font());
    const int line = fm.height() + 4;
    width = std::max(width, kSwatchWidth + kGap + fm.averageCharWidth() * 4);
    std::vector<Placed> out;
    int x = 0;
    int y = 0;
    const auto place = [&](int w) {
        if (x > 0 && x + w > width) {
            x = 0;
            y += line;
        }
        const QPoint at(x, y);
        x += w + kSpacing;
        return at;
    };
    for (const Entry& e : entries_) {
        const int text_w = fm.horizontalAdvance(e.name);
        const QPoint at = place(kSwatchWidth + kGap + text_w);
        Placed p;
        p.swatch = QRect(at.x(), at.y() + (line - fm.height()) / 2 + 1, kSwatchWidth, fm.height() - 2);
        p.text = QRect(at.x() + kSwatchWidth + kGap, at.y(), text_w, line);
        p.label = e.name;
        p.entry = &e;
        out.push_back(std::move(p));
    }
    if (!note_.isEmpty()) {
        // The note flows word by word, so a narrow window wraps it rather than cutting it.
        for (const QString& word : note_.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const int w = fm.horizontalAdvance(word);
            if (x > 0 && x + w > width) {
                x = 0;
                y += line;
            }
            Placed p;
            p.text = QRect(x, y, w, line);
            p.label = word;
            out.push_back(std::move(p));
            x += w + fm.horizontalAdvance(QLatin1Char(' '));
        }
    }
    return out;
}

int CredentialLegend::heightForWidth(int width) const {
    const std::vector<Placed> placed = layout_at(width);
    int bottom = 0;
    for (const Placed& p : placed) bottom = std::max(bottom, p.text.bottom() + 1);
    return bottom;
}

QSize CredentialLegend::sizeHint() const {
    const int w = width() > 0 ? width() : 800;
    return {w, heightForWidth(w)};
}

QSize CredentialLegend::minimumSizeHint() const {
    return {0, heightForWidth(width() > 0 ? width() : 800)};
}

void CredentialLegend::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QColor text = palette().color(QPalette::WindowText);
    for (const Placed& placed : layout_at(width())) {
        if (placed.entry) {
            const CredentialLook& look = placed.entry->look;
            p.fillRect(placed.swatch, look.fill);
            if (look.pattern != Qt::NoBrush) p.fillRect(placed.swatch, QBrush(look.ink, look.pattern));
            p.setPen(text);
            p.drawRect(placed.swatch.adjusted(0, 0, -1, -1));
        }
        p.setPen(text);
        p.drawText(placed.text, Qt::AlignLeft | Qt::AlignVCenter, placed.label);
    }
}

}  // namespace outrigger::gui
