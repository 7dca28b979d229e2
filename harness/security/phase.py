"""The eval phase's hook: after the functional suite, probe the same server, write security.json beside
suite.json, and hand back the summary that result.json keeps."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.backends.base import InfraError
from harness.security.records import SECURITY_FILE
from harness.security.runner import run_security
from harness.run.store import SecuritySummary, write_json


def probe_phase(base_url: str, database_evidence: Callable[[], dict[str, Any]], run_dir: Path,
                request_timeout_s: float) -> SecuritySummary:  # fmt: skip
    """`database_evidence`: the phase's (Postgres conninfo, workspace), asked only by the at-rest probe.
    A crash of the probes' own code is the harness's fault (InfraError), never the model's."""

    def database() -> dict[str, Any]:
        evidence = database_evidence()
        return {"postgres": evidence.get("postgres"), "workspace": evidence.get("workspace")}

    try:
        result = run_security(base_url, database=database, timeout_s=request_timeout_s)
    except Exception as exc:
        raise InfraError(f"security probes failed: {type(exc).__name__}: {exc}") from exc
    write_json(run_dir / SECURITY_FILE, result)
    return result.summary()
