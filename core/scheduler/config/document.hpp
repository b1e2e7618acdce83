#pragma once

// maui.cfg as a lossless document. The exact bytes are the truth: every line, comment, blank line,
// tab, trailing space, CRLF and a missing final newline are kept, so a file loaded and saved
// unchanged is byte-identical. On top of the bytes the document keeps a parse: one entry per
// parameter occurrence (a logical line, after joining backslash continuations), with byte spans
// so that an edit rewrites only the text it must. Mutations splice the text and re-parse; the
// revision counter lets views (the GUI) notice changes and undo by re-applying old values.
//
// The document knows names (through the catalogue): unknown parameters and attributes are kept
// and reported with the nearest known spelling, known-unused Maui parameters get a note saying
// what they did in Maui, Maui 3.0 forms a note that --modernize rewrites them, behaviourless ones a
// warning. What a value means is the typed view's business
// (typed_config.hpp).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/catalogue.hpp"
#include "config/diagnostic.hpp"

namespace outrigger {

// One ATTR=VALUE of a *CFG line. Columns are 1-based on the attribute's physical line.
struct ConfigAttribute {
    std::string name;     // canonical upper-case name (aliases resolved), without [index]
    std::string written;  // the name as written, with any [index]: "MAXJOB[GROUP]"
    std::string index;    // "GROUP", "USER:steve"; empty when none
    std::string value;    // raw value text; bare words that followed a list attribute are included
    int line = 0;
    int column = 0;  // of the name
    int value_line = 0;
    int value_column = 0;  // of the value
    int extra_words = 0;   // bare words appended to a list value (`QOSLIST=high low`)
    bool known = false;
    std::size_t offset = 0;  // byte span of the whole ATTR=VALUE text in the document
    std::size_t length = 0;
    std::size_t value_offset = 0;  // byte span of the value text
    std::size_t value_length = 0;
};

// One parameter occurrence.
struct ConfigEntry {
    std::string parameter;  // canonical upper-case name (aliases resolved); unknown names upper-cased
    std::string written;    // the name as written
    std::string index;      // text between the brackets, may be empty ("node[001-064]" kept whole)
    std::string value;      // raw value text: continuation lines joined, comment and outer spaces removed
    int line = 0;           // first physical line
    int column = 0;         // of the name
    int index_line = 0;     // of the index text (after '['); the name's position when there is none
    int index_column = 0;
    int value_line = 0;
    int value_column = 0;
    bool known = false;
    const ParameterInfo* info = nullptr;      // catalogue entry; nullptr when unknown
    std::vector<ConfigAttribute> attributes;  // *CFG lines only
    std::size_t line_offset = 0;              // byte span of the whole logical line, terminator excluded
    std::size_t line_length = 0;
    std::size_t value_offset = 0;  // byte span of the value text (may cross continuations)
    std::size_t value_length = 0;
};

class ConfigDocument {
  public:
    ConfigDocument() = default;

    // Never fails: bad lines become diagnostics and are kept as text.
    static ConfigDocument parse(std::string_view text, std::string file_name);
    // nullopt with `error` set when the file cannot be read.
    static std::optional<ConfigDocument> load(const std::filesystem::path& path, std::string& error);
    // Atomic: writes a temporary file beside `path` and renames it over. False with `error` set.
    bool save(const std::filesystem::path& path, std::string& error) const;

    [[nodiscard]] std::string text() const { return text_; }
    [[nodiscard]] const std::string& bytes() const { return text_; }
    [[nodiscard]] const std::string& file_name() const { return file_name_; }
    [[nodiscard]] const std::vector<ConfigEntry>& entries() const { return entries_; }
    // Syntax and name diagnostics, in line order.
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    [[nodiscard]] std::uint64_t revision() const { return revision_; }

    // Effective value: the last occurrence of PARAM[index] (names case-insensitive, aliases resolved;
    // index compared exactly).
    [[nodiscard]] std::optional<std::string> value(std::string_view param, std::string_view index = {}) const;
    // Effective attribute: the last occurrence across every PARAM[index] line (attributes accumulate).
    [[nodiscard]] std::optional<std::string> attribute(std::string_view param, std::string_view index,
                                                       std::string_view attr) const;
    // The distinct indexes of a parameter in first-appearance order (USERCFG -> DEFAULT, john, ...).
    [[nodiscard]] std::vector<std::string> indexes(std::string_view param) const;

    // Sets the effective value: rewrites the value text of the last occurrence, or adds a line
    // `PARAM[index] value` after the last line of the same parameter, else after the last parameter
    // of the same area, else at the end (using the file's line ending).
    void set_value(std::string_view param, std::string_view index, std::string_view value);
    // Sets ATTR=VALUE: rewrites the value of its last occurrence, or appends ` ATTR=VALUE` to the
    // last PARAM[index] line, or adds a new `PARAM[index] ATTR=VALUE` line as set_value places one.
    void set_attribute(std::string_view param, std::string_view index, std::string_view attr,
                       std::string_view value);
    // Replaces the whole text, keeping the file name: one edit (the revision advances), used for
    // rewrites of the whole file such as modernize() and for undoing them.
    void replace_text(std::string text);
    // Removes every occurrence (whole lines). False when there was none.
    bool remove_value(std::string_view param, std::string_view index = {});
    // Removes every occurrence of the attribute; a line left without attributes is removed.
    bool remove_attribute(std::string_view param, std::string_view index, std::string_view attr);

  private:
    void reparse();
    void splice(std::size_t offset, std::size_t length, std::string_view replacement);
    [[nodiscard]] std::size_t insertion_point(const ParameterInfo* info, std::string_view canonical) const;
    void insert_line(std::string_view canonical, std::string_view line_text);
    [[nodiscard]] std::string_view line_ending() const;

    std::string text_;
    std::string file_name_;
    std::vector<ConfigEntry> entries_;
    std::vector<Diagnostic> diagnostics_;
    std::uint64_t revision_ = 0;
};

}  // namespace outrigger
