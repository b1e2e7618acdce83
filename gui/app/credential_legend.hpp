#pragma once

// The key to the credential looks a view draws: each entry a swatch with the credential's fill
// and overlay pattern (credential_palette.hpp), then its name, flowing onto as many lines as the
// width needs, then a closing note. Plain colour swatches would make credentials that share a
// colour and differ by pattern look alike here while their bars differ.

#include <QString>
#include <QWidget>
#include <vector>

#include "gui/app/credential_palette.hpp"

namespace outrigger::gui {

class CredentialLegend : public QWidget {
    Q_OBJECT
  public:
    struct Entry {
        CredentialLook look;
        QString name;
    };

    explicit CredentialLegend(QWidget* parent = nullptr);

    void set_entries(std::vector<Entry> entries, QString note);
    void clear();
    [[nodiscard]] const std::vector<Entry>& entries() const { return entries_; }
    [[nodiscard]] const QString& note() const { return note_; }

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    struct Placed {
        QRect swatch;
        QRect text;
        QString label;
        const Entry* entry = nullptr;  // null for the note
    };
    // Where each swatch and label goes at `width`; the same walk sizes and paints.
    [[nodiscard]] std::vector<Placed> layout_at(int width) const;

    std::vector<Entry> entries_;
    QString note_;
};

}  // namespace outrigger::gui
