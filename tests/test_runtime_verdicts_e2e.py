"""Runtime verdicts through the real eval path (harness eval: apply the patch, install, start the
server, run the paper suite, trace, verify): a Python and a Node reference solution per database
pass on runtime evidence; deliberately violating variants fail on it, also where the static
verdict is fooled; a static false alarm is overturned; a suite that stored nothing is inconclusive.

BACKENDS lists the backends these run on: both trace the eval server (harness.verify.tracing).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from harness.backends import get_backend
from harness.catalog.tasks import get_task
from harness.run.external import evaluate_external_patch
from harness.run.pipeline import Budgets
from tests import runtime_variants as variants
from tests.helpers import context, make_patch

BACKENDS = [pytest.param("local", id="local"), pytest.param("docker", id="docker", marks=pytest.mark.requires_docker)]
BUDGETS = Budgets(setup=1800, start=90, suite=300, request=10)


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request):
    chosen = get_backend(request.param)
    chosen.check()
    return chosen


@dataclass
class Case:
    task: str
    files: Callable[[], variants.Files | tuple[variants.Files, str]]
    # verifier -> (passed, settled_by, static_passed); the runtime verdict's status is implied
    expect: dict[str, tuple[bool, str, bool]]
    words: dict[str, str]  # verifier -> words its evidence must contain
    full_suite: bool = False


CASES = {
    # the reference solutions: one Python and one Node per database
    "python-sqlite-reference": Case("fastapi-sqlite-sqlalchemy", lambda: variants.reference("fastapi-sqlite-sqlalchemy"),
                                    {"database": (True, "runtime", True), "orm": (True, "runtime", True)},
                                    {"database": "SQLite file in the project: conduit.db"}, full_suite=True),
    "python-postgres-reference": Case("fastapi-postgres-sqlalchemy", lambda: variants.reference("fastapi-postgres-sqlalchemy"),
                                      {"database": (True, "runtime", True), "orm": (True, "runtime", True)},
                                      {"database": "in Postgres: public.users", "orm": "the Postgres log"}, full_suite=True),
    "node-sqlite-reference": Case("express-sqlite-sequelize", lambda: variants.reference("express-sqlite-sequelize"),
                                  {"database": (True, "runtime", True), "orm": (True, "runtime", True)},
                                  {"database": "SQLite file in the project: conduit.db", "orm": "the SQLite trace"}, full_suite=True),
    "node-postgres-reference": Case("express-postgres-sequelize", lambda: variants.reference("express-postgres-sequelize"),
                                    {"database": (True, "runtime", True), "orm": (True, "runtime", True)},
                                    {"database": "in Postgres: public.users"}, full_suite=True),
    # violations caught at runtime; the static verdicts (v2) see them too (a literal /tmp path, SQL read from a
    # .sql file, users kept in a dict beside an engine that nothing queries)
    "python-sqlite-file-in-tmp": Case("fastapi-sqlite-sqlalchemy", variants.fastapi_sqlite_in_tmp,
                                      {"database": (False, "runtime", False), "orm": (True, "runtime", True)},
                                      {"database": "not a file in the project: /tmp/conduit-runtime-test-"}, full_suite=True),
    "python-raw-sql-from-a-file": Case("fastapi-sqlite-sqlalchemy", variants.fastapi_sqlite_raw_sql_from_a_file,
                                       {"database": (True, "runtime", True), "orm": (False, "runtime", False)},
                                       {"orm": "select distinct t.name from tags t"}),
    "python-dict-store": Case("fastapi-sqlite", variants.fastapi_dict_store_with_an_engine,
                              {"database": (False, "runtime", False)}, {"database": "no database holds it"}),
    "node-sqlite-file-in-tmp": Case("express-sqlite-sequelize", variants.express_sqlite_in_tmp,
                                    {"database": (False, "runtime", False), "orm": (True, "runtime", True)},
                                    {"database": "outside the workspace"}, full_suite=True),
    # violations both catch
    "node-raw-sqlite3-route": Case("express-sqlite-sequelize", variants.express_sqlite_raw_tags_route,
                                   {"database": (True, "runtime", True), "orm": (False, "runtime", False)},
                                   {"orm": "SELECT DISTINCT t.name FROM tags t"}),
    "node-postgres-raw-query": Case("express-postgres-sequelize", variants.express_postgres_raw_tags_query,
                                    {"database": (True, "runtime", True), "orm": (False, "runtime", False)},
                                    {"orm": "select distinct t.name from tags t"}),
    # a static false alarm overturned, and a suite that stored nothing
    "python-dormant-postgres-url": Case("fastapi-sqlite-sqlalchemy", variants.fastapi_sqlite_dormant_postgres_url,
                                        {"database": (True, "runtime", False), "orm": (True, "runtime", True)},
                                        {"database": "overturns the static verdict"}, full_suite=True),
    "python-failed-registration": Case("fastapi-sqlite", variants.fastapi_failing_registration,
                                       {"database": (False, "static", False)}, {"database": "never stored anything"}),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CASES))
def test_runtime_verdict_through_the_eval_phase(name, backend, tmp_path):
    case = CASES[name]
    made = case.files()
    files, outside = made if isinstance(made, tuple) else (made, None)
    patch = make_patch({p: text for p, (text, _) in files.items()}, executable=tuple(p for p, (_, x) in files.items() if x))
    try:
        result = evaluate_external_patch(context(get_task(case.task), backend, tmp_path, budgets=BUDGETS), patch)
    finally:
        if outside and os.path.exists(outside):  # the local backend has no private /tmp
            os.unlink(outside)
    assert result.status == "ok", result.error
    if case.full_suite:
        assert result.passed == result.total == 290
    verdicts = json.loads((tmp_path / "verifiers.json").read_text())
    strong = {r["name"]: r for r in verdicts["results"]["strong"]}
    assert set(strong) == set(case.expect)
    for verifier, (passed, settled_by, static_passed) in case.expect.items():
        found = strong[verifier]
        evidence = " ".join(json.dumps(e) if isinstance(e, dict) else str(e) for e in found["evidence"])
        assert (found["passed"], found["settled_by"], found["static_passed"]) == (passed, settled_by, static_passed), evidence
        status = found["runtime"]["verdict"]["status"]
        assert status == ("inconclusive" if settled_by == "static" else "pass" if passed else "fail"), evidence
        if verifier in case.words:
            assert case.words[verifier] in evidence, evidence
    assert result.a_strict == (result.a_raw if all(p for p, _, _ in case.expect.values()) else 0.0)
    trace = tmp_path / "sqltrace-eval.jsonl"
    assert trace.exists()  # kept with the run for re-grading; the tracer started in the server
    assert json.loads(trace.read_text().splitlines()[0])["ev"] == "start"
    assert not (Path(json.loads((tmp_path / "verifiers.json").read_text())["runtime"].get("sqlite_trace", {})
                     .get("server_workspace") or "/nonexistent") / "sqltrace.jsonl").exists()  # fmt: skip
