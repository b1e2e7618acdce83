#include "service/state_store.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>

#include <system_error>

namespace outrigger::service {

namespace fs = std::filesystem;

namespace {

constexpr const char* kDatabase = "outriggerd.db";
constexpr const char* kLock = "outriggerd.lock";
constexpr const char* kFormat = "outriggerd-state/1";
// 'ORTR': SQLite's application id says the file is ours before any table is read.
constexpr int kApplicationId = 0x4F525452;

// The files a state directory may hold besides the database.
bool ours(const fs::path& name, const std::string& statistics) {
    const std::string n = name.filename().string();
    if (n == kSlurmRunsFile || n == std::string(kSlurmRunsFile) + ".new") return true;
    return (!statistics.empty() && n == statistics) || n == kDatabase || n == kLock ||
           n == std::string(kDatabase) + "-wal" || n == std::string(kDatabase) + "-shm" ||
           n == std::string(kDatabase) + "-journal" || n == std::string(kDatabase) + ".new" ||
           n == std::string(kDatabase) + ".new-journal";
}

struct Statement {
    sqlite3_stmt* stmt = nullptr;
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr); }
    ~Statement() { sqlite3_finalize(stmt); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
};

std::optional<std::string> single_text(sqlite3* db, const char* sql) {
    Statement s(db, sql);
    if (s.stmt == nullptr || sqlite3_step(s.stmt) != SQLITE_ROW) return std::nullopt;
    const unsigned char* t = sqlite3_column_text(s.stmt, 0);
    return t ? std::string(reinterpret_cast<const char*>(t)) : std::string();
}

std::optional<std::int64_t> single_int(sqlite3* db, const char* sql) {
    Statement s(db, sql);
    if (s.stmt == nullptr || sqlite3_step(s.stmt) != SQLITE_ROW) return std::nullopt;
    return sqlite3_column_int64(s.stmt, 0);
}

std::optional<std::string> meta(sqlite3* db, const char* key) {
    Statement s(db, "SELECT value FROM meta WHERE key = ?1");
    if (s.stmt == nullptr) return std::nullopt;
    sqlite3_bind_text(s.stmt, 1, key, -1, SQLITE_STATIC);
    if (sqlite3_step(s.stmt) != SQLITE_ROW) return std::nullopt;
    const unsigned char* t = sqlite3_column_text(s.stmt, 0);
    return t ? std::string(reinterpret_cast<const char*>(t)) : std::string();
}

constexpr const char* kSchema =
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE journal (sequence INTEGER PRIMARY KEY AUTOINCREMENT, steps INTEGER NOT NULL,"
    " kind TEXT NOT NULL, body TEXT NOT NULL);"
    "CREATE TABLE clock (id INTEGER PRIMARY KEY CHECK (id = 1), steps INTEGER NOT NULL,"
    " sim_seconds INTEGER NOT NULL);"
    "INSERT INTO clock VALUES (1, 0, 0);";

// Added after the first format: made when missing, so that an older directory gains it.
constexpr const char* kSnapshotTable =
    "CREATE TABLE IF NOT EXISTS snapshot (id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " covers INTEGER NOT NULL, steps INTEGER NOT NULL, body TEXT NOT NULL)";

// The live state (LiveState): made when missing, like the snapshots.
constexpr const char* kLiveTables =
    "CREATE TABLE IF NOT EXISTS fairshare_window (start INTEGER PRIMARY KEY, length INTEGER NOT NULL,"
    " total REAL NOT NULL);"
    "CREATE TABLE IF NOT EXISTS fairshare_usage (start INTEGER NOT NULL, kind TEXT NOT NULL,"
    " name TEXT NOT NULL, usage REAL NOT NULL, PRIMARY KEY (start, kind, name));";

bool put_meta(sqlite3* db, const char* key, const std::string& value) {
    Statement s(db, "INSERT OR REPLACE INTO meta VALUES (?1, ?2)");
    if (s.stmt == nullptr) return false;
    sqlite3_bind_text(s.stmt, 1, key, -1, SQLITE_STATIC);
    sqlite3_bind_text(s.stmt, 2, value.c_str(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
    return sqlite3_step(s.stmt) == SQLITE_DONE;
}

bool initialise(const fs::path& scratch, const fs::path& target, const std::string& inputs,
                std::string& why) {
    std::error_code ec;
    fs::remove(scratch, ec);
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(scratch.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        why = db ? sqlite3_errmsg(db) : "out of memory";
        sqlite3_close_v2(db);
        return false;
    }
    const std::string init = std::string("PRAGMA synchronous=FULL;BEGIN;") + kSchema +
                             "PRAGMA application_id=" + std::to_string(kApplicationId) +
                             ";INSERT INTO meta VALUES ('format', '" + kFormat + "');COMMIT;";
    char* message = nullptr;
    bool ok = sqlite3_exec(db, init.c_str(), nullptr, nullptr, &message) == SQLITE_OK;
    if (!ok) why = message ? message : sqlite3_errmsg(db);
    sqlite3_free(message);
    if (ok) {
        Statement put(db, "INSERT INTO meta VALUES ('inputs', ?1)");
        ok = put.stmt != nullptr;
        if (ok) {
            sqlite3_bind_text(put.stmt, 1, inputs.c_str(), -1, SQLITE_TRANSIENT);
            ok = sqlite3_step(put.stmt) == SQLITE_DONE;
        }
        if (!ok) why = sqlite3_errmsg(db);
    }
    sqlite3_close_v2(db);
    if (!ok) return false;
    fs::rename(scratch, target, ec);
    if (ec) {
        why = ec.message();
        return false;
    }
    // The rename is durable only once the directory is.
    const int dir_fd = ::open(target.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir_fd >= 0) {
        ::fsync(dir_fd);
        ::close(dir_fd);
    }
    return true;
}

}  // namespace

OpenedStore StateStore::open(const fs::path& dir, const std::string& inputs, const std::string& statistics) {
    OpenedStore out;
    const std::string where = dir.string();
    std::error_code ec;
    if (!fs::exists(dir, ec)) {
        fs::create_directories(dir, ec);
        if (ec) {
            out.error = "state directory " + where + ": cannot create it: " + ec.message();
            return out;
        }
        fs::permissions(dir, fs::perms::owner_all, ec);
    } else if (!fs::is_directory(dir, ec)) {
        out.error = "state directory " + where + ": not a directory";
        return out;
    }
    const fs::path db_path = dir / kDatabase;
    const bool exists = fs::exists(db_path, ec);
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (ours(entry.path(), statistics)) continue;
        out.error = "state directory " + where + " holds " + entry.path().filename().string() +
                    ", which is not outriggerd's: give an empty or new directory (nothing was changed)";
        return out;
    }
    if (ec) {
        out.error = "state directory " + where + ": cannot read it: " + ec.message();
        return out;
    }

    const int lock_fd = ::open((dir / kLock).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    DirectoryLock lock(lock_fd);
    if (lock_fd < 0 || ::flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
        out.error = "state directory " + where + " is in use by another outriggerd";
        return out;
    }

    if (!exists) {
        // Made whole under another name and renamed into place: a kill while it is made leaves no
        // half-made database that a restart would refuse.
        std::string why;
        if (!initialise(dir / (std::string(kDatabase) + ".new"), db_path, inputs, why)) {
            out.error = "state database " + db_path.string() + ": cannot make it: " + why;
            return out;
        }
        out.fresh = true;
    }
    sqlite3* raw = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX;
    const int rc = sqlite3_open_v2(db_path.c_str(), &raw, flags, nullptr);
    std::unique_ptr<StateStore> store(new StateStore(raw, std::move(lock), db_path));
    if (rc != SQLITE_OK) {
        out.error = "state database " + db_path.string() + ": cannot open it: " + sqlite3_errstr(rc);
        return out;
    }
    sqlite3_busy_timeout(raw, 5000);
    {
        const auto app = single_int(raw, "PRAGMA application_id");
        if (!app) {
            out.error = "state database " + db_path.string() +
                        " is not a SQLite database (or is damaged): " + sqlite3_errmsg(raw) +
                        "; nothing was changed";
            return out;
        }
        if (*app != kApplicationId) {
            out.error =
                "state database " + db_path.string() + " was not written by outriggerd; nothing was changed";
            return out;
        }
        const auto check = single_text(raw, "PRAGMA quick_check");
        if (!check || *check != "ok") {
            out.error = "state database " + db_path.string() +
                        " is damaged (quick_check: " + check.value_or(sqlite3_errmsg(raw)) +
                        "); keep it for inspection and start from a copy or a new directory";
            return out;
        }
        const auto format = meta(raw, "format");
        if (!format || *format != kFormat) {
            out.error = "state database " + db_path.string() + " has format '" + format.value_or("none") +
                        "', this outriggerd reads " + kFormat;
            return out;
        }
        const auto written_for = meta(raw, "inputs");
        if (!written_for || *written_for != inputs) {
            out.error = "state directory " + where +
                        " was written for another machine or workload: start with the same cluster and "
                        "workload, or give a new state directory";
            return out;
        }
    }
    if (!store->exec("PRAGMA journal_mode=WAL") || !store->exec("PRAGMA synchronous=FULL") ||
        !store->exec(kSnapshotTable) || !store->exec(kLiveTables)) {
        out.error = "state database " + db_path.string() + ": " + store->error_;
        return out;
    }
    out.store = std::move(store);
    return out;
}

void StateStore::Closer::operator()(sqlite3* db) const {
    sqlite3_close_v2(db);
}

StateStore::DirectoryLock::~DirectoryLock() {
    if (fd_ >= 0) ::close(fd_);
}

StateStore::StateStore(sqlite3* db, DirectoryLock lock, fs::path path)
    : db_(db), lock_(std::move(lock)), path_(std::move(path)) {}

StateStore::~StateStore() = default;

bool StateStore::exec(const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_.get(), sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
    error_ = message ? message : sqlite3_errmsg(db_.get());
    sqlite3_free(message);
    return false;
}

std::optional<std::int64_t> StateStore::append(std::int64_t steps, const std::string& kind,
                                               const nlohmann::json& body) {
    // One statement in autocommit mode is one transaction: it is on disk (synchronous=FULL) when
    // step returns.
    Statement s(db_.get(), "INSERT INTO journal (steps, kind, body) VALUES (?1, ?2, ?3)");
    if (s.stmt == nullptr) {
        error_ = sqlite3_errmsg(db_.get());
        return std::nullopt;
    }
    const std::string text = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    sqlite3_bind_int64(s.stmt, 1, steps);
    sqlite3_bind_text(s.stmt, 2, kind.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s.stmt, 3, text.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(s.stmt) != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_.get());
        return std::nullopt;
    }
    return sqlite3_last_insert_rowid(db_.get());
}

bool StateStore::mark_clock(const ClockMark& mark) {
    Statement s(db_.get(), "UPDATE clock SET steps = ?1, sim_seconds = ?2 WHERE id = 1");
    if (s.stmt == nullptr) {
        error_ = sqlite3_errmsg(db_.get());
        return false;
    }
    sqlite3_bind_int64(s.stmt, 1, mark.steps);
    sqlite3_bind_int64(s.stmt, 2, mark.sim_seconds);
    if (sqlite3_step(s.stmt) != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_.get());
        return false;
    }
    return true;
}

std::optional<std::string> StateStore::base_config() const {
    return meta(db_.get(), "base_config");
}

bool StateStore::set_base_config(const std::string& text) {
    Statement s(db_.get(), "INSERT OR REPLACE INTO meta VALUES ('base_config', ?1)");
    if (s.stmt == nullptr) {
        error_ = sqlite3_errmsg(db_.get());
        return false;
    }
    sqlite3_bind_text(s.stmt, 1, text.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(s.stmt) != SQLITE_DONE) {
        error_ = sqlite3_errmsg(db_.get());
        return false;
    }
    return true;
}

std::vector<JournalEntry> StateStore::journal(std::string& error, std::int64_t after) const {
    std::vector<JournalEntry> out;
    Statement s(db_.get(),
                "SELECT sequence, steps, kind, body FROM journal WHERE sequence > ?1 ORDER BY sequence");
    if (s.stmt == nullptr) {
        error = sqlite3_errmsg(db_.get());
        return out;
    }
    sqlite3_bind_int64(s.stmt, 1, after);
    while (sqlite3_step(s.stmt) == SQLITE_ROW) {
        JournalEntry e;
        e.sequence = sqlite3_column_int64(s.stmt, 0);
        e.steps = sqlite3_column_int64(s.stmt, 1);
        const unsigned char* kind = sqlite3_column_text(s.stmt, 2);
        const unsigned char* body = sqlite3_column_text(s.stmt, 3);
        e.kind = kind ? reinterpret_cast<const char*>(kind) : "";
        e.body = nlohmann::json::parse(body ? reinterpret_cast<const char*>(body) : "", nullptr, false);
        if (e.body.is_discarded()) {
            error = "journal entry " + std::to_string(e.sequence) + " does not parse";
            return {};
        }
        out.push_back(std::move(e));
    }
    return out;
}

bool StateStore::save_snapshot(const StoredSnapshot& snapshot) {
    if (!exec("BEGIN IMMEDIATE")) return false;
    Statement put(db_.get(), "INSERT INTO snapshot (covers, steps, body) VALUES (?1, ?2, ?3)");
    bool ok = put.stmt != nullptr;
    if (ok) {
        sqlite3_bind_int64(put.stmt, 1, snapshot.covers);
        sqlite3_bind_int64(put.stmt, 2, snapshot.steps);
        sqlite3_bind_text(put.stmt, 3, snapshot.body.c_str(), static_cast<int>(snapshot.body.size()),
                          SQLITE_TRANSIENT);
        ok = sqlite3_step(put.stmt) == SQLITE_DONE;
    }
    if (ok) {
        Statement prune(
            db_.get(),
            "DELETE FROM snapshot WHERE id NOT IN (SELECT id FROM snapshot ORDER BY id DESC LIMIT 2)");
        ok = prune.stmt != nullptr && sqlite3_step(prune.stmt) == SQLITE_DONE;
    }
    if (!ok) {
        error_ = sqlite3_errmsg(db_.get());
        exec("ROLLBACK");
        return false;
    }
    return exec("COMMIT");
}

std::vector<StoredSnapshot> StateStore::snapshots(std::string& error) const {
    std::vector<StoredSnapshot> out;
    Statement s(db_.get(), "SELECT id, covers, steps, body FROM snapshot ORDER BY id DESC");
    if (s.stmt == nullptr) {
        error = sqlite3_errmsg(db_.get());
        return out;
    }
    while (sqlite3_step(s.stmt) == SQLITE_ROW) {
        StoredSnapshot snap;
        snap.id = sqlite3_column_int64(s.stmt, 0);
        snap.covers = sqlite3_column_int64(s.stmt, 1);
        snap.steps = sqlite3_column_int64(s.stmt, 2);
        const unsigned char* body = sqlite3_column_text(s.stmt, 3);
        snap.body = body ? reinterpret_cast<const char*>(body) : "";
        out.push_back(std::move(snap));
    }
    return out;
}

bool StateStore::save_live_state(const LiveState& state) {
    error_.clear();
    if (!exec("BEGIN IMMEDIATE")) return false;
    sqlite3* db = db_.get();
    bool ok = exec("DELETE FROM fairshare_usage") && exec("DELETE FROM fairshare_window");
    {
        Statement window(db, "INSERT INTO fairshare_window (start, length, total) VALUES (?1, ?2, ?3)");
        Statement cell(db, "INSERT INTO fairshare_usage (start, kind, name, usage) VALUES (?1, ?2, ?3, ?4)");
        ok = ok && window.stmt != nullptr && cell.stmt != nullptr;
        for (const UsageWindow& w : state.windows) {
            if (!ok) break;
            sqlite3_reset(window.stmt);
            sqlite3_bind_int64(window.stmt, 1, w.start);
            sqlite3_bind_int64(window.stmt, 2, w.length);
            sqlite3_bind_double(window.stmt, 3, w.total);
            ok = sqlite3_step(window.stmt) == SQLITE_DONE;
            for (const UsageCell& c : w.cells) {
                if (!ok) break;
                sqlite3_reset(cell.stmt);
                sqlite3_bind_int64(cell.stmt, 1, w.start);
                sqlite3_bind_text(cell.stmt, 2, c.kind.c_str(), -1, SQLITE_TRANSIENT);
                sqlite3_bind_text(cell.stmt, 3, c.name.c_str(), -1, SQLITE_TRANSIENT);
                sqlite3_bind_double(cell.stmt, 4, c.usage);
                ok = sqlite3_step(cell.stmt) == SQLITE_DONE;
            }
        }
    }
    ok = ok && put_meta(db, "live_as_of", std::to_string(state.as_of)) &&
         put_meta(db, "live_running", state.running.dump());
    if (!ok) {
        if (error_.empty()) error_ = sqlite3_errmsg(db);
        exec("ROLLBACK");
        return false;
    }
    return exec("COMMIT");
}

std::optional<LiveState> StateStore::live_state(std::string& error) const {
    sqlite3* db = db_.get();
    const auto as_of = meta(db, "live_as_of");
    if (!as_of) return std::nullopt;
    LiveState out;
    try {
        out.as_of = std::stoll(*as_of);
    } catch (const std::exception&) {
        error = "the live state's time '" + *as_of + "' is not a number";
        return std::nullopt;
    }
    out.running = nlohmann::json::parse(meta(db, "live_running").value_or(""), nullptr, false);
    if (out.running.is_discarded()) {
        error = "the live state's running jobs do not parse";
        return std::nullopt;
    }
    Statement windows(db, "SELECT start, length, total FROM fairshare_window ORDER BY start DESC");
    Statement cells(db, "SELECT kind, name, usage FROM fairshare_usage WHERE start = ?1 ORDER BY kind, name");
    if (windows.stmt == nullptr || cells.stmt == nullptr) {
        error = sqlite3_errmsg(db);
        return std::nullopt;
    }
    while (sqlite3_step(windows.stmt) == SQLITE_ROW) {
        UsageWindow w;
        w.start = sqlite3_column_int64(windows.stmt, 0);
        w.length = sqlite3_column_int64(windows.stmt, 1);
        w.total = sqlite3_column_double(windows.stmt, 2);
        sqlite3_reset(cells.stmt);
        sqlite3_bind_int64(cells.stmt, 1, w.start);
        while (sqlite3_step(cells.stmt) == SQLITE_ROW) {
            const unsigned char* kind = sqlite3_column_text(cells.stmt, 0);
            const unsigned char* name = sqlite3_column_text(cells.stmt, 1);
            w.cells.push_back(UsageCell{kind ? reinterpret_cast<const char*>(kind) : "",
                                        name ? reinterpret_cast<const char*>(name) : "",
                                        sqlite3_column_double(cells.stmt, 2)});
        }
        out.windows.push_back(std::move(w));
    }
    return out;
}

ClockMark StateStore::clock() const {
    ClockMark m;
    Statement s(db_.get(), "SELECT steps, sim_seconds FROM clock WHERE id = 1");
    if (s.stmt != nullptr && sqlite3_step(s.stmt) == SQLITE_ROW) {
        m.steps = sqlite3_column_int64(s.stmt, 0);
        m.sim_seconds = sqlite3_column_int64(s.stmt, 1);
    }
    return m;
}

std::int64_t StateStore::last_sequence() const {
    // sqlite_sequence keeps the highest sequence ever handed out, even if rows were removed.
    return single_int(db_.get(), "SELECT seq FROM sqlite_sequence WHERE name = 'journal'").value_or(0);
}

}  // namespace outrigger::service
