"""Just enough JWT (RFC 7519) to read a server's token and to forge the ones a server must refuse:
alg none, a wrong HMAC key, another user's claims, an expired token when the key is known."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any

_HMAC = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def b64url_encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _segment(value: dict[str, Any]) -> str:
    return b64url_encode(json.dumps(value, separators=(",", ":")).encode())


@dataclass(frozen=True)
class Jwt:
    header: dict[str, Any]
    payload: dict[str, Any]
    segments: tuple[str, str, str]  # header, payload, signature as the server wrote them

    @property
    def alg(self) -> str:
        return str(self.header.get("alg", ""))

    @property
    def hmac_signed(self) -> bool:
        return self.alg in _HMAC

    def verifies_with(self, key: bytes) -> bool:
        """Whether the token's own signature is HMAC(key) of its first two segments."""
        if not self.hmac_signed:
            return False
        expected = hmac.new(key, f"{self.segments[0]}.{self.segments[1]}".encode(), _HMAC[self.alg]).digest()
        try:
            return hmac.compare_digest(expected, b64url_decode(self.segments[2]))
        except ValueError:
            return False


def parse(token: str | None) -> Jwt | None:
    """A JWS compact token's header and payload (not verified), or None when it is not one."""
    if not token or token.count(".") != 2:
        return None
    head, body, signature = token.split(".")
    try:
        header, payload = json.loads(b64url_decode(head)), json.loads(b64url_decode(body))
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(header, dict) or not isinstance(payload, dict):
        return None
    return Jwt(header, payload, (head, body, signature))


def unsigned(payload: dict[str, Any], alg: str = "none") -> str:
    """An unsecured JWT (alg none, in the spelling given) with an empty signature."""
    return f"{_segment({'alg': alg, 'typ': 'JWT'})}.{_segment(payload)}."


def sign(payload: dict[str, Any], key: bytes, alg: str = "HS256") -> str:
    head = _segment({"alg": alg, "typ": "JWT"})
    body = _segment(payload)
    signature = hmac.new(key, f"{head}.{body}".encode(), _HMAC[alg]).digest()
    return f"{head}.{body}.{b64url_encode(signature)}"


def swap_payload(token: Jwt, payload_segment: str) -> str:
    """The token's header and signature around another payload: a signature that no longer matches."""
    return f"{token.segments[0]}.{payload_segment}.{token.segments[2]}"
