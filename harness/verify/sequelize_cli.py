"""The files sequelize-cli runs when the start command runs it: `db:migrate` runs every migration
of the migrations directory, `db:seed:all` every seeder (`db:seed --seed x` that one). They are
the application's code like alembic's versions: SQL they send by hand is SQL the run sends.

The directory: the `--migrations-path` / `--seeders-path` option, else the `.sequelizerc` of the
working directory (`'migrations-path': path.resolve('db', 'migrations')`, or a plain string),
else sequelize-cli's default (`migrations/`, `seeders/`), all relative to the working directory."""

from __future__ import annotations

import posixpath
import re

from harness.verify.shell import Command, join_cwd, option_value

CODE = (".js", ".cjs", ".mjs", ".ts")
_LITERAL = re.compile(r"""['"]([^'"]+)['"]""")


def _from_rc(rc: str, key: str) -> str | None:
    """The directory `.sequelizerc` gives for `key` (parts of path.resolve/join, __dirname dropped)."""
    match = re.search(rf"""['"]?{re.escape(key)}['"]?\s*:\s*(path\.(?:resolve|join)\s*\(([^)]*)\)|['"][^'"]+['"])""", rc)
    if not match:
        return None
    parts = _LITERAL.findall(match.group(2) if match.group(2) is not None else match.group(1))
    return posixpath.normpath(posixpath.join(*parts)) if parts else None


def sequelize_cli_files(command: Command, texts: dict[str, str], why: str) -> list[tuple[str, str]]:
    """(file, why) for each migration or seeder the command runs (`why`: the command, as entry.py says it)."""
    args = command.args
    action = args[0] if args else ""
    if action == "db:migrate":
        key, default, what = "migrations-path", "migrations", "a migration"
    elif action in ("db:seed:all", "db:seed"):
        key, default, what = "seeders-path", "seeders", "a seeder"
    else:
        return []
    cwd = command.cwd
    directory = option_value(args, f"--{key}") or _from_rc(texts.get(join_cwd(cwd, ".sequelizerc"), ""), key) or default
    directory = posixpath.normpath(join_cwd(cwd, directory.rstrip("/")))
    only = option_value(args, "--seed") if action == "db:seed" else None
    found = []
    for path in sorted(texts):
        name = posixpath.basename(path)
        if posixpath.dirname(path) != directory or not name.endswith(CODE):
            continue
        if only and name not in (only, only + ".js", only + ".ts"):
            continue
        found.append((path, f"{why} ({what} sequelize-cli runs)"))
    return found
