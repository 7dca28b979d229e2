"""Strong mode, database (static part): evidence of each engine in the code the application
runs and in the configuration it reads (run.sh, loaded .env files, JSON/YAML configuration,
Prisma schemas, knexfiles, settings modules).

Each match is classified: counted; a guard (`url.startswith("sqlite")`, `dialect === 'sqlite'`:
a comparison, not use); or the default of an environment read (`os.getenv("DATABASE_URL",
"sqlite:///x.db")`), dormant when the solution itself sets the variable. When nothing names an
engine and the code takes its database URL from the environment, the static verdict is
"unknown": the code alone cannot tell, runtime evidence decides (passed stays True: no violation
was shown)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.configs import environment_lines, skipped_lines, solution_env
from harness.verify.evidence import MAX_ITEMS, Trace, decision, short
from harness.verify.model import VerifierResult
from harness.verify.project import Project

GUARD_CALL = re.compile(r"\b(startswith|endswith|startsWith|endsWith|includes|indexOf|match|search|test|contains)\s*\(")
GUARD_BEFORE = re.compile(r"(==|!=|===|!==|\bis|\bcase|\bin|<>)\s*$")
GUARD_AFTER = re.compile(r"^(==|!=|===|!==|\bin\b|\bnot\s+in\b)")


def used_files(project: Project) -> tuple[list[str], dict[str, str]]:
    """(reachable code files, {other file the application reads: why})."""
    code = [p for p in project.reachable if p in project.parsed]
    data = {p: why for p, why in project.data_files.items() if p not in project.parsed}
    if "run.sh" in project.texts:
        data["run.sh"] = "the start script"
    return code, data


def _plain_text(project: Project, path: str) -> str:
    """A read file without its comments (shell/.env/YAML/TOML/INI '#', Prisma '//')."""
    text = project.texts.get(path, "")
    name = PurePosixPath(path).name
    if path.endswith((".sh", ".env", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf")) or name.startswith(".env"):
        return "\n".join(re.sub(r"(^|\s)[#;].*$", "", line) for line in text.splitlines())
    if path.endswith(".prisma"):
        return "\n".join(re.sub(r"//.*$", "", line) for line in text.splitlines())
    return text


def _literal_bounds(line: str, start: int, end: int) -> tuple[int, int]:
    """The quoted literal around a match (or the match itself when it is not in quotes)."""
    for quote in ("'", '"', "`"):
        left = line.rfind(quote, 0, start + 1)
        if left >= 0 and line[left:start].count(quote) <= 1:
            right = line.find(quote, max(end, left + 1))
            if right >= 0 and left <= start:
                return left, right + 1
    return start, end


def is_guard(line: str, start: int, end: int) -> bool:
    """A literal compared with, or tested against, a value: not use of the engine."""
    left, right = _literal_bounds(line, start, end)
    before, after = line[:left].rstrip(), line[right:].lstrip()
    if GUARD_BEFORE.search(before) or GUARD_AFTER.match(after):
        return True
    for call in GUARD_CALL.finditer(before):  # still inside startswith( … ) ?
        inside = before[call.end() :]
        if 1 + inside.count("(") - inside.count(")") > 0:
            return True
    return False


@lru_cache(maxsize=1)
def _db_variable() -> re.Pattern[str]:
    return re.compile(rules.database()["strong"]["environment_variables"], re.IGNORECASE)


def _in_span(span: tuple[int, int, int, int], line: int, column: int) -> bool:
    first, first_col, last, last_col = span
    after_start = line > first or (line == first and column >= first_col)
    before_end = line < last or (line == last and column < last_col)
    return after_start and before_end


def _collect(project: Project, target: str, runtime: str) -> dict:
    spec = rules.database()["strong"]
    other = "postgres" if target == "sqlite" else "sqlite"
    code_files, data_files = used_files(project)
    read = code_files + sorted(data_files)
    env_set = solution_env(project, read)
    found: dict[str, list[dict]] = {"sqlite": [], "postgres": []}
    defaults: dict[str, list[dict]] = {"sqlite": [], "postgres": []}
    ignored: list[dict] = []
    for engine in ("sqlite", "postgres"):
        for edge in project.external_imports(code_files):
            module = edge.external or ""
            names = spec["drivers"][runtime][engine]
            if any(module == n or runtime == "python" and module.startswith(n + ".") for n in names):
                found[engine].append(
                    {"file": edge.importer, "line": edge.line, "evidence": f"imports {module}", "text": edge.text}
                )
        for entry in spec["evidence"][engine]:
            if engine == other and entry.get("django_default") and spec["ignore_django_default_of_other_engine"]:
                continue
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            for path in read:
                parsed = project.parsed.get(path)
                text = parsed.code if parsed else _plain_text(project, path)
                skipped = {} if parsed else skipped_lines(project, path)
                per_environment = environment_lines(project, path) if parsed else {}
                for number, line in enumerate(text.splitlines(), start=1):
                    for match in pattern.finditer(line):
                        item = {"file": path, "line": number, "evidence": entry["id"], "text": short(line)}
                        if entry.get("outside_project"):
                            item["outside_project"] = True
                        block = per_environment.get(number)
                        if number in skipped:
                            ignored.append({**item, "engine": engine, "ignored": skipped[number]})
                        elif block and block[2] is False:
                            ignored.append({**item, "engine": engine, "ignored": f"{block[1]}: does not apply"})
                        elif block and block[2] is None:
                            defaults[engine].append({**item, "default_of": block[1]})
                        elif parsed and is_guard(line, match.start(), match.end()):
                            ignored.append({**item, "engine": engine, "ignored": "a comparison or guard, not use"})
                        else:
                            read_default = next(
                                (
                                    r
                                    for r in (parsed.env_reads if parsed else [])
                                    if r.default and _in_span(r.default, number, match.end() - 1)
                                ),
                                None,
                            )
                            if read_default is None:
                                found[engine].append(item)
                            elif read_default.variable in env_set:
                                why = f"dormant default of {read_default.variable}, which {env_set[read_default.variable]} sets"
                                ignored.append({**item, "engine": engine, "ignored": why})
                            else:
                                defaults[engine].append({**item, "default_of": read_default.variable})
    env_reads = []
    for path in code_files:
        for read_env in project.parsed[path].env_reads:
            if _db_variable().search(read_env.variable) and not read_env.default:
                where = (
                    f"set by {env_set[read_env.variable]}"
                    if read_env.variable in env_set
                    else "set by nothing in the solution"
                )
                env_reads.append({"file": path, "line": read_env.line, "environment": read_env.variable, "note": where,
                                  "text": short(project.texts[path].splitlines()[read_env.line - 1])})  # fmt: skip
    for path in data_files:
        skipped = skipped_lines(project, path)
        for number, line in enumerate(_plain_text(project, path).splitlines(), start=1):
            if number in skipped:
                continue
            match = re.search(r"use_env_variable\"?\s*:\s*\"(\w+)\"|env\(\s*\"(\w+)\"\s*\)", line)
            if "custom-environment-variables" in path:  # node-config: `key: VARIABLE` maps a variable in
                match = re.search(r"[:=]\s*['\"]?([A-Z][A-Z0-9_]*)['\"]?\s*,?\s*$", line)
            if match and _db_variable().search(next(g for g in match.groups() if g)):
                env_reads.append(
                    {
                        "file": path,
                        "line": number,
                        "environment": next(g for g in match.groups() if g),
                        "text": short(line),
                    }
                )
    for engine in found:
        unique: dict = {}
        for item in found[engine]:
            kept = unique.setdefault((item["file"], item["line"]), item)
            if item.get("outside_project"):
                kept["outside_project"] = True
        found[engine] = list(unique.values())
    return {"found": found, "defaults": defaults, "ignored": ignored, "env_reads": env_reads,
            "code": code_files, "data": data_files, "env_set": env_set}  # fmt: skip


def _listed_drivers(project: Project, runtime: str) -> list[dict]:
    """Drivers a manifest lists (not evidence by themselves: a hint when the verdict is unknown)."""
    spec = rules.database()["strong"]["drivers"][runtime]
    manifest = "requirements.txt" if runtime == "python" else "package.json"
    found = []
    for number, line in enumerate(project.texts.get(manifest, "").splitlines(), start=1):
        for engine, names in spec.items():
            for name in names:
                if re.search(rf"(^|[\s\"']){re.escape(name)}(\[|[\s\"'=<>~!;,]|$)", line, re.IGNORECASE):
                    found.append({"file": manifest, "line": number, "engine": engine, "listed": name})
    return found


def database(project: Project, target: str, runtime: str) -> tuple[VerifierResult, Trace]:
    other = "postgres" if target == "sqlite" else "sqlite"
    got = _collect(project, target, runtime)
    found, defaults, env_reads = got["found"], got["defaults"], got["env_reads"]
    trace = Trace()
    trace.add("files read", *got["code"], *[f"{p} — {why}" for p, why in sorted(got["data"].items())])
    outside = [i for i in found["sqlite"] if i.get("outside_project")]
    if found[other]:
        passed, verdict = False, "fail"
        decided = decision(
            "other engine used",
            f"{other} is used: {found[other][0]['file']}:{found[other][0]['line']} ({found[other][0]['evidence']})",
            found[other],
        )
    elif target == "sqlite" and outside:
        passed, verdict = False, "fail"
        decided = decision(
            "sqlite outside the project",
            f"the SQLite file lives outside the project: {outside[0]['file']}:{outside[0]['line']}",
            outside,
        )
    elif found[target]:
        passed, verdict = True, "pass"
        decided = decision(
            "required engine used",
            f"{target} is used: {found[target][0]['file']}:{found[target][0]['line']} ({found[target][0]['evidence']})",
            found[target],
        )
    elif defaults[target] and not defaults[other]:
        first = defaults[target][0]
        passed, verdict = True, "pass"
        decided = decision(
            "default of an environment read",
            f"{target} is the default of {first['default_of']} at {first['file']}:{first['line']} (nothing in the solution sets it)",
            defaults[target],
        )
    elif env_reads or defaults[other]:
        passed, verdict = True, "unknown"
        items = env_reads + defaults[other]
        where = ", ".join(f"{i['file']}:{i['line']}" for i in items[:3])
        decided = decision(
            "engine chosen by the environment",
            f"the code takes its database from the environment ({where}); the code names no engine that decides, runtime evidence must",
            items + _listed_drivers(project, runtime),
        )
    else:
        passed, verdict = False, "fail"
        decided = decision(
            "required engine absent", f"no evidence of {target} in the used code or the configuration it reads"
        )
    evidence: list = [
        f"read: {len(got['code'])} file(s) reachable from {', '.join(project.entry_files) or 'no entry point'}"
        + (f", plus {', '.join(sorted(got['data']))}" if got["data"] else ""),
        f"{target} (required): {len(found[target])} piece(s) of evidence in used code",
        f"{other} (forbidden): {len(found[other])} piece(s) of evidence in used code",
    ]
    evidence += [dict(item, engine=target) for item in found[target][:MAX_ITEMS]]
    evidence += [dict(item, engine=other) for item in found[other][:MAX_ITEMS]]
    for engine in (target, other):
        evidence += [dict(item, engine=engine, counted="only as a default") for item in defaults[engine][:6]]
    if env_reads:
        evidence.append(f"database settings read from the environment: {len(env_reads)}")
        evidence += env_reads[:6]
    ignored = got["ignored"] + _ignored_elsewhere(project, set(got["code"]) | set(got["data"]))
    if ignored:
        evidence.append(
            f"not counted ({len(ignored)}): guards, dormant defaults, other environments' settings, engine mentions outside the used code"
        )
        evidence += ignored[:8]
    evidence += [f"note: {n}" for n in project.notes + project.entries.notes]
    trace.add(f"{target} evidence counted (required)", *found[target])
    trace.add(f"{other} evidence counted (forbidden)", *found[other])
    trace.add("defaults of environment reads", *defaults[target], *defaults[other])
    trace.add("settings read from the environment", *env_reads)
    trace.add("variables the solution sets", *[f"{k} ({v})" for k, v in sorted(got["env_set"].items())])
    trace.add("not counted", *ignored)
    trace.add("drivers listed in the manifest (hints only)", *_listed_drivers(project, runtime))
    result = VerifierResult(
        "database", "strong", passed, evidence, target=target, static_verdict=verdict, decided_by=decided
    )
    return result, trace


def _ignored_elsewhere(project: Project, used: set[str]) -> list[dict]:
    """What paper mode would have counted and strong mode did not read (comments, unused files)."""
    ignored = []
    for engine, entries in rules.database()["paper"]["evidence"].items():
        for entry in entries:
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            for path, text in sorted(project.texts.items()):
                if PurePosixPath(path).name in rules.database()["paper"]["skip_files"]:
                    continue
                code = project.code(path) if path in used and path in project.parsed else None
                for number, line in enumerate(text.splitlines(), start=1):
                    if not pattern.search(line):
                        continue
                    if path in used:
                        code_lines = code.splitlines() if code is not None else _plain_text(project, path).splitlines()
                        if number <= len(code_lines) and pattern.search(code_lines[number - 1]):
                            continue
                        why = "comment or docstring"
                    else:
                        why = "file not used by the application"
                    ignored.append(
                        {"file": path, "line": number, "engine": engine, "ignored": why, "text": short(line)}
                    )
    return ignored
