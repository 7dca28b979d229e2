"""Shared fixtures. Tests that need Postgres, Node or real servers start them themselves."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

# The fake LLM server's fixtures (llm, llm_env) for every test module that talks to a model.
pytest_plugins = ["tests.fake_llm"]

SHARED = Path(__file__).resolve().parents[2] / "shared"


# Tests that need a Docker engine and the harness images: `@pytest.mark.requires_docker`. Without them
# they skip with the reason; with CONDUIT_REQUIRE_DOCKER=1 (set by .ci/run) that is a failure instead.
def pytest_configure(config):
    config.addinivalue_line("markers", "requires_docker: needs a Docker engine and the harness images "
                                       "(skipped without them; a failure when CONDUIT_REQUIRE_DOCKER=1)")


_docker_missing: list[str | None] = []


def docker_missing_reason() -> str | None:
    """Why the Docker tests cannot run here (None: they can); asked once per session."""
    if not _docker_missing:
        from harness.backends.docker import labels as docker_labels
        from harness.backends.base import BackendUnavailable
        from harness.backends.docker.images import KINDS, require_image

        reason = None
        if not docker_labels.engine_reachable():
            reason = "no Docker engine reachable (`docker version` fails)"
        else:
            try:
                for kind in KINDS:
                    require_image(kind)
            except BackendUnavailable as exc:
                reason = str(exc)
        _docker_missing.append(reason)
    return _docker_missing[0]


# The `slow` marker (pyproject.toml) is what `make test-fast` leaves out. Besides the tests marked by
# hand, every test that takes a real backend runs real phases (Postgres, installs, servers): slow.
_BACKEND_FIXTURES = {"local_backend", "docker_backend", "backend", "backend_name", "docker_images", "phase"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if _BACKEND_FIXTURES & set(getattr(item, "fixturenames", ())) or item.get_closest_marker("requires_docker"):
            item.add_marker(pytest.mark.slow)


def pytest_runtest_setup(item):
    if item.get_closest_marker("requires_docker") and (reason := docker_missing_reason()):
        if os.environ.get("CONDUIT_REQUIRE_DOCKER") == "1":
            pytest.fail(f"CONDUIT_REQUIRE_DOCKER=1 but {reason}", pytrace=False)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def docker_images() -> dict[str, str]:
    """kind (python, node, postgres) -> the ref of the present image; for requires_docker tests."""
    from harness.backends.docker.images import KINDS, require_image

    return {kind: require_image(kind) for kind in KINDS}


@pytest.fixture(scope="session", autouse=True)
def _isolated_cache(tmp_path_factory):
    """Dependency installs are shared across the session (and across sessions when
    CONDUIT_HARNESS_CACHE is set by the caller, as `make test` does)."""
    if "CONDUIT_HARNESS_CACHE" not in os.environ:
        os.environ["CONDUIT_HARNESS_CACHE"] = str(tmp_path_factory.mktemp("cache"))
    yield


class FakeServer:
    """A tiny HTTP server whose answers a test scripts: (method, path) -> handler(request) -> (status, body)."""

    def __init__(self):
        self.routes: dict[tuple[str, str], Callable[[dict], tuple[int, bytes | str | dict]]] = {}
        self.requests: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                path, _, query = self.path.partition("?")
                request = {"method": self.command, "path": path, "query": query, "headers": dict(self.headers),
                           "body": body}  # fmt: skip
                server.requests.append(request)
                handler = server.routes.get((self.command, path))
                status, payload = handler(request) if handler else (404, {"errors": {"body": ["not found"]}})
                data = json.dumps(payload).encode() if isinstance(payload, (dict, list)) else (
                    payload.encode() if isinstance(payload, str) else payload)  # fmt: skip
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = do_POST = do_PUT = do_DELETE = _handle

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/api"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def fake_server():
    server = FakeServer()
    yield server
    server.close()


@pytest.fixture(scope="session")
def local_backend():
    from harness.backends import get_backend

    backend = get_backend("local")
    backend.check()
    return backend
