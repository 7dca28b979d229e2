"""The mutation score: every seeded bug of the FastAPI reference against paper and strict. One
server per mutant (sqlite rendering), both profiles on it; the kill rates go to the test output."""

from __future__ import annotations

import pytest

from harness.suite.mutants import load_mutants, run_mutants


def test_there_are_at_least_30_small_mutants():
    mutants = load_mutants("fastapi")
    assert len(mutants) >= 30
    for mutant in mutants:
        text = mutant.patch.read_text()
        changed = [line for line in text.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
        assert mutant.description and 0 < len(changed) <= 6, mutant.name


@pytest.mark.slow
def test_strict_kills_at_least_95_percent_and_paper_far_fewer(capsys):
    report = run_mutants("fastapi", ["paper", "strict"], workers=4)
    assert report.baseline_clean, (report.baseline.error, report.baseline.failed_checks)
    assert not [o.name for o in report.outcomes if o.error], "every mutant applies and starts"
    paper, strict = report.kill_rate("paper"), report.kill_rate("strict")
    with capsys.disabled():
        print(f"\n{report.markdown()}\nmutation score (fastapi, {len(report.outcomes)} mutants): "
              f"paper {paper:.1f}%, strict {strict:.1f}%")  # fmt: skip
    assert strict >= 95.0, [o.name for o in report.outcomes if not o.killed["strict"]]
    assert paper < strict
