"""External tools the verifiers are checked against, installed once into a harness-managed
directory (~/.cache/conduit-harness/tools/, or CONDUIT_HARNESS_TOOLS).

dependency-cruiser 17.x (18 refuses Node 20) is the reference the tree-sitter JavaScript graph is
compared with in the tests; the verifiers themselves do not need Node."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

DEPENDENCY_CRUISER = "dependency-cruiser@17"
TYPESCRIPT = "typescript@5"


def tools_dir() -> Path:
    base = os.environ.get("CONDUIT_HARNESS_TOOLS") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "conduit-harness", "tools"
    )
    return Path(base)


def dependency_cruiser(install: bool = True, timeout: float = 300) -> Path | None:
    """The depcruise executable, installed with npm on first use; None when it cannot be had."""
    home = tools_dir() / "dependency-cruiser"
    binary = home / "node_modules" / ".bin" / "depcruise"
    if binary.exists():
        return binary
    if not install or not shutil.which("npm") or not shutil.which("node"):
        return None
    home.mkdir(parents=True, exist_ok=True)
    if not (home / "package.json").exists():
        (home / "package.json").write_text(json.dumps({"private": True, "description": "conduit-harness tools"}))
    try:
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--silent", DEPENDENCY_CRUISER, TYPESCRIPT],
            cwd=home, check=True, capture_output=True, timeout=timeout,
        )  # fmt: skip
    except (subprocess.SubprocessError, OSError):
        return None
    return binary if binary.exists() else None


def cruise(
    binary: Path, cwd: Path, paths: list[str], tsconfig: str | None = None, timeout: float = 120
) -> set[tuple[str, str]]:
    """(importer, resolved local file) pairs found by dependency-cruiser, paths relative to cwd."""
    command = [str(binary), "--no-config", "--output-type", "json", "--ts-pre-compilation-deps"]
    if tsconfig:
        command += ["--ts-config", tsconfig]
    result = subprocess.run(command + paths, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"depcruise failed: {result.stderr[-2000:]}")
    data = json.loads(result.stdout)
    edges = set()
    for module in data.get("modules", []):
        for dependency in module.get("dependencies", []):
            resolved = dependency.get("resolved", "")
            if (
                dependency.get("couldNotResolve")
                or "node_modules" in resolved
                or "core" in dependency.get("dependencyTypes", [])
            ):
                continue
            if (cwd / resolved).is_file():
                edges.add((module["source"], resolved))
    return edges
