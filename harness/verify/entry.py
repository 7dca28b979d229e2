"""Where a solution starts: the entry points named by run.sh (and, through it, package.json's
scripts, pyproject's scripts, a gunicorn config, the migration tools it runs), each with the
reason it was taken. Conventional names are only a fallback, chosen by the Project.
Strong mode follows imports from these only."""

from __future__ import annotations

import json
import posixpath
import re
import shlex
from pathlib import PurePosixPath
from dataclasses import dataclass, field

from harness.verify import supervisord
from harness.verify.sequelize_cli import sequelize_cli_files
from harness.verify.launcher_env import NODEMON_ENV
from harness.verify.shell import Command, env_file_values, join_cwd, option_value, read_script

PY_SERVERS = {"uvicorn", "gunicorn", "hypercorn", "daphne", "granian", "waitress-serve", "sanic", "fastapi", "flask",
              "aiohttp.web", "adev", "litestar", "django-admin", "gunicorn_django"}  # fmt: skip
LAUNCHER = "launcher"  # Entries.argv0 of a server started by an installed program (a console script, `python -m uvicorn`)
PY_SERVER_VALUE_OPTIONS = {
    "--host", "--port", "-p", "-b", "--bind", "-w", "--workers", "-k", "--worker-class", "--timeout", "-t",
    "--log-level", "--threads", "--access-logfile", "--error-logfile", "--log-file", "--root-path", "--lifespan",
    "--loop", "--http", "--ws", "--log-config", "--reload-dir", "--ssl-keyfile", "--ssl-certfile", "-H", "-P",
    "--forwarded-allow-ips", "--limit-concurrency", "--backlog", "--interface", "--graceful-timeout", "-u",
    "--keep-alive", "--max-requests", "--name", "-n", "--user", "--group", "--umask", "--worker-connections",
    "--pid", "-e", "--env", "--statsd-host", "--listen", "--proxy-headers-trusted", "--settings", "--runtime-threads",
    "--blocking-threads", "--access-log-format", "--server-name", "-s",
}  # fmt: skip
PY_ROOT_OPTIONS = {"--app-dir", "--chdir", "--pythonpath", "--root-path-dir"}
PY_CONFIG_OPTIONS = {"-c", "--config"}
FLASK_DEFAULTS = ["app.py", "wsgi.py"]
FASTAPI_DEFAULTS = ["main.py", "app.py", "api.py", "app/main.py", "app/app.py", "app/api.py"]
NODE_RUNNERS = {"node", "nodemon", "ts-node", "ts-node-dev", "tsnd", "tsx", "bun", "deno", "pm2-runtime", "pm2",
                "babel-node", "node-dev", "esno", "esr", "vite-node", "swc-node", "fastify", "jiti", "ts-node-esm"}  # fmt: skip
NODE_PRELOADS = {"-r", "--require", "--import", "--loader", "--experimental-loader"}
NODE_VALUE_OPTIONS = {"--env-file", "-P", "--project", "--tsconfig", "--watch-path", "--title", "--inspect-port",
                      "-C", "--conditions", "-w", "--ext", "-e", "-i", "--ignore", "--delay", "--signal", "-l",
                      "--log-level", "--port", "-a", "--address", "--prefix", "--options", "--config", "--name",
                      "--max-old-space-size", "--stack-size", "--input-type"}  # fmt: skip
NODE_SUBCOMMANDS = {"watch", "run", "start", "serve", "dev", "--"}
PACKAGE_MANAGERS = {"npm", "yarn", "pnpm", "bun"}


@dataclass
class Entries:
    files: list[str] = field(default_factory=list)  # entry files (relative paths)
    modules: list[str] = field(default_factory=list)  # Python dotted modules to resolve
    roots: list[str] = field(default_factory=list)  # Python import roots ("" = solution root)
    preloads: list[str] = field(default_factory=list)  # Node -r/--import modules (external or local)
    env_files: list[str] = field(default_factory=list)  # .env files the code may load
    notes: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)  # the commands read
    reasons: dict[str, str] = field(default_factory=dict)  # file, module or preload -> why it is an entry
    env: dict[str, str] = field(default_factory=dict)  # variables the start commands set (NODE_ENV, DATABASE_URL …)
    tools: list[str] = field(default_factory=list)  # migration/ORM tools run.sh runs (alembic, sequelize-cli, prisma…)
    inline_code: list[tuple[str, str]] = field(default_factory=list)  # (python -c code, why)
    workdir: str = ""  # the working directory of the server's start command ("" = the solution root)
    outside_workdir: str = ""  # ... unless run.sh changed into a directory outside the project (`cd /tmp/run`)
    as_main: list[str] = field(default_factory=list)  # Python files and modules run as __main__ (python x.py, -m)
    unset: set[str] = field(default_factory=set)  # variables run.sh removes before the server starts (`unset DATABASE_URL`)
    bundles: list[str] = field(default_factory=list)  # output directories of bundlers run.sh runs (esbuild --bundle …)
    last_env: dict[str, str] | None = None  # the previous command's variables (for its VAR=value prefixes)
    bundle_dir: str = ""  # ... the one the server runs from (`node dist/server.js`): __dirname is there for every module
    argv0: str = ""  # Python: what the server's sys.argv[0] is: a script's path, "-m MODULE", or "launcher PROGRAM"

    def take(self, command: Command) -> None:
        """Record a command read: its text, the variables it sets or removes, the env files it loads."""
        self.commands.append(command.text)
        if command.program not in ("source", ".") and command.origin == "run.sh":
            if self.last_env is not None:  # `X=1 node init.js` then `exec node server.js`: X was init.js's alone
                for key in set(self.last_env) - set(command.env):
                    if self.env.get(key) == self.last_env[key]:
                        self.env.pop(key)
            self.last_env = dict(command.env)
        self.env.update(command.env)

        self.unset = (self.unset - set(command.env)) | set(command.unset)
        self.env_files += command.env_files

    def add(self, kind: str, value: str, why: str) -> None:
        target = {"file": self.files, "module": self.modules, "preload": self.preloads}[kind]
        if value and value not in target:
            target.append(value)
            self.reasons.setdefault(value, why)


def script_files(texts: dict[str, str]) -> dict[str, str]:
    """Shell scripts of the solution that run.sh may call, the .env files it may source, and the
    makefiles `make` reads."""
    return {p: t for p, t in texts.items() if (p.endswith((".sh", ".mk")) and p != "run.sh") or _env_file_name(PurePosixPath(p).name)
            or PurePosixPath(p).name in ("Makefile", "makefile", "GNUmakefile")}  # fmt: skip


def _env_file_name(name: str) -> bool:
    """.env, .env.production, production.env, env.local, app.env: a file of KEY=value lines by its name."""
    return name.startswith(".env") or name.endswith(".env") or bool(re.fullmatch(r"env(\.[\w-]+)?", name))


def _why(command: Command) -> str:
    return f"{command.origin}:{command.line} `{command.text}`" if command.line else f"{command.origin} `{command.text}`"


def _module_ref(arg: str) -> str | None:
    """`app.main:app`, `app:create_app()`, `conduit.wsgi` -> the module; anything else -> None."""
    arg = arg.strip("'\"")
    if re.match(r"^[A-Za-z_][\w.]*(:[\w.]+(\(.*\))?)?$", arg):
        return arg.split(":", 1)[0]
    return None


# ------------------------------------------------------------------------------------ Python
def _pyproject_scripts(texts: dict[str, str], directory: str) -> dict[str, str]:
    import tomllib

    path = posixpath.join(directory, "pyproject.toml") if directory else "pyproject.toml"
    try:
        data = tomllib.loads(texts.get(path, ""))
    except (tomllib.TOMLDecodeError, ValueError):
        return {}
    scripts = dict(data.get("project", {}).get("scripts", {}) or {})
    scripts.update(data.get("tool", {}).get("poetry", {}).get("scripts", {}) or {})
    return {k: v for k, v in scripts.items() if isinstance(v, str)}


def _python_server(command: Command, program: str, args: list[str], entries: Entries, files: set[str]) -> None:
    why, cwd = _why(command), command.cwd
    named = False
    if program.startswith("gunicorn"):  # gunicorn reads GUNICORN_CMD_ARGS as if given first on its command line
        try:
            extra = shlex.split(command.env.get("GUNICORN_CMD_ARGS") or entries.env.get("GUNICORN_CMD_ARGS") or "")
        except ValueError:
            extra = []
        args = extra + list(args)
    index = 0
    while index < len(args):
        arg = args[index]
        option, eq, inline = arg.partition("=")
        value = inline if eq else (args[index + 1] if index + 1 < len(args) else "")
        step = 1 if eq else 2
        if option in PY_ROOT_OPTIONS:
            entries.roots.append(join_cwd(cwd, value))
            index += step
        elif option in PY_CONFIG_OPTIONS and program not in ("flask",):
            config = value.removeprefix("python:").removeprefix("file:")
            path = join_cwd(cwd, config)
            if path in files:
                entries.add("file", path, f"{why} (server configuration)")
            elif _module_ref(config):
                entries.add("module", config, f"{why} (server configuration)")
            index += step
        elif option in ("--app", "-A", "--call") or (option == "--settings" and program == "django-admin"):
            ref = _module_ref(value)
            if ref:
                entries.add("module", ref, why)
                named = True
            index += step
        elif option == "--env-file":
            if program != "flask":  # the flask command's file goes with its .env and .flaskenv, in their order
                entries.env_files.append(join_cwd(cwd, value))
            index += step
        elif option in ("-e", "--env") and program.startswith("gunicorn") and "=" in value:
            key, _, setting = value.partition("=")  # gunicorn -e KEY=VALUE sets it in the server's environment
            entries.env[key] = setting
            index += step
        elif option in PY_SERVER_VALUE_OPTIONS:
            index += step
        elif arg.startswith("-") or arg in ("run", "dev", "runserver", "serve", "start"):
            index += 1
        else:
            if arg.endswith(".py") or join_cwd(cwd, arg) + ".py" in files:
                path = join_cwd(cwd, arg if arg.endswith(".py") else arg + ".py")
                entries.add("file", path, why)
                entries.roots.append(posixpath.dirname(path))
                named = True
            elif _module_ref(arg):
                entries.add("module", _module_ref(arg) or "", why)
                named = True
            index += 1
    if program == "gunicorn" and join_cwd(cwd, "gunicorn.conf.py") in files:
        entries.add("file", join_cwd(cwd, "gunicorn.conf.py"), f"{why} (gunicorn reads gunicorn.conf.py)")
    if not named and program in ("flask", "fastapi"):
        app = command.env.get("FLASK_APP") if program == "flask" else None
        if app:
            return  # read with the other variables
        for name in FLASK_DEFAULTS if program == "flask" else FASTAPI_DEFAULTS:
            path = join_cwd(cwd, name)
            if path in files:
                entries.add("file", path, f"{why} ({program} finds {name} by default)")
                break


def _uwsgi(command: Command, entries: Entries, texts: dict[str, str]) -> None:
    """uWSGI started on an .ini file (`uwsgi --ini uwsgi.ini`): its [uwsgi] section's `module` or
    `wsgi-file` is the application, `chdir` its directory, and each `env = KEY=VALUE` is set in the
    process environment before the application loads (over what the evaluation exported). `%d` is
    the .ini file's directory."""
    why = _why(command)
    named = option_value(command.args, "--ini") or next((a for a in command.args if a.endswith(".ini")), None)
    path = join_cwd(command.cwd, named) if named else ""
    section = re.search(r"^\[uwsgi\]\s*$(.*?)(?=^\[|\Z)", texts.get(path, ""), re.MULTILINE | re.DOTALL)
    if not section:
        return
    here = posixpath.join("/workspace", posixpath.dirname(path), "")
    cwd = command.cwd
    for key, value in re.findall(r"^\s*([\w-]+)\s*=\s*(.+?)\s*$", section.group(1), re.MULTILINE):
        value = value.replace("%d", here)
        if key == "chdir" and not value.startswith("/"):
            cwd = join_cwd(cwd, value)
        elif key == "env" and "=" in value:
            variable, _, setting = value.partition("=")
            entries.env[variable.strip()] = setting.strip()
        elif key in ("module", "wsgi") and _module_ref(value):
            entries.add("module", _module_ref(value) or "", f"{why} ({path} {key})")
        elif key == "wsgi-file":
            entries.add("file", join_cwd(cwd, value), f"{why} ({path} wsgi-file)")
    entries.roots.append(cwd)


def _migration_tool(command: Command, entries: Entries, files: set[str], texts: dict[str, str]) -> None:
    """alembic / flask db run the migration environment, which imports the models and the engine."""
    why, cwd = _why(command), command.cwd
    location = "migrations"
    if command.program == "alembic" or command.args[:1] == ["alembic"]:
        ini = texts.get(join_cwd(cwd, "alembic.ini"), "")
        match = re.search(r"^\s*script_location\s*=\s*(\S+)", ini, re.MULTILINE)
        location = match.group(1).replace("%(here)s/", "") if match else "alembic"
        if join_cwd(cwd, "alembic.ini") in files:
            entries.add("file", join_cwd(cwd, "alembic.ini"), f"{why} (alembic configuration)")
    env_py = join_cwd(cwd, f"{location}/env.py")
    if env_py in files:
        entries.tools.append("alembic")
        entries.add("file", env_py, f"{why} (the migration environment)")
        for path in sorted(files):
            if path.startswith(join_cwd(cwd, f"{location}/versions") + "/") and path.endswith(".py"):
                entries.add("file", path, f"{why} (a migration)")


def _django_migrations(project_dir: str, entries: Entries, files: set[str], why: str) -> None:
    """`manage.py migrate` applies the project's own migrations (an app's migrations/0001_x.py): what
    they send (RunSQL, RunPython) reaches the database at every start."""
    prefix = f"{project_dir}/" if project_dir else ""
    for path in sorted(files):
        parts = path[len(prefix):].split("/") if path.startswith(prefix) else []
        if len(parts) >= 3 and parts[-2] == "migrations" and re.match(r"\d{4}_\w*\.py$", parts[-1]):
            entries.add("file", path, f"{why} (a Django migration)")


def _installs(texts: dict[str, str], package: str) -> bool:
    """A requirements file, pyproject.toml or Pipfile of the solution lists the package."""
    pattern = re.compile(rf"(^|[\s\"'\[]){re.escape(package)}\b", re.IGNORECASE | re.MULTILINE)
    return any(pattern.search(text) for path, text in texts.items()
               if re.search(r"(^|/)(requirements[\w.-]*\.txt|pyproject\.toml|Pipfile)$", path))  # fmt: skip


def _pinned_below(texts: dict[str, str], package: str, version: tuple[int, ...]) -> bool:
    """requirements.txt pins the package (`==`) to a version below `version`."""
    match = re.search(rf"^\s*{re.escape(package)}\s*==\s*(\d+(?:\.\d+)*)", texts.get("requirements.txt", ""), re.IGNORECASE | re.MULTILINE)
    return bool(match) and tuple(int(p) for p in match.group(1).split(".")) < version


def _nearest(texts: dict[str, str], cwd: str, name: str) -> str:
    """The file `name` in `cwd` or the nearest directory above it (python-dotenv's find_dotenv)."""
    directory = cwd
    while directory and posixpath.join(directory, name) not in texts:
        directory = posixpath.dirname(directory)
    return posixpath.join(directory, name) if directory else name


def python_entries(texts: dict[str, str], run_sh: str | None) -> Entries:
    files = set(texts)
    entries = Entries(roots=[""])
    commands = supervisord.expand(read_script(run_sh or "", scripts=script_files(texts)), texts)
    for command in commands:
        entries.take(command)
        program, args, cwd, why = command.program, list(command.args), command.cwd, _why(command)
        if cwd not in entries.roots:
            entries.roots.append(cwd)
        if program == "uwsgi":
            _uwsgi(command, entries, texts)
            continue
        if program.endswith(".py") or program == "python" and args[:1] and args[0].endswith(".py"):
            script = program if program.endswith(".py") else args[0]
            path = join_cwd(cwd, script)
            entries.add("file", path, why)
            entries.as_main.append(path)
            entries.argv0 = path
            entries.roots.append(posixpath.dirname(path))
            settings = option_value(args, "--settings")
            if posixpath.basename(script) == "manage.py" and settings and "runserver" in args:
                # Django sets DJANGO_SETTINGS_MODULE from it for that command only: the server's settings
                # when it is the server (`manage.py migrate --settings=…` leaves the server's as they are)
                entries.env["DJANGO_SETTINGS_MODULE"] = settings
            if posixpath.basename(script) == "manage.py" and "migrate" in args:
                _django_migrations(posixpath.dirname(path), entries, files, why)
            continue
        if program == "python":
            index = 0
            while index < len(args):
                arg = args[index]
                if arg in ("-W", "-X", "-Q"):
                    index += 2
                elif arg == "-c" and index + 1 < len(args):
                    entries.inline_code.append((args[index + 1], why))
                    break
                elif arg == "-m" and index + 1 < len(args):
                    module, rest = args[index + 1], args[index + 2 :]
                    if module == "django" and "migrate" in rest:  # `python -m django migrate` = django-admin migrate
                        _django_migrations(cwd, entries, files, why)
                    if module in PY_SERVERS or module in ("alembic",):
                        program, args = module, rest
                        entries.argv0 = f"{LAUNCHER} python -m {module}"  # the installed package's __main__.py
                    else:
                        entries.add("module", module, why)
                        entries.as_main.append(module)
                        entries.argv0 = f"-m {module}"
                    break
                elif arg.startswith("-"):
                    index += 1
                else:
                    path = join_cwd(cwd, arg)
                    entries.add("file", path, why)
                    entries.as_main.append(path)
                    entries.argv0 = path
                    entries.roots.append(posixpath.dirname(path))
                    break
        scripts = _pyproject_scripts(texts, cwd) or _pyproject_scripts(texts, "")
        if program in scripts and _module_ref(scripts[program]):
            entries.add("module", _module_ref(scripts[program]) or "", f"{why} (pyproject script {program})")
        elif program in PY_SERVERS or program.startswith("gunicorn"):
            if command.program in PY_SERVERS or command.program.startswith("gunicorn"):  # its console script, in the install's bin/
                entries.argv0 = f"{LAUNCHER} {program}"
            if program == "flask" and args[:1] == ["db"]:
                _migration_tool(command, entries, files, texts)
            else:
                _python_server(command, program, args, entries, files)
            if program == "flask" and _installs(texts, "python-dotenv") and not command.env.get("FLASK_SKIP_DOTENV"):
                # the flask command loads .env, then .flaskenv, each the nearest from the working
                # directory up (what is set already wins, then .env), with --env-file too: Flask 3.1
                # loads that file first, earlier versions after both (pallets/flask#5630)
                named = option_value(args, "--env-file") or option_value(args, "-e")
                defaults = [_nearest(texts, cwd, n) for n in (".env", ".flaskenv")]
                given = [join_cwd(cwd, named)] if named else []
                entries.env_files += defaults + given if _pinned_below(texts, "flask", (3, 1)) else given + defaults
        elif program == "alembic":
            _migration_tool(command, entries, files, texts)
        elif program == "django-admin" and "migrate" in args:
            _django_migrations(cwd, entries, files, why)
    cwd = commands[-1].cwd if commands else ""
    loaded_by = {}  # `uvicorn … --env-file .env.uvicorn`: the file's values are set before the app is imported
    for path in [p for p in dict.fromkeys(entries.env_files) if p in files]:
        for key, (value, line) in env_file_values(texts.get(path, "")).items():
            if key in ("FLASK_APP", "APP_MODULE", "DJANGO_SETTINGS_MODULE") and key not in entries.env:
                entries.env[key], loaded_by[key] = value, f"{path}:{line}"
    for key in ("FLASK_APP", "APP_MODULE", "DJANGO_SETTINGS_MODULE"):
        if key in entries.env:
            value = entries.env[key].split(":")[0]
            who = f"{loaded_by[key]}, loaded by the start command," if key in loaded_by else "run.sh"
            why = f"{who} sets {key}={entries.env[key]}"
            if value.endswith(".py"):
                entries.add("file", join_cwd(cwd, value), why)
            elif _module_ref(value):
                entries.add("module", value, why)
    for part in re.sub(r"\$\{[^}]*\}", "", entries.env.get("PYTHONPATH", "")).split(":"):  # `$PWD${PYTHONPATH:+:…}`
        if part and not part.startswith("$"):
            entries.roots.append(join_cwd(cwd, part))
            for name in ("sitecustomize.py", "usercustomize.py"):  # site imports it at start-up, before the server's code
                hook = join_cwd(join_cwd(cwd, part), name) if join_cwd(cwd, part) else name
                if hook in files:
                    entries.add("file", hook, f"Python imports {name} at start-up from PYTHONPATH ({entries.env['PYTHONPATH']})")
    entries.roots = list(dict.fromkeys(r if r != "." else "" for r in entries.roots))
    entries.files = [f for f in entries.files if f in files]
    entries.workdir = cwd
    entries.outside_workdir = commands[-1].outside_cwd if commands else ""
    entries.env_files = [p for p in dict.fromkeys(entries.env_files) if p in files]
    return entries


# ------------------------------------------------------------------------------------ Node
def package_json(texts: dict[str, str], directory: str = "") -> dict:
    text = texts.get(posixpath.join(directory, "package.json") if directory else "package.json")
    if not text:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _package_dir(texts: dict[str, str], cwd: str) -> str:
    """The directory whose package.json npm would read: cwd, or the nearest parent holding one."""
    current = cwd
    while current and posixpath.join(current, "package.json") not in texts:
        current = posixpath.dirname(current)
    return current


def _script_name(program: str, args: list[str], scripts: dict) -> tuple[str | None, str | None]:
    """(script name, working-directory option value) of `npm start`, `npm --prefix x run dev`, `yarn dev`…"""
    directory = None
    rest: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        option, eq, inline = arg.partition("=")
        if option in ("--prefix", "--cwd", "-C", "--dir", "--cwd-dir"):
            directory = inline if eq else (args[index + 1] if index + 1 < len(args) else None)
            index += 1 if eq else 2
            continue
        if arg == "--":
            break
        if not arg.startswith("-"):
            rest.append(arg)
        index += 1
    if not rest:
        return None, directory
    if rest[0] == "start":
        return "start", directory
    if rest[0] in ("run", "run-script") and len(rest) > 1:
        return rest[1], directory
    if program in ("yarn", "pnpm", "bun") and rest[0] in scripts:
        return rest[0], directory
    return None, directory


# npm's cache directory under the evaluation's HOME (/root in the Docker backend; the local backend's
# home is a directory of its own): outside the project either way
NPM_CACHE = "/root/.npm"


def _npmrc_node_options(texts: dict[str, str], program: str, directory: str) -> dict[str, str]:
    """npm exports the `node-options` of the project's .npmrc as NODE_OPTIONS to the scripts it
    runs (`node-options=--require ./scripts/env.cjs` preloads that file into the server)."""
    if program != "npm":
        return {}
    for path in dict.fromkeys([posixpath.join(directory, ".npmrc") if directory else ".npmrc", ".npmrc"]):
        found = re.search(r"^\s*node-options\s*=\s*(.+?)\s*$", texts.get(path, ""), re.MULTILINE)
        if found:
            return {"NODE_OPTIONS": found.group(1).strip("'\"")}
    return {}


def _npm_variables(program: str, name: str, directory: str = "") -> dict[str, str]:
    """Variables npm (and yarn) export to the scripts they run: the event's name, the cache
    directory, the package.json's absolute path (what code branching on `npm_lifecycle_event`,
    `npm_config_cache` or `npm_package_json` sees; the project is at /workspace in the evaluation)."""
    if program not in ("npm", "yarn", "pnpm"):
        return {}
    found = {"npm_lifecycle_event": name}
    if program == "npm":
        found |= {"npm_config_cache": NPM_CACHE, "npm_package_json": posixpath.join("/workspace", directory, "package.json")}
    return found


def _bundle_output(program: str, args: list[str]) -> str | None:
    """The directory a bundler writes one file holding every module to (esbuild `--bundle
    --outfile=dist/server.js`, ncc `build -o dist`, tsup `-d dist`, `bun build --outdir`)."""
    if program == "esbuild" and "--bundle" in args or program == "bun" and args[:1] == ["build"]:
        outfile = option_value(args, "--outfile")
        return posixpath.dirname(outfile) if outfile else option_value(args, "--outdir")
    if program == "ncc" and args[:1] == ["build"]:
        return option_value(args, "-o") or option_value(args, "--out") or "dist"
    if program == "tsup":
        return option_value(args, "-d") or option_value(args, "--out-dir") or "dist"
    return None


def node_entries(texts: dict[str, str], run_sh: str | None) -> Entries:
    entries = Entries()
    seen_scripts: set[tuple[str, str]] = set()
    in_package: list[Command] = []

    def read(commands: list[Command], depth: int = 0) -> None:
        if depth > 6:
            return
        for command in commands:
            entries.take(command)
            program, args, cwd, why = command.program, command.args, command.cwd, _why(command)
            if program in PACKAGE_MANAGERS:
                directory = _package_dir(texts, cwd)
                scripts = package_json(texts, directory).get("scripts") or {}
                name, prefix = _script_name(program, args, scripts if isinstance(scripts, dict) else {})
                if prefix:  # npm --prefix DIR start: the script runs in that package's directory, wherever run.sh is
                    in_package.append(command)
                    directory = _package_dir(texts, join_cwd(cwd, prefix))
                    scripts = package_json(texts, directory).get("scripts") or {}
                if program == "bun" and name is None and args and not args[0].startswith("-"):
                    file_args = args[1:] if args[0] == "run" else args
                    _node_runner(
                        Command(command.line, command.text, "bun", file_args, cwd, command.env), entries, texts
                    )
                    continue
                if not name or (directory, name) in seen_scripts:
                    continue
                seen_scripts.add((directory, name))
                script = scripts.get(name) if isinstance(scripts, dict) else None
                origin = f"{posixpath.join(directory, 'package.json')} script '{name}' (from {why})"
                env = {**_npmrc_node_options(texts, program, directory), **command.env, **_npm_variables(program, name, directory)}
                before = scripts.get("pre" + name) if program in ("npm", "yarn") and isinstance(scripts, dict) else None
                if isinstance(before, str) and isinstance(script, str):  # npm runs `prestart` before `start`
                    pre_origin = f"{posixpath.join(directory, 'package.json')} script 'pre{name}' (npm runs it before '{name}', from {why})"
                    read(read_script(before, pre_origin, directory, {**env, "npm_lifecycle_event": "pre" + name}), depth + 1)
                if isinstance(script, str):
                    read(read_script(script, origin, directory, env), depth + 1)
                elif name == "start":
                    server = posixpath.join(directory, "server.js") if directory else "server.js"
                    entries.add("file", server, f"{why} (npm start without a start script runs server.js)")
                continue
            if program in ("sequelize", "sequelize-cli", "knex", "prisma", "drizzle-kit", "typeorm"):
                entries.tools.append(program)
                if program in ("sequelize", "sequelize-cli"):
                    for path, reason in sequelize_cli_files(command, texts, why):
                        entries.add("file", path, reason)
                if program == "knex":
                    for name in ("knexfile.js", "knexfile.ts", "knexfile.cjs", "knexfile.mjs"):
                        path = join_cwd(cwd, name)
                        if path in texts:
                            entries.add("file", path, f"{why} (knex reads {name})")
                continue
            bundle = _bundle_output(program, list(args))
            if bundle is not None:
                entries.bundles.append(join_cwd(cwd, bundle))
                continue
            if program in NODE_RUNNERS:
                ran = next((join_cwd(cwd, a) for a in args if not a.startswith("-")), "")
                entries.bundle_dir = next((b for b in entries.bundles if ran.startswith(b.rstrip("/") + "/")), entries.bundle_dir)
                _node_runner(command, entries, texts)

    if run_sh:
        commands = supervisord.expand(read_script(run_sh, scripts=script_files(texts)), texts)
        read(commands)
        last = commands[-1] if commands else None
        entries.outside_workdir = entries.outside_workdir or (last.outside_cwd if last and last not in in_package else "")
    package = package_json(texts)
    scripts = package.get("scripts") if isinstance(package.get("scripts"), dict) else {}
    if not entries.files and "start" in scripts and ("", "start") not in seen_scripts:
        read(read_script(scripts["start"], "package.json script 'start'", ""))
    main = package.get("main")
    if not entries.files and isinstance(main, str):
        entries.add("file", posixpath.normpath(main), "package.json main")
    if not entries.files and not scripts.get("start"):
        entries.notes.append("no start command found in run.sh or package.json")
    entries.env_files = [p for p in dict.fromkeys(entries.env_files) if p in texts]
    return entries


def _node_runner(command: Command, entries: Entries, texts: dict[str, str]) -> None:
    program, args, cwd, why = command.program, command.args, command.cwd, _why(command)
    try:  # NODE_OPTIONS="--require ./config/env.cjs": node preloads it as if given on the command line
        options = shlex.split(command.env.get("NODE_OPTIONS") or "")
    except ValueError:
        options = []
    for index, option in enumerate(options):
        name, eq, inline = option.partition("=")
        value = inline if eq else (options[index + 1] if index + 1 < len(options) else "")
        if name in NODE_PRELOADS and value:
            entries.add("preload", value, f"{why} (preloaded with {name} in NODE_OPTIONS)")
    if program == "nodemon":  # its configuration's env block: the file --config names, else nodemon.json, else package.json's
        named = next((a.split("=", 1)[1] if "=" in a else args[i + 1] for i, a in enumerate(args)
                      if a.split("=", 1)[0] == "--config" and ("=" in a or i + 1 < len(args))), None)
        configs = [join_cwd(cwd, named)] if named else [join_cwd(cwd, "nodemon.json"), join_cwd(cwd, "package.json")]
        config = next((c for c in configs if c in texts), None)
        if config and config + NODEMON_ENV in texts:
            entries.env_files.append(config + NODEMON_ENV)
    if program == "nodemon" and ("--exec" in args or "-x" in args):
        index = args.index("--exec") if "--exec" in args else args.index("-x")
        if index + 1 < len(args):
            for inner in read_script(args[index + 1], command.origin, cwd, command.env):
                inner.line, inner.text = command.line, command.text
                if inner.program in NODE_RUNNERS:
                    _node_runner(inner, entries, texts)
    if program == "fastify" and args[:1] == ["start"]:  # fastify-cli's start calls dotenv's config() before loading the app
        entries.tools.append("fastify-cli")
    index = 0
    if program in ("pm2", "pm2-runtime") and args[:1] == ["start"]:
        index = 1
    while index < len(args):
        arg = args[index]
        option, eq, inline = arg.partition("=")
        value = inline if eq else (args[index + 1] if index + 1 < len(args) else "")
        step = 1 if eq else 2
        if option in NODE_PRELOADS:
            entries.add("preload", value, f"{why} (preloaded with {option})")
            index += step
        elif option == "--env-file":
            entries.env_files.append(join_cwd(cwd, value))
            index += step
        elif option in NODE_VALUE_OPTIONS or (program == "nodemon" and option in ("--watch", "-x", "--exec")):
            index += step
        elif arg.startswith("-") or arg in NODE_SUBCOMMANDS:
            index += 1
        else:
            path = join_cwd(cwd, arg) or "."
            if program in ("pm2", "pm2-runtime") and re.search(r"\.config\.(c?js|json)$|\.json$", arg) and path in texts:
                for script in re.findall(r"""['"]?script['"]?\s*:\s*['"]([^'"]+)['"]""", texts[path]):
                    entries.add("file", posixpath.normpath(join_cwd(cwd, script)), f"{why} (the app {arg} starts)")
                for parts in re.findall(r"""['"]?script['"]?\s*:\s*path\.(?:join|resolve)\(\s*__dirname\s*((?:,\s*['"][^'"]+['"]\s*)+)\)""", texts[path]):
                    script = posixpath.join(*re.findall(r"""['"]([^'"]+)['"]""", parts))  # path.join(__dirname, 'src', 'server.js')
                    entries.add("file", posixpath.normpath(join_cwd(posixpath.dirname(path), script)), f"{why} (the app {arg} starts)")
                app_cwd = re.search(r"""['"]?\bcwd['"]?\s*:\s*['"]([^'"]+)['"]""", texts[path])
                if app_cwd and app_cwd.group(1).startswith(("/", "~")):  # the app runs there: relative paths resolve there
                    entries.outside_workdir = app_cwd.group(1) if not re.match(r"^/workspace(/|$)", app_cwd.group(1)) else ""
                elif app_cwd:
                    cwd = join_cwd(cwd, app_cwd.group(1))
                # the app's `env` block is set over the environment pm2 inherited (env_production only with --env)
                for block in re.findall(r"""['"]?\benv['"]?\s*:\s*\{([^{}]*)\}""", texts[path]):
                    for key, value in re.findall(r"""['"]?([A-Za-z_]\w*)['"]?\s*:\s*(?:['"`]([^'"`]*)['"`]|\d+)""", block):
                        entries.env[key] = value
            else:
                entries.add("file", path, why)
            entries.workdir = cwd
            return
