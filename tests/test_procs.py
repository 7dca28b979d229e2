"""Stopping process groups: a leader that ends on SIGTERM is reaped at once, one that ignores it is killed."""

import shutil
import signal
import subprocess
import sys
import threading

import pytest

from harness.procs import kill_group


def _start(code: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, start_new_session=True)
    assert proc.stdout.readline() == b"ready\n"  # its signal handlers are in place
    return proc


def test_a_leader_that_ends_on_sigterm_is_reaped_without_waiting_out_the_grace():
    # Before the leader was reaped while waiting, its zombie kept the group "alive" for the whole grace.
    proc = _start("import time; print('ready', flush=True); time.sleep(600)")
    stopper = threading.Thread(target=kill_group, args=(proc.pid, 600.0, proc), daemon=True)
    stopper.start()
    stopper.join(timeout=60)
    assert not stopper.is_alive(), "kill_group waited for a group whose only member had exited"
    assert proc.wait(timeout=10) == -signal.SIGTERM  # ended by the SIGTERM, not the SIGKILL


def test_a_leader_that_ignores_sigterm_is_killed_after_the_grace():
    proc = _start("import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print('ready', flush=True); time.sleep(600)")
    kill_group(proc.pid, 0.3, proc)
    assert proc.wait(timeout=30) == -signal.SIGKILL


# Run in a process of its own that adopts orphans and never reaps them (a child subreaper), as a busy
# or minimal init does: bwrap's inner init, orphaned when bwrap ends, then stays a zombie for good.
_ORPHANS_NEVER_REAPED = """
import ctypes, subprocess, sys
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
from harness.procs import kill_group
argv = ["bwrap", "--dev-bind", "/", "/", "--unshare-pid", "--die-with-parent", "--proc", "/proc",
        sys.executable, "-c", "import time; print('ready', flush=True); time.sleep(600)"]
proc = subprocess.Popen(argv, stdout=subprocess.PIPE, start_new_session=True)
assert proc.stdout.readline() == b"ready\\n"
kill_group(proc.pid, 600.0, proc)
print("stopped", proc.wait(timeout=10))
"""


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")
def test_a_sandboxed_leader_stops_without_waiting_for_its_orphans_to_be_reaped():
    done = subprocess.run([sys.executable, "-c", _ORPHANS_NEVER_REAPED], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("stopped "), done.stdout
