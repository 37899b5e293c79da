/*
 * store.c — a run in a SQLite database (store.h, docs/schema.md).
 *
 * Layout of this file: the schema; small helpers; opening; the Sink (begin,
 * stored, chunk_done, end); reading totals; merging shards; the bulk-insert
 * benchmark.
 */
#include "analysis/store.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "analysis/owned.h"
#include "analysis/store_check.h"
#include "base/bits.h"
#include "base/cpu_clock.h"
#include "base/data_text.h"
#include "base/errorf.h"
#include "base/xalloc.h"
#include "runner/campaign_data.h"
#include "runner/cell_setup.h"

/* ---------------------------------------------------------------------------
 * The schema (docs/schema.md explains every column)
 * ------------------------------------------------------------------------- */

/* The stable views (docs/schema.md).  win_rates is Intent to Kill's, as it
 * always was; game_outcomes holds every game's cells.  cell_results keeps
 * version 4's per-cell totals for readers of them: the seeker's and the
 * hider's wins are seats 1 and 0 of cell_seat_results (GAME_SEEKER,
 * GAME_HIDER). */
#define CELL_RESULTS_SQL                                                                                       \
    "CREATE VIEW cell_results AS\n"                                                                            \
    "  SELECT t.cell AS cell, t.games AS games, s.wins AS detective_wins, t.accused_right AS accused_right,\n"  \
    "         t.decisions AS decisions, h.wins AS murderer_wins, t.unfinished AS unfinished\n"                 \
    "    FROM cell_totals t JOIN cell_seat_results s ON s.cell = t.cell AND s.seat = 1\n"                      \
    "    JOIN cell_seat_results h ON h.cell = t.cell AND h.seat = 0;\n"
#define WIN_RATES_SQL                                                                                          \
    "CREATE VIEW win_rates AS\n"                                                                               \
    "  SELECT c.scenario AS scenario, c.motive_set AS motive_set, m.motive AS motive,\n"                       \
    "         c.detective AS detective, c.murderer AS murderer, m.games AS games,\n"                           \
    "         m.detective_wins AS detective_wins, c.switches AS switches, c.id AS cell\n"                      \
    "    FROM cells c JOIN cell_motive m ON m.cell = c.id\n"                                                 \
    "  UNION ALL\n"                                                                                          \
    "  SELECT c.scenario, c.motive_set, 'all', c.detective, c.murderer, r.games,\n"                           \
    "         r.detective_wins, c.switches, c.id\n"                                                           \
    "    FROM cells c JOIN cell_results r ON r.cell = c.id WHERE c.game = 'itk';\n"
#define GAME_OUTCOMES_SQL                                                                                      \
    "CREATE VIEW game_outcomes AS\n"                                                                           \
    "  SELECT c.game AS game, c.id AS cell, c.setup AS setup, c.detective AS detective,\n"                     \
    "         c.murderer AS murderer, r.games AS games, r.detective_wins AS detective_wins,\n"                 \
    "         r.murderer_wins AS murderer_wins, r.unfinished AS unfinished\n"                                  \
    "    FROM cells c JOIN cell_results r ON r.cell = c.id;\n"

/* How each game's accusation broke a tie (GameOutcome.guess_tie), per cell,
 * true motive and way: "IF NOT EXISTS" also gives it to a database upgraded
 * from version 4 or made before the table, when a run resumes one
 * (docs/schema.md). */
#define CELL_TIES_SQL                                                                                           \
    "CREATE TABLE IF NOT EXISTS cell_ties (\n"                                                                 \
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"                                                          \
    "  motive TEXT NOT NULL,\n"                                                                                \
    "  tie INTEGER NOT NULL,\n"                                                                                \
    "  games INTEGER NOT NULL,\n"                                                                              \
    "  detective_wins INTEGER NOT NULL,\n"                                                                     \
    "  PRIMARY KEY (cell, motive, tie)) WITHOUT ROWID;\n"

/* The long-form tables of version 5: seats and metrics are rows, not
 * columns, so a new game, seat or metric needs no new schema. */
#define SEAT_TABLES_SQL                                                                                        \
    "CREATE TABLE cell_seats (\n"                                                                              \
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"                                                          \
    "  seat INTEGER NOT NULL,\n"                                                                               \
    "  name TEXT NOT NULL,\n"                                                                                  \
    "  policy TEXT NOT NULL,\n"                                                                                \
    "  PRIMARY KEY (cell, seat)) WITHOUT ROWID;\n"                                                            \
    "CREATE TABLE cell_totals (\n"                                                                             \
    "  cell INTEGER PRIMARY KEY REFERENCES cells(id),\n"                                                       \
    "  games INTEGER NOT NULL,\n"                                                                              \
    "  decisions INTEGER NOT NULL,\n"                                                                          \
    "  unfinished INTEGER NOT NULL,\n"                                                                         \
    "  accused_right INTEGER NOT NULL);\n"                                                                     \
    "CREATE TABLE cell_seat_results (\n"                                                                       \
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"                                                          \
    "  seat INTEGER NOT NULL,\n"                                                                               \
    "  score INTEGER NOT NULL,\n"                                                                              \
    "  wins INTEGER NOT NULL,\n"                                                                               \
    "  PRIMARY KEY (cell, seat)) WITHOUT ROWID;\n"                                                            \
    "CREATE TABLE games (\n"                                                                                   \
    "  cell INTEGER NOT NULL,\n"                                                                               \
    "  game INTEGER NOT NULL,\n"                                                                               \
    "  seed INTEGER NOT NULL);\n"                                                                              \
    "CREATE TABLE game_seats (\n"                                                                              \
    "  cell INTEGER NOT NULL,\n"                                                                               \
    "  game INTEGER NOT NULL,\n"                                                                               \
    "  seat INTEGER NOT NULL,\n"                                                                               \
    "  score INTEGER NOT NULL,\n"                                                                              \
    "  rank INTEGER NOT NULL);\n"                                                                              \
    "CREATE TABLE game_metrics (\n"                                                                            \
    "  cell INTEGER NOT NULL,\n"                                                                               \
    "  game INTEGER NOT NULL,\n"                                                                               \
    "  metric TEXT NOT NULL,\n"                                                                                \
    "  value INTEGER NOT NULL);\n"

/* Version 6: every seat's scores squared and summed, and its games by rank
 * and by how many seats shared the rank, so that a game of any number of
 * seats gives each seat a mean score with an interval, a share of first
 * places (a first place shared k ways counts 1/k) and a rank distribution. */
#define SEAT_RANKS_SQL                                                                                         \
    "ALTER TABLE cell_seat_results ADD COLUMN score_sq INTEGER NOT NULL DEFAULT 0;\n"                          \
    "CREATE TABLE cell_seat_ranks (\n"                                                                         \
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"                                                          \
    "  seat INTEGER NOT NULL,\n"                                                                               \
    "  rank INTEGER NOT NULL,\n"                                                                               \
    "  shared INTEGER NOT NULL,\n"                                                                             \
    "  games INTEGER NOT NULL,\n"                                                                              \
    "  PRIMARY KEY (cell, seat, rank, shared)) WITHOUT ROWID;\n"

static const char schema_sql[] =
    "PRAGMA application_id = 1313818962;\n" /* OWNED_APPLICATION_ID, "NOIR" (owned.h) */
    "CREATE TABLE schema_version (version INTEGER NOT NULL);\n"
    "CREATE TABLE runs (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  campaign TEXT NOT NULL,\n"
    "  configuration TEXT NOT NULL,\n"
    "  config_hash TEXT NOT NULL,\n"
    "  master_seed TEXT NOT NULL,\n"
    "  games_per_cell INTEGER NOT NULL,\n"
    "  chunk_size INTEGER NOT NULL,\n"
    "  row_log TEXT NOT NULL,\n"
    "  version TEXT NOT NULL,\n"
    "  host TEXT NOT NULL,\n"
    "  started TEXT NOT NULL,\n"
    "  finished TEXT,\n"
    "  shard INTEGER NOT NULL,\n"
    "  shard_count INTEGER NOT NULL,\n"
    "  merged_from INTEGER NOT NULL DEFAULT 0,\n"
    "  resumed INTEGER NOT NULL DEFAULT 0);\n"
    "CREATE TABLE motives (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  key TEXT NOT NULL,\n"
    "  name TEXT NOT NULL);\n"
    "CREATE TABLE cells (\n"
    "  id INTEGER PRIMARY KEY,\n"
    "  run INTEGER NOT NULL REFERENCES runs(id),\n"
    "  scenario TEXT NOT NULL,\n"
    "  scenario_name TEXT NOT NULL,\n"
    "  motive_set TEXT NOT NULL,\n"
    "  motive_count INTEGER NOT NULL,\n"
    "  switches TEXT NOT NULL,\n"
    "  no_poi INTEGER NOT NULL,\n"
    "  min_groups INTEGER NOT NULL,\n"
    "  early_accusation INTEGER NOT NULL,\n"
    "  surveillance_ban INTEGER NOT NULL,\n"
    "  detective TEXT NOT NULL,\n"
    "  murderer TEXT NOT NULL,\n"
    "  cell_seed TEXT NOT NULL,\n"
    "  scenario_rules INTEGER NOT NULL,\n"
    "  rules TEXT NOT NULL,\n"
    "  rules_not_simulated TEXT NOT NULL,\n"
    "  game TEXT NOT NULL,\n"
    "  setup TEXT NOT NULL);\n"
    "CREATE TABLE chunks (\n"
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"
    "  chunk INTEGER NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  PRIMARY KEY (cell, chunk)) WITHOUT ROWID;\n"
    "CREATE TABLE cell_motive (\n"
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"
    "  motive TEXT NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  detective_wins INTEGER NOT NULL,\n"
    "  PRIMARY KEY (cell, motive)) WITHOUT ROWID;\n"
    "CREATE TABLE cell_confusion (\n"
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"
    "  true_motive TEXT NOT NULL,\n"
    "  accused_motive TEXT NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  PRIMARY KEY (cell, true_motive, accused_motive)) WITHOUT ROWID;\n"
    "CREATE TABLE cell_shape (\n"
    "  cell INTEGER NOT NULL REFERENCES cells(id),\n"
    "  metric TEXT NOT NULL,\n"
    "  value INTEGER NOT NULL,\n"
    "  games INTEGER NOT NULL,\n"
    "  PRIMARY KEY (cell, metric, value)) WITHOUT ROWID;\n"
    CELL_TIES_SQL SEAT_TABLES_SQL SEAT_RANKS_SQL CELL_RESULTS_SQL WIN_RATES_SQL GAME_OUTCOMES_SQL;

/* Version 2 to 3: every cell so far was Intent to Kill's; its setup text is
 * what itk_params_format writes (games/itk/itk_class.c), and every game had
 * a winner. */
static const char migrate_v2_sql[] =
    "ALTER TABLE cells ADD COLUMN game TEXT NOT NULL DEFAULT 'itk';\n"
    "ALTER TABLE cells ADD COLUMN setup TEXT NOT NULL DEFAULT '';\n"
    "UPDATE cells SET setup = 'scenario=' || scenario || ',motives=' || motive_set || ',no_poi=' || no_poi ||\n"
    "  ',min_groups=' || min_groups || ',early_accusation=' || early_accusation || ',surveillance_ban=' ||\n"
    "  surveillance_ban || ',scenario_rules=' || scenario_rules;\n"
    "ALTER TABLE cell_results ADD COLUMN murderer_wins INTEGER NOT NULL DEFAULT 0;\n"
    "ALTER TABLE cell_results ADD COLUMN unfinished INTEGER NOT NULL DEFAULT 0;\n"
    "UPDATE cell_results SET murderer_wins = games - detective_wins;\n"
    "DROP VIEW win_rates;\n"
    "UPDATE schema_version SET version = 3;\n";

/* Version 3 to 4: the per-game log of every game.  Every row so far was
 * Intent to Kill's, which always has a winner; NOIR's metrics are NULL in
 * them. */
static const char migrate_v3_sql[] =
    "ALTER TABLE games ADD COLUMN murderer_won INTEGER NOT NULL DEFAULT 0;\n"
    "UPDATE games SET murderer_won = 1 - detective_won;\n"
    "ALTER TABLE games ADD COLUMN ending INTEGER;\n"
    "ALTER TABLE games ADD COLUMN deaths INTEGER;\n"
    "ALTER TABLE games ADD COLUMN turns INTEGER;\n"
    "UPDATE schema_version SET version = 4;\n";

/* Version 4 to 5: the long form.  The per-game log's table is renamed first,
 * while every view still reads (SQLite checks them on a rename).  A game's
 * two seats are its hider (0) and seeker (1), each scoring 1 for a win, and
 * ranked 1 + the seats that scored more; version 4's metric columns become a
 * row each where not NULL.  The seats' names are set afterwards from each
 * game's class (migrate_seat_names). */
#define V4_METRIC(name) "INSERT INTO game_metrics SELECT cell, game, '" name "', " name " FROM v4_games WHERE " name \
                        " IS NOT NULL ORDER BY rowid;\n"
static const char migrate_v4_sql[] =
    "ALTER TABLE games RENAME TO v4_games;\n"
    "DROP VIEW IF EXISTS win_rates;\n"
    "DROP VIEW IF EXISTS game_outcomes;\n"
    SEAT_TABLES_SQL
    "INSERT INTO cell_seats SELECT id, 0, '', murderer FROM cells;\n"
    "INSERT INTO cell_seats SELECT id, 1, '', detective FROM cells;\n"
    "INSERT INTO cell_totals SELECT cell, games, decisions, unfinished, accused_right FROM cell_results;\n"
    "INSERT INTO cell_seat_results SELECT cell, 0, murderer_wins, murderer_wins FROM cell_results;\n"
    "INSERT INTO cell_seat_results SELECT cell, 1, detective_wins, detective_wins FROM cell_results;\n"
    "DROP TABLE cell_results;\n"
    "INSERT INTO games SELECT cell, game, seed FROM v4_games ORDER BY rowid;\n"
    "INSERT INTO game_seats SELECT cell, game, seat, score, rank FROM (\n"
    "  SELECT rowid AS r, cell, game, 0 AS seat, murderer_won AS score, 1 + (detective_won > murderer_won) AS rank\n"
    "    FROM v4_games\n"
    "  UNION ALL\n"
    "  SELECT rowid, cell, game, 1, detective_won, 1 + (murderer_won > detective_won) FROM v4_games)\n"
    "  ORDER BY r, seat;\n"
    V4_METRIC("motive") V4_METRIC("accused_motive") V4_METRIC("accused_right") V4_METRIC("murders")
    V4_METRIC("refusals") V4_METRIC("rounds") V4_METRIC("ending") V4_METRIC("deaths") V4_METRIC("turns")
    "DROP TABLE v4_games;\n"
    CELL_RESULTS_SQL WIN_RATES_SQL GAME_OUTCOMES_SQL
    "UPDATE schema_version SET version = 5;\n";

/* Version 5 to 6: every game so far had two seats and scored 1 for a win,
 * so a score's square is the score, and a seat ranked first alone in its
 * wins, first shared two ways in the unfinished games and second in the
 * rest. */
static const char migrate_v5_sql[] =
    SEAT_RANKS_SQL
    STORE_TWO_SEAT_RANKS_SQL
    "UPDATE schema_version SET version = 6;\n";

/* ---------------------------------------------------------------------------
 * Helpers
 * ------------------------------------------------------------------------- */

struct Store {
    sqlite3 *db;           /* NULL until begin() when the file did not exist */
    char *path;
    int begun;             /* begin() succeeded: the file now holds a run */
    const Campaign *campaign;
    /* The run the sink writes: the database's own (runs.id 1, cells from 0),
     * or with `part` a campaign beside it (runs.id > 1, its cells after the
     * others; store_part_sink) */
    int part, run_id, first_cell;
    sqlite3_stmt *ins_chunk, *add_totals, *add_seat, *add_motive, *add_confusion, *add_shape, *add_ties;
    sqlite3_stmt *ins_game, *ins_metric;  /* the per-game log */
    sqlite3_stmt *ins_seat[GAME_SEATS_MAX + 1]; /* a game's seats, by their number */
    sqlite3_stmt *add_rank;                   /* cell_seat_ranks */
};

static int exec(sqlite3 *db, const char *sql, const char *path, char *err, size_t errlen)
{
    char *msg = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &msg) == SQLITE_OK)
        return 0;
    errorf(err, errlen, "%s: %s", path, msg ? msg : sqlite3_errmsg(db));
    sqlite3_free(msg);
    return -1;
}

static int prepare(sqlite3 *db, const char *sql, sqlite3_stmt **st, const char *path, char *err,
                   size_t errlen)
{
    if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, st, NULL) == SQLITE_OK)
        return 0;
    return errorf(err, errlen, "%s: %s", path, sqlite3_errmsg(db));
}

/* Step a statement that returns no rows, then reset it for the next use. */
static int step_done(sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

static void now_utc(char *out, size_t outlen)
{
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, outlen, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static void host_name(char *out, size_t outlen)
{
    if (gethostname(out, outlen) != 0)
        snprintf(out, outlen, "unknown");
    out[outlen - 1] = '\0';
}

/* The first column of the first row of a query, -1 when there is none. */
static int64_t query_int(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st;
    int64_t v = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

/* Does the database have any table at all?  -1 when it cannot be read. */
static int table_count(sqlite3 *db)
{
    return (int)query_int(db, "SELECT count(*) FROM sqlite_schema");
}

/* The problem of a database that cannot be read; "locked" means another
 * process holds it (the busy timeout ran out), not that it is damaged. */
static int unreadable(sqlite3 *db, const char *path, char *err, size_t errlen)
{
    if (sqlite3_errcode(db) == SQLITE_BUSY)
        return errorf(err, errlen,
                      "%s: another noirlab is using it (the database is locked); wait for it to finish, or "
                      "choose another --db",
                      path);
    return errorf(err, errlen, "%s: not a SQLite database (%s)", path, sqlite3_errmsg(db));
}

/* The version in schema_version, -1 when there is none. */
static int schema_version(sqlite3 *db)
{
    return (int)query_int(db, "SELECT version FROM schema_version");
}

/* Copy the database at path as it is into a new file `copy`, which must not
 * exist (an earlier upgrade's copy is never overwritten).  Read through a
 * connection of its own: SQLite does not copy from a connection that holds
 * the write lock, and the caller holds it so that nothing changes meanwhile. */
static int copy_database(const char *path, const char *copy, char *err, size_t errlen)
{
    int fd = open(copy, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0)
        return errorf(err, errlen, "%s: cannot keep a copy of the database before upgrading it: %s: %s%s", path,
                      copy, strerror(errno), errno == EEXIST ? " (move it away, then run again)" : "");
    close(fd);
    sqlite3 *src = NULL, *dst = NULL;
    sqlite3_backup *b = NULL;
    int rc = sqlite3_open_v2(path, &src, SQLITE_OPEN_READONLY, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_open_v2(copy, &dst, SQLITE_OPEN_READWRITE, NULL);
    if (rc == SQLITE_OK) {
        b = sqlite3_backup_init(dst, "main", src, "main");
        rc = b ? sqlite3_backup_step(b, -1) : sqlite3_errcode(dst);
        rc = sqlite3_backup_finish(b) == SQLITE_OK && rc == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
    }
    if (rc != SQLITE_OK)
        errorf(err, errlen, "%s: cannot copy it to %s: %s", path, copy,
               dst ? sqlite3_errmsg(dst) : src ? sqlite3_errmsg(src) : "out of memory");
    sqlite3_close(src);
    if (sqlite3_close(dst) != SQLITE_OK && rc == SQLITE_OK)
        rc = errorf(err, errlen, "%s: cannot close", copy);
    if (rc != SQLITE_OK)
        unlink(copy); /* ours: created above */
    return rc == SQLITE_OK ? 0 : -1;
}

/* Each seat of each cell is named as its game names it (version 5's
 * cell_seats, from the cells of a version 4 database). */
static int migrate_seat_names(sqlite3 *db, const char *path, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (prepare(db, "UPDATE cell_seats SET name = ?1 WHERE seat = ?2 AND cell IN (SELECT id FROM cells WHERE game = ?3)",
                &st, path, err, errlen))
        return -1;
    int n_games, rc = 0;
    const GameClass *const *games = game_classes(&n_games);
    for (int g = 0; g < n_games && rc == 0; g++)
        for (int seat = 0; seat < GAME_SEATS && rc == 0; seat++) {
            sqlite3_bind_text(st, 1, games[g]->seat_name[seat], -1, SQLITE_STATIC);
            sqlite3_bind_int(st, 2, seat);
            sqlite3_bind_text(st, 3, games[g]->name, -1, SQLITE_STATIC);
            rc = step_done(st);
        }
    sqlite3_finalize(st);
    return rc ? errorf(err, errlen, "%s: %s", path, sqlite3_errmsg(db)) : 0;
}

/* Bring a version 2 to 5 database to the current version: first a copy of
 * it as it was, PATH.vN.bak, then the upgrade in one transaction, so that
 * either the file is upgraded and the copy kept, or the file is unchanged.
 * The write lock is taken before looking again, so of two processes opening
 * one old database only one upgrades it. */
static int upgrade(sqlite3 *db, const char *path, char *err, size_t errlen)
{
    if (exec(db, "BEGIN IMMEDIATE", path, err, errlen))
        return -1;
    int version = schema_version(db), rc = 0, copied = 0;
    char copy[4096];
    snprintf(copy, sizeof copy, "%s.v%d.bak", path, version);
    if (version >= 2 && version < STORE_SCHEMA_VERSION) {
        rc = copy_database(path, copy, err, errlen);
        copied = rc == 0;
        rc = rc || (version == 2 && exec(db, migrate_v2_sql, path, err, errlen)) ||
             (version <= 3 && exec(db, migrate_v3_sql, path, err, errlen)) ||
             (version <= 4 && (exec(db, migrate_v4_sql, path, err, errlen) || migrate_seat_names(db, path, err, errlen))) ||
             exec(db, migrate_v5_sql, path, err, errlen);
    }
    if (rc == 0)
        rc = exec(db, "COMMIT", path, err, errlen);
    if (rc) {
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        if (copied)
            unlink(copy); /* the file is as it was: its copy is not needed */
        return -1;
    }
    if (copied)
        fprintf(stderr, "%s: upgraded from schema version %d to %d; the database as it was is kept in %s\n", path,
                version, STORE_SCHEMA_VERSION, copy);
    return 0;
}

/* A database is ours when it has schema_version = STORE_SCHEMA_VERSION, or no
 * table yet; one of version 2 to 5 is upgraded when `writable` (upgrade). */
static int check_ours(sqlite3 *db, const char *path, int writable, int *empty, char *err, size_t errlen)
{
    int tables = table_count(db);
    if (tables < 0)
        return unreadable(db, path, err, errlen);
    *empty = tables == 0;
    if (*empty)
        return 0;
    int version = schema_version(db);
    if (version < 0)
        return errorf(err, errlen, "%s: a SQLite database, but not a noirlab one (no schema_version table)", path);
    int old = version >= 2 && version < STORE_SCHEMA_VERSION;
    if (old && writable)
        return upgrade(db, path, err, errlen);
    if (old)
        return errorf(err, errlen, "%s: schema version %d; `noirlab run --db %s --resume` with the same campaign "
                      "upgrades it to version %d (keeping the file as it was in %s.v%d.bak)", path, version, path,
                      STORE_SCHEMA_VERSION, path, version);
    if (version != STORE_SCHEMA_VERSION)
        return errorf(err, errlen, "%s: schema version %d, this noirlab reads version %d", path, version,
                      STORE_SCHEMA_VERSION);
    return 0;
}

/* ---------------------------------------------------------------------------
 * Opening
 *
 * Who may remove the database: nobody.  A new database is never created at
 * its path and removed again on failure (another process may have opened it
 * in between: that was how a refused run once deleted another's live
 * database).  Instead begin() builds the new run in a temporary file of its
 * own (owned.h) and links it into place only once it holds the run; link(2)
 * refuses to replace anything, so of two runs starting on one new path one
 * links and the other finds an existing run.  A refused run therefore leaves
 * every file as it was, with no removal at all.
 * ------------------------------------------------------------------------- */

/* Open an existing database (ours, or empty). */
static int open_existing(Store *s, char *err, size_t errlen)
{
    int empty;
    if (sqlite3_open_v2(s->path, &s->db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
        return errorf(err, errlen, "%s: cannot open: %s", s->path, s->db ? sqlite3_errmsg(s->db) : "out of memory");
    sqlite3_busy_timeout(s->db, 10000);
    /* Look before touching: WAL mode is only switched on in our own files. */
    if (check_ours(s->db, s->path, 1, &empty, err, errlen) ||
        exec(s->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA cache_size=-65536", s->path, err,
             errlen))
        return sqlite3_errcode(s->db) == SQLITE_BUSY ? unreadable(s->db, s->path, err, errlen) : -1;
    return 0;
}

Store *store_open(const char *path, char *err, size_t errlen)
{
    Store *s = xcalloc(1, sizeof *s);
    s->path = xstrdup(path);
    s->run_id = 1;
    struct stat sb;
    int exists = lstat(path, &sb) == 0, rc = 0;
    if (!*path)
        rc = errorf(err, errlen, "the database path is empty");
    else if (!exists && errno != ENOENT)
        rc = errorf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
    else if (exists && S_ISLNK(sb.st_mode) && stat(path, &sb) != 0)
        rc = errorf(err, errlen, "%s: a symbolic link to a file that cannot be opened (%s)", path, strerror(errno));
    else if (exists && S_ISDIR(sb.st_mode))
        rc = errorf(err, errlen, "%s: is a folder, not a database", path);
    else if (exists)
        rc = open_existing(s, err, errlen);
    else /* new: begin() creates it; first clear what killed runs left here */
        owned_sweep(path, 0, owned_is_noirlab_db, owned_remove_db);
    if (rc) {
        store_close(s);
        return NULL;
    }
    return s;
}

void store_close(Store *s)
{
    if (!s)
        return;
    sqlite3_stmt *st[] = {s->ins_chunk, s->add_totals, s->add_seat, s->add_motive, s->add_confusion,
                          s->add_shape, s->add_ties, s->ins_game, s->ins_metric, s->add_rank,
                          s->ins_seat[0], s->ins_seat[1], s->ins_seat[2], s->ins_seat[3], s->ins_seat[4]};
    for (size_t i = 0; i < sizeof st / sizeof st[0]; i++)
        sqlite3_finalize(st[i]);
    sqlite3_close(s->db);
    free(s->path);
    free(s);
}

sqlite3 *store_db(Store *s)
{
    return s->db;
}

/* ---------------------------------------------------------------------------
 * begin: a new run, or the check that a resumed one is the same
 * ------------------------------------------------------------------------- */

static int bind_text(sqlite3_stmt *st, int i, const char *text)
{
    return sqlite3_bind_text(st, i, text, -1, SQLITE_TRANSIENT);
}

static int insert_run(Store *s, const RunInfo *info, char *err, size_t errlen)
{
    const Campaign *c = info->campaign;
    char hash[17], seed[24], rows[32], now[32], host[256];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)c->config_hash);
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)c->master_seed);
    if (c->rows == ROWS_SAMPLE)
        snprintf(rows, sizeof rows, "sample=%.17g", c->sample);
    else
        snprintf(rows, sizeof rows, "%s", c->rows == ROWS_ALL ? "all" : "none");
    now_utc(now, sizeof now);
    host_name(host, sizeof host);

    sqlite3_stmt *st;
    if (prepare(s->db,
                "INSERT INTO runs (campaign, configuration, config_hash, master_seed, games_per_cell,"
                " chunk_size, row_log, version, host, started, shard, shard_count, id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                &st, s->path, err, errlen))
        return -1;
    bind_text(st, 1, c->name);
    bind_text(st, 2, c->config);
    bind_text(st, 3, hash);
    bind_text(st, 4, seed);
    sqlite3_bind_int64(st, 5, c->games);
    sqlite3_bind_int64(st, 6, c->chunk);
    bind_text(st, 7, rows);
    bind_text(st, 8, NOIRLAB_VERSION);
    bind_text(st, 9, host);
    bind_text(st, 10, now);
    sqlite3_bind_int(st, 11, info->shard);
    sqlite3_bind_int(st, 12, info->shards);
    sqlite3_bind_int(st, 13, s->run_id);
    int rc = step_done(st);
    sqlite3_finalize(st);
    return rc ? errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db)) : 0;
}

/* The motives table: the truth metric's values as the campaign's data names
 * them (runner/campaign_data.h), and "none" (no guess); empty without data. */
static int insert_motives(Store *s, const void *data, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (!campaign_data_truth_key(0))
        return 0;
    if (prepare(s->db, "INSERT INTO motives (id, key, name) VALUES (?, ?, ?)", &st, s->path, err, errlen))
        return -1;
    int rc = 0;
    for (int m = 0; m <= GAME_TRUTH_VALUES && rc == 0; m++) {
        sqlite3_bind_int(st, 1, m);
        bind_text(st, 2, m < GAME_TRUTH_VALUES ? campaign_data_truth_key(m) : "none");
        bind_text(st, 3, m < GAME_TRUTH_VALUES ? campaign_data_truth_name(data, m) : "none");
        rc = step_done(st);
    }
    sqlite3_finalize(st);
    return rc ? errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db)) : 0;
}

/* A cell's seats, each with its name and policy, and their results at 0. */
static int insert_seats(sqlite3_stmt *seat, sqlite3_stmt *result, const Campaign *c, int i, int id)
{
    const Cell *k = &c->cell[i];
    int rc = 0;
    for (int n = 0; n < k->seats && rc == 0; n++) {
        sqlite3_bind_int(seat, 1, id);
        sqlite3_bind_int(seat, 2, n);
        bind_text(seat, 3, c->game->seat_name[n]);
        bind_text(seat, 4, c->spec[k->seat[n]]);
        sqlite3_bind_int(result, 1, id);
        sqlite3_bind_int(result, 2, n);
        rc = step_done(seat) || step_done(result);
    }
    return rc;
}

/* One row per cell in cells and cell_totals, per cell and seat in cell_seats
 * and cell_seat_results, and per motive of the set in cell_motive: a motive
 * or a cell with no games yet still shows, with 0. */
static int insert_cells(Store *s, const Campaign *c, char *err, size_t errlen)
{
    sqlite3_stmt *cell = NULL, *result = NULL, *motive = NULL, *seat = NULL, *seat_result = NULL;
    int rc = prepare(s->db,
                     "INSERT INTO cells (id, scenario, scenario_name, motive_set, motive_count, switches,"
                     " no_poi, min_groups, early_accusation, surveillance_ban, detective, murderer, cell_seed,"
                     " scenario_rules, rules, rules_not_simulated, game, setup, run)"
                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     &cell, s->path, err, errlen) ||
             prepare(s->db, "INSERT INTO cell_totals VALUES (?, 0, 0, 0, 0)", &result, s->path, err, errlen) ||
             prepare(s->db, "INSERT INTO cell_seats VALUES (?, ?, ?, ?)", &seat, s->path, err, errlen) ||
             prepare(s->db, "INSERT INTO cell_seat_results VALUES (?, ?, 0, 0, 0)", &seat_result, s->path, err, errlen) ||
             prepare(s->db, "INSERT INTO cell_motive VALUES (?, ?, 0, 0)", &motive, s->path, err, errlen);
    for (int i = 0; i < c->n_cells && rc == 0; i++) {
        const Cell *k = &c->cell[i];
        /* A game without scenarios: its name as the scenario, its parameters
         * as the switches (cut to the 127 characters this column always had). */
        CellSetup cs;
        cell_setup(c, i, &cs);
        char sw[128], seed[17];
        snprintf(sw, sizeof sw, "%.127s", cs.switches);
        snprintf(seed, sizeof seed, "%016llx", (unsigned long long)k->seed);
        int id = s->first_cell + i;
        sqlite3_bind_int(cell, 1, id);
        sqlite3_bind_int(cell, 19, s->run_id);
        bind_text(cell, 2, cs.scenario);
        bind_text(cell, 3, cs.scenario_name);
        bind_text(cell, 4, cs.motive_set);
        sqlite3_bind_int(cell, 5, cs.motive_count);
        bind_text(cell, 6, sw);
        sqlite3_bind_int(cell, 7, cs.no_poi);
        sqlite3_bind_int(cell, 8, cs.min_groups);
        sqlite3_bind_int(cell, 9, cs.early_accusation);
        sqlite3_bind_int(cell, 10, cs.surveillance_ban);
        bind_text(cell, 11, c->spec[k->detective]);
        bind_text(cell, 12, c->spec[k->murderer]);
        bind_text(cell, 13, seed);
        sqlite3_bind_int(cell, 14, cs.rules_on);
        bind_text(cell, 15, cs.rules);
        bind_text(cell, 16, cs.unsimulated);
        bind_text(cell, 17, c->game->name);
        bind_text(cell, 18, c->setup[i]);
        sqlite3_bind_int(result, 1, id);
        rc = step_done(cell) || step_done(result) || insert_seats(seat, seat_result, c, i, id);
        for (int m = 0; m < GAME_TRUTH_VALUES && rc == 0; m++)
            if (bits_has(cs.truths, m)) {
                sqlite3_bind_int(motive, 1, id);
                bind_text(motive, 2, campaign_data_truth_name(c->data, m));
                rc = step_done(motive);
            }
        if (rc)
            errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db));
    }
    sqlite3_finalize(cell);
    sqlite3_finalize(result);
    sqlite3_finalize(motive);
    sqlite3_finalize(seat);
    sqlite3_finalize(seat_result);
    return rc ? -1 : 0;
}

/* The schema and the run, in one transaction.  The write lock is taken
 * before looking, so of two processes on one empty file only one creates;
 * *created tells the other to check the run it finds instead. */
static int create_run(Store *s, const RunInfo *info, int *created, char *err, size_t errlen)
{
    char version[64];
    int empty;
    snprintf(version, sizeof version, "INSERT INTO schema_version VALUES (%d)", STORE_SCHEMA_VERSION);
    *created = 0;
    if (exec(s->db, "BEGIN IMMEDIATE", s->path, err, errlen))
        return sqlite3_errcode(s->db) == SQLITE_BUSY ? unreadable(s->db, s->path, err, errlen) : -1;
    if (check_ours(s->db, s->path, 1, &empty, err, errlen) || !empty) {
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return empty ? -1 : 0;
    }
    if (exec(s->db, schema_sql, s->path, err, errlen) || exec(s->db, version, s->path, err, errlen) ||
        insert_run(s, info, err, errlen) || insert_motives(s, info->campaign->data, err, errlen) ||
        insert_cells(s, info->campaign, err, errlen)) {
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    *created = 1;
    return exec(s->db, "COMMIT", s->path, err, errlen);
}

static int publish(const char *tmp, const char *out, char *err, size_t errlen);

/* A new database: the run is created in a temporary file of ours, which is
 * then linked into place.  *lost is set when another process put a file at
 * the path first (theirs: it is then opened like any existing one). */
static int create_new(Store *s, const RunInfo *info, int *lost, char *err, size_t errlen)
{
    OwnedTemp t;
    *lost = 0;
    if (owned_temp_file(&t, s->path, err, errlen))
        return -1;
    Store tmp = {.path = t.path, .run_id = 1};
    int created;
    int rc = sqlite3_open_v2(t.path, &tmp.db, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK
                 ? 0
                 : errorf(err, errlen, "%s: cannot open: %s", t.path, tmp.db ? sqlite3_errmsg(tmp.db) : "out of memory");
    if (rc == 0)
        rc = create_run(&tmp, info, &created, err, errlen);
    if (sqlite3_close(tmp.db) != SQLITE_OK && rc == 0)
        rc = errorf(err, errlen, "%s: cannot close", t.path);
    if (rc == 0) {
        rc = publish(t.path, s->path, err, errlen);
        *lost = rc > 0;
    }
    if (rc)
        owned_remove_db(t.path); /* ours: made by owned_temp_file above */
    owned_temp_release(&t);
    return rc ? -1 : 0;
}

/* The database already holds a run: it must be this one, resumed. */
static int check_resume(Store *s, const RunInfo *info, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (prepare(s->db, "SELECT campaign, config_hash, shard, shard_count FROM runs WHERE id = 1", &st, s->path, err,
                errlen))
        return -1;
    if (sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        return errorf(err, errlen, "%s: has a schema but no run; remove it or choose another --db", s->path);
    }
    char campaign[CAMPAIGN_NAME_MAX * 2], hash[17], want[17];
    snprintf(campaign, sizeof campaign, "%s", (const char *)sqlite3_column_text(st, 0));
    snprintf(hash, sizeof hash, "%s", (const char *)sqlite3_column_text(st, 1));
    int shard = sqlite3_column_int(st, 2), shards = sqlite3_column_int(st, 3);
    sqlite3_finalize(st);
    snprintf(want, sizeof want, "%016llx", (unsigned long long)info->campaign->config_hash);

    /* --resume is the advice only when it would be accepted: the same configuration. */
    if (!info->resume && strcmp(hash, want) == 0)
        return errorf(err, errlen,
                      "%s: already holds a run of campaign '%s'; add --resume to continue it, or choose "
                      "another --db",
                      s->path, campaign);
    if (!info->resume)
        return errorf(err, errlen,
                      "%s: already holds a run of another configuration (campaign '%s'); choose another --db",
                      s->path, campaign);
    if (strcmp(hash, want) != 0)
        return errorf(err, errlen,
                      "%s: holds a run of another configuration (campaign '%s', configuration %s; this one is "
                      "%s): resume with the same campaign file, --seed and --games, or choose another --db",
                      s->path, campaign, hash, want);
    if (shard != info->shard || shards != info->shards)
        return errorf(err, errlen, "%s: holds shard %d/%d; resume it with --shard %d/%d", s->path, shard, shards,
                      shard, shards);
    char problem[512];
    if (store_check_contents(s->db, STORE_SCHEMA_VERSION, problem, sizeof problem))
        return errorf(err, errlen, "%s: %s; it cannot be resumed", s->path, problem);
    return exec(s->db, "UPDATE runs SET resumed = resumed + 1 WHERE id = 1", s->path, err, errlen);
}

/* The per-game log's statements (write_rows): one row into games, and one
 * statement each for a game's seats and for its metrics, so that a game is
 * three steps, not one per row.  (?1, ?2) are the cell and the game; the
 * seat numbers and metric names are in the text. */
static int prepare_seats(Store *s, int n_seats, char *err, size_t errlen)
{
    char seats[64 + 40 * GAME_SEATS_MAX] = "INSERT INTO game_seats VALUES";
    for (int seat = 0; seat < n_seats; seat++) {
        size_t len = strlen(seats);
        sqlite3_snprintf((int)(sizeof seats - len), seats + len, "%s (?1, ?2, %d, ?%d, ?%d)", seat ? "," : "", seat,
                         3 + 2 * seat, 4 + 2 * seat);
    }
    return prepare(s->db, seats, &s->ins_seat[n_seats], s->path, err, errlen);
}

static int prepare_rows(Store *s, const GameClass *game, char *err, size_t errlen)
{
    char metrics[64 + 80 * GAME_METRICS_MAX];
    for (int n = game->min_seats; n <= game->max_seats; n++)
        if (prepare_seats(s, n, err, errlen))
            return -1;
    snprintf(metrics, sizeof metrics, "INSERT INTO game_metrics VALUES");
    for (int m = 0; m < game->n_metrics; m++) {
        size_t len = strlen(metrics);
        sqlite3_snprintf((int)(sizeof metrics - len), metrics + len, "%s (?1, ?2, %Q, ?%d)", m ? "," : "",
                         game->metric[m].name, 3 + m);
    }
    return prepare(s->db, "INSERT INTO games VALUES (?, ?, ?)", &s->ins_game, s->path, err, errlen) ||
           (game->n_metrics > 0 && prepare(s->db, metrics, &s->ins_metric, s->path, err, errlen));
}

static int prepare_writes(Store *s, char *err, size_t errlen)
{
    return exec(s->db, CELL_TIES_SQL, s->path, err, errlen) ||
           prepare(s->db, "INSERT INTO chunks (cell, chunk, games) VALUES (?, ?, ?)", &s->ins_chunk, s->path,
                   err, errlen) ||
           prepare(s->db,
                   "UPDATE cell_totals SET games = games + ?2, decisions = decisions + ?3,"
                   " unfinished = unfinished + ?4, accused_right = accused_right + ?5 WHERE cell = ?1",
                   &s->add_totals, s->path, err, errlen) ||
           prepare(s->db,
                   "UPDATE cell_seat_results SET score = score + ?3, wins = wins + ?4, score_sq = score_sq + ?5"
                   " WHERE cell = ?1 AND seat = ?2",
                   &s->add_seat, s->path, err, errlen) ||
           prepare(s->db,
                   "INSERT INTO cell_seat_ranks VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET"
                   " games = games + excluded.games",
                   &s->add_rank, s->path, err, errlen) ||
           prepare(s->db,
                   "INSERT INTO cell_motive VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET"
                   " games = games + excluded.games, detective_wins = detective_wins + excluded.detective_wins",
                   &s->add_motive, s->path, err, errlen) ||
           prepare(s->db,
                   "INSERT INTO cell_confusion VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET"
                   " games = games + excluded.games",
                   &s->add_confusion, s->path, err, errlen) ||
           prepare(s->db,
                   "INSERT INTO cell_shape VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET"
                   " games = games + excluded.games",
                   &s->add_shape, s->path, err, errlen) ||
           prepare(s->db,
                   "INSERT INTO cell_ties VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET"
                   " games = games + excluded.games, detective_wins = detective_wins + excluded.detective_wins",
                   &s->add_ties, s->path, err, errlen) ||
           prepare_rows(s, s->campaign->game, err, errlen);
}

/* A part's run (store_part_sink): found by its campaign name among the runs
 * beside the first and then the same configuration, or added after them
 * with its cells after every other cell; in one transaction. */
static int part_begin(Store *s, const RunInfo *info, char *err, size_t errlen)
{
    const Campaign *c = info->campaign;
    char want[17], hash[17] = "";
    int empty, cells = -1;
    snprintf(want, sizeof want, "%016llx", (unsigned long long)c->config_hash);
    if (!s->db)
        return errorf(err, errlen, "%s: holds no run to add '%s' to", s->path, c->name);
    if (exec(s->db, "BEGIN IMMEDIATE", s->path, err, errlen))
        return -1;
    sqlite3_stmt *st;
    int rc = check_ours(s->db, s->path, 1, &empty, err, errlen) ||
             (empty && errorf(err, errlen, "%s: holds no run to add '%s' to", s->path, c->name)) ||
             prepare(s->db,
                     "SELECT r.id, r.config_hash, min(c.id), count(c.id) FROM runs r LEFT JOIN cells c ON c.run = r.id"
                     " WHERE r.id > 1 AND r.campaign = ? GROUP BY r.id",
                     &st, s->path, err, errlen);
    if (rc == 0) {
        bind_text(st, 1, c->name);
        if (sqlite3_step(st) == SQLITE_ROW) {
            s->run_id = sqlite3_column_int(st, 0);
            snprintf(hash, sizeof hash, "%s", (const char *)sqlite3_column_text(st, 1));
            s->first_cell = sqlite3_column_int(st, 2);
            cells = sqlite3_column_int(st, 3);
        }
        sqlite3_finalize(st);
        if (*hash && (strcmp(hash, want) != 0 || cells != c->n_cells))
            rc = errorf(err, errlen, "%s: holds '%s' of another configuration (%s; this one is %s)", s->path,
                        c->name, hash, want);
    }
    if (rc == 0 && !*hash) {
        s->run_id = (int)query_int(s->db, "SELECT max(id) + 1 FROM runs");
        s->first_cell = (int)query_int(s->db, "SELECT coalesce(max(id) + 1, 0) FROM cells");
        rc = insert_run(s, info, err, errlen) || insert_cells(s, c, err, errlen);
    }
    if (rc == 0)
        rc = exec(s->db, "COMMIT", s->path, err, errlen);
    if (rc)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return rc ? -1 : 0;
}

static int sink_begin(void *ctx, const RunInfo *info, char *err, size_t errlen)
{
    Store *s = ctx;
    int created = 0;
    if (s->part) {
        if (part_begin(s, info, err, errlen))
            return -1;
        s->begun = 1;
        s->campaign = info->campaign;
        return prepare_writes(s, err, errlen);
    }
    if (!s->db) {
        int lost;
        if (create_new(s, info, &lost, err, errlen) && !lost)
            return -1;
        if (open_existing(s, err, errlen)) /* ours now, or the other process's */
            return -1;
        created = !lost;
    }
    if (!created && (create_run(s, info, &created, err, errlen) || (!created && check_resume(s, info, err, errlen))))
        return -1;
    s->begun = 1;
    s->campaign = info->campaign;
    return prepare_writes(s, err, errlen);
}

/* ---------------------------------------------------------------------------
 * stored, chunk_done, end
 * ------------------------------------------------------------------------- */

static int sink_stored(void *ctx, SinkMark mark, void *user, char *err, size_t errlen)
{
    Store *s = ctx;
    sqlite3_stmt *st;
    if (prepare(s->db, "SELECT cell - ?1, chunk FROM chunks WHERE cell >= ?1 AND cell < ?2", &st, s->path, err,
                errlen))
        return -1;
    sqlite3_bind_int(st, 1, s->first_cell);
    sqlite3_bind_int(st, 2, s->first_cell + s->campaign->n_cells);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        mark(user, sqlite3_column_int(st, 0), (uint32_t)sqlite3_column_int64(st, 1));
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db));
}

/* cell_confusion and cell_shape rows: (cell, key, key or value, games) += games. */
static int add_count(sqlite3_stmt *st, int cell, const char *key, const char *key2, int value, uint64_t games)
{
    if (games == 0)
        return 0;
    sqlite3_bind_int(st, 1, cell);
    sqlite3_bind_text(st, 2, key, -1, SQLITE_STATIC);
    if (key2)
        sqlite3_bind_text(st, 3, key2, -1, SQLITE_STATIC);
    else
        sqlite3_bind_int(st, 3, value);
    sqlite3_bind_int64(st, 4, (int64_t)games);
    return step_done(st);
}

/* cell_motive rows (tie < 0) and cell_ties rows: (cell, motive[, tie], games, wins) += games, wins. */
static int add_motive(sqlite3_stmt *st, int cell, const char *motive, int tie, uint64_t games, uint64_t wins)
{
    if (games == 0)
        return 0;
    int k = 1;
    sqlite3_bind_int(st, k++, cell);
    sqlite3_bind_text(st, k++, motive, -1, SQLITE_STATIC);
    if (tie >= 0)
        sqlite3_bind_int(st, k++, tie);
    sqlite3_bind_int64(st, k++, (int64_t)games);
    sqlite3_bind_int64(st, k, (int64_t)wins);
    return step_done(st);
}

/* cell_seat_ranks rows: (cell, seat, rank, shared, games) += games. */
static int add_ranks(sqlite3_stmt *st, int cell, int seat, const Aggregate *a)
{
    for (int rank = 0; rank < GAME_SEATS_MAX; rank++)
        for (int shared = 0; shared < GAME_SEATS_MAX; shared++) {
            uint64_t games = a->seat_rank[seat][rank][shared];
            if (games == 0)
                continue;
            sqlite3_bind_int(st, 1, cell);
            sqlite3_bind_int(st, 2, seat);
            sqlite3_bind_int(st, 3, rank + 1);
            sqlite3_bind_int(st, 4, shared + 1);
            sqlite3_bind_int64(st, 5, (int64_t)games);
            if (step_done(st))
                return -1;
        }
    return 0;
}

/* The aggregate tables += one chunk's aggregate (of the campaign's cell
 * `local`: cell first_cell + local of the database). */
static int write_aggregate(Store *s, int local, const Aggregate *a)
{
    const void *data = s->campaign->data;
    int cell = s->first_cell + local;
    sqlite3_bind_int(s->add_totals, 1, cell);
    sqlite3_bind_int64(s->add_totals, 2, (int64_t)a->games);
    sqlite3_bind_int64(s->add_totals, 3, (int64_t)a->decisions);
    sqlite3_bind_int64(s->add_totals, 4, (int64_t)a->unfinished);
    sqlite3_bind_int64(s->add_totals, 5, (int64_t)a->accused_right);
    if (step_done(s->add_totals))
        return -1;
    for (int seat = 0; seat < s->campaign->cell[local].seats; seat++) {
        sqlite3_bind_int(s->add_seat, 1, cell);
        sqlite3_bind_int(s->add_seat, 2, seat);
        sqlite3_bind_int64(s->add_seat, 3, (int64_t)a->seat_score[seat]);
        sqlite3_bind_int64(s->add_seat, 4, (int64_t)aggregate_seat_wins(a, seat));
        sqlite3_bind_int64(s->add_seat, 5, (int64_t)a->seat_score_sq[seat]);
        if (step_done(s->add_seat) || add_ranks(s->add_rank, cell, seat, a))
            return -1;
    }
    for (int m = 0; m < GAME_TRUTH_VALUES; m++) {
        const char *name = campaign_data_truth_name(data, m);
        if (add_motive(s->add_motive, cell, name, -1, a->motive_games[m], a->motive_wins[m]))
            return -1;
        for (int t = 0; t < GAME_TIES; t++)
            if (add_motive(s->add_ties, cell, name, t, a->tie_games[m][t], a->tie_wins[m][t]))
                return -1;
        for (int x = 0; x <= ACCUSED_NONE; x++)
            if (add_count(s->add_confusion, cell, name, x < GAME_TRUTH_VALUES ? campaign_data_truth_name(data, x) : "none",
                          0, a->confusion[m][x]))
                return -1;
    }
    const GameClass *game = s->campaign->game;
    for (int m = 0; m < game->n_metrics; m++)
        for (int v = 0; v < GAME_METRIC_BINS && game->metric[m].shape; v++)
            if (add_count(s->add_shape, cell, game->metric[m].name, NULL, v, a->metric[m][v]))
                return -1;
    return 0;
}

/* The per-game log: a row per game, per game and seat, and per game and
 * metric (every metric of the game's class, by name: a game's new metric
 * needs nothing here). */
static int write_rows(const Store *s, const GameClass *game, const GameRow *rows, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const GameRow *r = &rows[i];
        sqlite3_bind_int64(s->ins_game, 1, s->first_cell + r->cell);
        sqlite3_bind_int64(s->ins_game, 2, r->game);
        sqlite3_bind_int64(s->ins_game, 3, (int64_t)r->seed); /* the 64 bits as a signed integer (schema.md) */
        if (step_done(s->ins_game))
            return -1;
        sqlite3_stmt *seats = s->ins_seat[r->seats];
        sqlite3_bind_int64(seats, 1, s->first_cell + r->cell);
        sqlite3_bind_int64(seats, 2, r->game);
        for (int seat = 0; seat < r->seats; seat++) {
            sqlite3_bind_int(seats, 3 + 2 * seat, r->score[seat]);
            sqlite3_bind_int(seats, 4 + 2 * seat, r->rank[seat]);
        }
        if (step_done(seats))
            return -1;
        if (game->n_metrics == 0)
            continue;
        sqlite3_bind_int64(s->ins_metric, 1, s->first_cell + r->cell);
        sqlite3_bind_int64(s->ins_metric, 2, r->game);
        for (int m = 0; m < game->n_metrics; m++)
            sqlite3_bind_int(s->ins_metric, 3 + m, r->metric[m]);
        if (step_done(s->ins_metric))
            return -1;
    }
    return 0;
}

/* One transaction: the ledger line, the aggregate and the rows, or nothing. */
static int sink_chunk_done(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    Store *s = ctx;
    if (exec(s->db, "BEGIN IMMEDIATE", s->path, err, errlen))
        return -1;
    sqlite3_bind_int(s->ins_chunk, 1, s->first_cell + k->cell);
    sqlite3_bind_int64(s->ins_chunk, 2, k->chunk);
    sqlite3_bind_int64(s->ins_chunk, 3, k->count);
    if (step_done(s->ins_chunk) || write_aggregate(s, k->cell, k->agg) || write_rows(s, s->campaign->game, k->rows, k->n_rows)) {
        errorf(err, errlen, "%s: storing chunk %u of cell %d: %s", s->path, k->chunk, s->first_cell + k->cell,
               sqlite3_errmsg(s->db));
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    return exec(s->db, "COMMIT", s->path, err, errlen);
}

static int sink_end(void *ctx, char *err, size_t errlen)
{
    Store *s = ctx;
    char now[32], sql[160];
    now_utc(now, sizeof now);
    snprintf(sql, sizeof sql, "UPDATE runs SET finished = '%s' WHERE id = %d AND finished IS NULL", now, s->run_id);
    return exec(s->db, sql, s->path, err, errlen);
}

Sink store_sink(Store *s)
{
    return (Sink){.ctx = s, .begin = sink_begin, .stored = sink_stored, .chunk_done = sink_chunk_done,
                  .end = sink_end};
}

Sink store_part_sink(Store *s)
{
    s->part = 1;
    return store_sink(s);
}

int store_first_cell(const Store *s)
{
    return s->first_cell;
}

/* ---------------------------------------------------------------------------
 * Reading
 * ------------------------------------------------------------------------- */

int store_cell_totals(Store *s, int n_cells, uint64_t *games, uint64_t *wins, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (prepare(s->db, "SELECT cell, games, detective_wins FROM cell_results", &st, s->path, err, errlen))
        return -1;
    memset(games, 0, (size_t)n_cells * sizeof *games);
    memset(wins, 0, (size_t)n_cells * sizeof *wins);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int cell = sqlite3_column_int(st, 0);
        if (cell >= 0 && cell < n_cells) {
            games[cell] = (uint64_t)sqlite3_column_int64(st, 1);
            wins[cell] = (uint64_t)sqlite3_column_int64(st, 2);
        }
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db));
}

long store_cell_outcomes(Store *s, int cell, uint64_t games, uint8_t *won, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (prepare(s->db, "SELECT game, score FROM game_seats WHERE cell = ? AND seat = 1", &st, s->path, err, errlen))
        return -1;
    memset(won, STORE_NOT_LOGGED, (size_t)games);
    sqlite3_bind_int(st, 1, cell);
    long logged = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        sqlite3_int64 g = sqlite3_column_int64(st, 0);
        if (g >= 0 && (uint64_t)g < games && won[g] == STORE_NOT_LOGGED) {
            won[g] = sqlite3_column_int(st, 1) != 0;
            logged++;
        }
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? logged : errorf(err, errlen, "%s: %s", s->path, sqlite3_errmsg(s->db));
}

int store_parts_read(const char *path, StorePartFn each, void *ctx, char *err, size_t errlen)
{
    if (access(path, F_OK) != 0)
        return 0;
    sqlite3 *db = NULL;
    sqlite3_stmt *st = NULL;
    int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK ? 0 : -1;
    if (rc == 0 && query_int(db, "SELECT count(*) FROM sqlite_master WHERE name = 'runs'") != 1) {
        sqlite3_close(db);
        return 0;
    }
    if (rc == 0)
        rc = sqlite3_prepare_v2(db, "SELECT campaign, configuration FROM runs WHERE id > 1 ORDER BY id", -1, &st,
                                NULL) == SQLITE_OK ? 0 : -1;
    int step;
    while (rc == 0 && (step = sqlite3_step(st)) == SQLITE_ROW)
        rc = each(ctx, (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 1)) ? 1 : 0;
    if (rc == 0 && step != SQLITE_DONE)
        rc = -1;
    if (rc < 0)
        errorf(err, errlen, "%s: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc ? -1 : 0;
}

/* ---------------------------------------------------------------------------
 * Merging shard databases
 * ------------------------------------------------------------------------- */

typedef struct ShardRun {
    char campaign[CAMPAIGN_NAME_MAX * 2];
    char hash[17];
    int shard, shards;
} ShardRun;

/* The run of an open shard database: 0, or -1 with a message. */
static int query_shard_run(sqlite3 *db, const char *path, ShardRun *r, char *err, size_t errlen)
{
    int empty;
    sqlite3_stmt *st;
    if (check_ours(db, path, 0, &empty, err, errlen))
        return -1;
    if (empty)
        return errorf(err, errlen, "%s: an empty database, not a shard of a run", path);
    char problem[512];
    if (store_check_contents(db, STORE_SCHEMA_VERSION, problem, sizeof problem))
        return errorf(err, errlen, "%s: %s; it cannot be merged", path, problem);
    if (query_int(db, "SELECT count(*) FROM runs WHERE id > 1") != 0)
        return errorf(err, errlen, "%s: holds runs beside its own (noirlab equilibrium's loop), not a shard of a run",
                      path);
    if (prepare(db, "SELECT campaign, config_hash, shard, shard_count FROM runs", &st, path, err, errlen))
        return -1;
    int found = sqlite3_step(st) == SQLITE_ROW;
    if (found) {
        snprintf(r->campaign, sizeof r->campaign, "%s", (const char *)sqlite3_column_text(st, 0));
        snprintf(r->hash, sizeof r->hash, "%s", (const char *)sqlite3_column_text(st, 1));
        r->shard = sqlite3_column_int(st, 2);
        r->shards = sqlite3_column_int(st, 3);
    }
    sqlite3_finalize(st);
    return found ? 0 : errorf(err, errlen, "%s: holds no run", path);
}

/* The run a shard database holds, read without changing the file. */
static int read_shard_run(const char *path, ShardRun *r, char *err, size_t errlen)
{
    if (access(path, R_OK) != 0)
        return errorf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
    sqlite3 *db = NULL;
    int rc;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
        rc = errorf(err, errlen, "%s: cannot open: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
    else
        rc = query_shard_run(db, path, r, err, errlen);
    sqlite3_close(db);
    return rc;
}

/* Every shard must be a different slice of the same run. */
static int check_shards(char *const *paths, int n, ShardRun *runs, char *err, size_t errlen)
{
    for (int i = 0; i < n; i++) {
        if (read_shard_run(paths[i], &runs[i], err, errlen))
            return -1;
        if (strcmp(runs[i].hash, runs[0].hash) != 0)
            return errorf(err, errlen,
                          "%s: a run of another configuration than %s (campaign '%s', configuration %s vs '%s', %s)",
                          paths[i], paths[0], runs[i].campaign, runs[i].hash, runs[0].campaign, runs[0].hash);
        if (runs[i].shards != runs[0].shards)
            return errorf(err, errlen, "%s: shard %d/%d, but %s is shard %d/%d", paths[i], runs[i].shard,
                          runs[i].shards, paths[0], runs[0].shard, runs[0].shards);
        for (int j = 0; j < i; j++)
            if (runs[j].shard == runs[i].shard)
                return errorf(err, errlen, "%s: shard %d/%d, the same as %s", paths[i], runs[i].shard,
                              runs[i].shards, paths[j]);
    }
    return 0;
}

/* The first shard brings the run, the motives, the cells and zeroed results. */
static const char merge_first_sql[] =
    "INSERT INTO runs SELECT * FROM shard.runs;\n"
    "INSERT INTO motives SELECT * FROM shard.motives;\n"
    "INSERT INTO cells SELECT * FROM shard.cells;\n"
    "INSERT INTO cell_seats SELECT * FROM shard.cell_seats;\n"
    "INSERT INTO cell_totals SELECT cell, 0, 0, 0, 0 FROM shard.cell_totals;\n"
    "INSERT INTO cell_seat_results SELECT cell, seat, 0, 0, 0 FROM shard.cell_seat_results;\n"
    "INSERT INTO cell_motive SELECT cell, motive, 0, 0 FROM shard.cell_motive;\n";

/* Every shard adds its ledger, its counts and its rows.  ("WHERE true" lets
 * SQLite parse an upsert on a SELECT.) */
static const char merge_add_sql[] =
    "INSERT INTO chunks SELECT * FROM shard.chunks;\n"
    "INSERT INTO cell_totals SELECT * FROM shard.cell_totals WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games, decisions = decisions + excluded.decisions,\n"
    "  unfinished = unfinished + excluded.unfinished, accused_right = accused_right + excluded.accused_right;\n"
    "INSERT INTO cell_seat_results SELECT * FROM shard.cell_seat_results WHERE true ON CONFLICT DO UPDATE SET\n"
    "  score = score + excluded.score, wins = wins + excluded.wins, score_sq = score_sq + excluded.score_sq;\n"
    "INSERT INTO cell_seat_ranks SELECT * FROM shard.cell_seat_ranks WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games;\n"
    "INSERT INTO cell_motive SELECT * FROM shard.cell_motive WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games, detective_wins = detective_wins + excluded.detective_wins;\n"
    "INSERT INTO cell_confusion SELECT * FROM shard.cell_confusion WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games;\n"
    "INSERT INTO cell_shape SELECT * FROM shard.cell_shape WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games;\n"
    "INSERT INTO games SELECT * FROM shard.games;\n"
    "INSERT INTO game_seats SELECT * FROM shard.game_seats;\n"
    "INSERT INTO game_metrics SELECT * FROM shard.game_metrics;\n"
    "UPDATE runs SET started = min(started, (SELECT started FROM shard.runs)),\n"
    "  finished = CASE WHEN finished IS NULL OR (SELECT finished FROM shard.runs) IS NULL THEN NULL\n"
    "                  ELSE max(finished, (SELECT finished FROM shard.runs)) END;\n";

/* cell_ties, from a shard that has it (one made before it was added has not). */
static const char merge_ties_sql[] =
    "INSERT INTO cell_ties SELECT * FROM shard.cell_ties WHERE true ON CONFLICT DO UPDATE SET\n"
    "  games = games + excluded.games, detective_wins = detective_wins + excluded.detective_wins;\n";

static int shard_has_ties(sqlite3 *db)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT 1 FROM shard.sqlite_master WHERE type = 'table' AND name = 'cell_ties'", -1,
                           &st, NULL) != SQLITE_OK)
        return 0;
    int has = sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    return has;
}

static int merge_shard(sqlite3 *db, const char *tmp, const char *path, int first, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (prepare(db, "ATTACH ?1 AS shard", &st, tmp, err, errlen))
        return -1;
    sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
    if (step_done(st)) {
        errorf(err, errlen, "%s: cannot attach: %s", path, sqlite3_errmsg(db));
        sqlite3_finalize(st);
        return -1;
    }
    sqlite3_finalize(st);
    int rc = exec(db, "BEGIN", tmp, err, errlen);
    if (rc == 0 && first)
        rc = exec(db, merge_first_sql, path, err, errlen);
    if (rc == 0 && sqlite3_exec(db, merge_add_sql, NULL, NULL, NULL) != SQLITE_OK) {
        if (sqlite3_extended_errcode(db) == SQLITE_CONSTRAINT_PRIMARYKEY)
            errorf(err, errlen, "%s: holds chunks that an earlier shard also holds", path);
        else
            errorf(err, errlen, "%s: %s", path, sqlite3_errmsg(db));
        rc = -1;
    }
    if (rc == 0 && shard_has_ties(db))
        rc = exec(db, merge_ties_sql, path, err, errlen);
    if (rc == 0)
        rc = exec(db, "COMMIT", tmp, err, errlen);
    else
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    sqlite3_exec(db, "DETACH shard", NULL, NULL, NULL);
    return rc;
}

/* The merged run is shard 1/1, unfinished while chunks are missing. */
static int merge_finish(sqlite3 *db, const char *tmp, int n, MergeInfo *info, char *err, size_t errlen)
{
    char host[256], sql[512];
    host_name(host, sizeof host);
    info->chunks = query_int(db, "SELECT count(*) FROM chunks");
    info->chunks_expected = query_int(db, "SELECT (SELECT count(*) FROM cells) *"
                                          " ((games_per_cell + chunk_size - 1) / chunk_size) FROM runs");
    char *quoted = sqlite3_mprintf("%Q", host);
    snprintf(sql, sizeof sql,
             "UPDATE runs SET shard = 1, shard_count = 1, merged_from = %d, host = %s%s", n, quoted,
             info->chunks < info->chunks_expected ? ", finished = NULL" : "");
    sqlite3_free(quoted);
    return exec(db, sql, tmp, err, errlen);
}

/* Put the finished temporary file in place without replacing anything:
 * 0, 1 when out exists already, -1 on another failure (with a message). */
static int publish(const char *tmp, const char *out, char *err, size_t errlen)
{
    int fd = open(tmp, O_RDONLY);
    if (fd < 0 || fsync(fd) != 0) {
        if (fd >= 0)
            close(fd);
        return errorf(err, errlen, "%s: cannot sync: %s", tmp, strerror(errno));
    }
    close(fd);
    if (link(tmp, out) != 0) {
        int exists = errno == EEXIST;
        errorf(err, errlen, "%s: %s", out, exists ? "already exists" : strerror(errno));
        return exists ? 1 : -1;
    }
    unlink(tmp);
    return 0;
}

int store_merge(const char *out, char *const *shards, int n, MergeInfo *info, char *err, size_t errlen)
{
    memset(info, 0, sizeof *info);
    if (n < 1)
        return errorf(err, errlen, "no shard databases to merge");
    if (access(out, F_OK) == 0)
        return errorf(err, errlen, "%s: already exists; merge writes a new database", out);
    ShardRun *runs = xcalloc((size_t)n, sizeof *runs);
    int rc = check_shards(shards, n, runs, err, errlen);
    info->shard_count = runs[0].shards;
    free(runs);
    if (rc)
        return -1;

    owned_sweep(out, 0, owned_is_noirlab_db, owned_remove_db); /* what killed merges left */
    OwnedTemp t;
    if (owned_temp_file(&t, out, err, errlen))
        return -1;
    const char *tmp = t.path;
    sqlite3 *db = NULL;
    char version[64];
    snprintf(version, sizeof version, "INSERT INTO schema_version VALUES (%d)", STORE_SCHEMA_VERSION);
    /* No journal: a failed merge deletes the whole temporary file anyway. */
    rc = sqlite3_open_v2(tmp, &db, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK ? 0 : -1;
    if (rc)
        errorf(err, errlen, "%s: cannot open: %s", tmp, db ? sqlite3_errmsg(db) : "out of memory");
    if (rc == 0)
        rc = exec(db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF", tmp, err, errlen) ||
             exec(db, schema_sql, tmp, err, errlen) || exec(db, version, tmp, err, errlen);
    for (int i = 0; i < n && rc == 0; i++)
        rc = merge_shard(db, tmp, shards[i], i == 0, err, errlen);
    if (rc == 0)
        rc = merge_finish(db, tmp, n, info, err, errlen);
    if (sqlite3_close(db) != SQLITE_OK && rc == 0)
        rc = errorf(err, errlen, "%s: cannot close", tmp);
    if (rc == 0)
        rc = publish(tmp, out, err, errlen);
    if (rc)
        owned_remove_db(tmp); /* ours: made by owned_temp_file above */
    owned_temp_release(&t);
    return rc ? -1 : 0;
}

/* ---------------------------------------------------------------------------
 * Benchmark: per-game rows per second
 * ------------------------------------------------------------------------- */

enum { BENCH_BATCH = 100000 };

int store_bench_rows(const char *dir, uint64_t n, double *rows_per_s, char *err, size_t errlen)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/noirlab-rows-XXXXXX", dir);
    int fd = mkstemp(path);
    if (fd < 0)
        return errorf(err, errlen, "%s: cannot create a temporary database: %s", dir, strerror(errno));
    close(fd);
    Store *s = store_open(path, err, errlen);
    if (!s) {
        owned_remove_db(path);
        return -1;
    }
    GameRow *rows = xcalloc(BENCH_BATCH, sizeof *rows);
    for (uint32_t i = 0; i < BENCH_BATCH; i++) { /* Intent to Kill's metrics, in itk_class.h's order */
        uint64_t h = seed_mix(i);
        GameOutcome o = {.metric = {(uint16_t)((h >> 20) % 6), (uint16_t)((h >> 24) % 3), (uint16_t)(1 + (h >> 28) % 6),
                                    (uint16_t)(h % GAME_TRUTH_VALUES), (uint16_t)((h >> 8) % (GAME_TRUTH_VALUES + 1)),
                                    (uint16_t)((h >> 16) & 1)}};
        game_outcome_win_loss(&o, h & 1 ? GAME_SEEKER : GAME_HIDER, GAME_SEATS);
        rows[i] = game_row(0, i, h, &o);
    }
    int n_games;
    const GameClass *itk = game_classes(&n_games)[0];
    int rc = exec(s->db, schema_sql, path, err, errlen) ||
             prepare_rows(s, itk, err, errlen);
    double start = thread_cpu_seconds();
    for (uint64_t done = 0; done < n && rc == 0; done += BENCH_BATCH) {
        size_t batch = n - done < BENCH_BATCH ? (size_t)(n - done) : BENCH_BATCH;
        for (size_t i = 0; i < batch; i++)
            rows[i].cell = (uint32_t)(done / BENCH_BATCH);
        rc = exec(s->db, "BEGIN", path, err, errlen);
        if (rc == 0 && write_rows(s, itk, rows, batch))
            rc = errorf(err, errlen, "%s: %s", path, sqlite3_errmsg(s->db));
        if (rc == 0)
            rc = exec(s->db, "COMMIT", path, err, errlen);
    }
    double seconds = thread_cpu_seconds() - start;
    free(rows);
    store_close(s);
    owned_remove_db(path);
    if (rc)
        return -1;
    *rows_per_s = seconds > 0 ? (double)n / seconds : 0.0;
    return 0;
}
