"""The Docker backend beyond the contract every backend meets (tests/test_backend_conformance.py): the
FastAPI L3 references (and one Node one) at 290/290, isolation (no internet and no host variables for the
server under test, nothing published, one install mounted read-only), its Postgres through testcontainers
(labelled, never pulled), limits (fork bomb, memory hog) and clean-up (failing, SIGKILLed and interrupted
runs through the command line)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from harness.agents import get_agent
from harness.backends.base import PhaseSpec
from harness.backends.docker.engine import image_env
from harness.catalog.tasks import get_task
from harness.run.pipeline import Budgets, eval_patch, run_task
from tests.helpers import context, make_patch

ROOT = Path(__file__).resolve().parents[1]
BUDGETS = Budgets(setup=900, start=60, suite=300, request=10)
requires_docker = pytest.mark.requires_docker


@pytest.fixture(scope="module")
def docker_backend():
    from harness.backends import get_backend

    backend = get_backend("docker")
    backend.check()
    return backend


# Run ids carry this session's token: other sessions on the same engine (parallel checkouts) run these
# tests too, and their objects must neither count as ours nor be waited for.
SESSION = uuid.uuid4().hex[:8]


def _rid(name: str) -> str:
    return f"{name}-{SESSION}"


def _labelled(name: str) -> list:
    """This session's harness objects of the run `name` (see _rid)."""
    from harness.backends import get_backend

    return get_backend("docker").leftovers(_rid(name))


# --- docker only ------------------------------------------------------------------------------------

@requires_docker
@pytest.mark.parametrize("task_id", ["fastapi-clean_architecture-postgres-sqlalchemy",
                                     "fastapi-clean_architecture-sqlite-sqlalchemy",
                                     "express-clean_architecture-postgres-sequelize"])  # fmt: skip
def test_l3_references_score_290_in_docker(task_id, docker_backend, tmp_path):
    task = get_task(task_id)
    run_dir = tmp_path / "runs" / "ref" / task_id / "0"
    result = run_task(context(task, docker_backend, run_dir, agent=get_agent("reference"), run_id=_rid("ref"), budgets=BUDGETS))
    assert (result.status, result.passed, result.total) == ("ok", 290, 290), result.error
    assert result.backend == "docker" and result.verifiers_run and result.a_strict == 100.0
    assert result.tool_versions[task.framework.name] != "not installed"
    assert result.tool_versions["image"].startswith(f"conduit-harness/{task.framework.runtime}:")
    if "postgres" in task_id:
        assert "CREATE TABLE" in (run_dir / "postgres-eval.log").read_text().upper()
    assert not _labelled("ref")


ISOLATION_SERVER = r'''
import http.server, json, os, socket, urllib.parse
index = os.environ.get("PIP_INDEX_URL") or "https://pypi.org/simple"
host = urllib.parse.urlparse(index).hostname
try:
    socket.create_connection((host, 443), timeout=5).close()
    print("EGRESS reached", host, flush=True)
except OSError as exc:
    print("EGRESS blocked", host, type(exc).__name__, exc, flush=True)
try:  # the shared dependency installs (six's venv is on PATH)
    open(os.path.join(os.environ["VIRTUAL_ENV"], "poisoned"), "w").close()
    print("DEPS writable", flush=True)
except OSError as exc:
    print("DEPS read-only", type(exc).__name__, flush=True)
print("ENV " + json.dumps(sorted(os.environ)), flush=True)
print("TRACER " + json.dumps([os.environ.get("PYTHONPATH"), os.environ.get("CONDUIT_SQLTRACE_FILE")]), flush=True)
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header("Content-Length", "2"); self.end_headers(); self.wfile.write(b"{}")
http.server.ThreadingHTTPServer(("0.0.0.0", 8080), H).serve_forever()
'''
# Besides what the image declares: what the backend sets, the host's index settings, what the shell adds,
# and the eval server's SQLite tracer (its code and its trace are the backend's mounts, checked below).
ALLOWED_ENV = {
    "PYTHONPATH", "CONDUIT_SQLTRACE_FILE",
    "PATH", "HOME", "HOSTNAME", "LANG", "PWD", "SHLVL", "_", "VIRTUAL_ENV",
    "DATABASE_URL", "PGHOST", "PGPORT", "PGUSER", "PGPASSWORD", "PGDATABASE", "PIP_CACHE_DIR", "npm_config_cache",
    "GIT_CONFIG_COUNT", "GIT_CONFIG_KEY_0", "GIT_CONFIG_VALUE_0", "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL",
    "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_DEFAULT_TIMEOUT",
    "npm_config_registry",
}  # fmt: skip


@requires_docker
def test_the_server_has_no_internet_and_no_host_variables(docker_backend, tmp_path):
    # setup installs a real package from the index (internet during setup), the server then probes that host.
    patch = make_patch({"requirements.txt": "six\n", "server.py": ISOLATION_SERVER,
                        "run.sh": "#!/bin/sh\nexec python server.py\n"})  # fmt: skip
    run_dir = tmp_path / "runs" / "iso" / "flask-sqlite" / "0"
    outcome = eval_patch(context(get_task("flask-sqlite"), docker_backend, run_dir, run_id=_rid("iso"), budgets=BUDGETS), patch)
    log = (run_dir / "server.log").read_text()
    assert outcome.status == "ok", (outcome.error, (run_dir / "setup.log").read_text()[-2000:], log[-2000:])
    assert "EGRESS blocked" in log and "EGRESS reached" not in log, log
    assert "DEPS read-only" in log and "DEPS writable" not in log, log
    names = set(json.loads(log.split("ENV ", 1)[1].splitlines()[0]))
    declared = set(image_env(docker_backend.images()["python"]))
    assert names <= ALLOWED_ENV | declared, names - ALLOWED_ENV - declared
    from harness.backends.docker.phase import TRACE_MOUNT, TRACER_MOUNT

    assert json.loads(log.split("TRACER ", 1)[1].splitlines()[0]) == [TRACER_MOUNT, f"{TRACE_MOUNT}/sqltrace.jsonl"]
    assert not _labelled("iso")


@requires_docker
def test_nothing_is_published_on_host_interfaces(docker_backend, tmp_path):
    from harness.backends.docker.engine import client

    task = get_task("flask-sqlite")
    with docker_backend.open_phase(PhaseSpec("eval", task, tmp_path / "run0", "pub")) as phase:
        phase.workspace.write_file("requirements.txt", "")
        assert phase.install(300).ok
        for container in (phase.app, phase.db):
            inspected = client().api.inspect_container(container)
            assert inspected["HostConfig"]["PortBindings"] in ({}, None), inspected["HostConfig"]["PortBindings"]
            assert not any(inspected["NetworkSettings"]["Ports"].values()), inspected["NetworkSettings"]["Ports"]
        assert not phase.workspace.path.is_relative_to(ROOT)
        # The eval app container sees its own install, read-only, and no other.
        mounts = client().api.inspect_container(phase.app)["Mounts"]
        deps = [m for m in mounts if m["Destination"].startswith("/deps/")]
        assert len(deps) == 1 and deps[0]["RW"] is False, mounts
        assert phase.workspace.exec("ls /deps/python", 30).output.split() == [deps[0]["Destination"].rsplit("/", 1)[1]]
    with docker_backend.open_phase(PhaseSpec("build", task, tmp_path / "run1", "pub")) as phase:
        assert "no-deps" in phase.workspace.exec("ls /deps/python 2>/dev/null || echo no-deps", 30).output



@requires_docker
def test_the_phase_postgres_is_a_testcontainers_container_with_the_phase_labels(docker_backend, tmp_path):
    from harness.backends.base import PHASE_LABEL, RUN_LABEL
    from harness.backends.docker.engine import client

    with docker_backend.open_phase(PhaseSpec("build", get_task("flask-postgres"), tmp_path / "run", _rid("tc"))) as phase:
        labels = client().api.inspect_container(phase.db)["Config"]["Labels"]
        assert labels["org.testcontainers"] == "true"  # made by testcontainers' Postgres container
        assert (labels[RUN_LABEL], labels[PHASE_LABEL]) == (_rid("tc"), "build")
        image = client().api.inspect_container(phase.db)["Config"]["Image"]
        assert image == docker_backend.images()["postgres"]  # the project's own image
        assert not any(c.get("Image", "").startswith("testcontainers/ryuk") for c in client().api.containers())
    assert not _labelled("tc")


@requires_docker
def test_a_missing_postgres_image_is_an_error_and_never_a_pull(docker_backend, monkeypatch):
    """testcontainers pulls a missing image by itself: the phase's Postgres refuses before it can."""
    import docker

    from harness.backends.base import BackendUnavailable
    from harness.backends.docker.engine import client, image_present
    from harness.backends.docker.postgres import PhasePostgres

    pulls = []
    monkeypatch.setattr(docker.models.images.ImageCollection, "pull", lambda self, *a, **k: pulls.append(a))
    missing = "conduit-harness/postgres:000000000000"
    with pytest.raises(BackendUnavailable, match="harness images build"):
        PhasePostgres(missing, "conduit-test-missing-pg", "bridge", {}).start()
    assert pulls == [] and not image_present(missing)
    assert not client().api.containers(all=True, filters={"name": "conduit-test-missing-pg"})

@requires_docker
@pytest.mark.parametrize("run_sh", [
    "#!/bin/bash\nbomb() { bomb | bomb & }; bomb\nsleep 600\n",
    "#!/bin/sh\nexec python -c 'b = []\nwhile True: b.append(bytearray(64 * 1024 * 1024))'\n",
], ids=["fork-bomb", "memory-hog"])  # fmt: skip
def test_limits_end_a_runaway_server_and_the_harness_carries_on(run_sh, docker_backend, tmp_path):
    patch = make_patch({"requirements.txt": "", "run.sh": run_sh})
    run_dir = tmp_path / "runs" / "limits" / "flask-sqlite" / "0"
    started = time.monotonic()
    outcome = eval_patch(context(get_task("flask-sqlite"), docker_backend, run_dir, run_id=_rid("limits"),
                                 budgets=Budgets(setup=300, start=20, suite=60, request=3)), patch)  # fmt: skip
    assert outcome.status in ("start_failed", "timeout"), outcome
    assert time.monotonic() - started < 240
    assert not _labelled("limits")
    # The engine and the backend still work.
    with docker_backend.open_phase(PhaseSpec("build", get_task("flask-sqlite"), tmp_path / "after", "after")) as phase:
        assert phase.workspace.exec("echo alive", 30).output.strip() == "alive"


@requires_docker
def test_a_failing_run_leaves_nothing(docker_backend, tmp_path):
    patch = make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\nexit 1\n"})
    outcome = eval_patch(context(get_task("flask-sqlite"), docker_backend, tmp_path / "run", run_id=_rid("fails"),
                                 budgets=Budgets(start=20, suite=30, request=2)), patch)  # fmt: skip
    assert outcome.status == "start_failed"
    assert not _labelled("fails")


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.5)
    return False


@requires_docker
def test_a_sigkilled_run_is_reaped_by_the_next_one(docker_backend, tmp_path):
    patch_file = tmp_path / "forever.diff"
    patch_file.write_text(make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\nexec sleep 600\n"}))
    command = [sys.executable, "-m", "harness", "eval", "--task", "flask-sqlite", "--patch", str(patch_file),
               "--backend", "docker", "--runs-dir", str(tmp_path / "runs"), "--start-budget", "300"]  # fmt: skip
    proc = subprocess.Popen([*command, "--run-id", _rid("killed")], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        assert _wait_for(lambda: list((tmp_path / "runs").rglob("server.log")), 180), "the server never started"
        assert {item.kind for item in _labelled("killed")} == {"container", "network"}
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert _labelled("killed"), "SIGKILL leaves the containers behind: the next run must reap them"
    subprocess.run([sys.executable, "-m", "harness", "eval", "--task", "flask-sqlite", "--patch", str(patch_file),
                    "--backend", "docker", "--runs-dir", str(tmp_path / "runs"), "--start-budget", "5",
                    "--run-id", _rid("next")], check=False, cwd=ROOT, capture_output=True, timeout=300)  # fmt: skip
    assert not _labelled("killed") and not _labelled("next")


@requires_docker
def test_ctrl_c_removes_the_phase_containers_and_networks(tmp_path):
    patch_file = tmp_path / "forever.diff"
    patch_file.write_text(make_patch({"requirements.txt": "", "run.sh": "#!/bin/sh\nexec sleep 600\n"}))
    proc = subprocess.Popen([sys.executable, "-m", "harness", "eval", "--task", "flask-sqlite", "--patch", str(patch_file),
                             "--backend", "docker", "--runs-dir", str(tmp_path / "runs"), "--start-budget", "300",
                             "--run-id", _rid("interrupted")], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        assert _wait_for(lambda: list((tmp_path / "runs").rglob("server.log")), 180), "the server never started"
        assert _labelled("interrupted")
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0
    assert not _labelled("interrupted")


def test_auto_falls_back_to_local_when_no_engine_answers(monkeypatch):
    from harness.backends import resolve_auto

    monkeypatch.setenv("DOCKER_HOST", "unix:///nonexistent/docker.sock")
    name, why = resolve_auto()
    assert name == "local" and "docker unavailable" in why


@requires_docker
def test_auto_chooses_docker_when_the_engine_and_images_are_there(docker_images):
    from harness.backends import get_backend, resolve_auto

    assert resolve_auto()[0] == "docker"
    assert get_backend("auto").name == "docker"
