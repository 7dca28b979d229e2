"""A solution as strong mode sees it: parsed files, the resolved import graph (directory loaders
included), the entry points and why each was taken, the files reachable from them (and how each
was reached), the data files the code reads, and the layer of each file."""

from __future__ import annotations

import ast
import fnmatch
import json
import posixpath
import re
from functools import cached_property
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.configs import package_json_sections
from harness.verify.dataqueries import query_lines
from harness.verify.flask_config_order import python_config_files
from harness.verify.entry import Entries, node_entries, package_json, python_entries
from harness.verify.graph import Edge, ParsedFile
from harness.verify.installed_copy import installed_copies
from harness.verify.jsparse import JS_SUFFIXES, parse_js
from harness.verify.launcher_env import env_cmd_environments, nodemon_environments
from harness.verify.layers import LayerInfo, Layering, test_files
from harness.verify.main_blocks import main_path_lines
from harness.verify.ormmodels import django_models, model_names, sequelize_models, sqlalchemy_models
from harness.verify.pyparse import module_strings, parse_python
from harness.verify.shared_values import share_environment_values
from harness.verify.workspaces import workspace_packages
from harness.verify.shell import copied_files, heredoc_files, inherited_names
from harness.verify.resolve import Resolver
from harness.verify.source import Source

SQL_TEMPLATES = (".sql.j2", ".sql.jinja", ".sql.jinja2", ".sql.tmpl", ".sql.mustache")  # SQL a template loader renders
DATA_SUFFIXES = (".json", ".sql", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".env", ".prisma", ".conf", ".json5") + SQL_TEMPLATES
_TEMPLATE_LOADER = re.compile(r"\b(FileSystemLoader|PackageLoader|PrefixLoader|ChoiceLoader|get_template)\s*\(")
# manifests and tool settings are never the application's configuration, even when code reads them
NOT_DATA = {"package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", "pyproject.toml", "poetry.lock",
            "Pipfile.lock", "composer.json", ".eslintrc.json", ".prettierrc.json", "pnpm-lock.yaml"}  # fmt: skip


def _filtered_in(load, relative: str) -> bool:
    """Does an autoloader's ignore / match filter let the file at `relative` in?"""
    try:
        return not (load.ignore and re.search(load.ignore, relative)) and not (load.match and not re.search(load.match, relative))
    except re.error:  # a JavaScript pattern Python's re does not read: every file stays
        return True


class Project:
    def __init__(self, source: Source, runtime: str):
        self.source = source
        self.runtime = runtime
        self.texts = {path: file.text for path, file in source.files.items()}
        script, code = self.texts.get("run.sh", ""), (".py", ".js", ".ts", ".mjs", ".cjs", ".sh")
        for path, text in copied_files(script, self.texts).items():  # `[ -f .env ] || cp .env.example .env` at start
            if not path.endswith(code):
                self.texts[path] = text
        self.texts.update(env_cmd_environments(script, self.texts))  # `env-cmd -e production`: .env-cmdrc's block
        self.texts.update(nodemon_environments(self.texts))  # nodemon.json's env block (read when nodemon starts the server)
        self.texts.update(package_json_sections(self.texts))  # package.json's "conduit" key (read by cosmiconfig('conduit'))
        for path, text in heredoc_files(script).items():  # `cat > .env <<'EOF'` at start
            if path not in self.texts and not path.endswith(code):
                self.texts[path] = text
        self.paths = set(self.texts)
        self.vendored_dirs = self._vendored_dirs()
        self.resolver = Resolver(self.texts, file_packages=self._file_packages(), workspace_packages=workspace_packages(self.texts))
        self.notes: list[str] = list(source.notes)
        self.entries = self._entries()
        self.resolver.user_conditions = {m.group(1) for c in [*self.entries.commands, self.entries.env.get("NODE_OPTIONS", "")]
                                         for m in re.finditer(r"(?:--conditions[=\s]|(?<!\S)-C\s*)['\"]?([\w-]+)", c)}  # imports' conditions
        self.parsed: dict[str, ParsedFile] = {}
        for path, text in sorted(self.texts.items()):
            if path.endswith(".py"):
                self.parsed[path] = parse_python(path, text)
            elif path.endswith(JS_SUFFIXES) and not path.endswith(".d.ts"):  # paths built from NODE_ENV … too
                self.parsed[path] = parse_js(path, text, self.entries.env)
            elif "." not in posixpath.basename(path) and re.match(r"#!.*\bnode\b", text):  # bin/www (express-generator)
                self.parsed[path] = parse_js(path, text, self.entries.env)
        if runtime == "python":
            self.resolver.py_roots = list(self.entries.roots)
            configs = python_config_files(self.texts, self.parsed, self.entries.env, self.entries.workdir)  # Flask executes config/production.cfg
            for path in configs:
                self.parsed[path] = parse_python(path, self.texts[path])
        share_environment_values(self)  # `DATABASE_URL or "sqlite:…"` with DATABASE_URL from the config module
        helpers = {name for parsed in self.parsed.values() for name in parsed.env_helpers}
        for parsed in self.parsed.values():  # calls of the solution's own environment helpers read a variable
            known = {(r.line, r.variable) for r in parsed.env_reads}
            parsed.env_reads += [r for name, r in parsed.helper_calls if name in helpers and (r.line, r.variable) not in known]  # fmt: skip
        self.edges: list[Edge] = []
        for parsed in self.parsed.values():
            for edge in parsed.edges:
                self.edges.extend(self.resolver.resolve(edge))
            if parsed.language == "python":
                overridden = {r.line for r in parsed.env_reads if r.default and r.variable in self.entries.env}
                for line, module in module_strings(parsed):
                    if line in overridden:  # setdefault("DJANGO_SETTINGS_MODULE", "x.dev") while run.sh sets it
                        continue
                    target = self.resolver.python_module(module, parsed.path, full_only=True)
                    if target is None and module.rsplit(".", 1)[-1][:1].isupper():  # "app.config.ProdConfig"
                        target = self.resolver.python_module(module.rsplit(".", 1)[0], parsed.path, full_only=True)
                    if target:
                        self.edges.append(Edge(parsed.path, line, module, target=target, kind="string"))
                self.edges += self._django_apps(parsed)
                self.edges += self._alembic_in_process(parsed)
                self.edges += self._django_migrate_in_process(parsed)
                for line, candidates in parsed.config_modules:  # app.config.from_pyfile("config.py")
                    target = next((c for c in candidates if c in self.paths), None)
                    if target:
                        self.edges.append(Edge(parsed.path, line, target, target=target, kind="computed", text="from_pyfile"))
            self.edges += self._directory_edges(parsed)
        for path, (importer, line) in (configs if runtime == "python" else {}).items():
            if not any(e.importer == importer and e.target == path for e in self.edges):  # from_pyfile's has its edge
                self.edges.append(Edge(importer, line, path, target=path, kind="computed", text="Flask configuration file"))
        self.edges += self._generated_route_edges()
        self._chdir_at_start()
        self._environment_set_at_start()

    _ALEMBIC_RUN = re.compile(r"\bcommand\.(?:upgrade|downgrade|stamp)\s*\(")

    def _alembic_in_process(self, parsed) -> list[Edge]:
        """`from alembic import command` … `command.upgrade(cfg, "head")` at start: alembic runs the
        migration environment and its versions (script_location of alembic.ini) inside the server."""
        match = self._ALEMBIC_RUN.search(parsed.code)
        if not match or not re.search(r"^\s*(from\s+alembic\s+import\s+[^\n]*\bcommand\b|import\s+alembic\.command)", parsed.code, re.MULTILINE):
            return self._flask_migrate_in_process(parsed)
        line = parsed.code.count("\n", 0, match.start()) + 1
        found = []
        for ini in sorted(p for p in self.texts if posixpath.basename(p) == "alembic.ini"):
            setting = re.search(r"^\s*script_location\s*=\s*(\S+)", self.texts[ini], re.MULTILINE)
            location = posixpath.join(posixpath.dirname(ini), (setting.group(1) if setting else "alembic").replace("%(here)s/", ""))
            targets = [p for p in sorted(self.paths) if p.endswith(".py") and (
                p == f"{location}/env.py" or (p.startswith(f"{location}/versions/")))]  # fmt: skip
            found += [Edge(parsed.path, line, t, target=t, kind="computed", text="alembic command.upgrade") for t in targets]
        return found

    _FLASK_MIGRATE_RUN = re.compile(r"(?:\bflask_migrate\.|(?<![\w.]))upgrade\s*\(")

    def _flask_migrate_in_process(self, parsed) -> list[Edge]:
        """Flask-Migrate's `upgrade()` called in the app (`with app.app_context(): upgrade()`): alembic
        runs the migration environment and its versions (`Migrate(app, db, directory=…)`, default
        migrations/) inside the server, as `flask db upgrade` would."""
        match = self._FLASK_MIGRATE_RUN.search(parsed.code)
        if not match or not re.search(r"^\s*(from\s+flask_migrate\s+import\s+[^\n]*\bupgrade\b|import\s+flask_migrate\b)",
                                      parsed.code, re.MULTILINE):  # fmt: skip
            return []
        line = parsed.code.count("\n", 0, match.start()) + 1
        named = re.search(r"""\bMigrate\s*\([^)]*\bdirectory\s*=\s*['"]([^'"]+)['"]""", parsed.code)
        location = (named.group(1) if named else "migrations").strip("./") or "migrations"
        targets = [p for p in sorted(self.paths) if p.endswith(".py") and (
            p.endswith(f"{location}/env.py") or f"{location}/versions/" in p) and (p.startswith(location) or f"/{location}/" in p)]  # fmt: skip
        return [Edge(parsed.path, line, t, target=t, kind="computed", text="Flask-Migrate upgrade()") for t in targets]

    _DJANGO_MIGRATE_RUN = re.compile(r"""\bcall_command\s*\(\s*['"]migrate['"]""")

    def _django_migrate_in_process(self, parsed) -> list[Edge]:
        """`call_command("migrate")` in the server's code (wsgi.py, an AppConfig's ready()): Django
        applies the project's own migrations (an app's migrations/0001_x.py) inside the server."""
        match = self._DJANGO_MIGRATE_RUN.search(parsed.code)
        if not match:
            return []
        line = parsed.code.count("\n", 0, match.start()) + 1
        targets = [p for p in sorted(self.paths) if re.search(r"(^|/)migrations/\d{4}_\w*\.py$", p)]
        return [Edge(parsed.path, line, t, target=t, kind="computed", text="call_command('migrate')") for t in targets]

    _CHDIR_TO_OWN_DIR = re.compile(
        r"\bprocess\.chdir\(\s*__dirname\s*\)"
        r"|\bos\.chdir\(\s*(?:os\.path\.dirname\(\s*(?:os\.path\.(?:abspath|realpath)\(\s*)?__file__|Path\(\s*__file__\s*\)(?:\.resolve\(\))?\.parent\b)"
    )

    _ENVIRON_SETDEFAULT = re.compile(r"""^os\.environ\.setdefault\(\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*,\s*['"]([^'"]+)['"]\s*\)\s*$""", re.MULTILINE)
    _ENVIRON_ASSIGNED = re.compile(r"""^[ \t]*os\.environ\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\]\s*=\s*['"]([^'"]+)['"]\s*$""", re.MULTILINE)

    def _environment_set_at_start(self) -> None:
        """An entry module that assigns a variable at its top level (`os.environ["DJANGO_SETTINGS_MODULE"]
        = "conduit.settings.development"`, not setdefault) overrides what run.sh exported: the
        assignment runs in the server, after the shell. A settings module chosen so replaces
        run.sh's choice among the entries. So does gunicorn's `raw_env` and an entry module's
        `os.environ.update(DEFAULTS)`."""
        from harness.verify.environment import gunicorn_raw_env

        assignments = [("gunicorn's raw_env", k, v) for k, v in gunicorn_raw_env(self).items() if k == "DJANGO_SETTINGS_MODULE"]
        for path in [p for p in self.entry_files if p.endswith(".py")]:  # gunicorn writes raw_env before the app loads
            code = self.texts.get(path, "")
            running = main_path_lines(self, path)  # manage.py's main(), called by its __main__ block
            assignments += [(path, *m.groups()) for m in self._ENVIRON_ASSIGNED.finditer(code)
                            if not m.group(0)[:1].isspace() or code.count("\n", 0, m.start()) + 1 in running]  # fmt: skip
            # `os.environ.setdefault("X", "v")` (a sitecustomize's defaults): only where nothing set X before
            assignments += [(path, *m.groups()) for m in self._ENVIRON_SETDEFAULT.finditer(self.texts.get(path, ""))
                            if m.group(1) not in self.entries.env and m.group(1) not in inherited_names()]  # fmt: skip
            assignments += [(path, k, v) for k, v in self._environ_updated(path)]
        for path in [p for p in self.entry_files if not p.endswith(".py")]:  # a preload's or entry's Object.assign(process.env, …)
            assignments += [(path, k, v) for k, v in self._process_env_assigned(path)]
        for path, variable, value in assignments:
            before = self.entries.env.get(variable)
            self.entries.env[variable] = value
            if variable == "DJANGO_SETTINGS_MODULE" and before != value:
                if before in self.entries.modules and f"sets {variable}=" in self.entries.reasons.get(before, ""):
                    self.entries.modules.remove(before)
                self.entries.add("module", value, f"{path} sets {variable}={value} at start")
                self.__dict__.pop("entry_files", None)  # computed again from the entries as they are now
                return

    _ENVIRON_UPDATE = re.compile(r"""^[ \t]*os\.environ\.update\(\s*(\w+|\{[^}]*\}|\w+\s*=[^()\n]*)\s*\)\s*$""", re.MULTILINE)

    def _environ_updated(self, path: str) -> list[tuple[str, str]]:
        """`os.environ.update(DEFAULTS)` at an entry module's top level or in the functions its
        `__main__` block calls (DEFAULTS a dict literal of this module or one it imports, or written
        in the call, keywords too): every key is overwritten."""
        import ast

        found: list[tuple[str, str]] = []
        code = self.texts.get(path, "")
        running = main_path_lines(self, path)  # or in manage.py's main(), called by its __main__ block
        for match in self._ENVIRON_UPDATE.finditer(code):
            if match.group(0)[:1].isspace() and code.count("\n", 0, match.start()) + 1 not in running:
                continue
            argument, source = match.group(1), None
            if argument.startswith("{"):
                source = argument
            elif "=" in argument:  # os.environ.update(DJANGO_SETTINGS_MODULE="x.settings.local")
                source = "dict(" + argument + ")"
            else:
                binding = self.parsed[path].bindings.get(argument) if path in self.parsed else None
                owner = next((t for t in self.binding_targets(path, argument) if t in self.parsed), path) if binding else path
                name = binding[2] if binding and binding[2] else argument
                defined = re.search(rf"^{re.escape(name)}\s*(?::[^=\n]*)?=\s*(\{{[^}}]*\}})", self.texts.get(owner, ""), re.MULTILINE)
                source = defined.group(1) if defined else None
            try:
                if source and source.startswith("dict("):
                    call = ast.parse(source, mode="eval").body
                    table = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}  # type: ignore[attr-defined]
                else:
                    table = ast.literal_eval(source) if source else {}
            except (ValueError, SyntaxError):
                table = {}
            found += [(k, v) for k, v in table.items() if isinstance(k, str) and isinstance(v, str)] if isinstance(table, dict) else []
        return found

    _OBJECT_ASSIGN = re.compile(r"""^Object\.assign\(\s*process\.env\s*,\s*(?:\.\.\.)?(\w+|\{[^}]*\})\s*\)\s*;?\s*$""", re.MULTILINE)

    def _process_env_assigned(self, path: str) -> list[tuple[str, str]]:
        """`Object.assign(process.env, defaults)` at a JS entry's top level (defaults an object
        literal of the file, or written in the call): every key is overwritten, as os.environ.update."""
        code = self.texts.get(path, "")
        found: list[tuple[str, str]] = []
        for match in self._OBJECT_ASSIGN.finditer(code):
            source = match.group(1)
            if not source.startswith("{"):
                defined = re.search(rf"(?:const|let|var)\s+{re.escape(source)}\s*=\s*(\{{[^}}]*\}})", code)
                source = defined.group(1) if defined else ""
            found += re.findall(r"""['"]?([A-Za-z_]\w*)['"]?\s*:\s*['"`]([^'"`$]*)['"`]""", source)
        for match in self._ENV_ASSIGNED_JS.finditer(code):  # `process.env.SQLITE_STORAGE = path.join(os.tmpdir(), …)`
            variable, value = match.group(1) or match.group(2), match.group(4).strip()
            if match.group("unset_only") and (variable in self.entries.env or variable in inherited_names()):
                continue  # `process.env.X ??= …` fills X only where nothing set it before
            literal = re.fullmatch(r"""['"`]([^'"`$]*)['"`]""", value)
            names = re.findall(r"(?<![\w$.'\"])([A-Za-z_$][\w$]*)\b", value)
            seen = value + "".join(d.group(1) for n in names if (d := re.search(rf"(?:const|let|var)\s+{re.escape(n)}\s*=\s*([^;\n]+)", code)))
            if literal:
                found.append((variable, literal.group(1)))
            elif re.search(r"\btmpdir\(\)", seen):  # the system's temporary directory, whatever follows
                found.append((variable, "/tmp/(computed: " + value + ")"))
            elif re.search(r"\bhomedir\(\)", seen):
                found.append((variable, "/home/(computed: " + value + ")"))
            elif re.search(r"\b(?:path\.(?:join|resolve)|fileURLToPath)\(", value) and re.search(r"__dirname|import\.meta\.(?:url|dirname)", seen) \
                    and len(re.findall(r"\.\.", seen)) <= path.count("/"):  # a path from the module's directory, not above the project
                found.append((variable, "(computed: " + value + ")"))
        return found

    _ENV_ASSIGNED_JS = re.compile(r"""^process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([A-Za-z_]\w*)['"]\s*\])\s*(?P<unset_only>\?\?|\|\|)?=(?!=)\s*([^;\n]+?)\s*;?\s*$""", re.MULTILINE)

    _CHDIR_AT_TOP = re.compile(r"^(?:os\.chdir|process\.chdir)\(\s*([^\n]+?)\s*\)\s*;?\s*$")

    def _chdir_at_start(self) -> None:
        """An entry file that changes into its own directory first (`process.chdir(__dirname)`,
        `os.chdir(os.path.dirname(__file__))` at its top level): relative paths resolve there. One
        that changes into a temporary or per-user directory (`os.chdir(tempfile.gettempdir())`, or a
        name the same file assigns from one) runs the server outside the project."""
        temporary = re.compile(rules.database()["strong"]["temporary_location"])
        for path in self.entry_files:
            parsed = self.parsed.get(path)
            top = [line for line in (parsed.code.splitlines() if parsed else []) if not line[:1].isspace()]
            if any(self._CHDIR_TO_OWN_DIR.search(line) for line in top):
                self.entries.workdir = posixpath.dirname(path)
                return
            main_block = main_path_lines(self, path)
            for number, line in enumerate(parsed.code.splitlines() if parsed else [], 1):
                match = self._CHDIR_AT_TOP.match(line.strip() if number in main_block else line)
                if not match:
                    continue
                target = match.group(1)
                if re.fullmatch(r"[A-Za-z_]\w*", target):  # RUNTIME_DIR = … or tempfile.gettempdir()
                    assigned = re.search(rf"^(?:(?:const|let|var)\s+)?{target}\s*=\s*([^\n]+)", parsed.code, re.MULTILINE)
                    target = assigned.group(1) if assigned else target
                if temporary.search(target):
                    self.entries.outside_workdir = f"{match.group(1)} ({path}:{number} changes into it)"
                    return

    # ------------------------------------------------------------------ vendored code
    def _file_packages(self) -> dict[str, str]:
        """package.json dependencies installed from the solution itself: name -> directory."""
        found = {}
        for key in ("dependencies", "devDependencies", "optionalDependencies"):
            deps = package_json(self.texts).get(key) or {}
            for name, spec in deps.items() if isinstance(deps, dict) else []:
                if isinstance(spec, str) and spec.startswith(("file:", "link:", "./", "../")):
                    found[name] = posixpath.normpath(spec.split(":", 1)[-1]).lstrip("./")
        return found

    def _vendored_dirs(self) -> set[str]:
        names = set(rules.architecture()["strong"]["vendored_dirs"])
        found = {d for d in self._file_packages().values() if d}
        for line in self.texts.get("requirements.txt", "").splitlines():
            match = re.match(r"^\s*(?:-e\s+)?(?:file:)?(\.{1,2}/[^\s#;]+)", line)
            if match:
                found.add(posixpath.normpath(match.group(1)).lstrip("./"))
        for path in self.paths:
            parts = PurePosixPath(path).parts[:-1]
            for index, part in enumerate(parts):
                if part.lower() in names:
                    found.add("/".join(parts[: index + 1]))
                    break
        return found

    @cached_property
    def installed_copies(self) -> dict[str, str]:
        """Python files the server imports from the copy pip installed in site-packages: path -> why."""
        if self.runtime != "python":
            return {}
        scripts = {p for p in self.entries.as_main if p.endswith(".py")}
        return installed_copies(self.texts, self.start_roots, scripts)

    @cached_property
    def vendored(self) -> set[str]:
        return {p for p in self.parsed if any(p.startswith(d + "/") for d in self.vendored_dirs)}

    # ------------------------------------------------------------------ entry points
    def _entries(self) -> Entries:
        run_sh = self.texts.get("run.sh")
        if self.runtime == "python":
            entries = python_entries(self.texts, run_sh)
            self.start_roots = list(entries.roots)  # the import path the start command gives (before guessed roots)
            has_src_package = any(
                p.startswith("src/") and p.endswith("__init__.py") and p.count("/") == 1 for p in self.paths
            )
            if "src" in self.resolver.py_dirs and "src" not in entries.roots and not has_src_package:
                entries.roots.append("src")
            for directory in self.vendored_dirs:  # pip install -e ./libs/x: importable by name
                for root in (directory, f"{directory}/src"):
                    if root in self.resolver.py_dirs and root not in entries.roots:
                        entries.roots.append(root)
            for code, why in entries.inline_code:  # python -c "from app.main import run; run()"
                try:
                    tree = ast.parse(code)
                except SyntaxError:
                    continue
                for node in ast.walk(tree):
                    if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                        entries.add("module", node.module, why)
                    elif isinstance(node, ast.Import):
                        for alias in node.names:
                            entries.add("module", alias.name, why)
        else:
            entries = node_entries(self.texts, run_sh)
            resolved = []
            for path in entries.files:
                mapped = self.resolver.build_source(path)
                target = mapped if mapped in self.paths else self.resolver.js_path(mapped)
                if target:
                    resolved.append(target)
                    entries.reasons.setdefault(target, entries.reasons.get(path, ""))
                    if target != path:
                        entries.reasons[target] += f" (runs {path}, resolved to {target})"
            entries.files = list(dict.fromkeys(resolved))
        if not run_sh:
            entries.notes.append("no run.sh")
        return entries

    def _has_content(self, path: str) -> bool:
        parsed = self.parsed.get(path)
        return parsed is not None and (parsed.statements > 0 or bool(parsed.edges))

    @cached_property
    def entry_files(self) -> list[str]:
        files = list(self.entries.files)
        if self.runtime == "python":
            for module in self.entries.modules:
                target = self.resolver.python_module(module, None)
                if target and not target.endswith("/"):
                    files.append(target)
                    self.entries.reasons.setdefault(target, self.entries.reasons.get(module, ""))
                    main = target.replace("__init__.py", "__main__.py") if target.endswith("__init__.py") else ""
                    if main in self.paths:
                        files.append(main)
                        self.entries.reasons.setdefault(
                            main, f"{self.entries.reasons.get(module, '')} (python -m runs __main__.py)"
                        )
        else:
            for preload in self.entries.preloads:
                target = self.resolver.js_spec(preload, "package.json")
                if target:
                    files.append(target)
                    self.entries.reasons.setdefault(target, self.entries.reasons.get(preload, ""))
        if not files:
            files = self._fallback_entries()
        return list(dict.fromkeys(files))

    def _fallback_entries(self) -> list[str]:
        """No entry point named: conventional names that hold code, else files that build or start
        the server, else every code file but the tests (an empty app/__init__.py is never an entry)."""
        spec = rules.load("entry")["fallbacks"][self.runtime]
        language_ok = (lambda p: p.endswith(".py")) if self.runtime == "python" else (lambda p: not p.endswith(".py"))
        names = []
        for name in spec["names"]:
            candidates = [name] if self.runtime == "python" else [name + s for s in (".js", ".ts", ".mjs", ".cjs")]
            names += [c for c in candidates if self._has_content(c)][:1]
        if names:
            reason = "conventional entry-point name (nothing in run.sh or package.json named one)"
            self.notes.append(f"no entry point in run.sh; conventional entry points used: {', '.join(names)}")
            for name in names:
                self.entries.reasons[name] = reason
            return names
        server = re.compile("|".join(spec["server_patterns"]))
        servers = sorted(
            p for p, parsed in self.parsed.items()
            if language_ok(p) and p not in self.test_files and server.search(parsed.code)
        )  # fmt: skip
        if servers:
            self.notes.append(f"no entry point named: files that build or start the server used: {', '.join(servers)}")
            for name in servers:
                self.entries.reasons[name] = "builds or starts the server (no entry point named anywhere)"
            return servers
        every = sorted(p for p in self.parsed if language_ok(p) and p not in self.test_files and p not in self.vendored)
        if every:
            self.notes.append("no entry point found: every code file (tests aside) is read as used")
            for name in every:
                self.entries.reasons[name] = "no entry point found: every code file is read"
        return every

    # ------------------------------------------------------------------ loaders
    def _directory_edges(self, parsed: ParsedFile) -> list[Edge]:
        """Edges from a loader to every module of the directory it loads (autoload, readdirSync +
        require, pkgutil + import_module on an f-string, glob)."""
        edges: list[Edge] = []
        done: set[tuple] = set()
        for load in parsed.dir_loads:
            key = (load.directory, load.module_prefix, load.recursive)
            if not load.imports or key in done:
                continue
            done.add(key)
            directory = load.directory
            prefix = load.module_prefix
            head = (prefix or "").split(".")[0]
            if prefix and head in parsed.bindings:  # routes.__name__ where `from app import routes`
                _, spec, name = parsed.bindings[head]
                bound = f"{spec}.{name}" if name and not spec.endswith(".") else f"{spec}{name or ''}"
                load.module_prefix = bound + prefix[len(head) :]
            if load.module_prefix is not None:
                if set(load.module_prefix) == {"."}:
                    directory = posixpath.dirname(parsed.path)
                    for _ in range(len(load.module_prefix) - 1):
                        directory = posixpath.dirname(directory)
                else:
                    target = (
                        self.resolver.python_module(load.module_prefix, parsed.path, full_only=True)
                        if not load.module_prefix.startswith(".")
                        else None
                    )
                    if load.module_prefix.startswith("."):
                        base = posixpath.dirname(parsed.path)
                        rest = load.module_prefix.lstrip(".")
                        for _ in range(len(load.module_prefix) - len(rest) - 1):
                            base = posixpath.dirname(base)
                        target = self.resolver.py_target(posixpath.join(base, *rest.split(".")))
                    if target is None:
                        continue
                    directory = target.rstrip("/") if target.endswith("/") else posixpath.dirname(target)
            if directory is None:
                continue
            modules = self._modules_in(directory, load.recursive, parsed.language)
            if load.autoload:  # find-plugins: "an index.js file is present in the directory so we ignore the other modules"
                # (its subdirectories are still loaded: only the files beside the index are skipped)
                indexed = {posixpath.dirname(m) for m in modules if re.search(r"(^|/)index\.[cm]?[jt]s$", m)}
                modules = [m for m in modules if posixpath.dirname(m) not in indexed or re.search(r"(^|/)index\.[cm]?[jt]s$", m)]
            if load.ignore or load.match:  # tested against the path under the directory, from its "/"
                modules = [m for m in modules if _filtered_in(load, "/" + m[len(directory) + 1 :] if directory else "/" + m)]
            for path in modules:
                if path != parsed.path:
                    edges.append(
                        Edge(parsed.path, load.line, directory + "/*", target=path, kind="dirload", text=load.how)
                    )
        return edges

    def _generated_route_edges(self) -> list[Edge]:
        """tsoa writes its routes module (routesDir/routes.ts) from the controllers its
        controllerPathGlobs match, at build time: an import of that absent module reaches them
        and the authentication module it names."""
        config = self.texts.get("tsoa.json")
        if not config:
            return []
        try:
            settings = json.loads(config)
        except ValueError:
            return []
        routes = settings.get("routes") or {}
        routes_dir = posixpath.normpath(str(routes.get("routesDir") or ""))
        globs = [str(g).lstrip("./") for g in settings.get("controllerPathGlobs") or []]
        # (`**/` also matches no directory at all, as in tsoa's glob library)
        targets = sorted(p for p in self.parsed if any(fnmatch.fnmatch(p, g) or fnmatch.fnmatch(p, g.replace("**/", "")) for g in globs))
        auth = posixpath.normpath(str(routes.get("authenticationModule") or "")).lstrip("./")
        targets += [auth] if auth in self.parsed else []
        edges = []
        for parsed in self.parsed.values():
            for edge in parsed.edges:
                joined = posixpath.normpath(posixpath.join(posixpath.dirname(parsed.path), edge.spec)) if edge.spec.startswith(".") else ""
                if routes_dir and joined == posixpath.join(routes_dir, "routes"):
                    edges += [Edge(parsed.path, edge.line, edge.spec, target=t, kind="dirload", text="tsoa's generated routes") for t in targets]
        return edges

    def _modules_in(self, directory: str, recursive: bool, language: str) -> list[str]:
        prefix = directory + "/" if directory else ""
        found = []
        for path, parsed in self.parsed.items():
            if not path.startswith(prefix) or path in self.test_files:
                continue
            rest = path[len(prefix) :]
            depth_ok = (
                recursive
                or "/" not in rest
                or (language == "python" and rest.count("/") == 1 and rest.endswith("/__init__.py"))
            )
            if depth_ok and (parsed.language == "python") == (language == "python"):
                found.append(path)
        return sorted(found)

    def _django_apps(self, parsed: ParsedFile) -> list[Edge]:
        """INSTALLED_APPS: Django imports each local app's package, models.py and apps.py."""
        if "INSTALLED_APPS" not in parsed.code:
            return []
        edges = []
        for literal in parsed.strings:
            value = literal.value.strip()
            if not re.match(r"^[A-Za-z_][\w.]*$", value) or value.startswith("django."):
                continue
            module = value.split(".apps.")[0] if ".apps." in value else value
            target = self.resolver.python_module(module, parsed.path, full_only=True)
            if not target:
                continue
            edges.append(Edge(parsed.path, literal.line, module, target=target, kind="string"))
            base = target.rstrip("/") if target.endswith("/") else posixpath.dirname(target)
            for name in ("models.py", "apps.py", "admin.py", "signals.py", "urls.py"):
                path = posixpath.join(base, name)
                if path in self.paths:
                    edges.append(Edge(parsed.path, literal.line, f"{module}.{name[:-3]}", target=path, kind="string"))
        return edges

    # ------------------------------------------------------------------ reachability
    @cached_property
    def reached_by(self) -> dict[str, Edge | None]:
        """Every file reachable from the entry points -> the edge that first reached it (None for an
        entry point or a package __init__.py on the way)."""
        return self.reach()

    def reach(self, skip=None) -> dict[str, Edge | None]:
        """reached_by, leaving out the edges `skip(edge)` says are never taken (an import in a branch
        the environment never runs)."""
        outgoing: dict[str, list[Edge]] = {}
        for edge in self.edges:
            if edge.target and not (skip and skip(edge)):
                outgoing.setdefault(edge.importer, []).append(edge)
        seen: dict[str, Edge | None] = {}
        queue: list[tuple[str, Edge | None]] = [(p, None) for p in reversed(self.entry_files)]
        while queue:
            path, via = queue.pop()
            if path in seen:
                continue
            seen[path] = via
            if path.endswith(".py"):
                parent = posixpath.dirname(path)
                while parent:
                    init = f"{parent}/__init__.py"
                    if init in self.paths and init not in seen:
                        queue.append((init, None))
                    parent = posixpath.dirname(parent)
            if path.endswith("/"):
                continue
            queue.extend((e.target, e) for e in reversed(outgoing.get(path, [])) if e.target not in seen)
        return {p: e for p, e in seen.items() if not p.endswith("/")}

    @cached_property
    def reachable(self) -> list[str]:
        return sorted(self.reached_by)

    def external_imports(self, files: list[str]) -> list[Edge]:
        wanted = set(files)
        return [edge for edge in self.edges if edge.external and edge.importer in wanted]

    def code(self, path: str) -> str:
        parsed = self.parsed.get(path)
        return parsed.code if parsed else self.texts.get(path, "")

    # ------------------------------------------------------------------ data files
    @cached_property
    def data_files(self) -> dict[str, str]:
        """Non-code files the used code reads -> why: JSON it requires, files it opens by a path
        built from __file__/__dirname or names in a string, configuration read by the libraries
        and tools it uses (node-config, Prisma, sequelize-cli, knex, alembic), loaded .env files."""
        from harness.verify.configs import library_config_files

        found: dict[str, str] = {}
        code = [p for p in self.reachable if p in self.parsed]
        for path in self.reachable:
            if path not in self.parsed:
                via = self.reached_by.get(path)
                found[path] = f"required by {via.importer}:{via.line}" if via else "entry point"
        for path in code:
            parsed = self.parsed[path]
            named = [(line, p) for line, p in parsed.opened]
            pyfile_lines = {line for line, _ in parsed.config_modules}  # from_pyfile's name: read where Flask reads it
            for literal in parsed.strings:
                if literal.line in pyfile_lines:
                    continue
                value = literal.value.strip()
                if value.endswith(DATA_SUFFIXES) or PurePosixPath(value).name.startswith(".env"):
                    value = value.removeprefix("./")
                    named += [(literal.line, value), (literal.line, posixpath.join(posixpath.dirname(path), value))]
            for match in re.finditer(r"\bfrom_envvar\(\s*['\"](\w+)['\"]", parsed.code):  # Flask: a file run.sh names
                value = self.entries.env.get(match.group(1), "").strip("'\"").removeprefix("./")
                if value:
                    line = parsed.code.count("\n", 0, match.start()) + 1
                    named += [(line, value), (line, posixpath.join(self.entries.workdir, value))]
            if _TEMPLATE_LOADER.search(parsed.code):  # Jinja renders SQL templates found by name in its loader's
                line = parsed.code.count("\n", 0, _TEMPLATE_LOADER.search(parsed.code).start()) + 1  # type: ignore[union-attr]
                named += [(line, p) for p in self.texts if p.endswith(SQL_TEMPLATES)]  # directories: read them all
            for line, candidate in named:
                candidate = posixpath.normpath(candidate)
                if candidate in self.texts and candidate not in self.parsed and candidate not in found:
                    found[candidate] = f"named by {path}:{line}"
        for path in code:  # data files in a directory the code lists (migrations/*.sql …)
            for load in self.parsed[path].dir_loads:
                if not load.directory:  # unknown, or the working directory itself: too broad to say
                    continue
                prefix = load.directory + "/" if load.directory else ""
                for candidate in sorted(self.texts):
                    rest = candidate[len(prefix) :]
                    if (
                        candidate.startswith(prefix)
                        and candidate.endswith((".sql", ".json"))
                        and (load.recursive or "/" not in rest)
                    ):
                        found.setdefault(candidate, f"in the directory {path}:{load.line} lists")
        for path, why in library_config_files(self, code).items():
            found.setdefault(path, why)
        return {p: why for p, why in found.items() if posixpath.basename(p) not in NOT_DATA}

    # ------------------------------------------------------------------ layers
    @cached_property
    def test_files(self) -> set[str]:
        return test_files(self.parsed)

    @cached_property
    def layering(self) -> Layering:
        return Layering(self.parsed, self.test_files, self.vendored, queries=self._queries_database,
                        reachable=lambda path: path in self.reached_by, defines_models=lambda path: path in self._model_files)

    @cached_property
    def _model_names(self) -> set[str]:
        return model_names(self)

    @cached_property
    def _model_files(self) -> set[str]:
        """Files that define ORM models (SQLAlchemy, Sequelize, Django)."""
        files = list(self.parsed)
        return {m["file"] for found in (sqlalchemy_models(self, files), sequelize_models(self, files), django_models(self, files)) for m in found}

    def _queries_database(self, path: str) -> bool:
        return bool(query_lines(self.parsed[path], self._model_names))

    def binding_targets(self, path: str, local: str) -> list[str]:
        """The solution's files the import binding `local` of `path` resolves to (none when the name
        is not imported, or comes from outside the solution)."""
        parsed = self.parsed.get(path)
        binding = parsed.bindings.get(local) if parsed else None
        if not binding:
            return []
        line, spec, imported = binding
        if parsed.language == "python":  # type: ignore[union-attr]
            targets = [e.target for e in self.resolver.resolve(Edge(path, line, spec, names=(imported,) if imported else ()))]
        else:
            targets = [self.resolver.js_spec(spec, path)]
        return [t for t in targets if t]

    def layer_of_path(self, path: str) -> str | None:
        return self.layering.layer_of_path(path)

    @property
    def layers(self) -> dict[str, LayerInfo]:
        return self.layering.layers
