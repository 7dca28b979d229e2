"""Stopping process groups: a leader that ends on SIGTERM is reaped at once, one that ignores it is killed."""

import signal
import subprocess
import sys
import threading

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
    assert proc.returncode == -signal.SIGTERM


def test_a_leader_that_ignores_sigterm_is_killed_after_the_grace():
    proc = _start("import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print('ready', flush=True); time.sleep(600)")
    kill_group(proc.pid, 0.3, proc)
    assert proc.wait(timeout=30) == -signal.SIGKILL
