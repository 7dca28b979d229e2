"""The paper profile reproduces the study's suite request by request."""

import json

import pytest

from harness.suite import load_suite
from tests.conftest import SHARED

SUITE = load_suite("paper")
FACTS_FILE = SHARED / "paper-suite-facts.json"
KINDS = {"has_property": "has", "status": "status", "type": "type", "equals": "equals", "compare": "compare"}


def test_counts():
    assert len(SUITE.requests) == 32
    assert SUITE.total_checks == 290
    assert len(SUITE.endpoints) == 19
    assert SUITE.variables == {"USERNAME": "user", "EMAIL": "user@mail.com", "PASSWORD": "password"}


@pytest.mark.skipif(not FACTS_FILE.exists(), reason="the study's facts are not beside the checkout")
def test_request_by_request_equal_to_the_study():
    facts = json.loads(FACTS_FILE.read_text())
    assert facts["totals"]["checks"] == SUITE.total_checks
    for fact, request in zip(facts["requests"], SUITE.requests, strict=True):
        assert (fact["index"], fact["name"], fact["method"], fact["path_template"]) == (
            request.index, request.name, request.method, request.path)  # fmt: skip
        assert {q["key"]: q["value"] for q in fact["query_params"]} == request.query
        assert fact["sends_authorization"] == request.auth
        expected_body = {"json": fact["body"], "empty body": "", "no body": None}[fact["body_state"]]
        assert request.body == expected_body, request.name
        expected_checks = [
            ("captured", "user.token", "token") if c["subject"] == "globals.token" else (KINDS[c["kind"]], c["subject"], c["expected"])
            for c in fact["checks"]
        ]  # fmt: skip
        assert [(c.kind, c.subject, c.expected) for c in request.checks] == expected_checks, request.name
        captured = {(g["name"], g["from_response"]) for g in fact["sets_globals"]}
        assert {(c.var, c.source) for c in request.capture} == captured
