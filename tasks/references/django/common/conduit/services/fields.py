"""Validation of the fields of a request payload."""

from collections.abc import Mapping
from typing import Any

from conduit.services.errors import ValidationFailed


def required_string(data: Mapping[str, Any], field: str) -> str:
    value = data.get(field)
    if not isinstance(value, str) or not value.strip():
        raise ValidationFailed(f"{field} can't be blank")
    return value


def optional_string(data: Mapping[str, Any], field: str) -> str | None:
    value = data.get(field)
    if value is not None and not isinstance(value, str):
        raise ValidationFailed(f"{field} must be a string")
    return value


def email(data: Mapping[str, Any]) -> str:
    value = required_string(data, "email").strip()
    if "@" not in value:
        raise ValidationFailed("email is invalid")
    return value
# feature-begin: articles


def tag_names(value: Any) -> list[str]:
    """Distinct, trimmed, non-empty tag names, sorted: tagList is always returned sorted."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise ValidationFailed("tagList must be an array of strings")
    return sorted({name.strip() for name in value if name.strip()})
# feature-end: articles
