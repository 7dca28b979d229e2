"""The agents through the whole pipeline (build phase, patch, eval phase, suite) on the local backend,
and `harness run` end to end against a fake OpenAI-compatible server: the FastAPI reference written
by a scripted model scores 290/290; tokens, cost, steps and the trajectory are recorded; a fake API
key in the harness's environment reaches the provider and nothing else.

Each run serves the task's app on port 8080: these tests must not run beside another server there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.agents import get_agent
from harness.catalog.tasks import get_task
from harness.run.pipeline import Budgets, run_task
from tests.helpers import context
from tests.fake_llm import (
    COMPLETION_TOKENS,
    FAKE_MODEL,
    PROMPT_TOKENS,
    FakeLLM,
    ScriptedModel,
    reference_commands,
    reference_solution,
    registry_json,
    solution_reply,
)  # fmt: skip

pytestmark = pytest.mark.slow  # real servers, Postgres, dependency installs

ROOT = Path(__file__).resolve().parents[1]
TASK = get_task("fastapi-sqlite")
BUDGETS = Budgets(agent=600, setup=600, start=60, suite=120, request=10)
FAKE_KEY = "sk-test-conduit-harness-0123456789abcdef"
SUBMIT = {"content": "Done.", "commands": ["echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"]}


def make_backend(name: str):
    """The local backend in its sandbox (required), or the Docker backend."""
    from harness.backends import get_backend

    backend = get_backend(name, **({"sandbox": True} if name == "local" else {}))
    backend.check()
    return backend


@pytest.mark.parametrize("backend_name", ["local", pytest.param("docker", marks=pytest.mark.requires_docker)])
def test_scripted_mini_swe_agent_builds_the_reference_and_scores_290(backend_name, tmp_path, monkeypatch):
    """Before writing the reference, the scripted model tries to read the harness's API key, a
    reference file of the checkout and another solution's install: it gets nothing, and its
    trajectory records the attempts and what they returned."""
    from harness.paths import cache_dir

    monkeypatch.setenv("CONDUIT_PROBE_API_KEY", FAKE_KEY)
    other = cache_dir() / "venvs" / "zz-probe-other-solution"
    other.mkdir(parents=True, exist_ok=True)
    (other / "marker.txt").write_text("another solution's install\n")
    reference_file = ROOT / "tasks" / "references" / "fastapi" / "sqlite" / "requirements.txt"
    probes = [
        f"cat /proc/{os.getpid()}/environ; cat /proc/*/environ | tr '\\0' '\\n' | grep -c CONDUIT_PROBE_API_KEY",
        f"cat {reference_file}",
        f"cat {other / 'marker.txt'}",
    ]
    commands = [*probes, *reference_commands(TASK)]
    from harness.agents.mini_swe import MiniSweAgent

    agent = MiniSweAgent(model_factory=lambda: ScriptedModel(commands))  # a ready model: code, not an option
    try:
        result = run_task(context(TASK, make_backend(backend_name), tmp_path / "run", agent=agent, budgets=BUDGETS))
    finally:
        (other / "marker.txt").unlink()
        other.rmdir()
    assert (result.status, result.passed, result.total) == ("ok", 290, 290), result.error
    assert (result.agent_stats.exit_status, result.agent_stats.steps) == ("submitted", len(commands) + 1)
    observed = [m["content"] for m in json.loads((tmp_path / "run" / "trajectory.json").read_text())["messages"]
                if m["role"] != "assistant"]  # fmt: skip
    text = json.dumps(observed)
    assert f"/proc/{os.getpid()}/environ: No such file" in text
    assert f"{reference_file}: No such file" in text and f"{other / 'marker.txt'}: No such file" in text
    assert not any(FAKE_KEY in p.read_text(errors="replace") for p in every_file(tmp_path / "run"))
    assert (result.agent, result.model) == ("mini-swe-agent", "scripted")
    saved = json.loads((tmp_path / "run" / "trajectory.json").read_text())
    assert saved["info"]["exit_status"] == "Submitted"
    assert saved["info"]["config"]["environment_type"].endswith("WorkspaceEnvironment")
    assert len([m for m in saved["messages"] if m["role"] == "assistant"]) == len(commands) + 1
    assert "conduit/main.py" in (tmp_path / "run" / "patch.diff").read_text()


def harness_run(runs_dir: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    registry = runs_dir.parent / "prices.json"
    registry.write_text(registry_json())
    full_env = {**os.environ, "LITELLM_MODEL_REGISTRY_PATH": str(registry), "CONDUIT_HARNESS_LLM_RETRY_WAIT_S": "0.01",
                **(env or {})}  # fmt: skip
    command = [sys.executable, "-m", "harness", "run", "--task", TASK.id, "--runs-dir", str(runs_dir),
               "--backend", "local", "--run-id", "r", "--setup-budget", "600", "--suite-budget", "120", *args]  # fmt: skip
    return subprocess.run(command, check=False, cwd=ROOT, env=full_env, capture_output=True, text=True, timeout=900)


def result_of(runs_dir: Path) -> dict:
    return json.loads((runs_dir / "r" / TASK.id / "0" / "result.json").read_text())


def every_file(root: Path):
    return [p for p in root.rglob("*") if p.is_file()]


def test_harness_run_with_a_model_and_api_base_keeps_the_api_key_with_the_harness(tmp_path):
    """`harness run --model openai/NAME --api-base URL` runs mini-swe-agent end to end. A fake API key
    set in the harness's environment is sent to the provider, but the commands do not see it, and a
    model that echoes it (in its reply and into a file) leaves it in no file of the run directory
    and not in the patch."""
    leak = {"content": f"My key is {FAKE_KEY}.", "commands": [f"echo {FAKE_KEY} > leaked.txt; echo written"]}
    probe = {
        "content": "Check the environment.",
        "commands": ['echo "key:[${OPENAI_API_KEY:-unset}]"; env | grep -ci -e api_key -e token || true'],
    }
    script = [probe, leak, *({"commands": [c]} for c in reference_commands(TASK)), SUBMIT]
    server = FakeLLM(script)
    try:
        done = harness_run(tmp_path / "runs", "--model", FAKE_MODEL, "--api-base",
                           server.api_base, env={"OPENAI_API_KEY": FAKE_KEY})  # fmt: skip
    finally:
        server.close()
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    result = result_of(tmp_path / "runs")
    assert (result["status"], result["passed"], result["total"]) == ("ok", 290, 290), result["error"]
    stats = result["agent_stats"]
    assert (result["agent"], result["model"], stats["exit_status"], stats["steps"]) == (
        "mini-swe-agent", FAKE_MODEL, "submitted", len(script))  # fmt: skip
    assert (stats["input_tokens"], stats["output_tokens"]) == (
        len(script) * PROMPT_TOKENS,
        len(script) * COMPLETION_TOKENS,
    )
    assert stats["cost_usd"] == pytest.approx(len(script) * (PROMPT_TOKENS * 1e-6 + COMPLETION_TOKENS * 2e-6))
    # The summary table shows tokens and cost per task.
    assert f"{stats['input_tokens']}/{stats['output_tokens']}" in done.stdout
    assert f"{stats['cost_usd']:.4f}" in done.stdout
    # The provider got the key; the commands did not.
    assert any(FAKE_KEY in (h.get("Authorization") or h.get("authorization") or "") for h in server.headers)
    observation = json.dumps(server.requests[1]["messages"][-1])
    assert "key:[unset]" in observation and "\\n0\\n" in observation
    # Nowhere in the run directory, nor in what the harness printed.
    for path in every_file(tmp_path / "runs"):
        assert FAKE_KEY.encode() not in path.read_bytes(), f"{path} holds the API key"
    assert FAKE_KEY not in done.stdout + done.stderr
    patch = (tmp_path / "runs" / "r" / TASK.id / "0" / "patch.diff").read_text()
    assert "+[REDACTED]" in patch  # the file the model wrote the key into was scrubbed
    assert "[REDACTED]" in (tmp_path / "runs" / "r" / TASK.id / "0" / "trajectory.json").read_text()


def test_harness_run_single_shot_end_to_end(tmp_path):
    server = FakeLLM([solution_reply(reference_solution(TASK))])
    try:
        done = harness_run(tmp_path / "runs", "--agent", "single-shot", "--model", FAKE_MODEL, "--api-base",
                           server.api_base, "--temperature", "0")  # fmt: skip
    finally:
        server.close()
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    result = result_of(tmp_path / "runs")
    assert (result["status"], result["passed"], result["agent_stats"]["steps"]) == ("ok", 290, 1), result["error"]
    assert server.requests[0]["temperature"] == 0
    assert f"{PROMPT_TOKENS}/{COMPLETION_TOKENS}" in done.stdout


def test_harness_run_review_loop_end_to_end(tmp_path):
    files = reference_solution(TASK)
    broken = {**files, "conduit/routes/health.py": files["conduit/routes/health.py"] + "\ndef oops(:\n"}
    server = FakeLLM([
        solution_reply(broken),
        "Syntax error at the end of conduit/routes/health.py.",  # not JSON: kept as free-text feedback
        solution_reply({"conduit/routes/health.py": files["conduit/routes/health.py"]}),
        '{"is_correct": true, "issues": [], "suggestions": []}',
    ])  # fmt: skip
    try:
        done = harness_run(tmp_path / "runs", "--agent", "review-loop", "--generator-model", FAKE_MODEL,
                           "--reviewer-model", "openai/fake-reviewer", "--api-base", server.api_base)  # fmt: skip
    finally:
        server.close()
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    result = result_of(tmp_path / "runs")
    assert (result["status"], result["passed"], result["total"]) == ("ok", 290, 290), result["error"]
    assert (result["agent_stats"]["exit_status"], result["agent_stats"]["steps"]) == ("accepted", 4)
    assert result["agent_stats"]["cost_usd"] is None  # the reviewer's price is unknown
    assert [r["model"] for r in server.requests] == ["fake-conduit-model", "fake-reviewer", "fake-conduit-model",
                                                     "fake-reviewer"]  # fmt: skip


def test_a_server_error_ends_the_run_as_agent_error_after_bounded_retries(tmp_path, local_backend, monkeypatch):
    monkeypatch.setenv("CONDUIT_HARNESS_LLM_RETRY_WAIT_S", "0.01")
    server = FakeLLM([], default={"status": 500})
    try:
        agent = get_agent("single-shot", model=FAKE_MODEL, api_base=server.api_base)
        result = run_task(context(TASK, local_backend, tmp_path / "run", agent=agent, budgets=BUDGETS))
    finally:
        server.close()
    assert result.status == "agent_error" and "failed after 3 attempts" in result.error
    assert len(server.requests) == 3
    events = json.loads((tmp_path / "run" / "trajectory.json").read_text())["events"]
    assert events[-1]["kind"] == "error"


def test_missing_key_fails_before_anything_starts(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
    done = subprocess.run([sys.executable, "-m", "harness", "run", "--task", TASK.id, "--model",
                           "anthropic/claude-sonnet-4-5", "--runs-dir", str(tmp_path)], check=False, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.strip() == ("error: ANTHROPIC_API_KEY is not set: export it or pick another model "
                                   "(provider anthropic for anthropic/claude-sonnet-4-5)")  # fmt: skip
    assert not any(tmp_path.iterdir())
