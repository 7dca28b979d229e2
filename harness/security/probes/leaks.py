"""Information leaks: stack traces and SQL errors in error bodies (CWE-209), passwords and password
hashes in any response (CWE-200). Both read every reply the profile received, so a leak provoked by
any probe counts; leak-errors also sends malformed requests of its own first."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from harness.security.client import seg
from harness.security.context import ProbeContext

_HASH_FORMATS = {
    "bcrypt": re.compile(r"\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}"),
    "argon2": re.compile(r"\$argon2(?:id|i|d)\$[^\s\"']+"),
    "scrypt": re.compile(r"(?:\$scrypt\$|\bscrypt[:$])[^\s\"']{16,}"),
    "pbkdf2": re.compile(r"(?:\$pbkdf2[-\w]*\$|\bpbkdf2[_:][\w:]*\$)[^\s\"']{16,}"),
}
# (A bare "hash" is left out: content hashes and etags are named so.)
_SECRET_KEYS = re.compile(r"^(?:password|passwd|pass|pwd|password_?hash|hashed_?password|passwordhash|"
                          r"hashedpassword|salt|password_?salt|password_?digest|encrypted_?password)$", re.I)  # fmt: skip


_SHOWN = 5  # failed findings recorded per scan (the rest are counted)


def send_malformed(ctx: ProbeContext) -> None:
    """Inputs that make careless servers fail with a stack trace or a driver error."""
    client = ctx.client
    token = ctx.world.owner.token if ctx.world else None
    slug = ctx.world.tagged[0] if ctx.world else "none"
    sends: list[tuple[str, str, Any, str | None]] = [
        ("POST", "/users", '{"user": {', None),
        ("POST", "/users", '{"user": {"username": 1, "email": [], "password": {}}}', None),
        ("POST", "/users", "[]", None),
        ("POST", "/users", "null", None),
        ("POST", "/users/login", '{"user": null}', None),
        ("POST", "/users/login", '{"user": {"email": 5, "password": false}}', None),
        ("PUT", "/user", '{"user": "x"}', token),
        ("POST", "/articles", '{"article": {"title": ["x"], "description": {}, "body": 5, "tagList": "t"}}', token),
        ("POST", f"/articles/{seg(slug)}/comments", '{"comment": {"body": {"x": 1}}}', token),
        ("DELETE", f"/articles/{seg(slug)}/comments/not-a-number", None, token),
        ("GET", f"/profiles/{'x' * 300}", None, None),
    ]
    for method, path, body, auth in sends:
        client.send(method, path, content=body, token=auth)
    client.send("GET", "/articles", params={"limit": "abc", "offset": "-1"})


def scan_errors(ctx: ProbeContext) -> None:
    patterns = ctx.profile.leak_patterns()
    errors = [r for r in ctx.client.replies if r.status is not None and r.status >= 400]
    leaks = 0
    for reply in errors:
        for name, pattern in patterns.items():
            if match := pattern.search(reply.text):
                leaks += 1
                if leaks <= _SHOWN:
                    ctx.check(f"{name} in an error body", False, reply, f"{reply.status}: …{_around(reply.text, match)}…")
                break
    if leaks > _SHOWN:
        ctx.note(f"{leaks} error bodies in all leak internals; the first {_SHOWN} are shown")
    if not ctx.findings:
        ctx.check("no stack trace or SQL error in any error body", True,
                  detail=f"{len(errors)} error answers read, {len(patterns)} patterns")  # fmt: skip


def _around(text: str, match: re.Match[str], width: int = 80) -> str:
    return text[max(0, match.start() - width // 2): match.end() + width // 2].replace("\n", " ")


def _digests(password: str) -> dict[str, str]:
    data = password.encode()
    return {f"unsalted {name}": hashlib.new(name, data).hexdigest() for name in ("md5", "sha1", "sha256", "sha512")}


def _secret_fields(value: Any, path: str = "") -> list[str]:
    """JSON keys named like a password or its hash whose value looks like one (a string of 16 or more
    characters without spaces). Error objects are left alone: {"errors": {"password": ["can't be blank"]}}
    names the field, it leaks nothing."""
    found: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}" if path else str(key)
            if str(key).lower() == "errors":
                continue
            if _SECRET_KEYS.match(str(key)) and isinstance(item, str) and len(item) >= 16 and not any(c.isspace() for c in item):
                found.append(where)
            found += _secret_fields(item, where)
    elif isinstance(value, list):
        for index, item in enumerate(value[:50]):
            found += _secret_fields(item, f"{path}[{index}]")
    return found


def scan_passwords(ctx: ProbeContext) -> None:
    """Every reply, any status. A password found in the answer to the request that carried it (an echo of
    the client's own input) does not count: the leak is a password the request did not send."""
    accounts = ctx.world.accounts if ctx.world else []
    secrets_known = {a.password: a.username for a in accounts}
    digests = {digest: (kind, name) for a in accounts for kind, digest in _digests(a.password).items()
               for name in [a.username]}  # fmt: skip
    replies = [r for r in ctx.client.replies if r.answered]
    leaks = 0
    for reply in replies:
        sent = (reply.sent or b"").decode(errors="replace")
        leak = next((f"{name}'s password" for password, name in secrets_known.items()
                     if password in reply.text and password not in sent), None)  # fmt: skip
        leak = leak or next((f"{name}'s password as {kind}" for digest, (kind, name) in digests.items()
                             if digest in reply.text.lower()), None)  # fmt: skip
        leak = leak or next((f"a {kind} hash" for kind, pattern in _HASH_FORMATS.items() if pattern.search(reply.text)), None)
        fields = _secret_fields(reply.body) if leak is None else []
        if fields:
            leak = f"a field named like a password: {', '.join(fields[:3])}"
        if leak:
            leaks += 1
            if leaks <= _SHOWN:
                ctx.check("no password or hash in a response", False, reply, f"{reply.status}: {leak}")
    if leaks > _SHOWN:
        ctx.note(f"{leaks} responses in all carry a password or a hash; the first {_SHOWN} are shown")
    if not ctx.findings:
        ctx.check("no password or hash in any response", True,
                  detail=f"{len(replies)} answers read for {len(accounts)} passwords, their digests and hash formats")  # fmt: skip
