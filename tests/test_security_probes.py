"""The security engine's parts without a Conduit server: the profile, the JWT forgeries, the judgement
of a stored password, the leak patterns, the client's target lock, and the bounds (a scripted server
that is slow or answers nothing useful)."""

from __future__ import annotations

import base64
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.security import load_profile, run_security
from harness.security import tokens
from harness.security.client import ProbeClient
from harness.security.probes import PROBES
from harness.security.probes.storage import judge
from harness.suite import load_suite

ROOT = Path(__file__).resolve().parents[1]


def test_the_profile_names_only_implemented_probes_each_with_cwes():
    profile = load_profile()
    assert [p.id for p in profile.probes] == list(PROBES)  # the profile's order is the order they run in
    assert all(p.cwes for p in profile.probes) and len(profile.weak_jwt_secrets) >= 40
    assert "123456" in profile.weak_jwt_secrets  # YAML's number read back as text


def test_the_security_profile_is_no_functional_suite():
    with pytest.raises(ValueError, match="harness suite URL --profile security"):
        load_suite("security")


def test_jwt_forgeries():
    key = b"k" * 32
    token = tokens.sign({"sub": "7", "exp": 2_000_000_000}, key)
    parsed = tokens.parse(token)
    assert parsed.alg == "HS256" and parsed.payload["sub"] == "7" and parsed.verifies_with(key)
    assert not parsed.verifies_with(b"other")
    none = tokens.parse(tokens.unsigned(parsed.payload, "None"))
    assert none.alg == "None" and none.segments[2] == "" and none.payload == parsed.payload
    other = tokens.parse(tokens.sign({"sub": "8"}, key))
    swapped = tokens.parse(tokens.swap_payload(parsed, other.segments[1]))
    assert swapped.payload == {"sub": "8"} and not swapped.verifies_with(key)  # the signature no longer matches
    assert tokens.parse("opaque-session-id") is None and tokens.parse("a.b.c") is None


def test_a_stored_password_is_judged():
    password = "Pw-0123456789abcdef-own"
    assert judge(password, password)[0] == "plaintext"
    for name in ("md5", "sha1", "sha256", "sha512"):
        digest = hashlib.new(name, password.encode()).digest()
        assert judge(digest.hex(), password) == ("fast", f"unsalted {name} of the password")
        assert judge(base64.b64encode(digest).decode(), password)[0] == "fast"
    salt = b"0123456789abcdef"
    scrypt = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1).hex()
    pbkdf2 = base64.b64encode(hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 1000)).decode()
    slow = {
        "bcrypt": "$2b$10$" + "a" * 53,
        "argon2": "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
        "scrypt": f"scrypt${salt.hex()}${scrypt}",  # the FastAPI reference's own format
        "pbkdf2": f"pbkdf2_sha256$1000${salt.decode()}${pbkdf2}",  # Django's
    }
    for kind, stored in slow.items():
        assert judge(stored, password) == ("slow", kind), kind
    assert judge(f"pbkdf2:sha256:600000${salt.decode()}${'ab' * 32}", password) == ("slow", "pbkdf2")  # Werkzeug's
    salted_sha = hashlib.sha256(salt + password.encode()).hexdigest()
    assert judge(salted_sha, password) == ("other", "")  # cannot be shown to be fast: never a pass either


@pytest.mark.parametrize("body, leaked", [
    ('{"errors": {"body": ["Traceback (most recent call last):\\n  File \\"/app/x.py\\", line 3, in f"]}}', True),
    ("TypeError: x is undefined\n    at Object.handler (/srv/app/src/routes/users.js:12:7)", True),
    ('{"stack": "Error: boom\\n    at handler (file:///srv/app/src/app.js:3:9)"}', True),  # inside a JSON string
    ('{"detail": "File \\"/app/conduit/main.py\\", line 12, in create"}', True),
    ('{"errors": {"body": ["created at 2024/01/01 12:30:45"]}}', False),
    ('{"error": "SQLITE_ERROR: near \\"OR\\": syntax error"}', True),
    ('{"message": "duplicate key value violates unique constraint \\"users_email_key\\""}', True),
    ('{"error": "SequelizeDatabaseError: no such column: x"}', True),
    ('{"errors": {"body": ["article not found"]}}', False),
    ('{"errors": {"body": ["no article zz1\' OR \'1\'=\'1"]}}', False),  # a payload echoed back is no leak
    ("Internal Server Error", False),
])  # fmt: skip
def test_leak_patterns(body, leaked):
    patterns = load_profile().leak_patterns().values()
    assert any(p.search(body) for p in patterns) is leaked


def test_the_client_sends_only_to_the_server_under_test():
    profile = load_profile()
    with ProbeClient("http://127.0.0.1:9/api", profile.bounds) as client:
        with pytest.raises(ValueError, match="start with '/'"):
            client.send("GET", "@evil.example/x")
        assert client._url("//evil.example/x").host == "127.0.0.1"  # a path can never change the host
        assert client.requests == 0


def test_a_server_that_never_answers_passes_no_probe_quickly(tmp_path):
    started = time.monotonic()
    result = run_security("http://127.0.0.1:9/api")  # nothing listens on the discard port
    assert time.monotonic() - started < 5
    assert result.passed == 0 and result.not_run == result.total and result.requests <= 3
    assert result.summary().ran and not result.summary().clean


def test_a_slow_server_is_bounded_by_the_deadline(fake_server):
    def slow(request):
        time.sleep(0.4)
        return 404, {"errors": {"body": ["nothing here"]}}

    for path in ("/api/users", "/api/users/login", "/api/health-check", "/api/articles", "/api/user"):
        for method in ("GET", "POST", "PUT"):
            fake_server.routes[(method, path)] = slow
    started = time.monotonic()
    result = run_security(fake_server.base_url, deadline_s=1.5, timeout_s=1.0)
    assert time.monotonic() - started < 1.5 + 1.0 + 1.0  # the deadline, one request, and the scans
    assert result.passed < result.total and all(r["path"].startswith("/api/") for r in fake_server.requests)
    skipped = {p.id: p.verdict for p in result.probes}
    assert skipped["sqli-query"] in ("skipped", "not_run")  # registering failed: nothing to inject into


def test_harness_suite_security_alone_says_the_at_rest_probe_is_skipped(fake_server):
    fake_server.routes[("GET", "/api/health-check")] = lambda request: (200, {"status": "ok"})
    done = subprocess.run([sys.executable, "-m", "harness", "suite", fake_server.base_url, "--profile", "security",
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 1, done.stderr
    verdicts = {p["id"]: (p["verdict"], p["reason"]) for p in json.loads(done.stdout)["probes"]}
    assert verdicts["password-storage"] == ("skipped", "no database to read (harness suite URL: pass --workspace or "
                                                       "--postgres)")  # fmt: skip
    assert verdicts["sqli-query"][0] == "skipped" and "registering a user failed" in verdicts["sqli-query"][1]


def _health_server(drop_first: int):
    """A real HTTP/1.1 server on 127.0.0.1 that closes its first `drop_first` connections without a word
    (as a server drops a kept-alive connection after an error answer), then answers /health-check."""
    import socket
    import threading

    listener = socket.create_server(("127.0.0.1", 0))
    dropped = {"count": 0}

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            with conn:
                if dropped["count"] < drop_first:
                    dropped["count"] += 1
                    continue
                conn.recv(65536)
                body = b'{"status": "ok"}'
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n"
                             b"Content-Length: %d\r\n\r\n%s" % (len(body), body))  # fmt: skip

    threading.Thread(target=serve, daemon=True).start()
    return listener, f"http://127.0.0.1:{listener.getsockname()[1]}/api"


def test_the_health_check_retries_a_dropped_connection_at_once_and_a_refusal_after_a_pause(monkeypatch):
    from harness.security.context import ProbeContext
    from harness.security.probes import robustness

    pauses: list[float] = []
    real_sleep = time.sleep
    monkeypatch.setattr(robustness.time, "sleep", lambda seconds: (pauses.append(seconds), real_sleep(seconds)))
    profile = load_profile()
    listener, url = _health_server(drop_first=1)
    try:
        with ProbeClient(url, profile.bounds) as client:
            reply = robustness._alive(ProbeContext(client, profile, "r"))
        assert reply.ok and [r.answered for r in client.replies] == [False, True]
        assert not client.replies[0].unreachable  # closed under the request: not a refusal
        assert pauses == []  # tried again at once, on a fresh connection
    finally:
        listener.close()
    import socket

    with socket.create_server(("127.0.0.1", 0)) as unused:  # a port nothing listens on afterwards
        url = f"http://127.0.0.1:{unused.getsockname()[1]}/api"
    with ProbeClient(url, profile.bounds) as client:  # every attempt is refused
        reply = robustness._alive(ProbeContext(client, profile, "r"))
    assert not reply.answered and len(client.replies) == 3 and all(r.unreachable for r in client.replies)
    assert pauses == [0.3, 0.3]  # three attempts with a pause between: as long as before to come back
