"""The app ports of backends whose servers listen on this host (8080 for Python, 3000 for Node: the
prompt fixes them). A phase that may serve on a port holds it machine-wide, so concurrent harness
processes never grade each other's servers: another process waits until our phases close. Phases of
one process share the hold (the pipeline opens them one after another)."""

from __future__ import annotations

import fcntl
import tempfile
from pathlib import Path

# port -> [lock file, phases of this process holding it]
_HELD: dict[int, list] = {}


def hold_port(port: int) -> None:
    held = _HELD.get(port)
    if held is None:
        handle = open(Path(tempfile.gettempdir()) / f"conduit-harness-port-{port}.lock", "w")
        fcntl.flock(handle, fcntl.LOCK_EX)
        held = _HELD[port] = [handle, 0]
    held[1] += 1


def release_port(port: int) -> None:
    held = _HELD.get(port)
    if held is None:
        return
    held[1] -= 1
    if held[1] <= 0:
        held[0].close()
        del _HELD[port]
