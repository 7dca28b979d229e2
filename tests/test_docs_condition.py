"""The `docs` experimental condition: the generated reference documentation (one Python and one Node
framework, from packages `make install` prefetched: `harness docs flask --prefetch`, `harness docs hono
--prefetch`), the prompt that carries it, run identity, the report's paired comparison, and
`harness run --condition baseline --condition docs` end to end with a fake model."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness.apidocs import DEFAULT_MAX_TOKENS, DocsUnavailable, docs_block
from harness.apidocs.core import CHARS_PER_TOKEN, docs_root, slot_name
from harness.catalog.tasks import all_tasks, get_framework, get_task
from harness.catalog.prompt import render_prompt
from tests.fake_llm import FAKE_MODEL, FakeLLM, reference_solution, registry_json, solution_reply

ROOT = Path(__file__).resolve().parents[1]
# sha256 of the 80 greenfield baseline prompts, concatenated (prompt version 2, with fixed backend facts): a
# change of any baseline prompt is deliberate, never a side effect of the docs condition.
BASELINE_PROMPTS_SHA256 = "b52549c778589445d05364218ecfaf3dce8398d9a4360b6ed8f227a53175febc"


def block(framework: str, **kwargs):
    """From the cache `make install` filled (offline: no registry); a bare pytest run without it fetches once."""
    try:
        return docs_block(get_framework(framework), offline=True, **kwargs)
    except DocsUnavailable:
        return docs_block(get_framework(framework), **kwargs)


@pytest.fixture(scope="module", params=["flask", "hono"])
def generated(request):
    return request.param, block(request.param)


def test_the_block_is_within_its_cap_and_names_the_version(generated):
    framework, docs = generated
    version = docs.packages[get_framework(framework).package]
    assert len(docs.text) <= DEFAULT_MAX_TOKENS * CHARS_PER_TOKEN
    assert docs.approx_tokens <= DEFAULT_MAX_TOKENS
    assert docs.text.startswith(f"## Reference documentation ({framework} {version})\n")
    assert f"exact version the evaluation will install ({framework} {version})" in docs.text
    small = block(framework, max_tokens=400)
    assert len(small.text) <= 400 * CHARS_PER_TOKEN and small.entries_shown < docs.entries_total
    assert "lower-ranked entries left out" in small.text
    # Truncation drops the lowest-ranked entries: the small block is a prefix of the ranking.
    first = small.text.split("\n- `")[1].split("`")[0]
    assert docs.text.split("\n- `")[1].startswith(first[:40])


def test_generation_is_deterministic_from_a_fresh_introspection(generated):
    framework, docs = generated
    fw = get_framework(framework)
    version = docs.packages[fw.package]
    cached = docs_root() / "entries" / f"{slot_name(fw.runtime, fw.package, version)}.json"
    saved = cached.read_bytes()
    cached.unlink()  # introspect the installed scratch environment again
    try:
        again = _regenerate(fw)
        assert again.text == docs.text
        assert cached.read_bytes() == saved
    finally:
        cached.write_bytes(saved)


def _regenerate(fw):
    from harness.apidocs import core

    generator = __import__(f"harness.apidocs.{fw.runtime}", fromlist=["introspect"])
    version = core.resolve_version(fw.runtime, fw.package, generator.latest_version, offline=True)
    entries = core.cached_entries(fw.runtime, fw.package, version, lambda env: None,
                                  lambda env: generator.introspect(fw.package, env))  # fmt: skip
    return core.render_block(fw, [(fw.package, version, entries)], DEFAULT_MAX_TOKENS)


def test_flask_entry_points_come_first_with_signatures():
    text = block("flask").text
    assert "- `flask.Flask(import_name: str" in text
    assert "- `flask.Blueprint(name: str, import_name: str" in text
    assert "  - `.route(rule: str" in text
    assert text.index("flask.Flask(") < text.index("flask.Blueprint(") < text.index("flask.jsonify(")


def test_hono_class_with_its_routing_members():
    text = block("hono").text
    assert text.split("\n- `")[1].startswith("class Hono<")  # the package's main export first
    for member in ("constructor(options?: HonoOptions<E>)", "get: HandlerInterface<", "use: MiddlewareHandlerInterface<"):
        assert f"  - `{member}" in text
    assert "- `class Context<" in text


# --- the prompt -----------------------------------------------------------------------------------------


def test_baseline_prompts_are_byte_identical_to_before():
    """Pinned with fixed backend facts (the versions a backend provides are rendered); prompt version 2."""
    from harness.catalog.prompt import PostgresSettings, RuntimeVersions

    facts = {"postgres": PostgresSettings(version="15.18"), "runtimes": RuntimeVersions(python="3.11.7", node="v20.20.2")}
    digest = hashlib.sha256()
    for task in [t for t in all_tasks() if getattr(t, "family", "greenfield") == "greenfield"]:
        assert render_prompt(task, **facts) == render_prompt(task, docs=None, **facts)
        digest.update(render_prompt(task, **facts).encode())
    assert digest.hexdigest() == BASELINE_PROMPTS_SHA256


def test_the_docs_block_comes_after_the_requirements():
    docs = block("flask")
    prompt = render_prompt(get_task("flask-clean_architecture-sqlite"), docs=docs.text)
    headings = ["## Requirements", "## Reference documentation", "## Architecture", "## Database", "## Mandatory files"]
    positions = [prompt.index(h) for h in headings]
    assert positions == sorted(positions)
    assert f"## Reference documentation (flask {docs.packages['flask']})" in prompt
    assert "database.\n\n## Reference documentation" in prompt and docs.text.rstrip() + "\n\n## Architecture" in prompt


# --- run identity ---------------------------------------------------------------------------------------


def test_run_keys_and_folders():
    from harness.agents import get_agent
    from harness.backends import get_backend
    from harness.matrix.plan import AgentConfig, plan
    from harness.run.pipeline import docs_for, key_for

    from tests.helpers import context

    task, agent, backend = get_task("flask-unconstrained"), get_agent("reference"), get_backend("local")
    ctx = context(task, backend, Path("runs/r"), agent=agent)
    baseline = key_for(ctx)
    assert key_for(ctx.with_(condition="baseline")) == baseline
    docs = key_for(ctx.with_(condition="docs"), docs=docs_for(task).text)
    # The condition and the prompt it renders are part of the build; the grading is the same.
    assert docs.build != baseline.build and docs.grade == baseline.grade
    specs = plan([task], [AgentConfig("reference")], 1, Path("runs"), "r", "paper", ("baseline", "docs"), backend)
    assert [(s.condition, s.run_dir.as_posix()) for s in specs] == [
        ("baseline", "runs/r/reference/flask-unconstrained/0"), ("docs", "runs/r/reference/flask-unconstrained@docs/0")]
    assert [s.key for s in specs] == [baseline, docs]


# --- the report's paired comparison ---------------------------------------------------------------------


def _run(root: Path, task_id: str, sample: int, condition: str, passed: int, status: str = "ok", log: str = "") -> None:
    from harness.report.synthetic import write_run

    directory = write_run(root, "tmp", task_id, sample, status=status, passed=passed, server_log=log)
    result = json.loads((directory / "result.json").read_text())
    result["condition"] = condition
    result["run_key"] = hashlib.sha256(f"{task_id}/{sample}/{condition}".encode()).hexdigest()[:16]
    target = root / "r" / (task_id if condition == "baseline" else f"{task_id}@{condition}") / str(sample)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(directory), target)
    (target / "result.json").write_text(json.dumps(result))


def test_paired_comparison_on_known_numbers(tmp_path):
    from harness.report.conditions import compare_conditions
    from harness.report.data import load_runs

    # A% = passed / 290: 29 checks = 10%.
    l0, l3 = "flask-unconstrained", "express-clean_architecture-postgres-sequelize"
    for sample, (base, docs) in enumerate([(0, 29), (29, 87), (58, 145)]):  # Δ 10, 20, 30
        _run(tmp_path, l0, sample, "baseline", base)
        _run(tmp_path, l0, sample, "docs", docs)
    _run(tmp_path, l3, 0, "baseline", 29)
    _run(tmp_path, l3, 0, "docs", 29)  # Δ 0
    _run(tmp_path, l3, 1, "baseline", 29)
    _run(tmp_path, l3, 1, "docs", 0, "start_failed", "TypeError: app.foo is not a function\n")  # Δ -10
    _run(tmp_path, l3, 2, "baseline", 0, "start_failed", "Error: Cannot find module 'expres'\n")  # no partner
    _run(tmp_path, "flask-sqlite", 0, "baseline", 0, "start_failed",
         "Traceback (most recent call last):\nModuleNotFoundError: No module named 'flask_sqlalchemy'\n")
    _run(tmp_path, "flask-sqlite", 0, "docs", 0, "start_failed",
         "Traceback (most recent call last):\nAttributeError: 'Flask' object has no attribute 'get_json'\n")
    records = load_runs([tmp_path / "r"])
    [comparison] = compare_conditions(records)
    assert comparison.strict["L0"].mean == pytest.approx(20.0)
    assert comparison.strict["L0"].sem == pytest.approx(10 / 3**0.5)
    assert comparison.strict["L3"].mean == pytest.approx(-5.0) and comparison.strict["L3"].sem == pytest.approx(5.0)
    assert comparison.strict["L1"].mean == pytest.approx(0.0) and comparison.strict["L1"].n == 1
    # all: 10, 20, 30, 0, -10, 0 -> mean 8.333.., sample sd 14.7196.., SEM 6.0093..
    assert comparison.strict["all"].n == 6
    assert comparison.strict["all"].mean == pytest.approx(50 / 6)
    assert comparison.strict["all"].sem == pytest.approx(14.719601443879744 / 6**0.5)
    assert comparison.start_failures == {
        "baseline": {"ImportError/ModuleNotFoundError": 1, "Cannot find module": 1},
        "docs": {"AttributeError": 1, "is not a function (TypeError)": 1}}
    assert [(t["task"], t["delta"]) for t in comparison.tasks] == [(l3, -5.0), ("flask-sqlite", 0.0), (l0, 20.0)]
    # The conditions are never mixed in one configuration's cells.
    assert {r.config.label for r in records} == {"fake-agent · fake/model", "fake-agent · fake/model [docs]"}


def test_a_baseline_only_report_has_no_comparison(tmp_path):
    from harness.report.conditions import compare_conditions
    from harness.report.data import load_runs

    _run(tmp_path, "flask-unconstrained", 0, "baseline", 290)
    records = load_runs([tmp_path / "r"])
    assert compare_conditions(records) == []
    assert records[0].config.to_dict() == {"id": "fake-agent-fake-model", "label": "fake-agent · fake/model",
                                           "agent": "fake-agent", "model": "fake/model", "settings": {}}  # fmt: skip


# --- end to end -----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_harness_run_with_both_conditions_reports_the_paired_comparison(tmp_path):
    """A fake model that writes the reference when the prompt carries the docs, and a solution that dies
    on a missing module without them: ΔA% +100, one ImportError fewer."""
    task = get_task("flask-unconstrained")
    files = reference_solution(task)
    broken = {**files, "run.sh": "#!/bin/sh\nexec python -c 'import flask_missing_extension'\n"}
    block("flask")  # the docs the run will use, from the prefetched cache

    def answer(body: dict) -> str:
        prompt = json.dumps(body["messages"])
        return solution_reply(files if "## Reference documentation (flask " in prompt else broken)

    server = FakeLLM([], default=answer)
    registry = tmp_path / "prices.json"
    registry.write_text(registry_json())
    env = {**os.environ, "LITELLM_MODEL_REGISTRY_PATH": str(registry), "CONDUIT_HARNESS_LLM_RETRY_WAIT_S": "0.01"}
    try:
        done = subprocess.run([sys.executable, "-m", "harness", "run", "--task", task.id, "--agent", "single-shot",
                               "--model", FAKE_MODEL, "--api-base", server.api_base, "--runs-dir", str(tmp_path / "runs"), "--backend", "local",
                               "--run-id", "r", "--condition", "baseline", "--condition", "docs", "--start-budget", "20",
                               "--suite-budget", "120"], check=False, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=900)  # fmt: skip
    finally:
        server.close()
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    run = tmp_path / "runs" / "r"
    baseline = json.loads((run / task.id / "0" / "result.json").read_text())
    docs = json.loads((run / f"{task.id}@docs" / "0" / "result.json").read_text())
    assert (baseline["condition"], baseline["status"], baseline["docs_packages"]) == ("baseline", "start_failed", {})
    assert (docs["condition"], docs["status"], docs["passed"]) == ("docs", "ok", 290), docs["error"]
    assert set(docs["docs_packages"]) == {"flask"} and baseline["run_key"] != docs["run_key"]
    assert "## Reference documentation (flask " in (run / f"{task.id}@docs" / "0" / "prompt.md").read_text()
    assert "## Reference documentation" not in (run / task.id / "0" / "prompt.md").read_text()

    report = subprocess.run([sys.executable, "-m", "harness", "report", str(run), "--json"], check=False, cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=600)  # fmt: skip
    assert report.returncode == 0, report.stderr[-3000:]
    [comparison] = json.loads(report.stdout)["conditions"]
    assert comparison["delta_a_strict"]["all"] == {"mean": 100.0, "sem": None, "n": 1}
    assert comparison["start_failures"] == {"baseline": {"ImportError/ModuleNotFoundError": 1}, "docs": {}}
    html = (run / "report" / "report.html").read_text()
    assert 'id="conditions"' in html and "ImportError/ModuleNotFoundError" in html
