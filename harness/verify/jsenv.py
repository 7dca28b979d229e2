"""Environment reads in JavaScript/TypeScript code (comments already blanked), each with where its
default sits so a default can be judged dormant or live against the evaluation's environment:

- `process.env.X`, `process.env['X']`, with a `|| 'default'` / `?? 'default'` / `?? 6543` (or `??=` / `||=`);
- `const { DATABASE_URL = 'sqlite:x.db', PORT } = process.env`;
- settings schemas that read the environment themselves: convict (`{ default: '…', env: 'X' }`),
  zod objects parsed from process.env (`X: z.string().default('…')`), envalid
  (`X: str({ default: '…' })`, or `devDefault`, under `cleanEnv(process.env, …)`), @fastify/env / env-schema
  (`properties: { X: { type: 'string', default: '…' } }`);
- env-var's `env.get('X').default('…')`, commander's `new Option(…).env('X').default('…')`;
- calls of the solution's own helpers (`env('DATABASE_URL', 'sqlite:x')`, where `env` returns
  `process.env[name]`): `helper_calls` finds the candidate calls, `env_helpers` the helpers; the
  project joins them across files (a helper is usually imported from a config module)."""

from __future__ import annotations

import re

from harness.verify.pyenv import EnvRead

_ENV = re.compile(r"process\.env(?:\.(\w+)|\[\s*['\"](\w+)['\"]\s*\])(\s*(?:\|\||\?\?)=?\s*)?(['\"`][^'\"`\n]*['\"`]|(?<=[|?=\s])\d+\b)?")
_DESTRUCTURED = re.compile(r"\{([^{}]*)\}\s*=\s*process\.env\b")
_DESTRUCTURED_ITEM = re.compile(r"(\w+)(\s*:\s*\w+)?(\s*=\s*(['\"`][^'\"`]*['\"`]))?")
_QUOTED = r"(['\"`][^'\"`\n]*['\"`])"
_CONVICT_OBJECT = re.compile(r"\{[^{}]*\benv\s*:\s*['\"]([A-Z][A-Z0-9_]*)['\"][^{}]*\}")
_CONVICT_DEFAULT = re.compile(r"\bdefault\s*:\s*" + _QUOTED)
_ZOD_FIELD = re.compile(r"\b([A-Z][A-Z0-9_]*)['\"]?\s*:\s*z\.[^,;\n]*?\.default\(\s*" + _QUOTED)
_ENVALID_FIELD = re.compile(r"\b([A-Z][A-Z0-9_]*)['\"]?\s*:\s*(?:str|url|host|port|num|bool|email|json)\(\s*\{[^{}]*?\b(?:devDefault|default)\s*:\s*" + _QUOTED)  # fmt: skip
# env-var: `env.get('DATABASE_URL').default('postgres://…').asString()` (the chain may span lines)
_ENV_VAR_FIELD = re.compile(r"""\b\w+\s*\.\s*get\(\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\)(?:\s*\.\s*(?!default\b)\w+\([^()]*\))*\s*\.\s*default\(\s*""" + _QUOTED)
# commander: `new Option('--database-url <url>').env('DATABASE_URL').default('postgres://…')` (either
# order): the variable, when set, replaces the default (only a command-line value beats it)
_CHAIN_STEP = r"(?:\s*\.\s*(?!default\b|env\b)\w+\([^()]*\))*\s*\.\s*"
_COMMANDER_ENV_FIRST = re.compile(r"""\.\s*env\(\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\)""" + _CHAIN_STEP + r"default\(\s*" + _QUOTED)
_COMMANDER_DEFAULT_FIRST = re.compile(r"\.\s*default\(\s*" + _QUOTED + r"[^()]*\)" + _CHAIN_STEP + r"""env\(\s*['"]([A-Z][A-Z0-9_]*)['"]""")
_SCHEMA_FIELD = re.compile(r"\b([A-Z][A-Z0-9_]*)['\"]?\s*:\s*\{[^{}]*?\bdefault\s*:\s*" + _QUOTED)  # env-schema's JSON schema
_HELPER_DEFINITION = re.compile(
    r"\bfunction\s+(\w+)\s*\(\s*(\w+)[^)]*\)\s*(?::[^{]*)?\{"  # function env(name, fallback) {
    r"|\b(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s*)?\(\s*(\w+)[^)]*\)\s*(?::[^=]*)?=>"  # const env = (name, d) =>
)
_HELPER_CALL = re.compile(r"(?<![\w.])(\w+)\(\s*['\"]([A-Z][A-Z0-9_]*)['\"]\s*(?:,\s*" + _QUOTED + r")?")


def _offsets(code: str) -> list[int]:
    offsets = [0]
    for line in code.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    return offsets


def _span(code: str, offsets: list[int], start: int, end: int) -> tuple[int, int, int, int]:
    first = code.count("\n", 0, start) + 1
    last = code.count("\n", 0, end) + 1
    return (first, start - offsets[first - 1], last, end - offsets[last - 1])


def _read(code: str, offsets: list[int], variable: str, at: int, default: tuple[int, int] | None) -> EnvRead:
    span = _span(code, offsets, *default) if default else None
    line = code.count("\n", 0, at) + 1
    return EnvRead(line, variable, span, at - offsets[line - 1])


def _chain_defaults(reads: list[EnvRead], line: str) -> None:
    """`process.env.PGDATABASE || process.env.POSTGRES_DB || 'conduit_dev'`: the first read's
    default is the rest of the chain (dormant, like its literal, when PGDATABASE is set)."""
    reads = sorted(reads, key=lambda r: r.column)
    for read, after in zip(reads, reads[1:]):
        if read.default is None and re.fullmatch(r"[\w.\[\]'\"]*\s*(\|\||\?\?)\s*", line[read.column : after.column]):
            end = after.default[3] if after.default else after.column
            read.default = (read.line, after.column, read.line, end)
    for read, after in reversed(list(zip(reads, reads[1:]))):  # a chain of three: the whole rest
        if read.default and after.default and read.default[1] == after.column:
            read.default = (read.line, read.default[1], read.line, max(read.default[3], after.default[3]))


_ALIAS = re.compile(r"\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*process\.env\s*;")


def _env_patterns(code: str) -> list[re.Pattern[str]]:
    """process.env reads, and reads through a name bound to it (`const env = process.env; env.X`)."""
    aliases = [re.escape(a) for a in _ALIAS.findall(code)]
    return [_ENV] + [re.compile(r"(?<![\w$.])" + a + _ENV.pattern[len(r"process\.env"):]) for a in aliases]


def env_reads(code: str) -> list[EnvRead]:
    """Every environment read of the file (see the module docstring), helpers' calls aside."""
    found = []
    offsets = _offsets(code)
    patterns = _env_patterns(code)
    for number, line in enumerate(code.splitlines(), start=1):
        on_line = []
        for match in (m for pattern in patterns for m in pattern.finditer(line)):
            variable = match.group(1) or match.group(2)
            default = None
            if match.group(3) and match.group(4):
                default = (number, match.start(4), number, match.end(4))
            on_line.append(EnvRead(number, variable, default, match.start()))
        _chain_defaults(on_line, line)
        found += on_line
    for match in _DESTRUCTURED.finditer(code):
        for item in _DESTRUCTURED_ITEM.finditer(match.group(1)):
            start = match.start(1) + item.start()
            default = (match.start(1) + item.start(4), match.start(1) + item.end(4)) if item.group(4) else None
            found.append(_read(code, offsets, item.group(1), start, default))
    for match in _CONVICT_OBJECT.finditer(code):  # convict: { doc, format, default: '…', env: 'X' }
        default = _CONVICT_DEFAULT.search(match.group(0))
        where = (match.start() + default.start(1), match.start() + default.end(1)) if default else None
        found.append(_read(code, offsets, match.group(1), match.start(1), where))
    patterns = []
    if re.search(r"process\.env", code):  # zod / envalid schemas validating process.env
        patterns += [_ZOD_FIELD, _ENVALID_FIELD]
    if re.search(r"@fastify/env|fastify-env|env-schema|\benvSchema\s*\(", code):  # properties: { X: { default } }
        patterns.append(_SCHEMA_FIELD)
    if re.search(r"""['"]env-var['"]""", code):
        patterns.append(_ENV_VAR_FIELD)
    if re.search(r"""['"]commander['"]""", code):
        patterns.append(_COMMANDER_ENV_FIRST)
        for match in _COMMANDER_DEFAULT_FIRST.finditer(code):
            found.append(_read(code, offsets, match.group(2), match.start(2), (match.start(1), match.end(1))))
    for pattern in patterns:
        for match in pattern.finditer(code):
            found.append(_read(code, offsets, match.group(1), match.start(1), (match.start(2), match.end(2))))
    return found


def env_helpers(code: str) -> set[str]:
    """Functions of this file that return the variable their first parameter names:
    `function env(name, fallback) { const v = process.env[name]; … }`."""
    found = set()
    for match in _HELPER_DEFINITION.finditer(code):
        name, parameter = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        body = code[match.end() : match.end() + 400]
        if re.search(rf"process\.env\[\s*{re.escape(parameter)}\s*\]", body):
            found.add(name)
    return found


def helper_calls(code: str) -> list[tuple[str, EnvRead]]:
    """Candidate calls of an environment helper: `name('UPPER_CASE', 'default')` -> (name, read)."""
    offsets = _offsets(code)
    found = []
    for match in _HELPER_CALL.finditer(code):
        default = (match.start(3), match.end(3)) if match.group(3) else None
        found.append((match.group(1), _read(code, offsets, match.group(2), match.start(), default)))
    return found
