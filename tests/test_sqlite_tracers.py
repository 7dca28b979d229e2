"""The eval-phase SQLite tracers in real processes: Python's sitecustomize (sqlite3, SQLAlchemy,
aiosqlite; threads, fork, SIGKILL, a shadowed sitecustomize) and Node's --require preload
(sqlite3, better-sqlite3, Sequelize; CommonJS, ES modules, createRequire)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from harness.backends import depcache
from harness.backends.local.backend import scrubbed_env
from harness.catalog.tasks import get_task
from harness.catalog.references import render_reference
from harness.verify.sqlite_shapes import classify
from harness.verify.tracing import payload_dir, server_env
from harness.verify.tracing.reader import read_trace

RAW_NODE_APP = Path(__file__).parent / "runtime_apps" / "express-raw-sqlite3"  # sqlite3 + better-sqlite3


def _run(argv: list[str], cwd: Path, trace: Path | None, runtime: str, extra: dict[str, str] | None = None,
         path_prefix: str | None = None) -> subprocess.CompletedProcess:  # fmt: skip
    env = scrubbed_env(extra)
    if path_prefix:
        env["PATH"] = f"{path_prefix}:{env['PATH']}"
    if trace is not None:
        env.update(server_env(runtime, trace, payload_dir(), env))
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def _python(script: str, tmp_path: Path, trace: Path | None, **kwargs) -> subprocess.CompletedProcess:
    (tmp_path / "script.py").write_text(textwrap.dedent(script))
    return _run([kwargs.pop("python", sys.executable), "script.py"], tmp_path, trace, "python", **kwargs)


def _sql(trace_path: Path) -> list[str]:
    return [" ".join(s.sql.split()) for s in read_trace(trace_path).statements]


# ------------------------------------------------------------------------------------ Python
def test_python_tracer_records_every_statement_with_its_database(tmp_path):
    trace = tmp_path / "trace.jsonl"
    done = _python(
        """
        import sqlite3
        from sqlite3 import connect
        conn = connect("app.db")
        conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)")
        conn.execute("INSERT INTO users (email) VALUES (?)", ("user@mail.com",))
        conn.executemany("INSERT INTO users (email) VALUES (?)", [("a@b",), ("c@d",)])
        conn.commit()
        print(conn.execute("SELECT count(*) FROM users").fetchone()[0])
        conn.executescript("CREATE TABLE t1 (x); CREATE TABLE t2 (y);")
        sqlite3.connect(":memory:").execute("SELECT 2")
        sqlite3.connect("file::memory:?cache=shared", uri=True).execute("SELECT 3")
        sqlite3.connect("").execute("SELECT 4")
        sqlite3.dbapi2.connect("file:other.db?mode=rwc", uri=True).execute("SELECT 5")
        """,
        tmp_path, trace,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip() == "3", done.stderr
    parsed = read_trace(trace)
    assert parsed.active and parsed.unreadable == 0
    by_sql = {" ".join(s.sql.split()): s for s in parsed.statements}
    insert = by_sql["INSERT INTO users (email) VALUES ('user@mail.com')"]  # values expanded in place
    assert insert.database == str(tmp_path / "app.db") and insert.lib == "python-sqlite3"
    assert sum(sql.startswith("INSERT INTO users (email) VALUES ('") for sql in by_sql) == 3
    assert {"CREATE TABLE t1 (x);", "CREATE TABLE t2 (y);"} <= set(by_sql)
    assert [by_sql[f"SELECT {n}"].database for n in (2, 3, 4, 5)] == [":memory:", ":memory:", ":temp:", str(tmp_path / "other.db")]
    assert len({s.connection for s in parsed.statements}) == 5


def test_python_tracer_is_inert_without_its_variable(tmp_path):
    env_dir = tmp_path / "app"
    env_dir.mkdir()
    done = _python(
        "import sqlite3, sys\nprint(type(sqlite3.connect).__name__, 'sqlite3' in sys.modules)\n",
        env_dir, None, extra={"PYTHONPATH": str(payload_dir())},
    )  # fmt: skip
    assert done.stdout.split() == ["builtin_function_or_method", "True"], done.stderr
    assert list(tmp_path.rglob("*.jsonl")) == []


def test_python_tracer_runs_the_sitecustomize_it_shadows(tmp_path):
    other = tmp_path / "site"
    other.mkdir()
    (other / "sitecustomize.py").write_text(f"open({str(tmp_path / 'chained')!r}, 'w').write('yes')\n")
    trace = tmp_path / "trace.jsonl"
    done = _python("import sqlite3\nsqlite3.connect('x.db').execute('SELECT 7')\n", tmp_path, trace,
                   extra={"PYTHONPATH": str(other)})  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "chained").read_text() == "yes"
    assert _sql(trace) == ["SELECT 7"]


def test_python_tracer_keeps_whole_lines_through_threads_fork_and_sigkill(tmp_path):
    trace = tmp_path / "trace.jsonl"
    done = _python(
        """
        import os, signal, sqlite3, threading
        def work(n):
            conn = sqlite3.connect(f"db{n}.db")
            for i in range(300):
                conn.execute("SELECT ?, '" + "x" * 200 + "'", (i,))
        threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
        [t.start() for t in threads]
        [t.join() for t in threads]
        child = os.fork()
        if child == 0:
            sqlite3.connect("child.db").execute("SELECT 'from the child'")
            os._exit(0)
        os.waitpid(child, 0)
        sqlite3.connect("last.db").execute("SELECT 'last'")
        os.kill(os.getpid(), signal.SIGKILL)
        """,
        tmp_path, trace,
    )  # fmt: skip
    assert done.returncode == -9, done.stderr
    parsed = read_trace(trace)
    assert parsed.unreadable == 0
    assert len(parsed.statements) == 8 * 300 + 2
    child = next(s for s in parsed.statements if "from the child" in s.sql)
    last = next(s for s in parsed.statements if "'last'" in s.sql)
    assert child.connection.split(":")[0] != last.connection.split(":")[0]  # the child's own pid


def test_python_tracer_never_disturbs_the_app(tmp_path):
    script = "import sqlite3\nc = sqlite3.connect(':memory:')\nprint(c.execute('SELECT 40 + 2').fetchone()[0])\n"
    for trace in (tmp_path / "no" / "such" / "dir" / "trace.jsonl", None):
        done = _python(script, tmp_path, trace)
        assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "42", "")


@pytest.mark.slow
def test_python_tracer_sees_sqlalchemy_and_aiosqlite(tmp_path):
    reference = tmp_path / "reference"
    render_reference(get_task("aiohttp-sqlite-sqlalchemy"), reference)  # pins SQLAlchemy 2.1.9 and aiosqlite
    venv = depcache.install_python(reference / "requirements.txt", scrubbed_env(), 900)
    assert venv.ok, venv.output[-2000:]
    trace = tmp_path / "trace.jsonl"
    done = _python(
        """
        import asyncio
        from sqlalchemy import String, create_engine, select
        from sqlalchemy.ext.asyncio import create_async_engine
        from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

        class Base(DeclarativeBase):
            pass

        class User(Base):
            __tablename__ = "users"
            id: Mapped[int] = mapped_column(primary_key=True)
            email: Mapped[str] = mapped_column(String(100))

        engine = create_engine("sqlite:///sync.db")
        Base.metadata.create_all(engine)
        with Session(engine) as session:
            session.add(User(email="user@mail.com"))
            session.commit()
            print(session.scalars(select(User).where(User.email == "user@mail.com")).one().id)

        async def main():
            engine = create_async_engine("sqlite+aiosqlite:///async.db")
            async with engine.begin() as conn:
                await conn.run_sync(Base.metadata.create_all)
                await conn.execute(User.__table__.insert().values(email="async@mail.com"))
            await engine.dispose()

        asyncio.run(main())
        """,
        tmp_path, trace, python=str(venv.location / "bin" / "python"),
    )  # fmt: skip
    venv.release()
    assert done.returncode == 0 and done.stdout.strip() == "1", done.stderr
    parsed = read_trace(trace)
    databases = {Path(s.database).name for s in parsed.statements}
    assert databases == {"sync.db", "async.db"}
    select = next(s.sql for s in parsed.statements if s.sql.startswith("SELECT users.id"))
    assert classify(select, "sqlalchemy")[1] == "orm"
    assert any("async@mail.com" in s.sql and Path(s.database).name == "async.db" for s in parsed.statements)


# ------------------------------------------------------------------------------------ Node
@pytest.fixture(scope="module")
def node_modules(tmp_path_factory) -> Path:
    """sqlite3 and better-sqlite3, built once (they compile from source) and shared by the cache."""
    root = tmp_path_factory.mktemp("node")
    (root / "package.json").write_bytes((RAW_NODE_APP / "package.json").read_bytes())
    installed = depcache.install_node(root, scrubbed_env(), 1800)
    assert installed.ok, installed.output[-2000:]
    yield installed.location
    installed.release()


def _node(files: dict[str, str], main: str, tmp_path: Path, modules: Path, trace: Path | None, **kwargs):
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text))
    if not (tmp_path / "node_modules").exists():
        (tmp_path / "node_modules").symlink_to(modules, target_is_directory=True)
    return _run(["node", main], tmp_path, trace, "node", **kwargs)


SQLITE3_CJS = """
    const sqlite3 = require('sqlite3');
    const db = new sqlite3.Database('app.db');
    db.serialize(() => {
      db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)');
      db.run('INSERT INTO users (email) VALUES (?)', ['user@mail.com']);
      db.run('INSERT INTO users (email) VALUES ($email)', { $email: 'b@c' });
      const stmt = db.prepare('INSERT INTO users (email) VALUES (?)');
      stmt.run('p1@x');
      stmt.run('p2@x');
      stmt.finalize();
      db.get('SELECT count(*) AS n FROM users', (err, row) => console.log(row.n));
      db.all('SELECT email FROM users WHERE id > ?', 0, () => {});
      db.each('SELECT id FROM users', () => {}, () => {});
    });
    db.close();
"""


@pytest.mark.slow
def test_node_tracer_on_sqlite3_from_commonjs(tmp_path, node_modules):
    trace = tmp_path / "trace.jsonl"
    done = _node({"main.js": SQLITE3_CJS}, "main.js", tmp_path, node_modules, trace)
    assert done.returncode == 0 and done.stdout.strip() == "4", done.stderr
    parsed = read_trace(trace)
    assert parsed.drivers == ["node-sqlite3"] and parsed.unreadable == 0
    assert [s.sql for s in parsed.statements] == [
        "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)",
        "INSERT INTO users (email) VALUES (?)",
        "INSERT INTO users (email) VALUES ($email)",
        "INSERT INTO users (email) VALUES (?)",  # the prepared statement, once per run
        "INSERT INTO users (email) VALUES (?)",
        "SELECT count(*) AS n FROM users",
        "SELECT email FROM users WHERE id > ?",
        "SELECT id FROM users",
    ]
    params = [s.params for s in parsed.statements]
    assert params[1:5] == [["user@mail.com"], {"$email": "b@c"}, ["p1@x"], ["p2@x"]] and params[6] == [0]
    assert {s.database for s in parsed.statements} == {str(tmp_path / "app.db")}


@pytest.mark.slow
@pytest.mark.parametrize(
    "main,source",
    [
        ("esm.mjs", "import sqlite3 from 'sqlite3';\n"),
        ("required.mjs", "import { createRequire } from 'module';\nconst sqlite3 = createRequire(import.meta.url)('sqlite3');\n"),
    ],
)
def test_node_tracer_on_sqlite3_from_es_modules(main, source, tmp_path, node_modules):
    trace = tmp_path / "trace.jsonl"
    body = "const db = new sqlite3.Database(':memory:');\ndb.all('SELECT 6 * 7 AS answer', (e, rows) => console.log(rows[0].answer));\n"
    done = _node({main: source + body}, main, tmp_path, node_modules, trace)
    assert done.returncode == 0 and done.stdout.strip() == "42", done.stderr
    assert [(s.sql, s.database) for s in read_trace(trace).statements] == [("SELECT 6 * 7 AS answer", ":memory:")]


@pytest.mark.slow
def test_node_tracer_on_better_sqlite3(tmp_path, node_modules):
    trace = tmp_path / "trace.jsonl"
    done = _node(
        {"main.mjs": """
            import Database from 'better-sqlite3';
            const db = new Database('app.db');
            db.pragma('journal_mode = WAL');
            db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)');
            const insert = db.prepare('INSERT INTO users (email) VALUES (?)');
            db.transaction((emails) => emails.forEach((e) => insert.run(e)))(['user@mail.com', 'b@c']);
            const named = db.prepare('SELECT id FROM users WHERE email = @email').get({ email: 'b@c' });
            const all = db.prepare('SELECT email FROM users').all();
            const iterated = [...db.prepare('SELECT id FROM users').iterate()];
            console.log(named.id, all.length, iterated.length);
            const memory = new Database(':memory:');
            memory.prepare('SELECT 1 + 2').get();
        """},
        "main.mjs", tmp_path, node_modules, trace,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.split() == ["2", "2", "2"], done.stderr
    parsed = read_trace(trace)
    assert [s.sql for s in parsed.statements] == [
        "PRAGMA journal_mode = WAL",
        "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)",
        "BEGIN",
        "INSERT INTO users (email) VALUES (?)",
        "INSERT INTO users (email) VALUES (?)",
        "COMMIT",
        "SELECT id FROM users WHERE email = @email",
        "SELECT email FROM users",
        "SELECT id FROM users",
        "SELECT 1 + 2",
    ]
    assert parsed.statements[3].params == ["user@mail.com"] and parsed.statements[6].params == {"email": "b@c"}
    assert parsed.statements[0].database == str(tmp_path / "app.db") and parsed.statements[-1].database == ":memory:"


@pytest.mark.slow
def test_node_tracer_is_inert_without_its_variable_and_never_disturbs_the_app(tmp_path, node_modules):
    script = {"main.js": "const s = require('sqlite3');\nconsole.log(s.Database.prototype.run.__conduitSqlTrace === true);\n"
                         "new s.Database(':memory:').get('SELECT 42 AS n', (e, r) => console.log(r.n));\n"}  # fmt: skip
    preload = {"NODE_OPTIONS": f"--require {payload_dir() / 'sqltrace.cjs'}"}
    inert = _node(script, "main.js", tmp_path, node_modules, None, extra=preload)
    assert inert.stdout.split() == ["false", "42"], inert.stderr
    unwritable = _node(script, "main.js", tmp_path, node_modules, tmp_path / "no" / "dir" / "t.jsonl")
    assert unwritable.stdout.split() == ["false", "42"] and unwritable.stderr == ""
    traced = _node(script, "main.js", tmp_path, node_modules, tmp_path / "t.jsonl")
    assert traced.stdout.split() == ["true", "42"] and traced.stderr == ""
    twice = _node(script, "main.js", tmp_path, node_modules, tmp_path / "twice.jsonl", extra=preload)
    assert twice.stdout.split() == ["true", "42"]  # preloaded twice: patched once, each statement once
    assert [s.sql for s in read_trace(tmp_path / "twice.jsonl").statements] == ["SELECT 42 AS n"]


@pytest.mark.slow
def test_node_tracer_keeps_whole_lines_when_killed(tmp_path, node_modules):
    trace = tmp_path / "trace.jsonl"
    done = _node(
        {"main.js": """
            const Database = require('better-sqlite3');
            const db = new Database(':memory:');
            const stmt = db.prepare("SELECT ?, '" + 'x'.repeat(300) + "'");
            for (let i = 0; i < 5000; i++) stmt.get(i);
            process.kill(process.pid, 'SIGKILL');
        """},
        "main.js", tmp_path, node_modules, trace,
    )  # fmt: skip
    assert done.returncode == -9
    parsed = read_trace(trace)
    assert parsed.unreadable == 0 and len(parsed.statements) == 5000


@pytest.mark.slow
def test_node_tracer_sees_sequelize(tmp_path):
    reference = tmp_path / "reference"
    render_reference(get_task("express-sqlite-sequelize"), reference)  # Sequelize 6.37.8 with sqlite3
    installed = depcache.install_node(reference, scrubbed_env(), 1800)
    assert installed.ok, installed.output[-2000:]
    trace = tmp_path / "trace.jsonl"
    done = _node(
        {"main.mjs": """
            import { DataTypes, Sequelize } from 'sequelize';
            const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'app.db', logging: false });
            const User = sequelize.define('User', { email: DataTypes.STRING }, { tableName: 'users' });
            await sequelize.sync();
            await User.create({ email: 'user@mail.com' });
            console.log((await User.findAll({ where: { email: 'user@mail.com' } })).length);
            await sequelize.close();
        """},
        "main.mjs", tmp_path, installed.location, trace,
    )  # fmt: skip
    installed.release()
    assert done.returncode == 0 and done.stdout.strip() == "1", done.stderr
    statements = read_trace(trace).statements
    insert = next(s for s in statements if s.sql.startswith("INSERT INTO `users`"))
    assert "user@mail.com" in (insert.params or {}).values()
    shapes = {classify(s.sql, "sequelize")[1] for s in statements if classify(s.sql, "sequelize")[0] == "app"}
    assert "orm" in shapes and "raw" not in shapes
    assert {s.database for s in statements} == {str(tmp_path / "app.db")}
    assert os.path.exists(tmp_path / "app.db")
