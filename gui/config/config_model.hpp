#pragma once

// The workbench tree over a maui.cfg document: areas (Priority ... Other) at the top, one row per
// parameter (PARAM or PARAM[index], showing its effective value), and for the *CFG lines
// (USERCFG[x], SRCFG[x], NODECFG[x], ...) one row per attribute below the node. Columns: name,
// value, diagnostic. Domain data travels in custom roles so views, delegates and tests never
// parse display text.
//
// The model owns the document. Edits made through setData() are pushed onto the undo stack as
// commands; the commands call apply_value()/apply_attribute(), which mutate the document and
// update the tree precisely (dataChanged for a changed value, row insertions and removals for
// parameters that appear or disappear), never a reset unless rows were reordered.

#include <QAbstractItemModel>
#include <QPointer>
#include <QUndoStack>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "config/catalogue.hpp"
#include "config/diagnostic.hpp"
#include "config/document.hpp"

namespace outrigger::gui {

class ConfigModel final : public QAbstractItemModel {
    Q_OBJECT
  public:
    enum Column { NameColumn = 0, ValueColumn = 1, DiagnosticColumn = 2, ColumnCount = 3 };
    enum class RowType { Area, Parameter, Attribute };
    enum Role {
        RowTypeRole = Qt::UserRole + 1,  // int(RowType)
        ParameterRole,                   // QString: canonical parameter name ("USERCFG", "FSWEIGHT")
        IndexRole,                       // QString: the [index], empty when none
        AttributeRole,    // QString: attribute name with any [index] ("MAXJOB[GROUP]"); attribute rows only
        ValueRole,        // QString: raw effective value text
        AreaRole,         // int(ConfigArea)
        KindRole,         // int(ValueKind), -1 for area rows and unknown names
        ChoicesRole,      // QStringList: accepted values of an enum or flag list
        DescriptionRole,  // QString: the meaning, translated when a translation exists
        DiagnosticsRole,  // QStringList: formatted diagnostics on this row
        SeverityRole,     // int(Diagnostic::Severity) of the worst diagnostic, -1 when none
        LineRole,         // int: the 1-based line of the row's last occurrence, 0 for area rows
    };

    explicit ConfigModel(QObject* parent = nullptr);
    ~ConfigModel() override;

    // Replaces the document (a reset: a different file).
    void set_document(ConfigDocument document);
    [[nodiscard]] const ConfigDocument& document() const { return document_; }
    // Every diagnostic of the document and its typed view, in line order.
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    // The row a diagnostic belongs to (name column), invalid when it names no parameter.
    [[nodiscard]] QModelIndex index_for_diagnostic(std::size_t i) const;
    // The row written on physical line `line` (1-based): the attribute at or before `column` on
    // it when there is one (0: the line's last), else its parameter; invalid for a comment, a
    // blank line or a line past the end.
    [[nodiscard]] QModelIndex index_for_line(int line, int column = 0) const;
    // The row of PARAM[index] (or of one of its attributes), invalid when absent.
    [[nodiscard]] QModelIndex find(const QString& parameter, const QString& index = {},
                                   const QString& attribute = {}) const;

    // Where setData() pushes its commands; without a stack, edits apply directly.
    void set_undo_stack(QUndoStack* stack) { undo_stack_ = stack; }

    // Mutations used by the undo commands: set (or, with nullopt, remove) a value or attribute.
    void apply_value(const std::string& parameter, const std::string& index,
                     const std::optional<std::string>& value);
    void apply_attribute(const std::string& parameter, const std::string& index, const std::string& attribute,
                         const std::optional<std::string>& value);
    // Replaces the whole text (a rewrite such as modernize(), or its undo).
    void apply_text(const std::string& text);
    // A user edit that goes through the undo stack: add or change PARAM[index] value.
    void edit_value(const QString& parameter, const QString& index, const QString& value);
    void edit_attribute(const QString& parameter, const QString& index, const QString& attribute,
                        const QString& value);

    // QAbstractItemModel
    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Area titles and descriptions are translated: call after a language change.
    void retranslate();

  signals:
    // After every change of the document's text (edit, undo, redo, new document).
    void documentChanged();

  public:
    struct Node;

  private:
    [[nodiscard]] Node* node(const QModelIndex& index) const;
    [[nodiscard]] QModelIndex index_of(const Node* n, int column) const;
    void rebuild_after_edit();
    void sync_children(Node& old_parent, std::vector<std::unique_ptr<Node>> fresh,
                       const QModelIndex& parent_index);

    ConfigDocument document_;
    std::vector<Diagnostic> diagnostics_;
    std::unique_ptr<Node> root_;
    QPointer<QUndoStack> undo_stack_;
};

}  // namespace outrigger::gui
