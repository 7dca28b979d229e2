"""Resolution, caches and the capped rendering shared by the Python and Node generators."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from harness.catalog.tasks import Framework
from harness.apidocs.model import DocsUnavailable, Entry
from harness.paths import cache_dir

DEFAULT_MAX_TOKENS = 6000
CHARS_PER_TOKEN = 4  # approximate tokens = characters / 4 (documented; no tokenizer needed)
RESOLVE_TTL_S = 24 * 3600.0  # a resolved "latest" version is reused this long
ORM_SHARE = 0.4  # of the cap, when the ORM package is documented too
FORMAT_VERSION = "2"  # bump when the introspection or the rendering changes: cached entries are redone
_COMPLETE = ".complete"


@dataclass
class DocsBlock:
    framework: str
    packages: dict[str, str]  # package -> version, in block order
    text: str
    approx_tokens: int
    entries_shown: int
    entries_total: int

    def to_dict(self) -> dict:
        return asdict(self)


def packages_for(framework: Framework, orm: bool) -> list[str]:
    """The framework's package, then the ORM's when the task has the ORM constraint."""
    return [framework.package, framework.orm_name] if orm else [framework.package]


def docs_root() -> Path:
    path = cache_dir() / "apidocs"
    path.mkdir(parents=True, exist_ok=True)
    return path


@contextmanager
def locked(name: str):
    """One process at a time per cache slot (parallel matrix runs generate the same docs)."""
    lock_dir = docs_root() / "locks"
    lock_dir.mkdir(exist_ok=True)
    with open(lock_dir / f"{name}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def slot_name(runtime: str, package: str, version: str) -> str:
    return f"{runtime}-{package.replace('/', '__').replace('@', '')}-{version}"


# --- version resolution ---------------------------------------------------------------------------------


def _resolved_file() -> Path:
    return docs_root() / "resolved.json"


def resolve_version(runtime: str, package: str, resolver: Callable[[str], str], offline: bool = False) -> str:
    """The version the evaluation would install today. Offline: the last resolved version, else the
    newest version already prefetched; never the registry."""
    key = f"{runtime}:{package}"
    with locked("resolved"):
        known = json.loads(_resolved_file().read_text()) if _resolved_file().is_file() else {}
        entry = known.get(key)
        if entry and (offline or time.time() - entry["at"] < RESOLVE_TTL_S):
            return entry["version"]
        if offline:
            prefix = slot_name(runtime, package, "")
            cached = sorted((docs_root() / "entries").glob(f"{prefix}*.json"), key=lambda p: p.stat().st_mtime)
            if cached:
                return json.loads(cached[-1].read_text())["version"]
            raise DocsUnavailable(f"offline and {package} was never prefetched (harness docs FRAMEWORK --prefetch)")
        version = resolver(package)
        known[key] = {"version": version, "at": time.time()}
        tmp = _resolved_file().with_suffix(".tmp")
        tmp.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n")
        os.replace(tmp, _resolved_file())
        return version


# --- cached introspection -------------------------------------------------------------------------------


def cached_entries(runtime: str, package: str, version: str, install: Callable[[Path], None],
                   introspect: Callable[[Path], list[Entry]], offline: bool = False) -> list[Entry]:  # fmt: skip
    """Entries of one package version, ranked; installed and introspected once, then read from the cache."""
    name = slot_name(runtime, package, version)
    target = docs_root() / "entries" / f"{name}.json"
    if target.is_file():
        data = json.loads(target.read_text())
        if data.get("format") == FORMAT_VERSION:
            return [Entry(**e) for e in data["entries"]]
    if offline:
        raise DocsUnavailable(f"offline and {package} {version} is not in the docs cache")
    with locked(name):
        if target.is_file():
            data = json.loads(target.read_text())
            if data.get("format") == FORMAT_VERSION:
                return [Entry(**e) for e in data["entries"]]
        env = docs_root() / "envs" / name
        if not (env / _COMPLETE).exists():
            shutil.rmtree(env, ignore_errors=True)
            env.mkdir(parents=True)
            install(env)
            (env / _COMPLETE).write_text("ok\n")
        entries = introspect(env)
        if not entries:
            raise DocsUnavailable(f"no public API found in {package} {version}")
        target.parent.mkdir(exist_ok=True)
        payload = {"format": FORMAT_VERSION, "runtime": runtime, "package": package, "version": version,
                   "entries": [asdict(e) for e in entries]}  # fmt: skip
        tmp = target.with_suffix(".tmp")
        tmp.write_text(json.dumps(payload, indent=1) + "\n")
        os.replace(tmp, target)
        return entries


# --- the capped block -----------------------------------------------------------------------------------


def _capped(entries: list[Entry], budget_chars: int) -> tuple[list[str], int]:
    """The highest-ranked entries that fit in budget_chars, in rank order. An entry that does not fit whole
    loses its lowest-ranked members; the first one that does not fit even bare ends the list."""
    shown, used = [], 0
    for entry in entries:
        for keep in range(len(entry.members), -1, -1):
            text = Entry(entry.path, entry.kind, entry.signature, entry.doc, entry.members[:keep]).render()
            if used + len(text) + 1 <= budget_chars:
                break
        else:
            break
        shown.append(text)
        used += len(text) + 1
    return shown, used


def render_block(framework: Framework, sections: list[tuple[str, str, list[Entry]]], max_tokens: int) -> DocsBlock:
    """sections: (package, version, ranked entries). The whole text stays within max_tokens × 4 characters."""
    budget = max_tokens * CHARS_PER_TOKEN
    versions = ", ".join(f"{p} {v}" for p, v, _ in sections)
    head = (
        f"## Reference documentation ({versions})\n\n"
        f"Reference documentation generated from the exact version{'s' if len(sections) > 1 else ''} the evaluation "
        f"will install ({versions}): the public API, most used entry points first, with signatures and the first "
        f"line of each docstring or doc comment.\n"
    )
    parts = [head]
    remaining = budget - len(head) - 1
    shown_total = total = 0
    for index, (package, version, entries) in enumerate(sections):
        heading = f"\n### {package} {version}\n\n"
        share = remaining if index == len(sections) - 1 else int(remaining * (1 - ORM_SHARE))
        note_room = 80  # for the truncation note
        shown, used = _capped(entries, max(0, share - len(heading) - note_room))
        body = "\n".join(shown)
        left_out = len(entries) - len(shown)
        note = f"\n({left_out} lower-ranked entries left out to fit the size cap.)" if left_out else ""
        section = heading + body + "\n" + note.lstrip("\n") + ("\n" if note else "")
        parts.append(section)
        remaining -= len(section)
        shown_total += len(shown)
        total += len(entries)
    text = "".join(parts)
    assert len(text) <= budget or max_tokens <= 0, "docs block over its cap"
    return DocsBlock(framework=framework.name, packages={p: v for p, v, _ in sections}, text=text,
                     approx_tokens=-(-len(text) // CHARS_PER_TOKEN), entries_shown=shown_total,
                     entries_total=total)  # fmt: skip


def docs_block(framework: Framework, orm: bool = False, max_tokens: int = DEFAULT_MAX_TOKENS,
               offline: bool = False) -> DocsBlock:  # fmt: skip
    """The docs block of a framework (and its ORM), generated or read from the cache."""
    if framework.runtime == "python":
        from harness.apidocs import python as generator
    elif framework.runtime == "node":
        from harness.apidocs import node as generator  # type: ignore[no-redef]
    else:
        raise DocsUnavailable(f"no docs generator for runtime {framework.runtime!r}")
    sections = []
    for package in packages_for(framework, orm):
        version = resolve_version(framework.runtime, package, generator.latest_version, offline)
        entries = cached_entries(framework.runtime, package, version, lambda env, p=package, v=version: generator.install(p, v, env),
                                 lambda env, p=package: generator.introspect(p, env), offline)  # fmt: skip
        sections.append((package, version, entries))
    return render_block(framework, sections, max_tokens)
