from dataclasses import dataclass

from aiohttp import web


@dataclass(frozen=True)
class PageParams:
    limit: int = 20
    offset: int = 0

    @classmethod
    def from_request(cls, request: web.Request) -> "PageParams":
        q = request.rel_url.query
        try:
            return cls(limit=max(0, int(q.get("limit", 20))), offset=max(0, int(q.get("offset", 0))))
        except ValueError:
            raise web.HTTPUnprocessableEntity(text="limit and offset must be integers")
