"""The backend contract (harness/backends/base.py), the same tests for every backend: local, docker
and `plain`, a backend defined only in the tests (tests/backend_for_tests.py) and registered with one
line of the backend table, which shows that a backend needs nothing else.

What every backend must do: commands with budgets that kill (children too), demultiplexed and bounded
output, files and patches (seed, apply, diff without dependency folders), a scrubbed environment with
the database variables exactly for PostgreSQL tasks, a dedicated Postgres with the prompt's
credentials, install and start (run.sh executable, health check, stop, restart on the same database),
evidence for the verifiers, clean-up after success, failure, Ctrl-C and SIGKILL (labelled leftovers that
the reaper removes, and only those of dead owners), and the eval pipeline end to end.

Lean on purpose (CI time): one build phase and one eval phase per backend are shared by the tests that
only read them; workspaces hold a few files; the only install is an empty requirements.txt (an empty
package.json for the Node children)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psycopg
import pytest

from harness import backends
from harness.backends.base import PHASE_LABEL, RUN_LABEL, TASK_LABEL, PhaseSpec
from harness.catalog.tasks import get_task
from harness.run.pipeline import Budgets, wait_healthy
from harness.procs import OUTPUT_LIMIT
from harness.catalog.prompt import major
from tests.helpers import context, make_patch

ROOT = Path(__file__).resolve().parents[1]
PLAIN = "tests.backend_for_tests:PlainBackend"
BACKENDS = ["local", pytest.param("docker", marks=pytest.mark.requires_docker), "plain"]
SECRET = f"sk-conformance-{uuid.uuid4().hex}"
PG_TASK, SQLITE_TASK, NODE_TASK = get_task("flask-postgres"), get_task("flask-sqlite"), get_task("express-sqlite")
MARK = uuid.uuid4().hex[:8]  # names this session's processes, so a check never counts another's
DIGITS = str(uuid.uuid4().int)[:6]  # the same for `sleep`, which takes only numbers
SERVER = f'''import http.server, json, os, sys
print("SERVER-ENV " + json.dumps(sorted(os.environ)), flush=True)
print("boot {MARK}", file=sys.stderr, flush=True)
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{{}}'
        self.send_response(200 if self.path == "/api/health-check" else 404)
        self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("0.0.0.0", 8080), H).serve_forever()
'''
SERVER_MARK, NODE_MARK = f"server-{MARK}", f"node-{MARK}"
SERVER_PATCH = make_patch({"requirements.txt": "", "server.py": SERVER,
                           "run.sh": f"#!/bin/sh\nexec python3 server.py {SERVER_MARK}\n"},
                          executable=())  # run.sh not executable: install makes it so
BUDGETS = Budgets(setup=600, start=60, suite=120, request=5)


@pytest.fixture(scope="module", autouse=True)
def plain_in_the_table():
    """The test backend's one line of the table; and a secret in the harness's environment that no
    command or server may see."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(backends._BACKENDS, "plain", PLAIN)
        patch.setenv("CONDUIT_CONFORMANCE_API_KEY", SECRET)
        yield


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request):
    chosen = backends.get_backend(request.param, **({"sandbox": True} if request.param == "local" else {}))
    chosen.check()
    return chosen


def _cli_name(backend) -> str:
    return PLAIN if backend.name == "plain" else backend.name


@pytest.fixture(scope="module")
def build(backend, tmp_path_factory):
    """A build phase of a PostgreSQL task."""
    spec = PhaseSpec("build", PG_TASK, tmp_path_factory.mktemp("build"), f"conform-build-{MARK}")
    with backend.open_phase(spec) as phase:
        yield phase


@pytest.fixture(scope="module")
def served(backend, tmp_path_factory):
    """An eval phase of a SQLite task with a tiny stdlib server applied and installed."""
    spec = PhaseSpec("eval", SQLITE_TASK, tmp_path_factory.mktemp("eval"), f"conform-eval-{MARK}")
    with backend.open_phase(spec) as phase:
        applied, message = phase.apply_patch(SERVER_PATCH)
        assert applied, message
        phase.setup = phase.install(300)
        yield phase


def _host_processes(pattern: str) -> list[str]:
    """Processes on this host (containers' included) whose command line matches."""
    found = subprocess.run(["pgrep", "-af", pattern], capture_output=True, text=True).stdout
    return [line for line in found.splitlines() if "pgrep" not in line]


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False


# --- commands --------------------------------------------------------------------------------------

def test_exec_gives_the_exit_code_and_both_streams_apart_and_together(build):
    result = build.workspace.exec("echo out; echo err >&2; exit 3", 30)
    assert (result.exit_code, result.timed_out) == (3, False)
    assert (result.stdout, result.stderr) == ("out\n", "err\n")
    assert "out" in result.output and "err" in result.output


def test_exec_runs_bash_in_the_workspace(build):
    result = build.workspace.exec("echo ${BASH_VERSION:+bash} > where.txt; pwd >> where.txt; cat where.txt", 30)
    assert result.stdout.splitlines()[0] == "bash"
    assert build.workspace.read_file("where.txt").decode().splitlines()[0] == "bash"
    (build.workspace.path / "where.txt").unlink()


def test_exec_output_is_bounded(build):
    result = build.workspace.exec("head -c 3000000 /dev/zero | tr '\\0' x; echo; echo tail-marker", 60)
    assert result.exit_code == 0
    assert len(result.output) < OUTPUT_LIMIT + 200 and "characters cut" in result.output
    assert result.output.rstrip().endswith("tail-marker")  # the end is kept


def test_a_command_whose_budget_ran_out_is_dead_with_its_children(build):
    child, main = f"sleep 4242.{DIGITS}", f"sleep 4343.{DIGITS}"
    result = build.workspace.exec(f"{child} & {main}", 1.5)
    assert result.timed_out and result.duration_s < 15
    assert _wait_for(lambda: not _host_processes(main) and not _host_processes(child), 15), "a timed-out command lives on"


def test_a_command_that_ignores_sigterm_is_killed(build):
    stubborn = f"sleep 4444.{DIGITS}"
    result = build.workspace.exec(f"trap '' TERM; {stubborn}; echo survived", 1.0)
    assert result.timed_out and "survived" not in result.output
    assert _wait_for(lambda: not _host_processes(stubborn), 20)


# --- files and patches -----------------------------------------------------------------------------

def test_files_round_trip_binary_and_executable(build):
    data = bytes(range(256))
    build.workspace.write_file("conform/blob.bin", data)
    build.workspace.write_file("conform/tool.sh", "#!/bin/sh\necho tool-ran\n", executable=True)
    assert build.workspace.read_file("conform/blob.bin") == data
    assert build.workspace.exec("./conform/tool.sh", 30).stdout == "tool-ran\n"
    build.workspace.exec("rm -rf conform", 30)


def test_write_file_refuses_paths_outside_the_workspace(build):
    for path in ("../escape.txt", "a/../../escape.txt", "/etc/escape.txt"):
        with pytest.raises(ValueError):
            build.workspace.write_file(path, "x")
    assert not (build.workspace.path.parent / "escape.txt").exists()


def test_list_files_and_diff_leave_out_dependency_folders_caches_and_databases(build):
    build.workspace.write_file("app/main.py", "print('hi')\n")
    build.workspace.exec("mkdir -p node_modules/x .venv/lib app/__pycache__ && touch node_modules/x/i.js "
                         ".venv/lib/site.py app/__pycache__/m.pyc conduit.db data.sqlite3 && "
                         "printf '\\0\\1\\2' > app/blob.bin", 30)  # fmt: skip
    try:
        assert set(build.workspace.list_files()) == {"app/main.py", "app/blob.bin"}
        patch = build.diff()
        assert "app/main.py" in patch and "GIT binary patch" in patch
        for excluded in ("node_modules", ".venv", "__pycache__", "conduit.db", "data.sqlite3"):
            assert excluded not in patch, excluded
    finally:
        build.workspace.exec("rm -rf app node_modules .venv conduit.db data.sqlite3", 30)
    assert build.diff() == ""


def test_apply_patch_refuses_garbage_and_empty_patches(build):
    ok, message = build.apply_patch("diff --git a/x b/x\n@@ garbage\n")
    assert not ok and message
    assert build.apply_patch("  \n") == (False, "the patch is empty")
    assert build.diff() == ""


def test_a_seeded_repository_is_the_base_of_the_diff_and_its_patch_applies_to_it(backend, tmp_path):
    seed = {"app.py": (b"print('v1')\n", False), "run.sh": (b"#!/bin/sh\nexec python3 app.py\n", True)}
    with backend.open_phase(PhaseSpec("build", SQLITE_TASK, tmp_path / "b", f"conform-seed-{MARK}")) as phase:
        phase.seed(seed, "starting repository")
        assert phase.diff() == "" and set(phase.workspace.list_files()) == {"app.py", "run.sh"}
        phase.workspace.write_file("app.py", "print('v2')\n")
        patch = phase.diff()
    assert "-print('v1')" in patch and "+print('v2')" in patch and "run.sh" not in patch
    with backend.open_phase(PhaseSpec("eval", SQLITE_TASK, tmp_path / "e", f"conform-seed-{MARK}")) as phase:
        phase.seed(seed, "starting repository")
        assert phase.apply_patch(patch)[0]
        assert phase.workspace.read_file("app.py") == b"print('v2')\n"
        assert os.access(phase.workspace.path / "run.sh", os.X_OK)


# --- environment and database ----------------------------------------------------------------------

def test_the_environment_holds_no_host_secret(build):
    out = build.workspace.exec("env", 30).output
    assert SECRET not in out and "CONDUIT_CONFORMANCE_API_KEY" not in out
    for name, value in os.environ.items():
        if name.endswith(("_API_KEY", "_TOKEN")) and value:
            assert value not in out, name


def test_a_postgres_task_gets_the_database_variables_of_its_phase(build):
    env = dict(line.split("=", 1) for line in build.workspace.exec("env", 30).stdout.splitlines() if "=" in line)
    pg = build.postgres
    assert (env["PGHOST"], env["PGPORT"], env["PGUSER"], env["PGPASSWORD"], env["PGDATABASE"]) == \
           (pg.host, str(pg.port), "user", "password", "conduit")  # fmt: skip
    assert env["DATABASE_URL"] == f"postgresql://user:password@{pg.host}:{pg.port}/conduit"


def test_a_task_without_postgres_gets_no_database_variables(served):
    out = served.workspace.exec("env", 30).stdout
    for name in ("DATABASE_URL", "PGHOST", "PGPASSWORD"):
        assert f"{name}=" not in out, name


def test_the_phase_postgres_answers_commands_at_the_prompt_address(build):
    probe = ("import os, socket; socket.create_connection((os.environ['PGHOST'], int(os.environ['PGPORT'])), 5).close(); "
             "print('connected')")  # fmt: skip
    result = build.workspace.exec(f'python3 -c "{probe}"', 30)
    assert result.stdout.strip() == "connected", result.output


def test_prompt_facts_are_what_the_phase_provides(backend, build):
    """The run key hashes the prompt rendered with these facts before any phase opens."""
    postgres, runtimes = backend.prompt_facts(PG_TASK.framework.runtime)
    if not postgres.host[:1].isdigit():  # a name (`postgres`): every phase answers there
        assert (postgres.host, postgres.port) == (build.postgres.host, build.postgres.port)
    assert (postgres.user, postgres.password, postgres.database) == ("user", "password", "conduit")
    assert major(postgres.version) == major(build.postgres.version) != ""
    assert major(runtimes.python, 2) == major(build.runtimes.python, 2) != ""


def test_evidence_points_to_the_workspace_and_a_postgres_the_harness_reaches(build):
    evidence = build.database_evidence()
    assert Path(evidence["workspace"]) == build.workspace.path
    table = f"conformance_{MARK}"
    with psycopg.connect(**evidence["postgres"], connect_timeout=10, autocommit=True) as conn:
        conn.execute(f"create table {table} (id int)")
    log = build.database_evidence()["statement_log"]
    assert log and table in Path(log).read_text(errors="replace")  # every statement, for the ORM verifier


def test_the_agent_environment_is_a_virtual_environment_of_its_own(backend, tmp_path):
    spec = PhaseSpec("build", SQLITE_TASK, tmp_path, f"conform-agent-{MARK}", agent_env=True)
    with backend.open_phase(spec) as phase:
        out = phase.workspace.exec("python3 -c 'import sys; print(sys.prefix != sys.base_prefix)'; echo $VIRTUAL_ENV", 60)
        lines = out.stdout.splitlines()
        assert lines[0] == "True" and lines[1] and not Path(lines[1]).is_relative_to(phase.workspace.path)


# --- install and server ----------------------------------------------------------------------------

def test_install_succeeds_and_makes_run_sh_executable(served):
    assert served.setup.ok, served.setup.output[-2000:]
    assert os.access(served.workspace.path / "run.sh", os.X_OK)


def test_a_missing_dependency_file_or_a_broken_one_fails_the_install(backend, tmp_path):
    with backend.open_phase(PhaseSpec("eval", SQLITE_TASK, tmp_path, f"conform-setup-{MARK}")) as phase:
        missing = phase.install(60)
        assert not missing.ok and "requirements.txt is missing" in missing.output
        phase.workspace.write_file("requirements.txt", "!!! not a requirement\n")  # fails without any download
        assert not phase.install(120).ok


def test_the_server_answers_its_health_check_on_the_framework_port_and_stops(served, tmp_path):
    server = served.start_server(tmp_path / "server.log")
    try:
        healthy, message, _ = wait_healthy(server, 60)
        assert healthy, (message, (tmp_path / "server.log").read_text()[-2000:])
        assert server.alive() and server.base_url.endswith(f":{SQLITE_TASK.framework.port}/api")
    finally:
        server.stop()
    assert _wait_for(lambda: not server.alive(), 15)
    log = (tmp_path / "server.log").read_text()
    assert f"boot {MARK}" in log  # stderr reaches the log too
    names = json.loads(log.split("SERVER-ENV ", 1)[1].splitlines()[0])
    assert "CONDUIT_CONFORMANCE_API_KEY" not in names and SECRET not in log


def test_the_server_starts_again_on_the_same_database(served, tmp_path):
    """The strict profile's restart step: stop, then start again in the same phase."""
    for attempt in range(2):
        server = served.start_server(tmp_path / f"server-{attempt}.log")
        try:
            assert wait_healthy(server, 60)[0], (tmp_path / f"server-{attempt}.log").read_text()[-2000:]
        finally:
            server.stop()


def test_a_server_that_exits_is_not_alive_and_its_output_is_kept(served, tmp_path):
    run_sh = served.workspace.read_file("run.sh")
    served.workspace.write_file("run.sh", f"#!/bin/sh\necho 'crashed {MARK}' >&2\nexit 3\n", executable=True)
    try:
        server = served.start_server(tmp_path / "server.log")
        healthy, message, budget_ran_out = wait_healthy(server, 30)
        server.stop()
    finally:
        served.workspace.write_file("run.sh", run_sh, executable=True)
    assert (healthy, message, budget_ran_out) == (False, "the server process exited", False)
    assert f"crashed {MARK}" in (tmp_path / "server.log").read_text()


def test_tool_versions_name_the_runtime_and_postgres(served):
    versions = served.tool_versions()
    assert versions["postgres"] and versions["python"][:1].isdigit()


def test_eval_evidence_keys_are_real_paths(served):
    evidence = served.database_evidence()
    assert {"postgres", "statement_log", "workspace"} <= set(evidence)
    assert Path(evidence["workspace"]).is_dir()
    if "sqlite_trace" in evidence:  # a traced eval server: the trace lies outside the workspace
        assert not Path(evidence["sqlite_trace"]).is_relative_to(served.workspace.path)


# --- life cycle ------------------------------------------------------------------------------------

def test_check_passes_and_doctor_says_ready(backend):
    backend.check()
    report = backend.doctor()
    assert report.ready and report.lines and report.name == backend.name


def test_an_open_phase_is_labelled_and_the_reaper_spares_it(backend, build):
    mine = backend.leftovers(build.spec.run_id)
    assert mine, "an open phase must be listed with its labels"
    for item in mine:
        assert (item.labels[RUN_LABEL], item.labels[TASK_LABEL]) == (build.spec.run_id, PG_TASK.id)
        assert item.labels.get(PHASE_LABEL, "build") == "build" and item.owner_alive()
    backend.reap(only_dead_owners=True)
    assert len(backend.leftovers(build.spec.run_id)) == len(mine)
    assert build.workspace.exec("echo still here", 30).stdout == "still here\n"


def test_closing_after_success_leaves_nothing(backend, tmp_path):
    run_id = f"conform-done-{MARK}"
    with backend.open_phase(PhaseSpec("eval", SQLITE_TASK, tmp_path, run_id)) as phase:
        assert phase.apply_patch(SERVER_PATCH)[0] and phase.install(300).ok
        server = phase.start_server(tmp_path / "server.log")
        assert wait_healthy(server, 60)[0]
        assert backend.leftovers(run_id)
    assert backend.leftovers(run_id) == []
    assert _wait_for(lambda: not _host_processes(SERVER_MARK), 15), "the server outlived its phase"
    assert (tmp_path / "postgres-eval.log").is_file()  # the evidence stays with the run


def test_closing_after_an_error_leaves_nothing(backend, tmp_path):
    run_id = f"conform-error-{MARK}"
    with pytest.raises(RuntimeError, match="the caller failed"):
        with backend.open_phase(PhaseSpec("build", SQLITE_TASK, tmp_path, run_id)) as phase:
            phase.workspace.exec(f"sleep 4545.{DIGITS} > /dev/null 2>&1 &", 30)
            raise RuntimeError("the caller failed")
    assert backend.leftovers(run_id) == []
    assert _wait_for(lambda: not _host_processes(f"sleep 4545.{DIGITS}"), 15)


FOREVER = make_patch({"package.json": "{}\n",
                      "run.sh": f"#!/bin/sh\nexec node -e 'setInterval(() => {{}}, 1000) /* {NODE_MARK} */'\n"})


def _harness_eval(backend, tmp_path: Path, run_id: str) -> subprocess.Popen:
    """`harness eval` of a server that never gets healthy (a Node task: its own port), in a child."""
    patch_file = tmp_path / "forever.diff"
    patch_file.write_text(FOREVER)
    command = [sys.executable, "-m", "harness", "eval", "--task", NODE_TASK.id, "--patch", str(patch_file),
               "--backend", _cli_name(backend), "--runs-dir", str(tmp_path / "runs"), "--run-id", run_id,
               "--start-budget", "300"]  # fmt: skip
    return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _in_start_budget(tmp_path: Path, proc: subprocess.Popen) -> None:
    try:
        assert _wait_for(lambda: list((tmp_path / "runs").rglob("server.log")), 240), "the server never started"
        assert _wait_for(lambda: bool(_host_processes(NODE_MARK)), 30), "the server process never ran"
    except BaseException:
        proc.kill()
        raise


def test_ctrl_c_tears_the_phase_down(backend, tmp_path):
    run_id = f"conform-int-{MARK}"
    proc = _harness_eval(backend, tmp_path, run_id)
    _in_start_budget(tmp_path, proc)
    assert backend.leftovers(run_id)
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0
    assert backend.leftovers(run_id) == []
    assert _wait_for(lambda: not _host_processes(NODE_MARK), 15)


def test_a_killed_harness_leaves_labelled_leftovers_that_the_reaper_removes(backend, tmp_path):
    run_id = f"conform-kill-{MARK}"
    proc = _harness_eval(backend, tmp_path, run_id)
    _in_start_budget(tmp_path, proc)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    left = backend.leftovers(run_id)
    assert left and not any(item.owner_alive() for item in left)
    backend.reap(only_dead_owners=True)
    assert backend.leftovers(run_id) == []
    assert _wait_for(lambda: not _host_processes(NODE_MARK), 15), "the killed run's server still runs"


# --- the pipeline ----------------------------------------------------------------------------------

def test_the_eval_pipeline_runs_on_the_backend(backend, tmp_path):
    from harness.run.external import evaluate_external_patch

    run_id = f"conform-pipe-{MARK}"
    result = evaluate_external_patch(context(SQLITE_TASK, backend, tmp_path, run_id=run_id, budgets=BUDGETS),
                                     SERVER_PATCH)  # fmt: skip
    assert (result.status, result.backend, result.run_id) == ("ok", backend.name, run_id), result.error
    assert result.total == 290 and result.verifiers_run  # the database verifier judged it
    for name in ("result.json", "suite.json", "verifiers.json", "server.log", "setup.log", "postgres-eval.log"):
        assert (tmp_path / name).is_file(), name
    assert backend.leftovers(run_id) == []
