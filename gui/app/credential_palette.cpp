#include "gui/app/credential_palette.hpp"

#include <array>

namespace outrigger::gui {

namespace {

// Okabe & Ito (2008): black, orange, sky blue, bluish green, yellow, blue, vermillion, reddish
// purple; black last here, so that the first seven credentials get the brighter colours.
constexpr std::array<QRgb, CredentialPalette::kColours> kOkabeIto = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                                                     0x0072B2, 0xD55E00, 0xCC79A7, 0x000000};
constexpr QRgb kBlackOnDark = 0xC8C8C8;
constexpr std::array<Qt::BrushStyle, CredentialPalette::kPatterns> kOverlays = {
    Qt::NoBrush, Qt::Dense6Pattern, Qt::VerPattern, Qt::HorPattern, Qt::CrossPattern, Qt::FDiagPattern};

}  // namespace

CredentialPalette CredentialPalette::for_palette(const QPalette& palette) {
    return CredentialPalette(palette.color(QPalette::Base).lightness() < 128);
}

QColor CredentialPalette::colour(std::size_t i) const {
    const QRgb rgb = kOkabeIto[i % kColours];
    return QColor::fromRgb(dark_ && rgb == 0x000000 ? kBlackOnDark : rgb);
}

QColor CredentialPalette::ink_on(const QColor& c) {
    const double luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

CredentialLook CredentialPalette::look(std::size_t i) const {
    CredentialLook l;
    l.fill = colour(i);
    l.pattern = kOverlays[(i / kColours) % kPatterns];
    l.ink = ink_on(l.fill);
    return l;
}

CredentialLook CredentialPalette::look(CredId id) const {
    if (!id.valid()) {
        const QColor grey(0x99, 0x99, 0x99);
        return CredentialLook{grey, Qt::NoBrush, ink_on(grey)};
    }
    return look(static_cast<std::size_t>(id.value()));
}

}  // namespace outrigger::gui
