"""Mode `paper`: the study's pattern checks, reproduced exactly, weaknesses included.

All three read only the lines the patch adds (a directory counts as all-added)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import PurePosixPath

from harness.verify import rules
from harness.verify.model import Constraints, VerifierResult
from harness.verify.source import Source

PY_SUFFIXES = {".py"}
JS_SUFFIXES = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts"}


def file_layer(path: str) -> str | None:
    """The layer of the first directory component of `path` that is a layer alias."""
    aliases = rules.layer_aliases()
    for part in PurePosixPath(path).parts[:-1]:
        layer = aliases.get(part.lower())
        if layer:
            return layer
    return None


def module_layer(module: str) -> str | None:
    """An imported module path split on dots and slashes, '.' and '..' dropped; first alias wins."""
    aliases = rules.layer_aliases()
    for part in re.split(r"[./\\]+", module):
        if part in ("", ".", ".."):
            continue
        layer = aliases.get(part.lower())
        if layer:
            return layer
    return None


@lru_cache(maxsize=1)
def _import_patterns() -> tuple[list[re.Pattern[str]], list[re.Pattern[str]]]:
    spec = rules.architecture()["paper"]
    return [re.compile(p) for p in spec["python_imports"]], [re.compile(p) for p in spec["js_imports"]]


def _imports(path: str, line: str) -> list[str]:
    python, js = _import_patterns()
    suffix = PurePosixPath(path).suffix
    patterns = python if suffix in PY_SUFFIXES else js if suffix in JS_SUFFIXES else []
    found: list[str] = []
    for pattern in patterns:
        for match in pattern.finditer(line):
            found.extend(m.strip() for m in match.group(1).split(","))
    return found


def architecture(source: Source) -> VerifierResult:
    ranks = rules.layer_ranks()
    minimum = rules.architecture()["paper"]["min_layers"]
    layer_dirs: dict[str, set[str]] = {}
    violations: list[dict] = []
    for path, file in sorted(source.files.items()):
        if not file.added:
            continue
        aliases = rules.layer_aliases()
        parts = PurePosixPath(path).parts[:-1]
        for index, part in enumerate(parts):
            if part.lower() in aliases:
                layer_dirs.setdefault(aliases[part.lower()], set()).add("/".join(parts[: index + 1]))
        own = file_layer(path)
        if own is None:
            continue
        for number, line in file.added:
            for module in _imports(path, line):
                target = module_layer(module)
                if target and ranks[target] > ranks[own]:
                    violations.append(
                        {"file": path, "line": number, "import": module, "from_layer": own, "to_layer": target}
                    )
    present = sorted(layer_dirs, key=lambda layer: ranks[layer])
    evidence: list = [
        f"layers present as directories: {', '.join(present) or 'none'} ({len(present)} of 4, at least {minimum} needed)"
    ]
    evidence += [{"layer": layer, "directories": sorted(dirs)} for layer, dirs in sorted(layer_dirs.items())]
    if violations:
        evidence.append(f"{len(violations)} import(s) to a layer of higher rank")
        evidence += violations
    else:
        evidence.append("no import to a layer of higher rank")
    passed = len(present) >= minimum and not violations
    return VerifierResult("architecture", "paper", passed, evidence, target="clean_architecture")


def _engine_evidence(source: Source, target: str) -> dict[str, list[dict]]:
    spec = rules.database()["paper"]
    skip = set(spec["skip_files"])
    other = "postgres" if target == "sqlite" else "sqlite"
    found: dict[str, list[dict]] = {"sqlite": [], "postgres": []}
    for engine, entries in spec["evidence"].items():
        for entry in entries:
            pattern = rules.compile_pattern({"regex": entry["regex"], "flags": "i"})
            ignored = engine == other and entry.get("django_default") and spec["ignore_django_default_of_other_engine"]
            for path, file in sorted(source.files.items()):
                if PurePosixPath(path).name in skip:
                    continue
                for number, line in file.added:
                    if pattern.search(line) and not ignored:
                        found[engine].append(
                            {"file": path, "line": number, "evidence": entry["id"], "text": line.strip()[:160]}
                        )
    return found


def database(source: Source, target: str) -> VerifierResult:
    other = "postgres" if target == "sqlite" else "sqlite"
    found = _engine_evidence(source, target)
    passed = bool(found[target]) and not found[other]
    evidence: list = [
        f"{target} (required): {len(found[target])} line(s) of evidence",
        f"{other} (forbidden): {len(found[other])} line(s) of evidence",
    ]
    evidence += [dict(item, engine=target) for item in found[target][:10]]
    evidence += [dict(item, engine=other) for item in found[other][:10]]
    return VerifierResult("database", "paper", passed, evidence, target=target)


def orm(source: Source, orm_name: str) -> VerifierResult:
    hits: list[dict] = []
    for entry in rules.orm()["paper"][orm_name]:
        pattern = rules.compile_pattern(entry)
        only = entry.get("file")
        for path, file in sorted(source.files.items()):
            if only and PurePosixPath(path).name != only:
                continue
            for number, line in file.added:
                if pattern.search(line):
                    hits.append({"file": path, "line": number, "evidence": entry["id"], "text": line.strip()[:160]})
    evidence: list = [f"{orm_name} fingerprints in added lines: {len(hits)}"] + hits[:10]
    return VerifierResult("orm", "paper", bool(hits), evidence, target=orm_name)


def verify(source: Source, constraints: Constraints) -> list[VerifierResult]:
    results: list[VerifierResult] = []
    for name in constraints.active():
        if source.empty:
            results.append(
                VerifierResult(
                    name, "paper", False, [f"empty or missing patch ({source.origin})"], target=constraints.target(name)
                )
            )
        elif name == "architecture":
            results.append(architecture(source))
        elif name == "database":
            results.append(database(source, constraints.database or ""))
        else:
            results.append(orm(source, constraints.orm_name))
    return results
