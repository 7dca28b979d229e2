"""The local backend's sandbox (bubblewrap): what an agent command, an install and a server can and
cannot see; the database address that is the same in both phases; setup failures that end the phase;
the dependency closure. The same promises on the Docker backend where they apply to both."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.backends.base import PhaseSpec
from harness.backends.local.backend import LocalBackend
from harness.backends.local.sandbox import check_bwrap, python_installation
from harness.catalog.tasks import get_task
from harness.backends.depclosure import MISSING, node_closure, python_closure
from harness.paths import cache_dir
from harness.run.pipeline import Budgets, eval_patch
from harness.catalog.references import render_reference
from tests.helpers import context, make_patch

pytestmark = pytest.mark.skipif(check_bwrap() is not None, reason=f"bubblewrap: {check_bwrap()}")

ROOT = Path(__file__).resolve().parents[1]
SECRET = "sk-sandbox-probe-5f1e2d3c4b5a69788796a5b4"
FAST = Budgets(setup=600, start=60, suite=120, request=10)


@pytest.fixture
def other_install():
    """An install of another solution in the shared cache: no sandbox may see it."""
    slot = cache_dir() / "venvs" / "zz-another-solution"
    slot.mkdir(parents=True, exist_ok=True)
    (slot / "marker.txt").write_text("another solution's install\n")
    yield slot
    (slot / "marker.txt").unlink()
    slot.rmdir()


@pytest.mark.slow
def test_an_agent_command_sees_no_key_no_checkout_no_home_and_no_other_install(tmp_path, monkeypatch, other_install):
    monkeypatch.setenv("CONDUIT_PROBE_API_KEY", SECRET)
    reference = ROOT / "tasks" / "references" / "fastapi" / "sqlite" / "requirements.txt"
    assert reference.is_file() and (other_install / "marker.txt").is_file()  # they exist, outside
    spec = PhaseSpec("build", get_task("fastapi-sqlite"), tmp_path / "run", "sandbox", agent_env=True)
    with LocalBackend(sandbox=True).open_phase(spec) as phase:
        def run(command: str) -> str:
            return phase.workspace.exec(command, 60).output

        assert SECRET not in run(f"cat /proc/{os.getpid()}/environ; cat /proc/*/environ; env")
        assert "No such file" in run(f"cat /proc/{os.getpid()}/environ")
        assert run("ls /proc | grep -c '^[0-9]'").strip() in {"3", "4", "5"}  # bwrap, bash, ls, grep
        assert "No such file" in run(f"cat {reference}")
        assert "No such file" in run(f"ls {ROOT}")
        assert "No such file" in run(f"cat {other_install / 'marker.txt'}")
        assert "No such file" in run(f"ls {cache_dir()}")
        assert "No such file" in run(f"ls {Path.home() / '.cache'}")
        assert phase.workspace.env["HOME"] != str(Path.home())
        # Read-only system, no capabilities to undo it, no view of the harness's own packages.
        assert "Read-only file system" in run("touch /usr/probe")
        assert "denied" in run("mkdir -p /tmp/m && mount --bind /usr /tmp/m 2>&1").lower()
        for python in ("python", f"{python_installation()[0]}/bin/python3"):
            assert "No module named 'typer'" in run(f"{python} -c 'import typer' 2>&1")
        # The workspace is writable and is what the patch is made of.
        run("echo hello > note.txt")
        assert "note.txt" in phase.diff()


@pytest.mark.slow
def test_the_database_is_postgres_5432_in_both_phases_and_answers_there(tmp_path):
    backend = LocalBackend(sandbox=True)
    task = get_task("flask-postgres")
    with backend.open_phase(PhaseSpec("build", task, tmp_path / "b", "sandbox")) as build, \
            backend.open_phase(PhaseSpec("eval", task, tmp_path / "e", "sandbox")) as ev:
        assert (build.postgres.host, build.postgres.port) == (ev.postgres.host, ev.postgres.port) == ("postgres", 5432)
        for phase in (build, ev):
            phase.workspace.exec("psql -qtAc 'create table here (x int)'", 60)
        # Two clusters, each the only `postgres` its own phase can see.
        assert build._pg.host != ev._pg.host
        for phase in (build, ev):
            out = phase.workspace.exec("psql -h postgres -p 5432 -U user -d conduit -qtAc 'select count(*) from here'", 60)
            assert out.output.strip() == "0", out.output


@pytest.mark.slow
def test_a_server_never_imports_the_harness_packages_and_a_failed_setup_starts_nothing(tmp_path):
    backend = LocalBackend(sandbox=True)
    task = get_task("flask-sqlite")
    # probe.txt appears whole (renamed once python exited): the wait below must never read it half written.
    probe = ("#!/bin/sh\npython -c 'import flask' > probe.tmp 2>&1; mv probe.tmp probe.txt\n"
             "exec python -m http.server 8080\n")
    with backend.open_phase(PhaseSpec("eval", task, tmp_path / "ok", "sandbox")) as phase:
        assert phase.apply_patch(make_patch({"requirements.txt": "", "run.sh": probe}))[0]
        assert phase.install(300).ok
        server = phase.start_server(tmp_path / "server.log")
        try:
            import time

            deadline = time.monotonic() + 30
            while not (phase.workspace.path / "probe.txt").exists() and time.monotonic() < deadline:
                time.sleep(0.1)
        finally:
            server.stop()
        assert "No module named 'flask'" in (phase.workspace.path / "probe.txt").read_text()
    bad = make_patch({"requirements.txt": "conduit-harness-no-such-package==0.0.1\n", "run.sh": probe})
    outcome = eval_patch(context(task, backend, tmp_path / "bad", budgets=FAST), bad)
    assert outcome.status == "setup_failed" and outcome.suite is None
    assert not (tmp_path / "bad" / "server.log").exists() and not (tmp_path / "bad" / "suite.json").exists()


def test_the_closure_holds_included_files_and_changes_the_key(tmp_path):
    (tmp_path / "requirements").mkdir()
    (tmp_path / "requirements.txt").write_text("-r requirements/prod.txt\n--constraint=requirements/pins.txt\n")
    (tmp_path / "requirements" / "prod.txt").write_text("-r base.txt  # shared\nflask\n")
    (tmp_path / "requirements" / "base.txt").write_text("six\n")
    closure = python_closure(tmp_path)
    assert set(closure.files) == {"requirements.txt", "requirements/prod.txt", "requirements/base.txt",
                                  "requirements/pins.txt"}  # fmt: skip
    assert closure.files["requirements/pins.txt"] == MISSING and closure.local is None
    before = closure.material()
    (tmp_path / "requirements" / "base.txt").write_text("six==1.16.0\n")
    assert python_closure(tmp_path).material() != before
    (tmp_path / "requirements" / "base.txt").write_text("-e .\n")
    assert "local path" in python_closure(tmp_path).local
    (tmp_path / "package.json").write_text(json.dumps({"dependencies": {"koa": "^2"}}))
    (tmp_path / ".npmrc").write_text("legacy-peer-deps=true\n")
    assert set(node_closure(tmp_path).files) == {"package.json", ".npmrc"}
    (tmp_path / "package.json").write_text(json.dumps({"dependencies": {"lib": "file:./lib"}}))
    assert "local path" in node_closure(tmp_path).local


def _backend(name: str):
    from harness.backends import get_backend

    backend = get_backend(name, **({"sandbox": True} if name == "local" else {}))
    backend.check()
    return backend


@pytest.mark.parametrize("backend_name", ["local", pytest.param("docker", marks=pytest.mark.requires_docker)])
def test_included_requirement_files_are_installed(backend_name, tmp_path):
    task = get_task("flask-sqlite")
    files = {"requirements.txt": "-r requirements/prod.txt\n", "requirements/prod.txt": "six\n",
             "run.sh": "#!/bin/sh\nexit 0\n"}  # fmt: skip
    with _backend(backend_name).open_phase(PhaseSpec("eval", task, tmp_path / "run", "dep")) as phase:
        assert phase.apply_patch(make_patch(files))[0]
        setup = phase.install(600)
        assert setup.ok, setup.output[-2000:]
        assert phase.workspace.exec("python -c 'import six; print(six.__name__)'", 60).output.strip() == "six"


@pytest.mark.slow
@pytest.mark.parametrize("backend_name", ["local", pytest.param("docker", marks=pytest.mark.requires_docker)])
def test_a_solution_that_hard_codes_the_prompt_address_scores_the_same(backend_name, tmp_path):
    """The FastAPI Postgres reference with `postgres:5432` written into its code, no variable read."""
    task = get_task("fastapi-postgres")
    solution = tmp_path / "solution"
    render_reference(task, solution)
    database = solution / "conduit" / "database.py"
    text = database.read_text()
    start, end = text.index("def _url()"), text.index("engine = create_engine")
    database.write_text(text[:start] + 'def _url() -> str:\n    return "postgresql+psycopg://user:password@postgres:5432/conduit"\n\n\n' + text[end:])
    files = {str(p.relative_to(solution)): p.read_text() for p in solution.rglob("*") if p.is_file()}
    outcome = eval_patch(context(task, _backend(backend_name), tmp_path / "run", run_id="hard", budgets=FAST),
                         make_patch(files))  # fmt: skip
    assert (outcome.status, outcome.suite.passed, outcome.suite.total) == ("ok", 290, 290), outcome.error


@pytest.mark.slow
def test_a_model_agent_without_the_sandbox_needs_unsafe_local(tmp_path):
    env = {**os.environ, "CONDUIT_BWRAP": ""}  # as on a host without bubblewrap
    args = [sys.executable, "-m", "harness", "run", "--task", "flask-sqlite", "--agent", "command", "--agent-command",
            "true", "--backend", "local", "--runs-dir", str(tmp_path), "--run-id", "r"]  # fmt: skip
    refused = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert refused.returncode == 2 and "--unsafe-local" in refused.stderr, refused.stderr
    assert not (tmp_path / "r").exists()
    allowed = subprocess.run([*args, "--unsafe-local"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert allowed.returncode == 0, allowed.stderr[-2000:]
    result = json.loads((tmp_path / "r" / "flask-sqlite" / "0" / "result.json").read_text())
    assert result["status"] == "no_patch"
    # The reference agent runs no model's code: it goes on, saying it is unsandboxed.
    trusted_args = [*args[:7], "null", *args[10:-1], "r2"]
    trusted = subprocess.run(trusted_args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert trusted.returncode == 0 and "unsandboxed" in trusted.stderr, trusted.stderr[-2000:]
