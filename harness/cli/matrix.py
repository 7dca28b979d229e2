"""harness matrix: many runs, in parallel, resumable."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from harness.cli.docs import ConditionOption, conditions_of
from harness.cli.catalog import FamilyOption, FeatureOption, family_filter
from harness.cli.common import (
    AgentBudget,
    RequestTimeout,
    SetupBudget,
    StartBudget,
    SuiteBudget,
    UnsafeLocal,
    _backend,
    _budgets,
    _check_ports,
    _stop_on_sigterm,
    app,
    fail,
)


@app.command()
def matrix(
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    variant: Annotated[Optional[list[str]], typer.Option("--variant", help="Repeatable.")] = None,
    subset: Annotated[Optional[str], typer.Option(help="A named subset: paper16.")] = None,
    family: FamilyOption = None,
    feature: FeatureOption = None,
    config: Annotated[Optional[list[str]], typer.Option(
        "--config", "-c", help="Agent configuration, repeatable: 'agent=mini-swe-agent,model=openai/gpt-4o'.")] = None,
    samples: Annotated[int, typer.Option(min=1, help="Samples per task.")] = 3,
    workers: Annotated[int, typer.Option(min=1, help="Runs in flight at once.")] = 1,
    executor: Annotated[str, typer.Option(help="local (processes on this machine) | ray")] = "local",
    ray_address: Annotated[Optional[str], typer.Option(help="Ray cluster address; 'local' starts one here.")] = None,
    backend: Annotated[str, typer.Option(help="Where code runs: local, docker, or auto (docker when an engine and the images are there, else local).")] = "auto",
    run_id: Annotated[Optional[str], typer.Option(help="Resume this run directory, or name a new one.")] = None,
    runs_dir: Annotated[str, typer.Option(help="Where run directories go.")] = "runs",
    profile: Annotated[str, typer.Option(help="Suite profile.")] = "paper",
    max_cost: Annotated[Optional[float], typer.Option(help="Stop starting runs once this many USD are spent.")] = None,
    max_tokens: Annotated[Optional[int], typer.Option(help="Stop starting runs once this many tokens are used.")] = None,
    infra_retries: Annotated[int, typer.Option(min=0, help="Retries of a run that failed for the harness's reasons.")] = 2,
    report: Annotated[bool, typer.Option(help="Write the report at the end.")] = True,
    agent_budget: AgentBudget = 3600.0,
    setup_budget: SetupBudget = 900.0,
    start_budget: StartBudget = 60.0,
    suite_budget: SuiteBudget = 600.0,
    request_timeout: RequestTimeout = 10.0,
    condition: ConditionOption = None,
    unsafe_local: UnsafeLocal = False,
) -> None:
    """Run a matrix of tasks × samples × configurations: parallel, resumable, with spending limits."""
    from pathlib import Path

    from harness.agents import AgentError
    from harness.matrix.batch import new_run_id
    from harness.catalog.tasks import UnknownName
    from harness.matrix.plan import AgentConfig, plan, select
    from harness.matrix.scheduler import Limits, execute

    conditions = conditions_of(condition)
    try:
        chosen_family = family_filter(family, feature)
        if chosen_family == "greenfield":
            tasks = select(framework, level, variant, subset)
        elif subset:
            raise ValueError(f"--subset names greenfield tasks; it does not go with --family {chosen_family}")
        else:
            from harness.catalog.tasks import select_tasks

            tasks = select_tasks(framework, level, variant, family=chosen_family, feature_names=feature)
        configs = [AgentConfig.parse(c) for c in (config or ["reference"])]
        for c in configs:
            c.build().preflight()
        from harness.suite import load_suite

        load_suite(profile)
    except (UnknownName, ValueError, FileNotFoundError, AgentError) as exc:
        fail(str(exc))
    if not tasks:
        fail("no task matches these filters")
    from harness.matrix.executors import make_executor, settle_orphans
    from harness.matrix.progress import MatrixProgress
    from harness.report.run_lines import make_console

    run_id = run_id or new_run_id()
    run_root = Path(runs_dir) / run_id
    lock = _lock_run(run_root)  # noqa: F841 (held until the process ends)
    settle_orphans(run_root / ".inflight")  # runs a killed matrix left in flight
    # Checks the machine and reaps what killed runs left behind; the sandbox is required when any
    # configuration runs a model's code.
    untrusted = next((a for a in (c.build() for c in configs) if not a.trusted), None)
    checked = _backend(backend, untrusted or configs[0].build(), unsafe_local)
    _stop_on_sigterm()
    console = make_console()
    budgets = _budgets(agent_budget, setup_budget, start_budget, suite_budget, request_timeout)
    from harness.backends.base import InfraError

    try:
        specs = plan(tasks, configs, samples, Path(runs_dir), run_id, profile, conditions, checked, budgets)
    except InfraError as exc:  # the docs condition's documentation could not be made
        fail(str(exc))
    if executor == "local":  # only runs that may start a server need their port free
        _check_ports(sorted({s.task for s in specs if s.action != "done"}, key=lambda t: t.id), checked)
    resumed = sum(1 for s in specs if s.previous)
    regrading = sum(1 for s in specs if s.action == "regrade")
    reevaluating = sum(1 for s in specs if s.action == "re-eval")
    console.print(f"matrix [bold]{run_id}[/]: {len(tasks)} tasks × {samples} samples × {len(configs)} configurations "
                  + (f"× {len(conditions)} conditions " if len(conditions) > 1 else "")
                  + f"= {len(specs)} runs ({resumed} already finished"
                  + (f", {regrading} to grade again from their artifacts (checks or verifier rules changed)"
                     if regrading else "")
                  + (f", {reevaluating} whose patch is evaluated again (requests, spec or budgets changed)"
                     if reevaluating else "")
                  + f"), {workers} workers, {executor} executor")  # fmt: skip
    totals: dict[str, int] = {}
    for spec in specs:
        agent = spec.config.build()
        label = agent.name + (f" {agent.model}" if agent.model else "")
        totals[label] = totals.get(label, 0) + 1
    try:
        engine = make_executor(executor, checked.name, run_root, ray_address)  # auto resolved
    except (ValueError, RuntimeError) as exc:
        fail(str(exc))
    try:
        with MatrixProgress(console, totals, workers) as progress:
            state = execute(specs, engine, workers, budgets, profile, Limits(max_cost, max_tokens), infra_retries,
                            progress.update)  # fmt: skip
    except KeyboardInterrupt:
        console.print(f"[red]interrupted[/]: finished runs are kept; run the same command to resume ({run_id})")
        raise typer.Exit(130)
    from harness.report.run_lines import print_summary

    print_summary(state.results, console)
    infra = sum(1 for r in state.results if r.status == "infra_error")
    console.print(f"{len(state.results)}/{len(specs)} runs finished, {resumed} resumed, {state.regraded} graded again, "
                  f"{infra} infra errors "
                  f"(not model results), {state.tokens} tokens, ${state.cost_usd:.4f}")  # fmt: skip
    if state.stopped_reason:
        console.print(f"[yellow]{state.stopped_reason}[/]")
    console.print(f"results: {Path(runs_dir) / run_id}")
    if report:
        _write_report(Path(runs_dir) / run_id, console)


def _lock_run(run_root):
    """One matrix process per run directory at a time."""
    import fcntl

    run_root.mkdir(parents=True, exist_ok=True)
    handle = open(run_root / ".lock", "w")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        fail(f"{run_root} is in use by another harness matrix process")
    return handle


def _write_report(run_dir, console) -> None:
    try:
        from harness.report.cli import report_command
    except ImportError:
        console.print("[dim](no report: the report module is not installed)[/]")
        return
    report_command([str(run_dir)], None, False, None)


