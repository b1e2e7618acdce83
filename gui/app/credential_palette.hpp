#pragma once

// The look of a credential (user, group, account, QOS, class) wherever jobs are drawn by whose
// they are. Okabe & Ito's eight colour-blind-safe colours alone repeat after eight credentials
// (the demo's forty users shared seven colours), so each colour comes with one of six overlay
// patterns: 48 distinct looks before any repeats, and the credential's name on the bar where
// there is room says the rest. Colour is never the only carrier: the pattern and the label are
// there for those who cannot tell the colours apart. On a dark base Okabe-Ito's black, which
// would vanish, is a light grey, and patterns are drawn in the contrast colour of their fill.

#include <QColor>
#include <QPalette>
#include <Qt>
#include <cstddef>

#include "model/ids.hpp"

namespace outrigger::gui {

struct CredentialLook {
    QColor fill;
    Qt::BrushStyle pattern = Qt::NoBrush;  // drawn over the fill in `ink`
    QColor ink;                            // text and pattern on the fill: black or white
};

class CredentialPalette {
  public:
    static constexpr std::size_t kColours = 8;
    static constexpr std::size_t kPatterns = 6;
    static constexpr std::size_t kDistinct = kColours * kPatterns;

    explicit CredentialPalette(bool dark = false) : dark_(dark) {}
    // The palette for a widget's colours: dark when its base is dark.
    [[nodiscard]] static CredentialPalette for_palette(const QPalette& palette);

    // Okabe-Ito colour i (mod 8), black lightened on a dark base.
    [[nodiscard]] QColor colour(std::size_t i) const;
    // The i-th look: the eight colours plain, then with each pattern in turn.
    [[nodiscard]] CredentialLook look(std::size_t i) const;
    // A credential's look by its id (interned in order of first appearance); grey when invalid.
    [[nodiscard]] CredentialLook look(CredId id) const;
    [[nodiscard]] bool dark() const { return dark_; }

    // Black or white, whichever reads on `c`.
    [[nodiscard]] static QColor ink_on(const QColor& c);

  private:
    bool dark_ = false;
};

}  // namespace outrigger::gui
