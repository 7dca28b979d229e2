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
