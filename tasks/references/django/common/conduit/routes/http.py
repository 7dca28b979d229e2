"""Request helpers shared by the views: JSON payloads and the caller's identity."""

import json
from typing import Any

from django.http import HttpRequest

from conduit.models import User
from conduit.security import token_from_header
from conduit.services import users
from conduit.services.errors import ValidationFailed
from conduit.services.users import AuthenticatedUser


def read_json(request: HttpRequest, key: str) -> dict[str, Any]:
    """The object under `key` in a JSON body such as {"user": {...}}."""
    try:
        payload = json.loads(request.body or b"{}")
    except ValueError:
        raise ValidationFailed("request body must be valid JSON") from None
    value = payload.get(key) if isinstance(payload, dict) else None
    if not isinstance(value, dict):
        raise ValidationFailed(f"{key} can't be blank")
    return value


def current_user(request: HttpRequest) -> AuthenticatedUser:
    """The caller, who must send a valid token (401 otherwise)."""
    return users.authenticate(token_from_header(request.headers.get("Authorization")))


def optional_user(request: HttpRequest) -> User | None:
    """The caller when a token is sent (a bad one is still a 401), else anonymous."""
    if "Authorization" not in request.headers:
        return None
    return current_user(request).user
