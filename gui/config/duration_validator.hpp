#pragma once

// Validates a maui.cfg duration while it is typed: `[[[DD:]HH:]MM:]SS` or INFINITY. Partial
// input that can still become valid ("1:", "INF") is Intermediate; the editor only commits an
// Acceptable text, which config/duration.hpp's parse_duration accepts.

#include <QValidator>

namespace outrigger::gui {

class DurationValidator final : public QValidator {
    Q_OBJECT
  public:
    explicit DurationValidator(QObject* parent = nullptr) : QValidator(parent) {}
    State validate(QString& input, int& pos) const override;
};

}  // namespace outrigger::gui
