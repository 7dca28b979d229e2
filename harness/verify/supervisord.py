"""run.sh handing the server to a process manager. supervisord (`exec supervisord -n -c
deploy/supervisord.conf`): the server is the `command=` of a `[program:…]` section, run in its
`directory=`, with the environment supervisord inherited plus the section's `environment=` keys,
which override it (a DATABASE_URL there replaces the one the evaluation gives). circus (`exec
circusd circus.ini`): a `[watcher:…]` section's `cmd` run in its `working_dir`, with only its
`[env:…]` section's variables unless `copy_env = true` (circus's default is false: the evaluation's
DATABASE_URL never reaches the server). Procfile runners (honcho, foreman, heroku local …): the
process line they start. Each program is read as a command of run.sh in its own right."""

from __future__ import annotations

import configparser
import posixpath
import re

from harness.verify.shell import CLEARED_ENVIRONMENT, Command, join_cwd, option_value, read_script

_DEFAULT_FILES = ("supervisord.conf", "etc/supervisord.conf")


def _environment(value: str) -> dict[str, str]:
    """`KEY="value",KEY2='v2',KEY3=v3` -> {KEY: value, …}."""
    found = {}
    for match in re.finditer(r"""([A-Za-z_]\w*)\s*=\s*("[^"]*"|'[^']*'|[^,]*)""", value):
        found[match.group(1)] = match.group(2).strip().strip("'\"")
    return found


def _configuration(command: Command, texts: dict[str, str]) -> str | None:
    named = option_value(command.args, "-c") or option_value(command.args, "--configuration")
    if named:
        path = join_cwd(command.cwd, named)
        return path if path in texts else None
    return next((p for p in (join_cwd(command.cwd, f) for f in _DEFAULT_FILES) if p in texts), None)


def program_commands(command: Command, texts: dict[str, str]) -> list[Command] | None:
    """The commands supervisord starts, when `command` runs supervisord on a configuration the
    solution holds (None when it is another command)."""
    if command.program != "supervisord":
        return None
    path = _configuration(command, texts)
    if path is None:
        return []
    parser = configparser.RawConfigParser(strict=False, interpolation=None)
    try:
        parser.read_string(texts[path])
    except configparser.Error:
        return []
    here = posixpath.dirname(path)
    found: list[Command] = []
    for section in parser.sections():
        if not section.startswith("program:") or not parser.get(section, "command", fallback=""):
            continue
        directory = parser.get(section, "directory", fallback="").replace("%(here)s", here or ".")
        cwd = join_cwd(command.cwd, directory) if directory and not directory.startswith("/") else command.cwd
        env = {**command.env, **_environment(parser.get(section, "environment", fallback=""))}
        origin = f"{path} [{section}] (run.sh: {command.text})"
        found += read_script(parser.get(section, "command").replace("%(here)s", here or "."), origin, cwd, env)
    return found


def watcher_commands(command: Command, texts: dict[str, str]) -> list[Command] | None:
    """The commands circusd starts (None when `command` is not circusd)."""
    if command.program != "circusd":
        return None
    named = next((a for a in command.args if not a.startswith("-")), None)
    path = join_cwd(command.cwd, named) if named else None
    if path not in texts:
        return []
    parser = configparser.RawConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # variable names keep their case
    try:
        parser.read_string(texts[path])  # type: ignore[index]
    except configparser.Error:
        return []
    found: list[Command] = []
    for section in parser.sections():
        if not section.startswith("watcher:") or not parser.get(section, "cmd", fallback=""):
            continue
        name = section.split(":", 1)[1]
        own = dict(parser.items(f"env:{name}")) if parser.has_section(f"env:{name}") else {}
        copied = parser.get(section, "copy_env", fallback="false").strip().lower() in ("true", "1", "yes")
        env = {**command.env, **own} if copied else {**own, CLEARED_ENVIRONMENT: "circus watcher without copy_env"}
        directory = parser.get(section, "working_dir", fallback="")
        cwd = join_cwd(command.cwd, directory) if directory and not directory.startswith("/") else command.cwd
        origin = f"{path} [{section}] (run.sh: {command.text})"
        found += read_script(parser.get(section, "cmd"), origin, cwd, env)
    return found


_PROCFILE_RUNNERS = {"honcho": "start", "foreman": "start", "nf": "start", "overmind": "start", "hivemind": None, "heroku": "local"}


def procfile_commands(command: Command, texts: dict[str, str]) -> list[Command] | None:
    """The process a Procfile runner starts (`honcho start -f Procfile web`, `foreman start web`,
    `heroku local web`, `overmind start`): the named process's line, else `web`'s, read as a shell
    command line (its `VAR=value` prefixes replace the environment the runner was given)."""
    if command.program not in _PROCFILE_RUNNERS:
        return None
    subcommand, args = _PROCFILE_RUNNERS[command.program], list(command.args)
    if subcommand is not None:
        if args[:1] != [subcommand]:
            return None
        args = args[1:]
    named = option_value(args, "-f") or option_value(args, "--procfile")
    path = join_cwd(command.cwd, named or "Procfile")
    if path not in texts:
        return []
    lines = dict(re.findall(r"^([\w-]+)\s*:\s*(.+)$", texts[path], re.MULTILINE))
    values = {option_value(args, o) for o in ("-f", "--procfile", "-e", "--env", "-d", "--app-root", "-p", "--port")}
    wanted = [a for a in args if not a.startswith("-") and a not in values and a in lines]
    name = wanted[0] if wanted else "web" if "web" in lines else next(iter(lines), None)
    if name is None:
        return []
    return read_script(lines[name], f"{path} process '{name}' (run.sh: {command.text})", command.cwd, dict(command.env))


def expand(commands: list[Command], texts: dict[str, str]) -> list[Command]:
    """run.sh's commands with supervisord, circusd and Procfile runners replaced by the programs they start."""
    expanded: list[Command] = []
    for command in commands:
        programs = program_commands(command, texts)
        if programs is None:
            programs = watcher_commands(command, texts)
        if programs is None:
            programs = procfile_commands(command, texts)
        expanded += [command] if programs is None else programs
    return expanded
