"""OpenAPI conformance (schemathesis): single responses, the suite's responses, generated tests."""

from __future__ import annotations

import datetime
import socket

import httpx
import pytest

from harness.suite.conformance import check_response, find_operation, run_conformance


def _response(method: str, path: str, status: int, body) -> httpx.Response:
    request = httpx.Request(method, f"http://127.0.0.1:9/api{path}")
    response = httpx.Response(status, json=body, request=request)
    response.elapsed = datetime.timedelta(0)  # set by the client on a real response
    return response


USER = {"user": {"email": "a@b.c", "token": "t", "username": "a", "bio": "", "image": ""}}


def test_operations_are_found_by_actual_path():
    assert find_operation("GET", "/api/articles/feed").path == "/articles/feed"
    assert find_operation("GET", "/api/articles/some-slug").path == "/articles/{slug}"
    assert find_operation("DELETE", "/api/articles/s/comments/3").path == "/articles/{slug}/comments/{id}"
    assert find_operation("PATCH", "/api/user") is None


def test_single_responses_are_judged():
    assert check_response(_response("GET", "/user", 200, USER)) is None
    assert "not declared" in check_response(_response("POST", "/users", 200, USER))
    assert "violates schema" in check_response(_response("GET", "/user", 200, {"user": {"email": "a@b.c"}}))
    assert "not an operation" in check_response(_response("GET", "/nowhere", 200, {}))
    # Several failures at once (no content type and a wrong body) come as a group: reported, never raised.
    bare = httpx.Response(200, content=b"{}", request=httpx.Request("GET", "http://127.0.0.1:9/api/user"))
    bare.elapsed = datetime.timedelta(0)
    assert "; " in check_response(bare)


def test_a_dead_server_is_reported_not_raised():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    report = run_conformance(f"http://127.0.0.1:{port}/api", max_examples=2, seed=0)
    assert not report.ok and report.operations == 19
    assert all(problems == ["the server stopped answering (crashed?)"] for problems in report.failures.values())


@pytest.fixture(scope="module")
def fastapi_server(tmp_path_factory):
    from harness.suite.mutants import _free_port, _prepare, _Server

    work = tmp_path_factory.mktemp("conform")
    root, env = _prepare("fastapi", work)
    server = _Server(root, env, _free_port(), work / "server.log")
    ok, message = server.start()
    assert ok, message
    yield server
    server.stop()


@pytest.mark.slow
def test_fastapi_reference_conforms_at_a_fixed_seed(fastapi_server):
    report = run_conformance(fastapi_server.base_url, max_examples=20, seed=1)
    assert report.ok, report.lines()
    assert report.operations == 19 and report.examples > 100


@pytest.mark.slow
def test_fastapi_reference_suite_responses_conform(fastapi_server):
    from harness.suite import load_suite, run_suite

    result = run_suite(load_suite("strict"), fastapi_server.base_url, restart=fastapi_server.restart, conformance=True)
    assert result.passed == result.total
    assert result.conformance["score"] == 100.0 and result.conformance["checked"] > 90, result.conformance["failures"]
