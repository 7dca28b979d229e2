"""harness run and harness eval: tasks end to end, or a patch made elsewhere."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from harness.cli.catalog import FamilyOption, FeatureOption, family_filter
from harness.cli.docs import ConditionOption, conditions_of
from harness.cli.common import (
    AgentBudget,
    RequestTimeout,
    SetupBudget,
    StartBudget,
    SuiteBudget,
    UnsafeLocal,
    VerifierMode,
    _backend,
    _budgets,
    _check_ports,
    _stop_on_sigterm,
    app,
    fail,
)


def agent_settings(args: list[str]) -> dict[str, str]:
    """`--some-option VALUE` / `--some-option=VALUE` pairs left over by the command's own options:
    the chosen agent's options (its model validates and converts them)."""
    settings: dict[str, str] = {}
    rest = list(args)
    while rest:
        token = rest.pop(0)
        if not token.startswith("--") or len(token) < 3:
            fail(f"unexpected argument {token!r}")
        name, sep, value = token[2:].partition("=")
        if not sep:
            if not rest or rest[0].startswith("--"):
                fail(f"{token} needs a value")
            value = rest.pop(0)
        settings[name.replace("-", "_")] = value
    return settings


AGENT_OPTIONS_HELP = ("Agent options follow the chosen agent (--model, --api-base, --temperature, --step-limit, "
                      "--agent-command…): `harness agents` lists each agent's.")


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True}, epilog=AGENT_OPTIONS_HELP)
def run(
    ctx: typer.Context,
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    variant: Annotated[Optional[list[str]], typer.Option("--variant", help="Repeatable.")] = None,
    task: Annotated[Optional[list[str]], typer.Option("--task", "-t", help="Task id, repeatable.")] = None,
    family: FamilyOption = None,
    feature: FeatureOption = None,
    agent: Annotated[Optional[str], typer.Option(help="Agent name (default: mini-swe-agent with --model, else reference).")] = None,
    samples: Annotated[int, typer.Option(min=1, help="Samples per task.")] = 1,
    backend: Annotated[str, typer.Option(help="Where code runs: local, docker, or auto (docker when an engine and the images are there, else local).")] = "auto",
    run_id: Annotated[Optional[str], typer.Option(help="Name of the run directory (default: a timestamp).")] = None,
    runs_dir: Annotated[str, typer.Option(help="Where run directories go.")] = "runs",
    profile: Annotated[str, typer.Option(help="Suite profile.")] = "paper",
    agent_budget: AgentBudget = 3600.0,
    setup_budget: SetupBudget = 900.0,
    start_budget: StartBudget = 60.0,
    suite_budget: SuiteBudget = 600.0,
    request_timeout: RequestTimeout = 10.0,
    verifier_mode: VerifierMode = "strong",
    condition: ConditionOption = None,
    unsafe_local: UnsafeLocal = False,
) -> None:
    """Run tasks end to end (build phase, patch, eval phase) and print a summary table."""
    from pathlib import Path

    from harness.agents import AgentError, get_agent
    from harness.matrix.batch import new_run_id, run_batch
    from harness.catalog.tasks import UnknownName, select_tasks
    from harness.suite import load_suite

    settings = agent_settings(ctx.args)
    if not (framework or task):
        fail("say what to run: --framework F (with --level/--variant) or --task ID")
    if verifier_mode not in ("strong", "paper"):
        fail(f"unknown verifier mode {verifier_mode!r}; valid: strong, paper")
    conditions = conditions_of(condition)
    agent = agent or ("mini-swe-agent" if settings.get("model") else "reference")
    try:
        tasks = select_tasks(framework, level, variant, task, family=family_filter(family, feature, task),
                             feature_names=feature)  # fmt: skip
        chosen_agent = get_agent(agent, **settings)
        load_suite(profile)
        chosen_agent.preflight()  # e.g. a missing API key: one clear error before anything starts
    except (UnknownName, ValueError, FileNotFoundError, AgentError) as exc:
        fail(str(exc))
    if not tasks:
        fail("no task matches these filters")
    engine = _backend(backend, chosen_agent, unsafe_local)
    _check_ports(tasks, engine)
    _stop_on_sigterm()
    from harness.report.run_lines import make_console, print_run_line, print_summary

    console = make_console()
    run_id = run_id or new_run_id()
    root = Path(runs_dir)
    total = len(tasks) * samples * len(conditions)
    console.print(f"run [bold]{run_id}[/]: {len(tasks)} tasks × {samples} samples"
                  + (f" × conditions {', '.join(conditions)}" if conditions != ("baseline",) else "")
                  + f", agent {agent}, backend {engine.name}")  # fmt: skip
    done: list = []

    def on_start(t, s):
        console.print(f"[dim]… {t.id} sample {s}[/]")

    def on_done(result):
        done.append(result)
        print_run_line(result, len(done), total, console)

    try:
        results = run_batch(tasks, chosen_agent, engine, root, run_id, samples, profile,
                            _budgets(agent_budget, setup_budget, start_budget, suite_budget, request_timeout),
                            on_start, on_done, verifier_mode, conditions)  # fmt: skip
    except KeyboardInterrupt:
        console.print(f"[red]interrupted[/]: {len(done)}/{total} runs finished; results in {root / run_id}")
        raise typer.Exit(130)
    print_summary(results, console)
    console.print(f"results: {root / run_id}")


@app.command("eval")
def eval_command(
    task: Annotated[str, typer.Option("--task", "-t", help="The task the patch solves.")],
    patch: Annotated[str, typer.Option(help="A unified diff (git diff) against the task's starting point: an empty directory, or a feature task's repository.")],
    backend: Annotated[str, typer.Option(help="Where code runs: local, docker, or auto (docker when an engine and the images are there, else local).")] = "auto",
    run_id: Annotated[Optional[str], typer.Option(help="Name of the run directory.")] = None,
    runs_dir: Annotated[str, typer.Option(help="Where run directories go.")] = "runs",
    profile: Annotated[str, typer.Option(help="Suite profile.")] = "paper",
    setup_budget: SetupBudget = 900.0,
    start_budget: StartBudget = 60.0,
    suite_budget: SuiteBudget = 600.0,
    request_timeout: RequestTimeout = 10.0,
    verifier_mode: VerifierMode = "strong",
) -> None:
    """Grade a patch made outside the harness: eval phase only."""
    from pathlib import Path

    from harness.matrix.batch import new_run_id
    from harness.catalog.tasks import UnknownName, get_task
    from harness.run.external import EXTERNAL_AGENT, evaluate_external_patch
    from harness.run.context import RunContext
    from harness.suite import load_suite

    try:
        chosen = get_task(task)
        load_suite(profile)
    except (UnknownName, FileNotFoundError, ValueError) as exc:
        fail(str(exc))
    patch_path = Path(patch)
    if not patch_path.is_file():
        fail(f"patch file not found: {patch}")
    engine = _backend(backend)
    _check_ports([chosen], engine)
    _stop_on_sigterm()
    from harness.report.run_lines import make_console, print_run_line

    run_id = run_id or new_run_id()
    run_dir = Path(runs_dir) / run_id / chosen.id / "0"
    ctx = RunContext(task=chosen, agent=EXTERNAL_AGENT, backend=engine, run_dir=run_dir, run_id=run_id,
                     suite_profile=profile, verifier_mode=verifier_mode,
                     budgets=_budgets(0, setup_budget, start_budget, suite_budget, request_timeout))  # fmt: skip
    result = evaluate_external_patch(ctx, patch_path.read_text(errors="replace"))
    print_run_line(result, 1, 1, make_console())
    typer.echo(f"results: {run_dir}")
    raise typer.Exit(0 if result.status == "ok" else 1)




@app.command()
def regrade(
    run_dirs: Annotated[list[str], typer.Argument(help="Run directories (runs/<id>, or one run's folder).")],
    re_eval: Annotated[bool, typer.Option("--re-eval", help="Evaluate each run's stored patch again (a new eval "
                                          "phase: setup, server, suite, verifiers) instead of grading its artifacts.")] = False,
    backend: Annotated[str, typer.Option(help="--re-eval: where code runs (local, docker, auto).")] = "auto",
    verifier_mode: Annotated[Optional[str], typer.Option(help="strong | paper (default: each run's own).")] = None,
    setup_budget: SetupBudget = 900.0,
    start_budget: StartBudget = 60.0,
    suite_budget: SuiteBudget = 600.0,
    request_timeout: RequestTimeout = 10.0,
) -> None:
    """Grade finished runs again under the current suite checks and verifier rules, from their stored
    artifacts (suite.json, patch.diff, logs), without calling any model."""
    from pathlib import Path

    from harness.run.regrade import NotRegradable, reeval_run, regrade_run

    if verifier_mode not in (None, "strong", "paper"):
        fail(f"unknown verifier mode {verifier_mode!r}; valid: strong, paper")
    found: list[Path] = []
    for name in run_dirs:
        root = Path(name)
        if not root.is_dir():
            fail(f"not a directory: {name}")
        found += sorted(p.parent for p in root.rglob("result.json"))
    if not found:
        fail("no result.json under " + ", ".join(run_dirs))
    engine = None
    if re_eval:
        engine = _backend(backend)
        _stop_on_sigterm()
    budgets = _budgets(0, setup_budget, start_budget, suite_budget, request_timeout)
    refused = 0
    for run_dir in found:
        try:
            before, after = reeval_run(run_dir, engine, budgets, verifier_mode) if re_eval else \
                regrade_run(run_dir, verifier_mode)  # fmt: skip
        except NotRegradable as exc:
            refused += 1
            typer.echo(f"{run_dir}: not graded again: {exc} (--re-eval evaluates its patch again)")
            continue
        change = "unchanged" if (before.passed, before.a_strict) == (after.passed, after.a_strict) else "changed"
        typer.echo(f"{run_dir}: {after.status} {before.passed}/{before.total} strict {before.a_strict:.1f} -> "
                   f"{after.passed}/{after.total} strict {after.a_strict:.1f} ({change})")  # fmt: skip
    typer.echo(f"{len(found) - refused}/{len(found)} runs graded again" + (" (eval phase run again)" if re_eval else ""))
    raise typer.Exit(1 if refused else 0)


@app.command()
def agents() -> None:
    """The agents and the options each one takes (`harness run --agent A --OPTION VALUE`, or
    `--config agent=A,option=value` in a matrix)."""
    from harness.agents import agent_class, agent_names, agent_options, option_flag

    for name in agent_names():
        summary = getattr(agent_class(name), "summary", "")
        typer.echo(f"{name}" + (f": {summary}" if summary else ""))
        for field, info in (agent_options(name) or {}).model_fields.items():  # type: ignore[union-attr]
            default = "" if info.default is None else f" (default {info.default})"
            typer.echo(f"  {option_flag(field):<26} {info.description or ''}{default}")
