"""The `harness` command line. Heavy modules are imported inside the commands that need them."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Optional

import typer

app = typer.Typer(
    help="Evaluate LLM coding agents that build the RealWorld Conduit API under constraints.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
tasks_app = typer.Typer(help="List the task catalog, or show one task's prompt.", add_completion=False)
app.add_typer(tasks_app, name="tasks")

EXIT_BAD_INPUT = 2


def fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """One clear line on stderr, then exit (2 = bad input)."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


@tasks_app.callback(invoke_without_command=True)
def tasks_list(
    ctx: typer.Context,
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON list of tasks.")] = False,
) -> None:
    """List tasks (80 in all: 8 frameworks × 10 constraint variants)."""
    if ctx.invoked_subcommand:
        return
    from harness.catalog import UnknownName, select_tasks

    try:
        tasks = select_tasks(framework, level)
    except UnknownName as exc:
        fail(str(exc))
    if as_json:
        typer.echo(json.dumps([t.to_dict() for t in tasks], indent=2))
        return
    from rich.table import Table

    from harness.reporting_text import make_console

    table = Table("id", "framework", "level", "variant", title=f"{len(tasks)} tasks")
    for task in tasks:
        table.add_row(task.id, task.framework.name, task.level, task.variant)
    make_console().print(table)


@tasks_app.command("show")
def tasks_show(task_id: Annotated[str, typer.Argument(help="A task id, e.g. fastapi-sqlite.")]) -> None:
    """Print a task's full rendered prompt."""
    from harness.catalog import UnknownName, get_task
    from harness.prompt import render_prompt

    try:
        task = get_task(task_id)
    except UnknownName as exc:
        fail(str(exc))
    sys.stdout.write(render_prompt(task))


@app.command()
def suite(
    base_url: Annotated[str, typer.Argument(help="The API's base URL, e.g. http://127.0.0.1:8080/api")],
    profile: Annotated[str, typer.Option(help="Suite profile (a file under suites/).")] = "paper",
    timeout: Annotated[float, typer.Option(help="Per-request timeout in seconds.")] = 10.0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the full result as JSON.")] = False,
) -> None:
    """Run the behavioural suite against a running server; exit 0 only when every check passed."""
    from harness.suite import load_suite, run_suite

    if not base_url.startswith(("http://", "https://")):
        fail(f"base URL must start with http:// or https://, got {base_url!r}")
    try:
        definition = load_suite(profile)
    except FileNotFoundError as exc:
        fail(str(exc))
    result = run_suite(definition, base_url, timeout_s=timeout)
    if as_json:
        typer.echo(result.model_dump_json(indent=2))
    else:
        from harness.reporting_text import print_suite_result

        print_suite_result(result)
    raise typer.Exit(0 if result.passed == result.total else 1)


def _stop_on_sigterm() -> None:
    """SIGTERM unwinds like Ctrl-C, so every phase tears down its Postgres and servers."""
    import signal

    def handler(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, handler)


def _budgets(agent_budget: float, setup_budget: float, start_budget: float, suite_budget: float, request_timeout: float):
    from harness.pipeline import Budgets

    return Budgets(agent=agent_budget, setup=setup_budget, start=start_budget, suite=suite_budget, request=request_timeout)


def _backend(name: str):
    from harness.backends import BackendUnavailable, get_backend

    try:
        backend = get_backend(name)
        backend.check()
    except BackendUnavailable as exc:
        fail(str(exc))
    return backend


def _check_ports(tasks) -> None:
    from harness.procs import port_is_free

    for port in sorted({t.framework.port for t in tasks}):
        if not port_is_free(port):
            fail(f"port {port} is already in use: the server under test needs it (stop what holds it)")


AgentBudget = Annotated[float, typer.Option(help="Seconds the agent may work.")]
SetupBudget = Annotated[float, typer.Option(help="Seconds for installing dependencies.")]
StartBudget = Annotated[float, typer.Option(help="Seconds for the server to answer its health check.")]
SuiteBudget = Annotated[float, typer.Option(help="Seconds for the whole suite.")]
RequestTimeout = Annotated[float, typer.Option(help="Seconds for one suite request.")]
VerifierMode = Annotated[str, typer.Option(help="Verifiers deciding strict A%: strong | paper (both are recorded).")]


@app.command()
def run(
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    variant: Annotated[Optional[list[str]], typer.Option("--variant", help="Repeatable.")] = None,
    task: Annotated[Optional[list[str]], typer.Option("--task", "-t", help="Task id, repeatable.")] = None,
    agent: Annotated[Optional[str], typer.Option(help="Agent name (default: mini-swe-agent with --model, else reference).")] = None,
    model: Annotated[Optional[str], typer.Option(help="litellm model id, e.g. anthropic/claude-sonnet-4-5, openai/gpt-4o.")] = None,
    api_base: Annotated[Optional[str], typer.Option(help="OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1.")] = None,
    temperature: Annotated[Optional[float], typer.Option(help="Sampling temperature.")] = None,
    step_limit: Annotated[Optional[int], typer.Option(help="mini-swe-agent: maximum steps (default 300).")] = None,
    cost_limit: Annotated[Optional[float], typer.Option(help="Maximum USD per run for the agent.")] = None,
    command_timeout: Annotated[Optional[float], typer.Option(help="Seconds for one agent shell command.")] = None,
    generator_model: Annotated[Optional[str], typer.Option(help="review-loop: generator model.")] = None,
    reviewer_model: Annotated[Optional[str], typer.Option(help="review-loop: reviewer model.")] = None,
    debugger_model: Annotated[Optional[str], typer.Option(help="review-loop: debugger model.")] = None,
    max_iterations: Annotated[Optional[int], typer.Option(help="review-loop: maximum review rounds.")] = None,
    generator_temperature: Annotated[Optional[float], typer.Option(help="review-loop: generator temperature (0.2).")] = None,
    reviewer_temperature: Annotated[Optional[float], typer.Option(help="review-loop: reviewer temperature (0.1).")] = None,
    debugger_temperature: Annotated[Optional[float], typer.Option(help="review-loop: debugger temperature (0.2).")] = None,
    debugger_attempts: Annotated[Optional[int], typer.Option(help="review-loop: retries of an unparsable debugger answer.")] = None,
    action_format: Annotated[Optional[str], typer.Option(help="mini-swe-agent: toolcall | text (servers without tool calling).")] = None,
    max_output_tokens: Annotated[Optional[int], typer.Option(help="Maximum tokens of one model answer.")] = None,
    wall_limit: Annotated[Optional[float], typer.Option(help="mini-swe-agent: wall-clock seconds for the agent.")] = None,
    agent_command: Annotated[Optional[str], typer.Option(help="command agent: the CLI to run; $PROMPT_FILE holds the prompt.")] = None,
    replay_from: Annotated[Optional[str], typer.Option(help="replay agent: an earlier run directory (runs/<id>).")] = None,
    samples: Annotated[int, typer.Option(min=1, help="Samples per task.")] = 1,
    backend: Annotated[str, typer.Option(help="Where code runs.")] = "local",
    run_id: Annotated[Optional[str], typer.Option(help="Name of the run directory (default: a timestamp).")] = None,
    runs_dir: Annotated[str, typer.Option(help="Where run directories go.")] = "runs",
    profile: Annotated[str, typer.Option(help="Suite profile.")] = "paper",
    agent_budget: AgentBudget = 3600.0,
    setup_budget: SetupBudget = 900.0,
    start_budget: StartBudget = 60.0,
    suite_budget: SuiteBudget = 600.0,
    request_timeout: RequestTimeout = 10.0,
    verifier_mode: VerifierMode = "strong",
) -> None:
    """Run tasks end to end (build phase, patch, eval phase) and print a summary table."""
    from pathlib import Path

    from harness.agents import AgentError, get_agent
    from harness.batch import new_run_id, run_batch
    from harness.catalog import UnknownName, select_tasks
    from harness.suite import load_suite

    if not (framework or task):
        fail("say what to run: --framework F (with --level/--variant) or --task ID")
    if verifier_mode not in ("strong", "paper"):
        fail(f"unknown verifier mode {verifier_mode!r}; valid: strong, paper")
    agent = agent or ("mini-swe-agent" if model else "reference")
    settings = dict(model=model, api_base=api_base, temperature=temperature, step_limit=step_limit,
                    cost_limit=cost_limit, command_timeout=command_timeout, generator_model=generator_model,
                    reviewer_model=reviewer_model, debugger_model=debugger_model, max_iterations=max_iterations,
                    agent_command=agent_command, replay_from=replay_from,
                    generator_temperature=generator_temperature, reviewer_temperature=reviewer_temperature,
                    debugger_temperature=debugger_temperature, debugger_attempts=debugger_attempts,
                    action_format=action_format, max_output_tokens=max_output_tokens, wall_limit=wall_limit)  # fmt: skip
    try:
        tasks = select_tasks(framework, level, variant, task)
        chosen_agent = get_agent(agent, **settings)
        load_suite(profile)
        preflight = getattr(chosen_agent, "preflight", None)
        if preflight:  # e.g. a missing API key: one clear error before anything starts
            preflight()
    except (UnknownName, ValueError, FileNotFoundError, AgentError) as exc:
        fail(str(exc))
    if not tasks:
        fail("no task matches these filters")
    engine = _backend(backend)
    _check_ports(tasks)
    _stop_on_sigterm()
    from harness.reporting_text import make_console, print_run_line, print_summary

    console = make_console()
    run_id = run_id or new_run_id()
    root = Path(runs_dir)
    total = len(tasks) * samples
    console.print(f"run [bold]{run_id}[/]: {len(tasks)} tasks × {samples} samples, agent {agent}, backend {backend}")
    done: list = []

    def on_start(t, s):
        console.print(f"[dim]… {t.id} sample {s}[/]")

    def on_done(result):
        done.append(result)
        print_run_line(result, len(done), total, console)

    try:
        results = run_batch(tasks, chosen_agent, engine, root, run_id, samples, profile,
                            _budgets(agent_budget, setup_budget, start_budget, suite_budget, request_timeout),
                            on_start, on_done, verifier_mode)  # fmt: skip
    except KeyboardInterrupt:
        console.print(f"[red]interrupted[/]: {len(done)}/{total} runs finished; results in {root / run_id}")
        raise typer.Exit(130)
    print_summary(results, console)
    console.print(f"results: {root / run_id}")


@app.command("eval")
def eval_command(
    task: Annotated[str, typer.Option("--task", "-t", help="The task the patch solves.")],
    patch: Annotated[str, typer.Option(help="A unified diff (git diff) against an empty directory.")],
    backend: Annotated[str, typer.Option(help="Where code runs.")] = "local",
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

    from harness.batch import new_run_id
    from harness.catalog import UnknownName, get_task
    from harness.external import evaluate_external_patch
    from harness.suite import load_suite

    try:
        chosen = get_task(task)
        load_suite(profile)
    except (UnknownName, FileNotFoundError) as exc:
        fail(str(exc))
    patch_path = Path(patch)
    if not patch_path.is_file():
        fail(f"patch file not found: {patch}")
    engine = _backend(backend)
    _check_ports([chosen])
    _stop_on_sigterm()
    from harness.reporting_text import make_console, print_run_line

    run_dir = Path(runs_dir) / (run_id or new_run_id()) / chosen.id / "0"
    result = evaluate_external_patch(chosen, patch_path.read_text(errors="replace"), engine, run_dir, profile,
                                     _budgets(0, setup_budget, start_budget, suite_budget, request_timeout),
                                     verifier_mode)  # fmt: skip
    print_run_line(result, 1, 1, make_console())
    typer.echo(f"results: {run_dir}")
    raise typer.Exit(0 if result.status == "ok" else 1)


@app.command()
def matrix(
    framework: Annotated[Optional[list[str]], typer.Option("--framework", "-f", help="Repeatable.")] = None,
    level: Annotated[Optional[list[str]], typer.Option("--level", "-l", help="L0..L3, repeatable.")] = None,
    variant: Annotated[Optional[list[str]], typer.Option("--variant", help="Repeatable.")] = None,
    subset: Annotated[Optional[str], typer.Option(help="A named subset: paper16.")] = None,
    config: Annotated[Optional[list[str]], typer.Option(
        "--config", "-c", help="Agent configuration, repeatable: 'agent=mini-swe-agent,model=openai/gpt-4o'.")] = None,
    samples: Annotated[int, typer.Option(min=1, help="Samples per task.")] = 3,
    workers: Annotated[int, typer.Option(min=1, help="Runs in flight at once.")] = 1,
    executor: Annotated[str, typer.Option(help="local (processes on this machine) | ray")] = "local",
    ray_address: Annotated[Optional[str], typer.Option(help="Ray cluster address; 'local' starts one here.")] = None,
    backend: Annotated[str, typer.Option(help="Where code runs.")] = "local",
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
) -> None:
    """Run a matrix of tasks × samples × configurations: parallel, resumable, with spending limits."""
    from pathlib import Path

    from harness.agents import AgentError
    from harness.batch import new_run_id
    from harness.catalog import UnknownName
    from harness.matrix import AgentConfig, plan, select
    from harness.scheduler import Limits, execute

    try:
        tasks = select(framework, level, variant, subset)
        configs = [AgentConfig.parse(c) for c in (config or ["reference"])]
        for c in configs:
            preflight = getattr(c.build(), "preflight", None)
            if preflight:
                preflight()
        from harness.suite import load_suite

        load_suite(profile)
    except (UnknownName, ValueError, FileNotFoundError, AgentError) as exc:
        fail(str(exc))
    if not tasks:
        fail("no task matches these filters")
    from harness.executors import make_executor, settle_orphans
    from harness.progress import MatrixProgress
    from harness.reporting_text import make_console

    run_id = run_id or new_run_id()
    run_root = Path(runs_dir) / run_id
    lock = _lock_run(run_root)  # noqa: F841 (held until the process ends)
    settle_orphans(run_root / ".inflight")  # runs a killed matrix left in flight
    _backend(backend)  # checks the machine and reaps what killed runs left behind
    if executor == "local":
        _check_ports(tasks)
    _stop_on_sigterm()
    console = make_console()
    specs = plan(tasks, configs, samples, Path(runs_dir), run_id, profile)
    resumed = sum(1 for s in specs if s.previous)
    console.print(f"matrix [bold]{run_id}[/]: {len(tasks)} tasks × {samples} samples × {len(configs)} configurations "
                  f"= {len(specs)} runs ({resumed} already finished), {workers} workers, {executor} executor")  # fmt: skip
    totals: dict[str, int] = {}
    for spec in specs:
        agent = spec.config.build()
        label = agent.name + (f" {agent.model}" if agent.model else "")
        totals[label] = totals.get(label, 0) + 1
    try:
        engine = make_executor(executor, backend, run_root, ray_address)
    except (ValueError, RuntimeError) as exc:
        fail(str(exc))
    budgets = _budgets(agent_budget, setup_budget, start_budget, suite_budget, request_timeout)
    try:
        with MatrixProgress(console, totals, workers) as progress:
            state = execute(specs, engine, workers, budgets, profile, Limits(max_cost, max_tokens), infra_retries,
                            progress.update)  # fmt: skip
    except KeyboardInterrupt:
        console.print(f"[red]interrupted[/]: finished runs are kept; run the same command to resume ({run_id})")
        raise typer.Exit(130)
    from harness.reporting_text import print_summary

    print_summary(state.results, console)
    infra = sum(1 for r in state.results if r.status == "infra_error")
    console.print(f"{len(state.results)}/{len(specs)} runs finished, {resumed} resumed, {infra} infra errors "
                  f"(not model results), {state.tokens} tokens, ${state.cost_usd:.4f}")  # fmt: skip
    if state.stopped_reason:
        console.print(f"[yellow]{state.stopped_reason}[/]")
    console.print(f"results: {Path(runs_dir) / run_id}")
    if report:
        _write_report(Path(runs_dir) / run_id, console)


@app.command()
def verify(
    path: Annotated[str, typer.Argument(help="A solution directory or a patch file.")],
    task: Annotated[str, typer.Option("--task", "-t", help="The task whose constraints apply.")],
    mode: Annotated[str, typer.Option(help="paper (the study's checks) | strong (import graph, evidence).")] = "strong",
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per verifier.")] = False,
) -> None:
    """Run the static verifiers on a solution: exit 0 if all applicable ones pass, 1 if one fails."""
    from harness.verify.cli import verify_command

    raise typer.Exit(verify_command(path, task, mode, as_json))


@app.command()
def report(
    run_dirs: Annotated[list[str], typer.Argument(help="One or more run directories (runs/<run-id>).")],
    out: Annotated[Optional[str], typer.Option(help="Where to write CSV, JSON, PNGs and HTML.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the scores as JSON.")] = False,
    k: Annotated[Optional[int], typer.Option(help="The k of pass@k (default: the sample count).")] = None,
) -> None:
    """Scores, failure taxonomy, plots and an HTML report from any set of runs."""
    from harness.report.cli import report_command

    raise typer.Exit(report_command(run_dirs, out, as_json, k))


score_app = typer.Typer(help="Secondary metrics.", add_completion=False)
app.add_typer(score_app, name="score")


@score_app.command("codebleu")
def score_codebleu(
    candidate: Annotated[str, typer.Argument(help="The candidate solution directory.")],
    reference: Annotated[str, typer.Argument(help="The reference solution directory.")],
    language: Annotated[Optional[str], typer.Option(help="python | javascript (default: guessed).")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Web-CodeBLEU between two solution directories, with its five components."""
    from harness.report.cli import codebleu_command

    raise typer.Exit(codebleu_command(candidate, reference, language, as_json))


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


def main() -> None:
    app()
