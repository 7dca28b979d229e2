"""Configuration the used code reads without importing it: node-config's config/ directory, a
Prisma schema, sequelize-cli's config/config.json (through .sequelizerc), a knexfile, .env files a
loader reads; and, in configuration written per environment (a JSON or JS object keyed by
development / test / production, Python config classes), the blocks that apply. The variables the
server's environment holds are harness/verify/environment.py's."""

from __future__ import annotations

import json
import posixpath
import re
from typing import TYPE_CHECKING

from harness.verify.config_defaults import default_only_refs
from harness.verify.dotenv_calls import only_named_files
from harness.verify.env_readers import own_env_reader

if TYPE_CHECKING:
    from harness.verify.environment import Environment
    from harness.verify.project import Project

ENVIRONMENT_KEYS = {"development", "test", "production", "staging", "local", "dev", "prod"}
DOTENV_LOADERS = (
    "dotenv",
    "python-dotenv",
    "decouple",
    "environs",
    "environ",  # django-environ
    "pydantic_settings",
    "dotenv-flow",
    "dotenv-extended",
    "@dotenvx/dotenvx",
    "everett",
)


def _externals(project: "Project", code: list[str]) -> set[str]:
    return {e.external for e in project.external_imports(code) if e.external}


def node_env(project: "Project", environment: "Environment | None" = None) -> str:
    """NODE_ENV as run.sh sets it — or, once the environment is known, as a loaded .env file
    sets it when run.sh does not (dotenv runs before the settings are read); development else."""
    if environment is not None:
        return environment.lookup("NODE_ENV")[0] or "development"
    return project.entries.env.get("NODE_ENV", "development")


_JS_SELECTOR = re.compile(
    r"""(?:(?:const|let|var)\s+(\w+)\s*=\s*|\[\s*)(?:process\.argv\[(\d)\]\s*(?:\|\||\?\?)\s*)?process\.env\.(\w+)\s*(?:\|\||\?\?)\s*['"](\w+)['"]\s*(\])?"""
)


def _start_argument(project: "Project", index: int) -> str | None:
    """`process.argv[index]` of the server's start command (`node src/server.js production`: argv[2]
    is "production"), or None when the command gives no such argument."""
    words = project.entries.commands[-1].split() if project.entries.commands else []
    script = next((n for n, w in enumerate(words) if re.search(r"\.(?:[cm]?js|[cm]?ts)$", w)), None)
    if script is None or script + index - 1 >= len(words):
        return None
    return words[script + index - 1].strip("'\"")


# an object indexed by a variable, with another of its entries as the fallback: the exact key counts
_JS_LOOKUP = re.compile(r"""\b(\w+)\s*\[\s*process\.env\.(\w+)\s*\]\s*(?:\?\?|\|\|)\s*\1\s*(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])""")


def _js_selector(project: "Project", environment: "Environment | None") -> tuple[str, str] | None:
    """The variable the used code picks its per-environment configuration by, when it is not
    NODE_ENV (`const env = process.env.APP_ENV || 'development'; … profiles[env]`, or
    `config[process.env.APP_ENV || 'development']`), and the block it names in the evaluation.
    Asked once per configuration line: kept per project and environment."""
    cache = project.__dict__.setdefault("_js_selectors", {})
    if id(environment) not in cache:
        cache[id(environment)] = (environment, _find_js_selector(project, environment))  # holds it: the id stays its own
    return cache[id(environment)][1]


def _find_js_selector(project: "Project", environment: "Environment | None") -> tuple[str, str] | None:
    for path in project.reachable:
        parsed = project.parsed.get(path)
        if parsed is None or parsed.language == "python":
            continue
        for match in _JS_LOOKUP.finditer(parsed.code):  # configs[process.env.APP_ENV] ?? configs.test
            variable, fallback = match.group(2), match.group(3) or match.group(4)
            keys = {key for key, _, _ in parsed.env_blocks}
            if fallback in keys:
                value = environment.lookup(variable)[0] if environment is not None else project.entries.env.get(variable)
                return variable, value if value in keys else fallback  # a value that is no key: the fallback
        for match in _JS_SELECTOR.finditer(parsed.code):
            name, argument, variable, default, indexed = match.groups()
            if (variable == "NODE_ENV" and not argument) or default not in ENVIRONMENT_KEYS:
                continue
            index = re.compile(rf"\[\s*(?:\w+\.)?{re.escape(name)}\s*\]") if name else None
            used = [project.parsed[p].code for p in project.reachable if p in project.parsed]  # exported and used elsewhere too
            if indexed or (index and any(index.search(code) for code in used)):
                given = _start_argument(project, int(argument)) if argument else None  # `process.argv[2] || …`: the command's word
                if given:
                    return f"process.argv[{argument}]", given
                value = environment.lookup(variable)[0] if environment is not None else project.entries.env.get(variable)
                return variable, value or default
    return None


_RC_CALL = re.compile(r"""(?:\brequire\(\s*['"]rc['"]\s*\)|\brc)\s*\(\s*['"]([\w.-]+)['"]""")


_SEARCH_CALL = re.compile(r"""\b(?:cosmiconfig|cosmiconfigSync|lilconfig|lilconfigSync)\s*\(\s*['"]([\w.-]+)['"]""")
# cosmiconfig's and lilconfig's default search places after package.json's own key, in their order
_SEARCH_PLACES = (".{name}rc", ".{name}rc.json", ".{name}rc.yaml", ".{name}rc.yml", ".{name}rc.js", ".{name}rc.cjs",
                  ".config/{name}rc", ".config/{name}rc.json", ".config/{name}rc.yaml", ".config/{name}rc.yml",
                  "{name}.config.js", "{name}.config.cjs")  # fmt: skip


def package_json_sections(texts: dict[str, str]) -> dict[str, str]:
    """The sections of package.json that cosmiconfig or lilconfig would take for a name some code
    asks them to search for (`cosmiconfigSync('conduit')`: package.json's "conduit" key, their first
    search place; `packageProp: 'configs.conduit'` names another, a dotted path), as virtual files:
    "DIR/package.json#conduit" -> the section as JSON."""
    searched = {}  # name -> the package.json property (packageProp, a dotted path; the name by default)
    for path, text in texts.items():
        if path.endswith((".js", ".cjs", ".mjs", ".ts", ".mts", ".cts")):
            for match in _SEARCH_CALL.finditer(text):
                options = re.match(r"""\s*,\s*\{[^{}]*?\bpackageProp\s*:\s*['"]([\w.-]+)['"]""", text[match.end() :])
                searched[match.group(1)] = options.group(1) if options else match.group(1)
    found = {}
    for path in (p for p in texts if posixpath.basename(p) == "package.json" and searched):
        try:
            package = json.loads(texts[path])
        except ValueError:
            continue
        for name, prop in searched.items():
            section = package.get(prop) if isinstance(package, dict) and prop in package else package
            for key in ([] if isinstance(package, dict) and prop in package else prop.split(".")):
                section = section.get(key) if isinstance(section, dict) else None
            if isinstance(section, dict):
                found[f"{path}#{name}"] = json.dumps(section, indent=2) + "\n"
    return found


def _searched_names(project: "Project", code: list[str], roots: set[str]) -> set[str]:
    """The names the used code asks cosmiconfig or lilconfig to search configuration for."""
    if not roots & {"cosmiconfig", "lilconfig"}:
        return set()
    return {m.group(1) for p in code if p in project.parsed for m in _SEARCH_CALL.finditer(project.code(p))}


def _nearest_up(texts: dict[str, str], directory: str, name: str) -> str | None:
    """The file `name` in `directory` or the nearest directory above it, within the project."""
    current = directory
    while True:
        path = posixpath.join(current, name) if current else name
        if path in texts:
            return path
        if not current or posixpath.dirname(current) == current:  # the root, or "/" for a path outside the project
            return None
        current = posixpath.dirname(current)


def library_config_files(project: "Project", code: list[str]) -> dict[str, str]:
    """Configuration files read by the libraries and tools the used code (or run.sh) uses."""
    texts = project.texts
    externals = _externals(project, code)
    roots = {e.split(".")[0].split("/")[0] if not e.startswith("@") else e for e in externals}
    tools = set(project.entries.tools)
    found: dict[str, str] = {}
    if "decouple" in roots:  # python-decouple's settings.ini beside .env, found from the caller's directory up
        for path in code:
            if project.parsed.get(path) and re.search(r"\bdecouple\b", project.code(path)):
                ini = _nearest_up(texts, posixpath.dirname(path), "settings.ini")
                if ini:
                    found.setdefault(ini, f"python-decouple's settings ({path} reads it through config())")
    if "rc" in roots:  # require('rc')('conduit', defaults): .conduitrc from the working directory up
        for name in {m.group(1) for p in code if p in project.parsed for m in _RC_CALL.finditer(project.code(p))}:
            rc_file = _nearest_up(texts, project.entries.workdir, f".{name}rc")
            if rc_file:
                found.setdefault(rc_file, f"rc's configuration for {name} (read from the working directory up)")
    for name in _searched_names(project, code, roots):  # cosmiconfig/lilconfig: the first file found in the working directory
        for place in ("package.json#{name}",) + _SEARCH_PLACES:
            path = posixpath.join(project.entries.workdir, place.format(name=name))
            if path in texts:
                found.setdefault(path, f"the configuration cosmiconfig/lilconfig finds for {name} (searched from the working directory)")
                break
    if "config" in roots:
        env = project.entries.env.get("NODE_CONFIG_ENV") or node_env(project)  # node-config prefers NODE_CONFIG_ENV
        directory = node_config_dir(project)
        for stem in ("default", env, "local", f"local-{env}", "custom-environment-variables"):
            for suffix in (".json", ".json5", ".yaml", ".yml", ".js", ".cjs", ".ts", ".toml"):
                path = posixpath.join(directory, f"{stem}{suffix}") if directory else ""
                if path in texts:
                    found[path] = f"read by node-config (the used code imports 'config'; NODE_ENV={env})"
    if "@prisma/client" in roots or "prisma" in tools or (project.runtime == "python" and "prisma" in roots):  # Prisma Client Python
        schema = (
            (json.loads(texts["package.json"]).get("prisma", {}) or {}).get("schema")
            if _json_ok(texts.get("package.json"))
            else None
        )
        for path in ([schema] if isinstance(schema, str) else []) + ["prisma/schema.prisma", "schema.prisma"]:
            if path in texts:
                found[path] = "the Prisma schema (the used code imports @prisma/client or run.sh runs prisma)"
                break
    if "typeorm" in roots:  # TypeORM 0.2's createConnection() without options reads ormconfig.* itself
        for suffix in (".json", ".js", ".yml", ".yaml", ".env"):
            path = posixpath.join(project.entries.workdir, f"ormconfig{suffix}")
            if path in texts:
                found[path] = "TypeORM's connection options (the used code imports typeorm)"
    if tools & {"sequelize", "sequelize-cli"} or "sequelize-cli" in roots:
        config = "config/config.json"
        rc = texts.get(".sequelizerc", "")
        match = re.search(r"['\"]?config['\"]?\s*:\s*path\.resolve\(([^)]*)\)", rc)
        if match:
            parts = re.findall(r"['\"]([^'\"]+)['\"]", match.group(1))
            config = posixpath.normpath(posixpath.join(*parts)) if parts else config
        if ".sequelizerc" in texts:
            found[".sequelizerc"] = "sequelize-cli's settings (run.sh runs sequelize-cli)"
        if config in texts:
            found[config] = "sequelize-cli's database configuration (run.sh runs sequelize-cli)"
    preload_file = _dotenv_preload_file(project)  # `node -r dotenv/config` told another file than .env
    if preload_file:
        found[preload_file] = "loaded by dotenv's preload (DOTENV_CONFIG_PATH or dotenv_config_path=)"
    loads_dotenv = any(r in DOTENV_LOADERS for r in roots) or any("dotenv" in p for p in project.entries.preloads if not preload_file)
    loads_dotenv = loads_dotenv or "fastify-cli" in tools  # `fastify start` loads .env (set variables win)
    loads_dotenv = loads_dotenv or "@prisma/client" in roots  # Prisma Client loads .env for the schema's env() (set variables win)
    loads_dotenv = loads_dotenv or any(re.search(r"env_file\s*=", project.code(p)) for p in code if p.endswith(".py"))
    loads_dotenv = loads_dotenv or any(own_env_reader(project.code(p)) for p in code if p in project.parsed)  # its own reader
    for path in project.entries.env_files:
        found[path] = "loaded by run.sh (source, --env-file, dotenv-cli …)"
    named_only = only_named_files([(project.parsed[p].language, project.parsed[p].code) for p in code if p in project.parsed])
    if loads_dotenv and not named_only:  # a loader reads .env from the working directory (python-dotenv also from above)
        workdir = project.entries.workdir
        names = [".env"]
        if "dotenv-flow" in roots:  # highest first: .env.<NODE_ENV>.local, .env.local, .env.<NODE_ENV>, .env
            stage = project.entries.env.get("NODE_ENV")
            names = ([f".env.{stage}.local"] if stage else []) + ([".env.local"] if stage != "test" else []) + (
                [f".env.{stage}"] if stage else []) + [".env"]  # fmt: skip
        if roots & {"dotenv-extended", "dotenv-flow"}:  # and the defaults file under it, which .env overrides
            names.append(".env.defaults")
        candidates = [posixpath.join(workdir, name) if workdir else name for name in names]
        beside_caller = _environ_read_env_files(project, code)
        only_environ = roots & set(DOTENV_LOADERS) == {"environ"}
        env_readers = roots & set(DOTENV_LOADERS) and roots & set(DOTENV_LOADERS) <= {"environ", "environs"}
        if project.runtime == "python" and env_readers and not any(re.search(r"\bread_env\(", project.code(p)) for p in code if p.endswith(".py")):
            candidates = []  # django-environ and environs read a file only when read_env() is called
        elif project.runtime == "python" and beside_caller is not None and only_environ:
            candidates = beside_caller  # django-environ reads the .env beside its caller, no other
        elif project.runtime == "python" and roots & set(DOTENV_LOADERS) == {"environs"} and (searched := _environs_read_env_files(project, code)) is not None:
            candidates = searched  # environs' read_env(): from the caller's directory up (recurse=False: that directory only)
        elif project.runtime == "python":
            nearest = _python_dotenv_nearest(project, code)
            # python-dotenv's load_dotenv() / find_dotenv() search from the calling file's directory
            # up and load the first .env found: conduit/.env before the project's own
            candidates = nearest + candidates + [".env"] if not nearest or roots & set(DOTENV_LOADERS) != {"dotenv"} else nearest
        for path in [p for p in dict.fromkeys(candidates) if p in texts]:
            found.setdefault(path, f"loaded by a dotenv loader the used code imports (the server runs in {workdir or 'the solution root'})")
    return found


_PY_DOTENV_SEARCH = re.compile(r"\bload_dotenv\(\s*\)|\bfind_dotenv\((?![^)]*usecwd\s*=\s*True)[^)]*\)")


def _python_dotenv_nearest(project: "Project", code: list[str]) -> list[str]:
    """The .env each python-dotenv search of the used code finds: the first one from the calling
    file's directory up (`load_dotenv()`, `load_dotenv(find_dotenv())`; not with usecwd=True)."""
    found = []
    for path in code:
        if path.endswith(".py") and _PY_DOTENV_SEARCH.search(project.code(path)):
            nearest = _nearest_up(project.texts, posixpath.dirname(path), ".env")
            if nearest and nearest not in found:
                found.append(nearest)
    return found


def _environs_read_env_files(project: "Project", code: list[str]) -> list[str] | None:
    """The .env environs' `env.read_env()` without a path reads: the nearest from the calling file's
    directory up, or with `recurse=False` the one in that directory only; None when a used file
    gives it a path (the general reading applies)."""
    found = []
    for path in code:
        if not path.endswith(".py"):
            continue
        for call in re.finditer(r"\bread_env\(([^)]*)\)", project.code(path)):
            arguments = call.group(1)
            if re.sub(r"\b(?:recurse|verbose|override)\s*=\s*\w+", "", arguments).strip(" ,"):
                return None
            directory = posixpath.dirname(path)
            if re.search(r"\brecurse\s*=\s*False\b", arguments):
                here = posixpath.join(directory, ".env") if directory else ".env"
                found += [here] if here in project.texts else []
            else:
                nearest = _nearest_up(project.texts, directory, ".env")
                found += [nearest] if nearest else []
    return list(dict.fromkeys(found))


def _environ_read_env_files(project: "Project", code: list[str]) -> list[str] | None:
    """django-environ's `Env.read_env()` without a path reads `.env` in the directory of the file
    that calls it (config/.env for config/settings.py; no search upwards): those that exist, or
    None when no used file calls it that way."""
    callers = [p for p in code if p.endswith(".py") and re.search(r"\bread_env\(\s*\)", project.code(p))]
    if not callers:
        return None
    beside = [posixpath.join(posixpath.dirname(p), ".env") if posixpath.dirname(p) else ".env" for p in callers]
    return [p for p in dict.fromkeys(beside) if p in project.texts]


def node_config_dir(project: "Project") -> str | None:
    """The directory node-config reads: NODE_CONFIG_DIR as run.sh sets it (`"$PWD/deploy/config"`,
    `./settings`), else config/ of the working directory; None when it is outside the project."""
    value = project.entries.env.get("NODE_CONFIG_DIR", "").strip("'\"")
    if not value:
        return posixpath.join(project.entries.workdir, "config")
    value = re.sub(r"^\$\{?PWD\}?(/|$)", "", value)
    if value.startswith(("/", "$", "~")):
        return None
    return posixpath.normpath(posixpath.join(project.entries.workdir, value))


def _dotenv_preload_file(project: "Project") -> str | None:
    """The file dotenv's preload (`node -r dotenv/config`) reads when told one: the
    `dotenv_config_path=…` argument or the DOTENV_CONFIG_PATH variable, from the working directory."""
    if not any("dotenv/config" in p for p in project.entries.preloads):
        return None
    named = [m.group(1) for c in project.entries.commands for m in re.finditer(r"\bdotenv_config_path=(\S+)", c)]
    value = (named[0] if named else project.entries.env.get("DOTENV_CONFIG_PATH", "")).strip("'\"")
    if not value or value.startswith(("/", "$", "~")):
        return None
    path = posixpath.normpath(posixpath.join(project.entries.workdir, value))
    return path if path in project.texts else None


def node_config_overrides(project: "Project", read: list[str]) -> dict[str, str]:
    """node-config's custom-environment-variables file among the files read: setting key path ->
    the variable that overrides it when set (`database: {url: DATABASE_URL}`, or `__name: X`)."""
    from harness.verify.keypaths import key_paths

    found: dict[str, str] = {}
    for path in read:
        if posixpath.basename(path).split(".")[0] != "custom-environment-variables":
            continue
        for key, value in key_paths(path, project.texts.get(path, "")).values():
            if value and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
                found[key.removesuffix(".__name")] = value
    return found


def _json_ok(text: str | None) -> bool:
    if not text:
        return False
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False


def _block_ranges(text: str) -> dict[str, tuple[int, int]]:
    """Top-level keys of a JSON object -> (first line, last line) of their values."""
    ranges: dict[str, tuple[int, int]] = {}
    depth, index, key, start = 0, 0, None, 0
    in_string, string_start = False, 0
    while index < len(text):
        char = text[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
                if depth == 1 and key is None:
                    rest = text[index + 1 :].lstrip()
                    if rest.startswith(":"):
                        key = text[string_start + 1 : index]
                        start = text.count("\n", 0, index) + 1
        elif char == '"':
            in_string, string_start = True, index
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth == 1 and key is not None:
                ranges[key] = (start, text.count("\n", 0, index) + 1)
                key = None
        elif char == "," and depth == 1 and key is not None:
            ranges[key] = (start, text.count("\n", 0, index) + 1)
            key = None
        index += 1
    return ranges


def skipped_lines(project: "Project", path: str) -> dict[int, str]:
    """Lines of a configuration file that do not apply -> why: the blocks of a JSON configuration
    keyed by environment other than the one the code selects (NODE_ENV's, default development, or
    a variable or start-command argument it picks its profile by); alembic.ini's sqlalchemy.url
    when the migration environment replaces it."""
    text = project.texts.get(path, "")
    if path.endswith(".ini"):
        return _alembic_url_replaced(project, text)
    if not path.endswith(".json"):
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    if not isinstance(data, dict) or not data or not set(data) <= ENVIRONMENT_KEYS | {"$schema"}:
        return {}
    selector, env = _js_selector(project, None) or ("NODE_ENV", node_env(project))  # `profiles[process.argv[2] || …]` too
    if env not in data:
        return {}
    skipped = {}
    for key, (first, last) in _block_ranges(text).items():
        if key != env:
            for line in range(first, last + 1):
                skipped[line] = f"the '{key}' block ({selector}={env} applies)"
    return skipped


_SET_URL = re.compile(r"""\.set_main_option\(\s*['"]sqlalchemy\.url['"]""")


def _alembic_url_replaced(project: "Project", text: str) -> dict[int, str]:
    """alembic.ini's `sqlalchemy.url = …` is replaced by a used `config.set_main_option("sqlalchemy.url", …)`
    (migrations/env.py reading DATABASE_URL): the line is only a placeholder then."""
    setter = next(((p, project.code(p)) for p in project.reachable if p.endswith(".py") and _SET_URL.search(project.code(p))), None)  # fmt: skip
    if setter is None:
        return {}
    path, code = setter
    line = code.count("\n", 0, _SET_URL.search(code).start()) + 1
    return {
        number: f"replaced by {path}:{line} (set_main_option('sqlalchemy.url', …))"
        for number, text_line in enumerate(text.splitlines(), start=1)
        if re.match(r"\s*sqlalchemy\.url\s*=", text_line)
    }


ENVIRONMENT_WORDS = {
    "test": re.compile(r"test", re.IGNORECASE),
    "development": re.compile(r"dev|local|debug", re.IGNORECASE),
    "production": re.compile(r"prod|live|deploy", re.IGNORECASE),
    "staging": re.compile(r"stag", re.IGNORECASE),
}
SELECTOR_VARIABLES = ("FLASK_ENV", "APP_ENV", "ENV", "ENVIRONMENT", "CONFIG", "APP_CONFIG", "FLASK_CONFIG",
                      "APP_SETTINGS", "CONFIG_NAME", "SETTINGS", "PYTHON_ENV", "STAGE")  # fmt: skip


def _environment_of(name: str) -> str | None:
    for env, pattern in ENVIRONMENT_WORDS.items():
        if pattern.search(name):
            return env
    return None


def environment_lines(
    project: "Project", path: str, selected: set[str] | None = None, environment: "Environment | None" = None
) -> dict[int, tuple[str, str, bool | None]]:
    """Lines of configuration written per environment -> (environment, block name, applies): True
    when the start command selects it (NODE_ENV for a JS object keyed by environment, default
    development; FLASK_ENV/APP_ENV/CONFIG… naming a Python config class, or the only classes the
    running code names: `selected`, see selected_config_classes), False when another one is
    selected or it is a test configuration, None when the environment decides at run time."""
    parsed = project.parsed.get(path)
    found: dict[int, tuple[str, str, bool | None]] = {}
    if parsed is None:
        return found
    if parsed.language != "python":
        from harness.verify.jsparse import ENGINE_KEYS

        selector, env = _js_selector(project, environment) or ("NODE_ENV", node_env(project, environment))
        picked = {k for p in project.reachable if p in project.parsed for k in project.parsed[p].selected_keys}
        for key, first, last in parsed.env_blocks:
            if key in ENGINE_KEYS:  # { sqlite: {…}, postgres: {…} }[key]
                applies = (key in picked) if picked & ENGINE_KEYS else None
                why = f"the '{key}' block (the code looks up {', '.join(sorted(picked & ENGINE_KEYS)) or 'a key it computes'})"
            else:
                applies = key == env or (key, env) in (("dev", "development"), ("prod", "production"), ("testing", "test"))
                why = f"the '{key}' block ({selector}={env})"
            for line in range(first, last + 1):
                found[line] = (key, why, applies)
        return found
    classes = config_classes(parsed)
    envs = {c["name"]: _environment_of(c["name"]) for c in classes}
    chosen = next((project.entries.env[v] for v in SELECTOR_VARIABLES if v in project.entries.env), None)
    mappings = [m for p in project.reachable if p in project.parsed for m in project.parsed[p].config_mappings]
    if chosen is not None and mappings and not any(chosen in m for m in mappings):
        chosen = None  # `CONFIGS.get("prod", TestingConfig)` with keys "production", …: the lookup's fallback runs
    names = {c["name"] for c in classes if envs[c["name"]]}
    picked = (selected or set()) & names
    for cls in classes:
        env = envs[cls["name"]]
        if env is None:
            continue
        if chosen is not None:
            applies: bool | None = chosen.split(".")[-1] == cls["name"] or _environment_of(chosen) == env
            why = f"{cls['name']} (run.sh selects {chosen})"
        elif picked and picked != names:
            applies = cls["name"] in picked
            why = f"{cls['name']} (the running code selects {', '.join(sorted(picked))})"
        elif env == "test":
            applies, why = False, f"{cls['name']} (a test configuration: the eval phase runs no tests)"
        else:
            applies, why = None, f"{cls['name']} (one of several environment configurations; the environment picks one)"
        for line in range(cls["line"], cls.get("end", cls["line"]) + 1):
            found[line] = (env, why, applies)
    return found


def config_classes(parsed) -> list[dict]:
    """Python configuration classes written for several environments (ProdConfig, DevConfig …)."""
    classes = [c for c in parsed.classes if re.search(r"(config|settings|configuration)$", c["name"], re.IGNORECASE)]
    if len({e for e in (_environment_of(c["name"]) for c in classes) if e}) < 2:
        return []
    return classes


def selected_config_classes(project: "Project", code: list[str], live, environment: "Environment | None" = None) -> set[str]:
    """The configuration classes the running code names outside their own definitions and outside
    branches the environment never takes (`CONFIG = DevConfig if get_debug_flag() else ProdConfig`
    with FLASK_DEBUG unset names ProdConfig; a parameter's default that every call overrides names
    nothing: config_defaults.py), and those a mapping gives for the key the environment
    picks (`config[os.getenv("FLASK_CONFIG") or "default"]`, see _mapping_choices); `live(path,
    line, column)` tells a running position."""
    names: set[str] = set()
    bodies: dict[str, list[tuple[int, int]]] = {}
    for path in code:
        parsed = project.parsed[path]
        if parsed.language == "python":
            for cls in config_classes(parsed):
                names.add(cls["name"])
                bodies.setdefault(path, []).append((cls["line"], cls.get("end", cls["line"])))
    if not names:
        return set()
    found: set[str] = set()
    unused_defaults = default_only_refs(project, code, names)
    for path in code:
        parsed = project.parsed[path]
        if parsed.language != "python":
            continue
        inside = bodies.get(path, [])
        for name, line, column in parsed.class_refs:
            if (path, line, column) in unused_defaults:
                continue  # def create_app(config_class=ProdConfig), every call passing config_class
            if name in names and live(path, line, column) and not any(a <= line <= b for a, b in inside):
                found.add(name)
        for literal in parsed.strings:  # app.config.from_object("conduit.settings.ProdConfig")
            last = literal.value.strip().rsplit(".", 1)[-1]
            if last in names and live(path, literal.line, 0):
                chosen = _set_instead(parsed, literal, environment)  # the default of `os.environ.get("CONFIG", "…")`
                found.add(chosen.strip().rsplit(".", 1)[-1] if chosen else last)
    if environment is not None:
        found |= _mapping_choices(project, code, live, environment) & names
    return found


def _set_instead(parsed, literal, environment: "Environment | None") -> str | None:
    """The value the environment gives the variable a literal is the default of
    (`from_object(os.environ.get("CONDUIT_CONFIG", "conduit.config.ProductionConfig"))` with
    CONDUIT_CONFIG in the .flaskenv the flask command loads), or None."""
    if environment is None:
        return None
    for read in parsed.env_reads:
        if read.default and read.default[0] == literal.line == read.line:
            return environment.lookup(read.variable)[0]
    return None


def _mapping_choices(project: "Project", code: list[str], live, environment: "Environment") -> set[str]:
    """Classes a configuration mapping gives for a key read from the environment: an environment
    read whose value — what run.sh sets, else its default — is a key of the mapping
    (`create_app(os.getenv("FLASK_CONFIG") or "default")` … `config[config_name]`)."""
    mappings = [m for p in code for m in project.parsed[p].config_mappings]
    if not mappings:
        return set()
    found: set[str] = set()
    for path in code:
        parsed = project.parsed[path]
        if parsed.language != "python":
            continue
        lines = project.texts[path].splitlines()
        for read in parsed.env_reads:
            if not live(path, read.line, read.column):
                continue
            value, _ = environment.lookup(read.variable)
            if value is None and read.default and read.default[0] == read.default[2]:
                first, start, _, end = read.default
                value = lines[first - 1][start:end].strip().strip("'\"")
            found |= {m[value] for m in mappings if value in m}
    return found
