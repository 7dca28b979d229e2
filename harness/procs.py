"""Processes: commands with a time budget and bounded output, background servers in their own
process group, and the reaping of whatever a workspace left running."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

OUTPUT_LIMIT = 200_000  # characters kept of one command's output: head and tail


@dataclass
class ExecResult:
    exit_code: int
    output: str
    timed_out: bool
    duration_s: float


def clip(text: str, limit: int = OUTPUT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - limit} characters cut ...]\n{text[-half:]}"


def run_in_group(argv: list[str], timeout_s: float, cwd: Path | None = None,
                 env: dict[str, str] | None = None) -> tuple[int, str, bool, float]:
    """Run `argv` in its own process group, output and errors together; when `timeout_s` runs out
    (or on Ctrl-C) the whole group is killed. Returns (exit code, output, timed out, seconds)."""
    started = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
    timed_out = False
    try:
        out, _ = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(proc.pid, leader=proc)
        out, _ = proc.communicate()
    except BaseException:
        kill_group(proc.pid, leader=proc)
        proc.wait()
        raise
    return proc.returncode, out.decode("utf-8", errors="replace"), timed_out, time.monotonic() - started


def run_command(command: str, cwd: Path, env: dict[str, str], timeout_s: float) -> ExecResult:
    """Run a shell command in its own process group; on timeout the whole group is killed."""
    code, text, timed_out, duration = run_in_group(["bash", "-c", command], timeout_s, cwd, env)
    return ExecResult(code, clip(text), timed_out, duration)


def kill_group(pgid: int, grace_s: float = 3.0, leader: subprocess.Popen | None = None) -> None:
    """SIGTERM the process group, then SIGKILL whatever is left after the grace period.

    An exited process that nobody has reaped yet (a zombie) still counts as a member of its group, and
    would make every stop last the whole grace period: `leader`, when this process started it, is
    reaped while waiting, and orphans waiting for the system's init to reap them do not count."""
    try:
        os.killpg(pgid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        if leader is not None:
            leader.poll()
        if not _group_has_live_members(pgid):
            return
        time.sleep(0.02)
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _group_has_live_members(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:  # /proc/PID/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            return True
    return False


class BackgroundProcess:
    """A server started in its own session, its output appended to a log file."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str], log_path: Path):
        self.log_path = log_path
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = open(log_path, "ab")
        self.proc = subprocess.Popen(
            command,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        kill_group(self.proc.pid, leader=self.proc)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self._log.close()


def processes_under(directory: Path) -> list[int]:
    """PIDs whose working directory is inside `directory` (what a workspace left running)."""
    root = str(directory.resolve())
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cwd = os.readlink(entry / "cwd")
        except OSError:
            continue
        if cwd == root or cwd.startswith(root + os.sep):
            found.append(int(entry.name))
    return found


def kill_processes_under(directory: Path) -> int:
    pids = processes_under(directory)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return len(pids)


def port_is_free(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return False
    return True


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
