"""The engine's own client keeps each request's limit on its sockets (harness.suite.deadline): a server
that trickles its status line, its headers or its body is cut at the limit, in the caller's thread; a
server named by host name goes through the thread-guarded path and gives the same verdicts."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from harness.suite import load_suite, run_suite
from harness.suite.deadline import uses_deadline_transport
from tests.conduit_fake import FakeConduit

BODY = b'{"user": {"token": "' + b"x" * 40 + b'"}}'
ANSWER = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(BODY), BODY)


def _trickling_server(split_at: int) -> socket.socket:
    """Sends ANSWER[:split_at] at once, then one byte every 0.1 s (each read sees data: no read timeout)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def answer(connection: socket.socket) -> None:
        try:
            connection.recv(65536)
            connection.sendall(ANSWER[:split_at])
            for byte in ANSWER[split_at:]:
                time.sleep(0.1)
                connection.sendall(bytes([byte]))
        except OSError:
            pass

    def serve() -> None:
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=answer, args=(connection,), daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    return listener


@pytest.mark.parametrize("split_at", [0, 30, len(ANSWER) - len(BODY)], ids=["status-line", "headers", "body"])
def test_a_trickle_anywhere_in_the_answer_is_cut_at_the_limit(split_at):
    listener = _trickling_server(split_at)
    base = f"http://127.0.0.1:{listener.getsockname()[1]}/api"
    assert uses_deadline_transport(base)
    threads = threading.active_count()
    try:
        result = run_suite(load_suite("paper"), base, timeout_s=0.4)
    finally:
        listener.close()
    assert [r.error for r in result.requests[:3]] == ["timeout"] * 3
    assert all(r.elapsed_ms < 400 + 300 for r in result.requests[:3])  # the answer would take > 4 s
    assert result.server_unreachable and result.passed == 0
    assert threading.active_count() <= threads + 3  # only the server's own answering threads, no request threads


def test_a_host_name_goes_through_the_thread_guarded_path_with_the_same_verdicts():
    assert not uses_deadline_transport("http://localhost:8080/api")
    runs = []
    for host in ("127.0.0.1", "localhost"):
        server = FakeConduit()
        try:
            result = run_suite(load_suite("paper"), server.base_url.replace("127.0.0.1", host), seed=3)
        finally:
            server.close()
        runs.append([(c.id, c.verdict, repr(c.actual)) for c in result.checks])
    assert runs[0] == runs[1] and all(verdict == "passed" for _, verdict, _ in runs[0])
