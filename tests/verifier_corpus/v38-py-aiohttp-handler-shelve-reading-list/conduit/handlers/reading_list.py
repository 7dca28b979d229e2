import shelve

from aiohttp import web

from conduit.handlers.articles import dump, service
from conduit.settings import READING_LIST_FILE

routes = web.RouteTableDef()


def _user(request: web.Request) -> str:
    return request.headers["Authorization"].removeprefix("Token ")


@routes.put("/api/user/reading-list/{slug}")
async def save_for_later(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    if await request.app[service].get(slug) is None:
        raise web.HTTPNotFound()
    with shelve.open(READING_LIST_FILE) as store:
        saved = store.get(_user(request), [])
        if slug not in saved:
            store[_user(request)] = saved + [slug]
    return web.json_response({"saved": True})


@routes.get("/api/user/reading-list")
async def reading_list(request: web.Request) -> web.Response:
    with shelve.open(READING_LIST_FILE, flag="r") as store:
        slugs = store.get(_user(request), [])
    articles = await request.app[service].many(slugs)
    return web.json_response({"articles": [dump(a) for a in articles]})
