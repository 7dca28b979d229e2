"""Run keys by content: what determines a run is hashed, not the names and hand-set versions of it.

A key has two halves, so that a change re-does no more than it must:
- the **build key** determines the patch: the task, the rendered prompt (with the runtime and
  database facts of the backend), the agent and its settings, the sample, the condition, the
  backend and the agent's budget, the harness version;
- the **grade key** determines how a given patch is graded: the suite's requests (what is sent) and
  its checks (what is asserted) hashed apart, the OpenAPI document, the verifier rules and mode, the
  backend, the eval budgets and the security profile.
A finished run whose build key still matches is never built again. When only the checks or the
verifier rules/mode changed, its stored artifacts are graded again (`harness regrade`); when the
requests, the spec, the backend or the budgets changed, its stored patch is evaluated again."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness import __version__
from harness.paths import SPECS_DIR, VERIFIERS_DIR

# Grade parts that stored artifacts can be graded again under (the rest needs a new eval phase).
REGRADABLE = frozenset({"suite_checks", "verifier_rules", "verifier_mode"})


def digest(material: Any) -> str:
    return hashlib.sha256(json.dumps(material, sort_keys=True, default=str).encode()).hexdigest()[:16]


@lru_cache(maxsize=64)
def _file_digest(path: Path, mtime_ns: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def file_digest(path: Path) -> str:
    return _file_digest(path, path.stat().st_mtime_ns)


def rules_digest() -> str:
    """Every verifier rule file (layer aliases, engine evidence, ORM fingerprints)."""
    return digest({p.name: file_digest(p) for p in sorted(VERIFIERS_DIR.glob("*.yaml"))})


def spec_digest() -> str:
    return file_digest(SPECS_DIR / "conduit.openapi.yaml")


def security_digest() -> str:
    """The security profile (its probes, payloads and bounds): probes need the server, so a change re-evaluates."""
    from harness.security.profile import profile_path

    return file_digest(profile_path())


def suite_digests(profile: str) -> tuple[str, str]:
    """(requests, checks) of a suite profile, from its loaded definition (anchors and `extends`
    resolved): a changed check leaves the requests' digest alone."""
    from harness.suite import load_suite

    suite = load_suite(profile)
    requests = [r.model_dump(mode="json", exclude={"checks"}) for r in suite.requests]
    header = suite.model_dump(mode="json", exclude={"requests", "description"})
    checks = [[c.model_dump(mode="json") for c in r.checks] for r in suite.requests]
    return digest([header, requests]), digest(checks)


@dataclass(frozen=True)
class RunKey:
    build: str
    grade: str
    grade_parts: dict[str, str]

    @property
    def full(self) -> str:
        return digest([self.build, self.grade])


def grade_parts(suite_profile: str, verifier_mode: str, backend: str, budgets) -> dict[str, str]:
    requests, checks = suite_digests(suite_profile)
    eval_budgets = {"setup": budgets.setup, "start": budgets.start, "suite": budgets.suite, "request": budgets.request}
    return {
        "suite": suite_profile, "suite_requests": requests, "suite_checks": checks, "spec": spec_digest(),
        "verifier_rules": rules_digest(), "verifier_mode": verifier_mode, "backend": backend,
        "budgets": digest(eval_budgets), "security": security_digest(),
    }  # fmt: skip


def run_key(*, task_id: str, agent_name: str, agent_settings: dict, model: str | None, sample: int, condition: str,
            backend: str, prompt: str, agent_budget: float, suite_profile: str, verifier_mode: str,
            budgets) -> RunKey:  # fmt: skip
    build = digest({
        "task": task_id, "agent": agent_name, "settings": agent_settings, "model": model, "sample": sample,
        "condition": condition, "backend": backend, "prompt": hashlib.sha256(prompt.encode()).hexdigest(),
        "agent_budget": agent_budget, "harness": __version__,
    })  # fmt: skip
    parts = grade_parts(suite_profile, verifier_mode, backend, budgets)
    return RunKey(build, digest(parts), parts)


def changed_parts(old: dict[str, str], new: dict[str, str]) -> set[str]:
    return {name for name in set(old) | set(new) if old.get(name) != new.get(name)}
