"""Where a solution starts: the entry points named by run.sh (and package.json's scripts and main),
with conventional names as a fallback. Strong mode follows imports from these only."""

from __future__ import annotations

import json
import posixpath
import re
import shlex
from dataclasses import dataclass, field

PY_SERVERS = {"uvicorn", "gunicorn", "hypercorn", "daphne", "granian", "waitress-serve", "sanic", "fastapi"}
PY_ROOT_OPTIONS = {"--app-dir", "--chdir", "--pythonpath", "--root-path-dir"}
NODE_RUNNERS = {"node", "nodemon", "ts-node", "ts-node-dev", "tsx", "bun", "deno", "pm2-runtime", "babel-node"}
NODE_PRELOADS = {"-r", "--require", "--import", "--loader", "--experimental-loader"}
PY_FALLBACKS = [
    "main.py",
    "app.py",
    "server.py",
    "run.py",
    "manage.py",
    "wsgi.py",
    "asgi.py",
    "__main__.py",
    "app/__init__.py",
    "app/main.py",
    "app/__main__.py",
    "src/main.py",
    "src/app.py",
    "src/server.py",
]
NODE_FALLBACKS = [
    "index",
    "server",
    "app",
    "main",
    "src/index",
    "src/server",
    "src/app",
    "src/main",
]


@dataclass
class Entries:
    files: list[str] = field(default_factory=list)  # entry files (relative paths)
    modules: list[str] = field(default_factory=list)  # Python dotted modules to resolve
    roots: list[str] = field(default_factory=list)  # Python import roots ("" = solution root)
    preloads: list[str] = field(default_factory=list)  # Node -r/--import modules (external or local)
    env_files: list[str] = field(default_factory=list)  # .env files the code may load
    notes: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)  # the commands read


def _split(line: str) -> list[str]:
    try:
        return shlex.split(line, comments=True, posix=True)
    except ValueError:
        return line.split()


def _commands(script: str) -> list[list[str]]:
    """run.sh as a list of simple commands (split on ;, &&, ||, |), comments dropped."""
    commands: list[list[str]] = []
    joined = re.sub(r"\\\n", " ", script)
    for line in joined.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        current: list[str] = []
        for token in _split(line):
            if token in (";", "&&", "||", "|", "&"):
                if current:
                    commands.append(current)
                current = []
            else:
                parts = re.split(r"(;|&&|\|\|)", token)
                for part in parts:
                    if part in (";", "&&", "||"):
                        if current:
                            commands.append(current)
                        current = []
                    elif part:
                        current.append(part)
        if current:
            commands.append(current)
    return commands


def _strip_env(tokens: list[str], env: dict[str, str]) -> list[str]:
    """Drop `exec`, `env`, `VAR=value` prefixes (recording the assignments)."""
    result = list(tokens)
    while result:
        head = result[0]
        if head in ("exec", "env", "nohup", "time", "command"):
            result.pop(0)
        elif re.match(r"^[A-Za-z_]\w*=", head):
            key, value = head.split("=", 1)
            env[key] = value
            result.pop(0)
        elif head == "export" and len(result) > 1:
            for assignment in result[1:]:
                if "=" in assignment:
                    key, value = assignment.split("=", 1)
                    env[key] = value
            return []
        else:
            break
    return result


def python_entries(files: set[str], run_sh: str | None) -> Entries:
    entries = Entries(roots=[""])
    env: dict[str, str] = {}
    cwd = ""
    for tokens in _commands(run_sh or ""):
        entries.commands.append(" ".join(tokens))
        tokens = _strip_env(tokens, env)
        if not tokens:
            continue
        program = posixpath.basename(tokens[0])
        if program == "cd" and len(tokens) > 1:
            target = tokens[1]
            if target not in ("$(dirname", '"$(dirname') and not target.startswith("$"):
                cwd = posixpath.normpath(posixpath.join(cwd, target)).lstrip("./") if target not in (".", "./") else cwd
                if cwd == ".":
                    cwd = ""
                entries.roots.append(cwd)
            continue
        args = tokens[1:]
        if re.match(r"^python(\d(\.\d+)?)?$", program):
            index = 0
            while index < len(args):
                arg = args[index]
                if arg == "-m" and index + 1 < len(args):
                    module = args[index + 1]
                    if module in ("uvicorn", "gunicorn", "hypercorn", "flask", "aiohttp.web", "daphne", "granian"):
                        args = args[index + 2 :]
                        program = module
                        break
                    entries.modules.append(module)
                    break
                if arg.endswith(".py"):
                    entries.files.append(posixpath.normpath(posixpath.join(cwd, arg)))
                    entries.roots.append(posixpath.dirname(posixpath.normpath(posixpath.join(cwd, arg))))
                    break
                index += 1
        if program in PY_SERVERS or program in ("flask", "aiohttp.web", "adev") or program.startswith("gunicorn"):
            index = 0
            while index < len(args):
                arg = args[index]
                if arg in PY_ROOT_OPTIONS and index + 1 < len(args):
                    entries.roots.append(posixpath.normpath(posixpath.join(cwd, args[index + 1])).lstrip("./"))
                    index += 2
                    continue
                if arg in ("--app", "-A") and index + 1 < len(args):
                    entries.modules.append(args[index + 1].split(":")[0])
                    index += 2
                    continue
                if arg.startswith("--app="):
                    entries.modules.append(arg.split("=", 1)[1].split(":")[0])
                elif not arg.startswith("-") and re.match(r"^[A-Za-z_][\w.]*(:[\w.()\"',=]*)?$", arg):
                    entries.modules.append(arg.split(":")[0])
                elif arg.endswith(".py"):
                    entries.files.append(posixpath.normpath(posixpath.join(cwd, arg)))
                index += 1
    for key in ("FLASK_APP", "APP_MODULE", "DJANGO_SETTINGS_MODULE"):
        if key in env:
            value = env[key].split(":")[0]
            if value.endswith(".py"):
                entries.files.append(posixpath.normpath(posixpath.join(cwd, value)))
            else:
                entries.modules.append(value)
    for key in ("PYTHONPATH",):
        for part in env.get(key, "").split(":"):
            if part and not part.startswith("$"):
                entries.roots.append(posixpath.normpath(posixpath.join(cwd, part)).lstrip("./"))
    entries.roots = [r if r != "." else "" for r in dict.fromkeys(entries.roots)]
    entries.files = [f for f in dict.fromkeys(entries.files) if f in files]
    entries.env_files = [p for p in (posixpath.join(cwd, ".env"), ".env") if p in files]
    return entries


def python_fallbacks(files: set[str]) -> list[str]:
    return [name for name in PY_FALLBACKS if name in files]


def _package_json(files_text: dict[str, str], directory: str = "") -> dict:
    text = files_text.get(posixpath.join(directory, "package.json") if directory else "package.json")
    if not text:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def node_entries(files_text: dict[str, str], run_sh: str | None) -> Entries:
    entries = Entries()
    package = _package_json(files_text)
    scripts = package.get("scripts") if isinstance(package.get("scripts"), dict) else {}
    seen_scripts: set[str] = set()

    def read(command_text: str, cwd: str, depth: int = 0) -> None:
        if depth > 5:
            return
        env: dict[str, str] = {}
        for tokens in _commands(command_text):
            entries.commands.append(" ".join(tokens))
            tokens = _strip_env(tokens, env)
            if not tokens:
                continue
            program = posixpath.basename(tokens[0])
            args = tokens[1:]
            if program == "cd" and args:
                cwd = posixpath.normpath(posixpath.join(cwd, args[0])) if args[0] not in (".", "./") else cwd
                cwd = "" if cwd == "." else cwd
                continue
            if program in ("npx", "pnpm", "yarn", "bunx") and args and args[0] in NODE_RUNNERS | {"exec"}:
                program, args = args[0], args[1:]
                if program == "exec" and args:
                    program, args = args[0], args[1:]
            if program in ("npm", "yarn", "pnpm", "bun"):
                name = None
                if args[:1] == ["start"] or args[:1] == ["run-script"] and len(args) > 1:
                    name = "start" if args[0] == "start" else args[1]
                elif args[:1] == ["run"] and len(args) > 1:
                    name = args[1]
                elif program in ("yarn", "pnpm") and args and args[0] in scripts:
                    name = args[0]
                if name and name not in seen_scripts:
                    seen_scripts.add(name)
                    if name in scripts and isinstance(scripts[name], str):
                        read(scripts[name], cwd, depth + 1)
                    elif name == "start":
                        entries.files.append(posixpath.join(cwd, "server.js") if cwd else "server.js")
                continue
            if program in NODE_RUNNERS:
                index = 0
                while index < len(args):
                    arg = args[index]
                    if arg in NODE_PRELOADS and index + 1 < len(args):
                        entries.preloads.append(args[index + 1])
                        index += 2
                        continue
                    if arg.startswith("--require=") or arg.startswith("--import="):
                        entries.preloads.append(arg.split("=", 1)[1])
                    elif arg.startswith("--env-file="):
                        entries.env_files.append(posixpath.normpath(posixpath.join(cwd, arg.split("=", 1)[1])))
                    elif not arg.startswith("-") and arg not in ("watch", "run", "start"):
                        entries.files.append(posixpath.normpath(posixpath.join(cwd, arg)))
                        break
                    index += 1

    if run_sh:
        read(run_sh, "")
    main = package.get("main")
    if isinstance(main, str):
        entries.files.append(posixpath.normpath(main))
    if not entries.files and "start" in scripts and "start" not in seen_scripts and isinstance(scripts["start"], str):
        read(scripts["start"], "")
    if (package.get("scripts") or {}).get("start") is None and not entries.files:
        entries.notes.append("no start command found in run.sh or package.json")
    entries.files = list(dict.fromkeys(entries.files))
    entries.env_files = [p for p in dict.fromkeys(entries.env_files + [".env"]) if p in files_text]
    return entries


def node_fallbacks(files: set[str]) -> list[str]:
    found = []
    for stem in NODE_FALLBACKS:
        for suffix in (".js", ".ts", ".mjs", ".cjs"):
            if stem + suffix in files:
                found.append(stem + suffix)
                break
    return found
