"""Content-addressed dependency installs shared by all runs: a Python virtual environment per
requirements.txt, a node_modules per package.json (+ lock), keyed by a hash of the dependency files
and the runtime. A second eval of the same dependency set installs nothing. Safe under parallel runs
(one file lock per key); an interrupted install is never mistaken for a finished one."""

from __future__ import annotations

import fcntl
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from harness.paths import cache_dir
from harness.procs import run_command

_COMPLETE = ".complete"
# Requirements that point into the workspace cannot be installed away from it.
_LOCAL_REQUIREMENT = re.compile(r"^\s*(-e\b|--editable\b|\.|/|file:)", re.M)


@dataclass
class InstallResult:
    ok: bool
    cached: bool  # True when nothing was installed (cache hit)
    location: Path | None  # venv dir / node_modules dir
    output: str
    timed_out: bool = False
    duration_s: float = 0.0
    # A shared lock on the install, held while a workspace uses it, so eviction never removes it.
    lease: object | None = None

    def release(self) -> None:
        if self.lease is not None:
            self.lease.close()  # type: ignore[attr-defined]
            self.lease = None


def _digest(*parts: bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()[:24]


def node_version() -> str:
    try:
        return subprocess.run(["node", "--version"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "missing"


def _max_bytes() -> int:
    return int(float(os.environ.get("CONDUIT_HARNESS_CACHE_MAX_GB", "20")) * 1024**3)


def _size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink())


def _lease(slot: Path):
    handle = open(slot.with_suffix(".use"), "w")
    fcntl.flock(handle, fcntl.LOCK_SH)
    return handle


def evict(max_bytes: int | None = None, keep: Path | None = None) -> list[str]:
    """Delete the least recently used installs until the cache fits; installs in use are kept."""
    budget = _max_bytes() if max_bytes is None else max_bytes
    slots = [p for kind in ("venvs", "node") for p in (cache_dir() / kind).glob("*") if (p / _COMPLETE).exists()]
    sizes = {slot: _size(slot) for slot in slots}
    total = sum(sizes.values())
    evicted = []
    for slot in sorted(slots, key=lambda p: (p / _COMPLETE).stat().st_mtime):
        if total <= budget:
            break
        if slot == keep:
            continue
        with open(slot.with_suffix(".lock"), "w") as lock, open(slot.with_suffix(".use"), "w") as use:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(use, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # being installed, or used by a running eval
            shutil.rmtree(slot, ignore_errors=True)
        total -= sizes[slot]
        evicted.append(slot.name)
    return evicted


def _locked_install(slot: Path, install, timeout_s: float) -> InstallResult:
    started = time.monotonic()
    slot.parent.mkdir(parents=True, exist_ok=True)
    with open(slot.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (slot / _COMPLETE).exists():
            os.utime(slot / _COMPLETE)  # last use, for eviction
            return InstallResult(True, True, slot, f"dependency cache hit: {slot.name}\n", False,
                                 time.monotonic() - started, _lease(slot))  # fmt: skip
        shutil.rmtree(slot, ignore_errors=True)
        slot.mkdir()
        result = install(slot, timeout_s)
        header = f"dependency cache miss: {slot.name}; installing\n"
        if result.exit_code == 0 and not result.timed_out:
            (slot / _COMPLETE).write_text("ok\n")
            installed = InstallResult(True, False, slot, header + result.output, False, time.monotonic() - started,
                                      _lease(slot))  # fmt: skip
        else:
            shutil.rmtree(slot, ignore_errors=True)
            return InstallResult(False, False, None, header + result.output, result.timed_out, time.monotonic() - started)
    evicted = evict(keep=slot)
    if evicted:
        installed.output += f"dependency cache: evicted {len(evicted)} least recently used installs\n"
    return installed


def install_python(requirements: Path, env: dict[str, str], timeout_s: float, python: str = sys.executable) -> InstallResult:
    """A virtual environment holding requirements.txt, shared by every eval with the same file."""
    content = requirements.read_bytes()
    if _LOCAL_REQUIREMENT.search(content.decode(errors="replace")):
        return InstallResult(False, False, None, "requirements.txt refers to local paths: not cacheable\n")
    key = _digest(content, platform.python_version().encode(), sys.platform.encode(), python.encode())
    slot = cache_dir() / "venvs" / key

    def install(target: Path, budget: float):
        (target / "requirements.txt").write_bytes(content)
        command = (
            f"{python} -m venv {target}/venv && {target}/venv/bin/pip install --disable-pip-version-check "
            f"-r {target}/requirements.txt"
        )
        return run_command(command, target, {**env, "PIP_CACHE_DIR": str(cache_dir() / "pip")}, budget)

    result = _locked_install(slot, install, timeout_s)
    if result.location:
        result.location = result.location / "venv"
    return result


def install_node(workspace: Path, env: dict[str, str], timeout_s: float) -> InstallResult:
    """node_modules for package.json (+ package-lock.json), shared by every eval with the same files."""
    manifest = (workspace / "package.json").read_bytes()
    lock_file = workspace / "package-lock.json"
    lock = lock_file.read_bytes() if lock_file.exists() else b""
    key = _digest(manifest, lock, node_version().encode(), sys.platform.encode())
    slot = cache_dir() / "node" / key

    def install(target: Path, budget: float):
        (target / "package.json").write_bytes(manifest)
        if lock:
            (target / "package-lock.json").write_bytes(lock)
        npm_env = {**env, "npm_config_cache": str(cache_dir() / "npm")}
        return run_command("npm install --no-audit --no-fund", target, npm_env, budget)

    result = _locked_install(slot, install, timeout_s)
    if result.location:
        result.location = result.location / "node_modules"
    return result
