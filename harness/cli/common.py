"""What every command shares: the app, one-line errors, budgets, the backend check."""

from __future__ import annotations

from typing import Annotated

import typer

from harness.cli import HELP

# Plain click help: typer's rich formatting costs more than everything else a command's --help does.
app = typer.Typer(help=HELP, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  rich_markup_mode=None)

EXIT_BAD_INPUT = 2


def fail(message: str, code: int = EXIT_BAD_INPUT) -> None:
    """One clear line on stderr, then exit (2 = bad input)."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)



def _stop_on_sigterm() -> None:
    """SIGTERM unwinds like Ctrl-C, so every phase tears down its Postgres and servers."""
    import signal

    def handler(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, handler)


def _budgets(agent_budget: float, setup_budget: float, start_budget: float, suite_budget: float, request_timeout: float):
    from harness.run.context import Budgets

    return Budgets(agent=agent_budget, setup=setup_budget, start=start_budget, suite=suite_budget, request=request_timeout)


def _backend(name: str, agent=None, unsafe_local: bool = False):
    """The backend, checked. On the local backend the sandbox is required for an agent that runs a
    model's code (`trusted` agents — reference, null — replay known solutions): without bubblewrap
    that is refused unless --unsafe-local says the user accepts an unsandboxed host."""
    from harness.backends import BackendUnavailable, get_backend

    try:
        if name == "auto":
            from harness.backends import resolve_auto

            name, why = resolve_auto()
            typer.echo(f"backend auto -> {name}: {why}", err=True)
        options = {}
        if name == "local":
            options["sandbox"] = _local_sandbox(agent, unsafe_local)
        backend = get_backend(name, **options)
        backend.check()
    except BackendUnavailable as exc:
        fail(str(exc))
    return backend


def _local_sandbox(agent, unsafe_local: bool) -> bool:
    from harness.backends.local.sandbox import check_bwrap

    if unsafe_local:
        import os

        os.environ["CONDUIT_UNSAFE_LOCAL"] = "1"  # matrix workers (child processes) decide the same way
        typer.echo("warning: --unsafe-local: agent commands, installs and servers run unsandboxed on this host",
                   err=True)  # fmt: skip
        return False
    why = check_bwrap()
    if why is None:
        return True
    if agent is not None and not agent.trusted:
        fail(f"the local backend needs its sandbox for a model agent: {why}; use --backend docker, "
             "or --unsafe-local to run it unsandboxed on this host")  # fmt: skip
    typer.echo(f"warning: local backend unsandboxed: {why}", err=True)
    return False


UnsafeLocal = Annotated[bool, typer.Option("--unsafe-local", help="Local backend without bubblewrap: the agent's "
                                           "commands, installs and servers see this host (its files, its processes).")]


def _check_ports(tasks, engine=None) -> None:
    """The local backend's servers listen on the host's app ports; the docker backend's never do."""
    from harness.procs import port_is_free

    if engine is not None and not engine.uses_host_ports:
        return
    for port in sorted({t.framework.port for t in tasks}):
        if not port_is_free(port):
            fail(f"port {port} is already in use: the server under test needs it (stop what holds it)")


AgentBudget = Annotated[float, typer.Option(help="Seconds the agent may work.")]
SetupBudget = Annotated[float, typer.Option(help="Seconds for installing dependencies.")]
StartBudget = Annotated[float, typer.Option(help="Seconds for the server to answer its health check.")]
SuiteBudget = Annotated[float, typer.Option(help="Seconds for the whole suite.")]
RequestTimeout = Annotated[float, typer.Option(help="Seconds for one suite request.")]
VerifierMode = Annotated[str, typer.Option(help="Verifiers deciding strict A%: strong | paper (both are recorded).")]

