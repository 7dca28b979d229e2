# feature-file: articles
"""limit/offset query parameters."""

from dataclasses import dataclass

from conduit.services.errors import ValidationFailed

DEFAULT_LIMIT = 20


@dataclass(frozen=True)
class Page:
    limit: int = DEFAULT_LIMIT
    offset: int = 0


def parse_page(limit: str | None, offset: str | None) -> Page:
    return Page(
        limit=_integer("limit", limit, default=DEFAULT_LIMIT, minimum=1),
        offset=_integer("offset", offset, default=0, minimum=0),
    )


def _integer(name: str, raw: str | None, *, default: int, minimum: int) -> int:
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValidationFailed(f"{name} must be an integer") from None
    if value < minimum:
        raise ValidationFailed(f"{name} must be at least {minimum}")
    return value
