"""The verifiers: the labelled corpus (precision/recall of both modes), the reference solutions,
and the parts (sources, import graphs, runtime evidence, combine, the verify command)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from harness.verify import Constraints, VerifierResult, combine, verify_static
from harness.verify import corpus as corpus_module
from harness.verify.cli import verify_command
from harness.verify.project import Project
from harness.verify.runtime import sqlite_evidence, statement_log_evidence
from harness.verify.source import from_diff, load_source

CORPUS = Path(__file__).parent / "verifier_corpus"
SEEN = Path(__file__).parent / "verifier_heldout"  # the first held-out set, a development set since 2026-12-01
SEEN2 = Path(__file__).parent / "verifier_heldout2"  # the second, looked at since
SEEN3 = Path(__file__).parent / "verifier_heldout3"  # the third, looked at since
SEEN4 = Path(__file__).parent / "verifier_heldout4"  # the fourth, looked at since 2026-12-02
SEEN5 = Path(__file__).parent / "verifier_heldout5"  # the fifth, looked at since 2026-12-02
SEEN6 = Path(__file__).parent / "verifier_heldout6"  # the sixth, looked at since 2026-12-02
SEEN7 = Path(__file__).parent / "verifier_heldout7"  # the seventh, looked at since 2026-12-02
SEEN8 = Path(__file__).parent / "verifier_heldout8"  # the eighth, looked at since 2026-12-02
SEEN9 = Path(__file__).parent / "verifier_heldout9"  # the ninth, looked at since 2026-12-02
SEEN10 = Path(__file__).parent / "verifier_heldout10"  # the tenth, looked at since 2026-12-02
SEEN11 = Path(__file__).parent / "verifier_heldout11"  # the eleventh, looked at since 2026-12-02
SEEN12 = Path(__file__).parent / "verifier_heldout12"  # the twelfth, looked at since 2026-12-02
SEEN13 = Path(__file__).parent / "verifier_heldout13"  # the thirteenth, looked at since 2026-12-02
SEEN14 = Path(__file__).parent / "verifier_heldout14"  # the fourteenth, looked at since 2026-12-02
SEEN15 = Path(__file__).parent / "verifier_heldout15"  # the fifteenth, looked at since 2026-12-02
SEEN16 = Path(__file__).parent / "verifier_heldout16"  # the sixteenth, looked at since 2026-12-02
SEEN17 = Path(__file__).parent / "verifier_heldout17"  # the seventeenth, looked at since 2026-12-02
SEEN18 = Path(__file__).parent / "verifier_heldout18"  # the eighteenth, looked at since 2026-12-02
SEEN19 = Path(__file__).parent / "verifier_heldout19"  # the nineteenth, looked at since 2026-12-02
SEEN20 = Path(__file__).parent / "verifier_heldout20"  # the twentieth, looked at since 2026-12-02
SEEN21 = Path(__file__).parent / "verifier_heldout21"  # the twenty-first, looked at since 2026-12-02
SEEN22 = Path(__file__).parent / "verifier_heldout22"  # the twenty-second, looked at since 2026-12-02
SEEN23 = Path(__file__).parent / "verifier_heldout23"  # the twenty-third, looked at since 2026-12-02
SEEN24 = Path(__file__).parent / "verifier_heldout24"  # the twenty-fourth, looked at since 2026-12-03
SEEN25 = Path(__file__).parent / "verifier_heldout25"  # the twenty-fifth, looked at since 2026-12-03
SEEN26 = Path(__file__).parent / "verifier_heldout26"  # the twenty-sixth, looked at since 2026-12-03
SEEN27 = Path(__file__).parent / "verifier_heldout27"  # the twenty-seventh, looked at since 2026-12-03
SEEN28 = Path(__file__).parent / "verifier_heldout28"  # the twenty-eighth, looked at since 2026-12-03
SEEN29 = Path(__file__).parent / "verifier_heldout29"  # the twenty-ninth, looked at since 2026-12-03
SEEN30 = Path(__file__).parent / "verifier_heldout30"  # the thirtieth, looked at since 2026-12-03
SEEN31 = Path(__file__).parent / "verifier_heldout31"  # the thirty-first, looked at since 2026-12-03
SEEN32 = Path(__file__).parent / "verifier_heldout32"  # the thirty-second, looked at since 2026-12-03
SEEN33 = Path(__file__).parent / "verifier_heldout33"  # the thirty-third, looked at since 2026-12-03
SEEN34 = Path(__file__).parent / "verifier_heldout34"  # the thirty-fourth, looked at since 2026-12-03
SEEN35 = Path(__file__).parent / "verifier_heldout35"  # the thirty-fifth, looked at since 2026-12-03
HELDOUT = Path(__file__).parent / "verifier_heldout36"  # the blind one
LOOKED_AT = (CORPUS, SEEN, SEEN2, SEEN3, SEEN4, SEEN5, SEEN6, SEEN7, SEEN8, SEEN9, SEEN10, SEEN11, SEEN12, SEEN13, SEEN14, SEEN15,
             SEEN16, SEEN17, SEEN18, SEEN19, SEEN20, SEEN21, SEEN22, SEEN23, SEEN24, SEEN25, SEEN26, SEEN27, SEEN28, SEEN29, SEEN30, SEEN31,
             SEEN32, SEEN33, SEEN34, SEEN35)
EVERY_SET = (*LOOKED_AT, HELDOUT)
LOGS = CORPUS / "_statement_logs"
PY_ALL = Constraints("python", architecture=True, database="sqlite", orm=True)
FRAMEWORKS = ("flask", "fastapi", "django", "aiohttp", "express", "fastify", "hono", "koa")


@pytest.fixture(scope="module")
def report():
    return corpus_module.evaluate(CORPUS)


@pytest.fixture(scope="module")
def seen_report():
    """The first held-out set: paper mode checked against its labels, strong mode only measured."""
    return corpus_module.evaluate_set("seen")


@pytest.fixture(scope="module")
def heldout_report():
    """The blind held-out set: both modes only measured."""
    return corpus_module.evaluate_set("heldout")


@pytest.fixture(scope="module")
def later_seen_reports():
    """The second and later held-out sets, development sets since they were looked at: measured."""
    return {name: corpus_module.evaluate_set(name) for name in corpus_module.DEVELOPMENT if name not in ("corpus", "seen")}


# ------------------------------------------------------------------------------------ corpus
def _check_labels(cases: list) -> None:
    assert {c.constraints.runtime for c in cases} == {"python", "node"}
    for case in cases:
        assert case.why.strip(), case.name
        assert set(case.paper) <= set(case.expect), case.name
    # every verifier has compliant and violating cases, and paper mode's errors are shown
    for name in corpus_module.VERIFIERS:
        truths = [c.expect[name] for c in cases if name in c.expect]
        assert True in truths and False in truths, name
        assert any(name in c.paper for c in cases), name


def test_corpus_is_big_enough_and_covers_both_runtimes():
    cases = corpus_module.load_cases(CORPUS)
    assert len(cases) >= 100
    _check_labels(cases)


@pytest.mark.slow
def test_seen_cases_load_and_are_labelled_consistently(seen_report):
    cases = corpus_module.load_cases(SEEN)
    assert len(cases) >= 40
    _check_labels(cases)
    assert not {c.name for c in cases} & {c.name for c in corpus_module.load_cases(CORPUS)}
    assert seen_report.cases == len(cases)
    assert seen_report.mismatches == []  # paper mode as labelled (strong mode is not checked here)


@pytest.mark.parametrize(
    "directory", [*LOOKED_AT[2:], HELDOUT],
    ids=[f"seen{n}" for n in range(2, len(LOOKED_AT))] + ["heldout"],
)
def test_the_blind_written_sets_are_apart_and_labelled(directory):
    """No case name shared with another set, both runtimes, every verifier with compliant and
    violating cases; no paper verdicts (their authors did not know them)."""
    cases = corpus_module.load_cases(directory)
    assert len(cases) >= 40
    others = {c.name for d in EVERY_SET if d != directory for c in corpus_module.load_cases(d)}
    assert not {c.name for c in cases} & others
    assert {c.constraints.runtime for c in cases} == {"python", "node"}
    for name in corpus_module.VERIFIERS:
        truths = [c.expect[name] for c in cases if name in c.expect]
        assert True in truths and False in truths, name
    assert all(not c.paper and c.why.strip() for c in cases)


def test_the_blind_set_is_the_one_no_tuning_looked_at():
    """The heldout role belongs to the newest set, and every other set is listed as looked at."""
    assert corpus_module.corpus_dir("heldout") == HELDOUT
    assert {corpus_module.corpus_dir(n) for n in corpus_module.DEVELOPMENT} == set(LOOKED_AT)
    assert not corpus_module.SETS["heldout"].check_strong and not corpus_module.SETS["heldout"].check_paper


def test_sets_since_the_eighth_split_their_verdicts_by_kind(tmp_path):
    """Every case of the eighth set on says typical or subtle; the two parts of a report add up to
    the whole, case by case; a kind other than the two is refused when a label is loaded."""
    for directory in (*LOOKED_AT[LOOKED_AT.index(SEEN8) :], HELDOUT):
        assert {c.kind for c in corpus_module.load_cases(directory)} == {"typical", "subtle"}, directory.name
    whole = corpus_module.evaluate(SEEN8, "Seen", check_strong=False, check_paper=False)
    parts = corpus_module.kind_parts(whole, SEEN8)
    assert [p.title.rsplit(", ", 1)[-1] for p in parts] == ["typical cases only", "subtle cases only"]
    assert sum(p.cases for p in parts) == whole.cases
    for key, tally in whole.tallies.items():
        assert sum(p.tallies[key].tp for p in parts if key in p.tallies) == tally.tp
        assert sum(p.tallies[key].fn for p in parts if key in p.tallies) == tally.fn
    case = tmp_path / "c"
    case.mkdir()
    (case / "label.yaml").write_text("why: x\nruntime: python\nconstraints: {orm: true}\nexpect: {orm: pass}\nkind: tricky\n")
    with pytest.raises(ValueError, match="kind"):
        corpus_module.load_case(case / "label.yaml")


@pytest.mark.slow
def test_later_seen_sets_are_measured(later_seen_reports):
    for name, report in later_seen_reports.items():
        assert report.cases == len(corpus_module.load_cases(corpus_module.corpus_dir(name)))
        assert report.mismatches == []  # measured only: no verdict is checked case by case
        assert sum(t.cases for (mode, _), t in report.tallies.items() if mode == "strong") > 0


def test_cases_from_public_projects_record_their_source():
    cases = [c for d in EVERY_SET for c in corpus_module.load_cases(d)]
    assert len(cases) >= 150
    public = [c for c in cases if c.origin is not None]
    real = [c for c in cases if c.name.startswith("real-")]  # real-<framework>-…: RealWorld implementations
    assert len(real) >= 40 and all(c.origin for c in real)
    # the other cases adapted from public code (fastify-cli's and sequelize-cli's templates, a RealWorld
    # app's settings module, flasky's configuration) are v2-/v3- cases of the weakness class they illustrate;
    # v4-real-<framework>-… are real RealWorld apps and other small REST backends, minimally adapted;
    # v5-real-<framework>-… are real RealWorld apps of the database weakness classes
    assert all(c.name.startswith(("real-", "v2-", "v3-", "v4-real-", "v5-real-")) for c in public)
    v5_real = [c for c in cases if c.name.startswith("v5-real-")]
    assert all(c.origin for c in v5_real) and len({c.origin.repository for c in v5_real}) >= 3
    assert {next(t for t in c.name.split("-") if t in FRAMEWORKS) for c in real} == set(FRAMEWORKS)
    v4_real = [c for c in cases if c.name.startswith("v4-real-")]
    assert all(c.origin for c in v4_real) and {c.name.split("-")[2] for c in v4_real} == set(FRAMEWORKS)
    assert len({c.origin.repository for c in v4_real}) >= 12
    assert all("unlicensed" not in c.origin.licence.lower() and "none" not in c.origin.licence.lower() for c in public)
    for split in (CORPUS, SEEN, SEEN2, SEEN3, SEEN4):  # the authors of sets 5-14 wrote all of them (their READMEs)
        assert any(c.origin for c in corpus_module.load_cases(split)), split.name
    assert not any(c.origin for d in (*LOOKED_AT[LOOKED_AT.index(SEEN5) :], HELDOUT) for c in corpus_module.load_cases(d))


def test_case_directories_are_small_and_hold_no_installs():
    for case in [c for d in EVERY_SET for c in corpus_module.load_cases(d)]:
        files = [p for p in case.path.rglob("*") if p.is_file()]
        assert not any(part in ("node_modules", ".venv", "venv") for p in files for part in p.parts), case.name
        # a whole real application (real-*, minimally adapted) may be bigger than a case written here
        limit = 300_000 if case.name.startswith("real-") else 150_000
        assert sum(p.stat().st_size for p in files) < limit, case.name


@pytest.mark.slow
def test_verdicts_match_the_labels(report):
    """paper reproduces the study, weaknesses included; strong matches every label but the listed known errors."""
    assert report.mismatches == []
    assert report.stale_known == []


@pytest.mark.slow
def test_strong_mode_is_wrong_exactly_where_the_known_errors_file_says(report):
    known = corpus_module.load_known_errors(CORPUS)
    for case in corpus_module.load_cases(CORPUS):
        for name, truth in case.expect.items():
            passed = report.verdicts[(case.name, "strong", name)]
            listed = name in known.get(case.name, {})
            assert (passed != truth) == listed, f"{case.name} {name}: {'still listed' if listed else 'not listed'}"
    assert len(report.known_errors) == sum(len(v) for v in known.values())


def test_the_known_errors_list_is_strict_both_ways(tmp_path):
    """A listed verdict that is right is stale; an unlisted wrong one is a mismatch; a listed wrong one is known."""
    import shutil

    import yaml

    case = tmp_path / "py-layered-sqlite"
    shutil.copytree(CORPUS / "py-layered-sqlite", case)  # strong passes all three verifiers here
    known = tmp_path / corpus_module.KNOWN_STRONG_ERRORS
    known.write_text("py-layered-sqlite:\n  architecture: listed although right\n")
    stale = corpus_module.evaluate(tmp_path)
    assert stale.mismatches == [] and len(stale.stale_known) == 1 and stale.known_errors == []

    label = yaml.safe_load((case / "label.yaml").read_text())
    label["expect"]["architecture"] = "fail"
    label["paper"] = {"architecture": "pass"}
    (case / "label.yaml").write_text(yaml.safe_dump(label))
    listed = corpus_module.evaluate(tmp_path)
    assert listed.mismatches == [] and listed.stale_known == [] and len(listed.known_errors) == 1

    known.write_text("py-layered-sqlite:\n  orm: listed although right\nno-such-case:\n  orm: gone\n")
    unlisted = corpus_module.evaluate(tmp_path)
    assert len(unlisted.stale_known) == 1
    assert any("no-such-case" in m for m in unlisted.mismatches)
    assert any("py-layered-sqlite [strong] architecture" in m for m in unlisted.mismatches)
    measured = corpus_module.evaluate(tmp_path, check_strong=False)  # the held-out way: strong only counted
    assert measured.mismatches == [] and measured.tallies[("strong", "architecture")].fn == 1


@pytest.mark.slow
def test_paper_mode_shows_the_studys_weaknesses(report):
    missed = sum(report.tallies[("paper", n)].fn for n in corpus_module.VERIFIERS)
    false_alarms = sum(report.tallies[("paper", n)].fp for n in corpus_module.VERIFIERS)
    assert missed > 0 and false_alarms > 0


@pytest.mark.slow
def test_the_docs_tables_are_up_to_date(report, seen_report, later_seen_reports, heldout_report):
    report.title = corpus_module.TITLES["corpus"]
    reports = {"corpus": report, "seen": seen_report, **later_seen_reports, "heldout": heldout_report}
    tables = corpus_module.docs_tables(reports)
    # every blind case's source is new to the other sets, so its independent part is all of it
    independent = corpus_module.independent_part(heldout_report, corpus_module.default_heldout(),
                                                 corpus_module.development_sets())  # fmt: skip
    kinds = corpus_module.kind_parts(heldout_report, corpus_module.default_heldout())  # typical and subtle
    assert independent.cases == heldout_report.cases and len(kinds) == 2
    assert len(tables) == len(corpus_module.SETS) + len(kinds)
    for doc in corpus_module.default_docs():
        assert corpus_module.current_doc_block(doc) == corpus_module.doc_block(tables), (
            f"{doc.name}: run python -m harness.verify.corpus --write-doc"
        )


# ------------------------------------------------------------------------------------ references
# Verdicts of the reference solutions known to be wrong today, with what has to change. The test
# is strict: once the reference is fixed, the entry has to go.
KNOWN_REFERENCE_ISSUES: dict[tuple[str, str, str], str] = {}


def _reference_cases():
    try:
        from harness.catalog.tasks import all_tasks
        from harness.catalog.references import reference_frameworks
    except ImportError:  # pragma: no cover
        return []
    frameworks = set(reference_frameworks())
    cases = []
    for task in all_tasks():
        # one task per framework and rendering, with every constraint of that rendering active
        if task.framework.name in frameworks and task.architecture and task.orm:
            for mode in ("paper", "strong"):
                cases.append(pytest.param(task, mode, id=f"{task.framework.name}-{task.database}-{mode}"))
    return cases


@pytest.mark.slow
@pytest.mark.parametrize("task,mode", _reference_cases())
def test_reference_solutions_pass_every_verifier(task, mode, tmp_path):
    from harness.catalog.references import render_reference

    render_reference(task, tmp_path)
    results = verify_static(tmp_path, task, mode=mode)
    assert [r.name for r in results] == ["architecture", "database", "orm"]
    for result in results:
        known = KNOWN_REFERENCE_ISSUES.get((task.framework.name, mode, result.name))
        if known:
            assert not result.passed, (
                f"fixed? remove {(task.framework.name, mode, result.name)} from KNOWN_REFERENCE_ISSUES"
            )
            continue
        assert result.passed, json.dumps(result.to_dict(), indent=1)[:3000]


# ------------------------------------------------------------------------------------ sources
PATCH = """diff --git a/app/routes/users.py b/app/routes/users.py
new file mode 100644
index 0000000..1111111
--- /dev/null
+++ b/app/routes/users.py
@@ -0,0 +1,2 @@
+from app.services.users import register
+DATABASE = "sqlite:///conduit.db"
diff --git a/app/services/users.py b/app/services/users.py
index 2222222..3333333 100644
--- a/app/services/users.py
+++ b/app/services/users.py
@@ -1,3 +1,3 @@
 from app.models.user import User
-URL = "postgresql://user:password@postgres/conduit"
+URL = None
 def register(): return User()
diff --git a/old.py b/old.py
deleted file mode 100644
index 4444444..0000000
--- a/old.py
+++ /dev/null
@@ -1 +0,0 @@
-import psycopg2
"""


def test_a_diff_gives_added_lines_and_known_text():
    source = from_diff(PATCH)
    assert sorted(source.files) == ["app/routes/users.py", "app/services/users.py"]
    routes = source.files["app/routes/users.py"]
    assert routes.complete and [n for n, _ in routes.added] == [1, 2]
    services = source.files["app/services/users.py"]
    assert not services.complete and services.added == [(2, "URL = None")]
    assert "from app.models.user import User" in services.text and "postgresql" not in services.text


def test_paper_mode_reads_only_added_lines():
    results = verify_static(PATCH, Constraints("python", database="sqlite"), mode="paper")
    assert results[0].passed  # the removed postgres URL and the deleted psycopg2 file do not count


def test_missing_or_empty_patch_fails_every_applicable_verifier():
    for source in (None, "", "\n"):
        for mode in ("paper", "strong"):
            results = verify_static(source, PY_ALL, mode=mode)
            assert [r.name for r in results] == ["architecture", "database", "orm"]
            assert not any(r.passed for r in results)
            assert "empty or missing patch" in results[0].evidence[0]


def test_only_active_verifiers_are_returned_and_results_serialise():
    source = CORPUS / "py-layered-sqlite"
    assert verify_static(source, Constraints("python")) == []
    results = verify_static(source, Constraints("python", database="sqlite"))
    assert [r.name for r in results] == ["database"]
    data = json.loads(json.dumps([r.to_dict() for r in results]))
    assert {"name", "mode", "passed", "evidence"} <= set(data[0])
    assert VerifierResult.from_dict(data[0]) == results[0]


def test_catalog_tasks_are_accepted_as_constraints():
    from harness.catalog.tasks import get_task

    task = get_task("express-clean_architecture-sqlite-sequelize")
    assert Constraints.of(task) == Constraints("node", architecture=True, database="sqlite", orm=True)
    assert Constraints.of(get_task("flask-postgres")) == Constraints("python", database="postgres")


def test_directories_skip_dependency_folders_and_databases(tmp_path):
    (tmp_path / "node_modules" / "pg").mkdir(parents=True)
    (tmp_path / "node_modules" / "pg" / "index.js").write_text("require('pg')")
    (tmp_path / "conduit.db").write_bytes(b"SQLite format 3\x00")
    (tmp_path / "index.js").write_text("const x = 1;\n")
    assert list(load_source(tmp_path).files) == ["index.js"]


# ------------------------------------------------------------------------------------ import graphs
def _edges(files: dict[str, str], runtime: str, tmp_path: Path) -> set[tuple[str, str]]:
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    project = Project(load_source(tmp_path), runtime)
    return {(e.importer, e.target) for e in project.edges if e.target and e.kind != "string"}


def test_python_resolution(tmp_path):
    edges = _edges(
        {
            "app/__init__.py": "",
            "app/routes/users.py": "from ..services import users\nfrom . import helpers\n"
            "def f():\n    import importlib\n    importlib.import_module('app.models.user')\n",
            "app/routes/helpers.py": "import app.models.user as u\n",
            "app/services/users.py": "from app.models.user import User\n",
            "app/models/user.py": "from sqlalchemy import select\n",
        },
        "python",
        tmp_path,
    )
    assert edges == {
        ("app/routes/users.py", "app/services/users.py"),
        ("app/routes/users.py", "app/routes/helpers.py"),
        ("app/routes/users.py", "app/models/user.py"),
        ("app/routes/helpers.py", "app/models/user.py"),
        ("app/services/users.py", "app/models/user.py"),
    }


def test_javascript_resolution(tmp_path):
    edges = _edges(
        {
            "package.json": '{"imports": {"#repo/*": "./src/repositories/*.js"}}',
            "tsconfig.json": '{\n // c\n "compilerOptions": {"baseUrl": "./src", "paths": {"@svc/*": ["services/*"]},},\n}',
            "src/routes/a.ts": "import { x } from '@svc/b';\nimport type { M } from '../models';\nexport * from './c.js';\n"
            "const r = await import('#repo/d');\nimport cfg = require('../config.json');\n",
            "src/routes/c.ts": "export const c = 1;\n",
            "src/services/b.ts": "export const x = 1;\n",
            "src/repositories/d.js": "module.exports = {};\n",
            "src/models/index.ts": "export {};\n",
            "src/config.json": "{}",
        },
        "node",
        tmp_path,
    )
    assert edges == {
        ("src/routes/a.ts", "src/services/b.ts"),
        ("src/routes/a.ts", "src/models/index.ts"),
        ("src/routes/a.ts", "src/routes/c.ts"),
        ("src/routes/a.ts", "src/repositories/d.js"),
        ("src/routes/a.ts", "src/config.json"),
    }


@pytest.mark.parametrize(
    "files,runtime,entries,reachable",
    [
        (
            {
                "run.sh": "npm run build && npm start",
                "package.json": '{"scripts":{"build":"tsc","start":"node dist/server.js"}}',
                "tsconfig.json": '{"compilerOptions":{"outDir":"dist","rootDir":"src"}}',
                "src/server.ts": "import './app';",
                "src/app.ts": "export {};",
                "src/unused.ts": "export {};",
            },
            "node",
            ["src/server.ts"],
            ["src/app.ts", "src/server.ts"],
        ),
        (
            {"run.sh": "exec npx tsx src/index.ts", "src/index.ts": "import './a.js';", "src/a.ts": ""},
            "node",
            ["src/index.ts"],
            ["src/a.ts", "src/index.ts"],
        ),
        (
            {
                "run.sh": "exec gunicorn -w 2 -k uvicorn.workers.UvicornWorker --bind 0.0.0.0:8080 conduit.main:app",
                "conduit/__init__.py": "",
                "conduit/main.py": "from conduit import db",
                "conduit/db.py": "",
                "conduit/old.py": "",
            },
            "python",
            ["conduit/main.py"],
            ["conduit/__init__.py", "conduit/db.py", "conduit/main.py"],
        ),
        (
            {
                "run.sh": "cd src\nexec python -m app",
                "src/app/__init__.py": "",
                "src/app/__main__.py": "from app import server",
                "src/app/server.py": "x = 'settings.prod'",
                "src/settings/prod.py": "",
            },
            "python",
            ["src/app/__init__.py", "src/app/__main__.py"],
            ["src/app/__init__.py", "src/app/__main__.py", "src/app/server.py", "src/settings/prod.py"],
        ),
        (
            {"run.sh": "exec $PY weird.py", "weird.py": "import db", "db.py": "", "tests/test_x.py": ""},
            "python",
            ["db.py", "weird.py"],
            ["db.py", "weird.py"],
        ),
    ],
)
def test_entry_points_and_reachable_files(files, runtime, entries, reachable, tmp_path):
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    project = Project(load_source(tmp_path), runtime)
    assert project.entry_files == entries
    assert project.reachable == reachable


@pytest.mark.parametrize(
    "case", sorted(p.name for p in [*CORPUS.glob("py-*"), *CORPUS.glob("v2-py-*")] if not (p / "patch.diff").exists())
)
def test_python_graph_agrees_with_grimp(case, tmp_path):
    """grimp (the real tool) cannot take top-level modules or importlib calls; on the packages it
    can take, our ast graph must find the same imports."""
    grimp = pytest.importorskip("grimp")
    del grimp
    root = CORPUS / case
    project = Project(load_source(root), "python")
    roots = [r for r in project.entries.roots if (root / r).is_dir()] or [""]
    script = (
        "import json, sys, grimp\n"
        "roots, packages = json.loads(sys.argv[1])\n"
        "sys.path[:0] = roots\n"
        "g = grimp.build_graph(*packages, cache_dir=None)\n"
        "print(json.dumps(sorted([m, i] for m in g.modules for i in g.find_modules_directly_imported_by(m))))\n"
    )
    root_dir = root / roots[-1]
    # vendor/ holds third-party packages the solution puts on sys.path itself (imported as `slugkit`,
    # not `vendor.slugkit`): grimp, given only the solution's root, cannot see that path
    packages = sorted(
        p.name
        for p in root_dir.iterdir()
        if p.is_dir() and any(p.rglob("*.py")) and p.name not in ("tests", "__pycache__", "vendor")
    )
    if not packages:
        pytest.skip("no package for grimp (a flat directory of modules)")
    out = subprocess.run(
        [sys.executable, "-c", script, json.dumps([[str(root_dir)], packages])],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    prefix = roots[-1] + "/" if roots[-1] else ""

    def module(path: str) -> str:
        path = path[len(prefix) :] if path.startswith(prefix) else path
        return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")

    ours = {
        (module(e.importer), module(e.target))
        for e in project.edges
        if e.target
        and e.kind in ("import", "lazy")
        and e.importer.startswith(prefix)
        and module(e.importer).split(".")[0] in packages
        and module(e.target).split(".")[0] in packages
    }
    theirs = {tuple(pair) for pair in json.loads(out.stdout)}
    assert ours == theirs


# ------------------------------------------------------------------------------------ statement log
@pytest.mark.parametrize(
    "log,orm,verdict",
    [
        ("sqlalchemy_psycopg3", "sqlalchemy", True),
        ("sqlalchemy_psycopg2", "sqlalchemy", True),
        ("sequelize", "sequelize", True),
        ("reference_flask_suite", "sqlalchemy", True),  # the whole paper suite against the references
        ("reference_express_suite", "sequelize", True),
        ("reference_express_suite", "sqlalchemy", False),
        ("raw_psycopg3", "sqlalchemy", False),
        ("raw_psycopg2", "sqlalchemy", False),
        ("raw_sqlalchemy_text", "sqlalchemy", False),
        ("raw_pg_and_sequelize_query", "sequelize", False),
        ("sequelize", "sqlalchemy", False),
        ("sqlalchemy_psycopg3", "sequelize", False),
    ],
)
def test_statement_log_shapes(log, orm, verdict):
    evidence = statement_log_evidence((LOGS / f"{log}.log").read_text(), orm)
    assert evidence["available"] and evidence["application_statements"] > 0
    assert evidence["orm_shaped_verdict"] is verdict, evidence["raw_examples"]
    json.dumps(evidence)


def test_statement_log_without_application_statements_gives_no_verdict():
    log = "2024-01-01 00:00:00 UTC [1] LOG:  statement: BEGIN\n2024-01-01 00:00:00 UTC [1] LOG:  statement: SELECT 1\n"
    assert statement_log_evidence(log, "sqlalchemy")["orm_shaped_verdict"] is None
    assert statement_log_evidence("", "sequelize")["available"] is False


# ------------------------------------------------------------------------------------ runtime
def _sqlite_with_user(path: Path) -> sqlite3.Connection:
    """A WAL-mode database whose rows are still in the -wal file while the connection is open."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, handle TEXT, mail TEXT)")
    conn.execute("INSERT INTO accounts (handle, mail) VALUES ('user', 'user@mail.com')")
    conn.commit()
    return conn


def test_sqlite_evidence_finds_the_suites_user_by_column(tmp_path):
    (tmp_path / "data").mkdir()
    conn = _sqlite_with_user(tmp_path / "data" / "store.bin")
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "x.db").write_bytes((tmp_path / "data" / "store.bin").read_bytes())
    evidence = sqlite_evidence(tmp_path)
    conn.close()
    assert evidence["app_files"] == ["data/store.bin"] and evidence["holds_app_data"]
    assert evidence["files"][0]["suite_user"] == {"table": "accounts", "column": "handle"}
    empty = tmp_path / "empty"
    empty.mkdir()
    sqlite3.connect(empty / "conduit.db").execute("CREATE TABLE users (username TEXT)").connection.commit()
    assert sqlite_evidence(empty)["holds_app_data"] is False


@pytest.mark.slow
def test_postgres_evidence_on_a_throwaway_cluster():
    psycopg = pytest.importorskip("psycopg")
    from harness.backends.local import postgres as local_postgres
    from harness.verify.runtime import postgres_evidence

    try:
        cluster = local_postgres.start_cluster()
    except (local_postgres.PostgresUnavailable, RuntimeError) as exc:
        pytest.skip(f"no local Postgres: {exc}")
    try:
        empty = postgres_evidence(cluster.conninfo())
        assert empty["available"] and empty["app_tables"] == [] and not empty["holds_app_data"]
        with psycopg.connect(**cluster.conninfo(), autocommit=True) as conn:
            conn.execute('CREATE TABLE "Members" (id serial primary key, "userName" text, email text)')
            conn.execute("INSERT INTO \"Members\" (\"userName\", email) VALUES ('user', 'user@mail.com')")
        found = postgres_evidence(cluster.conninfo())
        assert found["app_tables"] == ["public.Members"] and found["holds_app_data"]
        assert found["suite_user"]["table"] == "public.Members"
        log = cluster.log_path.read_text()
        assert statement_log_evidence(log, "sqlalchemy")["categories"].get("harness", 0) > 0
    finally:
        cluster.stop()
    assert postgres_evidence({**cluster.conninfo(), "connect_timeout": 2})["available"] is False


# ------------------------------------------------------------------------------------ combine
def _static(name: str, target: str, passed: bool = True) -> VerifierResult:
    return VerifierResult(name, "strong", passed, ["static"], target=target)


PG_WITH_USER = {
    "available": True,
    "app_tables": ["public.users"],
    "suite_user": {"table": "public.users", "column": "username"},
}
PG_EMPTY = {"available": True, "app_tables": [], "suite_user": None}
LITE_WITH_USER = {"available": True, "files": [{"path": "conduit.db"}], "app_files": ["conduit.db"]}
LITE_NONE = {"available": True, "files": [], "app_files": []}


@pytest.mark.parametrize(
    "target,runtime,passed",
    [
        ("postgres", {"postgres": PG_WITH_USER, "sqlite": LITE_NONE}, True),
        ("postgres", {"postgres": PG_EMPTY, "sqlite": LITE_WITH_USER}, False),
        ("postgres", {"postgres": PG_WITH_USER, "sqlite": LITE_WITH_USER}, False),
        ("sqlite", {"postgres": PG_EMPTY, "sqlite": LITE_WITH_USER}, True),
        ("sqlite", {"postgres": PG_WITH_USER, "sqlite": LITE_WITH_USER}, False),
        ("sqlite", {"postgres": PG_EMPTY, "sqlite": LITE_NONE}, False),
        ("sqlite", {"sqlite": LITE_WITH_USER}, True),  # Postgres not collected: said, and static decides
    ],
)
def test_combine_database(target, runtime, passed):
    [result] = combine([_static("database", target)], runtime)
    assert result.passed is passed and result.static_passed is True
    if "postgres" not in runtime:
        assert any("runtime evidence absent for Postgres" in str(e) for e in result.evidence)


def test_collect_gathers_only_what_the_task_needs(tmp_path):
    from harness.verify.runtime import collect

    conn = _sqlite_with_user(tmp_path / "conduit.db")
    log = (LOGS / "sequelize.log").read_text()
    node_pg = Constraints("node", database="postgres", orm=True)
    assert collect(Constraints("node", architecture=True), workspace=tmp_path) == {}
    evidence = collect(node_pg, workspace=tmp_path, statement_log=log)
    assert set(evidence) == {"sqlite", "statement_log"} and evidence["statement_log"]["orm_shaped_verdict"] is True
    assert set(collect(Constraints("node", database="sqlite", orm=True), workspace=tmp_path, statement_log=log)) == {
        "sqlite"
    }
    [result] = combine([_static("database", "postgres")], evidence)
    assert not result.passed  # the suite's user sits in a SQLite file of the workspace
    conn.close()


def test_combine_orm_and_absent_evidence():
    good = statement_log_evidence((LOGS / "sqlalchemy_psycopg3.log").read_text(), "sqlalchemy")
    bad = statement_log_evidence((LOGS / "raw_psycopg3.log").read_text(), "sqlalchemy")
    static = [
        _static("architecture", "clean_architecture"),
        _static("database", "postgres"),
        _static("orm", "sqlalchemy"),
    ]
    assert [r.passed for r in combine(static, {"postgres": PG_WITH_USER, "statement_log": good})] == [True, True, True]
    combined = combine(static, {"postgres": PG_WITH_USER, "statement_log": bad})
    assert [r.passed for r in combined] == [True, True, False]
    assert any(isinstance(e, dict) and "raw_statement" in e for e in combined[2].evidence)
    for absent in (None, {}):
        kept = combine(static, absent)
        assert [r.passed for r in kept] == [True, True, True]
        assert "runtime evidence absent" in kept[1].evidence[-1]
    paper = [VerifierResult("orm", "paper", True, [], target="sqlalchemy")]
    assert combine(paper, {"statement_log": bad})[0].passed is True
    assert static[2].evidence == ["static"]  # inputs are not mutated


# ------------------------------------------------------------------------------------ command
def test_verify_command_exit_codes_and_json(capsys):
    ok = str(CORPUS / "js-layered-postgres")
    assert verify_command(ok, "express-clean_architecture-postgres-sequelize", "strong", True) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["name"] for d in data] == ["architecture", "database", "orm"]
    assert all({"name", "passed", "evidence"} <= set(d) for d in data)
    bad = str(CORPUS / "js-routes-to-repositories")
    assert verify_command(bad, "express-clean_architecture-sqlite-sequelize", "strong", False) == 1
    out = capsys.readouterr().out
    assert "architecture [strong, clean_architecture]: FAIL" in out and "routes -> repositories shortcut" in out
    assert verify_command(bad, "express-clean_architecture-sqlite-sequelize", "paper", False) == 0
    patch = str(CORPUS / "py-patch-layered" / "patch.diff")
    assert verify_command(patch, "fastapi-clean_architecture-postgres-sqlalchemy", "strong", False) == 0
    capsys.readouterr()
    for args in (
        (str(CORPUS / "missing"), "express-sqlite", "strong"),
        (ok, "express-nope", "strong"),
        (ok, "express-sqlite", "lenient"),
    ):
        assert verify_command(*args, False) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1


# ------------------------------------------------------------------------------------ vs dependency-cruiser
@pytest.mark.slow
def test_javascript_graph_agrees_with_dependency_cruiser():
    """The tree-sitter graph resolves every local import that dependency-cruiser 17 resolves, and
    no other (corpus Node cases, TypeScript path aliases included). Installs the tool once."""
    from concurrent.futures import ThreadPoolExecutor

    from harness.verify.tools import cruise, dependency_cruiser

    binary = dependency_cruiser()
    if binary is None:
        pytest.skip("dependency-cruiser could not be installed (no npm, or no registry)")
    cases = sorted(
        p for p in CORPUS.iterdir() if p.name.startswith(("js-", "ts-", "v2-js-", "v2-ts-")) and not (p / "patch.diff").exists()
    )
    plain = [c for c in cases if not (c / "tsconfig.json").exists()]
    typed = [c for c in cases if (c / "tsconfig.json").exists()]
    jobs = [(CORPUS, [c.name for c in plain], None)] + [(c, ["."], "tsconfig.json") for c in typed]
    with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
        found = list(pool.map(lambda job: cruise(binary, *job), jobs))
    theirs: dict[str, set[tuple[str, str]]] = {c.name: set() for c in cases}
    for importer, target in found[0]:
        case, _, rest = importer.partition("/")
        theirs[case].add((rest, target.partition("/")[2]))
    for case, edges in zip(typed, found[1:]):
        theirs[case.name] = edges
    for case in cases:
        project = Project(load_source(case), "node")
        # literal imports only: the edges strong mode adds for code loaded by directory or by a
        # computed path (kinds dirload, computed), and packages resolved to a `file:` dependency of
        # the solution (dependency-cruiser looks for them in node_modules, which is not installed),
        # are beyond dependency-cruiser; tests/test_verifiers_static.py covers them
        vendored = set(project.resolver.file_packages)
        literal = [
            e
            for e in project.edges
            if e.target and e.kind not in ("string", "dirload", "computed") and e.spec.split("/")[0] not in vendored
        ]
        ours = {(e.importer, e.target) for e in literal}
        assert ours == theirs[case.name], case.name


@pytest.mark.slow
def test_a_blind_measurement_prints_no_case(monkeypatch, capsys):
    """A directory given by path is checked against its labels and its wrong verdicts are printed
    (that is how the third set stopped being blind); --blind and the heldout set print only tables."""
    def run(*args: str) -> tuple[int, str]:
        monkeypatch.setattr("sys.argv", ["corpus", *args])
        code = corpus_module.main()
        return code, capsys.readouterr().out

    checked_code, checked = run("--corpus", str(SEEN3))
    assert checked_code == 1 and "MISMATCH" in checked  # its labels carry no paper verdicts
    for args in (("--corpus", str(SEEN3), "--blind"), ("--corpus", "heldout")):
        code, out = run(*args)
        assert code == 0 and "MISMATCH" not in out and "| strong | **all** |" in out, args
        assert not any(c.name in out for c in corpus_module.load_cases(Path(args[1]) if "/" in args[1] else HELDOUT))
