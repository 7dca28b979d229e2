# feature-begin: articles
"""Reading request input: the JSON envelope and the paging parameters."""
# feature-else: articles
# """Reading request input: the JSON envelope."""
# feature-end: articles

import json
from collections.abc import Mapping  # feature-line: articles
from typing import Any

from aiohttp import web

from conduit.errors import ValidationFailed
# feature-begin: articles

DEFAULT_LIMIT = 20
# feature-end: articles


async def envelope(request: web.Request, name: str) -> dict[str, Any]:
    """The object wrapped in the body's `name` key: {"user": {...}} -> {...}.

    The raw body is read, not request.json(), so that a request announcing
    JSON but sending nothing counts as having no body rather than as malformed JSON.
    """
    raw = await request.read()
    try:
        body = json.loads(raw) if raw.strip() else {}
    except ValueError as error:
        raise ValidationFailed("request body is not valid JSON") from error
    content = body.get(name) if isinstance(body, dict) else None
    if not isinstance(content, dict):
        raise ValidationFailed(f"{name} is required")
    return content
# feature-begin: articles


def page(query: Mapping[str, str]) -> tuple[int, int]:
    """(limit, offset) from the query string; 20 and 0 when absent."""
    return (
        _integer(query, "limit", DEFAULT_LIMIT, minimum=1),
        _integer(query, "offset", 0, minimum=0),
    )


def _integer(query: Mapping[str, str], name: str, default: int, *, minimum: int) -> int:
    raw = query.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError as error:
        raise ValidationFailed(f"{name} must be an integer") from error
    if value < minimum:
        raise ValidationFailed(f"{name} must be at least {minimum}")
    return value
# feature-end: articles
