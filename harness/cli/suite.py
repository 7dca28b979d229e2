"""harness suite: the behavioural suite (or the security probes) against a running server.

Its start-up is part of what it measures (issue 22: the command as a process in 0.6 s), so `harness
suite` is served by an app holding this command alone (`suite_app`: the other commands' click objects
and their modules are never built), and the optional packages httpx and httpcore import when installed
for what this command never does (HTTP/2, SOCKS proxies, async, httpx's own command line) are kept out
of its process."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Optional

import typer

from harness.cli.common import app, fail

# Imported by httpcore/httpx when installed, used only for what this command never does: async code
# (trio, anyio: ~100 ms), HTTP/2 (h2), SOCKS proxies (socksio), httpx's own command line (httpx._main,
# which imports click, pygments and rich.progress). Each is an optional import there (ImportError is
# expected); the client this command builds is sync, HTTP/1.1, without proxies.
_UNUSED_HTTP_EXTRAS = ("trio", "anyio", "h2", "socksio", "httpx._main")


def leave_out_unused_http_extras() -> None:
    for name in _UNUSED_HTTP_EXTRAS:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]  # None: "import name" raises ImportError


@contextmanager
def no_pydantic_plugin_scan() -> Iterator[None]:
    """pydantic looks for plugins in every installed distribution's entry points (~30 ms) when its first
    model is built; the harness uses none. A value the user set is kept."""
    previous = os.environ.get("PYDANTIC_DISABLE_PLUGINS")
    os.environ["PYDANTIC_DISABLE_PLUGINS"] = previous or "__all__"
    try:
        yield
    finally:
        if previous is None:
            del os.environ["PYDANTIC_DISABLE_PLUGINS"]


def suite(
    base_url: Annotated[str, typer.Argument(help="The API's base URL, e.g. http://127.0.0.1:8080/api")],
    profile: Annotated[str, typer.Option(help="Suite profile (a file under suites/).")] = "paper",
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds for one request, all of it.")] = 10.0,
    deadline: Annotated[float, typer.Option(min=1.0, help="Seconds for the whole suite; later requests are not run.")] = 600.0,
    unreachable_after: Annotated[int, typer.Option(
        min=0, help="Requests refused or timed out in a row after which the rest are not run (0: never).")] = 3,
    as_json: Annotated[bool, typer.Option("--json", help="Print the full result as JSON.")] = False,
    workspace: Annotated[Optional[str], typer.Option(
        help="security profile: the server's directory, whose SQLite files the at-rest probe reads.")] = None,
    postgres: Annotated[Optional[str], typer.Option(
        help="security profile: the server's Postgres (a libpq URL), read by the at-rest probe.")] = None,
    details: Annotated[bool, typer.Option(help="security profile: every finding of every probe.")] = False,
) -> None:
    """Run the behavioural suite (or the security probes) against a running server; exit 0 only when
    every check (every probe) passed."""
    leave_out_unused_http_extras()
    from harness.report.run_lines import make_console, print_suite_result, suite_progress
    from harness.suite import load_suite, run_suite
    from harness.suite.model import ProbeProfileError

    if not base_url.startswith(("http://", "https://")):
        fail(f"base URL must start with http:// or https://, got {base_url!r}")
    # The functional profile is read once; harness.security is imported only for the probe profile.
    definition, error = None, None
    try:
        definition = load_suite(profile)
    except ProbeProfileError:
        _security(base_url, profile, timeout, deadline, as_json, workspace, postgres, details)
    except (FileNotFoundError, ValueError) as exc:
        error = str(exc)
    if workspace or postgres:
        fail("--workspace and --postgres are for the security profile (--profile security)")
    if definition is None:
        fail(error or f"no suite {profile!r}")
    console = make_console()
    # Progress only for a person at a terminal: never in --json output or a pipe.
    with suite_progress(definition, console, enabled=console.is_terminal and not as_json) as on_request:
        result = run_suite(definition, base_url, timeout_s=timeout, deadline_s=deadline,
                           unreachable_after=unreachable_after or None, on_request=on_request)  # fmt: skip
    if as_json:
        typer.echo(result.model_dump_json(indent=2))
    else:
        print_suite_result(result, console)
    raise typer.Exit(0 if result.passed == result.total else 1)


def _security(base_url: str, profile: str, timeout: float, deadline: float, as_json: bool, workspace: str | None,
              postgres: str | None, details: bool) -> None:  # fmt: skip
    """`harness suite URL --profile security`: the probes alone; without --workspace/--postgres the at-rest
    probe is skipped (never passed), so the exit code is 1."""
    from pathlib import Path

    from harness.report.run_lines import make_console
    from harness.security import load_profile, run_security
    from harness.security.terminal import print_security_result

    if workspace and not Path(workspace).is_dir():
        fail(f"--workspace is not a directory: {workspace}")
    database = {"postgres": {"conninfo": postgres} if postgres else None, "workspace": workspace}
    result = run_security(base_url, profile=profile, timeout_s=timeout,
                          deadline_s=min(deadline, load_profile(profile).bounds.deadline_s),
                          database=database if (workspace or postgres) else None)  # fmt: skip
    if as_json:
        typer.echo(result.model_dump_json(indent=2))
    else:
        print_security_result(result, make_console(), details)
    raise typer.Exit(0 if result.passed == result.total else 1)


app.command()(suite)


def suite_app() -> typer.Typer:
    """An app with the whole app's settings and this command alone: `harness suite ...` parses, helps
    and fails exactly as through the whole app (tests/test_cli.py), without building the other commands."""
    alone = typer.Typer(help=app.info.help, no_args_is_help=True, add_completion=False,
                        pretty_exceptions_enable=False, rich_markup_mode=None)  # fmt: skip

    @alone.callback()
    def _group() -> None:  # a callback keeps the app a group: `suite` stays a subcommand, as in the whole app
        pass

    alone.command()(suite)
    return alone
