"""Failure taxonomy: every run gets one category, and a detail that explains it.

  pass                  every check and every applicable verifier passed
  partial               the server answered, some checks failed (detail: the endpoints that failed most)
  constraint_violation  every check passed, a verifier failed (detail: which)
  start_failed          the server never became healthy (detail: the exception class from server.log)
  setup_failed          dependency installation failed (detail: unknown package or version, conflict, …)
  timeout               a budget fired (detail: which one)
  no_patch              the agent changed nothing, or its patch does not apply
  agent_error           the agent crashed or its model API failed
  infra_error           the harness's own fault: shown, never counted as a model failure or a pass
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from harness.report.data import RunRecord

CATEGORIES = ("pass", "partial", "constraint_violation", "start_failed", "setup_failed", "timeout", "no_patch",
              "agent_error", "infra_error")  # fmt: skip
TAIL_BYTES = 64_000


@dataclass(frozen=True)
class Failure:
    category: str
    detail: str | None = None
    endpoints: tuple[str, ...] = field(default=())  # partial: endpoints with failed checks, most failures first

    @property
    def label(self) -> str:
        return f"{self.category}: {self.detail}" if self.detail else self.category


def read_tail(path: Path, limit: int = TAIL_BYTES) -> str:
    """The end of a log (logs can be large); '' when it does not exist."""
    try:
        with path.open("rb") as handle:
            handle.seek(0, 2)
            size = handle.tell()
            handle.seek(max(0, size - limit))
            return handle.read().decode("utf-8", errors="replace")
    except OSError:
        return ""


# --- the server-start exception -----------------------------------------------------------------------

_NODE_SPECIAL = [
    (re.compile(r"Cannot find (?:module|package)|ERR_MODULE_NOT_FOUND"), "Cannot find module"),
    (re.compile(r"EADDRINUSE"), "EADDRINUSE"),
    (re.compile(r"ECONNREFUSED"), "ECONNREFUSED"),
]
_NODE_ERROR = re.compile(r"^\s*(?:Uncaught\s+)?([A-Z][A-Za-z0-9_]*(?:Error|Exception))(?:\s*\[[A-Z0-9_]+\])?:", re.M)
_PY_EXCEPTION = re.compile(
    r"^(?:[A-Za-z_][\w]*\.)*([A-Z][A-Za-z0-9_]*(?:Error|Exception|Exit|Interrupt|Warning|NotFound|Missing))\b(?::|$)",
    re.M,
)
_SHELL = [
    (re.compile(r"command not found|: not found$", re.M), "command not found"),
    (re.compile(r"Permission denied"), "permission denied"),
    (re.compile(r"Address already in use"), "EADDRINUSE"),
    (re.compile(r"Error loading ASGI app|Could not import module|Failed to find attribute"), "ImportError"),
]


def server_exception(log: str, runtime: str) -> str | None:
    """The exception class that stopped the server, read from its log: for Python the last exception line
    of the last traceback (ModuleNotFoundError, OperationalError, …), for Node the first error line
    ("Cannot find module", TypeError, EADDRINUSE, …); shell-level failures by their message."""
    if not log.strip():
        return None
    if runtime == "node":
        for pattern, name in _NODE_SPECIAL:
            if pattern.search(log):
                return name
        match = _NODE_ERROR.search(log)
        if match:
            return match.group(1)
    else:
        start = log.rfind("Traceback (most recent call last)")
        region = log[start:] if start >= 0 else log
        matches = _PY_EXCEPTION.findall(region)
        if matches:
            name = matches[-1]
            return "EADDRINUSE" if name == "OSError" and "Address already in use" in region else name
    for pattern, name in _SHELL:
        if pattern.search(log):
            return name
    return None


# --- why dependency installation failed -----------------------------------------------------------------

_SETUP = [
    (re.compile(r"No matching distribution found for ([^\s]+)"), "unknown package or version: {}"),
    (re.compile(r"Could not find a version that satisfies the requirement ([^\s]+)"), "unknown package or version: {}"),
    (re.compile(r"No matching version found for ([^\s.]+(?:\.[^\s.]+)*)"), "unknown version: {}"),
    (re.compile(r"404 Not Found - GET \S+/([^\s/]+(?:%2f[^\s/]+)?) - Not found", re.I), "unknown package: {}"),
    (re.compile(r"'([^']+)' is not in (?:this|the npm) registry"), "unknown package: {}"),
    (re.compile(r"ResolutionImpossible|ERESOLVE|conflicting dependencies", re.I), "dependency conflict"),
    (re.compile(r"gyp ERR!|Failed building wheel for ([^\s]+)|error: subprocess-exited-with-error"),
     "native build failed"),
    (re.compile(r"(requirements\.txt|package\.json)\W+(?:not found|No such file)|ENOENT.*package\.json", re.I),
     "no dependency file"),
    (re.compile(r"Invalid requirement|EJSONPARSE|Unexpected token .* in JSON", re.I), "malformed dependency file"),
]  # fmt: skip


def setup_reason(log: str) -> str | None:
    for pattern, template in _SETUP:
        match = pattern.search(log)
        if match:
            value = next((g for g in match.groups() if g), "") if match.groups() else ""
            return template.format(value.strip("'\",;").replace("%2f", "/").replace("%2F", "/")) if "{}" in template else template
    return None


# --- failed endpoints of a partial run ------------------------------------------------------------------


@lru_cache(maxsize=8)
def _endpoint_names(profile: str) -> dict[int, str]:
    try:
        from harness.suite import load_suite

        suite = load_suite(profile)
    except Exception:  # an unknown or changed profile: fall back to the request names of suite.json
        return {}
    names = {}
    for r in suite.requests:
        path = r.path.replace("{{", "{").replace("}}", "}")
        names[r.index] = f"{r.method} {path}" + ("?" + "&".join(sorted(r.query)) if r.query else "")
    return names


def failed_endpoints(run_dir: Path, profile: str) -> Counter[str]:
    """Failed checks per endpoint ("GET /articles/{slug}") in a run's suite.json."""
    try:
        data = json.loads((run_dir / "suite.json").read_text())
    except (OSError, ValueError):
        return Counter()
    names = _endpoint_names(profile)
    requests = {r.get("index"): r for r in data.get("requests", [])}
    counts: Counter[str] = Counter()
    for check in data.get("checks", []):
        if check.get("passed"):
            continue
        index = check.get("request_index")
        request = requests.get(index, {})
        counts[names.get(index) or f"{request.get('method', '?')} {request.get('name') or index}"] += 1
    return counts


# --- one category per run -------------------------------------------------------------------------------


def _first_line(text: str | None, limit: int = 160) -> str | None:
    if not text:
        return None
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:limit] or None


def runtime_of(framework: str) -> str:
    from harness.catalog.tasks import UnknownName, get_framework

    try:
        return get_framework(framework).runtime
    except UnknownName:
        return "python"


def classify(record: RunRecord, runtime: str | None = None) -> Failure:
    r = record.result
    runtime = runtime or runtime_of(r.framework)
    if r.status == "infra_error":
        return Failure("infra_error", _first_line(r.error))
    if r.status == "agent_error":
        return Failure("agent_error", _first_line(r.error))
    if r.status == "no_patch":
        return Failure("no_patch", "patch does not apply" if r.error and "apply" in r.error else "empty patch")
    if r.status == "timeout":
        return Failure("timeout", f"{r.budget_fired} budget" if r.budget_fired else _first_line(r.error))
    if r.status == "setup_failed":
        if r.budget_fired == "setup":
            return Failure("setup_failed", "setup budget ran out")
        return Failure("setup_failed", setup_reason(read_tail(record.path / "setup.log")) or "install failed")
    if r.status == "start_failed":
        exception = server_exception(read_tail(record.path / "server.log"), runtime)
        if exception is None:
            exception = "health timeout" if r.budget_fired == "start" else "no exception in the log"
        return Failure("start_failed", exception)
    # status ok: the suite ran against a healthy server
    if r.total == 0 or r.passed < r.total:
        endpoints = failed_endpoints(record.path, r.suite_profile)
        ranked = tuple(name for name, _ in endpoints.most_common())
        detail = f"{r.total - r.passed}/{r.total} checks failed"
        return Failure("partial", detail, ranked)
    failed = [v.name for v in r.verifiers if not v.passed]
    if failed or r.a_strict < 100.0:
        return Failure("constraint_violation", ", ".join(failed) or "strict A% below raw")
    return Failure("pass", None if r.verifiers_run else "verifiers not run")


def classify_all(records: list[RunRecord]) -> None:
    for record in records:
        record.failure = classify(record)
