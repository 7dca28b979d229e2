"""Mode `strong` (static part): the real import graph, and evidence only from the code the
application really runs and the configuration it reads (comments, docstrings, docs and unused
files do not count). The three verifiers live in arch.py, dbcheck.py and ormcheck.py; this module
runs the ones a task calls for, and keeps their traces for `harness verify --explain`."""

from __future__ import annotations

from dataclasses import dataclass, field

from harness.verify.evidence import Trace, decision
from harness.verify.model import Constraints, VerifierResult
from harness.verify.project import Project
from harness.verify.source import Source


@dataclass
class Analysis:
    """Strong mode's verdicts with what they were drawn from."""

    project: Project | None
    results: list[VerifierResult]
    traces: dict[str, Trace] = field(default_factory=dict)  # verifier name -> evidence chain


def analyse(source: Source, constraints: Constraints) -> Analysis:
    names = constraints.active()
    if source.empty:
        results = [
            VerifierResult(
                n, "strong", False, [f"empty or missing patch ({source.origin})"], target=constraints.target(n),
                decided_by=decision("empty patch", f"empty or missing patch ({source.origin})"),
            )
            for n in names
        ]  # fmt: skip
        return Analysis(None, results)
    from harness.verify.arch import architecture
    from harness.verify.dbcheck import database
    from harness.verify.ormcheck import orm

    project = Project(source, constraints.runtime)
    analysis = Analysis(project, [])
    for name in names:
        if name == "architecture":
            result, trace = architecture(project)
        elif name == "database":
            result, trace = database(project, constraints.database or "", constraints.runtime)
        else:
            result, trace = orm(project, constraints.orm_name, constraints.runtime, constraints.database)
        analysis.results.append(result)
        analysis.traces[name] = trace
    return analysis


def verify(source: Source, constraints: Constraints) -> list[VerifierResult]:
    return analyse(source, constraints).results
