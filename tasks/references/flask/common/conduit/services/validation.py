"""Checks on the loosely typed JSON payloads that arrive from the HTTP layer."""

import re
from collections.abc import Mapping
from typing import Any

from conduit.services.errors import ValidationFailed

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


def section(payload: Any, name: str) -> Mapping[str, Any]:
    """The object wrapped under `name`, e.g. {"user": {...}}."""
    inner = payload.get(name) if isinstance(payload, Mapping) else None
    if not isinstance(inner, Mapping):
        raise ValidationFailed(f"{name} can't be empty")
    return inner


def required_text(data: Mapping[str, Any], field: str) -> str:
    value = data.get(field)
    if not isinstance(value, str) or not value.strip():
        raise ValidationFailed(f"{field} can't be blank")
    return value


def nullable_text(data: Mapping[str, Any], field: str) -> str | None:
    value = data.get(field)
    if value is not None and not isinstance(value, str):
        raise ValidationFailed(f"{field} must be a string")
    return value or None


def email(data: Mapping[str, Any], field: str = "email") -> str:
    value = required_text(data, field)
    if not EMAIL.match(value):
        raise ValidationFailed(f"{field} is invalid")
    return value
# feature-begin: articles


def tag_list(data: Mapping[str, Any]) -> list[str]:
    tags = data.get("tagList") or []
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise ValidationFailed("tagList must be an array of strings")
    # Trimmed and de-duplicated, first occurrence wins.
    return list(dict.fromkeys(t.strip() for t in tags if t.strip()))
# feature-end: articles
