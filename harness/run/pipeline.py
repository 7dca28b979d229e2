"""One run, end to end: build phase (agent) -> patch -> eval phase (setup, start, suite, verifiers)
-> grade (from the artifacts, harness.run.grading) -> result.json.

Statuses: ok (the suite ran against a healthy server), no_patch, setup_failed, start_failed,
agent_error, timeout, infra_error. Only infra_error is the harness's fault: it is retried and never
counted as a model result."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from harness.run import key as runkey
from harness.agents import Agent, AgentContext, AgentError, AgentTimeout
from harness.backends.base import InfraError, ServerHandle
from harness.catalog.references import STARTING_MESSAGE, starting_repository
from harness.run.grading import clear_eval_artifacts, grade
from harness.catalog.prompt import render_prompt
from harness.run.context import CONDITIONS, Budgets, RunContext
from harness.run.key import RunKey
from harness.security.phase import probe_phase
from harness.run.store import AgentStats, RunResult, SecuritySummary, new_run_result, now_iso, write_atomic, write_json
from harness.suite import SuiteResult, load_suite, run_suite
from harness.suite.conformance import warm_up
from harness.verify.apply import DEFAULT_MODE, StrongStaticAhead, Verdicts, applies, verify_run
from harness.verify.runtime import suite_stored

__all__ = ["CONDITIONS", "DEFAULT_MODE", "Budgets", "EvalOutcome", "RunContext", "eval_patch", "evaluate",
           "key_for", "run_task", "wait_healthy"]  # fmt: skip


@dataclass
class EvalOutcome:
    status: str
    budget_fired: str | None
    error: str | None
    suite: SuiteResult | None
    durations: dict[str, float]
    tool_versions: dict[str, str] = field(default_factory=dict)
    verdicts: Verdicts | None = None
    security: SecuritySummary | None = None  # the security probes on the same server (None: not run)


def key_for(ctx: RunContext, docs: str | None = None) -> RunKey:
    """What determines a run, by content (harness.run.key): equal keys mean a finished run can be reused.
    The prompt is rendered with the facts the backend declares (runtime and database versions, the
    database address), which are the ones its phases give."""
    postgres, runtimes = ctx.backend.prompt_facts(ctx.task.framework.runtime)
    return runkey.run_key(
        task_id=ctx.task.id, agent_name=ctx.agent.name, agent_settings=ctx.agent.settings(), model=ctx.agent.model,
        sample=ctx.sample, condition=ctx.condition, backend=ctx.backend.name,
        prompt=render_prompt(ctx.task, postgres, docs, runtimes), agent_budget=ctx.budgets.agent,
        suite_profile=ctx.suite_profile, verifier_mode=ctx.verifier_mode, budgets=ctx.budgets,
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


def eval_patch(ctx: RunContext, patch: str) -> EvalOutcome:
    """The eval phase: pristine workspace and database, apply, set up, start, suite, evidence.
    Writes setup.log, server.log, suite.json and verifiers.json into the run directory."""
    task, run_dir, budgets = ctx.task, ctx.run_dir, ctx.budgets
    suite_def = load_suite(ctx.suite_profile)
    durations: dict[str, float] = {}
    clear_eval_artifacts(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with ctx.backend.open_phase(ctx.phase_spec("eval")) as phase:
        # Opening includes waiting for the app port and starting the phase's Postgres.
        durations["open"] = round(time.monotonic() - started, 2)
        starting = starting_repository(task)  # feature tasks: the repository the patch was made against
        if starting is not None:
            phase.seed(starting, STARTING_MESSAGE)
        ok, message = phase.apply_patch(patch)
        if not ok:
            write_atomic(run_dir / "setup.log", f"git apply failed: {message}\n")
            return EvalOutcome("no_patch", None, f"patch does not apply: {message}", None, durations)

        t0 = time.monotonic()
        setup = phase.install(budgets.setup)
        durations["setup"] = round(time.monotonic() - t0, 2)
        write_atomic(run_dir / "setup.log", setup.output)
        status, fired, error = "ok", None, None
        suite = security = ahead = None
        if not setup.ok:  # the phase ends here: a server without its dependencies is never started
            status, error = "setup_failed", "dependency installation failed"
            fired = "setup" if setup.timed_out else None
        else:
            def verify_ahead() -> None:  # while the probes wait on the server (checked again afterwards)
                nonlocal ahead
                if applies(task):
                    ahead = StrongStaticAhead(task, Path(phase.database_evidence()["workspace"]))

            status, fired, error, suite, security = _serve_and_test(phase, run_dir, suite_def, budgets, durations,
                                                                    verify_ahead)  # fmt: skip
        verdicts = None
        if applies(task):
            t0 = time.monotonic()
            try:
                evidence = {**phase.database_evidence(), "suite_user": suite.suite_user if suite else None,
                            "suite_stored": suite_stored(suite) if suite else None}  # fmt: skip
                # Paper mode reads what a solution adds: for a feature task that is the whole completed
                # repository (a directory counts as all-added), as a greenfield patch would show it.
                paper_source = patch if starting is None else Path(evidence["workspace"])
                verdicts = verify_run(task, paper_source, evidence, ctx.verifier_mode, ahead)  # type: ignore[arg-type]
            except Exception as exc:  # a verifier crash is the harness's fault, never the model's
                raise InfraError(f"verifiers failed: {type(exc).__name__}: {exc}") from exc
            write_json(run_dir / "verifiers.json", verdicts)
            durations["verify"] = round(time.monotonic() - t0, 2)
        versions = phase.tool_versions()
    return EvalOutcome(status, fired, error, suite, durations, versions, verdicts, security)


def _serve_and_test(phase, run_dir: Path, suite_def, budgets: Budgets, durations: dict[str, float],
                    before_probes: Callable[[], None] = lambda: None,
                    ) -> tuple[str, str | None, str | None, SuiteResult, SecuritySummary]:  # fmt: skip
    """Start ./run.sh, wait for health, run the suite whatever the health result (a dead server
    scores 0, it is not an error), probe it (security), stop the server. Returns (status, budget fired,
    error, suite, security). `before_probes`: started as the probes start (work that overlaps them)."""
    status, fired, error = "ok", None, None
    # The suite's conformance validation needs schemathesis and the spec (~1 s to import and read): made
    # ready while the server boots, instead of inside the suite's first request.
    conformance_ready = threading.Thread(target=warm_up, name="conformance-warm-up", daemon=True)
    conformance_ready.start()
    t0 = time.monotonic()
    server = phase.start_server(run_dir / "server.log")
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
        servers.append(phase.start_server(run_dir / f"server-restart{len(servers)}.log"))
        return wait_healthy(servers[-1], budgets.start)[:2]

    conformance_ready.join()
    suite = run_suite(suite_def, server.base_url, timeout_s=budgets.request, deadline_s=budgets.suite,
                      restart=restart, conformance=True)  # fmt: skip
    durations["suite"] = round(time.monotonic() - t0, 2)
    if suite.budget_exhausted and status == "ok":
        status, fired, error = "timeout", "suite", "suite budget exhausted"
    write_json(run_dir / "suite.json", suite)
    t0 = time.monotonic()  # the security probes, on the same server (harness.security, security.json)
    before_probes()
    security = probe_phase(servers[-1].base_url, phase.database_evidence, run_dir, budgets.request)
    durations["security"] = round(time.monotonic() - t0, 2)
    servers[-1].stop()
    return status, fired, error, suite, security


def evaluate(ctx: RunContext, key: RunKey, patch: str, started_at: str, *, stats: AgentStats | None = None,
             durations: dict[str, float] | None = None, status: str | None = None,
             error: str | None = None) -> RunResult:  # fmt: skip
    """The eval phase of `patch`, then its grade from the artifacts: the record of a run whose patch
    was evaluated. `status`/`error`: the build's own verdict (an agent that timed out), which stands."""
    durations = dict(durations or {})
    t0 = time.monotonic()
    outcome = eval_patch(ctx, patch)
    durations.update(outcome.durations, eval=round(time.monotonic() - t0, 2))
    return new_run_result(
        run_id=ctx.run_id, task=ctx.task, agent=ctx.agent, backend=ctx.backend.name, key=key, sample=ctx.sample,
        suite_profile=ctx.suite_profile, condition=ctx.condition, started_at=started_at,
        status=status or outcome.status,  # type: ignore[arg-type]
        budget_fired="agent" if status == "timeout" else outcome.budget_fired, error=error or outcome.error,
        stats=stats, durations=durations, versions=outcome.tool_versions,
        grade=grade(ctx.run_dir, ctx.task, ctx.suite_profile, eval_ran=True),
    )  # fmt: skip


def docs_for(task):
    """The docs condition's block for a task (generated once per framework version, then cached); a
    generation failure is the harness's fault."""
    from harness.apidocs import DocsUnavailable, docs_block

    try:
        return docs_block(task.framework, orm=task.orm)
    except (DocsUnavailable, OSError) as exc:
        raise InfraError(f"docs condition: {exc}") from exc


@dataclass
class Build:
    """What the build phase handed over."""

    patch: str
    stats: AgentStats
    status: str | None  # agent_error / timeout, or None
    error: str | None
    seconds: float


def _build(ctx: RunContext, agent: Agent, docs: str | None = None) -> Build:
    started = time.monotonic()
    with ctx.backend.open_phase(ctx.phase_spec("build", agent_env=agent.needs_shell_env)) as phase:
        starting = starting_repository(ctx.task)  # feature tasks: the patch is the diff from this commit
        if starting is not None:
            phase.seed(starting, STARTING_MESSAGE)
        prompt = render_prompt(ctx.task, phase.postgres, docs, phase.runtimes)
        write_atomic(ctx.run_dir / "prompt.md", prompt)
        status, error = None, None
        try:
            stats = agent.run(AgentContext(ctx.task, prompt, phase.workspace, ctx.run_dir, ctx.budgets.agent))
        except AgentTimeout as exc:  # what the agent spent until then is kept
            stats, status, error = getattr(exc, "stats", None) or AgentStats(exit_status="timeout"), "timeout", str(exc)
        except AgentError as exc:
            stats, status, error = getattr(exc, "stats", None) or AgentStats(exit_status="error"), "agent_error", str(exc)
        patch = phase.diff()
    write_atomic(ctx.run_dir / "patch.diff", patch)
    return Build(patch, stats, status, error, time.monotonic() - started)


def run_task(ctx: RunContext, infra_retries: int = 1, reuse_build: bool = False) -> RunResult:
    """One sample of one task under one condition; writes the run directory and returns result.json's record.
    ctx.agent must be an Agent (it builds the patch). reuse_build: when the run directory holds a
    finished run with the same build key (same prompt, agent, sample…), its patch is evaluated again
    instead of building a new one (the grading changed)."""
    attempts = 0
    docs = None
    key = None
    while True:
        attempts += 1
        started_at = now_iso()
        try:
            if ctx.condition == "docs" and docs is None:
                docs = docs_for(ctx.task)
                write_atomic(ctx.run_dir / "docs.md", docs.text)
            key = key or key_for(ctx, docs.text if docs else None)
            built = reusable_build(ctx.run_dir, key) if reuse_build else None
            result = _attempt(ctx, key, started_at, docs.text if docs else None, built)
        except InfraError as exc:
            result = new_run_result(run_id=ctx.run_id, task=ctx.task, agent=ctx.agent, backend=ctx.backend.name,
                                    key=key, sample=ctx.sample, suite_profile=ctx.suite_profile,
                                    condition=ctx.condition, started_at=started_at, status="infra_error",
                                    error=str(exc))  # fmt: skip
        result.attempts = attempts
        result.docs_packages = dict(docs.packages) if docs else {}
        if result.status != "infra_error" or attempts > infra_retries:
            write_json(ctx.run_dir / "result.json", result)
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


def _attempt(ctx: RunContext, key: RunKey, started_at: str, docs: str | None = None,
             built: RunResult | None = None) -> RunResult:  # fmt: skip
    ctx.run_dir.mkdir(parents=True, exist_ok=True)
    if built is None:
        build = _build(ctx, ctx.agent, docs)  # type: ignore[arg-type]
    else:  # the same build as before: its patch, stats and status stand; only the grading is new
        kept = built.status if built.status in ("agent_error", "timeout") and built.budget_fired in (None, "agent") else None
        build = Build((ctx.run_dir / "patch.diff").read_text(), built.agent_stats, kept, built.error if kept else None,
                      built.durations_s.get("build", 0))  # fmt: skip
    durations = {"build": round(build.seconds, 2), "agent": round(build.stats.wall_s, 2)}
    if build.status == "agent_error" or not build.patch.strip():
        clear_eval_artifacts(ctx.run_dir)  # nothing of an earlier eval phase belongs to this run
        return new_run_result(
            run_id=ctx.run_id, task=ctx.task, agent=ctx.agent, backend=ctx.backend.name, key=key, sample=ctx.sample,
            suite_profile=ctx.suite_profile, condition=ctx.condition, started_at=started_at,
            status=build.status or "no_patch", error=build.error or "the agent changed nothing",  # type: ignore[arg-type]
            budget_fired="agent" if build.status == "timeout" else None, stats=build.stats, durations=durations,
        )  # fmt: skip
    return evaluate(ctx, key, build.patch, started_at, stats=build.stats, durations=durations, status=build.status,
                    error=build.error)  # fmt: skip
