"""The files a dependency install reads: the mandatory file and everything it pulls in. They make
the key of a cached install (so an edited included file is a new install, never a stale one) and
they are all present when the install runs, on every backend.

Python: requirements.txt and, recursively, the files its `-r`/`--requirement` and `-c`/`--constraint`
lines name (relative to the file that names them, as pip reads them). Node: package.json with
package-lock.json, npm-shrinkwrap.json and .npmrc (which can change resolution, e.g.
legacy-peer-deps). A requirement or dependency that points into the workspace (an editable or local
path, `file:`/`link:`/`workspace:` specs, npm workspaces) cannot be installed away from it: such a
closure is marked `local` and installed privately in the workspace instead of the shared cache."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

_INCLUDE = re.compile(r"^\s*(?:-r|--requirement|-c|--constraint)(?:\s*=\s*|\s+|(?=[^\s-]))(\S+)")
_LOCAL_REQUIREMENT = re.compile(r"^\s*(-e\b|--editable\b|\.|/|file:)")
_NODE_EXTRA_FILES = ("package-lock.json", "npm-shrinkwrap.json", ".npmrc")
_LOCAL_NODE_SPEC = ("file:", "link:", "workspace:", "./", "../", "/")
MISSING = b"\0missing\0"  # an included file that does not exist: part of the key, and pip will say so


@dataclass
class Closure:
    files: dict[str, bytes] = field(default_factory=dict)  # workspace-relative posix path -> content
    local: str | None = None  # why it cannot be installed away from the workspace

    def material(self) -> list[bytes]:
        """What the cache key hashes: every path and its content, in a stable order."""
        return [part for name in sorted(self.files) for part in (name.encode(), self.files[name])]


def _requirement_lines(text: str) -> list[str]:
    joined = re.sub(r"\\\r?\n", "", text)  # pip joins continuation lines first
    return [re.sub(r"(^|\s)#.*$", "", line) for line in joined.splitlines()]


def python_closure(workspace: Path, entry: str = "requirements.txt") -> Closure:
    closure = Closure()
    pending = [PurePosixPath(entry)]
    while pending:
        relative = pending.pop()
        name = str(relative)
        if name in closure.files:
            continue
        path = workspace / relative
        resolved = path.resolve()
        if not resolved.is_relative_to(workspace.resolve()):
            closure.files[name] = MISSING  # outside the solution: not part of what it ships
            continue
        try:
            content = path.read_bytes()
        except OSError:
            closure.files[name] = MISSING
            continue
        closure.files[name] = content
        for line in _requirement_lines(content.decode(errors="replace")):
            if closure.local is None and _LOCAL_REQUIREMENT.match(line):
                closure.local = f"{name} refers to a local path ({line.strip()})"
            match = _INCLUDE.match(line)
            if match:
                included = PurePosixPath(relative.parent, match.group(1))
                pending.append(PurePosixPath(*_normalise(included.parts)))
    return closure


def _normalise(parts: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for part in parts:
        if part == "..":
            if out and out[-1] != "..":
                out.pop()
            else:
                out.append(part)
        elif part not in (".", ""):
            out.append(part)
    return out or ["."]


def node_closure(workspace: Path) -> Closure:
    closure = Closure()
    try:
        manifest = (workspace / "package.json").read_bytes()
    except OSError:
        return Closure({"package.json": MISSING})
    closure.files["package.json"] = manifest
    for name in _NODE_EXTRA_FILES:
        if (workspace / name).is_file():
            closure.files[name] = (workspace / name).read_bytes()
    try:
        package = json.loads(manifest)
    except ValueError:
        return closure  # npm reports the broken manifest itself
    if isinstance(package, dict):
        if package.get("workspaces"):
            closure.local = "package.json declares npm workspaces"
        for section in ("dependencies", "devDependencies", "optionalDependencies"):
            deps = package.get(section)
            for dep, spec in (deps.items() if isinstance(deps, dict) else []):
                if closure.local is None and isinstance(spec, str) and spec.startswith(_LOCAL_NODE_SPEC):
                    closure.local = f"package.json: {dep} is a local path ({spec})"
    return closure


def write_closure(closure: Closure, target: Path) -> None:
    """Lay the closure's files out under `target` as they are in the workspace (missing ones left out)."""
    for name, content in closure.files.items():
        if content == MISSING:
            continue
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
