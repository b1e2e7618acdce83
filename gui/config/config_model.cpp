#include "gui/config/config_model.hpp"

#include <QApplication>
#include <QStyle>
#include <algorithm>
#include <map>
#include <utility>

#include "config/typed_config.hpp"
#include "gui/config/config_commands.hpp"
#include "gui/config/config_texts.hpp"

namespace outrigger::gui {

struct ConfigModel::Node {
    RowType type = RowType::Area;
    Node* parent = nullptr;
    QString key;  // unique among siblings: area number, "USERCFG[u1]", "MAXJOB[GROUP]"
    ConfigArea area = ConfigArea::Other;
    std::string parameter;
    std::string index;
    std::string attribute;
    std::string value;
    int line = 0;
    const ParameterInfo* parameter_info = nullptr;
    const AttributeInfo* attribute_info = nullptr;
    std::vector<Diagnostic> diagnostics;
    std::vector<std::unique_ptr<Node>> children;

    [[nodiscard]] int row() const {
        if (!parent) return 0;
        const auto& siblings = parent->children;
        const auto it =
            std::find_if(siblings.begin(), siblings.end(), [this](const auto& c) { return c.get() == this; });
        return static_cast<int>(it - siblings.begin());
    }
    [[nodiscard]] bool same_data(const Node& o) const {
        return value == o.value && line == o.line && parameter_info == o.parameter_info &&
               attribute_info == o.attribute_info && diagnostics.size() == o.diagnostics.size() &&
               std::equal(diagnostics.begin(), diagnostics.end(), o.diagnostics.begin(),
                          [](const Diagnostic& a, const Diagnostic& b) {
                              return a.message == b.message && a.line == b.line && a.column == b.column &&
                                     a.severity == b.severity;
                          });
    }
    [[nodiscard]] bool is_cfg() const {
        return type == RowType::Parameter && parameter_info && parameter_info->kind == ValueKind::Attributes;
    }
};

namespace {

using Node = ConfigModel::Node;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

std::string with_index(const std::string& name, const std::string& index) {
    return index.empty() ? name : name + "[" + index + "]";
}

int last_line_of(const std::string& text, const ConfigEntry& e) {
    const auto begin = text.begin() + static_cast<std::ptrdiff_t>(std::min(e.line_offset, text.size()));
    const auto end =
        text.begin() + static_cast<std::ptrdiff_t>(std::min(e.line_offset + e.line_length, text.size()));
    return e.line + static_cast<int>(std::count(begin, end, '\n'));
}

// The tree for a document: the seven areas, their parameters in first-appearance order, and the
// attributes of each *CFG node; diagnostics attached to the row of the line (and column) they name.
std::unique_ptr<Node> build_tree(const ConfigDocument& doc, const std::vector<Diagnostic>& diagnostics) {
    auto root = std::make_unique<Node>();
    for (std::size_t a = 0; a < kConfigAreas; ++a) {
        auto area = std::make_unique<Node>();
        area->type = ConfigModel::RowType::Area;
        area->area = static_cast<ConfigArea>(a);
        area->key = QString::number(a);
        area->parent = root.get();
        root->children.push_back(std::move(area));
    }
    std::map<std::string, Node*> params;  // key -> node
    struct Span {
        int first;
        int last;
        Node* node;
        const ConfigEntry* entry;
    };
    std::vector<Span> spans;
    for (const ConfigEntry& e : doc.entries()) {
        const std::string key = with_index(e.parameter, e.index);
        Node*& p = params[key];
        if (!p) {
            const ConfigArea area = e.info ? e.info->area : ConfigArea::Other;
            Node& area_node = *root->children[static_cast<std::size_t>(area)];
            auto fresh = std::make_unique<Node>();
            fresh->type = ConfigModel::RowType::Parameter;
            fresh->parent = &area_node;
            fresh->key = qs(key);
            fresh->area = area;
            fresh->parameter = e.parameter;
            fresh->index = e.index;
            fresh->parameter_info = e.info;
            p = fresh.get();
            area_node.children.push_back(std::move(fresh));
        }
        p->value = e.value;
        p->line = e.line;
        for (const ConfigAttribute& attr : e.attributes) {
            const std::string akey = with_index(attr.name, attr.index);
            auto it = std::find_if(p->children.begin(), p->children.end(),
                                   [&](const auto& c) { return c->attribute == akey; });
            if (it == p->children.end()) {
                auto child = std::make_unique<Node>();
                child->type = ConfigModel::RowType::Attribute;
                child->parent = p;
                child->key = qs(akey);
                child->area = p->area;
                child->parameter = e.parameter;
                child->index = e.index;
                child->attribute = akey;
                if (e.info && e.info->cfg_kind)
                    child->attribute_info = find_attribute(*e.info->cfg_kind, attr.name);
                p->children.push_back(std::move(child));
                it = std::prev(p->children.end());
            }
            (*it)->value = attr.value;
            (*it)->line = attr.line;
        }
        spans.push_back({e.line, last_line_of(doc.bytes(), e), p, &e});
    }
    for (const Diagnostic& d : diagnostics) {
        const auto span = std::find_if(spans.rbegin(), spans.rend(),
                                       [&](const Span& s) { return s.first <= d.line && d.line <= s.last; });
        if (span == spans.rend()) continue;
        Node* target = span->node;
        const ConfigAttribute* best = nullptr;
        for (const ConfigAttribute& attr : span->entry->attributes)
            if (attr.line < d.line || (attr.line == d.line && attr.column <= d.column)) best = &attr;
        if (best) {
            const std::string akey = with_index(best->name, best->index);
            for (const auto& c : target->children)
                if (c->attribute == akey) target = c.get();
        }
        target->diagnostics.push_back(d);
    }
    return root;
}

bool same_order(const std::vector<std::unique_ptr<Node>>& old_children,
                const std::vector<std::unique_ptr<Node>>& fresh) {
    // The keys both lists share must appear in the same relative order.
    std::vector<QString> common_old;
    std::vector<QString> common_new;
    for (const auto& o : old_children)
        if (std::any_of(fresh.begin(), fresh.end(), [&](const auto& f) { return f->key == o->key; }))
            common_old.push_back(o->key);
    for (const auto& f : fresh)
        if (std::any_of(old_children.begin(), old_children.end(),
                        [&](const auto& o) { return o->key == f->key; }))
            common_new.push_back(f->key);
    if (common_old != common_new) return false;
    for (const auto& o : old_children)
        for (const auto& f : fresh)
            if (o->key == f->key && !same_order(o->children, f->children)) return false;
    return true;
}

int worst_severity(const std::vector<Diagnostic>& ds) {
    int worst = -1;
    for (const auto& d : ds) {
        const int s = static_cast<int>(d.severity);  // Error = 0 is the worst
        if (worst < 0 || s < worst) worst = s;
    }
    return worst;
}

QString summary(const Node& n) {
    QStringList parts;
    for (const auto& c : n.children) parts << qs(c->attribute) + QLatin1Char('=') + qs(c->value);
    return parts.join(QLatin1Char(' '));
}

}  // namespace

ConfigModel::ConfigModel(QObject* parent) : QAbstractItemModel(parent), root_(build_tree(document_, {})) {}

ConfigModel::~ConfigModel() = default;

void ConfigModel::set_document(ConfigDocument document) {
    beginResetModel();
    document_ = std::move(document);
    diagnostics_ = build_config(document_).diagnostics;
    root_ = build_tree(document_, diagnostics_);
    endResetModel();
    emit documentChanged();
}

ConfigModel::Node* ConfigModel::node(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : root_.get();
}

QModelIndex ConfigModel::index_of(const Node* n, int column) const {
    if (!n || n == root_.get()) return {};
    return createIndex(n->row(), column, n);
}

QModelIndex ConfigModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    Node* p = node(parent);
    return createIndex(row, column, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex ConfigModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    const Node* n = node(child);
    return index_of(n->parent, 0);
}

int ConfigModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return static_cast<int>(node(parent)->children.size());
}

int ConfigModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant ConfigModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NameColumn:
            return tr("Parameter");
        case ValueColumn:
            return tr("Value");
        case DiagnosticColumn:
            return tr("Diagnostics");
        default:
            return {};
    }
}

Qt::ItemFlags ConfigModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const Node* n = node(index);
    if (index.column() == ValueColumn && n->type != RowType::Area && !n->is_cfg()) f |= Qt::ItemIsEditable;
    return f;
}

QVariant ConfigModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Node& n = *node(index);
    const ValueKind* kind = n.attribute_info                                     ? &n.attribute_info->kind
                            : (n.parameter_info && n.type == RowType::Parameter) ? &n.parameter_info->kind
                                                                                 : nullptr;
    const std::string_view description = n.attribute_info   ? n.attribute_info->description
                                         : n.parameter_info ? n.parameter_info->description
                                                            : std::string_view{};
    const auto choices = n.attribute_info   ? n.attribute_info->choices
                         : n.parameter_info ? n.parameter_info->choices
                                            : std::span<const std::string_view>{};
    switch (role) {
        case RowTypeRole:
            return static_cast<int>(n.type);
        case ParameterRole:
            return qs(n.parameter);
        case IndexRole:
            return qs(n.index);
        case AttributeRole:
            return qs(n.attribute);
        case ValueRole:
            return n.is_cfg() ? summary(n) : qs(n.value);
        case AreaRole:
            return static_cast<int>(n.area);
        case KindRole:
            return kind ? static_cast<int>(*kind) : -1;
        case ChoicesRole: {
            QStringList list;
            for (const auto c : choices)
                list << QString::fromUtf8(c.data(), static_cast<qsizetype>(c.size()));
            return list;
        }
        case DescriptionRole:
            return description.empty() ? QString() : describe(description);
        case DiagnosticsRole: {
            QStringList list;
            for (const auto& d : n.diagnostics) list << QString::fromStdString(format_diagnostic(d));
            return list;
        }
        case SeverityRole:
            return worst_severity(n.diagnostics);
        case LineRole:
            return n.line;
        default:
            break;
    }
    if (n.type == RowType::Area) {
        if (index.column() == NameColumn && (role == Qt::DisplayRole || role == Qt::AccessibleTextRole))
            return area_title(n.area);
        return {};
    }
    switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            if (index.column() == NameColumn) return n.key;
            if (index.column() == ValueColumn) return n.is_cfg() ? summary(n) : qs(n.value);
            if (index.column() == DiagnosticColumn) {
                QStringList messages;
                for (const auto& d : n.diagnostics)
                    messages << severity_title(d.severity) + QStringLiteral(": ") +
                                    QString::fromStdString(d.message);
                return messages.join(QStringLiteral("; "));
            }
            return {};
        case Qt::EditRole:
            if (index.column() == ValueColumn) return qs(n.value);
            return {};
        case Qt::ToolTipRole: {
            QStringList lines;
            lines << QStringLiteral("<b>%1</b>").arg(n.key.toHtmlEscaped());
            if (!description.empty())
                lines << describe(description).toHtmlEscaped();
            else if (n.type == RowType::Parameter && !n.parameter_info)
                lines << tr("Not a parameter Outrigger knows; the line is kept as written.");
            if (kind) lines << tr("Value: %1").arg(value_kind_title(*kind));
            if (!choices.empty())
                lines << tr("Accepted: %1")
                             .arg(data(index, ChoicesRole).toStringList().join(QStringLiteral(", ")));
            lines << tr("Line %1").arg(n.line);
            for (const auto& d : n.diagnostics)
                lines << QString::fromStdString(format_diagnostic(d)).toHtmlEscaped();
            return lines.join(QStringLiteral("<br/>"));
        }
        case Qt::DecorationRole: {
            if (index.column() != NameColumn || n.diagnostics.empty()) return {};
            const QStyle* style = QApplication::style();
            if (!style) return {};
            switch (static_cast<Diagnostic::Severity>(worst_severity(n.diagnostics))) {
                case Diagnostic::Severity::Error:
                    return style->standardIcon(QStyle::SP_MessageBoxCritical);
                case Diagnostic::Severity::Warning:
                    return style->standardIcon(QStyle::SP_MessageBoxWarning);
                case Diagnostic::Severity::Note:
                    return style->standardIcon(QStyle::SP_MessageBoxInformation);
            }
            return {};
        }
        default:
            return {};
    }
}

bool ConfigModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) return false;
    const Node& n = *node(index);
    const QString text = value.toString().trimmed();
    if (text == qs(n.value)) return true;
    if (text.isEmpty()) return false;  // a parameter without a value is not a maui.cfg line
    if (n.type == RowType::Attribute)
        edit_attribute(qs(n.parameter), qs(n.index), qs(n.attribute), text);
    else
        edit_value(qs(n.parameter), qs(n.index), text);
    return true;
}

void ConfigModel::edit_value(const QString& parameter, const QString& index, const QString& value) {
    auto command = std::make_unique<SetConfigTextCommand>(this, parameter.toStdString(), index.toStdString(),
                                                          std::nullopt, value.toStdString());
    if (undo_stack_)
        undo_stack_->push(command.release());
    else
        command->redo();
}

void ConfigModel::edit_attribute(const QString& parameter, const QString& index, const QString& attribute,
                                 const QString& value) {
    auto command = std::make_unique<SetConfigTextCommand>(this, parameter.toStdString(), index.toStdString(),
                                                          attribute.toStdString(), value.toStdString());
    if (undo_stack_)
        undo_stack_->push(command.release());
    else
        command->redo();
}

void ConfigModel::apply_value(const std::string& parameter, const std::string& index,
                              const std::optional<std::string>& value) {
    if (value)
        document_.set_value(parameter, index, *value);
    else
        document_.remove_value(parameter, index);
    rebuild_after_edit();
}

void ConfigModel::apply_attribute(const std::string& parameter, const std::string& index,
                                  const std::string& attribute, const std::optional<std::string>& value) {
    if (value)
        document_.set_attribute(parameter, index, attribute, *value);
    else
        document_.remove_attribute(parameter, index, attribute);
    rebuild_after_edit();
}

void ConfigModel::apply_text(const std::string& text) {
    document_.replace_text(text);
    rebuild_after_edit();
}

void ConfigModel::rebuild_after_edit() {
    diagnostics_ = build_config(document_).diagnostics;
    auto fresh = build_tree(document_, diagnostics_);
    if (!same_order(root_->children, fresh->children)) {
        beginResetModel();
        root_ = std::move(fresh);
        endResetModel();
    } else {
        sync_children(*root_, std::move(fresh->children), {});
    }
    emit documentChanged();
}

void ConfigModel::sync_children(Node& old_parent, std::vector<std::unique_ptr<Node>> fresh,
                                const QModelIndex& parent_index) {
    auto& old_children = old_parent.children;
    // Rows that disappeared, from the end so that row numbers stay valid.
    for (int i = static_cast<int>(old_children.size()) - 1; i >= 0; --i) {
        const QString& key = old_children[static_cast<std::size_t>(i)]->key;
        if (std::none_of(fresh.begin(), fresh.end(), [&](const auto& f) { return f->key == key; })) {
            beginRemoveRows(parent_index, i, i);
            old_children.erase(old_children.begin() + i);
            endRemoveRows();
        }
    }
    // Rows that appeared, and changed data in the rows both have (same relative order: checked).
    for (std::size_t j = 0; j < fresh.size(); ++j) {
        auto& f = fresh[j];
        const int row = static_cast<int>(j);
        if (j >= old_children.size() || old_children[j]->key != f->key) {
            beginInsertRows(parent_index, row, row);
            f->parent = &old_parent;
            for (auto& c : f->children) c->parent = f.get();
            old_children.insert(old_children.begin() + row, std::move(f));
            endInsertRows();
            continue;
        }
        Node& o = *old_children[j];
        const bool changed = !o.same_data(*f);
        o.value = f->value;
        o.line = f->line;
        o.parameter_info = f->parameter_info;
        o.attribute_info = f->attribute_info;
        o.diagnostics = std::move(f->diagnostics);
        const QModelIndex self = index(row, 0, parent_index);
        const bool children_changed =
            o.children.size() != f->children.size() ||
            !std::equal(o.children.begin(), o.children.end(), f->children.begin(), f->children.end(),
                        [](const auto& a, const auto& b) { return a->key == b->key && a->same_data(*b); });
        sync_children(o, std::move(f->children), self);
        if (changed || (o.is_cfg() && children_changed))
            emit dataChanged(self, index(row, ColumnCount - 1, parent_index));
    }
}

QModelIndex ConfigModel::find(const QString& parameter, const QString& index_text,
                              const QString& attribute) const {
    const QString key =
        index_text.isEmpty() ? parameter : parameter + QLatin1Char('[') + index_text + QLatin1Char(']');
    for (const auto& area : root_->children)
        for (const auto& p : area->children) {
            if (p->key != key) continue;
            if (attribute.isEmpty()) return index_of(p.get(), 0);
            for (const auto& a : p->children)
                if (a->key == attribute) return index_of(a.get(), 0);
        }
    return {};
}

QModelIndex ConfigModel::index_for_line(int line, int column) const {
    // The entry whose logical line covers `line` (the last one when continuations overlap), then
    // the attribute written at or before the column on it.
    const ConfigEntry* entry = nullptr;
    for (const ConfigEntry& e : document_.entries())
        if (e.line <= line && line <= last_line_of(document_.bytes(), e)) entry = &e;
    if (entry == nullptr) return {};
    const ConfigAttribute* best = nullptr;
    for (const ConfigAttribute& attr : entry->attributes)
        if (attr.line < line || (attr.line == line && (column <= 0 || attr.column <= column))) best = &attr;
    for (const auto& area : root_->children)
        for (const auto& p : area->children) {
            if (p->parameter != entry->parameter || p->index != entry->index) continue;
            if (best != nullptr) {
                const std::string akey = with_index(best->name, best->index);
                for (const auto& a : p->children)
                    if (a->attribute == akey) return index_of(a.get(), 0);
            }
            return index_of(p.get(), 0);
        }
    return {};
}

QModelIndex ConfigModel::index_for_diagnostic(std::size_t i) const {
    if (i >= diagnostics_.size()) return {};
    const Diagnostic& d = diagnostics_[i];
    for (const auto& area : root_->children)
        for (const auto& p : area->children) {
            for (const auto& a : p->children)
                for (const auto& ad : a->diagnostics)
                    if (ad.line == d.line && ad.column == d.column && ad.message == d.message)
                        return index_of(a.get(), 0);
            for (const auto& pd : p->diagnostics)
                if (pd.line == d.line && pd.column == d.column && pd.message == d.message)
                    return index_of(p.get(), 0);
        }
    return {};
}

void ConfigModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!root_->children.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    for (int a = 0; a < rowCount(); ++a) {
        const QModelIndex area = index(a, 0);
        if (rowCount(area) > 0)
            emit dataChanged(index(0, 0, area), index(rowCount(area) - 1, ColumnCount - 1, area));
    }
}

}  // namespace outrigger::gui
