#pragma once

// Widens every section of a table's header that is narrower than its label: a translated label
// ("Wartezeit", "Utilisateur") is often longer than the English one the width was chosen for,
// and a clipped header hides what a column is. Sections already wider stay as they are.

#include <QHeaderView>

namespace outrigger::gui {

inline void fit_header_labels(QHeaderView* header) {
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c)) continue;
        const int wanted = header->sectionSizeHint(c);
        if (header->sectionSize(c) < wanted) header->resizeSection(c, wanted);
    }
}

}  // namespace outrigger::gui
