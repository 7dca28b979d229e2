"""Folding runtime evidence into the strong database and ORM verdicts.

`runtime_evidence` is a dict with any of the keys of harness.verify.runtime ("postgres",
"sqlite", "sqlite_trace", "statement_log") and "suite". runtime_verdicts.py turns it into a
runtime verdict per verifier — pass, fail or inconclusive — and the rule is:

| runtime verdict | final verdict        | settled_by |
|-----------------|----------------------|------------|
| pass            | pass                 | runtime    |
| fail            | fail                 | runtime    |
| inconclusive    | the static verdict   | static     |

except that a runtime pass does not overturn a static failure the run's evidence cannot show
(`decided_by["runtime_blind"]`: a hand-written SQL fragment inside an ORM statement looks
ORM-generated in the statement log).

Conclusive runtime evidence decides — it is what the server really did with the suite's data —
and can overturn a static false alarm (a dormant Postgres URL while every row went to SQLite in
the project) as well as a static miss. The static verdict and its evidence are kept
(`static_passed`, the evidence list) to explain the result; a disagreement is said in the
evidence. Paper-mode results and the architecture verdict are returned unchanged.
"""

from __future__ import annotations

import copy
from typing import Any

from harness.verify.model import VerifierResult
from harness.verify.runtime_verdicts import RuntimeVerdict, database_verdict, orm_verdict

_KEPT = {"database": ("postgres", "sqlite", "sqlite_trace", "statement_log", "suite"), "orm": ("statement_log", "sqlite_trace")}


def _fold(result: VerifierResult, verdict: RuntimeVerdict, runtime: dict[str, Any]) -> VerifierResult:
    result.static_passed = result.passed
    kept = {key: runtime[key] for key in _KEPT[result.name] if key in runtime}
    result.runtime = {**kept, "verdict": verdict.to_dict()}
    notes: list[Any] = [f"runtime: {verdict.status}: {verdict.reasons[0]}" if verdict.reasons else f"runtime: {verdict.status}"]
    notes += [r if isinstance(r, dict) else f"runtime: {r}" for r in verdict.reasons[1:]]
    if verdict.status == "inconclusive":
        notes.append(f"runtime evidence inconclusive; decided on static evidence ({'passed' if result.passed else 'failed'})")
        result.settled_by = "static"
    elif verdict.status == "pass" and not result.passed and (result.decided_by or {}).get("runtime_blind"):
        notes.append(f"runtime evidence passes, but cannot see what failed the static check: "
                     f"{result.decided_by['runtime_blind']}; the static verdict stands")  # fmt: skip
        result.settled_by = "static"
    else:
        runtime_passed = verdict.status == "pass"
        if runtime_passed != result.passed:
            notes.append(
                f"runtime evidence overturns the static verdict ({'passed' if result.passed else 'failed'}); "
                "the static evidence above explains what the code says"
            )
        result.passed = runtime_passed
        result.settled_by = "runtime"
    notes += [f"{a}; decided without it" for a in verdict.absent]
    result.evidence += notes
    return result


def combine(static_results: list[VerifierResult], runtime_evidence: dict[str, Any] | None) -> list[VerifierResult]:
    runtime = runtime_evidence or {}
    combined = []
    for result in static_results:
        result = copy.deepcopy(result)
        if result.mode != "strong" or result.name == "architecture":
            combined.append(result)
            continue
        if not runtime:
            result.evidence.append("runtime evidence absent; decided on static evidence only")
            result.settled_by = "static"
            combined.append(result)
            continue
        if result.name == "database":
            verdict = database_verdict(result.target, runtime)
        else:
            verdict = orm_verdict(result.target, runtime)
        combined.append(_fold(result, verdict, runtime))
    return combined
