"""Content-addressed dependency installs shared by all runs: a Python virtual environment per
requirements.txt, a node_modules per package.json, keyed by a hash of the whole dependency closure
(harness.backends.depclosure: included requirement files, lock files, .npmrc) and the runtime; the closure is
copied into the install's own directory, so what is hashed is what is installed. A second eval of
the same dependency set installs nothing. Safe under parallel runs (one file lock per key); an
interrupted install is never mistaken for a finished one. An install may write only its own
directory (the local backend runs it in its sandbox), so one solution's install scripts cannot
alter another's installs; downloads are cached per install for that reason."""

from __future__ import annotations

import fcntl
import hashlib
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from harness.backends.depclosure import node_closure, python_closure, write_closure
from harness.paths import cache_dir
from harness.procs import ExecResult, run_command

_COMPLETE = ".complete"


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
    kinds = ("venvs", "node", "docker/python", "docker/node")  # local installs, then the Docker backend's
    slots = [p for kind in kinds for p in (cache_dir() / kind).glob("*") if (p / _COMPLETE).exists()]
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


def locked_install(slot: Path, install, timeout_s: float) -> InstallResult:
    """Run `install(slot, budget)` once per slot, under the slot's lock; a finished slot is reused."""
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


# How an install command runs: (command, cwd, env, budget, the one directory it may write) -> result.
# The local backend passes its sandbox; without one the command runs as is.
Runner = Callable[[str, Path, dict, float, Path], ExecResult]


def _plain(command: str, cwd: Path, env: dict, timeout_s: float, writable: Path) -> ExecResult:
    return run_command(command, cwd, env, timeout_s)


def install_python(requirements: Path, env: dict[str, str], timeout_s: float, python: str = sys.executable,
                   run: Runner = _plain) -> InstallResult:  # fmt: skip
    """A virtual environment holding requirements.txt and every file it includes, shared by every
    eval with the same files."""
    closure = python_closure(requirements.parent, requirements.name)
    if closure.local:
        return InstallResult(False, False, None, f"{closure.local}: not cacheable\n")
    key = _digest(*closure.material(), platform.python_version().encode(), sys.platform.encode(), python.encode())
    slot = cache_dir() / "venvs" / key

    def install(target: Path, budget: float):
        write_closure(closure, target / "inputs")
        # Downloads go to a cache of this install's own (it can write nothing shared).
        command = (
            f"{python} -m venv {target}/venv && {target}/venv/bin/pip install --disable-pip-version-check "
            f"--cache-dir {target}/.pip-cache -r {target}/inputs/{requirements.name}; "
            f"status=$?; rm -rf {target}/.pip-cache; exit $status"
        )
        return run(command, target, env, budget, target)

    result = locked_install(slot, install, timeout_s)
    if result.location:
        result.location = result.location / "venv"
    return result


def install_node(workspace: Path, env: dict[str, str], timeout_s: float, run: Runner = _plain) -> InstallResult:
    """node_modules for package.json (+ lock files, .npmrc), shared by every eval with the same files."""
    closure = node_closure(workspace)
    if closure.local:
        return InstallResult(False, False, None, f"{closure.local}: not cacheable\n")
    key = _digest(*closure.material(), node_version().encode(), sys.platform.encode())
    slot = cache_dir() / "node" / key

    def install(target: Path, budget: float):
        write_closure(closure, target)
        npm_env = {**env, "npm_config_cache": str(target / ".npm-cache")}
        return run("npm install --no-audit --no-fund; status=$?; rm -rf .npm-cache; exit $status",
                   target, npm_env, budget, target)  # fmt: skip

    result = locked_install(slot, install, timeout_s)
    if result.location:
        result.location = result.location / "node_modules"
    return result
