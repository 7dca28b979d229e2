# feature-file: articles
from dataclasses import dataclass

from conduit.services.errors import ValidationFailed

DEFAULT_LIMIT = 20


@dataclass(frozen=True)
class Page:
    limit: int = DEFAULT_LIMIT
    offset: int = 0


def _integer(raw: str | None, name: str, default: int, minimum: int) -> int:
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValidationFailed(f"{name} must be an integer") from None
    if value < minimum:
        raise ValidationFailed(f"{name} must be at least {minimum}")
    return value


def parse_page(limit: str | None, offset: str | None) -> Page:
    """Query-string limit/offset as the spec bounds them: limit >= 1, offset >= 0."""
    return Page(
        limit=_integer(limit, "limit", DEFAULT_LIMIT, 1),
        offset=_integer(offset, "offset", 0, 0),
    )
