"""OpenAPI conformance with schemathesis (its Python API): every response the suite receives is
checked against specs/conduit.openapi.yaml (status code declared, body matches its schema), and
`harness conform URL` runs schemathesis's generated tests against a live server."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import httpx

from harness.paths import PROJECT_ROOT

SPEC = PROJECT_ROOT / "specs" / "conduit.openapi.yaml"


@lru_cache(maxsize=1)
def _schema():
    import schemathesis

    return schemathesis.openapi.from_path(str(SPEC))


@lru_cache(maxsize=1)
def _operations() -> list[tuple[str, re.Pattern, Any]]:
    """(method, path regex, operation) for every operation of the spec."""
    found = []
    for result in _schema().get_all_operations():
        operation = result.ok()
        pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(operation.path)) + "$")
        found.append((operation.method.upper(), pattern, operation))
    # Literal paths before templated ones: /articles/feed is not /articles/{slug}.
    return sorted(found, key=lambda item: item[2].path.count("{"))


def warm_up() -> None:
    """Import schemathesis and read the spec now (~1-1.5 s, nearly all imports), so that the suite's first
    response does not wait for it: the eval phase calls this in a thread while the server boots. A failure
    here is left for the suite's own first use to meet and report."""
    try:
        _operations()
    except Exception:  # noqa: BLE001 (raised again, where it is handled, when the suite validates)
        pass


def _base_path() -> str:
    servers = _schema().raw_schema.get("servers") or [{"url": ""}]
    return httpx.URL(servers[0]["url"]).path.rstrip("/")


def find_operation(method: str, path: str):
    """The spec's operation for an actual request path (with or without the /api prefix)."""
    base = _base_path()
    relative = path[len(base):] if base and path.startswith(base) else path
    for candidate_method, pattern, operation in _operations():
        if candidate_method == method.upper() and pattern.match(relative):
            return operation
    return None


def check_response(response: httpx.Response) -> str | None:
    """None when the response conforms to the spec; else why not."""
    from schemathesis.core.failures import Failure, FailureGroup

    request = response.request
    operation = find_operation(request.method, request.url.path)
    if operation is None:
        return f"{request.method} {request.url.path} is not an operation of the spec"
    declared = {str(code) for code in operation.definition.raw.get("responses", {})}
    if str(response.status_code) not in declared and "default" not in declared:
        return f"status {response.status_code} is not declared for {operation.label} ({', '.join(sorted(declared))})"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            operation.validate_response(response)
    except Failure as failure:
        return f"{operation.label}: {failure.title}"
    except FailureGroup as group:  # a BaseExceptionGroup: `except Exception` would let it crash the eval phase
        return f"{operation.label}: " + "; ".join(getattr(f, "title", type(f).__name__) for f in group.exceptions)
    except Exception as exc:  # noqa: BLE001 (any other schemathesis error is a non-conformance too)
        return f"{operation.label}: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
    return None


@dataclass
class SuiteConformance:
    """Collects the suite's responses (pass as run_suite's on_response) and scores them."""

    checked: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)

    def __call__(self, request_name: str, response: httpx.Response) -> None:
        self.checked += 1
        problem = check_response(response)
        if problem:
            self.failures.append({"request": request_name, "problem": problem})

    @property
    def score(self) -> float:
        return 100.0 * (self.checked - len(self.failures)) / self.checked if self.checked else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"checked": self.checked, "conforming": self.checked - len(self.failures),
                "score": round(self.score, 2), "failures": self.failures}  # fmt: skip


# --- generated tests -------------------------------------------------------------------------------


@dataclass
class ConformanceReport:
    base_url: str
    max_examples: int
    seed: int
    operations: int = 0
    examples: int = 0
    failures: dict[str, list[str]] = field(default_factory=dict)  # operation label -> distinct problems
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures

    def lines(self) -> list[str]:
        out = [f"{label}: {problem}" for label, problems in sorted(self.failures.items()) for problem in problems]
        out += [f"note: {note}" for note in self.notes]
        verdict = "no failures" if self.ok else f"{sum(map(len, self.failures.values()))} failure(s) in {len(self.failures)} operation(s)"
        out.append(f"{self.operations} operations, {self.examples} generated requests "
                   f"(max {self.max_examples} per operation, seed {self.seed}) against {self.base_url}: {verdict}")  # fmt: skip
        return out


def _checks():
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        response_schema_conformance,
        status_code_conformance,
    )

    return [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


def _register(base_url: str) -> str | None:
    """A token for the operations that need one (a fresh user), or None when registering fails."""
    import secrets

    name = f"conform{secrets.token_hex(4)}"
    body = {"user": {"username": name, "email": f"{name}@mail.com", "password": "password123"}}
    try:
        response = httpx.post(f"{base_url.rstrip('/')}/users", json=body, timeout=10, trust_env=False)
        return response.json()["user"]["token"]
    except (httpx.HTTPError, ValueError, KeyError, TypeError):
        return None


def run_conformance(base_url: str, *, max_examples: int = 10, seed: int = 0, stateful: bool = True) -> ConformanceReport:
    """Generated requests per operation (stateless), then the state machine along the spec's links
    when it has any. A server that crashes is reported as failures, never raised."""
    import hypothesis
    from hypothesis import HealthCheck, Phase, settings
    from schemathesis.core.failures import Failure, FailureGroup

    report = ConformanceReport(base_url, max_examples, seed)
    root = base_url.rstrip("/")
    token = _register(root)
    if token is None:
        report.notes.append("could not register a user: operations needing a token are tried without one")
    headers = {"Authorization": f"Token {token}"} if token else {}
    checks = _checks()
    options = settings(max_examples=max_examples, database=None, deadline=None, derandomize=False,
                       phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck),
                       print_blob=False)  # fmt: skip

    def record(label: str, problem: str) -> None:
        problems = report.failures.setdefault(label, [])
        if problem not in problems and len(problems) < 10:
            problems.append(problem)

    for result in _schema().get_all_operations():
        operation = result.ok()
        report.operations += 1
        label = operation.label
        crashed = {"down": False}

        def make_test(label: str, crashed: dict):
            def test(case) -> None:
                _run_case(case, label, crashed)

            return test

        def _run_case(case, label: str, crashed: dict) -> None:
            if crashed["down"]:
                return
            report.examples += 1
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    case.call_and_validate(base_url=root, headers=headers, checks=checks)
            except Failure as failure:
                record(label, failure.title)
            except FailureGroup as group:
                for failure in group.exceptions:
                    record(label, getattr(failure, "title", type(failure).__name__))
            except Exception as exc:  # noqa: BLE001 (a crash or a failure group is reported, not raised)
                text = str(exc).strip().splitlines()
                if "Connection" in type(exc).__name__ or "Connection" in (text[0] if text else ""):
                    crashed["down"] = True
                    record(label, "the server stopped answering (crashed?)")
                else:
                    record(label, f"{type(exc).__name__}: {text[0][:200] if text else ''}")

        strategy = operation.as_strategy()
        runner = hypothesis.seed(seed)(options(hypothesis.given(case=strategy)(make_test(label, crashed))))
        try:
            runner()
        except FailureGroup as group:  # raised outside the test body (never expected): still reported
            for failure in group.exceptions:
                record(label, getattr(failure, "title", type(failure).__name__))
        except Exception as exc:  # noqa: BLE001 (hypothesis could not generate: reported per operation)
            record(label, f"generation failed: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}")

    if stateful:
        links = sum(len(r.get("links", {})) for op in _schema().raw_schema.get("paths", {}).values()
                    for item in op.values() if isinstance(item, dict)
                    for r in item.get("responses", {}).values() if isinstance(r, dict))  # fmt: skip
        if not links:
            report.notes.append("the spec declares no links: no stateful tests")
    return report
