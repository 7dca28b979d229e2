"""The strict profile and the engine features it needs: ids, value and list checks, randomised
data, the restart step."""

from __future__ import annotations

import json

from harness.suite import Check, load_suite, run_suite
from harness.suite.checks import MISSING, evaluate
from harness.suite.model import Suite, check_id


def test_strict_loads_with_paper_scenario_first_and_unique_ids():
    strict, paper = load_suite("strict"), load_suite("paper")
    assert strict.total_checks > paper.total_checks
    assert [r.name for r in strict.requests[: len(paper.requests)]] == [r.name for r in paper.requests]
    ids = [check_id(r, c, n) for r in strict.requests for n, c in enumerate(r.checks, start=1)]
    assert len(ids) == len(set(ids)) == strict.total_checks
    own = strict.requests[len(paper.requests):]
    assert all(c.id and c.about for r in own for c in r.checks), "every strict check has an id and a description"
    assert any(r.action == "restart" for r in own)
    assert "{{$RAND}}" in strict.variables["USERNAME"]


def test_paper_profile_is_unchanged():
    paper = load_suite("paper")
    assert paper.total_checks == 290 and len(paper.requests) == 32
    assert paper.variables["USERNAME"] == "user"


def test_new_check_kinds():
    body = {"articles": [{"slug": "b", "createdAt": "2024-01-02T00:00:00Z", "author": {"username": "x"}},
                         {"slug": "a", "createdAt": "2024-01-01T00:00:00Z", "author": {"username": "x"}}],
            "articlesCount": 2, "comments": [{"id": 7}]}  # fmt: skip
    v = {"slug": "a", "who": "x", "cid": "7"}
    ok = lambda line: evaluate(Check.parse(line), 200, body, v)[0]
    assert ok("status 200|201") and not ok("status 201|204")
    assert ok("length articles 2") and not ok("length articles 1")
    assert ok('contains articles[*].slug "{{slug}}"') and not ok('lacks articles[*].slug "{{slug}}"')
    assert ok('every articles[*].author.username "{{who}}"') and not ok('every articles[*].slug "a"')
    assert ok("sorted articles[*].createdAt desc") and not ok("sorted articles[*].createdAt asc")
    assert ok("contains comments[*].id {{cid}}") and not ok("lacks comments[*].id {{cid}}")
    assert ok("absent errors") and not ok("absent articles")
    assert ok(r"matches articles[0].createdAt ^\d{4}-") and not ok("matches articles[0].slug ^z")
    assert ok('equals articles[0].slug "b"') and not ok("equals articlesCount 3")
    assert evaluate(Check.parse("absent errors"), None, MISSING, v)[0] is False  # no answer proves nothing


def _suite(tmp_path, requests):
    path = tmp_path / "s.yaml"
    path.write_text(json.dumps({"name": "t", "variables": {"USER": "u{{$RAND}}"}, "requests": requests}))
    return load_suite(path)


def test_randomised_data_differs_per_run_and_seed_repeats(fake_server, tmp_path):
    fake_server.routes[("POST", "/api/users")] = lambda r: (201, {"user": {"username": json.loads(r["body"])["user"]["username"]}})
    suite = _suite(tmp_path, [{"name": "r", "method": "POST", "path": "/users", "body": '{"user":{"username":"{{USER}}"}}',
                               "checks": ['equals user.username "{{USER}}"', "status 201"]}])  # fmt: skip
    names = []
    for seed in (None, None, 5, 5):
        result = run_suite(suite, fake_server.base_url, seed=seed)
        assert result.passed == result.total == 2
        names.append(json.loads(fake_server.requests[-1]["body"])["user"]["username"])
    assert names[0] != names[1] and names[2] == names[3] and names[0].startswith("u")


def test_restart_step_calls_the_callback_and_records_it(fake_server, tmp_path):
    suite: Suite = _suite(tmp_path, [{"name": "restart", "action": "restart", "checks": ["restarted"]}])
    calls = []
    result = run_suite(suite, fake_server.base_url, restart=lambda: calls.append(1) or True)
    assert calls == [1] and result.passed == 1 and result.requests[0].method == "RESTART"
    assert run_suite(suite, fake_server.base_url, restart=lambda: (False, "boom")).passed == 0
    assert run_suite(suite, fake_server.base_url, restart=lambda: 1 / 0).checks[0].actual.startswith("restart failed")
    skipped = run_suite(suite, fake_server.base_url)  # `harness suite URL` cannot restart a server
    assert (skipped.passed, skipped.skipped, skipped.total, skipped.score) == (0, 1, 1, 0.0)
    assert skipped.checks[0].verdict == "skipped" and not skipped.checks[0].passed
    assert skipped.notes == ["restart skipped: nothing can restart a server given only its URL, so 1 checks "
                             "(the restart and the persistence checks after it) are skipped and count as failed"]


def test_persistence_checks_are_skipped_without_a_restart(fake_server, tmp_path):
    """An app that loses its data at every start passes `requires_restart` checks when nothing restarts
    it: they are recorded as skipped, never sent, and count as failed."""
    fake_server.routes[("GET", "/api/user")] = lambda r: (200, {"user": {"bio": "kept"}})
    suite = _suite(tmp_path, [
        {"name": "before", "method": "GET", "path": "/user", "checks": ['equals user.bio "kept"']},
        {"name": "restart", "action": "restart", "checks": ["restarted"]},
        {"name": "after", "method": "GET", "path": "/user", "requires_restart": True, "checks": ['equals user.bio "kept"']},
    ])  # fmt: skip
    skipped = run_suite(suite, fake_server.base_url)
    assert [c.verdict for c in skipped.checks] == ["passed", "skipped", "skipped"]
    assert len(fake_server.requests) == 1 and not skipped.requests[2].sent
    restarted = run_suite(suite, fake_server.base_url, restart=lambda: True)
    assert [c.verdict for c in restarted.checks] == ["passed", "passed", "passed"] and len(fake_server.requests) == 3


def test_strict_profile_is_typed_and_its_restart_section_requires_a_restart():
    strict = load_suite("strict")
    assert strict.semantics == "typed" and load_suite("paper").semantics == "javascript"
    after = [r for r in strict.requests if r.requires_restart]
    assert [r.id for r in after] == ["restart.login", "restart.token", "restart.article", "restart.list"]


def test_forged_token_capture(fake_server, tmp_path):
    fake_server.routes[("POST", "/api/users")] = lambda r: (201, {"user": {"token": "aaa.bbb.sig1"}})
    fake_server.routes[("GET", "/api/user")] = lambda r: (200, {"auth": r["headers"].get("Authorization")})
    suite = _suite(tmp_path, [
        {"name": "r", "method": "POST", "path": "/users", "capture": [{"var": "f", "from": "user.token", "transform": "tamper"}]},
        {"name": "u", "method": "GET", "path": "/user", "auth": True, "auth_as": "f", "checks": ['equals auth "Token aaa.bbb.Aig1"']},
    ])  # fmt: skip
    assert run_suite(suite, fake_server.base_url).passed == 1
