"""Grading a stored suite run again: with unchanged checks every verdict is the same as live; with one
check changed exactly that check's verdict moves; what cannot be replayed says so."""

from __future__ import annotations

import pytest
import yaml

from harness.paths import SUITES_DIR
from harness.suite import load_suite, run_suite
from harness.suite.records import SuiteResult
from harness.suite.regrade import NotRegradable, regrade_suite
from tests.conduit_fake import FakeConduit, Faults


def _live(suite, faults: Faults | None = None) -> SuiteResult:
    server = FakeConduit(faults)
    try:
        return run_suite(suite, server.base_url)
    finally:
        server.close()


def _stored(result: SuiteResult) -> SuiteResult:
    return SuiteResult.model_validate_json(result.model_dump_json())  # as read back from suite.json


def _verdicts(result: SuiteResult) -> list[tuple]:
    return [(c.id, c.verdict, repr(c.actual)) for c in result.checks]


@pytest.mark.parametrize("profile,faults", [("paper", None), ("paper", Faults(numeric_strings=True)),
                                            ("paper", Faults(drop="slug")), ("strict", None)])  # fmt: skip
def test_unchanged_checks_give_the_same_verdicts_as_the_live_run(profile, faults):
    suite = load_suite(profile)
    live = _live(suite, faults)
    again = regrade_suite(suite, _stored(live))
    assert _verdicts(again) == _verdicts(live)
    assert (again.passed, again.total, again.skipped, again.not_run) == (live.passed, live.total, live.skipped,
                                                                         live.not_run)  # fmt: skip
    assert again.notes == live.notes and again.suite_user == live.suite_user


def test_one_changed_check_moves_exactly_that_verdict(tmp_path):
    data = yaml.safe_load((SUITES_DIR / "paper.yaml").read_text())
    register = next(r for r in data["requests"] if r["name"] == "Register")
    flat = yaml.safe_load(yaml.safe_dump(register["checks"]))  # a copy: the anchored list is shared
    flat[0][3] = "has user.biography"  # was `has user.bio`; the server answers `bio`
    register["checks"] = flat
    changed_file = tmp_path / "paper-changed.yaml"
    changed_file.write_text(yaml.safe_dump(data, sort_keys=False))
    live = _live(load_suite("paper"))
    again = regrade_suite(load_suite(changed_file), _stored(live))
    moved = [(a, b) for a, b in zip(_verdicts(live), _verdicts(again)) if a != b]
    assert len(moved) == 1 and moved[0][1][1] == "failed", moved
    assert again.passed == live.passed - 1


def test_a_run_without_whole_answers_cannot_be_graded_again():
    suite = load_suite("paper")
    stored = _stored(_live(suite))
    stored.requests[0].response_body = None
    with pytest.raises(NotRegradable):
        regrade_suite(suite, stored)
    stored.initial_variables = None
    with pytest.raises(NotRegradable):
        regrade_suite(suite, stored)


def test_unreachable_and_unsent_requests_stay_so():
    suite = load_suite("paper")
    live = run_suite(suite, "http://127.0.0.1:9/api", timeout_s=0.5)  # nothing listens on port 9
    again = regrade_suite(suite, _stored(live))
    assert _verdicts(again) == _verdicts(live) and again.passed == 0 and again.notes == live.notes
