from aiohttp import web

DEFAULT_LIMIT = 20
MAX_LIMIT = 100


def page_params(request: web.Request) -> tuple[int, int]:
    try:
        limit = int(request.query.get("limit", DEFAULT_LIMIT))
        offset = int(request.query.get("offset", 0))
    except ValueError:
        raise web.HTTPUnprocessableEntity(text="limit and offset must be integers")
    return limit, offset
