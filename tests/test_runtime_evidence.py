"""Runtime evidence without servers: the SQLite trace reader, the SQLite statement shapes (both
sides of every shape), the evidence drawn from real traces (tests/verifier_corpus/_sqlite_traces/),
the runtime verdicts and combine()'s rule table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.verify import VerifierResult, combine
from harness.verify.runtime import sqlite_trace_evidence, statement_log_evidence, suite_stored
from harness.verify.runtime_verdicts import database_verdict, orm_verdict
from harness.verify.sqlite_shapes import classify
from harness.verify.tracing import payload_dir, server_env
from harness.verify.tracing.reader import parse_trace, read_trace

CORPUS = Path(__file__).parent / "verifier_corpus"
TRACES = CORPUS / "_sqlite_traces"
LOGS = CORPUS / "_statement_logs"


# ------------------------------------------------------------------------------------ reader
def test_reader_parses_records_and_skips_cut_lines():
    lines = [
        {"ev": "start", "lib": "python-sqlite3", "runtime": "python", "pid": 7, "t": 1.0},
        {"ev": "open", "lib": "python-sqlite3", "conn": 1, "db": "/w/app.db", "pid": 7, "t": 1.1},
        {"ev": "stmt", "lib": "python-sqlite3", "conn": 1, "db": "/w/app.db", "sql": "SELECT 1", "pid": 7, "t": 1.2},
        {"ev": "stmt", "lib": "node-sqlite3", "conn": 1, "db": ":memory:", "sql": "INSERT INTO t VALUES (?)",
         "params": ["x"], "pid": 8, "t": 1.3},
    ]  # fmt: skip
    text = "\n".join(json.dumps(line) for line in lines) + '\n["not a record"]\n\n{"ev": "stmt", "sql": "SELE'
    trace = parse_trace(text)
    assert trace.active and trace.drivers == ["python-sqlite3"]
    assert [s.sql for s in trace.statements] == ["SELECT 1", "INSERT INTO t VALUES (?)"]
    assert trace.statements[1].connection == "8:1" and trace.statements[1].params == ["x"]
    assert trace.statements[1].text_with_params() == "INSERT INTO t VALUES (?) -- x"
    assert trace.databases == {"/w/app.db": ["7:1"], ":memory:": ["8:1"]}
    assert trace.unreadable == 2  # the list, and the line a killed process cut short
    assert not parse_trace("").active


def test_read_trace_of_a_missing_file_is_none(tmp_path):
    assert read_trace(tmp_path / "absent.jsonl") is None
    assert sqlite_trace_evidence(tmp_path / "absent.jsonl", "sqlalchemy")["available"] is False
    assert sqlite_trace_evidence(None, "sqlalchemy")["available"] is False


def test_server_env_keeps_what_the_server_already_had():
    python = server_env("python", "/t/trace.jsonl", "/opt/p", {"PYTHONPATH": "src"})
    assert python == {"CONDUIT_SQLTRACE_FILE": "/t/trace.jsonl", "PYTHONPATH": "/opt/p:src"}
    node = server_env("node", "/t/trace.jsonl", "/opt/p", {"NODE_OPTIONS": "--max-old-space-size=512"})
    assert node["NODE_OPTIONS"] == "--require /opt/p/sqltrace.cjs --max-old-space-size=512"
    assert server_env("node", "/t", "/opt/p")["NODE_OPTIONS"] == "--require /opt/p/sqltrace.cjs"
    assert {p.name for p in payload_dir().iterdir()} >= {"sitecustomize.py", "sqltrace.cjs"}
    with pytest.raises(ValueError):
        server_env("ruby", "/t", "/opt/p")


# ------------------------------------------------------------------------------------ shapes
SHAPES = [
    # SQLAlchemy on SQLite (values expanded in place by Python's trace callback)
    ("sqlalchemy", "SELECT users.id, users.email FROM users WHERE users.email = 'a@b.c'", "orm"),
    ("sqlalchemy", "SELECT id, email FROM users WHERE email = 'a@b.c'", "raw"),
    ("sqlalchemy", "SELECT EXISTS (SELECT * FROM users WHERE users.username = 'u') AS anon_1", "orm"),
    ("sqlalchemy", "SELECT * FROM users WHERE users.id = 1", "raw"),
    ("sqlalchemy", "SELECT count(*) AS count_1 FROM (SELECT articles.id AS id FROM articles) AS anon_1", "orm"),
    ("sqlalchemy", "SELECT a.* FROM articles a", "raw"),
    ("sqlalchemy", "UPDATE articles SET body='x', updated_at='y' WHERE articles.id = 1", "orm"),
    ("sqlalchemy", "UPDATE articles SET body = 'x' WHERE slug = 'y'", "raw"),
    ("sqlalchemy", "DELETE FROM favorites WHERE favorites.user_id = 1 AND favorites.article_id = 2", "orm"),
    ("sqlalchemy", "DELETE FROM articles WHERE slug = 'y'", "raw"),
    ("sqlalchemy", "\nCREATE TABLE users (\n\tid INTEGER NOT NULL, \n\tPRIMARY KEY (id)\n)\n\n", "orm"),
    ("sqlalchemy", "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY)", "raw"),
    ("sqlalchemy", "select tags from articles", "raw"),
    ("sqlalchemy", "INSERT INTO users (username, email) VALUES ('u', 'e')", "neutral"),  # both write this
    ("sqlalchemy", 'SELECT "user".id, "user".email FROM "user" WHERE "user".id = 1', "orm"),  # reserved word quoted
    ("sqlalchemy", 'SELECT "app_user"."id" FROM "app_user" WHERE "app_user"."id" = 1', "raw"),  # Django's quoting
    ("sqlalchemy", "SELECT `users`.`id` FROM `users`", "raw"),
    # Sequelize on SQLite (node-sqlite3: SQL as sent, values bound apart)
    ("sequelize", "SELECT `id`, `email` FROM `users` AS `User` WHERE `User`.`email` = 'a@b.c';", "orm"),
    ("sequelize", "SELECT id, email FROM users WHERE email = ?", "raw"),
    ("sequelize", "INSERT INTO `users` (`id`,`username`,`email`) VALUES (NULL,$1,$2);", "orm"),
    ("sequelize", "INSERT INTO users (username, email) VALUES (?, ?)", "raw"),
    ("sequelize", "INSERT INTO `article_tags` (`article_id`,`tag_id`) VALUES (1,2),(1,1);", "orm"),
    ("sequelize", "INSERT INTO `article_tags` (`article_id`, `tag_id`) VALUES (1, 2)", "neutral"),
    ("sequelize", "UPDATE `articles` SET `body`=$1,`updated_at`=$2 WHERE `id` = $3", "orm"),
    ("sequelize", "UPDATE articles SET body = $1 WHERE id = $2", "raw"),
    ("sequelize", "CREATE TABLE IF NOT EXISTS `users` (`id` INTEGER PRIMARY KEY AUTOINCREMENT);", "orm"),
    ("sequelize", "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT)", "raw"),
    ("sequelize", "DELETE FROM `favorites` WHERE `user_id` = 1 AND `article_id` = 1", "neutral"),
    ("sequelize", "DELETE FROM favorites WHERE user_id = 1", "raw"),
    ("sequelize", 'SELECT "User"."id" AS "User_id" FROM "users" "User"', "raw"),  # TypeORM's quoting
    ("sequelize", "SELECT `main`.`User`.`id` FROM `main`.`User` WHERE 1=1", "raw"),  # Prisma's
    ("sequelize", "select `id` from `users` where `email` = ?", "raw"),  # knex
    ("sequelize", "SELECT `User`.* FROM `users` AS `User`", "orm"),  # a quoted alias.* is Sequelize's
    ("sequelize", "SELECT u.* FROM `users` u", "raw"),
]


@pytest.mark.parametrize("orm,sql,shape", SHAPES, ids=[f"{o}-{i}" for i, (o, _, _) in enumerate(SHAPES)])
def test_sqlite_statement_shapes(orm, sql, shape):
    category, found, reason = classify(sql, orm)
    assert (category, found) == ("app", shape), reason


@pytest.mark.parametrize(
    "sql,category",
    [("BEGIN ", "control"), ("PRAGMA foreign_keys=ON", "control"), ("COMMIT;", "control"),
     ("SELECT name FROM sqlite_master WHERE type='table'", "catalog"), ("SELECT 1+1 AS result", "probe"),
     ("SELECT * FROM pragma_table_info('users')", "catalog"), ("SELECT sqlite_version()", "probe")],
)  # fmt: skip
def test_what_is_not_an_application_statement(sql, category):
    assert classify(sql, "sqlalchemy")[0] == classify(sql, "sequelize")[0] == category


# ------------------------------------------------------------------------------------ real traces
@pytest.mark.parametrize(
    "trace,orm,clean",
    [
        ("sqlalchemy_pysqlite_fastapi_suite", "sqlalchemy", True),
        ("sqlalchemy_aiosqlite_aiohttp_suite", "sqlalchemy", True),
        ("sequelize_express_suite", "sequelize", True),
        ("sequelize_koa_esm_suite", "sequelize", True),
        ("raw_python_sqlite3_flask", "sqlalchemy", False),
        ("raw_node_sqlite3_express", "sequelize", False),
        ("raw_better_sqlite3_express", "sequelize", False),
        ("sequelize_express_suite", "sqlalchemy", False),  # another ORM's SQL is not this one's
        ("sqlalchemy_pysqlite_fastapi_suite", "sequelize", False),
    ],
)
def test_real_traces(trace, orm, clean):
    evidence = sqlite_trace_evidence(TRACES / f"{trace}.jsonl", orm, "/workspace")
    json.dumps(evidence)
    assert evidence["available"] and evidence["unreadable_lines"] == 0
    assert evidence["application_statements"] > 20
    [database] = evidence["databases"]
    assert (database["path"], database["place"], database["suite_user_written"]) == ("conduit.db", "workspace", True)
    if clean:  # every application statement of the suite is ORM-shaped or neutral, writes included
        assert evidence["raw_shaped"] == 0 and evidence["orm_shaped_writes"] > 0, evidence["raw_examples"]
        assert evidence["orm_shaped"] >= 0.9 * evidence["application_statements"]
    else:
        assert evidence["raw_shaped"] > 0
        if trace.startswith("raw_"):
            assert evidence["orm_shaped"] == 0, evidence["orm_examples"]


def test_trace_places_each_database(tmp_path):
    records = [{"ev": "start", "pid": 1}]
    for n, db in enumerate(["/ws/data/app.db", "/tmp/conduit.db", ":memory:", ":temp:"], start=1):
        records.append({"ev": "stmt", "pid": 1, "conn": n, "db": db, "sql": "INSERT INTO users (email) VALUES (?)",
                        "params": ["USER@mail.com"] if n != 4 else ["someone@else"]})  # fmt: skip
    (tmp_path / "t.jsonl").write_text("\n".join(json.dumps(r) for r in records))
    evidence = sqlite_trace_evidence(tmp_path / "t.jsonl", "sequelize", "/ws", {"username": "user", "email": "user@mail.com"})
    placed = {d["path"]: (d["place"], d["suite_user_written"]) for d in evidence["databases"]}
    assert placed == {"data/app.db": ("workspace", True), "/tmp/conduit.db": ("outside", True),
                      ":memory:": ("memory", True), ":temp:": ("temporary", False)}  # fmt: skip


# ------------------------------------------------------------------------------------ verdicts
PG_USER = {"available": True, "app_tables": ["public.users"], "suite_user": {"table": "public.users", "column": "email"}}
PG_EMPTY = {"available": True, "app_tables": [], "suite_user": None}
PG_TABLES = {"available": True, "app_tables": ["public.users"], "suite_user": None}
PG_DOWN = {"available": False, "error": "OperationalError: connection refused"}
FILE_USER = {"available": True, "files": [{"path": "conduit.db", "holds_app_data": True}], "app_files": ["conduit.db"]}
FILE_TABLES = {"available": True, "files": [{"path": "app.db", "tables": [{"table": "users", "rows": 0}]}], "app_files": []}
NO_FILE = {"available": True, "files": [], "app_files": []}


def _trace(*databases) -> dict:
    return {"available": True, "statements": 9, "databases": [
        {"path": p, "place": place, "application_statements": n, "suite_user_written": user} for p, place, n, user in databases]}  # fmt: skip


TRACE_NONE = _trace()
TRACE_WS = _trace(("conduit.db", "workspace", 40, True))
TRACE_TMP = _trace(("/tmp/conduit.db", "outside", 40, True))
TRACE_MEMORY = _trace((":memory:", "memory", 40, True))
TRACE_TMP_CACHE = _trace(("conduit.db", "workspace", 40, True), ("/tmp/cache.db", "outside", 3, False))
STORED, NOT_STORED = {"stored": True}, {"stored": False}

DATABASE_RULES = [
    # (target, evidence, runtime verdict, why)
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=FILE_USER, sqlite_trace=TRACE_WS, suite=STORED), "pass", "SQLite file in the project"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace=TRACE_TMP, suite=STORED), "fail", "outside the workspace"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace=TRACE_MEMORY, suite=STORED), "fail", "in memory"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=FILE_USER, sqlite_trace=TRACE_TMP_CACHE, suite=STORED), "fail", "/tmp/cache.db"),
    ("sqlite", dict(postgres=PG_USER, sqlite=NO_FILE, sqlite_trace=TRACE_NONE, suite=STORED), "fail", "went to Postgres"),
    ("sqlite", dict(postgres=PG_TABLES, sqlite=FILE_USER, sqlite_trace=TRACE_WS, suite=STORED), "fail", "application tables"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace=TRACE_NONE, suite=STORED), "fail", "process memory"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace=TRACE_NONE, suite=NOT_STORED), "inconclusive", "never stored"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=FILE_USER, suite=NOT_STORED), "pass", "SQLite file in the project"),
    ("sqlite", dict(postgres=PG_EMPTY, sqlite=NO_FILE), "fail", "assumed"),  # no suite outcome given
    ("postgres", dict(postgres=PG_USER, sqlite=NO_FILE, sqlite_trace=TRACE_NONE, suite=STORED), "pass", "in Postgres"),
    ("postgres", dict(postgres=PG_EMPTY, sqlite=FILE_USER, sqlite_trace=TRACE_WS, suite=STORED), "fail", "went to SQLite"),
    ("postgres", dict(postgres=PG_USER, sqlite=FILE_TABLES, suite=STORED), "fail", "holds application tables"),
    ("postgres", dict(postgres=PG_USER, sqlite=NO_FILE, sqlite_trace=TRACE_TMP_CACHE, suite=STORED), "fail", "statement(s) to SQLite"),
    ("postgres", dict(postgres=PG_TABLES, sqlite=NO_FILE, sqlite_trace=TRACE_NONE, suite=STORED), "fail", "process memory"),
    ("postgres", dict(postgres=PG_TABLES, sqlite=NO_FILE, suite=NOT_STORED), "inconclusive", "never stored"),
    ("postgres", dict(postgres=PG_DOWN, sqlite=NO_FILE, suite=STORED), "inconclusive", "could not be read"),
]


@pytest.mark.parametrize("target,evidence,status,why", DATABASE_RULES, ids=[f"{r[0]}-{r[2]}-{r[3]}" for r in DATABASE_RULES])
def test_database_verdict(target, evidence, status, why):
    verdict = database_verdict(target, evidence)
    assert verdict.status == status, verdict.reasons
    assert any(why in str(reason) for reason in verdict.reasons), verdict.reasons


def _shapes(orm=0, raw=0, neutral=0, writes=0) -> dict:
    return {"available": True, "application_statements": orm + raw + neutral, "orm_shaped": orm, "raw_shaped": raw,
            "neutral": neutral, "orm_shaped_writes": writes,
            "raw_examples": [{"sql": "SELECT * FROM users", "why": "SELECT *"}] if raw else []}  # fmt: skip


@pytest.mark.parametrize(
    "evidence,status",
    [
        ({"sqlite_trace": _shapes(orm=120, neutral=9, writes=7)}, "pass"),
        ({"statement_log": _shapes(orm=120, writes=7), "sqlite_trace": _shapes(raw=1)}, "fail"),  # either database
        ({"sqlite_trace": _shapes(orm=40, raw=2, writes=3)}, "fail"),
        ({"sqlite_trace": _shapes(orm=40)}, "inconclusive"),  # ORM-shaped reads, no write seen
        ({"sqlite_trace": _shapes(neutral=4)}, "inconclusive"),
        ({"sqlite_trace": _shapes()}, "inconclusive"),
        ({"statement_log": {"available": False}}, "inconclusive"),
        ({}, "inconclusive"),
    ],
)
def test_orm_verdict(evidence, status):
    assert orm_verdict("sqlalchemy", evidence).status == status


def test_suite_stored_reads_registration_and_login():
    from harness.suite.records import RequestRecord

    def request(url, status, method="POST"):
        return RequestRecord(index=0, name="x", method=method, url=url, status_code=status)

    class Suite:
        def __init__(self, *requests):
            self.requests = list(requests)

    base = "http://127.0.0.1:8080/api"
    assert suite_stored(Suite(request(f"{base}/users", 201))) is True
    assert suite_stored(Suite(request(f"{base}/users", 500), request(f"{base}/users/login", 200))) is True
    assert suite_stored(Suite(request(f"{base}/users", 404), request(f"{base}/user", 200, "GET"))) is False
    assert suite_stored(Suite(request(f"{base}/users", None))) is False
    assert suite_stored(Suite()) is None


# ------------------------------------------------------------------------------------ combine
def _static(name: str, target: str, passed: bool) -> VerifierResult:
    return VerifierResult(name, "strong", passed, [f"static: {'ok' if passed else 'violation'}"], target=target)


GOOD_SQLITE = dict(postgres=PG_EMPTY, sqlite=FILE_USER, sqlite_trace={**TRACE_WS, **_shapes(orm=90, writes=5)}, suite=STORED)
BAD_SQLITE = dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace={**TRACE_TMP, **_shapes(raw=30)}, suite=STORED)
SILENT = dict(postgres=PG_EMPTY, sqlite=NO_FILE, sqlite_trace={**TRACE_NONE, **_shapes()}, suite=NOT_STORED)


@pytest.mark.parametrize(
    "static_passed,runtime,final,settled_by",
    [
        (True, GOOD_SQLITE, True, "runtime"),
        (False, GOOD_SQLITE, True, "runtime"),  # a static false alarm overturned
        (True, BAD_SQLITE, False, "runtime"),  # a static miss caught
        (False, BAD_SQLITE, False, "runtime"),
        (True, SILENT, True, "static"),  # inconclusive: the static verdict stands, and says so
        (False, SILENT, False, "static"),
    ],
)
def test_combine_rule_table(static_passed, runtime, final, settled_by):
    static = [_static("database", "sqlite", static_passed), _static("orm", "sqlalchemy", static_passed)]
    for result in combine(static, runtime):
        assert (result.passed, result.settled_by, result.static_passed) == (final, settled_by, static_passed)
        assert result.evidence[0] == static[0].evidence[0] if result.name == "database" else True  # static kept first
        assert result.runtime["verdict"]["status"] in ("pass", "fail", "inconclusive")
        text = " ".join(map(str, result.evidence))
        assert ("overturns the static verdict" in text) == (settled_by == "runtime" and final != static_passed)
        assert ("decided on static evidence" in text) == (settled_by == "static")
        json.dumps(result.to_dict())


def test_combine_reads_the_postgres_log_for_the_orm_verdict():
    good = statement_log_evidence((LOGS / "sqlalchemy_psycopg3.log").read_text(), "sqlalchemy")
    raw = statement_log_evidence((LOGS / "raw_psycopg3.log").read_text(), "sqlalchemy")
    assert good["orm_shaped_writes"] > 0
    base = {"postgres": PG_USER, "sqlite": NO_FILE, "suite": STORED}
    [passed] = combine([_static("orm", "sqlalchemy", False)], {**base, "statement_log": good})
    [failed] = combine([_static("orm", "sqlalchemy", True)], {**base, "statement_log": raw})
    assert (passed.passed, passed.settled_by) == (True, "runtime")
    assert (failed.passed, failed.settled_by) == (False, "runtime")
    assert any(isinstance(e, dict) and "raw_statement" in e for e in failed.evidence)


def test_a_runtime_pass_does_not_overturn_a_fragment_the_run_cannot_show():
    """`order_by(text("articles.created_at DESC"))` fails the static ORM check; the statement the run
    logs is SQLAlchemy's with the fragment inside, so ORM-shaped: the runtime pass must not clear it.
    The same runtime evidence still overturns a static failure it can see (test_combine_rule_table)."""
    from harness.verify import verify_static
    from harness.verify.model import Constraints

    case = CORPUS / "v7-py-fastapi-order-by-text-fragment"
    static = verify_static(case, Constraints("python", database="sqlite", orm=True), mode="strong")
    orm = next(r for r in static if r.name == "orm")
    assert not orm.passed and orm.decided_by and "runtime_blind" in orm.decided_by
    [combined] = [r for r in combine(static, GOOD_SQLITE) if r.name == "orm"]
    assert orm_verdict("sqlalchemy", GOOD_SQLITE).status == "pass"
    assert (combined.passed, combined.settled_by, combined.static_passed) == (False, "static", False)
    assert any("cannot see what failed the static check" in str(e) for e in combined.evidence)
