"""Failure taxonomy: one category per run, the server-start exception class from the log, setup reasons."""

from __future__ import annotations

import pytest

from harness.report.data import load_runs
from harness.report.synthetic import write_run
from harness.report.taxonomy import (
    classify,
    failed_endpoints,
    server_exception,
    setup_reason,
)

PY_TRACE = 'Traceback (most recent call last):\n  File "/w/main.py", line 3, in <module>\n    import jwt\n'


@pytest.mark.parametrize(
    "log, expected",
    [
        (PY_TRACE + "ModuleNotFoundError: No module named 'jwt'\n", "ModuleNotFoundError"),
        (PY_TRACE + "ImportError: cannot import name 'x' from 'y'\n", "ImportError"),
        (PY_TRACE + "AttributeError: 'NoneType' object has no attribute 'cursor'\n", "AttributeError"),
        (PY_TRACE + "TypeError: __init__() got an unexpected keyword argument 'x'\n", "TypeError"),
        (PY_TRACE + "NameError: name 'db' is not defined\n", "NameError"),
        ('  File "/w/app.py", line 7\n    def f(:\n          ^\nSyntaxError: invalid syntax\n', "SyntaxError"),
        (PY_TRACE + "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection refused\n",
         "OperationalError"),
        # chained exceptions: the last traceback's exception is the one that stopped the server
        (PY_TRACE + "KeyError: 'DATABASE_URL'\n\nDuring handling of the above exception, another exception occurred:\n\n"
         + PY_TRACE + "RuntimeError: no database configured\n", "RuntimeError"),
        ("INFO: Started\nERROR:    Error loading ASGI app. Could not import module \"main\".\n", "ImportError"),
        ("./run.sh: line 2: uvicorn: command not found\n", "command not found"),
        (PY_TRACE + "OSError: [Errno 98] Address already in use\n", "EADDRINUSE"),
        ("", None),
        ("INFO: Uvicorn running on http://0.0.0.0:8080\n", None),
    ],
)  # fmt: skip
def test_python_server_exceptions(log, expected):
    assert server_exception(log, "python") == expected


NODE_FRAME = "/w/src/index.js:3\nconst x = require('y');\n          ^\n\n"


@pytest.mark.parametrize(
    "log, expected",
    [
        (NODE_FRAME + "Error: Cannot find module 'sequelize'\nRequire stack:\n- /w/src/index.js\n", "Cannot find module"),
        ("node:internal/modules/esm/resolve:854\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'hono'\n",
         "Cannot find module"),
        (NODE_FRAME + "TypeError: app.use() requires a middleware function\n    at Function.use\n", "TypeError"),
        (NODE_FRAME + "ReferenceError: db is not defined\n    at Object.<anonymous>\n", "ReferenceError"),
        ("/w/src/app.js:10\n}\n^\n\nSyntaxError: Unexpected token '}'\n", "SyntaxError"),
        ("Error: listen EADDRINUSE: address already in use :::3000\n", "EADDRINUSE"),
        ("SequelizeConnectionRefusedError: connect ECONNREFUSED 127.0.0.1:5432\n", "ECONNREFUSED"),
        ("SequelizeDatabaseError: SQLITE_ERROR: no such table: Users\n", "SequelizeDatabaseError"),
        ("sh: 1: node: not found\n", "command not found"),
    ],
)  # fmt: skip
def test_node_server_exceptions(log, expected):
    assert server_exception(log, "node") == expected


@pytest.mark.parametrize(
    "log, expected",
    [
        ("ERROR: Could not find a version that satisfies the requirement flask-jwt-extended==99.0 (from versions: 4.0)\n"
         "ERROR: No matching distribution found for flask-jwt-extended==99.0\n",
         "unknown package or version: flask-jwt-extended==99.0"),
        ("npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/expresss - Not found\n"
         "npm error 404  'expresss@*' is not in this registry.\n", "unknown package: expresss"),
        ("npm error code ETARGET\nnpm error notarget No matching version found for koa@^99.0.0.\n",
         "unknown version: koa@^99.0.0"),
        ("npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n", "dependency conflict"),
        ("ERROR: Cannot install a and b because these package versions have conflicting dependencies.\n"
         "ERROR: ResolutionImpossible\n", "dependency conflict"),
        ("gyp ERR! build error\n", "native build failed"),
        ("all fine\n", None),
    ],
)  # fmt: skip
def test_setup_reasons(log, expected):
    assert setup_reason(log) == expected


def test_every_category(tmp_path):
    ok = [{"name": "database", "mode": "strong", "passed": True, "evidence": ""}]
    bad = [{"name": "database", "mode": "strong", "passed": False, "evidence": "postgres received no rows"}]
    cases = {
        "flask-unconstrained": dict(passed=290),
        "flask-sqlite": dict(passed=290, verifiers=bad),
        "flask-postgres": dict(passed=200, failed_requests=[6, 6, 16]),
        "flask-clean_architecture": dict(status="start_failed", passed=0,
                                         server_log=PY_TRACE + "ModuleNotFoundError: No module named 'jwt'\n"),
        "koa-unconstrained": dict(status="start_failed", passed=0, budget_fired="start", server_log="listening…\n"),
        "koa-sqlite": dict(status="setup_failed", passed=0, setup_log="npm error notarget No matching version found for koa@^99.0.0.\n"),
        "koa-postgres": dict(status="timeout", passed=0, budget_fired="agent"),
        "koa-clean_architecture": dict(status="no_patch", passed=0, error="the agent changed nothing"),
        "hono-unconstrained": dict(status="agent_error", passed=0, error="model API said 401\nmore"),
        "hono-sqlite": dict(status="infra_error", passed=0, error="postgres did not start"),
        "hono-postgres": dict(passed=290, verifiers=ok),
    }  # fmt: skip
    for task, options in cases.items():
        write_run(tmp_path, "r", task, 0, **options)
    failures = {r.task: classify(r) for r in load_runs([tmp_path / "r"])}
    got = {task: (f.category, f.detail) for task, f in failures.items()}
    assert got == {
        "flask-unconstrained": ("pass", "verifiers not run"),
        "flask-sqlite": ("constraint_violation", "database"),
        "flask-postgres": ("partial", "90/290 checks failed"),
        "flask-clean_architecture": ("start_failed", "ModuleNotFoundError"),
        "koa-unconstrained": ("start_failed", "health timeout"),
        "koa-sqlite": ("setup_failed", "unknown version: koa@^99.0.0"),
        "koa-postgres": ("timeout", "agent budget"),
        "koa-clean_architecture": ("no_patch", "empty patch"),
        "hono-unconstrained": ("agent_error", "model API said 401"),
        "hono-sqlite": ("infra_error", "postgres did not start"),
        "hono-postgres": ("pass", None),
    }
    # partial: the endpoints with failed checks, the most failing first (paper suite: request 6 is
    # GET /articles, request 16 is GET /articles/{slug}; a query names its keys: GET /articles?author)
    assert failures["flask-postgres"].endpoints[:2] == ("GET /articles", "GET /articles/{slug}")
    counts = failed_endpoints(tmp_path / "r" / "flask-postgres" / "0", "paper")
    assert counts == {"GET /articles": 60, "GET /articles/{slug}": 30}
    write_run(tmp_path, "q", "flask-postgres", 0, passed=280, failed_requests=[7])
    assert failed_endpoints(tmp_path / "q" / "flask-postgres" / "0", "paper") == {"GET /articles?author": 10}
