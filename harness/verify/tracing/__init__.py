"""SQLite statement tracers for the eval phase's server, which the solution never sees.

A backend that starts the eval phase's server:
1. makes `payload_dir()` visible to the server read-only (its own path locally; a read-only
   mount in a container or sandbox, e.g. /opt/conduit-sqltrace);
2. picks a trace file the server may append to, outside the workspace (a host directory mounted
   read-write; the file need not exist);
3. adds `server_env(runtime, trace_path, payload_dir, env)` to the server's environment — paths
   as the server sees them;
4. after the suite, hands the trace file (host path) to the verifiers as
   `database_evidence()["sqlite_trace"]`.

Python: the payload directory goes first on PYTHONPATH; its sitecustomize.py wraps
sqlite3.connect and sets a trace callback per connection (then runs the sitecustomize it
shadows). Node: NODE_OPTIONS gains `--require <payload>/sqltrace.cjs`, which patches sqlite3 and
better-sqlite3 when they are loaded (require, createRequire, ESM import, Sequelize). Both append
JSON lines (`harness.verify.tracing.reader` reads them).
"""

from __future__ import annotations

from pathlib import Path

TRACE_ENV = "CONDUIT_SQLTRACE_FILE"
TRACE_FILE_NAME = "sqltrace.jsonl"
NODE_PRELOAD = "sqltrace.cjs"
CONTAINER_PAYLOAD_DIR = "/opt/conduit-sqltrace"  # a suggestion for backends that mount it


def payload_dir() -> Path:
    """The directory holding the tracers (sitecustomize.py, sqltrace.cjs) on this machine."""
    return Path(__file__).resolve().parent / "payload"


def server_env(runtime: str, trace_path: str | Path, payload: str | Path, env: dict[str, str] | None = None) -> dict[str, str]:
    """The variables to add to (or replace in) the server's environment `env` so that it traces its
    SQLite statements into `trace_path`; `payload` is payload_dir() as the server sees it. Existing
    PYTHONPATH / NODE_OPTIONS values of `env` are kept after ours."""
    env = env or {}
    added = {TRACE_ENV: str(trace_path)}
    if runtime == "python":
        existing = env.get("PYTHONPATH")
        added["PYTHONPATH"] = str(payload) + (f":{existing}" if existing else "")
    elif runtime == "node":
        preload = f"--require {Path(payload) / NODE_PRELOAD}"
        existing = env.get("NODE_OPTIONS")
        added["NODE_OPTIONS"] = preload + (f" {existing}" if existing else "")
    else:
        raise ValueError(f"no SQLite tracer for runtime {runtime!r}")
    return added
