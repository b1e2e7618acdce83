#pragma once

// The undoable edits of the workbench. SetConfigTextCommand sets PARAM[index] (or one attribute
// of a *CFG node) to a new text; undo re-applies the text the document had before (or removes what
// the edit added), so undo and redo go through the same span-exact document mutations as the edit
// itself and an edit followed by undo leaves the file byte-identical. ReplaceConfigTextCommand
// swaps the whole text for a rewrite of it (Modernize legacy parameters), undone by swapping back.

#include <QPointer>
#include <QUndoCommand>
#include <optional>
#include <string>

namespace outrigger::gui {

class ConfigModel;

class SetConfigTextCommand final : public QUndoCommand {
  public:
    // `attribute` empty: a plain parameter value; otherwise an attribute of PARAM[index].
    SetConfigTextCommand(ConfigModel* model, std::string parameter, std::string index,
                         std::optional<std::string> attribute, std::string value);

    void redo() override;
    void undo() override;

  private:
    void apply(const std::optional<std::string>& text);

    QPointer<ConfigModel> model_;
    std::string parameter_;
    std::string index_;
    std::optional<std::string> attribute_;
    std::optional<std::string> before_;  // nullopt: the edit added the value
    std::string after_;
};

class ReplaceConfigTextCommand final : public QUndoCommand {
  public:
    ReplaceConfigTextCommand(ConfigModel* model, std::string text, const QString& label);

    void redo() override;
    void undo() override;

  private:
    QPointer<ConfigModel> model_;
    std::string before_;
    std::string after_;
};

}  // namespace outrigger::gui
