"""Processes: commands with a time budget and bounded output, background servers in their own
process group, and the reaping of whatever a workspace left running."""

from __future__ import annotations

import os
import selectors
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

OUTPUT_LIMIT = 200_000  # characters kept of one command's output: head and tail


@dataclass
class ExecResult:
    """One command's outcome. `output` is stdout and stderr interleaved as they arrived (what an
    agent reads); `stdout` and `stderr` are the same streams kept apart. Each is bounded (clip)."""

    exit_code: int
    output: str
    timed_out: bool
    duration_s: float
    stdout: str = ""
    stderr: str = ""


def clip(text: str, limit: int = OUTPUT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - limit} characters cut ...]\n{text[-half:]}"


class BoundedText:
    """Bytes collected from a stream, at most `limit` of them kept (head and tail), so a command
    that floods its output cannot exhaust the harness's memory."""

    def __init__(self, limit: int = OUTPUT_LIMIT):
        self._half = limit // 2
        self._head = bytearray()
        self._tail = bytearray()
        self._cut = 0

    def add(self, data: bytes) -> None:
        room = self._half - len(self._head)
        if room > 0:
            self._head += data[:room]
            data = data[room:]
        if data:
            self._tail += data
            if len(self._tail) > self._half:
                excess = len(self._tail) - self._half
                del self._tail[:excess]
                self._cut += excess

    def text(self) -> str:
        head = self._head.decode("utf-8", errors="replace")
        tail = self._tail.decode("utf-8", errors="replace")
        return f"{head}\n[... {self._cut} characters cut ...]\n{tail}" if self._cut else head + tail


class StreamCollector:
    """stdout and stderr of one command: interleaved in arrival order, and apart."""

    def __init__(self):
        self.combined, self.stdout, self.stderr = BoundedText(), BoundedText(), BoundedText()

    def add(self, stream: int, data: bytes) -> None:
        """stream: 1 = stdout, 2 = stderr."""
        self.combined.add(data)
        (self.stdout if stream == 1 else self.stderr).add(data)

    def result(self, exit_code: int, timed_out: bool, duration_s: float) -> ExecResult:
        return ExecResult(exit_code, self.combined.text(), timed_out, duration_s, self.stdout.text(), self.stderr.text())


def run_in_group(argv: list[str], timeout_s: float, cwd: Path | None = None,
                 env: dict[str, str] | None = None) -> ExecResult:  # fmt: skip
    """Run `argv` in its own process group, reading its stdout and stderr until both close; when
    `timeout_s` runs out (or on Ctrl-C) the whole group is killed."""
    started = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)  # fmt: skip
    collected = StreamCollector()
    timed_out = False
    deadline = started + timeout_s
    try:
        with selectors.DefaultSelector() as selector:
            selector.register(proc.stdout, selectors.EVENT_READ, 1)  # type: ignore[arg-type]
            selector.register(proc.stderr, selectors.EVENT_READ, 2)  # type: ignore[arg-type]
            while selector.get_map():
                remaining = deadline - time.monotonic()
                if remaining <= 0 and not timed_out:
                    timed_out = True
                    kill_group(proc.pid, leader=proc)  # then read what is left until the pipes close
                    deadline = time.monotonic() + 5.0
                    continue
                if remaining <= 0:  # a killed group whose pipes another process still holds
                    break
                for key, _ in selector.select(timeout=min(remaining, 1.0)):
                    data = os.read(key.fileobj.fileno(), 65536)  # type: ignore[union-attr]
                    if data:
                        collected.add(key.data, data)
                    else:
                        selector.unregister(key.fileobj)
        proc.wait(timeout=None if not timed_out else 10)
    except BaseException:
        kill_group(proc.pid, leader=proc)
        proc.wait()
        raise
    finally:
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
    return collected.result(proc.returncode, timed_out, time.monotonic() - started)


def run_command(command: str, cwd: Path, env: dict[str, str], timeout_s: float) -> ExecResult:
    """Run a shell command in its own process group; on timeout the whole group is killed."""
    return run_in_group(["bash", "-c", command], timeout_s, cwd, env)


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
