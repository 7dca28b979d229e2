"""Checks on the fields of a request payload, reported as ValidationFailed (422)."""

from collections.abc import Mapping
from typing import Any

from conduit.errors import ValidationFailed


def required_string(data: Mapping[str, Any], field: str) -> str:
    value = data.get(field)
    if value is None:
        raise ValidationFailed(f"{field} can't be blank")
    return _non_blank(field, value)


def optional_string(data: Mapping[str, Any], field: str) -> str | None:
    """The field's value if it was sent, None if it was left out."""
    value = data.get(field)
    return None if value is None else _non_blank(field, value)


def optional_clearable_string(data: Mapping[str, Any], field: str) -> str | None:
    """Like optional_string, for fields that may be cleared (an empty string is kept)."""
    value = data.get(field)
    if value is not None and not isinstance(value, str):
        raise ValidationFailed(f"{field} must be a string")
    return value
# feature-begin: articles


def string_list(data: Mapping[str, Any], field: str) -> list[str]:
    """A list of non-blank strings, stripped, with duplicates removed in order."""
    value = data.get(field) or []
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValidationFailed(f"{field} must be a list of strings")
    return list(dict.fromkeys(item.strip() for item in value if item.strip()))
# feature-end: articles


def _non_blank(field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ValidationFailed(f"{field} must be a string")
    if not value.strip():
        raise ValidationFailed(f"{field} can't be blank")
    return value
