from dataclasses import dataclass

from aiohttp import web


@dataclass(frozen=True)
class ListParams:
    author: str | None
    tag: str | None
    limit: int
    offset: int

    @classmethod
    def from_request(cls, request: web.Request) -> "ListParams":
        q = request.query
        try:
            return cls(q.get("author"), q.get("tag"), int(q.get("limit", 20)),
                       int(q.get("offset", 0)))
        except ValueError:
            raise web.HTTPUnprocessableEntity(text="limit/offset must be integers")
