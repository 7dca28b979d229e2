from aiohttp import web

from conduit.handlers.keys import ARTICLES, AUTH
from conduit.tables import User
from conduit.services.errors import Unauthorized

routes = web.RouteTableDef()


async def _viewer(request: web.Request, required: bool = False) -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if required:
            raise Unauthorized("missing token")
        return None
    return await request.app[AUTH].user_from_token(header[6:])


def _page(request: web.Request) -> dict:
    return {"limit": int(request.query.get("limit", 20)), "offset": int(request.query.get("offset", 0))}


@routes.get("/api/health-check")
async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    viewer = await _viewer(request)
    body = await request.app[ARTICLES].listing(
        viewer, author=request.query.get("author"), favorited=request.query.get("favorited"),
        followed_by=None, **_page(request))
    return web.json_response(body)


@routes.get("/api/articles/feed")
async def feed(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    body = await request.app[ARTICLES].listing(viewer, author=None, favorited=None,
                                               followed_by=viewer.id, **_page(request))
    return web.json_response(body)


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    payload = (await request.json())["article"]
    return web.json_response({"article": await request.app[ARTICLES].create(viewer, payload)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    viewer = await _viewer(request)
    return web.json_response({"article": await request.app[ARTICLES].get(request.match_info["slug"], viewer)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[ARTICLES].tags()})
