"""The paper profile compares as the study's collection does under newman (JavaScript), the strict
profile stays typed. Every assertion form is tested on both sides of its coercion, with the verdict
checked against real JavaScript (Node); then whole runs against servers with faults are compared, check
by check and URL by URL, with the collection's scripts run under Node (tests/collection_oracle.js)."""

from __future__ import annotations

import json
import math
import os
import shutil
import socket
import subprocess
from urllib.parse import parse_qsl, unquote, urlsplit

import pytest

from harness.suite import jsvalues as js
from harness.suite import load_suite, run_suite
from harness.suite.checks import MISSING, evaluate
from harness.suite.model import Check
from tests.conduit_fake import FakeConduit, Faults
from tests.paper_collection import collection, expression, run_oracle

PAPER = load_suite("paper")

# (check line, response JSON, the verdict JavaScript gives): each form on both sides of its coercion.
FORMS = [
    # compare: `x > 0` converts with ToNumber
    ("compare x >0", '{"x": 1}', True), ("compare x >0", '{"x": 0}', False),
    ("compare x >0", '{"x": "1"}', True), ("compare x >0", '{"x": "0"}', False),
    ("compare x >0", '{"x": " 2 "}', True), ("compare x >0", '{"x": ""}', False),
    ("compare x >0", '{"x": "abc"}', False), ("compare x >0", '{"x": "0x10"}', True),
    ("compare x >0", '{"x": "1e3"}', True), ("compare x >0", '{"x": "1_000"}', False),
    ("compare x >0", '{"x": true}', True), ("compare x >0", '{"x": false}', False),
    ("compare x >0", '{"x": null}', False), ("compare x >0", '{}', False),
    ("compare x >0", '{"x": [5]}', True), ("compare x >0", '{"x": []}', False),
    ("compare x >0", '{"x": [1, 2]}', False), ("compare x >0", '{"x": {}}', False),
    ("compare x >=0", '{"x": null}', True), ("compare x ==0", '{"x": null}', False),
    ("compare x ==0", '{"x": ""}', True), ("compare x ==1", '{"x": true}', True),
    ("compare x ==0", '{"x": false}', True), ("compare x ==0", '{"x": "0"}', True), ("compare x ==0", '{}', False),
    ("compare x >=0", '{"x": "0"}', True), ("compare x >=0", '{"x": "abc"}', False),
    ("compare x <1", '{"x": "0.5"}', True), ("compare x <=-1", '{"x": "-1"}', True),
    # type: Array.isArray and Number.isInteger never convert
    ("type x integer", '{"x": 3}', True), ("type x integer", '{"x": 3.0}', True),
    ("type x integer", '{"x": 3.5}', False), ("type x integer", '{"x": "3"}', False),
    ("type x integer", '{"x": true}', False), ("type x integer", '{"x": null}', False),
    ("type x integer", '{"x": 1e300}', True),
    ("type x array", '{"x": []}', True), ("type x array", '{"x": {}}', False),
    ("type x array", '{"x": "[]"}', False), ("type x array", '{}', False),
    # equals: === never converts
    ("equals x true", '{"x": true}', True), ("equals x true", '{"x": 1}', False),
    ("equals x true", '{"x": "true"}', False), ("equals x false", '{"x": false}', True),
    ("equals x false", '{"x": 0}', False), ("equals x false", '{"x": null}', False),
    ("equals x false", '{}', False), ("equals x 1", '{"x": 1.0}', True), ("equals x 1", '{"x": "1"}', False),
    ('equals x "a"', '{"x": "a"}', True), ('equals x "a"', '{"x": ["a"]}', False),
    # has: hasOwnProperty along `(responseJSON.a || {})`
    ("has a", '{"a": null}', True), ("has a", '{"b": 1}', False), ("has a.b", '{"a": {"b": null}}', True),
    ("has a.b", '{"a": null}', False), ("has a.b", '{"a": "text"}', False), ("has a.b", '{}', False),
    ("has a[0].b", '{"a": [{"b": 1}]}', True), ("has a[0].b", '{"a": []}', False),
    ("has a[0].b", '{"a": {"0": {"b": 1}}}', True), ("has a.length", '{"a": "abc"}', True),
    ("has a", "[1]", False), ("has a", "null", False), ("type a array", "null", False),
]


def _node_verdicts(cases: list[tuple[str, str]]) -> list[bool]:
    """Each (JavaScript expression, response text) evaluated by Node as the collection's script does."""
    program = """
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const pm = {globals: {get: () => undefined}};
const out = cases.map(([expr, body]) => {
  const responseJSON = JSON.parse(body);
  try { return Boolean(eval(expr)); } catch (e) { return false; }
});
process.stdout.write(JSON.stringify(out));
"""
    done = subprocess.run(["node", "-e", program], input=json.dumps(cases), capture_output=True, text=True,
                          check=True, timeout=60)  # fmt: skip
    return json.loads(done.stdout)


def test_every_form_follows_javascript_on_both_sides():
    javascript = _node_verdicts([(expression(Check.parse(line)), body) for line, body, _ in FORMS])
    for (line, body, expected), from_node in zip(FORMS, javascript, strict=True):
        assert from_node == expected, f"the table is wrong about JavaScript: {line} on {body}"
        ours = evaluate(Check.parse(line), 200, json.loads(body), {}, "javascript")[0]
        assert ours == expected, f"{line} on {body}: JavaScript says {expected}"


# The same forms where the typed profile (strict) differs: it never converts.
TYPED = [("compare x >0", {"x": "1"}, False), ("compare x >0", {"x": True}, False),
         ("compare x >0", {"x": [5]}, False), ("compare x >=0", {"x": None}, False),
         ("has a[0].b", {"a": {"0": {"b": 1}}}, False)]  # fmt: skip


@pytest.mark.parametrize("line, body, expected", TYPED)
def test_typed_semantics_does_not_convert(line, body, expected):
    assert evaluate(Check.parse(line), 200, body, {}, "typed")[0] is expected
    assert evaluate(Check.parse(line), 200, body, {}, "javascript")[0] is not expected
    assert evaluate(Check.parse("compare x >0"), 200, {"x": 1}, {}, "typed")[0]  # a number compares in both


def test_no_json_body_fails_every_check_but_status():
    for line in ("has a", "type a array", "equals a true", "compare a >0", "captured a token"):
        assert evaluate(Check.parse(line), 200, MISSING, {}, "javascript") == (False, "no JSON body")
    assert evaluate(Check.parse("status 200"), 200, MISSING, {}, "javascript")[0]


def test_captured_is_strict_equality_with_the_global():
    check = Check.parse("captured user.token token")
    run = lambda body, held: evaluate(check, 200, body, {}, "javascript", held)[0]  # noqa: E731
    assert run({"user": {"token": "t"}}, {"token": "t"}) and not run({"user": {"token": "t"}}, {"token": "u"})
    assert run({"user": {"token": None}}, {"token": None})  # null === null
    assert not run({"user": {"token": 5}}, {"token": "5"})  # === does not convert
    # Nothing captured and no token: undefined === undefined, as newman computes it.
    assert run({"user": {}}, {}) and run({"user": None}, {}) and run({}, {})
    assert not run({"user": {}}, {"token": "earlier"})
    assert not evaluate(check, 200, {"user": {}}, {}, "typed")[0]  # typed: a token must have been captured


@pytest.mark.parametrize("value, sent", [(None, "null"), (5, "5"), (1.0, "1"), (True, "true"), ("s", "s"),
                                         ({"a": 1}, "[object Object]"), (["a", ["b", None]], "a,b,"),
                                         (12345678901234567890, "12345678901234567000")])  # fmt: skip
def test_captured_values_are_sent_as_javascript_writes_them(value, sent, tmp_path, fake_server):
    article = {"title": "t"} if value is None else {"slug": value}
    fake_server.routes[("POST", "/api/articles")] = lambda r: (200, {"article": article})
    suite_file = tmp_path / "s.yaml"
    suite_file.write_text(json.dumps({"name": "s", "semantics": "javascript", "requests": [
        {"name": "create", "method": "POST", "path": "/articles", "capture": [{"var": "slug", "from": "article.slug"}]},
        {"name": "read", "path": "/articles/{{slug}}"}]}))  # fmt: skip
    run_suite(load_suite(suite_file), fake_server.base_url)
    assert unquote(fake_server.requests[-1]["path"]) == f"/api/articles/{sent}"


def test_typed_profile_keeps_an_absent_value_uncaptured(tmp_path, fake_server):
    fake_server.routes[("POST", "/api/articles")] = lambda r: (200, {"article": {"title": "t"}})
    suite_file = tmp_path / "s.yaml"
    suite_file.write_text(json.dumps({"name": "s", "requests": [
        {"name": "create", "method": "POST", "path": "/articles", "capture": [{"var": "slug", "from": "article.slug"}]},
        {"name": "read", "path": "/articles/{{slug}}"}]}))  # fmt: skip
    run_suite(load_suite(suite_file), fake_server.base_url)
    assert fake_server.requests[-1]["path"] == "/api/articles/%7B%7Bslug%7D%7D"


@pytest.mark.parametrize("number, text", [(1e21, "1e+21"), (1.5e-7, "1.5e-7"), (0.1, "0.1"), (-0.0, "0"),
                                          (100, "100"), (1e-7, "1e-7"), (1.23e-18, "1.23e-18"), (123.456, "123.456"),
                                          (2**53 + 1, "9007199254740992"), (1e20, "100000000000000000000")])  # fmt: skip
def test_number_to_string(number, text):
    assert js.number_to_string(number) == text
    done = subprocess.run(["node", "-e", f"process.stdout.write(String({number!r}))"], capture_output=True,
                          text=True, check=True)  # fmt: skip
    assert done.stdout == text


def test_to_number_reads_strings_as_javascript():
    cases = {"Infinity": math.inf, "-Infinity": -math.inf, ".5": 0.5, "5.": 5.0, "0b11": 3.0, "0o7": 7.0,
             "\u00a0 1\n": 1.0, "-0x1": math.nan, "inf": math.nan, "nan": math.nan, "1 2": math.nan}  # fmt: skip
    for text, number in cases.items():
        got = js.to_number(text)
        assert (math.isnan(got) and math.isnan(number)) or got == number, text


def test_javascript_suites_reject_forms_the_collection_cannot_write(tmp_path):
    suite_file = tmp_path / "s.yaml"
    for line in ('equals x {"a": 1}', "length x 2", "type x object", 'contains x[*].id 1'):
        suite_file.write_text(json.dumps({"name": f"s{hash(line)}", "semantics": "javascript",
                                          "requests": [{"name": "r", "path": "/", "checks": [line]}]}))  # fmt: skip
        with pytest.raises(ValueError, match="JavaScript form|by identity"):
            load_suite(suite_file)


def test_nan_is_not_json(fake_server):
    fake_server.routes[("GET", "/api/tags")] = lambda r: (200, '{"tags": NaN}')
    result = run_suite(PAPER, fake_server.base_url, unreachable_after=None)
    tags = result.requests[-1]
    assert tags.error == "response is not JSON" and tags.checks_passed == 1  # the status check only


# --- whole runs, check by check against the collection under Node ---------------------------------------
def _responses(result, log: list[dict]) -> list[dict | None]:
    """The answer each request of the run got (from the server's log), None when it got none."""
    answers = iter(log)
    responses = []
    for record in result.requests:
        if record.status_code is None:
            responses.append(None)
            continue
        entry = next(answers)
        assert (entry["method"], urlsplit(record.url).path) == (record.method, urlsplit(entry["target"]).path)
        responses.append({"code": entry["status"], "body": entry["body"], "target": entry["target"],
                          "authorization": entry["authorization"]})  # fmt: skip
    assert next(answers, None) is None
    return responses


def _compare_with_the_collection(result, responses) -> None:
    oracle = run_oracle(PAPER, [{"code": r["code"], "body": r["body"]} if r else None for r in responses])
    ours = {c.id: c.verdict for c in result.checks}
    theirs = {name: passed for request in oracle for name, passed in request["tests"].items()}
    assert set(ours) == set(theirs)
    differing = {name: (ours[name], theirs[name]) for name in ours if (ours[name] == "passed") != theirs[name]}
    assert not differing
    for sent, response in zip(oracle, responses):
        if response is None:
            continue
        target = urlsplit(response["target"])
        assert unquote(target.path) == "/api" + sent["path"]
        assert parse_qsl(target.query) == [tuple(pair) for pair in sent["query"]]
        assert response["authorization"] == sent["authorization"]


def _run_against(faults: Faults):
    server = FakeConduit(faults)
    try:
        result = run_suite(PAPER, server.base_url)
        return result, server.log
    finally:
        server.close()


def test_a_correct_server_passes_every_check_as_under_the_collection():
    result, log = _run_against(Faults())
    assert (result.passed, result.total) == (290, 290)
    _compare_with_the_collection(result, _responses(result, log))


def test_numeric_strings_pass_the_comparison_and_fail_the_integer_checks():
    result, log = _run_against(Faults(numeric_strings=True))
    verdicts = {c.id: c.verdict for c in result.checks}
    assert verdicts["r19.15"] == "passed"  # favoritesCount "1" > 0 is true in JavaScript
    assert verdicts["r19.14"] == verdicts["r06.5"] == "failed"  # Number.isInteger("1") is false
    assert (result.passed, result.total) == (290 - 24, 290)
    _compare_with_the_collection(result, _responses(result, log))


@pytest.mark.parametrize("dropped", ["slug", "token", "comment.id"])
def test_a_dropped_captured_value_is_sent_as_null_or_left_unresolved(dropped):
    result, log = _run_against(Faults(drop=dropped))
    responses = _responses(result, log)
    _compare_with_the_collection(result, responses)
    targets = [unquote(r["target"]) for r in responses if r]
    verdicts = {c.id: c.verdict for c in result.checks}
    if dropped == "slug":  # pm.globals.set('slug', undefined): later requests go to /articles/null
        assert verdicts["r10.3"] == "failed" and "/api/articles/null/favorite" in targets
        assert not any("{{slug}}" in t for t in targets)
    elif dropped == "token":  # never set: "Token {{token}}" is sent as written
        assert verdicts["r03.6"] == "failed" and verdicts["r03.7"] == "passed"  # undefined === undefined
        assert {r["authorization"] for r in responses if r and r["authorization"]} == {"Token {{token}}"}
    else:
        assert "/api/articles/how-to-train-your-dragon/comments/null" in targets


def test_a_dead_server_fails_every_check_as_under_the_collection():
    result = run_suite(PAPER, "http://127.0.0.1:9/api", timeout_s=1)
    assert result.server_unreachable and sum(r.sent for r in result.requests) == 3
    _compare_with_the_collection(result, [None] * len(result.requests))


def test_a_hanging_server_fails_every_check_after_three_timeouts():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    try:
        result = run_suite(PAPER, f"http://127.0.0.1:{listener.getsockname()[1]}/api", timeout_s=0.5)
    finally:
        listener.close()
    assert [r.error for r in result.requests if r.sent] == ["timeout"] * 3
    assert result.server_unreachable and result.not_run == 290 - 19
    _compare_with_the_collection(result, [None] * len(result.requests))


# --- newman itself, where it is installed ----------------------------------------------------------------
NEWMAN = os.environ.get("CONDUIT_NEWMAN") or shutil.which("newman")


@pytest.mark.skipif(not NEWMAN, reason="newman is not installed (npm install newman; CONDUIT_NEWMAN=path/to/newman)")
@pytest.mark.parametrize("faults", [Faults(), Faults(numeric_strings=True), Faults(drop="slug"), Faults(drop="token")],
                         ids=["correct", "numeric-strings", "drop-slug", "drop-token"])  # fmt: skip
def test_newman_running_the_collection_agrees_check_by_check(faults, tmp_path):
    """The collection's scripts under newman and the engine, each against a fresh server with the same
    faults: the same verdict for every check (a test whose script threw is failed)."""
    collection_file, report = tmp_path / "paper.json", tmp_path / "newman.json"
    collection_file.write_text(json.dumps(collection(PAPER)))
    server = FakeConduit(faults)
    try:
        env = [arg for name, value in {"APIURL": server.base_url, **PAPER.variables}.items()
               for arg in ("--env-var", f"{name}={value}")]  # fmt: skip
        subprocess.run([NEWMAN, "run", str(collection_file), *env, "--timeout-request", "5000", "-r", "json",
                        "--reporter-json-export", str(report)], capture_output=True, timeout=300)  # fmt: skip
    finally:
        server.close()
    theirs = {a["assertion"]: "error" not in a for run in json.loads(report.read_text())["run"]["executions"]
              for a in run.get("assertions", [])}  # fmt: skip
    fresh = FakeConduit(faults)
    try:
        ours = {c.id: c.passed for c in run_suite(PAPER, fresh.base_url).checks}
    finally:
        fresh.close()
    assert {name: theirs.get(name, False) for name in ours} == ours
