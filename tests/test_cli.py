"""The command line's shape: `harness --help` is printed from harness.cli.COMMANDS without building
the typer app, so the table must say what the app really has; agent options are parsed for the chosen
agent only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click
import pytest
from typer.main import get_command

from harness.cli import COMMANDS, HELP, top_help

ROOT = Path(__file__).resolve().parents[1]


def _first_paragraph(text: str | None) -> str:
    return " ".join((text or "").strip().split("\n\n")[0].split())


def test_the_help_table_is_the_apps_commands_in_order_with_their_help():
    from harness.cli import app

    group = get_command(app)
    context = click.Context(group)
    registered = [(name, _first_paragraph(group.get_command(context, name).help)) for name in group.list_commands(context)]
    assert list(COMMANDS) == registered
    assert _first_paragraph(group.help) == HELP


def test_help_and_no_arguments_print_the_table_without_building_the_app():
    probe = ("import sys; sys.argv = ['harness', '--help']; import harness.cli as c\n"
             "try:\n    c.main()\nexcept SystemExit as e:\n    code = e.code\n"
             "print('CODE', code, 'typer' in sys.modules, 'harness.cli.commands' in sys.modules)")  # fmt: skip
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.rstrip().endswith("CODE 0 False False"), done.stdout + done.stderr
    assert done.stdout.startswith(top_help("harness"))
    bare = subprocess.run([sys.executable, "-m", "harness"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bare.returncode == 2 and all(f"  {name} " in bare.stdout for name, _ in COMMANDS)


def test_a_command_help_still_comes_from_the_app():
    done = subprocess.run([sys.executable, "-m", "harness", "agents", "--help"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)  # fmt: skip
    assert done.returncode == 0 and "Usage: python -m harness agents" in done.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["--agent", "reference", "--model", "x"], "the reference agent takes no option --model"),
    (["--agent", "mini-swe-agent", "--model", "m", "--step-limit", "many"], "--step-limit: Input should be a valid integer"),
    (["--agent", "command", "--agent-command"], "--agent-command needs a value"),
    (["stray"], "unexpected argument 'stray'"),
])  # fmt: skip
def test_agent_options_are_checked_against_the_chosen_agent(args, message):
    done = subprocess.run([sys.executable, "-m", "harness", "run", "--task", "flask-sqlite", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 2 and message in done.stderr, done.stderr


def test_agents_lists_every_agent_with_its_options():
    from harness.agents import agent_names, agent_options, option_flag

    done = subprocess.run([sys.executable, "-m", "harness", "agents"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 0
    for name in agent_names():
        assert f"\n{name}: " in "\n" + done.stdout
        for field in agent_options(name).model_fields:
            assert option_flag(field) in done.stdout


@pytest.mark.parametrize("args", [["suite", "--help"], ["suite"], ["suite", "http://127.0.0.1:9/api", "--timeout", "0"],
                                  ["suite", "ftp://x", "--bogus"]])  # fmt: skip
def test_suite_alone_answers_as_the_whole_app(args):
    """`harness suite` is served by an app of that command alone (start-up time): its help, usage errors
    and option checks are the whole app's, byte for byte."""
    from typer.testing import CliRunner

    from harness.cli import app
    from harness.cli.suite import suite_app

    whole = CliRunner().invoke(app, args, prog_name="harness")
    alone = CliRunner().invoke(suite_app(), args, prog_name="harness")
    assert (alone.exit_code, alone.output) == (whole.exit_code, whole.output)
    assert whole.exit_code in (0, 2) and "harness suite" in whole.output


def test_suite_command_keeps_unused_http_extras_out_of_its_process():
    probe = ("import sys; sys.argv = ['harness', 'suite', 'http://127.0.0.1:9/api', '--timeout', '0.2']\n"
             "import harness.cli as c\ntry:\n    c.main()\nexcept SystemExit as e:\n    code = e.code\n"
             "kept = ('trio', 'anyio', 'h2', 'socksio', 'httpx._main', 'harness.cli.runs')\n"
             "print('CODE', code, sorted(m for m in kept if sys.modules.get(m) is not None))")  # fmt: skip
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.rstrip().endswith("CODE 1 []"), done.stdout + done.stderr
    assert "checks passed" in done.stdout  # the suite ran (every request refused: 0/290)
