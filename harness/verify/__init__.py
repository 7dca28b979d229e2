"""The verifiers of the architecture, database and ORM constraints (DESIGN section 6).

    verify_static(source, constraints, mode="strong") -> list[VerifierResult]
    combine(static_results, runtime_evidence) -> list[VerifierResult]

`source` is a solution directory, a patch file, or a patch's text; `constraints` is a catalog Task
or a `Constraints`. Rules live in verifiers/*.yaml; docs/verifiers.md explains every check.
"""

from __future__ import annotations

from typing import Any

from harness.verify.model import MODES, Constraints, VerifierResult

__all__ = ["MODES", "Constraints", "VerifierResult", "combine", "verify_static"]


def verify_static(source: Any, constraints: Any, mode: str = "strong") -> list[VerifierResult]:
    """The static verdict of every verifier whose constraint is active (paper or strong mode)."""
    from harness.verify.source import load_source

    if mode not in MODES:
        raise ValueError(f"unknown verifier mode {mode!r}; valid: {', '.join(MODES)}")
    constraints = Constraints.of(constraints)
    loaded = load_source(source)
    if mode == "paper":
        from harness.verify import paper

        return paper.verify(loaded, constraints)
    from harness.verify import strong

    return strong.verify(loaded, constraints)


def combine(static_results: list[VerifierResult], runtime_evidence: dict[str, Any] | None) -> list[VerifierResult]:
    """Fold the eval phase's runtime evidence into the strong database/ORM verdicts."""
    from harness.verify.combine import combine as _combine

    return _combine(static_results, runtime_evidence)
