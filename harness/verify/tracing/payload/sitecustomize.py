"""conduit-harness, eval phase only: records every SQL statement sent to SQLite by this process.

The harness puts this directory on the server's PYTHONPATH and names a trace file in
CONDUIT_SQLTRACE_FILE. Without that variable this file does nothing but hand over to the
sitecustomize it shadows. It wraps `sqlite3.connect` (SQLAlchemy's pysqlite dialect and aiosqlite
call it too) and sets a trace callback on each connection; every statement becomes one JSON line,
written with a single O_APPEND write so that a server killed at any moment leaves whole lines
behind. Nothing here may change what the application sees: every failure is swallowed.
"""

import os


def _conduit_sqltrace() -> None:
    trace_file = os.environ.get("CONDUIT_SQLTRACE_FILE")
    if not trace_file:
        return
    import functools
    import itertools
    import json
    import sys
    import time

    try:
        import sqlite3
        import sqlite3.dbapi2 as dbapi2
    except Exception:  # a Python built without _sqlite3 cannot talk to SQLite at all
        return
    try:
        fd = os.open(trace_file, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError:
        return
    max_sql = 8192
    connection_ids = itertools.count(1)  # next() on a count is atomic under the GIL

    def write(record: dict) -> None:
        try:
            record["pid"] = os.getpid()
            record["t"] = round(time.time(), 6)
            data = (json.dumps(record, default=str) + "\n").encode("utf-8", "replace")
            os.write(fd, data)  # one write per line: whole lines even if the process dies
        except Exception:
            pass

    def database_path(args: tuple, kwargs: dict) -> str:
        """What the connection opens: an absolute path, ':memory:' or ':temp:'."""
        try:
            database = args[0] if args else kwargs.get("database", "")
            name = os.fsdecode(database) if isinstance(database, (bytes, os.PathLike)) else str(database)
            uri = kwargs.get("uri", False) or (len(args) > 7 and args[7])
            if uri and name.startswith("file:"):
                name, _, query = name[5:].partition("?")
                if "mode=memory" in query or name in ("", ":memory:"):
                    return ":memory:"
                if name.startswith("//"):  # file://host/path
                    name = "/" + name[2:].partition("/")[2]
                from urllib.parse import unquote

                name = unquote(name)
            if name == ":memory:":
                return ":memory:"
            if name == "":
                return ":temp:"
            return os.path.abspath(name)
        except Exception:
            return "?"

    def traced(connect):
        @functools.wraps(connect)
        def connect_traced(*args, **kwargs):
            connection = connect(*args, **kwargs)
            try:
                ident = next(connection_ids)
                path = database_path(args, kwargs)
                write({"ev": "open", "lib": "python-sqlite3", "conn": ident, "db": path})

                def on_statement(sql: str) -> None:
                    text = str(sql)
                    record = {"ev": "stmt", "lib": "python-sqlite3", "conn": ident, "db": path, "sql": text[:max_sql]}
                    if len(text) > max_sql:
                        record["truncated"] = len(text)
                    write(record)

                connection.set_trace_callback(on_statement)
            except Exception:
                pass
            return connection

        connect_traced.__conduit_sqltrace__ = True
        return connect_traced

    original = dbapi2.connect
    if getattr(original, "__conduit_sqltrace__", False):
        return
    wrapped = traced(original)
    dbapi2.connect = wrapped
    if sqlite3.connect is original:
        sqlite3.connect = wrapped
    write({"ev": "start", "lib": "python-sqlite3", "runtime": "python", "version": sys.version.split()[0],
           "sqlite": sqlite3.sqlite_version, "argv": list(getattr(sys, "orig_argv", []))[:8]})


def _chain_shadowed_sitecustomize() -> None:
    """Run the sitecustomize this one shadows (the next one on sys.path), as Python would have."""
    import importlib.machinery
    import importlib.util
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    others = [p for p in sys.path if os.path.abspath(p or os.curdir) != here]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", others)
    if spec is None or spec.loader is None or not spec.origin:
        return
    if os.path.realpath(spec.origin) == os.path.realpath(__file__):
        return
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # its errors surface as Python reports a failing sitecustomize


try:
    _conduit_sqltrace()
except Exception:
    pass
_chain_shadowed_sitecustomize()
