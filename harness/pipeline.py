"""One run, end to end: build phase (agent) -> patch -> eval phase (setup, start, suite, verifiers).

Statuses: ok (the suite ran against a healthy server), no_patch, setup_failed, start_failed,
agent_error, timeout, infra_error. Only infra_error is the harness's fault: it is retried and never
counted as a model result."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from harness import __version__, runkey
from harness.agents import Agent, AgentContext, AgentError, AgentTimeout
from harness.backends.base import Backend, InfraError, ServerHandle
from harness.catalog import Task
from harness.features import STARTING_MESSAGE, starting_repository
from harness.prompt import PROMPT_VERSION, render_prompt
from harness.runkey import RunKey
from harness.security.phase import probe_phase
from harness.store import AgentStats, RunResult, SecuritySummary, now_iso, write_atomic, write_json
from harness.suite import SuiteResult, load_suite, run_suite
from harness.verification import DEFAULT_MODE, Verdicts, applies, verify_run
from harness.verify.runtime import suite_stored


@dataclass(frozen=True)
class Budgets:
    """Seconds each phase may take; the one that fires is recorded by name."""

    agent: float = 3600.0
    setup: float = 900.0
    start: float = 60.0
    suite: float = 600.0
    request: float = 10.0  # one suite request


@dataclass
class EvalOutcome:
    status: str
    budget_fired: str | None
    error: str | None
    suite: SuiteResult | None
    durations: dict[str, float]
    tool_versions: dict[str, str]
    verdicts: Verdicts | None = None
    security: SecuritySummary | None = None  # the security probes on the same server (None: not run)


CONDITIONS = ("baseline", "docs")  # docs: the prompt carries generated reference documentation (harness.apidocs)


def key_for(task: Task, agent: Agent, backend: Backend, sample: int = 0, suite_profile: str = "paper",
            condition: str = "baseline", budgets: Budgets = Budgets(), verifier_mode: str = DEFAULT_MODE,
            docs: str | None = None) -> RunKey:  # fmt: skip
    """What determines a run, by content (harness.runkey): equal keys mean a finished run can be reused.
    The prompt is rendered with the facts the backend declares (runtime and database versions, the
    database address), which are the ones its phases give."""
    postgres, runtimes = backend.prompt_facts(task.framework.runtime)
    return runkey.run_key(
        task_id=task.id, agent_name=agent.name, agent_settings=agent.settings(), model=agent.model, sample=sample,
        condition=condition, backend=backend.name, prompt=render_prompt(task, postgres, docs, runtimes),
        agent_budget=budgets.agent, suite_profile=suite_profile, verifier_mode=verifier_mode, budgets=budgets,
    )  # fmt: skip


def wait_healthy(server: ServerHandle, budget_s: float) -> tuple[bool, str, bool]:
    """Poll the health check until 200, the budget runs out, or the server process dies.
    Returns (healthy, what happened, whether the start budget ran out)."""
    deadline = time.monotonic() + budget_s
    last = "no answer"
    with httpx.Client(timeout=2.0, trust_env=False) as client:
        while time.monotonic() < deadline:
            if not server.alive():
                return False, "the server process exited", False
            try:
                response = client.get(server.health_url)
                if response.status_code == 200:
                    return True, "healthy", False
                last = f"health check answered {response.status_code}"
            except httpx.HTTPError as exc:
                last = type(exc).__name__
            time.sleep(0.25)
    return False, f"not healthy within {budget_s:.0f}s ({last})", True


def eval_patch(task: Task, patch: str, backend: Backend, run_dir: Path, suite_profile: str, budgets: Budgets,
               verifier_mode: str = DEFAULT_MODE) -> EvalOutcome:  # fmt: skip
    """The eval phase: pristine workspace and database, apply, set up, start, suite, evidence."""
    suite_def = load_suite(suite_profile)
    durations: dict[str, float] = {}
    framework = task.framework
    started = time.monotonic()
    with backend.open_phase("eval", run_dir, port=framework.port, runtime=framework.runtime,
                            database_env=task.database == "postgres") as phase:  # fmt: skip
        # Opening includes waiting for the app port and starting the phase's Postgres.
        durations["open"] = round(time.monotonic() - started, 2)
        starting = starting_repository(task)  # feature tasks: the repository the patch was made against
        if starting is not None:
            phase.seed(starting, STARTING_MESSAGE)
        ok, message = phase.apply_patch(patch)
        if not ok:
            write_atomic(run_dir / "setup.log", f"git apply failed: {message}\n")
            return EvalOutcome("no_patch", None, f"patch does not apply: {message}", None, durations, {})

        t0 = time.monotonic()
        setup = phase.install(framework, budgets.setup)
        durations["setup"] = round(time.monotonic() - t0, 2)
        write_atomic(run_dir / "setup.log", setup.output)
        status, fired, error = "ok", None, None
        suite = security = None
        if not setup.ok:  # the phase ends here: a server without its dependencies is never started
            status, error = "setup_failed", "dependency installation failed"
            fired = "setup" if setup.timed_out else None
        else:
            status, fired, error, suite, security = _serve_and_test(phase, framework, run_dir, suite_def, budgets,
                                                                    durations)  # fmt: skip
        verdicts = None
        if applies(task):
            t0 = time.monotonic()
            try:
                evidence = {**phase.database_evidence(), "suite_user": suite.suite_user if suite else None,
                            "suite_stored": suite_stored(suite) if suite else None}  # fmt: skip
                # Paper mode reads what a solution adds: for a feature task that is the whole completed
                # repository (a directory counts as all-added), as a greenfield patch would show it.
                paper_source = patch if starting is None else Path(evidence["workspace"])
                verdicts = verify_run(task, paper_source, evidence, verifier_mode)  # type: ignore[arg-type]
            except Exception as exc:  # a verifier crash is the harness's fault, never the model's
                raise InfraError(f"verifiers failed: {type(exc).__name__}: {exc}") from exc
            write_json(run_dir / "verifiers.json", verdicts.to_dict())
            durations["verify"] = round(time.monotonic() - t0, 2)
        versions = phase.tool_versions(framework)
    return EvalOutcome(status, fired, error, suite, durations, versions, verdicts, security)


def _serve_and_test(phase, framework, run_dir: Path, suite_def, budgets: Budgets,
                    durations: dict[str, float]) -> tuple[str, str | None, str | None, SuiteResult, SecuritySummary]:  # fmt: skip
    """Start ./run.sh, wait for health, run the suite whatever the health result (a dead server
    scores 0, it is not an error), probe it (security), stop the server. Returns (status, budget fired,
    error, suite, security)."""
    status, fired, error = "ok", None, None
    t0 = time.monotonic()
    server = phase.start_server(framework, run_dir / "server.log")
    healthy, health_message, start_expired = wait_healthy(server, budgets.start)
    durations["start"] = round(time.monotonic() - t0, 2)
    if not healthy:
        status, error = "start_failed", health_message
        fired = "start" if start_expired else None

    t0 = time.monotonic()
    servers = [server]

    def restart() -> tuple[bool, str]:
        """The strict profile's restart step: stop the server, start it again on the same database."""
        servers[-1].stop()
        servers.append(phase.start_server(framework, run_dir / f"server-restart{len(servers)}.log"))
        return wait_healthy(servers[-1], budgets.start)[:2]

    suite = run_suite(suite_def, server.base_url, timeout_s=budgets.request, deadline_s=budgets.suite,
                      restart=restart, conformance=True)  # fmt: skip
    durations["suite"] = round(time.monotonic() - t0, 2)
    if suite.budget_exhausted and status == "ok":
        status, fired, error = "timeout", "suite", "suite budget exhausted"
    write_json(run_dir / "suite.json", suite)
    t0 = time.monotonic()  # the security probes, on the same server (harness.security, security.json)
    security = probe_phase(servers[-1].base_url, phase.database_evidence, run_dir, budgets.request)
    durations["security"] = round(time.monotonic() - t0, 2)
    servers[-1].stop()
    return status, fired, error, suite, security


def docs_for(task: Task):
    """The docs condition's block for a task (generated once per framework version, then cached); a
    generation failure is the harness's fault."""
    from harness.apidocs import DocsUnavailable, docs_block

    try:
        return docs_block(task.framework, orm=task.orm)
    except (DocsUnavailable, OSError) as exc:
        raise InfraError(f"docs condition: {exc}") from exc


def _build(task: Task, agent: Agent, backend: Backend, run_dir: Path, budgets: Budgets,
           docs: str | None = None) -> tuple[str, AgentStats, str | None, str | None, float]:  # fmt: skip
    """(patch, agent stats, status override, error, seconds)."""
    started = time.monotonic()
    with backend.open_phase("build", run_dir, python_env=agent.needs_shell_env, port=task.framework.port,
                            runtime=task.framework.runtime, database_env=task.database == "postgres") as phase:  # fmt: skip
        starting = starting_repository(task)  # feature tasks: the patch is the diff from this commit
        if starting is not None:
            phase.seed(starting, STARTING_MESSAGE)
        prompt = render_prompt(task, phase.postgres, docs, phase.runtimes)
        write_atomic(run_dir / "prompt.md", prompt)
        status, error = None, None
        try:
            stats = agent.run(AgentContext(task, prompt, phase.workspace, run_dir, budgets.agent))
        except AgentTimeout as exc:  # what the agent spent until then is kept
            stats, status, error = getattr(exc, "stats", None) or AgentStats(exit_status="timeout"), "timeout", str(exc)
        except AgentError as exc:
            stats, status, error = getattr(exc, "stats", None) or AgentStats(exit_status="error"), "agent_error", str(exc)
        patch = phase.diff()
    write_atomic(run_dir / "patch.diff", patch)
    return patch, stats, status, error, time.monotonic() - started


def run_task(
    task: Task,
    agent: Agent,
    backend: Backend,
    run_dir: Path,
    sample: int = 0,
    suite_profile: str = "paper",
    budgets: Budgets = Budgets(),
    infra_retries: int = 1,
    verifier_mode: str = DEFAULT_MODE,
    condition: str = "baseline",
    reuse_build: bool = False,
) -> RunResult:
    """One sample of one task under one condition; writes the run directory and returns result.json's record.
    reuse_build: when the run directory holds a finished run with the same build key (same prompt,
    agent, sample…), its patch is evaluated again instead of building a new one (the grading changed)."""
    if condition not in CONDITIONS:
        raise ValueError(f"unknown condition {condition!r}; valid: {', '.join(CONDITIONS)}")
    attempts = 0
    docs = None
    key = None
    while True:
        attempts += 1
        started_at = now_iso()
        try:
            if condition == "docs" and docs is None:
                docs = docs_for(task)
                write_atomic(run_dir / "docs.md", docs.text)
            key = key or key_for(task, agent, backend, sample, suite_profile, condition, budgets, verifier_mode,
                                 docs.text if docs else None)  # fmt: skip
            built = reusable_build(run_dir, key) if reuse_build else None
            result = _attempt(task, agent, backend, run_dir, sample, suite_profile, budgets, key, started_at,
                              verifier_mode, docs.text if docs else None, built)  # fmt: skip
        except InfraError as exc:
            result = _record(task, agent, backend, key, sample, suite_profile, started_at, status="infra_error",
                             error=str(exc), total=load_suite(suite_profile).total_checks)  # fmt: skip
        result.attempts = attempts
        result.condition = condition
        result.docs_packages = dict(docs.packages) if docs else {}
        if result.status != "infra_error" or attempts > infra_retries:
            write_json(run_dir / "result.json", result)
            return result


def reusable_build(run_dir: Path, key: RunKey) -> RunResult | None:
    """The finished run in `run_dir` whose build this key can reuse (same build key, its patch kept)."""
    try:
        previous = RunResult.model_validate_json((run_dir / "result.json").read_text())
    except (OSError, ValueError):
        return None
    if previous.build_key != key.build or previous.status == "infra_error" or not (run_dir / "patch.diff").is_file():
        return None
    return previous


def _attempt(task, agent, backend, run_dir, sample, suite_profile, budgets, key, started_at, verifier_mode,
             docs: str | None = None, built: RunResult | None = None) -> RunResult:  # fmt: skip
    run_dir.mkdir(parents=True, exist_ok=True)
    total_checks = load_suite(suite_profile).total_checks
    if built is None:
        patch, stats, status, error, build_s = _build(task, agent, backend, run_dir, budgets, docs)
    else:  # the same build as before: its patch, stats and status stand; only the grading is new
        patch, stats, build_s = (run_dir / "patch.diff").read_text(), built.agent_stats, built.durations_s.get("build", 0)
        status = built.status if built.status in ("agent_error", "timeout") and built.budget_fired in (None, "agent") else None
        error = built.error if status else None
    durations = {"build": round(build_s, 2), "agent": round(stats.wall_s, 2)}
    fired = "agent" if status == "timeout" else None
    if status == "agent_error" or not patch.strip():
        return _record(task, agent, backend, key, sample, suite_profile, started_at,
                       status=status or "no_patch", error=error or "the agent changed nothing", stats=stats,
                       durations=durations, total=total_checks)  # fmt: skip
    t0 = time.monotonic()
    outcome = eval_patch(task, patch, backend, run_dir, suite_profile, budgets, verifier_mode)
    durations.update(outcome.durations, eval=round(time.monotonic() - t0, 2))
    return outcome_record(task, agent, backend, key, sample, suite_profile, started_at, outcome, total_checks,
                          status=status, fired=fired, error=error, stats=stats, durations=durations)  # fmt: skip


def outcome_record(task, agent, backend, key, sample, suite_profile, started_at, outcome: EvalOutcome,
                   total_checks: int, status=None, fired=None, error=None, stats=None, durations=None) -> RunResult:  # fmt: skip
    """result.json for a run whose eval phase ran; a failed verifier zeroes strict A%."""
    suite = outcome.suite
    result = _record(
        task, agent, backend, key, sample, suite_profile, started_at,
        status=status or outcome.status, budget_fired=fired or outcome.budget_fired, error=error or outcome.error,
        stats=stats, durations=durations if durations is not None else outcome.durations,
        versions=outcome.tool_versions, passed=suite.passed if suite else 0,
        total=suite.total if suite else total_checks,
    )  # fmt: skip
    result.security = outcome.security or result.security
    if outcome.verdicts is not None:
        result.verifiers_run = True
        result.verifiers = outcome.verdicts.chosen
        if not outcome.verdicts.passed:
            result.a_strict = 0.0
    elif not applies(task):
        result.verifiers_run = True  # no constraint to verify: strict = raw by definition
    return result


def _record(task, agent, backend, key: RunKey, sample, suite_profile, started_at, *, status, error=None,
            budget_fired=None, stats=None, durations=None, versions=None, passed=0, total=0) -> RunResult:  # fmt: skip
    a_raw = round(100.0 * passed / total, 4) if total else 0.0
    return RunResult(
        run_key=key.full, build_key=key.build, grade_key=key.grade, grade_parts=key.grade_parts, task=task.id, framework=task.framework.name, variant=task.variant, level=task.level,
        family=task.family, feature=task.feature,
        agent=agent.name, model=agent.model, agent_settings=agent.settings(), sample=sample, status=status, budget_fired=budget_fired, error=error,
        suite_profile=suite_profile, passed=passed, total=total, a_raw=a_raw,
        a_strict=a_raw,  # outcome_record zeroes it when a verifier fails; verifiers_run says whether they ran
        verifiers_run=False, durations_s=durations or {}, agent_stats=stats or AgentStats(), backend=backend.name,
        tool_versions=versions or {}, harness_version=__version__, prompt_version=PROMPT_VERSION,
        started_at=started_at, finished_at=now_iso(),
    )  # fmt: skip

