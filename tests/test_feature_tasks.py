"""The `feature` task family: the catalog, the prompt, feature markers (harness.catalog.ablation), the report's
separate table, and the proof on the real references (local backend): every ablated repository starts,
passes every paper check its feature does not touch and has really lost the feature, and the reference
agent restores it to 290/290 through the pipeline.

A feature whose markers are not in a reference yet is an expected failure (strict: it must fail), named
by the missing markers; the mark goes away by itself the moment the markers are in the reference."""

from __future__ import annotations

import json
import subprocess
from fnmatch import fnmatchcase
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harness.catalog.ablation import MarkerError, ablate_files, ablate_text, marker_names
from harness.catalog.tasks import FAMILIES, UnknownName, all_tasks, frameworks, get_task, select_tasks
from harness.cli import app
from harness.catalog.features import base_variant, features, get_feature, touched_checks
from harness.catalog.references import starting_repository
from harness.catalog.prompt import render_prompt
from harness.catalog.references import reference_contents, reference_files, reference_frameworks
from harness.suite import load_suite
from harness.suite.model import check_id

runner = CliRunner()
FEATURES = ("comments", "profiles", "favorites", "articles")


# --- catalog ---------------------------------------------------------------------------------------


def test_thirty_two_feature_tasks_on_the_base_variant():
    tasks = select_tasks(family="feature")
    assert len(tasks) == 32
    assert [t.id for t in tasks[:4]] == [f"flask-feature-{name}" for name in FEATURES]
    assert {t.id for t in tasks} == {f"{fw}-feature-{name}" for fw in frameworks() for name in FEATURES}
    for task in tasks:
        assert (task.family, task.variant, task.level) == ("feature", base_variant(), "L3")
        assert task.architecture and task.database == "sqlite" and task.orm
        assert task.to_dict()["family"] == "feature" and task.to_dict()["feature"] == task.feature


def test_greenfield_stays_the_default_and_get_task_finds_both_families():
    assert select_tasks() == list(all_tasks()) and len(all_tasks()) == 80
    assert all(t.family == "greenfield" and t.feature is None for t in all_tasks())
    assert get_task("flask-sqlite").to_dict()["family"] == "greenfield"
    assert get_task("koa-feature-favorites").feature == "favorites"
    assert len(select_tasks(family=None)) == 112
    assert FAMILIES == ("greenfield", "feature")


def test_feature_filters():
    assert [t.id for t in select_tasks(["express"], family="feature", feature_names=["profiles"])] == [
        "express-feature-profiles"
    ]
    assert len(select_tasks(levels=["L3"], family="feature")) == 32
    assert select_tasks(levels=["L0"], family="feature") == []
    assert [t.id for t in select_tasks(task_ids=["hono-feature-articles"], family=None)] == ["hono-feature-articles"]


@pytest.mark.parametrize(
    "call, what",
    [
        (lambda: select_tasks(family="brownfield"), "family"),
        (lambda: select_tasks(family="feature", feature_names=["likes"]), "feature"),
        (lambda: get_task("flask-feature-likes"), "task"),
        (lambda: get_feature("likes"), "feature"),
    ],
)
def test_unknown_names_list_the_valid_ones(call, what):
    with pytest.raises(UnknownName) as caught:
        call()
    assert caught.value.what == what
    if what == "family":
        assert caught.value.valid == ["greenfield", "feature"]
    if what == "feature":
        assert caught.value.valid == list(FEATURES)


def test_cli_lists_and_shows_feature_tasks():
    listed = runner.invoke(app, ["tasks", "--family", "feature", "--framework", "flask", "--json"])
    assert listed.exit_code == 0, listed.output
    assert [t["id"] for t in json.loads(listed.output)] == [f"flask-feature-{name}" for name in FEATURES]
    table = runner.invoke(app, ["tasks", "--family", "feature", "-f", "koa"])
    assert table.exit_code == 0 and "koa-feature-comments" in table.output and "feature" in table.output
    assert len(json.loads(runner.invoke(app, ["tasks", "--json"]).output)) == 80
    shown = runner.invoke(app, ["tasks", "show", "flask-feature-comments"])
    assert shown.exit_code == 0 and "implement comments" in shown.output
    for args, valid in ((["--family", "nope"], "greenfield, feature"),
                        (["--feature", "likes"], "comments, profiles, favorites, articles")):  # fmt: skip
        bad = runner.invoke(app, ["tasks", *args])
        assert bad.exit_code == 2 and valid in bad.output
    bad = runner.invoke(app, ["run", "--family", "nope", "--framework", "flask"])
    assert bad.exit_code == 2 and "greenfield, feature" in bad.output
    bad = runner.invoke(app, ["tasks", "show", "flask-feature-likes"])
    assert bad.exit_code == 2 and "flask-feature-comments" in bad.output


# --- prompt ----------------------------------------------------------------------------------------


def test_feature_prompt_names_the_feature_and_keeps_the_constraints():
    prompt = render_prompt(get_task("flask-feature-comments"))
    spec = (Path(__file__).resolve().parents[1] / "specs" / "conduit.openapi.yaml").read_text().rstrip()
    assert spec in prompt
    for text in ("implement comments", "existing Flask implementation", "**comments**", "own style and structure",
                 "Complete the existing repository", "clean architecture", "SQLite", "SQLAlchemy",
                 "`requirements.txt`", "`run.sh`", "port 8080", "/api/health-check"):  # fmt: skip
        assert text in prompt, text
    assert "empty) directory" not in prompt and "Build the Conduit" not in prompt
    assert "postgres" not in prompt.split("```yaml")[0].lower()  # SQLite only, no Postgres settings
    node = render_prompt(get_task("koa-feature-profiles"))
    assert "**profiles and follows**" in node and "Sequelize" in node and "`package.json`" in node
    assert "port 3000" in node and "npm install" in node


def test_articles_prompt_says_what_goes_with_articles():
    prompt = render_prompt(get_task("django-feature-articles"))
    assert "**articles and tags**" in prompt and "comments and favorites are missing too" in prompt
    assert "missing too" not in render_prompt(get_task("django-feature-favorites"))


def test_greenfield_prompt_is_unchanged_by_the_family():
    prompt = render_prompt(get_task("flask-clean_architecture-sqlite-sqlalchemy"))
    assert prompt.startswith("# Build the Conduit REST API with Flask")
    assert "existing" not in prompt and "Start from the current (empty) directory" in prompt


# --- ablation markers ------------------------------------------------------------------------------


def test_block_nesting_and_any_of_several_names():
    text = (
        "a\n"
        "# feature-begin: articles\n"
        "b\n"
        "    # feature-begin: comments, favorites\n"
        "    c\n"
        "    # feature-end: comments, favorites\n"
        "d\n"
        "# feature-end: articles\n"
        "e\n"
    )  # fmt: skip
    assert ablate_text(text, set()) == "a\nb\n    c\nd\ne\n"
    assert ablate_text(text, {"comments"}) == "a\nb\nd\ne\n"
    assert ablate_text(text, {"favorites"}) == "a\nb\nd\ne\n"
    assert ablate_text(text, {"articles"}) == "a\ne\n"
    assert ablate_text(text, {"profiles"}) == "a\nb\n    c\nd\ne\n"
    assert marker_names(text) == {"articles", "comments", "favorites"}


def test_else_part_replaces_the_block_only_when_removed():
    text = (
        "    // feature-begin: profiles\n"
        "    const following = await isFollowing(user, author);\n"
        "    // feature-else: profiles\n"
        "    // const following = false;\n"
        "    //   nested = 1;\n"
        "    // feature-end: profiles\n"
        "    return following;\n"
    )  # fmt: skip
    assert ablate_text(text, set()) == "    const following = await isFollowing(user, author);\n    return following;\n"
    assert ablate_text(text, {"profiles"}) == "    const following = false;\n      nested = 1;\n    return following;\n"


def test_else_inside_a_removed_outer_block_goes_too():
    text = "# feature-begin: articles\n# feature-begin: favorites\nx\n# feature-else: favorites\n# y\n" \
           "# feature-end: favorites\n# feature-end: articles\nz\n"  # fmt: skip
    assert ablate_text(text, {"favorites"}) == "y\nz\n"
    assert ablate_text(text, {"articles", "favorites"}) == "z\n"


def test_line_markers_and_file_markers():
    text = "from m import A, B  # feature-line: comments\nkeep = 1\nitems = [a, b]  // feature-line: favorites, comments\n"
    assert ablate_text(text, set()) == "from m import A, B\nkeep = 1\nitems = [a, b]\n"
    assert ablate_text(text, {"comments"}) == "keep = 1\n"
    assert ablate_text(text, {"favorites"}) == "from m import A, B\nkeep = 1\n"
    whole = "'''Comments.'''\n# feature-file: comments\nclass Comment: ...\n"
    assert ablate_text(whole, {"comments"}) is None
    assert ablate_text(whole, {"profiles"}) == "'''Comments.'''\nclass Comment: ...\n"
    files = {"a.py": whole.encode(), "b.py": b"plain\n", "logo.png": b"\x89PNG\xff\xfe feature-file: comments"}
    ablated = ablate_files(files, {"comments"})
    assert ablated == {"b.py": b"plain\n", "logo.png": files["logo.png"]}


def test_line_endings_are_kept():
    assert ablate_text("a\r\n# feature-begin: x\r\nb\r\n# feature-end: x\r\nc  # feature-line: y\r\n", {"x"}) == "a\r\nc\r\n"


@pytest.mark.parametrize(
    "text, message",
    [
        ("# feature-begin: comments\nx\n", "is never closed"),
        ("x\n# feature-end: comments\n", "does not close"),
        ("# feature-begin: comments\n# feature-end: favorites\n", "does not close"),
        ("# feature-else: comments\n", "without its feature-begin"),
        ("# feature-begin: a\n# feature-else: a\n# feature-else: a\n# feature-end: a\n", "without its feature-begin"),
        ("# feature-begin: a\n# feature-begin: b\n# feature-end: a\n# feature-end: b\n", "does not close"),
    ],
)
def test_unbalanced_markers_raise_with_the_place(text, message):
    with pytest.raises(MarkerError, match=message) as caught:
        ablate_text(text, {"comments"}, where="src/x.py")
    assert "src/x.py" in str(caught.value)


def test_touched_checks_follow_the_features_paths_queries_and_fields():
    suite = load_suite("paper")
    all_ids = {check_id(r, c, i) for r in suite.requests for i, c in enumerate(r.checks, 1)}
    touched = {name: touched_checks(suite, get_feature(name)) for name in FEATURES}
    assert all(0 < len(ids) < len(all_ids) for ids in touched.values())
    assert touched["comments"] < touched["articles"]  # articles take comments with them
    favorited = [check_id(r, c, i) for r in suite.requests for i, c in enumerate(r.checks, 1)
                 if c.subject.split(".")[-1].split("[")[0] == "favoritesCount"]  # fmt: skip
    assert favorited and set(favorited) <= touched["favorites"]
    assert not touched["comments"] & {check_id(r, c, i) for r in suite.requests for i, c in enumerate(r.checks, 1)
                                      if r.path.startswith("/users")}  # fmt: skip


# --- report ----------------------------------------------------------------------------------------


def test_report_keeps_the_feature_family_apart(tmp_path):
    from harness.report.data import load_runs
    from harness.report.outputs import benchmark
    from harness.report.scores import build_report
    from harness.report.synthetic import write_run
    from harness.report.terminal import print_report
    from rich.console import Console

    write_run(tmp_path, "r", "flask-clean_architecture-sqlite-sqlalchemy", 0, passed=290)
    write_run(tmp_path, "r", "flask-feature-comments", 0, passed=145)
    write_run(tmp_path, "r", "flask-feature-comments", 1, passed=87)
    write_run(tmp_path, "r", "koa-feature-articles", 0, passed=0, status="start_failed")
    write_run(tmp_path, "r", "koa-feature-articles", 1, status="infra_error", passed=0)
    records = load_runs([tmp_path / "r"])
    assert {r.result.family for r in records} == {"greenfield", "feature"}
    report = build_report(records, [str(tmp_path / "r")])
    (greenfield,) = report.configurations
    assert [c.task for c in greenfield.cells] == ["flask-clean_architecture-sqlite-sqlalchemy"]
    assert greenfield.strict["L3"].mean == 100.0 and greenfield.strict["L3"].n == 1  # no feature task in it
    (family,) = report.features
    cells = {c.task: c for c in family.cells}
    assert cells["flask-feature-comments"].a_strict == pytest.approx(40.0) and cells["flask-feature-comments"].n == 2
    assert cells["koa-feature-articles"].a_strict == 0.0 and cells["koa-feature-articles"].infra_errors == 1
    assert list(family.features) == ["comments", "articles", "all"]
    assert family.features["all"].mean == pytest.approx(20.0) and family.infra_errors == 1
    data = benchmark(report)
    assert [t["task"] for t in data["tasks"]] == ["flask-clean_architecture-sqlite-sqlalchemy"]
    assert data["feature_family"][0]["features"]["comments"]["mean"] == 40.0
    console = Console(record=True, width=200)
    print_report(report, console)
    text = console.export_text()
    assert "Feature family A% strict" in text and "kept out of the level means" in text
    row = next(line for line in text.splitlines() if "│ flask" in line and "40.0" in line)
    assert "–" in row  # flask has no articles run
    from harness.report.html import render_html
    from harness.report.plots import write_plots

    html = render_html(report, write_plots(report, tmp_path / "plots"))
    section = html[html.index('id="feature-family"'):html.index('id="cost"')]
    assert 'title="flask-feature-comments: raw 40.0, 0/2 successful">40.0</td>' in section
    assert ">koa</td>" in section and section.count("<tr>") == 4  # header, flask, koa, mean


def test_old_results_without_a_family_are_greenfield():
    from harness.run.store import RunResult

    record = json.loads(RunResult(run_key="k", task="flask-sqlite", framework="flask", variant="sqlite", level="L1",
                                  agent="a", sample=0, status="ok", suite_profile="paper", backend="local",
                                  harness_version="0", prompt_version="1", started_at="t",
                                  finished_at="t").model_dump_json())  # fmt: skip
    del record["family"], record["feature"]
    assert RunResult.model_validate(record).family == "greenfield"


# --- the real references (local backend) -----------------------------------------------------------

def _missing_markers(framework: str, feature: str) -> list[str]:
    """The feature's marker names that no file of the framework's base-variant reference carries."""
    task = get_task(f"{framework}-feature-{feature}")
    present: set[str] = set()
    for source in reference_files(task).values():
        present |= marker_names(source.read_text(errors="replace"))
    return sorted(get_feature(feature).removes - present)


def _cases() -> list:
    cases = []
    for framework in reference_frameworks():
        for feature in features():
            missing = _missing_markers(framework, feature)
            marks = [pytest.mark.slow]
            if missing:
                marks.append(pytest.mark.xfail(strict=True, reason=f"tasks/references/{framework} has no feature "
                                                                  f"markers for {', '.join(missing)} yet"))  # fmt: skip
            cases.append(pytest.param(framework, feature, marks=marks, id=f"{framework}-{feature}"))
    return cases


CASES = _cases()


def _budgets():
    from harness.run.pipeline import Budgets

    return Budgets(setup=900, start=60, suite=300, request=10)


def _own_requests(feature_name: str) -> list:
    """Requests of the paper suite to the feature's own paths that check something."""
    feature = get_feature(feature_name)
    return [r for r in load_suite("paper").requests if r.action == "http" and r.checks
            and any(fnmatchcase(r.path, pattern) for pattern in feature.paths)]  # fmt: skip


def test_every_feature_has_requests_of_its_own():
    for name in FEATURES:
        assert _own_requests(name), name


def _git(repo: Path, *args: str, stdin: str | None = None) -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
           "PATH": "/usr/bin:/bin:/usr/local/bin"}  # fmt: skip
    return subprocess.run(["git", *args], cwd=repo, env=env, input=stdin, capture_output=True, text=True,
                          check=True).stdout  # fmt: skip


def _write(repo: Path, contents: dict[str, tuple[bytes, bool]]) -> None:
    for relative, (data, executable) in contents.items():
        path = repo / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        path.chmod(0o755 if executable else 0o644)


def _tree(repo: Path) -> dict[str, tuple[bytes, bool]]:
    return {p.relative_to(repo).as_posix(): (p.read_bytes(), bool(p.stat().st_mode & 0o111))
            for p in sorted(repo.rglob("*")) if p.is_file() and ".git" not in p.relative_to(repo).parts}  # fmt: skip


@pytest.mark.parametrize("framework, feature", CASES)
def test_ablated_repository_starts_keeps_the_rest_and_loses_the_feature(framework, feature, local_backend, tmp_path):
    from harness.run.pipeline import eval_patch
    from tests.helpers import make_patch

    task = get_task(f"{framework}-feature-{feature}")
    contents = starting_repository(task)
    assert contents is not None and contents != reference_contents(task)
    # Graded as a greenfield solution of the base variant: the ablated repository from an empty directory.
    base = select_tasks([framework], variant_names=[task.variant])[0]
    patch = make_patch({rel: data.decode() for rel, (data, _) in contents.items()},
                       tuple(rel for rel, (_, executable) in contents.items() if executable))  # fmt: skip
    from tests.helpers import context

    outcome = eval_patch(context(base, local_backend, tmp_path, budgets=_budgets()), patch)
    assert outcome.status == "ok", (outcome.status, outcome.error, (tmp_path / "server.log").read_text()[-2000:])
    failed = {c.id: c for c in outcome.suite.checks if not c.passed}
    wrong = [(c.id, c.request_name, c.subject, c.expected, c.actual) for i, c in failed.items()
             if i not in touched_checks(load_suite("paper"), get_feature(feature))]  # fmt: skip
    assert not wrong, f"{len(wrong)} checks fail that {feature} does not touch: {wrong[:8]}"
    still_there = [r.name for r in _own_requests(feature)
                   if not {check_id(r, c, i) for i, c in enumerate(r.checks, 1)} & failed.keys()]  # fmt: skip
    assert not still_there, f"requests to {feature}'s own paths that still pass every check: {still_there}"


@pytest.mark.parametrize("framework, feature", CASES)
def test_reference_agent_restores_the_feature(framework, feature, local_backend, tmp_path):
    from harness.agents import get_agent
    from harness.run.pipeline import run_task

    task = get_task(f"{framework}-feature-{feature}")
    from tests.helpers import context

    result = run_task(context(task, local_backend, tmp_path / "run", agent=get_agent("reference"), budgets=_budgets()))
    suite_file = tmp_path / "run" / "suite.json"
    failed = [c["id"] for c in json.loads(suite_file.read_text())["checks"] if not c["passed"]] if suite_file.exists() else []
    assert (result.status, result.passed, result.total) == ("ok", 290, 290), (result.error, failed[:8])
    assert (result.family, result.feature, result.variant) == ("feature", feature, base_variant())
    assert result.verifiers_run and result.a_strict == 100.0, result.verifiers
    # The patch is the diff from the starting repository: applied to it, it gives the reference exactly.
    patch = (tmp_path / "run" / "patch.diff").read_text()
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    _write(repo, starting_repository(task))
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "starting repository")
    _git(repo, "apply", "--binary", "-", stdin=patch)
    assert _tree(repo) == reference_contents(task)
    assert "# Complete the Conduit REST API" in (tmp_path / "run" / "prompt.md").read_text()


@pytest.mark.parametrize("framework, feature", [c for c in CASES if c.values == ("flask", "comments")])
def test_harness_eval_grades_a_feature_patch_made_elsewhere(framework, feature, local_backend, tmp_path):
    """`harness eval --task flask-feature-comments --patch P`: P is a diff against the starting repository."""
    from harness.run.external import evaluate_external_patch

    task = get_task(f"{framework}-feature-{feature}")
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    _write(repo, starting_repository(task))
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "starting repository")
    _write(repo, reference_contents(task))
    _git(repo, "add", "-A")
    patch = _git(repo, "diff", "--cached", "--binary", "HEAD")
    from tests.helpers import context

    result = evaluate_external_patch(context(task, local_backend, tmp_path / "run", budgets=_budgets()), patch)
    assert (result.status, result.passed, result.family) == ("ok", 290, "feature"), result.error
