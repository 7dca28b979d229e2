"""The suite engine against a scripted in-process server: captures, every check kind, timeouts,
non-JSON answers and dead servers."""

import json
import time

import httpx
import yaml

from harness.suite import load_suite, run_suite
from harness.suite.model import Check


def make_suite(tmp_path, data: dict):
    path = tmp_path / "mini.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_suite(path)


MINI = {
    "name": "mini",
    "variables": {"NAME": "alice"},
    "headers": {"Content-Type": "application/json"},
    "requests": [
        {"name": "login", "method": "POST", "path": "/login", "body": '{"name":"{{NAME}}"}',
         "capture": [{"var": "token", "from": "user.token", "if_passed": "has user.token"}],
         "checks": ["has user.token", "captured user.token token"]},
        {"name": "list", "method": "GET", "path": "/items", "auth": True, "query": {"owner": "{{NAME}}"},
         "checks": ["status 200", "type items array", "type count integer", "has items[0].id",
                    "equals items[0].done true", "compare count >0"]},
        {"name": "favorite", "method": "POST", "path": "/items/{{token}}/star", "auth": True, "body": "",
         "checks": ["equals starred true"]},
    ],
}  # fmt: skip


def test_captures_feed_later_requests_and_every_kind_passes(tmp_path, fake_server):
    fake_server.routes[("POST", "/api/login")] = lambda r: (200, {"user": {"token": "abc"}})
    fake_server.routes[("GET", "/api/items")] = lambda r: (200, {"items": [{"id": 1, "done": True}], "count": 1})
    fake_server.routes[("POST", "/api/items/abc/star")] = lambda r: (200, {"starred": True})
    result = run_suite(make_suite(tmp_path, MINI), fake_server.base_url)
    assert (result.passed, result.total) == (9, 9), [c for c in result.checks if not c.passed]
    login, listing, star = fake_server.requests
    assert json.loads(login["body"]) == {"name": "alice"}
    assert listing["headers"]["Authorization"] == "Token abc"
    assert listing["query"] == "owner=alice" and listing["body"] == b""
    assert star["headers"]["Content-Length"] == "0" and star["headers"]["Content-Type"] == "application/json"


def test_each_check_kind_fails_on_the_wrong_answer(tmp_path, fake_server):
    fake_server.routes[("POST", "/api/login")] = lambda r: (200, {"user": {"name": "x"}})  # no token
    fake_server.routes[("GET", "/api/items")] = lambda r: (201, {"items": {}, "count": True})
    result = run_suite(make_suite(tmp_path, MINI), fake_server.base_url)
    by_desc = {(c.request_name, c.kind): c for c in result.checks}
    assert not by_desc[("login", "has")].passed and by_desc[("login", "has")].actual == "absent"
    assert not by_desc[("login", "captured")].passed  # nothing captured: no token check passed
    assert by_desc[("list", "status")].actual == 201 and not by_desc[("list", "status")].passed
    types = [c for c in result.checks if c.request_name == "list" and c.kind == "type"]
    assert [c.passed for c in types] == [False, False]  # {} is no array; true is no integer
    assert not by_desc[("list", "compare")].passed  # a boolean is not a number
    # The token was never captured, so the placeholder stays and the route 404s.
    assert fake_server.requests[-1]["path"] == "/api/items/%7B%7Btoken%7D%7D/star"
    assert result.passed == 0


def test_integer_equals_and_compare_semantics():
    from harness.suite.checks import MISSING, evaluate

    assert evaluate(Check.parse("type n integer"), 200, {"n": 3.0}, {})[0]  # JSON numbers, as a JS client sees
    assert not evaluate(Check.parse("type n integer"), 200, {"n": 3.5}, {})[0]
    assert not evaluate(Check.parse("equals b true"), 200, {"b": 1}, {})[0]  # 1 is not true
    assert evaluate(Check.parse("equals b false"), 200, {"b": False}, {})[0]
    assert not evaluate(Check.parse("equals b false"), 200, {"b": 0}, {})[0]
    assert evaluate(Check.parse("compare n >0"), 200, {"n": 2}, {})[0]
    assert not evaluate(Check.parse("compare n >0"), 200, {"n": 0}, {})[0]
    assert not evaluate(Check.parse("has a.b"), 200, MISSING, {})[0]
    assert evaluate(Check.parse("has a.b"), 200, {"a": {"b": None}}, {})[0]  # null is present
    assert not evaluate(Check.parse("has xs[0].id"), 200, {"xs": []}, {})[0]


def test_non_json_answers_fail_their_checks_and_the_run_goes_on(tmp_path, fake_server):
    fake_server.routes[("POST", "/api/login")] = lambda r: (200, "<html>oops</html>")
    fake_server.routes[("GET", "/api/items")] = lambda r: (200, {"items": [{"id": 1, "done": True}], "count": 1})
    result = run_suite(make_suite(tmp_path, MINI), fake_server.base_url)
    assert result.requests[0].error == "response is not JSON"
    assert result.requests[0].response_excerpt == "<html>oops</html>"
    assert result.requests[1].checks_passed == 6  # the scenario went on


def test_timeouts_fail_one_request_only(tmp_path, fake_server):
    def slow(request):
        time.sleep(1.5)
        return 200, {"user": {"token": "abc"}}

    fake_server.routes[("POST", "/api/login")] = slow
    fake_server.routes[("GET", "/api/items")] = lambda r: (200, {"items": [{"id": 1, "done": True}], "count": 1})
    result = run_suite(make_suite(tmp_path, MINI), fake_server.base_url, timeout_s=0.3)
    assert result.requests[0].error == "timeout"
    assert [c.passed for c in result.checks[:2]] == [False, False]
    assert result.requests[1].checks_passed == 6


def test_a_dead_server_scores_zero_and_stops_after_three_refusals():
    result = run_suite(load_suite("paper"), "http://127.0.0.1:9/api", timeout_s=1)
    assert (result.passed, result.total, result.not_run) == (0, 290, 290 - 6 - 6 - 7)
    assert result.server_unreachable and not result.budget_exhausted
    tried, rest = result.requests[:3], result.requests[3:]
    assert all(r.sent and "ConnectError" in r.error for r in tried)
    assert all(not r.sent and r.error.startswith("not run: server unreachable") for r in rest)
    assert {c.verdict for c in result.checks if c.request_index > 3} == {"not_run"}
    assert {c.verdict for c in result.checks if c.request_index <= 3} == {"failed"}
    assert len(result.notes) == 1 and "server unreachable" in result.notes[0]


def test_unreachable_needs_refusals_in_a_row(tmp_path, fake_server):
    """A refusal between answers is one failed request; only N in a row stop the suite."""
    suite = make_suite(tmp_path, {"name": "s", "requests": [
        {"name": f"r{i}", "path": path, "checks": ["status 200"]}
        for i, path in enumerate(["/ok", "/gone", "/gone", "/ok", "/gone", "/gone", "/gone", "/ok"])]})  # fmt: skip
    fake_server.routes[("GET", "/api/ok")] = lambda r: (200, {})
    # A server cannot refuse one path: a transport refuses "/gone" and sends the rest for real.
    refusing = httpx.HTTPTransport()

    class Refuse(httpx.BaseTransport):
        def handle_request(self, request):
            if request.url.path.endswith("/gone"):
                raise httpx.ConnectError("refused", request=request)
            return refusing.handle_request(request)

    result = run_suite(suite, fake_server.base_url, transport=Refuse(), unreachable_after=3)
    assert [c.verdict for c in result.checks] == ["passed", "failed", "failed", "passed", "failed", "failed",
                                                  "failed", "not_run"]  # fmt: skip
    assert result.server_unreachable and "from request 5" in result.notes[0]
    never = run_suite(suite, fake_server.base_url, transport=Refuse(), unreachable_after=None)
    assert [c.verdict for c in never.checks][-1] == "passed" and not never.server_unreachable


def test_a_hanging_server_stops_after_three_timeouts(tmp_path):
    """A server that accepts connections and never answers: three timeouts, then not run."""
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    try:
        base = f"http://127.0.0.1:{listener.getsockname()[1]}/api"
        result = run_suite(load_suite("paper"), base, timeout_s=0.5)
    finally:
        listener.close()
    assert [r.error for r in result.requests[:3]] == ["timeout"] * 3
    assert all(not r.sent for r in result.requests[3:]) and result.server_unreachable
    assert (result.passed, result.total) == (0, 290)
    print(f"hanging server: suite ended in {result.duration_s:.2f}s with a 0.5s request timeout")


def test_suite_budget_stops_sending(tmp_path, fake_server):
    def slow(request):
        time.sleep(0.3)
        return 200, {"user": {"token": "abc"}}

    fake_server.routes[("POST", "/api/login")] = slow
    result = run_suite(make_suite(tmp_path, MINI), fake_server.base_url, deadline_s=0.1)
    assert result.budget_exhausted
    assert result.requests[1].error == "not run: suite budget of 0.1s exhausted"
    assert [c.verdict for c in result.checks[2:]] == ["not_run"] * 7 and not result.requests[1].sent
    assert len(fake_server.requests) == 1


def test_bad_check_lines_are_rejected(tmp_path):
    import pytest

    for line in ["status", "has", "type x float", "equals x", "frobnicate x 1"]:
        with pytest.raises(ValueError):
            Check.parse(line)


def test_a_trickling_answer_is_cut_at_the_request_timeout():
    """httpx's timeouts bound each read: a server sending a byte every 0.2 s never trips them. The
    request's own limit does."""
    import socket
    import threading

    def serve(listener):
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:
                return

            def answer(connection=connection):
                try:
                    connection.recv(65536)
                    connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n")
                    for _ in range(20):
                        connection.sendall(b" ")
                        time.sleep(0.2)
                except OSError:
                    pass

            threading.Thread(target=answer, daemon=True).start()

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    threading.Thread(target=serve, args=(listener,), daemon=True).start()
    try:
        result = run_suite(load_suite("paper"), f"http://127.0.0.1:{listener.getsockname()[1]}/api", timeout_s=0.5)
    finally:
        listener.close()
    assert [r.error for r in result.requests[:3]] == ["timeout"] * 3  # not "response is not JSON" after 4 s
    assert result.server_unreachable and result.passed == 0
