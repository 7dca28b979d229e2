"""Environment reads in Python code, each with where its default sits (so the database check can
judge a default dormant or live against the evaluation's environment): os.getenv / os.environ[…] /
.get / .setdefault, `os.getenv(X) or default`, click/typer options' `envvar=` with their default, decouple's config(), environs' and django-environ's
env()/env.db(), dj_database_url / django_heroku (DATABASE_URL), django-configurations' values, the fields of pydantic
BaseSettings classes (with env_prefix and aliases; a field without a default is a read too), and
calls of the solution's own helpers that return the variable they are given (`get_env(name,
default)`; `env_helpers` finds them, `helper_calls` the candidate calls, the project joins both
across files)."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from harness.verify.pypaths import _dotted, _span


@dataclass
class EnvRead:
    """`os.getenv("DATABASE_URL", "sqlite:///x.db")`: the variable, and where its default sits."""

    line: int
    variable: str
    default: tuple[int, int, int, int] | None = None  # (line, col, end line, end col) of the default
    column: int = 0  # where the read starts on its line



def _reads_parameter(node: ast.AST, parameter: str) -> bool:
    """os.environ.get(p…) / os.getenv(p…) / os.environ[p] with p the parameter."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call) and inner.args and isinstance(inner.args[0], ast.Name):
            name = _dotted(inner.func)
            if inner.args[0].id == parameter and (name.endswith("getenv") or name.endswith("environ.get")):
                return True
        if isinstance(inner, ast.Subscript) and _dotted(inner.value).endswith("environ"):
            if isinstance(inner.slice, ast.Name) and inner.slice.id == parameter:
                return True
    return False


def env_helpers(tree: ast.AST) -> set[str]:
    """Functions that return the environment variable their first parameter names
    (`def get_env(name, default=None): return os.environ.get(name, default)`)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.args.args:
            if _reads_parameter(node, node.args.args[0].arg):
                found.add(node.name)
    return found


def helper_calls(tree: ast.AST) -> list[tuple[str, EnvRead]]:
    """Candidate calls of an environment helper: `name("UPPER_CASE", default)` -> (name, read)."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.func, (ast.Name, ast.Attribute))):
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value.isupper():
            default = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "default"), None)  # fmt: skip
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            read = EnvRead(node.lineno, first.value, _span(default) if default is not None else None, node.col_offset)
            found.append((name, read))
    return found


def settings_option(node: ast.ClassDef, option: str) -> str:
    """A pydantic-settings option given as a constant (model_config = SettingsConfigDict(option=…),
    a dict, or class Config), "" when not given."""
    for stmt in ast.walk(node):
        if isinstance(stmt, ast.keyword) and stmt.arg == option and isinstance(stmt.value, ast.Constant):
            return str(stmt.value.value)
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == option for t in stmt.targets):
            if isinstance(stmt.value, ast.Constant):
                return str(stmt.value.value)
        if isinstance(stmt, ast.Dict):
            for key, value in zip(stmt.keys, stmt.values):
                if isinstance(key, ast.Constant) and key.value == option and isinstance(value, ast.Constant):
                    return str(value.value)
    return ""


def settings_prefix(node: ast.ClassDef) -> str:
    """pydantic-settings' env_prefix."""
    return settings_option(node, "env_prefix").upper()


def _nested_fields(settings: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> list[EnvRead]:
    """With env_nested_delimiter, a field typed as a model of the module (`db: DbSettings`) is
    read from PREFIX + FIELD + delimiter + SUBFIELD (DB__URL): one read per field of that model."""
    delimiter = settings_option(settings, "env_nested_delimiter")
    if not delimiter:
        return []
    prefix = settings_prefix(settings)
    found = []
    for stmt in settings.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
            continue
        nested = classes.get(ast.unparse(stmt.annotation).strip("'\""))
        for inner in nested.body if nested is not None else []:
            if isinstance(inner, ast.AnnAssign) and isinstance(inner.target, ast.Name) and inner.value is not None:
                variable = f"{prefix}{stmt.target.id.upper()}{delimiter}{inner.target.id.upper()}"
                found.append(EnvRead(inner.lineno, variable, _span(inner.value), inner.col_offset))
    return found


# django-configurations' values that read a URL variable of their own, with no prefix
_URL_VALUES = {"DatabaseURLValue": "DATABASE_URL", "CacheURLValue": "CACHE_URL", "EmailURLValue": "EMAIL_URL", "SearchURLValue": "SEARCH_URL"}


def _configurations_value(node: ast.Assign) -> EnvRead | None:
    """A django-configurations setting (`DATABASES = values.DatabaseURLValue("sqlite:///…")` in a
    Configuration class): the variable it reads (DATABASE_URL for DatabaseURLValue, DJANGO_<NAME>
    for the others, unless environ_name=/environ_prefix= say otherwise; none with environ=False)
    and its default, the first argument or default=."""
    call = node.value
    if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name) or not isinstance(call, ast.Call):
        return None
    name = _dotted(call.func)
    if not (name.startswith("values.") and name.endswith("Value")):
        return None
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if isinstance(keywords.get("environ"), ast.Constant) and keywords["environ"].value is False:
        return None
    kind = name.rsplit(".", 1)[-1]
    named, prefix = keywords.get("environ_name"), keywords.get("environ_prefix")
    variable = named.value if isinstance(named, ast.Constant) and isinstance(named.value, str) else _URL_VALUES.get(kind, node.targets[0].id)
    prefix_text = prefix.value if isinstance(prefix, ast.Constant) else (None if kind in _URL_VALUES else "DJANGO")
    if prefix_text:
        variable = f"{prefix_text}_{variable}"
    default = call.args[0] if call.args else keywords.get("default")
    return EnvRead(node.lineno, variable, _span(default) if default is not None else None, call.col_offset)


def env_reads(tree: ast.AST) -> list[EnvRead]:
    """os.getenv / os.environ[...] / .get / setdefault, decouple's config(), environs' env(), and
    the fields of pydantic BaseSettings classes (the field name is the variable)."""
    found: list[EnvRead] = []
    classes = {node.name: node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    merged = {n.targets[0].id for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
              and isinstance(n.targets[0], ast.Name) and _holds_environment(n.value)}  # fmt: skip
    given = {(n.func.id, k.arg) for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
             and n.func.id in classes for k in n.keywords if k.arg}  # fields the module's own instantiation gives
    v2 = any(isinstance(n, ast.ImportFrom) and (n.module or "").startswith("pydantic_settings")  # pydantic-settings' BaseSettings
             or isinstance(n, ast.Import) and any(a.name.startswith("pydantic_settings") for a in n.names) for n in ast.walk(tree))
    for node in ast.walk(tree):
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) > 1:
            inner = env_reads(ast.Module(body=[ast.Expr(node.values[0])], type_ignores=[]))
            if inner:  # os.getenv("DATABASE_URL") or "sqlite:///x.db"
                found.append(EnvRead(node.lineno, inner[0].variable, _span(node.values[1]), node.col_offset))
        if isinstance(node, ast.Subscript) and (_dotted(node.value).endswith("environ") or _dotted(node.value) in merged):
            key = node.slice
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.append(EnvRead(node.lineno, key.value, column=node.col_offset))
        elif isinstance(node, ast.Assign) and (read := _configurations_value(node)):
            found.append(read)
        elif isinstance(node, ast.Call):
            name = _dotted(node.func)
            last = name.rsplit(".", 1)[-1]
            if name.startswith("dj_database_url.") and last == "config":  # reads env= (DATABASE_URL), default=…
                default = next((k.value for k in node.keywords if k.arg == "default"), None)
                named = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "env"), None)
                variable = named.value if isinstance(named, ast.Constant) and isinstance(named.value, str) else "DATABASE_URL"
                found.append(EnvRead(node.lineno, variable, _span(default) if default is not None else None,
                                     node.col_offset))  # fmt: skip
                continue
            if name == "django_heroku.settings":  # replaces DATABASES from DATABASE_URL when it is set
                found.append(EnvRead(node.lineno, "DATABASE_URL", column=node.col_offset))
                continue
            if name.endswith(("env.db", "env.db_url", "env.dj_db_url", "env.db_url_config")):  # django-environ, environs
                first = node.args[0] if node.args else None
                variable = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else "DATABASE_URL"
                default = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "default"), None)  # fmt: skip
                found.append(EnvRead(node.lineno, variable, _span(default) if default is not None else None, node.col_offset))
                continue
            envvar = next((k.value for k in node.keywords if k.arg in ("envvar", "env_var")), None)
            if isinstance(envvar, ast.Constant) and isinstance(envvar.value, str):
                # click/typer `option("--db", envvar="DATABASE_URL", default=…)`, ConfigArgParse's env_var=:
                # the variable, when set, replaces the default (typer.Option's first argument is its default)
                default = next((k.value for k in node.keywords if k.arg == "default"), None)
                if default is None and last in ("Option", "Argument") and node.args and not (
                        isinstance(node.args[0], ast.Constant) and str(node.args[0].value).startswith("-")):  # fmt: skip
                    default = node.args[0]
                found.append(EnvRead(node.lineno, envvar.value, _span(default) if default is not None else None, node.col_offset))
                continue
            if not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            environ_call = last in ("get", "setdefault") and (name.rsplit(".", 1)[0].endswith("environ") or name.rsplit(".", 1)[0] in merged)
            getter = last == "getenv" or environ_call or name in ("config", "env", "env.str", "env.url", "env.db")
            if not getter:
                continue
            default = (
                node.args[1]
                if len(node.args) > 1
                else next((k.value for k in node.keywords if k.arg == "default"), None)
            )
            found.append(EnvRead(node.lineno, first.value, _span(default) if default is not None else None,
                                 node.col_offset))  # fmt: skip
        elif isinstance(node, ast.ClassDef) and any(_dotted(b).endswith("Settings") for b in node.bases):
            found += _nested_fields(node, classes)
            # case_sensitive=True: a field is read under its exact name only (database_url, not DATABASE_URL)
            exact = settings_option(node, "case_sensitive") == "True"
            prefix = settings_option(node, "env_prefix") if exact else settings_prefix(node)
            for stmt in node.body:
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and (node.name, stmt.target.id) in given:
                    continue  # `Settings(database_url=…)`: the initialiser's argument wins over the environment
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is None:
                    if not stmt.target.id.startswith("_") and "ClassVar" not in ast.unparse(stmt.annotation):
                        name = stmt.target.id if exact else stmt.target.id.upper()
                        found.append(EnvRead(stmt.lineno, prefix + name, None, stmt.col_offset))  # required
                    continue
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                    value = stmt.value
                    variable = prefix + (stmt.target.id if exact else stmt.target.id.upper())
                    choices: list[str] = []
                    if isinstance(value, ast.Call) and _dotted(value.func).endswith("Field"):
                        # `env=` is pydantic v1's; pydantic-settings (v2) keeps it as schema data and reads the field's own name
                        names = ("alias", "validation_alias") if v2 else ("alias", "validation_alias", "env")
                        alias = next((k.value for k in value.keywords if k.arg in names), None)
                        if isinstance(alias, ast.Constant) and isinstance(alias.value, str):
                            variable = alias.value if exact else alias.value.upper()
                        elif isinstance(alias, ast.Call) and _dotted(alias.func).endswith("AliasChoices"):
                            # AliasChoices("DATABASE_URL", "CONDUIT_DB_URL"): each name is read, the first set wins
                            choices = [a.value if exact else a.value.upper() for a in alias.args
                                       if isinstance(a, ast.Constant) and isinstance(a.value, str)]  # fmt: skip
                            variable = choices[0] if choices else variable
                        inner = (
                            value.args[0]
                            if value.args
                            else next((k.value for k in value.keywords if k.arg == "default"), None)
                        )
                        if inner is None:
                            continue
                        value = inner
                    found += [EnvRead(stmt.lineno, v, _span(value), stmt.col_offset) for v in (choices or [variable])]
    return found + _merged_with_environment(tree) + _everett_reads(tree)


def _everett_reads(tree: ast.AST) -> list[EnvRead]:
    """everett: `config = ConfigManager.basic_config()` … `config("database_url", default=…)` reads
    DATABASE_URL (everett upper-cases the key, namespaces joined with `_`)."""
    managers = {n.targets[0].id for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
                and isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.Call)
                and _dotted(n.value.func).split(".")[0] == "ConfigManager"}  # fmt: skip
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in managers and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                default = next((k.value for k in node.keywords if k.arg == "default"), None)
                found.append(EnvRead(node.lineno, first.value.upper(), _span(default) if default is not None else None, node.col_offset))
    return found


def _holds_environment(value: ast.AST) -> bool:
    """A map holding the environment or an env file's values: `{**os.environ, **dotenv_values()}`,
    `ChainMap(os.environ, …)`, `dotenv_values() | os.environ`, `dotenv_values(".env")` (its
    lookups read variables; which source wins is environment.py's)."""
    if isinstance(value, ast.Call) and _dotted(value.func).rsplit(".", 1)[-1] == "dotenv_values":
        return True
    if isinstance(value, ast.Dict):
        return any(k is None and (_is_environ(v) or _holds_environment(v)) for k, v in zip(value.keys, value.values))
    if isinstance(value, ast.Call) and _dotted(value.func).endswith("ChainMap"):
        return any(_is_environ(a) or _holds_environment(a) for a in value.args)
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
        return any(_is_environ(side) or _holds_environment(side) for side in (value.left, value.right))
    return False


def _is_environ(node: ast.AST, copies: set[str] = frozenset()) -> bool:  # type: ignore[assignment]
    """os.environ, or a copy of it (`dict(os.environ)`, `os.environ.copy()`, a name holding one)."""
    if isinstance(node, ast.Call):
        if _dotted(node.func) == "dict" and len(node.args) == 1:
            return _is_environ(node.args[0], copies)
        return _dotted(node.func).endswith("environ.copy")
    if isinstance(node, ast.Name) and node.id in copies:
        return True
    return _dotted(node).endswith("environ")


def _environment_first(value: ast.AST, copies: set[str]) -> tuple[ast.AST, list[ast.AST]] | None:
    """(the environment, the maps merged with it that lose to it): `ChainMap(os.environ, DEFAULTS)`
    (a ChainMap takes the first map holding a key), `{**DEFAULTS, **os.environ}` and `DEFAULTS |
    os.environ` (the last one wins). None when the environment is not the winner."""
    if isinstance(value, ast.Call) and _dotted(value.func).endswith("ChainMap") and value.args:
        return (value.args[0], value.args[1:]) if _is_environ(value.args[0], copies) else None
    if isinstance(value, ast.Dict) and value.keys and value.keys[-1] is None:  # {**a, **os.environ}
        if _is_environ(value.values[-1], copies):
            return value.values[-1], [v for k, v in zip(value.keys[:-1], value.values[:-1]) if k is None]
        return None
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
        return (value.right, [value.left]) if _is_environ(value.right, copies) else None
    return None


def _key(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _merged_with_environment(tree: ast.AST) -> list[EnvRead]:
    """`settings = ChainMap(os.environ, DEFAULTS)`, `{**DEFAULTS, **env}` with `env =
    dict(os.environ)`: each value of DEFAULTS is the default of the variable its key names (dormant
    when the variable is set). A key the copy mirrors from another variable (`env["SQLALCHEMY_URI"]
    = env["DATABASE_URL"]`) is set exactly when that variable is."""
    assigns = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1]
    copies = {n.targets[0].id for n in assigns if isinstance(n.targets[0], ast.Name) and _is_environ(n.value)}
    dicts = {n.targets[0].id: n.value for n in assigns
             if isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.Dict) and n.value.keys
             and all(_key(k) for k in n.value.keys)}  # fmt: skip
    mirrors: dict[str, dict[str, str]] = {}  # copy -> key -> the variable it mirrors
    for node in assigns:
        target, value = node.targets[0], node.value
        if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id in copies
                and _key(target.slice) and isinstance(value, ast.Subscript) and _is_environ(value.value, copies)
                and _key(value.slice)):  # fmt: skip
            mirrors.setdefault(target.value.id, {})[_key(target.slice)] = _key(value.slice)  # type: ignore[index]
    found = []
    for node in assigns:
        winner, losers = _environment_first(node.value, copies) or (None, [])
        mirrored = mirrors.get(winner.id, {}) if isinstance(winner, ast.Name) else {}
        for loser in losers:
            table = dicts.get(loser.id) if isinstance(loser, ast.Name) else loser if isinstance(loser, ast.Dict) else None
            for key, value in zip(table.keys, table.values) if isinstance(table, ast.Dict) else []:
                if _key(key):
                    variable = mirrored.get(_key(key), _key(key))  # type: ignore[arg-type]
                    found.append(EnvRead(value.lineno, variable, _span(value), value.col_offset))  # type: ignore[arg-type]
    return found
